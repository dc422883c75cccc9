import { notFound } from '@zest/kit';
import { and, eq } from 'drizzle-orm';
import type { OrdersTransaction } from '../db/client';
import { customers, type CustomerRow } from '../db/schema';
import { CUSTOMER_NOT_FOUND } from '../inputs';

/** The restaurant's customer an order names, in the order's transaction; another restaurant's is not found. */
export async function requireCustomer(
  tx: OrdersTransaction,
  restaurantId: string,
  customerId: string,
): Promise<CustomerRow> {
  const [found] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.restaurantId, restaurantId), eq(customers.id, customerId)));
  if (!found) throw notFound(CUSTOMER_NOT_FOUND);
  return found;
}
