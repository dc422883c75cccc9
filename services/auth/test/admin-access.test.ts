import { PRICES } from '../../billing/test/stripe-events';
import { api, clientIp, graphql, newAccount, serviceUrl, type TestAccount } from '../../../tools/test/support';
import { newAdmin } from './admin-account';
import { newTenant, type Tenant } from '../../../tools/test/tenants';

/**
 * Every place an admin gets past "only your own" (kit/access/access.ts rules with
 * `adminReadsAny`: account.read, billing.read, restaurant.list,
 * restaurant.read): the admin reads another owner's account, subscription,
 * restaurant list and restaurant, and changes, opens or pays for nothing of
 * theirs, even knowing their password and PINs. A plain owner asking the
 * same reads is refused, so the reads pass because of the role.
 */
let other: Tenant;
let customerId: string;
let adminAccount: TestAccount;
let stranger: TestAccount;

beforeAll(async () => {
  [other, adminAccount, stranger] = await Promise.all([newTenant('other'), newAdmin(), newAccount('stranger')]);
  // A checkout makes the other owner a billing customer: the admin will see its id.
  const started = await api('POST', '/api/stripe/create-checkout-session', {
    token: other.owner.token,
    body: { userId: other.owner.id, priceId: PRICES.starter },
  });
  expect(started.status).toBe(200);
  const own = await api<{ stripe_customer_id: string }>('GET', `/api/stripe/getSubscriptionsByUser/${other.owner.id}`, {
    token: other.owner.token,
  });
  customerId = own.body.stripe_customer_id;
  expect(customerId).toMatch(/^cus_/);
}, 60_000);

const asAdmin = () => ({ token: adminAccount.token });
const asStranger = () => ({ token: stranger.token });

describe('an admin reads what belongs to another owner', () => {
  it('their account (user by id, account.read)', async () => {
    const query = `query { user(id: "${other.owner.id}") { id email fullname role } }`;
    expect((await graphql(query, {}, asAdmin())).data).toEqual({
      user: { id: other.owner.id, email: other.owner.email, fullname: other.owner.fullName, role: 'owner' },
    });
    const refused = await graphql(query, {}, asStranger());
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('their subscription, as they see it (billing.read)', async () => {
    const path = `/api/stripe/getSubscriptionsByUser/${other.owner.id}`;
    const theirs = await api('GET', path, { token: other.owner.token });
    const seen = await api('GET', path, asAdmin());
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual(theirs.body);
    expect(seen.body.stripe_customer_id).toBe(customerId);
    expect((await api('GET', path, asStranger())).status).toBe(403);
  });

  it('their restaurant list, as they see it (restaurant.list)', async () => {
    const path = `/api/restaurant/getAllRestaurants/${other.owner.id}`;
    const theirs = await api<{ id: string }[]>('GET', path, { token: other.owner.token });
    const seen = await api<{ id: string }[]>('GET', path, asAdmin());
    expect(seen.status).toBe(200);
    expect(seen.body.map((r) => r.id)).toEqual([other.restaurantId]);
    expect(seen.body).toEqual(theirs.body);
    expect((await api('GET', path, asStranger())).status).toBe(403);
  });

  it('one of their restaurants, by REST and GraphQL (restaurant.read)', async () => {
    const path = `/api/restaurant/getRestaurantById/${other.restaurantId}/${other.owner.id}`;
    const seen = await api<{ id: string }>('GET', path, asAdmin());
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual((await api('GET', path, { token: other.owner.token })).body);
    expect((await api('GET', path, asStranger())).status).toBe(404);

    const query = `query { restaurant(id: "${other.restaurantId}") { id ownerId name } }`;
    expect((await graphql(query, {}, asAdmin())).data).toEqual({
      restaurant: { id: other.restaurantId, ownerId: other.owner.id, name: 'Tony’s Pizzeria' },
    });
    expect((await graphql(query, {}, asStranger())).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('their account and restaurant as entity references at the auth subgraph', async () => {
    const query = `query($r: [_Any!]!) { _entities(representations: $r) { ... on User { email } ... on Restaurant { name } } }`;
    const r = [
      { __typename: 'User', id: other.owner.id },
      { __typename: 'Restaurant', id: other.restaurantId },
    ];
    const url = `${serviceUrl('auth')}/graphql`;
    expect((await graphql(query, { r }, { ...asAdmin(), url })).data).toEqual({
      _entities: [{ email: other.owner.email }, { name: 'Tony’s Pizzeria' }],
    });
    expect((await graphql(query, { r }, { ...asStranger(), url })).data).toEqual({ _entities: [null, null] });
  });

  it('but not their menu: reading a restaurant opens nothing inside it', async () => {
    const menu = await graphql(
      `query { restaurant(id: "${other.restaurantId}") { id menu { categories { id } } } }`,
      {},
      asAdmin(),
    );
    expect(menu.data?.restaurant ?? null).toBeNull();
    expect(menu.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await api('GET', `/api/menu/${other.restaurantId}`, asAdmin())).status).toBe(404);
  });
});

describe("an admin changes, opens and pays for nothing of another owner's", () => {
  it('their account', async () => {
    const res = await api('PUT', `/api/auth/updateUsers/${other.owner.id}`, {
      ...asAdmin(),
      body: { fullname: 'Taken Over', email: other.owner.email, password: '' },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You can only change your own account.');
    const theirs = await api<{ user: { fullname: string } }>('GET', '/api/auth/me', { token: other.owner.token });
    expect(theirs.body.user.fullname).toBe(other.owner.fullName);
  });

  it('a restaurant for them, or edits, deletes and opens of theirs (even with their password and PINs)', async () => {
    const created = await api('POST', `/api/restaurant/createRestaurants/${other.owner.id}`, {
      ...asAdmin(),
      body: {
        name: 'Planted',
        security_pin: '9999',
        tax_percentage: '8',
        delivery_charge: '2',
        full_address: '1 Elsewhere',
        phone_number: '555-000-0000',
      },
    });
    expect(created.status).toBe(403);
    expect(created.body.message).toBe('You can only create restaurants for your own account.');

    const updated = await api('PUT', `/api/restaurant/updateRestaurant/${other.restaurantId}/${other.owner.id}`, {
      ...asAdmin(),
      body: { password: other.owner.password, name: 'Renamed' },
    });
    expect(updated.status).toBe(404);
    const deleted = await api('DELETE', `/api/restaurant/deleteRestaurant/${other.restaurantId}/${other.owner.id}`, {
      ...asAdmin(),
      body: { security_pin: other.securityPin },
      ip: clientIp(),
    });
    expect(deleted.status).toBe(404);
    for (const [path, body] of [
      [`/api/restaurant/openRestaurant/${other.restaurantId}`, { security_pin: other.securityPin }],
      [`/api/restaurant/cashierScreen/${other.restaurantId}`, { pin: '1111' }],
      [`/api/restaurant/driverScreen/${other.restaurantId}`, { pin: '2222' }],
    ] as const) {
      expect((await api('POST', path, { ...asAdmin(), body, ip: clientIp() })).status).toBe(404);
    }

    const theirs = await api<{ id: string; name: string }[]>(
      'GET',
      `/api/restaurant/getAllRestaurants/${other.owner.id}`,
      { token: other.owner.token },
    );
    expect(theirs.body.map((r) => [r.id, r.name])).toEqual([[other.restaurantId, 'Tony’s Pizzeria']]);
  });

  it('their staff', async () => {
    const restaurant = other.restaurantId;
    const tries = [
      api('GET', `/api/employee/restaurant/AllEmployees/${restaurant}`, asAdmin()),
      api('GET', `/api/employee/restaurant/employeeProfile/${other.cashierId}`, asAdmin()),
      api('POST', '/api/employee/createEmpolyeeProfile', {
        ...asAdmin(),
        body: {
          security_pin: other.securityPin,
          pin: '3333',
          name: 'Mole',
          role: 'cashier',
          restaurant_id: restaurant,
        },
        ip: clientIp(),
      }),
      api('PUT', `/api/employee/updateEmployeeProfile/${other.cashierId}`, { ...asAdmin(), body: { name: 'Renamed' } }),
      api('DELETE', `/api/employee/deleteEmployee/${other.driverId}`, asAdmin()),
    ];
    expect((await Promise.all(tries)).map((r) => r.status)).toEqual([404, 404, 404, 404, 404]);
    const staff = await api<{ name: string }[]>('GET', `/api/employee/restaurant/AllEmployees/${restaurant}`, {
      token: other.owner.token,
    });
    expect(staff.body.map((e) => e.name).sort()).toEqual(['Carla', 'Dan']);
  });

  it('their menu', async () => {
    const res = await api('POST', '/api/product/createCategoryHandler', {
      ...asAdmin(),
      body: { name: 'Planted', restaurant_id: other.restaurantId },
    });
    expect(res.status).toBe(404);
    const menu = await api<{ categories?: unknown[] }>('GET', `/api/menu/${other.restaurantId}`, {
      token: other.owner.token,
    });
    expect(JSON.stringify(menu.body)).not.toContain('Planted');
  });

  it('a checkout or the billing portal in their name', async () => {
    const checkout = await api('POST', '/api/stripe/create-checkout-session', {
      ...asAdmin(),
      body: { userId: other.owner.id, priceId: PRICES.starter },
    });
    expect(checkout.status).toBe(403);
    expect(checkout.body.message).toBe('You can only manage your own billing.');
    // The customer id the admin could read is no key to the portal.
    const portal = await api('POST', '/api/stripe/create-portal-session', { ...asAdmin(), body: { customerId } });
    expect(portal.status).toBe(403);
    expect(portal.body.message).toBe('You can only manage your own billing.');
  });
});
