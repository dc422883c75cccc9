import { createWorker, ENTITLEMENTS_QUEUE, type EntitlementChanged, type Logger } from '@zest/kit';
import type { Redis } from 'ioredis';
import type { Entitlements } from '../restaurants/entitlements';

/** Keeps the owner's plan projection current from billing's events (docs/decisions/0004). */
export function startEntitlementsWorker(connection: Redis, entitlements: Entitlements, log: Logger) {
  return createWorker<EntitlementChanged>(
    ENTITLEMENTS_QUEUE,
    async (job) => {
      const changed = await entitlements.apply(job.data);
      log.info({ userId: job.data.userId, status: job.data.status, changed }, 'entitlement applied');
    },
    connection,
    log.child({ queue: ENTITLEMENTS_QUEUE }),
  );
}
