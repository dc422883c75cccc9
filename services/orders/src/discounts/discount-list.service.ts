import {
  actorOf,
  appendAudit,
  formatDollars,
  notFound,
  uniqueOr,
  type RequestContext,
  type RestaurantAccess,
} from '@zest/kit';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { OrdersTenants } from '../db/client';
import { discounts, type DiscountRow } from '../db/schema';
import { DISCOUNT_NOT_FOUND, discountInput, type DiscountInput } from './inputs';
import { toDiscount } from './views';

export const NAME_TAKEN = 'The list has a discount of this name already.';

/**
 * The restaurant's list of discounts (docs/product.md#discounts): the owner
 * or a manager keeps it; the terminal reads it. A discount is never
 * deleted (orders name it), only made inactive; every change is a line in
 * the audit trail with what it was before.
 */
export class DiscountListService {
  constructor(
    private readonly tenants: OrdersTenants,
    private readonly access: RestaurantAccess,
  ) {}

  /** Active ones first, then by name. */
  async list(ctx: RequestContext, restaurantId: unknown) {
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'order.read');
    const rows = await this.tenants.run([restaurant.id], (tx) =>
      tx
        .select()
        .from(discounts)
        .where(eq(discounts.restaurantId, restaurant.id))
        .orderBy(desc(discounts.active), asc(sql`lower(${discounts.name})`)),
    );
    return rows.map(toDiscount);
  }

  /** A new discount, or (with its id) one of the list written again whole. */
  async save(ctx: RequestContext, restaurantId: unknown, raw: unknown) {
    const input = discountInput.parse(raw);
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'order.settings');
    const saved = await this.tenants.run([restaurant.id], async (tx) => {
      const fields = { name: input.name, kind: input.kind, value: input.value, appliesTo: input.appliesTo };
      let before: DiscountRow | undefined;
      if (input.id) {
        [before] = await tx
          .select()
          .from(discounts)
          .where(and(eq(discounts.restaurantId, restaurant.id), eq(discounts.id, input.id)))
          .for('update');
        if (!before) throw notFound(DISCOUNT_NOT_FOUND);
      }
      const [row] = await uniqueOr(NAME_TAKEN, () =>
        before
          ? tx
              .update(discounts)
              .set({ ...fields, active: input.active, updatedAt: new Date() })
              .where(and(eq(discounts.restaurantId, restaurant.id), eq(discounts.id, before.id)))
              .returning()
          : tx
              .insert(discounts)
              .values({ ...fields, active: input.active, restaurantId: restaurant.id })
              .returning(),
      );
      const said = describe(row!);
      const was = before ? describe(before) : null;
      if (said !== was) {
        await appendAudit(tx, restaurant, {
          kind: 'settings.discounts',
          summary: was ? `Discount changed: ${said} (was ${was})` : `Discount added: ${said}`,
          actor: actorOf(ctx.viewer!),
          subjectId: row!.id,
          detail: { before: before ? toDiscount(before) : null, after: toDiscount(row!) },
        });
      }
      return row!;
    });
    return toDiscount(saved);
  }
}

const SCOPE_WORDS: Record<DiscountInput['appliesTo'], string> = {
  line: 'for an item',
  order: 'for the order',
  either: 'for an item or the order',
};

/** "Staff meal, 50 % for an item or the order", "Coupon, $5.00 for the order (inactive)". */
export function describe(d: Pick<DiscountRow, 'name' | 'kind' | 'value' | 'appliesTo' | 'active'>): string {
  const value =
    d.value === null
      ? `${d.kind === 'percent' ? 'a percent' : 'an amount'} typed at the counter`
      : d.kind === 'percent'
        ? `${d.value / 100} %`
        : formatDollars(d.value);
  return `${d.name}, ${value} ${SCOPE_WORDS[d.appliesTo]}${d.active ? '' : ' (inactive)'}`;
}
