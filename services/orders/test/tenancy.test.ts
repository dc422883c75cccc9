import { Pool } from 'pg';
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
  const pool = new Pool({ connectionString: databaseUrl('zest_orders'), max: 1 });
  const client = await pool.connect();
  const inTenant = async <T>(restaurantIds: string | null, work: () => Promise<T>) => {
    await client.query('BEGIN');
    try {
      await client.query('SET LOCAL ROLE zest_orders_app');
      if (restaurantIds !== null)
        await client.query("SELECT set_config('app.restaurant_ids', $1, true)", [restaurantIds]);
      return await work();
    } finally {
      await client.query('ROLLBACK');
    }
  };
  try {
    for (const table of TENANT_TABLES) {
      // The test server's connection is a superuser: it sees both tenants.
      const everything = await client.query(`SELECT DISTINCT restaurant_id FROM ${table}`);
      expect([table, everything.rows.map((r) => r.restaurant_id)]).toEqual([
        table,
        expect.arrayContaining([victim.restaurantId, other.restaurantId]),
      ]);
      const own = await inTenant(other.restaurantId, () => client.query(`SELECT restaurant_id FROM ${table}`));
      expect(own.rows.length).toBeGreaterThan(0);
      expect(own.rows.every((r) => r.restaurant_id === other.restaurantId)).toBe(true);
      const none = await inTenant(null, () => client.query(`SELECT count(*)::int AS n FROM ${table}`));
      expect([table, none.rows[0].n]).toEqual([table, 0]);
    }
    await expect(
      inTenant(other.restaurantId, () =>
        client.query("INSERT INTO customers (restaurant_id, full_name, phone_number) VALUES ($1, 'x', '5550100002')", [
          victim.restaurantId,
        ]),
      ),
    ).rejects.toThrow(/row-level security/);
    const notSuper = await inTenant(other.restaurantId, () =>
      client.query('SELECT rolsuper, rolbypassrls FROM pg_roles WHERE rolname = current_user'),
    );
    expect(notSuper.rows[0]).toEqual({ rolsuper: false, rolbypassrls: false });
  } finally {
    client.release();
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
