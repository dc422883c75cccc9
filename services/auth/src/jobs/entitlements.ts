import {
  ENTITLEMENT_REPLAY_QUEUE,
  ENTITLEMENTS_QUEUE,
  startProjection,
  type EntitlementChanged,
  type EventSettings,
  type Logger,
  type RedisClient,
} from '@zest/kit';
import type { Entitlements } from '../restaurants/entitlements';

/**
 * Keeps the owner's plan projection current from billing's events
 * (docs/decisions/0004), asking billing for every entitlement when it is
 * empty and comparing it with billing's every period (docs/decisions/0027).
 */
export function startEntitlementsConsumer(
  connection: RedisClient,
  commands: RedisClient,
  entitlements: Entitlements,
  events: EventSettings,
  log: Logger,
) {
  return startProjection<EntitlementChanged>({
    queue: ENTITLEMENTS_QUEUE,
    replayQueue: ENTITLEMENT_REPLAY_QUEUE,
    subscriber: 'auth',
    what: 'entitlement',
    apply: async (e) => ({ userId: e.userId, status: e.status, changed: await entitlements.apply(e) }),
    isEmpty: () => entitlements.isEmpty(),
    digest: () => entitlements.digest(),
    connection,
    commands,
    log,
    events,
  });
}
