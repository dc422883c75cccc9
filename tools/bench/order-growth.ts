/**
 * `npm run bench` (BENCH_ONLY=growth alone): what a line and an order cost as the day grows (issue 35,
 * point 5). One client, one request at a time, so a request's time is its own work, not a queue's:
 *  - a line: LINE_ORDERS orders of 40 lines each, every line its own `addOrderLine`; the median time of
 *    the 1st, 10th, 20th and 40th line over those orders;
 *  - an order: a restaurant made now (its day empty); SAMPLE orders placed whole (`placeOrder`, three
 *    lines, printed), then its day grown to 2,000 orders by 10 clients, then SAMPLE more: the median and
 *    p95 of each sample.
 * Each measure starts after a warm-up. Prints JSON; the ratios are the figures (the machine's speed swings).
 *   node --import tsx tools/bench/order-growth.ts BASE_URL [LINE_ORDERS=10] [SAMPLE=100]
 * Env: REDIS_URL, ZEST_DATA_DIR (.data).
 */
import { LOCAL_STORES } from '@zest/kit';
import { join } from 'node:path';
import { ROOT } from '../stack/stack';
import { percentile } from '../fleet/measure';
import { cashierPost, fleetOf, newRestaurant, type FleetRestaurant } from '../fleet/setup';

const base = (process.argv[2] ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
const lineOrders = Number(process.argv[3] ?? 10);
const sample = Number(process.argv[4] ?? 100);
const DAY = 2_000;
const LINES = 40;
const dataDir = process.env.ZEST_DATA_DIR ?? join(ROOT, '.data');
const redisUrl = process.env.REDIS_URL ?? `redis://127.0.0.1:${process.env.ZEST_REDIS_PORT ?? LOCAL_STORES.redisPort}`;

/** One REST call; answers its time and its body, and stops the bench on anything but 201. */
async function timed<T>(r: FleetRestaurant, path: string, body: unknown): Promise<{ ms: number; body: T }> {
  const answer = await cashierPost<T>(base, r, path, body);
  if (answer.status !== 201) throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer;
}

const placeOne = (r: FleetRestaurant) =>
  timed(r, '/api/order/placeOrder', {
    restaurant_id: r.id,
    order_type: 'togo',
    lines: [{ product_id: r.productId }, { product_id: r.productId, quantity: 2 }, { product_id: r.productId }],
    print: true,
    tender: 'card',
  });

const median = (values: number[]) => percentile(values, 50);
const round = (ms: number) => Math.round(ms * 100) / 100;

/** The time of each line, by its place on the order (0 is the 1st). */
async function linesAsTheOrderGrows(r: FleetRestaurant, orders: number): Promise<number[][]> {
  const byPlace: number[][] = Array.from({ length: LINES }, () => []);
  for (let o = 0; o < orders; o++) {
    const order = await timed<{ id: string }>(r, '/api/order/createOrder', { restaurant_id: r.id, order_type: 'togo' });
    for (let i = 0; i < LINES; i++) {
      const line = await timed(r, '/api/order/addOrderLine', { order_id: order.body.id, product_id: r.productId });
      byPlace[i]!.push(line.ms);
    }
  }
  return byPlace;
}

async function placeSample(r: FleetRestaurant, n: number): Promise<number[]> {
  const took: number[] = [];
  for (let i = 0; i < n; i++) took.push((await placeOne(r)).ms);
  return took;
}

/** The restaurant's day grown to `total` orders by 10 clients. */
async function growDay(r: FleetRestaurant, total: number): Promise<void> {
  let started = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (started < total) {
        started++;
        await placeOne(r);
      }
    }),
  );
}

async function main() {
  const fleet = await fleetOf(base, redisUrl, join(dataDir, 'fleet', 'restaurants.json'), 1);
  const lines = await newRestaurant(base, fleet.owner, Date.now() % 1_000_000);
  await linesAsTheOrderGrows(lines, 2);
  const byPlace = await linesAsTheOrderGrows(lines, lineOrders);
  const line = Object.fromEntries([1, 10, 20, 40].map((n) => [`line${n}Ms`, round(median(byPlace[n - 1]!))]));

  const day = await newRestaurant(base, fleet.owner, Date.now() % 1_000_000);
  await placeSample(lines, 20);
  const first = await placeSample(day, sample);
  await growDay(day, DAY - sample);
  const later = await placeSample(day, sample);
  const order = {
    firstOrdersMs: { p50: round(median(first)), p95: round(percentile(first, 95)) },
    after2000Ms: { p50: round(median(later)), p95: round(percentile(later, 95)) },
  };
  const out = {
    what: `one client, one request at a time; a line: ${lineOrders} orders of ${LINES} lines (addOrderLine); an order: placeOrder, ${sample} at the start of a restaurant's day and ${sample} after its ${DAY}th`,
    line,
    lineRatio40to1: round(median(byPlace[LINES - 1]!) / median(byPlace[0]!)),
    order,
    orderRatioAfter2000: round(order.after2000Ms.p50 / order.firstOrdersMs.p50),
  };
  process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
