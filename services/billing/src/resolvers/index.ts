import { guarded } from '@zest/kit';
import type { BillingService } from '../billing/billing.service';
import type { Resolvers } from '../generated/graphql';

/** Thin: each resolver declares its permission (kit/access.ts) and hands the context and input to the domain. */
export function createResolvers(billing: BillingService): Resolvers {
  return {
    Query: {
      plans: guarded('public', () => [...billing.plans()]),
      subscription: guarded('billing.read', (_, a, ctx) => billing.subscription(ctx, a.userId)),
    },
    Mutation: {
      createCheckoutSession: guarded('billing.pay', (_, a, ctx) => billing.createCheckoutSession(ctx, a.input)),
      createPortalSession: guarded('billing.pay', (_, a, ctx) => billing.createPortalSession(ctx, a.customerId)),
    },
  };
}
