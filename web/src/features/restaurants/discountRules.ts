import type { DiscountInput, DiscountListQuery, DiscountScope } from '../../graphql/generated/graphql';
import { centsToInput, dollarsToCents, formatDollars, formatPercent } from '../../ui/format/money';

/** The Discounts card's rules (docs/product.md#discounts): how a discount reads, the limit's choices, the form. */

export type Discount = DiscountListQuery['discounts'][number];

export const SCOPE_WORDS: Record<DiscountScope, string> = {
  line: 'For an item',
  order: 'For the order',
  either: 'For an item or the order',
};

/** "10%", "$5.00", "Typed at the counter". */
export function valueWords(d: Pick<Discount, 'percent' | 'amountCents' | 'typedAtCounter' | 'kind'>): string {
  if (d.typedAtCounter)
    return d.kind === 'percent' ? 'A percent typed at the counter' : 'An amount typed at the counter';
  return d.kind === 'percent' ? formatPercent(d.percent ?? 0) : formatDollars(d.amountCents ?? 0);
}

/** The limit's choices, in cents: always, then the usual amounts; one saved otherwise stays offered. */
export const LIMIT_CHOICES = [0, 500, 1000, 1500, 2000, 2500, 5000, 10000] as const;

export const limitOptions = (current: number | null | undefined) => amountLimitOptions(current, LIMIT_CHOICES, 1000);

/** An amount limit's choices (always, then amounts, the default marked); one saved otherwise stays offered. */
export function amountLimitOptions(
  current: number | null | undefined,
  choices: readonly number[],
  defaultCents: number,
): { value: string; label: string }[] {
  const values: number[] =
    current === null || current === undefined || choices.includes(current)
      ? [...choices]
      : [...choices, current].sort((a, b) => a - b);
  return values.map((cents) => ({
    value: String(cents),
    label: cents === 0 ? 'Always' : `${formatDollars(cents)}${cents === defaultCents ? ' (default)' : ''}`,
  }));
}

export function limitSavedNote(cents: number): string {
  return cents === 0
    ? 'Saved. Every discount now needs the security PIN.'
    : `Saved. An order's discounts above ${formatDollars(cents)} now need the security PIN.`;
}

/** What a new restaurant may start with, in one tap. */
export const USUAL_DISCOUNTS: readonly DiscountInput[] = [
  { name: 'Staff meal', kind: 'percent', percent: 50, appliesTo: 'either' },
  { name: 'Coupon', kind: 'amount', amountCents: 500, appliesTo: 'order' },
  { name: 'Manager’s choice', kind: 'percent', typedAtCounter: true, appliesTo: 'either' },
];

/** The form as typed. */
export interface DiscountForm {
  name: string;
  kind: 'percent' | 'amount';
  value: string;
  typedAtCounter: boolean;
  appliesTo: DiscountScope;
  active: boolean;
}

export const NEW_DISCOUNT: DiscountForm = {
  name: '',
  kind: 'percent',
  value: '',
  typedAtCounter: false,
  appliesTo: 'either',
  active: true,
};

export function formOf(d: Discount): DiscountForm {
  return {
    name: d.name,
    kind: d.kind,
    value: d.typedAtCounter ? '' : d.kind === 'percent' ? String(d.percent ?? '') : centsToInput(d.amountCents ?? 0),
    typedAtCounter: d.typedAtCounter,
    appliesTo: d.appliesTo,
    active: d.active,
  };
}

/** The form as the server takes it, or what is wrong with it in words. */
export function inputOf(form: DiscountForm, id: string | null): DiscountInput | string {
  const name = form.name.trim();
  if (!name) return 'A discount needs a name.';
  const base = { ...(id ? { id } : {}), name, kind: form.kind, appliesTo: form.appliesTo, active: form.active };
  if (form.typedAtCounter) return { ...base, typedAtCounter: true };
  if (form.kind === 'percent') {
    const percent = Number(form.value.trim().replace(/%$/, ''));
    const fits = /^\d{1,3}(\.\d{1,2})?%?$/.test(form.value.trim()) && percent > 0 && percent <= 100;
    return fits ? { ...base, percent } : 'The percent must be from 0.01 to 100, like 10 or 12.5.';
  }
  const cents = dollarsToCents(form.value);
  return cents !== null && cents > 0 && cents <= 999_999
    ? { ...base, amountCents: cents }
    : 'The amount must be in dollars from 0.01 to 9999.99, like 5.00.';
}
