import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, restaurantId } from './columns';

/**
 * Card payments where the customer is (docs/decisions/0080-card-payments-at-the-counter.md): the
 * restaurant's card readers, and the parts an order is paid in. Tenant tables under row-level security
 * (migrations/0031_card_payments.sql); a payment is never deleted (a trigger refuses it).
 */

/** A Stripe Terminal reader registered on the restaurant's Connect account, by the tablet it sits by. */
export const cardReaders = pgTable(
  'card_readers',
  {
    restaurantId: restaurantId(),
    id: id(),
    /** What the counter calls it: "Counter", "Bar". */
    name: text('name').notNull(),
    /** The tablet (terminals.id) whose Print sends the total to it; null: by no tablet yet. */
    terminalId: uuid('terminal_id'),
    /** Stripe's reader (tmr_…); tmr_local_… for the sandbox reader. */
    stripeReader: text('stripe_reader').notNull(),
    /** The Connect account it was registered on: the restaurant's, when it was. */
    account: text('account').notNull(),
    /** What Stripe says it is ("bbpos_wisepos_e", "simulated"). */
    deviceType: text('device_type').notNull(),
    registeredBy: text('registered_by').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    /** Taken off the counter: kept, so its payments still name it. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    retiredBy: text('retired_by'),
  },
  (t) => [
    primaryKey({ name: 'card_readers_pkey', columns: [t.restaurantId, t.id] }),
    uniqueIndex('card_readers_stripe_reader').on(t.restaurantId, t.stripeReader),
    // One reader by a tablet, one name on the counter, among those still in use.
    uniqueIndex('card_readers_terminal')
      .on(t.restaurantId, t.terminalId)
      .where(sql`${t.retiredAt} IS NULL`),
    uniqueIndex('card_readers_name')
      .on(t.restaurantId, sql`lower(${t.name})`)
      .where(sql`${t.retiredAt} IS NULL`),
  ],
);

/** How a part was taken: on a reader at the counter, by the customer's phone at the door, cash, a card typed as taken. */
export const PAYMENT_KINDS = ['reader', 'door', 'cash', 'card'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * Where a part stands: `waiting` for the card (or the customer's phone), then `succeeded`, `declined`
 * (the card said no; another tender may be chosen) or `canceled` (by the cashier, or never answered).
 */
export const PART_STATES = ['waiting', 'succeeded', 'declined', 'canceled'] as const;
export type PartState = (typeof PART_STATES)[number];

/**
 * A part of an order's payment. An order with one is paid in parts: its money is its parts' (their
 * ledger entries, written when each succeeds), never its prints'. Only Stripe's signed event moves a
 * card part to `succeeded`.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    restaurantId: restaurantId(),
    id: id(),
    orderId: uuid('order_id').notNull(),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    status: text('status', { enum: PART_STATES }).notNull().default('waiting'),
    /** What it pays of the order (cents); the tip is apart. */
    amountCents: integer('amount_cents').notNull(),
    /** The tip the customer chose on the reader or the phone; known once it succeeded. */
    tipCents: integer('tip_cents').notNull().default(0),
    /** The card's money: the Connect account and the PaymentIntent (pi_…; pi_local_… in the sandbox). */
    account: text('account'),
    paymentIntent: text('payment_intent'),
    readerId: uuid('reader_id'),
    /** A door part's Checkout Session (cs_…; cs_local_… in the sandbox): the one its customer may pay. */
    checkoutSession: text('checkout_session'),
    /** What the card or Stripe said when it did not go through, as the cashier reads it. */
    failure: text('failure'),
    /** The tablet it was asked from, and who asked. */
    terminalId: uuid('terminal_id'),
    byName: text('by_name').notNull(),
    byEmployeeId: uuid('by_employee_id'),
    /** When it was last sent to the reader: a wait longer than the reader's timeout is said on the terminal. */
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The Stripe event that settled it. */
    settledBy: text('settled_by'),
    /** The lines a part split by items pays for (migrations/0037_split_payments.sql); empty for an amount. */
    lineIds: uuid('line_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** What the customer handed over for a cash part: the change is what it leaves over the amount. */
    cashGivenCents: integer('cash_given_cents'),
    /** The key the terminal's tap was sent with: the same tap sent again is the same part. */
    requestKey: text('request_key'),
  },
  (t) => [
    primaryKey({ name: 'order_payments_pkey', columns: [t.restaurantId, t.id] }),
    index('order_payments_order_idx').on(t.restaurantId, t.orderId),
    uniqueIndex('order_payments_intent').on(t.restaurantId, t.paymentIntent),
    uniqueIndex('order_payments_session').on(t.restaurantId, t.checkoutSession),
    uniqueIndex('order_payments_request_key').on(t.restaurantId, t.requestKey),
    check('order_payments_kind_known', sql`${t.kind} in ('reader', 'door', 'cash', 'card')`),
    check('order_payments_status_known', sql`${t.status} in ('waiting', 'succeeded', 'declined', 'canceled')`),
    check('order_payments_amounts', sql`${t.amountCents} > 0 AND ${t.tipCents} >= 0`),
    check('order_payments_cash_given', sql`${t.cashGivenCents} IS NULL OR ${t.cashGivenCents} >= ${t.amountCents}`),
  ],
);

/** Where a refund to the card stands: asked, given back by Stripe, or refused (kept as failed until retried). */
export const REFUND_STATES = ['pending', 'succeeded', 'failed'] as const;

/**
 * A refund to the card of a part (migrations/0033_payment_refunds.sql): one per part and purpose ('void': the
 * order voided, everything back), kept whatever became of it. Its ledger entries are written once Stripe took it.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    restaurantId: restaurantId(),
    id: id(),
    partId: uuid('part_id').notNull(),
    orderId: uuid('order_id').notNull(),
    purpose: text('purpose').notNull(),
    amountCents: integer('amount_cents').notNull(),
    tipCents: integer('tip_cents').notNull().default(0),
    reason: text('reason').notNull(),
    status: text('status', { enum: REFUND_STATES }).notNull().default('pending'),
    /** re_…; re_local_… in the sandbox. */
    stripeRefund: text('stripe_refund'),
    failure: text('failure'),
    attempts: integer('attempts').notNull().default(0),
    byName: text('by_name').notNull(),
    approvedBy: text('approved_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'payment_refunds_pkey', columns: [t.restaurantId, t.id] }),
    uniqueIndex('payment_refunds_purpose').on(t.restaurantId, t.partId, t.purpose),
    index('payment_refunds_order_idx').on(t.restaurantId, t.orderId),
    check('payment_refunds_status_known', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check(
      'payment_refunds_amounts',
      sql`${t.amountCents} >= 0 AND ${t.tipCents} >= 0 AND ${t.amountCents} + ${t.tipCents} > 0`,
    ),
  ],
);

export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;
export type CardReaderRow = typeof cardReaders.$inferSelect;
export type OrderPaymentRow = typeof orderPayments.$inferSelect;
