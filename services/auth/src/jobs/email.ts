import { createQueue, createWorker, type Logger } from '@zest/kit';
import type { Redis } from 'ioredis';
import type { Mailer, OutgoingMail } from '../mail/mailer';

/** The `email` queue: requests answer at once, the worker sends with retries. */
export const EMAIL_QUEUE = 'email';

export type EmailJobData = OutgoingMail;

export function createEmailQueue(connection: Redis) {
  return createQueue<EmailJobData>(EMAIL_QUEUE, connection);
}

export function startEmailWorker(connection: Redis, mailer: Mailer, log: Logger) {
  return createWorker<EmailJobData>(
    EMAIL_QUEUE,
    (job) => mailer.send(job.data),
    connection,
    log.child({ queue: EMAIL_QUEUE }),
  );
}
