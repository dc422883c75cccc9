import type { DiscountRow, OrderDiscountRow, OrderLineRow } from '../db/schema';
import { sumsOf } from './order-discounts';

/** Discount rows to the shapes the subgraph answers (docs/product.md#discounts). */

/** A rule's value as the API says it: a percent (12.5), or cents. */
const ruleOf = (kind: DiscountRow['kind'], value: number | null) => ({
  percent: kind === 'percent' && value !== null ? value / 100 : null,
  amountCents: kind === 'amount' ? value : null,
});

export const toDiscount = (d: DiscountRow) => ({
  id: d.id,
  restaurantId: d.restaurantId,
  name: d.name,
  kind: d.kind,
  ...ruleOf(d.kind, d.value),
  typedAtCounter: d.value === null,
  appliesTo: d.appliesTo,
  active: d.active,
});

/**
 * The discounts an order shows, each with what it takes off now; one on a
 * voided line (or a line removed before the print) counts for nothing and
 * is not shown.
 */
export function discountsOn(o: { lines: readonly OrderLineRow[]; discounts?: readonly OrderDiscountRow[] }) {
  const given = o.discounts ?? [];
  if (!given.length) return [];
  const { taken } = sumsOf(o.lines, given);
  return given
    .filter((d) => taken.has(d.id))
    .map((d) => ({
      id: d.id,
      orderId: d.orderId,
      lineId: d.lineId,
      discountId: d.discountId,
      name: d.name,
      kind: d.kind,
      ...ruleOf(d.kind, d.value),
      takenCents: taken.get(d.id)!,
      capCents: d.capCents,
      reason: d.reason,
      givenBy: d.givenBy,
      approvedBy: d.approvedBy,
      createdAt: d.createdAt.toISOString(),
    }));
}
