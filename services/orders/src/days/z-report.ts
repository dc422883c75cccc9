import type { OrdersTransaction } from '../db/client';

/**
 * The Z report of a business day (docs/decisions/0053-close-the-day.md): what
 * the day took, as the close found it, kept with the closed day for good. All
 * money in integer cents.
 */

export interface ZMoney {
  count: number;
  cents: number;
}

/** One cash drawer of the day (drawers/): its float, what moved it, what was expected and counted. */
export interface ZDrawer {
  id: string;
  terminalTag: string | null;
  openedAt: string;
  openedBy: string;
  closedAt: string | null;
  closedBy: string | null;
  floatCents: number;
  cashSalesCents: number;
  /** Cash orders whose total moved after their print, and tender corrections to or from cash (signed). */
  cashChangesCents: number;
  correctionsCents: number;
  paidInCents: number;
  paidOutCents: number;
  dropsCents: number;
  refundsCents: number;
  expectedCents: number;
  countedCents: number | null;
  overShortCents: number | null;
}

/** A tender corrected on the day: the old one given back, the new one taken (docs/decisions/0071-one-ledger.md). */
export interface ZCorrection {
  orderNumber: number;
  fromTender: string;
  toTender: string;
  cents: number;
  by: string;
  approvedBy: string | null;
  reason: string | null;
  at: string;
}

/** Whether the day's figures agree: the ledger, the rollup, the drawers, each order's money; else each difference. */
export interface ZReconciliation {
  reconciled: boolean;
  differences: string[];
}

export interface ZCash {
  takenCents: number;
  inDrawersCents: number;
  noDrawerCents: number;
}

export interface ZReport {
  day: string;
  restaurant: { name: string; timeZone: string };
  /** Orders that count on the day (with lines, not voided or deleted), by type and by how they were paid. */
  orders: ZMoney;
  byType: ({ orderType: 'delivery' | 'pickup' | 'togo' } & ZMoney)[];
  /** Money taken on the day by each tender (the ledger's tender entries: net of changes, refunds and corrections),
   *  and what the day's orders still owe. */
  byTender: ({ tender: 'cash' | 'card' | 'door' | 'online' | 'unpaid' } & ZMoney)[];
  /** The same orders by where they were taken (a report closed before online ordering has none: all counter). */
  byChannel: ({ channel: 'counter' | 'online' } & ZMoney)[];
  subtotalCents: number;
  taxCents: number;
  deliveryChargesCents: number;
  totalCents: number;
  voids: ZMoney;
  discounts: ZMoney;
  /** Later changes to orders already in the books (a line added or voided, a discount, a type change): net. */
  saleChanges: ZMoney;
  /** Orders never printed that the close put in the books (a preview: the tickets it would). */
  notPrinted: ZMoney;
  /** Money given back to customers (a void, a rejection, a lowered total), by every tender. */
  refunds: ZMoney;
  corrections: ZCorrection[];
  /** The drawers' own moves: drops to the safe (what the safe should hold from the day), paid-outs, paid-ins. */
  drops: ZMoney;
  paidOuts: ZMoney;
  paidIns: ZMoney;
  /** Tips taken by card, net of those given back: never sales, never in the tenders' totals (decision 0080). */
  tips: ZMoney;
  /** Card tips handed to drivers at their cash-out, from drawers or on no drawer (decision 0083). */
  tipsPaidOut: ZMoney;
  drawers: ZDrawer[];
  /** Cash sales that found no open drawer (no tablet, or its drawer not open), less their refunds: counted nowhere. */
  cashOnNoDrawer: ZMoney;
  /** Where the day's cash is: the drawers' and on no drawer, which add up to the cash taken; null before the ledger. */
  cash: ZCash | null;
  /** Deliveries of the day on a driver's trip: cashed out, and still owed (total less the delivery charge). */
  drivers: { settled: ZMoney; owed: ZMoney };
  /** Offline papers counted on the day that were printed on another day, or whose time was not kept. */
  offlineLate: { orderNumber: number; offlineNumber: string; printedAt: string | null; timeKept: boolean }[];
  /** Offline numbers tablets gave that never arrived, as of the close. */
  offlineMissing: string[];
  /** Changes to orders of days already closed, counted on this one. */
  lateChanges: { orderNumber: number; closedDay: string; what: string; totalCents: number }[];
  /** Null on a day closed before the ledger (docs/decisions/0071-one-ledger.md). */
  reconciliation: ZReconciliation | null;
}

/** What the drawers of a day say (drawers/drawer-summaries.ts), and which are still open; none without drawers. */
export interface DayDrawers {
  ofDay: (tx: OrdersTransaction, restaurantId: string, day: string) => Promise<ZDrawer[]>;
  openThrough: (
    tx: OrdersTransaction,
    restaurantId: string,
    day: string,
  ) => Promise<{ terminalTag: string | null; openedBy: string }[]>;
  noDrawer: (tx: OrdersTransaction, restaurantId: string, day: string) => Promise<ZMoney>;
}

/** A restaurant as the Z report names it. */
export interface ZRestaurant {
  id: string;
  name: string;
  timeZone: string;
}
