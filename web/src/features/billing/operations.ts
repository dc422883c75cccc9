import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ServerPlan {
  id: string;
  name: string;
  priceCents: number;
  /** null means unlimited. */
  restaurants: number | null;
  /** null for the demo plan. */
  priceId: string | null;
}

export interface Subscription {
  status: string;
  planId: string | null;
  planName: string | null;
  numberOfRestaurants: number | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  stripeCustomerId: string | null;
}

export const PLANS_QUERY: TypedDocumentNode<{ plans: ServerPlan[] }, Record<string, never>> = gql`
  query Plans {
    plans {
      id
      name
      priceCents
      restaurants
      priceId
    }
  }
`;

export const SUBSCRIPTION: TypedDocumentNode<{ subscription: Subscription }, { userId: string }> = gql`
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
`;

export const CREATE_CHECKOUT_SESSION: TypedDocumentNode<
  { createCheckoutSession: { sessionId: string; url: string } },
  { input: { priceId: string } }
> = gql`
  mutation CreateCheckoutSession($input: CheckoutInput!) {
    createCheckoutSession(input: $input) {
      sessionId
      url
    }
  }
`;

export const CREATE_PORTAL_SESSION: TypedDocumentNode<
  { createPortalSession: { url: string } },
  { customerId?: string | null }
> = gql`
  mutation CreatePortalSession($customerId: String) {
    createPortalSession(customerId: $customerId) {
      url
    }
  }
`;
