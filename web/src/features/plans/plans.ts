/** The plans of spec §9, as the pricing page shows them. */
export type PlanId = 'demo' | 'starter' | 'regular' | 'extreme' | 'enterprise';

export interface Plan {
  id: PlanId;
  name: string;
  /** US dollars per month, as shown on the card. */
  monthlyPrice: number;
  /** How many restaurants the plan allows; null means unlimited. */
  restaurants: number | null;
  summary: string;
  /** What the plan includes besides its restaurant allowance. */
  features: string[];
  featured?: boolean;
}

const everyPlan = ['Menus with sizes, toppings, sides and specials', 'Cashier and driver screens', 'Revenue dashboard'];

export const PLANS: Plan[] = [
  {
    id: 'demo',
    name: 'Demo',
    monthlyPrice: 0,
    restaurants: 1,
    summary: 'Look around with a shared test account. For trying things out only.',
    features: ['Every feature to explore', 'No card, no sign-up'],
  },
  {
    id: 'starter',
    name: 'Starter',
    monthlyPrice: 70,
    restaurants: 1,
    summary: 'Everything one restaurant needs to take and deliver orders.',
    features: everyPlan,
  },
  {
    id: 'regular',
    name: 'Regular',
    monthlyPrice: 120,
    restaurants: 2,
    summary: 'For owners with a second location.',
    features: everyPlan,
    featured: true,
  },
  {
    id: 'extreme',
    name: 'Extreme',
    monthlyPrice: 160,
    restaurants: 3,
    summary: 'Three kitchens, one login, every number in one place.',
    features: everyPlan,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyPrice: 250,
    restaurants: null,
    summary: 'For groups and franchises that keep opening doors.',
    features: [...everyPlan, 'Help setting up every location'],
  },
];

export function restaurantAllowance(plan: Plan): string {
  if (plan.restaurants === null) return 'Unlimited restaurants';
  return plan.restaurants === 1 ? '1 restaurant' : `${plan.restaurants} restaurants`;
}
