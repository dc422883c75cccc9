import { consoleResolvers, guarded, guardedReference, type ServiceConsole } from '@zest/kit';
import type { BillingService } from '../billing/billing.service';
import type { Resolvers } from '../generated/graphql';

/** Thin: each resolver declares its permission (kit/access/access.ts) and hands the context and input to the domain. */
export interface BillingServices {
  billing: BillingService;
  operatorConsole: ServiceConsole;
}

export function createResolvers({ billing, operatorConsole }: BillingServices): Resolvers {
  const operator = consoleResolvers('billing', operatorConsole);
  return {
    Query: {
      plans: guarded('public', () => [...billing.plans()]),
      subscription: guarded('billing.read', (_, a, ctx) => billing.subscription(ctx, a.userId)),
      subscriptions: guarded('console.read', (_, a, ctx) => billing.subscriptionList(ctx, a)),
    },
    Mutation: {
      createCheckoutSession: guarded('billing.pay', (_, a, ctx) => billing.createCheckoutSession(ctx, a.input)),
      createPortalSession: guarded('billing.pay', (_, a, ctx) => billing.createPortalSession(ctx, a.customerId)),
      ...operator.Mutation,
    },
    PlatformHealth: operator.PlatformHealth,
    OwnerAccount: {
      __resolveReference: guardedReference('console.read', async (ref) => ({ id: ref.id })),
      subscription: guarded('console.read', (t, _, ctx) => billing.subscriptionOf(ctx, t.id)),
    },
  };
}
