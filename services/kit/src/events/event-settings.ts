import type { JobsOptions } from 'bullmq';
import type { Logger } from 'pino';
import { z } from 'zod';
import { within } from '../core/readiness';
import { DEFAULT_JOB_OPTIONS } from './queues';

/** How events travel, from each service's environment (kit/http/service.ts serviceEnv). */
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
 * Whether the service's own database answers. Every event consumer of the
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
