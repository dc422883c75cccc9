import { z } from 'zod';
import { commonEnv, loadConfig, paymentsFrom, serviceEnv, type Payments } from '@zest/kit';

/** An unset and an empty variable mean the same: not configured. */
const optional = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

export const config = loadConfig('billing', {
  ...commonEnv,
  ...serviceEnv(4002),
  BILLING_DATABASE_URL: z.string().url({ message: 'BILLING_DATABASE_URL (or DATABASE_URL) must be a postgres:// URL' }),
  /**
   * The public address of the web app: checkout and portal return there.
   * Unset, they return to the address the customer is using (checked by the gateway).
   */
  PUBLIC_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  /** 'true': the local sandbox checkout (npm start turns it on). Never in production. */
  STRIPE_SANDBOX: z.enum(['true', 'false']).default('false'),
  /** 'true': this production-mode deployment is the operator's own machine, where the sandbox may run (compose). */
  LOCAL_SANDBOX: z.enum(['true', 'false']).default('false'),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  /** Where the Stripe SDK sends API calls, e.g. http://127.0.0.1:12111 for stripe-mock. */
  STRIPE_API_BASE: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  STRIPE_PRICE_STARTER: z.string().min(1).default('price_starter_local'),
  STRIPE_PRICE_REGULAR: z.string().min(1).default('price_regular_local'),
  STRIPE_PRICE_EXTREME: z.string().min(1).default('price_extreme_local'),
  STRIPE_PRICE_ENTERPRISE: z.string().min(1).default('price_enterprise_local'),
});

const decided = paymentsFrom(config);
if ('refused' in decided) {
  process.stderr.write(`billing: refusing to start: ${decided.refused}\n`);
  process.exit(78);
}
export const payments: Payments = decided;

export type BillingConfig = typeof config;
