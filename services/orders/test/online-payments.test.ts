import { createStripeClient, LOCAL_WEBHOOK_SECRET } from '@zest/kit';
import { orderTotals } from '@zest/pricing';
import { randomUUID } from 'node:crypto';
import { api, baseUrl, clientIp, graphql, waitForMail } from '../../../tools/test/support';
import { buildPizzeria, type Pizzeria } from '../../../tools/test/menus';
import { newTenant, zoneAwayFromMidnight, type Tenant } from '../../../tools/test/tenants';
import { StripeConnect } from '../src/payments/connect';

/**
 * Paying online by card (docs/decisions/0065-paying-online.md): Stripe Checkout on the restaurant's own
 * account — on the test stack the local sandbox, which sends the same signed events Stripe would. The
 * order exists only once the webhook says it is paid; a rejected paid order is refunded.
 */
let t: Tenant;
let menu: Pizzeria;
let slug: string;
const ZONE = zoneAwayFromMidnight();
const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '00:30', closes: '23:30' }));

const settings = (input: Record<string, unknown>, token = t.owner.token) =>
  graphql<{ updateOnlineSettings: { cardPayments: boolean; stripeAccount: string | null; cardProvider: string } }>(
    `
      mutation ($r: ID!, $input: OnlineSettingsInput!) {
        updateOnlineSettings(restaurantId: $r, input: $input) {
          cardPayments
          stripeAccount
          cardProvider
        }
      }
    `,
    { r: t.restaurantId, input },
    { token },
  );

const onePhone = () => `(312) 555-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

const PLACE = `mutation($s: String!, $input: OnlineCheckoutInput!, $key: String) {
  placeOnlineOrder(slug: $s, input: $input, idempotencyKey: $key) { orderId orderNumber statusKey totalCents paymentUrl } }`;
interface Answer {
  orderId: string;
  orderNumber: number | null;
  statusKey: string;
  totalCents: number;
  paymentUrl: string | null;
}

async function cardCheckout(
  email = `payer-${randomUUID().slice(0, 6)}@example.com`,
  key = randomUUID(),
  phone = onePhone(),
) {
  const { data } = await graphql<{ onlinePage: { deliveryChargeCents: number; taxPercentage: number } }>(
    'query($s: String!) { onlinePage(slug: $s) { deliveryChargeCents taxPercentage } }',
    { s: slug },
  );
  const expectedTotalCents = orderTotals({
    orderType: 'pickup',
    subtotalCents: 1300,
    deliveryRateCents: data!.onlinePage.deliveryChargeCents,
    taxPercentage: data!.onlinePage.taxPercentage,
  }).totalCents;
  const input = {
    orderType: 'pickup',
    fullName: 'Cara Card',
    phoneNumber: phone,
    email,
    lines: [{ productId: menu.calzone }],
    payment: 'card',
    expectedTotalCents,
  };
  const answer = await graphql<{ placeOnlineOrder: Answer }>(PLACE, { s: slug, input, key }, { ip: clientIp() });
  return { answer, input, key, email, phone };
}

const tracking = (key: string) =>
  graphql<{
    onlineTracking: { progress: string; orderNumber: number; paymentStatus: string | null; totalCents: number };
  }>(
    'query($s: String!, $k: String!) { onlineTracking(slug: $s, key: $k) { progress orderNumber paymentStatus totalCents } }',
    { s: slug, k: key },
  );

const waiting = async () =>
  (
    await graphql<{ onlineOrders: { orderId: string; payment: string; decision: string }[] }>(
      'query($r: ID!) { onlineOrders(restaurantId: $r) { orderId payment decision } }',
      { r: t.restaurantId },
      { token: t.cashier },
    )
  ).data!.onlineOrders;

/** A button on the sandbox's payment page, as the browser would press it. */
const press = (paymentUrl: string, action: 'pay' | 'cancel') =>
  fetch(`${baseUrl()}${paymentUrl}/${action}`, { method: 'POST', redirect: 'manual' });

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i += 1) {
    const v = await read();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out waiting');
}

beforeAll(async () => {
  t = await newTenant('card', { timeZone: ZONE });
  menu = await buildPizzeria(t);
  slug = `card-${randomUUID().slice(0, 8)}`;
  const on = await settings({ enabled: true, slug, hours: ALL_WEEK, delivery: false });
  expect(on.errors).toBeUndefined();
});

describe('card payments on the owner’s card', () => {
  it('are off until turned on; a cashier cannot turn them on; the sandbox gives the restaurant an account', async () => {
    const before = await cardCheckout();
    expect(before.answer.errors![0]).toMatchObject({
      message: 'Paying by card online is not offered here: pay at pickup or at the door.',
      extensions: { reason: 'PAYMENT', field: 'payment' },
    });
    expect((await settings({ cardPayments: true }, t.cashier)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await settings({ stripeAccount: 'nope' })).errors![0]!.message).toMatch(/^A Stripe account ID starts/);
    const on = await settings({ cardPayments: true });
    expect(on.data!.updateOnlineSettings).toMatchObject({
      cardPayments: true,
      cardProvider: 'sandbox',
      stripeAccount: expect.stringMatching(/^acct_local_/),
    });
  });
});

describe('a card checkout', () => {
  it('writes no order until paid; the paid webhook writes it once, to the counter, with the receipt mailed', async () => {
    const { answer, email } = await cardCheckout();
    expect(answer.errors).toBeUndefined();
    const placed = answer.data!.placeOnlineOrder;
    expect(placed.orderNumber).toBeNull();
    expect(placed.paymentUrl).toMatch(new RegExp(`^/sandbox/online/${t.restaurantId}/cs_local_`));
    expect((await tracking(placed.statusKey)).data!.onlineTracking).toMatchObject({
      progress: 'awaiting_payment',
      paymentStatus: 'open',
      totalCents: placed.totalCents,
    });
    expect((await waiting()).some((o) => o.orderId === placed.orderId)).toBe(false);

    const page = await fetch(`${baseUrl()}${placed.paymentUrl}`);
    expect(await page.text()).toContain(`$${(placed.totalCents / 100).toFixed(2)}`);
    const paid = await press(placed.paymentUrl!, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(new RegExp(`/order/${slug}/status/${placed.statusKey}$`));

    const shown = await until(
      () => tracking(placed.statusKey),
      (r) => r.data?.onlineTracking.progress === 'received',
    );
    expect(shown.data!.onlineTracking).toMatchObject({ paymentStatus: 'paid', totalCents: placed.totalCents });
    expect(shown.data!.onlineTracking.orderNumber).toBeGreaterThan(0);
    expect(await waiting()).toContainEqual({ orderId: placed.orderId, payment: 'card', decision: 'received' });
    const mail = await waitForMail(email, (m) => m.subject.startsWith('Your order #'));
    expect(mail.text).toContain('Paid by card.');

    // Pressed again (a second tab), and the same event delivered again: still one order.
    await press(placed.paymentUrl!, 'pay');
    expect((await waiting()).filter((o) => o.orderId === placed.orderId)).toHaveLength(1);
  });

  it('is one payment per Idempotency-Key', async () => {
    const first = await cardCheckout();
    const again = await cardCheckout(first.email, first.key, first.phone);
    expect(again.answer.data!.placeOnlineOrder).toEqual(first.answer.data!.placeOnlineOrder);
  });

  it('left unpaid writes no order, and the status page says the card was not charged', async () => {
    const { answer } = await cardCheckout();
    const placed = answer.data!.placeOnlineOrder;
    const left = await press(placed.paymentUrl!, 'cancel');
    expect(left.headers.get('location')).toMatch(new RegExp(`/order/${slug}$`));
    const shown = await until(
      () => tracking(placed.statusKey),
      (r) => r.data?.onlineTracking.progress !== 'awaiting_payment',
    );
    expect(shown.data!.onlineTracking).toMatchObject({ progress: 'not_paid', paymentStatus: 'canceled' });
    expect((await waiting()).some((o) => o.orderId === placed.orderId)).toBe(false);
  });

  it('rejected at the counter, is refunded in full, on the audit trail, and the customer is told', async () => {
    const { answer, email } = await cardCheckout();
    const placed = answer.data!.placeOnlineOrder;
    await press(placed.paymentUrl!, 'pay');
    await until(waiting, (list) => list.some((o) => o.orderId === placed.orderId));
    const rejected = await graphql(
      'mutation($id: ID!) { rejectOnlineOrder(orderId: $id, reason: "The oven is down.") { decision } }',
      { id: placed.orderId },
      { token: t.cashier },
    );
    expect(rejected.errors).toBeUndefined();
    const shown = await until(
      () => tracking(placed.statusKey),
      (r) => r.data?.onlineTracking.paymentStatus === 'refunded',
    );
    expect(shown.data!.onlineTracking.progress).toBe('rejected');
    const mail = await waitForMail(email, (m) => m.subject.endsWith('was not accepted'));
    expect(mail.text).toContain(`Your card payment of $${(placed.totalCents / 100).toFixed(2)} is given back in full`);
    const trail = await api<{ entries: { kind: string; order_id: string | null }[] }>(
      'GET',
      `/api/order/audit/${t.restaurantId}?kind=online&limit=200`,
      { token: t.owner.token },
    );
    const kinds = trail.body.entries.filter((e) => e.order_id === placed.orderId).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['online.paid', 'online.reject', 'online.refund']));
  });
});

describe('the Connect webhook', () => {
  const deliver = (payload: string, signature: string) =>
    api('POST', '/api/stripe/connect-webhook', { rawBody: payload, headers: { 'stripe-signature': signature } });
  const signer = createStripeClient('sk_test_signer');

  it('refuses a forged or unsigned event, and writes no order from it', async () => {
    const { answer } = await cardCheckout();
    const placed = answer.data!.placeOnlineOrder;
    const payload = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_forged',
          amount_total: placed.totalCents,
          payment_status: 'paid',
          payment_intent: 'pi_forged',
          metadata: { paymentId: placed.orderId, restaurantId: t.restaurantId },
        },
      },
    });
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect((await deliver(payload, forged)).status).toBe(400);
    expect((await api('POST', '/api/stripe/connect-webhook', { rawBody: payload })).status).toBe(400);
    const good = signer.webhooks.generateTestHeaderString({ payload, secret: LOCAL_WEBHOOK_SECRET });
    expect((await deliver(`${payload} `, good)).status).toBe(400);
    await new Promise((r) => setTimeout(r, 500));
    expect((await tracking(placed.statusKey)).data!.onlineTracking.progress).toBe('awaiting_payment');
  });
});

describe('Stripe Connect (stripe-mock)', () => {
  const url = process.env.ZEST_TEST_STRIPE_MOCK_URL;
  it('asks Stripe for a payment session on the restaurant’s account, and a refund, as Stripe’s API takes them', async () => {
    if (!url) throw new Error('ZEST_TEST_STRIPE_MOCK_URL is not set: run the tests with npm test');
    const connect = new StripeConnect(createStripeClient('sk_test_123', url));
    const session = await connect.startPayment({
      paymentId: randomUUID(),
      restaurantId: randomUUID(),
      account: 'acct_1TestAccount',
      amountCents: 2150,
      description: 'Order at Luigi’s',
      email: 'a@example.com',
      successUrl: 'http://127.0.0.1/order/luigis/status/k',
      cancelUrl: 'http://127.0.0.1/order/luigis',
    });
    expect(session.sessionId).toMatch(/^cs_/);
    expect(session.url).toMatch(/^https:\/\//);
    const refund = await connect.refund({
      account: 'acct_1TestAccount',
      paymentIntent: 'pi_123',
      amountCents: 2150,
      key: randomUUID(),
    });
    expect(refund).toMatch(/^re_/);
    // stripe-mock's account has not finished Stripe's setup (charges_enabled false): no card payments on it yet.
    expect(await connect.accountFor('r', 'acct_1TestAccount')).toBeNull();
    expect(await connect.accountFor('r', null)).toBeNull();
  });
});
