import type { GraphQLResolverMap } from '@apollo/subgraph';
import { guarded, type RequestContext } from '@zest/kit';
import type { BillingService } from '../billing/billing.service';

type Args = Record<string, unknown>;
type Ctx = RequestContext;

/** Thin: each resolver declares its permission (kit/access.ts) and hands the context and input to the domain. */
export function createResolvers(billing: BillingService): GraphQLResolverMap<RequestContext> {
  return {
    Query: {
      plans: guarded('public', () => billing.plans()),
      subscription: guarded('billing.read', (_: unknown, a: { userId: string }, ctx: Ctx) =>
        billing.subscription(ctx, a.userId),
      ),
    },
    Mutation: {
      createCheckoutSession: guarded('billing.pay', (_: unknown, a: { input: unknown }, ctx: Ctx) =>
        billing.createCheckoutSession(ctx, a.input),
      ),
      createPortalSession: guarded('billing.pay', (_: unknown, a: { customerId?: string | null } & Args, ctx: Ctx) =>
        billing.createPortalSession(ctx, a.customerId),
      ),
    },
  };
}
