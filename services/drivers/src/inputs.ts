import { dollarsField, id } from '@zest/kit';
import { z } from 'zod';

/**
 * The drivers service's input rules with their messages, shared by the
 * domain and the gateway's REST tables (see services/orders/src/inputs.ts):
 * a rule and its message exist once, and /api/openapi.json states them. Pure zod.
 */

export const NO_ORDERS = 'No orders selected';
export const DRIVER_NOT_FOUND = 'Driver not found.';
export const ORDER_NOT_FOUND = 'Order not found.';

/** The most orders a driver takes at once: a full car, and a bound on one request. */
export const MAX_ORDERS_AT_ONCE = 50;

export const driverId = () => id(DRIVER_NOT_FOUND);
export const orderId = () => id(ORDER_NOT_FOUND);
export const orderIds = z
  .array(orderId(), { error: NO_ORDERS })
  .min(1, { error: NO_ORDERS })
  .max(MAX_ORDERS_AT_ONCE, { error: `A driver takes at most ${MAX_ORDERS_AT_ONCE} orders at once.` });

// ---- driver orders by period (docs/product.md#cash-out, docs/product.md#time-rules) ----

export const DRIVER_PERIODS = ['all', 'today', 'yesterday', 'lastWeek', 'lastMonth', 'lastYear'] as const;
export type DriverPeriod = (typeof DRIVER_PERIODS)[number];
export const driverPeriod = z.enum(DRIVER_PERIODS, {
  error: `Period must be one of ${DRIVER_PERIODS.join(', ')}.`,
});

// ---- cash-outs (docs/product.md#cash-out) ----

export const COUNTED_MESSAGE = 'The cash counted must be an amount in dollars, like 74.25.';
export const FLOAT_MESSAGE = 'The float must be an amount in dollars from 0.01 to 1000, like 20.00.';
/** The cash the manager counted, in dollars as typed (REST). */
export const countedDollars = dollarsField(COUNTED_MESSAGE);
export const floatDollars = dollarsField(FLOAT_MESSAGE, { max: 1_000 }).refine((v) => Number(v) > 0, {
  error: FLOAT_MESSAGE,
});

export const HISTORY_MAX = 100;
export const historyLimit = z
  .number({ error: `Ask for 1 to ${HISTORY_MAX} cash-outs.` })
  .int({ error: `Ask for 1 to ${HISTORY_MAX} cash-outs.` })
  .min(1, { error: `Ask for 1 to ${HISTORY_MAX} cash-outs.` })
  .max(HISTORY_MAX, { error: `Ask for 1 to ${HISTORY_MAX} cash-outs.` });
