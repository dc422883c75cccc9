import {
  type ApprovalAction,
  DomainError,
  employeeRolesWith,
  isEmployeeSession,
  isId,
  notFound,
  requirePrincipal,
  type Permission,
  type RequestContext,
  type RestaurantAccess,
  ROLES,
} from '@zest/kit';
import { and, eq, inArray } from 'drizzle-orm';
import type { DriversTenants, DriversTransaction } from '../db/client';
import { restaurantClocks, staff, type StaffRow } from '../db/schema';
import { DRIVER_NOT_FOUND } from '../inputs';

/** On the clock as a driver (docs/decisions/0085-the-time-clock.md): since when, and whether on a break now. */
export interface DriverShift {
  since: Date;
  onBreak: boolean;
}

/** A driver as the screens name them. */
export interface DriverRef {
  id: string;
  name: string;
  /** Still a live driver of the restaurant (new trips only go to one). */
  active: boolean;
  /** Their open shift in a role that drives; null when off the clock or working another role. */
  shift: DriverShift | null;
}

/** The staff roles that take deliveries: whoever the access table lets take them for themself. */
const DRIVING_ROLES = employeeRolesWith('drivers.assign');
const isDriving = (row: StaffRow) => DRIVING_ROLES.includes(row.role) && !row.deleted;

type ShiftColumns = Pick<StaffRow, 'onShiftRole' | 'onShiftSince' | 'onBreak'>;
/** The open shift of a staff row, when it is one that drives. */
export const shiftOf = (row: ShiftColumns | undefined): DriverShift | null =>
  row?.onShiftRole && DRIVING_ROLES.includes(row.onShiftRole) && row.onShiftSince
    ? { since: row.onShiftSince, onBreak: row.onBreak }
    : null;

/**
 * Where the restaurant uses the time clock, only a driver on the clock as a driver, and not on a break, takes
 * deliveries (docs/decisions/0085-the-time-clock.md): CONFLICT, reason NOT_CLOCKED_IN or ON_BREAK, in words
 * for the driver. Off, nothing changes. Read in the transaction that gives the orders.
 */
export async function requireOnTheClock(
  tx: DriversTransaction,
  restaurantId: string,
  driver: Pick<DriverRef, 'id' | 'name'>,
) {
  const [clock] = await tx
    .select({ on: restaurantClocks.timeClock })
    .from(restaurantClocks)
    .where(eq(restaurantClocks.restaurantId, restaurantId));
  if (!clock?.on) return;
  const [row] = await tx
    .select({ onShiftRole: staff.onShiftRole, onShiftSince: staff.onShiftSince, onBreak: staff.onBreak })
    .from(staff)
    .where(and(eq(staff.restaurantId, restaurantId), eq(staff.id, driver.id)));
  const shift = shiftOf(row);
  if (shift?.onBreak) {
    throw new DomainError('CONFLICT', `${driver.name} is on a break. End the break to take deliveries.`, {
      reason: 'ON_BREAK',
    });
  }
  if (shift) return;
  const working = row?.onShiftRole ? ` as a ${ROLES[row.onShiftRole].label.toLowerCase()}, not as a driver` : '';
  throw new DomainError(
    'CONFLICT',
    working
      ? `${driver.name} is clocked in${working}. Clock in as a driver with your PIN to take deliveries.`
      : `${driver.name} is not clocked in. Clock in with your PIN to take deliveries.`,
    { reason: 'NOT_CLOCKED_IN' },
  );
}

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
      ? { id: row.id, name: row.name, active: isDriving(row), shift: shiftOf(row) }
      : { id: driverId, name: isEmployeeSession(viewer) ? viewer.name : '', active: true, shift: null };
    return { restaurant, driver };
  }

  /** The live drivers of a restaurant: those on the clock as drivers first, then by name. */
  async driversOf(restaurantId: string): Promise<DriverRef[]> {
    const rows = await this.tenants.run([restaurantId], (tx) =>
      tx
        .select()
        .from(staff)
        .where(and(eq(staff.restaurantId, restaurantId), inArray(staff.role, DRIVING_ROLES), eq(staff.deleted, false)))
        .orderBy(staff.name),
    );
    const drivers = rows.map((r) => ({ id: r.id, name: r.name, active: true, shift: shiftOf(r) }));
    // A stable sort: by name within each.
    return drivers.sort((a, b) => Number(!!b.shift) - Number(!!a.shift));
  }
}
