import type { RequestContext, RestaurantAccess } from '@zest/kit';
import { sql } from 'drizzle-orm';
import type { OrdersTenants } from '../db/client';

/** The characters of a tag: no 0/O, 1/I, so a cashier reads "K7-03" off a receipt without a doubt. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The restaurant's nth tag (0-based): AA, AB, … 99; after 1,024 tablets the first tags come round again. */
export function tagOf(n: number): string {
  const i = n % (ALPHABET.length * ALPHABET.length);
  return `${ALPHABET[Math.floor(i / ALPHABET.length)]}${ALPHABET[i % ALPHABET.length]}`;
}

/**
 * A tag of its own for each tablet of a restaurant (docs/decisions/0045-the-terminal-offline.md): the first two
 * characters of the numbers it prints offline ("K7-03"), so two tablets offline at once never print the same
 * number. Counted beside the restaurant's order numbers, in the same row.
 */
export class TerminalTags {
  constructor(
    private readonly tenants: OrdersTenants,
    private readonly access: RestaurantAccess,
  ) {}

  async next(ctx: RequestContext, restaurantId: unknown): Promise<string> {
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'order.take');
    const n = await this.tenants.run([restaurant.id], async (tx) => {
      // A new row says no order yet: the next order number is still 1.
      const { rows } = await tx.execute<{ next_tag: number }>(sql`
        INSERT INTO order_counters (restaurant_id, next_number, next_tag) VALUES (${restaurant.id}, 1, 1)
        ON CONFLICT (restaurant_id) DO UPDATE SET next_tag = order_counters.next_tag + 1
        RETURNING next_tag`);
      return Number(rows[0]!.next_tag);
    });
    return tagOf(n - 1);
  }
}
