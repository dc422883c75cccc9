/**
 * Money on screen, in one place: the server sends and takes integer cents
 * (docs/architecture.md#money-and-time); people read and type dollars.
 */

/**
 * Integer cents as dollars with two decimals and the thousands grouped: 350 →
 * "$3.50", 254222 → "$2,542.22". The one way money reads on every screen (a
 * till, a receipt and a report side by side must agree).
 */
export function formatDollars(cents: number): string {
  // One minus sign on every screen and paper: the typographic one (U+2212), as the receipts' discounts have it.
  const sign = cents < 0 ? '\u2212' : '';
  const fixed = (Math.abs(cents) / 100).toFixed(2);
  return `${sign}$${fixed.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** A price tag: whole dollars without cents (7000 → "$70"), others with two decimals (1250 → "$12.50"). */
export function formatPriceTag(cents: number): string {
  return cents % 100 === 0 ? formatDollars(cents).replace(/\.00$/, '') : formatDollars(cents);
}

/** Integer cents as the plain number a form field starts from: 350 → "3.50". */
export function centsToInput(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** "8.875" stays "8.875"; whole numbers lose no digits and gain none. */
export function formatPercent(value: number): string {
  return `${Number(value.toFixed(4))}%`;
}

/**
 * Dollars as typed ("12", "12.5", "$12.50", " 3.50 ") to integer cents, or
 * null when it is not an amount of 0 or more with at most two decimals.
 * Digits are read as text, so 0.1 + 0.2 style float error never enters.
 */
export function dollarsToCents(typed: string): number | null {
  const match = /^\s*\$?\s*(\d{1,7})(?:\.(\d{0,2}))?\s*$/.exec(typed);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A count against what was expected (cents, counted less expected), in the words of every count on screen. */
export function overOrShort(overShortCents: number): { text: string; tone: 'over' | 'short' | 'exact' } {
  if (overShortCents > 0) return { text: `Over by ${formatDollars(overShortCents)}`, tone: 'over' };
  if (overShortCents < 0) return { text: `Short by ${formatDollars(-overShortCents)}`, tone: 'short' };
  return { text: 'Exact: no difference', tone: 'exact' };
}
