import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { orderNoticeStream, type LiveEvent } from './events';

/** Notices kept per restaurant: enough for a terminal that lost its connection for a while to catch up. */
const KEPT = 1_000;

/**
 * A notice on the restaurant's live stream, after a change commits
 * (docs/decisions/0014-live-order-stream.md): the stream entry's one field is
 * the event's name, its value the notice as JSON. A notice that cannot be
 * written is logged, not failed: the change is committed, and a screen
 * re-reads what it shows when it reconnects.
 */
export async function addLiveNotice(
  redis: Redis,
  restaurantId: string,
  event: LiveEvent,
  notice: object,
  log: Logger,
): Promise<void> {
  try {
    await redis.xadd(orderNoticeStream(restaurantId), 'MAXLEN', '~', KEPT, '*', event, JSON.stringify(notice));
  } catch (error) {
    log.warn({ err: error, restaurantId, event }, 'live notice not sent');
  }
}
