import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { LOCAL_WEBHOOK_SECRET } from '@zest/kit';
import { api } from '../../../tools/test/support';

/** Stripe-shaped events for tests, signed the way Stripe signs them. */
export const rid = (prefix: string) => `${prefix}_test_${randomBytes(10).toString('hex')}`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

export const PRICES = {
  starter: 'price_starter_local',
  regular: 'price_regular_local',
  extreme: 'price_extreme_local',
  enterprise: 'price_enterprise_local',
} as const;

const signer = new Stripe('sk_test_signing_only', { telemetry: false });

export function event(type: string, object: Record<string, unknown>, created: number, id = rid('evt')) {
  return { id, object: 'event', api_version: '2025-10-29.clover', created, livemode: false, type, data: { object } };
}

export function subscriptionObject(s: {
  id: string;
  customer: string;
  status?: string;
  price: string;
  userId?: string;
  periodEnd?: number;
}) {
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status ?? 'active',
    cancel_at_period_end: false,
    metadata: s.userId ? { userId: s.userId } : {},
    items: {
      object: 'list',
      data: [{ id: rid('si'), price: { id: s.price }, current_period_end: s.periodEnd ?? nowSeconds() + 30 * 86_400 }],
    },
  };
}

export function checkoutObject(s: {
  id?: string;
  customer: string;
  subscription: string;
  userId: string;
  planId: string;
}) {
  return {
    id: s.id ?? rid('cs'),
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    customer: s.customer,
    subscription: s.subscription,
    client_reference_id: s.userId,
    customer_details: { email: 'buyer@example.com' },
    metadata: { userId: s.userId, planId: s.planId },
  };
}

export const signature = (payload: string, options: { timestamp?: number; secret?: string } = {}) =>
  signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? LOCAL_WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });

/** POST /api/stripe/webhook on the test stack, as Stripe would. */
export function deliver(body: unknown, options: { timestamp?: number; secret?: string; header?: string } = {}) {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  return api('POST', '/api/stripe/webhook', {
    rawBody: payload,
    headers: { 'stripe-signature': options.header ?? signature(payload, options) },
  });
}

/** An owner starts paying for a plan: Stripe's subscription event through the real webhook path and queue. */
export async function subscribe(userId: string, price: string): Promise<void> {
  const created = event(
    'customer.subscription.created',
    subscriptionObject({ id: rid('sub'), customer: rid('cus'), price, userId }),
    nowSeconds(),
  );
  const answer = await deliver(created);
  if (answer.status !== 200) throw new Error(`the webhook answered ${answer.status}`);
}
