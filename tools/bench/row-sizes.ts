/**
 * `npm run bench`: what a row of each service table weighs in the running
 * stack's PostgreSQL, for the scale plan (docs/scale.md): the rows, the
 * average stored row (pg_column_size of the whole row: heap data, before the
 * page and tuple overhead), and the table with its indexes and TOAST
 * (pg_total_relation_size) divided by its rows. Tables with few rows are
 * mostly empty pages; read the per-row total on the busy ones.
 *   node --import tsx tools/bench/row-sizes.ts   (ZEST_PG_PORT or DATABASE_URL: the stack's server)
 */
import { createPool, databaseUrlFor, LOCAL_STORES, localPostgresUrl, SERVICES } from '@zest/kit';

interface Row {
  database: string;
  table: string;
  rows: number;
  avgRowBytes: number | null;
  totalBytes: number;
  totalBytesPerRow: number | null;
}

async function main() {
  const server =
    process.env.DATABASE_URL || localPostgresUrl(Number(process.env.ZEST_PG_PORT ?? LOCAL_STORES.postgresPort));
  const out: Row[] = [];
  for (const s of SERVICES) {
    const pool = createPool(databaseUrlFor(s.database, server), { max: 1 });
    try {
      const { rows: tables } = await pool.query<{ name: string; total: string }>(
        `SELECT format('%I.%I', n.nspname, c.relname) AS name, pg_total_relation_size(c.oid)::text AS total
           FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'drizzle')
            AND n.nspname NOT LIKE 'pg\\_%' ORDER BY 1`,
      );
      for (const t of tables) {
        // The owner is bound by row-level security too (FORCE); the superuser of the local stack is not.
        const [measured] = (
          await pool.query<{ n: number; avg: string | null }>(
            `SELECT count(*)::int AS n, avg(pg_column_size(t.*))::numeric(10, 1)::text AS avg FROM ${t.name} t`,
          )
        ).rows;
        const total = Number(t.total);
        out.push({
          database: s.database,
          table: t.name.replace(/^public\./, ''),
          rows: measured!.n,
          avgRowBytes: measured!.avg === null ? null : Number(measured!.avg),
          totalBytes: total,
          totalBytesPerRow: measured!.n ? Math.round(total / measured!.n) : null,
        });
      }
    } finally {
      await pool.end();
    }
  }
  process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Row sizes could not be measured: ${(error as Error).message}\n`);
  process.exit(1);
});
