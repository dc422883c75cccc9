/**
 * What PgBouncer 1.18's transaction mode costs the order path (docs/decisions/0077-migrations-and-the-pooler.md):
 * two orders processes beside a RUNNING stack (npm start), on its database directly, one preparing its hot
 * statements by name (as today), one sending them unnamed (DATABASE_POOLER=transaction), each placed the
 * same orders whole (a product, two more of it, an open item, printed and paid by card) by the same
 * clients, in alternating rounds so drift hits both alike. Prints, for each, orders per second, p50/p95,
 * PostgreSQL's CPU per order (it parses and plans an unnamed statement every time), and the ratios.
 *   node --import tsx tools/bench/unnamed-statements.ts BASE_URL [ORDERS=1000] [CLIENTS=10]
 * Env: ORDERS_DATABASE_URL, REDIS_URL (the stack's), ZEST_DATA_DIR (.data); its processes listen on the
 * gateway's port + 30 and + 31.
 */
import { databaseUrlFor, LOCAL_STORES, localPostgresUrl } from '@zest/kit';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { ROOT } from '../stack/stack';
import { partsOf, percentile, sample } from '../fleet/measure';
import { fleetOf, type FleetRestaurant } from '../fleet/setup';

const base = (process.argv[2] ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
const orders = Number(process.argv[3] ?? 1000);
const clients = Number(process.argv[4] ?? 10);
const dataDir = process.env.ZEST_DATA_DIR ?? join(ROOT, '.data');
const redisUrl = process.env.REDIS_URL ?? `redis://127.0.0.1:${process.env.ZEST_REDIS_PORT ?? LOCAL_STORES.redisPort}`;
const databaseUrl =
  process.env.ORDERS_DATABASE_URL ??
  databaseUrlFor('zest_orders', localPostgresUrl(Number(process.env.ZEST_PG_PORT ?? LOCAL_STORES.postgresPort)));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const PLACE = `mutation($input: PlaceOrderInput!, $key: String) { placeOrder(input: $input, idempotencyKey: $key) {
  order { orderNumber } } }`;

async function placeOne(url: string, r: FleetRestaurant): Promise<number> {
  const began = performance.now();
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${r.cashier}` },
    body: JSON.stringify({
      query: PLACE,
      variables: {
        key: randomUUID(),
        input: {
          restaurantId: r.id,
          orderType: 'togo',
          lines: [
            { productId: r.productId },
            { productId: r.productId, quantity: 2 },
            { name: 'Extra napkins', priceCents: 25 },
          ],
          print: true,
          tender: { method: 'card' },
        },
      },
    }),
  });
  const body = (await res.json()) as { errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(`placeOrder: ${body.errors[0]!.message}`);
  return performance.now() - began;
}

async function place(url: string, restaurants: FleetRestaurant[], n: number): Promise<number[]> {
  const took: number[] = [];
  let started = 0;
  await Promise.all(
    restaurants.map(async (r) => {
      while (started < n) {
        started++;
        took.push(await placeOne(url, r));
      }
    }),
  );
  return took;
}

/** An orders process on this database, its statements named or not; answers its URL and the process. */
async function ordersProcess(port: number, unnamed: boolean): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [join(ROOT, 'services', 'orders', 'dist', 'main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      ORDERS_DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      JWT_PUBLIC_KEY_FILE: join(dataDir, 'keys', 'jwt-public.pem'),
      MIGRATE_ON_START: 'false',
      WORKERS: 'false',
      DATABASE_POOLER: unnamed ? 'transaction' : 'none',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the orders process on ${port} exited`);
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child };
    await sleep(100);
  }
  throw new Error(`the orders process on ${port} did not become ready`);
}

async function main() {
  const parts = partsOf(dataDir);
  const fleet = await fleetOf(base, redisUrl, join(dataDir, 'fleet', 'restaurants.json'), clients);
  const gatewayPort = Number(new URL(base).port || 80);
  const [named, unnamed] = await Promise.all([
    ordersProcess(gatewayPort + 30, false),
    ordersProcess(gatewayPort + 31, true),
  ]);
  try {
    const modes = { named, unnamed };
    const result = Object.fromEntries(
      Object.keys(modes).map((k) => [k, { took: [] as number[], seconds: 0, postgresCpuSeconds: 0 }]),
    );
    for (const m of Object.values(modes)) await place(m.url, fleet.restaurants, 50);
    const rounds = 4;
    for (let round = 0; round < rounds; round++) {
      for (const [k, m] of Object.entries(modes)) {
        const from = sample(parts);
        const took = await place(m.url, fleet.restaurants, Math.round(orders / rounds));
        const to = sample(parts);
        result[k]!.took.push(...took);
        result[k]!.seconds += (to.at - from.at) / 1000;
        result[k]!.postgresCpuSeconds += (to.cpu.postgres ?? 0) - (from.cpu.postgres ?? 0);
      }
    }
    const summary = Object.fromEntries(
      Object.entries(result).map(([k, r]) => [
        k,
        {
          orders: r.took.length,
          ordersPerSecond: Math.round((r.took.length / r.seconds) * 10) / 10,
          p50Ms: Math.round(percentile(r.took, 50) * 10) / 10,
          p95Ms: Math.round(percentile(r.took, 95) * 10) / 10,
          postgresCpuMsPerOrder: Math.round((r.postgresCpuSeconds / r.took.length) * 10_000) / 10,
        },
      ]),
    );
    const ratio = (f: 'ordersPerSecond' | 'p95Ms' | 'postgresCpuMsPerOrder') =>
      Math.round((summary.unnamed![f] / summary.named![f]) * 100) / 100;
    process.stdout.write(
      `${JSON.stringify({
        clients,
        ...summary,
        unnamedOverNamed: {
          ordersPerSecond: ratio('ordersPerSecond'),
          p95Ms: ratio('p95Ms'),
          postgresCpuMsPerOrder: ratio('postgresCpuMsPerOrder'),
        },
      })}\n`,
    );
  } finally {
    for (const m of [named, unnamed]) m.child.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`The cost of unnamed statements could not be measured: ${(error as Error).message}\n`);
  process.exit(1);
});
