import { createHash } from 'node:crypto';
import type { Stripe } from '@zest/kit';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { OrdersTenants } from '../db/client';
import { sandboxCharges } from '../db/schema';
import type { StripeDay } from './card-reconcile';
import { localId } from './connect';

/**
 * What Stripe has for a restaurant's business day (docs/decisions/0082-card-payments-reconciled-with-stripe.md):
 * the charges that succeeded and the refunds made on its Connect account in a UTC range, every page of them.
 */
export interface ChargeLister {
  readonly mode: 'stripe' | 'sandbox';
  listDay(ask: DayAsk): Promise<StripeDay>;
}

export interface DayAsk {
  restaurantId: string;
  account: string;
  /** The business day's start on the restaurant's clock, and the next day's (exclusive). */
  from: Date;
  to: Date;
}

/** The most of each a day may list: far past any restaurant's day, short of a runaway loop. */
export const MOST_PER_DAY = 10_000;

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
const idOf = (v: unknown) => text(v) ?? text((v as { id?: unknown } | null)?.id);

/** Stripe's tip on a charge (`amount_details.tip.amount`), where it gives one. */
function tipOf(charge: unknown): number | null {
  const tip = (charge as { amount_details?: { tip?: { amount?: unknown } | null } | null }).amount_details?.tip;
  return typeof tip?.amount === 'number' ? tip.amount : null;
}

export class StripeCharges implements ChargeLister {
  readonly mode = 'stripe';

  constructor(private readonly stripe: Stripe) {}

  async listDay(ask: DayAsk): Promise<StripeDay> {
    const created = { gte: seconds(ask.from), lt: seconds(ask.to) };
    const on = { stripeAccount: ask.account };
    const charges = await this.stripe.charges
      .list({ created, limit: 100 }, on)
      .autoPagingToArray({ limit: MOST_PER_DAY });
    const refunds = await this.stripe.refunds
      .list({ created, limit: 100 }, on)
      .autoPagingToArray({ limit: MOST_PER_DAY });
    return {
      charges: charges
        .filter((c) => c.status === 'succeeded' && c.paid)
        .map((c) => ({
          id: c.id,
          paymentIntent: idOf(c.payment_intent),
          amountCents: c.amount,
          tipCents: tipOf(c),
          partId: text(c.metadata?.partId),
          paymentId: text(c.metadata?.paymentId),
        })),
      refunds: refunds
        .filter((r) => r.status !== 'failed' && r.status !== 'canceled')
        .map((r) => ({
          id: r.id,
          charge: idOf(r.charge),
          paymentIntent: idOf(r.payment_intent),
          amountCents: r.amount,
        })),
    };
  }
}

/**
 * The sandbox's "Stripe": what its pages took and its provider gave back, from its own record (`sandbox_charges`),
 * which the books never write, so a payment the books lack (or the reverse) shows as it would with Stripe.
 */
export class SandboxCharges implements ChargeLister {
  readonly mode = 'sandbox';

  constructor(private readonly tenants: OrdersTenants) {}

  async listDay(ask: DayAsk): Promise<StripeDay> {
    const rows = await this.tenants.run([ask.restaurantId], (tx) =>
      tx
        .select()
        .from(sandboxCharges)
        .where(
          and(
            eq(sandboxCharges.restaurantId, ask.restaurantId),
            eq(sandboxCharges.account, ask.account),
            gte(sandboxCharges.createdAt, ask.from),
            lt(sandboxCharges.createdAt, ask.to),
          ),
        )
        .orderBy(sandboxCharges.createdAt),
    );
    return {
      charges: rows
        .filter((r) => r.kind === 'charge')
        .map((r) => ({
          id: r.id,
          paymentIntent: r.paymentIntent,
          amountCents: r.amountCents,
          tipCents: r.tipCents,
          partId: r.partId,
          paymentId: r.paymentId,
        })),
      refunds: rows
        .filter((r) => r.kind === 'refund')
        .map((r) => ({ id: r.id, charge: r.charge, paymentIntent: r.paymentIntent, amountCents: r.amountCents })),
    };
  }
}

/** A charge the sandbox "took": written by the sandbox reader's Tap card and the sandbox payment page's Pay. */
export interface SandboxTaken {
  restaurantId: string;
  account: string;
  paymentIntent: string;
  amountCents: number;
  tipCents: number | null;
  partId?: string;
  paymentId?: string;
}

/** The sandbox's record of its money, in a transaction of its own (Stripe's side, never the books'). */
export class SandboxRecord {
  constructor(private readonly tenants: OrdersTenants) {}

  async charged(c: SandboxTaken): Promise<void> {
    await this.tenants.run([c.restaurantId], (tx) =>
      tx.insert(sandboxCharges).values({
        restaurantId: c.restaurantId,
        id: localId('ch'),
        kind: 'charge',
        account: c.account,
        paymentIntent: c.paymentIntent,
        amountCents: c.amountCents,
        tipCents: c.tipCents,
        partId: c.partId ?? null,
        paymentId: c.paymentId ?? null,
      }),
    );
  }

  /**
   * A refund the sandbox provider gives: on the charge of that PaymentIntent, once per key (the same key is the
   * same refund, as Stripe's idempotency key makes it). Answers the refund's id.
   */
  async refunded(r: { account: string; paymentIntent: string; amountCents: number; key: string }): Promise<string> {
    const id = `re_local_${createHash('sha256').update(r.key).digest('hex').slice(0, 24)}`;
    await this.tenants.acrossRestaurants(async (tx) => {
      const [charge] = await tx
        .select()
        .from(sandboxCharges)
        .where(and(eq(sandboxCharges.paymentIntent, r.paymentIntent), eq(sandboxCharges.kind, 'charge')));
      if (!charge) return;
      await tx
        .insert(sandboxCharges)
        .values({
          restaurantId: charge.restaurantId,
          id,
          kind: 'refund',
          account: r.account,
          paymentIntent: r.paymentIntent,
          charge: charge.id,
          amountCents: r.amountCents,
        })
        .onConflictDoNothing();
    });
    return id;
  }
}
