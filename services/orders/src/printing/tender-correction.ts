import {
  actorOf,
  appendAudit,
  approverOf,
  badInput,
  conflict,
  requireRecord,
  type Approval,
  type KnownRestaurant,
  type RestaurantViewer,
} from '@zest/kit';
import type { OrdersTransaction } from '../db/client';
import type { OrderRow } from '../db/schema';
import { CORRECTION_WORDS, type CorrectionInput } from '../inputs';
import { ledgerBy } from '../ledger/ledger-store';
import { paidOnline } from '../ledger/order-entries';
import { saveOrder } from '../orders/order-store';
import { CASH_SHORT } from '../orders/orders.service';
import { dollars } from '../orders/views';

/**
 * A tender correction (docs/decisions/0071-one-ledger.md): how a printed order was paid changes only as an
 * action of its own, with a reason, never on a reprint. The ledger gives the old tender back and takes the
 * new one (a cash one out of or into a drawer); the audit trail names who, who approved and why. Taking
 * cash out of a drawer needs a manager: cash that leaves a drawer as "it was card after all" is the oldest
 * way to keep it. On an order of a closed day it counts on the open day, naming the closed one.
 */

/** What an approval must be for: a correction of this order, naming at least the cash it takes out. */
export const approvalForCorrection = (order: Pick<OrderRow, 'id' | 'totalCents'>): Approval => ({
  action: 'order.tender',
  orderId: order.id,
  amountCents: order.totalCents,
});

/** Inside the order's change (OrdersService.change), which claimed an approval for this correction, if any. */
export async function correctTender(
  tx: OrdersTransaction,
  restaurant: KnownRestaurant,
  order: OrderRow,
  viewer: RestaurantViewer,
  c: CorrectionInput & { terminal?: unknown },
): Promise<OrderRow> {
  if (!order.printCount || !order.tender) throw conflict(CORRECTION_WORDS.notPaidYet);
  if (paidOnline(order)) throw conflict(CORRECTION_WORDS.paidOnline);
  if (order.paidInParts) throw conflict(CORRECTION_WORDS.paidOnReader);
  const method = c.tender.method;
  if (method === order.tender) throw conflict(CORRECTION_WORDS.same(method));
  const cashGiven = method === 'cash' ? (c.tender.cashGivenCents ?? null) : null;
  if (cashGiven !== null && cashGiven < order.totalCents) throw badInput(CASH_SHORT);
  const cashOut = order.tender === 'cash';
  requireRecord(viewer, 'order.tender', {
    ...(cashOut ? { amount: { limitCents: 0, past: true } } : {}),
    approves: approvalForCorrection(order),
  });
  const saved = await saveOrder(tx, order, {
    extra: { tender: method, cashGivenCents: cashGiven },
    by: ledgerBy(viewer, { reason: c.reason, terminal: c.terminal }),
    what: 'tender corrected',
  });
  await appendAudit(tx, restaurant, {
    kind: 'order.tender-correction',
    summary: `Tender of #${order.orderNumber} corrected: ${order.tender} → ${method} (${dollars(order.totalCents)})`,
    actor: actorOf(viewer),
    approver: approverOf(viewer),
    orderId: order.id,
    before: order.totalCents,
    after: saved.totalCents,
    reason: c.reason,
    detail: { orderNumber: order.orderNumber, orderDay: order.orderDay, from: order.tender, to: method, cashOut },
  });
  return saved;
}
