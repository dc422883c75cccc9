import { actorOf, appendAudit, badInput, conflict, type KnownRestaurant, type RestaurantViewer } from '@zest/kit';
import type { z } from 'zod';
import type { OrdersTransaction } from '../db/client';
import { orderPrints, type OrderRow } from '../db/schema';
import { ledgerBy } from '../ledger/ledger-store';
import type { tenderInput } from '../inputs';
import { saveOrder } from '../orders/order-store';
import { CASH_SHORT, NOTHING_TO_PRINT } from '../orders/orders.service';
import { dollars } from '../orders/views';
import { splitFacts } from '../payments/card-parts';
import { dueOf } from '../payments/split-amounts';

export const STILL_OWED = (due: number) =>
  `This order is paid in parts and ${dollars(due)} is still owed: take the rest as another part first.`;

/** A reprint never changes how an order was paid: that is a tender correction, with its reason. */
export const tenderWas = (tender: string) =>
  `This order was paid ${tender === 'door' ? 'at the door' : `by ${tender}`}: to change how it was paid, correct the tender with a reason.`;

/**
 * One print of an order, in the caller's transaction (printOrder, accepting an online order): the
 * first is the original and sends it to the kitchen, every later one is REPRINT n on the audit trail;
 * the tender, when given, is recorded: the first one the print names is the money taken (the ledger's
 * payment, a cash one into the printing tablet's drawer); a reprint naming another is refused.
 */
export async function recordPrint(
  tx: OrdersTransaction,
  o: {
    restaurant: KnownRestaurant;
    order: OrderRow;
    viewer: RestaurantViewer;
    tender: z.output<typeof tenderInput>;
    terminal?: unknown;
  },
): Promise<{ saved: OrderRow; number: number }> {
  const { restaurant, order, viewer, tender } = o;
  if (order.lineCount === 0) throw badInput(NOTHING_TO_PRINT);
  const cashGiven = tender?.method === 'cash' ? (tender.cashGivenCents ?? null) : null;
  if (cashGiven !== null && cashGiven < order.totalCents) throw badInput(CASH_SHORT);
  if (tender && order.tender && order.printCount > 0 && tender.method !== order.tender)
    throw conflict(tenderWas(order.tender));
  // Paid on the reader: its money is its card parts' (decision 0080), and the paper says so.
  if (tender && order.paidInParts && tender.method !== order.tender) throw conflict(tenderWas(order.tender ?? 'card'));
  // Paid in parts and still owing: a tender named now would take no money; the rest is another part.
  if (tender && order.paidInParts) {
    const facts = await splitFacts(tx, order);
    const due = dueOf(order.totalCents, facts.parts, facts.refunds);
    if (due > 0) throw conflict(STILL_OWED(due));
  }
  const number = order.printCount + 1;
  const [print] = await tx
    .insert(orderPrints)
    .values({ restaurantId: order.restaurantId, orderId: order.id, number, printedBy: viewer.name })
    .returning();
  if (number > 1) {
    await appendAudit(tx, restaurant, {
      actor: actorOf(viewer),
      kind: 'order.reprint',
      summary: `Reprinted #${order.orderNumber} (REPRINT ${number - 1}, ${dollars(order.totalCents)})`,
      orderId: order.id,
      before: order.totalCents,
      after: order.totalCents,
      detail: { orderNumber: order.orderNumber, print: number },
    });
  }
  const saved = await saveOrder(tx, order, {
    extra: {
      printCount: number,
      firstPrintedAt: order.firstPrintedAt ?? print!.printedAt,
      lastPrintedAt: print!.printedAt,
      ...(tender && !order.paidInParts ? { tender: tender.method, cashGivenCents: cashGiven } : {}),
    },
    by: ledgerBy(viewer, { terminal: o.terminal }),
  });
  return { saved, number };
}
