import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Restaurants as auth reports them (kit/access/restaurant-directory.ts): who owns each. Not a tenant table. */
export { restaurantProjection as restaurants } from '@zest/kit';

/**
 * The version of each restaurant's menu, moved on by every menu write in its
 * own transaction, and the outbox of the priced-menu events
 * (src/menu/menu-events.ts): a row whose version is ahead of
 * published_version is still to publish. The cached whole menu is keyed by
 * the same version. Not a tenant table: it holds only counters, and the
 * publisher finds what is pending across restaurants.
 */
export const menuVersions = pgTable(
  'menu_versions',
  {
    restaurantId: uuid('restaurant_id').primaryKey(),
    version: integer('version').notNull(),
    publishedVersion: integer('published_version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('menu_versions_pending_idx')
      .on(t.updatedAt)
      .where(sql`${t.version} > ${t.publishedVersion}`),
  ],
);

/**
 * Every other table is a tenant table: restaurant_id NOT NULL and first in every
 * index (docs/architecture.md#databases, ready for distribution by restaurant), and guarded
 * by row-level security (migrations/0001_row_level_security.sql). Money is
 * integer cents.
 */

const id = () => uuid('id').primaryKey().defaultRandom();
const restaurantId = () => uuid('restaurant_id').notNull();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Per-restaurant counters for the numericId of products, specials and toppings (UPDATE … RETURNING). */
export const menuCounters = pgTable('menu_counters', {
  restaurantId: uuid('restaurant_id').primaryKey(),
  nextProduct: integer('next_product').notNull().default(1),
  nextSpecial: integer('next_special').notNull().default(1),
  nextTopping: integer('next_topping').notNull().default(1),
});

/**
 * false: no toppings are offered or taken (drinks, side-like items). A product
 * takes toppings only when it and its category both do (docs/product.md#categories).
 */
const takesToppings = () => boolean('takes_toppings').notNull().default(true);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    restaurantId: restaurantId(),
    name: text('name').notNull(),
    takesToppings: takesToppings(),
    /** Where the owner put it on the menu (0 first); null until set: after the placed ones, by name. */
    position: integer('position'),
    createdAt: createdAt(),
  },
  (t) => [
    index('categories_restaurant_idx').on(t.restaurantId, t.name),
    // "Pizza" and "pizza" are one category: names are unique in a restaurant whatever their case.
    uniqueIndex('categories_restaurant_name_unique').on(t.restaurantId, sql`lower(${t.name})`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    restaurantId: restaurantId(),
    /** A category with products cannot be deleted (docs/decisions/0006-menu-deletes.md). */
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    numericId: integer('numeric_id').notNull(),
    name: text('name').notNull(),
    /** 0 when the product has sizes. */
    priceCents: integer('price_cents').notNull().default(0),
    takesToppings: takesToppings(),
    /** Where the owner put it in its category (0 first); null until set: after the placed ones, by name. */
    position: integer('position'),
    /** What the ordering page says under the name (at most 300 characters); null: nothing. */
    description: text('description'),
    /** The photo store's key of its photo (photos/photo-store.ts), its sizes under it; null: no photo. */
    photo: text('photo'),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_restaurant_category_idx').on(t.restaurantId, t.categoryId),
    uniqueIndex('products_restaurant_numeric_idx').on(t.restaurantId, t.numericId),
    check('products_price_check', sql`${t.priceCents} >= 0`),
  ],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    id: id(),
    restaurantId: restaurantId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sizeName: text('size_name').notNull(),
    priceCents: integer('price_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_sizes_restaurant_product_idx').on(t.restaurantId, t.productId, t.priceCents),
    check('product_sizes_price_check', sql`${t.priceCents} >= 0`),
  ],
);

export const specials = pgTable(
  'specials',
  {
    id: id(),
    restaurantId: restaurantId(),
    numericId: integer('numeric_id').notNull(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('specials_restaurant_price_idx').on(t.restaurantId, t.priceCents),
    uniqueIndex('specials_restaurant_numeric_idx').on(t.restaurantId, t.numericId),
    check('specials_price_check', sql`${t.priceCents} >= 0`),
  ],
);

/** A line of a special: a product's name as text, not a reference (a deleted product leaves it as it is). */
export const specialItems = pgTable(
  'special_items',
  {
    id: id(),
    restaurantId: restaurantId(),
    specialId: uuid('special_id')
      .notNull()
      .references(() => specials.id, { onDelete: 'cascade' }),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    /** The order items were added in, also among the items of one save (one transaction, one created_at). */
    position: bigint('position', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('special_items_restaurant_special_idx').on(t.restaurantId, t.specialId),
    check('special_items_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

export const toppings = pgTable(
  'toppings',
  {
    id: id(),
    restaurantId: restaurantId(),
    numericId: integer('numeric_id').notNull(),
    name: text('name').notNull(),
    /** 0 when an extras set exists. */
    basePriceCents: integer('base_price_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('toppings_restaurant_idx').on(t.restaurantId, t.name),
    uniqueIndex('toppings_restaurant_numeric_idx').on(t.restaurantId, t.numericId),
    check('toppings_price_check', sql`${t.basePriceCents} >= 0`),
  ],
);

/** The portion prices of a topping: at most one set per topping (the unique index decides races). */
export const toppingExtras = pgTable(
  'topping_extras',
  {
    id: id(),
    restaurantId: restaurantId(),
    toppingId: uuid('topping_id')
      .notNull()
      .references(() => toppings.id, { onDelete: 'cascade' }),
    littlePriceCents: integer('little_price_cents').notNull(),
    regularPriceCents: integer('regular_price_cents').notNull(),
    extraPriceCents: integer('extra_price_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('topping_extras_one_per_topping').on(t.restaurantId, t.toppingId),
    check(
      'topping_extras_price_check',
      sql`${t.littlePriceCents} >= 0 AND ${t.regularPriceCents} >= 0 AND ${t.extraPriceCents} >= 0`,
    ),
  ],
);

export const sides = pgTable(
  'sides',
  {
    id: id(),
    restaurantId: restaurantId(),
    name: text('name').notNull(),
    basePriceCents: integer('base_price_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sides_restaurant_idx').on(t.restaurantId, t.name),
    check('sides_price_check', sql`${t.basePriceCents} >= 0`),
  ],
);

/**
 * Sold out ("86", docs/decisions/0061-sold-out.md): one mark per menu item that ran out, whatever its
 * table (item_id is the product's, size's, topping's, side's or special's own id). `until` null: until
 * someone marks it available again. A mark past its end counts for nothing and is swept.
 */
export const soldOutMarks = pgTable(
  'sold_out_marks',
  {
    restaurantId: restaurantId(),
    itemId: uuid('item_id').notNull(),
    kind: text('kind', { enum: ['product', 'size', 'topping', 'side', 'special'] }).notNull(),
    until: timestamp('until', { withTimezone: true }),
    /** Who marked it, as the screen's session names them. */
    markedBy: text('marked_by').notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.restaurantId, t.itemId] }),
    check('sold_out_marks_kind_check', sql`${t.kind} IN ('product', 'size', 'topping', 'side', 'special')`),
  ],
);

/** The tables row-level security guards (the migration and the tests walk this list). */
export const TENANT_TABLES = [
  'menu_counters',
  'categories',
  'products',
  'product_sizes',
  'specials',
  'special_items',
  'toppings',
  'topping_extras',
  'sides',
  'sold_out_marks',
] as const;
