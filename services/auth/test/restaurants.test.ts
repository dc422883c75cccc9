import { ENTITLEMENTS_QUEUE, entitlementJobId, type EntitlementChanged, queueOptions } from '@zest/kit';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { api, clientIp, graphql, newAccount, type TestAccount } from '../../../tools/test/support';
import { DEMO_RESTAURANT } from '../../../tools/stack/seed-demo';
import { demoRestaurant } from '../../../tools/test/tenants';

/**
 * Restaurants, employees and PIN entry, decided on the server. Plans reach
 * auth as entitlement events on the real queue, as billing sends them.
 */
let redis: Redis;
let entitlements: Queue<EntitlementChanged>;
beforeAll(() => {
  redis = new Redis(process.env.ZEST_TEST_REDIS_URL_SERVER!, { maxRetriesPerRequest: null });
  entitlements = new Queue<EntitlementChanged>(ENTITLEMENTS_QUEUE, queueOptions(ENTITLEMENTS_QUEUE, redis));
});
afterAll(async () => {
  await entitlements.close();
  redis.disconnect();
});

let version = Date.now();
/** Sends a plan change and waits until auth reports it. */
async function grant(owner: TestAccount, status: string, allowance: number | null, at = ++version) {
  const event = { userId: owner.id, status, planId: 'test', allowance, currentPeriodEnd: null, version: at };
  await entitlements.add('entitlement', event, { jobId: entitlementJobId(event) });
  for (let i = 0; i < 100; i++) {
    const a = await api('GET', '/api/restaurant/allowance', { token: owner.token });
    if (a.body.status === status && a.body.number_of_restaurant === allowance) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('entitlement not applied');
}

const restaurantBody = (over: Record<string, unknown> = {}) => ({
  name: 'Tony’s Pizzeria',
  description: 'Wood-fired since 1998',
  security_pin: '4321',
  tax_percentage: '8.875',
  delivery_charge: '3.50',
  full_address: '12 Main St, Springfield',
  phone_number: '555-010-2000',
  ...over,
});

async function createRestaurant(owner: TestAccount, over: Record<string, unknown> = {}) {
  return api<Record<string, string>>('POST', `/api/restaurant/createRestaurants/${owner.id}`, {
    token: owner.token,
    body: restaurantBody(over),
  });
}

async function listRestaurants(owner: TestAccount) {
  return (
    await api<Record<string, unknown>[]>('GET', `/api/restaurant/getAllRestaurants/${owner.id}`, { token: owner.token })
  ).body;
}

describe('plan limits', () => {
  it('refuses without an active plan, allows the Starter one, refuses the second, allows it after an upgrade', async () => {
    const owner = await newAccount();
    const none = await createRestaurant(owner);
    expect(none.status).toBe(402);
    expect(none.body).toEqual({ success: false, message: 'Please go to Dashboard to pay the monthly payment' });

    await grant(owner, 'active', 1);
    const first = await createRestaurant(owner);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      name: 'Tony’s Pizzeria',
      tax_percentage: 8.875,
      delivery_charge: '3.50',
      time_zone: 'America/New_York',
    });
    const second = await createRestaurant(owner, { name: 'Second' });
    expect(second.status).toBe(402);

    const upgradeVersion = ++version;
    await grant(owner, 'active', 2, upgradeVersion);
    expect((await createRestaurant(owner, { name: 'Second' })).status).toBe(201);
    expect((await listRestaurants(owner)).map((r) => r.name)).toEqual(['Tony’s Pizzeria', 'Second']);

    // An older event arriving late changes nothing.
    const stale = {
      userId: owner.id,
      status: 'active',
      planId: 'test',
      allowance: 1,
      currentPeriodEnd: null,
      version: upgradeVersion - 5,
    };
    await entitlements.add('entitlement', stale, { jobId: entitlementJobId(stale) });
    await new Promise((r) => setTimeout(r, 300));
    expect((await api('GET', '/api/restaurant/allowance', { token: owner.token })).body).toMatchObject({
      number_of_restaurant: 2,
    });

    // Cancelled: neither create nor open.
    await grant(owner, 'canceled', 2);
    expect((await createRestaurant(owner, { name: 'Third' })).status).toBe(402);
    const open = await api('POST', `/api/restaurant/openRestaurant/${first.body.id}`, {
      token: owner.token,
      body: { security_pin: '4321' },
    });
    expect(open.status).toBe(402);
    expect(open.body.message).toBe('Please delete the extra restaurants or pay the monthly payment');
  });

  it('lets only one of two simultaneous creates through at the allowance', async () => {
    const owner = await newAccount();
    await grant(owner, 'active', 1);
    const results = await Promise.all([createRestaurant(owner, { name: 'A' }), createRestaurant(owner, { name: 'B' })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 402]);
    expect(await listRestaurants(owner)).toHaveLength(1);
  });

  it('needs no plan for the demo account, which holds one restaurant and cannot delete it', async () => {
    const { demo, restaurantId } = await demoRestaurant();
    const open = await api('POST', `/api/restaurant/openRestaurant/${restaurantId}`, {
      token: demo.token,
      body: { security_pin: DEMO_RESTAURANT.securityPin },
    });
    expect(open.status).toBe(200);
    const second = await createRestaurant(demo as TestAccount, { name: 'Another demo kitchen' });
    expect([second.status, second.body.message]).toEqual([
      403,
      'The demo account holds one restaurant, shared by everyone trying Zest POS: sign up to open your own.',
    ]);
    const deleted = await api('DELETE', `/api/restaurant/deleteRestaurant/${restaurantId}/${demo.id}`, {
      token: demo.token,
      body: { security_pin: DEMO_RESTAURANT.securityPin },
    });
    expect([deleted.status, deleted.body.message]).toEqual([
      403,
      'The demo restaurant is shared by everyone trying Zest POS, so it cannot be deleted.',
    ]);
    expect(await listRestaurants(demo as TestAccount)).toHaveLength(1);
  });
});

describe('restaurant input', () => {
  let owner: TestAccount;
  beforeAll(async () => {
    owner = await newAccount();
    await grant(owner, 'active', null);
  });

  it.each([
    [{ security_pin: '12' }, 'PIN must be 4 to 6 digits.'],
    [{ security_pin: '1234567' }, 'PIN must be 4 to 6 digits.'],
    [{ security_pin: 'abcd' }, 'PIN must be 4 to 6 digits.'],
    [{ name: '' }, 'All fields are required'],
    [{ full_address: '  ' }, 'All fields are required'],
    [{ phone_number: undefined }, 'All fields are required'],
    [{ tax_percentage: '-1' }, 'Tax must be a percentage between 0 and 100.'],
    [{ tax_percentage: 'ten' }, 'Tax must be a percentage between 0 and 100.'],
    [{ delivery_charge: '-2' }, 'Delivery charge must be an amount in dollars, like 3.50.'],
    [{ delivery_charge: '2.505' }, 'Delivery charge must be an amount in dollars, like 3.50.'],
    [{ delivery_charge: 1000.01 }, 'Delivery charge must be an amount in dollars, like 3.50.'],
    [{ delivery_charge: '1000.01' }, 'Delivery charge must be an amount in dollars, like 3.50.'],
    [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters.'],
    [{ time_zone: 'Mars/Olympus' }, 'Time zone must be an IANA zone, like America/New_York.'],
    [{ name: { $ne: null } }, 'All fields are required'],
  ])('refuses %j with "%s" and saves nothing', async (over, message) => {
    const res = await createRestaurant(owner, over);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message });
    expect(await listRestaurants(owner)).toHaveLength(0);
  });

  it('takes the delivery charge over GraphQL in integer cents, up to 100000, and answers it in dollars over REST', async () => {
    const CREATE = `mutation ($input: CreateRestaurantInput!) { createRestaurant(input: $input) { id deliveryChargeCents } }`;
    const UPDATE = `mutation ($id: ID!, $input: UpdateRestaurantInput!) {
      updateRestaurant(id: $id, input: $input) { deliveryChargeCents }
    }`;
    const input = {
      name: 'In cents',
      securityPin: '4321',
      taxPercentage: '8',
      fullAddress: '1 Main St',
      phoneNumber: '2125550135',
    };
    const tooMuch = await graphql(
      CREATE,
      { input: { ...input, deliveryChargeCents: 100_001 } },
      { token: owner.token },
    );
    expect(tooMuch.errors?.[0]?.message).toBe('Delivery charge must be a whole number of cents from 0 to 100000.');
    const created = await graphql<{ createRestaurant: { id: string; deliveryChargeCents: number } }>(
      CREATE,
      { input: { ...input, deliveryChargeCents: 350 } },
      { token: owner.token },
    );
    const id = created.data!.createRestaurant.id;
    expect(created.data!.createRestaurant.deliveryChargeCents).toBe(350);
    const changed = await graphql(
      UPDATE,
      { id, input: { password: owner.password, deliveryChargeCents: 275 } },
      { token: owner.token },
    );
    expect(changed.data).toEqual({ updateRestaurant: { deliveryChargeCents: 275 } });
    const rest = await api('GET', `/api/restaurant/getRestaurantById/${id}/${owner.id}`, { token: owner.token });
    expect(rest.body.delivery_charge).toBe('2.75');
    await api('DELETE', `/api/restaurant/deleteRestaurant/${id}/${owner.id}`, {
      token: owner.token,
      body: { security_pin: '4321' },
    });
  });

  it('edits with the account password; empty fields keep their value; the PIN changes with it', async () => {
    const r = (await createRestaurant(owner, { name: 'Edit me' })).body;
    const path = `/api/restaurant/updateRestaurant/${r.id}/${owner.id}`;
    const noPassword = await api('PUT', path, { token: owner.token, body: { name: 'New' } });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe('Enter your account password to save changes.');
    const wrong = await api('PUT', path, { token: owner.token, body: { password: 'not-mine', name: 'New' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Incorrect password.');

    const edited = await api('PUT', path, {
      token: owner.token,
      body: {
        password: owner.password,
        name: '',
        description: '',
        tax_percentage: '',
        delivery_charge: 4,
        security_pin: '9876',
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Edit me',
      description: 'Wood-fired since 1998',
      tax_percentage: 8.875,
      delivery_charge: '4.00',
    });
    const openOld = await api('POST', `/api/restaurant/openRestaurant/${r.id}`, {
      token: owner.token,
      body: { security_pin: '4321' },
      ip: clientIp(),
    });
    expect(openOld.status).toBe(403);
    const openNew = await api('POST', `/api/restaurant/openRestaurant/${r.id}`, {
      token: owner.token,
      body: { security_pin: '9876' },
      ip: clientIp(),
    });
    expect(openNew.status).toBe(200);
    await api('DELETE', `/api/restaurant/deleteRestaurant/${r.id}/${owner.id}`, {
      token: owner.token,
      body: { security_pin: '9876' },
    });
  });
});

describe('opening and deleting', () => {
  it('opens with the security PIN only, and answers a manager session', async () => {
    const owner = await newAccount();
    await grant(owner, 'active', 1);
    const r = (await createRestaurant(owner)).body;
    const wrong = await api('POST', `/api/restaurant/openRestaurant/${r.id}`, {
      token: owner.token,
      body: { security_pin: '0000' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ success: false, message: 'Incorrect PIN.' });
    const open = await api('POST', `/api/restaurant/openRestaurant/${r.id}`, {
      token: owner.token,
      body: { security_pin: '4321' },
    });
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({
      success: true,
      restaurant_id: r.id,
      role: 'manager',
      employee_id: null,
      name: owner.fullName,
    });
    // The manager session reads its restaurant, and nothing else of the account.
    const session = open.body.token as string;
    expect((await api('GET', `/api/employee/restaurant/AllEmployees/${r.id}`, { token: session })).status).toBe(200);
    expect((await api('GET', '/api/auth/me', { token: session })).status).toBe(403);
  });

  it('deletes with the security PIN only; the restaurant is gone but its allowance slot is free', async () => {
    const owner = await newAccount();
    await grant(owner, 'active', 1);
    const r = (await createRestaurant(owner)).body;
    const path = `/api/restaurant/deleteRestaurant/${r.id}/${owner.id}`;
    const wrong = await api('DELETE', path, { token: owner.token, body: { security_pin: '1111' } });
    expect(wrong.status).toBe(403);
    expect(await listRestaurants(owner)).toHaveLength(1);
    const done = await api('DELETE', path, { token: owner.token, body: { security_pin: '4321' } });
    expect(done.status).toBe(200);
    expect(await listRestaurants(owner)).toHaveLength(0);
    expect(
      (await api('GET', `/api/restaurant/getRestaurantById/${r.id}/${owner.id}`, { token: owner.token })).status,
    ).toBe(404);
    expect(
      (
        await api('POST', `/api/restaurant/openRestaurant/${r.id}`, {
          token: owner.token,
          body: { security_pin: '4321' },
        })
      ).status,
    ).toBe(404);
    expect((await createRestaurant(owner, { name: 'Replacement' })).status).toBe(201);
  });
});

describe('employees and screen entry', () => {
  let owner: TestAccount;
  let r: Record<string, string>;
  beforeAll(async () => {
    owner = await newAccount();
    await grant(owner, 'active', 1);
    r = (await createRestaurant(owner)).body;
  });
  const employee = (over: Record<string, unknown>) =>
    api<Record<string, string>>('POST', '/api/employee/createEmpolyeeProfile', {
      token: owner.token,
      body: { security_pin: '4321', pin: '1111', name: 'Carla', role: 'cashier', restaurant_id: r.id, ...over },
      ip: clientIp(),
    });

  it('creates staff with the security PIN; PINs are unique in the restaurant and never shown', async () => {
    const wrongPin = await employee({ security_pin: '9999' });
    expect(wrongPin.status).toBe(403);
    expect(wrongPin.body.message).toBe('Incorrect Security Restaurant Pin');
    expect((await employee({ pin: '12' })).body.message).toBe('PIN must be 4 to 6 digits.');
    expect((await employee({ name: '' })).body.message).toBe('All fields are required');
    expect((await employee({ role: 'chef' })).body.message).toBe('Role must be cashier, driver or worker.');

    const cashier = await employee({});
    expect(cashier.status).toBe(201);
    expect(cashier.body).toEqual({
      id: expect.any(String),
      restaurant_id: r.id,
      name: 'Carla',
      role: 'cashier',
      pin: '••••',
    });
    expect((await employee({ name: 'Dup', role: 'driver' })).status).toBe(409);
    // The security PIN cannot be someone's own PIN either.
    expect((await employee({ name: 'Sec', pin: '4321' })).status).toBe(409);
    const driver = await employee({ name: 'Dan', pin: '2222', role: 'driver' });
    expect(driver.status).toBe(201);

    const list = await api<Record<string, string>[]>('GET', `/api/employee/restaurant/AllEmployees/${r.id}`, {
      token: owner.token,
    });
    expect(list.body.map((e) => [e.name, e.role, e.pin])).toEqual([
      ['Carla', 'cashier', '••••'],
      ['Dan', 'driver', '••••'],
    ]);
    const profile = await api('GET', `/api/employee/restaurant/employeeProfile/${cashier.body.id}`, {
      token: owner.token,
    });
    expect(profile.body).toMatchObject({ name: 'Carla' });
  });

  it('enters the cashier screen with a cashier PIN or the security PIN, never a driver PIN', async () => {
    const asCashier = await api('POST', `/api/restaurant/cashierScreen/${r.id}`, {
      token: owner.token,
      body: { pin: '1111' },
      ip: clientIp(),
    });
    expect(asCashier.status).toBe(200);
    expect(asCashier.body).toMatchObject({ role: 'cashier', name: 'Carla', restaurant_id: r.id });
    const asManager = await api('POST', `/api/restaurant/cashierScreen/${r.id}`, {
      token: owner.token,
      body: { pin: '4321' },
      ip: clientIp(),
    });
    expect(asManager.body).toMatchObject({ role: 'manager', employee_id: null, name: owner.fullName });
    const driverPin = await api('POST', `/api/restaurant/cashierScreen/${r.id}`, {
      token: owner.token,
      body: { pin: '2222' },
      ip: clientIp(),
    });
    expect(driverPin.status).toBe(403);
    expect(driverPin.body).toEqual({ success: false, message: 'Incorrect PIN' });
    const asDriver = await api('POST', `/api/restaurant/driverScreen/${r.id}`, {
      token: owner.token,
      body: { pin: '2222' },
      ip: clientIp(),
    });
    expect(asDriver.body).toMatchObject({ role: 'driver', name: 'Dan' });

    // A cashier's session reads its own profile, not the staff list, and cannot open the driver screen.
    const cashierToken = asCashier.body.token as string;
    const cashierId = asCashier.body.employee_id as string;
    expect(
      (await api('GET', `/api/employee/restaurant/employeeProfile/${cashierId}`, { token: cashierToken })).body,
    ).toMatchObject({ name: 'Carla' });
    expect((await api('GET', `/api/employee/restaurant/AllEmployees/${r.id}`, { token: cashierToken })).status).toBe(
      403,
    );
    expect(
      (await api('POST', `/api/restaurant/driverScreen/${r.id}`, { token: cashierToken, body: { pin: '2222' } }))
        .status,
    ).toBe(403);
  });

  it('updates and deletes staff; a deleted employee cannot enter', async () => {
    const e = (await employee({ name: 'Walt', pin: '3333', role: 'worker' })).body;
    const updated = await api('PUT', `/api/employee/updateEmployeeProfile/${e.id}`, {
      token: owner.token,
      body: { name: 'Walter', pin: '3434', role: 'cashier' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Walter', role: 'cashier', pin: '••••' });
    expect(
      (await api('PUT', `/api/employee/updateEmployeeProfile/${e.id}`, { token: owner.token, body: { pin: '1111' } }))
        .status,
    ).toBe(409);
    expect(
      (
        await api('POST', `/api/restaurant/cashierScreen/${r.id}`, {
          token: owner.token,
          body: { pin: '3434' },
          ip: clientIp(),
        })
      ).body,
    ).toMatchObject({ name: 'Walter' });
    expect((await api('DELETE', `/api/employee/deleteEmployee/${e.id}`, { token: owner.token, body: {} })).status).toBe(
      200,
    );
    expect(
      (
        await api('POST', `/api/restaurant/cashierScreen/${r.id}`, {
          token: owner.token,
          body: { pin: '3434' },
          ip: clientIp(),
        })
      ).status,
    ).toBe(403);
    expect((await api('GET', `/api/employee/restaurant/employeeProfile/${e.id}`, { token: owner.token })).status).toBe(
      404,
    );
  });
});

describe('tenant isolation', () => {
  it("gives a second owner 403/404 on every route for the first owner's restaurant and staff, and changes nothing", async () => {
    const first = await newAccount('first');
    const second = await newAccount('second');
    await grant(first, 'active', 2);
    await grant(second, 'active', 2);
    const r = (await createRestaurant(first)).body;
    const e = (
      await api<Record<string, string>>('POST', '/api/employee/createEmpolyeeProfile', {
        token: first.token,
        body: { security_pin: '4321', pin: '1111', name: 'Carla', role: 'cashier', restaurant_id: r.id },
      })
    ).body;
    const t = second.token;
    const attempts: [string, string, Record<string, unknown>?][] = [
      ['GET', `/api/restaurant/getAllRestaurants/${first.id}`],
      ['GET', `/api/restaurant/getRestaurantById/${r.id}/${first.id}`],
      ['GET', `/api/restaurant/getRestaurantById/${r.id}/${second.id}`],
      ['POST', `/api/restaurant/createRestaurants/${first.id}`, restaurantBody()],
      ['PUT', `/api/restaurant/updateRestaurant/${r.id}/${second.id}`, { password: second.password, name: 'Mine now' }],
      ['PUT', `/api/restaurant/updateRestaurant/${r.id}/${first.id}`, { password: second.password, name: 'Mine now' }],
      ['DELETE', `/api/restaurant/deleteRestaurant/${r.id}/${second.id}`, { security_pin: '4321' }],
      ['POST', `/api/restaurant/openRestaurant/${r.id}`, { security_pin: '4321' }],
      ['POST', `/api/restaurant/cashierScreen/${r.id}`, { pin: '1111' }],
      ['POST', `/api/restaurant/driverScreen/${r.id}`, { pin: '4321' }],
      ['GET', `/api/employee/restaurant/AllEmployees/${r.id}`],
      ['GET', `/api/employee/restaurant/employeeProfile/${e.id}`],
      [
        'POST',
        '/api/employee/createEmpolyeeProfile',
        { security_pin: '4321', pin: '7777', name: 'Spy', role: 'cashier', restaurant_id: r.id },
      ],
      ['PUT', `/api/employee/updateEmployeeProfile/${e.id}`, { name: 'Hacked' }],
      ['DELETE', `/api/employee/deleteEmployee/${e.id}`, {}],
    ];
    for (const [method, path, body] of attempts) {
      const res = await api(method, path, { token: t, body, ip: clientIp() });
      expect([403, 404]).toContain(res.status);
      expect(JSON.stringify(res.body)).not.toContain('Tony');
    }
    expect(await listRestaurants(first)).toMatchObject([{ id: r.id, name: 'Tony’s Pizzeria' }]);
    const staff = await api<Record<string, string>[]>('GET', `/api/employee/restaurant/AllEmployees/${r.id}`, {
      token: first.token,
    });
    expect(staff.body.map((x) => x.name)).toEqual(['Carla']);
    expect(await listRestaurants(second)).toHaveLength(0);
  });

  it('refuses a malformed id with 404, not a 500', async () => {
    const owner = await newAccount();
    expect(
      (await api('GET', `/api/restaurant/getRestaurantById/not-a-uuid/${owner.id}`, { token: owner.token })).status,
    ).toBe(404);
    expect((await api('GET', '/api/employee/restaurant/employeeProfile/123', { token: owner.token })).status).toBe(404);
  });
});
