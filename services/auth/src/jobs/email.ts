import {
  createEmailQueue as kitQueue,
  startEmailConsumer as kitConsumer,
  type Logger,
  type Mailer,
  type RedisClient,
} from '@zest/kit';

/** The `email` queue: requests answer at once, the consumer sends with retries. */
export const EMAIL_QUEUE = 'email';

export const createEmailQueue = (connection: RedisClient) => kitQueue(EMAIL_QUEUE, connection);

export const startEmailConsumer = (connection: RedisClient, mailer: Mailer, log: Logger) =>
  kitConsumer(EMAIL_QUEUE, connection, mailer, log);
