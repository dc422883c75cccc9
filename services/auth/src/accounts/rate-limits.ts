import { tooManyRequests } from '@zest/kit';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Failed sign-ins are counted per e-mail and per client address; password
 * reset requests per client address. Counters live in Redis, so every
 * replica sees the same numbers.
 */
export class RateLimits {
  private readonly signInByEmail: RateLimiterRedis;
  private readonly signInByIp: RateLimiterRedis;
  private readonly resetByIp: RateLimiterRedis;

  constructor(
    redis: Redis,
    limits: { failuresPerEmail: number; failuresPerIp: number; resetsPerIp: number; windowSeconds: number },
  ) {
    const common = { storeClient: redis, duration: limits.windowSeconds, blockDuration: limits.windowSeconds };
    this.signInByEmail = new RateLimiterRedis({
      ...common,
      keyPrefix: 'zest:auth:signin-email',
      points: limits.failuresPerEmail,
    });
    this.signInByIp = new RateLimiterRedis({
      ...common,
      keyPrefix: 'zest:auth:signin-ip',
      points: limits.failuresPerIp,
    });
    this.resetByIp = new RateLimiterRedis({ ...common, keyPrefix: 'zest:auth:reset-ip', points: limits.resetsPerIp });
  }

  /** Refuse before checking the password when either counter is spent. */
  async assertSignInAllowed(email: string, ip: string): Promise<void> {
    const [byEmail, byIp] = await Promise.all([this.signInByEmail.get(email), this.signInByIp.get(ip)]);
    for (const [res, limiter] of [
      [byEmail, this.signInByEmail],
      [byIp, this.signInByIp],
    ] as const) {
      if (res && res.consumedPoints >= limiter.points) throw signInLocked(res.msBeforeNext);
    }
  }

  async recordSignInFailure(email: string, ip: string): Promise<void> {
    await Promise.all([ignoreLimit(this.signInByEmail.consume(email)), ignoreLimit(this.signInByIp.consume(ip))]);
  }

  async recordSignInSuccess(email: string): Promise<void> {
    await this.signInByEmail.delete(email);
  }

  async consumePasswordReset(ip: string): Promise<void> {
    try {
      await this.resetByIp.consume(ip);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      throw tooManyRequests(
        `Too many password reset requests. Please try again in ${minutes(error.msBeforeNext)}.`,
        Math.ceil(error.msBeforeNext / 1000),
      );
    }
  }
}

const minutes = (ms: number) => {
  const m = Math.max(1, Math.ceil(ms / 60_000));
  return m === 1 ? '1 minute' : `${m} minutes`;
};

const signInLocked = (ms: number) =>
  tooManyRequests(`Too many failed sign-in attempts. Please try again in ${minutes(ms)}.`, Math.ceil(ms / 1000));

/** A rejected consume only means the counter is spent; the next attempt is refused up front. */
async function ignoreLimit(p: Promise<RateLimiterRes>): Promise<void> {
  try {
    await p;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
  }
}
