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

/**
 * Paid-outs, and drops to the safe, from one cash drawer past the restaurant's limits (together, per drawer)
 * need the security PIN (docs/product.md#cash-drawers, docs/decisions/0071-one-ledger.md).
 */
export const pastTheDrawerLimit = {
  overLimit: (cents: number, what?: string) => {
    if (what === 'drop')
      return cents === 0
        ? 'Drops need the security PIN: enter it (a manager session) to drop this one.'
        : `Drops from one drawer above ${formatDollars(cents)} together need the security PIN: enter it (a manager session) to drop this.`;
    return cents === 0
      ? 'Paid-outs need the security PIN: enter it (a manager session) to pay this one out.'
      : `Paid-outs from one drawer above ${formatDollars(cents)} together need the security PIN: enter it (a manager session) to pay this out.`;
  },
};

/** A tender corrected away from cash takes cash out of a drawer: the security PIN (docs/decisions/0071-one-ledger.md). */
export const cashOutOfADrawer = {
  overLimit: () =>
    'This correction takes cash out of a drawer: enter the security PIN (a manager session) to correct the tender.',
};
