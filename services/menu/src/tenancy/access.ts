import { DomainError, forbidden, notFound, requireViewer, type RequestContext, type Viewer } from '@zest/kit';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { isId } from '../menu/validation';

export const RESTAURANT_NOT_FOUND = 'Restaurant not found.';
export const CANNOT_CHANGE_MENU = 'Only the owner or a manager can change the menu.';
const DRIVERS_NO_MENU = 'The menu is not available on the driver screen.';

/** What a caller may touch: the restaurants whose rows exist for it, and whether it may change them. */
export interface MenuScope {
  restaurantIds: string[];
  canWrite: boolean;
  /** True when the list came from the cache and may miss a restaurant created a moment ago. */
  cached: boolean;
}

const ownedKey = (userId: string) => `zest:menu:owned:${userId}`;

/**
 * Who may see which menu. The menu service cannot read auth's tables, so:
 * - a restaurant session (cashier/manager screen) names its restaurant in the
 *   signed token: a manager reads and writes it, a cashier only reads it,
 *   a driver neither;
 * - an account token names only the user: the restaurants it owns come from
 *   auth (`restaurants` through the supergraph, with the caller's own token,
 *   so auth applies its own rules) and are cached briefly in Redis.
 * See docs/decisions/0006-menu-deletes.md and the README ("Tenancy").
 */
export class MenuAccess {
  constructor(
    private readonly redis: Redis,
    private readonly supergraphUrl: string,
    private readonly cacheSeconds: number,
    private readonly log: Logger,
  ) {}

  /** The caller's scope limited to one restaurant; another tenant's restaurant is a 404. */
  async forRestaurant(ctx: RequestContext, restaurantId: unknown, need: 'read' | 'write'): Promise<MenuScope> {
    if (!isId(restaurantId)) throw notFound(RESTAURANT_NOT_FOUND);
    let scope = await this.scopeOf(ctx, false);
    if (!scope.restaurantIds.includes(restaurantId) && scope.cached) scope = await this.scopeOf(ctx, true);
    if (!scope.restaurantIds.includes(restaurantId)) throw notFound(RESTAURANT_NOT_FOUND);
    if (need === 'write' && !scope.canWrite) throw forbidden(CANNOT_CHANGE_MENU);
    return { ...scope, restaurantIds: [restaurantId] };
  }

  /** Every restaurant the caller may see (for lookups by a row's own id). */
  async scopeOf(ctx: RequestContext, fresh: boolean): Promise<MenuScope> {
    const viewer = requireViewer(ctx);
    if (viewer.kind === 'restaurant') {
      if (viewer.role === 'driver') throw forbidden(DRIVERS_NO_MENU);
      return { restaurantIds: [viewer.restaurantId], canWrite: viewer.role === 'manager', cached: false };
    }
    if (!fresh) {
      const hit = await this.redis.get(ownedKey(viewer.id)).catch(() => null);
      if (hit) return { restaurantIds: JSON.parse(hit) as string[], canWrite: true, cached: true };
    }
    const ids = await this.ownedRestaurants(ctx, viewer);
    if (this.cacheSeconds > 0) {
      await this.redis
        .set(ownedKey(viewer.id), JSON.stringify(ids), 'EX', this.cacheSeconds)
        .catch((error: unknown) => this.log.warn({ err: error }, 'could not cache restaurant ownership'));
    }
    return { restaurantIds: ids, canWrite: true, cached: false };
  }

  /** Asks auth, as the caller, which restaurants are theirs. */
  private async ownedRestaurants(ctx: RequestContext, viewer: Viewer): Promise<string[]> {
    let body: { data?: { restaurants?: { id: string; ownerId: string }[] } | null; errors?: unknown[] };
    try {
      const res = await fetch(this.supergraphUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${ctx.token ?? ''}`,
          'x-request-id': ctx.requestId,
        },
        body: JSON.stringify({ query: 'query MenuOwnedRestaurants { restaurants { id ownerId } }' }),
        signal: AbortSignal.timeout(5_000),
      });
      body = (await res.json()) as typeof body;
    } catch (error) {
      ctx.log.error({ err: error }, 'ownership lookup failed');
      throw new DomainError('SERVICE_UNAVAILABLE', 'The menu cannot be reached right now. Please try again.');
    }
    const restaurants = body.data?.restaurants;
    if (!restaurants) {
      const code = (body.errors?.[0] as { extensions?: { code?: string } } | undefined)?.extensions?.code;
      if (code === 'UNAUTHENTICATED') throw new DomainError('UNAUTHENTICATED', 'Please sign in to continue.');
      ctx.log.error({ errors: body.errors }, 'ownership lookup refused');
      throw new DomainError('SERVICE_UNAVAILABLE', 'The menu cannot be reached right now. Please try again.');
    }
    // Only what the viewer owns: an admin changes only menus of their own restaurants.
    return restaurants.filter((r) => r.ownerId === viewer.id).map((r) => r.id);
  }
}
