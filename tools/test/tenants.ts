import {
  DEMO_ACCOUNT,
  ENTITLEMENTS_QUEUE,
  entitlementJobId,
  ROLES,
  SCREEN_ROLES,
  type EntitlementChanged,
  type ScreenRole,
  queueOptions,
} from '@zest/kit';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { api, clientIp, graphql, newAccount, type TestAccount } from './support';
import { DEMO_RESTAURANT } from '../stack/seed-demo';

/** An owner with an active plan and one restaurant, plus sessions scoped to it. */
export interface Tenant {
  owner: TestAccount;
  restaurantId: string;
  securityPin: string;
  cashierId: string;
  driverId: string;
  manager: string;
  cashier: string;
  driver: string;
}

let version = Date.now();

/**
 * Sends a plan to auth on the real entitlements queue, as billing does, and
 * waits until auth reports it; any other status than active (canceled,
 * past_due, …) is an owner whose plan has lapsed.
 */
export async function grantPlan(owner: TestAccount, allowance: number | null = 3, status = 'active'): Promise<void> {
  const redis = new Redis(process.env.ZEST_TEST_REDIS_URL_SERVER!, { maxRetriesPerRequest: null });
  const queue = new Queue<EntitlementChanged>(ENTITLEMENTS_QUEUE, queueOptions(ENTITLEMENTS_QUEUE, redis));
  try {
    const event = {
      userId: owner.id,
      status,
      planId: 'test',
      allowance,
      currentPeriodEnd: null,
      version: ++version,
    };
    await queue.add('entitlement', event, { jobId: entitlementJobId(event) });
    for (let i = 0; i < 100; i++) {
      const a = await api('GET', '/api/restaurant/allowance', { token: owner.token });
      if (a.body.status === status && a.body.number_of_restaurant === allowance) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('entitlement not applied');
  } finally {
    await queue.close();
    redis.disconnect();
  }
}

/** The shared demo account, signed in: it has no plan, and holds one restaurant. */
export async function demoAccount(): Promise<Pick<TestAccount, 'id' | 'token'>> {
  const signin = await api<{ token: string; rest: { id: string } }>('POST', '/api/auth/signin', {
    body: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    ip: clientIp(),
  });
  if (signin.status !== 200) throw new Error(`demo sign-in: ${signin.status} ${JSON.stringify(signin.body)}`);
  return { id: signin.body.rest.id, token: signin.body.token };
}

/**
 * The demo account's one restaurant (it holds one and cannot delete it: issue 47), made the first time a
 * test asks as the launcher makes it (its name and security PIN, tools/stack/seed-demo.ts), so the demo seed
 * finds it; suites that ask at once share it.
 */
export async function demoRestaurant(): Promise<{ demo: Pick<TestAccount, 'id' | 'token'>; restaurantId: string }> {
  const demo = await demoAccount();
  const held = async () =>
    (await api<{ id: string }[]>('GET', `/api/restaurant/getAllRestaurants/${demo.id}`, { token: demo.token })).body;
  if (!(await held()).length) {
    await api('POST', `/api/restaurant/createRestaurants/${demo.id}`, {
      token: demo.token,
      ip: clientIp(),
      body: {
        name: DEMO_RESTAURANT.name,
        security_pin: DEMO_RESTAURANT.securityPin,
        tax_percentage: '8.875',
        delivery_charge: '3.50',
        full_address: '120 Market Street, Springfield, IL 62701',
        phone_number: '217-555-0142',
      },
    });
  }
  const [restaurant] = await held();
  if (!restaurant) throw new Error('the demo account holds no restaurant');
  return { demo, restaurantId: restaurant.id };
}

export async function scopedSession(path: string, token: string, body: Record<string, string>): Promise<string> {
  const res = await api<{ token: string }>('POST', path, { token, body, ip: clientIp() });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
}

/**
 * An approval (docs/decisions/0049-approvals.md): the security PIN confirmed at the terminal of the session
 * `asker` for one action and its subject, in the REST body's words ({action: 'order.void', order_id, line_id}).
 */
export const approval = (t: Tenant, asker: string, action: Record<string, string>): Promise<string> =>
  scopedSession(`/api/restaurant/confirmSecurityPin/${t.restaurantId}`, asker, {
    security_pin: t.securityPin,
    ...action,
  });

/** Polls until the menu service knows the restaurant (it learns of it from auth's events). */
export async function untilMenuKnows(token: string, restaurantId: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if ((await api('GET', `/api/menu/${restaurantId}`, { token })).status === 200) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the menu never learned of the restaurant');
}

/** Polls until the orders service knows the restaurant (it learns of it from auth's events, like the menu). */
export async function untilOrdersKnows(token: string, restaurantId: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if ((await api('GET', `/api/order/settings/${restaurantId}`, { token })).status === 200) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the orders service never learned of the restaurant');
}

/**
 * A time zone where the day neither just began nor is about to end: a test that
 * closes or sums "today" with papers from the last hour must not straddle midnight.
 * New York and Tokyo are 14 hours apart, so one of them always qualifies.
 */
export function zoneAwayFromMidnight(now = new Date(), hoursSince = 2): string {
  const hourIn = (timeZone: string) =>
    Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(now));
  // London covers the hours the other two miss when a test needs more of the day behind it (hoursSince up to 4).
  return ['America/New_York', 'Asia/Tokyo', 'Europe/London'].find(
    (zone) => hourIn(zone) >= hoursSince && hourIn(zone) <= 21,
  )!;
}

/** The screen roles' employees every tenant comes with: the cashier and the driver most tests stand on. */
const WITH_EVERY_TENANT: Partial<Record<ScreenRole, { pin: string; name: string }>> = {
  cashier: { pin: '1111', name: 'Carla' },
  driver: { pin: '2222', name: 'Dan' },
};

/**
 * The employee of each screen role a tenant may have (docs/extending.md#add-a-screen-role): those it comes with,
 * and for every other screen role, hired by `screenSessions`, a PIN of its own and the role's label for a name.
 */
export const SCREEN_STAFF = Object.fromEntries(
  SCREEN_ROLES.map((role, i) => [
    role,
    WITH_EVERY_TENANT[role] ?? { pin: String(i + 6).repeat(4), name: ROLES[role].label },
  ]),
) as Record<ScreenRole, { pin: string; name: string }>;

/** Hires an employee of the tenant's restaurant (the owner's session and the security PIN); answers its id. */
async function hire(
  t: Pick<Tenant, 'owner' | 'restaurantId' | 'securityPin'>,
  role: string,
  pin: string,
  name: string,
) {
  const e = await api<{ id: string }>('POST', '/api/employee/createEmpolyeeProfile', {
    token: t.owner.token,
    body: { security_pin: t.securityPin, pin, name, role, restaurant_id: t.restaurantId },
    ip: clientIp(),
  });
  if (e.status !== 201) throw new Error(`${role}: ${e.status} ${JSON.stringify(e.body)}`);
  return e.body.id;
}

/** The session a PIN opens at the screen of a screen role (enterScreen), as the web's RoleScreen opens it. */
export async function enterScreen(t: Pick<Tenant, 'owner' | 'restaurantId'>, role: string, pin: string) {
  const entered = await graphql<{ enterScreen: { token: string } }>(
    'mutation($r: ID!, $role: String!, $pin: String!) { enterScreen(restaurantId: $r, role: $role, pin: $pin) { token } }',
    { r: t.restaurantId, role, pin },
    { token: t.owner.token, ip: clientIp() },
  );
  if (!entered.data) throw new Error(`${role} screen: ${JSON.stringify(entered.errors)}`);
  return entered.data.enterScreen.token;
}

/**
 * A session at every screen role's screen of the tenant's restaurant, each opened with enterScreen by its
 * employee (SCREEN_STAFF), hired now for the roles a tenant does not come with.
 */
export async function screenSessions(t: Tenant): Promise<Record<ScreenRole, string>> {
  const sessions = {} as Record<ScreenRole, string>;
  for (const role of SCREEN_ROLES) {
    const { pin, name } = SCREEN_STAFF[role];
    if (!WITH_EVERY_TENANT[role]) await hire(t, role, pin, name);
    sessions[role] = await enterScreen(t, role, pin);
  }
  return sessions;
}

export async function newTenant(label = 'owner', o: { timeZone?: string; fullAddress?: string } = {}): Promise<Tenant> {
  const owner = await newAccount(label);
  await grantPlan(owner);
  const securityPin = '4321';
  const created = await api<Record<string, string>>('POST', `/api/restaurant/createRestaurants/${owner.id}`, {
    token: owner.token,
    body: {
      name: 'Tony’s Pizzeria',
      description: 'Wood-fired',
      security_pin: securityPin,
      tax_percentage: '8.875',
      delivery_charge: '3.50',
      full_address: o.fullAddress ?? '12 Main St, Springfield',
      phone_number: '555-010-2000',
      ...(o.timeZone ? { time_zone: o.timeZone } : {}),
    },
  });
  if (created.status !== 201) throw new Error(`restaurant: ${created.status} ${JSON.stringify(created.body)}`);
  const restaurantId = created.body.id!;
  const at = { owner, restaurantId, securityPin };
  const { cashier, driver } = SCREEN_STAFF;
  const cashierId = await hire(at, 'cashier', cashier.pin, cashier.name);
  const driverId = await hire(at, 'driver', driver.pin, driver.name);
  await untilMenuKnows(owner.token, restaurantId);
  await untilOrdersKnows(owner.token, restaurantId);
  return {
    ...at,
    cashierId,
    driverId,
    manager: await scopedSession(`/api/restaurant/openRestaurant/${restaurantId}`, owner.token, {
      security_pin: securityPin,
    }),
    cashier: await enterScreen(at, 'cashier', cashier.pin),
    driver: await enterScreen(at, 'driver', driver.pin),
  };
}

/**
 * A worker of the tenant's restaurant (hired now, PIN 3333, "Kim") and the kitchen display's session their PIN
 * opens (docs/product.md#kitchen-display).
 */
export async function workerSession(tenant: Tenant, pin = '3333', name = 'Kim'): Promise<string> {
  await hire(tenant, 'worker', pin, name);
  return enterScreen(tenant, 'worker', pin);
}
