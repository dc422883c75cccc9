/** Money is integer cents inside; dollars only at the edges. */

/** A typed number or its text, trimmed; '' for anything else (NaN and Infinity included). */
const numberText = (input: unknown): string =>
  typeof input === 'number'
    ? Number.isFinite(input)
      ? String(input)
      : ''
    : typeof input === 'string'
      ? input.trim()
      : '';

const DOLLARS = /^\d{1,7}(\.\d{1,2})?$/;

/** "3.5" / 3.5 / "3.50" → 350; null when it is not a non-negative amount with at most 2 decimals. */
export function dollarsToCents(input: unknown): number | null {
  const text = numberText(input);
  if (!DOLLARS.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 350 → "3.50" */
export function centsToDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Cents as people read money, the way every screen writes it (web/src/ui/format/money.ts,
 * docs/decisions/0034-one-way-to-write-money-and-dates.md): 254222 → "$2,542.22".
 * For words the server writes (audit lines, the books); REST amounts stay centsToDollars.
 */
export function formatDollars(cents: number, minus = '-'): string {
  const [whole, fraction] = centsToDollars(Math.abs(cents)).split('.');
  return `${cents < 0 ? minus : ''}$${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

const PERCENT = /^\d{1,3}(\.\d{1,3})?$/;

/** "8.875" → 8.875 when 0 ≤ p ≤ 100 with at most 3 decimals, else null. */
export function parsePercent(input: unknown): number | null {
  const text = numberText(input);
  if (!PERCENT.test(text)) return null;
  const value = Number(text);
  return value >= 0 && value <= 100 ? value : null;
}
