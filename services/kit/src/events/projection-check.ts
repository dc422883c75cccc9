import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgDatabase, PgTable } from 'drizzle-orm/pg-core';
import type { RedisClient } from '../data/redis';

/**
 * How a projection is compared with its source (projection.ts, outbox.ts;
 * docs/decisions/0027-events-never-lost.md): both sides sum what they hold
 * per bucket, and the messages between them.
 */

/**
 * Per bucket (the subjects whose id starts with the same hex digits): how
 * many subjects, and the sum of their versions. A projection never holds a
 * version ahead of its source's, so an equal count and an equal sum mean
 * every version is equal.
 */
export type Digest = Record<string, [count: number, versionSum: string]>;

/** Buckets a reply is limited to. */
export interface Buckets {
  width: number;
  buckets: string[];
}

/** The finest buckets: 4096, a request of about 100 kB. */
const FINEST = 3;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any service's database or transaction
type Reader = Pick<PgDatabase<any, any, any>, 'select'>;

/** What a table holds, as the finest digest: one scan, grouped by the first hex digits of `id`. */
export async function versionDigest(
  db: Reader,
  table: PgTable,
  id: AnyPgColumn,
  version: AnyPgColumn,
  where?: SQL,
): Promise<Digest> {
  const bucket = sql<string>`left(${id}::text, ${sql.raw(String(FINEST))})`;
  const rows = await db
    .select({ bucket, count: sql<number>`count(*)::int`, sum: sql<string>`sum(${version})::text` })
    .from(table)
    .where(where)
    .groupBy(bucket);
  return Object.fromEntries(rows.map((r) => [r.bucket, [r.count, r.sum]]));
}

export const digestCount = (digest: Digest) => Object.values(digest).reduce((n, [count]) => n + count, 0);

/** About sixteen subjects a bucket, so a bucket sent again is small. */
export const widthFor = (count: number) =>
  Math.min(FINEST, Math.max(1, Math.ceil(Math.log(count / 16) / Math.log(16))));

/** A digest in coarser buckets. */
export function rollUp(digest: Digest, width: number): Digest {
  const sums = new Map<string, [number, bigint]>();
  for (const [bucket, [count, sum]] of Object.entries(digest)) {
    const key = bucket.slice(0, width);
    const [n, s] = sums.get(key) ?? [0, 0n];
    sums.set(key, [n + count, s + BigInt(sum)]);
  }
  return Object.fromEntries([...sums].map(([key, [n, s]]) => [key, [n, s.toString()]]));
}

/** The buckets that differ, and how many subjects the consumer holds that the source does not have. */
export function differences(held: Digest, source: Digest): { buckets: string[]; unknown: number } {
  const buckets: string[] = [];
  let unknown = 0;
  for (const key of new Set([...Object.keys(held), ...Object.keys(source)])) {
    const [heldCount, heldSum] = held[key] ?? [0, '0'];
    const [count, sum] = source[key] ?? [0, '0'];
    if (heldCount !== count || heldSum !== sum) buckets.push(key);
    unknown += Math.max(0, heldCount - count);
  }
  return { buckets: buckets.sort(), unknown };
}

/** Only the subjects in these buckets; everything when null. */
export const inBuckets = (id: AnyPgColumn, within: Buckets | null): SQL | undefined =>
  within ? inArray(sql`left(${id}::text, ${sql.raw(String(within.width))})`, within.buckets) : undefined;

// -- The messages between a projection and its source. --

/**
 * subscriber → sender, on the sender's replay queue: send everything (a new
 * or emptied projection), or, with `check`, compare with what the
 * subscriber holds and send again whatever differs.
 */
export interface ReplayRequest {
  subscriber: string;
  check?: { width: number; held: Digest; askedAt: string };
}

/** sender → subscriber, on its event queue: what a check found. */
export const CHECK_REPORT_JOB = 'projection-check';

export interface CheckReport {
  askedAt: string;
  answeredAt: string;
  /** Subjects the consumer held, and the source has. */
  held: number;
  source: number;
  /** Subjects sent again: missing or behind in the projection (or changed while the check ran). */
  resent: number;
  /** Subjects the consumer holds that the source does not know. */
  unknown: number;
}

/** What the operator console shows of a projection's last check. */
export interface ProjectionCheckView {
  askedAt: string | null;
  answeredAt: string | null;
  held: number | null;
  resent: number | null;
  unknown: number | null;
  problem: string | null;
}

/** The consumer's record of its checks, one hash per queue, read by every replica's console. */
export const projectionCheckKey = (queue: string) => `zest:projection-check:${queue}`;

export async function projectionCheckOf(redis: RedisClient, queue: string): Promise<ProjectionCheckView | null> {
  const seen = await redis.hgetall(projectionCheckKey(queue));
  if (!seen.askedAt && !seen.problem) return null;
  const number = (value: string | undefined) => (value ? Number(value) : null);
  return {
    askedAt: seen.askedAt || null,
    answeredAt: seen.answeredAt || null,
    held: number(seen.held),
    resent: number(seen.resent),
    unknown: number(seen.unknown),
    problem: seen.problem || null,
  };
}
