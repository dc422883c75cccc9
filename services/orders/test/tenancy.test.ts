import { createPool, prepareTenantRole, Tenants } from '@zest/kit';
import { sql } from 'drizzle-orm';
import { Pool } from 'pg';
import { createOrdersDatabase, TENANT_ROLE } from '../src/db/client';
import { TENANT_TABLES } from '../src/db/schema';
import { api, databaseUrl } from '../../../tools/test/support';
import { newTenant, type Tenant } from '../../../tools/test/tenants';
import { addOpenItem, startOrder } from './helpers';

/**
 * The database's own tenant net (row-level security): a query that forgets
 * its restaurant filter sees no other tenant, and no row of another tenant
 * can be written. The access matrix (gateway/test) covers the paths.
 */
let victim: Tenant;
let other: Tenant;

beforeAll(async () => {
  [victim, other] = await Promise.all([newTenant('rls-victim'), newTenant('rls-other')]);
  // A row in every tenant table of both restaurants.
  for (const t of [victim, other]) {
    const customer = await api<{ id: string }>('POST', '/api/customer/createACustomer', {
      token: t.cashier,
      body: { restaurant_id: t.restaurantId, full_name: 'Rita', phone_number: '5550100001' },
    });
    const order = await startOrder(t.cashier, t.restaurantId, 'pickup', { customer_id: customer.body.id });
    await addOpenItem(t.cashier, order.id, 'Soda', '2.00');
    await api('POST', `/api/order/printOrder/${order.id}`, { token: t.cashier, body: {} });
    await api('PUT', `/api/order/settings/${t.restaurantId}`, {
      token: t.manager,
      body: { half_topping_pricing: 'half' },
    });
    await api('POST', '/api/order/createOrder', {
      token: t.cashier,
      body: { restaurant_id: t.restaurantId, order_type: 'togo' },
      headers: { 'idempotency-key': 'k' },
    });
  }
});

it('hides other restaurants from a query without a restaurant filter, and refuses their rows on insert', async () => {
  // The service's own tenant transactions (kit/tenancy.ts), on a connection that would bypass the policies.
  const pool = createPool(databaseUrl('zest_orders'), { max: 1 });
  const tenants = new Tenants(createOrdersDatabase(pool), await prepareTenantRole(pool, TENANT_ROLE));
  const rows = async (ids: string[], text: string) =>
    (await tenants.run(ids, (tx) => tx.execute<{ restaurant_id: string }>(sql.raw(text)))).rows;
  try {
    for (const table of TENANT_TABLES) {
      const query = `SELECT DISTINCT restaurant_id FROM ${table}`;
      // The connection itself is a superuser: it sees both tenants.
      const both = [victim.restaurantId, other.restaurantId];
      expect([table, (await pool.query(query)).rows.map((r) => r.restaurant_id)]).toEqual([
        table,
        expect.arrayContaining(both),
      ]);
      expect([table, (await rows([other.restaurantId], query)).map((r) => r.restaurant_id)]).toEqual([
        table,
        [other.restaurantId],
      ]);
      expect([table, await rows([], query)]).toEqual([table, []]);
      // Only a background job's transaction sees every restaurant.
      const jobs = await tenants.acrossRestaurants((tx) => tx.execute<{ restaurant_id: string }>(sql.raw(query)));
      expect(jobs.rows.map((r) => r.restaurant_id)).toEqual(expect.arrayContaining(both));
    }
    await expect(
      tenants.run([other.restaurantId], (tx) =>
        tx.execute(
          sql`INSERT INTO customers (restaurant_id, full_name, phone_number) VALUES (${victim.restaurantId}, 'x', '5550100002')`,
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

it('lets an order name only a customer of its own restaurant, whatever the code does', async () => {
  const pool = new Pool({ connectionString: databaseUrl('zest_orders'), max: 1 });
  try {
    const { rows } = await pool.query('SELECT id FROM customers WHERE restaurant_id = $1', [victim.restaurantId]);
    await expect(
      pool.query("UPDATE orders SET customer_id = $1 WHERE restaurant_id = $2 AND order_type <> 'togo'", [
        rows[0].id,
        other.restaurantId,
      ]),
    ).rejects.toThrow(/orders_customer_fk/);
  } finally {
    await pool.end();
  }
});
