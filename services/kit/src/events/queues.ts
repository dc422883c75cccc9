import { Queue, Worker, type Job, type JobsOptions, type Processor } from 'bullmq';
import type { Logger } from 'pino';
import { connectRedis, type RedisClient, type RedisSettings } from '../data/redis';
import { drainOldPrefix, OLD_PREFIX } from './old-queues';

export type { JobsOptions };

/**
 * BullMQ on Redis, with the production defaults in one place: producers fail
 * fast, consumers wait for Redis forever, jobs retry with backoff, finished jobs
 * do not pile up, failed ones stay visible for a week.
 */
export function redisForCommands(settings: RedisSettings): RedisClient {
  return connectRedis(settings, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}

/** Consumers' connection: BullMQ gives each worker's blocking read a duplicate of it. */
export function redisForConsumers(settings: RedisSettings): RedisClient {
  return connectRedis(settings, { maxRetriesPerRequest: null });
}

/**
 * Each queue's keys under a hash tag of its own name ("bull:{orders-email}:…"):
 * a queue's keys share a slot on a Redis Cluster, and the queues spread over
 * its nodes. Every Queue, Worker and QueueEvents is made with these.
 */
export const queuePrefix = (name: string) => `bull:{${name}}`;
export const queueOptions = (name: string, connection: RedisClient) => ({ connection, prefix: queuePrefix(name) });

export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { age: 3_600, count: 1_000 },
  removeOnFail: { age: 7 * 24 * 3_600 },
};

export function createQueue<Data>(name: string, connection: RedisClient): Queue<Data> {
  return new Queue<Data>(name, { ...queueOptions(name, connection), defaultJobOptions: DEFAULT_JOB_OPTIONS });
}

/**
 * A failed job keeps its error's message for the operator console: a
 * database error says what the database refused, not the whole query with
 * its parameters (drizzle's "Failed query: … params: …"), which may carry
 * the job's data.
 */
export function plainFailure(error: unknown): unknown {
  const cause = error instanceof Error ? error.cause : undefined;
  if (error instanceof Error && error.message.startsWith('Failed query') && cause instanceof Error)
    return new Error(`The database refused it: ${cause.message}`, { cause: error });
  return error;
}

function plainFailures<Data>(processor: Processor<Data>): Processor<Data> {
  return async (job, token, signal) => {
    try {
      return await processor(job, token, signal);
    } catch (error) {
      throw plainFailure(error);
    }
  };
}

/**
 * The queues (and streams' consumer groups, by their queue name) this process
 * takes work from: the operator console must list each (service.ts checks).
 */
const consumed = new Set<string>();
export const consumedQueues = (): string[] => [...consumed];
export const markConsumed = (name: string) => void consumed.add(name);

export function createConsumer<Data>(
  name: string,
  processor: Processor<Data>,
  connection: RedisClient,
  log: Logger,
  concurrency = 4,
): Worker<Data> {
  consumed.add(name);
  const worker = (prefix: string) => {
    const w = new Worker<Data>(name, plainFailures(processor), { connection, prefix, concurrency, autorun: true });
    w.on('failed', (job: Job<Data> | undefined, error: Error) => {
      const final = job ? job.attemptsMade >= (job.opts.attempts ?? 1) : true;
      log[final ? 'error' : 'warn'](
        { queue: name, jobId: job?.id, attempt: job?.attemptsMade, err: error },
        final ? 'job failed for good' : 'job failed, will retry',
      );
    });
    w.on('error', (error) => log.error({ queue: name, err: error }, 'consumer error'));
    return w;
  };
  const consumer = worker(queuePrefix(name));
  drainOldPrefix(consumer as Worker, connection, log, () => worker(OLD_PREFIX) as Worker);
  return consumer;
}
