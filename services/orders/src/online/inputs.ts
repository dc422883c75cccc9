import { centsField, money, MONEY_MESSAGES, text } from '@zest/kit';
import { z } from 'zod';
import { customer, phoneNumber } from '../customers/inputs';

/**
 * Online ordering's input rules with their messages (re-exported by src/inputs.ts, as the gateway reads them;
 * the cart's lines are checkout-input.ts's, as they are the order's own).
 */

export const SLUG_MESSAGE =
  'The page address takes 3 to 40 lower-case letters, digits and dashes, like marios-pizza (no dash first or last).';
export const ZIP_MESSAGE = 'A ZIP code is 5 digits, like 60614.';
export const HOURS_MESSAGE = 'Opening hours are a weekday (0 Sunday to 6 Saturday) with times like 11:00 and 22:00.';
export const PREP_MESSAGE = 'The prep time is a whole number of minutes from 5 to 240.';
export const RADIUS_MESSAGE = 'A delivery radius is from 0.5 to 25 miles, like 3 or 4.5.';
export const AREA_MESSAGE = 'Choose the delivery area: the ZIP codes listed, or a radius in miles.';
export const PAUSE_MESSAGE = 'A pause is a whole number of minutes from 0 (none) to 1440.';
export const EMAIL_MESSAGE = 'The e-mail address does not look right, like name@example.com.';
export const WHEN_MESSAGE = 'Choose ASAP or a time of day, like 18:30.';
export const PAYMENT_MESSAGE = 'Choose how to pay: at pickup, at the door, or by card.';
export const CART_EMPTY = 'Your cart is empty: add something from the menu first.';
export const MENU_ONLY = 'Only items from the menu can be ordered online.';
export const ONLINE_TYPE_MESSAGE = 'Choose pickup or delivery.';

export const slugField = z
  .string({ error: SLUG_MESSAGE })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/, { error: SLUG_MESSAGE });

/**
 * Words no restaurant may take as its page's address (issue 47): the platform's own names and paths, and
 * words a customer would take for the platform speaking.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(
  (
    'admin administrator api app apps assets auth billing blog careers checkout console dashboard demo ' +
    'docs graphql healthz help home hub info legal login logout mail menu metrics new official order orders ' +
    'owner password pay payment payments pos privacy readyz register reset root security settings shop signin ' +
    'signup staff static status stripe support system terms test webhook webhooks www zest zest-pos zestpos'
  ).split(' '),
);

/** A reserved word, or one starting with the platform's name: zestpos-help, zest-pos-billing. */
export const reservedSlug = (slug: string) => RESERVED_SLUGS.has(slug) || /^zest-?pos/.test(slug);

const clock = z.string({ error: HOURS_MESSAGE }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: HOURS_MESSAGE });
export const openingHours = z.object({
  weekday: z.number({ error: HOURS_MESSAGE }).int({ error: HOURS_MESSAGE }).min(0, HOURS_MESSAGE).max(6, HOURS_MESSAGE),
  opens: clock,
  closes: clock,
});

const zip = z
  .string({ error: ZIP_MESSAGE })
  .trim()
  .regex(/^\d{5}$/, { error: ZIP_MESSAGE });

/** The owner's card: only what is sent changes. */
export const onlineSettingsInput = z.object({
  enabled: z.boolean().nullish(),
  slug: slugField.nullish(),
  hours: z.array(openingHours).max(21, { error: 'At most three openings a day.' }).nullish(),
  pickup: z.boolean().nullish(),
  delivery: z.boolean().nullish(),
  deliveryZips: z.array(zip).max(200, { error: 'At most 200 ZIP codes.' }).nullish(),
  deliveryArea: z.enum(['zips', 'radius'], { error: AREA_MESSAGE }).nullish(),
  /** Miles, kept in tenths: 3.25 is kept as 3.3. */
  deliveryRadiusMiles: z
    .number({ error: RADIUS_MESSAGE })
    .min(0.5, RADIUS_MESSAGE)
    .max(25, RADIUS_MESSAGE)
    .transform((miles) => Math.round(miles * 10))
    .nullish(),
  largestOrderCents: centsField(MONEY_MESSAGES.cents('The largest online order', 1_000, 1_000_000), {
    max: 1_000_000,
  })
    .min(1_000, { error: MONEY_MESSAGES.cents('The largest online order', 1_000, 1_000_000) })
    .nullish(),
  deliveryMinimumCents: centsField(MONEY_MESSAGES.cents('The delivery minimum', 0, 100_000), {
    max: 100_000,
  }).nullish(),
  prepMinutes: z
    .number({ error: PREP_MESSAGE })
    .int(PREP_MESSAGE)
    .min(5, PREP_MESSAGE)
    .max(240, PREP_MESSAGE)
    .nullish(),
  /** Not taking online orders for this many minutes from now; 0 ends a pause. */
  pauseMinutes: z
    .number({ error: PAUSE_MESSAGE })
    .int(PAUSE_MESSAGE)
    .min(0, PAUSE_MESSAGE)
    .max(1440, PAUSE_MESSAGE)
    .nullish(),
  autoAccept: z.boolean().nullish(),
  /** Turning it on checks the restaurant's own Stripe account (Connect onboarding); no account is typed (issue 45). */
  cardPayments: z.boolean().nullish(),
});
export type OnlineSettingsInput = z.output<typeof onlineSettingsInput>;

export const BUSY_PAUSE_MESSAGE = 'Pause online orders for 15 to 240 minutes, or 0 to take them again.';
export const BUSY_EXTRA_MESSAGE = 'Add 5 to 120 minutes to the quoted time, or 0 to quote the usual time again.';
export const BUSY_NOTHING_MESSAGE =
  'Say how long to pause online orders, or how many minutes to add to the quoted time.';

/** Busy at the counter (decision 0072): a pause, minutes added to the quote for the next hour, or either ended. */
export const onlineBusyInput = z
  .object({
    pauseMinutes: z
      .number({ error: BUSY_PAUSE_MESSAGE })
      .int(BUSY_PAUSE_MESSAGE)
      .refine((m) => m === 0 || (m >= 15 && m <= 240), BUSY_PAUSE_MESSAGE)
      .nullish(),
    extraMinutes: z
      .number({ error: BUSY_EXTRA_MESSAGE })
      .int(BUSY_EXTRA_MESSAGE)
      .refine((m) => m === 0 || (m >= 5 && m <= 120), BUSY_EXTRA_MESSAGE)
      .nullish(),
  })
  .strict()
  .refine((i) => i.pauseMinutes != null || i.extraMinutes != null, BUSY_NOTHING_MESSAGE);

const optional = (max: number, label: string) =>
  text({ max, label })
    .nullish()
    .transform((v) => v ?? '');

/** The total the page showed: cents here, dollars on the REST path. */
export const expectedTotal = money({ label: 'The total', dollars: 'The total is an amount in dollars, like 24.50.' });

/** What the customer types at checkout; the page's own rules are the terminal's (docs/product.md#phone-rules). */
export const checkoutFields = {
  orderType: z.enum(['pickup', 'delivery'], { error: ONLINE_TYPE_MESSAGE }),
  /** A time of day today ("18:30"), or null for as soon as possible. */
  time: z
    .string({ error: WHEN_MESSAGE })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: WHEN_MESSAGE })
    .nullish()
    .transform((v) => v ?? null),
  fullName: customer.fullName,
  phoneNumber: phoneNumber(),
  email: z
    .union([z.literal(''), z.email({ error: EMAIL_MESSAGE }).max(254, { error: EMAIL_MESSAGE })], {
      error: EMAIL_MESSAGE,
    })
    .nullish()
    .transform((v) => v || null),
  street1: optional(300, 'Street'),
  street2: optional(300, 'Apartment, floor'),
  city: optional(100, 'City'),
  zipcode: optional(20, 'ZIP code'),
  notes: optional(500, 'Notes'),
  payment: z.enum(['pickup', 'door', 'card'], { error: PAYMENT_MESSAGE }),
  /** The total the page showed: a different one from the server's is refused, never charged. */
  expectedTotalCents: expectedTotal.cents,
};

export const REJECT_REASON_REQUIRED = 'Say why, so the customer knows: for example, “We are out of dough tonight.”';
export const rejectReason = text({ max: 300, required: REJECT_REASON_REQUIRED, label: 'The reason' });
export const READY_MESSAGE = 'The ready time is a whole number of minutes from now, from 0 to 240.';
export const readyInMinutes = z
  .number({ error: READY_MESSAGE })
  .int(READY_MESSAGE)
  .min(0, READY_MESSAGE)
  .max(240, READY_MESSAGE);
