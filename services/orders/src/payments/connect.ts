import { randomBytes } from 'node:crypto';
import type { Stripe } from '@zest/kit';

/** A card payment asked of the customer: the amount, on whose account, and where the browser comes back to. */
export interface PaymentAsk {
  paymentId: string;
  restaurantId: string;
  account: string;
  amountCents: number;
  /** What the customer's bank statement and Stripe's page name: "Order at Luigi's". */
  description: string;
  email: string | null;
  successUrl: string;
  cancelUrl: string;
}

/**
 * Where an online order's card payment is taken (docs/decisions/0065-paying-online.md): Stripe
 * Checkout on the restaurant's own Connect account, or the local sandbox, which answers the same
 * way and sends the same signed events.
 */
export interface ConnectProvider {
  readonly mode: 'stripe' | 'sandbox';
  /** A Checkout Session for the amount; the browser goes to `url`. */
  startPayment(ask: PaymentAsk): Promise<{ sessionId: string; url: string }>;
  /** Gives the whole payment back; one refund however often asked (the key). */
  refund(r: { account: string; paymentIntent: string; amountCents: number; key: string }): Promise<string>;
  /** The account a restaurant takes payments on, checked: null when it cannot take card payments yet. */
  accountFor(restaurantId: string, typed: string | null): Promise<string | null>;
}

export const localId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

export class StripeConnect implements ConnectProvider {
  readonly mode = 'stripe';

  constructor(private readonly stripe: Stripe) {}

  async startPayment(ask: PaymentAsk) {
    const metadata = { paymentId: ask.paymentId, restaurantId: ask.restaurantId };
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'usd', unit_amount: ask.amountCents, product_data: { name: ask.description } },
          },
        ],
        ...(ask.email ? { customer_email: ask.email } : {}),
        client_reference_id: ask.paymentId,
        metadata,
        payment_intent_data: { metadata },
        success_url: ask.successUrl,
        cancel_url: ask.cancelUrl,
        // An abandoned payment page stops holding the order after half an hour (Stripe's least is 30 minutes).
        expires_at: Math.floor(Date.now() / 1000) + 30 * 60,
      },
      { stripeAccount: ask.account, idempotencyKey: `online-payment-${ask.paymentId}` },
    );
    if (!session.url) throw new Error('Stripe answered a checkout session without a url');
    return { sessionId: session.id, url: session.url };
  }

  async refund(r: { account: string; paymentIntent: string; amountCents: number; key: string }) {
    const refund = await this.stripe.refunds.create(
      { payment_intent: r.paymentIntent, amount: r.amountCents },
      { stripeAccount: r.account, idempotencyKey: r.key },
    );
    return refund.id;
  }

  async accountFor(_restaurantId: string, typed: string | null) {
    if (!typed) return null;
    const account = await this.stripe.accounts.retrieve(typed);
    return account.charges_enabled ? account.id : null;
  }
}

/** The local stand-in: its payment page is served by this service (sandbox-page.ts); no call leaves it. */
export class SandboxConnect implements ConnectProvider {
  readonly mode = 'sandbox';

  async startPayment(ask: PaymentAsk) {
    const sessionId = localId('cs');
    return { sessionId, url: `/sandbox/online/${ask.restaurantId}/${sessionId}` };
  }

  async refund() {
    return localId('re');
  }

  /** Every restaurant has an account in the sandbox: one named after it. */
  async accountFor(restaurantId: string) {
    return `acct_local_${restaurantId.replace(/-/g, '').slice(0, 16)}`;
  }
}
