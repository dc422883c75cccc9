/**
 * A customer's phone number (docs/product.md#phone-rules): 10 digits, or 11
 * starting with the country code 1. The field takes digits only: spaces,
 * dashes, dots, parentheses and a plus (a pasted "(217) 555-0110") are
 * dropped as they come, and a letter is refused with a note. The screen names
 * the rule in its own words; the REST paths keep the original's message
 * (services/orders/src/inputs.ts), which old clients may read.
 */

export const PHONE_RULE = 'A phone number is 10 digits, or 11 starting with 1';

/** Said when a letter was typed into the number (and left out). */
export const DIGITS_ONLY = 'Only digits go in a phone number.';
export const LETTER_O = 'Only digits go in a phone number: type 0 (zero), not the letter O.';

/** The digits of what was typed: "(217) 555-0107" → "2175550107". */
export function phoneDigits(typed: string): string {
  return typed.replace(/\D/g, '');
}

/**
 * What the field keeps of what was typed or pasted: its digits; and a note
 * when something else than digits and the usual separators came with them.
 */
export function phoneEntry(typed: string): { digits: string; note: string | null } {
  const stray = typed.replace(/[\d\s().+-]/g, '');
  return {
    digits: phoneDigits(typed),
    note: !stray ? null : /o/i.test(stray) ? LETTER_O : DIGITS_ONLY,
  };
}

/** The rule, with what was typed, for a number that breaks it; null for one that keeps it. */
export function phoneProblem(typed: string): string | null {
  const digits = phoneDigits(typed);
  if (digits.length === 10 || (digits.length === 11 && digits.startsWith('1'))) return null;
  const typedCount = digits.length === 11 ? `11 typed, starting with ${digits[0]}` : `${digits.length} typed`;
  return `${PHONE_RULE} (${typedCount}).`;
}

/**
 * A search starts by itself once the number is complete: 11 digits, or 10
 * that do not start with the country code 1 (no US area code does), so a
 * number typed with its leading 1 is not searched one digit early.
 */
export function isCompletePhone(typed: string): boolean {
  const digits = phoneDigits(typed);
  return digits.length === 11 || (digits.length === 10 && !digits.startsWith('1'));
}

/**
 * The one way a phone number is written on screen and paper (issue 46): "2175550107" or "217-555-0107" →
 * "(217) 555-0107"; "12175550107" → "+1 (217) 555-0107"; anything else (an extension, letters) as it is.
 */
export function formatPhone(text: string): string {
  const digits = /^[\d\s().+-]+$/.test(text) ? phoneDigits(text) : text;
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (ten.length !== 10 || !/^\d+$/.test(ten)) return text;
  const local = `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
  return digits.length === 11 ? `+${digits[0]} ${local}` : local;
}
