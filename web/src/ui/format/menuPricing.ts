import {
  isSoldOut,
  lineParts,
  MenuIndex,
  PricingProblem,
  soldOutIn,
  soldOutMessage,
  type LinePart,
  type MayRunOut,
} from '@zest/pricing';
import type {
  HalfToppingPricing,
  OrderLineInput,
  TerminalMenuQuery,
  ToppingLevel,
  ToppingPlacement,
} from '../../graphql/generated/graphql';

/**
 * What a screen (the terminal, the ordering page) shows before the server answers: 'Total Product Price' on a
 * product and the line it adds, at once (docs/product.md#terminal-feel), by the
 * rules of docs/product.md#line-prices (@zest/pricing, the server's own). The server prices the line again and
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

export type PricedPart = LinePart;

export { halfPrice, halfUp, levelPrice, toppingPrice, toppingText, unitPrice } from '@zest/pricing';
/** The receipt text the server writes for these parts: "; " before a sub-line, ", " before a nested one. */
export { lineText as partsText } from '@zest/pricing';

export function findProduct(menu: Menu, productId: string): MenuProduct | undefined {
  for (const category of menu.categories) {
    const product = category.products.find((candidate) => candidate.id === productId);
    if (product) return product;
  }
  return undefined;
}

/** The terminal's menu indexed as the rules read it, once per menu the query answers. */
const indexes = new WeakMap<Menu, MenuIndex>();
function indexOf(menu: Menu): MenuIndex {
  let index = indexes.get(menu);
  if (!index) {
    const products = menu.categories.flatMap((category) =>
      category.products.map((product) => ({ ...product, takesToppings: productTakesToppings(menu, product) })),
    );
    index = new MenuIndex({ products, toppings: menu.toppings, sides: menu.sides, specials: menu.specials });
    indexes.set(menu, index);
  }
  return index;
}

/**
 * The parts of a line as the server will print them, title first, each with
 * its price, by the server's own rules (@zest/pricing); null when the menu
 * cannot price it (the server answers why). A product whose size is not
 * chosen yet counts at its own price, so 'Total Product Price' counts its toppings already.
 */
export function choiceParts(menu: Menu, choice: LineChoice, halves: HalfToppingPricing): PricedPart[] | null {
  try {
    return lineParts(indexOf(menu), choice, halves, { sizeLater: true });
  } catch (problem) {
    if (problem instanceof PricingProblem) return null;
    throw problem;
  }
}

/** Whether the kitchen ran out of it now (docs/decisions/0061-sold-out.md): shown greyed, not offered. */
export const soldOut = (item: MayRunOut) => isSoldOut(item, Date.now());

/** What the server would say of a new line naming something that ran out ("Mushrooms is sold out."), else null. */
export function soldOutOf(menu: Menu, choice: LineChoice): string | null {
  const name = soldOutIn(indexOf(menu), choice, Date.now());
  return name ? soldOutMessage(name) : null;
}

/** A new line's quantity and note, the note trimmed and left out when empty: the terminal's input and the ordering page's body alike. */
export function quantityAndNote(quantity: number, notes: string): { quantity: number; notes?: string } {
  const note = notes.trim();
  return { quantity, ...(note ? { notes: note } : {}) };
}

/** The choice as the server's input (without the order, which the queue fills in). */
export function lineInput(choice: LineChoice, quantity: number, notes: string): Omit<OrderLineInput, 'orderId'> {
  const common = quantityAndNote(quantity, notes);
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
