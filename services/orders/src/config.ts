import { commonEnv, eventEnv, loadConfig, mailEnv, paymentsFrom, portEnv, type Payments } from '@zest/kit';
import { z } from 'zod';

const blankIsUnset = (v: unknown) => (v === '' ? undefined : v);

export const config = loadConfig('orders', {
  ...commonEnv,
  ...eventEnv,
  ...mailEnv,
  /**
   * Where the link in an online order's confirmation points: the public address of the web app. Unset,
   * the address the checkout came from (checked by the gateway).
   */
  PUBLIC_URL: z.preprocess(blankIsUnset, z.string().url().optional()),
  HOST: z.string().default('127.0.0.1'),
  PORT: portEnv(4004),
  ORDERS_DATABASE_URL: z.string().url({ message: 'ORDERS_DATABASE_URL (or DATABASE_URL) must be a postgres:// URL' }),
  MIGRATE_ON_START: z.enum(['true', 'false']).default('true'),
  /** Run the consumers (restaurant and menu copies, housekeeping); replicas may leave them to some. */
  WORKERS: z.enum(['true', 'false']).default('true'),
  /** Connections to PostgreSQL per process. */
  ORDERS_DB_POOL: z.coerce.number().int().min(2).max(200).default(10),
  /**
   * Menus kept parsed per process (decision 0058): twice a replica's share at 50,000 restaurants over
   * ten replicas, since restaurants taken in turn, one more than is kept, would find none kept.
   */
  MENU_COPIES_KEPT: z.coerce.number().int().min(10).max(1_000_000).default(10_000),
  /** How often empty orders are looked for (they go once untouched for 30 minutes). */
  HOUSEKEEPING_EVERY_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  /** How often the revenue rollup is compared with the orders' raw sums (drift is logged and counted). */
  REVENUE_CHECK_EVERY_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(7 * 86_400)
    .default(3_600),
  /**
   * A geocoding search URL (Nominatim's /search format) for address
   * suggestions in the customer form and the delivery radius of online
   * ordering (decision 0064). Unset: off, no outbound call.
   */
  ADDRESS_SUGGEST_URL: z.preprocess(
    blankIsUnset,
    z.string().url({ message: 'ADDRESS_SUGGEST_URL must be an http(s) URL' }).optional(),
  ),
  /**
   * Online checkouts (decision 0062): tries per client address, and orders per phone, in the window;
   * past either, 429 with Retry-After until the window since the last one has gone by.
   */
  ONLINE_CHECKOUTS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(20),
  ONLINE_CHECKOUTS_PER_PHONE: z.coerce.number().int().min(1).max(100_000).default(5),
  ONLINE_CHECKOUT_WINDOW_SECONDS: z.coerce.number().int().min(10).max(86_400).default(600),
  /**
   * How long the terminal waits on a card reader before it says the reader did not answer and offers to
   * try again (the same PaymentIntent: docs/decisions/0080-card-payments-at-the-counter.md).
   */
  READER_WAIT_SECONDS: z.coerce.number().int().min(2).max(600).default(60),
  /**
   * How often the daily card check with Stripe looks for restaurants whose yesterday was not checked since it ended
   * (docs/decisions/0082-card-payments-reconciled-with-stripe.md); each day is checked once after it ends.
   */
  CARD_CHECK_EVERY_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3_600),
  /**
   * Online order mails one address is sent in 24 hours, over every restaurant (issue 47): three orders'
   * worth (a confirmation, then ready or on its way, or a rejection), and one more.
   */
  ONLINE_MAILS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(7),
  ADDRESS_SUGGEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(2_000),
  /**
   * Card payments on the ordering pages (decision 0065), into each restaurant's Stripe Connect account:
   * 'true' for the local sandbox (npm start turns it on; never in production), or the platform's Stripe
   * secret key with the Connect endpoint's webhook secret. Neither: the pages take no card.
   */
  STRIPE_SANDBOX: z.enum(['true', 'false']).default('false'),
  /** 'true': this production-mode deployment is the operator's own machine, where the sandbox may run (compose). */
  LOCAL_SANDBOX: z.enum(['true', 'false']).default('false'),
  STRIPE_SECRET_KEY: z.preprocess(blankIsUnset, z.string().optional()),
  STRIPE_CONNECT_WEBHOOK_SECRET: z.preprocess(blankIsUnset, z.string().optional()),
  /** Where the Stripe SDK sends API calls, e.g. stripe-mock's address in tests. */
  STRIPE_API_BASE: z.preprocess(blankIsUnset, z.string().url().optional()),
});

export type OrdersConfig = typeof config;

/** Card payments: Stripe, the sandbox, or none (no Stripe key and no sandbox); half a Stripe setup refuses to start. */
function cardPaymentsFrom(c: OrdersConfig): Payments | null {
  if (c.STRIPE_SANDBOX === 'false' && !c.STRIPE_SECRET_KEY && !c.STRIPE_CONNECT_WEBHOOK_SECRET) return null;
  const decided = paymentsFrom(
    { ...c, STRIPE_WEBHOOK_SECRET: c.STRIPE_CONNECT_WEBHOOK_SECRET },
    'STRIPE_CONNECT_WEBHOOK_SECRET',
  );
  if ('refused' in decided) {
    process.stderr.write(`orders: refusing to start: ${decided.refused}\n`);
    process.exit(78);
  }
  return decided;
}

export const cardPayments = cardPaymentsFrom(config);
