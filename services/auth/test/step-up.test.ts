import { api, clientIp, graphql } from '../../../tools/test/support';
import { newTenant, type Tenant } from '../../../tools/test/tenants';

/**
 * The security PIN confirmed again for one action that needs a manager (an
 * old order's deletion, a cash-out): a short manager session, counted and
 * throttled like every security-PIN try (docs/product.md#pin-throttling).
 */
let t: Tenant;
let other: Tenant;

beforeAll(async () => {
  [t, other] = await Promise.all([newTenant('step-up'), newTenant('step-up-other')]);
});

const confirm = (token: string | undefined, pin: string, ip = clientIp()) =>
  api<{ token: string; role: string; employee_id: string | null; expires_at: string; name: string }>(
    'POST',
    `/api/restaurant/confirmSecurityPin/${t.restaurantId}`,
    { token, body: { security_pin: pin }, ip },
  );

describe('confirming the security PIN', () => {
  it('answers a manager session of a few minutes to whoever is at the terminal, or the owner', async () => {
    for (const token of [t.cashier, t.driver, t.manager, t.owner.token]) {
      const res = await confirm(token, t.securityPin);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ role: 'manager', employee_id: null, name: t.owner.fullName });
      const minutes = (Date.parse(res.body.expires_at) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(4);
      expect(minutes).toBeLessThanOrEqual(5);
    }
    const gql = await graphql<{ confirmSecurityPin: { role: string } }>(
      'mutation($r: ID!, $p: String!) { confirmSecurityPin(restaurantId: $r, securityPin: $p) { role } }',
      { r: t.restaurantId, p: t.securityPin },
      { token: t.cashier, ip: clientIp() },
    );
    expect(gql.data?.confirmSecurityPin.role).toBe('manager');
  });

  it("says 'Incorrect PIN.' to a wrong PIN, and counts it with the other security-PIN tries", async () => {
    const ip = clientIp();
    for (let i = 0; i < 3; i++) {
      expect(await confirm(t.cashier, '9999', ip)).toMatchObject({ status: 403, body: { message: 'Incorrect PIN.' } });
    }
    const throttled = await confirm(t.cashier, t.securityPin, ip);
    expect(throttled).toMatchObject({ status: 429, body: { message: 'Too many wrong PINs. Try again in 5 seconds.' } });
    expect(throttled.headers.get('retry-after')).toBe('5');
    // The same count as opening the restaurant with it.
    const open = await api('POST', `/api/restaurant/openRestaurant/${t.restaurantId}`, {
      token: t.owner.token,
      body: { security_pin: t.securityPin },
      ip,
    });
    expect(open.status).toBe(429);
  });

  it("is refused for another restaurant's people and without a session", async () => {
    expect((await confirm(other.cashier, t.securityPin)).status).toBe(404);
    expect((await confirm(other.owner.token, t.securityPin)).status).toBe(404);
    expect((await confirm(undefined, t.securityPin)).status).toBe(401);
  });
});
