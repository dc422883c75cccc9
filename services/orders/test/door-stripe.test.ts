import { createStripeClient, type Stripe } from '@zest/kit';
import { randomUUID } from 'node:crypto';
import { StripeDoor, type DoorAsk } from '../src/payments/door-provider';

/**
 * A delivery paid at the door with real Stripe (docs/decisions/0081-paid-at-the-door-by-qr.md): the Checkout
 * Session for the part and the tip chosen, on the restaurant's own account, against stripe-mock; and what is
 * sent to Stripe, read from a recording stand-in.
 */
const ask = (o: Partial<DoorAsk> = {}): DoorAsk => ({
  partId: randomUUID(),
  restaurantId: randomUUID(),
  orderId: randomUUID(),
  account: 'acct_1032D82eZvKYlo2C',
  amountCents: 2400,
  tipCents: 432,
  description: 'Order #12 at Luigi’s',
  previousSession: null,
  successUrl: 'https://zest.example/door/r/p?said=paid',
  cancelUrl: 'https://zest.example/door/r/p',
  ...o,
});

describe('the door’s Checkout Session on Stripe (stripe-mock)', () => {
  it('makes a session on the connected account and answers its id and page', async () => {
    const url = process.env.ZEST_TEST_STRIPE_MOCK_URL;
    if (!url) throw new Error('ZEST_TEST_STRIPE_MOCK_URL is not set: run the tests with npm test');
    const door = new StripeDoor(createStripeClient('sk_test_123', url));
    const made = await door.checkout(ask());
    expect(made.sessionId).toMatch(/^cs_/);
    expect(made.url).toMatch(/^https:\/\//);
    // A second choice expires the first session first (stripe-mock answers the calls; their shape is below).
    const again = await door.checkout(ask({ previousSession: made.sessionId, tipCents: 0 }));
    expect(again.sessionId).toMatch(/^cs_/);
    // A link canceled because the order changed: its session stops taking payments.
    await expect(door.expire(ask().account, again.sessionId)).resolves.toBeUndefined();
  });

  it('expires an open session on the account, and leaves one already paid or expired as it is', async () => {
    const calls: unknown[][] = [];
    let status = 'open';
    const fake = {
      checkout: {
        sessions: {
          retrieve: async (...a: unknown[]) => (calls.push(['retrieve', ...a]), { id: 'cs_1', status }),
          expire: async (...a: unknown[]) => (calls.push(['expire', ...a]), { id: 'cs_1', status: 'expired' }),
        },
      },
    } as unknown as Stripe;
    const door = new StripeDoor(fake);
    const on = { stripeAccount: 'acct_1' };
    await door.expire('acct_1', 'cs_1');
    expect(calls).toEqual([
      ['retrieve', 'cs_1', {}, on],
      ['expire', 'cs_1', {}, on],
    ]);
    calls.length = 0;
    for (status of ['complete', 'expired']) await door.expire('acct_1', 'cs_1');
    expect(calls).toEqual([
      ['retrieve', 'cs_1', {}, on],
      ['retrieve', 'cs_1', {}, on],
    ]);
  });

  it('sends the order and the tip as two lines, the part in the metadata of both, on the account, with a key per choice', async () => {
    const calls: unknown[][] = [];
    const fake = {
      checkout: {
        sessions: {
          create: async (...a: unknown[]) => (calls.push(['create', ...a]), { id: 'cs_2', url: 'https://pay/cs_2' }),
          retrieve: async (...a: unknown[]) => (calls.push(['retrieve', ...a]), { id: 'cs_1', status: 'open' }),
          expire: async (...a: unknown[]) => (calls.push(['expire', ...a]), { id: 'cs_1', status: 'expired' }),
        },
      },
    } as unknown as Stripe;
    const a = ask({ previousSession: 'cs_1' });
    expect(await new StripeDoor(fake).checkout(a)).toEqual({ sessionId: 'cs_2', url: 'https://pay/cs_2' });
    const on = { stripeAccount: a.account };
    const metadata = { partId: a.partId, restaurantId: a.restaurantId, orderId: a.orderId };
    expect(calls).toEqual([
      ['retrieve', 'cs_1', {}, on],
      ['expire', 'cs_1', {}, on],
      [
        'create',
        expect.objectContaining({
          mode: 'payment',
          line_items: [
            expect.objectContaining({ price_data: expect.objectContaining({ unit_amount: 2400 }) }),
            expect.objectContaining({
              price_data: expect.objectContaining({ unit_amount: 432, product_data: { name: 'Tip' } }),
            }),
          ],
          metadata: { ...metadata, tipCents: '432' },
          payment_intent_data: { metadata },
          success_url: a.successUrl,
          cancel_url: a.cancelUrl,
        }),
        { ...on, idempotencyKey: `door-part-${a.partId}-tip-432-after-cs_1` },
      ],
    ]);
  });
});
