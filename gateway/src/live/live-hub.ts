import {
  isCluster,
  LIVE_ACCESS,
  LIVE_NOTICE_SHARDS,
  liveNoticesShard,
  liveShardOf,
  OLD_LIVE_NOTICES,
  orderNoticeStream,
  SESSION_EXPIRED,
  type AccessSubject,
  type Logger,
  type RedisClient,
} from '@zest/kit';
import { recheckSpreadMs } from './drain';
import { after, type Entry, type Follower } from './follower';
import { BATCH, readGroups, StreamReader } from './live-readers';

/** The Redis client name of a gateway's one live reader (seen in CLIENT LIST). */
export const LIVE_READER_NAME = 'gateway-live';

/** One restaurant's open streams, and the last of its entries handed to them. */
interface Feed {
  followers: Set<Follower>;
  lastId: string;
}

export interface LiveHubOptions {
  redis: RedisClient;
  log: Logger;
  heartbeatMs: number;
  /** Asked about each open stream an access change touches; ends the ones refused. */
  recheck(follower: Follower, spreadMs: number): void;
}

/**
 * A gateway process's live layer (docs/decisions/0055-one-live-reader.md,
 * 0076-redis-cluster.md): one Redis connection reads every shard of the
 * platform's notices and the access stream in one blocking XREAD (on a
 * cluster, one connection per slot), whatever the number of restaurants
 * followed, and hands each notice to its restaurant's open streams. A restaurant's own
 * stream is read only to catch a client up (Last-Event-ID) and after the
 * reader lost Redis. One timer beats the heart of every stream and ends those
 * whose session expired; no stream has a timer of its own.
 */
export class LiveHub {
  private readonly feeds = new Map<string, Feed>();
  /** Open streams by what their access depends on ("employee:<id>"). */
  private readonly bySubject = new Map<string, Set<Follower>>();
  private readers: StreamReader[] = [];
  private heartbeat: NodeJS.Timeout | null = null;
  private stopped = false;
  private started: Promise<void> | null = null;
  /** Access entries read so far: a stream registered after its check asks again when this moved meanwhile. */
  accessChanges = 0;

  constructor(private readonly o: LiveHubOptions) {}

  /** Open streams now (the fleet bench reads it). */
  get size(): number {
    let n = 0;
    for (const feed of this.feeds.values()) n += feed.followers.size;
    return n;
  }

  get restaurants(): number {
    return this.feeds.size;
  }

  /** Starts reading once, at the first follower: where each stream ends now is where its reader begins. */
  private start(): Promise<void> {
    return (this.started ??= (async () => {
      // The one stream of the releases before the shards, while writers not yet upgraded still write it.
      const old = isCluster(this.o.redis) ? [] : [OLD_LIVE_NOTICES];
      const keys = [...LIVE_NOTICE_SHARDS, LIVE_ACCESS, ...old];
      const from = new Map(await Promise.all(keys.map(async (k) => [k, await this.lastOf(k)] as const)));
      this.readers = readGroups(this.o.redis, keys).map(
        (group) =>
          new StreamReader({
            redis: this.o.redis,
            keys: group,
            from,
            connectionName: LIVE_READER_NAME,
            log: this.o.log,
            entries: (key, entries) => (key === LIVE_ACCESS ? this.accessChanged(entries) : this.dispatch(entries)),
            recovered: (read) => this.resync(read),
          }),
      );
      this.heartbeat = setInterval(() => this.beat(), this.o.heartbeatMs);
    })().catch((error: unknown) => {
      // Tried again by the next follower.
      this.started = null;
      throw error;
    }));
  }

  private async lastOf(key: string): Promise<string> {
    const [last] = (await this.o.redis.xrevrange(key, '+', '-', 'COUNT', 1)) as Entry[];
    return last ? last[0] : '0-0';
  }

  /**
   * Adds a stream to its restaurant's feed, catching it up from `from` (its
   * Last-Event-ID), or from now when it names none. Notices that arrive
   * meanwhile wait in the follower and are sent after, in order, once each.
   */
  async add(follower: Follower, from: string | null): Promise<void> {
    await this.start();
    let feed = this.feeds.get(follower.restaurantId);
    if (!feed) {
      feed = { followers: new Set(), lastId: '0-0' };
      this.feeds.set(follower.restaurantId, feed);
    }
    feed.followers.add(follower);
    for (const subject of follower.subjects) {
      let set = this.bySubject.get(subject);
      if (!set) this.bySubject.set(subject, (set = new Set()));
      set.add(follower);
    }
    const key = orderNoticeStream(follower.restaurantId);
    follower.lastSent = from ?? (await this.lastOf(key));
    if (after(follower.lastSent, feed.lastId)) feed.lastId = follower.lastSent;
    await this.catchUp(follower, key);
    follower.live();
  }

  /** What the restaurant's stream holds past what the follower was sent. */
  private async catchUp(follower: Follower, key: string): Promise<void> {
    for (;;) {
      if (follower.closed) return;
      const entries = (await this.o.redis.xrange(key, `(${follower.lastSent}`, '+', 'COUNT', BATCH)) as Entry[];
      follower.send(entries);
      if (entries.length < BATCH) return;
    }
  }

  remove(follower: Follower): void {
    const feed = this.feeds.get(follower.restaurantId);
    if (feed?.followers.delete(follower) && feed.followers.size === 0) this.feeds.delete(follower.restaurantId);
    for (const subject of follower.subjects) {
      const set = this.bySubject.get(subject);
      if (set?.delete(follower) && set.size === 0) this.bySubject.delete(subject);
    }
  }

  /** Platform entries ([r, restaurant, id, entry id, event, notice]) to their restaurants' open streams. */
  private dispatch(entries: Entry[]): void {
    for (const [, fields] of entries) {
      const restaurantId = fields[1];
      const feed = restaurantId === undefined ? undefined : this.feeds.get(restaurantId);
      if (!feed) continue;
      const entry: Entry = [fields[3]!, fields.slice(4)];
      if (after(entry[0], feed.lastId)) feed.lastId = entry[0];
      for (const follower of feed.followers) follower.send([entry]);
    }
  }

  /**
   * After a reader lost Redis: each feed of the shards it reads reads its
   * restaurant's stream past what it handed on, in case the shard was trimmed
   * (or a failover lost entries) meanwhile; when it reads the access stream,
   * every open stream's access is asked again (an access change may be gone too), spread over seconds.
   */
  private async resync(keys: string[]): Promise<void> {
    const shards = new Set(keys);
    for (const [restaurantId, feed] of this.feeds) {
      if (!shards.has(liveNoticesShard(liveShardOf(restaurantId))) && !shards.has(OLD_LIVE_NOTICES)) continue;
      const key = orderNoticeStream(restaurantId);
      const entries = (await this.o.redis.xrange(key, `(${feed.lastId}`, '+', 'COUNT', 1_000)) as Entry[];
      if (entries.length) feed.lastId = entries.at(-1)![0];
      for (const follower of feed.followers) follower.send(entries);
    }
    if (!shards.has(LIVE_ACCESS)) return;
    const spreadMs = recheckSpreadMs(this.size);
    for (const follower of this.followers()) this.o.recheck(follower, spreadMs);
  }

  /** Access entries ([k, subject, id, value]): each open stream they touch is asked about again, once. */
  private accessChanged(entries: Entry[]): void {
    this.accessChanges += entries.length;
    const touched = new Set<Follower>();
    for (const [, fields] of entries) {
      const subject = `${fields[1] as AccessSubject}:${fields[3]}`;
      for (const follower of this.bySubject.get(subject) ?? []) touched.add(follower);
    }
    for (const follower of touched) this.o.recheck(follower, 0);
  }

  /** Every open stream's heartbeat, and the end of those whose session expired meanwhile. */
  private beat(): void {
    const now = Math.floor(Date.now() / 1000);
    for (const feed of this.feeds.values())
      for (const follower of feed.followers) {
        if (follower.expiresAt <= now) follower.end(SESSION_EXPIRED);
        else follower.ping();
      }
  }

  /** Every open stream. */
  *followers(): Iterable<Follower> {
    for (const feed of this.feeds.values()) yield* feed.followers;
  }

  /** Ends every stream and the reader (the gateway is stopping). */
  stop(): void {
    this.stopped = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const feed of this.feeds.values()) for (const follower of feed.followers) follower.close();
    this.feeds.clear();
    this.bySubject.clear();
    for (const reader of this.readers) reader.stop();
    this.readers = [];
  }

  get isStopped(): boolean {
    return this.stopped;
  }
}
