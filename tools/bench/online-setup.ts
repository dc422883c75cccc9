/**
 * `npm run bench`, the crowd on an ordering page: gives the cashier bench's restaurant (cashier-setup.ts)
 * a menu of a real pizzeria's size (40 more products of 3 sizes each) and turns its ordering page on, open
 * all week, then prints its address as JSON once the page's menu answers.
 *   node --import tsx tools/bench/online-setup.ts BASE_URL BENCH_DIR/cashier-setup.json
 */
import { readFileSync } from 'node:fs';
import { DEMO_ACCOUNT } from '@zest/kit';
import { call as apiCall } from '../stack/seed-demo';

const base = (process.argv[2] ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
const setup = JSON.parse(readFileSync(process.argv[3] ?? '.data/bench/cashier-setup.json', 'utf8')) as {
  restaurantId: string;
};
const SLUG = 'bench-pizzeria';
const CATEGORY = 'More pizzas (bench)';
const PRODUCTS = 40;

type Json = Record<string, unknown>;
const call = <T = Json>(method: string, path: string, token?: string, body?: unknown) =>
  apiCall<T>(base, method, path, token, body);

async function main() {
  const rid = setup.restaurantId;
  const { token: owner } = await call<{ token: string }>('POST', '/api/auth/signin', undefined, {
    email: DEMO_ACCOUNT.email,
    password: DEMO_ACCOUNT.password,
  });
  const categories = await call<Json[]>('GET', `/api/product/getAllCategoriesHandler/${rid}`, owner);
  if (!categories.some((c) => c.name === CATEGORY)) {
    const category = await call<Json>('POST', '/api/product/createCategoryHandler', owner, {
      name: CATEGORY,
      restaurant_id: rid,
    });
    for (let i = 1; i <= PRODUCTS; i++) {
      const product = await call<Json>('POST', '/api/product/createProducts', owner, {
        name: `House Pizza ${i}`,
        price: 0,
        restaurant_id: rid,
        category_id: category.id,
      });
      for (const [size_name, price] of [
        ['Small', '11.99'],
        ['Medium', '14.99'],
        ['Large', '18.99'],
      ])
        await call('POST', '/api/product/create_product_sizes', owner, { product_id: product.id, size_name, price });
    }
  }
  const settings = await call<{ data?: unknown; errors?: { message: string }[] }>('POST', '/graphql', owner, {
    query:
      'mutation($r: ID!, $i: OnlineSettingsInput!) { updateOnlineSettings(restaurantId: $r, input: $i) { enabled } }',
    variables: {
      r: rid,
      i: {
        enabled: true,
        slug: SLUG,
        // The same time to open and close: open all day, every day.
        hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '00:00', closes: '00:00' })),
        pickup: true,
        delivery: false,
        pauseMinutes: 0,
      },
    },
  });
  if (settings.errors?.length) throw new Error(settings.errors[0]!.message);
  // The orders service serves the page with the menu service's menu: wait for the last product to be on it.
  for (let i = 0; i < 200; i++) {
    const res = await fetch(`${base}/api/online/${SLUG}/menu`);
    if (res.ok && (await res.text()).includes(`House Pizza ${PRODUCTS}`)) {
      process.stdout.write(JSON.stringify({ slug: SLUG, restaurantId: rid }));
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the ordering page never showed the whole menu');
}

main().catch((error: unknown) => {
  process.stderr.write(`The ordering page bench could not be prepared: ${(error as Error).message}\n`);
  process.exit(1);
});
