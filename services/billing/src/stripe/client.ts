import Stripe from 'stripe';

export type { Stripe };

/**
 * The Stripe SDK, optionally aimed at another API host (stripe-mock in tests:
 * STRIPE_API_BASE=http://127.0.0.1:12111). Telemetry headers off: nothing
 * extra leaves the process.
 */
export function createStripeClient(secretKey: string, apiBase?: string): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    ...(base ? { host: base.hostname, port: base.port || (protocol === 'http' ? 80 : 443), protocol } : {}),
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
  });
}
