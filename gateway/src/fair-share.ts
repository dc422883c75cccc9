import { bearerToken, KeptMap, type TokenVerifier } from '@zest/kit';
import type { NextFunction, Request, Response } from 'express';

/**
 * Fair share (docs/decisions/0057-fair-share.md): each restaurant's sessions, and each account's own,
 * draw requests from a bucket of this gateway process that refills at a steady rate; an empty bucket
 * answers 429 with Retry-After before any work is done, so one restaurant (or one load test) cannot
 * take the platform from the others. Counted by the token's signed holder; a request without a token
 * of ours is left to the routes (sign-in has its own throttle).
 */
export interface FairShareLimits {
  restaurantPerSecond: number;
  restaurantBurst: number;
  accountPerSecond: number;
  accountBurst: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Buckets kept; past this the least recently used is forgotten (a forgotten bucket is a full one). */
const BUCKETS_KEPT = 100_000;

/** The reason a 429 carries on GraphQL: nothing was done, so the call is safe to send again after the wait. */
export const FAIR_SHARE = 'FAIR_SHARE';
export const FAIR_SHARE_MESSAGE = 'Too many requests from this restaurant at once. Please try again in a moment.';
const ACCOUNT_MESSAGE = 'Too many requests from this account at once. Please try again in a moment.';

export class FairShare {
  private readonly buckets = new KeptMap<string, Bucket>(BUCKETS_KEPT);
  /** Requests refused so far, by kind (the fleet bench and /metrics read them). */
  refused = { restaurant: 0, account: 0 };

  constructor(
    private readonly verifier: TokenVerifier,
    private readonly limits: FairShareLimits,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Seconds until the holder may send again, or 0 when this request is within its share (and is counted). */
  private take(key: string, perSecond: number, burst: number): number {
    if (perSecond <= 0) return 0;
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: burst, at: now };
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
    bucket.at = now;
    this.buckets.set(key, bucket);
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
    const wait = restaurant
      ? this.take(`r:${holder.restaurant}`, l.restaurantPerSecond, l.restaurantBurst)
      : this.take(`a:${holder.account}`, l.accountPerSecond, l.accountBurst);
    if (!wait) return next();
    this.refused[restaurant ? 'restaurant' : 'account']++;
    const message = restaurant ? FAIR_SHARE_MESSAGE : ACCOUNT_MESSAGE;
    // Written by hand, not through res.json: a refusal should cost as little as the platform can answer.
    const body = req.originalUrl.startsWith('/graphql')
      ? { errors: [{ message, extensions: { code: 'TOO_MANY_REQUESTS', reason: FAIR_SHARE, retryAfter: wait } }] }
      : { success: false, message };
    res.writeHead(429, { 'content-type': 'application/json; charset=utf-8', 'retry-after': String(wait) });
    res.end(JSON.stringify(body));
  };
}
