/**
 * A topping's price and its words on the receipt (docs/product.md#line-prices,
 * docs/product.md#halves). Integer cents throughout.
 */

export const TOPPING_LEVELS = ['none', 'little', 'regular', 'extra'] as const;
export type ToppingLevel = (typeof TOPPING_LEVELS)[number];
export const PLACEMENTS = ['whole', 'left', 'right'] as const;
export type Placement = (typeof PLACEMENTS)[number];
/** How a restaurant prices a topping on one half (docs/decisions/0016-half-topping-pricing.md). */
export type HalfPricing = 'half' | 'full';

export interface ToppingChoice {
  toppingId: string;
  level: ToppingLevel;
  placement: Placement;
}

/** What the rules read of a topping: its base price, or its option set's price per level. */
export interface PricedTopping {
  id: string;
  name: string;
  /** Every portion's price when the topping has no option set. */
  basePriceCents: number;
  extras: { littlePriceCents: number; regularPriceCents: number; extraPriceCents: number } | null;
}

const LEVEL_WORD: Record<ToppingLevel, string> = { none: 'No', little: 'Little', regular: 'Regular', extra: 'Extra' };
const HALF_MARK: Record<Placement, string> = { whole: '', left: ' ½ L', right: ' ½ R' };
const STARTS_WITH_LEVEL = /^(no|little|regular|extra)\b/i;

/**
 * A topping on the receipt: "Extra Mushrooms ½ L". A topping whose own name
 * starts with a level word ("Extra Cheese") takes its level after the name,
 * so it never prints "Extra Extra Cheese": "Extra Cheese (extra) ½ L"; "No"
 * still reads right in front ("No Extra Cheese").
 */
export function toppingText(name: string, level: ToppingLevel, placement: Placement): string {
  const text = level !== 'none' && STARTS_WITH_LEVEL.test(name) ? `${name} (${level})` : `${LEVEL_WORD[level]} ${name}`;
  return `${text}${HALF_MARK[placement]}`;
}

/** Half of an amount in cents, rounded half up (75 → 38). */
export const halfUp = (cents: number) => Math.floor((cents + 1) / 2);

/** A topping's price at a level: its option set's price, or its base price at every level; "No" is free. */
export function levelPrice(topping: PricedTopping, level: ToppingLevel): number {
  if (level === 'none') return 0;
  if (!topping.extras) return topping.basePriceCents;
  return {
    little: topping.extras.littlePriceCents,
    regular: topping.extras.regularPriceCents,
    extra: topping.extras.extraPriceCents,
  }[level];
}

/** What a topping costs on one half: half, rounded half up, unless the restaurant says full. */
export const halfPrice = (cents: number, halves: HalfPricing) => (halves === 'half' ? halfUp(cents) : cents);

/** A topping at a level and placement. */
export function toppingPrice(
  topping: PricedTopping,
  choice: Pick<ToppingChoice, 'level' | 'placement'>,
  halves: HalfPricing,
): number {
  const price = levelPrice(topping, choice.level);
  return choice.placement === 'whole' ? price : halfPrice(price, halves);
}
