/**
 * `npm run bench`, revenue: two restaurants of the demo account, one with
 * 200,000 orders and one with 2,000 ("Bench Pizzeria (revenue 200k)", "…
 * (revenue 2k)"), made through the public API and filled straight in the
 * orders database by the orders service's own code (through tools/service-code.ts),
 * once. Prints what k6 needs as JSON.
 *   node --import tsx tools/bench/revenue-setup.ts BASE_URL   (ORDERS_DATABASE_URL from env)
 */
import { DEMO_ACCOUNT } from '@zest/kit';
import { seedRevenueOrders } from '../service-code';
import { call as apiCall } from '../stack/seed-demo';

const base = (process.argv[2] ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
const SIZES = [
  { label: '200k', count: 200_000 },
  { label: '2k', count: 2_000 },
] as const;

type Json = Record<string, unknown>;
const call = <T = Json>(method: string, path: string, token?: string, body?: unknown) =>
  apiCall<T>(base, method, path, token, body);

async function main() {
  const signin = await call<{ token: string; rest: { id: string } }>('POST', '/api/auth/signin', undefined, {
    email: DEMO_ACCOUNT.email,
    password: DEMO_ACCOUNT.password,
  });
  const owner = signin.token;
  const restaurants = await call<Json[]>('GET', `/api/restaurant/getAllRestaurants/${signin.rest.id}`, owner);
  const made = [];
  for (const size of SIZES) {
    const name = `Bench Pizzeria (revenue ${size.label})`;
    const restaurant =
      restaurants.find((r) => r.name === name) ??
      (await call<Json>('POST', `/api/restaurant/createRestaurants/${signin.rest.id}`, owner, {
        name,
        security_pin: '9292',
        tax_percentage: '8.875',
        delivery_charge: '3.50',
        full_address: '2 Bench Road, Springfield',
        phone_number: '555-000-0700',
      }));
    const id = String(restaurant.id);
    // The orders service learns of a new restaurant from auth's events.
    for (let i = 0; i < 200; i++) {
      const ok = await fetch(`${base}/api/order/settings/${id}`, { headers: { authorization: `Bearer ${owner}` } });
      if (ok.ok) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const began = Date.now();
    const seeded = await seedRevenueOrders({
      databaseUrl: process.env.ORDERS_DATABASE_URL!,
      restaurant: {
        id,
        timeZone: String(restaurant.time_zone),
        taxPercentage: Number(restaurant.tax_percentage),
        deliveryChargeCents: 350,
      },
      count: size.count,
    });
    process.stderr.write(
      `  ${name}: ${seeded.orders} orders (${seeded.created} written now, ${((Date.now() - began) / 1000).toFixed(1)} s)\n`,
    );
    made.push({ label: size.label, restaurantId: id, orders: seeded.orders });
  }
  process.stdout.write(JSON.stringify({ token: owner, restaurants: made }));
}

main().catch((error: unknown) => {
  process.stderr.write(`The revenue bench could not be prepared: ${(error as Error).message}\n`);
  process.exit(1);
});
