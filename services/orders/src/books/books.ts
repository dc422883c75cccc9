import {
  createLogger,
  createPool,
  prepareTenantRole,
  requireAccess,
  type RestaurantAccess,
  Tenants,
  type OrderBooks,
  type RequestContext,
} from '@zest/kit';
import { and, eq, sql } from 'drizzle-orm';
import { createOrdersDatabase, TENANT_ROLE, type OrdersTenants, type OrdersTransaction } from '../db/client';
import { historyDate } from '../inputs';
import { businessDays, ORDER_TYPES, type OrderDiscountRow, type OrderType } from '../db/schema';
import { sumsOf } from '../discounts/order-discounts';
import { orderTotals } from '../lines/pricing';
import { dollars } from '../orders/views';
import { offlinePapersOf } from '../terminals/terminals.service';
import { dayLedger } from '../ledger/day-ledger';
import { bookInvariants, dayNotes } from '../ledger/reconcile';
import { drawersOfDay } from '../drawers/drawer-summaries';
import { cardCheckOf } from '../payments/card-checks';

/**
 * The orders service's side of a day's books (kit/ops/books.ts): the orders that
 * count (with lines, not deleted, not voided) of the day they count on, split
 * into counter sales and deliveries on a driver's trip; the voids of those
 * orders from the audit trail; the revenue rollup's row; and any order whose
 * stored total is not what its live lines add up to. One repeatable-read
 * snapshot, so the parts agree as of one moment.
 */
export async function orderBooks(tx: OrdersTransaction, restaurantId: string, day: string): Promise<OrderBooks> {
  const { rows: orders } = await tx.execute<{
    order_number: number;
    order_type: OrderType;
    total_cents: number;
    on_trip: boolean;
    lines: { id: string; priceCents: number; voided: boolean }[];
    discounts: Pick<OrderDiscountRow, 'id' | 'lineId' | 'kind' | 'value' | 'capCents'>[];
    delivery_rate_cents: number;
    tax_percentage: string;
  }>(sql`
    SELECT o.order_number, o.order_type, o.total_cents, o.delivery_rate_cents, o.tax_percentage,
           t.order_id IS NOT NULL AS on_trip,
           (SELECT coalesce(json_agg(json_build_object('id', l.id, 'priceCents', l.price_cents,
                   'voided', l.voided_at IS NOT NULL)), '[]'::json)
             FROM order_lines l WHERE l.restaurant_id = o.restaurant_id AND l.order_id = o.id) AS lines,
           (SELECT coalesce(json_agg(json_build_object('id', d.id, 'lineId', d.line_id, 'kind', d.kind, 'value', d.value,
                   'capCents', d.cap_cents)
                   ORDER BY d.created_at, d.id), '[]'::json)
             FROM order_discounts d
             WHERE d.restaurant_id = o.restaurant_id AND d.order_id = o.id AND d.removed_at IS NULL) AS discounts
    FROM orders o
    LEFT JOIN order_trips t ON t.restaurant_id = o.restaurant_id AND t.order_id = o.id
    WHERE o.restaurant_id = ${restaurantId} AND o.order_day = ${day}
      AND o.deleted_at IS NULL AND o.voided_at IS NULL AND o.line_count > 0
    ORDER BY o.order_number`);
  const { rows: voids } = await tx.execute<{ count: number; cents: number }>(sql`
    SELECT count(*)::int AS count, coalesce(sum(amount_before_cents - amount_after_cents), 0)::int AS cents
    FROM audit_entries
    WHERE restaurant_id = ${restaurantId} AND kind LIKE 'void.%' AND detail->>'orderDay' = ${day}`);
  const { rows: rollup } = await tx.execute<{
    orders: number;
    total: number;
    void_count: number;
    void_cents: number;
    discount_count: number;
    discount_cents: number;
  }>(
    sql`
    SELECT coalesce(sum(orders), 0)::int AS orders, coalesce(sum(total_cents), 0)::bigint AS total,
           coalesce(sum(void_count), 0)::int AS void_count, coalesce(sum(void_cents), 0)::bigint AS void_cents,
           coalesce(sum(discount_count), 0)::int AS discount_count,
           coalesce(sum(discount_cents), 0)::bigint AS discount_cents
    FROM revenue_days WHERE restaurant_id = ${restaurantId} AND day = ${day}`,
  );
  // Changes after a close: onto this day (late_changes.day), and off it (closed_day): days/late-changes.ts.
  const { rows: late } = await tx.execute<{ orders: number; cents: number; dcount: number; dcents: number }>(sql`
    SELECT coalesce(sum(CASE WHEN day = ${day} THEN orders ELSE -orders END), 0)::int AS orders,
           coalesce(sum(CASE WHEN day = ${day} THEN total_cents ELSE -total_cents END), 0)::bigint AS cents,
           coalesce(sum(CASE WHEN day = ${day} THEN discount_count ELSE -discount_count END), 0)::int AS dcount,
           coalesce(sum(CASE WHEN day = ${day} THEN discount_cents ELSE -discount_cents END), 0)::bigint AS dcents
    FROM late_changes WHERE restaurant_id = ${restaurantId} AND (day = ${day} OR closed_day = ${day})`);
  const [closed] = await tx
    .select({ z: businessDays.z })
    .from(businessDays)
    .where(and(eq(businessDays.restaurantId, restaurantId), eq(businessDays.day, day)));
  const ledger = await dayLedger(tx, restaurantId, day);
  const drawers = await drawersOfDay(tx, restaurantId, day);
  // A closed day never changes: what its ledger sold is still what its Z report said.
  const closedSales = ORDER_TYPES.reduce((s, type) => s + ledger.sales[type].totalCents, 0);
  const sealed =
    closed?.z.reconciliation !== undefined && closedSales !== closed.z.totalCents
      ? [`the closed day's sales are ${dollars(closedSales)}, its Z report said ${dollars(closed.z.totalCents)}.`]
      : [];
  // The day's card money against Stripe's, as last checked (decision 0082): the owner's to look at, not the books'.
  const card = await cardCheckOf(tx, restaurantId, day);
  const sum = (list: typeof orders) => list.reduce((s, o) => s + o.total_cents, 0);
  const counter = orders.filter((o) => !o.on_trip);
  const onTrips = orders.filter((o) => o.on_trip);
  const sums = orders.map((o) => sumsOf(o.lines, o.discounts));
  const totalsOff = orders.flatMap((o, i) => {
    const fromLines = orderTotals({
      subtotalCents: sums[i]!.subtotalCents,
      orderType: o.order_type,
      deliveryRateCents: o.delivery_rate_cents,
      taxPercentage: Number(o.tax_percentage),
    }).totalCents;
    return fromLines === o.total_cents ? [] : [`#${o.order_number} ${dollars(o.total_cents)} ≠ ${dollars(fromLines)}`];
  });
  return {
    orders: orders.length,
    netCents: sum(orders),
    voidCount: voids[0]!.count,
    voidCents: voids[0]!.cents,
    rollupOrders: rollup[0]!.orders,
    rollupTotalCents: Number(rollup[0]!.total),
    rollupVoidCount: rollup[0]!.void_count,
    rollupVoidCents: Number(rollup[0]!.void_cents),
    discountCount: sums.reduce((n, d) => n + d.discountCount, 0),
    discountCents: sums.reduce((n, d) => n + d.discountCents, 0),
    rollupDiscountCount: rollup[0]!.discount_count,
    rollupDiscountCents: Number(rollup[0]!.discount_cents),
    counterOrders: counter.length,
    counterCents: sum(counter),
    tripOrders: onTrips.length,
    tripCents: sum(onTrips),
    totalsOff,
    lateOrders: late[0]!.orders,
    lateCents: Number(late[0]!.cents),
    lateDiscountCount: late[0]!.dcount,
    lateDiscountCents: Number(late[0]!.dcents),
    ledgerDifferences: [...bookInvariants(ledger), ...sealed],
    ledgerNotes: [
      ...dayNotes(ledger, drawers),
      ...(card?.differences.map((d) => `card payments vs Stripe: ${d}`) ?? []),
    ],
    cardLines: card
      ? [
          `card payments vs Stripe: ${card.matched ? 'they match' : `${card.differences.length} difference${card.differences.length === 1 ? '' : 's'}`}, Stripe ${dollars(card.stripeCents)}, the books ${dollars(card.posCents)} (checked ${card.checkedAt} by ${card.checkedBy})`,
          ...card.outside,
        ]
      : [],
    z: closed
      ? {
          orders: closed.z.orders.count,
          totalCents: closed.z.totalCents,
          voidCount: closed.z.voids.count,
          voidCents: closed.z.voids.cents,
          discountCount: closed.z.discounts.count,
          discountCents: closed.z.discounts.cents,
        }
      : null,
  };
}

/** The orders database's side of some days, for `npm run books` (the platform may be stopped). */
export async function orderBooksOn(
  databaseUrl: string,
  restaurantIds: string[] | null,
  /** The days of a restaurant to check: by its time zone, or null for every day it has books for. */
  days: (timeZone: string) => string[] | null,
) {
  const pool = createPool(databaseUrl, { max: 2 }, createLogger('books', 'silent'));
  try {
    const db = createOrdersDatabase(pool);
    const tenants = new Tenants(db, await prepareTenantRole(pool, TENANT_ROLE));
    const restaurants = await tenants.acrossRestaurants(async (tx) =>
      (
        await tx.execute<{ id: string; name: string; time_zone: string }>(
          sql`SELECT id, name, time_zone FROM restaurants WHERE NOT deleted ORDER BY name, id`,
        )
      ).rows.filter((r) => !restaurantIds || restaurantIds.includes(r.id)),
    );
    const out = [];
    for (const r of restaurants) {
      // Offline numbers a tablet gave that never arrived: a paper, maybe paid, missing from every day's books.
      const missingOffline = (await tenants.run([r.id], (tx) => offlinePapersOf(tx, r.id))).flatMap((t) =>
        t.missing.map((n) => `${n} never arrived (tablet ${t.tag})`),
      );
      const asked = days(r.time_zone) ?? (await tenants.run([r.id], (tx) => everyDayOf(tx, r.id)));
      for (const day of asked) {
        const books = await tenants.run([r.id], (tx) => orderBooks(tx, r.id, day), {
          isolationLevel: 'repeatable read',
          accessMode: 'read only',
        });
        out.push({ restaurant: { id: r.id, name: r.name, timeZone: r.time_zone }, day, books, missingOffline });
      }
    }
    return out;
  } finally {
    await pool.end();
  }
}

/** Every day a restaurant has books for: orders counted on it, ledger entries, drawers. */
async function everyDayOf(tx: OrdersTransaction, restaurantId: string): Promise<string[]> {
  const { rows } = await tx.execute<{ day: string }>(sql`
    SELECT DISTINCT day::text AS day FROM (
      SELECT order_day AS day FROM orders WHERE restaurant_id = ${restaurantId}
      UNION SELECT day FROM ledger_entries WHERE restaurant_id = ${restaurantId}
      UNION SELECT day FROM drawers WHERE restaurant_id = ${restaurantId}) d
    ORDER BY day`);
  return rows.map((r) => r.day);
}

/** The operator console's books of one restaurant's day (admins): the orders' side; the drivers service adds its own. */
export class BooksService {
  constructor(
    private readonly tenants: OrdersTenants,
    private readonly access: RestaurantAccess,
  ) {}

  async day(ctx: RequestContext, restaurantId: unknown, rawDay: unknown) {
    requireAccess(ctx, 'console.read');
    const day = historyDate.parse(rawDay);
    const restaurant = await this.access.known(restaurantId);
    const orders = await this.tenants.run([restaurant.id], (tx) => orderBooks(tx, restaurant.id, day), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
    return { restaurantId: restaurant.id, day, orders };
  }
}
