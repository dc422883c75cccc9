import {
  orderEventsQueue,
  orderJobId,
  OutboxSweeper,
  SubscriberQueues,
  type Logger,
  type OrderChanged,
} from '@zest/kit';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { OrdersTenants } from '../db/client';
import { customers, orders, type CustomerRow, type OrderRow } from '../db/schema';

export const toOrderEvent = (o: OrderRow, c: CustomerRow | null): OrderChanged => ({
  id: o.id,
  restaurantId: o.restaurantId,
  orderNumber: o.orderNumber,
  orderType: o.orderType,
  customer: c && {
    fullName: c.fullName,
    phoneNumber: c.phoneNumber,
    street1: c.street1,
    street2: c.street2,
    city: c.city,
    zipcode: c.zipcode,
  },
  lineCount: o.lineCount,
  subtotalCents: o.subtotalCents,
  deliveryChargeCents: o.deliveryChargeCents,
  taxCents: o.taxCents,
  totalCents: o.totalCents,
  createdAt: o.createdAt.toISOString(),
  firstPrintedAt: o.firstPrintedAt?.toISOString() ?? null,
  deleted: o.deletedAt !== null,
  version: o.version,
});

const BATCH = 200;

/**
 * Publishes order changes to every subscriber's queue (services/kit/src/services.ts
 * `orderProjection`; the drivers service, next), the way auth publishes
 * restaurants: the outbox is a column. Every change moves `version` on in
 * its own transaction; a row whose version is ahead of `published_version`
 * is still to send, so nothing is lost when Redis is away at write time.
 * Two replicas sending the same version is one job (job id = order and version).
 */
export class OrderEvents {
  private readonly queues: SubscriberQueues<OrderChanged>;
  private readonly outbox: OutboxSweeper;
  /** With no subscriber there is nothing to send, and nothing is marked sent: a new subscriber gets it all. */
  readonly active: boolean;

  constructor(
    private readonly tenants: OrdersTenants,
    connection: Redis,
    subscribers: readonly string[],
    log: Logger,
  ) {
    this.active = subscribers.length > 0;
    this.queues = new SubscriberQueues('order', orderEventsQueue, subscribers, connection, log);
    this.outbox = new OutboxSweeper('order events', () => this.publishPending(), log);
  }

  kick(): void {
    if (this.active) this.outbox.kick();
  }

  startSweeping(everyMs = 5_000): void {
    if (this.active) this.outbox.start(everyMs);
  }

  /** Sends what is pending, oldest change first; answers how many were sent. */
  async publishPending(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await this.tenants.acrossRestaurants((tx) =>
        tx
          .select({ order: orders, customer: customers })
          .from(orders)
          .leftJoin(
            customers,
            and(eq(customers.restaurantId, orders.restaurantId), eq(customers.id, orders.customerId)),
          )
          .where(gt(orders.version, orders.publishedVersion))
          .orderBy(asc(orders.updatedAt))
          .limit(BATCH),
      );
      if (!rows.length) return sent;
      for (const { order, customer } of rows) {
        const event = toOrderEvent(order, customer);
        await this.queues.publish(event, orderJobId(event));
        await this.tenants.acrossRestaurants((tx) =>
          tx
            .update(orders)
            .set({ publishedVersion: order.version })
            .where(and(eq(orders.id, order.id), sql`${orders.publishedVersion} < ${order.version}`)),
        );
        sent++;
      }
    }
  }

  async close(): Promise<void> {
    await this.outbox.close();
    await this.queues.close();
  }
}
