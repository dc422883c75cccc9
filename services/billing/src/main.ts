import { join } from 'node:path';
import {
  createStripeClient,
  ENTITLEMENT_REPLAY_QUEUE,
  LOCAL_SECRET_KEY,
  runService,
  startReplayConsumer,
} from '@zest/kit';
import { BillingService } from './billing/billing.service';
import { EventApplier } from './billing/event-applier';
import { PlanCatalog } from './billing/plans';
import { SandboxProvider, StripeProvider } from './billing/providers';
import { config, payments } from './config';
import { createBillingDatabase } from './db/client';
import { EntitlementEvents } from './jobs/entitlements';
import { createStripeEventsQueue, startStripeEventsConsumer, STRIPE_EVENTS_QUEUE } from './jobs/stripe-events';
import { createResolvers } from './resolvers';
import { mountSandbox } from './sandbox/sandbox';

import { mountBillingWebhook, WebhookReceiver } from './webhooks/receiver';

/** config → database (migrate) → subgraph server (+ webhook, sandbox) → consumers (kit/http/service.ts). */
runService(
  {
    name: 'billing',
    config,
    databaseUrl: config.BILLING_DATABASE_URL,
    root: join(__dirname, '..'),
    database: createBillingDatabase,
    queues: [STRIPE_EVENTS_QUEUE, ENTITLEMENT_REPLAY_QUEUE],
  },
  async ({ log, db, redis, consumerRedis, operatorConsole, events }) => {
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
    const entitlementEvents = new EntitlementEvents(db, redis, log, events.jobs);
    const receiver = new WebhookReceiver({ stripe, secret: payments.webhookSecret, log }, catalog, stripeEvents);
    const applier = new EventApplier(db, catalog, entitlementEvents, log);
    log.info({ payments: provider.mode }, 'payment provider');

    return {
      resolvers: createResolvers({ billing, operatorConsole }),
      routes: (app) => {
        mountBillingWebhook(app, receiver);
        mountSandbox(
          app,
          sandbox
            ? { db, catalog, provider: sandbox, stripe, webhookSecret: payments.webhookSecret, receiver, log }
            : null,
        );
      },
      start: () => [
        ...(consumerRedis
          ? [
              startStripeEventsConsumer(consumerRedis, applier, log),
              startReplayConsumer(ENTITLEMENT_REPLAY_QUEUE, entitlementEvents, consumerRedis, log),
            ]
          : []),
        stripeEvents,
        entitlementEvents,
      ],
    };
  },
);
