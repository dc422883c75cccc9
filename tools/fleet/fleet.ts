/**
 * `npm run fleet`: many restaurants on one platform (issue 34, docs/scale.md#the-fleet), against a
 * running `npm start` on this machine. Makes N restaurants with a menu and a cashier through the API
 * (kept in .data/fleet/restaurants.json, so a larger run adds to a smaller one's), opens each one's
 * live stream, takes orders across them at a given rate (create, a priced line, print), then reads
 * the noisy neighbour: one restaurant at ten times its share beside another. Prints Redis's
 * clients, the gateway's memory per stream, the CPU of idle streams, the notice delay print →
 * screen, the order's p95 and the orders service's cache hit rate.
 *   npm run fleet -- [restaurants=100] [orders per second=5] [seconds=30]
 * Env: BASE_URL (http://127.0.0.1:4000), REDIS_URL (npm start's), ZEST_DATA_DIR (.data),
 * FLEET_SETUP_ONLY=1 (make the restaurants and stop).
 */
import { LOCAL_STORES } from '@zest/kit';
import { Redis } from 'ioredis';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../stack/stack';
import { coresUsed, gatewayHeapKb, hitRates, keptFacts, partsOf, percentile, redisClients, sample } from './measure';
import { cashierPost, fleetOf, type FleetRestaurant } from './setup';
import { Screens } from './streams';

const [count = 100, rate = 5, seconds = 30] = process.argv.slice(2).map(Number);
const base = (process.env.BASE_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
const ordersUrl = base.replace(/:(\d+)$/, (_, port: string) => `:${Number(port) + 4}`);
const redisUrl = process.env.REDIS_URL ?? `redis://127.0.0.1:${process.env.ZEST_REDIS_PORT ?? LOCAL_STORES.redisPort}`;
const dataDir = process.env.ZEST_DATA_DIR ?? join(ROOT, '.data');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A restaurant's share of one gateway process, requests a second (FAIR_SHARE_RESTAURANT_PER_SECOND). */
const share = Number(process.env.FAIR_SHARE_RESTAURANT_PER_SECOND ?? 10);
/** Rounds of the noisy neighbour, each the quiet side alone then beside the loud one. */
const NEIGHBOUR_ROUNDS = 8;
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function timed(url: string, init: RequestInit): Promise<{ status: number; ms: number; body: unknown }> {
  const began = performance.now();
  const res = await fetch(url, init);
  const body = res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text();
  return { status: res.status, ms: performance.now() - began, body };
}

const post = (r: FleetRestaurant, path: string, body: unknown) => cashierPost(base, r, path, body);

/** One order as a terminal takes it: created, a priced line, printed. Answers its time and when Print was sent. */
async function takeOrder(r: FleetRestaurant): Promise<{ id: string; ms: number; printSent: number } | null> {
  const began = performance.now();
  const created = await post(r, '/api/order/createOrder', { restaurant_id: r.id, order_type: 'togo' });
  if (created.status !== 201) return null;
  const id = (created.body as { id: string }).id;
  const line = await post(r, '/api/order/addOrderLine', { order_id: id, product_id: r.productId, quantity: 1 });
  if (line.status !== 201) return null;
  const printSent = performance.now();
  const printed = await post(r, `/api/order/printOrder/${id}`, {});
  if (printed.status !== 200) return null;
  return { id, ms: performance.now() - began, printSent };
}

/** p95 of one restaurant's menu reads at `perSecond` for `forMs`, open loop; and how many were refused. */
async function menuReads(r: FleetRestaurant, perSecond: number, forMs: number, times: number[] = []) {
  let refused = 0;
  const pending: Promise<void>[] = [];
  const end = performance.now() + forMs;
  for (let next = performance.now(); next < end; next += 1000 / perSecond) {
    await sleep(Math.max(0, next - performance.now()));
    pending.push(
      timed(`${base}/api/menu/${r.id}`, { headers: { authorization: `Bearer ${r.cashier}` } }).then((a) => {
        if (a.status === 429) refused++;
        else times.push(a.ms);
      }),
    );
  }
  await Promise.all(pending);
  return { p95: percentile(times, 95), answered: times.length, refused };
}

/**
 * The loud restaurant's reads from a process of their own at the lowest priority: it stands for a
 * client on another machine, so on this one its own fetching must neither delay the quiet restaurant's
 * answers in the fleet's process nor take the platform's cores (what is measured is the platform).
 */
function loudNeighbour(
  r: FleetRestaurant,
  perSecond: number,
  forMs: number,
): Promise<{ answered: number; refused: number }> {
  const code = `const w = JSON.parse(process.argv[1]);
    (async () => {
      let answered = 0, refused = 0;
      const pending = [];
      const end = performance.now() + w.forMs;
      for (let next = performance.now(); next < end; next += 1000 / w.perSecond) {
        await new Promise((ok) => setTimeout(ok, Math.max(0, next - performance.now())));
        pending.push(fetch(w.url, { headers: { authorization: 'Bearer ' + w.token } })
          .then(async (res) => { await res.arrayBuffer(); if (res.status === 429) refused++; else answered++; })
          .catch(() => undefined));
      }
      await Promise.all(pending);
      process.stdout.write(JSON.stringify({ answered, refused }));
    })();`;
  const w = { url: `${base}/api/menu/${r.id}`, token: r.cashier, perSecond, forMs };
  const child = spawn('nice', ['-n', '19', process.execPath, '-e', code, JSON.stringify(w)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (status) =>
      status === 0 ? resolve(JSON.parse(out)) : reject(new Error(`the loud neighbour exited with ${status}`)),
    );
  });
}

async function main() {
  const parts = partsOf(dataDir);
  const gatewayPid = parts.find((p) => p.name === 'gateway')!.pid;
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
  process.stdout.write(`Fleet of ${count} restaurants against ${base}\n`);
  const fleet = await fleetOf(base, redisUrl, join(dataDir, 'fleet', 'restaurants.json'), count);
  // Made ahead of a measured run (FLEET_SETUP_ONLY=1): making thousands takes minutes.
  if (process.env.FLEET_SETUP_ONLY === '1') return void redis.disconnect();

  // The streams: Redis's clients and the gateway's memory before and after, then idle CPU.
  const before = { clients: await redisClients(redis), sample: sample(parts), heapKb: await gatewayHeapKb(gatewayPid) };
  const screens = new Screens(base);
  for (let i = 0; i < fleet.restaurants.length; i += 200)
    await Promise.all(fleet.restaurants.slice(i, i + 200).map((r) => screens.follow(r.id, r.cashier)));
  await sleep(3_000);
  const opened = { clients: await redisClients(redis), sample: sample(parts), heapKb: await gatewayHeapKb(gatewayPid) };
  const perStreamKb = (opened.sample.gatewayRssKb - before.sample.gatewayRssKb) / Math.max(1, screens.connected);
  const heapPerStreamKb = (opened.heapKb - before.heapKb) / Math.max(1, screens.connected);
  const idleFrom = sample(parts);
  await sleep(10_000);
  const idle = coresUsed(idleFrom, sample(parts));

  // One order at every restaurant first (sixteen at a time): then the timed orders below come back to
  // restaurants seen a whole round ago, as round robin over the fleet does, and the hit rate says
  // whether the copies of every restaurant are still kept.
  const warmFrom = performance.now();
  let warm = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (warm < fleet.restaurants.length) await takeOrder(fleet.restaurants[warm++]!).catch(() => null);
    }),
  );
  const warmSeconds = (performance.now() - warmFrom) / 1000;

  // Orders across the fleet, round robin, at `rate` a second.
  const factsBefore = await keptFacts(ordersUrl);
  const busyFrom = sample(parts);
  const flows: Promise<Awaited<ReturnType<typeof takeOrder>>>[] = [];
  const end = performance.now() + seconds * 1000;
  let n = 0;
  for (let next = performance.now(); next < end; next += 1000 / rate) {
    await sleep(Math.max(0, next - performance.now()));
    flows.push(takeOrder(fleet.restaurants[n++ % fleet.restaurants.length]!).catch(() => null));
  }
  const done = await Promise.all(flows);
  await sleep(2_000);
  const busy = coresUsed(busyFrom, sample(parts));
  const facts = hitRates(factsBefore, await keptFacts(ordersUrl));
  const taken = done.filter((d): d is NonNullable<typeof d> => d !== null);
  const delays = taken.flatMap((d) => {
    const seen = screens.printedSeen.get(d.id);
    return seen === undefined ? [] : [seen - d.printSent];
  });

  // The noisy neighbour: the second restaurant's menu reads alone, then beside the first at ten times its
  // share once that one has spent its burst (the steady state a runaway client or a load test keeps up);
  // in rounds, alone and beside in turn, so the machine's own swings fall on both sides alike.
  const [noisy, quiet] = fleet.restaurants as [FleetRestaurant, FleetRestaurant];
  const aloneTimes: number[] = [];
  const besideTimes: number[] = [];
  const loud = { answered: 0, refused: 0 };
  // After a pause for what the orders left behind. Eight rounds: a p95 over 320 reads a side, not 160 (four
  // rounds read ×1.1 to ×1.9 on one build: the eighth-worst of 160 moves with one slow moment of the machine).
  await sleep(5_000);
  for (let round = 0; round < NEIGHBOUR_ROUNDS; round++) {
    await menuReads(quiet, 5, 8_000, aloneTimes);
    const loudRun = loudNeighbour(noisy, 10 * share, 12_000);
    await sleep(3_000);
    await menuReads(quiet, 5, 8_000, besideTimes);
    const heard = await loudRun;
    loud.answered += heard.answered;
    loud.refused += heard.refused;
  }
  const alone = { p95: percentile(aloneTimes, 95) };
  const beside = { p95: percentile(besideTimes, 95) };
  screens.close();
  redis.disconnect();

  const lines = [
    `restaurants ${count}, streams open ${screens.connected} (refused ${screens.failed})`,
    `Redis clients: ${before.clients.all} before the streams, ${opened.clients.all} with them; gateway live readers ${opened.clients.liveReaders}, per-restaurant readers ${opened.clients.perRestaurant}`,
    `gateway memory: ${(before.sample.gatewayRssKb / 1024).toFixed(0)} MB → ${(opened.sample.gatewayRssKb / 1024).toFixed(0)} MB, ${perStreamKb.toFixed(1)} KB per open stream; live heap ${(before.heapKb / 1024).toFixed(0)} MB → ${(opened.heapKb / 1024).toFixed(0)} MB, ${heapPerStreamKb.toFixed(1)} KB per open stream`,
    `idle streams, CPU: gateway ${(100 * (idle.gateway ?? 0)).toFixed(1)} % of a core, Redis ${(100 * (idle.redis ?? 0)).toFixed(1)} %, all parts ${(100 * idle.all!).toFixed(1)} %`,
    `orders: ${taken.length} of ${done.length} at ${rate}/s, order p50 ${ms(
      percentile(
        taken.map((d) => d.ms),
        50,
      ),
    )} p95 ${ms(
      percentile(
        taken.map((d) => d.ms),
        95,
      ),
    )}; CPU all parts ${(100 * busy.all!).toFixed(0)} % of a core`,
    `notice print → screen: p50 ${ms(percentile(delays, 50))}, p95 ${ms(percentile(delays, 95))} (${delays.length} seen)`,
    `a round of one order at every restaurant first: ${warmSeconds.toFixed(0)} s (${(fleet.restaurants.length / warmSeconds).toFixed(1)} orders/s)`,
    `cache hit rate (orders), a round later: ${Object.entries(facts)
      .map(([what, rate]) => `${what} ${rate}`)
      .join(', ')}`,
    `noisy neighbour: quiet menu p95 alone ${ms(alone.p95)}, beside one at 10× its share ${ms(beside.p95)} (×${(beside.p95 / alone.p95).toFixed(2)}, ${NEIGHBOUR_ROUNDS} rounds of 8 s each); the loud one answered ${loud.answered}, refused ${loud.refused}`,
  ];
  process.stdout.write(`\n${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`The fleet stopped: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
