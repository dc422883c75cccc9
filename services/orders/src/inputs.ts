import {
  id,
  menuVersionField,
  minutesField,
  offlineNumberField,
  printedAtField,
  idempotencyKey,
  money,
  MONEY_MESSAGES,
  multiline,
  ORDER_NOT_FOUND,
  RESTAURANT_NOT_FOUND,
  text,
  wholeNumberField,
} from '@zest/kit';
import { NOT_ON_MENU } from '@zest/pricing';
import { z } from 'zod';
import { discountApprovalLimit } from './discounts/inputs';
import { drawerDropLimit, drawerPayoutLimit } from './drawers/inputs';
import type { LineSelection } from './lines/pricing';
import { CUSTOMER_NOT_FOUND } from './customers/inputs';
import { tipPercents, tipsOffered } from './settings/tip-inputs';
export * from './discounts/inputs';
export * from './drawers/inputs';
export * from './printing/inputs';
export * from './payments/reader-inputs';
export * from './settings/tip-inputs';

/**
 * The orders service's input rules with their messages, shared by the domain and the gateway's REST tables
 * (see services/auth/src/inputs.ts): a rule and its message exist once, and /api/openapi.json states them.
 */

export * from './customers/inputs';
export * from './online/inputs';
export { ORDER_NOT_FOUND, RESTAURANT_NOT_FOUND };
export const LINE_NOT_FOUND = 'Item not found.';

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
export { NOT_ON_MENU };
export const menuId = () => id(NOT_ON_MENU);

/** An open item (docs/decisions/0011-open-items.md): the name and price as sent. */
export const ITEM_NAME_REQUIRED = 'Item name is required.';
export const openItem = {
  name: text({ max: 200, required: ITEM_NAME_REQUIRED, label: 'Item name' }),
  price: money({ label: 'Price', missing: MONEY_MESSAGES.required('Price') }),
};

/** How many toppings one item, sides one item, and items one special takes in a line. */
export const LINE_LIMITS = { toppings: 30, sides: 20, items: 20 } as const;
/** A line's toppings, sides and a special's items, as lists with their limits and messages (any element shape). */
export const toppingList = <T extends z.ZodType>(choice: T) =>
  z
    .array(choice, { error: 'Toppings must be a list.' })
    .max(LINE_LIMITS.toppings, { error: `At most ${LINE_LIMITS.toppings} toppings on one item.` });
export const sideList = () =>
  z
    .array(menuId(), { error: 'Sides must be a list of side ids.' })
    .max(LINE_LIMITS.sides, { error: `At most ${LINE_LIMITS.sides} sides on one item.` });
export const itemList = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: 'Items must be a list.' })
    .max(LINE_LIMITS.items, { error: `At most ${LINE_LIMITS.items} items in a special.` });

export { IDEMPOTENCY_MESSAGE, idempotencyKey } from '@zest/kit';

export const halfToppingPricing = z.enum(['half', 'full'], {
  error: 'Half-topping pricing must be half or full.',
});

/** A documented create body may carry items: only none, since lines are added once the order exists. */
export const noItemsYet = z
  .array(z.unknown())
  .max(0, { error: 'Add items with addOrderLine or addItemToOrder once the order exists.' });

// ---- voids (docs/product.md#voids) ----

export const VOID_REASON_NEEDED = 'A void needs a reason.';
/** Why a line or an order of a printed order is taken back: one of the screen's reasons, or words of the cashier's. */
export const voidReason = text({ max: 200, label: 'The reason' });
export const VOID_MINUTES_MAX = 7 * 24 * 60;
export const voidApprovalMinutes = minutesField(
  `The age after which a void needs the security PIN must be a whole number of minutes from 0 (always) to ${VOID_MINUTES_MAX}.`,
  0,
  VOID_MINUTES_MAX,
);
/** How long a new, unprinted order off any trip is being taken: its lines go freely (docs/product.md#voids). */
export const takingMinutes = minutesField(
  'How long a new order’s lines go freely must be a whole number of minutes from 0 to 240.',
  0,
  240,
);

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
const PHONE_FILTER_MESSAGE = 'The phone filter must be digits.';
export const phoneFilter = z
  .string({ error: PHONE_FILTER_MESSAGE })
  .regex(/^\d{1,11}$/, { error: PHONE_FILTER_MESSAGE });
/** The history's filter on voided orders, as a query string says it. */
export const voidedFilter = z.enum(['true', 'false'], { error: 'voided must be true or false.' });
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
/** The year of revenue's monthly breakdown, as a query string says it (the service checks its range). */
export const revenueYear = z.string().regex(/^\d{4}$/, { error: 'Year must be a year such as 2025.' });
export type RevenuePeriod = (typeof REVENUE_PERIODS)[number];
export const revenuePeriod = z.enum(REVENUE_PERIODS, {
  error: `Period must be one of ${REVENUE_PERIODS.join(', ')}.`,
});

// ---- whole inputs as the domain takes them: the rules above, amounts in cents ----

const notes = orderNotes.nullish().transform((v) => v ?? '');

export const createOrderInput = z.object({
  restaurantId: z.string(),
  orderType,
  customerId: id(CUSTOMER_NOT_FOUND).nullish(),
  notes,
  scheduleTime: scheduleTime.nullish().transform((v) => v || null),
  offlineNumber: offlineNumberField.nullish().transform((v) => v ?? null),
  printedAt: printedAtField.nullish().transform((v) => (v ? new Date(v) : null)),
  /** The tablet's registration, "<id>.<key>": a paper is judged against what the server heard of it. */
  terminal: z.string().max(200).nullish(),
});

export const updateOrderInput = z.object({
  orderType: orderType.nullish(),
  customerId: id(CUSTOMER_NOT_FOUND).nullish(),
  notes: orderNotes.nullish(),
  // Absent or null keeps it; '' clears it.
  scheduleTime: scheduleTime.nullish().transform((v) => (v === '' ? null : (v ?? undefined))),
});

const toppingChoice = z.object({
  toppingId: menuId(),
  level: toppingLevel.nullish().transform((v) => v ?? 'regular'),
  placement: placement.nullish().transform((v) => v ?? 'whole'),
});
const toppings = toppingList(toppingChoice)
  .nullish()
  .transform((v) => v ?? []);
const sides = sideList()
  .nullish()
  .transform((v) => v ?? []);
export const ONE_THING = 'Choose one product, special or side for the line.';

/** The fields of a line chosen from the menu, as the domain takes them (addOrderLine, placeOrder). */
export const menuChoiceFields = {
  productId: menuId().nullish(),
  sizeId: menuId().nullish(),
  specialId: menuId().nullish(),
  sideId: menuId().nullish(),
  toppings,
  sides,
  items: itemList(z.object({ itemId: menuId(), toppings, sides }))
    .nullish()
    .transform((v) => v ?? []),
  quantity: lineQuantity.nullish().transform((v) => Number(v ?? 1)),
  notes,
};

type MenuChoice = z.output<z.ZodObject<typeof menuChoiceFields>>;

/** What was chosen from the menu: exactly one of a product, a special or a side (else an issue, and null). */
export function selectionOf(v: MenuChoice, ctx: z.RefinementCtx): LineSelection | null {
  const chosen = [v.productId, v.specialId, v.sideId].filter(Boolean).length;
  if (chosen !== 1) {
    ctx.addIssue({ code: 'custom', message: ONE_THING });
    return null;
  }
  return v.productId
    ? { kind: 'product', productId: v.productId, sizeId: v.sizeId ?? null, toppings: v.toppings, sides: v.sides }
    : v.specialId
      ? { kind: 'special', specialId: v.specialId, items: v.items }
      : { kind: 'side', sideId: v.sideId! };
}

export const orderLineInput = z
  .object({
    orderId: id(ORDER_NOT_FOUND),
    ...menuChoiceFields,
    menuVersion: menuVersionField.nullish().transform((v) => v ?? null),
  })
  .transform((v, ctx) => {
    const selection = selectionOf(v, ctx);
    if (!selection) return z.NEVER;
    return { orderId: v.orderId, selection, quantity: v.quantity, notes: v.notes, menuVersion: v.menuVersion };
  });

export const openItemInput = z.object({
  orderId: id(ORDER_NOT_FOUND),
  name: openItem.name,
  priceCents: openItem.price.cents,
  notes,
});

export const keyInput = idempotencyKey.nullish();

/** An order placed whole (placeOrder): how many lines it may carry, and the rules only it has. */
export const PLACE_LINES_MAX = 100;
export const PLACE_MESSAGES = {
  tooManyLines: `At most ${PLACE_LINES_MAX} lines in one order.`,
  lines: 'Lines must be a list.',
  tenderWithoutPrint: 'A tender is recorded when the order is printed: send print with it.',
  openQuantity: 'An open item is one at a time: send it again for another.',
  openOrMenu: 'A line is either chosen from the menu or an open item with a name and a price, not both.',
} as const;

export const settingsInput = z.object({
  halfToppingPricing: halfToppingPricing.nullish(),
  voidApprovalMinutes: voidApprovalMinutes.nullish(),
  takingMinutes: takingMinutes.nullish(),
  discountApprovalCents: discountApprovalLimit.cents.nullish(),
  drawerPayoutApprovalCents: drawerPayoutLimit.cents.nullish(),
  drawerDropApprovalCents: drawerDropLimit.cents.nullish(),
  tipsOffered: tipsOffered.nullish(),
  tipPercents: tipPercents.nullish(),
});
