/**
 * The menu rules of docs/product.md#menu that the dashboards apply before
 * asking the server (which checks again and has the last word).
 */
import { dollarsToCents, formatDollars } from '../../ui/format/money';
import { DELETE_PHRASE, DELETE_PHRASE_HINT, isDeleteConfirmed } from '../../ui/format/formRules';
import { EMPTY_TEXT, UNEXPECTED_ERROR } from '../../ui/format/words';

export { DELETE_PHRASE, DELETE_PHRASE_HINT, isDeleteConfirmed };

export const PRICE_UPON_REQUEST = 'Price upon request';
export { EMPTY_TEXT, UNEXPECTED_ERROR };

/**
 * docs/product.md#menu-errors: the server's wording of the menu's input rules,
 * so a dialog says the same whether it or the server caught the mistake.
 */
export const nameRequired = (label: string) => `${label} is required.`;
export const notAnAmount = (label: string) =>
  `${label} must be an amount in dollars of 0 or more with at most 2 decimals, e.g. 12.50.`;

/** What is wrong with a typed name, in the server's words (docs/product.md#menu-errors), or null. */
export function nameProblem(thing: string, typed: string): string | null {
  const name = typed.trim();
  if (!name) return nameRequired(`${thing} name`);
  if (name.length > 100) return `${thing} name must be 100 characters or fewer.`;
  return null;
}

/** What is wrong with a typed price (blank is 0), in the server's words, or null. */
export function priceProblem(typed: string, label: string): string | null {
  try {
    typedCents(typed, label);
    return null;
  } catch (problem) {
    if (problem instanceof NotAnAmountError) return problem.message;
    throw problem;
  }
}

/** docs/product.md#input-limits: menu prices are at most $99,999.99. */
const MAX_PRICE_CENTS = 9_999_999;

/** A typed price that is not an amount: its message is the documented one, shown in the dialog. */
export class NotAnAmountError extends Error {}

/** Typed dollars as the integer cents the server takes; blank is 0. */
export function typedCents(typed: string, label = 'Price'): number {
  const cents = typed.trim() === '' ? 0 : dollarsToCents(typed);
  if (cents === null || cents > MAX_PRICE_CENTS) throw new NotAnAmountError(notAnAmount(label));
  return cents;
}

/** docs/product.md#products-and-sizes: a size priced 0 is 'Price upon request'. */
export function sizePriceLabel(cents: number): string {
  return cents === 0 ? PRICE_UPON_REQUEST : formatDollars(cents);
}

/** docs/product.md#screen-constants: sizes, specials and special cards ascending by price (stable: equal prices keep their order). */
export function sortByPrice<T extends { priceCents: number }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.priceCents - b.item.priceCents || a.index - b.index)
    .map(({ item }) => item);
}

/** A typed price field counts as filled when it holds anything but spaces. */
export function isFilled(text: string): boolean {
  return text.trim() !== '';
}

/** A typed price that is there and is not zero ("0", "0.00" and "" are zero). */
export function isNonZeroPrice(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed) return false;
  const value = Number(trimmed);
  return Number.isNaN(value) || value !== 0;
}

/* ---------- products and sizes (docs/product.md#products-and-sizes) ---------- */

export interface SizeRow {
  /** Set for a size the server already holds. */
  id?: string;
  sizeName: string;
  price: string;
}

/** docs/product.md#products-and-sizes: a size row is saved only when both its name and its price are filled. */
export function isCompleteSize(row: SizeRow): boolean {
  return isFilled(row.sizeName) && isFilled(row.price);
}

/** The complete rows as the server takes them (a price that is not an amount throws NotAnAmountError). */
export function completeSizes(rows: readonly SizeRow[]): { sizeName: string; priceCents: number }[] {
  return rows
    .filter(isCompleteSize)
    .map((row) => ({ sizeName: row.sizeName.trim(), priceCents: typedCents(row.price, 'Size price') }));
}

/** docs/product.md#products-and-sizes: the product price is disabled (and sent as 0) while at least one size exists. */
export function isProductPriceDisabled(sizeCount: number): boolean {
  return sizeCount > 0;
}

/** The product price sent, in cents: 0 while sizes exist, else what was typed (blank is 0). */
export function productPriceToSend(price: string, sizeCount: number): number {
  return isProductPriceDisabled(sizeCount) ? 0 : typedCents(price);
}

/* ---------- specials (docs/product.md#specials) ---------- */

/** docs/product.md#specials: the product name, or the size name followed by the product name. */
export function specialItemName(productName: string, sizeName?: string | null): string {
  const size = sizeName?.trim();
  return size ? `${size} ${productName.trim()}` : productName.trim();
}

/** '{product name} x {quantity}' on a special's card. */
export function specialItemLabel(item: { productName: string; quantity: number }): string {
  return `${item.productName} x ${item.quantity}`;
}

export interface SpecialItemRow {
  /** Set for an item the server already holds. */
  id?: string;
  productName: string;
  quantity: string;
}

/** A whole number of at least 1, or null. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^[0-9]+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 ? value : null;
}

/**
 * docs/product.md#specials: the items to add — only new rows (no id), and only those with a
 * product name and a quantity; the rest are skipped.
 */
export function itemsToAdd(rows: readonly SpecialItemRow[]): { productName: string; quantity: number }[] {
  const items: { productName: string; quantity: number }[] = [];
  for (const row of rows) {
    if (row.id) continue;
    const quantity = parseQuantity(row.quantity);
    const productName = row.productName.trim();
    if (productName && quantity !== null) items.push({ productName, quantity });
  }
  return items;
}

/** Case-insensitive "contains" search of a picker. */
export function matchesSearch(name: string, search: string): boolean {
  return name.toLowerCase().includes(search.trim().toLowerCase());
}

/* ---------- toppings (docs/product.md#toppings-and-portions) ---------- */

export interface ToppingExtraRow {
  /** Set for the set the server already holds. */
  id?: string;
  littlePrice: string;
  regularPrice: string;
  extraPrice: string;
}

/**
 * docs/product.md#toppings-and-portions: in the create form the base price is disabled when any option price
 * is non-zero; in the edit form whenever an option set exists.
 */
export function isToppingBasePriceDisabled(mode: 'create' | 'edit', extras: ToppingExtraRow | null): boolean {
  if (!extras) return false;
  if (mode === 'edit') return true;
  return [extras.littlePrice, extras.regularPrice, extras.extraPrice].some(isNonZeroPrice);
}

/** docs/product.md#toppings-and-portions: only one option set per topping. */
export function canAddToppingOptions(extras: ToppingExtraRow | null): boolean {
  return extras === null;
}

/** The base price sent, in cents: 0 while the field is disabled (docs/product.md#toppings-and-portions), else what was typed (empty means 0). */
export function toppingBasePriceToSend(mode: 'create' | 'edit', basePrice: string, extras: ToppingExtraRow | null) {
  return isToppingBasePriceDisabled(mode, extras) ? 0 : typedCents(basePrice, 'Base price');
}

/** The option set sent, in cents (blank prices are 0), or null for none. */
export function toppingExtrasToSend(extras: ToppingExtraRow | null) {
  if (!extras) return null;
  return {
    littlePriceCents: typedCents(extras.littlePrice, 'Little price'),
    regularPriceCents: typedCents(extras.regularPrice, 'Regular price'),
    extraPriceCents: typedCents(extras.extraPrice, 'Extra price'),
  };
}

export interface ToppingPriceLine {
  label: string;
  cents: number;
}

/** A card's price lines: Adding Little/Regular/Extra with an option set, else a single Price. */
export function toppingPriceLines(topping: {
  basePriceCents: number;
  extras: { littlePriceCents: number; regularPriceCents: number; extraPriceCents: number } | null;
}): ToppingPriceLine[] {
  if (!topping.extras) return [{ label: 'Price', cents: topping.basePriceCents }];
  return [
    { label: 'Adding Little', cents: topping.extras.littlePriceCents },
    { label: 'Adding Regular', cents: topping.extras.regularPriceCents },
    { label: 'Adding Extra', cents: topping.extras.extraPriceCents },
  ];
}

/* ---------- sides (docs/product.md#sides) ---------- */

/** docs/product.md#sides: an empty name keeps the existing one. */
export function sideNameToSend(typed: string, current: string): string {
  return typed.trim() || current;
}

/**
 * The specials whose items name a product (docs/product.md#specials): an item is stored as text,
 * the product name or a size name followed by it ("Large Pepperoni Pizza"), so this is how the
 * product's delete dialog knows what it leaves behind. Case is ignored, as it is for names.
 */
export function specialsUsing(
  product: { name: string; sizes: readonly { sizeName: string }[] },
  specials: readonly { name: string; items: readonly { productName: string }[] }[],
): string[] {
  const names = new Set(
    [product.name, ...product.sizes.map((size) => `${size.sizeName} ${product.name}`)].map((n) =>
      n.trim().toLowerCase(),
    ),
  );
  return specials
    .filter((special) => special.items.some((item) => names.has(item.productName.trim().toLowerCase())))
    .map((special) => special.name);
}

/** The product delete dialog's text: what leaves, and the specials that keep naming it. */
export function productDeleteText(name: string, specials: readonly string[]): string {
  const leaves = `"${name}" and its sizes leave the menu.`;
  if (specials.length === 0) return leaves;
  const list = specials.map((s) => `"${s}"`).join(', ');
  if (specials.length === 1) {
    return `${leaves} It is in the special ${list}, which keeps it among its items as written: edit it to take it out or change its price.`;
  }
  return `${leaves} It is in ${specials.length} specials (${list}), which keep it among their items as written: edit them to take it out or change their price.`;
}

/** A list's ids with the one at `index` moved one place up (-1) or down (1): the owner's new order. */
export function moved(ids: readonly string[], index: number, by: -1 | 1): string[] {
  const next = [...ids];
  const to = index + by;
  if (index < 0 || index >= next.length || to < 0 || to >= next.length) return next;
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
