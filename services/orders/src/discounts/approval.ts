import { requireRecord, type Approval, type RestaurantViewer } from '@zest/kit';
import type { OrderRow } from '../db/schema';

/**
 * The access table's step-up on `order.discount` (kit/access/permissions.ts), the
 * order being the subject: a manager session always may; anyone else only
 * while what the order's discounts take off together, this one included,
 * stays within the restaurant's limit (0: every discount needs a manager).
 * Together, so that two discounts under the limit cannot pass for one over it.
 * An approval (docs/decisions/0049-approvals.md) must be for a discount on this order.
 */
export function requireDiscountApproval(
  viewer: RestaurantViewer,
  order: Pick<OrderRow, 'id'>,
  o: { discountCentsAfter: number; limitCents: number; takenCents: number },
): void {
  requireRecord(viewer, 'order.discount', {
    amount: { limitCents: o.limitCents, past: o.discountCentsAfter > o.limitCents },
    approves: approvalForDiscount(order, o.takenCents),
  });
}

/**
 * What an approval must be for to give a discount on this order: a discount on it, of at least what this one
 * takes off (docs/decisions/0071-one-ledger.md); without an amount, any discount on it (the road that reads
 * the order first, before the discount is worked out).
 */
export const approvalForDiscount = (order: Pick<OrderRow, 'id'>, takenCents?: number): Approval => ({
  action: 'order.discount',
  orderId: order.id,
  ...(takenCents !== undefined ? { amountCents: takenCents } : {}),
});
