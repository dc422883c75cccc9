import { dollarsField, id, multiline, text, wholeNumberField } from '@zest/kit';
import { z } from 'zod';

/**
 * The orders service's input rules with their messages, shared by the domain
 * and the gateway's REST tables (see services/auth/src/inputs.ts): a rule
 * and its message exist once, and /api/openapi.json states them. Pure zod.
 */

// ---- customers (docs/product.md#customer-dialog, docs/product.md#phone-rules) ----

export const PHONE_MESSAGE = 'The phone number contain less or more than 10 digits';
export const PHONE_ON_SEARCH = `${PHONE_MESSAGE}, Please update the customer phone number if exist`;
export const PHONE_ON_UPDATE = `${PHONE_MESSAGE}, Please Update the customer phone number`;
export const CUSTOMER_NOT_FOUND = 'No Customer Found';

/** 10 or 11 digits, with the usual separators allowed around them; stored as the digits alone. */
const PHONE_PATTERN = /^[\s()+.-]*(?:\d[\s()+.-]*){10,11}$/;
export const phoneNumber = (message = PHONE_MESSAGE) =>
  z
    .string({ error: message })
    .regex(PHONE_PATTERN, { error: message })
    .transform((v) => v.replace(/\D/g, ''));

const optionalText = (max: number, label: string) =>
  text({ max, label })
    .nullish()
    .transform((v) => v ?? '');

export const customer = {
  fullName: text({
    max: 100,
    required: 'Full name is required.',
    tooLong: 'Full name must be at most 100 characters.',
  }),
  street1: optionalText(300, 'Street 1'),
  street2: optionalText(300, 'Street 2'),
  city: optionalText(100, 'City'),
  zipcode: optionalText(20, 'Zipcode'),
  country: optionalText(100, 'Country'),
  notes: multiline({ max: 500, label: 'Notes' })
    .nullish()
    .transform((v) => v ?? ''),
};

// ---- orders (docs/product.md#orders) ----

export const ORDER_TYPE_MESSAGE = 'Order type must be delivery, pickup or togo.';
export const orderType = z.enum(['delivery', 'pickup', 'togo'], { error: ORDER_TYPE_MESSAGE });

export const SCHEDULE_MESSAGE = 'Schedule time must be a time of day, like 18:30.';
/** A time of day in the restaurant's time zone, or '' (none). */
export const scheduleTime = z.union(
  [
    z.string({ error: SCHEDULE_MESSAGE }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: SCHEDULE_MESSAGE }),
    z.literal(''),
  ],
  { error: SCHEDULE_MESSAGE },
);

export const orderNotes = multiline({ max: 500, label: 'Notes' });

export const LINE_QUANTITY_MAX = 99;
export const lineQuantity = wholeNumberField(`Quantity must be a whole number from 1 to ${LINE_QUANTITY_MAX}.`, {
  max: LINE_QUANTITY_MAX,
});

export const toppingLevel = z.enum(['none', 'little', 'regular', 'extra'], {
  error: 'Topping level must be none, little, regular or extra.',
});
export const placement = z.enum(['whole', 'left', 'right'], {
  error: 'Topping placement must be whole, left or right.',
});

/** A menu id in a line: one that cannot exist is the same answer as one that no longer does. */
export const menuId = () => id('This item is no longer on the menu.');

/** An open item (docs/decisions/0011-open-items.md): the name and price as sent. */
export const openItem = {
  name: text({ max: 200, required: 'Item name is required.', tooLong: 'Item name must be at most 200 characters.' }),
  price: dollarsField('Price must be an amount in dollars of 0 or more with at most 2 decimals, e.g. 12.50.', {
    missing: 'Price is required.',
  }),
};

export const TENDER_MESSAGE = 'Tender must be cash, card or door.';
export const tender = z.enum(['cash', 'card', 'door'], { error: TENDER_MESSAGE });
export const cashGiven = dollarsField('Cash given must be an amount in dollars, like 40.00.');

export { IDEMPOTENCY_MESSAGE, idempotencyKey } from '@zest/kit';

export const halfToppingPricing = z.enum(['half', 'full'], {
  error: 'Half-topping pricing must be half or full.',
});

// ---- voids (docs/product.md#voids) ----

export const VOID_REASON_NEEDED = 'A void needs a reason.';
/** Why a line or an order of a printed order is taken back: one of the screen's reasons, or words of the cashier's. */
export const voidReason = text({ max: 200, label: 'The reason' });
export const VOID_MINUTES_MAX = 7 * 24 * 60;
const VOID_MINUTES_MESSAGE = `The age after which a void needs the security PIN must be a whole number of minutes from 0 (always) to ${VOID_MINUTES_MAX}.`;
export const voidApprovalMinutes = z
  .number({ error: VOID_MINUTES_MESSAGE })
  .int({ error: VOID_MINUTES_MESSAGE })
  .min(0, { error: VOID_MINUTES_MESSAGE })
  .max(VOID_MINUTES_MAX, { error: VOID_MINUTES_MESSAGE });

// ---- history (docs/product.md#order-history) ----

export const DATE_MESSAGE = 'Date must be a day, like 2026-11-22.';
export const historyDate = z
  .string({ error: DATE_MESSAGE })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: DATE_MESSAGE })
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      error: DATE_MESSAGE,
    },
  );
export const phoneFilter = z
  .string({ error: 'The phone filter must be digits.' })
  .regex(/^\d{1,11}$/, { error: 'The phone filter must be digits.' });
export const HISTORY_PAGE_MAX = 100;
export const historyLimit = wholeNumberField(`Limit must be a whole number from 1 to ${HISTORY_PAGE_MAX}.`, {
  max: HISTORY_PAGE_MAX,
});
/** Page on: orders numbered below this one (the last number of the previous page). */
export const historyBefore = wholeNumberField('Before must be an order number.', { max: 2_000_000_000 });

// ---- address suggestions (docs/product.md#customer-dialog) ----

export const addressQuery = text({ max: 200, label: 'The address' });

// ---- revenue (docs/product.md#periods) ----

export const REVENUE_PERIODS = [
  'today',
  'yesterday',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'this_year',
  'last_year',
  'all_time',
] as const;
export type RevenuePeriod = (typeof REVENUE_PERIODS)[number];
export const revenuePeriod = z.enum(REVENUE_PERIODS, {
  error: `Period must be one of ${REVENUE_PERIODS.join(', ')}.`,
});
