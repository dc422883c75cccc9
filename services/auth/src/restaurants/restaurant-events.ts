import { EventOutbox, restaurantEventsQueue, restaurantJobId, type Logger, type RestaurantChanged } from '@zest/kit';
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
 * version).
 */
export class RestaurantEvents extends EventOutbox<RestaurantRow, RestaurantChanged> {
  constructor(
    private readonly db: AuthDatabase,
    connection: Redis,
    subscribers: readonly string[],
    log: Logger,
  ) {
    super('restaurant', restaurantEventsQueue, subscribers, connection, log, {
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
    });
  }

  /** Every restaurant, deleted ones too, to one subscriber (its projection is new or was emptied). */
  replayTo(subscriber: string): Promise<number> {
    const page = (after: string, limit: number) =>
      this.db.select().from(restaurants).where(gt(restaurants.id, after)).orderBy(asc(restaurants.id)).limit(limit);
    return this.replay(subscriber, page, toRestaurantEvent);
  }
}
