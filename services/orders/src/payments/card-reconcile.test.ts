import { compareCardDay, posCardDay, type CardEntry, type StripeCharge, type StripeDay } from './card-reconcile';

/** The day's card money against Stripe's (decision 0082): matched by PaymentIntent, each difference in words. */
const ORDER_12 = '00000000-0000-4000-8000-000000000012';
const ONLINE = '00000000-0000-4000-8000-000000000020';
const OLD_CARD = '00000000-0000-4000-8000-000000000007';

const entry = (
  orderId: string,
  orderNumber: number | null,
  kind: string,
  tender: string,
  cents: number,
): CardEntry => ({
  orderId,
  orderNumber,
  kind,
  tender,
  amountCents: cents,
});
const charge = (pi: string, cents: number, tip: number | null = 0): StripeCharge => ({
  id: `ch_${pi}`,
  paymentIntent: pi,
  amountCents: cents,
  tipCents: tip,
  partId: null,
  paymentId: null,
});

/** A reader payment with a tip (order #12), an online order (#13's payment), and an old "card" word (#7). */
const entries = [
  entry(ORDER_12, 12, 'payment', 'card', 1894),
  entry(ORDER_12, 12, 'tip', 'card', 284),
  entry(ONLINE, 13, 'payment', 'online', 2150),
  entry(OLD_CARD, 7, 'payment', 'card', 1200),
];
const parts = [{ orderId: ORDER_12, paymentIntent: 'pi_reader', amountCents: 1894, tipCents: 284 }];
const online = [{ id: ONLINE, paymentIntent: 'pi_online' }];
const stripeOk: StripeDay = { charges: [charge('pi_reader', 2178, 284), charge('pi_online', 2150, null)], refunds: [] };

describe('posCardDay', () => {
  it('puts each entry on the payment it was taken with, and the old card word apart', () => {
    const pos = posCardDay(entries, parts, online);
    expect(pos.intents).toEqual([
      { paymentIntent: 'pi_reader', orderNumber: 12, online: false, paidCents: 1894, tipCents: 284, refundedCents: 0 },
      { paymentIntent: 'pi_online', orderNumber: 13, online: true, paidCents: 2150, tipCents: 0, refundedCents: 0 },
    ]);
    expect(pos.outside).toEqual([{ orderNumber: 7, cents: 1200 }]);
  });

  it('splits an order paid by two cards by the parts’ amounts, and a refund onto the part it fits', () => {
    const two = [
      { orderId: ORDER_12, paymentIntent: 'pi_a', amountCents: 1000, tipCents: 0 },
      { orderId: ORDER_12, paymentIntent: 'pi_b', amountCents: 894, tipCents: 100 },
    ];
    const pos = posCardDay(
      [
        entry(ORDER_12, 12, 'payment', 'card', 894),
        entry(ORDER_12, 12, 'tip', 'card', 100),
        entry(ORDER_12, 12, 'payment', 'card', 1000),
        entry(ORDER_12, 12, 'refund', 'card', -994),
      ],
      two,
      [],
    );
    expect(pos.intents.map((i) => [i.paymentIntent, i.paidCents, i.tipCents, i.refundedCents])).toEqual([
      ['pi_b', 894, 100, 0],
      ['pi_a', 1000, 0, 994],
    ]);
  });

  it('leaves out an old card word that was given back the same day', () => {
    const pos = posCardDay(
      [entry(OLD_CARD, 7, 'payment', 'card', 1200), entry(OLD_CARD, 7, 'refund', 'card', -1200)],
      [],
      [],
    );
    expect(pos.outside).toEqual([]);
  });
});

describe('compareCardDay', () => {
  it('matches a day whose card payments, tips and online payments are Stripe’s', () => {
    const check = compareCardDay(posCardDay(entries, parts, online), stripeOk);
    expect(check).toEqual({
      matched: true,
      stripeCents: 4328,
      posCents: 4328,
      differences: [],
      outside: ['Order #7: $12.00 by card taken outside Zest POS'],
    });
  });

  it('says a charge Stripe took that no order has', () => {
    const check = compareCardDay(posCardDay(entries, parts, online), {
      ...stripeOk,
      charges: [...stripeOk.charges, charge('pi_stranger', 2178)],
    });
    expect(check.matched).toBe(false);
    expect(check.differences).toEqual(['Stripe took $21.78 (pi_stranger) that no order has']);
    expect(check.stripeCents - check.posCents).toBe(2178);
  });

  it('says a payment the books have that Stripe does not', () => {
    const check = compareCardDay(posCardDay(entries, parts, online), { charges: [stripeOk.charges[1]!], refunds: [] });
    expect(check.differences).toEqual([
      'Order #12: paid $18.94 and a $2.84 tip by card, Stripe has no such charge (pi_reader)',
    ]);
  });

  it('says an amount or a tip that differs', () => {
    const check = compareCardDay(posCardDay(entries, parts, online), {
      charges: [charge('pi_reader', 2278, 384), charge('pi_online', 2100, null)],
      refunds: [],
    });
    expect(check.differences).toEqual([
      'Order #12: a tip of $2.84 by card (pi_reader), Stripe has a tip of $3.84',
      'Order #13: paid $21.50 by card (pi_online), Stripe took $21.00',
    ]);
    const paid = compareCardDay(posCardDay(entries, parts, online), {
      charges: [charge('pi_reader', 2078, 284), stripeOk.charges[1]!],
      refunds: [],
    });
    expect(paid.differences).toEqual(['Order #12: paid $18.94 by card (pi_reader), Stripe took $17.94 for it']);
  });

  it('says each refund one side lacks, or whose amount differs', () => {
    const refunded = [...entries, entry(ONLINE, 13, 'refund', 'online', -2150)];
    expect(compareCardDay(posCardDay(refunded, parts, online), stripeOk).differences).toEqual([
      'Order #13: refunded $21.50 to the card, Stripe has no such refund (pi_online)',
    ]);
    const stripeBack: StripeDay = {
      ...stripeOk,
      refunds: [{ id: 're_1', charge: 'ch_pi_reader', paymentIntent: null, amountCents: 500 }],
    };
    expect(compareCardDay(posCardDay(entries, parts, online), stripeBack).differences).toEqual([
      'Order #12: Stripe gave back $5.00 (pi_reader), the books have no such refund',
    ]);
    const both = compareCardDay(posCardDay([...entries, entry(ORDER_12, 12, 'refund', 'card', -400)], parts, online), {
      ...stripeBack,
    });
    expect(both.differences).toEqual(['Order #12: refunded $4.00 to the card (pi_reader), Stripe gave back $5.00']);
    expect(
      compareCardDay(posCardDay(entries, parts, online), {
        ...stripeOk,
        refunds: [{ id: 're_2', charge: null, paymentIntent: 'pi_elsewhere', amountCents: 300 }],
      }).differences,
    ).toEqual(["Stripe gave back $3.00 (pi_elsewhere) that no order's refund has"]);
  });

  it('matches a refund of an earlier day’s payment by its PaymentIntent', () => {
    const pos = posCardDay([entry(ONLINE, 13, 'refund', 'online', -2150)], [], online);
    const check = compareCardDay(pos, {
      charges: [],
      refunds: [{ id: 're_3', charge: 'ch_old', paymentIntent: 'pi_online', amountCents: 2150 }],
    });
    expect(check).toMatchObject({ matched: true, stripeCents: -2150, posCents: -2150 });
  });

  it('never counts a card taken outside Zest POS as a difference', () => {
    const check = compareCardDay(posCardDay([entry(OLD_CARD, 7, 'payment', 'card', 1200)], [], []), {
      charges: [],
      refunds: [],
    });
    expect(check).toEqual({
      matched: true,
      stripeCents: 0,
      posCents: 0,
      differences: [],
      outside: ['Order #7: $12.00 by card taken outside Zest POS'],
    });
  });
});
