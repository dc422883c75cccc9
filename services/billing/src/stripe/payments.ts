import { LOCAL_WEBHOOK_SECRET } from './local';

export type Payments =
  { mode: 'stripe'; secretKey: string; webhookSecret: string } | { mode: 'sandbox'; webhookSecret: string };

/**
 * Real Stripe or the local sandbox, decided once. The sandbox signs its own
 * events with a secret anyone can read, so it runs only when asked for and
 * never in production; real Stripe needs both of its secrets.
 */
export function paymentsFrom(env: {
  NODE_ENV: string;
  STRIPE_SANDBOX: 'true' | 'false';
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
}): Payments | { refused: string } {
  if (env.STRIPE_SANDBOX === 'true') {
    if (env.NODE_ENV === 'production')
      return { refused: 'STRIPE_SANDBOX=true is refused with NODE_ENV=production: set real Stripe keys instead' };
    if (env.STRIPE_SECRET_KEY)
      return { refused: 'STRIPE_SANDBOX=true and STRIPE_SECRET_KEY are both set: choose the sandbox or real Stripe' };
    return { mode: 'sandbox', webhookSecret: LOCAL_WEBHOOK_SECRET };
  }
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET)
    return {
      refused:
        'set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for real Stripe, or STRIPE_SANDBOX=true for the local sandbox (not in production)',
    };
  if (env.STRIPE_WEBHOOK_SECRET === LOCAL_WEBHOOK_SECRET)
    return { refused: "STRIPE_WEBHOOK_SECRET is the sandbox's public secret: use the one Stripe gave you" };
  return { mode: 'stripe', secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET };
}
