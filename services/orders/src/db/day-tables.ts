import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ZReport } from '../days/z-report';
import { restaurantId, rollupColumns } from './columns';

/**
 * Business days (docs/decisions/0053-close-the-day.md): each closed day with
 * its Z report as it was closed, and every change made later to an order of a
 * closed day, counted on the open day with a reference to the closed one.
 * Both append-only (a trigger refuses any update or delete).
 */
export const businessDays = pgTable(
  'business_days',
  {
    restaurantId: restaurantId(),
    day: date('day', { mode: 'string' }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: text('closed_by').notNull(),
    closedBySession: text('closed_by_session').notNull(),
    approvedBy: text('approved_by'),
    z: jsonb('z').$type<ZReport>().notNull(),
  },
  (t) => [primaryKey({ name: 'business_days_pkey', columns: [t.restaurantId, t.day] })],
);

/** What one late change moved: on its open `day`, away from its `closedDay`. */
export const lateChanges = pgTable(
  'late_changes',
  {
    restaurantId: restaurantId(),
    id: uuid('id').notNull().defaultRandom(),
    day: date('day', { mode: 'string' }).notNull(),
    closedDay: date('closed_day', { mode: 'string' }).notNull(),
    orderId: uuid('order_id').notNull(),
    orderNumber: integer('order_number').notNull(),
    orderType: text('order_type').notNull(),
    /** How the order was paid (cash, card, door), or null: the Z report's tenders follow it. */
    tender: text('tender'),
    /** In words, for the Z report: "voided", "changed", "a line voided", "a discount". */
    what: text('what').notNull(),
    ...rollupColumns(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'late_changes_pkey', columns: [t.restaurantId, t.id] }),
    index('late_changes_restaurant_day_idx').on(t.restaurantId, t.day),
    index('late_changes_restaurant_closed_day_idx').on(t.restaurantId, t.closedDay),
  ],
);

export type BusinessDayRow = typeof businessDays.$inferSelect;
export type LateChangeRow = typeof lateChanges.$inferSelect;
