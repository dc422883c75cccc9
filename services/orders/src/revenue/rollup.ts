import { sql } from 'drizzle-orm';
import type { OrdersTransaction } from '../db/client';
import { revenueDays, type OrderRow, type OrderType } from '../db/schema';

/**
 * The revenue rollup (`revenue_days`, docs/decisions/0019-revenue-rollup.md):
 * what each order adds to its day, moved in the same transaction as the
 * order change itself; the raw sums it must equal, for the housekeeping
 * job that looks for drift; and a rebuild from those sums.
 */

/**
 * The sums of a day's row an order moves, each a column of `revenue_days`: its count and money; its
 * discounts that take something off and what they take (docs/product.md#discounts); and the same order
 * again when it was placed online (an order never changes channel). The hot path's upsert adds the same
 * list (orders/hot-statements.ts).
 */
export const REVENUE_SUMS = [
  'orders',
  'subtotalCents',
  'taxCents',
  'deliveryChargeCents',
  'totalCents',
  'discountCount',
  'discountCents',
  'onlineOrders',
  'onlineTotalCents',
] as const satisfies readonly (keyof typeof revenueDays.$inferSelect)[];

export type RevenueShare = Record<(typeof REVENUE_SUMS)[number], number>;

/** The columns of an order the revenue counts (the ledger reads these and a few more). */
export type Counted = Pick<
  OrderRow,
  | 'restaurantId'
  | 'channel'
  | 'orderDay'
  | 'orderType'
  | 'lineCount'
  | 'deletedAt'
  | 'voidedAt'
  | 'subtotalCents'
  | 'taxCents'
  | 'deliveryChargeCents'
  | 'totalCents'
  | 'discountCount'
  | 'discountCents'
>;

/**
 * What an order adds to its day: nothing while it has no lines, nothing once
 * deleted or voided (docs/product.md#revenue); voided lines are already out
 * of its totals.
 */
export function revenueShare(o: Counted): RevenueShare | null {
  if (o.deletedAt || o.voidedAt || o.lineCount === 0) return null;
  return {
    orders: 1,
    subtotalCents: o.subtotalCents,
    taxCents: o.taxCents,
    deliveryChargeCents: o.deliveryChargeCents,
    totalCents: o.totalCents,
    discountCount: o.discountCount,
    discountCents: o.discountCents,
    onlineOrders: o.channel === 'online' ? 1 : 0,
    onlineTotalCents: o.channel === 'online' ? o.totalCents : 0,
  };
}

/**
 * The rows of the rollup a change moves, with what it adds to each (negative
 * to take away): a type switch moves the order from one type's row to
 * another's. Sorted by type, so two transactions always lock rows in the
 * same order and never wait on each other in a circle.
 */
export function revenueMoves(before: Counted, after: Counted, day: string = after.orderDay) {
  const moves = new Map<OrderType, RevenueShare>();
  const add = (o: Counted, sign: 1 | -1) => {
    const share = revenueShare(o);
    if (!share) return;
    const row = moves.get(o.orderType) ?? (Object.fromEntries(REVENUE_SUMS.map((k) => [k, 0])) as RevenueShare);
    for (const k of REVENUE_SUMS) row[k] += sign * share[k];
    moves.set(o.orderType, row);
  };
  add(before, -1);
  add(after, 1);
  return [...moves.entries()]
    .filter(([, d]) => REVENUE_SUMS.some((k) => d[k] !== 0))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([orderType, d]) => ({ restaurantId: after.restaurantId, day, orderType, ...d }));
}

/**
 * Moves the rollup by what one order change did to the money, as one statement that goes with the
 * order's own save in its transaction (order-store.ts); null when nothing moves.
 */
export function revenueMove(tx: OrdersTransaction, before: Counted, after: Counted, day?: string) {
  const moves = revenueMoves(before, after, day);
  if (!moves.length) return null;
  return tx
    .insert(revenueDays)
    .values(moves)
    .onConflictDoUpdate({
      target: [revenueDays.restaurantId, revenueDays.day, revenueDays.orderType],
      set: {
        orders: sql`${revenueDays.orders} + excluded.orders`,
        subtotalCents: sql`${revenueDays.subtotalCents} + excluded.subtotal_cents`,
        taxCents: sql`${revenueDays.taxCents} + excluded.tax_cents`,
        deliveryChargeCents: sql`${revenueDays.deliveryChargeCents} + excluded.delivery_charge_cents`,
        totalCents: sql`${revenueDays.totalCents} + excluded.total_cents`,
        discountCount: sql`${revenueDays.discountCount} + excluded.discount_count`,
        discountCents: sql`${revenueDays.discountCents} + excluded.discount_cents`,
        onlineOrders: sql`${revenueDays.onlineOrders} + excluded.online_orders`,
        onlineTotalCents: sql`${revenueDays.onlineTotalCents} + excluded.online_total_cents`,
      },
    });
}

/**
 * The sums the rollup must equal, straight from the orders (a restaurant's,
 * or every restaurant's in a background job's transaction), each on its own
 * day — but for a change made after its day was closed, which counts on the
 * open day instead (late_changes, days/late-changes.ts). What each order's
 * discounts take off is checked against its lines by the books (books.ts
 * `totalsOff`).
 */
const SHARE_COLUMNS = [
  'subtotal_cents',
  'tax_cents',
  'delivery_charge_cents',
  'total_cents',
  'discount_count',
  'discount_cents',
  'online_orders',
  'online_total_cents',
] as const;
/** On an order, the online columns are worked out from its channel. */
const ON_AN_ORDER: Partial<Record<(typeof SHARE_COLUMNS)[number], string>> = {
  online_orders: "(channel = 'online')::int",
  online_total_cents: "CASE WHEN channel = 'online' THEN total_cents ELSE 0 END",
};
const rawSums = (restaurantId: string | null) => {
  const mine = restaurantId ? sql`AND restaurant_id = ${restaurantId}` : sql``;
  const columns = (sign: '' | '-') => sql.raw(SHARE_COLUMNS.map((c) => `${sign}${c} AS ${c}`).join(', '));
  const ofOrders = sql.raw(SHARE_COLUMNS.map((c) => `${ON_AN_ORDER[c] ?? c} AS ${c}`).join(', '));
  return sql`
  SELECT restaurant_id, day, order_type, sum(orders)::int AS orders,
         ${sql.raw(SHARE_COLUMNS.map((c) => `sum(${c})::bigint AS ${c}`).join(', '))}
  FROM (
    SELECT restaurant_id, order_day AS day, order_type, 1 AS orders, ${ofOrders}
    FROM orders WHERE deleted_at IS NULL AND voided_at IS NULL AND line_count > 0 ${mine}
    UNION ALL
    SELECT restaurant_id, day, order_type, orders, ${columns('')} FROM late_changes WHERE true ${mine}
    UNION ALL
    SELECT restaurant_id, closed_day, order_type, -orders, ${columns('-')} FROM late_changes WHERE true ${mine}
  ) counted
  GROUP BY restaurant_id, day, order_type`;
};

/**
 * The void counters the rollup must equal, from the audit trail: every void
 * line names its order's day and type and what it took off (voids.ts).
 */
const rawVoids = (restaurantId: string | null) => sql`
  SELECT restaurant_id, (detail->>'orderDay')::date AS day, detail->>'orderType' AS order_type,
         count(*)::int AS void_count, sum(amount_before_cents - amount_after_cents)::bigint AS void_cents
  FROM audit_entries
  WHERE kind LIKE 'void.%' ${restaurantId ? sql`AND restaurant_id = ${restaurantId}` : sql``}
  GROUP BY 1, 2, 3`;

/** Orders and voids together, one row per restaurant, day and type. */
const rawRollup = (restaurantId: string | null) => sql`
  SELECT coalesce(o.restaurant_id, v.restaurant_id) AS restaurant_id, coalesce(o.day, v.day) AS day,
         coalesce(o.order_type, v.order_type) AS order_type, coalesce(o.orders, 0) AS orders,
         coalesce(o.subtotal_cents, 0) AS subtotal_cents, coalesce(o.tax_cents, 0) AS tax_cents,
         coalesce(o.delivery_charge_cents, 0) AS delivery_charge_cents, coalesce(o.total_cents, 0) AS total_cents,
         coalesce(v.void_count, 0) AS void_count, coalesce(v.void_cents, 0) AS void_cents,
         coalesce(o.discount_count, 0) AS discount_count, coalesce(o.discount_cents, 0) AS discount_cents,
         coalesce(o.online_orders, 0) AS online_orders, coalesce(o.online_total_cents, 0) AS online_total_cents
  FROM (${rawSums(restaurantId)}) o
  FULL OUTER JOIN (${rawVoids(restaurantId)}) v
    ON v.restaurant_id = o.restaurant_id AND v.day = o.day AND v.order_type = o.order_type`;

export interface RevenueDrift {
  restaurantId: string;
  day: string;
  orderType: OrderType;
  /** What the rollup says, and what the orders (and the audit trail's voids) add up to. */
  rollup: RevenueShare & Voids;
  raw: RevenueShare & Voids;
}

const share = (r: Record<string, unknown>, prefix: string): RevenueShare & Voids => ({
  orders: Number(r[`${prefix}orders`] ?? 0),
  subtotalCents: Number(r[`${prefix}subtotal_cents`] ?? 0),
  taxCents: Number(r[`${prefix}tax_cents`] ?? 0),
  deliveryChargeCents: Number(r[`${prefix}delivery_charge_cents`] ?? 0),
  totalCents: Number(r[`${prefix}total_cents`] ?? 0),
  voidCount: Number(r[`${prefix}void_count`] ?? 0),
  voidCents: Number(r[`${prefix}void_cents`] ?? 0),
  discountCount: Number(r[`${prefix}discount_count`] ?? 0),
  discountCents: Number(r[`${prefix}discount_cents`] ?? 0),
  onlineOrders: Number(r[`${prefix}online_orders`] ?? 0),
  onlineTotalCents: Number(r[`${prefix}online_total_cents`] ?? 0),
});

/** How many voids a day's orders had, and what they took off the revenue. */
export interface Voids {
  voidCount: number;
  voidCents: number;
}

/** Every day and type where the rollup and the raw sums differ (a row of zeros equals no row). */
export async function revenueDrift(tx: OrdersTransaction, restaurantId: string | null = null): Promise<RevenueDrift[]> {
  const cols = [
    'orders',
    'subtotal_cents',
    'tax_cents',
    'delivery_charge_cents',
    'total_cents',
    'void_count',
    'void_cents',
    'discount_count',
    'discount_cents',
    'online_orders',
    'online_total_cents',
  ];
  const differs = sql.raw(cols.map((c) => `coalesce(raw.${c}, 0) <> coalesce(r.${c}, 0)`).join(' OR '));
  const pick = (alias: string, prefix: string) => sql.raw(cols.map((c) => `${alias}.${c} AS ${prefix}${c}`).join(', '));
  const { rows } = await tx.execute<Record<string, unknown>>(sql`
    WITH raw AS (${rawRollup(restaurantId)})
    SELECT coalesce(raw.restaurant_id, r.restaurant_id) AS restaurant_id, coalesce(raw.day, r.day)::text AS day,
           coalesce(raw.order_type, r.order_type) AS order_type, ${pick('raw', 'raw_')}, ${pick('r', 'rollup_')}
    FROM raw
    FULL OUTER JOIN (
      SELECT * FROM revenue_days ${restaurantId ? sql`WHERE restaurant_id = ${restaurantId}` : sql``}
    ) r ON r.restaurant_id = raw.restaurant_id AND r.day = raw.day AND r.order_type = raw.order_type
    WHERE ${differs}
    ORDER BY 1, 2, 3`);
  return rows.map((r) => ({
    restaurantId: String(r.restaurant_id),
    day: String(r.day),
    orderType: r.order_type as OrderType,
    rollup: share(r, 'rollup_'),
    raw: share(r, 'raw_'),
  }));
}

/** A restaurant's rollup written again from its orders (orders written in bulk, outside saveOrder: the bench). */
export async function rebuildRevenue(tx: OrdersTransaction, restaurantId: string): Promise<void> {
  await tx.execute(sql`DELETE FROM revenue_days WHERE restaurant_id = ${restaurantId}`);
  await tx.execute(sql`
    INSERT INTO revenue_days (restaurant_id, day, order_type, orders, subtotal_cents, tax_cents,
                              delivery_charge_cents, total_cents, void_count, void_cents, discount_count,
                              discount_cents, online_orders, online_total_cents)
    ${rawRollup(restaurantId)}`);
}
