import { INCORRECT_PIN, INCORRECT_SCREEN_PIN } from '@zest/auth/inputs';
import { approvalAction, approvalAmount, approvalSubjectId, pinField } from '@zest/kit';
import { z } from 'zod';
import { graphql } from './generated';
import { restaurantId, sessionResponse, sessionShape } from './restaurant-shapes';
import { route } from './table';

/**
 * The server-side PIN entry paths: open a restaurant, step up for one action,
 * enter the cashier or the driver screen. Each answers a restaurant-scoped token.
 */

export const screenRoutes = [
  route({
    method: 'POST',
    path: '/api/restaurant/openRestaurant/{restaurantId}',
    summary: 'Open a restaurant with its security PIN: answers a restaurant-scoped manager token',
    tag: 'restaurants',
    auth: 'account',
    params: restaurantId,
    body: z.object({ security_pin: pinField(INCORRECT_PIN) }),
    operation: graphql(`
      mutation OpenRestaurant($id: ID!, $pin: String!) {
        openRestaurant(id: $id, securityPin: $pin) {
          ...ScopedSessionFields
        }
      }
    `),
    variables: ({ params, body }) => ({ id: params.restaurantId, pin: body.security_pin }),
    respond: (d) => sessionShape(d.openRestaurant),
    response: sessionResponse,
  }),
  route({
    method: 'POST',
    path: '/api/restaurant/confirmSecurityPin/{restaurantId}',
    summary:
      'The security PIN at a terminal for one action (a void, an old order’s deletion, a cash-out, a float, a paid-out): an approval for 5 minutes, bound to that action and its subject, used once',
    tag: 'restaurants',
    auth: 'account',
    params: restaurantId,
    body: z.object({
      security_pin: pinField(INCORRECT_PIN),
      action: approvalAction.describe(
        'ours: what the PIN approves: order.void, order.delete, order.change, order.discount, order.tender, order.give-back, drivers.cashout, drivers.float, drawer.payout, drawer.drop',
      ),
      order_id: approvalSubjectId.describe('ours: the order (voids, deletes, a change that lowers its total)'),
      line_id: approvalSubjectId.describe('ours: the line, for a void of one line (with its order_id)'),
      driver_id: approvalSubjectId.describe('ours: the driver (a cash-out, a float)'),
      drawer_id: approvalSubjectId.describe('ours: the cash drawer (a paid-out or a drop past the restaurant’s limit)'),
      amount: approvalAmount.dollars
        .nullish()
        .describe(
          'ours: the money approved, in dollars: a discount, a tender correction out of cash, a paid-out, a drop; a larger amount needs a new approval',
        ),
    }),
    operation: graphql(`
      mutation ConfirmSecurityPin($id: ID!, $pin: String!, $action: ApprovalInput!) {
        confirmSecurityPin(restaurantId: $id, securityPin: $pin, action: $action) {
          ...ScopedSessionFields
        }
      }
    `),
    variables: ({ params, body }) => ({
      id: params.restaurantId,
      pin: body.security_pin,
      action: {
        action: body.action,
        orderId: body.order_id,
        lineId: body.line_id,
        driverId: body.driver_id,
        drawerId: body.drawer_id,
        amountCents: body.amount ?? null,
      },
    }),
    respond: (d) => sessionShape(d.confirmSecurityPin),
    response: sessionResponse,
  }),
  route({
    method: 'POST',
    path: '/api/restaurant/cashierScreen/{restaurantId}',
    summary: "Enter the cashier screen with a cashier's PIN or the security PIN: answers a scoped token",
    tag: 'restaurants',
    auth: 'account',
    params: restaurantId,
    body: z.object({ pin: pinField(INCORRECT_SCREEN_PIN) }),
    operation: graphql(`
      mutation EnterCashierScreen($id: ID!, $pin: String!) {
        enterCashierScreen(restaurantId: $id, pin: $pin) {
          ...ScopedSessionFields
        }
      }
    `),
    variables: ({ params, body }) => ({ id: params.restaurantId, pin: body.pin }),
    respond: (d) => sessionShape(d.enterCashierScreen),
    response: sessionResponse,
  }),
  route({
    method: 'POST',
    path: '/api/restaurant/driverScreen/{restaurantId}',
    summary: "Enter the driver screen with a driver's PIN or the security PIN: answers a scoped token",
    tag: 'restaurants',
    auth: 'account',
    params: restaurantId,
    body: z.object({ pin: pinField(INCORRECT_SCREEN_PIN) }),
    operation: graphql(`
      mutation EnterDriverScreen($id: ID!, $pin: String!) {
        enterDriverScreen(restaurantId: $id, pin: $pin) {
          ...ScopedSessionFields
        }
      }
    `),
    variables: ({ params, body }) => ({ id: params.restaurantId, pin: body.pin }),
    respond: (d) => sessionShape(d.enterDriverScreen),
    response: sessionResponse,
  }),
];
