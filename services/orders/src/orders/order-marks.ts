import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { OrdersTransaction } from '../db/client';
import { orders, type OrderRow } from '../db/schema';

interface Marks {
  kitchenReadyAt?: SQL | null;
  kitchenReadyBy?: SQL | string | null;
  pickedUpAt?: SQL | null;
  pickedUpBy?: string | null;
}

/**
 * A mark on an order that moves none of its money (the kitchen's ready, a pickup handed over): the columns
 * set and its version moved on, so its readers and subscribers hear of it. The order is locked by the caller.
 */
export async function markOrder(tx: OrdersTransaction, order: OrderRow, marks: Marks): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ ...marks, version: sql`${orders.version} + 1`, updatedAt: new Date() })
    .where(and(eq(orders.restaurantId, order.restaurantId), eq(orders.id, order.id)))
    .returning();
  return row!;
}
