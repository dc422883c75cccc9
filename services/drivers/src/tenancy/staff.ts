import {
  type ApprovalAction,
  employeeRolesWith,
  isEmployeeSession,
  isId,
  notFound,
  requirePrincipal,
  type Permission,
  type RequestContext,
  type RestaurantAccess,
} from '@zest/kit';
import { and, eq, inArray } from 'drizzle-orm';
import type { DriversTenants } from '../db/client';
import { staff, type StaffRow } from '../db/schema';
import { DRIVER_NOT_FOUND } from '../inputs';

/** A driver as the screens name them. */
export interface DriverRef {
  id: string;
  name: string;
  /** Still a live driver of the restaurant (new trips only go to one). */
  active: boolean;
}

/** The staff roles that take deliveries: whoever the access table lets take them for themself. */
const DRIVING_ROLES = employeeRolesWith('drivers.assign');
const isDriving = (row: StaffRow) => DRIVING_ROLES.includes(row.role) && !row.deleted;

/**
 * The drivers of a restaurant, from the service's own copy of its staff
 * (kept from auth's employee events), with the access table's verdict on
 * each: its restaurant through the kit's RestaurantAccess, its holder for
 * own-only rules (a driver acts for themself). Runs before the work's own
 * tenant transaction.
 */
export class DriverStaff {
  constructor(
    private readonly tenants: DriversTenants,
    private readonly access: RestaurantAccess,
  ) {}

  /**
   * A driver of a restaurant the caller holds the permission on, with that
   * restaurant; anyone else's driver (or an id that is nobody) is a 404, a
   * colleague under an own-only rule a 403. A driver who left stays
   * readable, and can still be cashed out. A driver's own session names
   * them even before auth's event about them arrives. `approves`: the action
   * an approval must be for to act on this driver (a cash-out, a float);
   * without it, no approval may (docs/decisions/0049-approvals.md).
   */
  async driver(ctx: RequestContext, driverId: unknown, permission: Permission, approves?: ApprovalAction) {
    const viewer = requirePrincipal(ctx, permission)!;
    if (!isId(driverId)) throw notFound(DRIVER_NOT_FOUND);
    const scope = viewer.kind === 'restaurant' ? [viewer.restaurantId] : await this.access.directory.ownedBy(viewer.id);
    const [row] = scope.length
      ? await this.tenants.run(scope, (tx) =>
          tx
            .select()
            .from(staff)
            .where(and(inArray(staff.restaurantId, scope), eq(staff.id, driverId))),
        )
      : [];
    const own = isEmployeeSession(viewer) && viewer.employeeId === driverId;
    const restaurantId = row?.restaurantId ?? (own ? viewer.restaurantId : null);
    const restaurant = restaurantId ? await this.access.directory.find(restaurantId) : null;
    if (!restaurant) throw notFound(DRIVER_NOT_FOUND);
    const facts = { holderId: driverId, ...(approves ? { approves: { action: approves, driverId } } : {}) };
    this.access.check(ctx, restaurant, permission, facts, DRIVER_NOT_FOUND);
    if (!row && !own) throw notFound(DRIVER_NOT_FOUND);
    const driver: DriverRef = row
      ? { id: row.id, name: row.name, active: isDriving(row) }
      : { id: driverId, name: isEmployeeSession(viewer) ? viewer.name : '', active: true };
    return { restaurant, driver };
  }

  /** The live drivers of a restaurant, by name. */
  driversOf(restaurantId: string): Promise<StaffRow[]> {
    return this.tenants.run([restaurantId], (tx) =>
      tx
        .select()
        .from(staff)
        .where(and(eq(staff.restaurantId, restaurantId), inArray(staff.role, DRIVING_ROLES), eq(staff.deleted, false)))
        .orderBy(staff.name),
    );
  }
}
