import {
  EventOutbox,
  inBuckets,
  restaurantEventsQueue,
  restaurantJobId,
  versionDigest,
  type JobsOptions,
  type Logger,
  type RestaurantChanged,
} from '@zest/kit';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { AuthDatabase } from '../db/client';
import { restaurants, type RestaurantRow } from '../db/schema';

export const toRestaurantEvent = (r: RestaurantRow): RestaurantChanged => ({
  id: r.id,
  ownerId: r.ownerId,
  name: r.name,
  fullAddress: r.fullAddress,
  phoneNumber: r.phoneNumber,
  taxPercentage: r.taxPercentage,
  deliveryChargeCents: r.deliveryChargeCents,
  timeZone: r.timeZone,
  deleted: r.deletedAt !== null,
  version: r.version,
});

/**
 * Publishes restaurant changes to every subscriber's queue. The outbox is a
 * column: a write moves `version` on in its own transaction, and a row whose
 * version is ahead of `published_version` is still to send. So an event is
 * never lost when Redis is away at write time: the sweep finds the row again.
 * Two replicas sending the same version is harmless (job id = restaurant and
 * version). A subscriber's replay or check is answered from every restaurant,
 * deleted ones too.
 */
export class RestaurantEvents extends EventOutbox<RestaurantRow, RestaurantChanged> {
  constructor(db: AuthDatabase, connection: Redis, subscribers: readonly string[], log: Logger, jobs: JobsOptions) {
    super(
      'restaurant',
      restaurantEventsQueue,
      subscribers,
      connection,
      log,
      jobs,
      {
        pending: (limit) =>
          db
            .select()
            .from(restaurants)
            .where(gt(restaurants.version, restaurants.publishedVersion))
            .orderBy(asc(restaurants.updatedAt))
            .limit(limit),
        toEvent: toRestaurantEvent,
        markSent: async (row) => {
          await db
            .update(restaurants)
            .set({ publishedVersion: row.version })
            .where(and(eq(restaurants.id, row.id), sql`${restaurants.publishedVersion} < ${row.version}`));
        },
        jobId: restaurantJobId,
      },
      {
        digest: () => versionDigest(db, restaurants, restaurants.id, restaurants.version),
        page: (after, limit, within) =>
          db
            .select()
            .from(restaurants)
            .where(and(gt(restaurants.id, after), inBuckets(restaurants.id, within)))
            .orderBy(asc(restaurants.id))
            .limit(limit),
        eventOf: toRestaurantEvent,
      },
    );
  }
}
