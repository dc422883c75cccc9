import { and, eq, inArray } from 'drizzle-orm';
import { badInput, isId, notFound, type RequestContext } from '@zest/kit';
import { products, productSizes } from '../db/schema';
import type { MenuTransaction } from '../db/tenant';
import {
  MENU_MESSAGES,
  productChange,
  productInput,
  productSizeChange,
  productSizeInput,
  saveProductInput,
} from '../inputs';
import { findCategory, productRows, productView, rowsOf, sizesOf } from '../menu/rows';
import { nextNumber, type MenuScope } from '../menu/scope';
import { CATEGORY_MESSAGES } from './categories.service';

export const PRODUCT_MESSAGES = { notFound: 'Product not found.', sizeNotFound: 'Size not found.' } as const;

const product = rowsOf(products, PRODUCT_MESSAGES.notFound);
const size = rowsOf(productSizes, PRODUCT_MESSAGES.sizeNotFound);

/** A category of this restaurant, or 404. */
async function categoryOf(tx: MenuTransaction, categoryId: unknown, restaurantId: string): Promise<string> {
  if (!isId(categoryId) || !(await findCategory(tx, categoryId, [restaurantId])))
    throw notFound(CATEGORY_MESSAGES.notFound);
  return categoryId;
}

type ProductRow = typeof products.$inferSelect;
interface ProductFields {
  name?: string | null;
  categoryId?: string | null;
  priceCents?: number | null;
  takesToppings?: boolean | null;
  /** undefined keeps it; null clears it. */
  description?: string | null;
}

/** The product's own fields, after its sizes: its price is 0 while it has any. */
async function writeProduct(tx: MenuTransaction, row: ProductRow, change: ProductFields): Promise<void> {
  const categoryId = change.categoryId ? await categoryOf(tx, change.categoryId, row.restaurantId) : row.categoryId;
  const [hasSize] = await tx
    .select({ id: productSizes.id })
    .from(productSizes)
    .where(eq(productSizes.productId, row.id))
    .limit(1);
  await tx
    .update(products)
    .set({
      name: change.name ?? row.name,
      categoryId,
      priceCents: hasSize ? 0 : (change.priceCents ?? row.priceCents),
      takesToppings: change.takesToppings ?? row.takesToppings,
      description: change.description === undefined ? row.description : change.description,
    })
    .where(eq(products.id, row.id));
}

/**
 * Products and their sizes (docs/product.md#products-and-sizes). A product
 * with sizes is priced 0; sizes are listed ascending by price.
 */
export class ProductsService {
  constructor(private readonly scope: MenuScope) {}

  list(ctx: RequestContext, restaurantId: unknown, categoryId?: unknown) {
    return this.scope.inRestaurant(ctx, restaurantId, 'read', async (tx, rid) =>
      categoryId === undefined || categoryId === null
        ? productRows(tx, rid)
        : productRows(tx, rid, await categoryOf(tx, categoryId, rid)),
    );
  }

  get(ctx: RequestContext, id: unknown, restaurantId?: unknown) {
    return this.scope.byId(ctx, 'read', product(id, restaurantId), (tx, row) =>
      productView(tx, row.id, row.restaurantId),
    );
  }

  create(ctx: RequestContext, raw: unknown) {
    const input = productInput.parse(raw);
    const sizes = input.sizes ?? [];
    return this.scope.inRestaurant(ctx, input.restaurantId, 'write', async (tx, restaurantId) => {
      const categoryId = await categoryOf(tx, input.categoryId, restaurantId);
      const [row] = await tx
        .insert(products)
        .values({
          restaurantId,
          categoryId,
          numericId: await nextNumber(tx, restaurantId, 'product'),
          name: input.name,
          // The price is 0 when the product has sizes (docs/product.md#products-and-sizes).
          priceCents: sizes.length ? 0 : (input.priceCents ?? 0),
          takesToppings: input.takesToppings ?? true,
          description: input.description ?? null,
        })
        .returning();
      if (sizes.length)
        await tx.insert(productSizes).values(sizes.map((s) => ({ ...s, restaurantId, productId: row!.id })));
      return productView(tx, row!.id, restaurantId);
    });
  }

  update(ctx: RequestContext, id: unknown, raw: unknown, restaurantId?: unknown) {
    const change = productChange.parse(raw);
    return this.scope.byId(ctx, 'write', product(id, restaurantId), async (tx, row) => {
      await writeProduct(tx, row, change);
      return productView(tx, row.id, row.restaurantId);
    });
  }

  /**
   * A product with its sizes in one transaction and one menu version
   * (docs/product.md#products-and-sizes): sizes removed, changed and added,
   * then the product itself. Anything refused saves nothing.
   */
  save(ctx: RequestContext, raw: unknown) {
    const { id, restaurantId, sizes, removeSizeIds, ...fields } = saveProductInput.parse(raw);
    const remove = [...new Set(removeSizeIds ?? [])];
    const changed = (sizes ?? []).filter((s) => s.id !== undefined && s.id !== null);
    const added = (sizes ?? []).filter((s) => s.id === undefined || s.id === null);
    const named = [...remove, ...changed.map((s) => s.id)];
    // An id that is no size, or a size of a product not saved yet, names nothing.
    if (named.some((sizeId) => !isId(sizeId)) || ((id === undefined || id === null) && named.length))
      throw notFound(PRODUCT_MESSAGES.sizeNotFound);
    const newSizes = added.map(({ sizeName, priceCents }) => ({ sizeName, priceCents }));
    if (id === undefined || id === null) {
      if (!fields.categoryId) throw badInput(MENU_MESSAGES.chooseCategory);
      return this.create(ctx, { restaurantId, ...fields, sizes: newSizes });
    }
    return this.scope.byId(ctx, 'write', product(id, restaurantId), async (tx, row) => {
      if (remove.length) {
        const removed = await tx
          .delete(productSizes)
          .where(and(eq(productSizes.productId, row.id), inArray(productSizes.id, remove)))
          .returning({ id: productSizes.id });
        if (removed.length !== remove.length) throw notFound(PRODUCT_MESSAGES.sizeNotFound);
      }
      for (const size of changed) {
        const [updated] = await tx
          .update(productSizes)
          .set({ sizeName: size.sizeName, priceCents: size.priceCents })
          .where(and(eq(productSizes.id, size.id!), eq(productSizes.productId, row.id)))
          .returning({ id: productSizes.id });
        if (!updated) throw notFound(PRODUCT_MESSAGES.sizeNotFound);
      }
      if (newSizes.length)
        await tx
          .insert(productSizes)
          .values(newSizes.map((s) => ({ ...s, restaurantId: row.restaurantId, productId: row.id })));
      await writeProduct(tx, row, fields);
      return productView(tx, row.id, row.restaurantId);
    });
  }

  /** Removes its sizes with it; specials keep their item names (they are text, not references). */
  delete(ctx: RequestContext, id: unknown, restaurantId?: unknown) {
    return this.scope.delete(ctx, product(id, restaurantId), 'Product deleted.');
  }

  sizes(ctx: RequestContext, productId: unknown) {
    return this.scope.byId(
      ctx,
      'read',
      product(productId),
      async (tx, row) => (await sizesOf(tx, [row.id])).get(row.id) ?? [],
    );
  }

  /** A new size makes the product's own price 0. */
  createSize(ctx: RequestContext, raw: unknown) {
    const input = productSizeInput.parse(raw);
    return this.scope.byId(ctx, 'write', product(input.productId), async (tx, row) => {
      const [created] = await tx
        .insert(productSizes)
        .values({
          restaurantId: row.restaurantId,
          productId: row.id,
          sizeName: input.sizeName,
          priceCents: input.priceCents,
        })
        .returning();
      await tx.update(products).set({ priceCents: 0 }).where(eq(products.id, row.id));
      return created!;
    });
  }

  updateSize(ctx: RequestContext, id: unknown, raw: unknown) {
    const change = productSizeChange.parse(raw);
    return this.scope.byId(ctx, 'write', size(id), async (tx, row) => {
      const [updated] = await tx
        .update(productSizes)
        .set({ sizeName: change.sizeName ?? row.sizeName, priceCents: change.priceCents ?? row.priceCents })
        .where(eq(productSizes.id, row.id))
        .returning();
      return updated!;
    });
  }

  deleteSize(ctx: RequestContext, id: unknown) {
    return this.scope.delete(ctx, size(id), 'Size deleted.');
  }
}
