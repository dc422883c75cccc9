import type { RedisClient } from '@zest/kit';
import type { Logger } from 'pino';

/** Moves on when the built menu's shape changes (2: takesToppings, 3: soldOut), so a copy an older release built is never read. */
const SHAPE = 3;
const menuKey = (restaurantId: string, version: number) => `zest:menu:built:${SHAPE}:${restaurantId}:${version}`;

/**
 * The whole menu of a restaurant, cached in Redis under the menu's version
 * from the database (menu_versions, moved on by every write in its own
 * transaction): a write is visible on the next read, since that read asks
 * for a key that does not exist yet. Redis being away only costs the cache,
 * never an answer, and never a stale one.
 */
export class MenuCache {
  constructor(
    private readonly redis: RedisClient,
    private readonly ttlSeconds: number,
    private readonly log: Logger,
  ) {}

  async read<T>(restaurantId: string, version: number, build: () => Promise<T>): Promise<T> {
    let reachable = true;
    try {
      const hit = await this.redis.get(menuKey(restaurantId, version));
      if (hit) return JSON.parse(hit) as T;
    } catch (error) {
      this.log.warn({ err: error }, 'menu cache unavailable');
      reachable = false;
    }
    const menu = await build();
    if (reachable) {
      await this.redis
        .set(menuKey(restaurantId, version), JSON.stringify(menu), 'EX', this.ttlSeconds)
        .catch((error: unknown) => this.log.warn({ err: error }, 'could not cache the menu'));
    }
    return menu;
  }

  /**
   * After a write: the copy of the version before is dead. Dropped now rather
   * than kept until it expires (a busy editing session would otherwise pile up
   * copies of a large menu); if this fails, it only expires.
   */
  forget(restaurantId: string, version: number): void {
    this.redis
      .del(menuKey(restaurantId, version))
      .catch((error: unknown) => this.log.warn({ err: error }, 'could not drop an old cached menu'));
  }
}
