import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { conflict, isId, notFound, type RequestContext } from '@zest/kit';
import {
  categories,
  productSizes,
  products,
  sides,
  specialItems,
  specials,
  toppingExtras,
  toppings,
} from '../db/schema';
import type { MenuTransaction, TenantDatabase } from '../db/tenant';
import type { MenuAccess } from '../tenancy/access';
import type { MenuCache } from './menu-cache';
import { optionalName, optionalPriceCents, priceCents, quantity, requiredName } from './validation';

type Row = Record<string, unknown>;
type Need = 'read' | 'write';
const input = (raw: unknown): Row => (raw && typeof raw === 'object' ? (raw as Row) : {});

export const MESSAGES = {
  category: 'Category not found.',
  product: 'Product not found.',
  size: 'Size not found.',
  special: 'Special not found.',
  specialItem: 'Special item not found.',
  topping: 'Topping not found.',
  extras: 'Topping options not found.',
  side: 'Side not found.',
  categoryHasProducts: 'Delete or move the products in this category first.',
  oneExtrasSet: 'This topping already has its options. Edit them instead.',
} as const;

const ack = (message: string) => ({ success: true, message });
const NOT_FOUND = Symbol('not found');

/**
 * Menus: categories, products and sizes, specials and items, toppings and
 * their extras, sides. Every call runs in a tenant transaction limited to
 * the caller's restaurants (row-level security), checks read/write rights,
 * and bumps the cached menu's version after a write.
 */
export class MenuService {
  constructor(
    private readonly tenants: TenantDatabase,
    private readonly access: MenuAccess,
    private readonly cache: MenuCache,
  ) {}

  // ---- plumbing -------------------------------------------------------------

  private async inRestaurant<T>(
    ctx: RequestContext,
    restaurantId: unknown,
    need: Need,
    work: (tx: MenuTransaction, restaurantId: string) => Promise<T>,
  ): Promise<T> {
    const { restaurantId: rid } = await this.access.forRestaurant(ctx, restaurantId, need);
    const result = await this.tenants.run([rid], (tx) => work(tx, rid));
    if (need === 'write') await this.cache.bump(rid);
    return result;
  }

  /**
   * A row named by its own id: found among the caller's restaurants (or the
   * one the request names), else 404 — another tenant's id looks like an id
   * that does not exist. A write is then checked on the row's restaurant.
   */
  private async byId<R extends { restaurantId: string }, T>(
    ctx: RequestContext,
    need: Need,
    id: unknown,
    restaurantId: unknown,
    message: string,
    locate: (tx: MenuTransaction, id: string, restaurantIds: string[]) => Promise<R | undefined>,
    work: (tx: MenuTransaction, row: R) => Promise<T>,
  ): Promise<T> {
    const named = restaurantId !== undefined && restaurantId !== null && restaurantId !== '';
    const scope = named
      ? [await this.access.forRestaurant(ctx, restaurantId, 'read')]
      : await this.access.readable(ctx);
    if (!isId(id) || !scope.length) throw notFound(message);
    const ids = scope.map((r) => r.restaurantId);
    const result = await this.tenants.run(ids, async (tx) => {
      const row = await locate(tx, id, ids);
      if (!row) return NOT_FOUND;
      if (need === 'write')
        this.access.check(
          ctx,
          scope.find((r) => r.restaurantId === row.restaurantId)!,
          'write',
        );
      return { row, value: await work(tx, row) };
    });
    if (result === NOT_FOUND) throw notFound(message);
    if (need === 'write') await this.cache.bump(result.row.restaurantId);
    return result.value;
  }

  /** Per-restaurant number (1, 2, 3…) from the counter row, in the caller's transaction. */
  private async nextNumber(tx: MenuTransaction, restaurantId: string, kind: 'product' | 'special' | 'topping') {
    const column = { product: 'next_product', special: 'next_special', topping: 'next_topping' }[kind];
    const result = await tx.execute<{ n: number }>(
      sql`INSERT INTO menu_counters (restaurant_id, ${sql.raw(column)}) VALUES (${restaurantId}, 2)
          ON CONFLICT (restaurant_id) DO UPDATE SET ${sql.raw(column)} = menu_counters.${sql.raw(column)} + 1
          RETURNING ${sql.raw(column)} - 1 AS n`,
    );
    return Number(result.rows[0]!.n);
  }

  // ---- loading (one query per table) ---------------------------------------------

  private async sizesOf(tx: MenuTransaction, productIds: string[]) {
    if (!productIds.length) return new Map<string, (typeof productSizes.$inferSelect)[]>();
    const rows = await tx
      .select()
      .from(productSizes)
      .where(inArray(productSizes.productId, productIds))
      .orderBy(asc(productSizes.priceCents), asc(productSizes.sizeName), asc(productSizes.id));
    const map = new Map<string, (typeof productSizes.$inferSelect)[]>();
    for (const r of rows) map.set(r.productId, [...(map.get(r.productId) ?? []), r]);
    return map;
  }

  private async withSizes(tx: MenuTransaction, rows: (typeof products.$inferSelect)[]) {
    const sizes = await this.sizesOf(
      tx,
      rows.map((p) => p.id),
    );
    return rows.map((p) => ({ ...p, sizes: sizes.get(p.id) ?? [] }));
  }

  private async withItems(tx: MenuTransaction, rows: (typeof specials.$inferSelect)[]) {
    const ids = rows.map((s) => s.id);
    const items = ids.length
      ? await tx
          .select()
          .from(specialItems)
          .where(inArray(specialItems.specialId, ids))
          .orderBy(asc(specialItems.createdAt), asc(specialItems.id))
      : [];
    return rows.map((s) => ({ ...s, items: items.filter((i) => i.specialId === s.id) }));
  }

  private async withExtras(tx: MenuTransaction, rows: (typeof toppings.$inferSelect)[]) {
    const ids = rows.map((t) => t.id);
    const extras = ids.length ? await tx.select().from(toppingExtras).where(inArray(toppingExtras.toppingId, ids)) : [];
    return rows.map((t) => ({ ...t, extras: extras.find((e) => e.toppingId === t.id) ?? null }));
  }

  private async productRows(tx: MenuTransaction, restaurantId: string, categoryId?: string) {
    const mine = eq(products.restaurantId, restaurantId);
    const rows = await tx
      .select()
      .from(products)
      .where(categoryId ? and(mine, eq(products.categoryId, categoryId)) : mine)
      .orderBy(asc(products.name), asc(products.numericId));
    return this.withSizes(tx, rows);
  }

  // Every query names its restaurant too; row-level security is the net under it, not the only filter.
  private categoryRows = (tx: MenuTransaction, rid: string) =>
    tx
      .select()
      .from(categories)
      .where(eq(categories.restaurantId, rid))
      .orderBy(asc(categories.name), asc(categories.id));
  /** Ascending by price (docs/product.md#specials). */
  private specialRows = (tx: MenuTransaction, rid: string) =>
    tx
      .select()
      .from(specials)
      .where(eq(specials.restaurantId, rid))
      .orderBy(asc(specials.priceCents), asc(specials.numericId));
  private toppingRows = (tx: MenuTransaction, rid: string) =>
    tx
      .select()
      .from(toppings)
      .where(eq(toppings.restaurantId, rid))
      .orderBy(asc(toppings.name), asc(toppings.numericId));
  private sideRows = (tx: MenuTransaction, rid: string) =>
    tx.select().from(sides).where(eq(sides.restaurantId, rid)).orderBy(asc(sides.name), asc(sides.id));

  private findProduct = async (tx: MenuTransaction, id: string, restaurantIds: string[]) =>
    (
      await tx
        .select()
        .from(products)
        .where(and(eq(products.id, id), inArray(products.restaurantId, restaurantIds)))
    )[0];
  private findCategory = async (tx: MenuTransaction, id: string, restaurantIds: string[]) =>
    (
      await tx
        .select()
        .from(categories)
        .where(and(eq(categories.id, id), inArray(categories.restaurantId, restaurantIds)))
    )[0];
  private findSpecial = async (tx: MenuTransaction, id: string, restaurantIds: string[]) =>
    (
      await tx
        .select()
        .from(specials)
        .where(and(eq(specials.id, id), inArray(specials.restaurantId, restaurantIds)))
    )[0];
  private findTopping = async (tx: MenuTransaction, id: string, restaurantIds: string[]) =>
    (
      await tx
        .select()
        .from(toppings)
        .where(and(eq(toppings.id, id), inArray(toppings.restaurantId, restaurantIds)))
    )[0];

  private async productView(tx: MenuTransaction, id: string, restaurantId: string) {
    const row = await this.findProduct(tx, id, [restaurantId]);
    return (await this.withSizes(tx, [row!]))[0]!;
  }
  private async specialView(tx: MenuTransaction, id: string, restaurantId: string) {
    return (await this.withItems(tx, [(await this.findSpecial(tx, id, [restaurantId]))!]))[0]!;
  }
  private async toppingView(tx: MenuTransaction, id: string, restaurantId: string) {
    return (await this.withExtras(tx, [(await this.findTopping(tx, id, [restaurantId]))!]))[0]!;
  }

  // ---- the whole menu ----------------------------------------------------------

  async menu(ctx: RequestContext, restaurantId: unknown) {
    const { restaurantId: rid } = await this.access.forRestaurant(ctx, restaurantId, 'read');
    return this.cache.read(rid, () =>
      this.tenants.run([rid], async (tx) => {
        const [cats, prods, specialRows, toppingRows, sideRows] = [
          await this.categoryRows(tx, rid),
          await this.productRows(tx, rid),
          await this.specialRows(tx, rid),
          await this.toppingRows(tx, rid),
          await this.sideRows(tx, rid),
        ];
        return {
          restaurantId: rid,
          categories: cats.map((c) => ({ ...c, products: prods.filter((p) => p.categoryId === c.id) })),
          specials: await this.withItems(tx, specialRows),
          toppings: await this.withExtras(tx, toppingRows),
          sides: sideRows,
        };
      }),
    );
  }

  // ---- categories --------------------------------------------------------------

  categories(ctx: RequestContext, restaurantId: unknown) {
    return this.inRestaurant(ctx, restaurantId, 'read', (tx, rid) => this.categoryRows(tx, rid));
  }

  category(ctx: RequestContext, id: unknown, restaurantId?: unknown) {
    return this.byId(ctx, 'read', id, restaurantId, MESSAGES.category, this.findCategory, async (_tx, row) => row);
  }

  /** Products of a category (Category.products). */
  categoryProducts(ctx: RequestContext, category: { id: string; restaurantId: string; products?: unknown }) {
    if (Array.isArray(category.products)) return category.products;
    return this.inRestaurant(ctx, category.restaurantId, 'read', (tx, rid) => this.productRows(tx, rid, category.id));
  }

  createCategory(ctx: RequestContext, raw: unknown) {
    const i = input(raw);
    const name = requiredName(i.name, 'Category name');
    return this.inRestaurant(ctx, i.restaurantId, 'write', async (tx, restaurantId) => {
      const [row] = await tx.insert(categories).values({ restaurantId, name }).returning();
      return row!;
    });
  }

  updateCategory(ctx: RequestContext, id: unknown, rawName: unknown, restaurantId?: unknown) {
    const name = requiredName(rawName, 'Category name');
    return this.byId(ctx, 'write', id, restaurantId, MESSAGES.category, this.findCategory, async (tx, row) => {
      const [updated] = await tx.update(categories).set({ name }).where(eq(categories.id, row.id)).returning();
      return updated!;
    });
  }

  /** Refused while the category has products (docs/decisions/0006-menu-deletes.md). */
  deleteCategory(ctx: RequestContext, id: unknown, restaurantId?: unknown) {
    return this.byId(ctx, 'write', id, restaurantId, MESSAGES.category, this.findCategory, async (tx, row) => {
      // Locks the category so a product created at the same moment cannot slip in.
      await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, row.id)).for('update');
      const [used] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.categoryId, row.id))
        .limit(1);
      if (used) throw conflict(MESSAGES.categoryHasProducts);
      await tx.delete(categories).where(eq(categories.id, row.id));
      return ack('Category deleted.');
    });
  }

  // ---- products and sizes ------------------------------------------------------

  products(ctx: RequestContext, restaurantId: unknown, categoryId?: unknown) {
    return this.inRestaurant(ctx, restaurantId, 'read', async (tx, rid) => {
      if (categoryId === undefined || categoryId === null) return this.productRows(tx, rid);
      if (!isId(categoryId) || !(await this.findCategory(tx, categoryId, [rid]))) throw notFound(MESSAGES.category);
      return this.productRows(tx, rid, categoryId);
    });
  }

  product(ctx: RequestContext, id: unknown, restaurantId?: unknown) {
    return this.byId(ctx, 'read', id, restaurantId, MESSAGES.product, this.findProduct, (tx, row) =>
      this.productView(tx, row.id, row.restaurantId),
    );
  }

  createProduct(ctx: RequestContext, raw: unknown) {
    const i = input(raw);
    const name = requiredName(i.name, 'Product name');
    const sizes = (Array.isArray(i.sizes) ? i.sizes : []).map((s) => {
      const size = input(s);
      return { sizeName: requiredName(size.sizeName, 'Size name'), priceCents: priceCents(size.price, 'Size price') };
    });
    // The price is forced to 0 when the product has sizes (docs/product.md#products-and-sizes).
    const price = sizes.length ? 0 : (optionalPriceCents(i.price) ?? 0);
    return this.inRestaurant(ctx, i.restaurantId, 'write', async (tx, restaurantId) => {
      if (!isId(i.categoryId) || !(await this.findCategory(tx, i.categoryId, [restaurantId])))
        throw notFound(MESSAGES.category);
      const numericId = await this.nextNumber(tx, restaurantId, 'product');
      const [row] = await tx
        .insert(products)
        .values({ restaurantId, categoryId: i.categoryId, numericId, name, priceCents: price })
        .returning();
      if (sizes.length)
        await tx.insert(productSizes).values(sizes.map((s) => ({ ...s, restaurantId, productId: row!.id })));
      return this.productView(tx, row!.id, restaurantId);
    });
  }

  updateProduct(ctx: RequestContext, id: unknown, raw: unknown, restaurantId?: unknown) {
    const i = input(raw);
    const name = optionalName(i.name, 'Product name');
    const price = optionalPriceCents(i.price);
    return this.byId(ctx, 'write', id, restaurantId, MESSAGES.product, this.findProduct, async (tx, row) => {
      let categoryId: string | undefined;
      if (i.categoryId !== undefined && i.categoryId !== null) {
        if (!isId(i.categoryId) || !(await this.findCategory(tx, i.categoryId, [row.restaurantId])))
          throw notFound(MESSAGES.category);
        categoryId = i.categoryId;
      }
      const [hasSize] = await tx
        .select({ id: productSizes.id })
        .from(productSizes)
        .where(eq(productSizes.productId, row.id))
        .limit(1);
      await tx
        .update(products)
        .set({
          name: name ?? row.name,
          categoryId: categoryId ?? row.categoryId,
          priceCents: hasSize ? 0 : (price ?? row.priceCents),
        })
        .where(eq(products.id, row.id));
      return this.productView(tx, row.id, row.restaurantId);
    });
  }

  /** Removes its sizes with it; specials keep their item names (they are text, not references). */
  deleteProduct(ctx: RequestContext, id: unknown, restaurantId?: unknown) {
    return this.byId(ctx, 'write', id, restaurantId, MESSAGES.product, this.findProduct, async (tx, row) => {
      await tx.delete(products).where(eq(products.id, row.id));
      return ack('Product deleted.');
    });
  }

  productSizes(ctx: RequestContext, productId: unknown) {
    return this.byId(
      ctx,
      'read',
      productId,
      undefined,
      MESSAGES.product,
      this.findProduct,
      async (tx, row) => (await this.sizesOf(tx, [row.id])).get(row.id) ?? [],
    );
  }

  createProductSize(ctx: RequestContext, raw: unknown) {
    const i = input(raw);
    const sizeName = requiredName(i.sizeName, 'Size name');
    const price = priceCents(i.price, 'Size price');
    return this.byId(ctx, 'write', i.productId, undefined, MESSAGES.product, this.findProduct, async (tx, row) => {
      const [size] = await tx
        .insert(productSizes)
        .values({ restaurantId: row.restaurantId, productId: row.id, sizeName, priceCents: price })
        .returning();
      await tx.update(products).set({ priceCents: 0 }).where(eq(products.id, row.id));
      return size!;
    });
  }

  private findSize = async (tx: MenuTransaction, id: string, restaurantIds: string[]) =>
    (
      await tx
        .select()
        .from(productSizes)
        .where(and(eq(productSizes.id, id), inArray(productSizes.restaurantId, restaurantIds)))
    )[0];

  updateProductSize(ctx: RequestContext, id: unknown, raw: unknown) {
    const i = input(raw);
    const sizeName = optionalName(i.sizeName, 'Size name');
    const price = optionalPriceCents(i.price, 'Size price');
    return this.byId(ctx, 'write', id, undefined, MESSAGES.size, this.findSize, async (tx, row) => {
      const [size] = await tx
        .update(productSizes)
        .set({ sizeName: sizeName ?? row.sizeName, priceCents: price ?? row.priceCents })
        .where(eq(productSizes.id, row.id))
        .returning();
      return size!;
    });
  }

  deleteProductSize(ctx: RequestContext, id: unknown) {
    return this.byId(ctx, 'write', id, undefined, MESSAGES.size, this.findSize, async (tx, row) => {
      await tx.delete(productSizes).where(eq(productSizes.id, row.id));
      return ack('Size deleted.');
    });
  }

  // ---- specials ----------------------------------------------------------------

  specials(ctx: RequestContext, restaurantId: unknown) {
    return this.inRestaurant(ctx, restaurantId, 'read', async (tx, rid) =>
      this.withItems(tx, await this.specialRows(tx, rid)),
    );
  }

  special(ctx: RequestContext, id: unknown, restaurantId?: unknown) {
    return this.byId(ctx, 'read', id, restaurantId, MESSAGES.special, this.findSpecial, (tx, row) =>
      this.specialView(tx, row.id, row.restaurantId),
    );
  }

  createSpecial(ctx: RequestContext, raw: unknown) {
    const i = input(raw);
    const name = requiredName(i.name, 'Special name');
    const price = priceCents(i.price);
    return this.inRestaurant(ctx, i.restaurantId, 'write', async (tx, restaurantId) => {
      const numericId = await this.nextNumber(tx, restaurantId, 'special');
      const [row] = await tx.insert(specials).values({ restaurantId, numericId, name, priceCents: price }).returning();
      return { ...row!, items: [] };
    });
  }

  updateSpecial(ctx: RequestContext, id: unknown, raw: unknown, restaurantId?: unknown) {
    const i = input(raw);
    const name = optionalName(i.name, 'Special name');
    const price = optionalPriceCents(i.price);
    return this.byId(ctx, 'write', id, restaurantId, MESSAGES.special, this.findSpecial, async (tx, row) => {
      await tx
        .update(specials)
        .set({ name: name ?? row.name, priceCents: price ?? row.priceCents })
        .where(eq(specials.id, row.id));
      return this.specialView(tx, row.id, row.restaurantId);
    });
  }

  deleteSpecial(ctx: RequestContext, id: unknown, restaurantId?: unknown) {
    return this.byId(ctx, 'write', id, restaurantId, MESSAGES.special, this.findSpecial, async (tx, row) => {
      await tx.delete(specials).where(eq(specials.id, row.id));
      return ack('Special deleted.');
    });
  }

  specialItems(ctx: RequestContext, specialId: unknown) {
    return this.byId(
      ctx,
      'read',
      specialId,
      undefined,
      MESSAGES.special,
      this.findSpecial,
      async (tx, row) => (await this.specialView(tx, row.id, row.restaurantId)).items,
    );
  }

  /** The client names the item (product, or size then product: docs/product.md#specials); empty names are refused. */
  addSpecialItem(ctx: RequestContext, raw: unknown) {
    const i = input(raw);
    const productName = requiredName(i.productName, 'Product name of the item');
    const qty = quantity(i.quantity);
    return this.byId(ctx, 'write', i.specialId, undefined, MESSAGES.special, this.findSpecial, async (tx, row) => {
      const [item] = await tx
        .insert(specialItems)
        .values({ restaurantId: row.restaurantId, specialId: row.id, productName, quantity: qty })
        .returning();
      return item!;
    });
  }

  removeSpecialItem(ctx: RequestContext, id: unknown, specialId?: unknown) {
    const find = async (tx: MenuTransaction, itemId: string, restaurantIds: string[]) =>
      (
        await tx
          .select()
          .from(specialItems)
          .where(and(eq(specialItems.id, itemId), inArray(specialItems.restaurantId, restaurantIds)))
      )[0];
    return this.byId(ctx, 'write', id, undefined, MESSAGES.specialItem, find, async (tx, row) => {
      if (specialId !== undefined && specialId !== null && specialId !== row.specialId)
        throw notFound(MESSAGES.specialItem);
      await tx.delete(specialItems).where(eq(specialItems.id, row.id));
      return ack('Item removed.');
    });
  }

  // ---- toppings and extras -----------------------------------------------------

  toppings(ctx: RequestContext, restaurantId: unknown) {
    return this.inRestaurant(ctx, restaurantId, 'read', async (tx, rid) =>
      this.withExtras(tx, await this.toppingRows(tx, rid)),
    );
  }

  toppingExtras(ctx: RequestContext, toppingId: unknown) {
    return this.byId(
      ctx,
      'read',
      toppingId,
      undefined,
      MESSAGES.topping,
      this.findTopping,
      async (tx, row) => (await this.toppingView(tx, row.id, row.restaurantId)).extras,
    );
  }

  createTopping(ctx: RequestContext, raw: unknown) {
    const i = input(raw);
    const name = requiredName(i.name, 'Topping name');
    const base = optionalPriceCents(i.basePrice, 'Base price') ?? 0;
    return this.inRestaurant(ctx, i.restaurantId, 'write', async (tx, restaurantId) => {
      const numericId = await this.nextNumber(tx, restaurantId, 'topping');
      const [row] = await tx
        .insert(toppings)
        .values({ restaurantId, numericId, name, basePriceCents: base })
        .returning();
      return { ...row!, extras: null };
    });
  }

  updateTopping(ctx: RequestContext, id: unknown, raw: unknown, restaurantId?: unknown) {
    const i = input(raw);
    const name = optionalName(i.name, 'Topping name');
    const base = optionalPriceCents(i.basePrice, 'Base price');
    return this.byId(ctx, 'write', id, restaurantId, MESSAGES.topping, this.findTopping, async (tx, row) => {
      const view = await this.toppingView(tx, row.id, row.restaurantId);
      await tx
        .update(toppings)
        .set({ name: name ?? row.name, basePriceCents: view.extras ? 0 : (base ?? row.basePriceCents) })
        .where(eq(toppings.id, row.id));
      return this.toppingView(tx, row.id, row.restaurantId);
    });
  }

  /** Its extras go with it. */
  deleteTopping(ctx: RequestContext, id: unknown, restaurantId?: unknown) {
    return this.byId(ctx, 'write', id, restaurantId, MESSAGES.topping, this.findTopping, async (tx, row) => {
      await tx.delete(toppings).where(eq(toppings.id, row.id));
      return ack('Topping deleted.');
    });
  }

  /** One set per topping: the unique index decides two creates at once (one wins, the other is a 409). */
  createToppingExtra(ctx: RequestContext, raw: unknown) {
    const i = input(raw);
    const prices = {
      littlePriceCents: priceCents(i.littlePrice, 'Little price'),
      regularPriceCents: priceCents(i.regularPrice, 'Regular price'),
      extraPriceCents: priceCents(i.extraPrice, 'Extra price'),
    };
    return this.byId(ctx, 'write', i.toppingId, undefined, MESSAGES.topping, this.findTopping, async (tx, row) => {
      const [extra] = await tx
        .insert(toppingExtras)
        .values({ restaurantId: row.restaurantId, toppingId: row.id, ...prices })
        .onConflictDoNothing()
        .returning();
      if (!extra) throw conflict(MESSAGES.oneExtrasSet);
      // A topping with an option set saves base_price as 0 (docs/product.md#toppings-and-portions).
      await tx.update(toppings).set({ basePriceCents: 0 }).where(eq(toppings.id, row.id));
      return extra;
    });
  }

  private findExtra = async (tx: MenuTransaction, id: string, restaurantIds: string[]) =>
    (
      await tx
        .select()
        .from(toppingExtras)
        .where(and(eq(toppingExtras.id, id), inArray(toppingExtras.restaurantId, restaurantIds)))
    )[0];

  updateToppingExtra(ctx: RequestContext, id: unknown, raw: unknown) {
    const i = input(raw);
    const little = optionalPriceCents(i.littlePrice, 'Little price');
    const regular = optionalPriceCents(i.regularPrice, 'Regular price');
    const extra = optionalPriceCents(i.extraPrice, 'Extra price');
    return this.byId(ctx, 'write', id, undefined, MESSAGES.extras, this.findExtra, async (tx, row) => {
      const [updated] = await tx
        .update(toppingExtras)
        .set({
          littlePriceCents: little ?? row.littlePriceCents,
          regularPriceCents: regular ?? row.regularPriceCents,
          extraPriceCents: extra ?? row.extraPriceCents,
        })
        .where(eq(toppingExtras.id, row.id))
        .returning();
      return updated!;
    });
  }

  /** The topping keeps base_price 0 until it is edited (the form then enables the field again). */
  deleteToppingExtra(ctx: RequestContext, id: unknown) {
    return this.byId(ctx, 'write', id, undefined, MESSAGES.extras, this.findExtra, async (tx, row) => {
      await tx.delete(toppingExtras).where(eq(toppingExtras.id, row.id));
      return ack('Topping options deleted.');
    });
  }

  // ---- sides -------------------------------------------------------------------

  sides(ctx: RequestContext, restaurantId: unknown) {
    return this.inRestaurant(ctx, restaurantId, 'read', (tx, rid) => this.sideRows(tx, rid));
  }

  createSide(ctx: RequestContext, raw: unknown) {
    const i = input(raw);
    const name = requiredName(i.name, 'Side name');
    const base = priceCents(i.basePrice, 'Price');
    return this.inRestaurant(ctx, i.restaurantId, 'write', async (tx, restaurantId) => {
      const [row] = await tx.insert(sides).values({ restaurantId, name, basePriceCents: base }).returning();
      return row!;
    });
  }

  private findSide = async (tx: MenuTransaction, id: string, restaurantIds: string[]) =>
    (
      await tx
        .select()
        .from(sides)
        .where(and(eq(sides.id, id), inArray(sides.restaurantId, restaurantIds)))
    )[0];

  /** An empty name keeps the current one (docs/product.md#sides). */
  updateSide(ctx: RequestContext, id: unknown, raw: unknown, restaurantId?: unknown) {
    const i = input(raw);
    const blank = typeof i.name === 'string' && i.name.trim() === '';
    const name = blank ? undefined : optionalName(i.name, 'Side name');
    const base = optionalPriceCents(i.basePrice, 'Price');
    return this.byId(ctx, 'write', id, restaurantId, MESSAGES.side, this.findSide, async (tx, row) => {
      const [updated] = await tx
        .update(sides)
        .set({ name: name ?? row.name, basePriceCents: base ?? row.basePriceCents })
        .where(eq(sides.id, row.id))
        .returning();
      return updated!;
    });
  }

  deleteSide(ctx: RequestContext, id: unknown, restaurantId?: unknown) {
    return this.byId(ctx, 'write', id, restaurantId, MESSAGES.side, this.findSide, async (tx, row) => {
      await tx.delete(sides).where(eq(sides.id, row.id));
      return ack('Side deleted.');
    });
  }
}
