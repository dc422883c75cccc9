import { sql } from 'drizzle-orm';
import type { OrdersTransaction } from '../db/client';
import type { LedgerTender } from '../db/ledger-tables';
import type { OrderType } from '../db/schema';
import { REVENUE_SUMS, type RevenueShare } from '../revenue/rollup';
import type { DayLedger, TypeSums } from './day-ledger-shape';

export type { DayLedger, DrawerLedger, OrderLedger, TenderCorrection, TenderSums, TypeSums } from './day-ledger-shape';

/**
 * A business day as the ledger has it (docs/decisions/0071-one-ledger.md), read in the caller's
 * transaction: what its orders were sold for (the ledger's sales, and the tickets not in the books yet),
 * what the revenue rollup says of it, the money taken by each tender, the drawers' own moves, the
 * tender corrections, and each order of the day whose sales and tenders are not its total. The Z report
 * and the books are made from it (z-sums.ts, reconcile.ts).
 */

/** The words of the sale the close of a day writes for an order never printed (days.service.ts). */
export const SOLD_AT_CLOSE = 'never printed: sold at the close of its day';

const TYPES: readonly OrderType[] = ['delivery', 'pickup', 'togo'];
const zero = (): RevenueShare => Object.fromEntries(REVENUE_SUMS.map((k) => [k, 0])) as RevenueShare;
const n = (v: unknown) => Number(v ?? 0);
const SUM_COLUMNS = sql.raw(
  `sum(orders)::int AS orders, sum(subtotal_cents)::bigint AS subtotal_cents, sum(tax_cents)::bigint AS tax_cents,
   sum(delivery_charge_cents)::bigint AS delivery_charge_cents, sum(total_cents)::bigint AS total_cents,
   sum(discount_count)::int AS discount_count, sum(discount_cents)::bigint AS discount_cents,
   sum(online_orders)::int AS online_orders, sum(online_total_cents)::bigint AS online_total_cents`,
);

function byType(rows: Record<string, unknown>[]): TypeSums {
  const sums = Object.fromEntries(TYPES.map((t) => [t, zero()])) as TypeSums;
  for (const r of rows) {
    const into = sums[r.order_type as OrderType];
    if (!into) continue;
    into.orders += n(r.orders);
    into.subtotalCents += n(r.subtotal_cents);
    into.taxCents += n(r.tax_cents);
    into.deliveryChargeCents += n(r.delivery_charge_cents);
    into.totalCents += n(r.total_cents);
    into.discountCount += n(r.discount_count);
    into.discountCents += n(r.discount_cents);
    into.onlineOrders += n(r.online_orders);
    into.onlineTotalCents += n(r.online_total_cents);
  }
  return sums;
}

type Row = Record<string, unknown>;
type DayParts = Record<
  'sales' | 'tickets' | 'rollup' | 'tenders' | 'drawer_cash' | 'moves' | 'corrections' | 'orders' | 'drawers',
  Row[]
>;

export async function dayLedger(tx: OrdersTransaction, restaurantId: string, day: string): Promise<DayLedger> {
  const r = restaurantId;
  // One statement, each part a JSON list: the Z report's preview, the books and the property test read it often.
  const { rows } = await tx.execute<DayParts>(sql`
    SELECT
      (SELECT coalesce(json_agg(part), '[]'::json) FROM (
    SELECT order_type, ${SUM_COLUMNS}, count(*) FILTER (WHERE kind = 'sale_change')::int AS changes,
           coalesce(sum(total_cents) FILTER (WHERE kind = 'sale_change'), 0)::bigint AS change_cents,
           count(*) FILTER (WHERE what = ${SOLD_AT_CLOSE})::int AS at_close,
           coalesce(sum(total_cents) FILTER (WHERE what = ${SOLD_AT_CLOSE}), 0)::bigint AS at_close_cents
    FROM (SELECT order_type, kind, what, orders, subtotal_cents, tax_cents, delivery_charge_cents, amount_cents AS total_cents,
                 discount_count, discount_cents, online_orders, online_total_cents
          FROM ledger_entries
          WHERE restaurant_id = ${r} AND day = ${day} AND kind IN ('sale', 'sale_change', 'sale_void')) s
    GROUP BY order_type
      ) part) AS sales,
      (SELECT coalesce(json_agg(part), '[]'::json) FROM (
    SELECT order_type, ${SUM_COLUMNS}
    FROM (SELECT order_type, 1 AS orders, subtotal_cents, tax_cents, delivery_charge_cents, total_cents, discount_count,
                 discount_cents, (channel = 'online')::int AS online_orders,
                 CASE WHEN channel = 'online' THEN total_cents ELSE 0 END AS online_total_cents
          FROM orders
          WHERE restaurant_id = ${r} AND order_day = ${day} AND print_count = 0 AND NOT day_closed
            AND deleted_at IS NULL AND voided_at IS NULL AND line_count > 0) t
    GROUP BY order_type
      ) part) AS tickets,
      (SELECT coalesce(json_agg(part), '[]'::json) FROM (
    SELECT order_type, ${SUM_COLUMNS}, sum(void_count)::int AS void_count, sum(void_cents)::bigint AS void_cents
    FROM revenue_days WHERE restaurant_id = ${r} AND day = ${day} GROUP BY order_type
      ) part) AS rollup,
      (SELECT coalesce(json_agg(part), '[]'::json) FROM (
    SELECT tender, count(*) FILTER (WHERE kind = 'payment')::int AS payments, sum(amount_cents)::bigint AS cents,
           count(*) FILTER (WHERE kind = 'refund')::int AS refunds,
           coalesce(-sum(amount_cents) FILTER (WHERE kind = 'refund'), 0)::bigint AS refunds_cents,
           count(*) FILTER (WHERE kind = 'payment' AND tender = 'cash' AND drawer_id IS NULL)::int AS no_drawer_count,
           coalesce(sum(amount_cents) FILTER (WHERE tender = 'cash' AND drawer_id IS NULL), 0)::bigint AS no_drawer_cents
    FROM ledger_entries
    WHERE restaurant_id = ${r} AND day = ${day} AND kind IN ('payment', 'payment_change', 'refund', 'tender_correction')
    GROUP BY tender ORDER BY tender
      ) part) AS tenders,
      (SELECT coalesce(json_agg(part), '[]'::json) FROM (
    SELECT coalesce(sum(e.amount_cents), 0)::bigint AS cents
    FROM ledger_entries e JOIN drawers d ON d.restaurant_id = e.restaurant_id AND d.id = e.drawer_id
    WHERE e.restaurant_id = ${r} AND d.day = ${day} AND e.tender = 'cash'
      AND e.kind IN ('payment', 'payment_change', 'refund', 'tender_correction')
      ) part) AS drawer_cash,
      (SELECT coalesce(json_agg(part), '[]'::json) FROM (
    SELECT kind, count(*)::int AS count, abs(sum(amount_cents))::bigint AS cents,
           count(*) FILTER (WHERE drawer_id IS NULL)::int AS no_drawer,
           coalesce(abs(sum(amount_cents) FILTER (WHERE drawer_id IS NULL)), 0)::bigint AS no_drawer_cents
    FROM ledger_entries WHERE restaurant_id = ${r} AND day = ${day}
      AND kind IN ('drop', 'paid_out', 'paid_in', 'tip', 'tip_refund', 'tip_payout')
    GROUP BY kind
      ) part) AS moves,
      (SELECT coalesce(json_agg(part), '[]'::json) FROM (
    SELECT f.order_number, f.tender AS from_tender, t.tender AS to_tender, t.amount_cents AS cents, f.by_name,
           f.approved_by, f.reason, f.at
    FROM ledger_entries f
    JOIN ledger_entries t ON t.restaurant_id = f.restaurant_id AND t.order_id = f.order_id AND t.at = f.at
      AND t.kind = 'tender_correction' AND t.amount_cents >= 0 AND t.tender <> f.tender
    WHERE f.restaurant_id = ${r} AND f.day = ${day} AND f.kind = 'tender_correction' AND f.amount_cents <= 0
      AND f.tender <> t.tender
    ORDER BY f.at, f.order_number
      ) part) AS corrections,
      (SELECT coalesce(json_agg(part), '[]'::json) FROM (
    SELECT o.order_number, o.total_cents,
           (o.print_count > 0 OR o.day_closed) AS in_books,
           (o.deleted_at IS NULL AND o.voided_at IS NULL AND o.line_count > 0) AS counted,
           coalesce(sum(e.amount_cents) FILTER (WHERE e.kind IN ('sale', 'sale_change', 'sale_void')), 0)::bigint AS sold,
           coalesce(sum(e.amount_cents) FILTER (WHERE e.kind IN ('payment', 'payment_change', 'refund', 'tender_correction')), 0)::bigint AS paid,
           coalesce(array_agg(DISTINCT e.tender) FILTER (WHERE e.tender IS NOT NULL), '{}') AS tenders,
           CASE WHEN o.paid_in_parts
                THEN coalesce((SELECT sum(p.amount_cents) FROM order_payments p
                               WHERE p.restaurant_id = o.restaurant_id AND p.order_id = o.id AND p.status = 'succeeded'), 0)
                   - coalesce((SELECT sum(f.amount_cents) FROM payment_refunds f
                               WHERE f.restaurant_id = o.restaurant_id AND f.order_id = o.id AND f.status = 'succeeded'), 0)
                WHEN o.paid_online
                THEN coalesce((SELECT p.amount_cents FROM online_payments p
                               WHERE p.restaurant_id = o.restaurant_id AND p.id = o.id AND p.status = 'paid'), 0)
                WHEN o.tender IS NOT NULL AND o.print_count > 0 AND o.deleted_at IS NULL AND o.voided_at IS NULL
                     AND o.line_count > 0 THEN o.total_cents
                ELSE 0 END AS should_pay
    FROM orders o
    LEFT JOIN ledger_entries e ON e.restaurant_id = o.restaurant_id AND e.order_id = o.id
    WHERE o.restaurant_id = ${r} AND o.order_day = ${day}
    GROUP BY o.restaurant_id, o.id
    ORDER BY o.order_number
      ) part) AS orders,
      (SELECT coalesce(json_agg(part), '[]'::json) FROM (
    SELECT d.id, d.terminal_tag, d.closed_at IS NOT NULL AS closed, d.expected_cents, d.over_short_cents,
           coalesce(sum(e.amount_cents) FILTER (WHERE e.kind <> 'count'), 0)::bigint AS expected_now,
           count(e.id) FILTER (WHERE e.kind = 'count')::int AS counts,
           coalesce(sum(e.amount_cents) FILTER (WHERE e.kind = 'count'), 0)::bigint AS count_cents
    FROM drawers d
    LEFT JOIN ledger_entries e ON e.restaurant_id = d.restaurant_id AND e.drawer_id = d.id
    WHERE d.restaurant_id = ${r} AND d.day = ${day}
    GROUP BY d.restaurant_id, d.id
    ORDER BY d.opened_at, d.id
      ) part) AS drawers`);
  const { sales, tickets, rollup, tenders, drawer_cash: drawerCash, moves, corrections, orders, drawers } = rows[0]!;
  const sum = (kind: string) => moves.find((m) => m.kind === kind) ?? { count: 0, cents: 0 };
  return {
    day,
    sales: byType(sales),
    tickets: byType(tickets),
    saleChanges: {
      count: sales.reduce((s, x) => s + n(x.changes), 0),
      cents: sales.reduce((s, x) => s + n(x.change_cents), 0),
    },
    soldAtClose: {
      count: sales.reduce((s, x) => s + n(x.at_close), 0),
      cents: sales.reduce((s, x) => s + n(x.at_close_cents), 0),
    },
    rollup: byType(rollup),
    voids: {
      count: rollup.reduce((s, x) => s + n(x.void_count), 0),
      cents: rollup.reduce((s, x) => s + n(x.void_cents), 0),
    },
    drawersCashCents: n(drawerCash[0]?.cents),
    tenders: tenders.map((t) => ({
      tender: t.tender as LedgerTender,
      payments: n(t.payments),
      cents: n(t.cents),
      refunds: n(t.refunds),
      refundsCents: n(t.refunds_cents),
      noDrawerCount: n(t.no_drawer_count),
      noDrawerCents: n(t.no_drawer_cents),
    })),
    drops: { count: n(sum('drop').count), cents: n(sum('drop').cents) },
    paidOuts: { count: n(sum('paid_out').count), cents: n(sum('paid_out').cents) },
    paidIns: { count: n(sum('paid_in').count), cents: n(sum('paid_in').cents) },
    tips: {
      count: n(sum('tip').count),
      cents: n(sum('tip').cents) - n(sum('tip_refund').cents),
      paidOutCount: n(sum('tip_payout').count),
      paidOutCents: n(sum('tip_payout').cents),
      noDrawerCount: n((sum('tip_payout') as Row).no_drawer),
      noDrawerCents: n((sum('tip_payout') as Row).no_drawer_cents),
    },
    corrections: corrections.map((c) => ({
      orderNumber: n(c.order_number),
      fromTender: c.from_tender as LedgerTender,
      toTender: c.to_tender as LedgerTender,
      cents: n(c.cents),
      by: String(c.by_name),
      approvedBy: (c.approved_by as string | null) ?? null,
      reason: (c.reason as string | null) ?? null,
      at: new Date(c.at as string).toISOString(),
    })),
    orders: orders.flatMap((o) => {
      const shouldSell = o.in_books && o.counted ? n(o.total_cents) : 0;
      const sold = n(o.sold);
      const paid = n(o.paid);
      const shouldPay = n(o.should_pay);
      const tenderList = (o.tenders as string[]) ?? [];
      // Nothing to say of an order whose sales are its total and whose money is its sales, or of a ticket
      // still being rung up with no money taken.
      if (sold === shouldSell && paid === sold && paid === shouldPay) return [];
      return [
        {
          orderNumber: n(o.order_number),
          totalCents: n(o.total_cents),
          soldCents: sold,
          shouldSellCents: shouldSell,
          paidCents: paid,
          shouldPayCents: shouldPay,
          tenders: tenderList,
          ticket: !o.in_books,
        },
      ];
    }),
    drawers: drawers.map((d) => ({
      id: String(d.id),
      terminalTag: (d.terminal_tag as string | null) ?? null,
      closed: Boolean(d.closed),
      storedExpectedCents: d.expected_cents === null ? null : n(d.expected_cents),
      entriesExpectedCents: n(d.expected_now),
      storedOverShortCents: d.over_short_cents === null ? null : n(d.over_short_cents),
      counts: n(d.counts),
      countCents: n(d.count_cents),
    })),
  };
}
