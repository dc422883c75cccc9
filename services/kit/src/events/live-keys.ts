import { keySlot, SLOTS } from '../data/redis';

/**
 * The live streams' keys (docs/decisions/0076-redis-cluster.md). The
 * platform's notices are on LIVE_SHARDS streams; a restaurant's notices go to
 * one of them, chosen by its id, and its own stream shares that shard's hash
 * tag, so the script writing both (live.ts) touches one cluster slot. A
 * gateway reads every shard (gateway/src/live/live-hub.ts). Changing the
 * number moves restaurants between shards: a release that changes it is an
 * upgrade step of its own.
 */
export const LIVE_SHARDS = 8;

/**
 * Each shard's hash tag, found once: the first "live-<k>-<n>" whose slot lies
 * in the k-th of LIVE_SHARDS equal ranges of the 16,384 slots, so the shards
 * spread over the primaries of a cluster that splits the slots evenly.
 */
const TAGS = Array.from({ length: LIVE_SHARDS }, (_, k) => {
  const [from, to] = [(k * SLOTS) / LIVE_SHARDS, ((k + 1) * SLOTS) / LIVE_SHARDS];
  for (let n = 0; ; n++) {
    const slot = keySlot(`live-${k}-${n}`);
    if (slot >= from && slot < to) return `live-${k}-${n}`;
  }
});

/** The shard of a restaurant's notices. */
export const liveShardOf = (restaurantId: string) => keySlot(restaurantId) % LIVE_SHARDS;

/**
 * One shard of the platform's notices: each entry names its restaurant (`r`)
 * and its entry id on the restaurant's stream (`id`); what a gateway's
 * readers follow, however many restaurants it serves
 * (docs/decisions/0055-one-live-reader.md).
 */
export const liveNoticesShard = (shard: number) => `zest:live:{${TAGS[shard]}}:notices`;
export const LIVE_NOTICE_SHARDS = Array.from({ length: LIVE_SHARDS }, (_, k) => liveNoticesShard(k));

/**
 * The restaurant's live stream (kit/events/live.ts): small notices after a
 * change commits, which the gateway serves as server-sent events, the stream
 * entry id as the event id (so Last-Event-ID resumes). Orders writes `order`
 * notices, drivers `driver`, menu `menu`.
 */
export const orderNoticeStream = (restaurantId: string) =>
  `zest:live:{${TAGS[liveShardOf(restaurantId)]}}:r:${restaurantId}`;

/**
 * The one platform stream of the releases before the shards (one Redis
 * server only): a gateway still reads it, so notices of writers not yet
 * upgraded reach the screens while a release rolls out.
 */
export const OLD_LIVE_NOTICES = 'zest:live:notices';

/**
 * Changes of who may follow what, on one stream the gateways read with the
 * notices: a session signed out (`token`), an account's, a restaurant's or an
 * employee's credential changed or gone (`user`, `restaurant`, `employee`).
 * A gateway asks again about the open streams they touch, and ends those
 * refused. Written alone (session-ends.ts), so its key keeps its name.
 */
export const LIVE_ACCESS = 'zest:live:access';
