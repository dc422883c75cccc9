import { sql } from 'drizzle-orm';
import type { OrdersTransaction } from '../db/client';
import { offlinePapersOf } from '../terminals/terminals.service';
import type { DayDrawers, ZReport, ZRestaurant } from './z-report';

/**
 * A business day's Z report worked out from the books as they stand
 * (docs/decisions/0053-close-the-day.md): the rollup's row of the day (which
 * late changes of earlier closed days join), the tenders, the drivers, the
 * offline papers and the late changes. At the close it is stored and never
 * worked out again; before it, the revenue screen shows it as a preview.
 */
export async function zReportOf(
  tx: OrdersTransaction,
  restaurant: ZRestaurant,
  day: string,
  drawers: Pick<DayDrawers, 'ofDay' | 'noDrawer'>,
): Promise<ZReport> {
  const r = restaurant.id;
  const { rows: types } = await tx.execute<Record<string, string | number>>(sql`
    SELECT order_type, orders, subtotal_cents, tax_cents, delivery_charge_cents, total_cents,
           void_count, void_cents, discount_count, discount_cents, online_orders, online_total_cents
    FROM revenue_days WHERE restaurant_id = ${r} AND day = ${day} ORDER BY order_type`);
  const n = (v: unknown) => Number(v ?? 0);
  const total = (k: string) => types.reduce((s, t) => s + n(t[k]), 0);
  // How the day's orders were paid: its own counted orders, and what late changes moved onto it.
  const { rows: tenders } = await tx.execute<{ tender: string | null; count: number; cents: number }>(sql`
    SELECT tender, sum(count)::int AS count, sum(cents)::bigint AS cents FROM (
      SELECT tender, 1 AS count, total_cents AS cents FROM orders
      WHERE restaurant_id = ${r} AND order_day = ${day} AND deleted_at IS NULL AND voided_at IS NULL AND line_count > 0
      UNION ALL
      SELECT tender, orders, total_cents FROM late_changes WHERE restaurant_id = ${r} AND day = ${day}
    ) paid GROUP BY tender`);
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
  const money = (list: { count: number; cents: number }[]) => ({
    count: list.reduce((s, x) => s + n(x.count), 0),
    cents: list.reduce((s, x) => s + n(x.cents), 0),
  });
  const tenderOf = (t: string | null) => (t === 'cash' || t === 'card' || t === 'door' ? t : 'unpaid');
  return {
    day,
    restaurant: { name: restaurant.name, timeZone: restaurant.timeZone },
    orders: { count: total('orders'), cents: total('total_cents') },
    byType: types.map((t) => ({
      orderType: t.order_type as 'delivery' | 'pickup' | 'togo',
      count: n(t.orders),
      cents: n(t.total_cents),
    })),
    byTender: (['cash', 'card', 'door', 'unpaid'] as const)
      .map((tender) => ({ tender, ...money(tenders.filter((t) => tenderOf(t.tender) === tender)) }))
      .filter((t) => t.count !== 0 || t.cents !== 0),
    byChannel: [
      {
        channel: 'counter' as const,
        count: total('orders') - total('online_orders'),
        cents: total('total_cents') - total('online_total_cents'),
      },
      { channel: 'online' as const, count: total('online_orders'), cents: total('online_total_cents') },
    ].filter((c) => c.count !== 0 || c.cents !== 0),
    subtotalCents: total('subtotal_cents'),
    taxCents: total('tax_cents'),
    deliveryChargesCents: total('delivery_charge_cents'),
    totalCents: total('total_cents'),
    voids: { count: total('void_count'), cents: total('void_cents') },
    discounts: { count: total('discount_count'), cents: total('discount_cents') },
    drawers: await drawers.ofDay(tx, r, day),
    cashOnNoDrawer: await drawers.noDrawer(tx, r, day),
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
  };
}
