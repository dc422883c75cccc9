import {
  DomainError,
  generationKey,
  httpStatusFor,
  notFound,
  isId,
  unauthenticated,
  type Logger,
  type TokenVerifier,
  type Viewer,
  RESTAURANT_NOT_FOUND,
  type RedisClient,
} from '@zest/kit';
import type { Request, Response } from 'express';
import { authenticate, type GatewayContext } from '../context';
import { graphql } from '../rest/generated';
import type { OperationResult } from '../rest/router';
import { comeBackLater, comeBackMs, connectRetryMs, refuseWhileDraining } from './drain';
import { Follower } from './follower';
import { LiveHub } from './live-hub';
import {
  CUSTOMER_STREAM_SECONDS,
  CustomerSeats,
  FINISHED,
  STREAM_RETRY_SECONDS,
  STREAMS_PER_CLIENT,
  STREAMS_PER_ORDER,
} from './customer-seats';

/** Past a customer's streams: 429, to come back after a while. */
function tooManyStreams(res: Response): void {
  res
    .status(429)
    .set('Retry-After', String(STREAM_RETRY_SECONDS))
    .json({
      success: false,
      message: `Too many live pages open (at most ${STREAMS_PER_ORDER} for one order, ${STREAMS_PER_CLIENT} from one connection): close one, or this page updates every 30 seconds anyway.`,
    });
}

/**
 * GET /api/order/stream/{restaurantId}: a restaurant's live notices as
 * server-sent events (docs/decisions/0014-live-order-stream.md): `order`
 * events from the orders service, `driver` events from the drivers service.
 * Who may follow is asked of the orders service through the supergraph
 * (`orderStream`, guarded by the access table) at connect, and again only
 * when an access change touches the stream (a sign-out, a changed or
 * removed employee, restaurant or account: decision 0055), which ends it if
 * refused. The process's one live reader (live-hub.ts) feeds every stream;
 * each event's id is the restaurant stream's entry id, so a client that
 * reconnects with Last-Event-ID gets what it missed.
 */
export const OrderStreamAccess = graphql(`
  query OrderStreamAccess($restaurantId: ID!) {
    orderStream(restaurantId: $restaurantId) {
      restaurantId
    }
  }
`);

/** The one order a customer's status page follows (docs/decisions/0062-online-ordering.md), by its key. */
export const OnlineStatusAccess = graphql(`
  query OnlineStatusAccess($slug: String!, $key: String!) {
    onlineTracking(slug: $slug, key: $key) {
      orderId
      restaurantId
      progress
    }
  }
`);

export interface OrderStreamOptions {
  redis: RedisClient;
  verifier: TokenVerifier;
  execute(operation: string, variables: Record<string, unknown>, ctx: GatewayContext): Promise<OperationResult>;
  log: Logger;
  heartbeatMs: number;
}

const ENTRY_ID = /^\d{1,20}-\d{1,20}$/;

/** What a stream's access depends on: an access change naming one of these asks about it again. */
function subjectsOf(viewer: Viewer, restaurantId: string): string[] {
  const subjects = [`token:${viewer.tokenId}`, `restaurant:${restaurantId}`];
  if (viewer.kind === 'account') return [...subjects, `user:${viewer.id}`];
  subjects.push(`restaurant:${viewer.restaurantId}`);
  if (viewer.employeeId) subjects.push(`employee:${viewer.employeeId}`);
  if (viewer.stepUpFor?.employeeId) subjects.push(`employee:${viewer.stepUpFor.employeeId}`);
  return subjects;
}

type Access = { refused: DomainError; viewer?: undefined } | { refused?: undefined; viewer: Viewer };

export class OrderStreams {
  private readonly hub: LiveHub;
  private readonly seats = new CustomerSeats();
  /** The gateway is stopping: no new stream is taken (drain()). */
  draining = false;

  constructor(private readonly o: OrderStreamOptions) {
    this.hub = new LiveHub({
      redis: o.redis,
      log: o.log,
      heartbeatMs: o.heartbeatMs,
      recheck: (follower, spreadMs) => this.recheck(follower, spreadMs),
    });
  }

  /** 401/403/404 with the usual answer, or the viewer when the caller may follow the restaurant's orders. */
  private async access(req: Request, restaurantId: string): Promise<Access> {
    let ctx: GatewayContext;
    try {
      ctx = await authenticate(req, this.o.verifier);
    } catch (error) {
      if (error instanceof DomainError) return { refused: error };
      throw error;
    }
    if (!ctx.viewer) return { refused: unauthenticated() };
    // A deleted restaurant is gone at once (auth marks it in the same request), before every copy has heard.
    if ((await this.o.redis.get(generationKey.restaurant(restaurantId))) === 'gone')
      return { refused: notFound(RESTAURANT_NOT_FOUND) };
    const result = await this.o.execute(OrderStreamAccess.toString(), { restaurantId }, ctx);
    const failure = result.errors?.[0];
    if (!failure && result.data) return { viewer: ctx.viewer };
    const code = String(failure?.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
    const status = httpStatusFor(code);
    return {
      refused: new DomainError(
        status >= 500 ? 'SERVICE_UNAVAILABLE' : (code as DomainError['code']),
        failure?.message ?? 'The order stream is not available.',
      ),
    };
  }

  /**
   * An access change touched this stream: asked again (at a random moment within `spreadMs`), it ends if
   * refused now (an outage refuses nothing).
   */
  private recheck(follower: Follower, spreadMs = 0): void {
    if (spreadMs > 0) return void setTimeout(() => this.recheck(follower), Math.random() * spreadMs).unref();
    if (follower.closed) return;
    this.access(follower.req, follower.restaurantId)
      .then(({ refused }) => {
        if (refused && httpStatusFor(refused.code) < 500) follower.end(refused.message);
      })
      .catch((error: unknown) => this.o.log.warn({ err: error }, 'order stream access check failed'));
  }

  handler = async (req: Request, res: Response): Promise<void> => {
    const restaurantId = String(req.params.restaurantId ?? '');
    if (!isId(restaurantId)) {
      res.status(404).json({ success: false, message: RESTAURANT_NOT_FOUND });
      return;
    }
    // An access change read while this one was asked about is asked about again once the stream is registered.
    const changesBefore = this.hub.accessChanges;
    const { refused, viewer } = await this.access(req, restaurantId);
    // Gone while its access was asked: nothing was taken for it, nothing is.
    if (res.destroyed) return;
    if (refused) {
      res.status(httpStatusFor(refused.code)).json({ success: false, message: refused.message });
      return;
    }
    if (this.draining) return refuseWhileDraining(res);
    this.open200(res);
    const follower = new Follower(req, res, restaurantId, subjectsOf(viewer, restaurantId), viewer.expiresAt);
    if (!(await this.follow(follower, req, res))) return;
    if (this.hub.accessChanges !== changesBefore) this.recheck(follower);
  };

  /**
   * GET /api/online/{slug}/status/{key}/stream: the customer's status page, told when its order changed
   * (a decision, a print, the kitchen, a driver) as a bare `status` event, whereupon it reads its status
   * again; nothing of the order or of any other travels. The key is the access: no sign-in.
   */
  customerHandler = async (req: Request, res: Response): Promise<void> => {
    const [slug, key] = [String(req.params.slug ?? ''), String(req.params.key ?? '')];
    let ctx: GatewayContext;
    try {
      ctx = await authenticate(req, this.o.verifier);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      res.status(httpStatusFor(error.code)).json({ success: false, message: error.message });
      return;
    }
    if (this.seats.clientFull(ctx.clientIp)) return tooManyStreams(res);
    const found = await this.tracked(slug, key, ctx, res);
    if (!found || res.destroyed) return;
    if (this.draining) return refuseWhileDraining(res);
    // Finished: nothing more to tell. 204 tells the browser's EventSource not to come back.
    if (FINISHED.has(found.progress)) {
      res.status(204).end();
      return;
    }
    const giveBack = this.seats.take(found.orderId, ctx.clientIp);
    if (!giveBack) return tooManyStreams(res);
    res.once('close', giveBack);
    const { orderId, restaurantId } = found;
    // An order notice names its order; a driver screen's notice, the orders it moved.
    const names: Record<string, (n: { id?: string; orderIds?: string[] }) => boolean> = {
      order: (n) => n.id === orderId,
      notice: (n) => n.id === orderId,
      driver: (n) => !!n.orderIds?.includes(orderId),
    };
    const about = (name: string, notice: string) => {
      try {
        const yes = names[name]?.(JSON.parse(notice) as { id?: string; orderIds?: string[] }) ?? false;
        // Told of a change: once the order is finished, its stream ends (after this event went out).
        if (yes) void this.endIfFinished(follower, slug, key, ctx);
        return yes;
      } catch {
        return false;
      }
    };
    this.open200(res);
    // A restaurant-day at most: a key lives on, its stream does not.
    const until = Math.floor(Date.now() / 1000) + CUSTOMER_STREAM_SECONDS;
    const follower = new Follower(req, res, restaurantId, [], until, about);
    await this.follow(follower, req, res);
  };

  /** The order a status key names, or the refusal already answered. */
  private async tracked(slug: string, key: string, ctx: GatewayContext, res: Response) {
    const result = await this.o.execute(OnlineStatusAccess.toString(), { slug, key }, ctx);
    const found = result.data?.onlineTracking as
      { orderId: string; restaurantId: string; progress: string } | undefined;
    if (found || res.destroyed) return found ?? null;
    const failure = result.errors?.[0];
    const status = httpStatusFor(String(failure?.extensions?.code ?? 'NOT_FOUND'));
    res.status(status).json({ success: false, message: failure?.message ?? 'No such order.' });
    return null;
  }

  private async endIfFinished(follower: Follower, slug: string, key: string, ctx: GatewayContext) {
    try {
      const result = await this.o.execute(OnlineStatusAccess.toString(), { slug, key }, ctx);
      const progress = (result.data?.onlineTracking as { progress?: string } | undefined)?.progress;
      if (progress && FINISHED.has(progress)) follower.end('This order is finished.');
    } catch (error) {
      this.o.log.warn({ err: error }, 'a customer stream could not be checked');
    }
  }

  private open200(res: Response): void {
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // Proxies must pass each event on as it comes.
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    res.write(`retry: ${connectRetryMs()}\n: connected\n\n`); // its own delay: a dead gateway's screens come back spread
  }

  /** Feeds the stream from the process's live reader, caught up from Last-Event-ID; false once it ended. */
  private async follow(follower: Follower, req: Request, res: Response): Promise<boolean> {
    res.once('close', () => this.hub.remove(follower));
    const resumeFrom = req.headers['last-event-id'];
    try {
      await this.hub.add(follower, typeof resumeFrom === 'string' && ENTRY_ID.test(resumeFrom) ? resumeFrom : null);
    } catch (error) {
      // Redis refused: the client reconnects (retry: 3000) and is caught up then.
      this.o.log.warn({ err: error, restaurantId: follower.restaurantId }, 'order stream could not start');
      this.hub.remove(follower);
      follower.close();
      return false;
    }
    // The gateway began stopping meanwhile: end rather than follow a reader that will read nothing.
    if (this.hub.isStopped || this.draining) {
      follower.comeBack(comeBackMs());
      return false;
    }
    return true;
  }

  /** Open streams in this process. */
  get open(): number {
    return this.hub.size;
  }

  /** Restaurants with a stream open in this process. */
  get restaurants(): number {
    return this.hub.restaurants;
  }

  /**
   * The gateway is stopping: new streams are refused, each open one is told to come back after a
   * jittered delay and ended at a random moment within `spreadMs`; resolves once all are.
   */
  async drain(spreadMs: number): Promise<void> {
    this.draining = true;
    await comeBackLater(this.hub.followers(), spreadMs);
  }

  /** Ends every stream (the gateway is stopping). */
  stop(): void {
    this.hub.stop();
  }
}
