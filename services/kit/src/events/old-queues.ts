import { Queue, type Worker } from 'bullmq';
import type { Logger } from 'pino';
import { isCluster, type RedisClient } from '../data/redis';

/** BullMQ's default prefix: where every queue lived before its keys had a hash tag (queues.ts queuePrefix). */
export const OLD_PREFIX = 'bull';
/** Looked at this long after start: a rolling upgrade's old replicas still add jobs under the old prefix meanwhile. */
const WATCHED_MS = 15 * 60_000;
const EVERY_MS = 30_000;

/**
 * The upgrade to hash-tagged queues (docs/decisions/0076-redis-cluster.md):
 * jobs still waiting, delayed or active under the old prefix are worked off
 * by a worker of the old prefix, started only while there are any. The old
 * queue's schedules are dropped (the new queue has its own). A Redis Cluster
 * holds no old queues: nothing is watched there.
 */
export function drainOldPrefix(
  consumer: Worker,
  connection: RedisClient,
  log: Logger,
  oldWorker: () => Worker,
  watchedMs = WATCHED_MS,
  everyMs = EVERY_MS,
): void {
  if (isCluster(connection)) return;
  const name = consumer.name;
  const until = Date.now() + watchedMs;
  const old = new Queue(name, { connection, prefix: OLD_PREFIX });
  old.on('error', () => undefined);
  let worker: Worker | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const look = async () => {
    for (const s of await old.getJobSchedulers()) await old.removeJobScheduler(s.key);
    const counts = await old.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children');
    const left = Object.values(counts).reduce((a, b) => a + b, 0);
    if (left > 0 && !worker && !stopped) {
      log.info({ queue: name, left }, 'jobs left under the old queue prefix: working them off');
      worker = oldWorker();
    } else if (left === 0 && worker) {
      log.info({ queue: name }, 'the old queue prefix is empty');
      const done = worker;
      worker = null;
      await done.close();
    }
    return left;
  };
  const next = () => {
    timer = setTimeout(() => {
      look()
        .then((left) => (left > 0 || Date.now() < until) && !stopped && next())
        .catch((error: unknown) => {
          log.warn({ err: error, queue: name }, 'old queue prefix not looked at; again later');
          if (!stopped) next();
        });
    }, everyMs);
    timer.unref();
  };
  consumer.on('closing', () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    void Promise.all([worker?.close(), old.close()]).catch(() => undefined);
  });
  void look()
    .catch((error: unknown) => log.warn({ err: error, queue: name }, 'old queue prefix not looked at; again later'))
    .finally(() => !stopped && next());
}
