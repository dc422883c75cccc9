import type { RequestContext } from '@zest/kit';
import { randomUUID } from 'node:crypto';
import { BillingService } from '../src/billing/billing.service';
import { PlanCatalog } from '../src/billing/plans';
import { StripeProvider } from '../src/billing/providers';
import { createStripeClient } from '@zest/kit';
import { ownBillingDatabase, silentLog } from './own-database';
import { PRICES } from './stripe-events';

/**
 * The real-Stripe code path (STRIPE_SECRET_KEY set) against stripe-mock,
 * Stripe's own API mock: the SDK's requests must be ones Stripe's API accepts.
 */
const stripeMockUrl = () => {
  const url = process.env.ZEST_TEST_STRIPE_MOCK_URL;
  if (!url) throw new Error('ZEST_TEST_STRIPE_MOCK_URL is not set: run the tests with npm test');
  return url;
};

const ctxOf = (id: string, email: string): RequestContext => ({
  requestId: 'test',
  clientIp: '127.0.0.1',
  origin: 'http://127.0.0.1:4300',
  token: 't',
  viewer: { kind: 'account', id, role: 'owner', email, demo: false, tokenId: randomUUID(), expiresAt: 0 },
  authError: null,
  log: silentLog,
});

describe('billing with Stripe (stripe-mock)', () => {
  let database: Awaited<ReturnType<typeof ownBillingDatabase>>;
  let billing: BillingService;

  beforeAll(async () => {
    database = await ownBillingDatabase();
    const stripe = createStripeClient('sk_test_123', stripeMockUrl());
    billing = new BillingService(database.db, new PlanCatalog(PRICES), new StripeProvider(stripe), undefined);
  });
  afterAll(() => database.close());

  it('creates a Stripe customer and a checkout session, then a portal session for that customer', async () => {
    const userId = randomUUID();
    const ctx = ctxOf(userId, 'owner@example.com');
    const session = await billing.createCheckoutSession(ctx, { priceId: PRICES.regular, userId });
    expect(session.sessionId).toMatch(/^cs_/);
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);

    const view = await billing.subscription(ctx, userId);
    expect(view).toMatchObject({ status: 'none', stripeCustomerId: expect.stringMatching(/^cus_/) });

    const portal = await billing.createPortalSession(ctx, view.stripeCustomerId);
    expect(portal.url).toMatch(/^https:\/\//);
    // The same customer is reused on the next checkout.
    await billing.createCheckoutSession(ctx, { priceId: PRICES.starter });
    expect((await billing.subscription(ctx, userId)).stripeCustomerId).toBe(view.stripeCustomerId);
  });

  it("refuses another account's customer and an unknown price before calling Stripe", async () => {
    const owner = randomUUID();
    await billing.createCheckoutSession(ctxOf(owner, 'a@example.com'), { priceId: PRICES.starter });
    const customer = (await billing.subscription(ctxOf(owner, 'a@example.com'), owner)).stripeCustomerId;
    const other = ctxOf(randomUUID(), 'b@example.com');
    await expect(billing.createPortalSession(other, customer)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(billing.createCheckoutSession(other, { priceId: 'price_nope' })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: expect.stringMatching(/^Unknown price id "price_nope"/),
    });
  });
});
