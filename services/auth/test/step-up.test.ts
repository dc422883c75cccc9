import { startOrder } from '../../orders/test/helpers';
import { api, clientIp, graphql } from '../../../tools/test/support';
import { approval, newTenant, scopedSession, type Tenant } from '../../../tools/test/tenants';

/**
 * The security PIN confirmed at a terminal for one action that needs a
 * manager (docs/decisions/0049-approvals.md): an approval, a short manager
 * session bound to that action and its subject, counted and throttled like
 * every security-PIN try (docs/product.md#pin-throttling), and ended as soon
 * as the employee who asked for it is removed or changed.
 */
let t: Tenant;
let other: Tenant;

beforeAll(async () => {
  [t, other] = await Promise.all([newTenant('step-up'), newTenant('step-up-other')]);
});

/** The PIN for one action: here, unless told otherwise, cashing out the restaurant's driver. */
const confirm = (token: string | undefined, pin: string, action?: Record<string, string>, ip = clientIp()) =>
  api<{ token: string; role: string; employee_id: string | null; expires_at: string; name: string; message?: string }>(
    'POST',
    `/api/restaurant/confirmSecurityPin/${t.restaurantId}`,
    { token, body: { security_pin: pin, ...(action ?? { action: 'drivers.cashout', driver_id: t.driverId }) }, ip },
  );

describe('confirming the security PIN', () => {
  it('answers an approval of a few minutes to whoever is at the terminal, or the owner', async () => {
    for (const token of [t.cashier, t.driver, t.manager, t.owner.token]) {
      const res = await confirm(token, t.securityPin);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ role: 'manager', employee_id: null, name: t.owner.fullName });
      const minutes = (Date.parse(res.body.expires_at) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(4);
      expect(minutes).toBeLessThanOrEqual(5);
    }
    const gql = await graphql<{ confirmSecurityPin: { role: string } }>(
      'mutation($r: ID!, $p: String!, $a: ApprovalInput!) { confirmSecurityPin(restaurantId: $r, securityPin: $p, action: $a) { role } }',
      { r: t.restaurantId, p: t.securityPin, a: { action: 'drivers.float', driverId: t.driverId } },
      { token: t.cashier, ip: clientIp() },
    );
    expect(gql.data?.confirmSecurityPin.role).toBe('manager');
  });

  it('asks what the PIN approves: no action, an unknown one, or one without its subject is a 400', async () => {
    const names = 'Name the one action the security PIN approves: ';
    const refused = [
      [{ action: '' }, names],
      [{ action: 'order.settings', order_id: t.driverId }, names],
      [{ action: 'order.void' }, 'An approval for voiding one order names the order.'],
      [{ action: 'order.delete', order_id: 'twelve' }, 'An approval names its order, line, driver or drawer by id.'],
      [
        { action: 'drivers.cashout', driver_id: t.driverId, line_id: t.driverId },
        'An approval for cashing out one driver names the driver only.',
      ],
    ] as const;
    for (const [body, message] of refused) {
      const res = await confirm(t.cashier, t.securityPin, body);
      expect([body, res.status, res.body.message]).toEqual([body, 400, expect.stringContaining(message)]);
    }
    const withoutAction = await api('POST', `/api/restaurant/confirmSecurityPin/${t.restaurantId}`, {
      token: t.cashier,
      body: { security_pin: t.securityPin },
      ip: clientIp(),
    });
    expect(withoutAction).toMatchObject({ status: 400, body: { message: expect.stringContaining(names) } });
    const unknown = await graphql(
      'mutation($r: ID!, $p: String!) { confirmSecurityPin(restaurantId: $r, securityPin: $p, action: { action: "staff.manage" }) { role } }',
      { r: t.restaurantId, p: t.securityPin },
      { token: t.cashier, ip: clientIp() },
    );
    expect(unknown.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it("says 'Incorrect PIN.' to a wrong PIN, and counts it with the other security-PIN tries", async () => {
    const ip = clientIp();
    for (let i = 0; i < 3; i++) {
      expect(await confirm(t.cashier, '9999', undefined, ip)).toMatchObject({
        status: 403,
        body: { message: 'Incorrect PIN.' },
      });
    }
    const throttled = await confirm(t.cashier, t.securityPin, undefined, ip);
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

describe('an approval and the employee who asked for it', () => {
  const ended = 'This approval ended: the employee who asked for it was removed, or their PIN or role changed.';

  /** A new cashier of the restaurant and the cashier screen their PIN opens. */
  async function cashier(name: string, pin: string) {
    const hired = await api<{ id: string }>('POST', '/api/employee/createEmpolyeeProfile', {
      token: t.owner.token,
      body: { security_pin: t.securityPin, pin, name, role: 'cashier', restaurant_id: t.restaurantId },
      ip: clientIp(),
    });
    expect(hired.status).toBe(201);
    const session = await scopedSession(`/api/restaurant/cashierScreen/${t.restaurantId}`, t.owner.token, { pin });
    return { id: hired.body.id, session };
  }

  /** An order the cashier started, and an approval to delete it asked for at `asker`'s screen. */
  async function deletion(asker: string) {
    const order = await startOrder(t.cashier, t.restaurantId);
    return { order, approved: await approval(t, asker, { action: 'order.delete', order_id: order.id }) };
  }

  const remove = (orderId: string, token: string) => api('DELETE', `/api/order/deleteOrder/${orderId}`, { token });

  it('ends as soon as their PIN changes, or they are removed', async () => {
    const sam = await cashier('Sam', '5151');
    const samAsked = await deletion(sam.session);
    const changed = await api('PUT', `/api/employee/updateEmployeeProfile/${sam.id}`, {
      token: t.owner.token,
      body: { name: 'Sam', pin: '5353', role: 'cashier' },
    });
    expect(changed.status).toBe(200);
    expect(await remove(samAsked.order.id, samAsked.approved)).toMatchObject({ status: 401, body: { message: ended } });

    const ria = await cashier('Ria', '5252');
    const riaAsked = await deletion(ria.session);
    expect((await api('DELETE', `/api/employee/deleteEmployee/${ria.id}`, { token: t.owner.token })).status).toBe(200);
    expect(await remove(riaAsked.order.id, riaAsked.approved)).toMatchObject({ status: 401, body: { message: ended } });
    const viaGraphQL = await graphql(
      'mutation($id: ID!) { deleteOrder(id: $id) { success } }',
      { id: riaAsked.order.id },
      { token: riaAsked.approved },
    );
    expect(viaGraphQL.errors?.[0]).toMatchObject({ message: ended, extensions: { code: 'UNAUTHENTICATED' } });

    // Carla, unchanged: her approval does what it was asked for.
    const carlaAsked = await deletion(t.cashier);
    expect((await remove(carlaAsked.order.id, carlaAsked.approved)).status).toBe(200);
  });

  it('keeps the asker when asked again from an approval: still theirs, still ended with them', async () => {
    const tia = await cashier('Tia', '5454');
    const order = await startOrder(t.cashier, t.restaurantId);
    const first = await approval(t, tia.session, { action: 'order.void', order_id: order.id });
    const second = await approval(t, first, { action: 'order.delete', order_id: order.id });
    expect((await api('DELETE', `/api/employee/deleteEmployee/${tia.id}`, { token: t.owner.token })).status).toBe(200);
    expect(await remove(order.id, second)).toMatchObject({ status: 401, body: { message: ended } });
  });
});
