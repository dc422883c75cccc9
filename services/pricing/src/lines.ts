import type { MayRunOut } from './sold-out';
import { toppingPrice, toppingText, type HalfPricing, type PricedTopping, type ToppingChoice } from './toppings';

/**
 * Line prices as pure functions of a menu, the cashier's choice and the
 * restaurant's half-topping rule (docs/product.md#line-prices). The orders
 * service prices every line with them; the terminal shows the same figures
 * before the server answers.
 */

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

/** What the rules read of a menu: the menu events' copy and the terminal's menu both have it. */
export interface PricingMenu {
  products: readonly (MayRunOut & {
    id: string;
    name: string;
    /** 0 when the product has sizes. */
    priceCents: number;
    sizes: readonly (MayRunOut & { id: string; sizeName: string; priceCents: number })[];
    /** false: the product (or its category) takes no toppings. Absent: it takes them. */
    takesToppings?: boolean | null;
  })[];
  toppings: readonly (PricedTopping & MayRunOut)[];
  sides: readonly (MayRunOut & { id: string; name: string; basePriceCents: number })[];
  specials: readonly (MayRunOut & {
    id: string;
    name: string;
    priceCents: number;
    items: readonly { id: string; productName: string; quantity: number; takesToppings?: boolean | null }[];
  })[];
}

export const NOT_ON_MENU = 'This item is no longer on the menu.';
export const CHOOSE_SIZE = 'Choose a size.';
/** docs/product.md#adding-items: a drink or a side-like item (its product or category says so) takes none. */
export const takesNoToppings = (name: string) => `${name} takes no toppings.`;

/** Why a choice cannot be priced; the server answers it (409 or 400), the terminal shows no price. */
export class PricingProblem extends Error {
  constructor(
    readonly reason: 'not-on-menu' | 'choose-size' | 'takes-no-toppings',
    message: string,
  ) {
    super(message);
    this.name = 'PricingProblem';
  }
}

/** Lookups by id over one menu, built once per menu. */
export class MenuIndex<M extends PricingMenu = PricingMenu> {
  readonly products: Map<string, M['products'][number]>;
  readonly toppings: Map<string, M['toppings'][number]>;
  readonly sides: Map<string, M['sides'][number]>;
  readonly specials: Map<string, M['specials'][number]>;

  constructor(menu: M) {
    this.products = new Map(menu.products.map((p) => [p.id, p]));
    this.toppings = new Map(menu.toppings.map((t) => [t.id, t]));
    this.sides = new Map(menu.sides.map((s) => [s.id, s]));
    this.specials = new Map(menu.specials.map((s) => [s.id, s]));
  }
}

const found = <T>(value: T | undefined): T => {
  if (value === undefined) throw new PricingProblem('not-on-menu', NOT_ON_MENU);
  return value;
};
const noToppings = (name: string) => new PricingProblem('takes-no-toppings', takesNoToppings(name));

/** "2 × Large Pepperoni" for a special's item of quantity 2; the name alone for 1. */
export const withQuantity = (name: string, quantity: number) => (quantity > 1 ? `${quantity} × ${name}` : name);

function toppingPart(menu: MenuIndex, choice: ToppingChoice, halves: HalfPricing, depth: number): LinePart {
  const topping = found(menu.toppings.get(choice.toppingId));
  return {
    text: toppingText(topping.name, choice.level, choice.placement),
    depth,
    priceCents: toppingPrice(topping, choice, halves),
  };
}

function sidePart(menu: MenuIndex, sideId: string, depth: number): LinePart {
  const side = found(menu.sides.get(sideId));
  return { text: `Side: ${side.name}`, depth, priceCents: side.basePriceCents };
}

/** The title and price of a product, or of its chosen size ("Large 18\" Pepperoni"). */
function productTitle(menu: MenuIndex, productId: string, sizeId: string | null, sizeLater: boolean): LinePart {
  const product = found(menu.products.get(productId));
  if (product.sizes.length === 0) {
    if (sizeId) throw new PricingProblem('not-on-menu', NOT_ON_MENU);
    return { text: product.name, depth: 0, priceCents: product.priceCents };
  }
  if (!sizeId) {
    if (sizeLater) return { text: product.name, depth: 0, priceCents: product.priceCents };
    throw new PricingProblem('choose-size', CHOOSE_SIZE);
  }
  const size = found(product.sizes.find((s) => s.id === sizeId));
  return { text: `${size.sizeName} ${product.name}`, depth: 0, priceCents: size.priceCents };
}

/**
 * The parts of a line, title first, each with its own price; a PricingProblem
 * when the menu cannot price it. `sizeLater`: a choice still being made (the
 * terminal's 'Total Product Price') prices a product whose size is not chosen
 * yet at its own price (0), so its toppings and sides already count.
 */
export function lineParts(
  menu: MenuIndex,
  selection: LineSelection,
  halves: HalfPricing,
  { sizeLater = false }: { sizeLater?: boolean } = {},
): LinePart[] {
  switch (selection.kind) {
    case 'product': {
      const title = productTitle(menu, selection.productId, selection.sizeId, sizeLater);
      const product = menu.products.get(selection.productId)!;
      if (product.takesToppings === false && selection.toppings.length) throw noToppings(product.name);
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
        if (item.takesToppings === false && choice.toppings.length) throw noToppings(item.productName);
      }
      const parts: LinePart[] = [{ text: special.name, depth: 0, priceCents: special.priceCents }];
      for (const item of special.items) {
        parts.push({ text: withQuantity(item.productName, item.quantity), depth: 1, priceCents: 0 });
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
export function lineText(parts: readonly { text: string; depth: number }[]): string {
  let text = '';
  for (const p of parts) text += p.depth === 0 ? p.text : `${p.depth === 1 ? '; ' : ', '}${p.text}`;
  return text;
}

/** One of a line: the sum of its parts. */
export const unitPrice = (parts: readonly LinePart[]) => parts.reduce((sum, p) => sum + p.priceCents, 0);

/** A line priced from a menu: unit price = the sum of its parts; the line = unit × quantity. */
export function priceLine(
  menu: MenuIndex,
  selection: LineSelection,
  quantity: number,
  halves: HalfPricing,
): PricedLine {
  const parts = lineParts(menu, selection, halves);
  const unitPriceCents = unitPrice(parts);
  return {
    kind: selection.kind,
    productName: lineText(parts),
    parts,
    unitPriceCents,
    priceCents: unitPriceCents * quantity,
  };
}
