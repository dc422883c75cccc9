import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { OrdersTransaction } from '../db/client';
import { drawers, ledgerEntries } from '../db/schema';
import type { ZDrawer } from '../days/z-report';
import { movesOf } from './drawer-store';
import { drawerFigures } from './figures';

/**
 * The drawers as closing a business day reads them (days/z-report.ts,
 * docs/decisions/0054-cash-drawers.md), inside the close's own tenant
 * transaction: each drawer of the day with every figure, the drawers still
 * open (a day is not closed while one is), and the cash sales that found no
 * drawer.
 */

/** Every drawer opened on the business day, oldest first: open ones with what their moves say now. */
export async function drawersOfDay(tx: OrdersTransaction, restaurantId: string, day: string): Promise<ZDrawer[]> {
  const rows = await tx
    .select()
    .from(drawers)
    .where(and(eq(drawers.restaurantId, restaurantId), eq(drawers.day, day)))
    .orderBy(asc(drawers.openedAt), asc(drawers.id));
  const moves = await movesOf(
    tx,
    restaurantId,
    rows.map((d) => d.id),
  );
  return rows.map((d) => {
    const f = drawerFigures(moves.filter((m) => m.drawerId === d.id));
    return {
      id: d.id,
      terminalTag: d.terminalTag,
      openedAt: d.openedAt.toISOString(),
      openedBy: d.openedBy,
      closedAt: d.closedAt?.toISOString() ?? null,
      closedBy: d.closedBy,
      floatCents: d.floatCents,
      cashSalesCents: f.cashSalesCents,
      cashChangesCents: f.cashChangesCents,
      correctionsCents: f.correctionsCents,
      paidInCents: f.paidInCents,
      // Paid out by hand and card tips handed to drivers (decision 0083), as the drawer report shows them.
      paidOutCents: f.paidOutCents + f.tipPayoutsCents,
      dropsCents: f.dropsCents,
      refundsCents: f.refundsCents,
      expectedCents: d.expectedCents ?? f.expectedCents,
      countedCents: d.countedCents,
      overShortCents: d.overShortCents,
    };
  });
}

/** The drawers still open whose business day is this one or earlier: closing the day waits for their count. */
export async function openDrawersThrough(
  tx: OrdersTransaction,
  restaurantId: string,
  day: string,
): Promise<{ id: string; terminalTag: string | null; openedBy: string }[]> {
  return tx
    .select({ id: drawers.id, terminalTag: drawers.terminalTag, openedBy: drawers.openedBy })
    .from(drawers)
    .where(and(eq(drawers.restaurantId, restaurantId), isNull(drawers.closedAt), lte(drawers.day, day)))
    .orderBy(asc(drawers.openedAt), asc(drawers.id));
}

/**
 * Cash taken for orders that found no open drawer (no registered tablet, or
 * its drawer not open): how many payments, and what the day's cash entries
 * on no drawer add up to (payments, changes, refunds and corrections).
 */
export async function cashSalesOnNoDrawer(
  tx: OrdersTransaction,
  restaurantId: string,
  day: string,
): Promise<{ count: number; cents: number }> {
  const [row] = await tx
    .select({
      count: sql<number>`count(*) FILTER (WHERE ${ledgerEntries.kind} = 'payment')::int`,
      cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int`,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.restaurantId, restaurantId),
        eq(ledgerEntries.day, day),
        eq(ledgerEntries.tender, 'cash'),
        isNull(ledgerEntries.drawerId),
      ),
    );
  return { count: row?.count ?? 0, cents: row?.cents ?? 0 };
}
