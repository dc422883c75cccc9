import {
  blockingConnection,
  createQueue,
  createConsumer,
  queueOptions,
  type Logger,
  type RedisClient,
} from '@zest/kit';
import { QueueEvents, type Job, type Queue, type Worker } from 'bullmq';
import { createHash } from 'node:crypto';
import type { DriversTenants } from '../db/client';
import type { DriverNotices } from '../live/driver-notices';
import { settle, type CashoutJob, type CashoutOutcome } from '../cashouts/ledger';
import type { TripEvents } from '../trips/trip-events';

export const CASHOUTS_QUEUE = 'cashouts';

/**
 * A job per cash-out key: BullMQ keeps one job per id, so a double click or
 * two managers with the same key queue one job; the id carries no ':' (BullMQ's
 * rule), hence the hash of the key.
 */
export const cashoutJobId = (restaurantId: string, key: string) =>
  `cashout-${restaurantId}-${createHash('sha256').update(key).digest('hex').slice(0, 40)}`;

/** What waiting for a cash-out answers: its outcome, or that it is still on the queue. */
export type Waited = CashoutOutcome | { outcome: 'pending' };

/**
 * The request side of the `cashouts` queue (docs/decisions/0021-cash-outs.md):
 * a cash-out is queued under its key and the request waits for the consumer's
 * answer, up to a limit, after which it answers "pending" and the screen asks
 * again with the key.
 */
export class CashoutQueue {
  private readonly queue: Queue<CashoutJob, CashoutOutcome>;
  private readonly events: QueueEvents;

  constructor(commands: RedisClient) {
    this.queue = createQueue(CASHOUTS_QUEUE, commands) as Queue<CashoutJob, CashoutOutcome>;
    // A blocking reader of the queue's events, on a connection of its own.
    this.events = new QueueEvents(CASHOUTS_QUEUE, queueOptions(CASHOUTS_QUEUE, blockingConnection(commands)));
  }

  async run(job: CashoutJob, waitMs: number): Promise<Waited> {
    const jobId = cashoutJobId(job.restaurantId, job.key);
    let queued = await this.queue.getJob(jobId);
    // The key is the first request's, also while it waits on the queue: another driver's is refused.
    if (queued && queued.data.driverId !== job.driverId) return { outcome: 'key-of-another-driver' };
    if (queued && queued.data.requestHash !== job.requestHash) return { outcome: 'key-reused' };
    // A job that failed for good is tried again: the settlement is safe to run twice under one key.
    if (queued && (await queued.isFailed())) await queued.retry('failed');
    queued ??= await this.queue.add('cashout', job, { jobId });
    try {
      return (await queued.waitUntilFinished(this.events, waitMs)) as CashoutOutcome;
    } catch {
      // Timed out, or failed this attempt (it is retried with backoff): the key reads the result later.
      return { outcome: 'pending' };
    }
  }

  /** Still on the queue (waiting, running or retrying) for this driver? */
  async isQueued(restaurantId: string, key: string, driverId: string): Promise<boolean> {
    const job = await this.queue.getJob(cashoutJobId(restaurantId, key));
    if (!job || job.data.driverId !== driverId) return false;
    const state = await job.getState();
    return state !== 'completed' && state !== 'failed' && state !== 'unknown';
  }

  async close(): Promise<void> {
    await this.events.close();
    await this.queue.close();
  }
}

/** The consumer: one settlement per job, in one transaction (cashouts/ledger.ts), then a notice to the screens. */
export function startCashoutConsumer(
  tenants: DriversTenants,
  notices: DriverNotices,
  tripEvents: TripEvents,
  connection: RedisClient,
  log: Logger,
): Worker<CashoutJob, CashoutOutcome> {
  return createConsumer<CashoutJob>(
    CASHOUTS_QUEUE,
    async (job: Job<CashoutJob>) => {
      const done = await tenants.run([job.data.restaurantId], (tx) => settle(tx, job.data));
      if (done.outcome === 'done' && !done.replayed) {
        tripEvents.kick();
        log.info(
          { restaurantId: job.data.restaurantId, driverId: job.data.driverId, cashoutId: done.cashoutId },
          'driver cashed out',
        );
        await notices.tell(job.data.restaurantId, 'cashout', { driverId: job.data.driverId });
      }
      return done;
    },
    connection,
    log.child({ queue: CASHOUTS_QUEUE }),
  ) as Worker<CashoutJob, CashoutOutcome>;
}
