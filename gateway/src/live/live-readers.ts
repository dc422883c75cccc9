import { blockingConnection, isCluster, keySlot, type Logger, type RedisClient } from '@zest/kit';
import type { Redis } from 'ioredis';
import type { Entry } from './follower';

/** Entries read per XREAD: a burst after a pause arrives in a few reads. */
export const BATCH = 500;
const BLOCK_MS = 5_000;

/**
 * The streams a gateway follows, as XREADs can read them: all in one on one
 * Redis server; one per slot on a cluster, where a command's keys must share
 * a slot (docs/decisions/0076-redis-cluster.md).
 */
export function readGroups(redis: RedisClient, keys: string[]): string[][] {
  if (!isCluster(redis)) return [keys];
  const bySlot = new Map<number, string[]>();
  for (const key of keys) bySlot.set(keySlot(key), [...(bySlot.get(keySlot(key)) ?? []), key]);
  return [...bySlot.values()];
}

export interface StreamReaderOptions {
  redis: RedisClient;
  keys: string[];
  /** Where each key's reading starts. */
  from: Map<string, string>;
  connectionName: string;
  log: Logger;
  /** New entries of one key, in order. */
  entries(key: string, entries: Entry[]): void;
  /** Read again after Redis was lost: entries may have been missed (trimmed) meanwhile. */
  recovered(keys: string[]): Promise<void>;
}

/**
 * One blocking XREAD loop over some streams, on a connection of its own: a
 * blocking command must never hold the connection other commands share
 * (on a cluster, the client's one connection to a node).
 */
export class StreamReader {
  private connection: RedisClient | null;

  constructor(private readonly o: StreamReaderOptions) {
    this.connection = blockingConnection(o.redis, o.connectionName);
    void this.read(this.connection);
  }

  private async read(connection: RedisClient): Promise<void> {
    let lost = false;
    const { keys, from } = this.o;
    while (this.connection === connection) {
      try {
        // Typed as one server's: the union's overloads do not combine (a cluster takes the same command).
        const answer = (await (connection as Redis).xread(
          'COUNT',
          BATCH,
          'BLOCK',
          BLOCK_MS,
          'STREAMS',
          ...keys,
          ...keys.map((k) => from.get(k) ?? '$'),
        )) as [string, Entry[]][] | null;
        if (lost) {
          lost = false;
          await this.o.recovered(keys);
        }
        for (const [key, entries] of answer ?? []) {
          if (!entries.length) continue;
          from.set(key, entries.at(-1)![0]);
          this.o.entries(key, entries);
        }
      } catch (error) {
        if (this.connection !== connection) return;
        lost = true;
        this.o.log.warn({ err: error, keys }, 'live reader lost Redis; reading again');
        await new Promise((r) => setTimeout(r, 1_000));
      }
    }
  }

  stop(): void {
    const connection = this.connection;
    this.connection = null;
    connection?.disconnect();
  }
}
