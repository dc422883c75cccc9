import { Redis } from 'ioredis';
import { FAIR_SHARE_MESSAGE } from '../src/fair-share';
import { newTenant, type Tenant } from '../../tools/test/tenants';
import { testPort } from '../../tools/test/ports';
import { ownGateway } from './own-gateway';

/**
 * Fair share (issue 34, docs/decisions/0057-fair-share.md, 0078-the-gateway-across-replicas.md), on two
 * gateways of the test's own sharing the test stack's Redis, as two replicas behind a balancer, with a
 * small share (one every 5 s, a burst of 10): a restaurant past its share is answered 429 with
 * Retry-After, by REST and GraphQL, by either gateway, while another restaurant and the owner's account
 * go on being answered; a forged token counts against nobody. The noisy neighbour's effect on another
 * restaurant's p95 is measured by `npm run fleet` (docs/scale.md#the-fleet).
 */
let redis: Redis;
type Gateway = Awaited<ReturnType<typeof ownGateway>>;
let gateway: Gateway;
let other: Gateway;
let noisy: Tenant;
let quiet: Tenant;
// Refilled slowly (one every 5 s), so a slow machine spreading the burst over seconds still sees it refused.
const fairShare = { restaurantPerSecond: 0.2, restaurantBurst: 10, accountPerSecond: 0.2, accountBurst: 10 };

beforeAll(async () => {
  redis = new Redis(process.env.ZEST_TEST_REDIS_URL_SERVER!, { maxRetriesPerRequest: null });
  [gateway, other] = await Promise.all([ownGateway(redis, { fairShare }), ownGateway(redis, { fairShare })]);
  [noisy, quiet] = await Promise.all([newTenant('fair-noisy'), newTenant('fair-quiet')]);
});

afterAll(async () => {
  await Promise.all([gateway?.stop(), other?.stop()]);
  redis?.disconnect();
});

const menu = (t: Tenant, token: string, via = gateway) =>
  fetch(`${via.url}/api/menu/${t.restaurantId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
const viaGraphql = (t: Tenant, token: string) =>
  fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'query($id: ID!) { restaurant(id: $id) { id } }',
      variables: { id: t.restaurantId },
    }),
  });

it('answers 429 with Retry-After past a restaurant’s share, and keeps answering the others', async () => {
  // Forty at once from the noisy restaurant's cashier: the burst is served, the rest refused.
  const burst = await Promise.all(Array.from({ length: 40 }, () => menu(noisy, noisy.cashier)));
  const statuses = burst.map((r) => r.status);
  const refused = burst.filter((r) => r.status === 429);
  expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(10);
  expect(refused.length).toBeGreaterThanOrEqual(25);
  for (const r of refused) expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(await refused[0]!.json()).toEqual({ success: false, message: FAIR_SHARE_MESSAGE });
  // Every session of that restaurant shares its share, GraphQL included.
  const graphql = await viaGraphql(noisy, noisy.manager);
  expect(graphql.status).toBe(429);
  expect(await graphql.json()).toMatchObject({
    errors: [{ message: FAIR_SHARE_MESSAGE, extensions: { code: 'TOO_MANY_REQUESTS', reason: 'FAIR_SHARE' } }],
  });

  // Meanwhile another restaurant, and the owner's own account, are answered as ever.
  for (const r of await Promise.all(Array.from({ length: 8 }, () => menu(quiet, quiet.cashier))))
    expect(r.status).toBe(200);
  expect((await viaGraphql(noisy, noisy.owner.token)).status).toBe(200);
  // A token that is not ours counts against nobody: it is refused for what it is (401), not limited.
  expect((await menu(quiet, `${quiet.cashier.slice(0, -4)}AAAA`)).status).toBe(401);

  // The share refills: after the wait it names, the restaurant is answered again.
  await new Promise((r) => setTimeout(r, Number(refused[0]!.headers.get('retry-after')) * 1000 + 200));
  expect((await menu(noisy, noisy.cashier)).status).toBe(200);
  const metrics = await (await fetch(`${gateway.url}/metrics`)).text();
  expect(
    Number(/^zest_fair_share_refused\{[^}]*holder="restaurant"[^}]*\} (\d+)$/m.exec(metrics)?.[1]),
  ).toBeGreaterThanOrEqual(26);
});

it('is one share across gateways: a restaurant’s requests alternating between two are refused once it is spent', async () => {
  const t = await newTenant('fair-spread');
  // One at a time, every other one to the other gateway, until one is refused.
  const answered: number[] = [];
  let refused: Response | undefined;
  for (let i = 0; i < 30 && !refused; i++) {
    const res = await menu(t, t.cashier, i % 2 ? other : gateway);
    if (res.status === 429) refused = res;
    else answered.push(res.status);
  }
  // One burst of 10 across both (and what refilled meanwhile), not 10 at each.
  expect(answered.length).toBeGreaterThanOrEqual(10);
  expect(answered.length).toBeLessThan(15);
  expect(answered.every((s) => s === 200)).toBe(true);
  expect(await refused!.json()).toEqual({ success: false, message: FAIR_SHARE_MESSAGE });
  // The gateway that did not refuse last refuses the next one too: the share is spent for both.
  const next = await menu(t, t.cashier, answered.length % 2 ? gateway : other);
  expect(next.status).toBe(429);
  expect(Number(next.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
});

it('while Redis does not answer, each gateway still answers, with a share of its own', async () => {
  const t = await newTenant('fair-alone');
  // A client of a port no Redis listens on: what a gateway has while Redis is away.
  const away = new Redis(`redis://127.0.0.1:${testPort('nowhereRedis')}`, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  away.on('error', () => undefined);
  const alone = await ownGateway(away, { fairShare });
  try {
    const burst = await Promise.all(Array.from({ length: 20 }, () => menu(t, t.cashier, alone)));
    const statuses = burst.map((r) => r.status);
    // Sessions live in Redis: within its share a call is answered 503 with Retry-After, as any outage is…
    expect(statuses.filter((s) => s === 503)).toHaveLength(10);
    expect(burst.find((r) => r.status === 503)!.headers.get('retry-after')).not.toBeNull();
    // … and past the process's own share, 429 as ever: the outage opens no door to a runaway client.
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  } finally {
    await alone.stop();
    away.disconnect();
  }
});
