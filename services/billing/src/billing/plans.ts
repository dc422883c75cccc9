import { badInput } from '@zest/kit';

/** The plans of docs/product.md#plans. Prices are integer cents; `restaurants: null` is unlimited. */
export interface Plan {
  id: 'demo' | 'starter' | 'regular' | 'extreme' | 'enterprise';
  name: string;
  priceCents: number;
  restaurants: number | null;
  /** The Stripe price to subscribe with; null for the demo plan (never sold). */
  priceId: string | null;
}

export type PaidPlanId = Exclude<Plan['id'], 'demo'>;

export interface PlanPrices {
  starter: string;
  regular: string;
  extreme: string;
  enterprise: string;
}

/** Older clients read an unlimited allowance as this number (docs/product.md#plans). */
export const UNLIMITED_AS_NUMBER = 200;

export class PlanCatalog {
  readonly plans: readonly Plan[];

  constructor(prices: PlanPrices) {
    this.plans = [
      { id: 'demo', name: 'Demo', priceCents: 0, restaurants: 1, priceId: null },
      { id: 'starter', name: 'Starter', priceCents: 7_000, restaurants: 1, priceId: prices.starter },
      { id: 'regular', name: 'Regular', priceCents: 12_000, restaurants: 2, priceId: prices.regular },
      { id: 'extreme', name: 'Extreme', priceCents: 16_000, restaurants: 3, priceId: prices.extreme },
      { id: 'enterprise', name: 'Enterprise', priceCents: 25_000, restaurants: null, priceId: prices.enterprise },
    ];
  }

  byId(id: string | null | undefined): Plan | null {
    return this.plans.find((p) => p.id === id) ?? null;
  }

  byPriceId(priceId: string | null | undefined): Plan | null {
    if (!priceId) return null;
    return this.plans.find((p) => p.priceId === priceId) ?? null;
  }

  /** The plan a customer may buy with this price id, or a 400 a person understands. */
  forCheckout(priceId: string): Plan {
    const plan = this.byPriceId(priceId);
    if (!plan) {
      const known = this.plans.flatMap((p) => (p.priceId ? [p.priceId] : [])).join(', ');
      throw badInput(`Unknown price id "${priceId}". Choose one of the plans: ${known}.`);
    }
    return plan;
  }
}
