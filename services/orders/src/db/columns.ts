import { bigint, integer, timestamp, uuid } from 'drizzle-orm/pg-core';

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
export const CHANNELS = ['counter', 'online'] as const;
export type Channel = (typeof CHANNELS)[number];
export const TENDERS = ['cash', 'card', 'door'] as const;
export type TenderMethod = (typeof TENDERS)[number];
export const HALF_TOPPING_PRICING = ['half', 'full'] as const;
export type HalfToppingPricing = (typeof HALF_TOPPING_PRICING)[number];

export const LINE_KINDS = ['product', 'special', 'side', 'open'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const count = (name: string) => integer(name).notNull().default(0);

/**
 * What the revenue rollup counts per day and type, and a late change moves (days/late-changes.ts): orders,
 * their money, and their voids and discounts (how many, and what they took off); of the orders, those
 * placed online and their total (the rest came over the counter). Integer cents.
 */
export const rollupColumns = () => ({
  orders: count('orders'),
  subtotalCents: cents('subtotal_cents'),
  taxCents: cents('tax_cents'),
  deliveryChargeCents: cents('delivery_charge_cents'),
  totalCents: cents('total_cents'),
  voidCount: count('void_count'),
  voidCents: cents('void_cents'),
  discountCount: count('discount_count'),
  discountCents: cents('discount_cents'),
  onlineOrders: count('online_orders'),
  onlineTotalCents: cents('online_total_cents'),
});
