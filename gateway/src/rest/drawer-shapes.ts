import { z } from 'zod';
import type { DrawerFieldsFragment, DrawerMoveFieldsFragment, TerminalDrawerFieldsFragment } from './generated/graphql';
import { dollars, dollarsOrNull, dollarsResponse } from './money';

/** The cash drawers' REST shapes (drawers.routes.ts): money as dollars, every move of the ledger a drawer saw. */

const moveShape = (m: DrawerMoveFieldsFragment) => ({
  id: m.id,
  kind: m.kind,
  amount: dollars(m.amountCents),
  what: m.what ?? null,
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
  kind: z
    .enum(['float', 'sale', 'adjustment', 'refund', 'correction', 'paid_in', 'paid_out', 'drop', 'count'])
    .describe(
      'adjustment: a cash order’s total moved after its print; correction: a tender corrected to or from cash; count: the blind count, its amount the over or short',
    ),
  amount: dollarsResponse.describe('signed: in is positive, out negative'),
  what: z.string().nullable().describe('what happened, in words'),
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
export const terminalShape = (d: TerminalDrawerFieldsFragment) => ({ ...opened(d), moves: d.handMoves.map(moveShape) });
export const terminalResponse = z
  .object({ ...openedResponse, moves: z.array(moveResponse).describe('paid-ins, paid-outs and drops') })
  .describe('the drawer as the terminal sees it before the count');

export const drawerShape = (d: DrawerFieldsFragment) => ({
  ...opened(d),
  open: d.open,
  closed_at: d.closedAt ?? null,
  closed_at_local: d.closedAtLocal ?? null,
  closed_by: d.closedBy ?? null,
  cash_sales: d.cashSales,
  cash_sales_amount: dollars(d.cashSalesCents),
  cash_given: dollars(d.cashGivenCents),
  change_given: dollars(d.changeGivenCents),
  cash_changes: d.cashChanges,
  cash_changes_amount: dollars(d.cashChangesCents),
  refunds: d.refunds,
  refunds_amount: dollars(d.refundsCents),
  corrections: d.corrections,
  corrections_amount: dollars(d.correctionsCents),
  paid_in: dollars(d.paidInCents),
  paid_out: dollars(d.paidOutCents),
  drops: dollars(d.dropsCents),
  expected: dollars(d.expectedCents),
  counted: dollarsOrNull(d.countedCents),
  over_short: dollarsOrNull(d.overShortCents),
  moves: d.moves.map(moveShape),
});
export const drawerResponse = z.object({
  ...openedResponse,
  open: z.boolean(),
  closed_at: z.string().nullable(),
  closed_at_local: z.string().nullable(),
  closed_by: z.string().nullable(),
  cash_sales: z.number().int(),
  cash_sales_amount: dollarsResponse,
  cash_given: dollarsResponse.describe('what customers handed over for the cash sales'),
  change_given: dollarsResponse,
  cash_changes: z.number().int().describe('paid cash orders whose total moved after the print'),
  cash_changes_amount: dollarsResponse.describe('the cash those moves took in (negative: gave back)'),
  refunds: z.number().int(),
  refunds_amount: dollarsResponse,
  corrections: z.number().int().describe('tender corrections to or from cash'),
  corrections_amount: dollarsResponse.describe('the cash they moved (negative: out of the drawer)'),
  paid_in: dollarsResponse,
  paid_out: dollarsResponse,
  drops: dollarsResponse.describe('cash taken to the safe'),
  expected: dollarsResponse.describe('at the close as it found it; while open, what the moves say now'),
  counted: dollarsResponse.nullable(),
  over_short: dollarsResponse.nullable().describe('the count less what was expected: negative is short'),
  moves: z.array(moveResponse),
});
