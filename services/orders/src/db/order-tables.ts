import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LineSelection, LinePart } from '../lines/pricing';
import { CHANNELS, createdAt, id, LINE_KINDS, ORDER_TYPES, restaurantId, TENDERS, updatedAt } from './columns';

/** The orders' own tenant tables: counters, settings, customers, orders, their lines and prints. */

/** A customer as typed on the ordering page, and the counter's customer its phone matched (as they were then). */
export interface TypedCustomer {
  fullName: string;
  phoneNumber: string;
  street1: string;
  street2: string;
  city: string;
  zipcode: string;
  matched: { id: string; fullName: string; street1: string; city: string } | null;
}

/** Per-restaurant order numbers: UPDATE … RETURNING in the order's own transaction (docs/product.md#order-numbers). */
export const orderCounters = pgTable('order_counters', {
  restaurantId: uuid('restaurant_id').primaryKey(),
  nextNumber: integer('next_number').notNull().default(1),
  /** Tablets given a tag for the numbers they print offline (terminals/terminals.service.ts). */
  nextTag: integer('next_tag').notNull().default(0),
  /** The last business day closed (days/business-days.ts): orders made from now count on a later one. */
  closedThrough: date('closed_through', { mode: 'string' }),
});

export const customers = pgTable(
  'customers',
  {
    id: id(),
    restaurantId: restaurantId(),
    fullName: text('full_name').notNull(),
    /** Digits only, 10 or 11 (docs/product.md#phone-rules); one customer per number in a restaurant. */
    phoneNumber: text('phone_number').notNull(),
    street1: text('street_1').notNull().default(''),
    street2: text('street_2').notNull().default(''),
    city: text('city').notNull().default(''),
    zipcode: text('zipcode').notNull().default(''),
    country: text('country').notNull().default(''),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_restaurant_phone_key').on(t.restaurantId, t.phoneNumber),
    primaryKey({ name: 'customers_pkey', columns: [t.restaurantId, t.id] }),
    check('customers_phone_digits', sql`${t.phoneNumber} ~ '^[0-9]{10,11}$'`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    restaurantId: restaurantId(),
    orderNumber: integer('order_number').notNull(),
    orderType: text('order_type', { enum: ORDER_TYPES }).notNull(),
    customerId: uuid('customer_id'),
    /** Who took it, from the session (the employee, or the owner for a manager session). */
    employeeName: text('employee_name').notNull(),
    employeeId: uuid('employee_id'),
    notes: text('notes').notNull().default(''),
    /** A time of day in the restaurant's time zone ("18:30"), or null. */
    scheduleTime: text('schedule_time'),
    /** Printed offline: the terminal's provisional number ("K7-03") before this order had its own. */
    offlineNumber: text('offline_number'),
    /** The registered tablet that sent it (terminal-tables.ts), when it came with the tablet's key. */
    terminalId: uuid('terminal_id'),
    /** The time on its paper, as the tablet's clock said; kept as the order's time only when it fits. */
    paperPrintedAt: timestamp('paper_printed_at', { withTimezone: true }),
    /** The paper's time was kept: the tablet was silent from before it until the sync. */
    paperTimeKept: boolean('paper_time_kept').notNull().default(false),
    /** The menu version the tablet held when it fell silent: no older price than that one's may stand. */
    paperMenuVersion: bigint('paper_menu_version', { mode: 'number' }),
    lineCount: integer('line_count').notNull().default(0),
    /** The live lines less the discounts (docs/product.md#totals-and-tax): tax is worked out on it. */
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    /** What the order's discounts take off (order-discounts.ts), and how many take something off. */
    discountCents: integer('discount_cents').notNull().default(0),
    discountCount: integer('discount_count').notNull().default(0),
    /** The restaurant's delivery charge and tax rate when the order was created: history never changes. */
    deliveryRateCents: integer('delivery_rate_cents').notNull(),
    taxPercentage: numeric('tax_percentage', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    /** Applied: the rate on delivery orders, 0 otherwise. */
    deliveryChargeCents: integer('delivery_charge_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull().default(0),
    tender: text('tender', { enum: TENDERS }),
    cashGivenCents: integer('cash_given_cents'),
    changeDueCents: integer('change_due_cents'),
    printCount: integer('print_count').notNull().default(0),
    /** Whether a line was ever added: housekeeping removes only orders started by mistake (never a line, never printed). */
    hadLines: boolean('had_lines').notNull().default(false),
    firstPrintedAt: timestamp('first_printed_at', { withTimezone: true }),
    lastPrintedAt: timestamp('last_printed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The restaurant's calendar day when the order was taken (its time zone
     * then): the day revenue counts it on, kept even if the zone changes later.
     */
    orderDay: date('order_day', { mode: 'string' }).notNull(),
    /**
     * An online order whose phone is a counter customer's with another name or address (issue 45): what the
     * customer typed, and whom the phone matched then. It names no customer: the regular is never rewritten.
     */
    typedCustomer: jsonb('typed_customer').$type<TypedCustomer>(),
    /** Paid on the ordering page by card: its money is its payment's, never its prints' (docs/decisions/0071-one-ledger.md). */
    paidOnline: boolean('paid_online').notNull().default(false),
    /**
     * Paid in parts (order_payments: a card on a reader, at the door, a split): its money is its parts', each
     * written to the ledger when it succeeds, never its prints' (docs/decisions/0080-card-payments-at-the-counter.md).
     */
    paidInParts: boolean('paid_in_parts').notNull().default(false),
    /** What its card parts paid toward it, and tipped (tips apart): a driver owes no cash a card paid. */
    cardPaidCents: integer('card_paid_cents').notNull().default(0),
    cardTipCents: integer('card_tip_cents').notNull().default(0),
    /** Where it was taken: at the counter (a terminal, the API) or on the restaurant's ordering page. */
    channel: text('channel', { enum: CHANNELS }).notNull().default('counter'),
    /** Its day was closed (days/close-day.ts): a change to it from now counts on the open day, as a late change. */
    dayClosed: boolean('day_closed').notNull().default(false),
    /** Deleted orders are kept, hidden from every path (the books; docs/decisions/0017-orders.md). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: text('deleted_by'),
    /**
     * A printed order taken back (docs/product.md#voids): kept with its lines and
     * totals, marked void with why, who and who approved; it counts in no revenue.
     */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    voidedBy: text('voided_by'),
    voidApprovedBy: text('void_approved_by'),
    /**
     * Until when it is being taken (docs/product.md#voids): while unprinted, off any trip and before this time,
     * its lines go freely; after, taking money off is a void. Set when it reaches the server.
     */
    beingTakenUntil: timestamp('being_taken_until', { withTimezone: true }),
    /** The last void of this order (a line, the order, a change): who, who approved and why; the drivers' adjustments name them. */
    lastVoidBy: text('last_void_by'),
    lastVoidSession: text('last_void_session'),
    lastVoidApprovedBy: text('last_void_approved_by'),
    lastVoidReason: text('last_void_reason'),
    /** The kitchen marked it ready (docs/product.md#kitchen-display): when, and who was at the display. */
    kitchenReadyAt: timestamp('kitchen_ready_at', { withTimezone: true }),
    kitchenReadyBy: text('kitchen_ready_by'),
    /** A pickup or to-go order handed to its customer at the counter (issue 46): when, and who handed it. */
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    pickedUpBy: text('picked_up_by'),
    /** Moves on with every change; ahead of published_version means order events still to send. */
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    publishedVersion: bigint('published_version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('orders_restaurant_number_key').on(t.restaurantId, t.orderNumber),
    // A paper is one order for good, whatever key it is sent under.
    uniqueIndex('orders_restaurant_terminal_paper_key')
      .on(t.restaurantId, t.terminalId, t.offlineNumber)
      .where(sql`${t.terminalId} IS NOT NULL AND ${t.offlineNumber} IS NOT NULL`),
    primaryKey({ name: 'orders_pkey', columns: [t.restaurantId, t.id] }),
    // Composite: an order can name only a customer of its own restaurant, whatever the code does.
    foreignKey({
      name: 'orders_customer_fk',
      columns: [t.restaurantId, t.customerId],
      foreignColumns: [customers.restaurantId, customers.id],
    }),
    index('orders_restaurant_created_idx').on(t.restaurantId, t.createdAt),
    index('orders_restaurant_customer_idx').on(t.restaurantId, t.customerId, t.createdAt),
    index('orders_kitchen_open_idx')
      .on(t.restaurantId, t.firstPrintedAt)
      .where(sql`${t.firstPrintedAt} IS NOT NULL AND ${t.kitchenReadyAt} IS NULL AND ${t.deletedAt} IS NULL`),
    index('orders_kitchen_ready_idx')
      .on(t.restaurantId, t.kitchenReadyAt)
      .where(sql`${t.kitchenReadyAt} IS NOT NULL`),
    index('orders_empty_idx')
      .on(t.restaurantId, t.updatedAt)
      .where(sql`${t.lineCount} = 0 AND ${t.deletedAt} IS NULL`),
    // Order events go to subscribers that keep deliveries: only those, and orders sent before, wait to be sent.
    index('orders_unpublished_idx')
      .on(t.restaurantId, t.id)
      .where(sql`${t.version} > ${t.publishedVersion} AND (${t.orderType} = 'delivery' OR ${t.publishedVersion} > 0)`),
    check('orders_channel_known', sql`${t.channel} in ('counter', 'online')`),
    check('orders_type_known', sql`${t.orderType} in ('delivery', 'pickup', 'togo')`),
    check('orders_tender_known', sql`${t.tender} is null or ${t.tender} in ('cash', 'card', 'door')`),
    check('orders_togo_no_customer', sql`${t.orderType} <> 'togo' OR ${t.customerId} IS NULL`),
    check(
      'orders_money_check',
      sql`${t.subtotalCents} >= 0 AND ${t.deliveryChargeCents} >= 0 AND ${t.taxCents} >= 0 AND ${t.totalCents} >= 0
        AND ${t.discountCents} >= 0`,
    ),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    restaurantId: restaurantId(),
    orderId: uuid('order_id').notNull(),
    kind: text('kind', { enum: LINE_KINDS }).notNull(),
    /** The receipt line as text (size, product, toppings with level and half, sides): docs/product.md#receipt. */
    productName: text('product_name').notNull(),
    /** The same, one part per printed line. */
    parts: jsonb('parts').$type<LinePart[]>().notNull(),
    /** What was chosen from the menu (ids), so a line can be added again; null for an open item. */
    selection: jsonb('selection').$type<LineSelection>(),
    /** Name and price as sent, not from the menu (docs/decisions/0011-open-items.md). */
    open: boolean('open').notNull().default(false),
    quantity: integer('quantity').notNull().default(1),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** unit × quantity: what the line adds to the subtotal. */
    priceCents: integer('price_cents').notNull(),
    notes: text('notes').notNull().default(''),
    /** The menu version the line was priced from (null for an open item). */
    menuVersion: bigint('menu_version', { mode: 'number' }),
    createdAt: createdAt(),
    /** A line taken off a printed order: kept, marked void, left out of the totals. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    voidedBy: text('voided_by'),
    voidApprovedBy: text('void_approved_by'),
    /** The kitchen marked the line done. */
    kitchenDoneAt: timestamp('kitchen_done_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'order_lines_pkey', columns: [t.restaurantId, t.id] }),
    index('order_lines_restaurant_order_idx').on(t.restaurantId, t.orderId, t.createdAt),
    foreignKey({
      name: 'order_lines_order_fk',
      columns: [t.restaurantId, t.orderId],
      foreignColumns: [orders.restaurantId, orders.id],
    }).onDelete('cascade'),
    check('order_lines_kind_known', sql`${t.kind} in ('product', 'special', 'side', 'open')`),
    check('order_lines_money_check', sql`${t.unitPriceCents} >= 0 AND ${t.priceCents} >= 0 AND ${t.quantity} >= 1`),
  ],
);

/** Every print of a receipt: the first is the original, every later one a reprint with its number. */
export const orderPrints = pgTable(
  'order_prints',
  {
    id: id(),
    restaurantId: restaurantId(),
    orderId: uuid('order_id').notNull(),
    /** 1 for the original, 2 for the first reprint, … */
    number: integer('number').notNull(),
    printedBy: text('printed_by').notNull(),
    printedAt: timestamp('printed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'order_prints_pkey', columns: [t.restaurantId, t.id] }),
    uniqueIndex('order_prints_restaurant_order_number_key').on(t.restaurantId, t.orderId, t.number),
    foreignKey({
      name: 'order_prints_order_fk',
      columns: [t.restaurantId, t.orderId],
      foreignColumns: [orders.restaurantId, orders.id],
    }).onDelete('cascade'),
  ],
);
