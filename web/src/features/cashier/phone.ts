/**
 * A customer's phone number (docs/product.md#phone-rules): 10 or 11 digits;
 * spaces, dashes, dots, parentheses and a plus are dropped. The messages are
 * the original product's, kept exactly (docs/product.md#order-errors).
 */

export const PHONE_MESSAGE = 'The phone number contain less or more than 10 digits';

/** Where the number is checked: each place adds its own words to the message. */
export type PhoneCheck = 'search' | 'create' | 'update';

const SUFFIX: Record<PhoneCheck, string> = {
  search: ', Please update the customer phone number if exist',
  create: '',
  update: ', Please Update the customer phone number',
};

/** The digits of what was typed: "(217) 555-0107" → "2175550107". */
export function phoneDigits(typed: string): string {
  return typed.replace(/\D/g, '');
}

/** The message for a number that is not 10 or 11 digits, or null when it is. */
export function phoneProblem(typed: string, check: PhoneCheck): string | null {
  const digits = phoneDigits(typed);
  const onlyPhoneCharacters = /^[\d\s().+-]*$/.test(typed.trim());
  if (onlyPhoneCharacters && (digits.length === 10 || digits.length === 11)) return null;
  return `${PHONE_MESSAGE}${SUFFIX[check]}`;
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

/** "2175550107" → "(217) 555-0107"; "12175550107" → "+1 (217) 555-0107"; anything else as it is. */
export function formatPhone(digits: string): string {
  const ten = digits.length === 11 ? digits.slice(1) : digits;
  if (ten.length !== 10 || !/^\d+$/.test(ten)) return digits;
  const local = `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
  return digits.length === 11 ? `+${digits[0]} ${local}` : local;
}
