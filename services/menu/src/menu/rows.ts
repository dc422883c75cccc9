import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SoldOutMark as SoldOut } from '@zest/kit';
import {
  categories,
  productSizes,
  products,
  sides,
  soldOutMarks,
  specialItems,
  specials,
  toppingExtras,
  toppings,
} from '../db/schema';
import type { MenuTransaction } from '../db/tenant';
import type { Locate, RowTarget } from './scope';

/**
 * The menu's reads, one query per table, shared by the areas, the whole-menu
 * read and the priced-menu publisher. Every query names its restaurant too;
 * row-level security is the net under it, not the only filter.
 */

export type ProductRow = typeof products.$inferSelect;
export type SizeRow = typeof productSizes.$inferSelect;
export type SpecialRow = typeof specials.$inferSelect;
export type ToppingRow = typeof toppings.$inferSelect;

type TenantTable =
  | typeof categories
  | typeof products
  | typeof productSizes
  | typeof specials
  | typeof specialItems
  | typeof toppings
  | typeof toppingExtras
  | typeof sides;

// Every tenant table has `id` and `restaurant_id`; one of them stands for all in the queries' types.
const anyTable = <T extends TenantTable>(table: T) => table as unknown as typeof categories;

/** A row of `table` by its id, among the given restaurants' rows. */
function locate<T extends TenantTable>(table: T): Locate<T['$inferSelect']> {
  const t = anyTable(table);
  return async (tx, id, restaurantIds) =>
    (
      await tx
        .select()
        .from(t)
        .where(and(eq(t.id, id), inArray(t.restaurantId, restaurantIds)))
    )[0] as T['$inferSelect'] | undefined;
}

/**
 * How an area names the rows of a table: by id (and, when the request names
 * one, within a restaurant), found or 404 with `notFound`, and deleted by id
 * (the foreign keys take what goes with the row).
 */
export function rowsOf<T extends TenantTable>(table: T, notFound: string) {
  const t = anyTable(table);
  const find = locate(table);
  const remove = async (tx: MenuTransaction, id: string) => {
    await tx.delete(t).where(eq(t.id, id));
  };
  return (id: unknown, restaurantId?: unknown): RowTarget<T['$inferSelect']> => ({
    id,
    restaurantId,
    message: notFound,
    locate: find,
    remove,
  });
}

export const findCategory = locate(categories);
export const findProduct = locate(products);
export const findSpecial = locate(specials);
export const findTopping = locate(toppings);

/**
 * The sold-out marks in force on these rows (docs/decisions/0061-sold-out.md), each row given its
 * `soldOut` (null: available). A mark past its end is left out here and by every reader after it.
 */
async function withMarks<R extends { id: string; restaurantId: string }>(
  tx: MenuTransaction,
  rows: R[],
): Promise<(R & { soldOut: SoldOut | null })[]> {
  const marks = new Map<string, SoldOut>();
  if (rows.length) {
    const found = await tx
      .select({ itemId: soldOutMarks.itemId, until: soldOutMarks.until })
      .from(soldOutMarks)
      .where(
        and(
          inArray(soldOutMarks.restaurantId, [...new Set(rows.map((r) => r.restaurantId))]),
          inArray(
            soldOutMarks.itemId,
            rows.map((r) => r.id),
          ),
          or(isNull(soldOutMarks.until), gt(soldOutMarks.until, sql`now()`)),
        ),
      );
    for (const m of found) marks.set(m.itemId, { until: m.until?.toISOString() ?? null });
  }
  return rows.map((r) => ({ ...r, soldOut: marks.get(r.id) ?? null }));
}

/** Sizes of products, each product's ascending by price. */
export async function sizesOf(tx: MenuTransaction, productIds: string[]) {
  const map = new Map<string, (SizeRow & { soldOut: SoldOut | null })[]>();
  if (!productIds.length) return map;
  const rows = await tx
    .select()
    .from(productSizes)
    .where(inArray(productSizes.productId, productIds))
    .orderBy(asc(productSizes.priceCents), asc(productSizes.sizeName), asc(productSizes.id));
  for (const r of await withMarks(tx, rows)) map.set(r.productId, [...(map.get(r.productId) ?? []), r]);
  return map;
}

export async function withSizes(tx: MenuTransaction, rows: ProductRow[]) {
  const sizes = await sizesOf(
    tx,
    rows.map((p) => p.id),
  );
  return (await withMarks(tx, rows)).map((p) => ({ ...p, sizes: sizes.get(p.id) ?? [] }));
}

export async function withItems(tx: MenuTransaction, rows: SpecialRow[]) {
  const ids = rows.map((s) => s.id);
  const items = ids.length
    ? await tx
        .select()
        .from(specialItems)
        .where(inArray(specialItems.specialId, ids))
        .orderBy(asc(specialItems.createdAt), asc(specialItems.position))
    : [];
  return (await withMarks(tx, rows)).map((s) => ({ ...s, items: items.filter((i) => i.specialId === s.id) }));
}

export async function withExtras(tx: MenuTransaction, rows: ToppingRow[]) {
  const ids = rows.map((t) => t.id);
  const extras = ids.length ? await tx.select().from(toppingExtras).where(inArray(toppingExtras.toppingId, ids)) : [];
  return (await withMarks(tx, rows)).map((t) => ({ ...t, extras: extras.find((e) => e.toppingId === t.id) ?? null }));
}

export const categoryRows = (tx: MenuTransaction, restaurantId: string) =>
  tx
    .select()
    .from(categories)
    .where(eq(categories.restaurantId, restaurantId))
    .orderBy(sql`${categories.position} asc nulls last`, asc(categories.name), asc(categories.id));

/** Products with their sizes, in the owner's order (then by name); of one category when given. */
export async function productRows(tx: MenuTransaction, restaurantId: string, categoryId?: string) {
  const mine = eq(products.restaurantId, restaurantId);
  const rows = await tx
    .select()
    .from(products)
    .where(categoryId ? and(mine, eq(products.categoryId, categoryId)) : mine)
    .orderBy(sql`${products.position} asc nulls last`, asc(products.name), asc(products.numericId));
  return withSizes(tx, rows);
}

/** Specials with their items, ascending by price (docs/product.md#specials). */
export async function specialRows(tx: MenuTransaction, restaurantId: string) {
  const rows = await tx
    .select()
    .from(specials)
    .where(eq(specials.restaurantId, restaurantId))
    .orderBy(asc(specials.priceCents), asc(specials.numericId));
  return withItems(tx, rows);
}

/** Toppings with their option set, by name. */
export async function toppingRows(tx: MenuTransaction, restaurantId: string) {
  const rows = await tx
    .select()
    .from(toppings)
    .where(eq(toppings.restaurantId, restaurantId))
    .orderBy(asc(toppings.name), asc(toppings.numericId));
  return withExtras(tx, rows);
}

export const sideRows = async (tx: MenuTransaction, restaurantId: string) =>
  withMarks(
    tx,
    await tx.select().from(sides).where(eq(sides.restaurantId, restaurantId)).orderBy(asc(sides.name), asc(sides.id)),
  );

/** One product with its sizes (known to exist). */
export const productView = async (tx: MenuTransaction, id: string, restaurantId: string) =>
  (await withSizes(tx, [(await findProduct(tx, id, [restaurantId]))!]))[0]!;

export const specialView = async (tx: MenuTransaction, id: string, restaurantId: string) =>
  (await withItems(tx, [(await findSpecial(tx, id, [restaurantId]))!]))[0]!;

export const toppingView = async (tx: MenuTransaction, id: string, restaurantId: string) =>
  (await withExtras(tx, [(await findTopping(tx, id, [restaurantId]))!]))[0]!;

/** Everything of one restaurant's menu, in one transaction. */
export async function wholeMenuRows(tx: MenuTransaction, restaurantId: string) {
  return {
    categories: await categoryRows(tx, restaurantId),
    products: await productRows(tx, restaurantId),
    specials: await specialRows(tx, restaurantId),
    toppings: await toppingRows(tx, restaurantId),
    sides: await sideRows(tx, restaurantId),
  };
}
