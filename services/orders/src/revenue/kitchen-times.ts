import { and, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { OrdersTransaction } from '../db/client';
import { orders } from '../db/schema';

/**
 * How long the kitchen took in a period (docs/product.md#revenue-cards): from an order's first print to the
 * kitchen marking it ready, over the period's orders that were marked ready (voided and deleted ones left
 * out), as an average and the 90th percentile, in whole seconds. Read from the orders, not the daily rollup:
 * a percentile does not add up day by day. The period is a range of created_at (the orders' own index).
 */
export async function kitchenTimes(
  tx: OrdersTransaction,
  restaurantId: string,
  startsAt: Date | null,
  endsAt: Date | null,
): Promise<{ orders: number; averageSeconds: number | null; p90Seconds: number | null }> {
  const took = sql`extract(epoch from ${orders.kitchenReadyAt} - ${orders.firstPrintedAt})`;
  const [row] = await tx
    .select({
      orders: sql<number>`count(*)::int`,
      averageSeconds: sql<number | null>`round(avg(${took}))::int`,
      p90Seconds: sql<number | null>`round(percentile_cont(0.9) within group (order by ${took}))::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        startsAt ? gte(orders.createdAt, startsAt) : undefined,
        endsAt ? lt(orders.createdAt, endsAt) : undefined,
        isNotNull(orders.kitchenReadyAt),
        isNotNull(orders.firstPrintedAt),
        isNull(orders.voidedAt),
        isNull(orders.deletedAt),
      ),
    );
  return row ?? { orders: 0, averageSeconds: null, p90Seconds: null };
}
