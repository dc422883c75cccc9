import { createEmailQueue as kitQueue, startEmailWorker as kitWorker, type Logger, type Mailer } from '@zest/kit';
import type { Redis } from 'ioredis';

/** The `email` queue: requests answer at once, the worker sends with retries. */
export const EMAIL_QUEUE = 'email';

export const createEmailQueue = (connection: Redis) => kitQueue(EMAIL_QUEUE, connection);

export const startEmailWorker = (connection: Redis, mailer: Mailer, log: Logger) =>
  kitWorker(EMAIL_QUEUE, connection, mailer, log);
