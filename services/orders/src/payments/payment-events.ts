import {
  createQueue,
  createConsumer,
  mountWebhook,
  receiveWebhook,
  type Logger,
  type WebhookAnswer,
  type WebhookEndpoint,
} from '@zest/kit';
import type { Queue } from 'bullmq';
import type { Express } from 'express';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { OnlinePayments } from './online-payments';

/** The `online-payments` queue: Stripe's events about online card payments, and refunds to give. */
export const ONLINE_PAYMENTS_QUEUE = 'online-payments';

const sessionObject = z.object({
  id: z.string(),
  amount_total: z.number().int(),
  payment_intent: z.string().nullish(),
  payment_status: z.string(),
  metadata: z.object({ paymentId: z.uuid(), restaurantId: z.uuid() }),
});

const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** The events that move a payment: paid (now, or later for slow methods), or never to be. */
const PAID = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const NOT_PAID = new Set(['checkout.session.expired', 'checkout.session.async_payment_failed']);

export type PaymentJob =
  | { kind: 'paid'; paymentId: string; restaurantId: string; amountCents: number; paymentIntent: string }
  | { kind: 'canceled'; paymentId: string; restaurantId: string }
  | { kind: 'refund'; paymentId: string; restaurantId: string; reason: string };

/** What a verified event asks of us; null for one that moves nothing (e.g. a session completed but not yet paid). */
export function jobOf(event: z.infer<typeof eventSchema>): PaymentJob | null {
  const session = sessionObject.safeParse(event.data.object);
  if (!session.success) return null;
  const { paymentId, restaurantId } = session.data.metadata;
  if (PAID.has(event.type) && session.data.payment_status === 'paid' && session.data.payment_intent)
    return {
      kind: 'paid',
      paymentId,
      restaurantId,
      amountCents: session.data.amount_total,
      paymentIntent: session.data.payment_intent,
    };
  if (NOT_PAID.has(event.type)) return { kind: 'canceled', paymentId, restaurantId };
  return null;
}

/**
 * Stripe's Connect webhook (docs/decisions/0065-paying-online.md): verified on its raw bytes with the
 * Connect endpoint's own secret, then queued (job id = event id, so a redelivery is one job) and
 * answered at once; the consumer writes the order.
 */
export class PaymentWebhook {
  constructor(
    private readonly endpoint: WebhookEndpoint,
    readonly queue: Queue<PaymentJob>,
  ) {}

  receive(rawBody: Buffer, signature: string | undefined): Promise<WebhookAnswer> {
    const job = (event: z.infer<typeof eventSchema>) => {
      const found = jobOf(event);
      return found && { name: found.kind, data: found, jobId: event.id };
    };
    return receiveWebhook(this.endpoint, { rawBody, signature }, eventSchema, job, this.queue);
  }

  /** A rejected order paid online: its refund, given by the consumer (retried until Stripe takes it). */
  async refundLater(restaurantId: string, paymentId: string, reason: string): Promise<void> {
    await this.queue.add(
      'refund',
      { kind: 'refund', restaurantId, paymentId, reason },
      { jobId: `refund-${paymentId}` },
    );
  }
}

export const createPaymentsQueue = (connection: Redis) => createQueue<PaymentJob>(ONLINE_PAYMENTS_QUEUE, connection);

export function startPaymentsConsumer(connection: Redis, payments: OnlinePayments, log: Logger) {
  return createConsumer<PaymentJob>(
    ONLINE_PAYMENTS_QUEUE,
    async ({ data }) => {
      if (data.kind === 'paid') await payments.paid(data);
      else if (data.kind === 'canceled') await payments.canceled(data.restaurantId, data.paymentId);
      else await payments.refund(data.restaurantId, data.paymentId, data.reason);
    },
    connection,
    log.child({ queue: ONLINE_PAYMENTS_QUEUE }),
  );
}

/** POST /webhooks/stripe-connect (the gateway forwards /api/stripe/connect-webhook here). */
export function mountPaymentWebhook(app: Express, webhook: PaymentWebhook) {
  mountWebhook(app, '/webhooks/stripe-connect', (body, signature) => webhook.receive(body, signature));
}
