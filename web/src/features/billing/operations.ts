import { graphql } from '../../graphql/generated';
import type { PlansQuery, SubscriptionQuery } from '../../graphql/generated/graphql';

/** A plan as the billing service prices it (its `plans` query). */
export type ServerPlan = PlansQuery['plans'][number];
export type Subscription = SubscriptionQuery['subscription'];

export const PLANS_QUERY = graphql(`
  query Plans {
    plans {
      id
      name
      priceCents
      restaurants
      priceId
    }
  }
`);

export const SUBSCRIPTION = graphql(`
  query Subscription($userId: ID!) {
    subscription(userId: $userId) {
      status
      planId
      planName
      numberOfRestaurants
      currentPeriodEnd
      cancelAtPeriodEnd
      stripeCustomerId
    }
  }
`);

export const CREATE_CHECKOUT_SESSION = graphql(`
  mutation CreateCheckoutSession($input: CheckoutInput!) {
    createCheckoutSession(input: $input) {
      sessionId
      url
    }
  }
`);

export const CREATE_PORTAL_SESSION = graphql(`
  mutation CreatePortalSession($customerId: String) {
    createPortalSession(customerId: $customerId) {
      url
    }
  }
`);
