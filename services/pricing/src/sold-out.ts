import type { LineSelection, MenuIndex } from './lines';
import type { ToppingChoice } from './toppings';

/**
 * Sold out ("86", docs/decisions/0061-sold-out.md): a product, a size, a topping, a side or a special
 * the kitchen has run out of. The same rule on the terminal (greyed, not offered) and on the server
 * (a new line naming it is refused); a mark past its end is no mark.
 */

/** A mark on a menu item: until when (ISO), or null (or absent) for until someone marks it available again. */
export interface SoldOut {
  until?: string | null;
}

/** Anything of the menu that can run out. */
export interface MayRunOut {
  soldOut?: SoldOut | null;
}

export const soldOutMessage = (name: string) => `${name} is sold out.`;

/** Whether an item is sold out at `nowMs`. */
export function isSoldOut(item: MayRunOut | undefined, nowMs: number): boolean {
  const mark = item?.soldOut;
  if (!mark) return false;
  return !mark.until || Date.parse(mark.until) > nowMs;
}

/**
 * The name of the first thing a new line would need that is sold out at `nowMs` (what the refusal
 * names), or null. What the menu does not hold is left to the price rules (not on the menu).
 */
export function soldOutIn(menu: MenuIndex, selection: LineSelection, nowMs: number): string | null {
  const out = (item: (MayRunOut & { name: string }) | undefined) => (item && isSoldOut(item, nowMs) ? item.name : null);
  const fromToppingsAndSides = (toppings: readonly ToppingChoice[], sides: readonly string[]) => {
    // "No Onions" takes nothing from the kitchen.
    for (const t of toppings)
      if (t.level !== 'none' && out(menu.toppings.get(t.toppingId))) return out(menu.toppings.get(t.toppingId));
    for (const s of sides) if (out(menu.sides.get(s))) return out(menu.sides.get(s));
    return null;
  };
  switch (selection.kind) {
    case 'side':
      return out(menu.sides.get(selection.sideId));
    case 'special': {
      const named = out(menu.specials.get(selection.specialId));
      if (named) return named;
      for (const item of selection.items) {
        const inner = fromToppingsAndSides(item.toppings, item.sides);
        if (inner) return inner;
      }
      return null;
    }
    case 'product': {
      const product = menu.products.get(selection.productId);
      const named = out(product);
      if (named) return named;
      const size = product?.sizes.find((s) => s.id === selection.sizeId);
      if (size && isSoldOut(size, nowMs)) return `${size.sizeName} ${product!.name}`;
      return fromToppingsAndSides(selection.toppings, selection.sides);
    }
  }
}
