import { appendAudit, formatDollars, SYSTEM_ACTOR, type KnownRestaurant, type Logger } from '@zest/kit';
import type { OrdersTransaction } from '../db/client';
import type { OnlinePaymentRow } from '../db/schema';
import { CURRENCY } from './connect';
import type { EventFacts, PaidEvent } from './payment-events';

/** A fact of Stripe's event that is not the payment's: which, what the payment has, what the event said. */
export interface Difference {
  field: 'account' | 'session' | 'amount' | 'currency' | 'livemode';
  expected: string | number | boolean | null;
  got: string | number | boolean | null;
}

/**
 * Whether a signed event is about the payment its metadata names (issue 45). Anyone with a Stripe account
 * connected to the platform can have Stripe sign an event, and write any metadata into it (Stripe even sends
 * a live account's test-mode events to the live endpoint): the signature says Stripe sent it, not whose
 * payment it is. So it must have happened on the account the payment was asked on, for its session, for its
 * amount in dollars, in the platform's mode (live keys: live; test keys and the sandbox: not). Pure: [] when
 * it all matches.
 */
export function differences(
  row: Pick<OnlinePaymentRow, 'account' | 'sessionId' | 'amountCents'>,
  event: EventFacts & Partial<Pick<PaidEvent, 'amountCents' | 'currency'>>,
  livemode: boolean,
): Difference[] {
  const found: Difference[] = [];
  const differ = (field: Difference['field'], expected: Difference['expected'], got: Difference['got']) => {
    if (expected !== got) found.push({ field, expected, got });
  };
  differ('account', row.account, event.account);
  differ('session', row.sessionId, event.sessionId);
  if (event.amountCents !== undefined) differ('amount', row.amountCents, event.amountCents);
  if (event.currency !== undefined) differ('currency', CURRENCY, event.currency?.toLowerCase() ?? null);
  differ('livemode', livemode, event.livemode);
  return found;
}

/** The differences in words, for the restaurant's audit trail. */
export function differenceWords(found: Difference[]): string {
  const words = found.map((d) => {
    switch (d.field) {
      case 'account':
        return 'it came from another Stripe account';
      case 'session':
        return 'it was for another payment page';
      case 'amount':
        return typeof d.got === 'number'
          ? `it was for ${formatDollars(d.got)}, not ${formatDollars(Number(d.expected))}`
          : 'it was for another amount';
      case 'currency':
        return `it was in ${String(d.got ?? 'no currency').toUpperCase()}, not USD`;
      case 'livemode':
        return d.got === true ? 'it was a live payment on a test platform' : 'it was a test payment, not a real one';
    }
  });
  return words.join('; ');
}

/**
 * An event refused: nothing of the payment moves (no order, the row as it was); the restaurant's trail says
 * so (online.payment-refused, an alert on the audit screen), and the log has it as a security event.
 */
export async function refuseEvent(
  tx: OrdersTransaction,
  restaurant: KnownRestaurant,
  c: { row: OnlinePaymentRow; event: EventFacts & { amountCents?: number }; found: Difference[]; paid: boolean },
): Promise<void> {
  const what = c.paid ? 'A card payment was refused' : 'A payment’s cancellation was refused';
  const kept = c.paid ? 'no order was written' : 'the payment stays open';
  const amountDiffers = c.found.some((d) => d.field === 'amount');
  await appendAudit(tx, restaurant, {
    actor: SYSTEM_ACTOR,
    kind: 'online.payment-refused',
    summary: `${what}: ${differenceWords(c.found)}; ${kept}`,
    orderId: c.row.id,
    before: c.row.amountCents,
    after: amountDiffers ? (c.event.amountCents ?? null) : null,
    detail: {
      eventId: c.event.eventId,
      paymentId: c.row.id,
      account: c.event.account,
      differences: c.found,
    },
  });
}

/** The security event in the log: who claimed what, and which facts differed (none: no such payment). */
export function logRefusal(log: Logger, event: EventFacts, found: Difference[], paid: boolean) {
  log.warn(
    {
      security: true,
      eventId: event.eventId,
      paymentId: event.paymentId,
      restaurantId: event.restaurantId,
      account: event.account,
      differs: found.map((d) => d.field),
      differences: found,
    },
    found.length
      ? `${paid ? 'card payment' : 'payment cancellation'} refused: the event is not this payment’s`
      : `${paid ? 'card payment' : 'payment cancellation'} refused: the restaurant has no such payment`,
  );
}
