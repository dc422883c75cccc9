import {
  EventOutbox,
  inBuckets,
  tripEventsQueue,
  tripJobId,
  versionDigest,
  type Logger,
  type TripChanged,
  type RedisClient,
} from '@zest/kit';
import type { JobsOptions } from 'bullmq';
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { DriversTenants } from '../db/client';
import { cashouts, staff, trips, type TripRow } from '../db/schema';

interface TripWithNames {
  id: string;
  trip: TripRow;
  driverName: string | null;
  cashedOutAt: Date | null;
  cashoutTerminalId: string | null;
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
  cashoutTerminalId: r.cashoutTerminalId,
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
      .select({
        trip: trips,
        driverName: staff.name,
        cashedOutAt: cashouts.cashedOutAt,
        cashoutTerminalId: cashouts.terminalId,
      })
      .from(trips)
      .leftJoin(staff, and(eq(staff.restaurantId, trips.restaurantId), eq(staff.id, trips.driverId)))
      .leftJoin(cashouts, and(eq(cashouts.restaurantId, trips.restaurantId), eq(cashouts.id, trips.cashoutId)))
      .where(where)
      .orderBy(orderBy)
      .limit(limit),
  );
  // Subjects are orders (one trip each): replays and checks page by the order's id.
  return rows.map((r) => ({ id: r.trip.orderId, ...r }));
}

/**
 * Trip changes to every subscriber (services/kit/src/core/services.ts
 * `tripProjection`: orders, for the history, the receipt and the void rules),
 * from a column outbox like the orders' own events: every trip change moves
 * `version` on in its own transaction; a row ahead of `published_version` is
 * still to send. A subscriber whose copy is empty asks on `trip-replay`.
 */
export class TripEvents extends EventOutbox<TripWithNames, TripChanged> {
  constructor(
    tenants: DriversTenants,
    connection: RedisClient,
    subscribers: readonly string[],
    log: Logger,
    jobs: JobsOptions,
  ) {
    super(
      'trip',
      tripEventsQueue,
      subscribers,
      connection,
      log,
      jobs,
      {
        pending: (limit) => withNames(tenants, gt(trips.version, trips.publishedVersion), asc(trips.assignedAt), limit),
        toEvent: toTripEvent,
        markSent: async ({ trip }) => {
          await tenants.acrossRestaurants((tx) =>
            tx
              .update(trips)
              .set({ publishedVersion: trip.version })
              .where(
                and(
                  eq(trips.restaurantId, trip.restaurantId),
                  eq(trips.id, trip.id),
                  sql`${trips.publishedVersion} < ${trip.version}`,
                ),
              ),
          );
        },
        jobId: tripJobId,
      },
      {
        // A trip is known to its subscribers by its order: one trip per order.
        digest: () => tenants.acrossRestaurants((tx) => versionDigest(tx, trips, trips.orderId, trips.version)),
        page: (after, limit, within) =>
          withNames(
            tenants,
            and(gt(trips.orderId, after), inBuckets(trips.orderId, within)),
            asc(trips.orderId),
            limit,
          ),
        eventOf: toTripEvent,
      },
    );
  }
}
