import type { TripChanged } from '@zest/kit';
import { and, eq, sql } from 'drizzle-orm';
import type { OrdersTransaction } from '../db/client';
import { ledgerEntries, orders } from '../db/schema';
import { openDayOfOrder } from '../days/business-days';
import { movesOf, openDrawerOn } from '../drawers/drawer-store';
import { drawerFigures } from '../drawers/figures';
import { addEntries } from '../ledger/ledger-store';

/**
 * A delivery's card tip handed to its driver from a drawer at the cash-out
 * (docs/decisions/0083-card-tips-paid-to-drivers.md), in the transaction that
 * applies the trip's event: the drawer under the tablet the cash-out was made
 * at pays what the order's cards tipped less what was paid already, as a
 * `tip_payout` its expected cash includes; no tablet, no drawer open on it, or
 * one holding less than the tip (a drawer never pays out more than it should
 * hold), the payout is on no drawer. The order's row is held while it is worked out,
 * so an event applied twice (or two at once) pays once.
 */

/** What is still to hand over: the order's card tip (none once voided or deleted: refunded) less what was paid. */
export function tipDue(o: { cardTipCents: number; voided: boolean; deleted: boolean }, paidCents: number): number {
  const tip = o.voided || o.deleted ? 0 : o.cardTipCents;
  return Math.max(0, tip - paidCents);
}

/** Pays the trip's tip when the trip is cashed out and some is still due; true when it wrote a payout. */
export async function payTripTip(tx: OrdersTransaction, e: TripChanged): Promise<boolean> {
  if (!e.cashoutId) return false;
  const [order] = await tx
    .select({
      number: orders.orderNumber,
      cardTipCents: orders.cardTipCents,
      voidedAt: orders.voidedAt,
      deletedAt: orders.deletedAt,
    })
    .from(orders)
    .where(and(eq(orders.restaurantId, e.restaurantId), eq(orders.id, e.orderId)))
    .for('update');
  if (!order || order.cardTipCents <= 0) return false;
  const [paid] = await tx
    .select({ cents: sql<number>`coalesce(-sum(${ledgerEntries.amountCents}), 0)::int` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.restaurantId, e.restaurantId),
        eq(ledgerEntries.orderId, e.orderId),
        eq(ledgerEntries.kind, 'tip_payout'),
      ),
    );
  const due = tipDue(
    { cardTipCents: order.cardTipCents, voided: order.voidedAt !== null, deleted: order.deletedAt !== null },
    paid?.cents ?? 0,
  );
  if (due === 0) return false;
  const drawer = await payingDrawer(tx, e, due);
  await addEntries(tx, [
    {
      restaurantId: e.restaurantId,
      day: drawer?.day ?? (await openDayOfOrder(tx, e.restaurantId)),
      kind: 'tip_payout',
      amountCents: -due,
      drawerId: drawer?.id ?? null,
      orderId: e.orderId,
      orderNumber: order.number,
      // The driver it was handed to: the tips report credits them.
      byName: e.driverName,
      byEmployeeId: e.driverId,
      approvedBy: null,
      what: `card tip handed to ${e.driverName} at the cash-out${drawer ? '' : ' (on no drawer)'}`,
      terminalId: drawer?.terminalId ?? null,
    },
  ]);
  return true;
}

/** The open drawer under the cash-out's tablet, held, when it should hold the tip; else null (on no drawer). */
async function payingDrawer(tx: OrdersTransaction, e: TripChanged, cents: number) {
  if (!e.cashoutTerminalId) return null;
  const drawer = await openDrawerOn(tx, e.restaurantId, e.cashoutTerminalId);
  if (!drawer) return null;
  const held = drawerFigures(await movesOf(tx, e.restaurantId, [drawer.id])).expectedCents;
  return held >= cents ? drawer : null;
}
