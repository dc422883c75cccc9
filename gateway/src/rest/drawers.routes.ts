import { INCORRECT_SECURITY_PIN } from '@zest/auth/inputs';
import {
  DRAWER_NOT_FOUND,
  drawerAmount,
  drawerCounted,
  drawerFloat,
  drawerReason,
  handMoveKind,
  historyDate,
  RESTAURANT_NOT_FOUND,
  terminalProofField,
} from '@zest/orders/inputs';
import { id, pinField } from '@zest/kit';
import { z } from 'zod';
import { graphql } from './generated';
import { drawerResponse, drawerShape, terminalResponse, terminalShape } from './drawer-shapes';
import { dollars, dollarsResponse } from './money';
import { idempotencyHeader } from './order-shapes';
import { byRestaurant } from './orders.routes';
import { noBody, route } from './table';

/**
 * docs/product.md#api-orders, cash drawers (ours): the drawer under a
 * registered tablet, opened with a counted float, moved by hand (paid-ins,
 * paid-outs, drops) with a reason, closed with a blind count; and a business
 * day's drawers for the owner and managers. The tablet proves itself with its
 * registration ("<id>.<key>") in `terminal`. Money goes in and out as dollars.
 */

const byDrawer = z.object({ drawerId: id(DRAWER_NOT_FOUND) });
const terminal = terminalProofField.describe('the tablet’s registration, "<id>.<key>" (registerTerminal)');

export const drawerRoutes = [
  route({
    method: 'POST',
    path: '/api/order/drawers/open',
    summary:
      'Open the cash drawer under a registered tablet with a counted float, on the open business day; one open drawer per tablet (a cashier or manager session; Idempotency-Key; audited)',
    tag: 'orders',
    auth: 'account',
    params: z.object({}),
    body: z.object({ restaurant_id: id(RESTAURANT_NOT_FOUND), terminal, float: drawerFloat.dollars }),
    headers: idempotencyHeader,
    operation: graphql(`
      mutation OpenDrawer($input: OpenDrawerInput!, $idempotencyKey: String) {
        openDrawer(input: $input, idempotencyKey: $idempotencyKey) {
          ...TerminalDrawerFields
        }
      }
    `),
    variables: ({ body, headers }) => ({
      idempotencyKey: headers['idempotency-key'],
      input: { restaurantId: body.restaurant_id, terminal: body.terminal, floatCents: body.float },
    }),
    respond: (d) => terminalShape(d.openDrawer),
    response: terminalResponse,
    status: 201,
  }),
  route({
    method: 'GET',
    path: '/api/order/drawers/terminal/{terminalId}',
    summary: 'The drawer open under a tablet, as the terminal sees it before the count, or null',
    tag: 'orders',
    auth: 'account',
    params: z.object({ terminalId: z.string().max(100) }),
    body: noBody,
    operation: graphql(`
      query TerminalDrawer($terminalId: ID!) {
        terminalDrawer(terminalId: $terminalId) {
          ...TerminalDrawerFields
        }
      }
    `),
    variables: ({ params }) => ({ terminalId: params.terminalId }),
    respond: (d) => ({ drawer: d.terminalDrawer ? terminalShape(d.terminalDrawer) : null }),
    response: z.object({ drawer: terminalResponse.nullable() }),
  }),
  route({
    method: 'POST',
    path: '/api/order/drawers/{drawerId}/moves',
    summary:
      'A paid-in, a paid-out or a drop to the safe, with a reason, at the drawer’s tablet. Never more out than the drawer should hold (409, on the audit trail). Paid-outs, or drops, from the drawer past the restaurant’s limits together need a manager session or security_pin (an approval for this drawer and amount), else 403 reason PIN_REQUIRED (Idempotency-Key; audited)',
    tag: 'orders',
    auth: 'account',
    params: byDrawer,
    body: z.object({
      terminal,
      kind: handMoveKind,
      amount: drawerAmount.dollars.describe('above 0: the kind says in or out'),
      reason: drawerReason,
      security_pin: pinField(INCORRECT_SECURITY_PIN)
        .optional()
        .describe(
          'ours: the security PIN for a paid-out or drop past the limit (auth confirms it for this drawer and amount)',
        ),
    }),
    headers: idempotencyHeader,
    stepUp: {
      pin: (b) => b.security_pin,
      restaurantId: () => null,
      // The PIN approves this move of this drawer: its kind and its amount (a larger one needs the PIN again).
      approval: (b, p) => ({
        action: b.kind === 'drop' ? 'drawer.drop' : 'drawer.payout',
        drawerId: p.drawerId,
        amountCents: b.amount,
      }),
      wrongPin: INCORRECT_SECURITY_PIN,
    },
    operation: graphql(`
      mutation MoveDrawer($input: DrawerMoveInput!, $idempotencyKey: String) {
        moveDrawer(input: $input, idempotencyKey: $idempotencyKey) {
          ...TerminalDrawerFields
        }
      }
    `),
    variables: ({ params, body, headers }) => ({
      idempotencyKey: headers['idempotency-key'],
      input: {
        drawerId: params.drawerId,
        terminal: body.terminal,
        kind: body.kind,
        amountCents: body.amount,
        reason: body.reason,
      },
    }),
    respond: (d) => terminalShape(d.moveDrawer),
    response: terminalResponse,
    status: 201,
  }),
  route({
    method: 'POST',
    path: '/api/order/drawers/{drawerId}/close',
    summary:
      'The blind count: send the cash counted; the answer says what the drawer should have held and over or short. A closed drawer never changes (Idempotency-Key; audited)',
    tag: 'orders',
    auth: 'account',
    params: byDrawer,
    body: z.object({ terminal, counted: drawerCounted.dollars }),
    headers: idempotencyHeader,
    operation: graphql(`
      mutation CloseDrawer($input: CloseDrawerInput!, $idempotencyKey: String) {
        closeDrawer(input: $input, idempotencyKey: $idempotencyKey) {
          ...DrawerFields
        }
      }
    `),
    variables: ({ params, body, headers }) => ({
      idempotencyKey: headers['idempotency-key'],
      input: { drawerId: params.drawerId, terminal: body.terminal, countedCents: body.counted },
    }),
    respond: (d) => drawerShape(d.closeDrawer),
    response: drawerResponse,
  }),
  route({
    method: 'GET',
    path: '/api/order/drawers/{restaurantId}',
    summary:
      'A business day’s drawers with every figure (the open day unless day is given) and the cash sales that found no drawer: the owner and managers',
    tag: 'orders',
    auth: 'account',
    params: byRestaurant,
    body: noBody,
    query: z.object({ day: historyDate.optional().describe('the business day, YYYY-MM-DD') }),
    operation: graphql(`
      query DrawersOfDay($restaurantId: ID!, $day: String) {
        drawers(restaurantId: $restaurantId, day: $day) {
          restaurantId
          day
          timeZone
          cashSalesOnNoDrawer
          cashSalesOnNoDrawerCents
          drawers {
            ...DrawerFields
          }
        }
      }
    `),
    variables: ({ params, query }) => ({ restaurantId: params.restaurantId, day: query.day }),
    respond: ({ drawers: d }) => ({
      restaurant_id: d.restaurantId,
      day: d.day,
      time_zone: d.timeZone,
      drawers: d.drawers.map(drawerShape),
      cash_sales_on_no_drawer: { count: d.cashSalesOnNoDrawer, amount: dollars(d.cashSalesOnNoDrawerCents) },
    }),
    response: z.object({
      restaurant_id: z.string(),
      day: z.string(),
      time_zone: z.string(),
      drawers: z.array(drawerResponse),
      cash_sales_on_no_drawer: z
        .object({ count: z.number().int(), amount: dollarsResponse })
        .describe('cash sales that found no open drawer on their tablet'),
    }),
  }),
];
