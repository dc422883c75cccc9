/**
 * Tax on an amount at a percentage with at most 3 decimals, rounded half up
 * to the cent, in integers: 2350 at 8.875 % is 2350 × 8875 / 100000 =
 * 208.5625 → 209.
 */
export function taxOn(amountCents: number, taxPercentage: number): number {
  const thousandths = Math.round(taxPercentage * 1000);
  return Math.floor((amountCents * thousandths + 50_000) / 100_000);
}

export interface Totals {
  subtotalCents: number;
  deliveryChargeCents: number;
  taxCents: number;
  totalCents: number;
}

/** Subtotal, the delivery charge on delivery orders only, tax on both, grand total (docs/product.md#totals-and-tax). */
export function orderTotals(o: {
  subtotalCents: number;
  orderType: 'delivery' | 'pickup' | 'togo';
  deliveryRateCents: number;
  taxPercentage: number;
}): Totals {
  const deliveryChargeCents = o.orderType === 'delivery' ? o.deliveryRateCents : 0;
  const taxCents = taxOn(o.subtotalCents + deliveryChargeCents, o.taxPercentage);
  return {
    subtotalCents: o.subtotalCents,
    deliveryChargeCents,
    taxCents,
    totalCents: o.subtotalCents + deliveryChargeCents + taxCents,
  };
}
