import { randomUUID } from 'node:crypto';
import { EVERY_APPROVAL_MAY, PERMISSIONS, permissionOf, SCREEN_ROLES, SERVICES, type Permission } from '@zest/kit';
import { parse, type OperationDefinitionNode } from 'graphql';
import { z } from 'zod';
import { createResolvers as authResolvers } from '@zest/auth/resolvers';
import { createResolvers as billingResolvers } from '@zest/billing/resolvers';
import { createResolvers as menuResolvers } from '@zest/menu/resolvers';
import { createResolvers as driverResolvers } from '@zest/drivers/resolvers';
import { createResolvers as orderResolvers } from '@zest/orders/resolvers';
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
import { REST_ROUTES } from '../src/rest';
import type { RestRoute } from '../src/rest/table';
import { APPROVAL, CALLERS, isOwn, roleOf, screenOf, type Caller, type Signed } from './access-callers';
import { Fixtures, SAMPLES, type Sample } from './access-samples';

/**
 * The tenant matrix, generated: every REST route and its GraphQL operation,
 * called by each kind of caller, must answer what the permission table
 * (kit/access/access.ts) says. The permission of a route is the one its
 * operation's resolver declares, so a new route is covered by adding its
 * sample (access-samples.ts); the expectation is never written by hand. The
 * callers (access-callers.ts) take the screen roles from the role registry.
 */
/** The approval's action: on a record no sample touches. */
const ELSEWHERE = { action: 'order.void', order_id: randomUUID(), line_id: randomUUID() };

type Outcome = 'admitted' | 401 | 403 | 404;
const CODE = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' } as const;

/** What the table says this caller gets. */
function expected(permission: Permission, caller: Caller, target: 'victim' | 'self'): Outcome {
  const rule = PERMISSIONS[permission];
  if (rule.scope === 'anyone') return 'admitted';
  if (caller === 'no token') return 401;
  if (!(rule.principals as readonly string[]).includes(roleOf(caller))) return 403;
  // An approval acts on its own action and subject only (docs/decisions/0049-approvals.md): none here.
  if (caller === APPROVAL && !EVERY_APPROVAL_MAY.includes(permission)) return 403;
  if (rule.scope === 'viewer' || target === 'self' || isOwn(caller)) return 'admitted';
  // Someone else's: an account says so (403); a restaurant looks as if it did not exist (404).
  return rule.scope === 'account' ? 403 : 404;
}

const resolverMaps = [authResolvers, billingResolvers, menuResolvers, orderResolvers, driverResolvers].map(
  (create) => create({} as never) as Record<string, Record<string, unknown>>,
);

/** The permission the operation's root field declares in its subgraph. */
function permissionOfRoute(route: RestRoute): Permission {
  const operation = parse(route.operation.toString()).definitions[0] as OperationDefinitionNode;
  const type = operation.operation === 'query' ? 'Query' : 'Mutation';
  const fields = operation.selectionSet.selections.flatMap((s) => (s.kind === 'Field' ? [s.name.value] : []));
  const declared = new Set(
    fields.map((field) => resolverMaps.map((m) => permissionOf(m[type]?.[field])).find(Boolean)),
  );
  if (declared.size !== 1 || declared.has(undefined))
    throw new Error(`${route.method} ${route.path}: no single permission for ${fields.join(', ')}`);
  return [...declared][0]!;
}

const keyOf = (r: RestRoute) => `${r.method} ${r.path}`;
const pathOf = (r: RestRoute, params: Record<string, string> = {}) =>
  r.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

let victim: Tenant;
let other: Tenant;
const tokens = {} as Record<Signed, string>;

/** A new session of the same kind as the caller's, for calls that end the session they use. */
async function sessionLike(caller: Signed): Promise<string> {
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

/** The call through its REST path. */
async function restCall(route: RestRoute, sample: Sample, token: string | undefined) {
  const query = sample.query ? `?${new URLSearchParams(sample.query)}` : '';
  const rest = await api<{ message?: string }>(route.method, pathOf(route, sample.params) + query, {
    token,
    body: route.method === 'GET' ? undefined : (sample.body ?? {}),
    headers: sample.headers,
    ip: clientIp(),
  });
  return rest;
}

/** The same call as the GraphQL operation the route runs. */
async function graphQLOf(route: RestRoute, sample: Sample, token: string | undefined) {
  const params = route.params.parse(sample.params ?? {});
  const body = route.body.parse(route.method === 'GET' ? undefined : (sample.body ?? {}));
  const query = (route.query ?? z.object({})).parse(sample.query ?? {});
  const headers = (route.headers ?? z.object({})).parse(sample.headers ?? {});
  return graphql(route.operation.toString(), route.variables({ params, body, query, headers }), {
    token,
    ip: clientIp(),
  });
}

/** What the victim has, as its owner reads it: a refused call must leave all of it as it was. */
async function victimState() {
  const read = async (path: string) => (await api('GET', path, { token: victim.owner.token })).body;
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
  };
}

beforeAll(async () => {
  [victim, other] = await Promise.all([newTenant('victim'), newTenant('intruder')]);
  // Room for the restaurants the owner's admitted calls create.
  await grantPlan(victim.owner, null);
  tokens['the owner'] = victim.owner.token;
  tokens['another owner'] = other.owner.token;
  const [own, others] = await Promise.all([screenSessions(victim), screenSessions(other)]);
  for (const role of SCREEN_ROLES) {
    tokens[`own ${role}`] = own[role];
    tokens[`another restaurant's ${role}`] = others[role];
  }
  tokens['own manager session'] = victim.manager;
  tokens[APPROVAL] = await approval(victim, victim.cashier, ELSEWHERE);
});

it('has a sample for every REST route (a new route needs one here to be covered)', () => {
  expect(REST_ROUTES.map(keyOf).filter((k) => !SAMPLES[k])).toEqual([]);
  expect(Object.keys(SAMPLES).filter((k) => !REST_ROUTES.some((r) => keyOf(r) === k))).toEqual([]);
});

it('refuses every caller the table refuses, on every route and operation, and changes nothing', async () => {
  const fixtures = new Fixtures(victim);
  // The standing rows exist before the snapshot.
  for (const route of REST_ROUTES) await SAMPLES[keyOf(route)]!(fixtures);
  const before = await victimState();
  const wrong: string[] = [];
  for (const route of REST_ROUTES) {
    const permission = permissionOfRoute(route);
    const sample = await SAMPLES[keyOf(route)]!(fixtures);
    for (const caller of CALLERS) {
      const outcome = expected(permission, caller, sample.target ?? 'victim');
      if (outcome === 'admitted') continue;
      const token = caller === 'no token' ? undefined : tokens[caller];
      const rest = await restCall(route, sample, token);
      if (rest.status !== outcome || typeof rest.body.message !== 'string')
        wrong.push(`${caller}: ${keyOf(route)} answered ${rest.status} ${JSON.stringify(rest.body)}, not ${outcome}`);
      // A REST route for account callers is refused at the gateway without a token; GraphQL says the same.
      const gql = await graphQLOf(route, sample, token);
      const code = gql.errors?.[0]?.extensions?.code;
      if (code !== CODE[outcome])
        wrong.push(`${caller}: GraphQL ${keyOf(route)} answered ${code ?? 'data'}, not ${CODE[outcome]}`);
    }
  }
  expect(wrong).toEqual([]);
  expect(await victimState()).toEqual(before);
}, 240_000);

it('admits every caller the table admits, on every route and operation, answering the published shape', async () => {
  const fixtures = new Fixtures(victim);
  fixtures.fresh = true;
  const wrong: string[] = [];
  for (const route of REST_ROUTES) {
    const permission = permissionOfRoute(route);
    for (const caller of CALLERS) {
      const probe = await SAMPLES[keyOf(route)]!(fixtures);
      if (expected(permission, caller, probe.target ?? 'victim') !== 'admitted') continue;
      for (const via of ['REST', 'GraphQL'] as const) {
        // Each call gets rows of its own (and its own session when the call ends it).
        const sample = await SAMPLES[keyOf(route)]!(fixtures);
        const token =
          caller === 'no token' ? undefined : sample.endsSession ? await sessionLike(caller) : tokens[caller];
        if (via === 'REST') {
          const rest = await restCall(route, sample, token);
          const ok = sample.admitted ? rest.status === sample.admitted.status : rest.status < 300;
          if (!ok) wrong.push(`${caller}: ${keyOf(route)} answered ${rest.status} ${JSON.stringify(rest.body)}`);
          // Every answer has the shape its row publishes in /api/openapi.json (the documented keys among them).
          const shape = rest.status < 300 ? route.response.safeParse(rest.body) : null;
          if (shape && !shape.success)
            wrong.push(
              `${caller}: ${keyOf(route)} answered a body off its shape: ${shape.error.issues[0]?.message} at ${shape.error.issues[0]?.path.join('.')}`,
            );
        } else {
          const gql = await graphQLOf(route, sample, token);
          const code = gql.errors?.[0]?.extensions?.code;
          if (code !== sample.admitted?.code)
            wrong.push(`${caller}: GraphQL ${keyOf(route)} answered ${code}: ${gql.errors?.[0]?.message}`);
        }
      }
    }
  }
  expect(wrong).toEqual([]);
}, 240_000);

/**
 * The operator console has no REST path: each of its root fields, asked
 * through GraphQL, refuses every caller here (none is an admin), and a
 * new console field without an operation here fails the first check.
 */
const jobMutations = SERVICES.flatMap(({ name }) => {
  const job = `${name[0]!.toUpperCase()}${name.slice(1)}Job`;
  return ['retry', 'drop'].map((verb) => [
    `${verb}${job}`,
    `mutation { ${verb}${job}(queue: "email", jobId: "1") { success } }`,
  ]);
});
const CONSOLE_OPERATIONS: Record<string, string> = {
  accounts:
    'query { accounts(search: "a") { total accounts { id subscription { status } restaurants { lastOrderAt } } } }',
  operatorActions: 'query { operatorActions { total actions { actorEmail } } }',
  platformHealth: 'query { platformHealth { auth { up } billing { up } orders { queues { failed } } } }',
  subscriptions: 'query { subscriptions { total subscriptions { account { email } } } }',
  books: `query { books(restaurantId: "${'00000000-0000-4000-8000-000000000001'}", day: "2026-11-24") { check { differences } } }`,
  ...Object.fromEntries(jobMutations),
};

it('refuses every console field to every caller that is not an admin', async () => {
  const consoleFields = resolverMaps.flatMap((m) =>
    ['Query', 'Mutation'].flatMap((type) =>
      Object.entries(m[type] ?? {})
        .filter(([, resolver]) => permissionOf(resolver)?.startsWith('console.'))
        .map(([field]) => field),
    ),
  );
  expect(consoleFields.sort()).toEqual(Object.keys(CONSOLE_OPERATIONS).sort());
  const wrong: string[] = [];
  for (const [field, operation] of Object.entries(CONSOLE_OPERATIONS)) {
    const type = operation.startsWith('mutation') ? 'Mutation' : 'Query';
    const permission = resolverMaps.map((m) => permissionOf(m[type]?.[field])).find(Boolean)!;
    for (const caller of CALLERS) {
      const outcome = expected(permission, caller, 'victim');
      const answer = await graphql(operation, {}, { token: caller === 'no token' ? undefined : tokens[caller] });
      const code = answer.errors?.[0]?.extensions?.code;
      if (outcome === 'admitted' || code !== CODE[outcome] || answer.data)
        wrong.push(`${caller}: ${field} answered ${code ?? 'data'}, not ${outcome}`);
    }
  }
  expect(wrong).toEqual([]);
});

it("refuses the console's fields on a restaurant to its own owner and sessions", async () => {
  for (const caller of CALLERS.filter((c): c is Signed => c !== 'no token' && isOwn(c) && c !== APPROVAL)) {
    const answer = await graphql<{ restaurant: { lastOrderAt: string | null } | null }>(
      'query($id: ID!) { restaurant(id: $id) { id lastOrderAt } }',
      { id: victim.restaurantId },
      { token: tokens[caller] },
    );
    expect([caller, answer.errors?.[0]?.extensions?.code]).toEqual([caller, 'FORBIDDEN']);
    expect(answer.data?.restaurant?.lastOrderAt ?? null).toBeNull();
  }
});
