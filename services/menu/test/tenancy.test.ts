import { Pool } from 'pg';
import { api, databaseUrl } from '../../../tools/test/support';
import { newTenant, type Tenant } from '../../../tools/test/tenants';

/**
 * Tenancy beyond the access matrix (gateway/test/access-matrix.test.ts, which
 * calls every route as every kind of caller): rows of one tenant cannot be
 * named in another's writes, and the database itself (row-level security)
 * hides other tenants' rows from a query that forgets its filter.
 */
type J = Record<string, unknown>;
let victim: Tenant;
let other: Tenant;
const ids: Record<string, string> = {};

beforeAll(async () => {
  [victim, other] = await Promise.all([newTenant('victim'), newTenant('intruder')]);
  const r = victim.restaurantId;
  const post = async (path: string, body: J) =>
    (await api('POST', path, { token: victim.owner.token, body })).body.id as string;
  ids.category = await post('/api/product/createCategoryHandler', { name: 'Pizza', restaurant_id: r });
  ids.emptyCategory = await post('/api/product/createCategoryHandler', { name: 'Empty', restaurant_id: r });
  ids.product = await post('/api/product/createProducts', {
    name: 'Cheese',
    price: 0,
    restaurant_id: r,
    category_id: ids.category,
  });
  ids.size = await post('/api/product/create_product_sizes', { product_id: ids.product, size_name: 'L', price: 15 });
  ids.special = await post('/api/special/create_specials', { name: 'Deal', price: 20, restaurant_id: r });
  ids.item = await post('/api/special/add_special-items', {
    special_id: ids.special,
    product_name: 'L Cheese',
    quantity: 2,
  });
  ids.topping = await post('/api/toppingAndSides/create_toppings', { name: 'Ham', base_price: 1, restaurant_id: r });
  ids.bareTopping = await post('/api/toppingAndSides/create_toppings', {
    name: 'Corn',
    base_price: 1,
    restaurant_id: r,
  });
  ids.extra = await post('/api/toppingAndSides/create_extras', {
    topping_id: ids.topping,
    little_price: 1,
    regular_price: 2,
    extra_price: 3,
  });
  ids.side = await post('/api/toppingAndSides/create_sides', { name: 'Fries', base_price: 3, restaurant_id: r });
});

describe('another tenant', () => {
  it('cannot create in its own restaurant with a row of this one (a product in a foreign category)', async () => {
    const res = await api('POST', '/api/product/createProducts', {
      token: other.owner.token,
      body: { name: 'X', price: 1, restaurant_id: other.restaurantId, category_id: ids.category },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Category not found.');
  });
});

describe('row-level security', () => {
  it('hides other restaurants from a query without a restaurant filter, and refuses their rows on insert', async () => {
    const pool = new Pool({ connectionString: databaseUrl('zest_menu'), max: 1 });
    const client = await pool.connect();
    const inTenant = async <T>(restaurantIds: string | null, work: () => Promise<T>) => {
      await client.query('BEGIN');
      try {
        await client.query('SET LOCAL ROLE zest_menu_app');
        if (restaurantIds !== null)
          await client.query("SELECT set_config('app.restaurant_ids', $1, true)", [restaurantIds]);
        return await work();
      } finally {
        await client.query('ROLLBACK');
      }
    };
    try {
      // The test server's connection is a superuser: it sees both tenants.
      const everything = await client.query('SELECT DISTINCT restaurant_id FROM categories');
      expect(everything.rows.map((r) => r.restaurant_id)).toEqual(expect.arrayContaining([victim.restaurantId]));
      for (const table of [
        'categories',
        'products',
        'product_sizes',
        'specials',
        'special_items',
        'toppings',
        'topping_extras',
        'sides',
        'menu_counters',
      ]) {
        const own = await inTenant(other.restaurantId, () => client.query(`SELECT restaurant_id FROM ${table}`));
        expect(own.rows.every((r) => r.restaurant_id === other.restaurantId)).toBe(true);
        const none = await inTenant(null, () => client.query(`SELECT count(*)::int AS n FROM ${table}`));
        expect(none.rows[0].n).toBe(0);
      }
      const victims = await inTenant(victim.restaurantId, () =>
        client.query('SELECT count(*)::int AS n FROM categories'),
      );
      expect(victims.rows[0].n).toBeGreaterThan(0);
      await expect(
        inTenant(other.restaurantId, () =>
          client.query("INSERT INTO categories (restaurant_id, name) VALUES ($1, 'sneaky')", [victim.restaurantId]),
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
});
