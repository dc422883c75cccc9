import {
  type KnownRestaurant,
  notFound,
  type Permission,
  type RequestContext,
  requireAccess,
  requirePrincipal,
  RESTAURANT_NOT_FOUND,
  type RestaurantDirectory,
  type RestaurantViewer,
} from '@zest/kit';
import { and, asc, eq } from 'drizzle-orm';
import type { OrdersDatabase } from '../db/client';
import { restaurants } from '../db/schema';

export { RESTAURANT_NOT_FOUND };

const resourceOf = (row: KnownRestaurant | null) => (row ? { restaurantId: row.id, ownerId: row.ownerId } : null);

/**
 * Who may touch which restaurant's orders, decided by the access table
 * (kit/access.ts) over the orders service's own copy of the restaurants,
 * kept from auth's restaurant events: a restaurant session names its
 * restaurant in the signed token; an account owns what the copy says it
 * owns. Answers the restaurants' rows, whose rates, name and time zone the
 * orders need anyway. Everything here runs before a tenant transaction opens
 * (a transaction never waits for a second connection).
 */
export class OrdersAccess {
  constructor(
    private readonly db: OrdersDatabase,
    private readonly directory: RestaurantDirectory,
  ) {}

  /** One restaurant the caller holds the permission on; another tenant's (or a deleted one) is a 404. */
  forRestaurant(ctx: RequestContext, restaurantId: unknown, permission: Permission): Promise<KnownRestaurant> {
    return this.directory.require(ctx, restaurantId, permission, RESTAURANT_NOT_FOUND);
  }

  /**
   * The restaurant session at the terminal and its restaurant (taking and
   * deleting orders admit only restaurant sessions: the name on the receipt
   * is the session's).
   */
  async terminal(ctx: RequestContext, permission: Permission) {
    const viewer = requirePrincipal(ctx, permission) as RestaurantViewer;
    return { viewer, restaurant: await this.forRestaurant(ctx, viewer.restaurantId, permission) };
  }

  /** A live restaurant by id, for a caller whose permission names no restaurant (an admin's console): else 404. */
  async known(restaurantId: unknown): Promise<KnownRestaurant> {
    const row = await this.directory.find(restaurantId);
    if (!row) throw notFound(RESTAURANT_NOT_FOUND);
    return row;
  }

  /** Every restaurant the caller may hold the permission on, for a lookup by a row's own id. */
  async readable(ctx: RequestContext, permission: Permission): Promise<KnownRestaurant[]> {
    const viewer = requirePrincipal(ctx, permission)!;
    if (viewer.kind === 'restaurant') return [await this.forRestaurant(ctx, viewer.restaurantId, permission)];
    // An admin reads another owner's orders through that restaurant's history, never by guessing ids.
    const rows = await this.db
      .select()
      .from(restaurants)
      .where(and(eq(restaurants.ownerId, viewer.id), eq(restaurants.deleted, false)))
      .orderBy(asc(restaurants.id));
    for (const row of rows) requireAccess(ctx, permission, resourceOf(row), RESTAURANT_NOT_FOUND);
    return rows;
  }
}
