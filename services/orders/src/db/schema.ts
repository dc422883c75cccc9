import { relations, sql } from 'drizzle-orm';
import { bigint, check, date, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PricedMenu } from '@zest/kit';
import { ORDER_TYPES, restaurantId, rollupColumns } from './columns';
import { orderDiscounts } from './discount-tables';
import { customers, orderLines, orderPrints, orders } from './order-tables';
import { orderSettings } from './settings-tables';

/*
 * The orders service's tables (drizzle-kit reads this file): the copies kept
 * from other services' events here, the orders' own in order-tables.ts, the
 * shared column helpers in columns.ts.
 */
export {
  CHANNELS,
  HALF_TOPPING_PRICING,
  LINE_KINDS,
  ORDER_TYPES,
  TENDERS,
  type Channel,
  type HalfToppingPricing,
  type LineKind,
  type OrderType,
  type TenderMethod,
} from './columns';
export * from './order-tables';
export * from './settings-tables';
export * from './terminal-tables';
export * from './day-tables';
export * from './discount-tables';
export * from './drawer-tables';
export * from './ledger-tables';
export * from './online-tables';
export * from './payment-tables';
export * from './reconciliation-tables';

/** Restaurants as auth reports them (kit/access/restaurant-directory.ts): owner, rates, time zone. Not a tenant table. */
export { restaurantProjection as restaurants } from '@zest/kit';

/** The audit trail of voids, deletes, open items, reprints and settings (kit/ops/audit.ts): append-only. */
export { auditEntries } from '@zest/kit';

/** The first answer to a request sent with an Idempotency-Key (kit/data/idempotency.ts). */
export { idempotencyKeys } from '@zest/kit';

/** Approvals used, each once, by voids, deletes and changes that lower a total (kit/access/used-approvals.ts). */
export { usedApprovals } from '@zest/kit';

/**
 * The menu as the menu service last published it, per restaurant (kit/events/events.ts
 * MenuPublished): lines are priced from this copy, so taking an order never
 * waits on the menu service. A projection like `restaurants`, not a tenant
 * table: its consumer writes it before any tenant is chosen.
 */
export const menuCopies = pgTable('menu_copies', {
  restaurantId: uuid('restaurant_id').primaryKey(),
  /** The menu's own version; an older one never replaces a newer one. */
  version: bigint('version', { mode: 'number' }).notNull(),
  menu: jsonb('menu').$type<PricedMenu>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every published version of a restaurant's menu, kept a week after a newer
 * one replaced it: an order a tablet priced offline from an older menu is
 * priced again from the same version (docs/decisions/0046-offline-prices.md).
 */
export const menuVersions = pgTable(
  'menu_versions',
  {
    restaurantId: uuid('restaurant_id').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    menu: jsonb('menu').$type<PricedMenu>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'menu_versions_pk', columns: [t.restaurantId, t.version] })],
);

/**
 * Revenue per restaurant, day (the orders' `order_day`) and order type, kept
 * in the same transaction as every order change that moves money
 * (order-store.ts `saveOrder`), so a report reads a few rows per day, never
 * the orders. Counts orders with lines that are not deleted
 * (docs/product.md#revenue); a housekeeping job compares it with the raw sums.
 */
export const revenueDays = pgTable(
  'revenue_days',
  {
    restaurantId: restaurantId(),
    day: date('day', { mode: 'string' }).notNull(),
    orderType: text('order_type', { enum: ORDER_TYPES }).notNull(),
    /** Orders, their money, and the day's voids and discounts: how many, and what they took off. */
    ...rollupColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.restaurantId, t.day, t.orderType] }),
    check('revenue_days_type_known', sql`${t.orderType} in ('delivery', 'pickup', 'togo')`),
  ],
);

/**
 * Who took a delivery out and when it was delivered and cashed out, as the
 * drivers service reports it (kit/events/events.ts TripChanged): the history and
 * the receipt show it, and a void of a delivery already cashed out needs a
 * manager. A tenant table, written by its consumer in the event's restaurant.
 */
export const orderTrips = pgTable(
  'order_trips',
  {
    orderId: uuid('order_id').notNull(),
    restaurantId: restaurantId(),
    driverId: uuid('driver_id').notNull(),
    driverName: text('driver_name').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull(),
    outAt: timestamp('out_at', { withTimezone: true }),
    /** Delivered: the driver was marked back. */
    backAt: timestamp('back_at', { withTimezone: true }),
    cashoutId: uuid('cashout_id'),
    cashedOutAt: timestamp('cashed_out_at', { withTimezone: true }),
    /** The event version applied; an older event never overwrites a newer one. */
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'order_trips_pkey', columns: [t.restaurantId, t.orderId] })],
);

export const ordersRelations = relations(orders, ({ many, one }) => ({
  lines: many(orderLines),
  prints: many(orderPrints),
  discounts: many(orderDiscounts),
  customer: one(customers, {
    fields: [orders.restaurantId, orders.customerId],
    references: [customers.restaurantId, customers.id],
  }),
  trip: one(orderTrips, {
    fields: [orders.restaurantId, orders.id],
    references: [orderTrips.restaurantId, orderTrips.orderId],
  }),
}));
export const orderLinesRelations = relations(orderLines, ({ one }) => ({
  order: one(orders, {
    fields: [orderLines.restaurantId, orderLines.orderId],
    references: [orders.restaurantId, orders.id],
  }),
}));
export const orderDiscountsRelations = relations(orderDiscounts, ({ one }) => ({
  order: one(orders, {
    fields: [orderDiscounts.restaurantId, orderDiscounts.orderId],
    references: [orders.restaurantId, orders.id],
  }),
}));
export const orderPrintsRelations = relations(orderPrints, ({ one }) => ({
  order: one(orders, {
    fields: [orderPrints.restaurantId, orderPrints.orderId],
    references: [orders.restaurantId, orders.id],
  }),
}));

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderPrintRow = typeof orderPrints.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;
export type RevenueDayRow = typeof revenueDays.$inferSelect;
export type OrderTripRow = typeof orderTrips.$inferSelect;
export type OrderSettingsRow = typeof orderSettings.$inferSelect;

/** The tables row-level security guards (the migration and the tests walk this list). */
export const TENANT_TABLES = [
  'order_counters',
  'order_settings',
  'customers',
  'orders',
  'order_lines',
  'order_prints',
  'idempotency_keys',
  'revenue_days',
  'order_trips',
  'audit_entries',
  'terminals',
  'terminal_silences',
  'used_approvals',
  'business_days',
  'late_changes',
  'discounts',
  'order_discounts',
  'drawers',
  'ledger_entries',
  'online_settings',
  'online_orders',
  'online_payments',
  'stripe_accounts',
  'card_readers',
  'order_payments',
  'payment_refunds',
  'card_reconciliations',
  'sandbox_charges',
] as const;
