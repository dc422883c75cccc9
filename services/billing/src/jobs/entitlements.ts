import { createQueue, ENTITLEMENTS_QUEUE, type EntitlementChanged } from '@zest/kit';
import type { Redis } from 'ioredis';

/** Producer only: auth's worker keeps its projection from these (docs/decisions/0004). */
export function createEntitlementsQueue(connection: Redis) {
  return createQueue<EntitlementChanged>(ENTITLEMENTS_QUEUE, connection);
}
