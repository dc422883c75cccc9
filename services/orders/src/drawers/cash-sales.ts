import type { KnownRestaurant, Viewer } from '@zest/kit';
import { and, eq } from 'drizzle-orm';
import type { OrdersTransaction } from '../db/client';
import { drawerMoves, type DrawerRow, type OrderRow } from '../db/schema';
import { openBusinessDay } from '../days/business-days';
import { addMove, lockDrawer, movedBy, openDrawerOn, tabletOf } from './drawer-store';

/**
 * The cash an order brings into a drawer and takes out again
 * (docs/decisions/0054-cash-drawers.md). Called inside the order's own
 * transaction: by the print that first records a cash tender, and by the
 * void that takes a cash order back. Each happens once per order (a unique
 * index), so a reprint or a retry never moves a drawer twice.
 */

const saleOf = async (tx: OrdersTransaction, restaurantId: string, orderId: string, kind: 'sale' | 'refund') =>
  (
    await tx
      .select()
      .from(drawerMoves)
      .where(
        and(eq(drawerMoves.restaurantId, restaurantId), eq(drawerMoves.orderId, orderId), eq(drawerMoves.kind, kind)),
      )
  )[0] ?? null;

/** Where cash goes at this tablet: its open drawer, and that drawer's day (else the open business day). */
async function drawerAt(tx: OrdersTransaction, restaurant: KnownRestaurant, terminal: unknown) {
  const tablet = await tabletOf(tx, restaurant.id, terminal);
  const drawer = tablet ? await openDrawerOn(tx, restaurant.id, tablet.id) : null;
  return { tablet, drawer };
}

const dayOf = async (tx: OrdersTransaction, restaurant: KnownRestaurant, drawer: DrawerRow | null) =>
  drawer?.day ?? (await openBusinessDay(tx, restaurant.id, restaurant.timeZone));

/**
 * A cash sale: the order's grand total into the open drawer of the tablet
 * that printed it, with the cash handed over and the change given back.
 * Without a registered tablet or an open drawer it is noted on no drawer,
 * so the day still shows it. Once per order.
 */
export async function cashSale(
  tx: OrdersTransaction,
  restaurant: KnownRestaurant,
  order: OrderRow,
  viewer: Viewer,
  terminal: unknown,
  cashGivenCents: number | null,
): Promise<void> {
  if (await saleOf(tx, restaurant.id, order.id, 'sale')) return;
  const { tablet, drawer } = await drawerAt(tx, restaurant, terminal);
  await addMove(tx, {
    restaurantId: restaurant.id,
    drawerId: drawer?.id ?? null,
    day: await dayOf(tx, restaurant, drawer),
    kind: 'sale',
    amountCents: order.totalCents,
    ...movedBy(viewer),
    orderId: order.id,
    orderNumber: order.orderNumber,
    cashGivenCents,
    changeCents: cashGivenCents === null ? null : cashGivenCents - order.totalCents,
    terminalId: tablet?.id ?? null,
  });
}

/**
 * A cash order voided after its sale was put in a drawer: what the sale put
 * in comes out again, from that drawer while it is open (the voids of a
 * mistake net to nothing where the cash went in), else from the open drawer
 * of the tablet that voids it, else noted on no drawer. Once per order.
 */
export async function cashBack(
  tx: OrdersTransaction,
  restaurant: KnownRestaurant,
  order: OrderRow,
  viewer: Viewer,
  terminal: unknown,
  reason: string | null,
): Promise<void> {
  const sale = await saleOf(tx, restaurant.id, order.id, 'sale');
  if (!sale || (await saleOf(tx, restaurant.id, order.id, 'refund'))) return;
  // The voiding tablet's row first, then the drawers: the order every drawer call takes them in.
  const tablet = await tabletOf(tx, restaurant.id, terminal);
  const first = sale.drawerId ? await lockDrawer(tx, restaurant.id, sale.drawerId) : null;
  const drawer = first && !first.closedAt ? first : tablet ? await openDrawerOn(tx, restaurant.id, tablet.id) : null;
  await addMove(tx, {
    restaurantId: restaurant.id,
    drawerId: drawer?.id ?? null,
    day: await dayOf(tx, restaurant, drawer),
    kind: 'refund',
    amountCents: -sale.amountCents,
    reason,
    ...movedBy(viewer),
    orderId: order.id,
    orderNumber: order.orderNumber,
    terminalId: tablet?.id ?? null,
  });
}
