import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { restaurantId } from './columns';
import { orders } from './order-tables';

/**
 * Online ordering (docs/decisions/0062-online-ordering.md, migrations/0017_online_ordering.sql): the
 * restaurant's settings of its ordering page, the directory of the pages' addresses, and what a customer
 * sees of each online order. An online order itself is an order like any other, with channel 'online'.
 */

export const ONLINE_STATUSES = ['received', 'accepted', 'rejected'] as const;
export type OnlineStatus = (typeof ONLINE_STATUSES)[number];
/** At the counter on pickup, at the door on delivery, or online by card. */
export const ONLINE_PAYMENTS = ['pickup', 'door', 'card'] as const;
export type OnlinePayment = (typeof ONLINE_PAYMENTS)[number];
/** Where a restaurant delivers online: to the ZIP codes it lists, or within a radius of its address. */
export const DELIVERY_AREAS = ['zips', 'radius'] as const;
export type DeliveryArea = (typeof DELIVERY_AREAS)[number];

/** One opening of a weekday (0 Sunday … 6 Saturday), "HH:MM" on the restaurant's clock; closes past midnight when before opens. */
export interface OpeningHours {
  weekday: number;
  opens: string;
  closes: string;
}

export const onlineSettings = pgTable(
  'online_settings',
  {
    restaurantId: uuid('restaurant_id').primaryKey(),
    enabled: boolean('enabled').notNull().default(false),
    /** The page's address, /order/{slug}: lower case, unique over the platform (online_slugs). */
    slug: text('slug'),
    hours: jsonb('hours').$type<OpeningHours[]>().notNull().default([]),
    pickup: boolean('pickup').notNull().default(true),
    delivery: boolean('delivery').notNull().default(true),
    /** The ZIP codes delivered to; none: no delivery area set, so no delivery online. */
    deliveryZips: text('delivery_zips')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The ZIP codes above, or the radius below (migrations/0021_delivery_radius.sql). */
    deliveryArea: text('delivery_area', { enum: DELIVERY_AREAS }).notNull().default('zips'),
    /** In tenths of a mile (5–250: half a mile to 25 miles), measured from the origin. */
    deliveryRadiusTenths: integer('delivery_radius_tenths'),
    /** Where the restaurant is, looked up from its address when the radius was saved, and that address. */
    deliveryOriginLat: doublePrecision('delivery_origin_lat'),
    deliveryOriginLon: doublePrecision('delivery_origin_lon'),
    deliveryOriginAddress: text('delivery_origin_address'),
    deliveryMinimumCents: integer('delivery_minimum_cents').notNull().default(0),
    /** The largest order taken without a card: past it the page asks the customer to call (issue 47). */
    largestOrderCents: integer('largest_order_cents').notNull().default(50_000),
    /** The time quoted from an order to ready (ASAP), and the earliest a later time may be. */
    prepMinutes: integer('prep_minutes').notNull().default(20),
    /** Not taking online orders until then. */
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    /** Busy at the counter: these minutes are added to the quoted time until busyUntil (decision 0072). */
    busyMinutes: integer('busy_minutes').notNull().default(0),
    busyUntil: timestamp('busy_until', { withTimezone: true }),
    /** Online orders go to the kitchen at once, without a cashier accepting them. */
    autoAccept: boolean('auto_accept').notNull().default(false),
    /** Customers may pay by card on the page, into the restaurant's own Stripe account (decision 0065). */
    cardPayments: boolean('card_payments').notNull().default(false),
    /**
     * The Stripe account card payments go to: only ever the one the platform opened for this restaurant
     * (stripe_accounts), copied here once Stripe said it takes charges (issue 45); never typed.
     */
    stripeAccount: text('stripe_account'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('online_settings_slug_shape', sql`${t.slug} is null or ${t.slug} ~ '^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$'`),
    check('online_settings_minimum', sql`${t.deliveryMinimumCents} between 0 and 100000`),
    check('online_settings_largest_order', sql`${t.largestOrderCents} between 1000 and 1000000`),
    check('online_settings_prep', sql`${t.prepMinutes} between 5 and 240`),
    check('online_settings_busy_minutes', sql`${t.busyMinutes} between 0 and 120`),
    check('online_settings_area_known', sql`${t.deliveryArea} in ('zips', 'radius')`),
    check(
      'online_settings_radius',
      sql`${t.deliveryRadiusTenths} is null or ${t.deliveryRadiusTenths} between 5 and 250`,
    ),
    check(
      'online_settings_radius_centred',
      sql`${t.deliveryArea} = 'zips' OR (${t.deliveryRadiusTenths} IS NOT NULL AND ${t.deliveryOriginLat} IS NOT NULL AND ${t.deliveryOriginLon} IS NOT NULL)`,
    ),
  ],
);

/** Which restaurant a page's address names, now or before: read before any restaurant is known, so not a tenant table. */
export const onlineSlugs = pgTable(
  'online_slugs',
  {
    slug: text('slug').primaryKey(),
    restaurantId: uuid('restaurant_id').notNull(),
    /** When the restaurant took this address (or took it back): the version a process keeps it by. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the restaurant moved to another address: still its own for good, leading to its current page
     * (issue 47, migrations/0028_kept_addresses.sql). Null on the one current address.
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('online_slugs_current_key')
      .on(t.restaurantId)
      .where(sql`${t.retiredAt} is null`),
    index('online_slugs_restaurant_idx').on(t.restaurantId),
  ],
);

export const onlineOrders = pgTable(
  'online_orders',
  {
    restaurantId: restaurantId(),
    orderId: uuid('order_id').notNull(),
    status: text('status', { enum: ONLINE_STATUSES }).notNull().default('received'),
    payment: text('payment', { enum: ONLINE_PAYMENTS }).notNull(),
    email: text('email'),
    /** The customer's status page is reached with a key only they were given; only its hash is kept. */
    statusKeyHash: text('status_key_hash').notNull(),
    /** Accepted: when it will be ready (or out for delivery). */
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** Rejected: why, as the customer reads it. */
    rejectReason: text('reject_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    /** When the customer was mailed that it is ready for pickup, or out for delivery: each once. */
    readyMailedAt: timestamp('ready_mailed_at', { withTimezone: true }),
    outMailedAt: timestamp('out_mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'online_orders_pkey', columns: [t.restaurantId, t.orderId] }),
    foreignKey({
      name: 'online_orders_order_fk',
      columns: [t.restaurantId, t.orderId],
      foreignColumns: [orders.restaurantId, orders.id],
    }),
    uniqueIndex('online_orders_status_key').on(t.restaurantId, t.statusKeyHash),
    index('online_orders_waiting_idx')
      .on(t.restaurantId, t.createdAt)
      .where(sql`${t.status} = 'received'`),
    check('online_orders_status_known', sql`${t.status} in ('received', 'accepted', 'rejected')`),
    check('online_orders_payment_known', sql`${t.payment} in ('pickup', 'door', 'card')`),
  ],
);

export const PAYMENT_STATES = ['open', 'paid', 'canceled', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * A card payment on the ordering page (docs/decisions/0065-paying-online.md): the checkout the server
 * priced, kept until Stripe's signed webhook says it is paid, when the order is written from it. Never
 * deleted: a payment that never came stays 'canceled', one given back 'refunded'.
 */
export const onlinePayments = pgTable(
  'online_payments',
  {
    restaurantId: restaurantId(),
    /** The order's id once paid. */
    id: uuid('id').notNull(),
    status: text('status', { enum: PAYMENT_STATES }).notNull().default('open'),
    amountCents: integer('amount_cents').notNull(),
    /** The restaurant's Connect account the money goes to. */
    account: text('account').notNull(),
    sessionId: text('session_id'),
    paymentIntent: text('payment_intent'),
    statusKeyHash: text('status_key_hash').notNull(),
    /** What the order is written from when paid: the checkout as typed, and its lines as priced then. */
    placing: jsonb('placing').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Why the money went back, as the customer reads it. */
    refundReason: text('refund_reason'),
  },
  (t) => [
    primaryKey({ name: 'online_payments_pkey', columns: [t.restaurantId, t.id] }),
    uniqueIndex('online_payments_status_key').on(t.restaurantId, t.statusKeyHash),
    check('online_payments_status_known', sql`${t.status} in ('open', 'paid', 'canceled', 'refunded')`),
    check('online_payments_amount', sql`${t.amountCents} > 0`),
  ],
);

/**
 * The Stripe account the platform opened for a restaurant through Connect onboarding (issue 45): one per
 * restaurant, remembered so every "Connect with Stripe" continues the same account. The only account
 * card payments may be turned on with.
 */
export const stripeAccounts = pgTable(
  'stripe_accounts',
  {
    restaurantId: uuid('restaurant_id').primaryKey(),
    /** acct_…; acct_local_… in the sandbox. */
    account: text('account').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was last seen taking charges (Stripe's charges_enabled; Continue on the sandbox's page). */
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    /** Its Stripe Terminal location, opened with the first card reader (decision 0080; migration 0032). */
    terminalLocation: text('terminal_location'),
  },
  (t) => [check('stripe_accounts_account_shape', sql`${t.account} ~ '^acct_[A-Za-z0-9_]+$'`)],
);

export type OnlinePaymentRow = typeof onlinePayments.$inferSelect;
export type StripeAccountRow = typeof stripeAccounts.$inferSelect;
export type OnlineSettingsRow = typeof onlineSettings.$inferSelect;
export type OnlineOrderRow = typeof onlineOrders.$inferSelect;
