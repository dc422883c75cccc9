import { createQueue, createConsumer, type Logger } from '@zest/kit';
import type { Redis } from 'ioredis';
import type { EventApplier } from '../billing/event-applier';
import type { StripeEventJob } from '../billing/events';

/** The `stripe-events` queue: the webhook verifies and enqueues (job id = event id), this consumer applies. */
export const STRIPE_EVENTS_QUEUE = 'stripe-events';

export function createStripeEventsQueue(connection: Redis) {
  return createQueue<StripeEventJob>(STRIPE_EVENTS_QUEUE, connection);
}

export function startStripeEventsConsumer(connection: Redis, applier: EventApplier, log: Logger) {
  return createConsumer<StripeEventJob>(
    STRIPE_EVENTS_QUEUE,
    async (job) => {
      await applier.apply(job.data);
    },
    connection,
    log.child({ queue: STRIPE_EVENTS_QUEUE }),
  );
}
