import { addLiveNotice, type Logger, type OrderChange, type OrderNotice } from '@zest/kit';
import type { Redis } from 'ioredis';
import type { OrderRow } from '../db/schema';
import type { OrderEvents } from '../orders/order-events';

/**
 * After an order change commits: a small notice on the restaurant's live
 * stream, which the gateway serves as server-sent events
 * (docs/decisions/0014-live-order-stream.md), and a nudge to the order
 * events outbox.
 */
export class OrderChanges {
  constructor(
    private readonly redis: Redis,
    private readonly events: OrderEvents,
    private readonly log: Logger,
  ) {}

  async after(order: OrderRow, change: OrderChange): Promise<void> {
    this.events.kick();
    const notice: OrderNotice = {
      id: order.id,
      orderNumber: order.orderNumber,
      orderType: order.orderType,
      change,
      version: order.version,
      at: new Date().toISOString(),
    };
    await addLiveNotice(this.redis, order.restaurantId, 'order', notice, this.log);
  }
}
