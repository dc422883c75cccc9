import { orderDiscounts as discountsOf, type DiscountedLine, type GivenDiscount } from '@zest/pricing';
import { sql } from 'drizzle-orm';
import type { OrdersTransaction } from '../db/client';
import type { OrderDiscountRow, OrderLineRow } from '../db/schema';

/**
 * An order's discounts as the price rules read them (@zest/pricing
 * orderDiscounts): what each takes off, what they take off together, and
 * the subtotal left, from the order's lines and the discounts given on it.
 */

/** A line row, or a line read as JSON with whether it was voided. */
type LineFacts = Pick<OrderLineRow, 'id' | 'priceCents'> & { voidedAt?: Date | null; voided?: boolean };
type DiscountFacts = Pick<OrderDiscountRow, 'id' | 'lineId' | 'kind' | 'value'> & {
  capCents?: number | null;
  removedAt?: Date | null;
};

export interface OrderSums {
  lineCount: number;
  subtotalCents: number;
  discountCents: number;
  discountCount: number;
  /** What each discount that counts takes off, by its id. */
  taken: Map<string, number>;
}

/** The sums of an order from its lines and discounts (removed ones left out), in the order they were given. */
export function sumsOf(lines: readonly LineFacts[], discounts: readonly DiscountFacts[]): OrderSums {
  const d = discountsOf(
    lines.map((l): DiscountedLine => ({ id: l.id, priceCents: l.priceCents, voided: l.voided ?? !!l.voidedAt })),
    discounts
      .filter((x) => !x.removedAt)
      .map((x): GivenDiscount => ({ id: x.id, lineId: x.lineId, kind: x.kind, value: x.value, capCents: x.capCents })),
  );
  return {
    lineCount: d.lineCount,
    subtotalCents: d.subtotalCents,
    discountCents: d.discountCents,
    discountCount: d.discountCount,
    taken: new Map(d.taken.map((t) => [t.id, t.cents])),
  };
}

/**
 * The sums of a locked order read from its rows, in one statement: its
 * lines (voided ones marked) and its discounts still standing, oldest first.
 */
export async function orderSums(
  tx: OrdersTransaction,
  order: { id: string; restaurantId: string },
): Promise<OrderSums> {
  const { rows } = await tx.execute<{ lines: LineFacts[]; discounts: DiscountFacts[] }>(sql`
    SELECT
      (SELECT coalesce(json_agg(json_build_object('id', l.id, 'priceCents', l.price_cents, 'voided', l.voided_at IS NOT NULL)), '[]'::json)
        FROM order_lines l WHERE l.restaurant_id = ${order.restaurantId} AND l.order_id = ${order.id}) AS lines,
      (SELECT coalesce(json_agg(json_build_object('id', d.id, 'lineId', d.line_id, 'kind', d.kind, 'value', d.value,
          'capCents', d.cap_cents)
          ORDER BY d.created_at, d.id), '[]'::json)
        FROM order_discounts d
        WHERE d.restaurant_id = ${order.restaurantId} AND d.order_id = ${order.id} AND d.removed_at IS NULL) AS discounts`);
  return sumsOf(rows[0]!.lines, rows[0]!.discounts);
}

/**
 * How many lines the order has and what they add up to less its discounts,
 * voided lines left out (saveOrder and recompute, order-store.ts).
 */
export async function sumLines(
  tx: OrdersTransaction,
  order: { id: string; restaurantId: string },
): Promise<Omit<OrderSums, 'taken'>> {
  const { lineCount, subtotalCents, discountCents, discountCount } = await orderSums(tx, order);
  return { lineCount, subtotalCents, discountCents, discountCount };
}
