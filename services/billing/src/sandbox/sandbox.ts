import { NOT_FOUND, type Logger } from '@zest/kit';
import { and, eq } from 'drizzle-orm';
import express, { type Express, type Response } from 'express';
import type Stripe from 'stripe';
import type { PlanCatalog, Plan } from '../billing/plans';
import { localId, type SandboxProvider } from '../billing/providers';
import type { BillingDatabase } from '../db/client';
import { checkoutSessions, entitlements, subscriptions } from '../db/schema';
import type { WebhookReceiver } from '../webhooks/receiver';
import { checkoutPage, portalPage } from './pages';

export interface SandboxDeps {
  db: BillingDatabase;
  catalog: PlanCatalog;
  provider: SandboxProvider;
  /** Signs the sandbox's events with the webhook secret, exactly as Stripe would. */
  stripe: Stripe;
  webhookSecret: string;
  receiver: WebhookReceiver;
  log: Logger;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function monthLater(seconds: number): number {
  const d = new Date(seconds * 1000);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return Math.floor(d.getTime() / 1000);
}

/** A subscription object shaped like Stripe's (the fields this service reads, and a few more). */
export function sandboxSubscription(s: {
  id: string;
  customerId: string;
  userId: string;
  plan: Plan;
  status: string;
  periodStart: number;
}) {
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customerId,
    status: s.status,
    cancel_at_period_end: false,
    livemode: false,
    metadata: { userId: s.userId, planId: s.plan.id },
    items: {
      object: 'list',
      data: [
        {
          id: localId('si'),
          object: 'subscription_item',
          current_period_start: s.periodStart,
          current_period_end: monthLater(s.periodStart),
          price: {
            id: s.plan.priceId,
            object: 'price',
            currency: 'usd',
            unit_amount: s.plan.priceCents,
            recurring: { interval: 'month' },
          },
        },
      ],
    },
  };
}

/**
 * The local stand-in for Stripe Checkout and the billing portal. Its buttons
 * send the same signed events Stripe would, through the same verification
 * and queue as real webhooks. Refused (404) in production and with real Stripe.
 */
export function mountSandbox(app: Express, deps: SandboxDeps | null) {
  const router = express.Router();
  if (!deps) {
    app.use('/sandbox', (_req, res) => {
      res.status(404).json({ success: false, message: NOT_FOUND });
    });
    return;
  }
  const { db, catalog } = deps;

  const emit = async (type: string, object: Record<string, unknown>, created: number) => {
    const payload = JSON.stringify({
      id: localId('evt'),
      object: 'event',
      api_version: '2025-10-29.clover',
      created,
      livemode: false,
      type,
      data: { object },
    });
    const header = deps.stripe.webhooks.generateTestHeaderString({ payload, secret: deps.webhookSecret });
    const answer = await deps.receiver.receive(Buffer.from(payload), header);
    if (answer.status !== 200) throw new Error(`sandbox event refused: ${JSON.stringify(answer.body)}`);
  };

  const notFound = (res: Response) =>
    res.status(404).type('text').send('This sandbox page does not exist or has expired.');

  router.get('/checkout/:id', async (req, res) => {
    const [session] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, req.params.id));
    const plan = catalog.byId(session?.planId);
    if (!session || !plan) return notFound(res);
    res.type('html').send(checkoutPage(session, plan));
  });

  router.post('/checkout/:id/pay', async (req, res) => {
    const [session] = await db
      .update(checkoutSessions)
      .set({ status: 'complete' })
      .where(and(eq(checkoutSessions.id, req.params.id), eq(checkoutSessions.status, 'open')))
      .returning();
    if (!session) return res.redirect(303, '/success');
    const plan = catalog.byId(session.planId)!;
    const created = nowSeconds();
    const subscription = sandboxSubscription({
      id: localId('sub'),
      customerId: session.stripeCustomerId,
      userId: session.userId,
      plan,
      status: 'active',
      periodStart: created,
    });
    await emit(
      'checkout.session.completed',
      {
        id: session.id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        payment_status: 'paid',
        customer: session.stripeCustomerId,
        subscription: subscription.id,
        client_reference_id: session.userId,
        metadata: { userId: session.userId, planId: plan.id },
      },
      created,
    );
    await emit('customer.subscription.created', subscription, created);
    deps.log.info({ sessionId: session.id, planId: plan.id }, 'sandbox checkout paid');
    res.redirect(303, `/success?session_id=${encodeURIComponent(session.id)}`);
  });

  router.post('/checkout/:id/cancel', async (req, res) => {
    await db
      .update(checkoutSessions)
      .set({ status: 'canceled' })
      .where(and(eq(checkoutSessions.id, req.params.id), eq(checkoutSessions.status, 'open')));
    res.redirect(303, '/cancel');
  });

  /** The portal's subscription: the one the owner's entitlement is on. */
  const portalState = async (portalId: string) => {
    const portal = await deps.provider.portalSession(portalId);
    if (!portal) return null;
    const [ent] = await db.select().from(entitlements).where(eq(entitlements.userId, portal.userId));
    const [sub] = ent?.stripeSubscriptionId
      ? await db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, ent.stripeSubscriptionId))
      : [];
    return { portal, sub: sub && sub.stripeCustomerId === portal.customerId ? sub : undefined };
  };

  router.get('/portal/:id', async (req, res) => {
    const state = await portalState(req.params.id);
    if (!state) return notFound(res);
    const current = state.sub ? { status: state.sub.status, plan: catalog.byId(state.sub.planId) } : null;
    res.type('html').send(portalPage(req.params.id, state.portal.userId, current, catalog.plans));
  });

  router.post('/portal/:id/:action{/:planId}', async (req, res) => {
    const state = await portalState(req.params.id);
    if (!state) return notFound(res);
    const { portal, sub } = state;
    const back = `/dashboard/${encodeURIComponent(portal.userId)}`;
    const plan = req.params.action === 'plan' ? catalog.byId(req.params.planId) : catalog.byId(sub?.planId);
    if (!sub || !plan?.priceId || sub.status === 'canceled') return res.redirect(303, back);
    // Strictly after the state it changes, even within the same second.
    const created = Math.max(nowSeconds(), Math.floor(sub.stateVersion / 1000) + 1);
    const object = sandboxSubscription({
      id: sub.stripeSubscriptionId,
      customerId: portal.customerId,
      userId: portal.userId,
      plan,
      status: req.params.action === 'cancel' ? 'canceled' : 'active',
      periodStart: created,
    });
    if (req.params.action === 'cancel') await emit('customer.subscription.deleted', object, created);
    else if (req.params.action === 'plan') await emit('customer.subscription.updated', object, created);
    else return notFound(res);
    res.redirect(303, back);
  });

  app.use('/sandbox', router);
}
