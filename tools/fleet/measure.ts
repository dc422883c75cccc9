import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { WebSocket } from 'ws';

/**
 * What `npm run fleet` reads of a running `npm start` on this machine: each part's CPU and memory
 * from /proc (through the launcher's pid list), Redis's clients, and the services' /metrics.
 */

const TICKS = 100;

export interface Part {
  pid: number;
  name: string;
}

export function partsOf(dataDir: string): Part[] {
  const file = join(dataDir, 'launcher.pids.json');
  if (!existsSync(file)) throw new Error(`no pid list at ${file}: run npm start here, or set ZEST_DATA_DIR`);
  return JSON.parse(readFileSync(file, 'utf8')) as Part[];
}

function stat(pid: number): { cpu: number; children: number; ppid: number; rssKb: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    // Children that ended and were waited for (PostgreSQL's backends closed meanwhile) in the last two.
    return {
      cpu: (Number(f[11]) + Number(f[12])) / TICKS,
      children: (Number(f[13]) + Number(f[14])) / TICKS,
      ppid: Number(f[1]),
      rssKb: rss,
    };
  } catch {
    return null;
  }
}

/** Each part's CPU seconds so far (PostgreSQL with its backends, ended ones too), and the gateway's resident memory. */
export function sample(parts: Part[]): { cpu: Record<string, number>; gatewayRssKb: number; at: number } {
  const all = readdirSync('/proc')
    .filter((e) => /^\d+$/.test(e))
    .map((e) => ({ pid: Number(e), ...stat(Number(e)) }));
  const cpu = Object.fromEntries(
    parts.map(({ pid, name }) => [
      name,
      all
        .filter((p) => p.pid === pid || (name === 'postgres' && p.ppid === pid))
        .reduce((t, p) => t + (p.cpu ?? 0) + (p.pid === pid && name === 'postgres' ? (p.children ?? 0) : 0), 0),
    ]),
  );
  const gateway = parts.find((p) => p.name === 'gateway');
  return { cpu, gatewayRssKb: gateway ? (stat(gateway.pid)?.rssKb ?? 0) : 0, at: performance.now() };
}

/** Share of one core each part used between two samples, and all of them together. */
export function coresUsed(a: ReturnType<typeof sample>, b: ReturnType<typeof sample>): Record<string, number> {
  const seconds = (b.at - a.at) / 1000;
  const used = Object.fromEntries(Object.keys(b.cpu).map((k) => [k, (b.cpu[k]! - (a.cpu[k] ?? 0)) / seconds]));
  return { ...used, all: Object.values(used).reduce((x, y) => x + y, 0) };
}

/** Redis's clients now: all of them, and the gateway's live readers. */
export async function redisClients(redis: Redis): Promise<{ all: number; liveReaders: number; perRestaurant: number }> {
  const lines = ((await redis.call('CLIENT', 'LIST')) as string).split('\n').filter(Boolean);
  return {
    all: lines.length,
    liveReaders: lines.filter((l) => l.includes(' name=gateway-live ')).length,
    perRestaurant: lines.filter((l) => l.includes(' name=order-stream:')).length,
  };
}

/** The orders service's kept facts, asked from what was kept and read, by kind (kit/data/kept-facts.ts). */
export async function keptFacts(ordersUrl: string): Promise<Record<string, { kept: number; read: number }>> {
  const text = await (await fetch(`${ordersUrl}/metrics`)).text();
  const out: Record<string, { kept: number; read: number }> = {};
  for (const m of text.matchAll(/^zest_kept_facts_asked\{([^}]*)\} (\d+)/gm)) {
    const what = /what="([^"]+)"/.exec(m[1]!)?.[1] ?? '?';
    const answered = /answered="([^"]+)"/.exec(m[1]!)?.[1] as 'kept' | 'read';
    out[what] ??= { kept: 0, read: 0 };
    out[what][answered] = Number(m[2]);
  }
  return out;
}

/** The share of asks answered from what was kept, between two readings, per kind. */
export function hitRates(
  a: Awaited<ReturnType<typeof keptFacts>>,
  b: Awaited<ReturnType<typeof keptFacts>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(b).map(([what, now]) => {
      const kept = now.kept - (a[what]?.kept ?? 0);
      const read = now.read - (a[what]?.read ?? 0);
      return [what, kept + read ? `${((100 * kept) / (kept + read)).toFixed(1)} % of ${kept + read}` : 'none asked'];
    }),
  );
}

export const percentile = (values: number[], p: number): number => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/**
 * The gateway's live heap: what it holds after a full collection. Minor collections leave the old
 * generation's garbage (stream set-ups promoted there) until a major one, so the heap in use without
 * one reads what the process has not yet collected, not what open streams hold. The collection is
 * asked through the inspector (SIGUSR1 opens it on 127.0.0.1; it is closed again after the reading).
 */
export async function gatewayHeapKb(gatewayPid: number): Promise<number> {
  process.kill(gatewayPid, 'SIGUSR1');
  let target: string | undefined;
  for (let tries = 0; !target && tries < 50; tries++) {
    const list = (await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json/list`)
      .then((r) => r.json())
      .catch(() => [])) as { webSocketDebuggerUrl?: string; title?: string }[];
    target = list.find((t) => t.title?.includes('gateway'))?.webSocketDebuggerUrl;
    if (!target) await new Promise((r) => setTimeout(r, 100));
  }
  if (!target) throw new Error(`the gateway (pid ${gatewayPid}) opened no inspector on port ${INSPECTOR_PORT}`);
  const socket = new WebSocket(target);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let next = 0;
  const ask = (method: string, params: object = {}) =>
    new Promise<{ result?: { value?: unknown } }>((resolve) => {
      const id = ++next;
      const answer = (data: Buffer) => {
        const message = JSON.parse(data.toString()) as { id?: number; result?: { result?: { value?: unknown } } };
        if (message.id !== id) return;
        socket.off('message', answer);
        resolve(message.result ?? {});
      };
      socket.on('message', answer);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await ask('HeapProfiler.collectGarbage');
    const { result } = await ask('Runtime.evaluate', { expression: 'process.memoryUsage().heapUsed' });
    return Number(result?.value) / 1024;
  } finally {
    // The inspector closes with the reading: it never stays open on a running platform.
    socket.send(
      JSON.stringify({ id: ++next, method: 'Runtime.evaluate', params: { expression: 'process._debugEnd()' } }),
    );
    await new Promise((r) => setTimeout(r, 100));
    socket.terminate();
  }
}

const INSPECTOR_PORT = 9229;
