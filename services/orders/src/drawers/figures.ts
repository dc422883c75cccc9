import type { DrawerMoveKind } from '../db/drawer-tables';

/**
 * What a drawer's moves add up to (docs/product.md#cash-drawers), pure: the
 * drawer report, the blind close and the Z report work it out the same way.
 * Every amount in integer cents; what went out is given as a positive sum.
 */

export interface CountedMove {
  kind: DrawerMoveKind;
  /** Signed: in positive, out negative. */
  amountCents: number;
  cashGivenCents?: number | null;
  changeCents?: number | null;
}

export interface DrawerFigures {
  floatCents: number;
  cashSales: number;
  cashSalesCents: number;
  /** What customers handed over for those sales, and the change given back (a sale without an amount: exact). */
  cashGivenCents: number;
  changeGivenCents: number;
  refunds: number;
  refundsCents: number;
  paidInCents: number;
  paidOutCents: number;
  dropsCents: number;
  /** The cash the drawer should hold: every move, in and out. */
  expectedCents: number;
}

export function drawerFigures(moves: readonly CountedMove[]): DrawerFigures {
  const f: DrawerFigures = {
    floatCents: 0,
    cashSales: 0,
    cashSalesCents: 0,
    cashGivenCents: 0,
    changeGivenCents: 0,
    refunds: 0,
    refundsCents: 0,
    paidInCents: 0,
    paidOutCents: 0,
    dropsCents: 0,
    expectedCents: 0,
  };
  for (const m of moves) {
    f.expectedCents += m.amountCents;
    switch (m.kind) {
      case 'float':
        f.floatCents += m.amountCents;
        break;
      case 'sale':
        f.cashSales += 1;
        f.cashSalesCents += m.amountCents;
        f.cashGivenCents += m.cashGivenCents ?? m.amountCents;
        f.changeGivenCents += m.changeCents ?? 0;
        break;
      case 'refund':
        f.refunds += 1;
        f.refundsCents -= m.amountCents;
        break;
      case 'paid_in':
        f.paidInCents += m.amountCents;
        break;
      case 'paid_out':
        f.paidOutCents -= m.amountCents;
        break;
      case 'drop':
        f.dropsCents -= m.amountCents;
        break;
    }
  }
  return f;
}

/** The count less what was expected: positive over, negative short. */
export const overShort = (countedCents: number, expectedCents: number) => countedCents - expectedCents;

/** "over by $1.00", "short by $2.50", "exact"; money written by the caller's own rule. */
export function overShortWords(cents: number, money: (cents: number) => string): string {
  if (cents > 0) return `over by ${money(cents)}`;
  if (cents < 0) return `short by ${money(-cents)}`;
  return 'exact';
}
