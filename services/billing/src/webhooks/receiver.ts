import {
  mountWebhook,
  receiveWebhook,
  webhookRefused,
  type WebhookAnswer,
  type WebhookEndpoint,
  type WebhookJob,
} from '@zest/kit';
import type { Queue } from 'bullmq';
import type { Express } from 'express';
import { ZodError } from 'zod';
import { describeEvent, isHandled, stripeEventSchema, type StripeEventJob } from '../billing/events';
import type { PlanCatalog } from '../billing/plans';

/**
 * Verifies a Stripe webhook on its raw bytes, checks it describes something
 * we can apply, and queues it (job id = event id, so a redelivery is one job).
 * Answers at once: the consumer does the work.
 */
export class WebhookReceiver {
  constructor(
    private readonly endpoint: WebhookEndpoint,
    private readonly catalog: PlanCatalog,
    private readonly queue: Queue<StripeEventJob>,
  ) {}

  receive(rawBody: Buffer, signature: string | undefined): Promise<WebhookAnswer> {
    return receiveWebhook(
      this.endpoint,
      { rawBody, signature },
      stripeEventSchema,
      (event): WebhookJob<StripeEventJob> => {
        if (!isHandled(event.type)) return null;
        try {
          describeEvent(event, this.catalog);
        } catch (error) {
          if (error instanceof ZodError)
            return { refused: webhookRefused(`The ${event.type} event is missing fields we need.`) };
          throw error;
        }
        return { name: event.type, data: event, jobId: event.id };
      },
      this.queue,
    );
  }
}

/** POST /webhooks/stripe (the gateway forwards /api/stripe/webhook here). */
export function mountBillingWebhook(app: Express, receiver: WebhookReceiver) {
  mountWebhook(app, '/webhooks/stripe', (body, signature) => receiver.receive(body, signature));
}
