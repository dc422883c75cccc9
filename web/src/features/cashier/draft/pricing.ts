import type {
  HalfToppingPricing,
  OrderLineInput,
  TerminalMenuQuery,
  ToppingLevel,
  ToppingPlacement,
} from '../../../graphql/generated/graphql';
import { withQuantity } from '../receipt/receipt';

/**
 * What the screen shows before the server answers: 'Total Product Price' on a
 * product and the line it adds, at once (docs/product.md#terminal-feel), by the
 * rules of docs/product.md#line-prices. The server prices the line again and
 * works out every total; its figures replace these the moment it answers, and
 * only they are printed.
 */

export type Menu = TerminalMenuQuery['menu'];
export type MenuProduct = Menu['categories'][number]['products'][number];
export type MenuSpecial = Menu['specials'][number];
export type MenuTopping = Menu['toppings'][number];
export type MenuSide = Menu['sides'][number];

export interface ToppingPick {
  toppingId: string;
  level: ToppingLevel;
  placement: ToppingPlacement;
}

export interface ItemPick {
  itemId: string;
  toppings: ToppingPick[];
  sides: string[];
}

/** What the cashier chose, by menu ids: the server's OrderLineInput without the order. */
export type LineChoice =
  | { kind: 'product'; productId: string; sizeId: string | null; toppings: ToppingPick[]; sides: string[] }
  | { kind: 'special'; specialId: string; items: ItemPick[] }
  | { kind: 'side'; sideId: string };

/** A product as it comes, one tap at the terminal: nothing added. */
export const plainProduct = (productId: string, sizeId: string | null): LineChoice => ({
  kind: 'product',
  productId,
  sizeId,
  toppings: [],
  sides: [],
});

export interface PricedPart {
  text: string;
  depth: number;
  priceCents: number;
}

const LEVEL_WORD: Record<ToppingLevel, string> = { none: 'No', little: 'Little', regular: 'Regular', extra: 'Extra' };
const HALF_MARK: Record<ToppingPlacement, string> = { whole: '', left: ' ½ L', right: ' ½ R' };
/**
 * A topping as the server prints it (services/orders/src/orders/pricing.ts
 * toppingText): "Extra Mushrooms ½ L", but "Extra Cheese (extra) ½ L" for a
 * topping whose name starts with a level word; "No Extra Cheese" as it is.
 */
export function toppingText(name: string, level: ToppingLevel, placement: ToppingPlacement): string {
  const levelFirst = level === 'none' || !/^(no|little|regular|extra)\b/i.test(name);
  return (levelFirst ? `${LEVEL_WORD[level]} ${name}` : `${name} (${level})`) + HALF_MARK[placement];
}

/** Half of an amount in cents, rounded half up (75 → 38). */
export const halfUp = (cents: number) => Math.floor((cents + 1) / 2);

/** A topping's price at a level: its option set's price, or its base price at every level; "No" is free. */
export function levelPrice(topping: MenuTopping, level: ToppingLevel): number {
  if (level === 'none') return 0;
  if (!topping.extras) return topping.basePriceCents;
  return {
    little: topping.extras.littlePriceCents,
    regular: topping.extras.regularPriceCents,
    extra: topping.extras.extraPriceCents,
  }[level];
}

/** What a topping costs on one half (docs/product.md#halves): half, rounded half up, unless the restaurant says full. */
export function halfPrice(cents: number, halves: HalfToppingPricing): number {
  return halves === 'half' ? halfUp(cents) : cents;
}

export function toppingPrice(topping: MenuTopping, pick: ToppingPick, halves: HalfToppingPricing): number {
  const price = levelPrice(topping, pick.level);
  return pick.placement === 'whole' ? price : halfPrice(price, halves);
}

function toppingPart(menu: Menu, pick: ToppingPick, halves: HalfToppingPricing, depth: number): PricedPart | null {
  const topping = menu.toppings.find((candidate) => candidate.id === pick.toppingId);
  if (!topping) return null;
  return {
    text: toppingText(topping.name, pick.level, pick.placement),
    depth,
    priceCents: toppingPrice(topping, pick, halves),
  };
}

function sidePart(menu: Menu, sideId: string, depth: number): PricedPart | null {
  const side = menu.sides.find((candidate) => candidate.id === sideId);
  return side ? { text: `Side: ${side.name}`, depth, priceCents: side.basePriceCents } : null;
}

export function findProduct(menu: Menu, productId: string): MenuProduct | undefined {
  for (const category of menu.categories) {
    const product = category.products.find((candidate) => candidate.id === productId);
    if (product) return product;
  }
  return undefined;
}

const present = <T>(value: T | null): value is T => value !== null;

/** The parts of a line as the server will print them, title first, each with its price; null when the menu lacks it. */
export function choiceParts(menu: Menu, choice: LineChoice, halves: HalfToppingPricing): PricedPart[] | null {
  switch (choice.kind) {
    case 'product': {
      const product = findProduct(menu, choice.productId);
      if (!product) return null;
      const size = product.sizes.find((candidate) => candidate.id === choice.sizeId);
      const title = size
        ? { text: `${size.sizeName} ${product.name}`, depth: 0, priceCents: size.priceCents }
        : { text: product.name, depth: 0, priceCents: product.priceCents };
      return [
        title,
        ...choice.toppings.map((pick) => toppingPart(menu, pick, halves, 1)).filter(present),
        ...choice.sides.map((sideId) => sidePart(menu, sideId, 1)).filter(present),
      ];
    }
    case 'side': {
      const side = menu.sides.find((candidate) => candidate.id === choice.sideId);
      return side ? [{ text: side.name, depth: 0, priceCents: side.basePriceCents }] : null;
    }
    case 'special': {
      const special = menu.specials.find((candidate) => candidate.id === choice.specialId);
      if (!special) return null;
      const parts: PricedPart[] = [{ text: special.name, depth: 0, priceCents: special.priceCents }];
      for (const item of special.items) {
        const pick = choice.items.find((candidate) => candidate.itemId === item.id);
        const added = pick
          ? [
              ...pick.toppings.map((topping) => toppingPart(menu, topping, halves, 2)),
              ...pick.sides.map((sideId) => sidePart(menu, sideId, 2)),
            ].filter(present)
          : [];
        // What is added to an item of a special is charged for each of its quantity.
        parts.push(
          { text: withQuantity(item.productName, item.quantity), depth: 1, priceCents: 0 },
          ...added.map((part) => ({ ...part, priceCents: part.priceCents * item.quantity })),
        );
      }
      return parts;
    }
  }
}

export const unitPrice = (parts: readonly PricedPart[]) => parts.reduce((sum, part) => sum + part.priceCents, 0);

/** The receipt text the server writes for these parts: "; " before a sub-line, ", " before a nested one. */
export function partsText(parts: readonly { text: string; depth: number }[]): string {
  return parts
    .map((part, index) =>
      index === 0 || part.depth === 0 ? part.text : `${part.depth === 1 ? '; ' : ', '}${part.text}`,
    )
    .join('');
}

/** The choice as the server's input (without the order, which the queue fills in). */
export function lineInput(choice: LineChoice, quantity: number, notes: string): Omit<OrderLineInput, 'orderId'> {
  const note = notes.trim();
  const common = { quantity, ...(note ? { notes: note } : {}) };
  switch (choice.kind) {
    case 'product':
      return {
        ...common,
        productId: choice.productId,
        ...(choice.sizeId ? { sizeId: choice.sizeId } : {}),
        toppings: choice.toppings,
        sides: choice.sides,
      };
    case 'special':
      return { ...common, specialId: choice.specialId, items: choice.items };
    case 'side':
      return { ...common, sideId: choice.sideId };
  }
}

/** Pizzas get the half picker (docs/product.md#halves); the server takes halves on any item. */
export function takesHalves(...names: readonly (string | null | undefined)[]): boolean {
  return names.some((name) => !!name && /\bpizzas?\b|\bpies?\b/i.test(name));
}

/**
 * The product a special's item names ("Large 18\" Pepperoni", or a product
 * name), so its category can say whether it takes halves.
 */
export function productOfItem(menu: Menu, itemName: string): { product: MenuProduct; category: string } | null {
  for (const category of menu.categories) {
    for (const product of category.products) {
      if (product.name === itemName || product.sizes.some((size) => `${size.sizeName} ${product.name}` === itemName)) {
        return { product, category: category.name };
      }
    }
  }
  return null;
}

/** docs/product.md#categories: a product takes toppings only when it and its category both do. */
export function productTakesToppings(menu: Menu, product: MenuProduct): boolean {
  const category = menu.categories.find((candidate) => candidate.id === product.categoryId);
  return product.takesToppings && (category?.takesToppings ?? true);
}

/**
 * Whether a special's item takes toppings, as the server decides it: as the
 * product it names does; one naming a side takes none; one naming nothing on
 * the menu now takes them.
 */
export function itemTakesToppings(menu: Menu, itemName: string): boolean {
  const named = productOfItem(menu, itemName);
  if (named) return productTakesToppings(menu, named.product);
  return !menu.sides.some((side) => side.name === itemName);
}

/** Local search: every word typed appears in the name, in any case. */
export function matchesSearch(name: string, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = name.toLowerCase();
  return words.every((word) => haystack.includes(word));
}
