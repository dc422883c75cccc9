import { createConsumer, OPERATOR_ACTIONS_QUEUE, type Logger, type OperatorAction, type RedisClient } from '@zest/kit';
import type { ConsoleService } from '../console/console.service';

/** Stores the operators' actions every service sends, in the audit list (docs/decisions/0023). */
export function startOperatorActionsConsumer(connection: RedisClient, audit: ConsoleService, log: Logger) {
  return createConsumer<OperatorAction>(
    OPERATOR_ACTIONS_QUEUE,
    async (job) => {
      const stored = await audit.record(job.data);
      log.info({ action: job.data.action, target: job.data.target, stored }, 'operator action recorded');
    },
    connection,
    log.child({ queue: OPERATOR_ACTIONS_QUEUE }),
  );
}
