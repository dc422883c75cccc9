import { eq } from 'drizzle-orm';
import { conflict, type RequestContext } from '@zest/kit';
import { toppingExtras, toppings } from '../db/schema';
import type { MenuTransaction } from '../db/tenant';
import { saveToppingInput, toppingChange, toppingExtraChange, toppingExtraInput, toppingInput } from '../inputs';
import { rowsOf, toppingRows, toppingView, type ToppingRow } from '../menu/rows';
import { nextNumber, type MenuScope } from '../menu/scope';

export const TOPPING_MESSAGES = {
  notFound: 'Topping not found.',
  extrasNotFound: 'Topping options not found.',
  oneExtrasSet: 'This topping already has its options. Edit them instead.',
} as const;

const topping = rowsOf(toppings, TOPPING_MESSAGES.notFound);
const extras = rowsOf(toppingExtras, TOPPING_MESSAGES.extrasNotFound);

type Portions = { littlePriceCents: number; regularPriceCents: number; extraPriceCents: number };

async function insertTopping(tx: MenuTransaction, restaurantId: string, name: string, basePriceCents: number) {
  const numericId = await nextNumber(tx, restaurantId, 'topping');
  const [row] = await tx.insert(toppings).values({ restaurantId, numericId, name, basePriceCents }).returning();
  return row!;
}

/**
 * A topping's one option set: the unique index decides two creates at once
 * (one wins, the other is a 409). A topping with a set is priced 0
 * (docs/product.md#toppings-and-portions).
 */
async function addExtras(tx: MenuTransaction, row: ToppingRow, prices: Portions) {
  const [created] = await tx
    .insert(toppingExtras)
    .values({ restaurantId: row.restaurantId, toppingId: row.id, ...prices })
    .onConflictDoNothing()
    .returning();
  if (!created) throw conflict(TOPPING_MESSAGES.oneExtrasSet);
  await tx.update(toppings).set({ basePriceCents: 0 }).where(eq(toppings.id, row.id));
  return created;
}

/** Toppings and their option sets (docs/product.md#toppings-and-portions). */
export class ToppingsService {
  constructor(private readonly scope: MenuScope) {}

  list(ctx: RequestContext, restaurantId: unknown) {
    return this.scope.inRestaurant(ctx, restaurantId, 'read', toppingRows);
  }

  extrasOf(ctx: RequestContext, toppingId: unknown) {
    return this.scope.byId(
      ctx,
      'read',
      topping(toppingId),
      async (tx, row) => (await toppingView(tx, row.id, row.restaurantId)).extras,
    );
  }

  create(ctx: RequestContext, raw: unknown) {
    const input = toppingInput.parse(raw);
    return this.scope.inRestaurant(ctx, input.restaurantId, 'write', async (tx, restaurantId) => ({
      ...(await insertTopping(tx, restaurantId, input.name, input.basePriceCents ?? 0)),
      extras: null,
    }));
  }

  /** The base price stays 0 while the topping has an option set. */
  update(ctx: RequestContext, id: unknown, raw: unknown, restaurantId?: unknown) {
    const change = toppingChange.parse(raw);
    return this.scope.byId(ctx, 'write', topping(id, restaurantId), async (tx, row) => {
      const view = await toppingView(tx, row.id, row.restaurantId);
      const basePriceCents = view.extras ? 0 : (change.basePriceCents ?? row.basePriceCents);
      await tx
        .update(toppings)
        .set({ name: change.name ?? row.name, basePriceCents })
        .where(eq(toppings.id, row.id));
      return toppingView(tx, row.id, row.restaurantId);
    });
  }

  /** Its option set goes with it. */
  delete(ctx: RequestContext, id: unknown, restaurantId?: unknown) {
    return this.scope.delete(ctx, topping(id, restaurantId), 'Topping deleted.');
  }

  createExtras(ctx: RequestContext, raw: unknown) {
    const { toppingId, ...prices } = toppingExtraInput.parse(raw);
    return this.scope.byId(ctx, 'write', topping(toppingId), (tx, row) => addExtras(tx, row, prices));
  }

  updateExtras(ctx: RequestContext, id: unknown, raw: unknown) {
    const change = toppingExtraChange.parse(raw);
    return this.scope.byId(ctx, 'write', extras(id), async (tx, row) => {
      const [updated] = await tx
        .update(toppingExtras)
        .set({
          littlePriceCents: change.littlePriceCents ?? row.littlePriceCents,
          regularPriceCents: change.regularPriceCents ?? row.regularPriceCents,
          extraPriceCents: change.extraPriceCents ?? row.extraPriceCents,
        })
        .where(eq(toppingExtras.id, row.id))
        .returning();
      return updated!;
    });
  }

  /** The topping keeps base price 0 until it is edited (the form then enables the field again). */
  deleteExtras(ctx: RequestContext, id: unknown) {
    return this.scope.delete(ctx, extras(id), 'Topping options deleted.');
  }

  /**
   * A topping with its option set in one transaction: created (no id) or
   * updated; `extras` is the set it has afterwards (created or updated), and
   * none removes a saved one. A bad price anywhere saves nothing.
   */
  save(ctx: RequestContext, raw: unknown) {
    const { id, restaurantId, name, basePriceCents, extras: prices } = saveToppingInput.parse(raw);
    const apply = async (tx: MenuTransaction, row: ToppingRow) => {
      await tx
        .update(toppings)
        .set({ name, basePriceCents: prices ? 0 : (basePriceCents ?? 0) })
        .where(eq(toppings.id, row.id));
      if (!prices) await tx.delete(toppingExtras).where(eq(toppingExtras.toppingId, row.id));
      else {
        const [updated] = await tx
          .update(toppingExtras)
          .set(prices)
          .where(eq(toppingExtras.toppingId, row.id))
          .returning({ id: toppingExtras.id });
        if (!updated) await addExtras(tx, row, prices);
      }
      return toppingView(tx, row.id, row.restaurantId);
    };
    if (id === undefined || id === null) {
      return this.scope.inRestaurant(ctx, restaurantId, 'write', async (tx, rid) =>
        apply(tx, await insertTopping(tx, rid, name, 0)),
      );
    }
    return this.scope.byId(ctx, 'write', topping(id, restaurantId), apply);
  }
}
