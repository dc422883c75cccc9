import { randomUUID } from 'node:crypto';
import { SCREEN_ROLES } from '@zest/kit';
import { api, clientIp, graphql } from '../../tools/test/support';
import {
  approval,
  enterScreen,
  grantPlan,
  newTenant,
  SCREEN_STAFF,
  scopedSession,
  screenSessions,
  type Tenant,
} from '../../tools/test/tenants';
import { APPROVAL, screenOf, type Caller, type Signed } from './access-callers';

/**
 * The tenants of an access-matrix suite (access-matrix*.test.ts): the victim
 * whose rows the samples name, another tenant whose owner and screens reach
 * for them, and a session of every caller (access-callers.ts).
 */
export const world = { tokens: {} as Record<Signed, string> } as {
  victim: Tenant;
  other: Tenant;
  tokens: Record<Signed, string>;
};

/** The approval's action: on a record no sample touches. */
const ELSEWHERE = { action: 'order.void', order_id: randomUUID(), line_id: randomUUID() };

/** Makes both tenants and every caller's session (a suite's beforeAll). */
export async function meetTheCallers(): Promise<void> {
  const [victim, other] = await Promise.all([newTenant('victim'), newTenant('intruder')]);
  Object.assign(world, { victim, other });
  // Room for the restaurants the owner's admitted calls create.
  await grantPlan(victim.owner, null);
  const { tokens } = world;
  tokens['the owner'] = victim.owner.token;
  tokens['another owner'] = other.owner.token;
  const [own, others] = await Promise.all([screenSessions(victim), screenSessions(other)]);
  for (const role of SCREEN_ROLES) {
    tokens[`own ${role}`] = own[role];
    tokens[`another restaurant's ${role}`] = others[role];
  }
  tokens['own manager session'] = victim.manager;
  tokens[APPROVAL] = await approval(victim, victim.cashier, ELSEWHERE);
}

/** The caller's session (none for no token). */
export const tokenOf = (caller: Caller): string | undefined =>
  caller === 'no token' ? undefined : world.tokens[caller];

/** A new session of the same kind as the caller's, for calls that end the session they use. */
export async function sessionLike(caller: Signed): Promise<string> {
  const { victim, other } = world;
  const screen = screenOf(caller);
  if (screen) return enterScreen(screen.own ? victim : other, screen.role, SCREEN_STAFF[screen.role].pin);
  const signIn = async (t: Tenant) =>
    (
      await api<{ token: string }>('POST', '/api/auth/signin', {
        body: { email: t.owner.email, password: t.owner.password },
        ip: clientIp(),
      })
    ).body.token;
  const at = (t: Tenant) => `/api/restaurant/%s/${t.restaurantId}`;
  switch (caller) {
    case 'the owner':
      return signIn(victim);
    case 'another owner':
      return signIn(other);
    case 'own manager session':
      return scopedSession(at(victim).replace('%s', 'openRestaurant'), victim.owner.token, {
        security_pin: victim.securityPin,
      });
    case APPROVAL:
      return approval(victim, victim.cashier, ELSEWHERE);
    default:
      throw new Error(`no session like ${caller}'s`);
  }
}

/** What only GraphQL shows of the victim: sold-out marks, the ordering page's card, the kitchen, online orders. */
const SCREENS = `query($r: ID!) {
  menu(restaurantId: $r) {
    version
    categories { products { id soldOut { until } } }
    specials { id soldOut { until } }
    toppings { id soldOut { until } }
    sides { id soldOut { until } }
  }
  onlineSettings(restaurantId: $r) {
    enabled slug formerSlugs pickup delivery prepMinutes pausedUntil busyMinutes busyUntil autoAccept
  }
  kitchenSettings(restaurantId: $r) { amberMinutes redMinutes prepMinutes staleMinutes stations { categoryId station } }
  kitchenBoard(restaurantId: $r) {
    tickets { orderId readyAt version lines { id doneAt } }
    bumped { orderId readyAt version }
  }
  onlineOrders(restaurantId: $r) { orderId decision readyAt }
}`;

/** What the victim has, as its owner reads it: a refused call must leave all of it as it was. */
export async function victimState() {
  const { victim } = world;
  const read = async (path: string) => (await api('GET', path, { token: victim.owner.token })).body;
  const screens = await graphql(SCREENS, { r: victim.restaurantId }, { token: victim.owner.token });
  if (screens.errors) throw new Error(`the victim's screens: ${screens.errors[0]!.message}`);
  return {
    menu: await read(`/api/menu/${victim.restaurantId}`),
    restaurants: await read(`/api/restaurant/getAllRestaurants/${victim.owner.id}`),
    staff: await read(`/api/employee/restaurant/AllEmployees/${victim.restaurantId}`),
    me: await read('/api/auth/me'),
    orders: await read(`/api/order/getOrdersByRestaurant/${victim.restaurantId}`),
    settings: await read(`/api/order/settings/${victim.restaurantId}`),
    revenue: await read(`/api/order/revenue/${victim.restaurantId}?period=all_time`),
    waiting: await read(`/api/driver_orders/getOrdersUnassignedController/${victim.restaurantId}`),
    drivers: await read(`/api/driver_orders/drivers/${victim.restaurantId}`),
    out: await read(`/api/driver_orders/out/${victim.restaurantId}`),
    trips: await read(`/api/driver_orders/assigned/${victim.driverId}`),
    cashouts: await read(`/api/driver_orders/cashouts/${victim.driverId}`),
    tablets: await read(`/api/order/offlinePapers/${victim.restaurantId}`),
    screens: screens.data,
  };
}
