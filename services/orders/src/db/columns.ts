import { timestamp, uuid } from 'drizzle-orm/pg-core';

/*
 * The columns and kinds the orders' tables share. Every table but the copies
 * kept from events (restaurants, menu_copies) is a tenant table:
 * restaurant_id NOT NULL and first in every index
 * (docs/architecture.md#databases), guarded by row-level security
 * (migrations/0001_row_level_security.sql). Money is integer cents. Every
 * primary key and unique index starts with restaurant_id, as distributing by
 * restaurant needs (docs/scale.md; migrations/0005_distribution_keys.sql).
 */

/** The row's own id: the primary key is (restaurant_id, id), declared by each table. */
export const id = () => uuid('id').notNull().defaultRandom();
export const restaurantId = () => uuid('restaurant_id').notNull();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const ORDER_TYPES = ['delivery', 'pickup', 'togo'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const TENDERS = ['cash', 'card', 'door'] as const;
export type TenderMethod = (typeof TENDERS)[number];
export const HALF_TOPPING_PRICING = ['half', 'full'] as const;
export type HalfToppingPricing = (typeof HALF_TOPPING_PRICING)[number];

export const LINE_KINDS = ['product', 'special', 'side', 'open'] as const;
export type LineKind = (typeof LINE_KINDS)[number];
