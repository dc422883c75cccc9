import { createQueue, createConsumer, type Logger, type RedisClient } from '@zest/kit';
import type { PasswordResetService } from '../password-reset/password-reset.service';

/** The `password-resets` queue: a forgot-password request answers at once, whoever asked. */
export const PASSWORD_RESET_QUEUE = 'password-resets';

export interface ResetRequestJob {
  /** Normalised e-mail, known or not. */
  email: string;
  /** Where the link in the e-mail points: the public URL, or the origin the request came from. */
  linkBase: string;
}

export function createPasswordResetQueue(connection: RedisClient) {
  return createQueue<ResetRequestJob>(PASSWORD_RESET_QUEUE, connection);
}

export function startPasswordResetConsumer(connection: RedisClient, resets: PasswordResetService, log: Logger) {
  const queueLog = log.child({ queue: PASSWORD_RESET_QUEUE });
  return createConsumer<ResetRequestJob>(
    PASSWORD_RESET_QUEUE,
    async (job) => {
      // Only the outcome, never the address: the log must not become an oracle either.
      queueLog.info({ jobId: job.id, outcome: await resets.issue(job.data) }, 'password reset request handled');
    },
    connection,
    queueLog,
  );
}
