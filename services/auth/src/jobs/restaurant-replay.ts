import { createWorker, RESTAURANT_REPLAY_QUEUE, type Logger, type RestaurantReplayRequest } from '@zest/kit';
import type { Redis } from 'ioredis';
import type { RestaurantEvents } from '../restaurants/restaurant-events';

/** A subscriber with an empty projection asks for every restaurant; this sends them. */
export function startRestaurantReplayWorker(connection: Redis, events: RestaurantEvents, log: Logger) {
  const queueLog = log.child({ queue: RESTAURANT_REPLAY_QUEUE });
  return createWorker<RestaurantReplayRequest>(
    RESTAURANT_REPLAY_QUEUE,
    async (job) => {
      const sent = await events.replay(job.data.subscriber);
      queueLog.info({ subscriber: job.data.subscriber, sent }, 'restaurants replayed');
    },
    connection,
    queueLog,
    1,
  );
}
