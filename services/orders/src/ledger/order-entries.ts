import { conflict } from '@zest/kit';
import type { LedgerTender, SaleKind, TenderKind } from '../db/ledger-tables';
import type { OrderRow } from '../db/schema';
import { revenueMoves, revenueShare, type Counted, type RevenueShare } from '../revenue/rollup';

/**
 * What one change of an order writes to the ledger (docs/decisions/0071-one-ledger.md), pure: worked
 * out from the order before and after the change, so no road can move an order's money without its
 * entries. Two questions, each a difference of two states:
 *
 * - **Sales.** An order is *in the books* from its first print, or from the close of its day; from then
 *   on what it counts for (its total, split as the revenue rollup splits it) is the sum of its sales
 *   entries: a `sale` when it enters, a `sale_change` for every later move, a `sale_void` when it stops
 *   counting. Before, it is a ticket being rung up and only the rollup follows it.
 * - **Tenders.** Once a print names a tender, the money taken is the order's total by that tender: a
 *   `payment` when it is first taken, a `payment_change` when a paid total moves (cash moves its drawer),
 *   a `refund` when the order stops counting, a `tender_correction` pair when the tender itself changes.
 *   An order paid online by card, or paid in parts (a card on a reader, decision 0080), is the exception:
 *   its money is its payments' (each written when Stripe's webhook says it succeeded), never its print's.
 */

/** The columns of an order the ledger reads: the revenue's, and how it was printed and paid. */
export type OrderMoney = Counted &
  Pick<OrderRow, 'printCount' | 'dayClosed' | 'tender' | 'cashGivenCents' | 'paidOnline' | 'paidInParts'>;

/** Printed, or its day closed: what it counts for is the ledger's. */
export const inTheBooks = (o: Pick<OrderMoney, 'printCount' | 'dayClosed'>) => o.printCount > 0 || o.dayClosed;

/** Paid on the ordering page by card: the payment's entries are the money, not the order's prints. */
export const paidOnline = (o: Pick<OrderMoney, 'paidOnline'>) => o.paidOnline;

export const PAID_ONLINE_FIXED =
  'This order was paid online by card: its total stays what the card paid. Void it (the card is refunded) and take a new order.';

/** An order paid on the ordering page by card keeps the total the card paid, until it is voided or rejected. */
export function requireTotalMayMove(
  before: Pick<OrderRow, 'paidOnline' | 'totalCents'>,
  after: Pick<OrderRow, 'totalCents' | 'voidedAt' | 'deletedAt'>,
) {
  if (!paidOnline(before) || after.voidedAt || after.deletedAt) return;
  if (after.totalCents !== before.totalCents) throw conflict(PAID_ONLINE_FIXED);
}

/** What the order counts for in the ledger: its revenue share once in the books, else nothing. */
const booked = (o: OrderMoney): OrderMoney => (inTheBooks(o) ? o : { ...o, lineCount: 0 });

/** One sales entry: what it moves, on the rollup's own terms. */
export interface SaleDraft extends RevenueShare {
  kind: SaleKind;
  orderType: string;
}

/** The sales entries of a change: one per rollup row it moves (a type change moves two). */
export function saleEntries(before: OrderMoney, after: OrderMoney): SaleDraft[] {
  const was = revenueShare(booked(before));
  const is = revenueShare(booked(after));
  const kind: SaleKind = !was ? 'sale' : !is ? 'sale_void' : 'sale_change';
  return revenueMoves(booked(before), booked(after)).map(({ restaurantId: _r, day: _d, ...move }) => ({
    ...move,
    kind,
  }));
}

/** The money an order holds by its tender: the method and its total; null while none is taken. */
export function tenderOf(o: OrderMoney): { method: LedgerTender; cents: number } | null {
  if (!o.tender || o.printCount === 0 || paidOnline(o) || o.paidInParts || !revenueShare(o)) return null;
  return { method: o.tender, cents: o.totalCents };
}

/** One tender entry; a cash one goes into (or out of) a drawer the store finds. */
export interface TenderDraft {
  kind: TenderKind;
  tender: LedgerTender;
  amountCents: number;
  cashGivenCents: number | null;
  changeCents: number | null;
  what: string;
}

const METHOD_WORDS: Record<LedgerTender, string> = {
  cash: 'cash',
  card: 'card',
  door: 'at the door',
  online: 'online',
};

/** The tender entries of a change: what was taken or given back, by which method. */
export function tenderEntries(before: OrderMoney, after: OrderMoney): TenderDraft[] {
  const was = tenderOf(before);
  const is = tenderOf(after);
  const entry = (kind: TenderKind, tender: LedgerTender, amountCents: number, what: string): TenderDraft => ({
    kind,
    tender,
    amountCents,
    cashGivenCents: null,
    changeCents: null,
    what,
  });
  if (!was && !is) return [];
  if (!was) {
    const paid = entry('payment', is!.method, is!.cents, `paid ${METHOD_WORDS[is!.method]}`);
    if (is!.method !== 'cash' || after.cashGivenCents === null) return [paid];
    return [{ ...paid, cashGivenCents: after.cashGivenCents, changeCents: after.cashGivenCents - is!.cents }];
  }
  if (!is) return [entry('refund', was.method, -was.cents, after.voidedAt ? 'voided' : 'no longer counts')];
  if (was.method !== is.method) {
    const words = `${METHOD_WORDS[was.method]} → ${METHOD_WORDS[is.method]}`;
    return [
      entry('tender_correction', was.method, -was.cents, words),
      entry('tender_correction', is.method, is.cents, words),
    ];
  }
  if (was.cents === is.cents) return [];
  return [
    entry('payment_change', is.method, is.cents - was.cents, is.cents > was.cents ? 'total raised' : 'total lowered'),
  ];
}
