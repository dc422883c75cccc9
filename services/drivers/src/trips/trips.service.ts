import {
  badInput,
  conflict,
  DomainError,
  idempotencyKey,
  isEmployeeSession,
  isId,
  localDateTime,
  notFound,
  once,
  type RequestContext,
  requireRecord,
  RESTAURANT_NOT_FOUND,
  type RestaurantAccess,
  type RestaurantViewer,
} from '@zest/kit';
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DriversTenants } from '../db/client';
import { deliveryOrders, trips } from '../db/schema';
import { assignInput, DRIVER_NOT_FOUND, driverPeriod, ORDER_NOT_FOUND } from '../inputs';
import type { DriverNotices } from '../live/driver-notices';
import { requireOnTheClock, type DriverRef, type DriverStaff } from '../tenancy/staff';
import { driverPeriod as momentsOf } from './periods';
import { notOnATrip, readTrips, waiting } from './trip-queries';
import type { TripEvents } from './trip-events';
import { toDeliveryOrder, toTrip, type TripWithOrder } from './views';

export const TRIPS_CREATED = 'Driver trips created successfully';
const ASSIGN_FIRST = 'Give the order to a driver first.';
/** A driver's orders "all" reaches this many back, newest first. */
const DRIVER_ORDERS_MAX = 1_000;

/** "#12 (Dan), #14 (Dan)" */
const numbered = (taken: { orderNumber: number; driverName: string }[]) =>
  taken.map((t) => `#${t.orderNumber} (${t.driverName})`).join(', ');

/**
 * The driver screen's deliveries (docs/product.md#drivers): the orders
 * waiting for a driver, taking them (one driver per order, kept by a unique
 * index), out for delivery and back, and a driver's orders by period. Every
 * call checks access (the kit's access table, through RestaurantAccess and
 * DriverStaff) before its tenant transaction, and tells the other screens
 * after it commits.
 */
export class TripsService {
  constructor(
    private readonly tenants: DriversTenants,
    private readonly access: RestaurantAccess,
    private readonly staff: DriverStaff,
    private readonly notices: DriverNotices,
    private readonly tripEvents: TripEvents,
  ) {}

  /**
   * Delivery orders with at least one line, not deleted and not on a trip,
   * oldest first: printed or not (the card says which).
   */
  async unassigned(ctx: RequestContext, restaurantId: unknown, orderId?: string) {
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'drivers.read');
    const rows = await this.tenants.run([restaurant.id], (tx) =>
      tx
        .select()
        .from(deliveryOrders)
        .where(and(waiting(restaurant.id, orderId), notOnATrip(tx)))
        .orderBy(asc(deliveryOrders.createdAt), asc(deliveryOrders.orderNumber)),
    );
    return rows.map((o) => toDeliveryOrder(o, restaurant.timeZone));
  }

  /** One order, as the waiting list shows it, for a screen that heard a notice naming it; null when not waiting. */
  async unassignedOne(ctx: RequestContext, restaurantId: unknown, rawOrderId: unknown) {
    if (!isId(rawOrderId)) throw notFound(ORDER_NOT_FOUND);
    return (await this.unassigned(ctx, restaurantId, rawOrderId))[0] ?? null;
  }

  /**
   * Gives the selected orders to a driver, at the server's time. An order
   * another driver took a moment earlier is skipped and named; when every
   * selected order was taken, nothing is made and the answer is a 409 naming
   * them (reason ALREADY_TAKEN). Where the time clock is on, the driver must be on it (requireOnTheClock).
   */
  async assign(ctx: RequestContext, raw: unknown) {
    const input = assignInput.parse(raw);
    const { viewer, restaurant } = await this.access.terminal(ctx, 'drivers.assign');
    if (input.restaurantId && input.restaurantId !== restaurant.id) throw notFound(RESTAURANT_NOT_FOUND);
    const driver = await this.takerFor(ctx, viewer, input.driverId);
    const out = input.outForDelivery ?? true;
    const done = await this.tenants.run([restaurant.id], async (tx) => {
      await requireOnTheClock(tx, restaurant.id, driver);
      const selected = await tx
        .select()
        .from(deliveryOrders)
        .where(and(waiting(restaurant.id), inArray(deliveryOrders.id, input.orderIds)));
      const made = selected.length
        ? await tx
            .insert(trips)
            .values(
              selected.map((o) => ({
                restaurantId: restaurant.id,
                orderId: o.id,
                driverId: driver.id,
                driverName: driver.name,
                assignedBy: viewer.name,
                outAt: out ? sql`now()` : null,
              })),
            )
            // Two drivers at once: the unique index keeps the first, the second inserts nothing for that order.
            .onConflictDoNothing({ target: [trips.restaurantId, trips.orderId] })
            .returning()
        : [];
      const madeIds = new Set(made.map((t) => t.orderId));
      const takenIds = selected.filter((o) => !madeIds.has(o.id)).map((o) => o.id);
      const taken = takenIds.length ? await readTrips(tx, restaurant.id, inArray(trips.orderId, takenIds)) : [];
      const mine = made.length
        ? await readTrips(
            tx,
            restaurant.id,
            inArray(
              trips.id,
              made.map((t) => t.id),
            ),
          )
        : [];
      return { selected, mine, taken };
    });
    const taken = done.taken.map(({ trip, order, driverName }) => ({
      orderId: trip.orderId,
      orderNumber: order?.orderNumber ?? 0,
      driverName: driverName ?? trip.driverName,
    }));
    const found = new Set(done.selected.map((o) => o.id));
    const unavailable = input.orderIds.filter((id) => !found.has(id));
    if (!done.mine.length) {
      if (taken.length) {
        throw new DomainError('CONFLICT', `Already taken by another driver: ${numbered(taken)}.`, {
          reason: 'ALREADY_TAKEN',
          taken,
        });
      }
      throw notFound(unavailable.length === 1 ? ORDER_NOT_FOUND : 'These orders are no longer waiting for a driver.');
    }
    this.tripEvents.kick();
    await this.notices.tell(restaurant.id, 'assigned', {
      driverId: driver.id,
      orderIds: done.mine.map((t) => t.trip.orderId),
    });
    return {
      success: true,
      message: taken.length ? `${TRIPS_CREATED}. Already taken by another driver: ${numbered(taken)}.` : TRIPS_CREATED,
      trips: done.mine.map((t) => toTrip(t, restaurant.timeZone)),
      taken,
      unavailable,
    };
  }

  /** The order's trip leaves for delivery (PATCH UpdateOutOfDelievery); already out, it stays as it was. */
  async markOut(ctx: RequestContext, orderId: unknown) {
    const { viewer, restaurant } = await this.access.terminal(ctx, 'drivers.out');
    if (!isId(orderId)) throw notFound(ORDER_NOT_FOUND);
    const trip = await this.tenants.run([restaurant.id], async (tx) => {
      const [found] = await readTrips(tx, restaurant.id, eq(trips.orderId, orderId));
      if (!found) {
        const [order] = await tx
          .select({ id: deliveryOrders.id })
          .from(deliveryOrders)
          .where(waiting(restaurant.id, orderId));
        throw order ? conflict(ASSIGN_FIRST) : notFound(ORDER_NOT_FOUND);
      }
      requireRecord(viewer, 'drivers.out', { holderId: found.trip.driverId });
      if (found.trip.outAt) return found;
      await tx
        .update(trips)
        .set({ outAt: sql`now()`, version: sql`${trips.version} + 1` })
        .where(and(eq(trips.restaurantId, restaurant.id), eq(trips.id, found.trip.id)));
      return (await readTrips(tx, restaurant.id, eq(trips.id, found.trip.id)))[0]!;
    });
    this.tripEvents.kick();
    await this.notices.tell(restaurant.id, 'out', { driverId: trip.trip.driverId, orderIds: [trip.trip.orderId] });
    return toTrip(trip, restaurant.timeZone);
  }

  /**
   * The driver is back: every trip of theirs still out is marked back — they
   * are delivered, and what the driver owes for them is due
   * (docs/decisions/0028-books.md) — and they leave the 'Out of Delivery'
   * panel. Any session at the restaurant's driver screen may tap a name (the
   * screen is shared at the counter). Once per Idempotency-Key: a retry
   * answers what the first tap did.
   */
  async markBack(ctx: RequestContext, rawDriverId: unknown, rawKey?: unknown) {
    const key = idempotencyKey.nullish().parse(rawKey);
    const { restaurant } = await this.access.terminal(ctx, 'drivers.back');
    const { driver } = await this.staff.driver(ctx, rawDriverId, 'drivers.back');
    const done = await this.tenants.run([restaurant.id], (tx) =>
      once(
        tx,
        { restaurantId: restaurant.id, operation: 'markBack', key, request: { driverId: driver.id } },
        async () => {
          const back = await tx
            .update(trips)
            .set({
              backAt: sql`now()`,
              outAt: sql`coalesce(${trips.outAt}, now())`,
              version: sql`${trips.version} + 1`,
            })
            .where(and(eq(trips.restaurantId, restaurant.id), eq(trips.driverId, driver.id), isNull(trips.backAt)))
            .returning({ orderId: trips.orderId });
          return { orderIds: back.map((t) => t.orderId) };
        },
      ),
    );
    const back = done.answer.orderIds as string[];
    if (back.length && !done.replayed) {
      this.tripEvents.kick();
      await this.notices.tell(restaurant.id, 'back', { driverId: driver.id, orderIds: back });
    }
    return {
      success: true,
      message: back.length ? `${driver.name} is back.` : `${driver.name} was not out.`,
      driver: { id: driver.id, name: driver.name },
      trips: back.length,
    };
  }

  /** The 'Out of Delivery' panel: drivers with trips not back yet, first out first. */
  /** One driver out, as the panel shows them, for a screen that heard a notice naming them; null when not out. */
  async outOne(ctx: RequestContext, restaurantId: unknown, rawDriverId: unknown) {
    if (!isId(rawDriverId)) throw notFound(DRIVER_NOT_FOUND);
    return (await this.out(ctx, restaurantId, rawDriverId))[0] ?? null;
  }

  async out(ctx: RequestContext, restaurantId: unknown, driverId?: string) {
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'drivers.read');
    const rows = await this.tenants.run([restaurant.id], (tx) =>
      readTrips(tx, restaurant.id, and(isNull(trips.backAt), driverId ? eq(trips.driverId, driverId) : undefined)),
    );
    const byDriver = new Map<string, TripWithOrder[]>();
    for (const row of rows) byDriver.set(row.trip.driverId, [...(byDriver.get(row.trip.driverId) ?? []), row]);
    return [...byDriver.values()]
      .map((list) => {
        const left = new Date(Math.min(...list.map((t) => (t.trip.outAt ?? t.trip.assignedAt).getTime())));
        const first = toTrip(list[0]!, restaurant.timeZone);
        return {
          driver: first.driver,
          leftAt: left.toISOString(),
          leftAtLocal: localDateTime(left, restaurant.timeZone),
          trips: list.map((t) => toTrip(t, restaurant.timeZone)),
        };
      })
      .sort((a, b) => (a.leftAt < b.leftAt ? -1 : 1));
  }

  /** A driver's trips in a period on the restaurant's clock, newest first. */
  async driverOrders(ctx: RequestContext, rawDriverId: unknown, rawPeriod: unknown, now = new Date()) {
    const period = driverPeriod.parse(rawPeriod ?? 'all');
    const { restaurant, driver } = await this.staff.driver(ctx, rawDriverId, 'drivers.read');
    const { from, until } = momentsOf(period, now, restaurant.timeZone);
    const rows = await this.tenants.run([restaurant.id], (tx) =>
      readTrips(
        tx,
        restaurant.id,
        and(
          eq(trips.driverId, driver.id),
          from ? gte(trips.assignedAt, from) : undefined,
          until ? lt(trips.assignedAt, until) : undefined,
        ),
        DRIVER_ORDERS_MAX,
      ),
    );
    return rows.map((t) => toTrip(t, restaurant.timeZone));
  }

  /**
   * Who takes the orders: a driver's session takes for itself (naming a
   * colleague is refused by the access table's own-only rule); a manager
   * names a live driver.
   */
  private async takerFor(
    ctx: RequestContext,
    viewer: RestaurantViewer,
    named: string | null | undefined,
  ): Promise<Pick<DriverRef, 'id' | 'name'>> {
    const taker = named ?? (isEmployeeSession(viewer) ? viewer.employeeId : null);
    if (!taker) throw badInput('Choose the driver who takes the orders.');
    const { driver } = await this.staff.driver(ctx, taker, 'drivers.assign');
    if (!driver.active) throw notFound(DRIVER_NOT_FOUND);
    return driver;
  }
}
