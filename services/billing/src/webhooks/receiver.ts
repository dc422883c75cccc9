import type { Logger } from '@zest/kit';
import type { Queue } from 'bullmq';
import express, { type Express } from 'express';
import type Stripe from 'stripe';
import { ZodError } from 'zod';
import { describeEvent, isHandled, stripeEventSchema, type StripeEventJob } from '../billing/events';
import type { PlanCatalog } from '../billing/plans';

export interface WebhookAnswer {
  status: number;
  body: Record<string, unknown>;
}

const refuse = (message: string): WebhookAnswer => ({ status: 400, body: { success: false, message } });

/**
 * Verifies a Stripe webhook on its raw bytes, checks it describes something
 * we can apply, and queues it (job id = event id, so a redelivery is one job).
 * Answers at once: the worker does the work.
 */
export class WebhookReceiver {
  constructor(
    private readonly stripe: Stripe,
    private readonly secret: string,
    private readonly catalog: PlanCatalog,
    private readonly queue: Queue<StripeEventJob>,
    private readonly log: Logger,
  ) {}

  async receive(rawBody: Buffer, signature: string | undefined): Promise<WebhookAnswer> {
    if (!signature) return refuse('Missing Stripe-Signature header.');
    let parsed: unknown;
    try {
      parsed = this.stripe.webhooks.constructEvent(rawBody, signature, this.secret);
    } catch (error) {
      // Wrong signature, a timestamp outside the tolerance, or a body that is not JSON.
      const message = error instanceof Error ? error.message : String(error);
      this.log.warn({ reason: message.slice(0, 200) }, 'webhook refused');
      return refuse('The webhook signature could not be verified.');
    }
    const event = stripeEventSchema.safeParse(parsed);
    if (!event.success) return refuse('The webhook body is not a Stripe event.');
    if (!isHandled(event.data.type)) return { status: 200, body: { received: true, ignored: true } };
    try {
      describeEvent(event.data, this.catalog);
    } catch (error) {
      if (error instanceof ZodError) return refuse(`The ${event.data.type} event is missing fields we need.`);
      throw error;
    }
    try {
      await this.queue.add(event.data.type, event.data, { jobId: event.data.id });
    } catch (error) {
      // Stripe retries anything but 2xx: nothing is lost while Redis is away.
      this.log.error({ err: error, eventId: event.data.id }, 'could not queue webhook');
      return { status: 503, body: { success: false, message: 'Try again shortly.' } };
    }
    return { status: 200, body: { received: true } };
  }
}

/** POST /webhooks/stripe: the raw body, at most 1 MB (the gateway forwards /api/stripe/webhook here). */
export function mountWebhook(app: Express, receiver: WebhookReceiver) {
  app.post('/webhooks/stripe', express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const answer = await receiver.receive(body, req.header('stripe-signature'));
    res.status(answer.status).json(answer.body);
  });
}
