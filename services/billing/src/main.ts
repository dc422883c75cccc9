import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'graphql';
import {
  createLogger,
  createPool,
  ensureDatabase,
  migrateDatabase,
  readKey,
  redisForCommands,
  redisForWorkers,
  startSubgraph,
  TokenVerifier,
  within,
} from '@zest/kit';
import { BillingService } from './billing/billing.service';
import { EventApplier } from './billing/event-applier';
import { PlanCatalog } from './billing/plans';
import { SandboxProvider, StripeProvider } from './billing/providers';
import { config, payments } from './config';
import { createBillingDatabase } from './db/client';
import { createEntitlementsQueue } from './jobs/entitlements';
import { createStripeEventsQueue, startStripeEventsWorker } from './jobs/stripe-events';
import { createResolvers } from './resolvers';
import { mountSandbox } from './sandbox/sandbox';
import { createStripeClient } from './stripe/client';
import { LOCAL_SECRET_KEY } from './stripe/local';
import { mountWebhook, WebhookReceiver } from './webhooks/receiver';

/** config → database (migrate) → subgraph server (+ webhook, sandbox) → workers. */
async function main() {
  const log = createLogger('billing', config.LOG_LEVEL);
  const pool = createPool(config.BILLING_DATABASE_URL, {}, log);
  const db = createBillingDatabase(pool);
  if (config.MIGRATE_ON_START === 'true') {
    await ensureDatabase(config.BILLING_DATABASE_URL);
    await migrateDatabase(db, pool, join(__dirname, '..', 'migrations'), 'zest_billing:migrations', log);
  }

  const redis = redisForCommands(config.REDIS_URL);
  const workerRedis = config.WORKERS === 'true' ? redisForWorkers(config.REDIS_URL) : null;
  const publicKey = readKey(config.JWT_PUBLIC_KEY, config.JWT_PUBLIC_KEY_FILE, 'JWT_PUBLIC_KEY');

  const catalog = new PlanCatalog({
    starter: config.STRIPE_PRICE_STARTER,
    regular: config.STRIPE_PRICE_REGULAR,
    extreme: config.STRIPE_PRICE_EXTREME,
    enterprise: config.STRIPE_PRICE_ENTERPRISE,
  });
  // In the sandbox the SDK only signs and verifies webhooks; it never makes a call.
  const stripe = createStripeClient(
    payments.mode === 'stripe' ? payments.secretKey : LOCAL_SECRET_KEY,
    config.STRIPE_API_BASE,
  );
  const sandbox = payments.mode === 'sandbox' ? new SandboxProvider(redis) : null;
  const provider = sandbox ?? new StripeProvider(stripe);
  const billing = new BillingService(db, catalog, provider, config.PUBLIC_URL);

  const stripeEvents = createStripeEventsQueue(redis);
  const entitlementEvents = createEntitlementsQueue(redis);
  const receiver = new WebhookReceiver(stripe, payments.webhookSecret, catalog, stripeEvents, log);
  const applier = new EventApplier(db, catalog, entitlementEvents, log);
  log.info({ payments: provider.mode }, 'payment provider');

  const subgraph = await startSubgraph({
    name: 'billing',
    host: config.HOST,
    port: config.PORT,
    typeDefs: parse(readFileSync(join(__dirname, '..', 'src', 'schema.graphql'), 'utf8')),
    resolvers: createResolvers(billing),
    verifier: new TokenVerifier(publicKey, redis),
    log,
    ready: async () => ({
      database: await within(1_000, () => pool.query('SELECT 1')),
      redis: await within(1_000, () => redis.ping()),
    }),
    routes: (app) => {
      mountWebhook(app, receiver);
      mountSandbox(
        app,
        sandbox
          ? { db, catalog, provider: sandbox, stripe, webhookSecret: payments.webhookSecret, receiver, log }
          : null,
      );
    },
  });
  const workers = workerRedis ? [startStripeEventsWorker(workerRedis, applier, log)] : [];

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'billing stopping');
    await subgraph.close();
    await Promise.all(workers.map((w) => w.close()));
    await Promise.all([stripeEvents.close(), entitlementEvents.close()]);
    redis.disconnect();
    workerRedis?.disconnect();
    await pool.end();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`billing failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
