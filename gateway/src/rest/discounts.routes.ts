import {
  DISCOUNT_NOT_FOUND,
  discountAmount,
  discountKind,
  discountName,
  discountPercent,
  discountReason,
  discountScope,
  LINE_NOT_FOUND,
  ORDER_NOT_FOUND,
} from '@zest/orders/inputs';
import { id } from '@zest/kit';
import { z } from 'zod';
import { graphql } from './generated';
import type { DiscountFieldsFragment } from './generated/graphql';
import { dollarsOrNull } from './money';
import { idempotencyHeader, orderResponse, orderShape } from './order-shapes';
import { byRestaurant } from './orders.routes';
import { noBody, noParams, route } from './table';

/**
 * docs/product.md#api-orders, discounts (ours): the restaurant's list, kept
 * by the owner or a manager beside its order settings, and a discount given
 * at the terminal on a line or the order, or taken off again. The limit
 * past which a manager approves is in PUT /api/order/settings/{restaurantId}.
 */

const discountShape = (d: DiscountFieldsFragment) => ({
  id: d.id,
  restaurant_id: d.restaurantId,
  name: d.name,
  kind: d.kind,
  percent: d.percent ?? null,
  amount: dollarsOrNull(d.amountCents),
  typed_at_counter: d.typedAtCounter,
  applies_to: d.appliesTo,
  active: d.active,
});

const discountResponse = z.object({
  id: z.string(),
  restaurant_id: z.string(),
  name: z.string(),
  kind: z.enum(['percent', 'amount']),
  percent: z.number().nullable().describe('by percent: 10, 12.5'),
  amount: z.string().nullable().describe('by amount: dollars with 2 decimals'),
  typed_at_counter: z.boolean().describe('a manager’s choice: the value is typed at the counter each time'),
  applies_to: z.enum(['line', 'order', 'either']),
  active: z.boolean(),
});

const discountBody = z.object({
  name: discountName,
  kind: discountKind,
  percent: discountPercent.optional().describe('by percent: 0.01 to 100'),
  amount: discountAmount.dollars.optional().describe('by amount, in dollars'),
  typed_at_counter: z.boolean().optional().describe('the value is typed at the counter each time'),
  applies_to: discountScope.optional().describe('either unless given'),
  active: z.boolean().optional().describe('true unless given'),
});
const discountInput = (body: z.output<typeof discountBody>, discountId?: string) => ({
  ...(discountId ? { id: discountId } : {}),
  name: body.name,
  kind: body.kind,
  percent: body.percent,
  amountCents: body.amount,
  typedAtCounter: body.typed_at_counter,
  appliesTo: body.applies_to,
  active: body.active,
});

export const discountRoutes = [
  route({
    method: 'GET',
    path: '/api/order/settings/{restaurantId}/discounts',
    summary: 'The restaurant’s list of discounts, active ones first, then by name (ours)',
    tag: 'orders',
    auth: 'account',
    params: byRestaurant,
    body: noBody,
    operation: graphql(`
      query Discounts($restaurantId: ID!) {
        discounts(restaurantId: $restaurantId) {
          ...DiscountFields
        }
      }
    `),
    variables: ({ params }) => ({ restaurantId: params.restaurantId }),
    respond: (d) => d.discounts.map(discountShape),
    response: z.array(discountResponse),
  }),
  route({
    method: 'POST',
    path: '/api/order/settings/{restaurantId}/discounts',
    summary:
      'Add a discount to the list: by percent or amount (or typed at the counter), for a line, the order or either (the owner or a manager; audited)',
    tag: 'orders',
    auth: 'account',
    params: byRestaurant,
    body: discountBody,
    operation: graphql(`
      mutation AddDiscount($restaurantId: ID!, $input: DiscountInput!) {
        saveDiscount(restaurantId: $restaurantId, input: $input) {
          ...DiscountFields
        }
      }
    `),
    variables: ({ params, body }) => ({ restaurantId: params.restaurantId, input: discountInput(body) }),
    respond: (d) => discountShape(d.saveDiscount),
    response: discountResponse,
    status: 201,
  }),
  route({
    method: 'PUT',
    path: '/api/order/settings/{restaurantId}/discounts/{discountId}',
    summary:
      'Write a discount of the list again, whole (active: false takes it off the terminal; orders keep theirs; audited)',
    tag: 'orders',
    auth: 'account',
    params: byRestaurant.extend({ discountId: id(DISCOUNT_NOT_FOUND) }),
    body: discountBody,
    operation: graphql(`
      mutation SaveDiscount($restaurantId: ID!, $input: DiscountInput!) {
        saveDiscount(restaurantId: $restaurantId, input: $input) {
          ...DiscountFields
        }
      }
    `),
    variables: ({ params, body }) => ({
      restaurantId: params.restaurantId,
      input: discountInput(body, params.discountId),
    }),
    respond: (d) => discountShape(d.saveDiscount),
    response: discountResponse,
  }),
  route({
    method: 'POST',
    path: '/api/order/discount',
    summary:
      'Give a discount of the list on a line (line_id) or the whole order, with a reason; the server works out what it takes off. When the order’s discounts together pass the restaurant’s limit, the security PIN (a manager session), else 403 reason PIN_REQUIRED (Idempotency-Key: a retry gives nothing twice)',
    tag: 'orders',
    auth: 'account',
    params: noParams,
    body: z.object({
      order_id: id(ORDER_NOT_FOUND),
      line_id: id(LINE_NOT_FOUND).nullish().describe('the line to discount; absent for the whole order'),
      discount_id: id(DISCOUNT_NOT_FOUND),
      percent: discountPercent.optional().describe('a manager’s choice by percent: the value typed at the counter'),
      amount: discountAmount.dollars
        .optional()
        .describe('a manager’s choice by amount: the value typed at the counter'),
      reason: discountReason.describe('the coupon’s code, “staff: Sam”, …'),
    }),
    headers: idempotencyHeader,
    operation: graphql(`
      mutation GiveDiscount($input: GiveDiscountInput!, $idempotencyKey: String) {
        giveDiscount(input: $input, idempotencyKey: $idempotencyKey) {
          discountId
          order {
            ...OrderFields
          }
        }
      }
    `),
    variables: ({ body, headers }) => ({
      idempotencyKey: headers['idempotency-key'],
      input: {
        orderId: body.order_id,
        lineId: body.line_id,
        discountId: body.discount_id,
        percent: body.percent,
        amountCents: body.amount,
        reason: body.reason,
      },
    }),
    respond: (d) => ({ discount_id: d.giveDiscount.discountId, order: orderShape(d.giveDiscount.order) }),
    response: z.object({
      discount_id: z.string().describe('the discount given: one of order.discounts'),
      order: orderResponse.describe('the order with the server’s totals'),
    }),
    status: 201,
  }),
  route({
    method: 'DELETE',
    path: '/api/order/discount/{discountId}',
    summary:
      'Take a discount off its order (the total goes up; audited); a second call removes nothing. Answers the order with the server’s totals',
    tag: 'orders',
    auth: 'account',
    params: z.object({ discountId: id(DISCOUNT_NOT_FOUND) }),
    body: noBody,
    operation: graphql(`
      mutation RemoveDiscount($id: ID!) {
        removeDiscount(id: $id) {
          ...OrderFields
        }
      }
    `),
    variables: ({ params }) => ({ id: params.discountId }),
    respond: (d) => ({ success: true, message: 'Discount removed.', order: orderShape(d.removeDiscount) }),
    response: z.object({ success: z.boolean(), message: z.string(), order: orderResponse }),
  }),
];
