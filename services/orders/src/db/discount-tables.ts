import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, restaurantId, updatedAt } from './columns';
import { orders } from './order-tables';

/**
 * Discounts (docs/product.md#discounts, docs/decisions/0050-discounts.md):
 * the restaurant's list, kept by the owner or a manager, and the discounts
 * given on orders. Tenant tables, guarded by row-level security like the
 * others (migrations/0011_discounts.sql).
 */

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
/** What a discount of the list may be given on: one line, the whole order, or either. */
export const DISCOUNT_SCOPES = ['line', 'order', 'either'] as const;
export type DiscountScope = (typeof DISCOUNT_SCOPES)[number];

/** A rule's value: hundredths of a percent (1000 is 10 %) up to 100 %, or cents up to $9,999.99. */
const VALUE_FITS = (kind: string, value: string) =>
  `(${kind} = 'percent' AND ${value} BETWEEN 1 AND 10000) OR (${kind} = 'amount' AND ${value} BETWEEN 1 AND 999999)`;

/** The restaurant's list: staff meal, coupon, manager's choice… Never deleted, only made inactive. */
export const discounts = pgTable(
  'discounts',
  {
    id: id(),
    restaurantId: restaurantId(),
    name: text('name').notNull(),
    kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
    /** The rule's value (see VALUE_FITS); null: typed at the counter each time (a manager's choice). */
    value: integer('value'),
    appliesTo: text('applies_to', { enum: DISCOUNT_SCOPES }).notNull().default('either'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'discounts_pkey', columns: [t.restaurantId, t.id] }),
    uniqueIndex('discounts_restaurant_name_key').on(t.restaurantId, sql`lower(${t.name})`),
    check('discounts_kind_known', sql`${t.kind} in ('percent', 'amount')`),
    check('discounts_scope_known', sql`${t.appliesTo} in ('line', 'order', 'either')`),
    check('discounts_value_fits', sql.raw(`"value" IS NULL OR ${VALUE_FITS('"kind"', '"value"')}`)),
  ],
);

/**
 * A discount given on an order: on one of its lines, or on the order. The
 * rule is copied from the list (and the value typed, for a manager's
 * choice), so a later change of the list never changes an order; what it
 * takes off is worked out from the rule and the order's lines
 * (@zest/pricing orderDiscounts). Removed ones are kept, marked.
 */
export const orderDiscounts = pgTable(
  'order_discounts',
  {
    id: id(),
    restaurantId: restaurantId(),
    orderId: uuid('order_id').notNull(),
    /** The line it is on; null: the order. A line removed before the print takes its discount with it. */
    lineId: uuid('line_id'),
    discountId: uuid('discount_id').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
    value: integer('value').notNull(),
    /**
     * The most it takes off (docs/decisions/0071-one-ledger.md): what it took when given, checked against the
     * limit or approved, so a percent never grows past what someone agreed to. Null: given before caps (no cap).
     */
    capCents: integer('cap_cents'),
    reason: text('reason').notNull(),
    /** Who gave it (the employee at the terminal, or the owner) and the manager who approved it, past the limit. */
    givenBy: text('given_by').notNull(),
    approvedBy: text('approved_by'),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: text('removed_by'),
  },
  (t) => [
    primaryKey({ name: 'order_discounts_pkey', columns: [t.restaurantId, t.id] }),
    index('order_discounts_restaurant_order_idx').on(t.restaurantId, t.orderId, t.createdAt),
    foreignKey({
      name: 'order_discounts_order_fk',
      columns: [t.restaurantId, t.orderId],
      foreignColumns: [orders.restaurantId, orders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'order_discounts_discount_fk',
      columns: [t.restaurantId, t.discountId],
      foreignColumns: [discounts.restaurantId, discounts.id],
    }),
    check('order_discounts_kind_known', sql`${t.kind} in ('percent', 'amount')`),
    check('order_discounts_value_fits', sql.raw(VALUE_FITS('"kind"', '"value"'))),
    check('order_discounts_cap_fits', sql`${t.capCents} is null or ${t.capCents} >= 0`),
  ],
);

export type DiscountRow = typeof discounts.$inferSelect;
export type OrderDiscountRow = typeof orderDiscounts.$inferSelect;
