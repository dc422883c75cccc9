/**
 * Discounts (docs/product.md#discounts, docs/decisions/0050-discounts.md) as
 * pure functions: what each discount of an order takes off, in integer
 * cents, from its rule and what it applies to. The orders service stores
 * what these answer; the terminal previews with the same code.
 */

/** By percent or by amount. */
export type DiscountKind = 'percent' | 'amount';

/**
 * A rule: a percent in hundredths of a percent (1000 is 10 %, 1250 is 12.5 %), or an amount in cents; and the
 * most it may take off (docs/decisions/0071-one-ledger.md: what it took when it was given and checked against
 * the restaurant's limit or approved), so a percent never grows past what someone agreed to. None: no cap.
 */
export interface DiscountRule {
  kind: DiscountKind;
  value: number;
  capCents?: number | null;
}

/** 100 %, in the hundredths a percent rule counts in. */
export const WHOLE_PERCENT = 10_000;

/**
 * What one rule takes off a base: a percent rounded half up to the cent
 * (10 % of $4.55 is 45.5 → 46 cents); an amount never more than the base;
 * nothing off nothing; never more than its cap.
 */
export function discountOn(baseCents: number, rule: DiscountRule): number {
  if (baseCents <= 0 || rule.value <= 0) return 0;
  const off =
    rule.kind === 'percent'
      ? Math.floor((baseCents * Math.min(rule.value, WHOLE_PERCENT) + 5_000) / 10_000)
      : rule.value;
  return Math.min(baseCents, off, rule.capCents ?? Infinity);
}

/** A line as the discounts read it. */
export interface DiscountedLine {
  id: string;
  /** unit × quantity */
  priceCents: number;
  voided: boolean;
}

/** A discount given on an order: on one line, or (lineId null) on the order. Removed ones are not passed. */
export interface GivenDiscount extends DiscountRule {
  id: string;
  lineId: string | null;
}

export interface OrderDiscounts {
  /** The live lines: how many, and what they add up to before any discount. */
  lineCount: number;
  itemsCents: number;
  /** What each discount takes off now, in the order they were given; one on a voided line is not here. */
  taken: { id: string; cents: number }[];
  /** Σ taken, and how many of them take something off: what revenue counts. */
  discountCents: number;
  discountCount: number;
  /** The items less the discounts: what tax is worked out on (with the delivery charge). */
  subtotalCents: number;
}

/**
 * An order's discounts worked out from its lines: first each line's own, on
 * what is left of that line; then the order's, in the order they were
 * given, each on what is left of the order (so a percent follows the lines
 * as they are added or voided). A discount on a voided line, or on a line
 * the order does not have, counts for nothing; nothing goes below zero.
 */
export function orderDiscounts(lines: readonly DiscountedLine[], discounts: readonly GivenDiscount[]): OrderDiscounts {
  const live = lines.filter((line) => !line.voided);
  const itemsCents = live.reduce((sum, line) => sum + line.priceCents, 0);
  const left = new Map(live.map((line) => [line.id, line.priceCents]));
  const cents = new Map<string, number>();
  for (const d of discounts) {
    if (d.lineId === null || !left.has(d.lineId)) continue;
    const off = discountOn(left.get(d.lineId)!, d);
    left.set(d.lineId, left.get(d.lineId)! - off);
    cents.set(d.id, off);
  }
  let orderLeft = [...left.values()].reduce((sum, c) => sum + c, 0);
  for (const d of discounts) {
    if (d.lineId !== null) continue;
    const off = discountOn(orderLeft, d);
    orderLeft -= off;
    cents.set(d.id, off);
  }
  const taken = discounts.filter((d) => cents.has(d.id)).map((d) => ({ id: d.id, cents: cents.get(d.id)! }));
  const discountCents = taken.reduce((sum, t) => sum + t.cents, 0);
  return {
    lineCount: live.length,
    itemsCents,
    taken,
    discountCents,
    discountCount: taken.filter((t) => t.cents > 0).length,
    subtotalCents: itemsCents - discountCents,
  };
}
