import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/**
 * A row as drizzle would give it, from what a hand-written statement
 * answered: pg's own values (RETURNING *) or the same row as JSON
 * (to_json), keyed by column name. For the few statements drizzle's builders
 * cannot write (several changes in one statement, a read and its settings
 * in one round trip).
 */
export function rowOf<T extends Table>(table: T, raw: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
