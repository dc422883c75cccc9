import {
  addressQuery,
  cashGiven,
  halfToppingPricing,
  historyBefore,
  historyDate,
  historyLimit,
  orderNotes,
  orderType,
  phoneFilter,
  revenuePeriod,
  scheduleTime,
  tender,
  voidApprovalMinutes,
} from '@zest/orders/inputs';
import { centsToDollars, id } from '@zest/kit';
import { z } from 'zod';
import { graphql } from './generated';
import {
  idempotencyHeader,
  ignored,
  orderResponse,
  orderShape,
  reasonOf,
  voidReasonBody,
  voidReasonField,
  voidReasonQuery,
} from './order-shapes';
import { ackResponse, noBody, noParams, route } from './table';

/**
 * docs/product.md#api-orders: the order's life, the history, printing, the
 * restaurant's order settings, address suggestions. Lines are in
 * order-lines.routes.ts. Totals, prices, times and who took the order are
 * the server's: what an old client sends for them is accepted and ignored.
 */

const RESTAURANT_NOT_FOUND = 'Restaurant not found.';
const ORDER_NOT_FOUND = 'Order not found.';
const byOrder = z.object({ orderId: id(ORDER_NOT_FOUND) });
const byRestaurant = z.object({ restaurantId: id(RESTAURANT_NOT_FOUND) });
const settingsResponse = z.object({
  restaurant_id: z.string(),
  half_topping_pricing: z.enum(['half', 'full']),
  void_approval_minutes: z
    .number()
    .int()
    .describe('a printed order older than this (minutes) is voided only with the security PIN; 0: always'),
});
const settingsShape = (s: {
  restaurantId: string;
  halfToppingPricing: 'half' | 'full';
  voidApprovalMinutes: number;
}) => ({
  restaurant_id: s.restaurantId,
  half_topping_pricing: s.halfToppingPricing,
  void_approval_minutes: s.voidApprovalMinutes,
});
const dollars = z.string().describe('dollars with 2 decimals, e.g. "12.50"');

export const orderRoutes = [
  route({
    method: 'POST',
    path: '/api/order/createOrder',
    summary:
      'Start an order; the number, the time and who took it are the server’s (Idempotency-Key: a retry answers the first order)',
    tag: 'orders',
    auth: 'account',
    params: noParams,
    body: z.object({
      restaurant_id: id(RESTAURANT_NOT_FOUND),
      order_type: orderType,
      customer_id: id('No Customer Found').nullish(),
      notes: orderNotes.nullish(),
      schedule_time: scheduleTime.nullish(),
      employee_name: ignored('the name comes from the session'),
      total_price: ignored('totals are the server’s'),
      created_at: ignored('the time is the server’s'),
      items: z
        .array(z.unknown())
        .max(0, { error: 'Add items with addOrderLine or addItemToOrder once the order exists.' })
        .optional(),
    }),
    headers: idempotencyHeader,
    operation: graphql(`
      mutation CreateOrder($input: CreateOrderInput!, $idempotencyKey: String) {
        createOrder(input: $input, idempotencyKey: $idempotencyKey) {
          id
          orderNumber
        }
      }
    `),
    variables: ({ body, headers }) => ({
      idempotencyKey: headers['idempotency-key'],
      input: {
        restaurantId: body.restaurant_id,
        orderType: body.order_type,
        customerId: body.customer_id,
        notes: body.notes,
        scheduleTime: body.schedule_time,
      },
    }),
    respond: (d) => ({ id: d.createOrder.id, order_number: d.createOrder.orderNumber }),
    response: z.object({ id: z.string(), order_number: z.number().int() }),
    status: 201,
  }),
  route({
    method: 'PATCH',
    path: '/api/order/updateOrderTotalprice/{orderId}',
    summary: 'Answers the server’s totals, worked out from the lines; the total sent is ignored',
    tag: 'orders',
    auth: 'account',
    params: byOrder,
    body: z.object({ total_price: ignored('totals are the server’s') }).optional(),
    operation: graphql(`
      mutation RecomputeOrderTotals($id: ID!) {
        recomputeOrderTotals(id: $id) {
          ...OrderFields
        }
      }
    `),
    variables: ({ params }) => ({ id: params.orderId }),
    respond: (d) => orderShape(d.recomputeOrderTotals),
    response: orderResponse,
  }),
  route({
    method: 'PUT',
    path: '/api/order/updateOrder/{orderId}',
    summary:
      'Change the type, customer, schedule time or notes; to go removes the customer. On a printed order a change that lowers the total is a void (reason, and the PIN on an old order). Answers [order]',
    tag: 'orders',
    auth: 'account',
    params: byOrder,
    query: voidReasonQuery,
    body: z.object({
      order_type: orderType.nullish(),
      customer_id: id('No Customer Found').nullish(),
      schedule_time: scheduleTime.nullish().describe("'' clears it; absent or null keeps it"),
      notes: orderNotes.nullish(),
      reason: voidReasonField,
    }),
    operation: graphql(`
      mutation UpdateOrder($id: ID!, $input: UpdateOrderInput!, $reason: String) {
        updateOrder(id: $id, input: $input, reason: $reason) {
          ...OrderFields
        }
      }
    `),
    variables: ({ params, body, query }) => ({
      id: params.orderId,
      reason: reasonOf(query, body),
      input: {
        orderType: body.order_type,
        customerId: body.customer_id,
        scheduleTime: body.schedule_time,
        notes: body.notes,
      },
    }),
    respond: (d) => [orderShape(d.updateOrder)],
    response: z.array(orderResponse),
  }),
  route({
    method: 'GET',
    path: '/api/order/getOrdersByRestaurant/{restaurantId}',
    summary:
      'The history: highest number first, without empty orders; filter by day (restaurant time), type, phone; page with before',
    tag: 'orders',
    auth: 'account',
    params: byRestaurant,
    body: noBody,
    query: z.object({
      date: historyDate.optional().describe("a day in the restaurant's time zone, YYYY-MM-DD"),
      order_type: orderType.optional(),
      phone: phoneFilter.optional().describe("any part of the customer's phone number"),
      limit: historyLimit.optional().describe('orders per page, 50 by default'),
      before: historyBefore.optional().describe('next_before of the previous page'),
      voided: z
        .enum(['true', 'false'], { error: 'voided must be true or false.' })
        .optional()
        .describe('true: voided orders only; false: none of them'),
    }),
    operation: graphql(`
      query OrderHistory($restaurantId: ID!, $filter: OrderFilter, $first: Int, $before: Int) {
        orders(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {
          orders {
            ...OrderFields
          }
          nextBefore
        }
      }
    `),
    variables: ({ params, query }) => ({
      restaurantId: params.restaurantId,
      filter: {
        date: query.date,
        orderType: query.order_type,
        phone: query.phone,
        voided: query.voided === undefined ? undefined : query.voided === 'true',
      },
      first: query.limit === undefined ? undefined : Number(query.limit),
      before: query.before === undefined ? undefined : Number(query.before),
    }),
    respond: (d) => ({ orders: d.orders.orders.map(orderShape), next_before: d.orders.nextBefore ?? null }),
    response: z.object({ orders: z.array(orderResponse), next_before: z.number().int().nullable() }),
  }),
  route({
    method: 'GET',
    path: '/api/order/getOrderWithItems/{orderId}',
    summary: 'An order with everything its receipt shows',
    tag: 'orders',
    auth: 'account',
    params: byOrder,
    body: noBody,
    operation: graphql(`
      query OrderWithItems($id: ID!) {
        order(id: $id) {
          ...OrderFields
        }
      }
    `),
    variables: ({ params }) => ({ id: params.orderId }),
    respond: (d) => orderShape(d.order),
    response: orderResponse,
  }),
  route({
    method: 'DELETE',
    path: '/api/order/deleteOrder/{orderId}',
    summary:
      'A printed order is voided (kept, marked void; reason required, query or body), one never printed deleted. Up to the restaurant’s setting (2 hours) old anyone taking orders may; older only a manager session (confirmSecurityPin), else 403 reason PIN_REQUIRED',
    tag: 'orders',
    auth: 'account',
    params: byOrder,
    query: voidReasonQuery,
    body: voidReasonBody,
    operation: graphql(`
      mutation DeleteOrder($id: ID!, $reason: String) {
        deleteOrder(id: $id, reason: $reason) {
          success
          message
        }
      }
    `),
    variables: ({ params, query, body }) => ({ id: params.orderId, reason: reasonOf(query, body) }),
    respond: (d) => d.deleteOrder,
    response: ackResponse,
  }),
  route({
    method: 'POST',
    path: '/api/order/printOrder/{orderId}',
    summary:
      'Record a print (every print after the first is REPRINT n) and, when given, the tender (Idempotency-Key: a retry is the same print)',
    tag: 'orders',
    auth: 'account',
    params: byOrder,
    body: z
      .object({
        tender: tender.nullish(),
        cash_given: cashGiven.nullish().describe('cash only: the amount handed over'),
      })
      .optional(),
    headers: idempotencyHeader,
    operation: graphql(`
      mutation PrintOrder($id: ID!, $tender: TenderInput, $idempotencyKey: String) {
        printOrder(id: $id, tender: $tender, idempotencyKey: $idempotencyKey) {
          print {
            ...OrderPrintFields
          }
          order {
            ...OrderFields
          }
        }
      }
    `),
    variables: ({ params, body, headers }) => ({
      id: params.orderId,
      idempotencyKey: headers['idempotency-key'],
      tender: body?.tender
        ? { method: body.tender, cashGiven: body.cash_given == null ? null : String(body.cash_given) }
        : null,
    }),
    respond: (d) => {
      const order = orderShape(d.printOrder.order);
      return { print: order.prints.find((p) => p.number === d.printOrder.print.number)!, order };
    },
    response: z.object({ print: orderResponse.shape.prints.element, order: orderResponse }),
  }),
  route({
    method: 'GET',
    path: '/api/order/settings/{restaurantId}',
    summary:
      'How the restaurant prices a topping on one half (half, the default, or full), and after how long a void needs the security PIN',
    tag: 'orders',
    auth: 'account',
    params: byRestaurant,
    body: noBody,
    operation: graphql(`
      query OrderSettings($restaurantId: ID!) {
        orderSettings(restaurantId: $restaurantId) {
          restaurantId
          halfToppingPricing
          voidApprovalMinutes
        }
      }
    `),
    variables: ({ params }) => ({ restaurantId: params.restaurantId }),
    respond: (d) => settingsShape(d.orderSettings),
    response: settingsResponse,
  }),
  route({
    method: 'PUT',
    path: '/api/order/settings/{restaurantId}',
    summary:
      'Set how a topping on one half is priced and after how long a void needs the security PIN (the owner or a manager; only what is sent changes; audited)',
    tag: 'orders',
    auth: 'account',
    params: byRestaurant,
    body: z.object({
      half_topping_pricing: halfToppingPricing.optional(),
      void_approval_minutes: voidApprovalMinutes.optional(),
    }),
    operation: graphql(`
      mutation UpdateOrderSettings($restaurantId: ID!, $input: OrderSettingsInput!) {
        updateOrderSettings(restaurantId: $restaurantId, input: $input) {
          restaurantId
          halfToppingPricing
          voidApprovalMinutes
        }
      }
    `),
    variables: ({ params, body }) => ({
      restaurantId: params.restaurantId,
      input: { halfToppingPricing: body.half_topping_pricing, voidApprovalMinutes: body.void_approval_minutes },
    }),
    respond: (d) => settingsShape(d.updateOrderSettings),
    response: settingsResponse,
  }),
  route({
    method: 'GET',
    path: '/api/address/suggest',
    summary: 'Up to 5 addresses for at least 3 characters, in the USA; empty when no provider is configured',
    tag: 'orders',
    auth: 'account',
    params: noParams,
    body: noBody,
    query: z.object({ q: addressQuery }),
    operation: graphql(`
      query AddressSuggestions($query: String!) {
        addressSuggestions(query: $query) {
          label
          street1
          city
          zipcode
          country
        }
      }
    `),
    variables: ({ query }) => ({ query: query.q }),
    respond: (d) =>
      d.addressSuggestions.map((a) => ({
        label: a.label,
        street_1: a.street1,
        city: a.city,
        zipcode: a.zipcode,
        country: a.country,
      })),
    response: z.array(
      z.object({ label: z.string(), street_1: z.string(), city: z.string(), zipcode: z.string(), country: z.string() }),
    ),
  }),
  route({
    method: 'GET',
    path: '/api/order/revenue/{restaurantId}',
    summary:
      'Revenue for a period (today by default), calendar periods in the restaurant’s time zone, weeks from Monday, with the current year month by month (ours)',
    tag: 'orders',
    auth: 'account',
    params: byRestaurant,
    body: noBody,
    query: z.object({
      period: revenuePeriod.optional(),
      year: z
        .string()
        .regex(/^\d{4}$/, { error: 'Year must be a year such as 2025.' })
        .optional()
        .describe('the year of the monthly breakdown, this year by default'),
    }),
    operation: graphql(`
      query Revenue($restaurantId: ID!, $period: RevenuePeriod, $year: Int) {
        revenue(restaurantId: $restaurantId, period: $period, year: $year) {
          period
          timeZone
          today
          fromDay
          toDay
          startsAt
          endsAt
          totalOrders
          totalRevenueCents
          subtotalCents
          taxCents
          deliveryChargeCents
          deliveryOrders
          pickupOrders
          togoOrders
          averageTicketCents
          voidCount
          voidCents
          year
          years
          months {
            month
            orders
            revenueCents
          }
        }
      }
    `),
    variables: ({ params, query }) => ({
      restaurantId: params.restaurantId,
      period: query.period,
      year: query.year === undefined ? undefined : Number(query.year),
    }),
    respond: ({ revenue: r }) => ({
      period: r.period,
      time_zone: r.timeZone,
      today: r.today,
      from: r.fromDay ?? null,
      to: r.toDay ?? null,
      starts_at: r.startsAt ?? null,
      ends_at: r.endsAt ?? null,
      total_orders: r.totalOrders,
      total_revenue: centsToDollars(r.totalRevenueCents),
      subtotal: centsToDollars(r.subtotalCents),
      tax: centsToDollars(r.taxCents),
      delivery_charge: centsToDollars(r.deliveryChargeCents),
      delivery_orders: r.deliveryOrders,
      pickup_orders: r.pickupOrders,
      togo_orders: r.togoOrders,
      average_ticket: centsToDollars(r.averageTicketCents),
      voids: r.voidCount,
      void_amount: centsToDollars(r.voidCents),
      year: r.year,
      years: r.years,
      monthly: r.months.map((m) => ({ month: m.month, revenue: centsToDollars(m.revenueCents), orders: m.orders })),
    }),
    response: z.object({
      period: revenuePeriod,
      time_zone: z.string(),
      today: z.string().describe("today on the restaurant's calendar"),
      from: z.string().nullable().describe('the first day counted (null: all time)'),
      to: z.string().nullable().describe('the day after the last day counted (null: all time)'),
      starts_at: z.string().nullable(),
      ends_at: z.string().nullable(),
      total_orders: z.number().int(),
      total_revenue: dollars.describe('the sum of the grand totals'),
      subtotal: dollars,
      tax: dollars,
      delivery_charge: dollars,
      delivery_orders: z.number().int(),
      pickup_orders: z.number().int(),
      togo_orders: z.number().int(),
      average_ticket: dollars,
      voids: z
        .number()
        .int()
        .describe('voids of the period’s orders: lines, whole orders, changes that lowered a total'),
      void_amount: dollars.describe('what those voids took off the revenue'),
      year: z.number().int().describe('the year of the monthly breakdown'),
      years: z.array(z.number().int()).describe('the years the breakdown can show, newest first'),
      monthly: z
        .array(z.object({ month: z.string(), revenue: dollars, orders: z.number().int() }))
        .describe('the breakdown’s year month by month: a past year whole, this year January to this month'),
    }),
  }),
];
