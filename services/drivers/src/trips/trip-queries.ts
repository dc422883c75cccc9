import { and, desc, eq, gt, notExists, sql, type SQL } from 'drizzle-orm';
import type { DriversTransaction } from '../db/client';
import { deliveryOrders, staff, trips } from '../db/schema';
import type { TripWithOrder } from './views';

/* The reads the trips share: orders waiting for a driver, and trips with their orders and drivers. */

/** A delivery order of the restaurant that a driver could take: with lines, not deleted. */
export const waiting = (restaurantId: string, orderId?: string) =>
  and(
    eq(deliveryOrders.restaurantId, restaurantId),
    orderId ? eq(deliveryOrders.id, orderId) : undefined,
    eq(deliveryOrders.orderType, 'delivery'),
    eq(deliveryOrders.deleted, false),
    eq(deliveryOrders.voided, false),
    gt(deliveryOrders.lineCount, 0),
  );

export const notOnATrip = (tx: DriversTransaction) =>
  notExists(
    tx
      .select({ one: sql`1` })
      .from(trips)
      .where(and(eq(trips.restaurantId, deliveryOrders.restaurantId), eq(trips.orderId, deliveryOrders.id))),
  );

/** Trips with their orders and their drivers' names now, newest first. */
export async function readTrips(
  tx: DriversTransaction,
  restaurantId: string,
  where: SQL | undefined,
  limit?: number,
): Promise<TripWithOrder[]> {
  const query = tx
    .select({ trip: trips, order: deliveryOrders, driverName: staff.name })
    .from(trips)
    .leftJoin(
      deliveryOrders,
      and(eq(deliveryOrders.restaurantId, trips.restaurantId), eq(deliveryOrders.id, trips.orderId)),
    )
    .leftJoin(staff, and(eq(staff.restaurantId, trips.restaurantId), eq(staff.id, trips.driverId)))
    .where(and(eq(trips.restaurantId, restaurantId), where))
    .orderBy(desc(trips.assignedAt), desc(trips.id));
  return limit ? query.limit(limit) : query;
}
