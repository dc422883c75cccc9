import {
  isId,
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
import { and, eq } from 'drizzle-orm';
import type { DriversTenants } from '../db/client';
import { staff, type StaffRow } from '../db/schema';
import { DRIVER_NOT_FOUND } from '../inputs';

export { RESTAURANT_NOT_FOUND };

/** A driver as the screens name them. */
export interface DriverRef {
  id: string;
  name: string;
  /** Still a live driver of the restaurant (new trips only go to one). */
  active: boolean;
}

/**
 * Who may see and do what on the driver screens, decided by the access table
 * (kit/access.ts) over the service's own copies: restaurants (owner) and
 * staff (who drives). Runs before the work's own tenant transaction.
 */
export class DriversAccess {
  constructor(
    private readonly tenants: DriversTenants,
    private readonly directory: RestaurantDirectory,
  ) {}

  restaurant(ctx: RequestContext, restaurantId: unknown, permission: Permission): Promise<KnownRestaurant> {
    return this.directory.require(ctx, restaurantId, permission, RESTAURANT_NOT_FOUND);
  }

  /** A live restaurant by id, for a caller whose permission names no restaurant (an admin's console): else 404. */
  async known(restaurantId: unknown): Promise<KnownRestaurant> {
    const row = await this.directory.find(restaurantId);
    if (!row) throw notFound(RESTAURANT_NOT_FOUND);
    return row;
  }

  /** The restaurant session at the driver screen, and its restaurant (taking orders, cash-outs). */
  async terminal(ctx: RequestContext, permission: Permission) {
    const viewer = requirePrincipal(ctx, permission) as RestaurantViewer;
    return { viewer, restaurant: await this.restaurant(ctx, viewer.restaurantId, permission) };
  }

  /**
   * A driver of a restaurant the caller holds the permission on, with that
   * restaurant; anyone else's driver (or an id that is nobody) is a 404. A
   * driver who left stays readable, and can still be cashed out. A driver's
   * own session names them even before auth's event about them arrives.
   */
  async driver(ctx: RequestContext, driverId: unknown, permission: Permission) {
    const viewer = requirePrincipal(ctx, permission)!;
    if (!isId(driverId)) throw notFound(DRIVER_NOT_FOUND);
    const scope = viewer.kind === 'restaurant' ? [viewer.restaurantId] : await this.directory.ownedBy(viewer.id);
    const [row] = scope.length
      ? await this.tenants.run(scope, (tx) => tx.select().from(staff).where(eq(staff.id, driverId)))
      : [];
    const own = viewer.kind === 'restaurant' && viewer.employeeId === driverId && viewer.role === 'driver';
    const restaurantId = row?.restaurantId ?? (own ? viewer.restaurantId : null);
    const restaurant = restaurantId ? await this.directory.find(restaurantId) : null;
    requireAccess(
      ctx,
      permission,
      restaurant && { restaurantId: restaurant.id, ownerId: restaurant.ownerId },
      DRIVER_NOT_FOUND,
    );
    if (!row && !own) throw notFound(DRIVER_NOT_FOUND);
    const driver: DriverRef = row
      ? { id: row.id, name: row.name, active: isDriving(row) }
      : { id: driverId, name: (viewer as RestaurantViewer).name, active: true };
    return { restaurant: restaurant!, driver };
  }

  /** The live drivers of a restaurant, by name. */
  driversOf(restaurantId: string): Promise<StaffRow[]> {
    return this.tenants.run([restaurantId], (tx) =>
      tx
        .select()
        .from(staff)
        .where(and(eq(staff.restaurantId, restaurantId), eq(staff.role, 'driver'), eq(staff.deleted, false)))
        .orderBy(staff.name),
    );
  }
}

const isDriving = (row: StaffRow) => row.role === 'driver' && !row.deleted;
