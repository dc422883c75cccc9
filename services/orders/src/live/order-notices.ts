import { orderNoticeStream, type Logger, type OrderChange, type OrderNotice } from '@zest/kit';
import type { Redis } from 'ioredis';
import type { OrderRow } from '../db/schema';
import type { OrderEvents } from '../orders/order-events';

/** Notices kept per restaurant: enough for a terminal that lost its connection for a while to catch up. */
const KEPT = 1_000;

/**
 * After an order change commits: a small notice on the restaurant's Redis
 * stream, which the gateway serves as server-sent events
 * (docs/decisions/0014-live-order-stream.md), and a nudge to the order
 * events outbox. A notice that cannot be written is logged, not failed: the
 * change is committed, and a terminal re-reads the history when it reconnects.
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
    try {
      await this.redis.xadd(
        orderNoticeStream(order.restaurantId),
        'MAXLEN',
        '~',
        KEPT,
        '*',
        'notice',
        JSON.stringify(notice),
      );
    } catch (error) {
      this.log.warn({ err: error, orderId: order.id, change }, 'order notice not sent');
    }
  }
}
