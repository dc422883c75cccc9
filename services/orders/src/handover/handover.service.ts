import { actorOf, appendAudit, conflict, type RequestContext } from '@zest/kit';
import { sql } from 'drizzle-orm';
import { orders } from '../db/schema';
import { ticketPayment } from '../kitchen/tickets';
import type { OrderModel } from '../orders/models';
import { markOrder } from '../orders/order-marks';
import type { OrdersService } from '../orders/orders.service';

export const DELIVERY_GOES_WITH_A_DRIVER = 'A delivery is handed to its driver: the driver screen takes it out.';
export const PRINT_BEFORE_HANDING = 'Print the order before handing it over.';
export const COLLECT_FIRST = 'Collect the payment first: print the order with cash or card.';

/**
 * A pickup or to-go order handed to its customer at the counter (issue 46): the order says when and who, it
 * leaves the kitchen display if nobody bumped it, the customer's status page says "Picked up", and the audit
 * trail has a line. Only a printed, paid order is handed over: "pay at pickup" is collected by printing it
 * with its tender first. Handing it over twice is handing it over once. A delivery is handed to its driver on
 * the driver screen (the trip), not here.
 */
export class HandoverService {
  constructor(private readonly orders: Pick<OrdersService, 'change'>) {}

  async pickedUp(ctx: RequestContext, orderId: unknown): Promise<OrderModel> {
    return this.orders.change(ctx, 'order.take', orderId, 'updated', async (tx, order, restaurant, viewer) => {
      if (order.pickedUpAt) return order;
      if (order.orderType === 'delivery') throw conflict(DELIVERY_GOES_WITH_A_DRIVER);
      if (!order.firstPrintedAt) throw conflict(PRINT_BEFORE_HANDING);
      if (ticketPayment(order) !== 'paid') throw conflict(COLLECT_FIRST);
      const saved = await markOrder(tx, order, {
        pickedUpAt: sql`now()`,
        pickedUpBy: viewer.name,
        // The customer has it: its ticket is done with, whoever forgot to bump it.
        kitchenReadyAt: sql`coalesce(${orders.kitchenReadyAt}, now())`,
        kitchenReadyBy: sql`coalesce(${orders.kitchenReadyBy}, ${viewer.name})`,
      });
      await appendAudit(tx, restaurant, {
        kind: 'order.picked-up',
        summary: `Handed order #${order.orderNumber} to its customer`,
        actor: actorOf(viewer),
        orderId: order.id,
      });
      return saved;
    });
  }
}
