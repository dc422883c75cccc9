import {
  CUSTOMER_NOT_FOUND,
  idempotencyKey,
  orderNotes,
  orderType,
  RESTAURANT_NOT_FOUND,
  scheduleTime,
  voidReason,
} from '@zest/orders/inputs';
import { id } from '@zest/kit';
import { z } from 'zod';
import { dollars as money, dollarsOrNull as moneyOrNull, dollarsResponse as dollars } from './money';
import type {
  CustomerFieldsFragment,
  OrderDiscountFieldsFragment,
  OrderFieldsFragment,
  OrderLineFieldsFragment,
  OrderPrintFieldsFragment,
} from './generated/graphql';

/**
 * The documented shapes of customers and orders (docs/product.md#api-customers,
 * docs/product.md#api-orders): snake_case keys, money as dollars with 2
 * decimals ("12.50"), created_at with the restaurant's offset so its first 16
 * characters are the restaurant's date and time.
 */

/** What a new order is, as createOrder and placeOrder take it. */
export const newOrderBody = {
  restaurant_id: id(RESTAURANT_NOT_FOUND),
  order_type: orderType,
  customer_id: id(CUSTOMER_NOT_FOUND).nullish(),
  notes: orderNotes.nullish(),
  schedule_time: scheduleTime.nullish(),
};
/** The same in the GraphQL input's names. */
export const newOrderInput = (b: z.output<z.ZodObject<typeof newOrderBody>>) => ({
  restaurantId: b.restaurant_id,
  orderType: b.order_type,
  customerId: b.customer_id,
  notes: b.notes,
  scheduleTime: b.schedule_time,
});

export const customerShape = (c: CustomerFieldsFragment) => ({
  id: c.id,
  restaurant_id: c.restaurantId,
  full_name: c.fullName,
  phone_number: c.phoneNumber,
  street_1: c.street1,
  street_2: c.street2,
  city: c.city,
  zipcode: c.zipcode,
  country: c.country,
  notes: c.notes,
  created_at: c.createdAt,
});

export const itemShape = (l: OrderLineFieldsFragment) => ({
  id: l.id,
  order_id: l.orderId,
  kind: l.kind,
  product_name: l.productName,
  product_price: money(l.priceCents),
  unit_price: money(l.unitPriceCents),
  quantity: l.quantity,
  notes: l.notes,
  open: l.open,
  parts: l.parts.map((p) => ({ text: p.text, depth: p.depth, price: money(p.priceCents) })),
  created_at: l.createdAt,
  ...voidShape(l),
});

/** Whether a line or an order was voided, when, why, by whom and approved by whom (docs/product.md#voids). */
const voidShape = (v: {
  voided: boolean;
  voidedAt?: string | null;
  voidReason?: string | null;
  voidedBy?: string | null;
  voidApprovedBy?: string | null;
}) => ({
  voided: v.voided,
  voided_at: v.voidedAt ?? null,
  void_reason: v.voidReason ?? null,
  voided_by: v.voidedBy ?? null,
  void_approved_by: v.voidApprovedBy ?? null,
});

const voidResponse = {
  voided: z.boolean().describe('taken off a printed order: kept, left out of the totals'),
  voided_at: z.string().nullable(),
  void_reason: z.string().nullable(),
  voided_by: z.string().nullable(),
  void_approved_by: z.string().nullable().describe('the manager who approved it with the security PIN'),
};

/** A discount given on the order or one of its lines (docs/product.md#discounts). */
export const discountShape = (d: OrderDiscountFieldsFragment) => ({
  id: d.id,
  line_id: d.lineId ?? null,
  discount_id: d.discountId,
  name: d.name,
  kind: d.kind,
  percent: d.percent ?? null,
  amount: moneyOrNull(d.amountCents),
  taken: money(d.takenCents),
  reason: d.reason,
  given_by: d.givenBy,
  approved_by: d.approvedBy ?? null,
  created_at: d.createdAt,
});

export const discountResponse = z.object({
  id: z.string(),
  line_id: z.string().nullable().describe('the line it is on; null: the whole order'),
  discount_id: z.string().describe('the discount of the restaurant’s list it was given from'),
  name: z.string(),
  kind: z.enum(['percent', 'amount']),
  percent: z.number().nullable().describe('the rule, by percent'),
  amount: dollars.nullable().describe('the rule, by amount'),
  taken: dollars.describe('what it takes off now (a percent on the order follows its lines)'),
  reason: z.string(),
  given_by: z.string(),
  approved_by: z.string().nullable().describe('the manager who approved it with the security PIN'),
  created_at: z.string(),
});

const printShape = (p: OrderPrintFieldsFragment) => ({
  number: p.number,
  printed_by: p.printedBy,
  printed_at: p.printedAt,
  printed_at_local: p.printedAtLocal,
  stamp: p.stamp ?? null,
});

export const orderShape = (o: OrderFieldsFragment) => ({
  id: o.id,
  order_id: o.id,
  order_number: o.orderNumber,
  order_type: o.orderType,
  restaurant_id: o.restaurantId,
  customer_id: o.customerId ?? null,
  customer_phone: o.customer?.phoneNumber ?? null,
  customer: o.customer ? customerShape(o.customer) : null,
  employee_name: o.employeeName,
  notes: o.notes,
  schedule_time: o.scheduleTime ?? null,
  created_at: o.createdAtLocalIso,
  created_at_utc: o.createdAt,
  items: o.lines.map(itemShape),
  items_total: money(o.itemsCents),
  discounts: o.discounts.map(discountShape),
  discount_total: money(o.discountCents),
  subtotal: money(o.subtotalCents),
  delivery_charge: money(o.deliveryChargeCents),
  tax_percentage: o.taxPercentage,
  tax: money(o.taxCents),
  total_price: money(o.totalCents),
  tender: o.tender ?? null,
  cash_given: moneyOrNull(o.cashGivenCents),
  change_due: moneyOrNull(o.changeDueCents),
  print_count: o.printCount,
  first_printed_at: o.firstPrintedAt ?? null,
  last_printed_at: o.lastPrintedAt ?? null,
  prints: o.prints.map(printShape),
  ...voidShape(o),
  being_taken_until: o.beingTakenUntil ?? null,
  driver: o.trip
    ? {
        id: o.trip.driverId,
        name: o.trip.driverName,
        out_at: o.trip.outAt ?? null,
        delivered_at: o.trip.deliveredAt ?? null,
        delivered_at_local: o.trip.deliveredAtLocal ?? null,
        cashed_out_at: o.trip.cashedOutAt ?? null,
      }
    : null,
  restaurant: {
    name: o.restaurantName,
    full_address: o.restaurantAddress,
    phone_number: o.restaurantPhone,
    time_zone: o.timeZone,
  },
  version: o.version,
});

export const customerResponse = z.object({
  id: z.string(),
  restaurant_id: z.string(),
  full_name: z.string(),
  phone_number: z.string().describe('digits only'),
  street_1: z.string(),
  street_2: z.string(),
  city: z.string(),
  zipcode: z.string(),
  country: z.string(),
  notes: z.string(),
  created_at: z.string(),
});

export const itemResponse = z.object({
  id: z.string(),
  order_id: z.string(),
  kind: z.enum(['product', 'special', 'side', 'open']),
  product_name: z.string().describe('size, product, toppings with level and half, sides'),
  product_price: dollars.describe('the line: unit price × quantity'),
  unit_price: dollars,
  quantity: z.number().int(),
  notes: z.string(),
  open: z.boolean().describe('name and price as typed, not from the menu'),
  parts: z.array(z.object({ text: z.string(), depth: z.number().int(), price: dollars })),
  created_at: z.string(),
  ...voidResponse,
});

export const orderResponse = z.object({
  id: z.string(),
  order_id: z.string(),
  order_number: z.number().int(),
  order_type: z.enum(['delivery', 'pickup', 'togo']),
  restaurant_id: z.string(),
  customer_id: z.string().nullable(),
  customer_phone: z.string().nullable(),
  customer: customerResponse.nullable(),
  employee_name: z.string(),
  notes: z.string(),
  schedule_time: z.string().nullable(),
  created_at: z.string().describe("ISO 8601 with the restaurant's offset"),
  created_at_utc: z.string(),
  items: z.array(itemResponse),
  items_total: dollars.describe('the live lines before discounts'),
  discounts: z.array(discountResponse).describe('the discounts that stand, in the order they were given'),
  discount_total: dollars.describe('what the discounts take off together'),
  subtotal: dollars.describe('the items less the discounts: tax is on it and the delivery charge'),
  delivery_charge: dollars,
  tax_percentage: z.number(),
  tax: dollars,
  total_price: dollars.describe('the grand total'),
  tender: z.enum(['cash', 'card', 'door']).nullable(),
  cash_given: dollars.nullable(),
  change_due: dollars.nullable(),
  print_count: z.number().int(),
  first_printed_at: z.string().nullable(),
  last_printed_at: z.string().nullable(),
  prints: z.array(
    z.object({
      number: z.number().int(),
      printed_by: z.string(),
      printed_at: z.string(),
      printed_at_local: z.string(),
      stamp: z.string().nullable().describe('REPRINT n and the time, on every print after the first'),
    }),
  ),
  being_taken_until: z
    .string()
    .nullable()
    .describe(
      'until when the order is being taken (UTC): unprinted and off any trip, its lines go freely; after it (or once null), taking money off is a void with a reason',
    ),
  driver: z
    .object({
      id: z.string(),
      name: z.string(),
      out_at: z.string().nullable(),
      delivered_at: z.string().nullable().describe('the driver was marked back'),
      delivered_at_local: z.string().nullable(),
      cashed_out_at: z.string().nullable(),
    })
    .nullable()
    .describe('the driver who took the delivery, as the driver screen reports it'),
  restaurant: z.object({
    name: z.string(),
    full_address: z.string(),
    phone_number: z.string(),
    time_zone: z.string(),
  }),
  version: z.number().int(),
  ...voidResponse,
});

/** Fields old clients send that the server works out itself: accepted, never used. */
export const ignored = (what: string) => z.unknown().optional().describe(`ignored: ${what}`);

/** The Idempotency-Key header: a retried request with the same key answers the first answer and writes nothing. */
export const idempotencyHeader = z.object({ 'idempotency-key': idempotencyKey.optional() });

/**
 * Why a line or an order of a printed order is voided (docs/product.md#voids):
 * `reason` in the query string, or in the JSON body; the body's wins.
 */
export const voidReasonField = voidReason
  .optional()
  .describe(
    "a void's reason: required once the order is printed ('customer changed mind', 'remade', 'wrong item', 'comp', …)",
  );
export const voidReasonQuery = z.object({ reason: voidReasonField });
export const voidReasonBody = z.object({ reason: voidReasonField }).optional();
export const reasonOf = (query: { reason?: string }, body: { reason?: string } | undefined) =>
  body?.reason ?? query.reason;
