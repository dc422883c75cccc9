import {
  startProjection,
  TRIP_REPLAY_QUEUE,
  tripEventsQueue,
  versionDigest,
  type EventSettings,
  type Logger,
  type Projection,
  type TripChanged,
  type RedisClient,
} from '@zest/kit';
import { sql } from 'drizzle-orm';
import type { OrdersTenants } from '../db/client';
import { orderTrips } from '../db/schema';
import type { OnlineMail } from '../online/online-mail';
import { payTripTip } from './tip-payouts';

const SUBSCRIBER = 'orders';

/**
 * The orders service's copy of the drivers' trips (kit/events/events.ts
 * TripChanged): who took a delivery and when it was delivered and cashed
 * out, when its card tip is handed to the driver (tip-payouts.ts). Versioned, applied in any order in a transaction of the trip's own
 * restaurant; an empty copy asks the drivers service for every trip.
 */
export class TripCopy {
  constructor(
    private readonly tenants: OrdersTenants,
    private readonly log: Logger,
    /** The customer's "on its way" e-mail of an online delivery. */
    private readonly mail: Pick<OnlineMail, 'afterTrip'> | null = null,
  ) {}

  /** Applies a trip event unless a newer one is already here; true when it changed the copy. */
  async apply(e: TripChanged): Promise<boolean> {
    const values = {
      orderId: e.orderId,
      restaurantId: e.restaurantId,
      driverId: e.driverId,
      driverName: e.driverName,
      assignedAt: new Date(e.assignedAt),
      outAt: e.outAt ? new Date(e.outAt) : null,
      backAt: e.backAt ? new Date(e.backAt) : null,
      cashoutId: e.cashoutId,
      cashedOutAt: e.cashedOutAt ? new Date(e.cashedOutAt) : null,
      version: e.version,
    };
    const rows = await this.tenants.run([e.restaurantId], async (tx) => {
      const applied = await tx
        .insert(orderTrips)
        .values(values)
        .onConflictDoUpdate({
          target: [orderTrips.restaurantId, orderTrips.orderId],
          set: values,
          setWhere: sql`${orderTrips.version} < excluded.version`,
        })
        .returning({ orderId: orderTrips.orderId });
      // Cashed out: the order's card tip is handed to the driver from a drawer, once (decision 0083).
      if (applied.length) await payTripTip(tx, e);
      return applied;
    });
    if (rows.length > 0) await this.mail?.afterTrip(e);
    return rows.length > 0;
  }

  start(connection: RedisClient, commands: RedisClient, events: EventSettings): Promise<Projection<TripChanged>> {
    return startProjection<TripChanged>({
      queue: tripEventsQueue(SUBSCRIBER),
      replayQueue: TRIP_REPLAY_QUEUE,
      subscriber: SUBSCRIBER,
      what: 'trip',
      apply: async (e) => ({ orderId: e.orderId, version: e.version, changed: await this.apply(e) }),
      isEmpty: async () =>
        !(await this.tenants.acrossRestaurants((tx) => tx.select({ id: orderTrips.orderId }).from(orderTrips).limit(1)))
          .length,
      digest: () =>
        this.tenants.acrossRestaurants((tx) => versionDigest(tx, orderTrips, orderTrips.orderId, orderTrips.version)),
      connection,
      commands,
      log: this.log,
      events,
    });
  }
}
