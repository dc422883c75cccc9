import type { RedisClient } from '../data/redis';
import type { Logger } from 'pino';
import { Counter } from 'prom-client';
import type { LiveEvent } from './events';
import { liveNoticesShard, liveShardOf, orderNoticeStream } from './live-keys';

/** The restaurant's menu changed (a price, an item, a sold-out mark): a terminal reads it again. */
export interface MenuNotice {
  version: number;
  at: string;
}

/** Notices kept per restaurant: enough for a terminal that lost its connection for a while to catch up. */
const KEPT = 1_000;
/**
 * Notices kept on each shard of the platform's live stream (live-keys.ts):
 * at the planned peak (about 1,250 notices a second over all shards) a
 * gateway that lost Redis for over a minute still finds where it was.
 */
const KEPT_ON_A_SHARD = 20_000;

/**
 * The notice on its restaurant's stream (for Last-Event-ID catch-up) and on
 * its shard of the platform's stream (for the gateways' readers), written by
 * one script so the two never disagree and a gateway sees a restaurant's
 * notices in their order. Both keys share the shard's hash tag (one slot on
 * a cluster). Answers the restaurant stream's entry id.
 */
const ADD_NOTICE = `
local id = redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[1], '*', ARGV[2], ARGV[3])
redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[4], '*', 'r', ARGV[5], 'id', id, ARGV[2], ARGV[3])
return id`;

type WithNotice = RedisClient & {
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

const scripted = new WeakSet<RedisClient>();
function withScript(redis: RedisClient): WithNotice {
  if (!scripted.has(redis)) {
    redis.defineCommand('addLiveNotice', { numberOfKeys: 2, lua: ADD_NOTICE });
    scripted.add(redis);
  }
  return redis as WithNotice;
}

/** Notices not written, by why: on every service's /metrics (ops/metrics.ts registers it). */
export const liveNoticesLost = new Counter({
  name: 'zest_live_notices_lost_total',
  help: 'Live notices that could not be written to Redis (reason: unavailable, or misaddressed: a defect)',
  labelNames: ['event', 'reason'] as const,
  registers: [],
});

/**
 * Refusals no retry or failover mends: keys in different slots, a key of
 * the wrong type, a broken script. Every notice would meet them.
 */
export function isMisaddressed(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /CROSSSLOT|WRONGTYPE|ERR Error (running|compiling) script|Too many Cluster redirections|ERR unknown command/i.test(
    message,
  );
}

/**
 * A notice on the restaurant's live stream, after a change commits
 * (docs/decisions/0014-live-order-stream.md, 0055-one-live-reader.md,
 * 0076-redis-cluster.md): the entry's one field is the event's name, its
 * value the notice as JSON. A notice that cannot be written is counted and
 * logged as an error. Redis away (or failing over) does not fail the caller:
 * the change is committed, and a screen re-reads what it shows when it
 * reconnects. A misaddressed write (a defect) is thrown after it is counted:
 * the caller's request fails loudly although its change is committed.
 */
export async function addLiveNotice(
  redis: RedisClient,
  restaurantId: string,
  event: LiveEvent,
  notice: object,
  log: Logger,
): Promise<void> {
  try {
    await withScript(redis).addLiveNotice(
      orderNoticeStream(restaurantId),
      liveNoticesShard(liveShardOf(restaurantId)),
      KEPT,
      event,
      JSON.stringify(notice),
      KEPT_ON_A_SHARD,
      restaurantId,
    );
  } catch (error) {
    const misaddressed = isMisaddressed(error);
    liveNoticesLost.inc({ event, reason: misaddressed ? 'misaddressed' : 'unavailable' });
    log.error({ err: error, restaurantId, event }, 'live notice lost');
    if (misaddressed) throw error;
  }
}
