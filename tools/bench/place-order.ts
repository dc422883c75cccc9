/**
 * `npm run bench` (BENCH_ONLY=place alone): the order in one request (issue 35) beside the raw order
 * transaction, in one run. Ten restaurants of the fleet (tools/fleet: made through the API the first
 * time), each client its own restaurant: first the raw ceiling over them (tools/bench/raw-ceiling.ts),
 * then ORDERS orders placed whole through the gateway — `POST /api/order/placeOrder` with three lines
 * (a product, two more of it, an open item), printed and paid by card — and prints, per order: each
 * part's CPU less what it burns idle (the load generator, this process, left out), the Redis commands
 * the stack ran less its idle rate, the request p50/p95 and the share of the raw ceiling.
 *   node --import tsx tools/bench/place-order.ts BASE_URL [ORDERS=500] [CLIENTS=10]
 * Env: REDIS_URL, ORDERS_DATABASE_URL (the stack's), ZEST_DATA_DIR (.data).
 */
import { LOCAL_STORES } from '@zest/kit';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { ROOT } from '../stack/stack';
import { partsOf, percentile, sample } from '../fleet/measure';
import { fleetOf, wholeOrder, type FleetRestaurant } from '../fleet/setup';

const base = (process.argv[2] ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
const orders = Number(process.argv[3] ?? 500);
const clients = Number(process.argv[4] ?? 10);
const dataDir = process.env.ZEST_DATA_DIR ?? join(ROOT, '.data');
const redisUrl = process.env.REDIS_URL ?? `redis://127.0.0.1:${process.env.ZEST_REDIS_PORT ?? LOCAL_STORES.redisPort}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function placeOne(r: FleetRestaurant): Promise<number> {
  const began = performance.now();
  const res = await fetch(`${base}/api/order/placeOrder`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${r.cashier}`,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify(wholeOrder(r)),
  });
  await res.arrayBuffer();
  if (res.status !== 201) throw new Error(`placeOrder answered ${res.status}`);
  return performance.now() - began;
}

/** `n` orders by the clients at once, each at its own restaurant; answers each order's time. */
async function place(restaurants: FleetRestaurant[], n: number): Promise<number[]> {
  const took: number[] = [];
  let started = 0;
  await Promise.all(
    restaurants.map(async (r) => {
      while (started < n) {
        started++;
        took.push(await placeOne(r));
      }
    }),
  );
  return took;
}

/** Commands the Redis server has run so far, all kinds together. */
async function redisCommands(redis: Redis): Promise<number> {
  const info = await redis.info('commandstats');
  return [...info.matchAll(/calls=(\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
}

async function main() {
  const parts = partsOf(dataDir);
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const fleet = await fleetOf(base, redisUrl, join(dataDir, 'fleet', 'restaurants.json'), clients);
  const restaurants = fleet.restaurants;

  // The yardstick: the raw order transaction on the same PostgreSQL, a client per restaurant.
  const setupFile = join(mkdtempSync(join(tmpdir(), 'zest-place-')), 'setup.json');
  writeFileSync(setupFile, JSON.stringify({ restaurantIds: restaurants.map((r) => r.id) }));
  const raw = JSON.parse(
    execFileSync(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'tools/bench/raw-ceiling.ts'), setupFile, String(clients), '10'],
      {
        encoding: 'utf8',
      },
    ),
  ) as { ordersPerSecond: number; p95Ms: number };

  // Warm first (a process just started compiles its hot code), then what the stack burns idle.
  await place(restaurants, 50);
  const idleSeconds = 10;
  const idleFrom = { cpu: sample(parts), redis: await redisCommands(redis) };
  await sleep(idleSeconds * 1000);
  const idleTo = { cpu: sample(parts), redis: await redisCommands(redis) };

  const from = { cpu: sample(parts), redis: await redisCommands(redis) };
  const began = performance.now();
  const took = await place(restaurants, orders);
  const seconds = (performance.now() - began) / 1000;
  const to = { cpu: sample(parts), redis: await redisCommands(redis) };
  redis.disconnect();

  const idleRate = (k: string) => (idleTo.cpu.cpu[k]! - idleFrom.cpu.cpu[k]!) / idleSeconds;
  const cpuMsPerOrder = Object.fromEntries(
    Object.keys(to.cpu.cpu).map((k) => [
      k,
      Math.max(0, Math.round(((to.cpu.cpu[k]! - from.cpu.cpu[k]! - idleRate(k) * seconds) / orders) * 10_000) / 10),
    ]),
  );
  const totalCpu = Math.round(Object.values(cpuMsPerOrder).reduce((a, b) => a + b, 0) * 10) / 10;
  const idleRedisRate = (idleTo.redis - idleFrom.redis) / idleSeconds;
  // Less the commands this measuring itself sent (one INFO on each side of the window).
  const redisPerOrder = (to.redis - from.redis - 1 - idleRedisRate * seconds) / orders;
  const ordersPerSecond = orders / seconds;
  const result = {
    orders,
    clients,
    seconds: Math.round(seconds * 10) / 10,
    ordersPerSecond: Math.round(ordersPerSecond * 10) / 10,
    p50Ms: Math.round(percentile(took, 50) * 10) / 10,
    p95Ms: Math.round(percentile(took, 95) * 10) / 10,
    cpuMsPerOrder: { ...cpuMsPerOrder, total: totalCpu },
    redisCommandsPerOrder: Math.round(redisPerOrder * 100) / 100,
    rawCeiling: { ordersPerSecond: Math.round(raw.ordersPerSecond), p95Ms: Math.round(raw.p95Ms * 10) / 10 },
    shareOfRawCeiling: `${((100 * ordersPerSecond) / raw.ordersPerSecond).toFixed(1)} %`,
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`The one-request order could not be measured: ${(error as Error).message}\n`);
  process.exit(1);
});
