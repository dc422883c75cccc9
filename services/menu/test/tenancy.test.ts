import { Pool } from 'pg';
import { api, databaseUrl } from '../../../tools/test/support';
import { newTenant, type Tenant } from '../../../tools/test/tenants';

/**
 * Tenancy: another owner, another restaurant's cashier and this restaurant's
 * driver get 403/404 on every menu route and change nothing; this
 * restaurant's cashier reads and cannot write; and the database itself
 * (row-level security) hides other tenants' rows from a query that forgets
 * its filter.
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

type Call = [method: string, path: string, body?: J];

const reads = (): Call[] => {
  const r = victim.restaurantId;
  return [
    ['GET', `/api/menu/${r}`],
    ['GET', `/api/product/getAllCategoriesHandler/${r}`],
    ['GET', `/api/product/getCategoryByIdHandler/${ids.category}/${r}`],
    ['GET', `/api/product/getAllProducts/${r}/${ids.category}`],
    ['GET', `/api/product/getAllProductsByRestaurant/${r}`],
    ['GET', `/api/product/getProductById/${ids.product}/${r}`],
    ['GET', `/api/product/get_product_sizes/${ids.product}`],
    ['GET', `/api/product/get_special/${ids.special}/${r}`],
    ['GET', `/api/special/get_all_specials/${r}`],
    ['GET', `/api/special/get_special-items/${ids.special}`],
    ['GET', `/api/toppingAndSides/get_toppings/${r}`],
    ['GET', `/api/toppingAndSides/get_topping_extras/${ids.topping}`],
    ['GET', `/api/toppingAndSides/get_sides/${r}`],
  ];
};

const writes = (): Call[] => {
  const r = victim.restaurantId;
  return [
    ['POST', '/api/product/createCategoryHandler', { name: 'X', restaurant_id: r }],
    ['PUT', `/api/product/updateCategoryHandler/${ids.category}`, { name: 'X', restaurant_id: r }],
    ['DELETE', `/api/product/deleteCategoryHandler/${ids.emptyCategory}`, { restaurant_id: r }],
    ['POST', '/api/product/createProducts', { name: 'X', price: 1, restaurant_id: r, category_id: ids.category }],
    ['PUT', `/api/product/updateProduct/${ids.product}`, { name: 'X', price: 1, restaurant_id: r }],
    ['DELETE', `/api/product/deleteProduct/${ids.product}`, { restaurant_id: r }],
    ['POST', '/api/product/create_product_sizes', { product_id: ids.product, size_name: 'X', price: 1 }],
    ['PUT', `/api/product/update_product-sizes/${ids.size}`, { size_name: 'X', price: 1 }],
    ['DELETE', `/api/product/delete_product-sizes/${ids.size}`],
    ['POST', '/api/special/create_specials', { name: 'X', price: 1, restaurant_id: r }],
    ['POST', '/api/special/add_special-items', { special_id: ids.special, product_name: 'X', quantity: 1 }],
    ['PUT', `/api/special/update_specials/${ids.special}`, { name: 'X', price: 1, restaurant_id: r }],
    ['DELETE', `/api/special/remove_special-items/${ids.item}`, { special_id: ids.special }],
    ['DELETE', `/api/special/delete_specials/${ids.special}`, { restaurant_id: r }],
    ['POST', '/api/toppingAndSides/create_toppings', { name: 'X', base_price: 1, restaurant_id: r }],
    [
      'POST',
      '/api/toppingAndSides/create_extras',
      { topping_id: ids.bareTopping, little_price: 1, regular_price: 1, extra_price: 1 },
    ],
    ['PUT', `/api/toppingAndSides/update_toppings/${ids.topping}`, { name: 'X', base_price: 1, restaurant_id: r }],
    ['PUT', `/api/toppingAndSides/update_extras/${ids.extra}`, { little_price: 9, regular_price: 9, extra_price: 9 }],
    ['DELETE', `/api/toppingAndSides/delete_extras/${ids.extra}`],
    ['DELETE', `/api/toppingAndSides/delete_toppings/${ids.topping}`, { restaurant_id: r }],
    ['POST', '/api/toppingAndSides/create_sides', { name: 'X', base_price: 1, restaurant_id: r }],
    ['PUT', `/api/toppingAndSides/update_sides/${ids.side}`, { name: 'X', base_price: 1, restaurant_id: r }],
    ['DELETE', `/api/toppingAndSides/delete_sides/${ids.side}`, { restaurant_id: r }],
  ];
};

const menuOf = async () => (await api('GET', `/api/menu/${victim.restaurantId}`, { token: victim.owner.token })).body;
const call = ([method, path, body]: Call, token: string) => api(method, path, { token, body });

describe('another tenant', () => {
  it('gets 403 or 404 on every menu route, never data, and changes nothing', async () => {
    const before = await menuOf();
    expect((before.categories as J[]).length).toBe(2);
    const intruders = {
      'another owner': other.owner.token,
      "another restaurant's manager": other.manager,
      "another restaurant's cashier": other.cashier,
      'this restaurant’s driver': victim.driver,
    };
    for (const [who, token] of Object.entries(intruders)) {
      for (const c of [...reads(), ...writes()]) {
        const res = await call(c, token);
        if (![403, 404].includes(res.status)) throw new Error(`${who}: ${c[0]} ${c[1]} answered ${res.status}`);
        expect(res.body).toEqual({ success: false, message: expect.any(String) });
      }
    }
    expect(await menuOf()).toEqual(before);
  });

  it('cannot create in its own restaurant with a row of this one (a product in a foreign category)', async () => {
    const res = await api('POST', '/api/product/createProducts', {
      token: other.owner.token,
      body: { name: 'X', price: 1, restaurant_id: other.restaurantId, category_id: ids.category },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Category not found.');
  });
});

describe('this restaurant’s cashier', () => {
  it('reads every menu route and may not write any', async () => {
    const before = await menuOf();
    for (const c of reads()) {
      const res = await call(c, victim.cashier);
      if (res.status !== 200) throw new Error(`cashier read ${c[1]} answered ${res.status}`);
    }
    for (const c of writes()) {
      const res = await call(c, victim.cashier);
      if (res.status !== 403) throw new Error(`cashier write ${c[0]} ${c[1]} answered ${res.status}`);
      expect(res.body).toEqual({ success: false, message: 'Only the owner or a manager can change the menu.' });
    }
    expect(await menuOf()).toEqual(before);
  });

  it('while a manager session of the restaurant may write', async () => {
    const res = await api('POST', '/api/toppingAndSides/create_sides', {
      token: victim.manager,
      body: { name: 'Onion Rings', base_price: '4', restaurant_id: victim.restaurantId },
    });
    expect(res.status).toBe(201);
  });

  it('without a token: 401', async () => {
    expect((await api('GET', `/api/menu/${victim.restaurantId}`)).status).toBe(401);
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
