import { randomUUID } from 'node:crypto';
import { percentile } from '../fleet/measure';
import { wholeOrder, type FleetRestaurant } from '../fleet/setup';

/** One order of the rush, as its terminal lived it. */
export interface Placed {
  key: string;
  restaurantId: string;
  /** When it was first sent, and each failed attempt's time (ms since the run began). */
  sentAt: number;
  failedAt: number[];
  attempts: number;
  /** Statuses of the failed attempts (0: no answer at all). */
  failures: number[];
  orderId: string | null;
  /** From the first send to the answer with the order. */
  ms: number;
}

/** As long as a terminal keeps trying before it tells the cashier: then the order counts as not placed. */
const GIVE_UP_MS = 120_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One order placed whole (three lines, printed, paid by card), sent again under the same Idempotency-Key
 * after a failure (no answer, 5xx, 429) after its Retry-After or a second, as the terminal's outbox does.
 */
export async function placeUntilDone(base: string, r: FleetRestaurant, runBegan: number): Promise<Placed> {
  const key = randomUUID();
  const began = performance.now();
  const placed: Placed = {
    key,
    restaurantId: r.id,
    sentAt: began - runBegan,
    failedAt: [],
    attempts: 0,
    failures: [],
    orderId: null,
    ms: 0,
  };
  const body = JSON.stringify(wholeOrder(r));
  while (performance.now() - began < GIVE_UP_MS) {
    placed.attempts++;
    let status = 0;
    let wait = 1000;
    try {
      const res = await fetch(`${base}/api/order/placeOrder`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${r.cashier}`, 'idempotency-key': key },
        body,
        signal: AbortSignal.timeout(30_000),
      });
      status = res.status;
      const answer = (await res.json().catch(() => null)) as { id?: string; order?: { id?: string } } | null;
      if (status === 200 || status === 201) {
        placed.orderId = answer?.order?.id ?? answer?.id ?? 'unknown';
        placed.ms = performance.now() - began;
        return placed;
      }
      wait = Number(res.headers.get('retry-after') ?? 1) * 1000;
      // A refusal of the order itself (4xx other than 429) would be a bug of the rush, not an outage.
      if (status >= 400 && status < 500 && status !== 429) throw new Error(`placeOrder answered ${status}`);
    } catch (error) {
      if (status >= 400 && status < 500 && status !== 429) throw error;
    }
    placed.failedAt.push(performance.now() - runBegan);
    placed.failures.push(status);
    await sleep(Math.min(wait, 5_000));
  }
  return placed;
}

const p95 = (values: number[]) => Math.round(percentile(values, 95));

/** How long after a failure its effect on orders is looked for, in buckets of this size. */
const AFTER_MS = 120_000;
const BUCKET_MS = 5_000;

/**
 * Each failure's window (from its kill to the next), beside the one before any: orders and their p95, the
 * p95 of the first 30 s, the attempts that failed (no answer, 5xx, 429), and when it recovered: the end of
 * the last 5-second slice of the two minutes after the kill whose orders' p95 was over twice the p95
 * before any failure, or whose orders had a failed attempt (0: none was).
 */
export function windowRows(placed: Placed[], windows: { name: string; from: number; to: number }[]) {
  const done = placed.filter((p) => p.orderId);
  const baseline = p95(done.filter((p) => p.sentAt < windows[0]!.to).map((p) => p.ms));
  return windows.map((w, i) => {
    const inWindow = done.filter((p) => p.sentAt >= w.from && p.sentAt < w.to);
    let recovered = 0;
    for (let at = w.from; at < Math.min(w.to, w.from + AFTER_MS); at += BUCKET_MS) {
      const slice = placed.filter((p) => p.sentAt >= at && p.sentAt < at + BUCKET_MS);
      const troubled = slice.some((p) => p.failedAt.length) || p95(slice.map((p) => p.ms)) > 2 * baseline;
      if (troubled) recovered = at + BUCKET_MS - w.from;
    }
    return {
      window: w.name,
      orders: placed.filter((p) => p.sentAt >= w.from && p.sentAt < w.to).length,
      placed: inWindow.length,
      failedAttempts: placed.flatMap((p) => p.failedAt).filter((t) => t >= w.from && t < w.to).length,
      p50Ms: Math.round(
        percentile(
          inWindow.map((p) => p.ms),
          50,
        ),
      ),
      p95Ms: p95(inWindow.map((p) => p.ms)),
      p95First30sMs: p95(inWindow.filter((p) => p.sentAt < w.from + 30_000).map((p) => p.ms)),
      maxMs: Math.round(Math.max(...inWindow.map((p) => p.ms))),
      recoveredAfterMs: i === 0 ? null : recovered,
    };
  });
}
