import type { LedgerTender } from '../db/ledger-tables';
import type { OrderType } from '../db/schema';
import type { RevenueShare } from '../revenue/rollup';

/* What day-ledger.ts reads of a business day (docs/decisions/0071-one-ledger.md). */

/** Sums per order type: the rollup's own columns. */
export type TypeSums = Record<OrderType, RevenueShare>;

export interface TenderSums {
  tender: LedgerTender;
  /** Payments taken, and what every entry of the tender adds up to (payments, changes, refunds, corrections). */
  payments: number;
  cents: number;
  refunds: number;
  refundsCents: number;
  /** On no drawer (cash only): counted in no drawer's count. */
  noDrawerCount: number;
  noDrawerCents: number;
}

/** An order of the day whose ledger is not its total: sold (sales entries) and paid (tender entries). */
export interface OrderLedger {
  orderNumber: number;
  totalCents: number;
  /** What its sales entries add up to, and what they should (its total once in the books, else nothing). */
  soldCents: number;
  shouldSellCents: number;
  /** What its tender entries add up to, the methods, and what they should (its tender's, or its card payment's). */
  paidCents: number;
  shouldPayCents: number;
  tenders: string[];
  /** Not in the books yet: a ticket being rung up (its tender, if any, is online). */
  ticket: boolean;
}

export interface TenderCorrection {
  orderNumber: number;
  fromTender: LedgerTender;
  toTender: LedgerTender;
  cents: number;
  by: string;
  approvedBy: string | null;
  reason: string | null;
  at: string;
}

/** A drawer of the day as its entries and its row say: they must agree once it is closed. */
export interface DrawerLedger {
  id: string;
  terminalTag: string | null;
  closed: boolean;
  /** Stored at the close, and what the entries (the count left out) add up to now. */
  storedExpectedCents: number | null;
  entriesExpectedCents: number;
  storedOverShortCents: number | null;
  /** The count's entries: one, its amount the over or short, once closed; none while open. */
  counts: number;
  countCents: number;
}

export interface DayLedger {
  day: string;
  /** The ledger's sales of the day, and the day's tickets not in the books yet (the close sells them). */
  sales: TypeSums;
  tickets: TypeSums;
  /** Later changes to orders already sold: how many entries, and what they moved. */
  saleChanges: { count: number; cents: number };
  /** Orders never printed that the day's close put in the books (its sales include them). */
  soldAtClose: { count: number; cents: number };
  /** The revenue rollup's rows of the day, with its void counters. */
  rollup: TypeSums;
  voids: { count: number; cents: number };
  tenders: TenderSums[];
  /** The cash the day's drawers took in for orders, from their entries (sales, changes, refunds, corrections). */
  drawersCashCents: number;
  /** The drawers' own moves of the day. */
  drops: { count: number; cents: number };
  paidOuts: { count: number; cents: number };
  paidIns: { count: number; cents: number };
  /**
   * Tips taken by card (never sales), net of those given back; and those handed to drivers at their cash-out
   * (decision 0083), of which some on no drawer (no drawer open on the cash-out's tablet).
   */
  tips: {
    count: number;
    cents: number;
    paidOutCount: number;
    paidOutCents: number;
    noDrawerCount: number;
    noDrawerCents: number;
  };
  corrections: TenderCorrection[];
  /** Orders of the day whose sales or tenders are not their total. */
  orders: OrderLedger[];
  drawers: DrawerLedger[];
}
