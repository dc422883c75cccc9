import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { OrdersTransaction } from '../db/client';
import {
  cardReaders,
  orderLines,
  orderPayments,
  orderSettings,
  paymentRefunds,
  type CardReaderRow,
  type PaymentRefundRow,
  type OrderPaymentRow,
  type OrderRow,
} from '../db/schema';
import { bookingOf } from '../days/late-changes';
import { addEntries } from '../ledger/ledger-store';
import { saveOrder } from '../orders/order-store';
import type { TipChoices } from './terminal-provider';

/**
 * The parts an order is paid in (docs/decisions/0080-card-payments-at-the-counter.md), in the caller's
 * transaction: found, locked, and settled with their ledger entries.
 */

/** A part as the terminal and the receipt read it. */
export interface PartView {
  id: string;
  orderId: string;
  kind: string;
  status: string;
  amountCents: number;
  tipCents: number;
  failure: string | null;
  readerName: string | null;
  askedAt: string;
  settledAt: string | null;
  /** Still waiting after the reader's time: the terminal says so and offers Try again. */
  waitedTooLong: boolean;
  /** Its refund to the card, when one was asked: pending, succeeded or failed (with what Stripe said). */
  refundStatus: string | null;
  refundFailure: string | null;
  /** A split's part: the items it pays for (by items), and the cash handed over for a cash part. */
  lineIds: string[];
  cashGivenCents: number | null;
  /** What was given back of it so far (and is on its way): what is left to give back is the rest. */
  refundedCents: number;
}

export const partView = (
  p: OrderPaymentRow,
  readerName: string | null,
  waitSeconds: number,
  refund: Pick<PaymentRefundRow, 'status' | 'failure'> | null = null,
  refundedCents = 0,
): PartView => ({
  id: p.id,
  orderId: p.orderId,
  kind: p.kind,
  status: p.status,
  amountCents: p.amountCents,
  tipCents: p.tipCents,
  failure: p.failure,
  readerName,
  askedAt: p.askedAt.toISOString(),
  settledAt: p.settledAt?.toISOString() ?? null,
  waitedTooLong: p.status === 'waiting' && Date.now() - p.askedAt.getTime() > waitSeconds * 1000,
  refundStatus: refund?.status ?? null,
  refundFailure: refund?.failure ?? null,
  lineIds: p.lineIds,
  cashGivenCents: p.cashGivenCents,
  refundedCents,
});

/** The reader placed by a tablet, still in use; null when it has none. */
export async function readerByTablet(tx: OrdersTransaction, restaurantId: string, terminalId: string) {
  const [row] = await tx
    .select()
    .from(cardReaders)
    .where(
      and(
        eq(cardReaders.restaurantId, restaurantId),
        eq(cardReaders.terminalId, terminalId),
        isNull(cardReaders.retiredAt),
      ),
    );
  return row ?? null;
}

export async function readerById(tx: OrdersTransaction, restaurantId: string, id: string | null) {
  if (!id) return null;
  const [row] = await tx
    .select()
    .from(cardReaders)
    .where(and(eq(cardReaders.restaurantId, restaurantId), eq(cardReaders.id, id)));
  return row ?? null;
}

/** Every part of an order, oldest first. */
export async function partsOf(tx: OrdersTransaction, restaurantId: string, orderId: string) {
  return tx
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.restaurantId, restaurantId), eq(orderPayments.orderId, orderId)))
    .orderBy(orderPayments.createdAt);
}

/** The refunds asked for an order's parts. */
export async function refundsOf(tx: OrdersTransaction, restaurantId: string, orderId: string) {
  return tx
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.restaurantId, restaurantId), eq(paymentRefunds.orderId, orderId)));
}

/** What an order's parts read from the database, locked with the order. */
export async function splitFacts(tx: OrdersTransaction, order: Pick<OrderRow, 'restaurantId' | 'id'>) {
  const lines = await tx
    .select({ id: orderLines.id, priceCents: orderLines.priceCents })
    .from(orderLines)
    .where(
      and(
        eq(orderLines.restaurantId, order.restaurantId),
        eq(orderLines.orderId, order.id),
        isNull(orderLines.voidedAt),
      ),
    );
  const parts = await partsOf(tx, order.restaurantId, order.id);
  const refunds = await refundsOf(tx, order.restaurantId, order.id);
  return { lines, parts, refunds };
}

export async function lockPart(tx: OrdersTransaction, restaurantId: string, id: string) {
  const [row] = await tx
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.restaurantId, restaurantId), eq(orderPayments.id, id)))
    .for('update');
  return row ?? null;
}

/** The part a reader is taking now (the sandbox reader's screen): its newest waiting one. */
export async function waitingOnReader(tx: OrdersTransaction, reader: CardReaderRow) {
  const [row] = await tx
    .select()
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.restaurantId, reader.restaurantId),
        eq(orderPayments.readerId, reader.id),
        eq(orderPayments.status, 'waiting'),
      ),
    )
    .orderBy(desc(orderPayments.askedAt))
    .limit(1);
  return row ?? null;
}

export async function updatePart(tx: OrdersTransaction, part: OrderPaymentRow, set: Partial<OrderPaymentRow>) {
  const [row] = await tx
    .update(orderPayments)
    .set(set)
    .where(and(eq(orderPayments.restaurantId, part.restaurantId), eq(orderPayments.id, part.id)))
    .returning();
  return row!;
}

/** The part sent to its reader again: its wait starts now. */
export const askedAgain = (tx: OrdersTransaction, part: OrderPaymentRow) =>
  updatePart(tx, part, { askedAt: sql`now()` as unknown as Date, failure: null });

/**
 * A card part that Stripe says succeeded: the money in the ledger (the payment toward the order, the tip
 * apart) on the day the order counts on, and the order paid in parts from now (its prints name the
 * tender, its money is its parts'). The order's version moves, so its screens hear of it.
 */
export async function settleSucceeded(
  tx: OrdersTransaction,
  c: {
    part: OrderPaymentRow;
    order: OrderRow;
    tipCents: number;
    eventId: string;
    reader: CardReaderRow | null;
    /** The PaymentIntent that paid it, kept on a part that had none (a door part's Checkout made it). */
    paymentIntent?: string;
  },
): Promise<{ part: OrderPaymentRow; order: OrderRow }> {
  const { order } = c;
  const part = await updatePart(tx, c.part, {
    ...(c.part.paymentIntent || !c.paymentIntent ? {} : { paymentIntent: c.paymentIntent }),
    status: 'succeeded',
    tipCents: c.tipCents,
    failure: null,
    settledAt: new Date(),
    settledBy: c.eventId,
  });
  const booking = await bookingOf(tx, order);
  const common = {
    restaurantId: order.restaurantId,
    day: booking.day,
    closedDay: booking.closedDay,
    orderId: order.id,
    orderNumber: order.orderNumber,
    tender: 'card' as const,
    byName: part.byName,
    byEmployeeId: part.byEmployeeId,
    approvedBy: null,
    terminalId: part.terminalId,
  };
  const on = c.reader ? ` on ${c.reader.name}` : part.kind === 'door' ? ' at the door' : '';
  await addEntries(tx, [
    { ...common, kind: 'payment', amountCents: part.amountCents, what: `card${on}` },
    ...(c.tipCents > 0 ? [{ ...common, kind: 'tip' as const, amountCents: c.tipCents, what: `tip by card${on}` }] : []),
  ]);
  // What cards paid and tipped: a driver owes no cash a card paid, and a delivery's card tip is its driver's.
  const saved = await saveOrder(tx, order, {
    extra: {
      paidInParts: true,
      tender: 'card',
      cashGivenCents: null,
      cardPaidCents: order.cardPaidCents + part.amountCents,
      cardTipCents: order.cardTipCents + c.tipCents,
    },
    // A delivery printed to be paid at the door: its door tender is taken back in these words.
    ...(part.kind === 'door' ? { what: 'paid by card at the door' } : {}),
  });
  return { part, order: saved };
}

/** The tips the restaurant's readers offer (its order settings; the defaults until it chose). */
export async function tipChoicesOf(tx: OrdersTransaction, restaurantId: string): Promise<TipChoices> {
  const [row] = await tx
    .select({ offered: orderSettings.tipsOffered, percents: orderSettings.tipPercents })
    .from(orderSettings)
    .where(eq(orderSettings.restaurantId, restaurantId));
  return row ?? DEFAULT_TIPS;
}

export const DEFAULT_TIPS: TipChoices = { offered: true, percents: [15, 18, 20] };
