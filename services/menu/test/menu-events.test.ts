import { Queue, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import {
  MENU_REPLAY_QUEUE,
  menuEventsQueue,
  menuJobId,
  type MenuPublished,
  type MenuReplayRequest,
  queueOptions,
} from '@zest/kit';
import { api } from '../../../tools/test/support';
import { newTenant, type Tenant } from '../../../tools/test/tenants';

/**
 * The priced menu the menu publishes for orders (docs/architecture.md#menu-events),
 * read from a subscriber queue of the tests' own: the test stack runs the menu
 * with MENU_EXTRA_SUBSCRIBERS=tests.
 */
const SUBSCRIBER = 'tests';
let redis: Redis;
let events: Queue<MenuPublished>;
let replays: Queue<MenuReplayRequest>;
let t: Tenant;

beforeAll(async () => {
  redis = new Redis(process.env.ZEST_TEST_REDIS_URL_SERVER!, { maxRetriesPerRequest: null });
  events = new Queue<MenuPublished>(menuEventsQueue(SUBSCRIBER), queueOptions(menuEventsQueue(SUBSCRIBER), redis));
  replays = new Queue<MenuReplayRequest>(MENU_REPLAY_QUEUE, queueOptions(MENU_REPLAY_QUEUE, redis));
  t = await newTenant('menu-events');
});
afterAll(async () => {
  await events.close();
  await replays.close();
  redis.disconnect();
});

async function until<T>(find: () => Promise<T | undefined>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`not published within ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The event of one version of a restaurant's menu, once it is on the queue. */
const published = (restaurantId: string, version: number) =>
  until(
    async () => (await events.getJob(menuJobId({ restaurantId, version })))?.data,
    `menu ${restaurantId} version ${version}`,
  );

const post = (path: string, body: unknown) => api('POST', path, { token: t.owner.token, body });

describe('the priced menu for orders', () => {
  it('publishes each write as a newer version carrying the new prices', async () => {
    const side = await post('/api/toppingAndSides/create_sides', {
      name: 'Garlic Knots',
      base_price: '4.25',
      restaurant_id: t.restaurantId,
    });
    expect(side.status).toBe(201);
    const first = await published(t.restaurantId, 1);
    expect(first.menu.sides).toEqual([{ id: side.body.id, name: 'Garlic Knots', basePriceCents: 425 }]);

    const renamed = await api('PUT', `/api/toppingAndSides/update_sides/${side.body.id as string}`, {
      token: t.owner.token,
      body: { base_price: '5' },
    });
    expect(renamed.status).toBe(200);
    const second = await published(t.restaurantId, 2);
    expect(second.version).toBeGreaterThan(first.version);
    expect(second.menu.sides[0]!.basePriceCents).toBe(500);

    const category = await post('/api/product/createCategoryHandler', { name: 'Pizza', restaurant_id: t.restaurantId });
    const product = await post('/api/product/createProducts', {
      name: 'Margherita',
      price: '11.50',
      restaurant_id: t.restaurantId,
      category_id: category.body.id,
    });
    await post('/api/product/create_product_sizes', { product_id: product.body.id, size_name: 'Large', price: 16 });
    // Three writes, three versions; the newest is what a subscriber keeps.
    const latest = await published(t.restaurantId, 5);
    expect(latest.menu.products).toEqual([
      {
        id: product.body.id,
        name: 'Margherita',
        categoryId: category.body.id,
        priceCents: 0,
        sizes: [{ id: expect.any(String), sizeName: 'Large', priceCents: 1600 }],
        takesToppings: true,
      },
    ]);
  });

  it('answers a replay request with every restaurant’s current menu, one without a menu too', async () => {
    const quiet = await newTenant('menu-events-quiet');
    const current = await published(t.restaurantId, 5);
    const asked = await replays.add('replay', { subscriber: SUBSCRIBER });
    await until(async () => ((await asked.getState()) === 'completed' ? true : undefined), 'the replay');

    const replayed = (await events.getJobs(['waiting'])).filter((j: Job<MenuPublished>) => j.id?.includes('-replay-'));
    const of = (restaurantId: string) =>
      replayed.filter((j) => j.data.restaurantId === restaurantId).map((j) => j.data);
    expect(of(t.restaurantId)).toContainEqual(current);
    expect(of(quiet.restaurantId)).toContainEqual({
      restaurantId: quiet.restaurantId,
      version: 0,
      menu: { products: [], toppings: [], sides: [], specials: [] },
    });
  });
  it('says what takes no toppings: a product of a category that takes none, and special items naming one or a side', async () => {
    const drinksShop = await newTenant('menu-events-drinks');
    const r = drinksShop.restaurantId;
    const add = (path: string, body: Record<string, unknown>) =>
      api<{ id: string }>('POST', path, { token: drinksShop.owner.token, body }).then((res) => res.body.id);
    const drinks = await add('/api/product/createCategoryHandler', {
      name: 'Drinks',
      restaurant_id: r,
      takes_toppings: false,
    });
    const pizzas = await add('/api/product/createCategoryHandler', { name: 'Pizzas', restaurant_id: r });
    const soda = await add('/api/product/createProducts', {
      name: 'Soda',
      price: 0,
      restaurant_id: r,
      category_id: drinks,
    });
    await add('/api/product/create_product_sizes', { product_id: soda, size_name: 'Large', price: '2.49' });
    await add('/api/product/createProducts', { name: 'Margherita', price: 11, restaurant_id: r, category_id: pizzas });
    await add('/api/toppingAndSides/create_sides', { name: 'Garlic Knots', base_price: 4, restaurant_id: r });
    const lunch = await add('/api/special/create_specials', { name: 'Lunch', price: 9, restaurant_id: r });
    for (const name of ['Large Soda', 'Margherita', 'Garlic Knots', 'Something gone'])
      await add('/api/special/add_special-items', { special_id: lunch, product_name: name, quantity: 1 });
    // Eleven writes: the eleventh version carries them all.
    const { menu } = await published(r, 11);
    expect(menu.products.map((p) => [p.name, p.takesToppings])).toEqual([
      ['Margherita', true],
      ['Soda', false],
    ]);
    expect(menu.specials[0]!.items.map((i) => [i.productName, i.takesToppings])).toEqual([
      ['Large Soda', false],
      ['Margherita', true],
      ['Garlic Knots', false],
      ['Something gone', true],
    ]);
  });
});
