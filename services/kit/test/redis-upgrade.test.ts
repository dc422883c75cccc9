import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { createConsumer, deadLettersKey, moveOldDeadLetters, OLD_PREFIX, queuePrefix } from '../src';
import { until } from '../../../tools/test/jobs';

/**
 * The upgrade to hash-tagged keys on one Redis server
 * (docs/decisions/0076-redis-cluster.md): jobs left under BullMQ's old
 * prefix are still worked off, the old queue's schedules are dropped, and a
 * stream's dead letters move to their key in the stream's slot.
 */
const log = pino({ level: 'silent' });
const redis = new Redis(process.env.ZEST_TEST_REDIS_URL_SERVER!, { maxRetriesPerRequest: null });
afterAll(() => redis.quit());

it('works off the jobs an older release queued under the old prefix, and drops its schedules', async () => {
  const name = `upgrade-${randomUUID()}`;
  const old = new Queue<{ n: number }>(name, { connection: redis, prefix: OLD_PREFIX });
  await old.add('left', { n: 1 });
  await old.add('left', { n: 2 }, { delay: 300 });
  await old.upsertJobScheduler('every-hour', { every: 3_600_000 }, { name: 'tick', data: { n: 0 } });
  const done: number[] = [];
  const consumer = createConsumer<{ n: number }>(name, async (job) => void done.push(job.data.n), redis, log);
  try {
    const current = new Queue<{ n: number }>(name, { connection: redis, prefix: queuePrefix(name) });
    await current.add('new', { n: 3 });
    await until('every job done', async () => [1, 2, 3].every((n) => done.includes(n)), 15_000);
    // The schedule's iteration already queued (n 0) runs once; no further one is scheduled.
    expect(await old.getJobSchedulers()).toEqual([]);
    await current.close();
  } finally {
    await consumer.close();
    await old.obliterate({ force: true });
    await old.close();
  }
});

it("moves a stream's dead letters to their key in the stream's slot", async () => {
  const stream = `test:stream:${randomUUID()}`;
  await redis.hset(`${stream}:dead:tester`, 'order-1', '{"id":"order-1"}');
  expect(await moveOldDeadLetters(redis, stream, 'tester')).toBe(1);
  expect(deadLettersKey(stream, 'tester')).toBe(`{${stream}}:dead:tester`);
  expect(await redis.hgetall(deadLettersKey(stream, 'tester'))).toEqual({ 'order-1': '{"id":"order-1"}' });
  expect(await redis.exists(`${stream}:dead:tester`)).toBe(0);
  await redis.del(deadLettersKey(stream, 'tester'));
});
