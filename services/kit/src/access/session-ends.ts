import type { RedisClient } from '../data/redis';
import type { AccessSubject } from '../events/events';
import { LIVE_ACCESS } from '../events/live-keys';
import { generationKey, revokedKey, type Generation, type Viewer } from './tokens';

/**
 * Ending sessions (auth only): a changed credential's generation, or one
 * token denied until it expires. Each also tells the gateways on the access
 * stream, after the change, so the live streams it touches end at once
 * (docs/decisions/0055-one-live-reader.md).
 */

/** Record a generation (auth only); sessions opened before it are refused from now on. */
export async function setGeneration(
  redis: RedisClient,
  kind: keyof typeof generationKey,
  id: string,
  generation: Generation,
): Promise<void> {
  // The generation first, then the word to the gateways: their check reads the new one. Two commands,
  // not a pipeline: the keys lie in different slots of a cluster, and the order matters.
  await redis.set(generationKey[kind](id), String(generation));
  await redis.xadd(...accessEntry(kind, id));
}

/** Access changes kept on their stream: a gateway away for longer re-checks every stream it holds. */
const ACCESS_KEPT = 10_000;
const accessEntry = (subject: AccessSubject, id: string) =>
  [LIVE_ACCESS, 'MAXLEN', '~', ACCESS_KEPT, '*', 'k', subject, 'id', id] as const;

/** Make a token unusable until it expires. */
export async function revokeToken(redis: RedisClient, viewer: Viewer): Promise<void> {
  const ttl = Math.max(1, viewer.expiresAt - Math.floor(Date.now() / 1000));
  await redis.set(revokedKey(viewer.tokenId), '1', 'EX', ttl);
  await redis.xadd(...accessEntry('token', viewer.tokenId));
}
