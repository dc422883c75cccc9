import { DomainError, formatDollars, notFound } from '@zest/kit';

/**
 * Why the ordering page refuses a checkout, each in words the customer reads beside what caused it:
 * `field` names the part of the page (the cart, the time, the street or ZIP code, the way to pay), `reason` is
 * for the page to act on (read the menu again, show the new total).
 */
const refuse = (status: 'CONFLICT' | 'BAD_USER_INPUT', reason: string, field: string, message: string, more = {}) =>
  new DomainError(status, message, { reason, field, ...more });

/** "3 miles", "4.5 miles", "1 mile": a distance in miles, to a tenth. */
export const milesWords = (miles: number) => {
  const tenth = Math.round(miles * 10) / 10;
  return `${tenth} mile${tenth === 1 ? '' : 's'}`;
};

export const NO_ONLINE_ORDERING = 'This restaurant does not take orders online.';
export const noPage = () => notFound(NO_ONLINE_ORDERING);

export const REFUSE = {
  tooLarge: (name: string, phone: string, largestCents: number) =>
    refuse(
      'CONFLICT',
      'TOO_LARGE',
      'cart',
      `Orders over ${formatDollars(largestCents)} are taken by phone: please call ${name} at ${phone}.`,
    ),
  paused: (name: string, until: string) =>
    refuse(
      'CONFLICT',
      'PAUSED',
      'when',
      `${name} is not taking online orders right now. Please try again after ${until}.`,
    ),
  closed: (name: string, opens: string | null) =>
    refuse(
      'CONFLICT',
      'CLOSED',
      'when',
      opens ? `${name} is closed now: it opens ${opens}.` : `${name} is closed now.`,
    ),
  time: (time: string) =>
    refuse(
      'CONFLICT',
      'TIME',
      'when',
      `${time} is not a time we can have it ready today: choose one of the times offered.`,
    ),
  notOffered: (what: 'Pickup' | 'Delivery') =>
    refuse('CONFLICT', 'NOT_OFFERED', 'orderType', `${what} is not offered online today.`),
  street: () => refuse('BAD_USER_INPUT', 'ADDRESS', 'street1', 'A delivery needs a street address.'),
  outside: (name: string, zip: string) =>
    refuse(
      'CONFLICT',
      'OUTSIDE_AREA',
      'zipcode',
      zip ? `${name} does not deliver to ZIP code ${zip}.` : 'A delivery needs the ZIP code of its address.',
    ),
  tooFar: (name: string, radiusMiles: number, awayMiles: number) =>
    refuse(
      'CONFLICT',
      'OUTSIDE_AREA',
      'street1',
      `${name} delivers within ${milesWords(radiusMiles)}; this address is about ${awayMiles.toFixed(1)} miles away.`,
      { radiusMiles, distanceMiles: awayMiles },
    ),
  addressNotFound: () =>
    refuse(
      'BAD_USER_INPUT',
      'ADDRESS_NOT_FOUND',
      'street1',
      'We could not find this address: check the street and ZIP code.',
    ),
  /** The geocoder is down or slow: nothing was placed, and the page keeps the cart for another try. */
  addressUnchecked: () =>
    refuse(
      'CONFLICT',
      'ADDRESS_UNCHECKED',
      'street1',
      'We could not check your address just now: try again, or choose pickup.',
    ),
  minimum: (minimumCents: number, shortCents: number) =>
    refuse(
      'CONFLICT',
      'BELOW_MINIMUM',
      'cart',
      `Delivery orders start at ${formatDollars(minimumCents)}: add ${formatDollars(shortCents)} more.`,
    ),
  price: (totalCents: number) =>
    refuse(
      'CONFLICT',
      'PRICE_CHANGED',
      'cart',
      `The prices changed: your total is now ${formatDollars(totalCents)}. Check your cart, then place the order again.`,
      { totalCents },
    ),
  payment: (message: string) => refuse('CONFLICT', 'PAYMENT', 'payment', message),
} as const;

export const PAYMENT_WORDS = {
  doorIsForDelivery: 'Paying at the door is for deliveries: choose pay at pickup.',
  pickupIsForPickup: 'Paying at pickup is for pickup orders: choose pay at the door.',
  cardNotOffered: 'Paying by card online is not offered here: pay at pickup or at the door.',
} as const;
