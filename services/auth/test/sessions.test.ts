import { SESSION_ENDED } from '@zest/kit';
import {
  api,
  clientIp,
  graphql,
  newAccount,
  serviceUrl,
  waitForMail,
  type TestAccount,
} from '../../../tools/test/support';
import { newTenant, scopedSession, type Tenant } from '../../../tools/test/tenants';

/**
 * Sessions end when access ends: the very next request with an ended
 * session is refused (401, with the reason) at the gateway's REST and
 * GraphQL and by every subgraph called directly, while the sessions the
 * change did not concern go on.
 */
type Probe = { where: string; status: number; code?: string; message?: string };

/** The same session asked everywhere: the REST path, the gateway, and each subgraph directly. */
async function probe(
  token: string,
  id: string,
  rest: string,
  gatewayQuery: string,
  authQuery = gatewayQuery,
): Promise<Probe[]> {
  const answer = await api('GET', rest, { token });
  const direct = (name: string, query: string) => graphql(query, { id }, { token, url: `${serviceUrl(name)}/graphql` });
  const answers = await Promise.all([
    graphql(gatewayQuery, { id }, { token }),
    direct('auth', authQuery),
    direct('billing', 'query($id: ID!) { subscription(userId: $id) { status } }'),
    direct('menu', 'query($id: ID!) { categories(restaurantId: $id) { id } }'),
  ]);
  return [
    { where: 'REST', status: answer.status, message: answer.body.message as string | undefined },
    ...answers.map((g, i) => ({
      where: ['gateway GraphQL', 'auth', 'billing', 'menu'][i]!,
      status: g.status,
      code: g.errors?.[0]?.extensions?.code,
      message: g.errors?.[0]?.message,
    })),
  ];
}

const probeAccount = (token: string, userId: string) =>
  probe(token, userId, '/api/auth/me', '{ me { id } }', 'query($id: ID!) { user(id: $id) { id } }');

const probeRestaurantSession = (token: string, restaurantId: string) =>
  probe(
    token,
    restaurantId,
    `/api/toppingAndSides/get_sides/${restaurantId}`,
    'query($id: ID!) { restaurant(id: $id) { id } }',
  );

/** Refused everywhere with this reason. */
function expectEnded(probes: Probe[], message: string) {
  for (const p of probes) {
    if (p.where === 'REST')
      expect({ where: p.where, status: p.status, message: p.message }).toEqual({
        where: 'REST',
        status: 401,
        message,
      });
    else
      expect({ where: p.where, code: p.code, message: p.message }).toEqual({
        where: p.where,
        code: 'UNAUTHENTICATED',
        message,
      });
  }
}

/** Not refused for who it is (a 403/404 on a field it may not read is fine). */
function expectAlive(probes: Probe[]) {
  for (const p of probes) {
    expect({ where: p.where, refused: p.status === 401 || p.code === 'UNAUTHENTICATED' }).toEqual({
      where: p.where,
      refused: false,
    });
  }
}

async function signInAgain(account: TestAccount, password = account.password): Promise<string> {
  const res = await api<{ token: string }>('POST', '/api/auth/signin', {
    body: { email: account.email, password },
    ip: clientIp(),
  });
  expect(res.status).toBe(200);
  return res.body.token;
}

describe('account sessions', () => {
  it("a password change ends the account's other sessions everywhere; the one that changed it goes on", async () => {
    const account = await newAccount();
    const laptop = account.token;
    const phone = await signInAgain(account);
    expectAlive(await probeAccount(phone, account.id));

    const changed = await api<{ token: string | null }>('PUT', `/api/auth/updateUsers/${account.id}`, {
      token: laptop,
      body: { fullname: account.fullName, email: account.email, password: 'a-brand-new-password' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.token).toEqual(expect.any(String));

    expectEnded(await probeAccount(phone, account.id), SESSION_ENDED.accountChanged);
    expectEnded(await probeAccount(laptop, account.id), SESSION_ENDED.accountChanged);
    expectAlive(await probeAccount(changed.body.token!, account.id));
    // A name change alone ends nothing.
    const renamed = await api<{ token: string | null }>('PUT', `/api/auth/updateUsers/${account.id}`, {
      token: changed.body.token!,
      body: { fullname: 'Renamed', email: account.email },
    });
    expect(renamed.body.token).toBeNull();
    expectAlive(await probeAccount(changed.body.token!, account.id));
  });

  it('a password reset from the e-mail ends every session of the account', async () => {
    const account = await newAccount();
    const other = await signInAgain(account);
    await api('POST', '/api/auth/forgetPassword', { body: { email: account.email }, ip: clientIp() });
    const mail = await waitForMail(account.email, (m) => m.subject === 'Reset your Zest POS password');
    const token = /\?token=([\w-]+)/.exec(mail.text)![1]!;
    const reset = await api('PUT', `/api/auth/updatePassword/${encodeURIComponent(account.email)}`, {
      body: { password: 'reset-to-this-one', token },
    });
    expect(reset.status).toBe(200);
    expectEnded(await probeAccount(account.token, account.id), SESSION_ENDED.accountChanged);
    expectEnded(await probeAccount(other, account.id), SESSION_ENDED.accountChanged);
    expectAlive(await probeAccount(await signInAgain(account, 'reset-to-this-one'), account.id));
  });
});

describe('restaurant sessions', () => {
  let t: Tenant;
  beforeEach(async () => {
    t = await newTenant('sessions');
  });

  it('deleting the restaurant ends its manager, cashier and driver sessions everywhere', async () => {
    for (const token of [t.manager, t.cashier, t.driver])
      expectAlive(await probeRestaurantSession(token, t.restaurantId));
    const deleted = await api('DELETE', `/api/restaurant/deleteRestaurant/${t.restaurantId}/${t.owner.id}`, {
      token: t.owner.token,
      body: { security_pin: t.securityPin },
      ip: clientIp(),
    });
    expect(deleted.status).toBe(200);
    for (const token of [t.manager, t.cashier, t.driver]) {
      expectEnded(await probeRestaurantSession(token, t.restaurantId), SESSION_ENDED.restaurantGone);
    }
    // The owner's account goes on; the restaurant is simply gone.
    expectAlive(await probeAccount(t.owner.token, t.owner.id));
  });

  it("deleting an employee or changing their PIN or role ends that employee's sessions only", async () => {
    const edit = (id: string, body: Record<string, string>) =>
      api('PUT', `/api/employee/updateEmployeeProfile/${id}`, { token: t.owner.token, body });

    // A new name keeps the session; a new PIN ends it.
    expect((await edit(t.cashierId, { name: 'Carla R.' })).status).toBe(200);
    expectAlive(await probeRestaurantSession(t.cashier, t.restaurantId));
    expect((await edit(t.cashierId, { pin: '3333' })).status).toBe(200);
    expectEnded(await probeRestaurantSession(t.cashier, t.restaurantId), SESSION_ENDED.employeeChanged);
    expectAlive(await probeRestaurantSession(t.driver, t.restaurantId));
    expectAlive(await probeRestaurantSession(t.manager, t.restaurantId));
    // The new PIN opens a new session.
    const again = await scopedSession(`/api/restaurant/cashierScreen/${t.restaurantId}`, t.owner.token, {
      pin: '3333',
    });
    expectAlive(await probeRestaurantSession(again, t.restaurantId));

    // A role change ends the driver's session; deleting the cashier ends theirs.
    expect((await edit(t.driverId, { role: 'worker' })).status).toBe(200);
    expectEnded(await probeRestaurantSession(t.driver, t.restaurantId), SESSION_ENDED.employeeChanged);
    const removed = await api('DELETE', `/api/employee/deleteEmployee/${t.cashierId}`, {
      token: t.owner.token,
      body: {},
    });
    expect(removed.status).toBe(200);
    expectEnded(await probeRestaurantSession(again, t.restaurantId), SESSION_ENDED.employeeGone);
    expectAlive(await probeRestaurantSession(t.manager, t.restaurantId));
  });

  it("a new security PIN ends the manager sessions; the staff's own sessions go on", async () => {
    const changed = await api('PUT', `/api/restaurant/updateRestaurant/${t.restaurantId}/${t.owner.id}`, {
      token: t.owner.token,
      body: { password: t.owner.password, security_pin: '9876' },
    });
    expect(changed.status).toBe(200);
    expectEnded(await probeRestaurantSession(t.manager, t.restaurantId), SESSION_ENDED.securityPinChanged);
    expectAlive(await probeRestaurantSession(t.cashier, t.restaurantId));
    expectAlive(await probeRestaurantSession(t.driver, t.restaurantId));
    const reopened = await scopedSession(`/api/restaurant/openRestaurant/${t.restaurantId}`, t.owner.token, {
      security_pin: '9876',
    });
    expectAlive(await probeRestaurantSession(reopened, t.restaurantId));
  });
});
