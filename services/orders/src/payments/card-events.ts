import { z } from 'zod';

/**
 * Stripe's events about a card part (docs/decisions/0080-card-payments-at-the-counter.md): a PaymentIntent
 * the platform made for a reader (or the door) succeeded or failed. They arrive on the Connect webhook with
 * the online payments' events and ride the same queue, job id = event id.
 */

const intentObject = z.object({
  id: z.string(),
  amount: z.number().int(),
  amount_received: z.number().int().nullish(),
  currency: z.string().nullish(),
  amount_details: z.object({ tip: z.object({ amount: z.number().int().nullish() }).nullish() }).nullish(),
  last_payment_error: z.object({ message: z.string().nullish(), code: z.string().nullish() }).nullish(),
  metadata: z.object({ partId: z.string(), restaurantId: z.uuid() }),
});

/** A part's event, as the consumer compares it with the part (card-payments.ts `partDifferences`). */
export interface PartEvent {
  kind: 'succeeded' | 'failed';
  eventId: string;
  partId: string;
  restaurantId: string;
  account: string | null;
  livemode: boolean | null;
  paymentIntent: string;
  /** What the card paid, tip included (Stripe's amount_received). */
  amountCents: number;
  tipCents: number;
  currency: string | null;
  /** Why it failed, in the words the cashier reads. */
  failure: string | null;
}

export const DECLINED = 'The card was declined.';

/** A part's event from a verified Stripe event; null for any other (an online checkout's own PaymentIntent). */
export function partEventOf(event: {
  id: string;
  type: string;
  account?: string | null;
  livemode?: boolean | null;
  data: { object: Record<string, unknown> };
}): PartEvent | null {
  const kind =
    event.type === 'payment_intent.succeeded'
      ? 'succeeded'
      : event.type === 'payment_intent.payment_failed'
        ? 'failed'
        : null;
  if (!kind) return null;
  const intent = intentObject.safeParse(event.data.object);
  if (!intent.success) return null;
  const pi = intent.data;
  const error = pi.last_payment_error;
  return {
    kind,
    eventId: event.id,
    partId: pi.metadata.partId,
    restaurantId: pi.metadata.restaurantId,
    account: event.account ?? null,
    livemode: event.livemode ?? null,
    paymentIntent: pi.id,
    amountCents: pi.amount_received ?? pi.amount,
    tipCents: pi.amount_details?.tip?.amount ?? 0,
    currency: pi.currency ?? null,
    failure: kind === 'failed' ? (error?.code === 'card_declined' || !error?.message ? DECLINED : error.message) : null,
  };
}
