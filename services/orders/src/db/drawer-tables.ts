import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, restaurantId } from './columns';

/**
 * Cash drawers (docs/product.md#cash-drawers, docs/decisions/0054-cash-drawers.md):
 * the drawer under a registered tablet, opened with a counted float and
 * closed with a blind count. Every move of its cash is an entry of the
 * ledger (ledger-tables.ts). A tenant table under row-level security
 * (migrations/0016_cash_drawers.sql); a closed drawer never changes (the
 * database refuses it).
 */

export const drawers = pgTable(
  'drawers',
  {
    id: id(),
    restaurantId: restaurantId(),
    /** The registered tablet the drawer sits under (terminals.id), and its tag as it was. */
    terminalId: uuid('terminal_id').notNull(),
    terminalTag: text('terminal_tag'),
    /** The restaurant's open business day when it was opened. */
    day: date('day', { mode: 'string' }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    openedBy: text('opened_by').notNull(),
    openedByEmployeeId: uuid('opened_by_employee_id'),
    floatCents: integer('float_cents').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: text('closed_by'),
    closedByEmployeeId: uuid('closed_by_employee_id'),
    countedCents: integer('counted_cents'),
    /** What the moves added up to when it was closed, and the count less that. */
    expectedCents: integer('expected_cents'),
    overShortCents: integer('over_short_cents'),
  },
  (t) => [
    primaryKey({ name: 'drawers_pkey', columns: [t.restaurantId, t.id] }),
    // One open drawer per tablet at a time.
    uniqueIndex('drawers_one_open_per_terminal')
      .on(t.restaurantId, t.terminalId)
      .where(sql`${t.closedAt} IS NULL`),
    index('drawers_restaurant_day_idx').on(t.restaurantId, t.day),
    check('drawers_float_fits', sql`${t.floatCents} >= 0`),
    check(
      'drawers_closed_whole',
      sql`(${t.closedAt} IS NULL) = (${t.countedCents} IS NULL) AND (${t.closedAt} IS NULL) = (${t.expectedCents} IS NULL)`,
    ),
  ],
);

export type DrawerRow = typeof drawers.$inferSelect;
