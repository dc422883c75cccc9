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
  paidInCents: number;
  paidOutCents: number;
  dropsCents: number;
  refundsCents: number;
  expectedCents: number;
  countedCents: number | null;
  overShortCents: number | null;
}

export interface ZReport {
  day: string;
  restaurant: { name: string; timeZone: string };
  /** Orders that count on the day (with lines, not voided or deleted), by type and by how they were paid. */
  orders: ZMoney;
  byType: ({ orderType: 'delivery' | 'pickup' | 'togo' } & ZMoney)[];
  byTender: ({ tender: 'cash' | 'card' | 'door' | 'unpaid' } & ZMoney)[];
  /** The same orders by where they were taken (a report closed before online ordering has none: all counter). */
  byChannel: ({ channel: 'counter' | 'online' } & ZMoney)[];
  subtotalCents: number;
  taxCents: number;
  deliveryChargesCents: number;
  totalCents: number;
  voids: ZMoney;
  discounts: ZMoney;
  drawers: ZDrawer[];
  /** Cash sales that found no open drawer (no tablet, or its drawer not open), less their refunds: counted nowhere. */
  cashOnNoDrawer: ZMoney;
  /** Deliveries of the day on a driver's trip: cashed out, and still owed (total less the delivery charge). */
  drivers: { settled: ZMoney; owed: ZMoney };
  /** Offline papers counted on the day that were printed on another day, or whose time was not kept. */
  offlineLate: { orderNumber: number; offlineNumber: string; printedAt: string | null; timeKept: boolean }[];
  /** Offline numbers tablets gave that never arrived, as of the close. */
  offlineMissing: string[];
  /** Changes to orders of days already closed, counted on this one. */
  lateChanges: { orderNumber: number; closedDay: string; what: string; totalCents: number }[];
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
