import { z } from 'zod';
import type { OrderPaymentRow } from '../db/schema';

/**
 * Stripe's events about a card part (docs/decisions/0080-card-payments-at-the-counter.md): a PaymentIntent
 * the platform made for a reader succeeded or failed, or the Checkout Session of a part paid at the door was
 * paid (decision 0081: the session's event settles a door part, never its PaymentIntent's). They arrive on
 * the Connect webhook with the online payments' events and ride the same queue, job id = event id.
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

/** A Checkout Session's fields an event is read by (an online checkout's, a door part's). */
export const sessionFields = {
  id: z.string(),
  amount_total: z.number().int(),
  currency: z.string().nullish(),
  payment_intent: z.string().nullish(),
  payment_status: z.string(),
};

/** A door part's Checkout Session, paid: what it was for is its metadata's part, and the tip chosen before it. */
const sessionObject = z.object({
  ...sessionFields,
  metadata: z.object({ partId: z.string(), restaurantId: z.uuid(), tipCents: z.coerce.number().int().default(0) }),
});

/** A session's events that say it was paid (a card pays at once; slower methods later). */
const SESSION_PAID = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/** A part's event, as the consumer compares it with the part (`partDifferences`, below). */
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
  /** The Checkout Session paid (a door part's event); null for a PaymentIntent's own event. */
  session: string | null;
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
  if (SESSION_PAID.has(event.type)) return doorEventOf(event);
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
    session: null,
  };
}

/** A paid Checkout Session of a door part; null for one not paid yet, or another's (an online checkout's). */
function doorEventOf(event: Parameters<typeof partEventOf>[0]): PartEvent | null {
  const parsed = sessionObject.safeParse(event.data.object);
  if (!parsed.success || parsed.data.payment_status !== 'paid' || !parsed.data.payment_intent) return null;
  const s = parsed.data;
  return {
    kind: 'succeeded',
    eventId: event.id,
    partId: s.metadata.partId,
    restaurantId: s.metadata.restaurantId,
    account: event.account ?? null,
    livemode: event.livemode ?? null,
    paymentIntent: s.payment_intent!,
    amountCents: s.amount_total,
    tipCents: s.metadata.tipCents,
    currency: s.currency ?? null,
    failure: null,
    session: s.id,
  };
}

/**
 * What of a signed event is not its part's: the account, the PaymentIntent (a door part's: its Checkout
 * Session, the one its customer may pay), the currency, the amount.
 */
export function partDifferences(part: OrderPaymentRow, e: PartEvent, livemode: boolean): string[] {
  const found: string[] = [];
  if (e.livemode !== livemode) found.push('mode');
  if (e.account !== part.account) found.push('account');
  if (part.kind === 'door') {
    if (!part.checkoutSession || e.session !== part.checkoutSession) found.push('checkout session');
  } else if (!part.paymentIntent || e.paymentIntent !== part.paymentIntent) found.push('payment intent');
  if (e.kind === 'succeeded') {
    if (e.currency !== 'usd') found.push('currency');
    if (e.amountCents - e.tipCents !== part.amountCents || e.tipCents < 0) found.push('amount');
  }
  return found;
}
