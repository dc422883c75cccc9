import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { LIVE_NOTICES, orderNoticeStream, type LiveEvent } from './events';

/** The restaurant's menu changed (a price, an item, a sold-out mark): a terminal reads it again. */
export interface MenuNotice {
  version: number;
  at: string;
}

/** Notices kept per restaurant: enough for a terminal that lost its connection for a while to catch up. */
const KEPT = 1_000;
/**
 * Notices kept on the platform's one live stream, which every gateway reads
 * with one connection: at the planned peak (about 1,250 notices a second) a
 * gateway that lost Redis for over a minute still finds where it was.
 */
const KEPT_ON_THE_PLATFORM = 100_000;

/**
 * The notice on its restaurant's stream (for Last-Event-ID catch-up) and on
 * the platform's stream (for the gateways' one reader), written by one
 * script so the two never disagree and a gateway sees a restaurant's notices
 * in their order. Answers the restaurant stream's entry id.
 */
const ADD_NOTICE = `
local id = redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[1], '*', ARGV[2], ARGV[3])
redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[4], '*', 'r', ARGV[5], 'id', id, ARGV[2], ARGV[3])
return id`;

type WithNotice = Redis & {
  addLiveNotice(
    stream: string,
    platform: string,
    kept: number,
    event: string,
    notice: string,
    platformKept: number,
    restaurantId: string,
  ): Promise<string>;
};

const scripted = new WeakSet<Redis>();
function withScript(redis: Redis): WithNotice {
  if (!scripted.has(redis)) {
    redis.defineCommand('addLiveNotice', { numberOfKeys: 2, lua: ADD_NOTICE });
    scripted.add(redis);
  }
  return redis as WithNotice;
}

/**
 * A notice on the restaurant's live stream, after a change commits
 * (docs/decisions/0014-live-order-stream.md, 0055-one-live-reader.md): the
 * entry's one field is the event's name, its value the notice as JSON. A
 * notice that cannot be written is logged, not failed: the change is
 * committed, and a screen re-reads what it shows when it reconnects.
 */
export async function addLiveNotice(
  redis: Redis,
  restaurantId: string,
  event: LiveEvent,
  notice: object,
  log: Logger,
): Promise<void> {
  try {
    await withScript(redis).addLiveNotice(
      orderNoticeStream(restaurantId),
      LIVE_NOTICES,
      KEPT,
      event,
      JSON.stringify(notice),
      KEPT_ON_THE_PLATFORM,
      restaurantId,
    );
  } catch (error) {
    log.warn({ err: error, restaurantId, event }, 'live notice not sent');
  }
}
