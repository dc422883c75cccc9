/**
 * The books check (docs/decisions/0028-books.md): one restaurant's day, as
 * the orders service and the drivers service each keep it, reconciled. Pure:
 * the operator console (through the supergraph) and `npm run books` (on the
 * databases) read the two sides their own way and agree here.
 *
 *   orders net of voids = the revenue rollup = counter sales + deliveries on trips
 *   discounts worked out from the orders' lines = the revenue rollup's
 *   deliveries on trips (orders) = settled + adjustments + owed + delivery charges + paid by card at the door (drivers)
 *   the ledger's invariants (orders service: ledger/reconcile.ts), and a closed day's ledger = its Z report
 */

/** The orders service's side of a day (the orders' own calendar day, `order_day`). */
import { formatDollars } from '../core/money';

export interface OrderBooks {
  /** Orders that count: with lines, not deleted, not voided. */
  orders: number;
  /** Σ their grand totals. */
  netCents: number;
  /** Voids of the day's orders, from the audit trail: how many and what they took off. */
  voidCount: number;
  voidCents: number;
  /** The revenue rollup's row of the day. */
  rollupOrders: number;
  rollupTotalCents: number;
  rollupVoidCount: number;
  rollupVoidCents: number;
  /** Discounts of the day's counted orders, worked out again from their lines and rules: how many, what they take off. */
  discountCount: number;
  discountCents: number;
  /** The same in the revenue rollup's row. */
  rollupDiscountCount: number;
  rollupDiscountCents: number;
  /** Counted orders not on a driver's trip (pickup, to go, deliveries nobody took). */
  counterOrders: number;
  counterCents: number;
  /** Counted delivery orders on a driver's trip, as the orders service heard of them. */
  tripOrders: number;
  tripCents: number;
  /** Orders whose stored total is not what their live lines less their discounts add up to: "#12 $24.50 ≠ $23.00". */
  totalsOff: string[];
  /**
   * Changes made after a day was closed (docs/decisions/0053-close-the-day.md): what they moved onto this day,
   * less what they took from it (its orders changed after its close). Zero on a day that saw none.
   */
  lateOrders: number;
  lateCents: number;
  lateDiscountCount: number;
  lateDiscountCents: number;
  /**
   * The ledger's invariants broken on the day (docs/decisions/0071-one-ledger.md): revenue against the ledger,
   * each order's sales and tenders against its total, each drawer against its close, the cash against the
   * drawers; and what the owner should look at (short drawers, orders not paid, cash on no drawer).
   */
  ledgerDifferences: string[];
  ledgerNotes: string[];
  /**
   * The day's card money against Stripe's as last checked (docs/decisions/0082-card-payments-reconciled-with-stripe.md),
   * in lines; its differences are among `ledgerNotes`: the owner's to look at, never a difference of the books.
   */
  cardLines?: string[];
  /** The Z report the day was closed with; null while the day is open. */
  z: {
    orders: number;
    totalCents: number;
    voidCount: number;
    voidCents: number;
    discountCount: number;
    discountCents: number;
  } | null;
}

/** The drivers service's side: the trips of that day's orders. */
export interface DriverBooks {
  /** Trips whose order counts (not deleted, not voided). */
  trips: number;
  /** What settled trips owed when they were cashed out. */
  settledCents: number;
  /** Adjustments of those orders since (voids, changes after the cash-out), made good or still to be. */
  adjustmentsCents: number;
  /** What open trips owe now (delivered or still out). */
  owedCents: number;
  /** The delivery charges the drivers keep. */
  deliveryChargesCents: number;
  /** What cards paid at the door (by QR) of those orders: no driver owes it (docs/decisions/0081-paid-at-the-door-by-qr.md). */
  paidByCardCents: number;
}

export interface BooksCheck {
  /** The day, line by line, as a person reads it. */
  lines: string[];
  /** Every place the books do not agree; empty when they do. */
  differences: string[];
}

const money = (cents: number) => formatDollars(cents);

export function reconcileBooks(o: OrderBooks, d: DriverBooks): BooksCheck {
  const drivers = d.settledCents + d.adjustmentsCents + d.owedCents + d.deliveryChargesCents + d.paidByCardCents;
  const lines = [
    `orders: ${o.orders} counted, ${money(o.netCents)} net of ${o.voidCount} void${o.voidCount === 1 ? '' : 's'} (${money(o.voidCents)}); gross ${money(o.netCents + o.voidCents)}`,
    `revenue rollup: ${o.rollupOrders} orders, ${money(o.rollupTotalCents)}; voids ${o.rollupVoidCount} (${money(o.rollupVoidCents)}); discounts ${o.rollupDiscountCount} (${money(o.rollupDiscountCents)})`,
    `discounts: ${o.discountCount} on the orders counted, ${money(o.discountCents)} taken off`,
    ...(o.lateOrders || o.lateCents || o.lateDiscountCents
      ? [`late changes (days already closed): ${o.lateOrders} orders, ${money(o.lateCents)} net onto this day`]
      : []),
    ...(o.z ? [`Z report: ${o.z.orders} orders, ${money(o.z.totalCents)}; closed`] : []),
    `counter sales: ${o.counterOrders} orders, ${money(o.counterCents)}`,
    `deliveries on trips: ${o.tripOrders} orders, ${money(o.tripCents)}`,
    `drivers: ${d.trips} trips, settled ${money(d.settledCents)} + adjustments ${money(d.adjustmentsCents)} + owed ${money(d.owedCents)} + delivery charges kept ${money(d.deliveryChargesCents)}${d.paidByCardCents ? ` + paid by card at the door ${money(d.paidByCardCents)}` : ''} = ${money(drivers)}`,
  ];
  const differences: string[] = [];
  const same = (what: string, a: number, b: number, show: (n: number) => string = money) => {
    if (a !== b) differences.push(`${what}: ${show(a)} ≠ ${show(b)} (${show(a - b)})`);
  };
  const count = (n: number) => String(n);
  same('orders net of voids and late changes vs the revenue rollup', o.netCents + o.lateCents, o.rollupTotalCents);
  same('orders counted vs the revenue rollup', o.orders + o.lateOrders, o.rollupOrders, count);
  same('voids (audit trail) vs the revenue rollup', o.voidCents, o.rollupVoidCents);
  same('voids counted (audit trail) vs the revenue rollup', o.voidCount, o.rollupVoidCount, count);
  same('discounts (orders) vs the revenue rollup', o.discountCents + o.lateDiscountCents, o.rollupDiscountCents);
  same(
    'discounts counted (orders) vs the revenue rollup',
    o.discountCount + o.lateDiscountCount,
    o.rollupDiscountCount,
    count,
  );
  // A closed day never changes: its rollup is still what its Z report said.
  if (o.z) {
    same('the revenue rollup vs the day’s Z report', o.rollupTotalCents, o.z.totalCents);
    same('orders (rollup) vs the day’s Z report', o.rollupOrders, o.z.orders, count);
    same('voids (rollup) vs the day’s Z report', o.rollupVoidCents, o.z.voidCents);
    same('discounts (rollup) vs the day’s Z report', o.rollupDiscountCents, o.z.discountCents);
  }
  same('orders net of voids vs counter sales + deliveries on trips', o.netCents, o.counterCents + o.tripCents);
  same('deliveries on trips (orders) vs the drivers’ books', o.tripCents, drivers);
  same('deliveries on trips (orders) vs trips (drivers)', o.tripOrders, d.trips, count);
  for (const off of o.totalsOff) differences.push(`an order's total is not its lines': ${off}`);
  for (const d of o.ledgerDifferences) differences.push(`the ledger: ${d}`);
  for (const line of o.cardLines ?? []) lines.push(line);
  for (const note of o.ledgerNotes) lines.push(`to look at: ${note}`);
  return { lines, differences };
}
