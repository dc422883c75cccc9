import {
  isId,
  notFound,
  requireAccess,
  type KnownRestaurant,
  type RequestContext,
  type RestaurantAccess,
} from '@zest/kit';
import { and, eq, gt, gte, inArray, isNotNull, isNull, like, lt, or, sql } from 'drizzle-orm';
import type { OrdersTenants } from '../db/client';
import { customers, orders } from '../db/schema';
import { historyBefore, historyDate, historyLimit, orderType, phoneFilter } from '../inputs';
import type { CustomerModel, OrderModel } from './models';
import { fullOrderOf, fullOrderQuery, readOrders, type FullOrderJson } from './full-order';
import { ORDER_NOT_FOUND } from '../inputs';
import { toOrder } from './views';

/**
 * Reading orders: one order by its id, the history (docs/product.md#order-history),
 * a customer's last order for a one-tap repeat, and the restaurant's latest
 * order for the operator console. Access is checked before every tenant
 * transaction.
 */
export class OrderReads {
  constructor(
    private readonly tenants: OrdersTenants,
    private readonly access: RestaurantAccess,
  ) {}

  async get(ctx: RequestContext, id: unknown): Promise<OrderModel> {
    const scope = await this.access.readable(ctx, 'order.read');
    if (!isId(id) || !scope.length) throw notFound(ORDER_NOT_FOUND);
    // Two statements in one round trip: the tenant's settings and the order whole (tenancy.ts read).
    const [raw] = await this.tenants.read<FullOrderJson>(
      scope.map((r) => r.id),
      fullOrderQuery(
        scope.map((r) => r.id),
        id,
      ),
    );
    if (!raw) throw notFound(ORDER_NOT_FOUND);
    const full = fullOrderOf(raw);
    return toOrder(
      full,
      scope.find((r) => r.id === full.restaurantId)!,
    );
  }

  /**
   * The history (docs/product.md#order-history): highest number first, orders
   * without lines left out; a day in the restaurant's time zone, a type, any
   * part of the customer's phone; `before` pages on.
   */
  async history(
    ctx: RequestContext,
    restaurantId: unknown,
    filter: { date?: unknown; orderType?: unknown; phone?: unknown; voided?: unknown } | null | undefined,
    first: unknown,
    before: unknown,
  ): Promise<{ orders: OrderModel[]; nextBefore: number | null }> {
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'order.read');
    const date = filter?.date ? historyDate.parse(filter.date) : null;
    const type = filter?.orderType ? orderType.parse(filter.orderType) : null;
    const phone = filter?.phone ? phoneFilter.parse(filter.phone) : null;
    const limit = first === undefined || first === null ? 50 : Number(historyLimit.parse(first));
    const below = before === undefined || before === null ? null : Number(historyBefore.parse(before));
    const tz = restaurant.timeZone;
    const voided = typeof filter?.voided === 'boolean' ? filter.voided : null;
    const rows = await this.tenants.run([restaurant.id], (tx) => {
      // A printed order stays in the history even when every line was voided.
      const conditions = [
        eq(orders.restaurantId, restaurant.id),
        or(gt(orders.lineCount, 0), isNotNull(orders.firstPrintedAt)),
      ];
      if (voided !== null) conditions.push(voided ? isNotNull(orders.voidedAt) : isNull(orders.voidedAt));
      if (date) {
        // The restaurant's calendar day as a UTC range: the index on (restaurant_id, created_at) serves it.
        conditions.push(gte(orders.createdAt, sql`(${date}::date)::timestamp AT TIME ZONE ${tz}`));
        conditions.push(lt(orders.createdAt, sql`(${date}::date + 1)::timestamp AT TIME ZONE ${tz}`));
      }
      if (type) conditions.push(eq(orders.orderType, type));
      if (below !== null) conditions.push(lt(orders.orderNumber, below));
      if (phone) {
        conditions.push(
          inArray(
            orders.customerId,
            tx
              .select({ id: customers.id })
              .from(customers)
              .where(and(eq(customers.restaurantId, restaurant.id), like(customers.phoneNumber, `%${phone}%`))),
          ),
        );
      }
      return readOrders(tx, and(...conditions), limit + 1);
    });
    const page = rows.slice(0, limit);
    return {
      orders: page.map((o) => toOrder(o, restaurant)),
      nextBefore: rows.length > limit ? page[page.length - 1]!.orderNumber : null,
    };
  }

  /** The customer's most recent order with lines, for a one-tap repeat. */
  async lastOrderOf(ctx: RequestContext, customer: CustomerModel): Promise<OrderModel | null> {
    const restaurant = await this.access.forRestaurant(ctx, customer.restaurantId, 'order.read');
    return this.lastOrderIn(restaurant, customer.id);
  }

  async lastOrderIn(restaurant: KnownRestaurant, customerId: string): Promise<OrderModel | null> {
    const [last] = await this.tenants.run([restaurant.id], (tx) =>
      readOrders(
        tx,
        and(eq(orders.restaurantId, restaurant.id), eq(orders.customerId, customerId), gt(orders.lineCount, 0)),
        1,
      ),
    );
    return last ? toOrder(last, restaurant) : null;
  }

  /** When the restaurant's latest order (one with lines) was taken, for the operator console; null before the first. */
  async lastOrderAt(ctx: RequestContext, restaurantId: string): Promise<string | null> {
    requireAccess(ctx, 'console.read');
    if (!isId(restaurantId)) return null;
    const [row] = await this.tenants.run([restaurantId], (tx) =>
      tx
        .select({ at: sql<Date | null>`max(${orders.createdAt})` })
        .from(orders)
        .where(and(eq(orders.restaurantId, restaurantId), gt(orders.lineCount, 0))),
    );
    return row?.at ? new Date(row.at).toISOString() : null;
  }
}
