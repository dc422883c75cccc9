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
import type { DrawerFieldsFragment, DrawerMoveFieldsFragment, TerminalDrawerFieldsFragment } from './generated/graphql';
import { dollars, dollarsOrNull, dollarsResponse } from './money';
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

const moveShape = (m: DrawerMoveFieldsFragment) => ({
  id: m.id,
  kind: m.kind,
  amount: dollars(m.amountCents),
  reason: m.reason ?? null,
  by: m.by,
  approved_by: m.approvedBy ?? null,
  order_id: m.orderId ?? null,
  order_number: m.orderNumber ?? null,
  cash_given: dollarsOrNull(m.cashGivenCents),
  change: dollarsOrNull(m.changeCents),
  at: m.at,
  at_local: m.atLocal,
});
const moveResponse = z.object({
  id: z.string(),
  kind: z.enum(['float', 'sale', 'refund', 'paid_in', 'paid_out', 'drop']),
  amount: dollarsResponse.describe('signed: in is positive, out negative'),
  reason: z.string().nullable(),
  by: z.string(),
  approved_by: z.string().nullable(),
  order_id: z.string().nullable(),
  order_number: z.number().int().nullable(),
  cash_given: dollarsResponse.nullable(),
  change: dollarsResponse.nullable(),
  at: z.string(),
  at_local: z.string(),
});

const opened = (d: TerminalDrawerFieldsFragment | DrawerFieldsFragment) => ({
  id: d.id,
  restaurant_id: d.restaurantId,
  terminal_id: d.terminalId,
  terminal_tag: d.terminalTag ?? null,
  day: d.day,
  opened_at: d.openedAt,
  opened_at_local: d.openedAtLocal,
  opened_by: d.openedBy,
  float: dollars(d.floatCents),
});
const openedResponse = {
  id: z.string(),
  restaurant_id: z.string(),
  terminal_id: z.string(),
  terminal_tag: z.string().nullable(),
  day: z.string().describe('the business day it belongs to'),
  opened_at: z.string(),
  opened_at_local: z.string(),
  opened_by: z.string(),
  float: dollarsResponse,
};

/** Before the count: no cash sales, nothing expected (the count is blind). */
const terminalShape = (d: TerminalDrawerFieldsFragment) => ({ ...opened(d), moves: d.handMoves.map(moveShape) });
const terminalResponse = z
  .object({ ...openedResponse, moves: z.array(moveResponse).describe('paid-ins, paid-outs and drops') })
  .describe('the drawer as the terminal sees it before the count');

const drawerShape = (d: DrawerFieldsFragment) => ({
  ...opened(d),
  open: d.open,
  closed_at: d.closedAt ?? null,
  closed_at_local: d.closedAtLocal ?? null,
  closed_by: d.closedBy ?? null,
  cash_sales: d.cashSales,
  cash_sales_amount: dollars(d.cashSalesCents),
  cash_given: dollars(d.cashGivenCents),
  change_given: dollars(d.changeGivenCents),
  refunds: d.refunds,
  refunds_amount: dollars(d.refundsCents),
  paid_in: dollars(d.paidInCents),
  paid_out: dollars(d.paidOutCents),
  drops: dollars(d.dropsCents),
  expected: dollars(d.expectedCents),
  counted: dollarsOrNull(d.countedCents),
  over_short: dollarsOrNull(d.overShortCents),
  moves: d.moves.map(moveShape),
});
const drawerResponse = z.object({
  ...openedResponse,
  open: z.boolean(),
  closed_at: z.string().nullable(),
  closed_at_local: z.string().nullable(),
  closed_by: z.string().nullable(),
  cash_sales: z.number().int(),
  cash_sales_amount: dollarsResponse,
  cash_given: dollarsResponse.describe('what customers handed over for the cash sales'),
  change_given: dollarsResponse,
  refunds: z.number().int(),
  refunds_amount: dollarsResponse,
  paid_in: dollarsResponse,
  paid_out: dollarsResponse,
  drops: dollarsResponse.describe('cash taken to the safe'),
  expected: dollarsResponse.describe('at the close as it found it; while open, what the moves say now'),
  counted: dollarsResponse.nullable(),
  over_short: dollarsResponse.nullable().describe('the count less what was expected: negative is short'),
  moves: z.array(moveResponse),
});

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
      'A paid-in, a paid-out or a drop to the safe, with a reason, at the drawer’s tablet. A paid-out above the restaurant’s limit needs a manager session or security_pin (an approval for this drawer), else 403 reason PIN_REQUIRED (Idempotency-Key; audited)',
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
        .describe('ours: the security PIN for a paid-out above the limit (auth confirms it for this drawer only)'),
    }),
    headers: idempotencyHeader,
    stepUp: {
      pin: (b) => b.security_pin,
      restaurantId: () => null,
      approval: (_b, p) => ({ action: 'drawer.payout', drawerId: p.drawerId }),
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
