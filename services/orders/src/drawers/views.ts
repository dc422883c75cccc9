import { localDateTime } from '@zest/kit';
import type { DrawerRow, LedgerEntryRow, LedgerKind } from '../db/schema';
import { drawerFigures } from './figures';

/** Drawer rows to the shapes the subgraph answers (docs/product.md#cash-drawers). */

/** What a cashier moves by hand: the only moves the terminal shows before the count. */
const HAND_MOVES: readonly LedgerKind[] = ['paid_in', 'paid_out', 'drop'];

/** A ledger entry as the drawer names it (DrawerMoveKind): an order's cash payment is the drawer's sale. */
const DRAWER_WORDS = {
  payment: 'sale',
  payment_change: 'adjustment',
  refund: 'refund',
  tender_correction: 'correction',
  float: 'float',
  paid_in: 'paid_in',
  paid_out: 'paid_out',
  // A card tip handed to a driver at the cash-out is paid out of the drawer (decision 0083), its words say so.
  tip_payout: 'paid_out',
  drop: 'drop',
  count: 'count',
} as const satisfies Partial<Record<LedgerKind, string>>;
type DrawerKind = (typeof DRAWER_WORDS)[keyof typeof DRAWER_WORDS];

export const toMove = (m: LedgerEntryRow, timeZone: string) => ({
  id: m.id,
  // Only cash moves reach a drawer: never a sale entry of an order.
  kind: (DRAWER_WORDS[m.kind as keyof typeof DRAWER_WORDS] ?? 'adjustment') as DrawerKind,
  what: m.what,
  amountCents: m.amountCents,
  reason: m.reason,
  by: m.byName,
  approvedBy: m.approvedBy,
  orderId: m.orderId,
  orderNumber: m.orderNumber,
  cashGivenCents: m.cashGivenCents,
  changeCents: m.changeCents,
  at: m.at.toISOString(),
  atLocal: localDateTime(m.at, timeZone),
});

const opening = (d: DrawerRow, timeZone: string) => ({
  id: d.id,
  restaurantId: d.restaurantId,
  terminalId: d.terminalId,
  terminalTag: d.terminalTag,
  day: d.day,
  openedAt: d.openedAt.toISOString(),
  openedAtLocal: localDateTime(d.openedAt, timeZone),
  openedBy: d.openedBy,
  floatCents: d.floatCents,
});

/**
 * A drawer as the terminal sees it before the count: who opened it, its
 * float and what was moved by hand. Never the cash sales or what the drawer
 * should hold: the count that closes it is blind.
 */
export const toTerminalDrawer = (d: DrawerRow, moves: readonly LedgerEntryRow[], timeZone: string) => ({
  ...opening(d, timeZone),
  handMoves: moves.filter((m) => HAND_MOVES.includes(m.kind)).map((m) => toMove(m, timeZone)),
});

/** A drawer with every figure: the answer to its close, the day's list, the drawer report. */
export function toDrawer(d: DrawerRow, moves: readonly LedgerEntryRow[], timeZone: string) {
  const figures = drawerFigures(moves);
  return {
    ...opening(d, timeZone),
    ...figures,
    // What left the drawer paid out: by hand, and card tips handed to drivers (tipPayoutsCents of it).
    paidOutCents: figures.paidOutCents + figures.tipPayoutsCents,
    open: d.closedAt === null,
    closedAt: d.closedAt?.toISOString() ?? null,
    closedAtLocal: d.closedAt ? localDateTime(d.closedAt, timeZone) : null,
    closedBy: d.closedBy,
    // Closed: as the close found it; open: what the moves say now.
    expectedCents: d.expectedCents ?? figures.expectedCents,
    countedCents: d.countedCents,
    overShortCents: d.overShortCents,
    moves: moves.map((m) => toMove(m, timeZone)),
  };
}

export type DrawerModel = ReturnType<typeof toDrawer>;
export type TerminalDrawerModel = ReturnType<typeof toTerminalDrawer>;
