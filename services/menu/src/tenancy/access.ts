import {
  type RequestContext,
  requireAccess,
  requirePrincipal,
  RESTAURANT_NOT_FOUND,
  type RestaurantDirectory,
  type RestaurantResource,
} from '@zest/kit';

export { RESTAURANT_NOT_FOUND };

export type MenuNeed = 'read' | 'write';
const permission = (need: MenuNeed) => (need === 'write' ? 'menu.write' : 'menu.read');

/**
 * Who may see which menu, decided by the access table (kit/access.ts) over
 * the menu's own copy of the restaurants, kept from auth's restaurant
 * events: a restaurant session names its restaurant in the signed token; an
 * account owns the restaurants the copy says it owns. A deleted restaurant
 * is gone here as soon as its event is applied.
 */
export class MenuAccess {
  constructor(private readonly restaurants: RestaurantDirectory) {}

  /** One restaurant the caller holds the need on; another tenant's (or a deleted one) is a 404. */
  async forRestaurant(ctx: RequestContext, restaurantId: unknown, need: MenuNeed): Promise<RestaurantResource> {
    const row = await this.restaurants.find(restaurantId);
    const resource = row ? { restaurantId: row.id, ownerId: row.ownerId } : null;
    requireAccess(ctx, permission(need), resource, RESTAURANT_NOT_FOUND);
    return resource!;
  }

  /** Every restaurant the caller may read, for lookups by a row's own id. */
  async readable(ctx: RequestContext): Promise<RestaurantResource[]> {
    const viewer = requirePrincipal(ctx, 'menu.read')!;
    if (viewer.kind === 'restaurant') {
      // The token names the restaurant; auth refuses it once the restaurant is deleted.
      return [{ restaurantId: viewer.restaurantId, ownerId: viewer.id }];
    }
    const ids = await this.restaurants.ownedBy(viewer.id);
    return ids.map((restaurantId) => ({ restaurantId, ownerId: viewer.id }));
  }

  /** The need on a restaurant already known to be readable. */
  check(ctx: RequestContext, resource: RestaurantResource, need: MenuNeed): void {
    requireAccess(ctx, permission(need), resource, RESTAURANT_NOT_FOUND);
  }
}
