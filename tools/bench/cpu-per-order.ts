/**
 * `npm run bench`: CPU time each part of a running `npm start` spends on one
 * cashier order (create, 3 priced lines, read back: five requests through the
 * gateway), from /proc before and after N orders (after 50 to warm), less
 * what the part burns idle. Unlike orders per second, it barely depends on what else the machine
 * is doing, so it sizes replicas and servers (docs/scale.md). It reads the
 * launcher's pid list, so it measures a stack `npm start` runs on this machine.
 *   node --import tsx tools/bench/cpu-per-order.ts BASE_URL SETUP.json [ORDERS]   (ZEST_DATA_DIR: the stack's data)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../stack/stack';

const base = (process.argv[2] ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
const orders = Number(process.argv[4] ?? 300);
const dataDir = process.env.ZEST_DATA_DIR ?? join(ROOT, '.data');
const setup = JSON.parse(readFileSync(process.argv[3]!, 'utf8')) as {
  restaurantId: string;
  token: string;
  rest: Record<string, unknown>[];
};
const pidFile = join(dataDir, 'launcher.pids.json');
if (!existsSync(pidFile)) {
  // A stack elsewhere (DATABASE_URL, another machine): its processes cannot be read from here.
  process.stderr.write(
    `CPU per order skipped: it reads the processes of the stack npm start runs here, and there is no pid list at ${pidFile} (set ZEST_DATA_DIR).\n`,
  );
  process.exit(0);
}
const parts = JSON.parse(readFileSync(pidFile, 'utf8')) as { pid: number; name: string }[];
const TICKS = 100;

/** utime + stime in seconds, and the parent's pid. */
function stat(pid: number): { cpu: number; ppid: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { cpu: (Number(f[11]) + Number(f[12])) / TICKS, ppid: Number(f[1]) };
  } catch {
    return null;
  }
}

/** Each part's CPU seconds so far; PostgreSQL's with its backends (children of the postmaster). */
function sample(): Record<string, number> {
  const all = readdirSync('/proc')
    .filter((e) => /^\d+$/.test(e))
    .map((e) => ({ pid: Number(e), ...stat(Number(e)) }));
  return Object.fromEntries(
    parts.map(({ pid, name }) => [
      name,
      all.filter((p) => p.pid === pid || (name === 'postgres' && p.ppid === pid)).reduce((t, p) => t + (p.cpu ?? 0), 0),
    ]),
  );
}

let sequence = 0;
const headers = (key = false) => ({
  'content-type': 'application/json',
  authorization: `Bearer ${setup.token}`,
  ...(key ? { 'Idempotency-Key': `cpu-${Date.now()}-${sequence++}` } : {}),
});

async function oneOrder(): Promise<void> {
  const created = await fetch(`${base}/api/order/createOrder`, {
    method: 'POST',
    headers: headers(true),
    body: JSON.stringify({ restaurant_id: setup.restaurantId, order_type: 'togo' }),
  });
  if (created.status !== 201) throw new Error(`createOrder answered ${created.status}`);
  const { id } = (await created.json()) as { id: string };
  for (const line of setup.rest) {
    const added = await fetch(`${base}/api/order/addOrderLine`, {
      method: 'POST',
      headers: headers(true),
      body: JSON.stringify({ ...line, order_id: id }),
    });
    if (added.status !== 201) throw new Error(`addOrderLine answered ${added.status}`);
  }
  await (await fetch(`${base}/api/order/getOrderWithItems/${id}`, { headers: headers() })).text();
}

const diff = (a: Record<string, number>, b: Record<string, number>) =>
  Object.fromEntries(Object.keys(a).map((k) => [k, b[k]! - a[k]!]));

/** N orders by four cashiers at once: enough to keep every part busy, few enough not to queue. */
async function cashiers(n: number): Promise<void> {
  let started = 0;
  await Promise.all(
    [0, 1, 2, 3].map(async () => {
      while (started < n) {
        started++;
        await oneOrder();
      }
    }),
  );
}

async function main() {
  // Warm first: a process just started compiles its hot code, which is not what an order costs.
  await cashiers(50);
  const loadBefore = loadavg()[0]!;
  const idleFrom = sample();
  const idleSeconds = 10;
  await new Promise((r) => setTimeout(r, idleSeconds * 1000));
  const idle = diff(idleFrom, sample());
  const before = sample();
  const began = Date.now();
  await cashiers(orders);
  const seconds = (Date.now() - began) / 1000;
  const used = diff(before, sample());
  const perOrder = Object.fromEntries(
    Object.entries(used).map(([name, cpu]) => [
      name,
      Math.max(0, Math.round(((cpu - (idle[name]! * seconds) / idleSeconds) / orders) * 10_000) / 10),
    ]),
  );
  const total = Math.round(Object.values(perOrder).reduce((a, b) => a + b, 0) * 10) / 10;
  // The machine's 1-minute load average before and after: the CPU times are read beside it.
  const load = [loadBefore, loadavg()[0]!].map((l) => Math.round(l * 100) / 100);
  process.stdout.write(`${JSON.stringify({ orders, seconds, load, cpuMsPerOrder: { ...perOrder, total } })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`CPU per order could not be measured: ${(error as Error).message}\n`);
  process.exit(1);
});
