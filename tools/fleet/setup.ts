import { connectRedis, ENTITLEMENTS_QUEUE, entitlementJobId, type EntitlementChanged, queueOptions } from '@zest/kit';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The fleet's restaurants, made through the public API (as an owner would, one account for all),
 * kept in a file so a larger run adds to a smaller one's. The plan is the one seeding path that
 * is not the API: an unlimited plan sent on the entitlements queue, as billing sends it
 * (docs/scale.md#the-fleet), since a fleet of thousands has no card to pay with.
 */
export interface FleetRestaurant {
  id: string;
  cashier: string;
  productId: string;
}

export interface Fleet {
  owner: { id: string; token: string };
  restaurants: FleetRestaurant[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One API call, waiting out a 429 (the fleet's own owner shares an account's fair share) and a 503. */
export async function call<T>(
  base: string,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if ((res.status === 429 || res.status === 503) && attempt < 50) {
      await sleep(Number(res.headers.get('retry-after') ?? 1) * 1000);
      continue;
    }
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
    return (text ? JSON.parse(text) : null) as T;
  }
}

/**
 * The benches' order placed whole (`POST /api/order/placeOrder`): three lines (the product, two more of it,
 * an open item), printed and paid by card, priced by the server.
 */
export const wholeOrder = (r: FleetRestaurant) => ({
  restaurant_id: r.id,
  order_type: 'togo',
  lines: [
    { product_id: r.productId },
    { product_id: r.productId, quantity: 2 },
    { product_name: 'Extra napkins', product_price: '0.25' },
  ],
  print: true,
  tender: 'card',
});

/** A restaurant's cashier POSTs once under a fresh Idempotency-Key (no retry: what is timed is one request). */
export async function cashierPost<T = unknown>(
  base: string,
  r: FleetRestaurant,
  path: string,
  body: unknown,
): Promise<{ status: number; ms: number; body: T }> {
  const began = performance.now();
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${r.cashier}`,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify(body),
  });
  const answer = (res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text()) as T;
  return { status: res.status, ms: performance.now() - began, body: answer };
}

/** A Redis URL, or a Redis Cluster's nodes ("host:port,…", as `npm run cluster` gives them). */
const redisSettings = (redis: string) =>
  redis.includes('://') ? { REDIS_URL: redis } : { REDIS_CLUSTER_NODES: redis };

async function newOwner(base: string, redisUrl: string): Promise<Fleet['owner']> {
  const email = `fleet-${Date.now()}@example.com`;
  const password = `fleet-${Date.now()}-password`;
  await call(base, 'POST', '/api/auth/signup', null, { fullName: 'Fleet Owner', email, password });
  const signin = await call<{ token: string; rest: { id: string } }>(base, 'POST', '/api/auth/signin', null, {
    email,
    password,
  });
  const redis = connectRedis(redisSettings(redisUrl), { maxRetriesPerRequest: null });
  const queue = new Queue<EntitlementChanged>(ENTITLEMENTS_QUEUE, queueOptions(ENTITLEMENTS_QUEUE, redis));
  const plan = {
    userId: signin.rest.id,
    status: 'active',
    planId: 'fleet',
    allowance: null,
    currentPeriodEnd: null,
    version: Date.now(),
  };
  await queue.add('entitlement', plan, { jobId: entitlementJobId(plan) });
  await queue.close();
  redis.disconnect();
  return { id: signin.rest.id, token: signin.token };
}

/** A restaurant of the fleet's owner made now: a cashier session and one product on its menu. */
export async function newRestaurant(base: string, owner: Fleet['owner'], n: number): Promise<FleetRestaurant> {
  const pin = '4321';
  let created: { id: string } | null = null;
  // The plan reaches auth a moment after it is sent.
  for (let i = 0; !created; i++) {
    try {
      created = await call<{ id: string }>(base, 'POST', `/api/restaurant/createRestaurants/${owner.id}`, owner.token, {
        name: `Fleet Pizzeria ${n}`,
        security_pin: pin,
        tax_percentage: '8.875',
        delivery_charge: '3.50',
        full_address: `${n} Main St, Springfield`,
        phone_number: '555-010-2000',
      });
    } catch (error) {
      if (i > 50) throw error;
      await sleep(200);
    }
  }
  const id = created.id;
  await call(base, 'POST', '/api/employee/createEmpolyeeProfile', owner.token, {
    security_pin: pin,
    pin: '1111',
    name: 'Carla',
    role: 'cashier',
    restaurant_id: id,
  });
  // The menu service hears of the restaurant from auth's events.
  let category: { id: string } | null = null;
  for (let i = 0; !category; i++) {
    try {
      category = await call<{ id: string }>(base, 'POST', '/api/product/createCategoryHandler', owner.token, {
        name: 'Pizzas',
        restaurant_id: id,
      });
    } catch (error) {
      if (i > 100) throw error;
      await sleep(100);
    }
  }
  const product = await call<{ id: string }>(base, 'POST', '/api/product/createProducts', owner.token, {
    name: 'Cheese Pizza',
    price: '12.00',
    restaurant_id: id,
    category_id: category.id,
  });
  const session = await call<{ token: string }>(base, 'POST', `/api/restaurant/cashierScreen/${id}`, owner.token, {
    pin: '1111',
  });
  return { id, cashier: session.token, productId: product.id };
}

/** The first `count` restaurants of the fleet file, made now where it has fewer (`parallel` at a time). */
export async function fleetOf(
  base: string,
  redisUrl: string,
  file: string,
  count: number,
  parallel = 12,
): Promise<Fleet> {
  const fleet: Fleet = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Fleet)
    : { owner: await newOwner(base, redisUrl), restaurants: [] };
  const save = () => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(fleet));
  };
  let next = fleet.restaurants.length;
  const began = Date.now();
  const worker = async () => {
    while (next < count) {
      const n = next++;
      fleet.restaurants[n] = await newRestaurant(base, fleet.owner, n);
      if (n % 100 === 0) {
        save();
        process.stdout.write(`  ${n + 1} of ${count} restaurants (${((Date.now() - began) / 1000).toFixed(0)} s)\n`);
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  save();
  return { owner: fleet.owner, restaurants: fleet.restaurants.slice(0, count) };
}
