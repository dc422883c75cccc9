import {
  EventOutbox,
  inBuckets,
  orderEventsQueue,
  orderJobId,
  versionDigest,
  type JobsOptions,
  type Logger,
  type OrderChanged,
} from '@zest/kit';
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
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
  orderDay: o.orderDay,
  scheduleTime: o.scheduleTime,
  deleted: o.deletedAt !== null,
  voided: o.voidedAt !== null,
  version: o.version,
});

interface OrderWithCustomer {
  id: string;
  order: OrderRow;
  customer: CustomerRow | null;
}

const eventOf = (r: OrderWithCustomer) => toOrderEvent(r.order, r.customer);

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

/**
 * Publishes order changes to every subscriber's queue (services/kit/src/services.ts
 * `orderProjection`: the drivers service), the way auth publishes
 * restaurants: the outbox is a column. Every change moves `version` on in
 * its own transaction; a row whose version is ahead of `published_version`
 * is still to send, so nothing is lost when Redis is away at write time.
 * Two replicas sending the same version is one job (job id = order and version).
 * A subscriber asks on `order-replay` for every order (deleted ones too) when
 * its copy is empty, and for a check every period.
 */
export class OrderEvents extends EventOutbox<OrderWithCustomer, OrderChanged> {
  constructor(
    tenants: OrdersTenants,
    connection: Redis,
    subscribers: readonly string[],
    log: Logger,
    jobs: JobsOptions,
  ) {
    super(
      'order',
      orderEventsQueue,
      subscribers,
      connection,
      log,
      jobs,
      {
        pending: (limit) =>
          withCustomers(tenants, gt(orders.version, orders.publishedVersion), asc(orders.updatedAt), limit),
        toEvent: eventOf,
        markSent: async ({ order }) => {
          await tenants.acrossRestaurants((tx) =>
            tx
              .update(orders)
              .set({ publishedVersion: order.version })
              .where(and(eq(orders.id, order.id), sql`${orders.publishedVersion} < ${order.version}`)),
          );
        },
        jobId: orderJobId,
      },
      {
        digest: () => tenants.acrossRestaurants((tx) => versionDigest(tx, orders, orders.id, orders.version)),
        page: (after, limit, within) =>
          withCustomers(tenants, and(gt(orders.id, after), inBuckets(orders.id, within)), asc(orders.id), limit),
        eventOf,
      },
    );
  }
}
