import { createPool, prepareTenantRole, Tenants } from '@zest/kit';
import { sql } from 'drizzle-orm';
import { createDriversDatabase, TENANT_ROLE } from '../src/db/client';
import { TENANT_TABLES } from '../src/db/schema';
import { api, databaseUrl } from '../../../tools/test/support';
import { newTenant, type Tenant } from '../../../tools/test/tenants';
import { cashOut, deliveredBy } from './helpers';

/**
 * The database's own tenant net (row-level security): a query that forgets
 * its restaurant filter sees no other tenant, and no row of another tenant
 * can be written. The access matrix (gateway/test) covers the paths.
 */
let victim: Tenant;
let other: Tenant;

beforeAll(async () => {
  [victim, other] = await Promise.all([newTenant('drivers-rls-victim'), newTenant('drivers-rls-other')]);
  // A row in every tenant table of both restaurants: staff, orders, a settled trip, a float.
  for (const t of [victim, other]) {
    await deliveredBy(t);
    await api('POST', '/api/driver_orders/float', { token: t.manager, body: { driver_id: t.driverId, amount: 5 } });
    expect((await cashOut(t.manager, t.driverId)).status).toBe(201);
  }
});

it('hides other restaurants from a query without a restaurant filter, and refuses their rows on insert', async () => {
  const pool = createPool(databaseUrl('zest_drivers'), { max: 1 });
  const tenants = new Tenants(createDriversDatabase(pool), await prepareTenantRole(pool, TENANT_ROLE));
  const rows = async (ids: string[], text: string) =>
    (await tenants.run(ids, (tx) => tx.execute<{ restaurant_id: string }>(sql.raw(text)))).rows;
  try {
    const both = [victim.restaurantId, other.restaurantId];
    for (const table of TENANT_TABLES) {
      const query = `SELECT DISTINCT restaurant_id FROM ${table} WHERE restaurant_id IN ('${both.join("','")}')`;
      expect([table, (await pool.query(query)).rows.map((r) => r.restaurant_id).sort()]).toEqual([
        table,
        [...both].sort(),
      ]);
      expect([table, (await rows([other.restaurantId], query)).map((r) => r.restaurant_id)]).toEqual([
        table,
        [other.restaurantId],
      ]);
      expect([table, await rows([], `SELECT restaurant_id FROM ${table}`)]).toEqual([table, []]);
    }
    await expect(
      tenants.run([other.restaurantId], (tx) =>
        tx.execute(
          sql`INSERT INTO floats (restaurant_id, driver_id, amount_cents, given_by) VALUES (${victim.restaurantId}, ${victim.driverId}, 100, 'x')`,
        ),
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/row-level security/) } });
    const [me] = await tenants.run(
      [other.restaurantId],
      async (tx) =>
        (await tx.execute(sql`SELECT rolsuper, rolbypassrls FROM pg_roles WHERE rolname = current_user`)).rows,
    );
    expect(me).toEqual({ rolsuper: false, rolbypassrls: false });
  } finally {
    await pool.end();
  }
});

it('lets a trip name only a cash-out of its own restaurant, whatever the code does', async () => {
  const pool = createPool(databaseUrl('zest_drivers'), { max: 1 });
  try {
    const { rows } = await pool.query('SELECT id FROM cashouts WHERE restaurant_id = $1', [victim.restaurantId]);
    await expect(
      pool.query('UPDATE trips SET cashout_id = $1 WHERE restaurant_id = $2', [rows[0].id, other.restaurantId]),
    ).rejects.toThrow(/trips_cashout_fk/);
  } finally {
    await pool.end();
  }
});
