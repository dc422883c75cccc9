import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, Pool } from 'pg';
import { createLogger, ensureDatabase, migrateDatabase, NO_TRANSACTION } from '../src';
import { dropDatabase } from '../../../tools/test/own-stores';
import { databaseUrl } from '../../../tools/test/support';

/**
 * The kit's migrator (kit/data/migrate.ts) on a database of this suite's
 * own, with migrations written here: a marked one builds an index
 * CONCURRENTLY outside a transaction, and a migration that waits for a
 * table's lock gives up, records nothing and leaves no lock behind.
 */
const name = `zest_kit_migrate_${randomUUID().slice(0, 8)}`;
const url = databaseUrl(name);
const folder = mkdtempSync(join(tmpdir(), 'zest-migrations-'));
const log = createLogger('test', 'silent');
const migrations: { tag: string; text: string }[] = [];

/** Adds a migration to the folder and its journal, as drizzle-kit writes them. */
function addMigration(tag: string, statements: string[]) {
  migrations.push({ tag, text: statements.join('--> statement-breakpoint\n') });
  mkdirSync(join(folder, 'meta'), { recursive: true });
  for (const m of migrations) writeFileSync(join(folder, `${m.tag}.sql`), m.text);
  const entries = migrations.map((m, idx) => ({ idx, version: '7', when: 1_700_000_000_000 + idx, tag: m.tag }));
  writeFileSync(
    join(folder, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
}

const migrate = () =>
  migrateDatabase({ url, migrationsFolder: folder, lockName: `${name}:migrations`, log, lockTimeoutMs: 300 });
let pool: Pool;

beforeAll(async () => {
  await ensureDatabase(url);
  pool = new Pool({ connectionString: url, max: 2 });
});

afterAll(async () => {
  await pool.end();
  await dropDatabase(name);
  rmSync(folder, { recursive: true, force: true });
});

const recorded = async () =>
  (await pool.query<{ hash: string }>('SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at')).rows.map(
    (r) => r.hash,
  );
const advisoryLocks = async () =>
  (
    await pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database WHERE locktype = 'advisory' AND d.datname = $1",
      [name],
    )
  ).rows[0]!.n;

describe('the migrator', () => {
  it('builds an index CONCURRENTLY in a migration marked to run outside a transaction, recorded with its hash', async () => {
    addMigration('0000_big', [
      'CREATE TABLE big (id int PRIMARY KEY, v int);',
      'INSERT INTO big SELECT g, g FROM generate_series(1, 1000) g;',
    ]);
    addMigration('0001_big_v', [
      `${NO_TRANSACTION}\nDROP INDEX CONCURRENTLY IF EXISTS big_v;`,
      'CREATE INDEX CONCURRENTLY IF NOT EXISTS big_v ON big (v);',
    ]);
    await migrate();
    const index = await pool.query("SELECT indisvalid FROM pg_index WHERE indexrelid = 'big_v'::regclass");
    expect(index.rows).toEqual([{ indisvalid: true }]);
    expect(await recorded()).toEqual(migrations.map((m) => createHash('sha256').update(m.text).digest('hex')));
    // Applied once: a second run finds nothing to do.
    await migrate();
    expect((await recorded()).length).toBe(2);
    expect(await advisoryLocks()).toBe(0);
  });

  it("gives up on a table's lock held by a running transaction: nothing recorded, no lock left, applied once it is free", async () => {
    addMigration('0002_big_w', ['ALTER TABLE big ADD COLUMN w int;']);
    const reader = new Client({ connectionString: url });
    await reader.connect();
    try {
      await reader.query('BEGIN');
      await reader.query('SELECT count(*) FROM big');
      await expect(migrate()).rejects.toMatchObject({ code: '55P03' });
      expect((await recorded()).length).toBe(2);
      expect(await advisoryLocks()).toBe(0);
      // The reader never waited behind the migration: its next query answers.
      await expect(reader.query('SELECT count(*)::int AS n FROM big')).resolves.toMatchObject({ rows: [{ n: 1000 }] });
      await reader.query('COMMIT');
    } finally {
      await reader.end();
    }
    await migrate();
    expect((await recorded()).length).toBe(3);
    expect((await pool.query('SELECT w FROM big LIMIT 1')).rows).toEqual([{ w: null }]);
  });
});
