import { tooManyRequests } from '@zest/kit';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Wrong PINs are counted per restaurant and client address: a 4–6 digit PIN
 * cannot be protected by hashing, so the lockout is what protects it.
 */
export class PinLockout {
  private readonly limiter: RateLimiterRedis;

  constructor(redis: Redis, options: { failures: number; windowSeconds: number }) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'zest:auth:pin',
      points: options.failures,
      duration: options.windowSeconds,
      blockDuration: options.windowSeconds,
    });
  }

  private key = (restaurantId: string, ip: string) => `${restaurantId}:${ip}`;

  async assertAllowed(restaurantId: string, ip: string): Promise<void> {
    const res = await this.limiter.get(this.key(restaurantId, ip));
    if (res && res.consumedPoints >= this.limiter.points) throw locked(res.msBeforeNext);
  }

  async recordFailure(restaurantId: string, ip: string): Promise<void> {
    try {
      await this.limiter.consume(this.key(restaurantId, ip));
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
    }
  }

  async recordSuccess(restaurantId: string, ip: string): Promise<void> {
    await this.limiter.delete(this.key(restaurantId, ip));
  }
}

function locked(ms: number) {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return tooManyRequests(
    `Too many wrong PINs. This screen is locked for ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`,
    Math.ceil(ms / 1000),
  );
}
