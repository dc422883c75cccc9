import { createLogger, createPool, localDate, prepareTenantRole, Tenants } from '@zest/kit';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { createOrdersDatabase, TENANT_ROLE } from '../db/client';
import { orders, ORDER_TYPES } from '../db/schema';
import { reserveOrderNumbers } from '../orders/order-store';
import { orderTotals } from '../lines/pricing';
import { rebuildRevenue } from '../revenue/rollup';

/**
 * `npm run bench`, revenue: a restaurant with many orders, written quickly
 * straight into the orders database with the service's own code (numbers
 * from its counter, totals from its pricing, the rollup rebuilt by its own
 * rebuild), spread over the last two years. Bench orders send no order events
 * (they are marked published): they exist for the revenue figures only.
 * Once: a restaurant that has the orders already gets none.
 */
/** Rows per insert: 16 values each, under PostgreSQL's 65,535 parameters a statement. */
const BATCH = 2_000;
const DAYS = 730;

export async function seedRevenueOrders(o: {
  databaseUrl: string;
  restaurant: { id: string; timeZone: string; taxPercentage: number; deliveryChargeCents: number };
  count: number;
  now?: Date;
}): Promise<{ orders: number; created: number }> {
  const pool = createPool(o.databaseUrl, { max: 2 }, createLogger('bench', 'silent'));
  const { restaurant } = o;
  const now = (o.now ?? new Date()).getTime();
  try {
    const tenants = new Tenants(createOrdersDatabase(pool), await prepareTenantRole(pool, TENANT_ROLE));
    return await tenants.run([restaurant.id], async (tx) => {
      const [had] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(eq(orders.restaurantId, restaurant.id), isNull(orders.deletedAt)));
      const missing = o.count - had!.n;
      if (missing <= 0) return { orders: had!.n, created: 0 };
      const { first } = await reserveOrderNumbers(tx, restaurant.id, missing);
      for (let done = 0; done < missing; done += BATCH) {
        const rows = Array.from({ length: Math.min(BATCH, missing - done) }, (_, j) => {
          const i = done + j;
          const orderType = ORDER_TYPES[i % 3]!;
          // Spread evenly and deterministically over the two years, newest last.
          const createdAt = new Date(now - ((i * 104_729) % (DAYS * 86_400)) * 1_000);
          const subtotalCents = 800 + ((i * 7_919) % 4_000);
          const totals = orderTotals({
            subtotalCents,
            orderType,
            deliveryRateCents: restaurant.deliveryChargeCents,
            taxPercentage: restaurant.taxPercentage,
          });
          return {
            restaurantId: restaurant.id,
            orderNumber: first + i,
            orderType,
            employeeName: 'Bench',
            lineCount: 1,
            deliveryRateCents: restaurant.deliveryChargeCents,
            taxPercentage: restaurant.taxPercentage,
            ...totals,
            createdAt,
            updatedAt: createdAt,
            orderDay: localDate(createdAt, restaurant.timeZone),
            version: 1,
            publishedVersion: 1,
          };
        });
        await tx.insert(orders).values(rows);
      }
      await rebuildRevenue(tx, restaurant.id);
      return { orders: o.count, created: missing };
    });
  } finally {
    await pool.end();
  }
}
