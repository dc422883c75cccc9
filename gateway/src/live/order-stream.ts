import {
  DomainError,
  httpStatusFor,
  isId,
  orderNoticeStream,
  unauthenticated,
  type LiveEvent,
  type Logger,
  type TokenVerifier,
  RESTAURANT_NOT_FOUND,
} from '@zest/kit';
import type { Request, Response } from 'express';
import type { Redis } from 'ioredis';
import { authenticate, type GatewayContext } from '../context';
import { graphql } from '../rest/generated';
import type { OperationResult } from '../rest/router';

/**
 * GET /api/order/stream/{restaurantId}: a restaurant's live notices as
 * server-sent events (docs/decisions/0014-live-order-stream.md): `order`
 * events from the orders service, `driver` events from the drivers service.
 * Who may follow is asked of the orders service through the supergraph
 * (`orderStream`, guarded by the access table), at connect and again every
 * few seconds while the stream is open, so a revoked session or a deleted
 * restaurant ends it. One Redis reader per restaurant feeds all of its
 * connections; each event's id is the Redis stream entry id, so a client
 * that reconnects with Last-Event-ID gets what it missed.
 */
export const OrderStreamAccess = graphql(`
  query OrderStreamAccess($restaurantId: ID!) {
    orderStream(restaurantId: $restaurantId) {
      restaurantId
    }
  }
`);

export interface OrderStreamOptions {
  redis: Redis;
  verifier: TokenVerifier;
  execute(operation: string, variables: Record<string, unknown>, ctx: GatewayContext): Promise<OperationResult>;
  log: Logger;
  heartbeatMs: number;
  recheckMs: number;
}

type Entry = [id: string, fields: string[]];

/** An entry's one field names its event (kit/live.ts); `notice` is what order notices were first written as. */
const EVENT_NAMES: Record<string, LiveEvent> = { order: 'order', driver: 'driver', notice: 'order' };

const ENTRY_ID = /^\d{1,20}-\d{1,20}$/;
/** Stream ids ("ms-seq") in order. */
const after = (a: string, b: string) => {
  const [am, as] = a.split('-').map(BigInt) as [bigint, bigint];
  const [bm, bs] = b.split('-').map(BigInt) as [bigint, bigint];
  return am > bm || (am === bm && as > bs);
};

class Connection {
  lastSent: string;

  constructor(
    readonly res: Response,
    from: string,
  ) {
    this.lastSent = from;
  }

  send(entries: Entry[]): void {
    if (this.res.writableEnded || this.res.destroyed) return;
    for (const [id, fields] of entries) {
      if (!after(id, this.lastSent)) continue;
      const [name = 'order', notice = '{}'] = fields;
      this.res.write(`id: ${id}\nevent: ${EVENT_NAMES[name] ?? 'order'}\ndata: ${notice}\n\n`);
      this.lastSent = id;
    }
  }
}

/**
 * One restaurant's stream, read by one blocking Redis connection, fanned out
 * to its connections. It lives while it has members (clients that joined it,
 * caught up or still catching up) and is stopped once, by its last member
 * leaving; a stopped feed never opens its reader, even if its start was still
 * under way, so a client that leaves early leaves no Redis connection behind.
 */
class Feed {
  readonly connections = new Set<Connection>();
  /** Clients that joined and have not left yet, caught up or not. */
  members = 0;
  /** The last entry handed to the connections ('0-0' before any). */
  lastId = '0-0';
  private reader: Redis | null = null;
  private halted = false;
  private readonly ready: Promise<void>;

  constructor(
    readonly restaurantId: string,
    private readonly redis: Redis,
    private readonly log: Logger,
  ) {
    this.ready = this.start();
    // A start that failed is answered to each member (whenReady); unobserved it must not crash the process.
    this.ready.catch(() => undefined);
  }

  get key(): string {
    return orderNoticeStream(this.restaurantId);
  }

  private async start(): Promise<void> {
    const [last] = (await this.redis.xrevrange(this.key, '+', '-', 'COUNT', 1)) as Entry[];
    if (this.halted) return;
    this.lastId = last ? last[0] : '0-0';
    // Named for its restaurant, so CLIENT LIST tells the gateway's readers apart.
    this.reader = this.redis.duplicate({ maxRetriesPerRequest: null, connectionName: readerName(this.restaurantId) });
    void this.read(this.reader);
  }

  whenReady(): Promise<void> {
    return this.ready;
  }

  private async read(reader: Redis): Promise<void> {
    while (this.reader === reader) {
      try {
        const answer = (await reader.xread('COUNT', 200, 'BLOCK', 10_000, 'STREAMS', this.key, this.lastId)) as
          [string, Entry[]][] | null;
        const entries = answer?.[0]?.[1] ?? [];
        if (!entries.length) continue;
        this.lastId = entries[entries.length - 1]![0];
        for (const c of this.connections) c.send(entries);
      } catch (error) {
        if (this.reader !== reader) return;
        this.log.warn({ err: error, stream: this.key }, 'order stream read failed; retrying');
        await new Promise((r) => setTimeout(r, 1_000));
      }
    }
  }

  /** Stopped: its reader is closed, or will never open. */
  get stopped(): boolean {
    return this.halted;
  }

  stop(): void {
    this.halted = true;
    const reader = this.reader;
    this.reader = null;
    // Closes the socket at once, a blocking XREAD included.
    reader?.disconnect();
  }
}

/** The Redis client name of a restaurant's reader (seen in CLIENT LIST). */
const readerName = (restaurantId: string) => `order-stream:${restaurantId}`;

export class OrderStreams {
  /** By restaurant id: at most one feed, so one reader, per restaurant. */
  private readonly feeds = new Map<string, Feed>();

  constructor(private readonly o: OrderStreamOptions) {}

  /** 401/403/404 with the usual answer, or null when the caller may follow the restaurant's orders. */
  private async refusal(req: Request, restaurantId: string): Promise<DomainError | null> {
    let ctx: GatewayContext;
    try {
      ctx = await authenticate(req, this.o.verifier);
    } catch (error) {
      if (error instanceof DomainError) return error;
      throw error;
    }
    if (!ctx.viewer) return unauthenticated();
    const result = await this.o.execute(OrderStreamAccess.toString(), { restaurantId }, ctx);
    const failure = result.errors?.[0];
    if (!failure && result.data) return null;
    const code = String(failure?.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
    const status = httpStatusFor(code);
    return new DomainError(
      status >= 500 ? 'SERVICE_UNAVAILABLE' : (code as DomainError['code']),
      failure?.message ?? 'The order stream is not available.',
    );
  }

  /** The restaurant's feed, started by its first member; every join is matched by one leave. */
  private join(restaurantId: string): Feed {
    let feed = this.feeds.get(restaurantId);
    if (!feed) {
      feed = new Feed(restaurantId, this.o.redis, this.o.log);
      this.feeds.set(restaurantId, feed);
    }
    feed.members++;
    return feed;
  }

  private leave(feed: Feed): void {
    if (--feed.members > 0) return;
    if (this.feeds.get(feed.restaurantId) === feed) this.feeds.delete(feed.restaurantId);
    feed.stop();
  }

  handler = async (req: Request, res: Response): Promise<void> => {
    const restaurantId = String(req.params.restaurantId ?? '');
    if (!isId(restaurantId)) {
      res.status(404).json({ success: false, message: RESTAURANT_NOT_FOUND });
      return;
    }
    const refused = await this.refusal(req, restaurantId);
    // Gone while its access was asked: nothing was taken for it, nothing is.
    if (res.destroyed) return;
    if (refused) {
      res.status(httpStatusFor(refused.code)).json({ success: false, message: refused.message });
      return;
    }

    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // Proxies must pass each event on as it comes.
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    res.write('retry: 3000\n: connected\n\n');
    const write = (text: string) => {
      if (!res.writableEnded && !res.destroyed) res.write(text);
    };

    // From here on the client holds a place in the feed; leaving, at any await below, gives it back once.
    const feed = this.join(restaurantId);
    let connection: Connection | null = null;
    const heartbeat = setInterval(() => write(': ping\n\n'), this.o.heartbeatMs);
    const recheck = setInterval(() => {
      void this.refusal(req, restaurantId)
        .then((why) => {
          if (!why) return;
          write(`event: end\ndata: ${JSON.stringify({ message: why.message })}\n\n`);
          res.end();
        })
        .catch((error: unknown) => this.o.log.warn({ err: error }, 'order stream recheck failed'));
    }, this.o.recheckMs);
    res.once('close', () => {
      clearInterval(heartbeat);
      clearInterval(recheck);
      if (connection) feed.connections.delete(connection);
      this.leave(feed);
    });

    try {
      await feed.whenReady();
    } catch (error) {
      // Redis refused the start: this feed is done; the client reconnects (retry: 3000) to a fresh one.
      if (this.feeds.get(restaurantId) === feed) this.feeds.delete(restaurantId);
      this.o.log.warn({ err: error, restaurantId }, 'order stream could not start');
      res.end();
      return;
    }
    if (res.writableEnded || res.destroyed) return;
    const resumeFrom = req.headers['last-event-id'];
    const c = new Connection(
      res,
      typeof resumeFrom === 'string' && ENTRY_ID.test(resumeFrom) ? resumeFrom : feed.lastId,
    );
    // What was missed, up to where the feed is; then the feed takes over (a connection skips what it has sent).
    while (after(feed.lastId, c.lastSent)) {
      const upTo = feed.lastId;
      c.send((await this.o.redis.xrange(feed.key, `(${c.lastSent}`, upTo)) as Entry[]);
      if (after(upTo, c.lastSent)) c.lastSent = upTo; // entries trimmed away meanwhile
    }
    if (res.writableEnded || res.destroyed) return;
    // The gateway stopped meanwhile: end rather than follow a feed that reads nothing.
    if (feed.stopped) return void res.end();
    connection = c;
    feed.connections.add(c);
  };

  /** Ends every stream (the gateway is stopping); a feed still starting opens no reader. */
  stop(): void {
    for (const feed of this.feeds.values()) {
      for (const c of feed.connections) c.res.end();
      feed.stop();
    }
    this.feeds.clear();
  }
}
