import { appendAudit, type KnownRestaurant, type RestaurantViewer } from '@zest/kit';
import type { OrdersTransaction } from '../db/client';
import type { OrderRow } from '../db/schema';
import { saveOrder } from '../orders/order-store';
import { ledgerBy } from '../ledger/ledger-store';
import { settingsIn } from '../settings/settings.service';
import { dollars } from '../orders/views';
import { approvalFor, countedCents, recordVoid, requireApproval, requireReason, takeOffState, voidBy } from './voids';

/**
 * An order taken back (OrdersService.remove, docs/product.md#voids): deleted
 * while it is still being taken or has no line left (kept hidden, for the
 * books); otherwise voided, kept with its lines, with the reason (required)
 * and the approval the rules ask. Either way a line on the audit trail, in
 * the order's transaction.
 */
export async function takeBack(
  tx: OrdersTransaction,
  restaurant: KnownRestaurant,
  order: OrderRow,
  viewer: RestaurantViewer,
  reason: string | null,
  terminal?: unknown,
): Promise<{ after: OrderRow; voided: boolean }> {
  // Voided a moment ago (a second tap): nothing more to do.
  if (order.voidedAt) return { after: order, voided: true };
  const state = await takeOffState(tx, order, (await settingsIn(tx, restaurant.id)).voidApprovalMinutes);
  const by = voidBy(viewer);
  if (!state.beingTaken && order.lineCount > 0) {
    const why = requireReason(reason);
    requireApproval(viewer, state, approvalFor.order(order));
    const after = await saveOrder(tx, order, {
      extra: { voidedAt: new Date(), voidReason: why, voidedBy: by.actor.name, voidApprovedBy: by.approver?.name },
      // Its cash comes out of the drawer it went into while that is open, else this tablet's.
      by: ledgerBy(viewer, { reason: why, terminal }),
    });
    const voided = await recordVoid(tx, restaurant, order, after, {
      ...by,
      kind: 'void.order',
      summary: `Voided order #${order.orderNumber} (${dollars(countedCents(order))})`,
      reason: why,
      detail: { printed: order.firstPrintedAt !== null },
    });
    return { after: voided, voided: true };
  }
  const after = await saveOrder(tx, order, {
    extra: { deletedAt: new Date(), deletedBy: viewer.name },
    by: ledgerBy(viewer, { reason, terminal }),
  });
  await appendAudit(tx, restaurant, {
    ...by,
    kind: 'order.delete',
    summary: state.beingTaken
      ? `Deleted order #${order.orderNumber} while it was being taken (${dollars(order.totalCents)})`
      : `Deleted order #${order.orderNumber}, which had no line left`,
    orderId: order.id,
    before: countedCents(order),
    after: 0,
    reason,
    detail: { orderNumber: order.orderNumber, lines: order.lineCount },
  });
  return { after, voided: false };
}
