import { checkout, customerId } from '@zest/billing/inputs';
import { id } from '@zest/kit';
import { z } from 'zod';
import { graphql } from './generated';
import { noBody, noParams, route } from './table';

/** docs/product.md#plans: unlimited is sent to REST clients as 200. */
const UNLIMITED_AS_NUMBER = 200;

/** docs/product.md#api-billing, in the documented snake_case shapes. The webhook is gateway/src/webhooks.ts (raw body). */
export const billingRoutes = [
  route({
    method: 'GET',
    path: '/api/stripe/getSubscriptionsByUser/{userId}',
    summary: "Your own subscription (status 'none' without one); unlimited restaurants read as 200",
    tag: 'billing',
    auth: 'account',
    params: z.object({ userId: id() }),
    body: noBody,
    operation: graphql(`
      query Subscription($userId: ID!) {
        subscription(userId: $userId) {
          status
          planId
          numberOfRestaurants
          currentPeriodEnd
          stripeCustomerId
        }
      }
    `),
    variables: ({ params }) => ({ userId: params.userId }),
    respond: (d) => {
      const s = d.subscription;
      return {
        status: s.status,
        number_of_restaurant: s.status === 'none' ? 0 : (s.numberOfRestaurants ?? UNLIMITED_AS_NUMBER),
        plan: s.planId,
        current_period_end: s.currentPeriodEnd,
        stripe_customer_id: s.stripeCustomerId,
      };
    },
    response: z.object({
      status: z.string(),
      number_of_restaurant: z.number().int(),
      plan: z.string().nullable(),
      current_period_end: z.string().nullable(),
      stripe_customer_id: z.string().nullable(),
    }),
  }),
  route({
    method: 'POST',
    path: '/api/stripe/create-checkout-session',
    summary: 'Start paying for a plan; the browser goes to `url` (Stripe Checkout, or the local sandbox)',
    tag: 'billing',
    auth: 'account',
    params: noParams,
    body: z.object({
      userId: checkout.userId,
      priceId: checkout.priceId,
      customerEmail: z.string().optional().describe('ignored: the e-mail comes from the session'),
      number_of_restaurant: z
        .union([z.number(), z.string()])
        .optional()
        .describe('ignored: the allowance comes from the plan'),
    }),
    operation: graphql(`
      mutation CreateCheckoutSession($input: CheckoutInput!) {
        createCheckoutSession(input: $input) {
          sessionId
          url
        }
      }
    `),
    variables: ({ body }) => ({ input: { priceId: body.priceId, userId: body.userId } }),
    respond: (d) => d.createCheckoutSession,
    response: z.object({ sessionId: z.string(), url: z.string() }),
  }),
  route({
    method: 'POST',
    path: '/api/stripe/create-portal-session',
    summary: "Open the billing portal of your own customer (Stripe's, or the local sandbox)",
    tag: 'billing',
    auth: 'account',
    params: noParams,
    body: z.object({ customerId: customerId.optional() }),
    operation: graphql(`
      mutation CreatePortalSession($customerId: String) {
        createPortalSession(customerId: $customerId) {
          url
        }
      }
    `),
    variables: ({ body }) => ({ customerId: body.customerId ?? null }),
    respond: (d) => d.createPortalSession,
    response: z.object({ url: z.string() }),
  }),
];
