import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
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
import { restaurantClocks, staff } from './staff';

/** Restaurants as auth reports them (kit/access/restaurant-directory.ts): owner, time zone. Not a tenant table. */
export { restaurantProjection as restaurants } from '@zest/kit';

/** The audit trail of cash-outs, floats and adjustments (kit/ops/audit.ts): append-only. */
export { auditEntries } from '@zest/kit';

/** The first answer to a request sent with an Idempotency-Key (kit/data/idempotency.ts): a driver marked back. */
export { idempotencyKeys } from '@zest/kit';

/** Approvals used, each once, by cash-outs and floats (kit/access/used-approvals.ts). */
export { usedApprovals } from '@zest/kit';

/*
 * Every other table is a tenant table: restaurant_id NOT NULL and first in
 * every index (docs/architecture.md#databases), guarded by row-level security
 * (migrations/0001_row_level_security.sql); its primary key is
 * (restaurant_id, id), as distributing by restaurant needs (docs/scale.md;
 * migrations/0005_distribution_keys.sql). Money is integer cents. The
 * projections (staff, delivery_orders) are written by their consumers inside a
 * transaction of the event's own restaurant.
 */

const restaurantId = () => uuid('restaurant_id').notNull();
const version = () => bigint('version', { mode: 'number' }).notNull();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

/** The staff and whether each restaurant uses the time clock, from auth's events (staff.ts). */
export { restaurantClocks, staff };

/**
 * Delivery orders as the orders service reports them (kit/events/events.ts
 * OrderChanged): only deliveries are sent, and an order that stops being
 * one; a delivery that became a pickup stays known (out of the driver screen
 * and the check's sums), so a late, older event never puts it back.
 */
export const deliveryOrders = pgTable(
  'delivery_orders',
  {
    id: uuid('id').notNull(),
    restaurantId: restaurantId(),
    orderNumber: integer('order_number').notNull(),
    orderType: text('order_type', { enum: ['delivery', 'pickup', 'togo'] }).notNull(),
    customerName: text('customer_name'),
    customerPhone: text('customer_phone'),
    street1: text('street_1').notNull().default(''),
    street2: text('street_2').notNull().default(''),
    city: text('city').notNull().default(''),
    zipcode: text('zipcode').notNull().default(''),
    lineCount: integer('line_count').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    /** The delivery charge on the order (the driver keeps it). */
    deliveryChargeCents: integer('delivery_charge_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    createdAt: at('created_at').notNull(),
    firstPrintedAt: at('first_printed_at'),
    /** The restaurant's calendar day the order counts on (the books check reconciles by it). */
    orderDay: date('order_day', { mode: 'string' }),
    /** When the customer wants it, "HH:MM" on the restaurant's clock; null when not scheduled. */
    scheduleTime: text('schedule_time'),
    /** When the kitchen marked it ready; null until then. */
    readyAt: at('ready_at'),
    deleted: boolean('deleted').notNull().default(false),
    /** What its card parts paid (at the door, by QR) and tipped, as the orders service reports it. */
    cardPaidCents: integer('card_paid_cents').notNull().default(0),
    cardTipCents: integer('card_tip_cents').notNull().default(0),
    /** A printed order taken back: nobody owes for it. */
    voided: boolean('voided').notNull().default(false),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'delivery_orders_pkey', columns: [t.restaurantId, t.id] }),
    index('delivery_orders_waiting_idx')
      .on(t.restaurantId, t.createdAt)
      .where(sql`${t.orderType} = 'delivery' AND NOT ${t.deleted} AND NOT ${t.voided} AND ${t.lineCount} > 0`),
  ],
);

/** A settlement with a driver: what the server expected, what was counted, who approved it. */
export const cashouts = pgTable(
  'cashouts',
  {
    id: uuid('id').notNull().defaultRandom(),
    restaurantId: restaurantId(),
    driverId: uuid('driver_id').notNull(),
    /** The Idempotency-Key it was asked for with: a retry answers this cash-out. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the request: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    tripCount: integer('trip_count').notNull(),
    /** Σ grand totals of the orders settled, and Σ their delivery charges (the driver kept those). */
    ordersTotalCents: integer('orders_total_cents').notNull(),
    deliveryChargesCents: integer('delivery_charges_cents').notNull(),
    /** Cash handed to the driver before the trips (change), which comes back too. */
    floatCents: integer('float_cents').notNull(),
    /** Changes to orders settled earlier (a void, a lower total), made good here; negative: owed to the driver. */
    adjustmentsCents: integer('adjustments_cents').notNull().default(0),
    /** What cards paid of those orders at the door: the driver took no cash for it. */
    cardPaidCents: integer('card_paid_cents').notNull().default(0),
    /**
     * The card tips of those orders, handed to the driver from a drawer (docs/decisions/0083-card-tips-paid-to-drivers.md):
     * apart from what the driver owes.
     */
    cardTipsCents: integer('card_tips_cents').notNull().default(0),
    /** The tablet the cash-out was made at (the screen's word): its open drawer pays the card tips. */
    terminalId: uuid('terminal_id'),
    /** orders total − delivery charges − paid by card + float + adjustments. */
    expectedCents: integer('expected_cents').notNull(),
    /** What the manager counted, when entered; over or short is counted − expected. */
    countedCents: integer('counted_cents'),
    overShortCents: integer('over_short_cents'),
    approvedByName: text('approved_by_name').notNull(),
    approvedByRole: text('approved_by_role').notNull(),
    /** The account behind the session (the restaurant's owner for a manager session). */
    approvedByUserId: uuid('approved_by_user_id').notNull(),
    approvedByEmployeeId: uuid('approved_by_employee_id'),
    cashedOutAt: at('cashed_out_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'cashouts_pkey', columns: [t.restaurantId, t.id] }),
    uniqueIndex('cashouts_restaurant_key_key').on(t.restaurantId, t.idempotencyKey),
    index('cashouts_restaurant_driver_idx').on(t.restaurantId, t.driverId, t.cashedOutAt),
    check(
      'cashouts_money_check',
      sql`${t.ordersTotalCents} >= 0 AND ${t.deliveryChargesCents} >= 0 AND ${t.floatCents} >= 0 AND (${t.countedCents} IS NULL OR ${t.countedCents} >= 0)`,
    ),
  ],
);

/**
 * One order given to one driver: unique per order, so an order never rides
 * on two trips (two drivers taking it at once: the database keeps one).
 */
export const trips = pgTable(
  'trips',
  {
    id: uuid('id').notNull().defaultRandom(),
    restaurantId: restaurantId(),
    orderId: uuid('order_id').notNull(),
    driverId: uuid('driver_id').notNull(),
    /** The driver's name when the trip was made (the staff projection's, or the session's). */
    driverName: text('driver_name').notNull(),
    /** The server's clock; whatever a client sends is ignored. */
    assignedAt: at('assigned_at').notNull().defaultNow(),
    /** Who gave it: the driver's own session, or a manager's. */
    assignedBy: text('assigned_by').notNull(),
    outAt: at('out_at'),
    backAt: at('back_at'),
    /** The cash-out that settled it, and what it owed then; null while the driver still owes it. */
    cashoutId: uuid('cashout_id'),
    owedCents: integer('owed_cents'),
    /** The order's card tip handed to the driver at that cash-out; null while not cashed out. */
    tipPaidCents: integer('tip_paid_cents'),
    /** Moves on with every change; ahead of published_version means trip events still to send (orders). */
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    publishedVersion: bigint('published_version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'trips_pkey', columns: [t.restaurantId, t.id] }),
    uniqueIndex('trips_restaurant_order_key').on(t.restaurantId, t.orderId),
    index('trips_unpublished_idx')
      .on(t.restaurantId, t.orderId)
      .where(sql`${t.version} > ${t.publishedVersion}`),
    index('trips_restaurant_driver_idx').on(t.restaurantId, t.driverId, t.assignedAt),
    index('trips_restaurant_open_idx')
      .on(t.restaurantId, t.driverId)
      .where(sql`${t.cashoutId} IS NULL`),
    foreignKey({
      name: 'trips_cashout_fk',
      columns: [t.restaurantId, t.cashoutId],
      foreignColumns: [cashouts.restaurantId, cashouts.id],
    }),
  ],
);

/** Cash handed to a driver before a run (change for the door): owed back at the next cash-out. */
export const floats = pgTable(
  'floats',
  {
    id: uuid('id').notNull().defaultRandom(),
    restaurantId: restaurantId(),
    driverId: uuid('driver_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    givenAt: at('given_at').notNull().defaultNow(),
    givenBy: text('given_by').notNull(),
    cashoutId: uuid('cashout_id'),
    /** The Idempotency-Key it was handed with: a double tap hands one float. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
  },
  (t) => [
    primaryKey({ name: 'floats_pkey', columns: [t.restaurantId, t.id] }),
    uniqueIndex('floats_restaurant_key_key').on(t.restaurantId, t.idempotencyKey),
    index('floats_restaurant_open_idx')
      .on(t.restaurantId, t.driverId)
      .where(sql`${t.cashoutId} IS NULL`),
    foreignKey({
      name: 'floats_cashout_fk',
      columns: [t.restaurantId, t.cashoutId],
      foreignColumns: [cashouts.restaurantId, cashouts.id],
    }),
    check('floats_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * A change to an order after it was settled with its driver (voided, its
 * total lowered or raised): what the driver owes moves by `amountCents` at
 * the next cash-out; a settled cash-out is never rewritten.
 */
export const adjustments = pgTable(
  'adjustments',
  {
    id: uuid('id').notNull().defaultRandom(),
    restaurantId: restaurantId(),
    driverId: uuid('driver_id').notNull(),
    orderId: uuid('order_id').notNull(),
    /** Positive: the driver owes more; negative: the restaurant owes the driver. */
    amountCents: integer('amount_cents').notNull(),
    /** The part of it that is a card tip paid out and taken back since (never an order's money: the books leave it out). */
    tipCents: integer('tip_cents').notNull().default(0),
    /** What changed, in words. */
    reason: text('reason').notNull(),
    /** The order version that caused it: an event applied twice adjusts once. */
    orderVersion: bigint('order_version', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    cashoutId: uuid('cashout_id'),
  },
  (t) => [
    primaryKey({ name: 'adjustments_pkey', columns: [t.restaurantId, t.id] }),
    uniqueIndex('adjustments_restaurant_order_version_key').on(t.restaurantId, t.orderId, t.orderVersion),
    index('adjustments_restaurant_open_idx')
      .on(t.restaurantId, t.driverId)
      .where(sql`${t.cashoutId} IS NULL`),
    foreignKey({
      name: 'adjustments_cashout_fk',
      columns: [t.restaurantId, t.cashoutId],
      foreignColumns: [cashouts.restaurantId, cashouts.id],
    }),
  ],
);

export type StaffRow = typeof staff.$inferSelect;
export type RestaurantClockRow = typeof restaurantClocks.$inferSelect;
export type DeliveryOrderRow = typeof deliveryOrders.$inferSelect;
export type TripRow = typeof trips.$inferSelect;
export type CashoutRow = typeof cashouts.$inferSelect;
export type FloatRow = typeof floats.$inferSelect;
export type AdjustmentRow = typeof adjustments.$inferSelect;

/** The tables row-level security guards (the migration and the tests walk this list). */
export const TENANT_TABLES = [
  'staff',
  'restaurant_clocks',
  'delivery_orders',
  'trips',
  'cashouts',
  'floats',
  'adjustments',
  'idempotency_keys',
  'audit_entries',
  'used_approvals',
] as const;
