import type { JobsOptions, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
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
import { createQueue, createWorker } from './queues';

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
 * A service's events to its subscribers, one queue each (BullMQ hands a job
 * to one worker, so every subscriber needs its own queue): published as
 * they happen, sent in full to a subscriber that asks, and compared with
 * what a subscriber holds when it asks for a check
 * (docs/decisions/0027-events-never-lost.md).
 */
export class EventSender<Event, Subject extends { id: string }> {
  // Typed by the methods below; BullMQ's job-name typing cannot follow a generic event.
  private readonly queues: Map<string, Queue<unknown>>;

  constructor(
    /** Events of what: "restaurant", "order" (the job name, and the log's words). */
    private readonly name: string,
    queueOf: (subscriber: string) => string,
    subscribers: readonly string[],
    connection: Redis,
    private readonly log: Logger,
    /** Tries and backoff of every event job (event-settings.ts eventJobs). */
    private readonly jobs: JobsOptions,
    private readonly subjects: EventSubjects<Subject, Event>,
    /** Subject and version: sending one version twice queues one job. */
    private readonly jobId: (event: Event) => string,
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

  /** A subscriber's replay queue asks: everything, or a check (projection-check.ts ReplayRequest). */
  async answer(request: ReplayRequest): Promise<void> {
    const queue = this.queues.get(request.subscriber);
    if (!queue) throw new Error(`Unknown subscriber "${request.subscriber}" of ${this.name} events`);
    const log = this.log.child({ queue: queue.name, subscriber: request.subscriber });
    if (!request.check) {
      log.info({ sent: await this.replay(queue) }, `${this.name} events replayed`);
      return;
    }
    const { width, held, askedAt } = request.check;
    const source = rollUp(await this.subjects.digest(), width);
    const { buckets, unknown } = differences(held, source);
    let resent = 0;
    if (buckets.length) {
      await this.eachSubject({ width, buckets }, async (event) => {
        await this.send(queue, event, true);
        resent++;
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
    await queue.add(CHECK_REPORT_JOB, report, { jobId: `check-report-${Date.parse(askedAt)}` });
    log[resent || unknown ? 'warn' : 'info'](report, `${this.name} events checked`);
  }

  /**
   * Everything to one subscriber that asked (its copy is new or was
   * emptied). Job ids of the replay's own, since the subscriber may have
   * dropped what it applied before. Answers how many were sent.
   */
  private async replay(queue: Queue<unknown>): Promise<number> {
    let sent = 0;
    const stamp = Date.now();
    let jobs: { name: string; data: Event; opts: JobsOptions }[] = [];
    const flush = async () => {
      await queue.addBulk(jobs);
      jobs = [];
    };
    await this.eachSubject(null, async (data) => {
      jobs.push({ name: this.name, data, opts: { ...this.jobs, jobId: `${this.jobId(data)}-replay-${stamp}` } });
      sent++;
      if (jobs.length >= OUTBOX_BATCH) await flush();
    });
    if (jobs.length) await flush();
    return sent;
  }

  /** Every subject (in `within` when given), page by page in id order, as its event now. */
  private async eachSubject(within: Buckets | null, send: (event: Event) => Promise<void>): Promise<void> {
    for (let after = NO_ID; ;) {
      const page = await this.subjects.page(after, OUTBOX_BATCH, within);
      if (!page.length) return;
      for (const subject of page) await send(await this.subjects.eventOf(subject));
      after = page[page.length - 1]!.id;
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
  }
}

/**
 * The worker answering a sender's replay queue (one request at a time): a
 * replay, retried like any job, or a check, which is dropped when it cannot
 * be answered (the subscriber asks again next period).
 */
export function startReplayWorker(
  queue: string,
  sender: { answer(request: ReplayRequest): Promise<void> },
  connection: Redis,
  log: Logger,
) {
  const queueLog = log.child({ queue });
  return createWorker<ReplayRequest>(
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
