import { Redis } from 'ioredis';
import { FAIR_SHARE_MESSAGE } from '../src/fair-share';
import { newTenant, type Tenant } from '../../tools/test/tenants';
import { ownGateway } from './own-gateway';

/**
 * Fair share (issue 34, docs/decisions/0057-fair-share.md), on a gateway of the test's own with a
 * small share (one every 5 s, a burst of 10) in front of the test stack's services: a restaurant past
 * its share is answered 429 with Retry-After, by REST and GraphQL, while another restaurant and the
 * owner's account go on being answered; a forged token counts against nobody. The noisy
 * neighbour's effect on another restaurant's p95 is measured by `npm run fleet` (docs/scale.md#the-fleet).
 */
let redis: Redis;
let gateway: { url: string; stop(): Promise<void> };
let noisy: Tenant;
let quiet: Tenant;

beforeAll(async () => {
  redis = new Redis(process.env.ZEST_TEST_REDIS_URL_SERVER!, { maxRetriesPerRequest: null });
  gateway = await ownGateway(redis, {
    // Refilled slowly (one every 5 s), so a slow machine spreading the burst over seconds still sees it refused.
    fairShare: { restaurantPerSecond: 0.2, restaurantBurst: 10, accountPerSecond: 0.2, accountBurst: 10 },
  });
  [noisy, quiet] = await Promise.all([newTenant('fair-noisy'), newTenant('fair-quiet')]);
});

afterAll(async () => {
  await gateway?.stop();
  redis?.disconnect();
});

const menu = (t: Tenant, token: string) =>
  fetch(`${gateway.url}/api/menu/${t.restaurantId}`, {
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
