import { baseUrl, graphql } from './support';
import type { Tenant } from './tenants';

export const CONNECT_STRIPE = 'mutation($r: ID!) { connectStripe(restaurantId: $r) { restaurantId url } }';

/** "Connect with Stripe" pressed: where the browser goes (the sandbox's onboarding page on the test stack). */
export async function startConnect(t: Pick<Tenant, 'owner' | 'restaurantId'>, token = t.owner.token) {
  return graphql<{ connectStripe: { restaurantId: string; url: string } }>(
    CONNECT_STRIPE,
    { r: t.restaurantId },
    { token },
  );
}

/**
 * A restaurant's own sandbox Stripe account set up, as its owner would: Connect with Stripe, then Continue
 * on the sandbox's onboarding page (decision 0065, issue 45). Answers the account; card payments can be
 * turned on after it.
 */
export async function connectSandboxStripe(t: Pick<Tenant, 'owner' | 'restaurantId'>): Promise<string> {
  const started = await startConnect(t);
  if (started.errors) throw new Error(`Connect with Stripe refused: ${started.errors[0]!.message}`);
  const url = started.data!.connectStripe.url;
  const done = await fetch(`${baseUrl()}${url}/continue`, { method: 'POST', redirect: 'manual' });
  if (done.status !== 303) throw new Error(`the sandbox's onboarding answered ${done.status}`);
  return url.split('/').pop()!;
}
