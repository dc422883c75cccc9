import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { restaurantId } from './columns';

/**
 * The day's card money reconciled with Stripe (docs/decisions/0082-card-payments-reconciled-with-stripe.md).
 * Tenant tables under row-level security (migrations/0035_card_reconciliation.sql).
 */

/** The last check of a restaurant's business day against Stripe: matched, or each difference in words. */
export const cardReconciliations = pgTable(
  'card_reconciliations',
  {
    restaurantId: restaurantId(),
    day: date('day', { mode: 'string' }).notNull(),
    matched: boolean('matched').notNull(),
    /** What Stripe took on the day less what it gave back (tips included). */
    stripeCents: integer('stripe_cents').notNull(),
    /** The same by the books: card payments taken through Stripe, their tips, less their refunds. */
    posCents: integer('pos_cents').notNull(),
    /** Each difference, in the words the owner reads. */
    differences: jsonb('differences').$type<string[]>().notNull(),
    /** Cards taken on a machine Zest POS does not drive (the old "card" word): listed apart, never a difference. */
    outside: jsonb('outside').$type<string[]>().notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who asked: the daily job, or the owner's "Check with Stripe now". */
    checkedBy: text('checked_by').notNull(),
  },
  (t) => [primaryKey({ name: 'card_reconciliations_pkey', columns: [t.restaurantId, t.day] })],
);

/** What the local sandbox's "Stripe" took (a charge) or gave back (a refund). */
export const SANDBOX_CHARGE_KINDS = ['charge', 'refund'] as const;

/**
 * The sandbox's own record of the money it "took" (decision 0082): written by the sandbox reader's Tap card, the
 * sandbox payment page's Pay and the sandbox provider's refunds, as Stripe's side of the reconciliation, so the
 * comparison can find what the books lack. Never written by the books; only the sandbox uses it.
 */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    restaurantId: restaurantId(),
    /** ch_local_… for a charge, re_local_… for a refund. */
    id: text('id').notNull(),
    kind: text('kind', { enum: SANDBOX_CHARGE_KINDS }).notNull(),
    account: text('account').notNull(),
    paymentIntent: text('payment_intent').notNull(),
    /** A refund's charge. */
    charge: text('charge'),
    /** A charge's whole amount (its tip included); a refund's amount. */
    amountCents: integer('amount_cents').notNull(),
    tipCents: integer('tip_cents'),
    /** The metadata the POS put on the PaymentIntent: the card part, or the online payment. */
    partId: text('part_id'),
    paymentId: text('payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'sandbox_charges_pkey', columns: [t.restaurantId, t.id] }),
    index('sandbox_charges_created_idx').on(t.restaurantId, t.account, t.createdAt),
    check('sandbox_charges_kind_known', sql`${t.kind} in ('charge', 'refund')`),
    check('sandbox_charges_amount', sql`${t.amountCents} > 0`),
  ],
);

export type CardReconciliationRow = typeof cardReconciliations.$inferSelect;
export type SandboxChargeRow = typeof sandboxCharges.$inferSelect;
