import { randomUUID } from 'node:crypto';
import type { FleetRestaurant } from '../fleet/setup';

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
  const body = JSON.stringify({
    restaurant_id: r.id,
    order_type: 'togo',
    lines: [
      { product_id: r.productId },
      { product_id: r.productId, quantity: 2 },
      { product_name: 'Extra napkins', product_price: '0.25' },
    ],
    print: true,
    tender: 'card',
  });
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
