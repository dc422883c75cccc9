import { createStripeClient, LOCAL_WEBHOOK_SECRET } from '@zest/kit';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { api } from '../../../tools/test/support';
import { CardShop, until, type Placed } from './card-shop';

/**
 * A card payment is believed only from its own event (issue 45, hole 9). Stripe signs every event of every
 * account connected to the platform, and sends a live account's test-mode events to the same endpoint: a
 * restaurant with a Stripe account could send a "paid" for its own session with another restaurant's
 * payment in the metadata. The event must have happened on the payment's account, for its session, for its
 * amount in dollars, in the platform's mode (the test stack is the sandbox: never live). Anything else is
 * answered 200 (it is Stripe's, verified), then refused by the consumer: no order, the payment as it was,
 * an alert on the restaurant's audit trail and a security line in the log.
 */
let victim: CardShop;
let intruder: CardShop;
let intruderAccount: string;
let victimAccount: string;

const signer = createStripeClient('sk_test_signer');
const sessionOf = (placed: Placed) => placed.paymentUrl!.split('/').pop()!;

interface Change {
  account?: string;
  session?: string;
  amountCents?: number;
  currency?: string;
  livemode?: boolean;
  type?: string;
}

/** A Checkout Session event as Stripe would sign it: the payment's own facts, but for what `change` says. */
function event(placed: Placed, c: Change = {}) {
  const type = c.type ?? 'checkout.session.completed';
  const paid = type === 'checkout.session.completed';
  return {
    id: `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type,
    account: c.account ?? victimAccount,
    livemode: c.livemode ?? false,
    data: {
      object: {
        id: c.session ?? sessionOf(placed),
        object: 'checkout.session',
        amount_total: c.amountCents ?? placed.totalCents,
        currency: c.currency ?? 'usd',
        payment_status: paid ? 'paid' : 'unpaid',
        payment_intent: paid ? `pi_${randomUUID().slice(0, 8)}` : null,
        metadata: { paymentId: placed.orderId, restaurantId: victim.t.restaurantId },
      },
    },
  };
}

async function deliver(e: ReturnType<typeof event>) {
  const payload = JSON.stringify(e);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: LOCAL_WEBHOOK_SECRET });
  return api('POST', '/api/stripe/connect-webhook', { rawBody: payload, headers: { 'stripe-signature': signature } });
}

async function victimCheckout(): Promise<Placed> {
  const { answer } = await victim.cardCheckout();
  expect(answer.errors).toBeUndefined();
  return answer.data!.placeOnlineOrder;
}

/** The refusals of one payment on the victim's trail, once the consumer has written one more than `after`. */
const refusals = (placed: Placed, after = 0) =>
  until(
    async () =>
      (await victim.trail()).filter((l) => l.kind === 'online.payment-refused' && l.order_id === placed.orderId),
    (lines) => lines.length > after,
  );

/** The payment as its customer's status page shows it, and whether the counter has its order. */
async function state(placed: Placed) {
  const shown = (await victim.tracking(placed.statusKey)).data!.onlineTracking;
  const orders = (await victim.waiting()).filter((o) => o.orderId === placed.orderId);
  return { progress: shown.progress, paymentStatus: shown.paymentStatus, orders: orders.length };
}

const ordersLog = () => readFileSync(join(process.env.ZEST_TEST_DATA_DIR!, 'logs', 'orders.log'), 'utf8');

beforeAll(async () => {
  [victim, intruder] = await Promise.all([
    CardShop.open('victim', { connected: true }),
    CardShop.open('intruder', { connected: true }),
  ]);
  victimAccount = (await victim.read()).stripeAccount!;
  intruderAccount = (await intruder.read()).stripeAccount!;
  expect(intruderAccount).not.toBe(victimAccount);
});

describe('a paid event that is not the payment’s own', () => {
  it('from another restaurant’s account, for its own session, naming this payment (the issue): refused', async () => {
    const placed = await victimCheckout();
    const { answer } = await intruder.cardCheckout();
    const theirs = answer.data!.placeOnlineOrder;
    const forged = event(placed, { account: intruderAccount, session: sessionOf(theirs) });
    // Verified and queued as before: the webhook stays fast; the consumer refuses it.
    expect((await deliver(forged)).status).toBe(200);
    const [line] = await refusals(placed);
    expect(line!.summary).toBe(
      'A card payment was refused: it came from another Stripe account; it was for another payment page; no order was written',
    );
    expect(await state(placed)).toEqual({ progress: 'awaiting_payment', paymentStatus: 'open', orders: 0 });
    // A security event in the log: the event, the payment and restaurant it claimed, and what differed.
    const logged = await until(
      async () =>
        ordersLog()
          .split('\n')
          .filter((l) => l.includes(forged.id) && l.includes('"security":true'))
          .map((l) => JSON.parse(l) as Record<string, unknown>),
      (lines) => lines.length > 0,
    );
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 40,
        security: true,
        eventId: forged.id,
        paymentId: placed.orderId,
        restaurantId: victim.t.restaurantId,
        account: intruderAccount,
        differs: ['account', 'session'],
      }),
    );
  });

  it.each<[string, Change, string]>([
    ['on another account', { account: 'acct_local_000000000000000000000000' }, 'it came from another Stripe account'],
    ['for another session', { session: 'cs_local_000000000000000000000000' }, 'it was for another payment page'],
    ['for another amount', { amountCents: 1 }, 'it was for $0.01, not $'],
    ['in another currency', { currency: 'eur' }, 'it was in EUR, not USD'],
    ['live, on a test platform', { livemode: true }, 'it was a live payment on a test platform'],
  ])('%s: refused; the payment’s own event then writes its order, once', async (_, change, words) => {
    const placed = await victimCheckout();
    expect((await deliver(event(placed, change))).status).toBe(200);
    const [line] = await refusals(placed);
    expect(line!.summary).toContain(words);
    expect(await state(placed)).toEqual({ progress: 'awaiting_payment', paymentStatus: 'open', orders: 0 });

    // The payment was left as it was: its own event (delivered twice, and once more as another event) pays it.
    const own = event(placed);
    expect((await deliver(own)).status).toBe(200);
    expect((await deliver(own)).status).toBe(200);
    expect((await deliver(event(placed))).status).toBe(200);
    await until(
      () => state(placed),
      (s) => s.orders > 0,
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(await state(placed)).toEqual({ progress: 'received', paymentStatus: 'paid', orders: 1 });
    expect(await refusals(placed)).toHaveLength(1);
  });
});

describe('an expired event that is not the payment’s own', () => {
  it('cannot cancel another restaurant’s payment: refused, and the customer can still pay', async () => {
    const placed = await victimCheckout();
    const forged = event(placed, { type: 'checkout.session.expired', account: intruderAccount });
    expect((await deliver(forged)).status).toBe(200);
    const [line] = await refusals(placed);
    expect(line!.summary).toBe(
      'A payment’s cancellation was refused: it came from another Stripe account; the payment stays open',
    );
    expect(await state(placed)).toEqual({ progress: 'awaiting_payment', paymentStatus: 'open', orders: 0 });
    expect((await deliver(event(placed))).status).toBe(200);
    await until(
      () => state(placed),
      (s) => s.orders === 1,
    );
  });
});
