import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';

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

/** The orders service's kept facts, asked from what was kept and read, by kind (kit/kept-facts.ts). */
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
 * The gateway's live heap: the least heap in use over a few seconds of quiet (each minor collection
 * drops the garbage of the moment), a finer measure of what open streams hold than the resident size.
 */
export async function gatewayHeapKb(base: string, forMs = 6_000): Promise<number> {
  let least = Infinity;
  for (const end = performance.now() + forMs; performance.now() < end;) {
    const text = await (await fetch(`${base}/metrics`)).text();
    const used = Number(/^nodejs_heap_size_used_bytes(?:{[^}]*})? (\d+(?:\.\d+)?)/m.exec(text)?.[1]);
    if (Number.isFinite(used)) least = Math.min(least, used / 1024);
    await new Promise((r) => setTimeout(r, 250));
  }
  return least;
}
