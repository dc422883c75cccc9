import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A Stripe customer (or a sandbox one) and the account it bills. */
export const customers = pgTable(
  'customers',
  {
    stripeCustomerId: text('stripe_customer_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customers_user_idx').on(t.userId)],
);

/** Checkout sessions we opened: who, which plan (the sandbox checkout page reads them). */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    stripeCustomerId: text('stripe_customer_id').notNull(),
    priceId: text('price_id').notNull(),
    planId: text('plan_id').notNull(),
    /** open → complete (paid) or canceled. */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('checkout_sessions_user_idx').on(t.userId)],
);

/**
 * Each Stripe subscription as its events last described it. Webhooks arrive
 * late, twice and out of order: `state_version` is the source event's time
 * (ms, plus a rank for events of the same second), and an older event never
 * overwrites a newer state. The user link is set by whichever event knows it.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    stripeSubscriptionId: text('stripe_subscription_id').primaryKey(),
    userId: uuid('user_id'),
    stripeCustomerId: text('stripe_customer_id'),
    status: text('status').notNull(),
    priceId: text('price_id'),
    planId: text('plan_id'),
    /** Restaurants allowed; null means unlimited (or unknown while plan_id is null). */
    allowance: integer('allowance'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    stateVersion: bigint('state_version', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId), index('subscriptions_customer_idx').on(t.stripeCustomerId)],
);

/** Webhook events already applied: a redelivery is acknowledged and skipped. */
export const processedEvents = pgTable('processed_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  /** The event's own `created` (Stripe time). */
  eventCreated: timestamp('event_created', { withTimezone: true }).notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What each owner's plan allows now, derived from their subscriptions; the
 * answer of `subscription(userId)` and the source of EntitlementChanged events.
 * `version` only grows (ms), so auth's projection can order updates.
 */
export const entitlements = pgTable('entitlements', {
  userId: uuid('user_id').primaryKey(),
  status: text('status').notNull(),
  planId: text('plan_id'),
  allowance: integer('allowance'),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  stripeSubscriptionId: text('stripe_subscription_id'),
  version: bigint('version', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type EntitlementRow = typeof entitlements.$inferSelect;
