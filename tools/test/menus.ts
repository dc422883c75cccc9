import type { PricedMenu } from '@zest/kit';
import { Pool } from 'pg';
import { pricedMenuOf, publishMenu, type RestMenu } from '../stack/priced-menu';
import { api, databaseUrl } from './support';
import type { Tenant } from './tenants';

/**
 * The orders service prices lines from its copy of each restaurant's menu,
 * kept from the menu service's MenuPublished events
 * (docs/decisions/0009-menu-prices-snapshot.md). Tests wait for that copy to
 * catch up with the menu; one test (an old version arriving late) also puts
 * events on the real queue itself, as the menu does.
 */

/** Puts a MenuPublished of a given version on the real queue, as the menu service does. */
export async function sendMenu(restaurantId: string, menu: PricedMenu, version: number): Promise<void> {
  await publishMenu(process.env.ZEST_TEST_REDIS_URL_SERVER!, restaurantId, menu, version);
}

async function versionIn(database: string, sql: string, restaurantId: string): Promise<number | null> {
  const pool = new Pool({ connectionString: databaseUrl(database), max: 1 });
  try {
    const { rows } = await pool.query<{ version: string }>(sql, [restaurantId]);
    return rows[0] ? Number(rows[0].version) : null;
  } finally {
    await pool.end();
  }
}

/** The version of the restaurant's menu the orders service prices from (null: none yet). */
export const ordersMenuVersion = (restaurantId: string) =>
  versionIn('zest_orders', 'SELECT version FROM menu_copies WHERE restaurant_id = $1', restaurantId);

/** The restaurant's menu version as the menu service has it now (every write moves it on). */
export const menuVersion = (restaurantId: string) =>
  versionIn('zest_menu', 'SELECT version FROM menu_versions WHERE restaurant_id = $1', restaurantId);

export async function untilOrdersHasMenu(restaurantId: string, atLeast: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (((await ordersMenuVersion(restaurantId)) ?? -1) >= atLeast) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`the orders service never got version ${atLeast} of the menu`);
}

/** Waits until the orders service prices from the restaurant's menu as it is now; answers that menu. */
export async function syncMenuToOrders(token: string, restaurantId: string): Promise<PricedMenu> {
  const res = await api<RestMenu>('GET', `/api/menu/${restaurantId}`, { token });
  if (res.status !== 200) throw new Error(`menu: ${res.status} ${JSON.stringify(res.body)}`);
  // No version yet: nothing was ever written to this menu, so there is nothing to wait for.
  const version = await menuVersion(restaurantId);
  if (version !== null) await untilOrdersHasMenu(restaurantId, version);
  return pricedMenuOf(res.body);
}

export interface Pizzeria {
  pizza: string;
  small: string;
  large: string;
  calzone: string;
  mushrooms: string;
  cheese: string;
  olives: string;
  knots: string;
  ranch: string;
  family: string;
  familyPizzas: string;
  familyKnots: string;
}

/**
 * A small pizzeria menu made through the menu's REST paths: a pizza in two
 * sizes ($12.99, $20.99), a calzone ($13.00), toppings with portion prices
 * (mushrooms $0.50/$1.00/$1.50, cheese $0.75/$1.49/$2.25) and without (olives
 * $1.25), sides (knots $4.99, ranch $0.75), and a special (Family Deal $34.99:
 * 2 × Large Pizza, Garlic Knots). Orders gets it, and the ids come back.
 */
export async function buildPizzeria(t: Tenant): Promise<Pizzeria> {
  const post = async (path: string, body: Record<string, unknown>) => {
    const res = await api<{ id: string }>('POST', path, { token: t.owner.token, body });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id;
  };
  const r = t.restaurantId;
  const category = await post('/api/product/createCategoryHandler', { name: 'Pizzas', restaurant_id: r });
  const pizza = await post('/api/product/createProducts', {
    name: 'Pizza',
    price: 0,
    restaurant_id: r,
    category_id: category,
  });
  const small = await post('/api/product/create_product_sizes', {
    product_id: pizza,
    size_name: 'Small',
    price: '12.99',
  });
  const large = await post('/api/product/create_product_sizes', {
    product_id: pizza,
    size_name: 'Large',
    price: '20.99',
  });
  const calzone = await post('/api/product/createProducts', {
    name: 'Calzone',
    price: '13.00',
    restaurant_id: r,
    category_id: category,
  });
  const topping = async (name: string, prices: [string, string, string] | string) => {
    const id = await post('/api/toppingAndSides/create_toppings', {
      name,
      base_price: typeof prices === 'string' ? prices : '0',
      restaurant_id: r,
    });
    if (typeof prices !== 'string') {
      const [little_price, regular_price, extra_price] = prices;
      await post('/api/toppingAndSides/create_extras', { topping_id: id, little_price, regular_price, extra_price });
    }
    return id;
  };
  const mushrooms = await topping('Mushrooms', ['0.50', '1.00', '1.50']);
  const cheese = await topping('Cheese', ['0.75', '1.49', '2.25']);
  const olives = await topping('Olives', '1.25');
  const knots = await post('/api/toppingAndSides/create_sides', {
    name: 'Garlic Knots',
    base_price: '4.99',
    restaurant_id: r,
  });
  const ranch = await post('/api/toppingAndSides/create_sides', {
    name: 'Ranch',
    base_price: '0.75',
    restaurant_id: r,
  });
  const family = await post('/api/special/create_specials', { name: 'Family Deal', price: '34.99', restaurant_id: r });
  const familyPizzas = await post('/api/special/add_special-items', {
    special_id: family,
    product_name: 'Large Pizza',
    quantity: 2,
  });
  const familyKnots = await post('/api/special/add_special-items', {
    special_id: family,
    product_name: 'Garlic Knots',
    quantity: 1,
  });
  await syncMenuToOrders(t.owner.token, r);
  return { pizza, small, large, calzone, mushrooms, cheese, olives, knots, ranch, family, familyPizzas, familyKnots };
}
