import type { ApprovalInput } from '../../../graphql/generated/graphql';
import { formatDollars } from '../../../ui/format/money';

/**
 * What the security PIN approves, in the words the PIN pad shows above its keys (docs/decisions/0071-one-ledger.md):
 * a manager reads the action and, for money, the amount before typing the PIN. Pure; tested in
 * web/test/void-rules.test.ts.
 */

/** What the screen knows of the subject besides its id: the order's number. */
export interface ApprovalSubject {
  orderNumber?: number | null;
}

const orderOf = (s: ApprovalSubject) => (s.orderNumber ? `order #${s.orderNumber}` : 'this order');
const of = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : ` of ${formatDollars(cents)}`;

/** "a paid-out of $25.00 from this drawer", "a discount of $5.00 on order #12", "voiding order #12". */
export function approvalWords(approval: ApprovalInput, subject: ApprovalSubject = {}): string {
  const cents = approval.amountCents;
  switch (approval.action) {
    case 'order.void':
      return approval.lineId ? `voiding an item of ${orderOf(subject)}` : `voiding ${orderOf(subject)}`;
    case 'order.delete':
      return `deleting ${orderOf(subject)}`;
    case 'order.change':
      return `lowering the total of ${orderOf(subject)}`;
    case 'order.discount':
      return `a discount${of(cents)} on ${orderOf(subject)}`;
    case 'order.tender':
      return cents === null || cents === undefined
        ? `a tender correction of ${orderOf(subject)} taking cash out of the drawer`
        : `a tender correction taking ${formatDollars(cents)} cash out of the drawer`;
    case 'order.give-back':
      return `giving back${of(cents).replace(' of', '')} paid on ${orderOf(subject)}`;
    case 'drawer.payout':
      return `a paid-out${of(cents)} from this drawer`;
    case 'drawer.drop':
      return `a drop${of(cents)} to the safe`;
    case 'drivers.cashout':
      return 'cashing out the driver';
    case 'drivers.float':
      return 'a float for the driver';
    default:
      return approval.action;
  }
}

/** The line above the pad: "Approving: a drop of $200.00 to the safe". */
export const approvingText = (approval: ApprovalInput, subject: ApprovalSubject = {}) =>
  `Approving: ${approvalWords(approval, subject)}`;
