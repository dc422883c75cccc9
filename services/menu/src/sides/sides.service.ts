import { eq } from 'drizzle-orm';
import type { RequestContext } from '@zest/kit';
import { sides } from '../db/schema';
import { sideChange, sideInput } from '../inputs';
import { rowsOf, sideRows } from '../menu/rows';
import type { MenuScope } from '../menu/scope';

export const SIDE_MESSAGES = { notFound: 'Side not found.' } as const;

const side = rowsOf(sides, SIDE_MESSAGES.notFound);

/** Sides (docs/product.md#sides): a name and one price. */
export class SidesService {
  constructor(private readonly scope: MenuScope) {}

  list(ctx: RequestContext, restaurantId: unknown) {
    return this.scope.inRestaurant(ctx, restaurantId, 'read', sideRows);
  }

  create(ctx: RequestContext, raw: unknown) {
    const input = sideInput.parse(raw);
    return this.scope.inRestaurant(ctx, input.restaurantId, 'write', async (tx, restaurantId) => {
      const [row] = await tx
        .insert(sides)
        .values({ restaurantId, name: input.name, basePriceCents: input.basePriceCents })
        .returning();
      return row!;
    });
  }

  /** An empty name keeps the current one (docs/product.md#sides). */
  update(ctx: RequestContext, id: unknown, raw: unknown, restaurantId?: unknown) {
    const change = sideChange.parse(raw);
    return this.scope.byId(ctx, 'write', side(id, restaurantId), async (tx, row) => {
      const [updated] = await tx
        .update(sides)
        .set({ name: change.name ?? row.name, basePriceCents: change.basePriceCents ?? row.basePriceCents })
        .where(eq(sides.id, row.id))
        .returning();
      return updated!;
    });
  }

  delete(ctx: RequestContext, id: unknown, restaurantId?: unknown) {
    return this.scope.delete(ctx, side(id, restaurantId), 'Side deleted.');
  }
}
