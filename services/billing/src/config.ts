import { commonEnv, loadConfig, portEnv } from '@zest/kit';
import { z } from 'zod';
import { LOCAL_WEBHOOK_SECRET } from './stripe/local';

/** An unset and an empty variable mean the same: not configured. */
const optional = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

export const config = loadConfig('billing', {
  ...commonEnv,
  HOST: z.string().default('127.0.0.1'),
  PORT: portEnv(4002),
  BILLING_DATABASE_URL: z.string().url({ message: 'BILLING_DATABASE_URL (or DATABASE_URL) must be a postgres:// URL' }),
  MIGRATE_ON_START: z.enum(['true', 'false']).default('true'),
  WORKERS: z.enum(['true', 'false']).default('true'),
  /**
   * The public address of the web app: checkout and portal return there.
   * Unset, they return to the address the customer is using (checked by the gateway).
   */
  PUBLIC_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  /** Unset: the local sandbox (no call leaves the machine). Set: real Stripe. */
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  /** Where the Stripe SDK sends API calls, e.g. http://127.0.0.1:12111 for stripe-mock. */
  STRIPE_API_BASE: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  STRIPE_PRICE_STARTER: z.string().min(1).default('price_starter_local'),
  STRIPE_PRICE_REGULAR: z.string().min(1).default('price_regular_local'),
  STRIPE_PRICE_EXTREME: z.string().min(1).default('price_extreme_local'),
  STRIPE_PRICE_ENTERPRISE: z.string().min(1).default('price_enterprise_local'),
});

if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET) {
  process.stderr.write('billing: refusing to start: STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not\n');
  process.exit(78);
}

/** The secret webhooks are verified with: Stripe's, or the local sandbox's own. */
export const webhookSecret = config.STRIPE_WEBHOOK_SECRET ?? LOCAL_WEBHOOK_SECRET;

export type BillingConfig = typeof config;
