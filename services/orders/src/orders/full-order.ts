import { rowOf } from '@zest/kit';
import { and, asc, isNull, sql, type SQL } from 'drizzle-orm';
import type { OrdersTransaction } from '../db/client';
import { customers, orderDiscounts, orderLines, orderPrints, orders, orderTrips } from '../db/schema';
import type { FullOrderRow } from './views';

/**
 * One order with its lines (in the order they were added), its prints, its
 * discounts still standing (in the order they were given), its
 * customer and its trip, as one statement: the order row and each of the
 * others as JSON beside it. Deleted orders never. What fullOrderQuery (a
 * read) and LOCK_FULL_ORDER (hot-statements.ts: the order locked for a new
 * line) select.
 */
export const FULL_ORDER_COLUMNS = `to_json(o) AS "order",
  (SELECT coalesce(json_agg(l ORDER BY l.created_at, l.id), '[]'::json) FROM order_lines l
    WHERE l.restaurant_id = o.restaurant_id AND l.order_id = o.id) AS lines,
  (SELECT coalesce(json_agg(p ORDER BY p.number), '[]'::json) FROM order_prints p
    WHERE p.restaurant_id = o.restaurant_id AND p.order_id = o.id) AS prints,
  (SELECT coalesce(json_agg(d ORDER BY d.created_at, d.id), '[]'::json) FROM order_discounts d
    WHERE d.restaurant_id = o.restaurant_id AND d.order_id = o.id AND d.removed_at IS NULL) AS discounts,
  (SELECT to_json(c) FROM customers c WHERE c.restaurant_id = o.restaurant_id AND c.id = o.customer_id) AS customer,
  (SELECT to_json(t) FROM order_trips t WHERE t.restaurant_id = o.restaurant_id AND t.order_id = o.id) AS trip`;

export function fullOrderQuery(restaurantIds: readonly string[], orderId: string): SQL {
  const ids = sql.join(
    restaurantIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`SELECT ${sql.raw(FULL_ORDER_COLUMNS)} FROM ${orders} o
    WHERE o.restaurant_id IN (${ids}) AND o.id = ${orderId} AND o.deleted_at IS NULL`;
}

export interface FullOrderJson {
  order: Record<string, unknown>;
  lines: Record<string, unknown>[];
  prints: Record<string, unknown>[];
  discounts: Record<string, unknown>[];
  customer: Record<string, unknown> | null;
  trip: Record<string, unknown> | null;
}

/** The row fullOrderQuery answered, as drizzle's rows. */
export const fullOrderOf = (raw: FullOrderJson): FullOrderRow => ({
  ...rowOf(orders, raw.order),
  lines: raw.lines.map((l) => rowOf(orderLines, l)),
  prints: raw.prints.map((p) => rowOf(orderPrints, p)),
  discounts: raw.discounts.map((d) => rowOf(orderDiscounts, d)),
  customer: raw.customer && rowOf(customers, raw.customer),
  trip: raw.trip && rowOf(orderTrips, raw.trip),
});

/** Orders matching a condition (deleted ones never), highest number first, with their lines, prints and customer. */
export async function readOrders(
  tx: OrdersTransaction,
  where: ReturnType<typeof and>,
  limit: number,
): Promise<FullOrderRow[]> {
  const rows = await tx.query.orders.findMany({
    where: and(where, isNull(orders.deletedAt)),
    orderBy: (o, { desc }) => [desc(o.orderNumber)],
    limit,
    with: {
      lines: { orderBy: (l) => [asc(l.createdAt), asc(l.id)] },
      prints: { orderBy: (p) => [asc(p.number)] },
      discounts: { where: (d) => isNull(d.removedAt), orderBy: (d) => [asc(d.createdAt), asc(d.id)] },
      customer: true,
      trip: true,
    },
  });
  return rows as FullOrderRow[];
}
