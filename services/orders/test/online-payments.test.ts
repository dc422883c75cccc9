import { createStripeClient, LOCAL_WEBHOOK_SECRET } from '@zest/kit';
import { randomUUID } from 'node:crypto';
import { api, baseUrl, graphql, waitForMail } from '../../../tools/test/support';
import { connectSandboxStripe } from '../../../tools/test/stripe-connect';
import { StripeConnect } from '../src/payments/connect';
import { CardShop, press, until } from './card-shop';

/**
 * Paying online by card (docs/decisions/0065-paying-online.md): Stripe Checkout on the restaurant's own
 * account — on the test stack the local sandbox, which sends the same signed events Stripe would. The
 * order exists only once the webhook says it is paid; a rejected paid order is refunded.
 */
let shop: CardShop;
const cardCheckout = (...a: Parameters<CardShop['cardCheckout']>) => shop.cardCheckout(...a);
const tracking = (key: string) => shop.tracking(key);
const waiting = () => shop.waiting();

beforeAll(async () => {
  shop = await CardShop.open('card', { connected: false });
});

describe('card payments on the owner’s card', () => {
  it('are off until turned on, only by the owner or a manager, and only on the restaurant’s own connected account', async () => {
    const before = await cardCheckout();
    expect(before.answer.errors![0]).toMatchObject({
      message: 'Paying by card online is not offered here: pay at pickup or at the door.',
      extensions: { reason: 'PAYMENT', field: 'payment' },
    });
    expect((await shop.settings({ cardPayments: true }, shop.t.cashier)).errors![0]!.extensions!.code).toBe(
      'FORBIDDEN',
    );
    // No account is typed any more (issue 45): the field is gone from the input.
    const typed = await shop.settings({ stripeAccount: 'acct_1SomeoneElses' });
    expect(typed.errors![0]!.message).toMatch(/Field "stripeAccount" is not defined by type "OnlineSettingsInput"/);
    expect(await shop.read()).toMatchObject({ cardPayments: false, stripeAccount: null, stripeConnection: 'none' });
    // Before Connect with Stripe, there is no account to take card payments on.
    expect((await shop.settings({ cardPayments: true })).errors![0]).toMatchObject({
      message: 'Connect with Stripe first: card payments go to the Stripe account you set up from here.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const account = await connectSandboxStripe(shop.t);
    const on = await shop.settings({ cardPayments: true });
    expect(on.data!.updateOnlineSettings).toEqual({
      cardPayments: true,
      cardProvider: 'sandbox',
      stripeAccount: account,
      stripeConnection: 'connected',
    });
    expect(account).toMatch(/^acct_local_/);
  });
});

describe('a card checkout', () => {
  it('writes no order until paid; the paid webhook writes it once, to the counter, with the receipt mailed', async () => {
    const { answer, email } = await cardCheckout();
    expect(answer.errors).toBeUndefined();
    const placed = answer.data!.placeOnlineOrder;
    expect(placed.orderNumber).toBeNull();
    expect(placed.paymentUrl).toMatch(new RegExp(`^/sandbox/online/${shop.t.restaurantId}/cs_local_`));
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
    expect(paid.headers.get('location')).toMatch(new RegExp(`/order/${shop.slug}/status/${placed.statusKey}$`));

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
    expect(left.headers.get('location')).toMatch(new RegExp(`/order/${shop.slug}$`));
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
      { token: shop.t.cashier },
    );
    expect(rejected.errors).toBeUndefined();
    const shown = await until(
      () => tracking(placed.statusKey),
      (r) => r.data?.onlineTracking.paymentStatus === 'refunded',
    );
    expect(shown.data!.onlineTracking.progress).toBe('rejected');
    const mail = await waitForMail(email, (m) => m.subject.endsWith('was not accepted'));
    expect(mail.text).toContain(`Your card payment of $${(placed.totalCents / 100).toFixed(2)} is given back in full`);
    const kinds = (await shop.trail()).filter((e) => e.order_id === placed.orderId).map((e) => e.kind);
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
          metadata: { paymentId: placed.orderId, restaurantId: shop.t.restaurantId },
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
  });
});
