import { randomBytes } from 'node:crypto';
import type { RedisClient } from '@zest/kit';
import type Stripe from 'stripe';

/** Where customers, checkout and portal sessions are made: Stripe, or the local sandbox. */
export interface PaymentProvider {
  readonly mode: 'stripe' | 'sandbox';
  createCustomer(user: { id: string; email: string }): Promise<string>;
  /** `origin`: where the customer comes back to (the public URL, or the address they use). */
  createCheckoutSession(s: {
    customerId: string;
    userId: string;
    priceId: string;
    planId: string;
    origin: string;
  }): Promise<{ id: string; url: string }>;
  createPortalSession(s: { customerId: string; userId: string; origin: string }): Promise<{ url: string }>;
}

export class StripeProvider implements PaymentProvider {
  readonly mode = 'stripe';

  constructor(private readonly stripe: Stripe) {}

  async createCustomer(user: { id: string; email: string }) {
    const customer = await this.stripe.customers.create(
      { email: user.email, metadata: { userId: user.id } },
      // One customer per account even when the request is retried.
      { idempotencyKey: `customer-${user.id}` },
    );
    return customer.id;
  }

  async createCheckoutSession(s: {
    customerId: string;
    userId: string;
    priceId: string;
    planId: string;
    origin: string;
  }) {
    const metadata = { userId: s.userId, planId: s.planId };
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: s.customerId,
      client_reference_id: s.userId,
      line_items: [{ price: s.priceId, quantity: 1 }],
      metadata,
      subscription_data: { metadata },
      success_url: `${s.origin}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${s.origin}/cancel`,
    });
    if (!session.url) throw new Error('Stripe answered a checkout session without a url');
    return { id: session.id, url: session.url };
  }

  async createPortalSession(s: { customerId: string; userId: string; origin: string }) {
    const session = await this.stripe.billingPortal.sessions.create({
      customer: s.customerId,
      return_url: `${s.origin}/dashboard/${s.userId}`,
    });
    return { url: session.url };
  }
}

export const localId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

const portalKey = (id: string) => `zest:billing:sandbox-portal:${id}`;
const PORTAL_TTL_SECONDS = 3_600;

/** The local sandbox: ids of its own, pages served by this service under /sandbox. */
export class SandboxProvider implements PaymentProvider {
  readonly mode = 'sandbox';

  constructor(private readonly redis: RedisClient) {}

  async createCustomer() {
    return localId('cus');
  }

  async createCheckoutSession(s: { origin: string }) {
    const id = localId('cs');
    return { id, url: `${s.origin}/sandbox/checkout/${id}` };
  }

  /** A short-lived portal session, like Stripe's: the customer id alone opens nothing. */
  async createPortalSession(s: { customerId: string; userId: string; origin: string }) {
    const id = localId('bps');
    const session = { customerId: s.customerId, userId: s.userId };
    await this.redis.set(portalKey(id), JSON.stringify(session), 'EX', PORTAL_TTL_SECONDS);
    return { url: `${s.origin}/sandbox/portal/${id}` };
  }

  async portalSession(id: string): Promise<{ customerId: string; userId: string } | null> {
    if (!/^bps_local_[0-9a-f]{24}$/.test(id)) return null;
    const raw = await this.redis.get(portalKey(id));
    return raw ? (JSON.parse(raw) as { customerId: string; userId: string }) : null;
  }
}
