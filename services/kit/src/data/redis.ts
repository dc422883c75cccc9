import { Cluster, Redis, type RedisOptions } from 'ioredis';

/**
 * Redis as one server (REDIS_URL) or a Redis Cluster (REDIS_CLUSTER_NODES),
 * docs/decisions/0076-redis-cluster.md. Code that takes a client takes either;
 * keys used together in one command, script or MULTI share a hash tag.
 */
export type RedisClient = Redis | Cluster;

export interface RedisSettings {
  REDIS_URL?: string;
  /** "host:port,host:port,…": some nodes of a Redis Cluster (the client learns the rest). */
  REDIS_CLUSTER_NODES?: string;
  /** The cluster nodes' password (a REDIS_URL carries its own). */
  REDIS_CLUSTER_PASSWORD?: string;
}

export const isCluster = (redis: RedisClient): redis is Cluster => redis instanceof Cluster;

/** The cluster's seed nodes from "host:port,…"; null for one server. */
export function clusterNodes(settings: RedisSettings): { host: string; port: number }[] | null {
  const list = settings.REDIS_CLUSTER_NODES?.trim();
  if (!list) return null;
  return list.split(',').map((node) => {
    const match = /^\s*([^\s:]+|\[[0-9a-fA-F:]+\]):(\d{1,5})\s*$/.exec(node);
    if (!match) throw new Error(`REDIS_CLUSTER_NODES: "${node}" is not host:port`);
    return { host: match[1]!.replace(/^\[|\]$/g, ''), port: Number(match[2]) };
  });
}

/** A client with these options for one server, or for every node of the cluster. */
export function connectRedis(settings: RedisSettings, options: RedisOptions): RedisClient {
  const nodes = clusterNodes(settings);
  if (nodes)
    return new Cluster(nodes, {
      redisOptions: { ...options, password: settings.REDIS_CLUSTER_PASSWORD },
      enableOfflineQueue: options.enableOfflineQueue ?? true,
      // A failover takes the node timeout and a vote: commands wait for the new primary rather than fail.
      retryDelayOnFailover: 200,
      retryDelayOnClusterDown: 300,
      retryDelayOnTryAgain: 200,
      maxRedirections: 32,
      slotsRefreshTimeout: 2_000,
    });
  if (!settings.REDIS_URL)
    throw new Error('Set REDIS_URL (one Redis server) or REDIS_CLUSTER_NODES (a Redis Cluster).');
  return new Redis(settings.REDIS_URL, options);
}

/**
 * A connection of its own for a blocking read (XREAD BLOCK, XREADGROUP
 * BLOCK): on a cluster the client holds one connection per node, which a
 * blocking command would hold for every other command to that node.
 */
export function blockingConnection(redis: RedisClient, connectionName?: string): RedisClient {
  return duplicateOf(redis, { maxRetriesPerRequest: null, ...(connectionName ? { connectionName } : {}) });
}

/** A new client like this one (to the same server or cluster), with these options changed. */
export function duplicateOf(redis: RedisClient, options: RedisOptions = {}): RedisClient {
  return isCluster(redis) ? redis.duplicate(undefined, { redisOptions: options }) : redis.duplicate(options);
}

// CRC16/XMODEM, as Redis Cluster hashes a key to its slot.
const CRC_TABLE = Array.from({ length: 256 }, (_, i) => {
  let crc = i << 8;
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  return crc;
});

export const SLOTS = 16_384;

/** The cluster slot of a key: of its hash tag (the first non-empty {…}) when it has one. */
export function keySlot(key: string): number {
  const open = key.indexOf('{');
  const close = open >= 0 ? key.indexOf('}', open + 1) : -1;
  const hashed = close > open + 1 ? key.slice(open + 1, close) : key;
  let crc = 0;
  for (const byte of Buffer.from(hashed)) crc = ((crc << 8) & 0xffff) ^ CRC_TABLE[((crc >> 8) ^ byte) & 0xff]!;
  return crc % SLOTS;
}

/** A key in the same slot as `key`: its own hash tag, or the whole key as the tag. */
export function sameSlotAs(key: string, suffix: string): string {
  const open = key.indexOf('{');
  const close = open >= 0 ? key.indexOf('}', open + 1) : -1;
  return close > open + 1 ? `${key}${suffix}` : `{${key}}${suffix}`;
}

/**
 * GET of many keys in one round trip: one MGET on a single server, one MGET
 * per slot on a cluster (sent together). Not a snapshot across slots; the
 * callers read independent flags (deny-list, generations).
 */
export async function getMany(redis: RedisClient, keys: string[]): Promise<(string | null)[]> {
  if (!isCluster(redis)) return redis.mget(...keys);
  const bySlot = new Map<number, number[]>();
  keys.forEach((key, i) => {
    const slot = keySlot(key);
    bySlot.set(slot, [...(bySlot.get(slot) ?? []), i]);
  });
  const values: (string | null)[] = new Array<string | null>(keys.length).fill(null);
  await Promise.all(
    [...bySlot.values()].map(async (at) => {
      const got = await redis.mget(...at.map((i) => keys[i]!));
      at.forEach((i, n) => (values[i] = got[n] ?? null));
    }),
  );
  return values;
}
