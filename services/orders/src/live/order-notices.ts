import { addLiveNotice, type Logger, type OrderChange, type OrderNotice, type RedisClient } from '@zest/kit';
import type { OrderRow } from '../db/schema';
import type { OnlineMail } from '../online/online-mail';
import type { OrderEvents } from '../orders/order-events';

/**
 * After an order change commits: a small notice on the restaurant's live
 * stream, which the gateway serves as server-sent events
 * (docs/decisions/0014-live-order-stream.md), and the saved row handed to
 * the order events (one event per write, deliveries only:
 * docs/decisions/0042-order-events-on-a-stream.md).
 */
export class OrderChanges {
  constructor(
    private readonly redis: RedisClient,
    private readonly events: OrderEvents,
    private readonly log: Logger,
    /** The customer's e-mails of an online order that follow a change (ready for pickup). */
    private readonly mail: Pick<OnlineMail, 'afterChange'> | null = null,
  ) {}

  /**
   * `before`: the order as it was before the write, when the writer has it
   * (a delivery that stops being one is sent; without it, an order sent
   * before is).
   */
  async after(order: OrderRow, change: OrderChange, before?: OrderRow | null): Promise<void> {
    this.events.handOver(order, before);
    await this.notice(order, change);
    await this.mail?.afterChange(order, before);
  }

  /** The notice alone, for a change no subscriber keeps (a line marked done at the kitchen display). */
  async notice(order: OrderRow, change: OrderChange): Promise<void> {
    const notice: OrderNotice = {
      id: order.id,
      orderNumber: order.orderNumber,
      orderType: order.orderType,
      change,
      version: order.version,
      printed: order.firstPrintedAt !== null,
      channel: order.channel,
      at: new Date().toISOString(),
    };
    await addLiveNotice(this.redis, order.restaurantId, 'order', notice, this.log);
  }
}
