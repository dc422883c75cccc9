import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { conflict } from '../core/errors';
import { runPrepared, type PreparedStatement } from './prepared';

/** JSON with sorted keys: the same request always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * What an Idempotency-Key is stored with: a hash of the request it came
 * with, so the same key sent with a different request is told so (409).
 */
export const requestHash = (request: unknown): string => createHash('sha256').update(canonical(request)).digest('hex');

export const KEY_REUSED = 'This Idempotency-Key was already used for a different request. Send a new key.';

/**
 * The first answer to a request sent with an Idempotency-Key, stored in the
 * same transaction as its write: a retry gets the same answer and writes
 * nothing (docs/decisions/0015-idempotency-keys.md). A service that takes
 * keys re-exports this table from its src/db/schema.ts and guards it with
 * row-level security like its other tenant tables.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    restaurantId: uuid('restaurant_id').notNull(),
    operation: text('operation').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    answer: jsonb('answer').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.restaurantId, t.operation, t.key] }),
    index('idempotency_keys_restaurant_created_idx').on(t.restaurantId, t.createdAt),
  ],
);

export interface Once<T> {
  answer: T;
  /** True when the answer is the stored one of an earlier request with the same key. */
  replayed: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any service's schema: only this table is used
type Tx = Pick<NodePgDatabase<any>, 'insert' | 'update' | 'select'>;

/**
 * Runs a write once per Idempotency-Key, inside the write's own transaction.
 * The key row is inserted first: a concurrent request with the same key
 * waits on it and then reads the first answer; the same key with another
 * request is a 409. Without a key the work simply runs.
 */
export async function once<T extends Record<string, unknown>>(
  tx: Tx,
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
  return { answer: await storedAnswer<T>(tx, o, hash), replayed: true };
}

/**
 * The same, for a write whose answer is known before it runs (its ids made
 * by the caller): the key is stored with its answer in one statement, and
 * nothing else is written for it.
 */
export async function onceKnown<T extends Record<string, unknown>>(
  tx: Tx,
  o: { restaurantId: string; operation: string; key: string | null | undefined; request: unknown },
  answer: T,
  work: () => Promise<void>,
): Promise<Once<T>> {
  if (!o.key) return (await work(), { answer, replayed: false });
  const hash = requestHash(o.request);
  const mine = await runPrepared(tx, CLAIM_KEY, [o.restaurantId, o.operation, o.key, hash, JSON.stringify(answer)]);
  if (mine.length) return (await work(), { answer, replayed: false });
  return { answer: await storedAnswer<T>(tx, o, hash), replayed: true };
}

/** A key claimed with its answer, as a statement prepared once per connection (a cashier's every tap). */
const CLAIM_KEY: PreparedStatement = {
  name: 'kit_claim_idempotency_key',
  text: `INSERT INTO idempotency_keys (restaurant_id, operation, key, request_hash, answer)
    VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING key`,
};

/** The first answer given to a key already taken; the same key with another request is a 409. */
async function storedAnswer<T>(
  tx: Tx,
  o: { restaurantId: string; operation: string; key: string | null | undefined },
  hash: string,
): Promise<T> {
  const [first] = await tx
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.restaurantId, o.restaurantId),
        eq(idempotencyKeys.operation, o.operation),
        eq(idempotencyKeys.key, o.key!),
      ),
    );
  if (!first || first.requestHash !== hash || !first.answer) throw conflict(KEY_REUSED);
  return first.answer as T;
}

/**
 * How long a key is kept: a client online retries within minutes, but a tablet's outbox may send a paper
 * printed offline up to a week later (docs/decisions/0045-the-terminal-offline.md), under the keys it was
 * given then. Eight days, so a paper's last call still finds its first answer.
 */
export const IDEMPOTENCY_KEPT = sql`interval '8 days'`;
