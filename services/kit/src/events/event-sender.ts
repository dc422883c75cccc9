import type { JobsOptions, Queue } from 'bullmq';
import type { RedisClient } from '../data/redis';
import type { Logger } from 'pino';
import {
  CHECK_REPORT_JOB,
  differences,
  digestCount,
  rollUp,
  type Buckets,
  type CheckReport,
  type Digest,
  type ReplayRequest,
} from './projection-check';
import { createQueue, createConsumer } from './queues';

/**
 * What a sender holds, as its subscribers should hold it: for a replay (all
 * of it) and for a check (its digest, and the subjects of the buckets that
 * differ). Every subject, deleted ones too.
 */
export interface EventSubjects<Subject extends { id: string }, Event> {
  /** Count and version sum per bucket (projection-check.ts versionDigest). */
  digest(): Promise<Digest>;
  /** Up to `limit` subjects after `after` in id order; only those in `within` when given (inBuckets). */
  page(after: string, limit: number, within: Buckets | null): Promise<Subject[]>;
  /** The event a subject sends now. */
  eventOf(subject: Subject): Event | Promise<Event>;
}

/** Subjects read, and jobs added, at a time. */
export const OUTBOX_BATCH = 200;
const NO_ID = '00000000-0000-0000-0000-000000000000';

/**
 * What every sender answers a subscriber that asks on its replay queue
 * (docs/decisions/0027-events-never-lost.md): everything, or a check (its
 * digest compared with the subscriber's, the subjects of the buckets that
 * differ sent again, and a report). How the events travel is the transport's
 * (BullMQ queues here, a Redis stream in event-stream.ts).
 */
export abstract class SubjectSender<Event, Subject extends { id: string }> {
  constructor(
    /** Events of what: "restaurant", "order" (the job name, and the log's words). */
    protected readonly name: string,
    protected readonly log: Logger,
    private readonly subjects: EventSubjects<Subject, Event>,
  ) {}

  /** Where the subscriber's events go, for the log; throws for a subscriber this sender does not know. */
  protected abstract channelOf(subscriber: string): string;
  /** A page of events sent again to one subscriber (a check found them behind). */
  protected abstract sendAgain(subscriber: string, events: Event[]): Promise<void>;
  /** A page of a replay to one subscriber; `stamp` tells this replay's events from earlier sends. */
  protected abstract replayPage(subscriber: string, events: Event[], stamp: number): Promise<void>;
  protected abstract report(subscriber: string, report: CheckReport): Promise<void>;

  /** A subscriber's replay queue asks: everything, or a check (projection-check.ts ReplayRequest). */
  async answer(request: ReplayRequest): Promise<void> {
    const { subscriber } = request;
    const log = this.log.child({ queue: this.channelOf(subscriber), subscriber });
    if (!request.check) {
      const stamp = Date.now();
      let sent = 0;
      await this.eachPage(null, async (events) => {
        await this.replayPage(subscriber, events, stamp);
        sent += events.length;
      });
      log.info({ sent }, `${this.name} events replayed`);
      return;
    }
    const { width, held, askedAt } = request.check;
    const source = rollUp(await this.subjects.digest(), width);
    const { buckets, unknown } = differences(held, source);
    let resent = 0;
    if (buckets.length) {
      await this.eachPage({ width, buckets }, async (events) => {
        await this.sendAgain(subscriber, events);
        resent += events.length;
      });
    }
    const report: CheckReport = {
      askedAt,
      answeredAt: new Date().toISOString(),
      held: digestCount(held),
      source: digestCount(source),
      resent,
      unknown,
    };
    await this.report(subscriber, report);
    log[resent || unknown ? 'warn' : 'info'](report, `${this.name} events checked`);
  }

  /** Every subject (in `within` when given), page by page in id order, as its event now. */
  private async eachPage(within: Buckets | null, send: (events: Event[]) => Promise<void>): Promise<void> {
    for (let after = NO_ID; ;) {
      const page = await this.subjects.page(after, OUTBOX_BATCH, within);
      if (!page.length) return;
      const events: Event[] = [];
      for (const subject of page) events.push(await this.subjects.eventOf(subject));
      await send(events);
      after = page[page.length - 1]!.id;
    }
  }
}

/**
 * A service's events to its subscribers, one queue each (BullMQ hands a job
 * to one consumer, so every subscriber needs its own queue): published as
 * they happen, sent in full to a subscriber that asks, and compared with
 * what a subscriber holds when it asks for a check.
 */
export class EventSender<Event, Subject extends { id: string }> extends SubjectSender<Event, Subject> {
  // Typed by the methods below; BullMQ's job-name typing cannot follow a generic event.
  private readonly queues: Map<string, Queue<unknown>>;

  constructor(
    name: string,
    queueOf: (subscriber: string) => string,
    subscribers: readonly string[],
    connection: RedisClient,
    log: Logger,
    /** Tries and backoff of every event job (event-settings.ts eventJobs). */
    private readonly jobs: JobsOptions,
    subjects: EventSubjects<Subject, Event>,
    /** Subject and version: sending one version twice queues one job. */
    private readonly jobId: (event: Event) => string,
  ) {
    super(name, log, subjects);
    this.queues = new Map(
      subscribers.map((s) => {
        const queue = createQueue<unknown>(queueOf(s), connection);
        // Redis away is expected now and then: the outbox keeps what is not sent yet.
        queue.on('error', (error) => log.warn({ err: error, queue: queue.name }, `${name} events queue unavailable`));
        return [s, queue];
      }),
    );
  }

  /** To every subscriber. */
  async publish(event: Event): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => this.send(q, event, false)));
  }

  /**
   * One event on one queue under its own job id. A job of that id that failed
   * is replaced, never taken for the event (BullMQ keeps a failed job a week,
   * and adding its id again would add nothing); `again` replaces a finished
   * one too, for a subscriber found without it.
   */
  private async send(queue: Queue<unknown>, event: Event, again: boolean): Promise<void> {
    const jobId = this.jobId(event);
    const state = await queue.getJobState(jobId);
    if (state === 'failed' || (again && state === 'completed')) await queue.remove(jobId);
    await queue.add(this.name, event, { ...this.jobs, jobId });
  }

  private queueOf(subscriber: string): Queue<unknown> {
    const queue = this.queues.get(subscriber);
    if (!queue) throw new Error(`Unknown subscriber "${subscriber}" of ${this.name} events`);
    return queue;
  }

  protected channelOf(subscriber: string): string {
    return this.queueOf(subscriber).name;
  }

  protected async sendAgain(subscriber: string, events: Event[]): Promise<void> {
    for (const event of events) await this.send(this.queueOf(subscriber), event, true);
  }

  /** Job ids of the replay's own, since the subscriber may have dropped what it applied before. */
  protected async replayPage(subscriber: string, events: Event[], stamp: number): Promise<void> {
    const opts = (data: Event) => ({ ...this.jobs, jobId: `${this.jobId(data)}-replay-${stamp}` });
    await this.queueOf(subscriber).addBulk(events.map((data) => ({ name: this.name, data, opts: opts(data) })));
  }

  protected async report(subscriber: string, report: CheckReport): Promise<void> {
    await this.queueOf(subscriber).add(CHECK_REPORT_JOB, report, {
      jobId: `check-report-${Date.parse(report.askedAt)}`,
    });
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
  }
}

/**
 * The consumer answering a sender's replay queue (one request at a time): a
 * replay, retried like any job, or a check, which is dropped when it cannot
 * be answered (the subscriber asks again next period).
 */
export function startReplayConsumer(
  queue: string,
  sender: { answer(request: ReplayRequest): Promise<void> },
  connection: RedisClient,
  log: Logger,
) {
  const queueLog = log.child({ queue });
  return createConsumer<ReplayRequest>(
    queue,
    async (job) => {
      try {
        await sender.answer(job.data);
      } catch (error) {
        if (!job.data.check) throw error;
        queueLog.warn({ err: error, subscriber: job.data.subscriber }, 'check not answered; the subscriber asks again');
      }
    },
    connection,
    queueLog,
    1,
  );
}
