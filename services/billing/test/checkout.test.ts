import { DEMO_ACCOUNT } from '@zest/kit';
import { api, baseUrl, clientIp, newAccount, type TestAccount } from '../../../tools/test/support';
import { PRICES } from './stripe-events';

interface SubscriptionAnswer {
  status: string;
  number_of_restaurant: number;
  plan: string | null;
  current_period_end: string | null;
  stripe_customer_id: string | null;
}

const subscriptionOf = (account: TestAccount, token = account.token) =>
  api<SubscriptionAnswer>('GET', `/api/stripe/getSubscriptionsByUser/${account.id}`, { token });

async function until(probe: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const checkout = (account: TestAccount, priceId: string | undefined, userId = account.id) =>
  api<{ sessionId: string; url: string; message?: string }>('POST', '/api/stripe/create-checkout-session', {
    token: account.token,
    body: { userId, customerEmail: account.email, priceId, number_of_restaurant: 1 },
  });

/** The sandbox pages, as the browser fills them in (forms, 303 redirects). */
const press = (url: string) => fetch(url, { method: 'POST', redirect: 'manual' });

describe('sandbox checkout and portal (no STRIPE_SECRET_KEY)', () => {
  it('Pay leads to an active Starter subscription; the portal changes the plan', async () => {
    const owner = await newAccount('buyer');
    expect((await subscriptionOf(owner)).body).toEqual({
      status: 'none',
      number_of_restaurant: 0,
      plan: null,
      current_period_end: null,
      stripe_customer_id: null,
    });

    const session = await checkout(owner, PRICES.starter);
    expect(session.status).toBe(200);
    expect(session.body.url).toBe(`${baseUrl()}/sandbox/checkout/${session.body.sessionId}`);

    const page = await fetch(session.body.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Starter');
    expect(html).toContain('$70.00');
    expect(html).not.toMatch(/<script|https?:\/\//);

    const paid = await press(`${session.body.url}/pay`);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/success?session_id=${session.body.sessionId}`);

    // Checkout completion and the subscription arrive as two events: wait for both.
    await until(async () => {
      const s = (await subscriptionOf(owner)).body;
      return s.status === 'active' && s.current_period_end !== null;
    });
    const active = (await subscriptionOf(owner)).body;
    expect(active).toEqual({
      status: 'active',
      number_of_restaurant: 1,
      plan: 'starter',
      current_period_end: expect.any(String),
      stripe_customer_id: expect.stringMatching(/^cus_local_/),
    });
    expect(new Date(active.current_period_end!).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);

    // Paying twice for one session changes nothing; a second checkout is refused.
    expect((await press(`${session.body.url}/pay`)).status).toBe(303);
    const again = await checkout(owner, PRICES.regular);
    expect(again.status).toBe(409);

    const portal = await api<{ url: string }>('POST', '/api/stripe/create-portal-session', {
      token: owner.token,
      body: { customerId: active.stripe_customer_id },
    });
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(new RegExp(`^${baseUrl()}/sandbox/portal/bps_local_`));
    const portalHtml = await (await fetch(portal.body.url)).text();
    expect(portalHtml).toContain('Switch to Enterprise');
    expect(portalHtml).toContain(`/dashboard/${owner.id}`);

    const switched = await press(`${portal.body.url}/plan/enterprise`);
    expect(switched.status).toBe(303);
    expect(switched.headers.get('location')).toBe(`/dashboard/${owner.id}`);
    await until(async () => (await subscriptionOf(owner)).body.plan === 'enterprise');
    // Unlimited reads as 200 on the REST path.
    expect((await subscriptionOf(owner)).body.number_of_restaurant).toBe(200);

    expect((await press(`${portal.body.url}/cancel`)).status).toBe(303);
    await until(async () => (await subscriptionOf(owner)).body.status === 'canceled');
  });

  it('Cancel on the checkout page goes to /cancel and buys nothing', async () => {
    const owner = await newAccount('undecided');
    const session = await checkout(owner, PRICES.regular);
    const cancelled = await press(`${session.body.url}/cancel`);
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe('/cancel');
    expect((await press(`${session.body.url}/pay`)).status).toBe(303);
    await new Promise((r) => setTimeout(r, 300));
    expect((await subscriptionOf(owner)).body.status).toBe('none');
  });

  it('answers 404 for sandbox pages that do not exist', async () => {
    expect((await fetch(`${baseUrl()}/sandbox/checkout/cs_local_nope`)).status).toBe(404);
    expect((await fetch(`${baseUrl()}/sandbox/portal/bps_local_000000000000000000000000`)).status).toBe(404);
  });
});

describe('billing REST access and validation', () => {
  it("refuses another owner's subscription, customer and checkout (403)", async () => {
    const owner = await newAccount('victim');
    const other = await newAccount('snoop');
    const session = await checkout(owner, PRICES.starter);
    await press(`${session.body.url}/pay`);
    await until(async () => (await subscriptionOf(owner)).body.status === 'active');
    const customerId = (await subscriptionOf(owner)).body.stripe_customer_id;

    const read = await subscriptionOf(owner, other.token);
    expect(read.status).toBe(403);
    expect(read.body).toEqual({ success: false, message: 'You can only see your own subscription.' });
    const portal = await api('POST', '/api/stripe/create-portal-session', {
      token: other.token,
      body: { customerId },
    });
    expect(portal.status).toBe(403);
    expect((await checkout(other, PRICES.starter, owner.id)).status).toBe(403);
    expect((await api('GET', `/api/stripe/getSubscriptionsByUser/${owner.id}`)).status).toBe(401);
  });

  it('refuses an unknown price id and a missing one with clear messages (400)', async () => {
    const owner = await newAccount('typo');
    const unknown = await checkout(owner, 'price_does_not_exist');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/^Unknown price id "price_does_not_exist"/);
    const missing = await checkout(owner, undefined);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ success: false, message: 'Missing subscription parameters' });
    const noPortal = await api('POST', '/api/stripe/create-portal-session', { token: owner.token, body: {} });
    expect(noPortal.status).toBe(404);
  });

  it('answers the demo account as an active demo plan with one restaurant', async () => {
    const signin = await api<{ token: string; rest: { id: string } }>('POST', '/api/auth/signin', {
      body: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
      ip: clientIp(),
    });
    const res = await api('GET', `/api/stripe/getSubscriptionsByUser/${signin.body.rest.id}`, {
      token: signin.body.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'active', plan: 'demo', number_of_restaurant: 1 });
  });
});
