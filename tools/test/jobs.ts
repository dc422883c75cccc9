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
 * worker refuses, one attempt. Answers the job's id once it has failed.
 */
export async function failedJob(queueName: string, data: Record<string, unknown>): Promise<string> {
  const redis = new Redis(process.env.ZEST_TEST_REDIS_URL_SERVER!, { maxRetriesPerRequest: null });
  const queue = new Queue(queueName, { connection: redis });
  try {
    const job = await queue.add('console-test', data, { jobId: `console-test-${randomUUID()}`, attempts: 1 });
    await until(`${queueName}/${job.id} to fail`, async () => (await queue.getJobState(job.id!)) === 'failed');
    return job.id!;
  } finally {
    await queue.close();
    redis.disconnect();
  }
}
