import { DEMO_ACCOUNT, dollarsToCents, SERVICES } from '@zest/kit';
import { seedDemoOrders, seedDemoTrips } from '../service-code';
import { call } from './api-call';
import { pricedMenuOf, type RestMenu } from './priced-menu';
import { seedCardPayments } from './seed-cards';
import { seedLabour } from './seed-labour';
import { placeInOrder } from './seed-order';

/**
 * The demo account's restaurant: created through the public API (the same
 * paths a person's browser uses) the first time the platform starts, so a
 * visitor who presses the demo button finds a working pizzeria. Idempotent:
 * each piece is looked up first and created only when missing.
 */
export const DEMO_RESTAURANT = {
  name: 'Zest Demo Pizzeria',
  securityPin: '1234',
  cashier: { name: 'Casey Cashier', pin: '2468' },
  /** A second cashier, so the week of demo orders was taken by more than one person. */
  secondCashier: { name: 'Riley Register', pin: '3690' },
  driver: { name: 'Dana Driver', pin: '1357' },
  /** A worker: their PIN opens the kitchen display. */
  kitchen: { name: 'Kai Kitchen', pin: '8642' },
} as const;

type Json = Record<string, unknown>;

export { call };

const SIZES = [
  ['Small 10"', 0],
  ['Medium 14"', 4],
  ['Large 18"', 8],
] as const;

const MENU = {
  categories: [
    {
      name: 'Pizzas',
      products: [
        { name: 'Margherita', from: 11.99 },
        { name: 'Pepperoni', from: 12.99 },
        { name: 'Supreme', from: 14.99 },
        { name: 'BBQ Chicken', from: 14.49 },
      ].map((p) => ({ ...p, sizes: SIZES.map(([size, more]) => [size, (p.from + more).toFixed(2)] as const) })),
    },
    {
      name: 'Calzones',
      products: [
        { name: 'Classic Calzone', price: '12.99' },
        { name: 'Spinach & Ricotta Calzone', price: '13.49' },
      ],
    },
    {
      name: 'Drinks',
      // One tap adds a drink at the terminal: nothing to choose on it.
      takesToppings: false,
      products: [
        { name: 'Soda (20 oz)', price: '2.49' },
        { name: 'Bottled Water', price: '1.99' },
      ],
    },
  ],
  toppings: [
    { name: 'Extra Cheese', extras: ['0.75', '1.50', '2.25'] },
    { name: 'Pepperoni', extras: ['1.00', '2.00', '3.00'] },
    { name: 'Mushrooms', extras: ['0.50', '1.00', '1.50'] },
    { name: 'Black Olives', base: '1.00' },
    { name: 'Jalapeños', base: '0.75' },
  ],
  sides: [
    { name: 'Garlic Knots (6)', price: '4.99' },
    { name: 'Caesar Salad', price: '7.99' },
    { name: 'Buffalo Wings (10)', price: '10.99' },
  ],
  specials: [
    {
      name: 'Family Deal',
      price: '34.99',
      items: [
        ['Large 18" Pepperoni', 1],
        ['Large 18" Margherita', 1],
        ['Garlic Knots (6)', 1],
      ],
    },
    {
      name: 'Lunch Combo',
      price: '9.99',
      items: [
        ['Small 10" Margherita', 1],
        ['Soda (20 oz)', 1],
      ],
    },
  ],
};

/**
 * With the orders database's URL (the launcher passes it), the restaurant also
 * gets a week of orders, written into that database (the orders service's src/demo, through tools/service-code.ts:
 * the API takes no creation time, so backdating goes around it, once); with
 * the drivers database's too, the demo driver's trips of that week and one
 * cash-out (the drivers service's src/demo, the same way).
 */
export async function seedDemo(
  base: string,
  o: { ordersDatabaseUrl?: string; driversDatabaseUrl?: string } = {},
): Promise<{ restaurantId: string; created: boolean; cards: Awaited<ReturnType<typeof seedCardPayments>> }> {
  const signin = await call<{ token: string; rest: { id: string } }>(base, 'POST', '/api/auth/signin', undefined, {
    email: DEMO_ACCOUNT.email,
    password: DEMO_ACCOUNT.password,
  });
  const { token } = signin;
  const userId = signin.rest.id;
  const restaurants = await call<Json[]>(base, 'GET', `/api/restaurant/getAllRestaurants/${userId}`, token);
  // The demo holds one restaurant (issue 47): its own by name, or the one a visitor renamed.
  let restaurant = restaurants.find((r) => r.name === DEMO_RESTAURANT.name) ?? restaurants[0];
  const created = !restaurant;
  if (!restaurant) {
    restaurant = await call<Json>(base, 'POST', `/api/restaurant/createRestaurants/${userId}`, token, {
      name: DEMO_RESTAURANT.name,
      description: 'Hand-tossed pizzas, calzones and wings, for delivery, pickup and to go.',
      security_pin: DEMO_RESTAURANT.securityPin,
      tax_percentage: '8.875',
      delivery_charge: '3.50',
      full_address: '120 Market Street, Springfield, IL 62701',
      phone_number: '217-555-0142',
      time_zone: 'America/Chicago',
    });
  }
  const restaurantId = String(restaurant.id);

  const staff = await call<Json[]>(base, 'GET', `/api/employee/restaurant/AllEmployees/${restaurantId}`, token);
  const people = [
    ['cashier', DEMO_RESTAURANT.cashier],
    ['driver', DEMO_RESTAURANT.driver],
    ['worker', DEMO_RESTAURANT.kitchen],
    // The second cashier comes with the week of orders they took.
    ...(o.ordersDatabaseUrl ? ([['cashier', DEMO_RESTAURANT.secondCashier]] as const) : []),
  ] as const;
  for (const [role, person] of people) {
    if (staff.some((e) => e.name === person.name)) continue;
    staff.push(
      await call<Json>(base, 'POST', '/api/employee/createEmpolyeeProfile', token, {
        security_pin: DEMO_RESTAURANT.securityPin,
        pin: person.pin,
        name: person.name,
        role,
        restaurant_id: restaurantId,
      }),
    );
  }

  if (SERVICES.some((s) => s.name === 'menu')) await seedMenu(base, token, restaurantId);
  if (SERVICES.some((s) => s.name === 'orders')) await seedDiscounts(base, token, restaurantId);
  const cards = SERVICES.some((s) => s.name === 'orders') ? await seedCardPayments(base, token, restaurantId) : null;
  if (o.ordersDatabaseUrl && SERVICES.some((s) => s.name === 'orders')) {
    const menu = pricedMenuOf(await call<RestMenu>(base, 'GET', `/api/menu/${restaurantId}`, token));
    const takers = [DEMO_RESTAURANT.cashier, DEMO_RESTAURANT.secondCashier].map((p) => ({
      name: p.name,
      employeeId: String(staff.find((e) => e.name === p.name)?.id ?? '') || null,
    }));
    const week = await seedDemoOrders(o.ordersDatabaseUrl, {
      restaurant: {
        id: restaurantId,
        timeZone: String(restaurant.time_zone),
        taxPercentage: Number(restaurant.tax_percentage),
        deliveryChargeCents: dollarsToCents(restaurant.delivery_charge) ?? 0,
      },
      menu,
      // The owner takes a few at the counter too (a manager session signs with the owner's name).
      takers: [...takers, ...takers, { name: DEMO_ACCOUNT.fullname, employeeId: null }],
    });
    const driver = staff.find((e) => e.name === DEMO_RESTAURANT.driver.name);
    if (o.driversDatabaseUrl && driver && week.deliveries.length) {
      await seedDemoTrips(o.driversDatabaseUrl, {
        restaurant: { id: restaurantId, timeZone: String(restaurant.time_zone) },
        driver: { id: String(driver.id), name: DEMO_RESTAURANT.driver.name },
        approver: { name: DEMO_ACCOUNT.fullname, userId },
        deliveries: week.deliveries,
      });
    }
  }
  // The clock's week is a nicety of the demo: without it the restaurant still opens.
  await seedLabour(
    base,
    token,
    { id: restaurantId, timeZone: String(restaurant.time_zone) },
    {
      cashier: DEMO_RESTAURANT.cashier.name,
      secondCashier: DEMO_RESTAURANT.secondCashier.name,
      driver: DEMO_RESTAURANT.driver.name,
      kitchen: DEMO_RESTAURANT.kitchen.name,
    },
    staff.map((e) => ({ id: String(e.id), name: String(e.name) })),
    { cashier: DEMO_RESTAURANT.cashier.pin, kitchen: DEMO_RESTAURANT.kitchen.pin },
  ).catch((error: Error) =>
    process.stderr.write(`The demo's week on the time clock was not added: ${error.message}\n`),
  );
  return { restaurantId, created, cards };
}

/** The usual discounts (docs/product.md#discounts) in a restaurant whose list is empty: the demo shows them at once. */
async function seedDiscounts(base: string, token: string, restaurantId: string): Promise<void> {
  const path = `/api/order/settings/${restaurantId}/discounts`;
  // A restaurant made a moment ago reaches the orders service by its event: until then it is not found there.
  let list: Json[] | null = null;
  for (let tries = 0; !list; tries++) {
    list = await call<Json[]>(base, 'GET', path, token).catch(async (error: unknown) => {
      if (tries >= 100 || !/: 404 /.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return null;
    });
  }
  if (list.length > 0) return;
  for (const body of [
    { name: 'Staff meal', kind: 'percent', percent: 50, applies_to: 'either' },
    { name: 'Coupon', kind: 'amount', amount: '5.00', applies_to: 'order' },
    { name: 'Manager’s choice', kind: 'percent', typed_at_counter: true, applies_to: 'either' },
  ]) {
    await call(base, 'POST', path, token, body);
  }
}

/** The demo's menu in a restaurant that has none yet (the browser tests take orders from it too). */
export async function seedMenu(base: string, token: string, restaurantId: string): Promise<void> {
  const categories = await call<Json[]>(base, 'GET', `/api/product/getAllCategoriesHandler/${restaurantId}`, token);
  // The menu is seeded as a whole, once: a demo owner's later edits are theirs to keep.
  if (categories.length > 0) return;
  const placed: { id: string; products: { id: string; name: string }[] }[] = [];
  for (const category of MENU.categories) {
    const c = await call<Json>(base, 'POST', '/api/product/createCategoryHandler', token, {
      name: category.name,
      restaurant_id: restaurantId,
      ...('takesToppings' in category ? { takes_toppings: category.takesToppings } : {}),
    });
    placed.push({ id: c.id as string, products: [] });
    for (const p of category.products) {
      const sizes = 'sizes' in p ? p.sizes : [];
      const product = await call<Json>(base, 'POST', '/api/product/createProducts', token, {
        name: p.name,
        price: 'price' in p ? p.price : '0',
        restaurant_id: restaurantId,
        category_id: c.id,
      });
      placed.at(-1)!.products.push({ id: product.id as string, name: p.name });
      for (const [sizeName, price] of sizes) {
        await call(base, 'POST', '/api/product/create_product_sizes', token, {
          product_id: product.id,
          size_name: sizeName,
          price,
        });
      }
    }
  }
  await placeInOrder(base, token, restaurantId, placed);
  for (const t of MENU.toppings) {
    const topping = await call<Json>(base, 'POST', '/api/toppingAndSides/create_toppings', token, {
      name: t.name,
      base_price: t.base ?? '0',
      restaurant_id: restaurantId,
    });
    if (t.extras) {
      const [little, regular, extra] = t.extras;
      await call(base, 'POST', '/api/toppingAndSides/create_extras', token, {
        topping_id: topping.id,
        little_price: little,
        regular_price: regular,
        extra_price: extra,
      });
    }
  }
  for (const s of MENU.sides) {
    await call(base, 'POST', '/api/toppingAndSides/create_sides', token, {
      name: s.name,
      base_price: s.price,
      restaurant_id: restaurantId,
    });
  }
  for (const s of MENU.specials) {
    const special = await call<Json>(base, 'POST', '/api/special/create_specials', token, {
      name: s.name,
      price: s.price,
      restaurant_id: restaurantId,
    });
    for (const [productName, quantity] of s.items) {
      await call(base, 'POST', '/api/special/add_special-items', token, {
        special_id: special.id,
        product_name: productName,
        quantity,
      });
    }
  }
}
