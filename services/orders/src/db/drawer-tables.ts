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
 * closed with a blind count, and every move of its expected cash. Tenant
 * tables under row-level security (migrations/0016_cash_drawers.sql); a
 * closed drawer never changes and a move is never changed or removed (the
 * database refuses it).
 */

/** What moves a drawer's expected cash: in (float, sale, paid-in) is positive, out (refund, paid-out, drop) negative. */
export const DRAWER_MOVE_KINDS = ['float', 'sale', 'refund', 'paid_in', 'paid_out', 'drop'] as const;
export type DrawerMoveKind = (typeof DRAWER_MOVE_KINDS)[number];

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

export const drawerMoves = pgTable(
  'drawer_moves',
  {
    id: id(),
    restaurantId: restaurantId(),
    /** Null: a cash sale (or its refund) that found no open drawer on its tablet, noted all the same. */
    drawerId: uuid('drawer_id'),
    /** The drawer's business day, or the open one when there is no drawer. */
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: DRAWER_MOVE_KINDS }).notNull(),
    /** Signed, in cents: what the move adds to the cash the drawer should hold. */
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason'),
    /** Who did it (the employee at the terminal, or the owner in a manager session) and who approved. */
    byName: text('by_name').notNull(),
    byEmployeeId: uuid('by_employee_id'),
    approvedBy: text('approved_by'),
    /** A sale or refund: its order, and for a sale the cash handed over and the change given back. */
    orderId: uuid('order_id'),
    orderNumber: integer('order_number'),
    cashGivenCents: integer('cash_given_cents'),
    changeCents: integer('change_cents'),
    /** The tablet it was made at, when known. */
    terminalId: uuid('terminal_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'drawer_moves_pkey', columns: [t.restaurantId, t.id] }),
    index('drawer_moves_restaurant_drawer_idx').on(t.restaurantId, t.drawerId, t.at),
    index('drawer_moves_restaurant_day_idx').on(t.restaurantId, t.day),
    // An order's cash goes into a drawer once, and comes out once.
    uniqueIndex('drawer_moves_one_sale_per_order')
      .on(t.restaurantId, t.orderId, t.kind)
      .where(sql`${t.kind} in ('sale', 'refund')`),
    check('drawer_moves_kind_known', sql.raw(`"kind" in (${DRAWER_MOVE_KINDS.map((k) => `'${k}'`).join(', ')})`)),
    check(
      'drawer_moves_sign',
      sql`(${t.kind} in ('float', 'sale') AND ${t.amountCents} >= 0) OR (${t.kind} = 'paid_in' AND ${t.amountCents} > 0)
        OR (${t.kind} = 'refund' AND ${t.amountCents} <= 0) OR (${t.kind} in ('paid_out', 'drop') AND ${t.amountCents} < 0)`,
    ),
  ],
);

export type DrawerRow = typeof drawers.$inferSelect;
export type DrawerMoveRow = typeof drawerMoves.$inferSelect;
