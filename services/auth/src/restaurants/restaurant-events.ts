import {
  EventOutbox,
  restaurantEventsQueue,
  restaurantJobId,
  type JobsOptions,
  type Logger,
  type RestaurantChanged,
  type RedisClient,
} from '@zest/kit';
import type { AuthDatabase } from '../db/client';
import { rowOutbox } from '../db/row-outbox';
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
  timeClock: r.timeClock,
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
  constructor(
    db: AuthDatabase,
    connection: RedisClient,
    subscribers: readonly string[],
    log: Logger,
    jobs: JobsOptions,
  ) {
    super(
      'restaurant',
      restaurantEventsQueue,
      subscribers,
      connection,
      log,
      jobs,
      ...rowOutbox(db, restaurants, toRestaurantEvent, restaurantJobId),
    );
  }
}
