import { createQueue, createConsumer, type Logger, type RedisClient } from '@zest/kit';
import type { EventApplier } from '../billing/event-applier';
import type { StripeEventJob } from '../billing/events';

/** The `stripe-events` queue: the webhook verifies and enqueues (job id = event id), this consumer applies. */
export const STRIPE_EVENTS_QUEUE = 'stripe-events';

export function createStripeEventsQueue(connection: RedisClient) {
  return createQueue<StripeEventJob>(STRIPE_EVENTS_QUEUE, connection);
}

export function startStripeEventsConsumer(connection: RedisClient, applier: EventApplier, log: Logger) {
  return createConsumer<StripeEventJob>(
    STRIPE_EVENTS_QUEUE,
    async (job) => {
      await applier.apply(job.data);
    },
    connection,
    log.child({ queue: STRIPE_EVENTS_QUEUE }),
  );
}
