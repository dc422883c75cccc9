import { z } from 'zod';
import { graphql } from './generated';
import { byRestaurant } from './orders.routes';
import { noBody, route } from './table';

/**
 * The owner's side of card payments online (docs/decisions/0065-paying-online.md, amended for issue 45): a
 * restaurant's Stripe account is set up only through Connect onboarding, never typed. Turning card payments
 * on and off is the online settings' `cardPayments` (GraphQL `updateOnlineSettings`).
 */
export const onlineConnectRoutes = [
  route({
    method: 'POST',
    path: '/api/online/settings/{restaurantId}/connect-stripe',
    summary:
      'Connect with Stripe: opens the restaurant’s own Stripe account the first time (the same one every time after) and answers where the browser goes to set it up: Stripe’s onboarding, or the sandbox’s page (the owner or a manager)',
    tag: 'online',
    auth: 'account',
    params: byRestaurant,
    body: noBody,
    operation: graphql(`
      mutation ConnectStripeRest($restaurantId: ID!) {
        connectStripe(restaurantId: $restaurantId) {
          restaurantId
          url
        }
      }
    `),
    variables: ({ params }) => ({ restaurantId: params.restaurantId }),
    respond: ({ connectStripe: c }) => ({ restaurant_id: c.restaurantId, url: c.url }),
    response: z.object({
      restaurant_id: z.string(),
      url: z
        .string()
        .describe(
          'one-time: Stripe’s onboarding (it sends the owner back to the restaurant’s hub), or the sandbox’s page',
        ),
    }),
  }),
];
