import { badInput, DomainError, type PricedMenu } from '@zest/kit';

/**
 * Line prices and order totals, as pure functions of the menu copy, the
 * choice and the order's own rates (docs/product.md#line-prices,
 * docs/product.md#totals-and-tax). Integer cents throughout.
 */

export const TOPPING_LEVELS = ['none', 'little', 'regular', 'extra'] as const;
export type ToppingLevel = (typeof TOPPING_LEVELS)[number];
export const PLACEMENTS = ['whole', 'left', 'right'] as const;
export type Placement = (typeof PLACEMENTS)[number];
export type HalfPricing = 'half' | 'full';

export interface ToppingChoice {
  toppingId: string;
  level: ToppingLevel;
  placement: Placement;
}

export interface SpecialItemChoice {
  itemId: string;
  toppings: ToppingChoice[];
  sides: string[];
}

/** What the cashier chose, by menu ids: stored on the line so it can be added again. */
export type LineSelection =
  | { kind: 'product'; productId: string; sizeId: string | null; toppings: ToppingChoice[]; sides: string[] }
  | { kind: 'special'; specialId: string; items: SpecialItemChoice[] }
  | { kind: 'side'; sideId: string };

/** One printed line of an order line: the title (depth 0), its modifiers (1), a special item's modifiers (2). */
export interface LinePart {
  text: string;
  depth: number;
  priceCents: number;
}

export interface PricedLine {
  kind: LineSelection['kind'];
  /** The receipt text: title, then "; " before each sub-line and ", " before each nested one. */
  productName: string;
  parts: LinePart[];
  unitPriceCents: number;
  priceCents: number;
}

export const NOT_ON_MENU = 'This item is no longer on the menu.';
export const CHOOSE_SIZE = 'Choose a size.';
/** docs/product.md#adding-items: a drink or a side-like item (its product or category says so) takes none. */
export const takesNoToppings = (name: string) => `${name} takes no toppings.`;

/** 409 with a reason the terminal acts on: reload the menu, the line named something it no longer has. */
export const notOnMenu = () => new DomainError('CONFLICT', NOT_ON_MENU, { reason: 'MENU_CHANGED' });

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

/** Lookups by id over one version of a restaurant's menu, built once per version. */
export class MenuIndex {
  readonly products: Map<string, PricedMenu['products'][number]>;
  readonly toppings: Map<string, PricedMenu['toppings'][number]>;
  readonly sides: Map<string, PricedMenu['sides'][number]>;
  readonly specials: Map<string, PricedMenu['specials'][number]>;

  constructor(
    menu: PricedMenu,
    readonly version: number,
  ) {
    this.products = new Map(menu.products.map((p) => [p.id, p]));
    this.toppings = new Map(menu.toppings.map((t) => [t.id, t]));
    this.sides = new Map(menu.sides.map((s) => [s.id, s]));
    this.specials = new Map(menu.specials.map((s) => [s.id, s]));
  }
}

const found = <T>(value: T | undefined): T => {
  if (value === undefined) throw notOnMenu();
  return value;
};

/** A topping at a level and placement: the level's price from its option set, or its base price at any level. */
export function toppingPart(menu: MenuIndex, choice: ToppingChoice, halves: HalfPricing, depth: number): LinePart {
  const topping = found(menu.toppings.get(choice.toppingId));
  const levelPrice =
    choice.level === 'none'
      ? 0
      : topping.extras
        ? {
            little: topping.extras.littlePriceCents,
            regular: topping.extras.regularPriceCents,
            extra: topping.extras.extraPriceCents,
          }[choice.level]
        : topping.basePriceCents;
  const onHalf = choice.placement !== 'whole';
  return {
    text: toppingText(topping.name, choice.level, choice.placement),
    depth,
    priceCents: onHalf && halves === 'half' ? halfUp(levelPrice) : levelPrice,
  };
}

export function sidePart(menu: MenuIndex, sideId: string, depth: number): LinePart {
  const side = found(menu.sides.get(sideId));
  return { text: `Side: ${side.name}`, depth, priceCents: side.basePriceCents };
}

/** The title and price of a product, or of its chosen size ("Large 18\" Pepperoni"). */
function productTitle(menu: MenuIndex, productId: string, sizeId: string | null): LinePart {
  const product = found(menu.products.get(productId));
  if (product.sizes.length === 0) {
    if (sizeId) throw notOnMenu();
    return { text: product.name, depth: 0, priceCents: product.priceCents };
  }
  if (!sizeId) throw badInput(CHOOSE_SIZE);
  const size = found(product.sizes.find((s) => s.id === sizeId));
  return { text: `${size.sizeName} ${product.name}`, depth: 0, priceCents: size.priceCents };
}

/** The parts of a line, title first, each with its own price. */
export function lineParts(menu: MenuIndex, selection: LineSelection, halves: HalfPricing): LinePart[] {
  switch (selection.kind) {
    case 'product': {
      const title = productTitle(menu, selection.productId, selection.sizeId);
      const product = menu.products.get(selection.productId)!;
      if (product.takesToppings === false && selection.toppings.length) throw badInput(takesNoToppings(product.name));
      return [
        title,
        ...selection.toppings.map((t) => toppingPart(menu, t, halves, 1)),
        ...selection.sides.map((s) => sidePart(menu, s, 1)),
      ];
    }
    case 'side': {
      const side = found(menu.sides.get(selection.sideId));
      return [{ text: side.name, depth: 0, priceCents: side.basePriceCents }];
    }
    case 'special': {
      const special = found(menu.specials.get(selection.specialId));
      const chosen = new Map(selection.items.map((i) => [i.itemId, i]));
      for (const choice of chosen.values()) {
        const item = found(special.items.find((i) => i.id === choice.itemId));
        if (item.takesToppings === false && choice.toppings.length) throw badInput(takesNoToppings(item.productName));
      }
      const parts: LinePart[] = [{ text: special.name, depth: 0, priceCents: special.priceCents }];
      for (const item of special.items) {
        parts.push({
          text: item.quantity > 1 ? `${item.quantity} × ${item.productName}` : item.productName,
          depth: 1,
          priceCents: 0,
        });
        const choice = chosen.get(item.id);
        if (!choice) continue;
        // What is added to an item of a special is charged for each of its quantity.
        const each = [
          ...choice.toppings.map((t) => toppingPart(menu, t, halves, 2)),
          ...choice.sides.map((s) => sidePart(menu, s, 2)),
        ];
        parts.push(...each.map((p) => ({ ...p, priceCents: p.priceCents * item.quantity })));
      }
      return parts;
    }
  }
}

/** The receipt text of a line: sub-lines after "; ", a sub-line's own modifiers after ", " (docs/product.md#receipt). */
export function lineText(parts: readonly LinePart[]): string {
  let text = '';
  for (const p of parts) text += p.depth === 0 ? p.text : `${p.depth === 1 ? '; ' : ', '}${p.text}`;
  return text;
}

/** A line priced from the menu copy: unit price = the sum of its parts; the line = unit × quantity. */
export function priceLine(
  menu: MenuIndex,
  selection: LineSelection,
  quantity: number,
  halves: HalfPricing,
): PricedLine {
  const parts = lineParts(menu, selection, halves);
  const unitPriceCents = parts.reduce((sum, p) => sum + p.priceCents, 0);
  return {
    kind: selection.kind,
    productName: lineText(parts),
    parts,
    unitPriceCents,
    priceCents: unitPriceCents * quantity,
  };
}

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
