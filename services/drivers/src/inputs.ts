import { id, money, wholeNumberField, ORDER_NOT_FOUND, RESTAURANT_NOT_FOUND } from '@zest/kit';
import { z } from 'zod';

/**
 * The drivers service's input rules with their messages, shared by the
 * domain and the gateway's REST tables (see services/orders/src/inputs.ts):
 * a rule and its message exist once, and /api/openapi.json states them. Pure zod.
 */

export const NO_ORDERS = 'No orders selected';
export const DRIVER_NOT_FOUND = 'Driver not found.';
export { ORDER_NOT_FOUND, RESTAURANT_NOT_FOUND };

/** The most orders a driver takes at once: a full car, and a bound on one request. */
export const MAX_ORDERS_AT_ONCE = 50;

export const driverId = () => id(DRIVER_NOT_FOUND);
export const orderId = () => id(ORDER_NOT_FOUND);
export const orderIds = z
  .array(orderId(), { error: NO_ORDERS })
  .min(1, { error: NO_ORDERS })
  .max(MAX_ORDERS_AT_ONCE, { error: `A driver takes at most ${MAX_ORDERS_AT_ONCE} orders at once.` });

/** Whether orders taken are marked out at once. */
export const outForDelivery = z.boolean({ error: 'Out for delivery must be true or false.' });

/** Orders given to a driver: the session's driver, or one a manager names. */
export const assignInput = z.object({
  restaurantId: z.string().nullish(),
  driverId: driverId().nullish(),
  orderIds: orderIds.nullish().transform((v, c) => {
    if (!v?.length) {
      c.addIssue({ code: 'custom', message: NO_ORDERS });
      return z.NEVER;
    }
    return [...new Set(v)];
  }),
  outForDelivery: outForDelivery.nullish(),
});

// ---- driver orders by period (docs/product.md#cash-out, docs/product.md#time-rules) ----

export const DRIVER_PERIODS = ['all', 'today', 'yesterday', 'lastWeek', 'lastMonth', 'lastYear'] as const;
export type DriverPeriod = (typeof DRIVER_PERIODS)[number];
export const driverPeriod = z.enum(DRIVER_PERIODS, {
  error: `Period must be one of ${DRIVER_PERIODS.join(', ')}.`,
});

// ---- cash-outs (docs/product.md#cash-out) ----

/** The cash the manager counted: dollars as typed at the REST edge, cents in GraphQL and the domain. */
export const counted = money({
  label: 'The cash counted',
  dollars: 'The cash counted must be an amount in dollars, like 74.25.',
});
/** Cash handed to a driver before a run: 1 cent to $1,000. */
export const float = money({
  label: 'The float',
  dollars: 'The float must be an amount in dollars from 0.01 to 1000, like 20.00.',
  min: 1,
  max: 100_000,
});

const LATEST_WITHIN_MAX = 3_600;
const TABLET = 'The tablet is its registration, "<id>.<key>", as the cash drawer sends it.';
/** The tablet a cash-out is made at ("<id>.<key>", as a drawer's calls send it): its id, or null when none was sent. */
const tabletOf = z
  .string({ error: TABLET })
  .max(200, { error: TABLET })
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const parsed = z.uuid().safeParse(v.split('.')[0]);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: TABLET });
    return z.NEVER;
  });

export const cashOutInput = z.object({
  driverId: driverId(),
  countedCents: counted.cents.nullish().transform((v) => v ?? null),
  terminal: tabletOf,
  latestWithinSeconds: z
    .number({ error: `latestWithinSeconds must be a whole number of seconds up to ${LATEST_WITHIN_MAX}.` })
    .int()
    .min(1)
    .max(LATEST_WITHIN_MAX)
    .nullish(),
});
export const floatInput = z.object({ driverId: driverId(), amountCents: float.cents });

export const HISTORY_MAX = 100;
const HISTORY_MESSAGE = `Ask for 1 to ${HISTORY_MAX} cash-outs.`;
export const historyLimit = z
  .number({ error: HISTORY_MESSAGE })
  .int({ error: HISTORY_MESSAGE })
  .min(1, { error: HISTORY_MESSAGE })
  .max(HISTORY_MAX, { error: HISTORY_MESSAGE });
/** The same, at the REST edge: digits in the query string. */
export const historyLimitText = wholeNumberField(HISTORY_MESSAGE, { max: HISTORY_MAX }).transform(Number);
