import { api, clientIp, graphql } from '../../../tools/test/support';
import { DEMO_RESTAURANT } from '../../../tools/stack/seed-demo';
import { demoRestaurant, grantPlan, newTenant, type Tenant } from '../../../tools/test/tenants';

/**
 * Every road to a restaurant session asks the owner's plan the same way
 * (docs/product.md#gating): opening the restaurant, the cashier and driver
 * screens, and confirming the security PIN at the terminal, also as the
 * step-up a cash-out takes. A lapsed owner, or one over the allowance, gets
 * 402 and the same message on each, before any PIN is tried; the demo
 * account is exempt.
 */
const PAY_TO_OPEN = { success: false, message: 'Please delete the extra restaurants or pay the monthly payment' };

type Road = [name: string, ask: () => Promise<{ status: number; body: unknown }>];

/** Each road a session is issued on, with the PIN that would open it. */
function roads(t: Tenant, pin: (right: string) => string = (right) => right): Road[] {
  const post = (path: string, token: string, body: Record<string, string>) =>
    api('POST', path, { token, body, ip: clientIp() });
  const r = t.restaurantId;
  // What a terminal asks the PIN for: cashing out the restaurant's driver.
  const cashout = { action: 'drivers.cashout', driver_id: t.driverId };
  return [
    [
      'open the restaurant',
      () => post(`/api/restaurant/openRestaurant/${r}`, t.owner.token, { security_pin: pin(t.securityPin) }),
    ],
    [
      'cashier screen, cashier PIN',
      () => post(`/api/restaurant/cashierScreen/${r}`, t.owner.token, { pin: pin('1111') }),
    ],
    [
      'cashier screen, security PIN',
      () => post(`/api/restaurant/cashierScreen/${r}`, t.owner.token, { pin: pin(t.securityPin) }),
    ],
    ['driver screen, driver PIN', () => post(`/api/restaurant/driverScreen/${r}`, t.owner.token, { pin: pin('2222') })],
    [
      'driver screen, security PIN',
      () => post(`/api/restaurant/driverScreen/${r}`, t.owner.token, { pin: pin(t.securityPin) }),
    ],
    [
      'confirm the PIN at the cashier screen',
      () =>
        post(`/api/restaurant/confirmSecurityPin/${r}`, t.cashier, { security_pin: pin(t.securityPin), ...cashout }),
    ],
    [
      'confirm the PIN at the driver screen',
      () => post(`/api/restaurant/confirmSecurityPin/${r}`, t.driver, { security_pin: pin(t.securityPin), ...cashout }),
    ],
    [
      'confirm the PIN as the owner',
      () =>
        post(`/api/restaurant/confirmSecurityPin/${r}`, t.owner.token, {
          security_pin: pin(t.securityPin),
          ...cashout,
        }),
    ],
    [
      'confirm the PIN through GraphQL',
      async () => {
        const res = await graphql(
          'mutation($r: ID!, $p: String!, $a: ApprovalInput!) { confirmSecurityPin(restaurantId: $r, securityPin: $p, action: $a) { token } }',
          { r, p: pin(t.securityPin), a: { action: 'drivers.cashout', driverId: t.driverId } },
          { token: t.cashier, ip: clientIp() },
        );
        const failure = res.errors?.[0];
        return failure
          ? {
              status: failure.extensions?.code === 'PAYMENT_REQUIRED' ? 402 : 0,
              body: { success: false, message: failure.message },
            }
          : { status: 200, body: res.data };
      },
    ],
    [
      'a cash-out confirmed with the security PIN',
      () =>
        post('/api/driver_orders/createDriverCashout', t.driver, {
          driver_id: t.driverId,
          amount: '0.01',
          security_pin: pin(t.securityPin),
        }),
    ],
  ];
}

const outcomes = async (list: Road[]) => {
  const seen: [string, number, unknown][] = [];
  for (const [name, ask] of list) {
    const res = await ask();
    seen.push([name, res.status, res.status === 402 ? res.body : null]);
  }
  return seen;
};

describe('one plan gate for every restaurant session', () => {
  it('refuses a lapsed owner a session on every road with 402 and the same message, and lets them back in once paid', async () => {
    const t = await newTenant('lapsed');
    await grantPlan(t.owner, 3, 'canceled');
    const lapsed = roads(t);
    expect(await outcomes(lapsed)).toEqual(lapsed.map(([name]) => [name, 402, PAY_TO_OPEN]));
    // The plan is asked first: a wrong PIN is not even tried, so nothing is counted against the restaurant.
    const guessed = roads(t, () => '9090');
    expect(await outcomes(guessed)).toEqual(guessed.map(([name]) => [name, 402, PAY_TO_OPEN]));

    await grantPlan(t.owner, 3, 'active');
    const paid = await outcomes(roads(t));
    // Every session opens again; the cash-out then answers for itself (this driver owes nothing).
    const sessions = paid.slice(0, -1);
    expect(sessions).toEqual(sessions.map(([name]) => [name, 200, null]));
    expect(paid.at(-1)?.[1]).not.toBe(402);
  });

  it('refuses an owner over the allowance (a downgrade) the same way', async () => {
    const t = await newTenant('downgraded');
    const second = await api('POST', `/api/restaurant/createRestaurants/${t.owner.id}`, {
      token: t.owner.token,
      body: {
        name: 'Second kitchen',
        security_pin: '5678',
        tax_percentage: '8',
        delivery_charge: '2.00',
        full_address: '1 Side St',
        phone_number: '555-010-3000',
      },
    });
    expect(second.status).toBe(201);
    await grantPlan(t.owner, 1, 'active');
    const over = roads(t);
    expect(await outcomes(over)).toEqual(over.map(([name]) => [name, 402, PAY_TO_OPEN]));
  });

  it('exempts the demo account, which has no plan', async () => {
    const { demo, restaurantId: r } = await demoRestaurant();
    const open = (path: string, body: Record<string, string>, token = demo.token) =>
      api<{ token: string }>('POST', path, { token, body, ip: clientIp() });
    const manager = await open(`/api/restaurant/openRestaurant/${r}`, { security_pin: DEMO_RESTAURANT.securityPin });
    expect(manager.status).toBe(200);
    expect((await open(`/api/restaurant/cashierScreen/${r}`, { pin: DEMO_RESTAURANT.securityPin })).status).toBe(200);
    expect((await open(`/api/restaurant/driverScreen/${r}`, { pin: DEMO_RESTAURANT.securityPin })).status).toBe(200);
    const confirmed = await open(
      `/api/restaurant/confirmSecurityPin/${r}`,
      {
        security_pin: DEMO_RESTAURANT.securityPin,
        action: 'order.delete',
        order_id: '00000000-0000-4000-8000-0000000000aa',
      },
      manager.body.token,
    );
    expect(confirmed.status).toBe(200);
  });
});
