import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

/**
 * One service database as a consistent logical snapshot: its tables' rows
 * (COPY text format, one file a table), its sequences, and which of its
 * migrations made the schema. The schema itself is not stored: a restore
 * applies the same migrations to an empty database, so roles, grants and
 * row-level security policies come out exactly as the service makes them.
 */
export interface TableSnapshot {
  /** schema.table, quoted for SQL. */
  name: string;
  /** The stored columns (generated columns are left out: PostgreSQL computes them again). */
  columns: string[];
  file: string;
  rows: number;
}

export interface DatabaseSnapshot {
  service: string;
  database: string;
  /** drizzle's record of the applied migrations, oldest first: created_at is the journal's `when`. */
  migrations: { hash: string; createdAt: number }[];
  /** In dependency order: a table comes after every table it references. */
  tables: TableSnapshot[];
  sequences: { name: string; lastValue: string | null }[];
}

export const quoteName = (name: string) => `"${name.replace(/"/g, '""')}"`;

interface CatalogTable {
  oid: number;
  schema: string;
  name: string;
}

/** Tables in an order where every referenced table comes first (self-references aside). */
export function dependencyOrder<T extends { oid: number }>(
  tables: T[],
  references: { from: number; to: number }[],
): T[] {
  const byOid = new Map(tables.map((t) => [t.oid, t]));
  const needs = new Map(tables.map((t) => [t.oid, new Set<number>()]));
  for (const r of references) if (r.from !== r.to && byOid.has(r.to)) needs.get(r.from)?.add(r.to);
  const ordered: T[] = [];
  const done = new Set<number>();
  while (ordered.length < tables.length) {
    const next = tables.filter((t) => !done.has(t.oid) && [...needs.get(t.oid)!].every((o) => done.has(o)));
    if (!next.length) throw new Error('The tables reference each other in a cycle; they cannot be restored in order.');
    for (const t of next) {
      done.add(t.oid);
      ordered.push(t);
    }
  }
  return ordered;
}

/**
 * Opens the one REPEATABLE READ, READ ONLY transaction a database is read in:
 * its snapshot is taken here, at the first statement, so the tables agree
 * with each other as of this moment while the service keeps taking orders.
 */
export async function beginSnapshot(client: PoolClient): Promise<void> {
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  // The tables' owner is bound by row-level security too (FORCE): the backup reads every restaurant's rows.
  await client.query("SELECT set_config('app.every_restaurant', 'on', true)");
}

/** Writes one database's snapshot into `dir`, in the transaction beginSnapshot opened, and ends it. */
export async function snapshotDatabase(
  client: PoolClient,
  o: { service: string; database: string; dir: string },
): Promise<DatabaseSnapshot> {
  mkdirSync(o.dir, { recursive: true });
  try {
    const { rows: catalog } = await client.query<CatalogTable>(
      `SELECT c.oid::int AS oid, n.nspname AS schema, c.relname AS name
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
          AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'drizzle')
          AND n.nspname NOT LIKE 'pg\\_%'
        ORDER BY n.nspname, c.relname`,
    );
    const oids = catalog.map((t) => t.oid);
    const { rows: columns } = await client.query<{ oid: number; name: string }>(
      `SELECT attrelid::int AS oid, attname AS name FROM pg_attribute
        WHERE attrelid = ANY($1::oid[]) AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
        ORDER BY attrelid, attnum`,
      [oids],
    );
    const { rows: references } = await client.query<{ from: number; to: number }>(
      `SELECT conrelid::int AS "from", confrelid::int AS "to" FROM pg_constraint
        WHERE contype = 'f' AND conrelid = ANY($1::oid[])`,
      [oids],
    );
    const migrations = await client
      .query<{ hash: string; created_at: string }>(
        'SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at, id',
      )
      .then((r) => r.rows.map((m) => ({ hash: m.hash, createdAt: Number(m.created_at) })));

    const tables: TableSnapshot[] = [];
    for (const t of dependencyOrder(catalog, references)) {
      const name = `${quoteName(t.schema)}.${quoteName(t.name)}`;
      const cols = columns.filter((c) => c.oid === t.oid).map((c) => c.name);
      const file = `${t.schema}.${t.name}.copy`;
      const stream = client.query(copyTo(`COPY (SELECT ${cols.map(quoteName).join(', ')} FROM ${name}) TO STDOUT`));
      await pipeline(stream, createWriteStream(join(o.dir, file)));
      tables.push({ name, columns: cols, file, rows: stream.rowCount });
    }
    // Read after the rows: a sequence is never behind a value the rows hold (sequences are not transactional).
    const { rows: sequences } = await client.query<{ name: string; last_value: string | null }>(
      `SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text
         FROM pg_sequences WHERE schemaname NOT IN ('drizzle', 'pg_catalog', 'information_schema')
        ORDER BY 1`,
    );
    await client.query('COMMIT');
    return {
      service: o.service,
      database: o.database,
      migrations,
      tables,
      sequences: sequences.map((s) => ({ name: s.name, lastValue: s.last_value })),
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

/**
 * The service's migrations folder cut down to the ones the snapshot was made
 * with, written into `into`: the restored schema is the backed-up one, and the
 * service applies any newer migrations when it starts. Refuses a snapshot made
 * by migrations this code does not have.
 */
export function migrationsAsOf(snapshot: DatabaseSnapshot, migrationsFolder: string, into: string): string {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
  const kept = journal.entries.slice(0, snapshot.migrations.length);
  snapshot.migrations.forEach((m, i) => {
    const entry = kept[i];
    const sql = entry && readFileSync(join(migrationsFolder, `${entry.tag}.sql`), 'utf8');
    if (!entry || entry.when !== m.createdAt || createHash('sha256').update(sql!).digest('hex') !== m.hash)
      throw new Error(
        `The ${snapshot.database} backup was made with a migration this version does not have (number ${i + 1}). Restore it with the version that made it.`,
      );
  });
  mkdirSync(join(into, 'meta'), { recursive: true });
  writeFileSync(join(into, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  for (const entry of kept)
    writeFileSync(join(into, `${entry.tag}.sql`), readFileSync(join(migrationsFolder, `${entry.tag}.sql`)));
  return into;
}

/**
 * Puts a snapshot's rows into a database its migrations were just applied to,
 * in one transaction: what the migrations seeded is replaced, parents come
 * before children, sequences continue where they were.
 */
export async function loadSnapshot(client: PoolClient, snapshot: DatabaseSnapshot, dir: string): Promise<void> {
  await client.query('BEGIN');
  try {
    const forced = await client.query<{ name: string }>(
      `SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relforcerowsecurity AND format('%I.%I', n.nspname, c.relname) = ANY($1)`,
      [snapshot.tables.map((t) => t.name)],
    );
    // COPY FROM is refused on a table whose row-level security binds the loader (the owner, under FORCE):
    // lifted for this transaction only, and put back before it commits.
    for (const { name } of forced.rows) await client.query(`ALTER TABLE ${name} NO FORCE ROW LEVEL SECURITY`);
    // Only tables the migrations seeded are emptied: an append-only table (the audit trail) refuses TRUNCATE.
    const seeded: string[] = [];
    for (const t of snapshot.tables) {
      if ((await client.query(`SELECT 1 FROM ${t.name} LIMIT 1`)).rowCount) seeded.push(t.name);
    }
    if (seeded.length) await client.query(`TRUNCATE ${seeded.join(', ')}`);
    for (const t of snapshot.tables) {
      const stream = client.query(copyFrom(`COPY ${t.name} (${t.columns.map(quoteName).join(', ')}) FROM STDIN`));
      await pipeline(createReadStream(join(dir, t.file)), stream);
      if (stream.rowCount !== t.rows)
        throw new Error(`${snapshot.database}: ${t.name} took ${stream.rowCount} rows of the ${t.rows} backed up.`);
    }
    for (const s of snapshot.sequences)
      if (s.lastValue !== null)
        await client.query('SELECT setval($1::regclass, $2::bigint, true)', [s.name, s.lastValue]);
    for (const { name } of forced.rows) await client.query(`ALTER TABLE ${name} FORCE ROW LEVEL SECURITY`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
