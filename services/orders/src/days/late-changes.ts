import type { OrdersTransaction } from '../db/client';
import { lateChanges, type OrderRow } from '../db/schema';
import type { RevenueShare } from '../revenue/rollup';
import { openDayOfOrder } from './business-days';

/**
 * A change to an order of a closed day (docs/decisions/0053-close-the-day.md):
 * the closed day keeps what its Z report says; what the change moves counts
 * on the open day instead, and a late-change row says so, naming the closed
 * day. Only orders of a closed day pay the extra statements.
 */

/** The day a money move of this order counts on, and the closed day it comes from (null: its own day is open). */
export interface Booking {
  day: string;
  closedDay: string | null;
}

export async function bookingOf(
  tx: OrdersTransaction,
  order: Pick<OrderRow, 'restaurantId' | 'orderDay' | 'dayClosed'>,
): Promise<Booking> {
  if (!order.dayClosed) return { day: order.orderDay, closedDay: null };
  return { day: await openDayOfOrder(tx, order.restaurantId), closedDay: order.orderDay };
}

type Move = RevenueShare & { orderType: string };

/** The late-change rows of one change: one per rollup row it moved, and one for a void's counters. */
export async function recordLateChange(
  tx: OrdersTransaction,
  order: Pick<OrderRow, 'restaurantId' | 'id' | 'orderNumber' | 'orderType' | 'tender'>,
  booking: Booking,
  what: string,
  moves: Move[],
  voided?: { cents: number },
): Promise<void> {
  if (!booking.closedDay) return;
  const base = {
    restaurantId: order.restaurantId,
    day: booking.day,
    closedDay: booking.closedDay,
    orderId: order.id,
    orderNumber: order.orderNumber,
    tender: order.tender,
    what,
  };
  const rows = [
    ...moves.map((m) => ({
      ...base,
      orderType: m.orderType,
      orders: m.orders,
      subtotalCents: m.subtotalCents,
      taxCents: m.taxCents,
      deliveryChargeCents: m.deliveryChargeCents,
      totalCents: m.totalCents,
      discountCount: m.discountCount,
      discountCents: m.discountCents,
      onlineOrders: m.onlineOrders,
      onlineTotalCents: m.onlineTotalCents,
    })),
    ...(voided ? [{ ...base, orderType: order.orderType, voidCount: 1, voidCents: voided.cents }] : []),
  ];
  if (rows.length) await tx.insert(lateChanges).values(rows);
}

/** What a saved change did, in words for the Z report. */
export function changeWords(
  before: Pick<OrderRow, 'orderType'>,
  changes: { orderType?: string; linesChanged?: boolean; extra?: Partial<OrderRow> },
): string {
  if (changes.extra?.voidedAt) return 'voided';
  if (changes.extra?.deletedAt) return 'deleted';
  if (changes.orderType && changes.orderType !== before.orderType) return `changed to ${changes.orderType}`;
  if (changes.linesChanged) return 'items changed';
  return 'changed';
}
