import {
  createQueue,
  createConsumer,
  mountWebhook,
  receiveWebhook,
  type Logger,
  type WebhookAnswer,
  type WebhookEndpoint,
  type RedisClient,
} from '@zest/kit';
import type { Queue } from 'bullmq';
import type { Express } from 'express';
import { z } from 'zod';
import type { CardPayments } from './card-payments';
import type { CardRefunds } from './card-refunds';
import { partEventOf, sessionFields, type PartEvent } from './card-events';
import type { OnlinePayments } from './online-payments';

/** The `online-payments` queue: Stripe's events about online card payments, and refunds to give. */
export const ONLINE_PAYMENTS_QUEUE = 'online-payments';

const sessionObject = z.object({
  ...sessionFields,
  metadata: z.object({ paymentId: z.uuid(), restaurantId: z.uuid() }),
});

const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string(),
  /** The connected account the event happened on (Connect events carry it). */
  account: z.string().nullish(),
  livemode: z.boolean().nullish(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** The events that move a payment: paid (now, or later for slow methods), or never to be. */
const PAID = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const NOT_PAID = new Set(['checkout.session.expired', 'checkout.session.async_payment_failed']);

/**
 * What a signed event says about itself. The metadata only names the payment it claims; the rest is
 * compared with that payment's row before anything moves (payment-check.ts, issue 45).
 */
export interface EventFacts {
  eventId: string;
  paymentId: string;
  restaurantId: string;
  /** The connected account it happened on; null when the event names none. */
  account: string | null;
  sessionId: string;
  livemode: boolean | null;
}

/** A paid event's facts: also what was paid, in what, and the payment to refund from. */
export interface PaidEvent extends EventFacts {
  amountCents: number;
  currency: string | null;
  paymentIntent: string;
}

export type PaymentJob =
  | ({ kind: 'paid' } & PaidEvent)
  | ({ kind: 'canceled' } & EventFacts)
  | { kind: 'refund'; paymentId: string; restaurantId: string; reason: string }
  /** `asked`: only the refunds already asked (a part given back, a retry); else every card part (a void). */
  | { kind: 'parts-refund'; orderId: string; restaurantId: string; reason: string; asked?: boolean }
  | ({ part: true } & PartEvent);

/** What a verified event asks of us; null for one that moves nothing (e.g. a session completed but not yet paid). */
export function jobOf(event: z.infer<typeof eventSchema>): PaymentJob | null {
  const part = partEventOf(event);
  if (part) return { part: true, ...part };
  const session = sessionObject.safeParse(event.data.object);
  if (!session.success) return null;
  const facts: EventFacts = {
    eventId: event.id,
    paymentId: session.data.metadata.paymentId,
    restaurantId: session.data.metadata.restaurantId,
    account: event.account ?? null,
    sessionId: session.data.id,
    livemode: event.livemode ?? null,
  };
  if (PAID.has(event.type) && session.data.payment_status === 'paid' && session.data.payment_intent)
    return {
      kind: 'paid',
      ...facts,
      amountCents: session.data.amount_total,
      currency: session.data.currency ?? null,
      paymentIntent: session.data.payment_intent,
    };
  if (NOT_PAID.has(event.type)) return { kind: 'canceled', ...facts };
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
      return found && { name: 'part' in found ? `part-${found.kind}` : found.kind, data: found, jobId: event.id };
    };
    return receiveWebhook(this.endpoint, { rawBody, signature }, eventSchema, job, this.queue);
  }

  /**
   * An order paid on the reader and then voided: its card parts given back (retried until Stripe takes them).
   * `again` (a retry, a part given back alone): a new job for the refunds already asked, never the whole order.
   */
  async refundPartsLater(restaurantId: string, orderId: string, reason: string, again = false): Promise<void> {
    // A new job: the first one's id stays taken while it is kept.
    const jobId = `parts-refund-${orderId}${again ? `-${Date.now()}` : ''}`;
    const data = { kind: 'parts-refund' as const, restaurantId, orderId, reason, asked: again };
    await this.queue.add('parts-refund', data, { jobId });
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

export const createPaymentsQueue = (connection: RedisClient) =>
  createQueue<PaymentJob>(ONLINE_PAYMENTS_QUEUE, connection);

export function startPaymentsConsumer(
  connection: RedisClient,
  payments: OnlinePayments,
  cards: CardPayments,
  cardRefunds: CardRefunds,
  log: Logger,
) {
  return createConsumer<PaymentJob>(
    ONLINE_PAYMENTS_QUEUE,
    async ({ data }) => {
      if ('part' in data) await cards.settle(data);
      else if (data.kind === 'parts-refund')
        await cardRefunds.refundOrder(data.restaurantId, data.orderId, data.reason, data.asked ?? false);
      else if (data.kind === 'paid') await payments.paid(data);
      else if (data.kind === 'canceled') await payments.canceled(data);
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
