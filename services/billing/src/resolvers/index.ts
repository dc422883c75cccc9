import type { GraphQLResolverMap } from '@apollo/subgraph';
import type { RequestContext } from '@zest/kit';
import type { BillingService } from '../billing/billing.service';

type Args = Record<string, unknown>;

/** Thin: each resolver hands the context and input to the domain. */
export function createResolvers(billing: BillingService): GraphQLResolverMap<RequestContext> {
  return {
    Query: {
      plans: () => billing.plans(),
      subscription: (_: unknown, args: { userId: string }, ctx: RequestContext) =>
        billing.subscription(ctx, args.userId),
    },
    Mutation: {
      createCheckoutSession: (_: unknown, args: { input: unknown }, ctx: RequestContext) =>
        billing.createCheckoutSession(ctx, args.input),
      createPortalSession: (_: unknown, args: { customerId?: string | null } & Args, ctx: RequestContext) =>
        billing.createPortalSession(ctx, args.customerId),
    },
  };
}
