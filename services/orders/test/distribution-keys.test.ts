import { Pool } from 'pg';
import { databaseUrl } from '../../../tools/test/support';

/**
 * Ready to distribute by restaurant (docs/scale.md "What is distributed by
 * restaurant_id"): Citus takes a primary key, unique constraint or unique
 * index only if it contains the distribution column. The catalog of the
 * orders and drivers databases says which would be refused: every one of
 * schema public must hold restaurant_id; the restaurants projection's is its
 * id, which is the restaurant id. The ordering pages' addresses (online_slugs,
 * read before a restaurant is known) are a reference table, copied whole to
 * every node: its key is the address.
 */
const DISTRIBUTION_COLUMN: Record<string, string> = { restaurants: 'id' };
const REFERENCE_TABLES = new Set(['online_slugs']);

interface Key {
  table_name: string;
  name: string;
  columns: string[];
}

/** The keys a catalog query finds in the database that do not contain the restaurant, named. */
async function withoutRestaurant(database: string, query: string): Promise<string[]> {
  const pool = new Pool({ connectionString: databaseUrl(database), max: 1 });
  try {
    const { rows } = await pool.query<Key>(query);
    return rows
      .filter((r) => !REFERENCE_TABLES.has(r.table_name))
      .filter((r) => !r.columns.includes(DISTRIBUTION_COLUMN[r.table_name] ?? 'restaurant_id'))
      .map((r) => `${database}: ${r.table_name}.${r.name} (${r.columns.join(', ')})`)
      .sort();
  } finally {
    await pool.end();
  }
}

/** Every primary key and unique constraint. */
const CONSTRAINTS = `
  SELECT t.relname AS table_name, c.conname AS name,
         array(SELECT a.attname::text FROM pg_attribute a
                WHERE a.attrelid = t.oid AND a.attnum = ANY (c.conkey)) AS columns
    FROM pg_constraint c
    JOIN pg_class t ON t.oid = c.conrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
   WHERE n.nspname = 'public' AND c.contype IN ('p', 'u')`;

/** Every unique index, with or without a constraint (an expression's columns count as none). */
const UNIQUE_INDEXES = `
  SELECT t.relname AS table_name, i.relname AS name,
         array(SELECT a.attname::text FROM pg_attribute a
                WHERE a.attrelid = t.oid AND a.attnum = ANY (x.indkey)) AS columns
    FROM pg_index x
    JOIN pg_class t ON t.oid = x.indrelid
    JOIN pg_class i ON i.oid = x.indexrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
   WHERE n.nspname = 'public' AND x.indisunique`;

/** Tables without a primary key: distributing them needs one too. */
const WITHOUT_PRIMARY_KEY = `
  SELECT t.relname AS table_name, 'no primary key' AS name, array[]::text[] AS columns
    FROM pg_class t JOIN pg_namespace n ON n.oid = t.relnamespace
   WHERE n.nspname = 'public' AND t.relkind = 'r'
     AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conrelid = t.oid AND c.contype = 'p')`;

describe.each(['zest_orders', 'zest_drivers'])('the keys of %s', (database) => {
  it('every primary key and unique constraint contains restaurant_id', async () => {
    expect(await withoutRestaurant(database, CONSTRAINTS)).toEqual([]);
  });

  it('every unique index contains restaurant_id', async () => {
    expect(await withoutRestaurant(database, UNIQUE_INDEXES)).toEqual([]);
  });

  it('every table has a primary key', async () => {
    expect(await withoutRestaurant(database, WITHOUT_PRIMARY_KEY)).toEqual([]);
  });
});
