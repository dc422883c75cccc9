import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { createQueue, createWorker } from './queues';

/**
 * The sending half of an outbox. A service records what it still has to
 * publish in its own database, in the writing transaction (a `version`
 * ahead of a `published_version`); `publishPending` sends those rows and
 * marks them sent. `kick()` after a commit publishes at once without making
 * the request wait; a sweep every few seconds sends whatever a failed kick
 * (Redis away) left behind, so nothing is lost.
 */
export class OutboxSweeper {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    /** What is published, for the log: "restaurant events". */
    private readonly what: string,
    private readonly publishPending: () => Promise<number>,
    private readonly log: Logger,
  ) {}

  /** After a write commits: publish now; a kick during a run makes one more run. */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.publishPending()
      .then(() => undefined)
      .catch((error: unknown) => this.log.warn({ err: error }, `${this.what} not published yet; the sweep retries`))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Every few seconds, whatever a failed kick left behind. */
  start(everyMs = 5_000): void {
    this.kick();
    this.timer = setInterval(() => this.kick(), everyMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}

/**
 * The queues of an event's subscribers, one each (BullMQ hands a job to one
 * worker, so every subscriber needs its own queue).
 */
export class SubscriberQueues<Event> {
  // Typed by the methods below; BullMQ's job-name typing cannot follow a generic event.
  private readonly queues: Map<string, Queue<unknown>>;

  constructor(
    private readonly name: string,
    queueOf: (subscriber: string) => string,
    subscribers: readonly string[],
    connection: Redis,
    log: Logger,
  ) {
    this.queues = new Map(
      subscribers.map((s) => {
        const queue = createQueue<unknown>(queueOf(s), connection);
        // Redis away is expected now and then: the outbox keeps what is not sent yet.
        queue.on('error', (error) => log.warn({ err: error, queue: queue.name }, `${name} events queue unavailable`));
        return [s, queue];
      }),
    );
  }

  /** To every subscriber; the job id (subject and version) makes sending the same version twice harmless. */
  async publish(event: Event, jobId: string): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.add(this.name, event, { jobId })));
  }

  /**
   * Everything to one subscriber that asked (its copy is new or was
   * emptied): rows read page by page in id order, each turned into its
   * event. Job ids of the replay's own, since the subscriber may have
   * dropped what it applied before. Answers how many were sent.
   */
  async replay<Row extends { id: string }>(
    subscriber: string,
    page: (after: string) => Promise<Row[]>,
    eventOf: (row: Row) => Event | Promise<Event>,
    jobIdOf: (event: Event) => string,
  ): Promise<number> {
    const queue = this.queues.get(subscriber);
    if (!queue) throw new Error(`Unknown subscriber "${subscriber}" of ${this.name} events`);
    let after = '00000000-0000-0000-0000-000000000000';
    let sent = 0;
    for (;;) {
      const rows = await page(after);
      if (!rows.length) return sent;
      const jobs = [];
      for (const row of rows) {
        const data = await eventOf(row);
        jobs.push({ name: this.name, data, opts: { jobId: `${jobIdOf(data)}-replay-${Date.now()}` } });
      }
      await queue.addBulk(jobs);
      sent += rows.length;
      after = rows[rows.length - 1]!.id;
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
  }
}

/** A replay request: the subscriber's copy is new or was emptied, so it asks for everything. */
export interface ReplayRequest {
  subscriber: string;
}

/** The worker answering replay requests on `queue` with `replay(subscriber)` (one at a time). */
export function startReplayWorker(
  queue: string,
  replay: (subscriber: string) => Promise<number>,
  connection: Redis,
  log: Logger,
) {
  const queueLog = log.child({ queue });
  return createWorker<ReplayRequest>(
    queue,
    async (job) => {
      const sent = await replay(job.data.subscriber);
      queueLog.info({ subscriber: job.data.subscriber, sent }, 'replayed');
    },
    connection,
    queueLog,
    1,
  );
}

/** Where an outbox's pending changes live: the sender's own table, read and marked in its own database. */
export interface OutboxSource<Row, Event> {
  /** Up to `limit` rows whose change is not published yet, oldest change first. */
  pending(limit: number): Promise<Row[]>;
  /** The event a row sends now. */
  toEvent(row: Row): Event | Promise<Event>;
  /** Marks the event's version sent (never moving the mark back: another replica may be ahead). */
  markSent(row: Row, event: Event): Promise<void>;
  /** The job id: subject and version, so sending one version twice queues one job. */
  jobId(event: Event): string;
}

const OUTBOX_BATCH = 200;

/**
 * A service's events to every subscriber, from a column outbox
 * (docs/architecture.md#events): each write moves a version on in its own
 * transaction; `kick()` after the commit publishes at once, a sweep every few
 * seconds sends what a failed kick left behind, a replay sends everything to
 * one subscriber that asks. With no subscriber nothing is sent and nothing is
 * marked sent, so a first subscriber receives every change.
 */
export class EventOutbox<Row, Event> {
  private readonly queues: SubscriberQueues<Event>;
  private readonly sweeper: OutboxSweeper;
  readonly active: boolean;

  constructor(
    /** Events of what: "restaurant", "order" (the job name, and the log's words). */
    name: string,
    queueOf: (subscriber: string) => string,
    subscribers: readonly string[],
    connection: Redis,
    log: Logger,
    private readonly source: OutboxSource<Row, Event>,
  ) {
    this.active = subscribers.length > 0;
    this.queues = new SubscriberQueues(name, queueOf, subscribers, connection, log);
    this.sweeper = new OutboxSweeper(`${name} events`, () => this.publishPending(), log);
  }

  /** After a write commits: publish now, without making the request wait. */
  kick(): void {
    if (this.active) this.sweeper.kick();
  }

  startSweeping(everyMs = 5_000): void {
    if (this.active) this.sweeper.start(everyMs);
  }

  /** Sends what is pending, oldest change first; answers how many were sent. */
  async publishPending(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await this.source.pending(OUTBOX_BATCH);
      if (!rows.length) return sent;
      for (const row of rows) {
        const event = await this.source.toEvent(row);
        await this.queues.publish(event, this.source.jobId(event));
        await this.source.markSent(row, event);
        sent++;
      }
    }
  }

  /** Everything to one subscriber that asked: `page(after)` lists rows in id order from after the given id. */
  replay<R extends { id: string }>(
    subscriber: string,
    page: (after: string, limit: number) => Promise<R[]>,
    eventOf: (row: R) => Event | Promise<Event>,
  ): Promise<number> {
    return this.queues.replay(
      subscriber,
      (after) => page(after, OUTBOX_BATCH),
      eventOf,
      (e) => this.source.jobId(e),
    );
  }

  async close(): Promise<void> {
    await this.sweeper.close();
    await this.queues.close();
  }
}
