import { badInput, dollarsToCents } from '@zest/kit';

/** Input rules of the menu (spec §5), as small pure functions; messages a person understands. */

export const NAME_MAX = 100;

/** A required name: trimmed, 1–100 characters. */
export function requiredName(value: unknown, what = 'Name'): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) throw badInput(`${what} is required.`);
  if (name.length > NAME_MAX) throw badInput(`${what} must be ${NAME_MAX} characters or fewer.`);
  return name;
}

/** An optional new name: absent keeps the current one; when given it follows the same rule. */
export function optionalName(value: unknown, what = 'Name'): string | undefined {
  if (value === undefined || value === null) return undefined;
  return requiredName(value, what);
}

/** Dollars ("12.50", 12.5) to integer cents: ≥ 0, at most 2 decimals. */
export function priceCents(value: unknown, what = 'Price'): number {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    throw badInput(`${what} is required.`);
  const cents = dollarsToCents(value);
  if (cents === null)
    throw badInput(`${what} must be an amount in dollars of 0 or more with at most 2 decimals, e.g. 12.50.`);
  return cents;
}

export function optionalPriceCents(value: unknown, what = 'Price'): number | undefined {
  if (value === undefined || value === null) return undefined;
  return priceCents(value, what);
}

export function quantity(value: unknown): number {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 10_000)
    throw badInput('Quantity must be a whole number of 1 or more.');
  return n;
}

/**
 * The name of a special item (spec §3, §5): the product's name, or the size
 * name followed by the product name when a size was chosen.
 */
export function specialItemName(productName: string, sizeName?: string | null): string {
  const size = sizeName?.trim();
  return size ? `${size} ${productName.trim()}` : productName.trim();
}
