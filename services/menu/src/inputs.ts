import { dollarsField, text, wholeNumberField } from '@zest/kit';

/**
 * The menu's input rules with their messages, shared by the domain
 * (menu/validation.ts) and the gateway's REST table (see
 * services/auth/src/inputs.ts). Pure zod.
 */
export const NAME_MAX = 100;

/** A required name, e.g. menuName('Category name'): trimmed, 1–100 characters. */
export const menuName = (label = 'Name') =>
  text({
    max: NAME_MAX,
    required: `${label} is required.`,
    tooLong: `${label} must be ${NAME_MAX} characters or fewer.`,
  });

/** A price in dollars (a number or a string), 0 or more with at most 2 decimals. */
export const price = (label = 'Price') =>
  dollarsField(`${label} must be an amount in dollars of 0 or more with at most 2 decimals, e.g. 12.50.`, {
    missing: `${label} is required.`,
  });

export const QUANTITY_MAX = 10_000;
export const quantity = wholeNumberField('Quantity must be a whole number of 1 or more.', { max: QUANTITY_MAX });
