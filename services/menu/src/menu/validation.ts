import { badInput, dollarsToCents } from '@zest/kit';
import { menuName, price, quantity as quantityField, QUANTITY_MAX } from '../inputs';

/** The menu's rules (../inputs.ts) as the domain uses them: values out, or a 400 with the rule's message. */
export { NAME_MAX } from '../inputs';

/** A required name: trimmed, 1–100 characters, no control characters. */
export function requiredName(value: unknown, what = 'Name'): string {
  return menuName(what).parse(value);
}

/** An optional new name: absent keeps the current one; when given it follows the same rule. */
export function optionalName(value: unknown, what = 'Name'): string | undefined {
  if (value === undefined || value === null) return undefined;
  return requiredName(value, what);
}

/** Dollars ("12.50", 12.5) to integer cents: ≥ 0, at most 2 decimals. */
export function priceCents(value: unknown, what = 'Price'): number {
  return dollarsToCents(price(what).parse(value))!;
}

export function optionalPriceCents(value: unknown, what = 'Price'): number | undefined {
  if (value === undefined || value === null) return undefined;
  return priceCents(value, what);
}

export function quantity(value: unknown): number {
  const n = Number(quantityField.parse(value));
  if (n < 1 || n > QUANTITY_MAX) throw badInput('Quantity must be a whole number of 1 or more.');
  return n;
}

/**
 * The name of a special item: the product's name, or the size name followed
 * by the product name when a size was chosen.
 */
export function specialItemName(productName: string, sizeName?: string | null): string {
  const size = sizeName?.trim();
  return size ? `${size} ${productName.trim()}` : productName.trim();
}
