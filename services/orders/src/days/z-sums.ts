import { sql } from 'drizzle-orm';
import type { OrdersTransaction } from '../db/client';
import { offlinePapersOf } from '../terminals/terminals.service';
import type { DayDrawers, ZReport, ZRestaurant } from './z-report';
import { ORDER_TYPES } from '../db/schema';
import { dayLedger } from '../ledger/day-ledger';
import { reconcileDay } from '../ledger/reconcile';
import { REVENUE_SUMS, type RevenueShare } from '../revenue/rollup';

/**
 * A business day's Z report worked out from the books as they stand
 * (docs/decisions/0053-close-the-day.md, 0071-one-ledger.md): the day's sales
 * from the ledger (with the tickets not in the books yet, which the close
 * sells), the money taken by each tender, the drawers, refunds, tender
 * corrections and drops, the drivers, the offline papers, the late changes,
 * and whether it all adds up. At the close it is stored and never worked out
 * again; before it, the revenue screen shows it as a preview.
 */
export async function zReportOf(
  tx: OrdersTransaction,
  restaurant: ZRestaurant,
  day: string,
  drawers: Pick<DayDrawers, 'ofDay' | 'noDrawer'>,
): Promise<ZReport> {
  const r = restaurant.id;
  const ledger = await dayLedger(tx, r, day);
  const ofDay = await drawers.ofDay(tx, r, day);
  const { rows: trips } = await tx.execute<{ settled: boolean; count: number; cents: number }>(sql`
    SELECT t.cashed_out_at IS NOT NULL AS settled, count(*)::int AS count,
           coalesce(sum(o.total_cents - o.delivery_charge_cents), 0)::bigint AS cents
    FROM orders o JOIN order_trips t ON t.restaurant_id = o.restaurant_id AND t.order_id = o.id
    WHERE o.restaurant_id = ${r} AND o.order_day = ${day} AND o.deleted_at IS NULL AND o.voided_at IS NULL
      AND o.line_count > 0
    GROUP BY 1`);
  const { rows: offline } = await tx.execute<{
    order_number: number;
    offline_number: string;
    paper_printed_at: string | null;
    paper_time_kept: boolean;
  }>(sql`
    SELECT order_number, offline_number, paper_printed_at, paper_time_kept FROM orders
    WHERE restaurant_id = ${r} AND order_day = ${day} AND offline_number IS NOT NULL AND deleted_at IS NULL
      AND (NOT paper_time_kept
           OR (paper_printed_at AT TIME ZONE ${restaurant.timeZone})::date <> order_day)
    ORDER BY order_number`);
  const { rows: late } = await tx.execute<{ order_number: number; closed_day: string; what: string; cents: number }>(
    sql`
    SELECT order_number, closed_day::text AS closed_day, string_agg(DISTINCT what, ', ') AS what,
           sum(total_cents)::bigint AS cents
    FROM late_changes WHERE restaurant_id = ${r} AND day = ${day}
    GROUP BY order_id, order_number, closed_day ORDER BY closed_day, order_number`,
  );
  const n = (v: unknown) => Number(v ?? 0);
  const money = (list: { count: number; cents: number }[]) => ({
    count: list.reduce((s, x) => s + n(x.count), 0),
    cents: list.reduce((s, x) => s + n(x.cents), 0),
  });
  // What the day sold: the ledger's sales and the tickets the close puts in the books, as the rollup splits them.
  const types = ORDER_TYPES.map((orderType) => {
    const sold = ledger.sales[orderType];
    const ticket = ledger.tickets[orderType];
    const sum = (k: (typeof REVENUE_SUMS)[number]) => sold[k] + ticket[k];
    return { orderType, ...(Object.fromEntries(REVENUE_SUMS.map((k) => [k, sum(k)])) as RevenueShare) };
  });
  const total = (k: (typeof REVENUE_SUMS)[number]) => types.reduce((s, t) => s + t[k], 0);
  const unpaid = ledger.orders.filter((o) => o.soldCents === o.shouldSellCents && o.paidCents < o.soldCents);
  const tickets = ORDER_TYPES.reduce(
    (s, t) => ({ count: s.count + ledger.tickets[t].orders, cents: s.cents + ledger.tickets[t].totalCents }),
    ledger.soldAtClose,
  );
  const noDrawer = await drawers.noDrawer(tx, r, day);
  return {
    day,
    restaurant: { name: restaurant.name, timeZone: restaurant.timeZone },
    orders: { count: total('orders'), cents: total('totalCents') },
    byType: types
      .filter((t) => t.orders !== 0 || t.totalCents !== 0)
      .map((t) => ({ orderType: t.orderType, count: t.orders, cents: t.totalCents })),
    byTender: [
      ...(['cash', 'card', 'door', 'online'] as const).flatMap((tender) => {
        const t = ledger.tenders.find((x) => x.tender === tender);
        return t && (t.payments || t.cents) ? [{ tender, count: t.payments, cents: t.cents }] : [];
      }),
      ...(unpaid.length
        ? [
            {
              tender: 'unpaid' as const,
              count: unpaid.length,
              cents: unpaid.reduce((s, o) => s + o.soldCents - o.paidCents, 0),
            },
          ]
        : []),
    ],
    byChannel: [
      {
        channel: 'counter' as const,
        count: total('orders') - total('onlineOrders'),
        cents: total('totalCents') - total('onlineTotalCents'),
      },
      { channel: 'online' as const, count: total('onlineOrders'), cents: total('onlineTotalCents') },
    ].filter((c) => c.count !== 0 || c.cents !== 0),
    subtotalCents: total('subtotalCents'),
    taxCents: total('taxCents'),
    deliveryChargesCents: total('deliveryChargeCents'),
    totalCents: total('totalCents'),
    voids: ledger.voids,
    discounts: { count: total('discountCount'), cents: total('discountCents') },
    saleChanges: ledger.saleChanges,
    notPrinted: tickets,
    refunds: money(ledger.tenders.map((t) => ({ count: t.refunds, cents: t.refundsCents }))),
    corrections: ledger.corrections,
    drops: ledger.drops,
    paidOuts: ledger.paidOuts,
    paidIns: ledger.paidIns,
    tips: { count: ledger.tips.count, cents: ledger.tips.cents },
    tipsPaidOut: { count: ledger.tips.paidOutCount, cents: ledger.tips.paidOutCents },
    drawers: ofDay,
    cashOnNoDrawer: noDrawer,
    cash: ((taken) => ({
      takenCents: taken?.cents ?? 0,
      inDrawersCents: ledger.drawersCashCents,
      noDrawerCents: taken?.noDrawerCents ?? 0,
    }))(ledger.tenders.find((t) => t.tender === 'cash')),
    drivers: { settled: money(trips.filter((t) => t.settled)), owed: money(trips.filter((t) => !t.settled)) },
    offlineLate: offline.map((o) => ({
      orderNumber: o.order_number,
      offlineNumber: o.offline_number,
      printedAt: o.paper_printed_at ? new Date(o.paper_printed_at).toISOString() : null,
      timeKept: o.paper_time_kept,
    })),
    offlineMissing: (await offlinePapersOf(tx, r)).flatMap((t) => t.missing),
    lateChanges: late.map((l) => ({
      orderNumber: l.order_number,
      closedDay: l.closed_day,
      what: l.what,
      totalCents: n(l.cents),
    })),
    reconciliation: reconcileDay(ledger, ofDay),
  };
}
