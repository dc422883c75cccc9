import { randomBytes } from 'node:crypto';
import type { Stripe } from '@zest/kit';
import type { StripeAccountRow } from '../db/schema';
import type { SandboxRecord } from './stripe-day';

/** The one currency card payments are asked in (the restaurants' prices are dollars). */
export const CURRENCY = 'usd';

/** How long a card checkout's payment page takes a payment (Stripe's least); its status key lives as long (issue 47). */
export const CHECKOUT_MINUTES = 30;

/** Live keys (sk_live_…, rk_live_…) take real money: their events say livemode true; test keys and the sandbox, false. */
export const isLiveKey = (secretKey: string) => /^(sk|rk)_live_/.test(secretKey);

/** Where the owner sets up the account, and where Stripe sends them back: the restaurant's hub. */
export interface OnboardingAsk {
  restaurantId: string;
  account: string;
  /** Setup finished (or left): back to the hub. */
  returnUrl: string;
  /** The link was used or expired: back to the hub, which asks for a new one. */
  refreshUrl: string;
}

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
  /** Whether this platform's events are live ones (a live key); a test key's and the sandbox's are not. */
  readonly livemode: boolean;
  /** A Checkout Session for the amount; the browser goes to `url`. */
  startPayment(ask: PaymentAsk): Promise<{ sessionId: string; url: string }>;
  /** Gives the whole payment back; one refund however often asked (the key). */
  refund(r: RefundAsk): Promise<string>;
  /** Opens the restaurant's account on the platform (Connect onboarding's first step); once per restaurant. */
  openAccount(restaurantId: string): Promise<string>;
  /** Where the owner sets the account up: Stripe's hosted onboarding, or the sandbox's page. */
  onboardingUrl(ask: OnboardingAsk): Promise<string>;
  /**
   * The account the platform opened for the restaurant, checked: null when there is none or it cannot take
   * card payments yet (Stripe's charges_enabled; in the sandbox, its onboarding page finished).
   */
  accountFor(restaurantId: string, opened: StripeAccountRow | null): Promise<string | null>;
}

/** Money given back on a restaurant's account: what of which PaymentIntent, once per key. */
export interface RefundAsk {
  account: string;
  paymentIntent: string;
  amountCents: number;
  key: string;
}

/** A refund on the restaurant's own account (online checkouts and card parts alike); answers re_…. */
export async function refundOn(stripe: Stripe, r: RefundAsk): Promise<string> {
  const refund = await stripe.refunds.create(
    { payment_intent: r.paymentIntent, amount: r.amountCents },
    { stripeAccount: r.account, idempotencyKey: r.key },
  );
  return refund.id;
}

export const localId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

export class StripeConnect implements ConnectProvider {
  readonly mode = 'stripe';

  constructor(
    private readonly stripe: Stripe,
    readonly livemode = false,
  ) {}

  async startPayment(ask: PaymentAsk) {
    const metadata = { paymentId: ask.paymentId, restaurantId: ask.restaurantId };
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: { currency: CURRENCY, unit_amount: ask.amountCents, product_data: { name: ask.description } },
          },
        ],
        ...(ask.email ? { customer_email: ask.email } : {}),
        client_reference_id: ask.paymentId,
        metadata,
        payment_intent_data: { metadata },
        success_url: ask.successUrl,
        cancel_url: ask.cancelUrl,
        // An abandoned payment page stops holding the order after half an hour (Stripe's least is 30 minutes).
        expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_MINUTES * 60,
      },
      { stripeAccount: ask.account, idempotencyKey: `online-payment-${ask.paymentId}` },
    );
    if (!session.url) throw new Error('Stripe answered a checkout session without a url');
    return { sessionId: session.id, url: session.url };
  }

  refund(r: RefundAsk) {
    return refundOn(this.stripe, r);
  }

  /**
   * A Standard account: the restaurant's own, with its own dashboard, payouts and disputes; the platform
   * only creates Checkout Sessions on it (docs/decisions/0065-paying-online.md). The key makes a second
   * press while the first is on its way the same account.
   */
  async openAccount(restaurantId: string) {
    const account = await this.stripe.accounts.create(
      { type: 'standard', metadata: { restaurantId } },
      { idempotencyKey: `connect-account-${restaurantId}` },
    );
    return account.id;
  }

  async onboardingUrl(ask: OnboardingAsk) {
    const link = await this.stripe.accountLinks.create({
      account: ask.account,
      type: 'account_onboarding',
      refresh_url: ask.refreshUrl,
      return_url: ask.returnUrl,
    });
    return link.url;
  }

  async accountFor(_restaurantId: string, opened: StripeAccountRow | null) {
    if (!opened) return null;
    const account = await this.stripe.accounts.retrieve(opened.account);
    return account.charges_enabled ? account.id : null;
  }
}

/** The local stand-in: its payment page is served by this service (sandbox-page.ts); no call leaves it. */
export class SandboxConnect implements ConnectProvider {
  readonly mode = 'sandbox';
  readonly livemode = false;

  /** `record`: the sandbox's own record of what it took and gave back (decision 0082), which the reconciliation lists. */
  constructor(private readonly record: Pick<SandboxRecord, 'refunded'> | null = null) {}

  async startPayment(ask: PaymentAsk) {
    const sessionId = localId('cs');
    return { sessionId, url: `/sandbox/online/${ask.restaurantId}/${sessionId}` };
  }

  async refund(r: { account: string; paymentIntent: string; amountCents: number; key: string }) {
    return this.record ? this.record.refunded(r) : localId('re');
  }

  async openAccount() {
    return localId('acct');
  }

  /** The sandbox's onboarding page (sandbox-connect.ts): its Continue comes back to the hub, connected. */
  async onboardingUrl(ask: OnboardingAsk) {
    return `/sandbox/connect/${ask.restaurantId}/${ask.account}`;
  }

  /** The sandbox's account takes "charges" once its onboarding page was finished. */
  async accountFor(_restaurantId: string, opened: StripeAccountRow | null) {
    return opened?.connectedAt ? opened.account : null;
  }
}
