import { EventOutbox, tripEventsQueue, tripJobId, type Logger, type TripChanged } from '@zest/kit';
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { DriversTenants } from '../db/client';
import { cashouts, staff, trips, type TripRow } from '../db/schema';

interface TripWithNames {
  id: string;
  trip: TripRow;
  driverName: string | null;
  cashedOutAt: Date | null;
}

export const toTripEvent = (r: TripWithNames): TripChanged => ({
  orderId: r.trip.orderId,
  restaurantId: r.trip.restaurantId,
  driverId: r.trip.driverId,
  driverName: r.driverName ?? r.trip.driverName,
  assignedAt: r.trip.assignedAt.toISOString(),
  outAt: r.trip.outAt?.toISOString() ?? null,
  backAt: r.trip.backAt?.toISOString() ?? null,
  cashoutId: r.trip.cashoutId,
  cashedOutAt: r.cashedOutAt?.toISOString() ?? null,
  version: r.trip.version,
});

/** Trips with the driver's name now and when they were cashed out, across restaurants (a background job's transaction). */
async function withNames(
  tenants: DriversTenants,
  where: SQL | undefined,
  orderBy: SQL,
  limit: number,
): Promise<TripWithNames[]> {
  const rows = await tenants.acrossRestaurants((tx) =>
    tx
      .select({ trip: trips, driverName: staff.name, cashedOutAt: cashouts.cashedOutAt })
      .from(trips)
      .leftJoin(staff, and(eq(staff.restaurantId, trips.restaurantId), eq(staff.id, trips.driverId)))
      .leftJoin(cashouts, and(eq(cashouts.restaurantId, trips.restaurantId), eq(cashouts.id, trips.cashoutId)))
      .where(where)
      .orderBy(orderBy)
      .limit(limit),
  );
  return rows.map((r) => ({ id: r.trip.id, ...r }));
}

/**
 * Trip changes to every subscriber (services/kit/src/services.ts
 * `tripProjection`: orders, for the history, the receipt and the void rules),
 * from a column outbox like the orders' own events: every trip change moves
 * `version` on in its own transaction; a row ahead of `published_version` is
 * still to send. A subscriber whose copy is empty asks on `trip-replay`.
 */
export class TripEvents extends EventOutbox<TripWithNames, TripChanged> {
  constructor(
    private readonly tenants: DriversTenants,
    connection: Redis,
    subscribers: readonly string[],
    log: Logger,
  ) {
    super('trip', tripEventsQueue, subscribers, connection, log, {
      pending: (limit) => withNames(tenants, gt(trips.version, trips.publishedVersion), asc(trips.assignedAt), limit),
      toEvent: toTripEvent,
      markSent: async ({ trip }) => {
        await tenants.acrossRestaurants((tx) =>
          tx
            .update(trips)
            .set({ publishedVersion: trip.version })
            .where(and(eq(trips.id, trip.id), sql`${trips.publishedVersion} < ${trip.version}`)),
        );
      },
      jobId: tripJobId,
    });
  }

  /** Every trip to one subscriber (its projection is new or was emptied). */
  replayTo(subscriber: string): Promise<number> {
    const page = (after: string, limit: number) => withNames(this.tenants, gt(trips.id, after), asc(trips.id), limit);
    return this.replay(subscriber, page, toTripEvent);
  }
}
