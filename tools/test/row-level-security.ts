import { createPool, prepareTenantRole, Tenants, type NodePgDatabase } from '@zest/kit';
import { sql, type SQL } from 'drizzle-orm';
import type { Pool } from 'pg';
import { databaseUrl } from './support';

/** A service whose tables belong to restaurants, as its own code opens them. */
export interface TenantStore {
  /** Its database on the test server: `zest_orders`. */
  database: string;
  create: (pool: Pool) => NodePgDatabase<Record<string, unknown>>;
  /** The role its tenant transactions run as (src/db/client.ts `TENANT_ROLE`). */
  role: string;
  /** Every table with a `restaurant_id` and the policy (src/db/schema.ts `TENANT_TABLES`). */
  tables: readonly string[];
}

/**
 * The database's own tenant net (docs/architecture.md#row-level-security),
 * through the service's own tenant transactions (kit/data/tenancy.ts) on a
 * connection that would bypass the policies (the test server's superuser).
 * `own` and `foreign` both need a row in every table. In a transaction for
 * `own`, a query without a restaurant filter sees only `own`'s rows and
 * `foreignRow` (an insert of a `foreign` row) is refused; a transaction for
 * no restaurant sees nothing; only a background job's sees both.
 */
export async function expectRowLevelSecurity(
  store: TenantStore,
  own: string,
  foreign: string,
  foreignRow: SQL,
): Promise<void> {
  const pool = createPool(databaseUrl(store.database), { max: 1 });
  const tenants = new Tenants(store.create(pool), await prepareTenantRole(pool, store.role));
  type Row = { restaurant_id: string };
  const both = [own, foreign].sort();
  /** The restaurants a query sees in a transaction for these restaurants, or (null) in a background job's. */
  const seenBy = async (restaurantIds: string[] | null, text: string) => {
    const { rows } = restaurantIds
      ? await tenants.run(restaurantIds, (tx) => tx.execute<Row>(sql.raw(text)))
      : await tenants.acrossRestaurants((tx) => tx.execute<Row>(sql.raw(text)));
    return rows.map((r) => r.restaurant_id).sort();
  };
  try {
    for (const table of store.tables) {
      const unfiltered = `SELECT DISTINCT restaurant_id FROM ${table}`;
      const ofBoth = `${unfiltered} WHERE restaurant_id IN ('${both.join("','")}')`;
      // Labelled by table, so a failure names the table whose policy is missing.
      const superuser = (await pool.query<Row>(ofBoth)).rows.map((r) => r.restaurant_id).sort();
      expect([table, superuser]).toEqual([table, both]);
      expect([table, await seenBy([own], unfiltered)]).toEqual([table, [own]]);
      expect([table, await seenBy([], unfiltered)]).toEqual([table, []]);
      expect([table, await seenBy(null, ofBoth)]).toEqual([table, both]);
    }
    await expect(tenants.run([own], (tx) => tx.execute(foreignRow))).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/row-level security/) },
    });
    const [me] = await tenants.run(
      [own],
      async (tx) =>
        (await tx.execute(sql`SELECT rolsuper, rolbypassrls FROM pg_roles WHERE rolname = current_user`)).rows,
    );
    expect(me).toEqual({ rolsuper: false, rolbypassrls: false });
  } finally {
    await pool.end();
  }
}
