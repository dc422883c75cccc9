import { WaitingError, type Job, type JobsOptions, type Processor, type Queue, type Worker } from 'bullmq';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgDatabase, PgTable } from 'drizzle-orm/pg-core';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { z } from 'zod';
import { within } from './http';
import { createQueue, createWorker, DEFAULT_JOB_OPTIONS } from './queues';

/**
 * A projection kept from another service's events, and how it never loses
 * one (docs/decisions/0027-events-never-lost.md): an event counts as
 * delivered when the consumer has applied it, not when it was queued.
 *
 * - While the consumer's database does not answer, a failed event waits for
 *   it (held by its worker, not a failed try), so an outage of any length
 *   spends no tries and the events apply as soon as it answers again.
 * - An event that fails while the database answers (its own fault) gets a few
 *   tries with backoff, then fails where the operator console shows it.
 * - Every few minutes the consumer sums what it holds and asks the sender to
 *   compare with its own rows; the sender sends again whatever differs,
 *   failed or lost jobs included, and tells the consumer what it found.
 */

/** How events travel, from each service's environment (kit/service.ts serviceEnv). */
export const eventEnv = {
  /** Tries of an event whose apply fails while the consumer's database answers. */
  EVENT_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(6),
  /** The wait before the second try, doubled for each next one. */
  EVENT_RETRY_SECONDS: z.coerce.number().positive().default(2),
  /** While the consumer's database does not answer: how often a held event asks it again. */
  EVENT_STORE_RETRY_SECONDS: z.coerce.number().positive().default(2),
  /** How often each projection is compared with its source. */
  EVENT_CHECK_EVERY_SECONDS: z.coerce.number().min(0.5).default(60),
};

export type EventConfig = z.infer<z.ZodObject<typeof eventEnv>>;

export const DEFAULT_EVENT_CONFIG: EventConfig = z.object(eventEnv).parse({});

/** The options of every event job a sender adds: its tries and their backoff. */
export const eventJobs = (config: EventConfig): JobsOptions => ({
  ...DEFAULT_JOB_OPTIONS,
  attempts: config.EVENT_ATTEMPTS,
  backoff: { type: 'exponential', delay: Math.round(config.EVENT_RETRY_SECONDS * 1000) },
});

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Whether the service's own database answers. Every event worker of the
 * process waits on the same probe while it is away.
 */
export class StoreWatch {
  private back: Promise<void> | null = null;

  constructor(
    private readonly probe: () => Promise<unknown>,
    private readonly everyMs: number,
    private readonly log: Logger,
  ) {}

  answers(): Promise<boolean> {
    return within(1_000, this.probe);
  }

  /** Resolves once the database answers again. */
  untilBack(): Promise<void> {
    this.back ??= (async () => {
      const since = Date.now();
      this.log.warn('the database does not answer: events wait for it');
      while (!(await this.answers())) await sleep(this.everyMs);
      this.log.info({ awayMs: Date.now() - since }, 'the database answers again: events apply');
    })().finally(() => (this.back = null));
    return this.back;
  }
}

export interface EventSettings {
  /** Options of the event jobs this service sends. */
  jobs: JobsOptions;
  checkEveryMs: number;
  /** This service's database, which its projections are kept in. */
  store: StoreWatch;
}

export function eventSettings(config: EventConfig, probe: () => Promise<unknown>, log: Logger): EventSettings {
  return {
    jobs: eventJobs(config),
    checkEveryMs: Math.round(config.EVENT_CHECK_EVERY_SECONDS * 1000),
    store: new StoreWatch(probe, Math.round(config.EVENT_STORE_RETRY_SECONDS * 1000), log),
  };
}

// -- The check: both sides sum what they hold per bucket. --

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
const checkKey = (queue: string) => `zest:projection-check:${queue}`;

export async function projectionCheckOf(redis: Redis, queue: string): Promise<ProjectionCheckView | null> {
  const seen = await redis.hgetall(checkKey(queue));
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

// -- The consumer. --

export interface ProjectionOptions<Event> {
  queue: string;
  replayQueue: string;
  subscriber: string;
  /** What the events are about, for the log: "restaurant", "order". */
  what: string;
  /** Applies one event; answers what the log says of it. */
  apply: (event: Event) => Promise<Record<string, unknown>>;
  isEmpty: () => Promise<boolean>;
  /** What the projection holds (versionDigest of its table). */
  digest: () => Promise<Digest>;
  connection: Redis;
  commands: Redis;
  log: Logger;
  events: EventSettings;
  concurrency?: number;
}

/**
 * An event that fails while the database does not answer waits here until it
 * does (the job stays active, its lock kept), then applies. Stopping puts it
 * back in the queue untried.
 */
function heldWhileAway<Data>(
  apply: (job: Job<Data>) => Promise<void>,
  store: StoreWatch,
  stopping: Promise<void>,
): Processor<Data> {
  return async (job, token) => {
    for (;;) {
      try {
        return await apply(job);
      } catch (error) {
        if (await store.answers()) throw error;
        const stopped = await Promise.race([store.untilBack().then(() => false), stopping.then(() => true)]);
        if (stopped) {
          await job.moveToWait(token);
          throw new WaitingError();
        }
      }
    }
  };
}

/** A running projection: its worker and its periodic check. */
export class Projection<Event> {
  private readonly worker: Worker<Event>;
  private readonly replay: Queue<ReplayRequest>;
  private readonly log: Logger;
  private timer: NodeJS.Timeout | null = null;
  private checking: Promise<void> | null = null;

  constructor(private readonly o: ProjectionOptions<Event>) {
    this.log = o.log.child({ queue: o.queue });
    let stop!: () => void;
    const stopping = new Promise<void>((resolve) => (stop = resolve));
    const apply = heldWhileAway<Event>(
      async (job) => {
        if (job.name === CHECK_REPORT_JOB) return this.recordReport(job.data as unknown as CheckReport);
        this.log.debug(await o.apply(job.data), `${o.what} event applied`);
      },
      o.events.store,
      stopping,
    );
    this.worker = createWorker<Event>(o.queue, apply, o.connection, this.log, o.concurrency);
    this.worker.on('closing', stop);
    this.replay = createQueue<ReplayRequest>(o.replayQueue, o.commands);
  }

  /** Asks for everything when the projection is empty; then checks it every period. */
  async start(): Promise<this> {
    if (await this.o.isEmpty()) {
      await this.replay.add('replay', { subscriber: this.o.subscriber });
      this.log.info(`asked for every ${this.o.what} (empty projection)`);
    }
    this.timer = setInterval(() => {
      this.checking ??= this.check().finally(() => (this.checking = null));
    }, this.o.events.checkEveryMs);
    this.timer.unref();
    return this;
  }

  /**
   * Sums what the projection holds and asks the sender to compare. One
   * replica a period does it: the first to take the turn.
   */
  async check(): Promise<void> {
    const { commands, queue, subscriber, events } = this.o;
    const askedAt = new Date().toISOString();
    try {
      const turn = await commands.set(
        `${checkKey(queue)}:turn`,
        askedAt,
        'PX',
        Math.max(100, events.checkEveryMs - 100),
        'NX',
      );
      if (turn !== 'OK') return;
      let held: Digest;
      try {
        held = await this.o.digest();
      } catch (error) {
        const problem = (await events.store.answers())
          ? 'The projection could not be read; the next check tries again.'
          : 'The database did not answer; the next check tries again.';
        this.log.warn({ err: error }, `${this.o.what} projection not checked: ${problem}`);
        await commands.hset(checkKey(queue), { problem });
        return;
      }
      const count = digestCount(held);
      const width = widthFor(count);
      const request: ReplayRequest = { subscriber, check: { width, held: rollUp(held, width), askedAt } };
      // One request waits at a time, and one that fails is dropped: the next period asks again.
      await this.replay.add('check', request, {
        jobId: `check-${subscriber}`,
        attempts: 1,
        removeOnComplete: true,
        removeOnFail: true,
      });
      await commands.hset(checkKey(queue), { askedAt, held: count, problem: '' });
    } catch (error) {
      this.log.warn({ err: error }, `${this.o.what} projection not checked: Redis did not answer`);
    }
  }

  private async recordReport(report: CheckReport): Promise<void> {
    const { answeredAt, resent, unknown } = report;
    await this.o.commands.hset(checkKey(this.o.queue), { answeredAt, resent, unknown });
    const found = [
      ...(resent ? [`the sender sent ${resent} again`] : []),
      ...(unknown ? [`${unknown} held that the sender does not know`] : []),
    ];
    this.log[found.length ? 'warn' : 'info'](
      { ...report, what: this.o.what },
      `${this.o.what} projection checked: ${found.join('; ') || 'in step'}`,
    );
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.checking;
    await this.worker.close();
    await this.replay.close();
  }
}

/**
 * The worker that keeps a projection from a sender's events (one queue per
 * subscriber): asks for everything first when the projection is empty, and
 * compares it with the sender every period.
 */
export function startProjection<Event>(o: ProjectionOptions<Event>): Promise<Projection<Event>> {
  return new Projection(o).start();
}
