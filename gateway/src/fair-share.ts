import { bearerToken, KeptMap, type TokenVerifier } from '@zest/kit';
import type { NextFunction, Request, Response } from 'express';
import type { Cluster, Redis } from 'ioredis';
import { Gauge, type Registry } from 'prom-client';
import { createHash } from 'node:crypto';

/**
 * Fair share (docs/decisions/0057-fair-share.md, 0078-the-gateway-across-replicas.md): each restaurant's
 * sessions, and each account's own, draw requests from one bucket in Redis that every gateway replica
 * shares, refilled at a steady rate; an empty bucket answers 429 with Retry-After before any work is done,
 * so one restaurant (or one load test) cannot take the platform from the others, however many replicas
 * its requests are spread over. While Redis does not answer, a bucket of this process decides instead.
 * Counted by the token's signed holder; a request without a token of ours is left to the routes (sign-in
 * has its own throttle).
 */
export interface FairShareLimits {
  restaurantPerSecond: number;
  restaurantBurst: number;
  accountPerSecond: number;
  accountBurst: number;
}

/** A Redis client or a Redis Cluster's: the bucket is one key, so either runs it. */
export type FairShareRedis = Redis | Cluster;

interface Bucket {
  tokens: number;
  at: number;
}

/** Local buckets kept; past this the least recently used is forgotten (a forgotten bucket is a full one). */
const BUCKETS_KEPT = 100_000;
/** Redis must answer within this, or the local bucket decides the request … */
const REDIS_WAIT_MS = 250;
/** … and the ones of the next second, so an outage does not add the wait to every request. */
const LOCAL_FOR_MS = 1_000;

/** One holder's bucket; the braces are its hash tag (one key, one slot on a Redis Cluster). */
export const fairShareKey = (holder: string) => `fair:{${holder}}`;

/**
 * The shared bucket: "tokens atMs" in one key, refilled by Redis's own clock (replicas' clocks differ),
 * kept until it would be full again (a missing bucket is a full one). Answers the seconds to wait, 0 when
 * the request is counted.
 */
const TAKE = `
local rate, burst = tonumber(ARGV[1]), tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local tokens, at = burst, now
local kept = redis.call('GET', KEYS[1])
if kept then
  local cut = string.find(kept, ' ')
  tokens, at = tonumber(string.sub(kept, 1, cut - 1)), tonumber(string.sub(kept, cut + 1))
end
tokens = math.min(burst, tokens + math.max(0, now - at) / 1000 * rate)
local wait = 0
if tokens >= 1 then tokens = tokens - 1 else wait = math.max(1, math.ceil((1 - tokens) / rate)) end
redis.call('SET', KEYS[1], string.format('%.6f %d', tokens, now), 'PX', math.ceil(burst / rate * 1000) + 1000)
return wait
`;
const TAKE_SHA = createHash('sha1').update(TAKE).digest('hex');

/** The reason a 429 carries on GraphQL: nothing was done, so the call is safe to send again after the wait. */
export const FAIR_SHARE = 'FAIR_SHARE';
export const FAIR_SHARE_MESSAGE = 'Too many requests from this restaurant at once. Please try again in a moment.';
const ACCOUNT_MESSAGE = 'Too many requests from this account at once. Please try again in a moment.';

export class FairShare {
  private readonly buckets = new KeptMap<string, Bucket>(BUCKETS_KEPT);
  /** Until when (performance.now()) the local buckets decide, after Redis did not answer. */
  private localUntil = 0;
  /** Requests refused so far, by kind (the fleet bench and /metrics read them). */
  refused = { restaurant: 0, account: 0 };
  /** Requests decided by this process's buckets because Redis did not answer. */
  decidedLocally = 0;

  constructor(
    private readonly verifier: TokenVerifier,
    private readonly limits: FairShareLimits,
    /** The shared buckets; without it every bucket is this process's (one replica). */
    private readonly redis: FairShareRedis | null = null,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Seconds until the holder may send again, or 0 when this request is within its share (and is counted). */
  private async take(holder: string, perSecond: number, burst: number): Promise<number> {
    if (perSecond <= 0) return 0;
    const redis = this.redis;
    if (!redis) return this.takeHere(holder, perSecond, burst);
    // Not connected (or just failed): no wait for a command that would only queue.
    if (redis.status !== 'ready' || this.now() < this.localUntil) return this.fallBack(holder, perSecond, burst);
    try {
      return await inTime(REDIS_WAIT_MS, this.takeShared(redis, fairShareKey(holder), perSecond, burst));
    } catch {
      this.localUntil = this.now() + LOCAL_FOR_MS;
      return this.fallBack(holder, perSecond, burst);
    }
  }

  private async takeShared(redis: FairShareRedis, key: string, perSecond: number, burst: number): Promise<number> {
    try {
      return Number(await redis.evalsha(TAKE_SHA, 1, key, perSecond, burst));
    } catch (error) {
      // A Redis that restarted (or a primary that took over) has no script yet.
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return Number(await redis.eval(TAKE, 1, key, perSecond, burst));
    }
  }

  private fallBack(holder: string, perSecond: number, burst: number): number {
    this.decidedLocally++;
    return this.takeHere(holder, perSecond, burst);
  }

  private takeHere(holder: string, perSecond: number, burst: number): number {
    const now = this.now();
    const bucket = this.buckets.get(holder) ?? { tokens: burst, at: now };
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
    bucket.at = now;
    this.buckets.set(holder, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond));
  }

  middleware = (req: Request, res: Response, next: NextFunction): void => {
    const token = bearerToken(req.headers.authorization);
    const holder = token ? this.verifier.holderOf(token) : null;
    if (!holder) return next();
    const l = this.limits;
    const restaurant = 'restaurant' in holder;
    const decided = restaurant
      ? this.take(`r:${holder.restaurant}`, l.restaurantPerSecond, l.restaurantBurst)
      : this.take(`a:${holder.account}`, l.accountPerSecond, l.accountBurst);
    decided.then((wait) => {
      if (!wait) return next();
      this.refused[restaurant ? 'restaurant' : 'account']++;
      const message = restaurant ? FAIR_SHARE_MESSAGE : ACCOUNT_MESSAGE;
      // Written by hand, not through res.json: a refusal should cost as little as the platform can answer.
      const body = req.originalUrl.startsWith('/graphql')
        ? { errors: [{ message, extensions: { code: 'TOO_MANY_REQUESTS', reason: FAIR_SHARE, retryAfter: wait } }] }
        : { success: false, message };
      res.writeHead(429, { 'content-type': 'application/json; charset=utf-8', 'retry-after': String(wait) });
      res.end(JSON.stringify(body));
    }, next);
  };

  /** Its counters in /metrics: refusals by holder, and requests decided here while Redis did not answer. */
  register(registry: Registry): void {
    const refused = this.refused;
    new Gauge({
      name: 'zest_fair_share_refused',
      help: 'Requests answered 429 for being past a restaurant’s or an account’s share',
      labelNames: ['holder'] as const,
      registers: [registry],
      collect(this: Gauge<'holder'>) {
        for (const [holder, n] of Object.entries(refused)) this.set({ holder }, n);
      },
    });
    const share = () => this.decidedLocally;
    new Gauge({
      name: 'zest_fair_share_decided_locally',
      help: 'Requests whose share this gateway process decided alone, because Redis did not answer in time',
      registers: [registry],
      collect(this: Gauge) {
        this.set(share());
      },
    });
  }
}

/** The promise's answer, or a failure once `ms` passed without one. */
function inTime<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Redis did not answer in time')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
