/**
 * `npm run cluster:rush -- [restaurants=5000] [orders per second=25] [seconds=600]`: a Friday rush on a
 * running `npm run cluster` (docs/scale.md#the-cluster), killing parts of it at set times. Every
 * restaurant of the fleet has its live order screen open (reconnecting as a browser does); orders arrive
 * at the given rate, open loop, each placed whole with an Idempotency-Key and sent again under the same
 * key when it fails, as a terminal does. At 20 % of the run one orders replica is killed (SIGKILL), at
 * 45 % one gateway replica, at 70 % one Redis primary (its replica takes over). Then it checks: every
 * key's order exists once (the orders' keys), the fleet's orders equal the keys, every order was heard
 * on its restaurant's screen, `npm run books` agrees; and prints order p95 and recovery per failure,
 * PgBouncer's pools, prepared-statement errors in the logs, and the gateways' memory per open stream.
 * The raw output (JSON) goes to ZEST_CLUSTER_DIR/rush-<time>.json. RUSH_SETUP_ONLY=1 makes the fleet and stops.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../stack/stack';
import { fleetOf } from '../fleet/setup';
import {
  checkOrders,
  coresBetween,
  cpuNow,
  gatewayMemory,
  logProblems,
  logSizes,
  PoolWatch,
  primaryToKill,
  partPid,
} from './rush-checks';
import { placeUntilDone, windowRows, type Placed } from './rush-orders';
import { ReconnectingScreens } from './screens';

const [count = 5000, rate = 25, seconds = 600] = process.argv.slice(2).map(Number);
const dataDir = process.env.ZEST_CLUSTER_DIR ?? join(ROOT, '.data', 'cluster');
const cluster = JSON.parse(readFileSync(join(dataDir, 'cluster.json'), 'utf8')) as {
  entry: string;
  redisNodes: string;
  pgbouncer: string;
  directDatabaseUrl: string;
  gatewayOps: string[];
};
const base = cluster.entry.replace('localhost', '127.0.0.1');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const say = (line: string) => process.stdout.write(`${line}\n`);

interface Failure {
  what: string;
  part: string;
  at: number;
}

async function main() {
  say(`Rush on the cluster at ${base}: ${count} restaurants, ${rate} orders/s, ${seconds} s`);
  const fleet = await fleetOf(base, cluster.redisNodes, join(dataDir, 'fleet.json'), count, 16);
  // Made ahead of a measured run (RUSH_SETUP_ONLY=1): making thousands takes minutes.
  if (process.env.RUSH_SETUP_ONLY === '1') return void say(`  ${fleet.restaurants.length} restaurants ready`);
  const before = await gatewayMemory(dataDir, cluster.gatewayOps);
  const screens = new ReconnectingScreens(base);
  for (let i = 0; i < fleet.restaurants.length; i += 200)
    await Promise.all(fleet.restaurants.slice(i, i + 200).map((r) => screens.follow(r.id, r.cashier)));
  await sleep(5_000);
  const after = await gatewayMemory(dataDir, cluster.gatewayOps);
  say(`  ${screens.connected} screens open (${screens.refused} refused)`);

  const logsFrom = logSizes(dataDir);
  const pools = new PoolWatch(cluster.pgbouncer);
  pools.start();
  const began = performance.now();
  const startedAt = new Date();
  const failures: Failure[] = [];
  const plan: [number, string, () => Promise<string>][] = [
    [0.2, 'an orders replica', async () => 'orders@app-1'],
    [0.45, 'a gateway replica', async () => 'gateway@app-2'],
    [0.7, 'a Redis primary', () => primaryToKill(cluster.redisNodes)],
  ];
  // The CPU each part spends at the rush's rate, read before the first failure (from 5 % to 19 % of the run).
  let cpu: ReturnType<typeof coresBetween> | null = null;
  const cpuReading = (async () => {
    await sleep(0.05 * seconds * 1000);
    const first = cpuNow(dataDir);
    await sleep(0.14 * seconds * 1000);
    cpu = coresBetween(first, cpuNow(dataDir));
  })();
  const killer = (async () => {
    for (const [share, what, target] of plan) {
      await sleep(Math.max(0, began + share * seconds * 1000 - performance.now()));
      const part = await target();
      const pid = partPid(dataDir, part);
      process.kill(pid, 'SIGKILL');
      failures.push({ what, part, at: performance.now() - began });
      say(`  ${((performance.now() - began) / 1000).toFixed(0)} s: killed ${what} (${part}, pid ${pid})`);
    }
  })();

  const placed: Placed[] = [];
  const pending: Promise<void>[] = [];
  for (let n = 0, next = began; next < began + seconds * 1000; n++, next += 1000 / rate) {
    await sleep(Math.max(0, next - performance.now()));
    const r = fleet.restaurants[Math.floor(Math.random() * fleet.restaurants.length)]!;
    pending.push(placeUntilDone(base, r, began).then((p) => void placed.push(p)));
    if (n % (rate * 30) === 0) say(`  ${((performance.now() - began) / 1000).toFixed(0)} s: ${n} orders sent`);
  }
  await Promise.all([...pending, killer, cpuReading]);
  // Notices of the last orders on their way, and screens that came back after the last failure.
  await sleep(15_000);
  pools.stop();
  screens.close();

  const windows = [
    { name: 'before any failure', from: 0, to: failures[0]!.at },
    ...failures.map((f, i) => ({ name: `${f.what} killed`, from: f.at, to: failures[i + 1]?.at ?? seconds * 1000 })),
  ];
  const rows = windowRows(placed, windows);
  const unheard = placed.filter((p) => p.orderId && !screens.heard.get(p.restaurantId)?.has(p.orderId));
  const heard = placed.filter((p) => p.orderId).length - unheard.length;
  const checked = await checkOrders(cluster.directDatabaseUrl, placed, startedAt);
  const result = {
    command: `npm run cluster:rush -- ${count} ${rate} ${seconds}`,
    startedAt: startedAt.toISOString(),
    failures,
    rows,
    orders: { sent: placed.length, placed: placed.filter((p) => p.orderId).length, ...checked },
    notices: {
      ordersPlaced: placed.filter((p) => p.orderId).length,
      heardOnTheirScreen: heard,
      reconnects: screens.reconnects,
      // The first unheard ones, to find why: when each was sent (ms into the run) and where.
      unheard: unheard
        .slice(0, 20)
        .map((p) => ({ sentAtMs: Math.round(p.sentAt), restaurantId: p.restaurantId, orderId: p.orderId })),
    },
    cpuBeforeFailures: { ordersPerSecond: rate, ...(cpu ?? {}) },
    pgbouncer: pools.summary(),
    logs: logProblems(dataDir, logsFrom),
    memoryPerStream: { before, after, streams: screens.connected },
  };
  const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
  writeFileSync(join(dataDir, `rush-${stamp}.json`), JSON.stringify(result, null, 2));
  // Every order as its terminal lived it, for whoever wants another cut of the run.
  writeFileSync(join(dataDir, `rush-${stamp}-orders.json`), JSON.stringify(placed));
  say(JSON.stringify(result, null, 2));
  process.exit(checked.lost === 0 && checked.doubled === 0 && heard === result.orders.placed ? 0 : 1);
}

void main();
