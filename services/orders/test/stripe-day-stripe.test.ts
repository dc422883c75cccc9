import { createStripeClient, type Stripe } from '@zest/kit';
import { StripeCharges } from '../src/payments/stripe-day';

/**
 * What Stripe has for a business day (docs/decisions/0082-card-payments-reconciled-with-stripe.md): the charges and
 * refunds on the restaurant's account created in the day's UTC range, every page of them. The calls are made
 * against stripe-mock; what is read from them, against Stripe's own shapes.
 */
const from = new Date('2026-11-24T05:00:00Z');
const to = new Date('2026-11-25T05:00:00Z');

describe('the day’s charges and refunds on Stripe (stripe-mock)', () => {
  const url = process.env.ZEST_TEST_STRIPE_MOCK_URL;

  it('lists the charges and refunds of the range on the restaurant’s account', async () => {
    if (!url) throw new Error('ZEST_TEST_STRIPE_MOCK_URL is not set: run the tests with npm test');
    const listed = await new StripeCharges(createStripeClient('sk_test_123', url)).listDay({
      restaurantId: '00000000-0000-4000-8000-000000000001',
      account: 'acct_1032D82eZvKYlo2C',
      from,
      to,
    });
    expect(listed.charges.length).toBeGreaterThan(0);
    for (const c of listed.charges) {
      expect(c.id).toMatch(/^ch_/);
      expect(Number.isInteger(c.amountCents)).toBe(true);
    }
    for (const r of listed.refunds) expect(r.id).toMatch(/^re_/);
  });

  it('asks for the range on the account, pages through, and keeps what succeeded with its tip and metadata', async () => {
    const asked: unknown[][] = [];
    const pages = (items: unknown[]) => ({
      autoPagingToArray: async (o: unknown) => (asked.push(['pages', o]), items),
    });
    const fake = {
      charges: {
        list: (...a: unknown[]) => (
          asked.push(['charges', ...a]),
          pages([
            {
              id: 'ch_1',
              status: 'succeeded',
              paid: true,
              amount: 2178,
              payment_intent: 'pi_1',
              amount_details: { tip: { amount: 284 } },
              metadata: { partId: 'part-1' },
            },
            { id: 'ch_2', status: 'succeeded', paid: true, amount: 2150, payment_intent: { id: 'pi_2' }, metadata: {} },
            { id: 'ch_3', status: 'failed', paid: false, amount: 999, payment_intent: 'pi_3', metadata: {} },
          ])
        ),
      },
      refunds: {
        list: (...a: unknown[]) => (
          asked.push(['refunds', ...a]),
          pages([
            { id: 're_1', status: 'succeeded', amount: 500, charge: 'ch_1', payment_intent: 'pi_1' },
            { id: 're_2', status: 'failed', amount: 700, charge: 'ch_2', payment_intent: 'pi_2' },
          ])
        ),
      },
    } as unknown as Stripe;
    const listed = await new StripeCharges(fake).listDay({ restaurantId: 'r', account: 'acct_1', from, to });
    const created = { gte: 1795496400, lt: 1795582800 };
    expect(asked).toEqual([
      ['charges', { created, limit: 100 }, { stripeAccount: 'acct_1' }],
      ['pages', { limit: 10_000 }],
      ['refunds', { created, limit: 100 }, { stripeAccount: 'acct_1' }],
      ['pages', { limit: 10_000 }],
    ]);
    expect(listed).toEqual({
      charges: [
        { id: 'ch_1', paymentIntent: 'pi_1', amountCents: 2178, tipCents: 284, partId: 'part-1', paymentId: null },
        { id: 'ch_2', paymentIntent: 'pi_2', amountCents: 2150, tipCents: null, partId: null, paymentId: null },
      ],
      refunds: [{ id: 're_1', charge: 'ch_1', paymentIntent: 'pi_1', amountCents: 500 }],
    });
  });
});
