import type { Menu, MenuProduct, MenuSide, MenuSpecial } from '../draft/pricing';

/**
 * 'Search products...' over the whole menu (docs/product.md#terminal-layout):
 * products, a size with its product ("large pep" → Large 18" Pepperoni),
 * specials and sides, ranked so that what the cashier means comes first.
 * Pure: the screen searches its one copy of the menu, as typed.
 */

export type MenuCategory = Menu['categories'][number];

export type MenuHit =
  | { kind: 'product'; product: MenuProduct; category: MenuCategory }
  | { kind: 'size'; product: MenuProduct; size: MenuProduct['sizes'][number]; category: MenuCategory }
  | { kind: 'special'; special: MenuSpecial }
  | { kind: 'side'; side: MenuSide };

/** How a query word meets a name's word: the whole word, its start, or somewhere inside it. */
const WHOLE = 3;
const PREFIX = 2;
const INSIDE = 1;

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The best meeting of one query word with any of the name's words (0: none). */
function meet(word: string, names: readonly string[]): number {
  let best = 0;
  for (const name of names) {
    if (name === word) return WHOLE;
    if (name.startsWith(word)) best = Math.max(best, PREFIX);
    else if (name.includes(word)) best = Math.max(best, INSIDE);
  }
  return best;
}

interface Match {
  /** 0: every word meets a whole word or a word's start; 1: one only inside a word; 2: only by its category. */
  tier: number;
  score: number;
}

/** How well every query word meets the name; null when one does not. */
export function matchName(name: string, query: readonly string[]): Match | null {
  const names = wordsOf(name);
  let score = 0;
  let inside = false;
  for (const word of query) {
    const met = meet(word, names);
    if (!met) return null;
    score += met;
    inside ||= met === INSIDE;
  }
  // The name starts the way the query does: "lunch" → "Lunch Combo" before "Big Lunch".
  if (names[0]?.startsWith(query[0]!)) score += PREFIX;
  return { tier: inside ? 1 : 0, score };
}

const KIND_ORDER: Record<MenuHit['kind'], number> = { product: 0, size: 1, special: 2, side: 3 };

/** The words of a hit's name as the screen shows it. */
export function hitName(hit: MenuHit): string {
  switch (hit.kind) {
    case 'product':
      return hit.product.name;
    case 'size':
      return `${hit.size.sizeName} ${hit.product.name}`;
    case 'special':
      return hit.special.name;
    case 'side':
      return hit.side.name;
  }
}

/** A hit's own id, for the screen's keys and its tap guard. */
export function hitKey(hit: MenuHit): string {
  switch (hit.kind) {
    case 'product':
      return `product-${hit.product.id}`;
    case 'size':
      return `size-${hit.size.id}`;
    case 'special':
      return `special-${hit.special.id}`;
    case 'side':
      return `side-${hit.side.id}`;
  }
}

/**
 * What the query finds, best first: whole-word and word-start matches before
 * matches inside a word, then by how well every word met, then products,
 * sizes, specials and sides, then the shorter and the alphabetical name. A
 * size is found only by a word of its own ("large"), so "pep" lists
 * Pepperoni once, not once per size; a product also by its category's name
 * ("drinks"), after everything found by name. `categoryId` keeps the search
 * to one category's products and sizes.
 */
export function searchMenu(menu: Menu, typed: string, o: { categoryId?: string } = {}): MenuHit[] {
  const query = wordsOf(typed);
  if (!query.length) return [];
  const found: { hit: MenuHit; match: Match }[] = [];
  const consider = (hit: MenuHit, match: Match | null) => {
    if (match) found.push({ hit, match });
  };
  for (const category of menu.categories) {
    if (o.categoryId && category.id !== o.categoryId) continue;
    for (const product of category.products) {
      const byName = matchName(product.name, query);
      const byCategory = o.categoryId ? null : matchName(`${category.name} ${product.name}`, query);
      consider({ kind: 'product', product, category }, byName ?? (byCategory && { tier: 2, score: byCategory.score }));
      for (const size of product.sizes) {
        const match = matchName(`${size.sizeName} ${product.name}`, query);
        const ownWord = query.some((word) => meet(word, wordsOf(size.sizeName)) > 0);
        if (ownWord) consider({ kind: 'size', product, size, category }, match);
      }
    }
  }
  if (!o.categoryId) {
    for (const special of menu.specials) consider({ kind: 'special', special }, matchName(special.name, query));
    for (const side of menu.sides) consider({ kind: 'side', side }, matchName(side.name, query));
  }
  return found
    .sort(
      (a, b) =>
        a.match.tier - b.match.tier ||
        b.match.score - a.match.score ||
        KIND_ORDER[a.hit.kind] - KIND_ORDER[b.hit.kind] ||
        hitName(a.hit).length - hitName(b.hit).length ||
        hitName(a.hit).localeCompare(hitName(b.hit)),
    )
    .map(({ hit }) => hit);
}
