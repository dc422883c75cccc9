import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

const versionKey = (restaurantId: string) => `zest:menu:version:${restaurantId}`;
const menuKey = (restaurantId: string, version: string) => `zest:menu:built:${restaurantId}:${version}`;

/**
 * The whole menu of a restaurant, cached in Redis under a version counter.
 * Every write bumps the counter after its transaction commits, so the next
 * read misses and rebuilds: a write is visible at once, and an old copy just
 * expires. Redis being away only costs the cache, never an answer.
 */
export class MenuCache {
  constructor(
    private readonly redis: Redis,
    private readonly ttlSeconds: number,
    private readonly log: Logger,
  ) {}

  async read<T>(restaurantId: string, build: () => Promise<T>): Promise<T> {
    let version: string | null;
    try {
      version = (await this.redis.get(versionKey(restaurantId))) ?? '0';
      const hit = await this.redis.get(menuKey(restaurantId, version));
      if (hit) return JSON.parse(hit) as T;
    } catch (error) {
      this.log.warn({ err: error }, 'menu cache unavailable');
      version = null;
    }
    const menu = await build();
    if (version !== null) {
      await this.redis
        .set(menuKey(restaurantId, version), JSON.stringify(menu), 'EX', this.ttlSeconds)
        .catch((error: unknown) => this.log.warn({ err: error }, 'could not cache the menu'));
    }
    return menu;
  }

  async bump(restaurantId: string): Promise<void> {
    try {
      const version = await this.redis.incr(versionKey(restaurantId));
      // The copy just replaced is dead: drop it now rather than keep it until it expires
      // (a busy editing session would otherwise pile up copies of a large menu).
      await this.redis.del(menuKey(restaurantId, String(version - 1)));
    } catch (error) {
      this.log.error({ err: error }, 'could not invalidate the cached menu');
    }
  }
}
