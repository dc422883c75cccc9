import { badInput } from '@zest/kit';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { categories, products } from '../db/schema';
import type { MenuTransaction } from '../db/tenant';
import { menuOrder, ORDER_MESSAGE } from '../inputs';

/**
 * The owner's order of a list on the menu (issue 46): the categories of a restaurant, or the products of one
 * category. The new order names every one of them once, else it is refused (someone added or deleted one
 * meanwhile: the screen reloads); each takes its place (0 first). Rows locked, so two orders at once apply
 * one after the other.
 */
export async function placeInOrder(
  tx: MenuTransaction,
  list: { of: 'categories'; restaurantId: string } | { of: 'products'; restaurantId: string; categoryId: string },
  raw: unknown,
): Promise<void> {
  const ids = menuOrder.parse(raw);
  const table = list.of === 'categories' ? categories : products;
  const mine =
    list.of === 'categories'
      ? eq(categories.restaurantId, list.restaurantId)
      : and(eq(products.restaurantId, list.restaurantId), eq(products.categoryId, list.categoryId));
  const now = await tx.select({ id: table.id }).from(table).where(mine).for('update');
  const known = new Set(now.map((r) => r.id));
  if (ids.length !== known.size || ids.some((id) => !known.has(id))) throw badInput(ORDER_MESSAGE);
  if (!ids.length) return;
  const place = sql`(array_position(${sql.param(ids)}::uuid[], ${table.id}) - 1)`;
  await tx
    .update(table)
    .set({ position: place })
    .where(and(mine, inArray(table.id, ids)));
}
