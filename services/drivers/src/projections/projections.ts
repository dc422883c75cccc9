import {
  EMPLOYEE_REPLAY_QUEUE,
  employeeEventsQueue,
  ORDER_EVENTS_STREAM,
  ORDER_REPLAY_QUEUE,
  orderEventsQueue,
  startProjection,
  startStreamProjection,
  versionDigest,
  type EmployeeChanged,
  type EventSettings,
  type Logger,
  type OrderChanged,
  type RedisClient,
  type RestaurantChanged,
} from '@zest/kit';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DriversTenants, DriversTransaction } from '../db/client';
import { deliveryOrders, restaurantClocks, staff } from '../db/schema';
import { adjustTrip } from '../cashouts/adjustments';
import type { DriverNotices } from '../live/driver-notices';

const SUBSCRIBER = 'drivers';

/**
 * The drivers service's copies of other services' facts (docs/architecture.md#events):
 * the delivery orders the orders service reports (on the order events stream,
 * docs/decisions/0042-order-events-on-a-stream.md), and the restaurants' staff
 * as auth reports them. Versioned: applied in any order, a late event never undoes a
 * newer one. Each is written in a transaction of the event's own restaurant
 * (row-level security holds for the consumers too).
 */
export class Projections {
  constructor(
    private readonly tenants: DriversTenants,
    private readonly notices: DriverNotices,
    private readonly log: Logger,
  ) {}

  /**
   * An order as it is now. A change that touches a delivery (one that is or
   * was one) tells the driver screens: the unassigned list may have changed.
   */
  async applyOrder(e: OrderChanged): Promise<boolean> {
    const applied = await this.tenants.run([e.restaurantId], async (tx) => {
      const done = await upsertOrder(tx, e);
      // What a driver owes follows the order (docs/decisions/0028-books.md).
      if (done.changed && done.before) await adjustTrip(tx, done.before, e);
      return done;
    });
    if (applied.changed && (applied.wasDelivery || e.orderType === 'delivery')) {
      await this.notices.tell(e.restaurantId, 'orders', { orderIds: [e.id] });
    }
    return applied.changed;
  }

  /** An employee as auth reports them: the name shown for a driver, whether they drive, whether they left, their shift. */
  async applyEmployee(e: EmployeeChanged): Promise<boolean> {
    return this.tenants.run([e.restaurantId], (tx) => upsertStaff(tx, e));
  }

  /**
   * Whether a restaurant uses the time clock (docs/decisions/0085-the-time-clock.md), from the restaurant events
   * the kit's copy of the restaurants is kept from (RestaurantDirectory.alsoKeep); absent: it does not.
   */
  async applyRestaurant(e: RestaurantChanged): Promise<boolean> {
    const values = { restaurantId: e.id, timeClock: e.timeClock ?? false, version: e.version, updatedAt: new Date() };
    const changed = await this.tenants.run([e.id], (tx) =>
      tx
        .insert(restaurantClocks)
        .values(values)
        .onConflictDoUpdate({
          target: restaurantClocks.restaurantId,
          set: values,
          setWhere: sql`${restaurantClocks.version} < excluded.version`,
        })
        .returning({ id: restaurantClocks.restaurantId }),
    );
    return changed.length > 0;
  }

  /** Both consumers; each asks its sender for everything first when its copy is empty, and checks it every period. */
  async start(
    connection: RedisClient,
    commands: RedisClient,
    events: EventSettings,
  ): Promise<{ close(): Promise<void> }[]> {
    const empty = (table: typeof deliveryOrders | typeof staff) => async () =>
      !(await this.tenants.acrossRestaurants((tx) => tx.select({ id: table.id }).from(table).limit(1))).length;
    const digest = (table: typeof deliveryOrders | typeof staff, where?: SQL) => () =>
      this.tenants.acrossRestaurants((tx) => versionDigest(tx, table, table.id, table.version, where));
    const common = { subscriber: SUBSCRIBER, connection, commands, log: this.log, events };
    return [
      await startStreamProjection<OrderChanged>({
        ...common,
        stream: ORDER_EVENTS_STREAM,
        queue: orderEventsQueue(SUBSCRIBER),
        replayQueue: ORDER_REPLAY_QUEUE,
        what: 'order',
        apply: async (e) => ({ id: e.id, version: e.version, changed: await this.applyOrder(e) }),
        subjectOf: (e) => e.id,
        versionOf: (e) => e.version,
        isEmpty: empty(deliveryOrders),
        // Deliveries only, as the orders service sums them: what was a delivery and no longer is stays, out of both sums.
        digest: digest(deliveryOrders, eq(deliveryOrders.orderType, 'delivery')),
      }),
      await startProjection<EmployeeChanged>({
        ...common,
        queue: employeeEventsQueue(SUBSCRIBER),
        replayQueue: EMPLOYEE_REPLAY_QUEUE,
        what: 'employee',
        apply: async (e) => ({ id: e.id, version: e.version, changed: await this.applyEmployee(e) }),
        isEmpty: empty(staff),
        digest: digest(staff),
      }),
    ];
  }
}

/** An order event applied unless a newer one is here already; says whether it was, and what the order was before. */
export async function upsertOrder(tx: DriversTransaction, e: OrderChanged) {
  const values = {
    id: e.id,
    restaurantId: e.restaurantId,
    orderNumber: e.orderNumber,
    orderType: e.orderType,
    customerName: e.customer?.fullName ?? null,
    customerPhone: e.customer?.phoneNumber ?? null,
    street1: e.customer?.street1 ?? '',
    street2: e.customer?.street2 ?? '',
    city: e.customer?.city ?? '',
    zipcode: e.customer?.zipcode ?? '',
    lineCount: e.lineCount,
    subtotalCents: e.subtotalCents,
    deliveryChargeCents: e.deliveryChargeCents,
    taxCents: e.taxCents,
    totalCents: e.totalCents,
    createdAt: new Date(e.createdAt),
    firstPrintedAt: e.firstPrintedAt ? new Date(e.firstPrintedAt) : null,
    orderDay: e.orderDay ?? null,
    scheduleTime: e.scheduleTime ?? null,
    readyAt: e.readyAt ? new Date(e.readyAt) : null,
    deleted: e.deleted,
    voided: e.voided ?? false,
    cardPaidCents: e.cardPaidCents ?? 0,
    cardTipCents: e.cardTipCents ?? 0,
    version: e.version,
    updatedAt: new Date(),
  };
  const [before] = await tx
    .select()
    .from(deliveryOrders)
    .where(and(eq(deliveryOrders.restaurantId, e.restaurantId), eq(deliveryOrders.id, e.id)));
  const changed = await tx
    .insert(deliveryOrders)
    .values(values)
    .onConflictDoUpdate({
      target: [deliveryOrders.restaurantId, deliveryOrders.id],
      set: values,
      setWhere: sql`${deliveryOrders.version} < excluded.version`,
    })
    .returning({ id: deliveryOrders.id });
  return { changed: changed.length > 0, wasDelivery: before?.orderType === 'delivery', before: before ?? null };
}

/** An employee event applied unless a newer one is here already. */
export async function upsertStaff(tx: DriversTransaction, e: EmployeeChanged): Promise<boolean> {
  const values = {
    id: e.id,
    restaurantId: e.restaurantId,
    name: e.name,
    role: e.role,
    deleted: e.deleted,
    // Absent or null: off the clock (docs/decisions/0085-the-time-clock.md).
    onShiftRole: e.onShift?.role ?? null,
    onShiftSince: e.onShift ? new Date(e.onShift.since) : null,
    onBreak: e.onShift?.onBreak ?? false,
    version: e.version,
    updatedAt: new Date(),
  };
  const changed = await tx
    .insert(staff)
    .values(values)
    .onConflictDoUpdate({
      target: [staff.restaurantId, staff.id],
      set: values,
      setWhere: sql`${staff.version} < excluded.version`,
    })
    .returning({ id: staff.id });
  return changed.length > 0;
}
