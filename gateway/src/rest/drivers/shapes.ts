import { z } from 'zod';
import type {
  CashoutRequestFieldsFragment,
  DeliveryOrderFieldsFragment,
  DriverBalanceFieldsFragment,
  DriverCashoutFieldsFragment,
  DriverTripFieldsFragment,
} from '../generated/graphql';
import { dollars, dollarsOrNull, dollarsResponse } from '../money';

/**
 * The documented drivers' shapes (docs/product.md#api-drivers): snake_case,
 * dollars as strings with 2 decimals. Shared by the trips' and the cash-outs'
 * REST tables.
 */

export const deliveryOrderShape = (o: DeliveryOrderFieldsFragment) => ({
  order_id: o.orderId,
  order_number: o.orderNumber,
  customer_address_1: o.street1,
  customer_city: o.city,
  customer_zipcode: o.zipcode,
  total_price: dollars(o.totalCents),
  created_at: o.createdAtLocalIso,
  customer_name: o.customerName ?? null,
  customer_phone: o.customerPhone ?? null,
  customer_address_2: o.street2,
  delivery_charge: dollars(o.deliveryChargeCents),
  line_count: o.lineCount,
  printed: o.firstPrintedAt !== null && o.firstPrintedAt !== undefined,
  created_at_utc: o.createdAt,
  schedule_time: o.scheduleTime ?? null,
});
export const deliveryOrderResponse = z.object({
  order_id: z.string(),
  order_number: z.number().int(),
  customer_address_1: z.string(),
  customer_city: z.string(),
  customer_zipcode: z.string(),
  total_price: dollarsResponse.describe('the grand total'),
  created_at: z.string().describe("ISO 8601 with the restaurant's offset"),
  customer_name: z.string().nullable(),
  customer_phone: z.string().nullable(),
  customer_address_2: z.string(),
  delivery_charge: dollarsResponse,
  line_count: z.number().int(),
  printed: z.boolean().describe('the receipt was printed'),
  created_at_utc: z.string(),
  schedule_time: z.string().nullable().describe("when the customer wants it, HH:MM on the restaurant's clock"),
});

export const tripShape = (t: DriverTripFieldsFragment) => ({
  id: t.id,
  order_id: t.orderId,
  order_number: t.orderNumber,
  street_1: t.street1,
  total_price: dollars(t.totalCents),
  assigned_at: t.assignedAtLocalIso,
  driver_id: t.driver.id,
  driver_name: t.driver.name,
  customer_name: t.customerName ?? null,
  street_2: t.street2,
  city: t.city,
  zipcode: t.zipcode,
  delivery_charge: dollars(t.deliveryChargeCents),
  owed: dollars(t.owedCents),
  status: t.status,
  assigned_by: t.assignedBy,
  assigned_at_utc: t.assignedAt,
  out_at: t.outAt ?? null,
  back_at: t.backAt ?? null,
  cashout_id: t.cashoutId ?? null,
  order_deleted: t.orderDeleted,
});
export const tripResponse = z.object({
  id: z.string(),
  order_id: z.string(),
  order_number: z.number().int(),
  street_1: z.string(),
  total_price: dollarsResponse.describe('the grand total'),
  assigned_at: z.string().describe("ISO 8601 with the restaurant's offset"),
  driver_id: z.string(),
  driver_name: z.string(),
  customer_name: z.string().nullable(),
  street_2: z.string(),
  city: z.string(),
  zipcode: z.string(),
  delivery_charge: dollarsResponse,
  owed: dollarsResponse.describe('the grand total less the delivery charge the driver keeps'),
  status: z.enum(['assigned', 'out', 'back']),
  assigned_by: z.string(),
  assigned_at_utc: z.string(),
  out_at: z.string().nullable(),
  back_at: z.string().nullable(),
  cashout_id: z.string().nullable().describe('null while the driver still owes it'),
  order_deleted: z.boolean(),
});

export const cashoutShape = (c: DriverCashoutFieldsFragment) => ({
  id: c.id,
  driver_id: c.driver.id,
  driver_name: c.driver.name,
  amount: dollars(c.expectedCents),
  cashed_out_at: c.cashedOutAtLocalIso,
  trip_count: c.tripCount,
  orders_total: dollars(c.ordersTotalCents),
  delivery_charges: dollars(c.deliveryChargesCents),
  float: dollars(c.floatCents),
  adjustments: dollars(c.adjustmentsCents),
  counted: dollarsOrNull(c.countedCents),
  over_short: dollarsOrNull(c.overShortCents),
  approved_by: c.approvedBy,
  approved_by_role: c.approvedByRole,
  cashed_out_at_utc: c.cashedOutAt,
});
export const cashoutResponse = z.object({
  id: z.string(),
  driver_id: z.string(),
  driver_name: z.string(),
  amount: dollarsResponse.describe('what the driver owed: orders total − delivery charges + float + adjustments'),
  cashed_out_at: z.string().describe("ISO 8601 with the restaurant's offset"),
  trip_count: z.number().int().describe('delivered trips settled'),
  orders_total: dollarsResponse,
  delivery_charges: dollarsResponse,
  float: dollarsResponse,
  adjustments: dollarsResponse.describe(
    'orders changed after an earlier cash-out, made good here ("-3.00": owed to the driver)',
  ),
  counted: dollarsResponse.nullable().describe('the cash counted, when entered'),
  over_short: dollarsResponse.nullable().describe('counted − amount: "-2.00" is short, "1.50" over'),
  approved_by: z.string(),
  approved_by_role: z.string(),
  cashed_out_at_utc: z.string(),
});

/** A cash-out asked for: done (the cash-out) or pending (202: read it again with the key). */
export const cashoutRequestShape = (r: CashoutRequestFieldsFragment) => ({
  status: r.status,
  idempotency_key: r.idempotencyKey,
  ...(r.cashout ? cashoutShape(r.cashout) : {}),
});
export const cashoutRequestResponse = cashoutResponse.partial().extend({
  status: z.enum(['done', 'pending']),
  idempotency_key: z.string(),
});

export const balanceShape = (b: DriverBalanceFieldsFragment) => ({
  amount: dollars(b.owedCents),
  cashed_out_at: b.lastCashedOutAt ?? null,
  driver_id: b.driver.id,
  driver_name: b.driver.name,
  orders_total: dollars(b.ordersTotalCents),
  delivery_charges: dollars(b.deliveryChargesCents),
  float: dollars(b.floatCents),
  adjustments: dollars(b.adjustmentsCents),
  open_trips: b.openTrips,
  trips_out: b.tripsOut,
  out: b.out,
});
export const balanceResponse = z.object({
  amount: dollarsResponse.describe('what the driver owes now'),
  cashed_out_at: z.string().nullable().describe('the last cash-out, UTC; null before the first'),
  driver_id: z.string(),
  driver_name: z.string(),
  orders_total: dollarsResponse,
  delivery_charges: dollarsResponse,
  float: dollarsResponse,
  adjustments: dollarsResponse,
  open_trips: z.number().int().describe('delivered trips (the driver marked back) not cashed out yet'),
  trips_out: z.number().int().describe('trips still out: owed once the driver is back'),
  out: z.boolean().describe("on the 'Out of Delivery' panel"),
});
