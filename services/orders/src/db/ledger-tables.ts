import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, restaurantId } from './columns';

/**
 * The ledger (docs/decisions/0071-one-ledger.md): every money event of a
 * restaurant, one append-only row each — what its orders are sold for,
 * the money taken and given back for them, and every move of a cash
 * drawer's cash. A drawer's expected cash, the Z report and the books are
 * sums of it. The database refuses any change or removal
 * (migrations/0022_one_ledger.sql); a tenant table under row-level security.
 */

/** What an order is sold for: its first print (or its day's close), every later change of that total, its void. */
export const SALE_KINDS = ['sale', 'sale_change', 'sale_void'] as const;
/** Money taken for an order and given back: the tender, a paid total's change, a refund, a tender correction. */
export const TENDER_KINDS = ['payment', 'payment_change', 'refund', 'tender_correction'] as const;
/** A drawer's own moves; the count's amount is the over (positive) or short (negative). */
export const CASH_KINDS = ['float', 'paid_in', 'paid_out', 'drop', 'count', 'tip_payout'] as const;
/** The drawer's own moves that always name it; a tip payout may be on no drawer (decision 0083). */
const DRAWER_KINDS = CASH_KINDS.filter((k) => k !== 'tip_payout');
/** A tip taken with a card (never sales, never the order's tenders) and given back; paid out to a driver from a drawer (`tip_payout`). */
export const TIP_KINDS = ['tip', 'tip_refund'] as const;
export const LEDGER_KINDS = [...SALE_KINDS, ...TENDER_KINDS, ...CASH_KINDS, ...TIP_KINDS] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export type SaleKind = (typeof SALE_KINDS)[number];
export type TenderKind = (typeof TENDER_KINDS)[number];
export type CashKind = (typeof CASH_KINDS)[number];
export type TipKind = (typeof TIP_KINDS)[number];

/** How money was taken: an order's tender, `online` for a card paid on the ordering page. */
export const LEDGER_TENDERS = ['cash', 'card', 'door', 'online'] as const;
export type LedgerTender = (typeof LEDGER_TENDERS)[number];

const listed = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
const cents = (name: string) => integer(name).notNull().default(0);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    restaurantId: restaurantId(),
    /** The business day it counts on: the order's (the open one once its own was closed), or the drawer's. */
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    /**
     * Signed cents: for a sale what the order's total moved; for a tender the money taken (positive) or
     * given back (negative); for a drawer's own move what it adds to the cash the drawer should hold.
     */
    amountCents: integer('amount_cents').notNull(),
    /** A tender's method; null for sales and a drawer's own moves. */
    tender: text('tender', { enum: LEDGER_TENDERS }),
    /** The cash drawer it moved; null: not cash, or cash that found no open drawer (counted in no drawer). */
    drawerId: uuid('drawer_id'),
    orderId: uuid('order_id'),
    orderNumber: integer('order_number'),
    /** A sale's order type (the revenue rollup's row it matches). */
    orderType: text('order_type'),
    /** A sale's sums besides its total, as the revenue rollup counts them (revenue/rollup.ts REVENUE_SUMS). */
    orders: cents('orders'),
    subtotalCents: cents('subtotal_cents'),
    taxCents: cents('tax_cents'),
    deliveryChargeCents: cents('delivery_charge_cents'),
    discountCount: cents('discount_count'),
    discountCents: cents('discount_cents'),
    onlineOrders: cents('online_orders'),
    onlineTotalCents: cents('online_total_cents'),
    /** A change to an order of a closed day counts on the open day: the closed day it belongs to. */
    closedDay: date('closed_day', { mode: 'string' }),
    /** What happened, in words for the reports: "a line added", "counted at the close", "cash → card". */
    what: text('what'),
    reason: text('reason'),
    /** Who did it (the employee at the terminal, the owner, or the platform) and the manager who approved. */
    byName: text('by_name').notNull(),
    byEmployeeId: uuid('by_employee_id'),
    approvedBy: text('approved_by'),
    /** A cash payment: what was handed over and the change given back. */
    cashGivenCents: integer('cash_given_cents'),
    changeCents: integer('change_cents'),
    /** The tablet it was made at, when known. */
    terminalId: uuid('terminal_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'ledger_entries_pkey', columns: [t.restaurantId, t.id] }),
    // A drawer's entries only: most entries (sales, card payments) name none.
    index('ledger_entries_restaurant_drawer_idx')
      .on(t.restaurantId, t.drawerId, t.at)
      .where(sql`${t.drawerId} IS NOT NULL`),
    index('ledger_entries_restaurant_day_idx').on(t.restaurantId, t.day),
    index('ledger_entries_restaurant_order_idx').on(t.restaurantId, t.orderId),
    check('ledger_entries_kind_known', sql.raw(`"kind" in (${listed(LEDGER_KINDS)})`)),
    check('ledger_entries_tender_known', sql.raw(`"tender" is null or "tender" in (${listed(LEDGER_TENDERS)})`)),
    check(
      'ledger_entries_sign',
      sql`(${t.kind} in ('sale', 'payment', 'float', 'tip') AND ${t.amountCents} >= 0)
        OR (${t.kind} in ('sale_void', 'refund', 'tip_refund') AND ${t.amountCents} <= 0)
        OR (${t.kind} = 'paid_in' AND ${t.amountCents} > 0)
        OR (${t.kind} in ('paid_out', 'drop', 'tip_payout') AND ${t.amountCents} < 0)
        OR ${t.kind} in ('sale_change', 'payment_change', 'tender_correction', 'count')`,
    ),
    // An order's entries name it; a tender names its method; a drawer's own move names its drawer (a tip payout
    // names its order, and its drawer when one was open: migrations/0039_tip_payouts_on_no_drawer.sql).
    check(
      'ledger_entries_names',
      sql.raw(`("kind" not in (${listed([...SALE_KINDS, ...TENDER_KINDS])}) OR "order_id" is not null)
        AND ("kind" not in (${listed([...TENDER_KINDS, ...TIP_KINDS])}) OR "tender" is not null)
        AND ("kind" not in (${listed([...TIP_KINDS, 'tip_payout'])}) OR "order_id" is not null)
        AND ("kind" not in (${listed(DRAWER_KINDS)}) OR "drawer_id" is not null)`),
    ),
  ],
);

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type NewLedgerEntry = Omit<typeof ledgerEntries.$inferInsert, 'id' | 'at'>;
