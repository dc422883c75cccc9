import {
  OutboxSweeper,
  SubscriberQueues,
  restaurantEventsQueue,
  restaurantJobId,
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

const BATCH = 200;

/**
 * Publishes restaurant changes to every subscriber's queue. The outbox is a
 * column: a write moves `version` on in its own transaction, and a row whose
 * version is ahead of `published_version` is still to send. So an event is
 * never lost when Redis is away at write time: the sweep finds the row again.
 * Two replicas sending the same version is harmless (job id = restaurant and
 * version).
 */
export class RestaurantEvents {
  private readonly queues: SubscriberQueues<RestaurantChanged>;
  private readonly outbox: OutboxSweeper;

  constructor(
    private readonly db: AuthDatabase,
    connection: Redis,
    subscribers: readonly string[],
    log: Logger,
  ) {
    this.queues = new SubscriberQueues('restaurant', restaurantEventsQueue, subscribers, connection, log);
    this.outbox = new OutboxSweeper('restaurant events', () => this.publishPending(), log);
  }

  /** After a write commits: publish now, without making the request wait. */
  kick(): void {
    this.outbox.kick();
  }

  startSweeping(): void {
    this.outbox.start();
  }

  async publishPending(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await this.db
        .select()
        .from(restaurants)
        .where(gt(restaurants.version, restaurants.publishedVersion))
        .orderBy(asc(restaurants.updatedAt))
        .limit(BATCH);
      if (!rows.length) return sent;
      for (const row of rows) {
        const event = toRestaurantEvent(row);
        await this.queues.publish(event, restaurantJobId(event));
        await this.db
          .update(restaurants)
          .set({ publishedVersion: row.version })
          .where(and(eq(restaurants.id, row.id), sql`${restaurants.publishedVersion} < ${row.version}`));
        sent++;
      }
    }
  }

  /** Every restaurant, deleted ones too, to one subscriber (its projection is new or was emptied). */
  replay(subscriber: string): Promise<number> {
    const page = (after: string) =>
      this.db.select().from(restaurants).where(gt(restaurants.id, after)).orderBy(asc(restaurants.id)).limit(BATCH);
    return this.queues.replay(subscriber, page, toRestaurantEvent, restaurantJobId);
  }

  async close(): Promise<void> {
    await this.outbox.close();
    await this.queues.close();
  }
}
