import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import { databaseUrl } from '../test/support';
import { beginSnapshot, snapshotDatabase } from './snapshot';

/**
 * A backup reads each database as of one moment: rows written by others after
 * its snapshot opened (an order and its line, while the dump runs) are in no
 * table of it, though the tables are read one after another.
 */
const name = `zest_backup_snapshot_${process.pid}`;
let admin: Pool;
let pool: Pool;
let dir: string;

beforeAll(async () => {
  admin = new Pool({ connectionString: databaseUrl('postgres'), max: 1 });
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  pool = new Pool({ connectionString: databaseUrl(name), max: 2 });
  await pool.query(`
    CREATE SCHEMA drizzle;
    CREATE TABLE drizzle.__drizzle_migrations (id serial PRIMARY KEY, hash text NOT NULL, created_at bigint);
    CREATE TABLE orders (id int PRIMARY KEY);
    CREATE TABLE order_lines (id serial PRIMARY KEY, order_id int NOT NULL REFERENCES orders(id));
    INSERT INTO orders VALUES (1);
    INSERT INTO order_lines (order_id) VALUES (1);`);
  dir = mkdtempSync(join(tmpdir(), 'zest-snapshot-'));
});

afterAll(async () => {
  await pool.end();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.end();
  rmSync(dir, { recursive: true, force: true });
});

it('holds what was committed when it opened, and nothing written after', async () => {
  const reader = await pool.connect();
  try {
    await beginSnapshot(reader);
    await pool.query('INSERT INTO orders VALUES (2)');
    await pool.query('INSERT INTO order_lines (order_id) VALUES (2)');
    const snapshot = await snapshotDatabase(reader, { service: 'orders', database: name, dir });
    expect(snapshot.tables.map((t) => [t.name, t.rows])).toEqual([
      ['"public"."orders"', 1],
      ['"public"."order_lines"', 1],
    ]);
    expect(readFileSync(join(dir, 'public.order_lines.copy'), 'utf8')).toBe('1\t1\n');
    // Sequences are read last and not transactional: never behind a value the rows hold.
    expect(snapshot.sequences).toEqual([{ name: 'public.order_lines_id_seq', lastValue: '2' }]);
  } finally {
    reader.release();
  }
  expect((await pool.query('SELECT count(*)::int AS n FROM order_lines')).rows[0].n).toBe(2);
});
