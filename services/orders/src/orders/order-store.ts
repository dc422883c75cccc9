import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { OrdersTransaction } from '../db/client';
import {
  orderCounters,
  orders,
  type OrderDiscountRow,
  type OrderLineRow,
  type OrderRow,
  type OrderType,
} from '../db/schema';
import { sumLines, sumsOf } from '../discounts/order-discounts';
import { localDate, rowOf, runPrepared } from '@zest/kit';
import { dayAfterClosed } from '../days/business-days';
import { bookingOf, changeWords, recordLateChange } from '../days/late-changes';
import { revenueMove, revenueMoves } from '../revenue/rollup';
import { APPEND_LINE, APPEND_LINE_WITH_REVENUE, INSERT_ORDER, LOCK_FULL_ORDER } from './hot-statements';
import { fullOrderOf, fullOrderQuery, type FullOrderJson } from './full-order';
import { bookOrderChange, PLATFORM, type LedgerBy } from '../ledger/ledger-store';
import { inTheBooks, requireTotalMayMove } from '../ledger/order-entries';
import { orderTotals, requireOrderTotal } from '../lines/pricing';
import type { FullOrderRow } from './views';

export { sumLines };

/**
 * The SQL of an order's life, each step inside the caller's tenant
 * transaction; the cashier's two most frequent writes as prepared
 * statements (hot-statements.ts).
 */

/** The restaurant's next order number: one counter row, locked by this transaction until it ends. */
export const nextOrderNumber = async (tx: OrdersTransaction, restaurantId: string) =>
  reserveOrderNumbers(tx, restaurantId, 1);

/**
 * The first of `count` consecutive order numbers of the restaurant, from the
 * same counter, and the last business day closed (null: none yet).
 */
export async function reserveOrderNumbers(
  tx: OrdersTransaction,
  restaurantId: string,
  count: number,
): Promise<{ first: number; closedThrough: string | null }> {
  const [row] = await tx
    .insert(orderCounters)
    .values({ restaurantId, nextNumber: 1 + count })
    .onConflictDoUpdate({
      target: orderCounters.restaurantId,
      set: { nextNumber: sql`${orderCounters.nextNumber} + ${count}` },
    })
    .returning({ next: orderCounters.nextNumber, closedThrough: orderCounters.closedThrough });
  return { first: row!.next - count, closedThrough: row!.closedThrough };
}

export interface NewOrder {
  /** Made by the caller, so an idempotent create knows its answer before it runs. */
  id?: string;
  restaurantId: string;
  orderType: OrderType;
  customerId: string | null;
  employeeName: string;
  employeeId: string | null;
  notes: string;
  scheduleTime: string | null;
  deliveryRateCents: number;
  taxPercentage: number;
  /** The restaurant's time zone now: the order's day is its calendar day in it (docs/product.md#revenue). */
  timeZone: string;
  /** Printed offline first: the terminal's provisional number. */
  offlineNumber?: string | null;
  createdAt?: Date;
  /** A paper printed offline: its tablet, the time on it, whether that time was kept, the menu it may keep. */
  terminalId?: string | null;
  paperPrintedAt?: Date | null;
  paperTimeKept?: boolean;
  paperMenuVersion?: number | null;
  /** The restaurant's setting: how long the order is being taken, its lines going freely (docs/product.md#voids). */
  takingMinutes: number;
}

/**
 * A new, empty order with the next number, in one prepared statement (the
 * counter's row stays locked to the end of the transaction, so numbers have
 * no gaps); the rates are copied onto it so its history never changes, and
 * so is the day it was taken on (the transaction's own clock, as
 * `created_at`, on the restaurant's calendar). An order made with another
 * time (the demo's, the bench's) goes through drizzle.
 */
export async function insertOrder(tx: OrdersTransaction, o: NewOrder): Promise<OrderRow> {
  const totals = orderTotals({ ...o, subtotalCents: 0 });
  if (o.createdAt) return insertOrderAt(tx, o, totals);
  const [row] = await runPrepared<{ order: Record<string, unknown> }>(tx, INSERT_ORDER, [
    o.restaurantId,
    o.id ?? randomUUID(),
    o.orderType,
    o.customerId,
    o.employeeName,
    o.employeeId,
    o.notes,
    o.scheduleTime,
    o.deliveryRateCents,
    o.taxPercentage,
    totals.deliveryChargeCents,
    totals.taxCents,
    totals.totalCents,
    o.timeZone,
    o.offlineNumber ?? null,
    o.takingMinutes,
  ]);
  return rowOf(orders, row!.order);
}

async function insertOrderAt(tx: OrdersTransaction, o: NewOrder, totals: ReturnType<typeof orderTotals>) {
  const { timeZone, takingMinutes, ...order } = o;
  const { first: orderNumber, closedThrough } = await nextOrderNumber(tx, o.restaurantId);
  // A paper sent from an outbox is being taken from when it arrives, whatever its time: its queue follows it.
  const takenFrom = o.offlineNumber ? Date.now() : o.createdAt!.getTime();
  const [row] = await tx
    .insert(orders)
    .values({
      ...order,
      id: o.id ?? randomUUID(),
      orderNumber,
      ...totals,
      // A paper printed on a day already closed counts on the open day, showing its own time.
      orderDay: dayAfterClosed(localDate(o.createdAt!, timeZone), closedThrough),
      beingTakenUntil: new Date(takenFrom + takingMinutes * 60_000),
      // An order printed offline arrives now, whenever it was printed: housekeeping sees it as fresh.
      updatedAt: o.offlineNumber ? new Date() : o.createdAt,
    })
    .returning();
  return row!;
}

/**
 * A line added to a locked order: the line, the order's totals (worked out
 * from its stored sums, which the lock keeps true; with discounts, from its
 * lines and discounts as read whole) and the revenue rollup in one prepared
 * statement.
 */
export async function appendLine(
  tx: OrdersTransaction,
  order: OrderRow & { lines?: OrderLineRow[]; discounts?: OrderDiscountRow[] },
  line: OrderLineRow,
  by: LedgerBy = PLATFORM,
): Promise<OrderRow> {
  const sums = order.discounts?.length
    ? sumsOf([...(order.lines ?? []), line], order.discounts)
    : { subtotalCents: order.subtotalCents + line.priceCents, discountCents: 0, discountCount: 0 };
  const subtotalCents = sums.subtotalCents;
  const totals = orderTotals({ ...order, subtotalCents });
  requireOrderTotal(totals.totalCents);
  const discounted = { discountCents: sums.discountCents, discountCount: sums.discountCount };
  const after = { ...order, ...totals, ...discounted, lineCount: order.lineCount + 1 };
  requireTotalMayMove(order, after);
  // An order of a closed day: the line counts on the open day (days/late-changes.ts).
  const booking = await bookingOf(tx, order);
  const [move, ...more] = revenueMoves(order, after, booking.day);
  if (more.length) throw new Error('A line moved revenue of two order types');
  const values: unknown[] = [
    line.id,
    line.restaurantId,
    line.orderId,
    line.kind,
    line.productName,
    JSON.stringify(line.parts),
    line.selection === null ? null : JSON.stringify(line.selection),
    line.open,
    line.quantity,
    line.unitPriceCents,
    line.priceCents,
    line.notes,
    line.menuVersion,
    line.createdAt,
    after.lineCount,
    subtotalCents,
    totals.deliveryChargeCents,
    totals.taxCents,
    totals.totalCents,
    order.cashGivenCents === null ? null : order.cashGivenCents - totals.totalCents,
    new Date(),
    discounted.discountCents,
    discounted.discountCount,
  ];
  const statement = move ? APPEND_LINE_WITH_REVENUE : APPEND_LINE;
  if (move) {
    values.push(move.day, move.orderType, move.orders, move.subtotalCents, move.taxCents);
    values.push(move.deliveryChargeCents, move.totalCents, move.discountCount, move.discountCents);
    values.push(move.onlineOrders, move.onlineTotalCents);
  }
  const [row] = await runPrepared<{ order: Record<string, unknown> }>(tx, statement, values);
  if (move) await recordLateChange(tx, order, booking, 'an item added', [move]);
  // A line added to a printed order: its ledger entries (a ticket still being rung up has none).
  if (inTheBooks(order)) await bookOrderChange(tx, order, after, { by, booking, what: 'an item added' });
  return rowOf(orders, row!.order);
}

/** The live order with its lines, prints, customer and trip, locked for this transaction: one statement. */
export async function lockFullOrder(
  tx: OrdersTransaction,
  restaurantId: string,
  id: string,
): Promise<FullOrderRow | undefined> {
  const [row] = await runPrepared<FullOrderJson>(tx, LOCK_FULL_ORDER, [restaurantId, id]);
  return row ? fullOrderOf(row) : undefined;
}

/** The live order, locked for this transaction (lines added at once on two terminals queue up here). */
export async function lockOrder(
  tx: OrdersTransaction,
  id: string,
  restaurantIds: readonly string[],
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), inArray(orders.restaurantId, [...restaurantIds]), isNull(orders.deletedAt)))
    .for('update');
  return row;
}

/**
 * Saves a change to an order with its totals worked out again from its lines
 * and its own rates, moves its version on (the live stream and the order
 * events follow it), and moves the revenue rollup by what changed, in the
 * same transaction: every change that moves money passes here.
 */
export async function saveOrder(
  tx: OrdersTransaction,
  order: OrderRow,
  changes: Partial<Pick<OrderRow, 'orderType' | 'customerId' | 'notes' | 'scheduleTime'>> & {
    linesChanged?: boolean;
    extra?: Partial<OrderRow>;
    /** Who made the change and from which tablet: the ledger's entries name them (the platform when unsaid). */
    by?: LedgerBy;
    /** What the change did, in the ledger's words, where the store cannot tell ("a discount given"). */
    what?: string;
  } = {},
): Promise<OrderRow> {
  const { lineCount, subtotalCents, discountCents, discountCount } = changes.linesChanged
    ? await sumLines(tx, order)
    : order;
  const orderType = changes.orderType ?? order.orderType;
  const totals = orderTotals({
    subtotalCents,
    orderType,
    deliveryRateCents: order.deliveryRateCents,
    taxPercentage: order.taxPercentage,
  });
  const cashGiven = changes.extra?.cashGivenCents !== undefined ? changes.extra.cashGivenCents : order.cashGivenCents;
  const set = {
    orderType,
    customerId: changes.customerId !== undefined ? changes.customerId : order.customerId,
    notes: changes.notes ?? order.notes,
    scheduleTime: changes.scheduleTime !== undefined ? changes.scheduleTime : order.scheduleTime,
    lineCount,
    discountCents,
    discountCount,
    ...totals,
    ...changes.extra,
    // What a cash payment leaves over follows the total (negative: still owed).
    changeDueCents: cashGiven === null ? null : cashGiven - totals.totalCents,
    updatedAt: new Date(),
  };
  const update = tx
    .update(orders)
    .set({ ...set, version: sql`${orders.version} + 1` })
    .where(and(eq(orders.restaurantId, order.restaurantId), eq(orders.id, order.id)))
    .returning();
  requireTotalMayMove(order, { ...order, ...set });
  // An order of a closed day: what the change moves counts on the open day (days/late-changes.ts).
  const booking = await bookingOf(tx, order);
  if (booking.closedDay) {
    const moves = revenueMoves(order, { ...order, ...set }, booking.day);
    await recordLateChange(tx, order, booking, changeWords(order, changes), moves);
  }
  const what = !inTheBooks(order) ? 'printed' : (changes.what ?? changeWords(order, changes));
  await bookOrderChange(tx, order, { ...order, ...set }, { by: changes.by ?? PLATFORM, booking, what });
  // The order and the revenue rollup in one statement: what moves money moves together.
  const move = revenueMove(tx, order, { ...order, ...set }, booking.day);
  if (!move) return (await update)[0]!;
  const { rows } = await tx.execute(sql`WITH revenue AS (${move.getSQL()}) ${update.getSQL()}`);
  return rowOf(orders, rows[0]!);
}

/** The order with its lines (in the order they were added), its prints and its customer. */
export async function readOrder(
  tx: OrdersTransaction,
  id: string,
  restaurantIds: readonly string[],
): Promise<FullOrderRow | undefined> {
  const { rows } = await tx.execute(fullOrderQuery(restaurantIds, id));
  return rows[0] ? fullOrderOf(rows[0] as unknown as FullOrderJson) : undefined;
}
