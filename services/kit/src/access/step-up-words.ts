import { durationWords } from './permission-rule';
import { formatDollars } from '../core/money';

/**
 * What a refusal for want of the security PIN says, per step-up rule of the
 * access table (permissions.ts): a void or a deletion past the restaurant's
 * age limit, discounts and paid-outs past its amount limits.
 */

/** A void or a deletion past the restaurant's limit needs the security PIN (docs/product.md#voids). */
export const pastTheLimit = (action: 'void' | 'delete') => ({
  olderThan: (minutes: number) =>
    minutes === 0
      ? `Voids need the security PIN: enter it (a manager session) to ${action} this order.`
      : `This order is more than ${durationWords(minutes)} old: enter the security PIN (a manager session) to ${action} it.`,
  settled:
    'This delivery was already cashed out with the driver: enter the security PIN (a manager session) to void it.',
});

/** An order's discounts past the restaurant's limit need the security PIN (docs/product.md#discounts). */
export const pastTheDiscountLimit = {
  overLimit: (cents: number) =>
    cents === 0
      ? 'Discounts need the security PIN: enter it (a manager session) to give this one.'
      : `An order's discounts above ${formatDollars(cents)} need the security PIN: enter it (a manager session) to give this one.`,
};

/** A paid-out from a cash drawer past the restaurant's limit needs the security PIN (docs/product.md#cash-drawers). */
export const pastThePayoutLimit = {
  overLimit: (cents: number) =>
    cents === 0
      ? 'Paid-outs need the security PIN: enter it (a manager session) to pay this one out.'
      : `A paid-out above ${formatDollars(cents)} needs the security PIN: enter it (a manager session) to pay it out.`,
};
