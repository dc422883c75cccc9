import { queueOptions } from '@zest/kit';
import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';

/** Asks until `check` answers something, or fails after `timeoutMs`. */
export async function until<T>(what: string, check: () => Promise<T | null | undefined | false>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await check();
    if (answer) return answer;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A job that fails for good on a real queue of the test stack: data its
 * consumer refuses, one attempt. Answers the job's id once it has failed.
 */
export async function failedJob(queueName: string, data: Record<string, unknown>): Promise<string> {
  const redis = new Redis(process.env.ZEST_TEST_REDIS_URL_SERVER!, { maxRetriesPerRequest: null });
  const queue = new Queue(queueName, queueOptions(queueName, redis));
  try {
    const job = await queue.add('console-test', data, { jobId: `console-test-${randomUUID()}`, attempts: 1 });
    await until(`${queueName}/${job.id} to fail`, async () => (await queue.getJobState(job.id!)) === 'failed');
    return job.id!;
  } finally {
    await queue.close();
    redis.disconnect();
  }
}

const streamIdAtLeast = (a: string, b: string) => {
  const [am, as] = a.split('-').map(BigInt);
  const [bm, bs] = b.split('-').map(BigInt);
  return am! > bm! || (am === bm && as! >= bs!);
};

/**
 * Events on a stream of the test stack (kit/events/event-stream.ts), as a sender
 * puts them, one after another; answers once the group's consumer has
 * applied each (read and acknowledged).
 */
export async function sendOnStream(
  stream: string,
  group: string,
  kind: string,
  events: { id: string; version: number }[],
) {
  const redis = new Redis(process.env.ZEST_TEST_REDIS_URL_SERVER!, { maxRetriesPerRequest: null });
  try {
    for (const event of events) {
      const fields = ['k', kind, 'i', `${kind}-${event.id}-${event.version}`, 'd', JSON.stringify(event)];
      const id = (await redis.xadd(stream, '*', ...fields))!;
      await until(`${kind} ${event.id} v${event.version} to apply`, async () => {
        const groups = (await redis.xinfo('GROUPS', stream)) as unknown[][];
        const mine = groups.map((g) => g.map(String)).find((g) => g[g.indexOf('name') + 1] === group);
        const delivered = mine?.[mine.indexOf('last-delivered-id') + 1];
        if (!delivered || !streamIdAtLeast(delivered, id)) return false;
        return !((await redis.xpending(stream, group, id, id, 1)) as unknown[]).length;
      });
    }
  } finally {
    redis.disconnect();
  }
}

/** The newest entry of a stream of the test stack whose id (`i`) passes `which`, among its latest 5,000; its data. */
export async function onStreamLately<T>(stream: string, which: (id: string) => boolean): Promise<T | undefined> {
  const redis = new Redis(process.env.ZEST_TEST_REDIS_URL_SERVER!, { maxRetriesPerRequest: null });
  try {
    for (const [, fields] of await redis.xrevrange(stream, '+', '-', 'COUNT', 5_000)) {
      const field = (name: string) => fields[fields.indexOf(name) + 1]!;
      if (which(field('i'))) return JSON.parse(field('d')) as T;
    }
    return undefined;
  } finally {
    redis.disconnect();
  }
}
