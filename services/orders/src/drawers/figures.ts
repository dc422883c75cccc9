import type { LedgerKind } from '../db/ledger-tables';

/**
 * What a drawer's entries of the ledger add up to (docs/product.md#cash-drawers,
 * docs/decisions/0071-one-ledger.md), pure: the drawer report, the blind close
 * and the Z report work it out the same way. Every amount in integer cents;
 * what went out is given as a positive sum. The count's entry (its over or
 * short) is not part of what the drawer should hold.
 */

export interface CountedMove {
  kind: LedgerKind;
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
  /** Paid cash orders whose total moved after the print: how many moves, and the cash they moved (signed). */
  cashChanges: number;
  cashChangesCents: number;
  refunds: number;
  refundsCents: number;
  /** Tender corrections to or from cash: how many, and the cash they moved (signed). */
  corrections: number;
  correctionsCents: number;
  paidInCents: number;
  paidOutCents: number;
  dropsCents: number;
  /** Card tips handed to drivers at their cash-out (docs/decisions/0083-card-tips-paid-to-drivers.md): how many, how much. */
  tipPayouts: number;
  tipPayoutsCents: number;
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
    cashChanges: 0,
    cashChangesCents: 0,
    refunds: 0,
    refundsCents: 0,
    corrections: 0,
    correctionsCents: 0,
    paidInCents: 0,
    paidOutCents: 0,
    dropsCents: 0,
    tipPayouts: 0,
    tipPayoutsCents: 0,
    expectedCents: 0,
  };
  for (const m of moves) {
    if (m.kind !== 'count') f.expectedCents += m.amountCents;
    switch (m.kind) {
      case 'float':
        f.floatCents += m.amountCents;
        break;
      case 'payment':
        f.cashSales += 1;
        f.cashSalesCents += m.amountCents;
        f.cashGivenCents += m.cashGivenCents ?? m.amountCents;
        f.changeGivenCents += m.changeCents ?? 0;
        break;
      case 'payment_change':
        f.cashChanges += 1;
        f.cashChangesCents += m.amountCents;
        break;
      case 'refund':
        f.refunds += 1;
        f.refundsCents -= m.amountCents;
        break;
      case 'tender_correction':
        f.corrections += 1;
        f.correctionsCents += m.amountCents;
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
      case 'tip_payout':
        f.tipPayouts += 1;
        f.tipPayoutsCents -= m.amountCents;
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
