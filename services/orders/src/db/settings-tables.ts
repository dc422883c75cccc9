import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { HALF_TOPPING_PRICING, updatedAt } from './columns';

/** A restaurant's order settings: a tenant table of one row per restaurant, the defaults until it has one. */

/** What the restaurant decided where the menu leaves a choice (docs/product.md#halves). */
export const orderSettings = pgTable(
  'order_settings',
  {
    restaurantId: uuid('restaurant_id').primaryKey(),
    halfToppingPricing: text('half_topping_pricing', { enum: HALF_TOPPING_PRICING }).notNull().default('half'),
    /** A printed order older than this is voided only with a manager's approval (docs/product.md#voids). */
    voidApprovalMinutes: integer('void_approval_minutes').notNull().default(120),
    /** How long a new order is being taken: unprinted and off any trip, its lines go freely (docs/product.md#voids). */
    takingMinutes: integer('taking_minutes').notNull().default(15),
    /** The kitchen display (docs/product.md#kitchen-display): a ticket this old turns amber, then red. */
    kitchenAmberMinutes: integer('kitchen_amber_minutes').notNull().default(10),
    kitchenRedMinutes: integer('kitchen_red_minutes').notNull().default(20),
    /** A scheduled order fires to the kitchen this long before its time. */
    kitchenPrepMinutes: integer('kitchen_prep_minutes').notNull().default(20),
    /** A ticket older than this is gathered apart from the board, to clear at once (issue 46). */
    kitchenStaleMinutes: integer('kitchen_stale_minutes').notNull().default(120),
    /** Which station makes each category: category id → station name; a category not named goes to "Kitchen". */
    kitchenStations: jsonb('kitchen_stations').$type<Record<string, string>>().notNull().default({}),
    /** An order's discounts taking off more than this (cents) need a manager's approval (docs/product.md#discounts). */
    discountApprovalCents: integer('discount_approval_cents').notNull().default(1000),
    /** Paid-outs from one cash drawer above this together (cents) need a manager's approval (docs/product.md#cash-drawers). */
    drawerPayoutApprovalCents: integer('drawer_payout_approval_cents').notNull().default(2000),
    /** Drops to the safe from one cash drawer above this together (cents) need a manager's approval. */
    drawerDropApprovalCents: integer('drawer_drop_approval_cents').notNull().default(50000),
    /** The card reader and the door's payment page offer tips (docs/decisions/0080-card-payments-at-the-counter.md). */
    tipsOffered: boolean('tips_offered').notNull().default(true),
    /** The three percentages offered, smallest first; the customer may also type an amount or choose none. */
    tipPercents: integer('tip_percents')
      .array()
      .notNull()
      .default(sql`'{15,18,20}'::integer[]`),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('order_settings_half_known', sql`${t.halfToppingPricing} in ('half', 'full')`),
    check('order_settings_void_minutes', sql`${t.voidApprovalMinutes} between 0 and 10080`),
    check('order_settings_taking_minutes', sql`${t.takingMinutes} between 0 and 240`),
    check(
      'order_settings_kitchen_minutes',
      sql`${t.kitchenAmberMinutes} between 1 and 240 AND ${t.kitchenRedMinutes} > ${t.kitchenAmberMinutes}
        AND ${t.kitchenRedMinutes} <= 480 AND ${t.kitchenPrepMinutes} between 0 and 240`,
    ),
    check('order_settings_kitchen_stale', sql`${t.kitchenStaleMinutes} between 30 and 720`),
    check('order_settings_discount_approval', sql`${t.discountApprovalCents} between 0 and 100000`),
    check('order_settings_payout_approval', sql`${t.drawerPayoutApprovalCents} between 0 and 100000`),
    check(
      'order_settings_tip_percents',
      sql`cardinality(${t.tipPercents}) = 3 AND 1 <= ALL(${t.tipPercents}) AND 100 >= ALL(${t.tipPercents})`,
    ),
    check('order_settings_drop_approval', sql`${t.drawerDropApprovalCents} between 0 and 1000000`),
  ],
);
