import { permissionOf, SERVICES } from '@zest/kit';
import { z } from 'zod';
import { api, clientIp, graphql } from '../../tools/test/support';
import { REST_ROUTES } from '../src/rest';
import type { RestRoute } from '../src/rest/table';
import { APPROVAL, CALLERS, isOwn, type Signed } from './access-callers';
import {
  expected,
  permissionOfOperation,
  resolverMaps,
  rootFields,
  rootFieldsOf,
  type RootField,
  wrongAdmission,
  wrongRefusal,
} from './access-expect';
import { GRAPHQL_SAMPLES } from './access-samples-graphql';
import { Fixtures, SAMPLES, type Sample } from './access-samples';
import { meetTheCallers, sessionLike, tokenOf, victimState, world } from './access-world';

/**
 * The tenant matrix, generated: every REST route and its GraphQL operation,
 * called by each kind of caller, must answer what the permission table
 * (kit/access/access.ts) says. The permission of a route is the one its
 * operation's resolver declares, so a new route is covered by adding its
 * sample (access-samples.ts); the expectation is never written by hand. The
 * callers (access-callers.ts) take the screen roles from the role registry.
 * Root fields no route runs have samples of their own (access-matrix-graphql.test.ts).
 */
const keyOf = (r: RestRoute) => `${r.method} ${r.path}`;
const pathOf = (r: RestRoute, params: Record<string, string> = {}) =>
  r.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
/** The permission the operation's root field declares in its subgraph. */
const permissionOfRoute = (route: RestRoute) => permissionOfOperation(route.operation.toString(), keyOf(route));

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

beforeAll(meetTheCallers);

it('has a sample for every REST route (a new route needs one here to be covered)', () => {
  expect(REST_ROUTES.map(keyOf).filter((k) => !SAMPLES[k])).toEqual([]);
  expect(Object.keys(SAMPLES).filter((k) => !REST_ROUTES.some((r) => keyOf(r) === k))).toEqual([]);
});

/**
 * The matrix reaches every root field of the supergraph: through a REST route
 * that runs it, as a console field, or by a GraphQL sample of its own
 * (access-samples-graphql.ts). A new field with none fails here, by name.
 */
it('has a route, a console operation or a GraphQL sample for every root field (a new field needs one)', () => {
  const byRoute = new Set(
    REST_ROUTES.flatMap((r) => {
      const { type, fields } = rootFieldsOf(r.operation.toString());
      return fields.map((field) => `${type}.${field}`);
    }),
  );
  const fields = rootFields();
  const elsewhere = ({ type, field }: RootField) => byRoute.has(`${type}.${field}`) || field in CONSOLE_OPERATIONS;
  const withoutSample = fields.filter((f) => !elsewhere(f) && !GRAPHQL_SAMPLES[f.field]);
  expect(withoutSample.map((f) => `${f.type}.${f.field}`)).toEqual([]);
  // A sample for a field that is gone, or that a route or the console already covers, is one to remove.
  const needless = Object.keys(GRAPHQL_SAMPLES).filter(
    (name) => !fields.some((f) => f.field === name && !elsewhere(f)),
  );
  expect(needless).toEqual([]);
});

it('refuses every caller the table refuses, on every route and operation, and changes nothing', async () => {
  const fixtures = new Fixtures(world.victim);
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
      const token = tokenOf(caller);
      const rest = await restCall(route, sample, token);
      if (rest.status !== outcome || typeof rest.body.message !== 'string')
        wrong.push(`${caller}: ${keyOf(route)} answered ${rest.status} ${JSON.stringify(rest.body)}, not ${outcome}`);
      // A REST route for account callers is refused at the gateway without a token; GraphQL says the same.
      const refused = wrongRefusal(await graphQLOf(route, sample, token), outcome);
      if (refused) wrong.push(`${caller}: GraphQL ${keyOf(route)} ${refused}`);
    }
  }
  expect(wrong).toEqual([]);
  expect(await victimState()).toEqual(before);
}, 240_000);

it('admits every caller the table admits, on every route and operation, answering the published shape', async () => {
  const fixtures = new Fixtures(world.victim);
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
        const token = caller !== 'no token' && sample.endsSession ? await sessionLike(caller) : tokenOf(caller);
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
          const admitted = wrongAdmission(await graphQLOf(route, sample, token), sample.admitted?.code);
          if (admitted) wrong.push(`${caller}: GraphQL ${keyOf(route)} ${admitted}`);
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
    const permission = permissionOfOperation(operation, field);
    for (const caller of CALLERS) {
      const outcome = expected(permission, caller, 'victim');
      const answer = await graphql(operation, {}, { token: tokenOf(caller) });
      const refused = outcome === 'admitted' ? 'admitted' : wrongRefusal(answer, outcome);
      if (refused) wrong.push(`${caller}: ${field} ${refused}`);
    }
  }
  expect(wrong).toEqual([]);
});

it("refuses the console's fields on a restaurant to its own owner and sessions", async () => {
  for (const caller of CALLERS.filter((c): c is Signed => c !== 'no token' && isOwn(c) && c !== APPROVAL)) {
    const answer = await graphql<{ restaurant: { lastOrderAt: string | null } | null }>(
      'query($id: ID!) { restaurant(id: $id) { id lastOrderAt } }',
      { id: world.victim.restaurantId },
      { token: world.tokens[caller] },
    );
    expect([caller, answer.errors?.[0]?.extensions?.code]).toEqual([caller, 'FORBIDDEN']);
    expect(answer.data?.restaurant?.lastOrderAt ?? null).toBeNull();
  }
});
