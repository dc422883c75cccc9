import { conflict, DomainError, limitPerWindow, unavailable, waitText, type Throttle } from '@zest/kit';

/** What the counter reads when a card on a reader or at the door cannot go (decision 0080), and its limit. */

export const CARD_WORDS = {
  noReader: 'This tablet has no card reader. Choose another tender, or place a reader by this tablet on the hub.',
  nothingToPay: 'Add an item to the order before taking a card.',
  noOrder: 'That order does not exist or was voided.',
  changed: 'The order changed.',
  paidOnline: 'This order was paid online by card.',
  printedAs: (tender: string) =>
    `This order was printed as paid ${tender === 'door' ? 'at the door' : `by ${tender}`}: to take a card instead, correct the tender with a reason first.`,
  notFound: 'That card payment does not exist.',
  stripeDown: 'Stripe did not answer. Try again, or choose another tender.',
  readerRefused: (message: string) =>
    `The reader could not take the payment: ${message} Try again, or choose another tender.`,
  tooMany: 'Too many card payments started at this restaurant.',
  canceled: 'Canceled at the counter.',
} as const;

/** Card payments started per restaurant a minute: well past a Friday night, well short of a script. */
const STARTS_PER_MINUTE = 60;
const STARTS = limitPerWindow(STARTS_PER_MINUTE, 60_000);

/** One more card payment started at the restaurant (on a reader or at the door), or a 429 past the limit. */
export async function limitStarts(throttle: Throttle, restaurantId: string): Promise<void> {
  const refused = await throttle.attempt([{ key: `zest:orders:card-starts:${restaurantId}`, policy: STARTS }]);
  if (refused)
    throw new DomainError(
      'TOO_MANY_REQUESTS',
      `${CARD_WORDS.tooMany} Please try again in ${waitText(refused.waitMs)}.`,
      {
        retryAfter: Math.ceil(refused.waitMs / 1000),
      },
    );
}

/** A Stripe error as the cashier reads it: what Stripe said of the request, or that it did not answer. */
export function stripeRefusal(error: unknown): DomainError {
  const e = error as { type?: string; message?: string };
  if (e?.type === 'StripeInvalidRequestError' || e?.type === 'StripeCardError')
    return conflict(CARD_WORDS.readerRefused(e.message ?? ''));
  return unavailable(CARD_WORDS.stripeDown);
}
