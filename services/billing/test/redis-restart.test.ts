import {
  createQueue,
  DEFAULT_EVENT_CONFIG,
  ENTITLEMENTS_QUEUE,
  eventJobs,
  redisForCommands,
  redisForConsumers,
} from '@zest/kit';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { EventApplier } from '../src/billing/event-applier';
import { PlanCatalog } from '../src/billing/plans';
import { entitlements } from '../src/db/schema';
import { EntitlementEvents } from '../src/jobs/entitlements';
import { createStripeEventsQueue, startStripeEventsConsumer } from '../src/jobs/stripe-events';
import { createStripeClient } from '@zest/kit';
import { LOCAL_SECRET_KEY, LOCAL_WEBHOOK_SECRET } from '@zest/kit';
import { WebhookReceiver } from '../src/webhooks/receiver';
import { ownRedis } from '../../../tools/test/own-stores';
import { ownBillingDatabase, silentLog } from './own-database';
import { event, nowSeconds, PRICES, rid, signature, subscriptionObject } from './stripe-events';

/**
 * Webhooks acknowledged, then Redis restarts before any consumer ran: nothing
 * is lost. A Redis of this suite's own (append-only, like the stack's), so
 * restarting it does not disturb the suites running beside it.
 */
const redisServer = ownRedis('billingRedis');
const { url } = redisServer;

describe('a Redis restart between webhook and consumer', () => {
  let database: Awaited<ReturnType<typeof ownBillingDatabase>>;

  beforeAll(async () => {
    await redisServer.start();
    database = await ownBillingDatabase();
  });
  afterAll(async () => {
    await redisServer.remove();
    await database.close();
  });

  it('loses no acknowledged event', async () => {
    const catalog = new PlanCatalog(PRICES);
    const commands = redisForCommands({ REDIS_URL: url });
    commands.on('error', () => undefined);
    const stripeEvents = createStripeEventsQueue(commands);
    const entitlementEvents = new EntitlementEvents(database.db, commands, silentLog, eventJobs(DEFAULT_EVENT_CONFIG));
    const forAuth = createQueue(ENTITLEMENTS_QUEUE, commands);
    const receiver = new WebhookReceiver(
      { stripe: createStripeClient(LOCAL_SECRET_KEY), secret: LOCAL_WEBHOOK_SECRET, log: silentLog },
      catalog,
      stripeEvents,
    );

    const owners = Array.from({ length: 5 }, () => randomUUID());
    for (const owner of owners) {
      const payload = JSON.stringify(
        event(
          'customer.subscription.created',
          subscriptionObject({ id: rid('sub'), customer: rid('cus'), price: PRICES.regular, userId: owner }),
          nowSeconds(),
        ),
      );
      const answer = await receiver.receive(Buffer.from(payload), signature(payload));
      expect(answer.status).toBe(200);
    }

    await redisServer.stop();
    await redisServer.start();

    const consumerConnection = redisForConsumers({ REDIS_URL: url });
    const consumer = startStripeEventsConsumer(
      consumerConnection,
      new EventApplier(database.db, catalog, entitlementEvents, silentLog),
      silentLog,
    );
    try {
      const deadline = Date.now() + 15_000;
      let applied: (string | undefined)[] = [];
      while (Date.now() < deadline) {
        applied = await Promise.all(
          owners.map(async (owner) => {
            const [row] = await database.db.select().from(entitlements).where(eq(entitlements.userId, owner));
            return row?.status;
          }),
        );
        if (applied.every((s) => s === 'active')) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(applied).toEqual(owners.map(() => 'active'));
      // And each owner's EntitlementChanged is queued for auth: sent after its row commits, so it may land a moment later.
      let queued = await forAuth.count();
      while (queued < owners.length && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        queued = await forAuth.count();
      }
      expect(queued).toBe(owners.length);
    } finally {
      await consumer.close();
      await Promise.all([stripeEvents.close(), entitlementEvents.close(), forAuth.close()]);
      consumerConnection.disconnect();
      commands.disconnect();
    }
  });
});
