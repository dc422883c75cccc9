import { requireAccess, requirePrincipal, type RecordFacts } from './access';
import type { RequestContext } from './context';
import { notFound } from '../core/errors';
import { RESTAURANT_NOT_FOUND } from '../core/messages';
import type { Permission } from './permissions';
import type { KnownRestaurant, RestaurantDirectory } from './restaurant-directory';
import type { RestaurantViewer } from './tokens';

/** The access table's restaurant resource for a row of the service's copy. */
export const resourceOf = (row: KnownRestaurant | null, extra?: RecordFacts) =>
  row ? { restaurantId: row.id, ownerId: row.ownerId, ...extra } : null;

/**
 * Who may reach which restaurant in a service without auth's tables,
 * decided by the access table (permissions.ts) over the service's own copy
 * of the restaurants (RestaurantDirectory, kept from auth's events): a
 * restaurant session names its restaurant in the signed token; an account
 * owns what the copy says it owns. Answers the rows, whose rates, name and
 * time zone the work needs anyway. Runs before a tenant transaction opens
 * (a transaction never waits for a second connection).
 */
export class RestaurantAccess {
  constructor(readonly directory: RestaurantDirectory) {}

  /**
   * One restaurant the caller holds the permission on; another tenant's (or a
   * deleted one) is a 404. `approves`: what an approval would have to be for
   * here (access.ts); without it, an approval is refused.
   */
  forRestaurant(
    ctx: RequestContext,
    restaurantId: unknown,
    permission: Permission,
    approves?: RecordFacts['approves'],
  ): Promise<KnownRestaurant> {
    return this.directory.require(ctx, restaurantId, permission, RESTAURANT_NOT_FOUND, approves && { approves });
  }

  /**
   * The restaurant session at a terminal and its restaurant, for permissions
   * only restaurant sessions hold (taking orders, deliveries, cash-outs: the
   * name on the record is the session's). An approval passes only a road that
   * names what it approves (`approves`, usually APPROVED_ON_RECORD: the road
   * checks it on the record it reads next).
   */
  async terminal(
    ctx: RequestContext,
    permission: Permission,
    approves?: RecordFacts['approves'],
  ): Promise<{ viewer: RestaurantViewer; restaurant: KnownRestaurant }> {
    const viewer = requirePrincipal(ctx, permission) as RestaurantViewer;
    return { viewer, restaurant: await this.forRestaurant(ctx, viewer.restaurantId, permission, approves) };
  }

  /** A live restaurant by id, for a caller whose permission names no restaurant (an admin's console): else 404. */
  async known(restaurantId: unknown): Promise<KnownRestaurant> {
    const row = await this.directory.find(restaurantId);
    if (!row) throw notFound(RESTAURANT_NOT_FOUND);
    return row;
  }

  /** Every restaurant the caller holds the permission on, for a lookup by a row's own id. */
  async readable(ctx: RequestContext, permission: Permission): Promise<KnownRestaurant[]> {
    const viewer = requirePrincipal(ctx, permission);
    if (!viewer) return [];
    if (viewer.kind === 'restaurant') return [await this.forRestaurant(ctx, viewer.restaurantId, permission)];
    // An admin reads another owner's rows through that restaurant, never by guessing ids.
    const rows = await this.directory.owned(viewer.id);
    for (const row of rows) this.check(ctx, row, permission);
    return rows;
  }

  /** The permission on a restaurant already loaded (with a record's own facts: its holder, age, settlement). */
  check(
    ctx: RequestContext,
    row: KnownRestaurant,
    permission: Permission,
    facts?: RecordFacts,
    missing = RESTAURANT_NOT_FOUND,
  ) {
    return requireAccess(ctx, permission, resourceOf(row, facts), missing);
  }
}
