import { addDays, atLocalTime, isId, localDate, notFound, type RequestContext, type RestaurantAccess } from '@zest/kit';
import { and, eq, sql } from 'drizzle-orm';
import { soldOutMarks } from '../db/schema';
import type { MenuTransaction } from '../db/tenant';
import { soldOutInput } from '../inputs';
import type { MenuScope } from '../menu/scope';

export const SOLD_OUT_MESSAGES = {
  notFound: 'This item is not on the menu.',
  restOfDay: (name: string) => `${name} is sold out for the rest of the day.`,
  untilAvailable: (name: string) => `${name} is sold out until it is marked available.`,
  available: (name: string) => `${name} is available again.`,
} as const;

type Kind = (typeof soldOutMarks.$inferSelect)['kind'];

/** Which table an id is of, with the name the counter knows it by ("Large 18\" Pepperoni" for a size). */
async function itemOf(tx: MenuTransaction, restaurantId: string, itemId: string) {
  const found = await tx.execute<{ kind: Kind; name: string }>(sql`
    SELECT 'product' AS kind, name FROM products WHERE restaurant_id = ${restaurantId} AND id = ${itemId}
    UNION ALL
    SELECT 'size', s.size_name || ' ' || p.name FROM product_sizes s
      JOIN products p ON p.restaurant_id = s.restaurant_id AND p.id = s.product_id
      WHERE s.restaurant_id = ${restaurantId} AND s.id = ${itemId}
    UNION ALL
    SELECT 'topping', name FROM toppings WHERE restaurant_id = ${restaurantId} AND id = ${itemId}
    UNION ALL
    SELECT 'side', name FROM sides WHERE restaurant_id = ${restaurantId} AND id = ${itemId}
    UNION ALL
    SELECT 'special', name FROM specials WHERE restaurant_id = ${restaurantId} AND id = ${itemId}`);
  const row = found.rows[0];
  if (!row) throw notFound(SOLD_OUT_MESSAGES.notFound);
  return row;
}

/**
 * Sold out ("86", docs/decisions/0061-sold-out.md): a mark on a product, size, topping, side or
 * special, for the rest of the restaurant's day or until someone marks it available. A mark is a menu
 * change: the version moves on, so every terminal's next read and the orders service's copy have it.
 */
export class SoldOutService {
  constructor(
    private readonly scope: MenuScope,
    private readonly access: RestaurantAccess,
  ) {}

  async mark(ctx: RequestContext, raw: unknown) {
    const input = soldOutInput.parse(raw);
    const restaurant = await this.access.forRestaurant(ctx, input.restaurantId, 'menu.soldOut');
    if (!isId(input.itemId)) throw notFound(SOLD_OUT_MESSAGES.notFound);
    const now = new Date();
    const until =
      input.for === 'UNTIL_AVAILABLE'
        ? null
        : atLocalTime(addDays(localDate(now, restaurant.timeZone), 1), 0, restaurant.timeZone);
    const markedBy = ctx.viewer?.kind === 'restaurant' ? ctx.viewer.name : (ctx.viewer?.email ?? '');
    return this.scope.inRestaurant(ctx, restaurant.id, 'soldOut', async (tx, restaurantId) => {
      const item = await itemOf(tx, restaurantId, input.itemId);
      const values = { restaurantId, itemId: input.itemId, kind: item.kind, until, markedBy, markedAt: now };
      await tx
        .insert(soldOutMarks)
        .values(values)
        .onConflictDoUpdate({ target: [soldOutMarks.restaurantId, soldOutMarks.itemId], set: values });
      return {
        success: true,
        message: until ? SOLD_OUT_MESSAGES.restOfDay(item.name) : SOLD_OUT_MESSAGES.untilAvailable(item.name),
        itemId: input.itemId,
        soldOut: { until: until?.toISOString() ?? null },
      };
    });
  }

  async markAvailable(ctx: RequestContext, restaurantId: unknown, itemId: unknown) {
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'menu.soldOut');
    if (!isId(itemId)) throw notFound(SOLD_OUT_MESSAGES.notFound);
    return this.scope.inRestaurant(ctx, restaurant.id, 'soldOut', async (tx, rid) => {
      const item = await itemOf(tx, rid, itemId);
      await tx.delete(soldOutMarks).where(and(eq(soldOutMarks.restaurantId, rid), eq(soldOutMarks.itemId, itemId)));
      return { success: true, message: SOLD_OUT_MESSAGES.available(item.name), itemId, soldOut: null };
    });
  }
}
