import { conflict, KEY_REUSED, requestHash } from '@zest/kit';
import { and, eq, sql } from 'drizzle-orm';
import type { OrdersTransaction } from '../db/client';
import { idempotencyKeys } from '../db/schema';

export { KEY_REUSED };

export interface Once<T> {
  answer: T;
  /** True when the answer is the stored one of an earlier request with the same key. */
  replayed: boolean;
}

/**
 * Runs a write once per Idempotency-Key, inside the write's own transaction
 * (docs/decisions/0015-idempotency-keys.md). The key row is inserted first:
 * a concurrent request with the same key waits on it and then reads the
 * first answer; the same key with another request is a 409. Without a key
 * the work simply runs.
 */
export async function once<T extends Record<string, unknown>>(
  tx: OrdersTransaction,
  o: { restaurantId: string; operation: string; key: string | null | undefined; request: unknown },
  work: () => Promise<T>,
): Promise<Once<T>> {
  if (!o.key) return { answer: await work(), replayed: false };
  const hash = requestHash(o.request);
  const mine = await tx
    .insert(idempotencyKeys)
    .values({ restaurantId: o.restaurantId, operation: o.operation, key: o.key, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  const where = and(
    eq(idempotencyKeys.restaurantId, o.restaurantId),
    eq(idempotencyKeys.operation, o.operation),
    eq(idempotencyKeys.key, o.key),
  );
  if (mine.length) {
    const answer = await work();
    await tx.update(idempotencyKeys).set({ answer }).where(where);
    return { answer, replayed: false };
  }
  const [first] = await tx.select().from(idempotencyKeys).where(where);
  if (!first || first.requestHash !== hash || !first.answer) throw conflict(KEY_REUSED);
  return { answer: first.answer as T, replayed: true };
}

/** Keys older than a day are no longer needed: a client retries within minutes. */
export const IDEMPOTENCY_KEPT = sql`interval '24 hours'`;
