import {
  cashGiven,
  correctionInput,
  CUSTOMER_NOT_FOUND,
  historyBefore,
  historyDate,
  historyLimit,
  noItemsYet,
  ORDER_NOT_FOUND,
  orderNotes,
  orderType,
  phoneFilter,
  RESTAURANT_NOT_FOUND,
  scheduleTime,
  tender,
  terminalProofField,
  voidedFilter,
} from '@zest/orders/inputs';
import { id } from '@zest/kit';
import { z } from 'zod';
import { graphql } from './generated';
import {
  idempotencyHeader,
  newOrderBody,
  newOrderInput,
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
 * docs/product.md#api-orders: the order's life and the history. Lines are in
 * order-lines.routes.ts, the restaurant's order settings and revenue in
 * order-settings.routes.ts. Totals, prices, times and who took the order are
 * the server's: what an old client sends for them is accepted and ignored.
 */

const byOrder = z.object({ orderId: id(ORDER_NOT_FOUND) });
export const byRestaurant = z.object({ restaurantId: id(RESTAURANT_NOT_FOUND) });

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
      ...newOrderBody,
      employee_name: ignored('the name comes from the session'),
      total_price: ignored('totals are the server’s'),
      created_at: ignored('the time is the server’s'),
      items: noItemsYet.optional(),
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
        ...newOrderInput(body),
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
      customer_id: id(CUSTOMER_NOT_FOUND).nullish(),
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
      voided: voidedFilter.optional().describe('true: voided orders only; false: none of them'),
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
      'An order still being taken (unprinted, off any trip, younger than the restaurant’s setting: being_taken_until), or with no line left, is deleted; any other is voided (kept, marked void; reason required, query or body). Up to the restaurant’s void age (2 hours) anyone taking orders may; older, or cashed out with a driver, only a manager session (confirmSecurityPin), else 403 reason PIN_REQUIRED',
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
      'Record a print (every print after the first is REPRINT n) and, when given, the tender; the first cash tender goes into the open drawer of the tablet named by terminal (Idempotency-Key: a retry is the same print)',
    tag: 'orders',
    auth: 'account',
    params: byOrder,
    body: z
      .object({
        tender: tender.nullish(),
        cash_given: cashGiven.dollars.nullish().describe('cash only: the amount handed over'),
        terminal: terminalProofField
          .nullish()
          .describe('ours: the printing tablet’s registration, "<id>.<key>": a cash sale goes into its open drawer'),
      })
      .optional(),
    headers: idempotencyHeader,
    operation: graphql(`
      mutation PrintOrder($id: ID!, $tender: TenderInput, $idempotencyKey: String, $terminal: String) {
        printOrder(id: $id, tender: $tender, idempotencyKey: $idempotencyKey, terminal: $terminal) {
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
      tender: body?.tender ? { method: body.tender, cashGivenCents: body.cash_given ?? null } : null,
      terminal: body?.terminal ?? null,
    }),
    respond: (d) => {
      const order = orderShape(d.printOrder.order);
      return { print: order.prints.find((p) => p.number === d.printOrder.print.number)!, order };
    },
    response: z.object({ print: orderResponse.shape.prints.element, order: orderResponse }),
  }),
  route({
    method: 'POST',
    path: '/api/order/correctTender/{orderId}',
    summary:
      'ours: correct how a printed order was paid, with a reason: the old tender is given back and the new one taken (a cash one out of or into a drawer), in the ledger and on the audit trail; taking cash out of a drawer needs the security PIN (403 reason PIN_REQUIRED); Idempotency-Key',
    tag: 'orders',
    auth: 'account',
    params: byOrder,
    body: z.object({
      tender,
      cash_given: cashGiven.dollars.nullish().describe('cash only: the amount handed over'),
      reason: correctionInput.shape.reason,
      terminal: terminalProofField
        .nullish()
        .describe('ours: the tablet’s registration: cash goes into its open drawer'),
    }),
    headers: idempotencyHeader,
    operation: graphql(`
      mutation CorrectTender(
        $id: ID!
        $tender: TenderInput!
        $reason: String!
        $idempotencyKey: String
        $terminal: String
      ) {
        correctTender(id: $id, tender: $tender, reason: $reason, idempotencyKey: $idempotencyKey, terminal: $terminal) {
          ...OrderFields
        }
      }
    `),
    variables: ({ params, body, headers }) => ({
      id: params.orderId,
      idempotencyKey: headers['idempotency-key'],
      tender: { method: body.tender, cashGivenCents: body.cash_given ?? null },
      reason: body.reason,
      terminal: body.terminal ?? null,
    }),
    respond: (d) => orderShape(d.correctTender),
    response: orderResponse,
  }),
];
