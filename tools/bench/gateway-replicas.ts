/**
 * What a gateway replica costs (decision 0078), against a running `npm start` on this machine: two more
 * gateway processes in front of its services, one keeping fair share in Redis (FAIR_SHARE_SCOPE=replicas,
 * the default) and one in its own memory (process), with a share too large to refuse anything.
 *  1. Fair share's Redis round trip: the same reads through each, in alternating rounds: the API's own
 *     description one at a time (the gateway's least work: the round trip's whole share) and menus at 8 at
 *     a time (a screen's read); the median and p95 of each, their ratio and difference.
 *  2. Memory per open live stream: streams opened in steps on each gateway; its RSS (/proc) and its live
 *     V8 heap (after a full collection, through the inspector) at each step, and the KB each stream adds.
 *   node --import tsx tools/bench/gateway-replicas.ts [streams=400] [rounds=6] [reads per round=300]
 * Env: BASE_URL (http://127.0.0.1:4000), REDIS_URL (npm start's), ZEST_DATA_DIR (.data).
 */
import { LOCAL_STORES, SERVICES, envPrefix } from '@zest/kit';
import { Redis } from 'ioredis';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../stack/stack';
import { gatewayHeapKb, percentile, sample } from '../fleet/measure';
import { fleetOf, type FleetRestaurant } from '../fleet/setup';
import { Screens } from '../fleet/streams';

const [streams = 400, rounds = 6, reads = 300] = process.argv.slice(2).map(Number);
const base = (process.env.BASE_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
const basePort = Number(/:(\d+)$/.exec(base)![1]);
const redisUrl = process.env.REDIS_URL ?? `redis://127.0.0.1:${process.env.ZEST_REDIS_PORT ?? LOCAL_STORES.redisPort}`;
const dataDir = process.env.ZEST_DATA_DIR ?? join(ROOT, '.data');
const CONCURRENCY = 8;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One more gateway process, as `npm start` runs its own, with the fair share's scope given. */
async function gateway(port: number, scope: 'replicas' | 'process') {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    REDIS_URL: redisUrl,
    JWT_PUBLIC_KEY_FILE: join(dataDir, 'keys', 'jwt-public.pem'),
    GATEWAY_ASSERTION_KEY_FILE: join(dataDir, 'keys', 'gateway-assertion.key'),
    FAIR_SHARE_SCOPE: scope,
    FAIR_SHARE_RESTAURANT_PER_SECOND: '100000',
    FAIR_SHARE_RESTAURANT_BURST: '100000',
    ...Object.fromEntries(
      SERVICES.map((s, i) => [`${envPrefix(s.name)}_URL`, `http://127.0.0.1:${basePort + i + 1}/graphql`]),
    ),
  };
  const child = spawn(process.execPath, [join(ROOT, 'gateway', 'dist', 'main.js')], { env, stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 600; tries++) {
    if ((await fetch(`${url}/readyz`).catch(() => null))?.ok) return { url, scope, pid: child.pid!, child };
    await sleep(100);
  }
  throw new Error(`the ${scope} gateway on ${port} did not become ready`);
}
type Gateway = Awaited<ReturnType<typeof gateway>>;

/** A read a screen makes: a whole menu (through the menu subgraph), or the API's own description (the gateway alone). */
const PATHS = {
  'GET /api/menu/{id}': (r: FleetRestaurant) => `/api/menu/${r.id}`,
  'GET /api/openapi.json': () => '/api/openapi.json',
};
type Path = keyof typeof PATHS;

/** `reads` reads through one gateway, `concurrency` at a time, each with a cashier's token: each one's milliseconds. */
async function timedReads(g: Gateway, fleet: FleetRestaurant[], path: Path, concurrency: number): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < reads) {
      const r = fleet[next++ % fleet.length]!;
      const began = performance.now();
      const res = await fetch(`${g.url}${PATHS[path](r)}`, { headers: { authorization: `Bearer ${r.cashier}` } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path} through the ${g.scope} gateway answered ${res.status}`);
      times.push(performance.now() - began);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return times;
}

async function fairShareCost(gateways: Gateway[], fleet: FleetRestaurant[], path: Path, concurrency: number) {
  const times = new Map<Gateway, number[]>(gateways.map((g) => [g, []]));
  // Warm both (JIT, keep-alive pools, the kept menus), then rounds in turn, each round's order swapped.
  for (const g of gateways) await timedReads(g, fleet, path, concurrency);
  for (let round = 0; round < rounds; round++)
    for (const g of round % 2 ? [...gateways].reverse() : gateways)
      times.get(g)!.push(...(await timedReads(g, fleet, path, concurrency)));
  const [shared, alone] = gateways.map((g) => times.get(g)!);
  const line = (name: string, t: number[]) =>
    `  ${name.padEnd(26)} ${t.length} reads  median ${percentile(t, 50).toFixed(3)} ms  p95 ${percentile(t, 95).toFixed(3)} ms`;
  process.stdout.write(
    [
      `Fair share, ${path} at ${concurrency} at a time, ${rounds} rounds of ${reads} alternating:`,
      line('process (no Redis)', alone!),
      line('replicas (Redis bucket)', shared!),
      `  ratio of medians ${(percentile(shared!, 50) / percentile(alone!, 50)).toFixed(3)}, ` +
        `difference ${(percentile(shared!, 50) - percentile(alone!, 50)).toFixed(3)} ms (median), ` +
        `${(percentile(shared!, 95) - percentile(alone!, 95)).toFixed(3)} ms (p95)`,
      '',
    ].join('\n'),
  );
}

/** What the bucket adds at the least: one Redis round trip (PING, `reads` in a row, after a warm-up), in µs. */
async function roundTrip() {
  const redis = new Redis(redisUrl);
  const times: number[] = [];
  for (let i = 0; i < reads * 2; i++) {
    const began = performance.now();
    await redis.ping();
    if (i >= reads) times.push((performance.now() - began) * 1000);
  }
  redis.disconnect();
  process.stdout.write(
    `A Redis round trip from Node (PING, ${reads} in a row): median ${percentile(times, 50).toFixed(0)} µs, ` +
      `p95 ${percentile(times, 95).toFixed(0)} µs\n\n`,
  );
}

/** Streams opened in steps on one gateway, its memory read at each. */
async function memoryPerStream(g: Gateway, fleet: FleetRestaurant[]) {
  const screens = new Screens(g.url);
  // The heap first: its full collection gives back what the process had not yet collected, RSS read after it.
  const read = async () => {
    const heapKb = await gatewayHeapKb(g.pid);
    return { heapKb, rssKb: sample([{ name: 'gateway', pid: g.pid }]).gatewayRssKb };
  };
  await sleep(1_000);
  const at0 = await read();
  process.stdout.write(
    `Memory of the ${g.scope} gateway (pid ${g.pid}), streams across ${fleet.length} restaurants:\n`,
  );
  process.stdout.write(`  streams      RSS MB   heap MB   KB/stream RSS   KB/stream heap\n`);
  process.stdout.write(
    `  ${'0'.padStart(7)} ${(at0.rssKb / 1024).toFixed(1).padStart(8)} ${(at0.heapKb / 1024).toFixed(1).padStart(9)}\n`,
  );
  const step = Math.max(1, Math.ceil(streams / 4));
  let first: { n: number; rssKb: number; heapKb: number } | null = null;
  for (let open = 0; open < streams;) {
    const next = Math.min(streams, open + step);
    for (let i = open; i < next; i += 50)
      await Promise.all(
        Array.from({ length: Math.min(50, next - i) }, (_, k) => fleet[(i + k) % fleet.length]!).map((r) =>
          screens.follow(r.id, r.cashier),
        ),
      );
    open = next;
    await sleep(2_000);
    const now = await read();
    const n = screens.connected;
    first ??= { n, ...now };
    process.stdout.write(
      `  ${String(n).padStart(7)} ${(now.rssKb / 1024).toFixed(1).padStart(8)} ${(now.heapKb / 1024).toFixed(1).padStart(9)}` +
        ` ${((now.rssKb - at0.rssKb) / n).toFixed(1).padStart(15)} ${((now.heapKb - at0.heapKb) / n).toFixed(1).padStart(16)}\n`,
    );
  }
  const last = await read();
  const more = Math.max(1, screens.connected - first!.n);
  process.stdout.write(
    `  from ${first!.n} to ${screens.connected} streams: ${((last.rssKb - first!.rssKb) / more).toFixed(1)} KB RSS and ` +
      `${((last.heapKb - first!.heapKb) / more).toFixed(1)} KB heap a stream\n`,
  );
  if (screens.failed) process.stdout.write(`  (${screens.failed} streams refused)\n`);
  screens.close();
}

async function main() {
  const fleet = (await fleetOf(base, redisUrl, join(dataDir, 'fleet', 'restaurants.json'), 50)).restaurants;
  const gateways = [await gateway(basePort + 20, 'replicas'), await gateway(basePort + 21, 'process')];
  try {
    await roundTrip();
    await fairShareCost(gateways, fleet, 'GET /api/openapi.json', 1);
    await fairShareCost(gateways, fleet, 'GET /api/menu/{id}', CONCURRENCY);
    for (const g of gateways) await memoryPerStream(g, fleet);
  } finally {
    for (const g of gateways) g.child.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
