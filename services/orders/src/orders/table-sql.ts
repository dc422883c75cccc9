import { getTableColumns, getTableName, type Table } from 'drizzle-orm';

/**
 * The column lists of the hot statements (hot-statements.ts), made from the tables' drizzle definitions
 * (db/schema.ts) once, when the module loads: the SQL names of the columns are never written by hand beside
 * the schema (docs/decisions/0067-orders-by-area.md).
 */

/** A column of the table, by its name in db/schema.ts. */
export type ColumnKey<T extends Table> = Extract<keyof T['_']['columns'], string>;

/**
 * What a statement writes into a table: the SQL value of each column it sets, and the columns it leaves to
 * their defaults. Together they name every column of the table: one added to the schema and not here stops
 * the service when it starts (and fails hot-statements.test.ts), rather than going unwritten.
 */
export interface Writes<T extends Table> {
  set: Partial<Record<ColumnKey<T>, string>>;
  defaults: readonly ColumnKey<T>[];
}

const columnsOf = <T extends Table>(table: T) => getTableColumns(table) as Record<string, T['_']['columns'][string]>;

/** The columns of the table a statement neither sets nor leaves to a default it has: none, or it cannot start. */
export function unwritten<T extends Table>(table: T, w: Writes<T>): string[] {
  const columns = columnsOf(table);
  const set = Object.keys(w.set);
  const named = [...set, ...w.defaults];
  return [
    ...Object.keys(columns).filter((k) => !named.includes(k)),
    ...named.filter((k) => !(k in columns)).map((k) => `${k} (not a column)`),
    ...w.defaults.filter((k) => set.includes(k)).map((k) => `${k} (both set and left to its default)`),
    ...w.defaults.filter((k) => columns[k]?.notNull && !columns[k].hasDefault).map((k) => `${k} (has no default)`),
  ];
}

/** `(column, …)` and the values in the same order, for an INSERT … VALUES or an INSERT … SELECT. */
export function insertList<T extends Table>(table: T, w: Writes<T>): { columns: string; values: string } {
  const missing = unwritten(table, w);
  if (missing.length) throw new Error(`A hot statement into ${getTableName(table)} misses: ${missing.join(', ')}`);
  const columns = columnsOf(table);
  const set = Object.entries(w.set) as [string, string][];
  return { columns: set.map(([k]) => columns[k]!.name).join(', '), values: set.map(([, v]) => v).join(', ') };
}

/** `column = value, …` for an UPDATE … SET. */
export function assignments<T extends Table>(table: T, set: Partial<Record<ColumnKey<T>, string>>): string {
  const columns = columnsOf(table);
  return Object.entries(set)
    .map(([k, v]) => `${columns[k]!.name} = ${v as string}`)
    .join(', ');
}

/** `column = alias.column + excluded.column, …`: an upsert that adds what it writes to the sums (ON CONFLICT). */
export function addedUp<T extends Table>(table: T, alias: string, keys: readonly ColumnKey<T>[]): string {
  const columns = columnsOf(table);
  return keys
    .map((k) => columns[k]!.name)
    .map((name) => `${name} = ${alias}.${name} + excluded.${name}`)
    .join(', ');
}

/** `name type, …` of the columns, the record a jsonb_to_recordset reads them from. */
export function recordTypes<T extends Table>(table: T, keys: readonly ColumnKey<T>[]): string {
  const columns = columnsOf(table);
  return keys.map((k) => `${columns[k]!.name} ${columns[k]!.getSQLType()}`).join(', ');
}

/** The SQL name of a column. */
export const columnName = <T extends Table>(table: T, key: ColumnKey<T>): string => columnsOf(table)[key]!.name;
