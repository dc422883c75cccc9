import { WaitingError, type Job, type Processor, type Queue, type Worker } from 'bullmq';
import type { RedisClient } from '../data/redis';
import type { Logger } from 'pino';
import type { EventSettings, StoreWatch } from './event-settings';
import {
  projectionCheckKey,
  CHECK_REPORT_JOB,
  digestCount,
  rollUp,
  widthFor,
  type CheckReport,
  type Digest,
  type ReplayRequest,
} from './projection-check';
import { createQueue, createConsumer } from './queues';

/**
 * A projection kept from another service's events, and how it never loses
 * one (docs/decisions/0027-events-never-lost.md): an event counts as
 * delivered when the consumer has applied it, not when it was queued.
 *
 * - While the consumer's database does not answer, a failed event waits for
 *   it (held by the job consumer, not a failed try), so an outage of any length
 *   spends no tries and the events apply as soon as it answers again.
 * - An event that fails while the database answers (its own fault) gets a few
 *   tries with backoff, then fails where the operator console shows it.
 * - Every few minutes the consumer sums what it holds and asks the sender to
 *   compare with its own rows; the sender sends again whatever differs,
 *   failed or lost jobs included, and tells the consumer what it found.
 */

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
  connection: RedisClient;
  commands: RedisClient;
  log: Logger;
  events: EventSettings;
  concurrency?: number;
}

/**
 * Applies an event; while the database does not answer, waits until it does
 * and applies again. Answers false when stopping came first (nothing
 * applied, no try spent); throws the event's own fault (the database answers).
 */
export async function applyWhenAnswering(
  apply: () => Promise<void>,
  store: StoreWatch,
  stopping: Promise<void>,
): Promise<boolean> {
  for (;;) {
    try {
      await apply();
      return true;
    } catch (error) {
      if (await store.answers()) throw error;
      const stopped = await Promise.race([store.untilBack().then(() => false), stopping.then(() => true)]);
      if (stopped) return false;
    }
  }
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
    if (await applyWhenAnswering(() => apply(job), store, stopping)) return;
    await job.moveToWait(token);
    throw new WaitingError();
  };
}

/**
 * What every projection does beside applying events, whatever carries them:
 * asks for everything when empty, compares itself with its sender every
 * period, and records what the sender found.
 */
export class ProjectionChecks<Event> {
  private readonly replay: Queue<ReplayRequest>;
  protected readonly log: Logger;
  private timer: NodeJS.Timeout | null = null;
  private checking: Promise<void> | null = null;

  constructor(protected readonly o: ProjectionOptions<Event>) {
    this.log = o.log.child({ queue: o.queue });
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
        `${projectionCheckKey(queue)}:turn`,
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
        await commands.hset(projectionCheckKey(queue), { problem });
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
      await commands.hset(projectionCheckKey(queue), { askedAt, held: count, problem: '' });
    } catch (error) {
      this.log.warn({ err: error }, `${this.o.what} projection not checked: RedisClient did not answer`);
    }
  }

  protected async recordReport(report: CheckReport): Promise<void> {
    const { answeredAt, resent, unknown } = report;
    await this.o.commands.hset(projectionCheckKey(this.o.queue), { answeredAt, resent, unknown });
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
    await this.replay.close();
  }
}

/** A projection kept from a BullMQ queue: its consumer and its periodic check. */
export class Projection<Event> extends ProjectionChecks<Event> {
  private readonly consumer: Worker<Event>;

  constructor(o: ProjectionOptions<Event>) {
    super(o);
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
    this.consumer = createConsumer<Event>(o.queue, apply, o.connection, this.log, o.concurrency);
    this.consumer.on('closing', stop);
  }

  override async close(): Promise<void> {
    await this.consumer.close();
    await super.close();
  }
}

/** Where a projection asks for everything: its sender's replay queue, as this subscriber. */
export type ReplaySource = Pick<ProjectionOptions<unknown>, 'replayQueue' | 'subscriber' | 'what' | 'commands' | 'log'>;

/**
 * Asks the sender for everything at most once a minute (one job a minute for
 * all replicas): for a copy that finds a subject missing while it serves a
 * request (a restaurant without a menu copy). Never throws: the request goes
 * on, and the periodic check catches up anyway.
 */
export class ReplayAsk {
  private lastMinute = -1;

  constructor(private readonly o: ReplaySource) {}

  async soon(why: string): Promise<void> {
    const minute = Math.floor(Date.now() / 60_000);
    if (this.lastMinute === minute) return;
    this.lastMinute = minute;
    const { subscriber, what, log } = this.o;
    try {
      const replay = createQueue<ReplayRequest>(this.o.replayQueue, this.o.commands);
      await replay.add('replay', { subscriber }, { jobId: `replay-${subscriber}-${minute}` });
      await replay.close();
      log.info({ why }, `asked for every ${what}`);
    } catch (error) {
      log.warn({ err: error }, `could not ask for every ${what}`);
    }
  }
}

/**
 * The consumer that keeps a projection from a sender's events (one queue per
 * subscriber): asks for everything first when the projection is empty, and
 * compares it with the sender every period.
 */
export function startProjection<Event>(o: ProjectionOptions<Event>): Promise<Projection<Event>> {
  return new Projection(o).start();
}
