import { SERVICES } from '@zest/kit';
import { Redis } from 'ioredis';
import { randomInt } from 'node:crypto';
import { createServer, request } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { testPort } from '../../tools/test/ports';
import { api, baseUrl, clientIp, graphql, serviceUrl } from '../../tools/test/support';
import { newTenant, type Tenant } from '../../tools/test/tenants';
import { CardShop } from '../../services/orders/test/card-shop';
import { newAdmin } from '../../services/auth/test/admin-account';
import { ownGateway } from './own-gateway';

/**
 * Issue 47, holes 4 and 5: nothing internal in public, and limits keyed on what they mean. Secrets in URLs
 * never reach the log; /readyz and /metrics answer only a direct caller from the ops network; the schema is
 * not read out by anonymous callers; a client outside the trusted proxies cannot choose its address by
 * header; an IPv6 client counts as its /64.
 */
let shop: CardShop;
let t: Tenant;
let redis: Redis;
const logOf = (part: string) => readFileSync(join(process.env.ZEST_TEST_DATA_DIR!, 'logs', `${part}.log`), 'utf8');
const flushed = () => new Promise((r) => setTimeout(r, 1_500));

beforeAll(async () => {
  [shop, t] = await Promise.all([
    CardShop.open(`inside-${Date.now() % 10_000}`, { connected: false }),
    newTenant('internals'),
  ]);
  redis = new Redis(process.env.ZEST_TEST_REDIS_URL_SERVER!, { maxRetriesPerRequest: null });
});
afterAll(() => redis.disconnect());

describe('the log', () => {
  it('never holds a status key, a reset link’s address or token, or a sandbox session', async () => {
    const { statusKey } = await shop.pickupCheckout();
    // Each is logged: a 4xx, a HEAD, a slow or failed read.
    await fetch(`${baseUrl()}/api/online/not-${shop.slug}/status/${statusKey}`);
    await fetch(`${baseUrl()}/order/${shop.slug}/status/${statusKey}`, { method: 'HEAD' });
    await fetch(`${baseUrl()}/ResetPassword/dana%40example.com?token=reset-secret-4711`, { method: 'HEAD' });
    await fetch(`${baseUrl()}/sandbox/online/cs_local_secret4711/pay`, { method: 'POST', redirect: 'manual' });
    await flushed();
    const log = logOf('gateway') + logOf('orders');
    expect(log).toContain(`/api/online/not-${shop.slug}/status/[redacted]`);
    for (const secret of [statusKey, 'reset-secret-4711', 'dana%40example.com', 'cs_local_secret4711'])
      expect([secret, log.includes(secret)]).toEqual([secret, false]);
  });
});

describe('/readyz and /metrics', () => {
  it('answer a direct caller from the ops network, and 404 to one a proxy passed on', async () => {
    for (const path of ['/readyz', '/metrics']) {
      expect([path, (await fetch(`${baseUrl()}${path}`)).status]).toEqual([path, 200]);
      const forwarded = await api('GET', path, { ip: '203.0.113.9' });
      expect([path, forwarded.status, forwarded.body]).toEqual([
        path,
        404,
        { success: false, message: expect.any(String) },
      ]);
    }
    expect((await api('GET', '/healthz', { ip: '203.0.113.9' })).status).toBe(200);
  });

  it('answer a signed-in admin from anywhere (the console’s Health page), and no owner', async () => {
    const admin = await newAdmin();
    const asAdmin = await api<{ ready: boolean }>('GET', '/readyz', { ip: '203.0.113.9', token: admin.token });
    expect([asAdmin.status, asAdmin.body.ready]).toEqual([200, true]);
    expect((await api('GET', '/readyz', { ip: '203.0.113.9', token: t.owner.token })).status).toBe(404);
  });

  it('say ready while a service is away, listing it: the gateway answers for it per request', async () => {
    const away = `http://127.0.0.1:${testPort('nowhereService')}/graphql`;
    const own = await ownGateway(redis, {
      subgraphUrl: (name) => (name === 'menu' ? away : `${serviceUrl(name)}/graphql`),
    });
    try {
      const ready = await fetch(`${own.url}/readyz`);
      expect(ready.status).toBe(200);
      const body = (await ready.json()) as { parts: Record<string, boolean> };
      expect(body).toMatchObject({
        ready: true,
        checks: { process: true, redis: true },
        parts: { menu: false, orders: true, postgres: true },
      });
      // Listed in the services' own order, whichever answered first (the console's list stays put).
      expect(Object.keys(body.parts)).toEqual([...SERVICES.map((s) => s.name), 'postgres']);
      // What the menu answers is answered per request: 503 with Retry-After, the rest of the platform as ever.
      const menu = await fetch(`${own.url}/api/menu/${t.restaurantId}`, {
        headers: { authorization: `Bearer ${t.cashier}` },
      });
      expect([menu.status, menu.headers.get('retry-after') !== null]).toEqual([503, true]);
      const me = await fetch(`${own.url}/api/auth/me`, { headers: { authorization: `Bearer ${t.owner.token}` } });
      expect(me.status).toBe(200);
    } finally {
      await own.stop();
    }
  });

  it('answers 503, not 500, when the balancer in front of a service loses its replica mid-request', async () => {
    // What HAProxy answers when the replica it sent a request to dies before answering: 502, an HTML page.
    const balancer = createServer((_req, res) =>
      res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>502</h1>'),
    );
    await new Promise<void>((resolve) => balancer.listen(testPort('deadReplicaBalancer'), '127.0.0.1', resolve));
    const lost = `http://127.0.0.1:${testPort('deadReplicaBalancer')}/graphql`;
    const own = await ownGateway(redis, {
      subgraphUrl: (name) => (name === 'menu' || name === 'orders' ? lost : `${serviceUrl(name)}/graphql`),
    });
    try {
      const headers = { authorization: `Bearer ${t.cashier}`, 'content-type': 'application/json' };
      const menu = await fetch(`${own.url}/api/menu/${t.restaurantId}`, { headers });
      expect([menu.status, menu.headers.get('retry-after')]).toEqual([503, '5']);
      const order = await fetch(`${own.url}/api/order/createOrder`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ restaurant_id: t.restaurantId, order_type: 'togo' }),
      });
      expect([order.status, order.headers.get('retry-after')]).toEqual([503, '5']);
      expect(((await order.json()) as { message: string }).message).toMatch(/reconnecting/);
    } finally {
      await own.stop();
      balancer.close();
    }
  });

  it('answer no one outside the ops network, where liveness still answers', async () => {
    const own = await ownGateway(redis, { opsNetwork: '192.0.2.0/24' });
    try {
      expect((await fetch(`${own.url}/metrics`)).status).toBe(404);
      expect((await fetch(`${own.url}/readyz`)).status).toBe(404);
      expect((await fetch(`${own.url}/healthz`)).status).toBe(200);
    } finally {
      await own.stop();
    }
  });
});

describe('the GraphQL schema', () => {
  const INTROSPECT = '{ __schema { queryType { name } } }';

  it('is not read out by an anonymous caller or a staff screen, and is by an owner', async () => {
    const anonymous = await graphql(INTROSPECT);
    expect([anonymous.status, anonymous.errors?.[0]?.extensions?.code, anonymous.data ?? null]).toEqual([
      401,
      'UNAUTHENTICATED',
      null,
    ]);
    const cashier = await graphql(
      `
        {
          __type(name: "Order") {
            name
          }
        }
      `,
      {},
      { token: t.cashier },
    );
    expect(cashier.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const owner = await graphql<{ __schema: { queryType: { name: string } } }>(
      INTROSPECT,
      {},
      { token: t.owner.token },
    );
    expect(owner.data?.__schema.queryType.name).toBe('Query');
  });

  it('suggests no field names to an anonymous caller, and does to an owner', async () => {
    const misspelt = '{ onlinePag(slug: "x") { name } }';
    const anonymous = await graphql(misspelt);
    expect(anonymous.errors?.[0]?.message).toBe('Cannot query field "onlinePag" on type "Query".');
    const owner = await graphql(misspelt, {}, { token: t.owner.token });
    expect(owner.errors?.[0]?.message).toMatch(/Did you mean "onlinePage"/);
  });
});

describe('a limit per client', () => {
  const CHECKOUT = JSON.stringify({
    query:
      'mutation($s: String!, $input: OnlineCheckoutInput!) { placeOnlineOrder(slug: $s, input: $input) { orderId } }',
    variables: {
      s: '',
      input: {
        orderType: 'pickup',
        fullName: 'Try',
        phoneNumber: '3125550100',
        lines: [],
        payment: 'pickup',
        expectedTotalCents: 0,
      },
    },
  });
  /**
   * A checkout try the page counts against the caller's address (an empty cart, refused after counting), from
   * this machine's own address `from` (a loopback address of the test's own: 127.0.0.1's count is everyone's).
   */
  const tryAt = (url: string, forwardedFor: string, from = '127.0.0.1') =>
    new Promise<string | undefined>((resolve, reject) => {
      const body = CHECKOUT.replace('"s":""', `"s":"${shop.slug}"`);
      const req = request(
        `${url}/graphql`,
        {
          method: 'POST',
          localAddress: from,
          agent: false,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () =>
            resolve(
              (JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code,
            ),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  it('counts an IPv6 client by its /64, whichever addresses it picks there', async () => {
    const net = `2001:db8:${(Date.now() % 0xffff).toString(16)}:47`;
    const statuses: (string | undefined)[] = [];
    for (let i = 1; i <= 21; i += 1) statuses.push(await tryAt(baseUrl(), `${net}::${i.toString(16)}`));
    expect(statuses.slice(0, 20).every((s) => s === 'BAD_USER_INPUT')).toBe(true);
    expect(statuses[20]).toBe('TOO_MANY_REQUESTS');
    // A neighbour in another /64, and an IPv4 client, are counted apart.
    expect(await tryAt(baseUrl(), `${net.replace(/47$/, '48')}::1`)).toBe('BAD_USER_INPUT');
    expect(await tryAt(baseUrl(), clientIp())).toBe('BAD_USER_INPUT');
  });

  it('is the connection’s own address when the caller is not a trusted proxy, whatever it forwards', async () => {
    const own = await ownGateway(redis, { trustProxy: '192.0.2.0/24' });
    try {
      const statuses: (string | undefined)[] = [];
      const from = `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
      for (let i = 0; i < 21; i += 1) statuses.push(await tryAt(own.url, clientIp(), from));
      // 21 addresses forwarded, one address of its own: its 20 tries are up.
      expect(statuses.slice(0, 20).every((s) => s === 'BAD_USER_INPUT')).toBe(true);
      expect(statuses[20]).toBe('TOO_MANY_REQUESTS');
    } finally {
      await own.stop();
    }
  });
});
