import { createEmailQueue as kitQueue, startEmailConsumer as kitConsumer, type Logger, type Mailer } from '@zest/kit';
import type { Redis } from 'ioredis';

/** The `email` queue: requests answer at once, the consumer sends with retries. */
export const EMAIL_QUEUE = 'email';

export const createEmailQueue = (connection: Redis) => kitQueue(EMAIL_QUEUE, connection);

export const startEmailConsumer = (connection: Redis, mailer: Mailer, log: Logger) =>
  kitConsumer(EMAIL_QUEUE, connection, mailer, log);
