import type { ServerPlan } from './operations';

/** The plans of docs/product.md#plans, as the pricing page shows them. */
export type PlanId = 'demo' | 'starter' | 'regular' | 'extreme' | 'enterprise';

export interface Plan {
  /** One of PlanId for the plans of docs/product.md#plans; the server may add others. */
  id: PlanId | (string & {});
  name: string;
  /** The monthly price in integer cents (docs/architecture.md#money-and-time). */
  monthlyPriceCents: number;
  /** How many restaurants the plan allows; null means unlimited. */
  restaurants: number | null;
  summary: string;
  /** What the plan includes besides its restaurant allowance. */
  features: string[];
  featured?: boolean;
  /** The price to subscribe with, once the server has said; null for the demo plan. */
  priceId?: string | null;
}

const everyPlan = ['Menus with sizes, toppings, sides and specials', 'Cashier and driver screens', 'Revenue dashboard'];

export const PLANS: Plan[] = [
  {
    id: 'demo',
    name: 'Demo',
    monthlyPriceCents: 0,
    restaurants: 1,
    summary: 'Look around with a shared test account. For trying things out only.',
    features: ['Every feature to explore', 'No card, no sign-up'],
  },
  {
    id: 'starter',
    name: 'Starter',
    monthlyPriceCents: 7000,
    restaurants: 1,
    summary: 'Everything one restaurant needs to take and deliver orders.',
    features: everyPlan,
  },
  {
    id: 'regular',
    name: 'Regular',
    monthlyPriceCents: 12000,
    restaurants: 2,
    summary: 'For owners with a second location.',
    features: everyPlan,
    featured: true,
  },
  {
    id: 'extreme',
    name: 'Extreme',
    monthlyPriceCents: 16000,
    restaurants: 3,
    summary: 'Three kitchens, one login, every number in one place.',
    features: everyPlan,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyPriceCents: 25000,
    restaurants: null,
    summary: 'For groups and franchises that keep opening doors.',
    features: [...everyPlan, 'Help setting up every location'],
  },
];

/** A subscription's plan as people call it: the billing service's name, else the page's, else "Your plan". */
export function planNameOf(subscription: { planName?: string | null; planId?: string | null }): string {
  return subscription.planName ?? PLANS.find((plan) => plan.id === subscription.planId)?.name ?? 'Your plan';
}

/**
 * The note over a full restaurant list (docs/product.md#gating): the plan by name, what it
 * includes and what the owner has, then what to do. "Please go to Dashboard to pay…" is for
 * an account that has not paid; one that has paid is told about its plan instead.
 */
export function planLimitMessage(
  limit: 'full' | 'over',
  plan: string | null,
  allowance: { allowed: number | null; used: number },
): string {
  const owner = plan ? `Your ${plan} plan` : 'Your plan';
  const allowed = allowance.allowed ?? 0;
  const includes = `${owner} includes ${allowed === 1 ? '1 restaurant' : `${allowed} restaurants`}`;
  return limit === 'full'
    ? `${includes}, and you have ${allowance.used}. Upgrade your plan to add another restaurant.`
    : `${includes}, and you have ${allowance.used}. Upgrade your plan, or delete the extra restaurants to open them again.`;
}

export function restaurantAllowance(plan: Plan): string {
  if (plan.restaurants === null) return 'Unlimited restaurants';
  return plan.restaurants === 1 ? '1 restaurant' : `${plan.restaurants} restaurants`;
}

/**
 * The plans to show: the server's prices, allowances and price ids over the
 * page's own descriptions. Before the server answers (or if it cannot), the
 * static list of docs/product.md#plans, without price ids.
 */
export function mergePlans(serverPlans: readonly ServerPlan[] | null | undefined): Plan[] {
  if (!serverPlans?.length) return PLANS;
  const known = new Map(PLANS.map((plan) => [plan.id, plan]));
  const merged = serverPlans.map((server): Plan => {
    const local = known.get(server.id);
    return {
      id: server.id,
      name: server.name || local?.name || server.id,
      monthlyPriceCents: server.priceCents,
      restaurants: server.restaurants,
      summary: local?.summary ?? '',
      features: local?.features ?? everyPlan,
      featured: local?.featured,
      priceId: server.priceId,
    };
  });
  // The page's order (docs/product.md#plans), then any plan only the server knows.
  const order = (plan: Plan) => {
    const index = PLANS.findIndex((local) => local.id === plan.id);
    return index === -1 ? PLANS.length : index;
  };
  return merged.sort((a, b) => order(a) - order(b));
}
