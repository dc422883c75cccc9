import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { createWorker } from './queues';

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
