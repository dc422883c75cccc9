import {
  inBuckets,
  detached,
  KeptMap,
  ORDER_EVENTS_STREAM,
  orderJobId,
  OUTBOX_BATCH,
  OutboxSweeper,
  StreamEventSender,
  versionDigest,
  type Logger,
  type OrderChanged,
  type ReplayRequest,
  type RedisClient,
} from '@zest/kit';
import { and, asc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { OrdersTenants } from '../db/client';
import { customers, orders, type CustomerRow, type OrderRow } from '../db/schema';

/** The one the order is for: its counter customer, or (an online order naming none) who typed it. */
const customerOf = (o: OrderRow, c: CustomerRow | null) => c ?? o.typedCustomer;

export const toOrderEvent = (o: OrderRow, c: CustomerRow | null): OrderChanged => ({
  id: o.id,
  restaurantId: o.restaurantId,
  orderNumber: o.orderNumber,
  orderType: o.orderType,
  customer: customerOf(o, c) && {
    fullName: customerOf(o, c)!.fullName,
    phoneNumber: customerOf(o, c)!.phoneNumber,
    street1: customerOf(o, c)!.street1,
    street2: customerOf(o, c)!.street2,
    city: customerOf(o, c)!.city,
    zipcode: customerOf(o, c)!.zipcode,
  },
  lineCount: o.lineCount,
  subtotalCents: o.subtotalCents,
  deliveryChargeCents: o.deliveryChargeCents,
  taxCents: o.taxCents,
  totalCents: o.totalCents,
  createdAt: o.createdAt.toISOString(),
  firstPrintedAt: o.firstPrintedAt?.toISOString() ?? null,
  orderDay: o.orderDay,
  scheduleTime: o.scheduleTime,
  readyAt: o.kitchenReadyAt?.toISOString() ?? null,
  deleted: o.deletedAt !== null,
  voided: o.voidedAt !== null,
  lastVoid: o.lastVoidBy
    ? {
        by: o.lastVoidBy,
        session: o.lastVoidSession ?? 'cashier',
        approvedBy: o.lastVoidApprovedBy,
        reason: o.lastVoidReason,
      }
    : null,
  cardPaidCents: o.cardPaidCents,
  cardTipCents: o.cardTipCents,
  version: o.version,
});

interface OrderWithCustomer {
  id: string;
  order: OrderRow;
  customer: CustomerRow | null;
}

const eventOf = (r: OrderWithCustomer) => toOrderEvent(r.order, r.customer);

/**
 * The orders the subscribers keep or have kept: deliveries, and any order
 * sent before (a delivery that became a pickup, so they drop it). The same
 * condition as the `orders_unpublished_idx` partial index (migration 0006).
 */
const everSent = or(eq(orders.orderType, 'delivery'), gt(orders.publishedVersion, 0));

/** Orders with their customers, across restaurants (a background job's transaction). */
async function withCustomers(
  tenants: OrdersTenants,
  where: SQL | undefined,
  orderBy: SQL,
  limit: number,
): Promise<OrderWithCustomer[]> {
  const rows = await tenants.acrossRestaurants((tx) =>
    tx
      .select({ order: orders, customer: customers })
      .from(orders)
      .leftJoin(customers, and(eq(customers.restaurantId, orders.restaurantId), eq(customers.id, orders.customerId)))
      .where(where)
      .orderBy(orderBy)
      .limit(limit),
  );
  return rows.map((r) => ({ id: r.order.id, ...r }));
}

/** Order ids this process sent lately: an order that was a delivery is sent when it stops being one. */
const REMEMBERED = 10_000;

/**
 * Order changes for every subscriber (services/kit/src/core/services.ts
 * `orderProjection`: the drivers service), on the order events stream
 * (docs/decisions/0042-order-events-on-a-stream.md). One event per order
 * write, from the write's own process: `after` hands over the row the write
 * saved; what arrives together is sent in one round trip to Redis and then
 * marked sent (`published_version`) in one statement. Only what a
 * subscriber keeps is sent: deliveries, and an order that stops being one.
 * The outbox is still the column: a row ahead of `published_version` that a
 * subscriber keeps is still to send, and a sweep every few seconds sends
 * what a failed send left (Redis away). A subscriber asks on `order-replay`
 * for every delivery when its copy is empty, and for a check every period.
 */
export class OrderEvents {
  private readonly sender: StreamEventSender<OrderChanged, OrderWithCustomer>;
  private readonly sweeper: OutboxSweeper;
  private readonly waiting = new Map<string, OrderRow>();
  private readonly sent = new KeptMap<string, true>(REMEMBERED);
  private sending: Promise<void> | null = null;
  readonly active: boolean;

  constructor(
    private readonly tenants: OrdersTenants,
    redis: RedisClient,
    subscribers: readonly string[],
    private readonly log: Logger,
  ) {
    this.active = subscribers.length > 0;
    this.sender = new StreamEventSender(
      'order',
      ORDER_EVENTS_STREAM,
      subscribers,
      redis,
      log,
      this.subjects(),
      orderJobId,
    );
    this.sweeper = new OutboxSweeper('order events', () => this.publishPending(), log);
  }

  /** What the subscribers keep, for a replay (deliveries) and a check (deliveries, and any order sent before). */
  private subjects() {
    const tenants = this.tenants;
    return {
      digest: () =>
        tenants.acrossRestaurants((tx) =>
          versionDigest(tx, orders, orders.id, orders.version, eq(orders.orderType, 'delivery')),
        ),
      page: (after: string, limit: number, within: Parameters<typeof inBuckets>[1]) =>
        withCustomers(
          tenants,
          and(
            gt(orders.id, after),
            within ? and(inBuckets(orders.id, within), everSent) : eq(orders.orderType, 'delivery'),
          ),
          asc(orders.id),
          limit,
        ),
      eventOf,
    };
  }

  /**
   * After a write commits, with the row it saved (and the row before, when
   * the writer has it): sent at once, without making the request wait, when
   * a subscriber keeps it or kept it.
   */
  handOver(order: OrderRow, before?: OrderRow | null): void {
    if (!this.active) return;
    const kept =
      order.orderType === 'delivery' ||
      order.publishedVersion > 0 ||
      before?.orderType === 'delivery' ||
      this.sent.has(order.id);
    if (!kept) return;
    const held = this.waiting.get(order.id);
    if (!held || held.version < order.version) this.waiting.set(order.id, order);
    // Not the request's work: its statements are not counted to it (statement-count.ts).
    this.sending ??= detached(() => this.sendWaiting()).finally(() => (this.sending = null));
  }

  /** What was handed over, in batches: what arrives while one is sent goes in the next. */
  private async sendWaiting(): Promise<void> {
    // One turn of the event loop, so the writes finishing together go together.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.waiting.size) {
      const rows = [...this.waiting.values()].slice(0, OUTBOX_BATCH);
      for (const row of rows) this.waiting.delete(row.id);
      try {
        await this.send(await this.customersOf(rows));
      } catch (error) {
        this.log.warn({ err: error, orders: rows.length }, 'order events not sent yet; the sweep sends them');
      }
    }
  }

  /** The customers of the deliveries among the rows, in one read. */
  private async customersOf(rows: OrderRow[]): Promise<OrderWithCustomer[]> {
    const keys = [
      ...new Map(
        rows.flatMap((r) =>
          r.orderType === 'delivery' && r.customerId
            ? [[`${r.restaurantId}/${r.customerId}`, sql`(${r.restaurantId}::uuid, ${r.customerId}::uuid)`] as const]
            : [],
        ),
      ).values(),
    ];
    // By the whole key (restaurant, id): the primary key's index answers it.
    const found = keys.length
      ? await this.tenants.acrossRestaurants((tx) =>
          tx
            .select()
            .from(customers)
            .where(sql`(${customers.restaurantId}, ${customers.id}) IN (${sql.join(keys, sql`, `)})`),
        )
      : [];
    const byId = new Map(found.map((c) => [`${c.restaurantId}/${c.id}`, c]));
    return rows.map((order) => ({
      id: order.id,
      order,
      customer: (order.orderType === 'delivery' && byId.get(`${order.restaurantId}/${order.customerId}`)) || null,
    }));
  }

  /** One round trip to Redis, then one statement marking the batch sent (never moving a mark back). */
  private async send(rows: OrderWithCustomer[]): Promise<void> {
    if (!rows.length) return;
    await this.sender.publish(rows.map(eventOf));
    for (const { id } of rows) this.sent.set(id, true);
    const values = rows.map(
      ({ order }) => sql`(${order.restaurantId}::uuid, ${order.id}::uuid, ${order.version}::bigint)`,
    );
    await this.tenants.acrossRestaurants((tx) =>
      tx.execute(sql`UPDATE orders SET published_version = sent.version
        FROM (VALUES ${sql.join(values, sql`, `)}) AS sent (restaurant_id, id, version)
        WHERE orders.restaurant_id = sent.restaurant_id AND orders.id = sent.id
          AND orders.published_version < sent.version`),
    );
  }

  /** Sends what is still to send (a failed send, another replica's crash), oldest change first; answers how many. */
  async publishPending(): Promise<number> {
    let sent = 0;
    for (;;) {
      const pending = and(gt(orders.version, orders.publishedVersion), everSent);
      const rows = await withCustomers(this.tenants, pending, asc(orders.updatedAt), OUTBOX_BATCH);
      await this.send(rows);
      sent += rows.length;
      if (rows.length < OUTBOX_BATCH) return sent;
    }
  }

  startSweeping(everyMs = 5_000): void {
    if (this.active) this.sweeper.start(everyMs);
  }

  /** A subscriber asked for everything, or for a check. */
  answer(request: ReplayRequest): Promise<void> {
    return this.sender.answer(request);
  }

  async close(): Promise<void> {
    await this.sweeper.close();
    await this.sending;
    await this.sender.close();
  }
}
