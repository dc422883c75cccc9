import { formatDollars } from '@zest/kit';
import type { OrderType } from '../db/schema';
import type { ZDrawer, ZReconciliation } from '../days/z-report';
import { overShortWords } from '../drawers/figures';
import { REVENUE_SUMS, type RevenueShare } from '../revenue/rollup';
import type { DayLedger, OrderLedger } from './day-ledger';

/**
 * Whether a business day adds up (docs/decisions/0071-one-ledger.md), pure, in two kinds:
 *
 * - **The books' invariants**, which no sequence of actions may break (`npm run books` fails on any, and a
 *   property test runs random days against them): for each order type the revenue rollup = the ledger's
 *   sales + the tickets not in the books yet; each order's sales entries = its total once in the books, and
 *   its tender entries = what its tender (or its card payment) holds; each closed drawer's entries = what
 *   its close said it expected, and its count's entry = its over or short; the cash taken = the drawers'
 *   cash + the cash on no drawer.
 * - **What the owner should look at**, which people cause: a drawer short or over or not counted, an order
 *   sold and not paid (or paid and owed back), cash taken on no drawer.
 *
 * The Z report says "Reconciled" when neither lists anything, else each difference in words.
 */

const money = (cents: number) => formatDollars(cents);
const TYPE_WORDS: Record<OrderType, string> = { delivery: 'delivery', pickup: 'pickup', togo: 'to go' };
const SUM_WORDS: Record<(typeof REVENUE_SUMS)[number], string> = {
  orders: 'orders',
  subtotalCents: 'subtotal',
  taxCents: 'tax',
  deliveryChargeCents: 'delivery charges',
  totalCents: 'total',
  discountCount: 'discounts given',
  discountCents: 'discounts',
  onlineOrders: 'online orders',
  onlineTotalCents: 'online total',
};
const COUNTS = new Set(['orders', 'discountCount', 'onlineOrders']);
const TENDER_WORDS: Record<string, string> = { cash: 'cash', card: 'card', door: 'at the door', online: 'online' };

const drawerName = (d: { terminalTag: string | null }) => `Drawer${d.terminalTag ? ` ${d.terminalTag}` : ''}`;
const tendersOf = (o: OrderLedger) =>
  o.tenders.length ? ` (${o.tenders.map((t) => TENDER_WORDS[t] ?? t).join(', ')})` : '';

/** What no action may break: any line here is a fault in the books. */
export function bookInvariants(ledger: DayLedger): string[] {
  const found: string[] = [];
  for (const type of Object.keys(TYPE_WORDS) as OrderType[]) {
    const rollup: RevenueShare = ledger.rollup[type];
    for (const k of REVENUE_SUMS) {
      const ledgered = ledger.sales[type][k] + ledger.tickets[type][k];
      if (ledgered === rollup[k]) continue;
      const show = COUNTS.has(k) ? String : money;
      found.push(
        `Revenue (${TYPE_WORDS[type]}, ${SUM_WORDS[k]}) says ${show(rollup[k])}, the ledger ${show(ledgered)}.`,
      );
    }
  }
  for (const o of ledger.orders) {
    const n = `Order #${o.orderNumber}`;
    if (o.soldCents !== o.shouldSellCents)
      found.push(`${n}: the ledger sold it for ${money(o.soldCents)}, its total says ${money(o.shouldSellCents)}.`);
    if (o.paidCents !== o.shouldPayCents)
      found.push(
        `${n}: the ledger took ${money(o.paidCents)}${tendersOf(o)}, its tender says ${money(o.shouldPayCents)}.`,
      );
  }
  for (const d of ledger.drawers) {
    if (!d.closed && d.counts > 0) found.push(`${drawerName(d)} is open but was counted.`);
    if (!d.closed) continue;
    if (d.storedExpectedCents !== d.entriesExpectedCents)
      found.push(
        `${drawerName(d)}: closed expecting ${money(d.storedExpectedCents ?? 0)}, its entries say ${money(d.entriesExpectedCents)}.`,
      );
    if (d.counts !== 1 || d.countCents !== d.storedOverShortCents)
      found.push(`${drawerName(d)}: its count in the ledger is not its close.`);
  }
  const cash = ledger.tenders.find((t) => t.tender === 'cash');
  const inDrawers = ledger.drawersCashCents;
  if ((cash?.cents ?? 0) !== inDrawers + (cash?.noDrawerCents ?? 0))
    found.push(
      `Cash taken (${money(cash?.cents ?? 0)}) is not the drawers' cash (${money(inDrawers)}) and the cash on no drawer (${money(cash?.noDrawerCents ?? 0)}).`,
    );
  return found;
}

/** What people caused and the owner should see the same day: short drawers, orders not paid, uncounted cash. */
export function dayNotes(ledger: DayLedger, drawers: readonly ZDrawer[]): string[] {
  const notes: string[] = [];
  for (const o of ledger.orders) {
    if (o.soldCents !== o.shouldSellCents) continue;
    const n = `Order #${o.orderNumber}`;
    if (o.paidCents < o.soldCents) {
      const taken = o.paidCents ? `${money(o.paidCents)} taken${tendersOf(o)}` : 'nothing taken';
      notes.push(`${n}: sold for ${money(o.soldCents)}, ${taken}: ${money(o.soldCents - o.paidCents)} not paid.`);
    } else if (o.paidCents > o.soldCents) {
      notes.push(
        o.ticket
          ? `${n}: ${money(o.paidCents)} paid${tendersOf(o)}, not accepted yet.`
          : `${n}: ${money(o.paidCents)} taken${tendersOf(o)}, sold for ${money(o.soldCents)}: ${money(o.paidCents - o.soldCents)} owed back.`,
      );
    }
  }
  for (const d of drawers) {
    const name = `${drawerName(d)} (opened by ${d.openedBy})`;
    if (d.closedAt === null) notes.push(`${name} is still open: count it and close it.`);
    else if (d.overShortCents)
      notes.push(
        `${name}: counted ${money(d.countedCents ?? 0)}, expected ${money(d.expectedCents)}: ${overShortWords(d.overShortCents, money)}.`,
      );
  }
  const cash = ledger.tenders.find((t) => t.tender === 'cash');
  if (cash?.noDrawerCents)
    notes.push(
      `Cash taken on no drawer: ${money(cash.noDrawerCents)} in ${cash.noDrawerCount} payment${cash.noDrawerCount === 1 ? '' : 's'}: no drawer's count has it.`,
    );
  if (ledger.tips.noDrawerCents)
    notes.push(
      `Card tips handed to drivers on no drawer: ${money(ledger.tips.noDrawerCents)} in ${ledger.tips.noDrawerCount} payout${ledger.tips.noDrawerCount === 1 ? '' : 's'}: no drawer's count has it.`,
    );
  return notes;
}

export function reconcileDay(ledger: DayLedger, drawers: readonly ZDrawer[]): ZReconciliation {
  const differences = [...bookInvariants(ledger), ...dayNotes(ledger, drawers)];
  return { reconciled: differences.length === 0, differences };
}
