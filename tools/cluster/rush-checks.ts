import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Cluster } from 'ioredis';
import { Client } from 'pg';
import type { Placed } from './rush-orders';

/** A running part's pid, by its name in the launcher's pid list (`orders@app-1`). */
export function partPid(dataDir: string, part: string): number {
  const parts = JSON.parse(readFileSync(join(dataDir, 'launcher.pids.json'), 'utf8')) as {
    pid: number;
    name: string;
  }[];
  const found = parts.find((p) => p.name === part);
  if (!found) throw new Error(`no part named ${part} is running`);
  return found.pid;
}

/** A Redis primary that has a replica to take over (its part name: `redis@<port>`). */
export async function primaryToKill(nodes: string): Promise<string> {
  const cluster = new Cluster(nodes.split(',').map((n) => ({ host: n.split(':')[0]!, port: Number(n.split(':')[1]) })));
  const text = (await cluster.cluster('NODES')) as string;
  cluster.disconnect();
  const lines = text
    .trim()
    .split('\n')
    .map((l) => l.split(' '));
  const primaries = lines.filter((l) => l[2]!.includes('master') && !l[2]!.includes('fail'));
  const withReplica = primaries.find((p) => lines.some((l) => l[3] === p[0] && !l[2]!.includes('fail')));
  if (!withReplica) throw new Error('no Redis primary has a live replica');
  return `redis@${withReplica[1]!.split('@')[0]!.split(':')[1]}`;
}

/** Each gateway's resident memory (its /proc) and V8 heap in use (its /metrics on the ops port). */
export async function gatewayMemory(dataDir: string, opsUrls: string[]) {
  const parts = JSON.parse(readFileSync(join(dataDir, 'launcher.pids.json'), 'utf8')) as {
    pid: number;
    name: string;
  }[];
  const gateways = parts.filter((p) => p.name.startsWith('gateway@'));
  const rssKb = gateways.map((g) =>
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${g.pid}/status`, 'utf8'))?.[1] ?? 0),
  );
  const heapKb = await Promise.all(
    opsUrls.map(async (url) => {
      const text = await (await fetch(`${url}/metrics`)).text();
      return Math.round(Number(/^nodejs_heap_size_used_bytes(?:\{[^}]*\})? (\d+)/m.exec(text)?.[1] ?? 0) / 1024);
    }),
  );
  return { rssKb, heapKb };
}

/** PgBouncer's pools, asked every two seconds on its admin console: the most each reached. */
export class PoolWatch {
  private timer: NodeJS.Timeout | null = null;
  private readonly most = { clientsActive: 0, clientsWaiting: 0, serversActive: 0, serversUsed: 0, maxWaitS: 0 };
  private limits: Record<string, string> = {};
  private errors = 0;

  constructor(private readonly adminUrl: string) {}

  private async read(): Promise<void> {
    const client = new Client({ connectionString: this.adminUrl });
    try {
      await client.connect();
      if (!Object.keys(this.limits).length) {
        const config = await client.query<{ key: string; value: string }>('SHOW CONFIG');
        for (const row of config.rows)
          if (
            ['pool_mode', 'default_pool_size', 'max_client_conn', 'max_db_connections', 'reserve_pool_size'].includes(
              row.key,
            )
          )
            this.limits[row.key] = row.value;
      }
      const pools = await client.query<Record<string, string>>('SHOW POOLS');
      const sum = (k: string) => pools.rows.reduce((n, r) => n + Number(r[k] ?? 0), 0);
      const m = this.most;
      m.clientsActive = Math.max(m.clientsActive, sum('cl_active'));
      m.clientsWaiting = Math.max(m.clientsWaiting, sum('cl_waiting'));
      m.serversActive = Math.max(m.serversActive, sum('sv_active'));
      m.serversUsed = Math.max(m.serversUsed, sum('sv_active') + sum('sv_idle') + sum('sv_used'));
      m.maxWaitS = Math.max(m.maxWaitS, ...pools.rows.map((r) => Number(r.maxwait ?? 0)));
    } catch {
      this.errors++;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  start(): void {
    this.timer = setInterval(() => void this.read(), 2_000);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  summary() {
    return { most: this.most, limits: this.limits, unreadable: this.errors };
  }
}

/**
 * The orders as the database holds them: every key the rush sent has its one answer (a placed order under
 * it), and the fleet's restaurants hold exactly as many new orders as keys placed (none doubled).
 */
export async function checkOrders(directUrl: string, placed: Placed[], since: Date) {
  const url = new URL(directUrl);
  url.pathname = '/zest_orders';
  const db = new Client({ connectionString: url.toString() });
  await db.connect();
  try {
    const keys = await db.query<{ key: string; order_id: string | null }>(
      `SELECT key, answer #>> '{order,id}' AS order_id FROM idempotency_keys WHERE key = ANY($1)`,
      [placed.map((p) => p.key)],
    );
    const kept = new Map(keys.rows.map((r) => [r.key, r.order_id]));
    const restaurants = [...new Set(placed.map((p) => p.restaurantId))];
    const orders = await db.query<{ n: string }>(
      'SELECT count(*) AS n FROM orders WHERE restaurant_id = ANY($1) AND created_at >= $2',
      [restaurants, since],
    );
    const answered = placed.filter((p) => p.orderId);
    return {
      keysKept: kept.size,
      ordersInDatabase: Number(orders.rows[0]!.n),
      lost: placed.filter((p) => !p.orderId || !kept.has(p.key)).length,
      doubled: Math.max(0, Number(orders.rows[0]!.n) - kept.size),
      answerDiffers: answered.filter((p) => kept.get(p.key) && kept.get(p.key) !== p.orderId).length,
    };
  } finally {
    await db.end();
  }
}

/** How far each log is written now: the run reads only what comes after. */
export function logSizes(dataDir: string): Record<string, number> {
  const dir = join(dataDir, 'logs');
  return Object.fromEntries(readdirSync(dir).map((file) => [file, statSync(join(dir, file)).size]));
}

/** Lines the parts logged since `from` that must not appear: prepared-statement errors, CROSSSLOT, lost notices. */
export function logProblems(dataDir: string, from: Record<string, number>): Record<string, number> {
  const patterns: Record<string, RegExp> = {
    preparedStatement: /prepared statement/i,
    crossSlot: /CROSSSLOT/,
    noticeLost: /live notice not sent|notice.*lost/i,
    failedToStart: /failed to start/i,
  };
  const counts: Record<string, number> = Object.fromEntries(Object.keys(patterns).map((k) => [k, 0]));
  const dir = join(dataDir, 'logs');
  for (const file of readdirSync(dir)) {
    const text = readFileSync(join(dir, file))
      .subarray(from[file] ?? 0)
      .toString('utf8');
    for (const [name, pattern] of Object.entries(patterns))
      counts[name]! += text.split('\n').filter((l) => pattern.test(l)).length;
  }
  return counts;
}

/** CPU seconds so far: each launched part by name, and every process on this machine by command (PostgreSQL's backends). */
export function cpuNow(dataDir: string): {
  at: number;
  parts: Record<string, [number, number]>;
  commands: Record<string, number>;
} {
  const tick = 100; // USER_HZ on Linux
  const read = (pid: string | number) => {
    try {
      const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      return {
        command: text.slice(text.indexOf('(') + 1, text.lastIndexOf(')')),
        cpu: (Number(fields[11]) + Number(fields[12])) / tick,
      };
    } catch {
      return null;
    }
  };
  const launched = JSON.parse(readFileSync(join(dataDir, 'launcher.pids.json'), 'utf8')) as {
    pid: number;
    name: string;
  }[];
  const parts: Record<string, [number, number]> = {};
  for (const p of launched) {
    const r = read(p.pid);
    if (r) parts[p.name] = [p.pid, r.cpu];
  }
  const commands: Record<string, number> = {};
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    const r = read(pid);
    if (r) commands[r.command] = (commands[r.command] ?? 0) + r.cpu;
  }
  return { at: performance.now(), parts, commands };
}

/** Cores each part used between two readings (a part restarted between them is left out). */
export function coresBetween(a: ReturnType<typeof cpuNow>, b: ReturnType<typeof cpuNow>) {
  const s = (b.at - a.at) / 1000;
  const round = (n: number) => Math.round(n * 1000) / 1000;
  const parts = Object.fromEntries(
    Object.entries(b.parts)
      .filter(([name, [pid]]) => a.parts[name]?.[0] === pid)
      .map(([name, [, cpu]]) => [name, round((cpu - a.parts[name]![1]) / s)]),
  );
  const commands = Object.fromEntries(
    ['postgres', 'pgbouncer', 'redis-server', 'haproxy', 'node']
      .filter((c) => b.commands[c] !== undefined)
      .map((c) => [c, round((b.commands[c]! - (a.commands[c] ?? 0)) / s)]),
  );
  return { seconds: Math.round(s), parts, commands };
}
