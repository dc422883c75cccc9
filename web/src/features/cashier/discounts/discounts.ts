import { orderDiscounts } from '@zest/pricing';
import type { ReceiptDiscountFragment, TerminalDiscountsQuery } from '../../../graphql/generated/graphql';
import { formatDollars, formatPercent } from '../../../ui/format/money';

/**
 * Discounts at the terminal (docs/product.md#discounts), as pure functions:
 * what the receipt says of one, which of the list the dialog offers, and
 * what one would take off, by the server's own rules (@zest/pricing).
 */

export type ListedDiscount = TerminalDiscountsQuery['discounts'][number];
export type ReceiptDiscount = ReceiptDiscountFragment;

export const DISCOUNT_OFFLINE = 'Offline: a discount needs the network.';
export const DISCOUNT_REASON_MAX = 200;
export const NO_DISCOUNTS =
  'No discounts yet. The owner or a manager adds them on the restaurant hub, under Discounts.';

/** What a discount is: "10%", "$5.00", or "typed at the counter". */
export function ruleText(d: { percent?: number | null; amountCents?: number | null; typedAtCounter?: boolean }) {
  if (d.percent !== null && d.percent !== undefined) return formatPercent(d.percent);
  if (d.amountCents !== null && d.amountCents !== undefined) return formatDollars(d.amountCents);
  return 'typed at the counter';
}

/** How a discount reads on the receipt: "Staff meal 10%", "Coupon". */
export function discountLabel(d: Pick<ReceiptDiscount, 'name' | 'kind' | 'percent'>): string {
  return d.kind === 'percent' && d.percent ? `${d.name} ${formatPercent(d.percent)}` : d.name;
}

/** What it takes off, as the receipt writes it: "−$2.00". */
export const takenText = (cents: number) => `−${formatDollars(cents)}`;

/** The discounts of the list the dialog offers for an item or for the order: active, for that target. */
export function offeredFor(list: readonly ListedDiscount[], target: 'line' | 'order'): ListedDiscount[] {
  return list.filter((d) => d.active && (d.appliesTo === 'either' || d.appliesTo === target));
}

export interface DiscountTarget {
  lines: readonly { id: string; priceCents: number; voided: boolean }[];
  discounts: readonly (Pick<ReceiptDiscount, 'id' | 'lineId' | 'kind' | 'percent' | 'amountCents'> & {
    capCents?: number | null;
  })[];
}

const valueOf = (d: { kind: string; percent?: number | null; amountCents?: number | null }) =>
  d.kind === 'percent' ? Math.round((d.percent ?? 0) * 100) : (d.amountCents ?? 0);

/** The order's discounts worked out again (an offline figure, a preview): the server's rules. */
export function discountsOf(order: DiscountTarget) {
  return orderDiscounts(
    order.lines,
    order.discounts.map((d) => ({
      id: d.id,
      lineId: d.lineId ?? null,
      kind: d.kind,
      value: valueOf(d),
      // What it took when given is the most it takes: the preview follows the server's cap.
      capCents: d.capCents ?? null,
    })),
  );
}

/**
 * What a discount of the list would take off this line (or the order, lineId null) now, in cents; null
 * for one typed at the counter until something is typed.
 */
export function previewTaken(
  order: DiscountTarget,
  d: Pick<ListedDiscount, 'kind' | 'percent' | 'amountCents'>,
  lineId: string | null,
): number | null {
  const value = d.kind === 'percent' ? d.percent : d.amountCents;
  if (value === null || value === undefined) return null;
  const candidate = { id: 'preview', lineId, kind: d.kind, percent: d.percent, amountCents: d.amountCents };
  const worked = discountsOf({ ...order, discounts: [...order.discounts, candidate] });
  return worked.taken.find((t) => t.id === 'preview')?.cents ?? 0;
}

/** The percent or the amount typed for a manager's choice, as the server takes it; null with a reason when unfit. */
export function typedValue(
  kind: ListedDiscount['kind'],
  typed: string,
): { percent?: number; amountCents?: number } | string {
  const text = typed.trim().replace(/^\$/, '').replace(/%$/, '').trim();
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(text)) {
    return kind === 'percent' ? 'Type the percent, like 15 or 12.5.' : 'Type the amount in dollars, like 4.50.';
  }
  const value = Number(text);
  if (kind === 'percent') return value > 0 && value <= 100 ? { percent: value } : 'A percent is from 0.01 to 100.';
  const cents = Math.round(value * 100);
  return cents > 0 && cents <= 999_999 ? { amountCents: cents } : 'An amount is from $0.01 to $9,999.99.';
}
