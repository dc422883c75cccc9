import { Pool } from 'pg';
import { api, databaseUrl, graphql, newAccount, type TestAccount } from '../../../tools/test/support';
import { checkoutObject, deliver, event, nowSeconds, PRICES, rid, subscriptionObject } from './stripe-events';

interface SubscriptionAnswer {
  status: string;
  number_of_restaurant: number;
  plan: string | null;
  current_period_end: string | null;
  stripe_customer_id: string | null;
}

const billingDb = new Pool({ connectionString: databaseUrl('zest_billing'), max: 2 });
afterAll(() => billingDb.end());

const subscriptionOf = (account: TestAccount) =>
  api<SubscriptionAnswer>('GET', `/api/stripe/getSubscriptionsByUser/${account.id}`, { token: account.token });

async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 5));
  }
}

const processed = async (eventId: string) =>
  (await billingDb.query('select processed_at from processed_events where event_id = $1', [eventId])).rows as {
    processed_at: Date;
  }[];

const waitProcessed = (eventId: string) =>
  eventually(
    () => processed(eventId),
    (rows) => rows.length > 0,
  );

describe('POST /api/stripe/webhook', () => {
  it('refuses a wrong signature, a stale timestamp, a missing header and a malformed body with 400', async () => {
    const body = event(
      'customer.subscription.updated',
      subscriptionObject({ id: rid('sub'), customer: rid('cus'), price: PRICES.starter }),
      nowSeconds(),
    );
    const wrong = await deliver(body, { secret: 'whsec_somebody_else' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ success: false, message: 'The webhook signature could not be verified.' });
    const stale = await deliver(body, { timestamp: nowSeconds() - 3_600 });
    expect(stale.status).toBe(400);
    const missing = await deliver(body, { header: '' });
    expect(missing.status).toBe(400);

    // Signed, but not JSON / not an event / an event without what we need.
    for (const malformed of ['{"id": "evt_1", ', '"just a string"', JSON.stringify({ hello: 'world' })]) {
      const res = await deliver(malformed);
      expect(res.status).toBe(400);
    }
    const hollow = await deliver(event('customer.subscription.updated', { id: rid('sub') }, nowSeconds()));
    expect(hollow.status).toBe(400);
    expect(hollow.body).toMatchObject({ success: false });
  });

  it('acknowledges event types it does not handle without queueing them', async () => {
    const res = await deliver(event('customer.created', { id: rid('cus') }, nowSeconds()));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, ignored: true });
  });

  it('is listed in /api/openapi.json with the billing REST paths', async () => {
    const res = await api<{ paths: Record<string, unknown> }>('GET', '/api/openapi.json');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/stripe/webhook',
        '/api/stripe/getSubscriptionsByUser/{userId}',
        '/api/stripe/create-checkout-session',
        '/api/stripe/create-portal-session',
      ]),
    );
  });

  it('applies a delivery once, however often Stripe sends it', async () => {
    const owner = await newAccount('dup');
    const sub = rid('sub');
    const customer = rid('cus');
    const created = event(
      'customer.subscription.created',
      subscriptionObject({ id: sub, customer, price: PRICES.extreme, userId: owner.id }),
      nowSeconds(),
    );
    expect((await deliver(created)).status).toBe(200);
    const [first] = await waitProcessed(created.id);
    const answer = await eventually(
      () => subscriptionOf(owner),
      (r) => r.body.status === 'active',
    );
    expect(answer.body).toMatchObject({ status: 'active', plan: 'extreme', number_of_restaurant: 3 });
    const version = async () =>
      (await billingDb.query('select version from entitlements where user_id = $1', [owner.id])).rows[0]?.version;
    const before = await version();

    // Redelivered twice, once with a fresh signature as Stripe's retries have.
    expect((await deliver(created)).status).toBe(200);
    expect((await deliver(created)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    const rows = await processed(created.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.processed_at).toEqual(first!.processed_at);
    expect(await version()).toBe(before);
  });

  it('ends right when subscription.updated arrives before checkout.session.completed', async () => {
    const owner = await newAccount('order');
    const sub = rid('sub');
    // A customer billing has never seen, and no owner in the subscription's metadata:
    // only the checkout event links them to the account.
    const customer = rid('cus');
    const t = nowSeconds();
    const updated = event(
      'customer.subscription.updated',
      subscriptionObject({ id: sub, customer, price: PRICES.regular }),
      t + 10,
    );
    expect((await deliver(updated)).status).toBe(200);
    await waitProcessed(updated.id);
    expect((await subscriptionOf(owner)).body.status).toBe('none');

    const completed = event(
      'checkout.session.completed',
      checkoutObject({ customer, subscription: sub, userId: owner.id, planId: 'starter' }),
      t,
    );
    expect((await deliver(completed)).status).toBe(200);
    // The subscription's own creation, older still, arrives last.
    const createdEvent = event(
      'customer.subscription.created',
      subscriptionObject({ id: sub, customer, price: PRICES.starter, status: 'incomplete' }),
      t,
    );
    expect((await deliver(createdEvent)).status).toBe(200);
    await waitProcessed(completed.id);
    await waitProcessed(createdEvent.id);

    const answer = await eventually(
      () => subscriptionOf(owner),
      (r) => r.body.plan === 'regular',
    );
    expect(answer.body).toEqual({
      status: 'active',
      number_of_restaurant: 2,
      plan: 'regular',
      current_period_end: expect.any(String),
      stripe_customer_id: customer,
    });

    // Auth's projection (fed by billing's EntitlementChanged) agrees.
    const allowance = await eventually(
      () =>
        graphql<{ restaurantAllowance: { status: string; allowed: number | null } }>(
          '{ restaurantAllowance { status allowed } }',
          {},
          { token: owner.token },
        ),
      (r) => r.data?.restaurantAllowance.allowed === 2,
    );
    expect(allowance.data?.restaurantAllowance).toEqual({ status: 'active', allowed: 2 });

    // A failed payment, then the cancellation.
    const failed = event('invoice.payment_failed', { id: rid('in'), customer, subscription: sub }, t + 20);
    expect((await deliver(failed)).status).toBe(200);
    await eventually(
      () => subscriptionOf(owner),
      (r) => r.body.status === 'past_due',
    );
    const deleted = event(
      'customer.subscription.deleted',
      subscriptionObject({ id: sub, customer, price: PRICES.regular, status: 'canceled' }),
      t + 30,
    );
    expect((await deliver(deleted)).status).toBe(200);
    const gone = await eventually(
      () => subscriptionOf(owner),
      (r) => r.body.status === 'canceled',
    );
    expect(gone.body.status).toBe('canceled');
  });

  it('takes each webhook to the subscription it names, twenty in a row (the median reported)', async () => {
    const owner = await newAccount('timing');
    const customer = rid('cus');
    const sub = rid('sub');
    const t = nowSeconds();
    const samples: number[] = [];
    for (let i = 0; i < 20; i++) {
      const plan = i % 2 === 0 ? 'extreme' : 'starter';
      const e = event(
        i === 0 ? 'customer.subscription.created' : 'customer.subscription.updated',
        subscriptionObject({ id: sub, customer, price: PRICES[plan], userId: owner.id }),
        t + i,
      );
      const began = performance.now();
      expect((await deliver(e)).status).toBe(200);
      const seen = await eventually(
        () => subscriptionOf(owner),
        (r) => r.body.plan === plan && r.body.status === 'active',
      );
      expect(seen.body.plan).toBe(plan);
      samples.push(performance.now() - began);
    }
    samples.sort((a, b) => a - b);
    const median = (samples[9]! + samples[10]!) / 2;
    process.stdout.write(
      `webhook to active subscription: median ${median.toFixed(1)} ms of 20 (min ${samples[0]!.toFixed(1)}, max ${samples[19]!.toFixed(1)})\n`,
    );
  });
});
