import { createPool } from '@zest/kit';
import { sql } from 'drizzle-orm';
import { createDriversDatabase, TENANT_ROLE } from '../src/db/client';
import { TENANT_TABLES } from '../src/db/schema';
import { expectRowLevelSecurity } from '../../../tools/test/row-level-security';
import { api, databaseUrl } from '../../../tools/test/support';
import { approval, newTenant, type Tenant } from '../../../tools/test/tenants';
import { randomUUID } from 'node:crypto';
import { cashOut, driverBack, onDriversDatabase, takenBy } from './helpers';

/**
 * The database's own tenant net (row-level security): a query that forgets
 * its restaurant filter sees no other tenant, and no row of another tenant
 * can be written. The access matrix (gateway/test) covers the paths.
 */
let victim: Tenant;
let other: Tenant;

beforeAll(async () => {
  [victim, other] = await Promise.all([newTenant('drivers-rls-victim'), newTenant('drivers-rls-other')]);
  // A row in every tenant table of both restaurants: staff, orders, a settled trip, a float (approved), a
  // return under a key, the audit trail, and an adjustment (an order voided after its cash-out).
  for (const t of [victim, other]) {
    const trip = await takenBy(t);
    await driverBack(t, randomUUID());
    // The float with an approval for it (used_approvals).
    const approved = await approval(t, t.driver, { action: 'drivers.float', driver_id: t.driverId });
    await api('POST', '/api/driver_orders/float', { token: approved, body: { driver_id: t.driverId, amount: 5 } });
    expect((await cashOut(t.manager, t.driverId)).status).toBe(201);
    await api('POST', `/api/order/printOrder/${trip.order_id}`, { token: t.manager, body: {} });
    expect(
      (await api('DELETE', `/api/order/deleteOrder/${trip.order_id}?reason=Comp`, { token: t.manager })).status,
    ).toBe(200);
    for (let i = 0; i < 200; i++) {
      const found = await onDriversDatabase('SELECT id FROM adjustments WHERE order_id = $1', [trip.order_id]);
      if (found.length) break;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
});

it('hides other restaurants from a query without a restaurant filter, and refuses their rows on insert', () =>
  expectRowLevelSecurity(
    { database: 'zest_drivers', create: createDriversDatabase, role: TENANT_ROLE, tables: TENANT_TABLES },
    other.restaurantId,
    victim.restaurantId,
    sql`INSERT INTO floats (restaurant_id, driver_id, amount_cents, given_by) VALUES (${victim.restaurantId}, ${victim.driverId}, 100, 'x')`,
  ));

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
