import { appendAudit, type KnownRestaurant, type RestaurantViewer } from '@zest/kit';
import type { OrdersTransaction } from '../db/client';
import type { OrderRow } from '../db/schema';
import { saveOrder } from './order-store';
import { settingsIn } from './settings.service';
import { dollars } from './views';
import { approvalFor, countedCents, recordVoid, requireApproval, requireReason, voidBy } from './voids';

/**
 * An order taken back (OrdersService.remove, docs/product.md#voids): a
 * printed one is voided, kept with its lines and marked void with the reason
 * (required), who and who approved; one never printed is deleted (kept
 * hidden, for the books). Past the restaurant's age limit either needs a
 * manager's approval. Both go on the audit trail, in the order's transaction.
 */
export async function takeBack(
  tx: OrdersTransaction,
  restaurant: KnownRestaurant,
  order: OrderRow,
  viewer: RestaurantViewer,
  reason: string | null,
): Promise<{ after: OrderRow; voided: boolean }> {
  // Voided a moment ago (a second tap): nothing more to do.
  if (order.voidedAt) return { after: order, voided: true };
  const printed = order.firstPrintedAt !== null;
  const why = printed ? requireReason(reason) : reason;
  const minutes = (await settingsIn(tx, restaurant.id)).voidApprovalMinutes;
  await requireApproval(tx, order, viewer, minutes, approvalFor.order(order));
  const by = voidBy(viewer);
  if (printed) {
    const after = await saveOrder(tx, order, {
      extra: { voidedAt: new Date(), voidReason: why, voidedBy: by.actor.name, voidApprovedBy: by.approver?.name },
    });
    await recordVoid(tx, restaurant, order, after, {
      ...by,
      kind: 'void.order',
      summary: `Voided order #${order.orderNumber} (${dollars(countedCents(order))})`,
      reason: why!,
    });
    return { after, voided: true };
  }
  const after = await saveOrder(tx, order, { extra: { deletedAt: new Date(), deletedBy: viewer.name } });
  await appendAudit(tx, restaurant, {
    ...by,
    kind: 'order.delete',
    summary: `Deleted order #${order.orderNumber} before it was printed (${dollars(order.totalCents)})`,
    orderId: order.id,
    before: countedCents(order),
    after: 0,
    reason: why,
    detail: { orderNumber: order.orderNumber, lines: order.lineCount },
  });
  return { after, voided: false };
}
