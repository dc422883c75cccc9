/**
 * `npm run bench`, the cashier flow: prepares the bench restaurant of the
 * demo account ("Bench Pizzeria (orders)": a cashier, a small menu that the
 * orders service prices from) through the public API, opens the cashier
 * screen, and prints what k6 and the store's ceiling need as JSON.
 *   node --import tsx tools/bench/cashier-setup.ts BASE_URL   (REDIS_URL, ORDERS_DATABASE_URL from env)
 */
import { DEMO_ACCOUNT } from '@zest/kit';
import { Pool } from 'pg';
import type { RestMenu } from '../stack/priced-menu';
import { call as apiCall } from '../stack/seed-demo';

const base = (process.argv[2] ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
const BENCH = {
  name: 'Bench Pizzeria (orders)',
  securityPin: '9191',
  cashier: { name: 'Bench Cashier', pin: '5151' },
  driver: { name: 'Bench Driver', pin: '5252' },
};

type Json = Record<string, unknown>;

const call = <T = Json>(method: string, path: string, token?: string, body?: unknown) =>
  apiCall<T>(base, method, path, token, body);

async function until(what: string, check: () => Promise<boolean>, tries = 200): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what} did not happen`);
}

async function main() {
  const signin = await call<{ token: string; rest: { id: string } }>('POST', '/api/auth/signin', undefined, {
    email: DEMO_ACCOUNT.email,
    password: DEMO_ACCOUNT.password,
  });
  const owner = signin.token;
  const restaurants = await call<Json[]>('GET', `/api/restaurant/getAllRestaurants/${signin.rest.id}`, owner);
  let restaurant = restaurants.find((r) => r.name === BENCH.name);
  restaurant ??= await call<Json>('POST', `/api/restaurant/createRestaurants/${signin.rest.id}`, owner, {
    name: BENCH.name,
    security_pin: BENCH.securityPin,
    tax_percentage: '8.875',
    delivery_charge: '3.50',
    full_address: '1 Bench Road, Springfield',
    phone_number: '555-000-0600',
  });
  const rid = String(restaurant.id);
  const staff = await call<Json[]>('GET', `/api/employee/restaurant/AllEmployees/${rid}`, owner);
  for (const [who, role] of [
    [BENCH.cashier, 'cashier'],
    [BENCH.driver, 'driver'],
  ] as const) {
    if (staff.some((e) => e.name === who.name)) continue;
    await call('POST', '/api/employee/createEmpolyeeProfile', owner, {
      security_pin: BENCH.securityPin,
      pin: who.pin,
      name: who.name,
      role,
      restaurant_id: rid,
    });
  }
  await until('the orders service learning of the restaurant', async () =>
    fetch(`${base}/api/order/settings/${rid}`, { headers: { authorization: `Bearer ${owner}` } }).then((r) => r.ok),
  );

  let menu = await call<RestMenu>('GET', `/api/menu/${rid}`, owner);
  if (!menu.categories.length) {
    const category = await call<Json>('POST', '/api/product/createCategoryHandler', owner, {
      name: 'Pizzas',
      restaurant_id: rid,
    });
    const pizza = await call<Json>('POST', '/api/product/createProducts', owner, {
      name: 'Pepperoni',
      price: 0,
      restaurant_id: rid,
      category_id: category.id,
    });
    for (const [size_name, price] of [
      ['Small', '12.99'],
      ['Large', '19.99'],
    ])
      await call('POST', '/api/product/create_product_sizes', owner, { product_id: pizza.id, size_name, price });
    const mushrooms = await call<Json>('POST', '/api/toppingAndSides/create_toppings', owner, {
      name: 'Mushrooms',
      base_price: 0,
      restaurant_id: rid,
    });
    await call('POST', '/api/toppingAndSides/create_extras', owner, {
      topping_id: mushrooms.id,
      little_price: '0.50',
      regular_price: '1.00',
      extra_price: '1.50',
    });
    await call('POST', '/api/toppingAndSides/create_toppings', owner, {
      name: 'Olives',
      base_price: '1.25',
      restaurant_id: rid,
    });
    await call('POST', '/api/toppingAndSides/create_sides', owner, {
      name: 'Garlic Knots',
      base_price: '4.99',
      restaurant_id: rid,
    });
    menu = await call<RestMenu>('GET', `/api/menu/${rid}`, owner);
  }

  // The orders service prices from its copy of the menu, which the menu service publishes after each write.
  const pool = new Pool({ connectionString: process.env.ORDERS_DATABASE_URL, max: 1 });
  try {
    await until(
      'the orders service getting the menu',
      async () => (await pool.query('SELECT 1 FROM menu_copies WHERE restaurant_id = $1', [rid])).rowCount === 1,
    );
  } finally {
    await pool.end();
  }

  const session = await call<{ token: string }>('POST', `/api/restaurant/cashierScreen/${rid}`, owner, {
    pin: BENCH.cashier.pin,
  });
  const driver = await call<{ token: string }>('POST', `/api/restaurant/driverScreen/${rid}`, owner, {
    pin: BENCH.driver.pin,
  });
  // By name: the crowd bench (online-setup.ts) adds a larger menu to this restaurant.
  const pizza = menu.categories.flatMap((c) => c.products).find((p) => p.name === 'Pepperoni')!;
  const [small, large] = pizza.sizes;
  const mushrooms = menu.toppings.find((t) => t.name === 'Mushrooms')!;
  const olives = menu.toppings.find((t) => t.name === 'Olives')!;
  const knots = menu.sides.find((x) => x.name === 'Garlic Knots')!;
  // The same three lines three ways: REST bodies, GraphQL inputs, the store's selections.
  const toppings = [
    { topping_id: mushrooms.id, level: 'extra', placement: 'left' },
    { topping_id: olives.id, level: 'regular', placement: 'whole' },
  ];
  process.stdout.write(
    JSON.stringify({
      restaurantId: rid,
      token: session.token,
      driverToken: driver.token,
      rest: [
        { product_id: pizza.id, size_id: large!.id, toppings },
        { product_id: pizza.id, size_id: small!.id },
        { side_id: knots.id },
      ],
      graphql: [
        {
          productId: pizza.id,
          sizeId: large!.id,
          toppings: toppings.map((t) => ({ toppingId: t.topping_id, level: t.level, placement: t.placement })),
        },
        { productId: pizza.id, sizeId: small!.id },
        { sideId: knots.id },
      ],
      store: [
        {
          kind: 'product',
          productId: pizza.id,
          sizeId: large!.id,
          toppings: toppings.map((t) => ({ toppingId: t.topping_id, level: t.level, placement: t.placement })),
          sides: [],
        },
        { kind: 'product', productId: pizza.id, sizeId: small!.id, toppings: [], sides: [] },
        { kind: 'side', sideId: knots.id },
      ],
      // 19.99 + 0.75 + 1.25, 12.99, 4.99 = 39.97; tax 3.55 (354.73 cents)
      totalCents: 3997 + 355,
    }),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`The cashier bench could not be prepared: ${(error as Error).message}\n`);
  process.exit(1);
});
