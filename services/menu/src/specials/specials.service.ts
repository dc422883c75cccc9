import { and, eq, inArray } from 'drizzle-orm';
import { isId, notFound, type RequestContext } from '@zest/kit';
import { specialItems, specials } from '../db/schema';
import type { MenuTransaction } from '../db/tenant';
import { saveSpecialInput, specialChange, specialInput, specialItemInput } from '../inputs';
import { rowsOf, specialRows, specialView } from '../menu/rows';
import { ack, nextNumber, type MenuScope } from '../menu/scope';

export const SPECIAL_MESSAGES = { notFound: 'Special not found.', itemNotFound: 'Special item not found.' } as const;

const special = rowsOf(specials, SPECIAL_MESSAGES.notFound);
const item = rowsOf(specialItems, SPECIAL_MESSAGES.itemNotFound);

type NewItem = { productName: string; quantity: number };

async function insertSpecial(tx: MenuTransaction, restaurantId: string, fields: { name: string; priceCents: number }) {
  const numericId = await nextNumber(tx, restaurantId, 'special');
  const [row] = await tx
    .insert(specials)
    .values({ restaurantId, numericId, ...fields })
    .returning();
  return row!;
}

async function addItems(tx: MenuTransaction, row: { id: string; restaurantId: string }, items: NewItem[]) {
  if (!items.length) return [];
  return tx
    .insert(specialItems)
    .values(items.map((item) => ({ ...item, restaurantId: row.restaurantId, specialId: row.id })))
    .returning();
}

/**
 * Specials and their items (docs/product.md#specials). An item is the
 * product's name as the client sends it (product, or size then product);
 * renaming or deleting the product later leaves it as it is.
 */
export class SpecialsService {
  constructor(private readonly scope: MenuScope) {}

  list(ctx: RequestContext, restaurantId: unknown) {
    return this.scope.inRestaurant(ctx, restaurantId, 'read', specialRows);
  }

  get(ctx: RequestContext, id: unknown, restaurantId?: unknown) {
    return this.scope.byId(ctx, 'read', special(id, restaurantId), (tx, row) =>
      specialView(tx, row.id, row.restaurantId),
    );
  }

  items(ctx: RequestContext, specialId: unknown) {
    return this.scope.byId(
      ctx,
      'read',
      special(specialId),
      async (tx, row) => (await specialView(tx, row.id, row.restaurantId)).items,
    );
  }

  create(ctx: RequestContext, raw: unknown) {
    const input = specialInput.parse(raw);
    return this.scope.inRestaurant(ctx, input.restaurantId, 'write', async (tx, restaurantId) => ({
      ...(await insertSpecial(tx, restaurantId, input)),
      items: [],
    }));
  }

  update(ctx: RequestContext, id: unknown, raw: unknown, restaurantId?: unknown) {
    const change = specialChange.parse(raw);
    return this.scope.byId(ctx, 'write', special(id, restaurantId), async (tx, row) => {
      await tx
        .update(specials)
        .set({ name: change.name ?? row.name, priceCents: change.priceCents ?? row.priceCents })
        .where(eq(specials.id, row.id));
      return specialView(tx, row.id, row.restaurantId);
    });
  }

  delete(ctx: RequestContext, id: unknown, restaurantId?: unknown) {
    return this.scope.delete(ctx, special(id, restaurantId), 'Special deleted.');
  }

  addItem(ctx: RequestContext, raw: unknown) {
    const { specialId, ...item } = specialItemInput.parse(raw);
    return this.scope.byId(ctx, 'write', special(specialId), async (tx, row) => (await addItems(tx, row, [item]))[0]!);
  }

  /** `specialId`, when given, must be the item's special. */
  removeItem(ctx: RequestContext, id: unknown, specialId?: unknown) {
    return this.scope.byId(ctx, 'write', item(id), async (tx, row) => {
      if (specialId !== undefined && specialId !== null && specialId !== row.specialId)
        throw notFound(SPECIAL_MESSAGES.itemNotFound);
      await tx.delete(specialItems).where(eq(specialItems.id, row.id));
      return ack('Item removed.');
    });
  }

  /**
   * A special with its items in one transaction: created (no id) or updated,
   * the given items added and the named ones removed. A bad item anywhere
   * (a name, a quantity, an item of another special) saves nothing.
   */
  save(ctx: RequestContext, raw: unknown) {
    const { id, restaurantId, name, priceCents, addItems: add, removeItemIds } = saveSpecialInput.parse(raw);
    const creating = id === undefined || id === null;
    const remove = [...new Set(removeItemIds ?? [])];
    // An id that is no item, or an item of a new special, names nothing.
    if (remove.some((itemId) => !isId(itemId)) || (creating && remove.length))
      throw notFound(SPECIAL_MESSAGES.itemNotFound);
    const apply = async (tx: MenuTransaction, row: { id: string; restaurantId: string }) => {
      if (remove.length) {
        const removed = await tx
          .delete(specialItems)
          .where(and(eq(specialItems.specialId, row.id), inArray(specialItems.id, remove)))
          .returning({ id: specialItems.id });
        if (removed.length !== remove.length) throw notFound(SPECIAL_MESSAGES.itemNotFound);
      }
      await addItems(tx, row, add ?? []);
      return specialView(tx, row.id, row.restaurantId);
    };
    if (creating) {
      return this.scope.inRestaurant(ctx, restaurantId, 'write', async (tx, rid) =>
        apply(tx, await insertSpecial(tx, rid, { name, priceCents })),
      );
    }
    return this.scope.byId(ctx, 'write', special(id, restaurantId), async (tx, row) => {
      await tx.update(specials).set({ name, priceCents }).where(eq(specials.id, row.id));
      return apply(tx, row);
    });
  }
}
