import {
  createQueue,
  PublishLoop,
  restaurantEventsQueue,
  restaurantJobId,
  type Logger,
  type RestaurantChanged,
} from '@zest/kit';
import type { Queue } from 'bullmq';
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
  private readonly queues: Map<string, Queue<RestaurantChanged>>;
  private readonly loop: PublishLoop;

  constructor(
    private readonly db: AuthDatabase,
    connection: Redis,
    subscribers: readonly string[],
    log: Logger,
  ) {
    this.queues = new Map(
      subscribers.map((s) => [s, createQueue<RestaurantChanged>(restaurantEventsQueue(s), connection)]),
    );
    this.loop = new PublishLoop(() => this.publishPending(), log, 'restaurant events');
  }

  /** After a write commits: publish now, without making the request wait. */
  kick(): void {
    this.loop.kick();
  }

  /** Every few seconds, whatever a failed kick left behind. */
  startSweeping(everyMs = 5_000): void {
    this.loop.startSweeping(everyMs);
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
        await this.send(toRestaurantEvent(row));
        await this.db
          .update(restaurants)
          .set({ publishedVersion: row.version })
          .where(and(eq(restaurants.id, row.id), sql`${restaurants.publishedVersion} < ${row.version}`));
        sent++;
      }
    }
  }

  /** Every restaurant, deleted ones too, to one subscriber (its projection is new or was emptied). */
  async replay(subscriber: string): Promise<number> {
    const queue = this.queues.get(subscriber);
    if (!queue) throw new Error(`Unknown restaurant subscriber "${subscriber}"`);
    let after = '00000000-0000-0000-0000-000000000000';
    let sent = 0;
    for (;;) {
      const rows = await this.db
        .select()
        .from(restaurants)
        .where(gt(restaurants.id, after))
        .orderBy(asc(restaurants.id))
        .limit(BATCH);
      if (!rows.length) return sent;
      await queue.addBulk(
        rows.map((r) => {
          const event = toRestaurantEvent(r);
          // A replay job id of its own: the subscriber may have dropped what it applied before.
          return { name: 'restaurant', data: event, opts: { jobId: `${restaurantJobId(event)}-replay-${Date.now()}` } };
        }),
      );
      sent += rows.length;
      after = rows[rows.length - 1]!.id;
    }
  }

  private async send(event: RestaurantChanged): Promise<void> {
    await Promise.all(
      [...this.queues.values()].map((q) => q.add('restaurant', event, { jobId: restaurantJobId(event) })),
    );
  }

  async close(): Promise<void> {
    await this.loop.close();
    await Promise.all([...this.queues.values()].map((q) => q.close()));
  }
}
