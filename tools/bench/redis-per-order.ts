/**
 * Redis commands per order (docs/decisions/0042-order-events-on-a-stream.md):
 * against a running `npm start`, resets Redis's command statistics, takes
 * orders through the gateway (create, 3 priced lines, read back) as four
 * cashiers at once, N to-go then N deliveries, and reads `INFO commandstats`
 * after each kind, less what Redis does idle (its background work in the 10 s
 * before, scaled to the run's length). Also the drivers service's CPU per
 * order of each kind, from /proc (the launcher's pid list).
 *   node --import tsx tools/bench/redis-per-order.ts BASE_URL SETUP.json REDIS_URL [N]   (ZEST_DATA_DIR: the stack's data)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { ROOT } from '../stack/stack';

const base = (process.argv[2] ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
const setup = JSON.parse(readFileSync(process.argv[3]!, 'utf8')) as {
  restaurantId: string;
  token: string;
  rest: Record<string, unknown>[];
};
const redis = new Redis(process.argv[4] ?? 'redis://127.0.0.1:6379');
const perKind = Number(process.argv[5] ?? 50);
const dataDir = process.env.ZEST_DATA_DIR ?? join(ROOT, '.data');
const pidFile = join(dataDir, 'launcher.pids.json');
// A stack elsewhere: its commands are counted, its processes' CPU cannot be read from here.
const parts = existsSync(pidFile) ? (JSON.parse(readFileSync(pidFile, 'utf8')) as { pid: number; name: string }[]) : [];

/** A part's CPU time so far in ms (at 100 ticks a second); NaN when it is not on this machine. */
function cpuOf(name: string): number {
  const pid = parts.find((p) => p.name === name)?.pid;
  if (!pid) return NaN;
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
}

let sequence = 0;
const headers = (key = false) => ({
  'content-type': 'application/json',
  authorization: `Bearer ${setup.token}`,
  ...(key ? { 'Idempotency-Key': `redis-${Date.now()}-${sequence++}` } : {}),
});

async function post(path: string, body: unknown): Promise<{ id: string }> {
  const answer = await fetch(`${base}${path}`, { method: 'POST', headers: headers(true), body: JSON.stringify(body) });
  if (answer.status !== 201) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as { id: string };
}

async function oneOrder(kind: 'togo' | 'delivery', customerId: string): Promise<void> {
  const extra = kind === 'delivery' ? { customer_id: customerId } : {};
  const { id } = await post('/api/order/createOrder', {
    restaurant_id: setup.restaurantId,
    order_type: kind,
    ...extra,
  });
  for (const line of setup.rest) await post('/api/order/addOrderLine', { ...line, order_id: id });
  await (await fetch(`${base}/api/order/getOrderWithItems/${id}`, { headers: headers() })).text();
}

/** Calls per command since the last reset. */
async function commandStats(): Promise<Record<string, number>> {
  const info = await redis.info('commandstats');
  return Object.fromEntries(
    [...info.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)].map(([, name, calls]) => [name!, Number(calls)]),
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function idleRate(): Promise<Record<string, number>> {
  await redis.config('RESETSTAT');
  await sleep(10_000);
  const stats = await commandStats();
  return Object.fromEntries(Object.entries(stats).map(([name, calls]) => [name, calls / 10]));
}

async function run(kind: 'togo' | 'delivery', customerId: string, idle: Record<string, number>) {
  await redis.config('RESETSTAT');
  const cpu = cpuOf('drivers');
  const began = Date.now();
  let started = 0;
  await Promise.all(
    [0, 1, 2, 3].map(async () => {
      while (started < perKind) {
        started++;
        await oneOrder(kind, customerId);
      }
    }),
  );
  await sleep(2_000); // the events applied and acknowledged
  const seconds = (Date.now() - began) / 1000;
  const stats = await commandStats();
  const net = Object.fromEntries(
    Object.entries(stats).map(([name, calls]) => [name, Math.max(0, calls - (idle[name] ?? 0) * seconds) / perKind]),
  );
  const round = (n: number) => Math.round(n * 10) / 10;
  const perOrder = Object.entries(net)
    .filter(([, n]) => n >= 0.05)
    .sort((a, b) => b[1] - a[1])
    .map(([name, n]) => `${name} ${round(n)}`);
  const total = Object.values(net).reduce((a, b) => a + b, 0);
  const raw = Object.values(stats).reduce((a, b) => a + b, 0) / perKind;
  const drivers = (cpuOf('drivers') - cpu) / perKind;
  const driversMs = Number.isNaN(drivers) ? null : round(drivers);
  return { kind, orders: perKind, seconds, perOrder: round(total), raw: round(raw), driversMs, commands: perOrder };
}

async function main() {
  const customer = await post('/api/customer/createACustomer', {
    restaurant_id: setup.restaurantId,
    full_name: 'Bench Customer',
    phone_number: `555${String(Date.now() % 10_000_000).padStart(7, '0')}`,
    street_1: '1 Bench Road',
    city: 'Springfield',
    zipcode: '62701',
  });
  const idle = await idleRate();
  for (const kind of ['togo', 'delivery'] as const)
    process.stdout.write(`${JSON.stringify(await run(kind, customer.id, idle))}\n`);
  redis.disconnect();
}

main().catch((error: unknown) => {
  process.stderr.write(`Redis per order could not be measured: ${(error as Error).message}\n`);
  process.exit(1);
});
