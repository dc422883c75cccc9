import { and, eq, ne, sql } from 'drizzle-orm';
import { conflict, uniqueOr, type RequestContext } from '@zest/kit';
import { categories, products } from '../db/schema';
import { categoryChange, categoryInput } from '../inputs';
import { categoryRows, productRows, rowsOf } from '../menu/rows';
import { ack, type MenuScope } from '../menu/scope';
import type { MenuTransaction } from '../db/tenant';
import { placeInOrder } from '../menu/menu-order';

export const CATEGORY_MESSAGES = {
  notFound: 'Category not found.',
  hasProducts: 'Delete or move the products in this category first.',
  nameTaken: (name: string) => `There is already a category named '${name}'. Choose another name.`,
} as const;

/**
 * Refuses a name another category of the restaurant already has, whatever its
 * case ("Pizza" and "pizza"), naming the one that exists. The unique index on
 * lower(name) holds against two saves at the same moment (see nameTakenOr).
 */
async function checkNameFree(tx: MenuTransaction, restaurantId: string, name: string, exceptId?: string) {
  const [same] = await tx
    .select({ name: categories.name })
    .from(categories)
    .where(
      and(
        eq(categories.restaurantId, restaurantId),
        sql`lower(${categories.name}) = lower(${name})`,
        exceptId ? ne(categories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (same) throw conflict(CATEGORY_MESSAGES.nameTaken(same.name));
}

/** The index refused what the check let through (a save at the same moment): the same message. */
async function nameTakenOr<T>(name: string, save: () => Promise<T>): Promise<T> {
  return uniqueOr(CATEGORY_MESSAGES.nameTaken(name), save);
}

const target = rowsOf(categories, CATEGORY_MESSAGES.notFound);

/** Categories of a restaurant's menu (docs/product.md#categories). */
export class CategoriesService {
  constructor(private readonly scope: MenuScope) {}

  categories(ctx: RequestContext, restaurantId: unknown) {
    return this.scope.inRestaurant(ctx, restaurantId, 'read', categoryRows);
  }

  category(ctx: RequestContext, id: unknown, restaurantId?: unknown) {
    return this.scope.byId(ctx, 'read', target(id, restaurantId), async (_tx, row) => row);
  }

  /** Products of a category (Category.products): already there when the whole menu was read. */
  categoryProducts(ctx: RequestContext, category: { id: string; restaurantId: string; products?: unknown }) {
    if (Array.isArray(category.products)) return category.products;
    return this.scope.inRestaurant(ctx, category.restaurantId, 'read', (tx, rid) => productRows(tx, rid, category.id));
  }

  create(ctx: RequestContext, raw: unknown) {
    const input = categoryInput.parse(raw);
    return nameTakenOr(input.name, () =>
      this.scope.inRestaurant(ctx, input.restaurantId, 'write', async (tx, restaurantId) => {
        await checkNameFree(tx, restaurantId, input.name);
        const [row] = await tx
          .insert(categories)
          .values({ restaurantId, name: input.name, takesToppings: input.takesToppings ?? true })
          .returning();
        return row!;
      }),
    );
  }

  /** A new name, and whether its products take toppings when that is given. */
  update(ctx: RequestContext, id: unknown, raw: unknown, restaurantId?: unknown) {
    const change = categoryChange.parse(raw);
    return nameTakenOr(change.name, () =>
      this.scope.byId(ctx, 'write', target(id, restaurantId), async (tx, row) => {
        await checkNameFree(tx, row.restaurantId, change.name, row.id);
        const [updated] = await tx
          .update(categories)
          .set({ name: change.name, takesToppings: change.takesToppings ?? row.takesToppings })
          .where(eq(categories.id, row.id))
          .returning();
        return updated!;
      }),
    );
  }

  /** The owner's order of the categories: every one, first first (menu-order.ts); answers them in it. */
  setOrder(ctx: RequestContext, restaurantId: unknown, categoryIds: unknown) {
    return this.scope.inRestaurant(ctx, restaurantId, 'write', async (tx, rid) => {
      await placeInOrder(tx, { of: 'categories', restaurantId: rid }, categoryIds);
      return categoryRows(tx, rid);
    });
  }

  /** The owner's order of a category's products; answers the category with them in it. */
  setProductOrder(ctx: RequestContext, categoryId: unknown, productIds: unknown, restaurantId?: unknown) {
    return this.scope.byId(ctx, 'write', target(categoryId, restaurantId), async (tx, row) => {
      await placeInOrder(tx, { of: 'products', restaurantId: row.restaurantId, categoryId: row.id }, productIds);
      return { ...row, products: await productRows(tx, row.restaurantId, row.id) };
    });
  }

  /** Refused while the category has products (docs/decisions/0006-menu-deletes.md). */
  delete(ctx: RequestContext, id: unknown, restaurantId?: unknown) {
    return this.scope.byId(ctx, 'write', target(id, restaurantId), async (tx, row) => {
      // Locks the category so a product created at the same moment cannot slip in.
      await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, row.id)).for('update');
      const [used] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.categoryId, row.id))
        .limit(1);
      if (used) throw conflict(CATEGORY_MESSAGES.hasProducts);
      await tx.delete(categories).where(eq(categories.id, row.id));
      return ack('Category deleted.');
    });
  }
}
