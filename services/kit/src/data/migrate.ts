import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { Client } from 'pg';
import type { Logger } from 'pino';

/**
 * A service's migrations, applied as drizzle's migrator applies them (its
 * journal, its `drizzle.__drizzle_migrations` table, the same hashes), with
 * three differences an operator running replicas needs
 * (docs/decisions/0077-migrations-and-the-pooler.md):
 *
 * - one connection of their own, to a direct URL: the advisory lock that
 *   keeps two replicas from migrating at once is taken and released with
 *   that connection, on which every migration runs too (behind PgBouncer in
 *   transaction mode a session lock would stay on whichever server
 *   connection took it);
 * - `lock_timeout`: a statement that waits for a table's lock gives up
 *   instead of queueing every query of the running release behind it;
 * - a migration whose first line is `-- zest: no transaction` runs outside
 *   any transaction, statement by statement (CREATE INDEX CONCURRENTLY is
 *   refused inside one), and is recorded once all of them have run.
 */
export const NO_TRANSACTION = '-- zest: no transaction';

export interface MigrateOptions {
  /** The service's database, directly (not through a pooler in transaction mode). */
  url: string;
  migrationsFolder: string;
  /** Replicas of one service share it; the advisory lock is its hash. */
  lockName: string;
  log: Logger;
  /** How long one statement may wait for a lock on a table or row (default 5 s). */
  lockTimeoutMs?: number;
}

const TABLE = 'drizzle.__drizzle_migrations';

export const isNoTransaction = (migration: Pick<MigrationMeta, 'sql'>) =>
  (migration.sql[0] ?? '').trimStart().startsWith(NO_TRANSACTION);

/** Apply the committed migrations not applied yet; two replicas at once wait for each other. */
export async function migrateDatabase(o: MigrateOptions): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: o.migrationsFolder });
  const client = new Client({ connectionString: o.url, connectionTimeoutMillis: 10_000 });
  // A connection dropped between statements surfaces on the next query; unheard, it would crash the process.
  client.on('error', (error) => o.log.warn({ err: error }, 'migration connection lost'));
  await client.connect();
  try {
    // Waits as long as another replica's migrations take: lock_timeout is set only once it holds the lock.
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [o.lockName]);
    await client.query(`SET lock_timeout = ${Math.round(o.lockTimeoutMs ?? 5_000)}`);
    const applied = await applyPending(client, migrations);
    if (applied) o.log.info({ migrationsFolder: o.migrationsFolder, applied }, 'migrations applied');
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [o.lockName]);
  } finally {
    // Ending the session releases the lock too, should the unlock not have run.
    await client.end().catch(() => undefined);
  }
}

/** Answers how many migrations it applied. */
async function applyPending(client: Client, migrations: MigrationMeta[]): Promise<number> {
  await client.query('CREATE SCHEMA IF NOT EXISTS drizzle');
  await client.query(
    `CREATE TABLE IF NOT EXISTS ${TABLE} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
  );
  const { rows } = await client.query<{ created_at: string }>(
    `SELECT created_at FROM ${TABLE} ORDER BY created_at DESC LIMIT 1`,
  );
  const last = rows[0] ? Number(rows[0].created_at) : null;
  const pending = migrations.filter((m) => last === null || last < m.folderMillis);
  // Consecutive migrations share one transaction, as drizzle's migrator runs them; a marked one runs alone.
  let batch: MigrationMeta[] = [];
  for (const migration of pending) {
    if (!isNoTransaction(migration)) {
      batch.push(migration);
      continue;
    }
    await inOneTransaction(client, batch);
    batch = [];
    for (const statement of migration.sql) if (statement.trim()) await client.query(statement);
    await record(client, migration);
  }
  await inOneTransaction(client, batch);
  return pending.length;
}

async function inOneTransaction(client: Client, migrations: MigrationMeta[]): Promise<void> {
  if (!migrations.length) return;
  await client.query('BEGIN');
  try {
    for (const migration of migrations) {
      for (const statement of migration.sql) if (statement.trim()) await client.query(statement);
      await record(client, migration);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

const record = (client: Client, migration: MigrationMeta) =>
  client.query(`INSERT INTO ${TABLE} (hash, created_at) VALUES ($1, $2)`, [migration.hash, migration.folderMillis]);
