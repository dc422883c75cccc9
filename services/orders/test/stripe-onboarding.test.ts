import { createStripeClient } from '@zest/kit';
import { randomUUID } from 'node:crypto';
import { api, baseUrl } from '../../../tools/test/support';
import { connectSandboxStripe, startConnect } from '../../../tools/test/stripe-connect';
import { isLiveKey, StripeConnect } from '../src/payments/connect';
import { CardShop } from './card-shop';

/**
 * A restaurant's Stripe account is set up only through Connect onboarding (docs/decisions/0065-paying-online.md,
 * amended for issue 45): Connect with Stripe opens the restaurant's own account (once) and sends the owner to
 * set it up; card payments go only to that account, once it takes charges. On the test stack the sandbox's
 * onboarding page stands in for Stripe's; the real calls are tested against stripe-mock.
 */
let shop: CardShop;
let other: CardShop;

beforeAll(async () => {
  [shop, other] = await Promise.all([
    CardShop.open('onboard', { connected: false }),
    CardShop.open('elsewhere', { connected: false }),
  ]);
});

describe('Connect with Stripe (the sandbox)', () => {
  it('is the owner’s or a manager’s, on their own restaurant only', async () => {
    expect((await startConnect(shop.t, shop.t.cashier)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await startConnect(shop.t, other.t.owner.token)).errors![0]!.extensions!.code).toBe('NOT_FOUND');
    expect(await shop.read()).toMatchObject({ stripeConnection: 'none', stripeAccount: null });
  });

  it('opens the restaurant’s own account once; its onboarding page connects it, and then card payments go to it', async () => {
    const first = await startConnect(shop.t, shop.t.manager);
    expect(first.errors).toBeUndefined();
    const { url } = first.data!.connectStripe;
    expect(url).toMatch(new RegExp(`^/sandbox/connect/${shop.t.restaurantId}/acct_local_[0-9a-f]{24}$`));
    const account = url.split('/').pop()!;
    // Remembered: pressed again (here by the owner), the same account.
    expect((await startConnect(shop.t)).data!.connectStripe.url).toBe(url);
    expect(await shop.read()).toMatchObject({ stripeConnection: 'started', stripeAccount: null, cardPayments: false });
    // Not set up yet: no card payments on it.
    expect((await shop.settings({ cardPayments: true })).errors![0]!.message).toBe(
      'Stripe cannot take card payments on your account yet: press Connect with Stripe and finish its setup, then try again.',
    );

    // The onboarding page: plain HTML, nothing from elsewhere, no script.
    const pageAnswer = await fetch(`${baseUrl()}${url}`);
    expect(pageAnswer.status).toBe(200);
    const html = await pageAnswer.text();
    expect(html).toContain(account);
    expect(html).toContain('>Continue</button>');
    expect(html).not.toMatch(/<script|src=|https?:\/\//);

    // Another restaurant's owner cannot connect this account, nor theirs on this restaurant.
    const otherUrl = (await startConnect(other.t)).data!.connectStripe.url;
    const otherAccount = otherUrl.split('/').pop()!;
    const crossed = `/sandbox/connect/${shop.t.restaurantId}/${otherAccount}`;
    expect((await fetch(`${baseUrl()}${crossed}`)).status).toBe(404);
    expect((await fetch(`${baseUrl()}${crossed}/continue`, { method: 'POST', redirect: 'manual' })).status).toBe(404);
    expect((await shop.read()).stripeConnection).toBe('started');

    const done = await fetch(`${baseUrl()}${url}/continue`, { method: 'POST', redirect: 'manual' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`/openARestaurantDashboard/${shop.t.restaurantId}?stripe=return`);
    expect(await shop.read()).toMatchObject({ stripeConnection: 'connected', stripeAccount: null });

    const on = await shop.settings({ cardPayments: true });
    expect(on.data!.updateOnlineSettings).toMatchObject({ cardPayments: true, stripeAccount: account });
    const trail = await api<{ entries: { kind: string; summary: string }[] }>(
      'GET',
      `/api/order/audit/${shop.t.restaurantId}?kind=settings&limit=50`,
      { token: shop.t.owner.token },
    );
    expect(trail.body.entries.map((e) => e.summary).join('\n')).toContain(account);
    // The other restaurant's account is its own, and stays unconnected until its owner continues.
    expect(await other.read()).toMatchObject({ stripeConnection: 'started', stripeAccount: null });
    expect(await connectSandboxStripe(other.t)).toBe(otherAccount);
  });

  it('answers on the REST path too', async () => {
    const rest = await api<{ restaurant_id: string; url: string }>(
      'POST',
      `/api/online/settings/${shop.t.restaurantId}/connect-stripe`,
      { token: shop.t.owner.token, body: {} },
    );
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({
      restaurant_id: shop.t.restaurantId,
      url: expect.stringMatching(`^/sandbox/connect/${shop.t.restaurantId}/acct_local_`),
    });
  });
});

describe('Stripe Connect onboarding (stripe-mock)', () => {
  const url = process.env.ZEST_TEST_STRIPE_MOCK_URL;
  it('opens a Standard account, asks for its onboarding link and checks charges_enabled, as Stripe’s API takes them', async () => {
    if (!url) throw new Error('ZEST_TEST_STRIPE_MOCK_URL is not set: run the tests with npm test');
    const connect = new StripeConnect(createStripeClient('sk_test_123', url));
    const restaurantId = randomUUID();
    const account = await connect.openAccount(restaurantId);
    expect(account).toMatch(/^acct_/);
    const link = await connect.onboardingUrl({
      restaurantId,
      account,
      returnUrl: `http://127.0.0.1:4000/openARestaurantDashboard/${restaurantId}?stripe=return`,
      refreshUrl: `http://127.0.0.1:4000/openARestaurantDashboard/${restaurantId}?stripe=refresh`,
    });
    expect(link).toMatch(/^https:\/\//);
    // stripe-mock's account has not finished Stripe's setup (charges_enabled false): no card payments on it yet.
    const opened = { restaurantId, account, createdAt: new Date(), connectedAt: null, terminalLocation: null };
    expect(await connect.accountFor(restaurantId, opened)).toBeNull();
    expect(await connect.accountFor(restaurantId, null)).toBeNull();
    // A test key's events are test-mode ones; a live key's, live.
    expect([connect.livemode, isLiveKey('sk_test_123'), isLiveKey('sk_live_123'), isLiveKey('rk_live_1')]).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});
