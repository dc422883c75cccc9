import type { JobsOptions } from 'bullmq';
import type { RedisClient } from '../data/redis';
import type { Logger } from 'pino';
import { EventSender, OUTBOX_BATCH, type EventSubjects } from './event-sender';
import type { ReplayRequest } from './projection-check';
import { detached } from '../data/statement-count';

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
    this.running = detached(() => this.publishPending())
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

/**
 * A service's events to every subscriber, from a column outbox
 * (docs/architecture.md#events): each write moves a version on in its own
 * transaction; `kick()` after the commit publishes at once, a sweep every few
 * seconds sends what a failed kick left behind, and a subscriber's replay
 * queue asks for everything or for a check. With no subscriber nothing is
 * sent and nothing is marked sent, so a first subscriber receives every change.
 */
export class EventOutbox<Row, Event, Subject extends { id: string } = Row & { id: string }> {
  private readonly sender: EventSender<Event, Subject>;
  private readonly sweeper: OutboxSweeper;
  readonly active: boolean;

  constructor(
    /** Events of what: "restaurant", "order" (the job name, and the log's words). */
    name: string,
    queueOf: (subscriber: string) => string,
    subscribers: readonly string[],
    connection: RedisClient,
    log: Logger,
    jobs: JobsOptions,
    private readonly source: OutboxSource<Row, Event>,
    subjects: EventSubjects<Subject, Event>,
  ) {
    this.active = subscribers.length > 0;
    this.sender = new EventSender(name, queueOf, subscribers, connection, log, jobs, subjects, source.jobId);
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
        await this.sender.publish(event);
        await this.source.markSent(row, event);
        sent++;
      }
    }
  }

  /** A subscriber asked for everything, or for a check. */
  answer(request: ReplayRequest): Promise<void> {
    return this.sender.answer(request);
  }

  async close(): Promise<void> {
    await this.sweeper.close();
    await this.sender.close();
  }
}
