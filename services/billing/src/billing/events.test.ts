import { describeEvent, entitlementOf, type StripeEventJob } from './events';
import { PlanCatalog } from './plans';

const catalog = new PlanCatalog({ starter: 'p_s', regular: 'p_r', extreme: 'p_x', enterprise: 'p_e' });
const USER = '0b7e1c9e-5d1f-4a53-9d55-6f0f3b0c8a11';

const sub = (type: string, created: number, price: string, status = 'active'): StripeEventJob => ({
  id: `evt_${type}_${created}`,
  type,
  created,
  data: {
    object: {
      id: 'sub_1',
      customer: 'cus_1',
      status,
      metadata: { userId: USER },
      items: { data: [{ price: { id: price }, current_period_end: 1_900_000_000 }] },
    },
  },
});

describe('describeEvent', () => {
  it('reads plan, allowance, period end and the owner from a subscription event', () => {
    const change = describeEvent(sub('customer.subscription.updated', 1_800_000_000, 'p_e'), catalog)!;
    expect(change).toMatchObject({ subscriptionId: 'sub_1', customerId: 'cus_1', userId: USER });
    expect(change.state).toEqual({
      kind: 'full',
      value: {
        status: 'active',
        priceId: 'p_e',
        planId: 'enterprise',
        allowance: null,
        currentPeriodEnd: new Date(1_900_000_000_000),
        cancelAtPeriodEnd: false,
      },
    });
  });

  it('orders events of the same second: checkout < created < updated < deleted', () => {
    const t = 1_800_000_000;
    const checkout = describeEvent(
      {
        id: 'evt_c',
        type: 'checkout.session.completed',
        created: t,
        data: {
          object: {
            mode: 'subscription',
            customer: 'cus_1',
            subscription: 'sub_1',
            client_reference_id: USER,
            payment_status: 'paid',
            metadata: { planId: 'starter' },
          },
        },
      },
      catalog,
    )!;
    const versions = [
      checkout,
      describeEvent(sub('customer.subscription.created', t, 'p_s'), catalog)!,
      describeEvent(sub('customer.subscription.updated', t, 'p_r'), catalog)!,
      describeEvent(sub('customer.subscription.deleted', t, 'p_r'), catalog)!,
    ].map((c) => c.version);
    expect([...versions].sort((a, b) => a - b)).toEqual(versions);
    expect(new Set(versions).size).toBe(4);
    // A later second always wins over any rank.
    expect(describeEvent(sub('customer.subscription.created', t + 1, 'p_s'), catalog)!.version).toBeGreaterThan(
      versions[3]!,
    );
  });

  it('grants nothing for a price it does not sell, and ignores events it does not handle', () => {
    const change = describeEvent(sub('customer.subscription.created', 1, 'price_unknown'), catalog)!;
    expect(change.state).toMatchObject({ kind: 'full', value: { planId: null, allowance: 0 } });
    expect(describeEvent({ ...sub('customer.created', 1, 'p_s') }, catalog)).toBeNull();
  });

  it('refuses a subscription event without the fields it needs', () => {
    expect(() =>
      describeEvent({ id: 'e', type: 'customer.subscription.updated', created: 1, data: { object: {} } }, catalog),
    ).toThrow();
  });
});

describe('entitlementOf', () => {
  const row = (id: string, status: string, planId: string | null, allowance: number | null, stateVersion: number) => ({
    stripeSubscriptionId: id,
    status,
    planId,
    priceId: null,
    allowance,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    stateVersion,
  });

  it('is none without subscriptions', () => {
    expect(entitlementOf([])).toMatchObject({ status: 'none', planId: null, allowance: 0 });
  });

  it('takes the live subscription over a newer canceled one', () => {
    const e = entitlementOf([row('old', 'canceled', 'extreme', 3, 900), row('new', 'active', 'starter', 1, 500)]);
    expect(e).toMatchObject({ status: 'active', planId: 'starter', allowance: 1, stripeSubscriptionId: 'new' });
  });
});

describe('PlanCatalog', () => {
  it('answers the plans of docs/product.md#plans and refuses an unknown price id with a 400', () => {
    expect(catalog.plans.map((p) => [p.id, p.priceCents, p.restaurants])).toEqual([
      ['demo', 0, 1],
      ['starter', 7_000, 1],
      ['regular', 12_000, 2],
      ['extreme', 16_000, 3],
      ['enterprise', 25_000, null],
    ]);
    expect(() => catalog.forCheckout('price_nope')).toThrow(/Unknown price id "price_nope"/);
  });
});
