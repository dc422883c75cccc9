import { isId } from '@zest/kit';
import { z } from 'zod';
import type { PlanCatalog } from './plans';

/**
 * Stripe events as this service understands them: pure functions from an
 * event to the change it describes. Webhooks arrive late, twice and out of
 * order, so every change carries a version: the event's `created` second in
 * ms plus a rank, so that of two events of the same second the one that
 * describes the later state wins (a deletion beats an update beats a creation
 * beats the checkout's provisional state).
 */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.payment_failed',
] as const;

export type HandledEventType = (typeof HANDLED_EVENTS)[number];

const RANK: Record<HandledEventType, number> = {
  'checkout.session.completed': 1,
  'invoice.payment_failed': 2,
  'customer.subscription.created': 3,
  'customer.subscription.updated': 4,
  'customer.subscription.deleted': 5,
};

export const isHandled = (type: string): type is HandledEventType =>
  (HANDLED_EVENTS as readonly string[]).includes(type);

/** The envelope every Stripe event has; checked before an event is queued. */
export const stripeEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1),
  created: z.number().int().positive(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

export type StripeEventJob = z.infer<typeof stripeEventSchema>;

/** Stripe sends an expandable field as an id or as the object itself. */
const idOf = z
  .union([z.string(), z.object({ id: z.string() })])
  .nullish()
  .transform((v) => (v == null ? null : typeof v === 'string' ? v : v.id));

const metadata = z
  .record(z.string(), z.string())
  .nullish()
  .transform((m) => m ?? {});

const checkoutSession = z.object({
  mode: z.string().nullish(),
  customer: idOf,
  subscription: idOf,
  client_reference_id: z.string().nullish(),
  customer_email: z.string().nullish(),
  customer_details: z.object({ email: z.string().nullish() }).nullish(),
  payment_status: z.string().nullish(),
  metadata,
});

const subscription = z.object({
  id: z.string(),
  customer: idOf,
  status: z.string(),
  cancel_at_period_end: z.boolean().nullish(),
  /** API versions before 2025-03 keep the period on the subscription, later ones on its items. */
  current_period_end: z.number().nullish(),
  metadata,
  items: z
    .object({
      data: z.array(
        z.object({ price: z.object({ id: z.string() }).nullish(), current_period_end: z.number().nullish() }),
      ),
    })
    .nullish(),
});

const invoice = z.object({
  customer: idOf,
  subscription: idOf,
  parent: z.object({ subscription_details: z.object({ subscription: idOf }).nullish() }).nullish(),
});

export interface SubscriptionState {
  status: string;
  priceId: string | null;
  planId: string | null;
  allowance: number | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface Change {
  eventId: string;
  type: HandledEventType;
  /** Stripe's `created`, in ms. */
  createdMs: number;
  version: number;
  subscriptionId: string | null;
  customerId: string | null;
  /** The account, when the event itself says it (our checkout and subscription metadata). */
  userId: string | null;
  email: string | null;
  /** full: a whole subscription state; status: only the status (a failed payment). */
  state: { kind: 'full'; value: SubscriptionState } | { kind: 'status'; status: string } | null;
}

const userIdOf = (...candidates: (string | null | undefined)[]) => candidates.find((c) => isId(c)) ?? null;

function planState(catalog: PlanCatalog, priceId: string | null, planIdHint: string | null) {
  const plan = catalog.byPriceId(priceId) ?? (priceId ? null : catalog.byId(planIdHint));
  // A price we do not sell grants nothing rather than guessing.
  return {
    priceId: priceId ?? plan?.priceId ?? null,
    planId: plan?.id ?? null,
    allowance: plan ? plan.restaurants : 0,
  };
}

/** The change an event describes; null for an event that changes nothing we keep. */
export function describeEvent(event: StripeEventJob, catalog: PlanCatalog): Change | null {
  if (!isHandled(event.type)) return null;
  const base = {
    eventId: event.id,
    type: event.type,
    createdMs: event.created * 1000,
    version: event.created * 1000 + RANK[event.type],
  };
  const object = event.data.object;

  if (event.type === 'checkout.session.completed') {
    const s = checkoutSession.parse(object);
    if (s.mode && s.mode !== 'subscription') return null;
    const paid = s.payment_status === 'paid' || s.payment_status === 'no_payment_required';
    const plan = catalog.byId(s.metadata.planId ?? null);
    return {
      ...base,
      subscriptionId: s.subscription,
      customerId: s.customer,
      userId: userIdOf(s.client_reference_id, s.metadata.userId),
      email: s.customer_details?.email ?? s.customer_email ?? null,
      // Provisional: the subscription's own events (ranked higher) tell the rest.
      state:
        paid && plan
          ? {
              kind: 'full',
              value: {
                status: 'active',
                priceId: plan.priceId,
                planId: plan.id,
                allowance: plan.restaurants,
                currentPeriodEnd: null,
                cancelAtPeriodEnd: false,
              },
            }
          : null,
    };
  }

  if (event.type === 'invoice.payment_failed') {
    const i = invoice.parse(object);
    const subscriptionId = i.subscription ?? i.parent?.subscription_details?.subscription ?? null;
    if (!subscriptionId) return null;
    return {
      ...base,
      subscriptionId,
      customerId: i.customer,
      userId: null,
      email: null,
      state: { kind: 'status', status: 'past_due' },
    };
  }

  const s = subscription.parse(object);
  const item = s.items?.data[0];
  const periodEnd = item?.current_period_end ?? s.current_period_end ?? null;
  return {
    ...base,
    subscriptionId: s.id,
    customerId: s.customer,
    userId: userIdOf(s.metadata.userId),
    email: null,
    state: {
      kind: 'full',
      value: {
        status: event.type === 'customer.subscription.deleted' ? 'canceled' : s.status,
        ...planState(catalog, item?.price?.id ?? null, s.metadata.planId ?? null),
        currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
        cancelAtPeriodEnd: s.cancel_at_period_end ?? false,
      },
    },
  };
}

const STATUS_RANK: Record<string, number> = {
  active: 6,
  trialing: 6,
  past_due: 5,
  unpaid: 4,
  incomplete: 3,
  paused: 2,
  canceled: 1,
  incomplete_expired: 0,
};

export interface EntitlementState {
  status: string;
  planId: string | null;
  allowance: number | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  stripeSubscriptionId: string | null;
}

/** An owner may have several subscriptions (an old canceled one, a new one): the live one counts. */
export function entitlementOf(
  subs: readonly (SubscriptionState & { stripeSubscriptionId: string; stateVersion: number })[],
): EntitlementState {
  const best = [...subs].sort(
    (a, b) => (STATUS_RANK[b.status] ?? -1) - (STATUS_RANK[a.status] ?? -1) || b.stateVersion - a.stateVersion,
  )[0];
  if (!best) {
    return {
      status: 'none',
      planId: null,
      allowance: 0,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      stripeSubscriptionId: null,
    };
  }
  return {
    status: best.status,
    planId: best.planId,
    allowance: best.planId ? best.allowance : 0,
    currentPeriodEnd: best.currentPeriodEnd,
    cancelAtPeriodEnd: best.cancelAtPeriodEnd,
    stripeSubscriptionId: best.stripeSubscriptionId,
  };
}

export const sameEntitlement = (a: EntitlementState, b: EntitlementState) =>
  a.status === b.status &&
  a.planId === b.planId &&
  a.allowance === b.allowance &&
  (a.currentPeriodEnd?.getTime() ?? null) === (b.currentPeriodEnd?.getTime() ?? null) &&
  a.cancelAtPeriodEnd === b.cancelAtPeriodEnd &&
  a.stripeSubscriptionId === b.stripeSubscriptionId;
