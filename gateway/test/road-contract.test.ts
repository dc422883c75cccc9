import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { ownGateway } from './own-gateway';
import { clientIp, newAccount, shortLivedToken } from '../../tools/test/support';
import { newTenant, untilMenuKnows } from '../../tools/test/tenants';

/**
 * The direct road's contract (docs/decisions/0036-direct-road-safe.md): a
 * request answers the same whether a query one subgraph answers alone goes
 * straight to it or through the gateway's plan. Two gateways on the test
 * stack's subgraphs, alike but for the direct road (on and off), get the same
 * requests; their answers must match in status, headers and bytes. Each case
 * also says which road must have answered it on the gateway that has the
 * direct road (its `gateway_direct_road_total` counter), so a match cannot
 * come from the direct road never being taken. This is the test run after an
 * Apollo upgrade (gateway/README.md#upgrading-apollo).
 */

/**
 * Headers left out of the comparison, and why: `date` is the clock's, and
 * `connection` and `keep-alive` are the socket's, not the answer's. Every other
 * header counts (content-type, content-length, cache-control, set-cookie,
 * retry-after, x-request-id, and any a later change adds).
 */
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive']);

interface Case {
  name: string;
  /** The road that must answer on the gateway with the direct road. */
  road: 'direct' | 'planned';
  /** POST /graphql with this body (an object is sent as JSON, a string as it is); or GET of `get`. */
  body?: unknown;
  get?: string;
  token?: string;
  headers?: Record<string, string>;
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const gateways: { url: string; stop(): Promise<void> }[] = [];
let redis: Redis;

const startGateway = (directRoad: boolean) => ownGateway(redis, { directRoad });

async function send(base: string, c: Case, requestId: string, ip: string): Promise<Answer> {
  const headers: Record<string, string> = { 'x-request-id': requestId, 'x-forwarded-for': ip, ...c.headers };
  if (c.token) headers.authorization = `Bearer ${c.token}`;
  let body: string | undefined;
  if (c.get === undefined) {
    body = typeof c.body === 'string' ? c.body : JSON.stringify(c.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(`${base}/graphql${c.get ?? ''}`, {
    method: c.get === undefined ? 'POST' : 'GET',
    headers,
    body,
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    headers: Object.fromEntries([...res.headers].filter(([name]) => !TRANSPORT_HEADERS.has(name))),
    body: bytes.toString('utf8'),
  };
}

async function answeredDirectly(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  return Number(/^gateway_direct_road_total\{[^}]*outcome="answered"[^}]*\} (\d+)$/m.exec(text)?.[1] ?? 0);
}

/** The same request through both gateways: the direct one twice (the first time it learns the plan). */
async function bothRoads(c: Case) {
  const [direct, planned] = gateways.map((g) => g.url) as [string, string];
  const requestId = randomUUID();
  const ip = clientIp();
  await send(direct, c, requestId, ip);
  const before = await answeredDirectly(direct);
  const viaDirect = await send(direct, c, requestId, ip);
  const road = (await answeredDirectly(direct)) > before ? 'direct' : 'planned';
  const viaPlan = await send(planned, c, requestId, ip);
  return { road, viaDirect, viaPlan };
}

const aliases = (n: number, selection: string) =>
  `query Greedy { ${Array.from({ length: n }, (_, i) => `a${i}: ${selection}`).join(' ')} }`;

const cases: Case[] = [];

beforeAll(async () => {
  redis = new Redis(process.env.ZEST_TEST_REDIS_URL_SERVER!, { lazyConnect: false });
  gateways.push(await startGateway(true), await startGateway(false));
  const tenant = await newTenant('road');
  await untilMenuKnows(tenant.owner.token, tenant.restaurantId);
  const token = tenant.owner.token;
  const restaurantId = tenant.restaurantId;
  const expiring = shortLivedToken(await newAccount('road-expired'), 1);
  await expiring.untilExpired();
  const [head, claims, signature] = token.split('.') as [string, string, string];
  const forged = `${head}.${claims}.${signature.slice(0, -4)}${signature.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
  const me = { query: 'query Me { me { id fullname email role profilePicture } }', operationName: 'Me' };
  cases.push(
    { name: 'a query of one subgraph', road: 'direct', token, body: me },
    { name: 'the same query with no operation name sent', road: 'direct', token, body: { query: me.query } },
    {
      name: 'a query across subgraphs',
      road: 'planned',
      token,
      body: { query: '{ restaurants { id name menu { version categories { id name } } lastOrderAt } }' },
    },
    {
      name: 'a named fragment',
      road: 'direct',
      token,
      body: { query: 'query Frag { me { ...Who } } fragment Who on User { id email demo }' },
    },
    {
      name: 'inline fragments',
      road: 'direct',
      token,
      body: { query: '{ me { ... on User { id role } } restaurants { ... on Restaurant { name timeZone } } }' },
    },
    {
      name: 'variables',
      road: 'direct',
      token,
      body: {
        query: 'query One($id: ID!) { restaurant(id: $id) { id name taxPercentage deliveryChargeCents } }',
        variables: { id: restaurantId },
      },
    },
    {
      name: 'the operation named among several',
      road: 'direct',
      token,
      body: { query: 'query A { me { id } } query B { me { email } }', operationName: 'B' },
    },
    {
      name: 'an operation name the document does not hold',
      road: 'planned',
      token,
      body: { query: 'query A { me { id } }', operationName: 'Z' },
    },
    {
      name: 'several operations and none named',
      road: 'planned',
      token,
      body: { query: 'query A { me { id } } query B { me { email } }' },
    },
    {
      name: 'a resolver error (a restaurant that is not there)',
      road: 'planned',
      token,
      body: { query: 'query Gone($id: ID!) { restaurant(id: $id) { id } }', variables: { id: randomUUID() } },
    },
    {
      name: 'partial data in one subgraph (a null with an error beside data)',
      road: 'planned',
      token,
      body: {
        query: 'query P($r: ID!, $t: ID!) { categories(restaurantId: $r) { id } toppingExtras(toppingId: $t) { id } }',
        variables: { r: restaurantId, t: randomUUID() },
      },
    },
    {
      name: 'partial data across subgraphs',
      road: 'planned',
      token,
      body: {
        query: 'query P($r: ID!) { me { id } customerByPhone(restaurantId: $r, phone: "not a phone") { id } }',
        variables: { r: restaurantId },
      },
    },
    { name: 'a forged token', road: 'planned', token: forged, body: me },
    { name: 'an expired token', road: 'planned', token: expiring.token, body: me },
    { name: 'a token that is not one', road: 'planned', token: 'not-a-token', body: me },
    { name: 'no token on a public field', road: 'direct', body: { query: '{ plans { id name priceCents } }' } },
    { name: 'a forged token on a public field', road: 'planned', token: forged, body: { query: '{ plans { id } }' } },
    { name: 'no token on a signed-in field', road: 'planned', body: me },
    { name: 'over budget (2,000 aliases)', road: 'planned', token, body: { query: aliases(2000, 'me { id }') } },
    { name: 'a malformed body', road: 'planned', token, body: '{"query": "{ me { id } }"' },
    {
      name: 'a body that is not JSON by its type',
      road: 'planned',
      token,
      body: JSON.stringify(me),
      headers: { 'content-type': 'text/plain' },
    },
    { name: 'a body with extensions', road: 'planned', token, body: { ...me, extensions: { tag: 1 } } },
    { name: 'a query that does not validate', road: 'planned', token, body: { query: '{ me { nothing } }' } },
    {
      name: 'GET with a preflight header',
      road: 'planned',
      token,
      get: `?query=${encodeURIComponent(me.query)}`,
      headers: { 'apollo-require-preflight': 'true' },
    },
    {
      name: 'GET without a preflight header (CSRF guard)',
      road: 'planned',
      token,
      get: `?query=${encodeURIComponent(me.query)}`,
    },
    {
      name: 'a mutation of one subgraph',
      road: 'planned',
      body: {
        query: 'mutation Reset($email: String!) { requestPasswordReset(email: $email) { success message } }',
        variables: { email: `nobody-${randomUUID().slice(0, 8)}@example.com` },
      },
    },
  );
});

afterAll(async () => {
  for (const g of gateways) await g.stop();
  redis?.disconnect();
});

it('answers every request alike on the direct and the planned road: status, headers and bytes', async () => {
  expect(cases.length).toBeGreaterThan(20);
  for (const c of cases) {
    const { road, viaDirect, viaPlan } = await bothRoads(c);
    // Whatever a caller sends, the answer is theirs to act on: never a server fault.
    expect([c.name, viaPlan.status < 500]).toEqual([c.name, true]);
    // The case’s name rides along, so a failure says which request differed.
    expect({ case: c.name, road, answer: viaDirect }).toEqual({ case: c.name, road: c.road, answer: viaPlan });
  }
});
