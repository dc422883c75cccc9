import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ENTITLEMENTS_QUEUE,
  entitlementJobId,
  envPrefix,
  ORDER_EVENTS_STREAM,
  streamCounts,
  SERVICES,
  type EntitlementChanged,
  type ProjectionCheckView,
  queueOptions,
} from '@zest/kit';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Pool } from 'pg';
import { newAdmin } from '../../services/auth/test/admin-account';
import {
  balanceOf,
  cents,
  deliveryOrder,
  driverBack,
  takeOrders,
  unassigned,
  untilListed,
} from '../../services/drivers/test/helpers';
import { addLine, readOrder, startOrder } from '../../services/orders/test/helpers';
import { startStack, type RunningStack } from '../../tools/stack/stack';
import { until } from '../../tools/test/jobs';
import { ownRedis } from '../../tools/test/own-stores';
import { testPort } from '../../tools/test/ports';
import { api, databaseUrl, graphql } from '../../tools/test/support';
import { newTenant, type Tenant } from '../../tools/test/tenants';

/**
 * No event is lost (docs/decisions/0027-events-never-lost.md). A stack of
 * this suite's own (every service and the gateway, on databases of its own
 * on the test server and a Redis of its own, so the suites beside it are not
 * disturbed) with a retry schedule of a fraction of a second. The consumers'
 * databases refuse every connection for many times that schedule while
 * orders, menu prices, restaurant settings, staff and a plan change; once
 * they are back the projections catch up by themselves. Then the periodic
 * check repairs a projection that lost rows behind everyone's back, and an
 * event that could not apply once its cause is gone, with no one pressing
 * Retry; the operator console says what each check found.
 */
jest.setTimeout(300_000);

const CHECK_SECONDS = 3;
const RETRY_SCHEDULE_MS = 100; // two tries, 0.1 s apart: what the outage must outlast many times
const suffix = randomBytes(3).toString('hex');
const databases = Object.fromEntries(SERVICES.map((s) => [s.name, `zest_${s.name}_lost_${suffix}`]));
const redisServer = ownRedis('eventsRedis');
const dataDir = mkdtempSync(join(tmpdir(), 'zest-events-'));
const saved = { ...process.env };

let stack: RunningStack;
let admin: Pool;
let t: Tenant;
let adminToken: string;

async function on<T = Record<string, unknown>>(service: string, text: string, values: unknown[] = []) {
  const pool = new Pool({ connectionString: databaseUrl(databases[service]!), max: 1 });
  try {
    return (await pool.query(text, values)).rows as T[];
  } finally {
    await pool.end();
  }
}

/** The service's database refuses every connection, and the ones it had are cut. */
async function takeAway(service: string) {
  await admin.query(`ALTER DATABASE "${databases[service]}" ALLOW_CONNECTIONS false`);
  await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [databases[service]]);
}

const bringBack = (service: string) => admin.query(`ALTER DATABASE "${databases[service]}" ALLOW_CONNECTIONS true`);

beforeAll(async () => {
  await redisServer.start();
  const gatewayPort = testPort('eventsStack');
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) if (key.endsWith('DATABASE_URL') || key === 'REDIS_URL') delete env[key];
  stack = await startStack({
    dataDir,
    gatewayPort,
    postgresPort: 0,
    redisPort: 0,
    env: {
      ...env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: databaseUrl('postgres'),
      ...Object.fromEntries(
        SERVICES.map((s) => [`${envPrefix(s.name)}_DATABASE_URL`, databaseUrl(databases[s.name]!)]),
      ),
      REDIS_URL: redisServer.url,
      EVENT_ATTEMPTS: '2',
      EVENT_RETRY_SECONDS: String(RETRY_SCHEDULE_MS / 1000),
      EVENT_STORE_RETRY_SECONDS: '0.5',
      EVENT_CHECK_EVERY_SECONDS: String(CHECK_SECONDS),
    },
  });
  // The shared helpers talk to this stack.
  process.env.ZEST_TEST_BASE_URL = stack.gatewayUrl;
  process.env.ZEST_TEST_REDIS_URL_SERVER = redisServer.url;
  admin = new Pool({ connectionString: databaseUrl('postgres'), max: 1 });
  t = await newTenant('never-lost');
  adminToken = (await newAdmin({ AUTH_DATABASE_URL: databaseUrl(databases.auth!), REDIS_URL: redisServer.url })).token;
}, 240_000);

// A failed check must not leave a database away for the tests after it.
const bringAllBack = async () => {
  for (const service of Object.keys(databases)) await bringBack(service).catch(() => undefined);
};
afterEach(bringAllBack);

afterAll(async () => {
  process.env = saved;
  await bringAllBack();
  await stack?.stop();
  await admin?.end();
  await redisServer.remove();
  const drop = new Pool({ connectionString: databaseUrl('postgres'), max: 1 });
  for (const name of Object.values(databases)) await drop.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await drop.end();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A product of its own at a price, through the menu's paths; answers its id once orders prices from that menu. */
async function product(price: string): Promise<string> {
  const post = async (path: string, body: Record<string, unknown>) =>
    (await api<{ id: string }>('POST', path, { token: t.owner.token, body })).body.id;
  const category = await post('/api/product/createCategoryHandler', { name: 'Mains', restaurant_id: t.restaurantId });
  const id = await post('/api/product/createProducts', {
    name: 'Calzone',
    price,
    restaurant_id: t.restaurantId,
    category_id: category,
  });
  await until('orders to price from the menu', async () => {
    const [menu] = await on('menu', 'SELECT version FROM menu_versions WHERE restaurant_id = $1', [t.restaurantId]);
    const [copy] = await on('orders', 'SELECT version FROM menu_copies WHERE restaurant_id = $1', [t.restaurantId]);
    return menu && copy && Number(copy.version) >= Number(menu.version);
  });
  return id;
}

/** A new order with one line of the product: its unit price and the tax rate it copied (null while it cannot be taken). */
async function newOrderOf(productId: string) {
  const order = await startOrder(t.cashier, t.restaurantId).catch(() => null);
  if (!order) return null;
  const line = await addLine(t.cashier, { order_id: order.id, product_id: productId });
  if (line.status !== 201) return null;
  const read = await readOrder(t.cashier, order.id);
  return { unitPrice: line.body.unit_price, taxPercentage: read.body.tax_percentage };
}

async function driverName() {
  const drivers = await api<{ driver_id: string; driver_name: string }[]>(
    'GET',
    `/api/driver_orders/drivers/${t.restaurantId}`,
    { token: t.manager },
  );
  return drivers.status === 200 ? drivers.body.find((d) => d.driver_id === t.driverId)?.driver_name : null;
}

const listed = async (orderId: string) => {
  const list = await unassigned(t);
  return list.status === 200 && list.body.some((o) => o.order_id === orderId);
};

const allowed = async () =>
  (await api<{ number_of_restaurant: number | null }>('GET', '/api/restaurant/allowance', { token: t.owner.token }))
    .body.number_of_restaurant;

/** Jobs of the consumers' queues, and entries of the drivers' group on the order events stream, in this stack's Redis. */
async function consumerJobs() {
  const redis = new Redis(redisServer.url, { maxRetriesPerRequest: null });
  const names = [
    ENTITLEMENTS_QUEUE,
    'restaurant-events-menu',
    'restaurant-events-orders',
    'restaurant-events-drivers',
    'menu-events-orders',
    'employee-events-drivers',
  ];
  try {
    const counts = await Promise.all(
      names.map(async (name) => {
        const queue = new Queue(name, queueOptions(name, redis));
        const c = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
        await queue.close();
        return c;
      }),
    );
    const sum = (state: string) => counts.reduce((n, c) => n + (c[state] ?? 0), 0);
    // Order events wait on their stream (read, not acknowledged) and fail into its dead letters.
    const orders = await streamCounts(redis, ORDER_EVENTS_STREAM, 'drivers');
    return {
      pending: sum('waiting') + sum('active') + sum('delayed') + orders.waiting + orders.active,
      failed: sum('failed') + orders.failed,
    };
  } finally {
    redis.disconnect();
  }
}

it('catches up by itself once a consumer’s database is back, however long it was away', async () => {
  const calzone = await product('10.00');
  const owed = await deliveryOrder(t, '20.00', '1 Owed Road');
  await untilListed(t, owed.id, true, 20_000);
  expect((await takeOrders(t.driver, [owed.id])).status).toBe(201);
  // Delivered (the driver is back): now owed.
  await driverBack(t);
  expect(cents((await balanceOf(t.driver, t.driverId)).body.amount)).toBeGreaterThan(0);
  expect(await newOrderOf(calzone)).toMatchObject({ unitPrice: '10.00', taxPercentage: 8.875 });
  const before = await consumerJobs();

  // The drivers service's database goes away while orders and staff change.
  const away = Date.now();
  await takeAway('drivers');
  const fresh = await deliveryOrder(t, '31.00', '2 New Lane');
  // Delivered, it is no longer being taken: deleting it is a void, with its reason.
  const voided = await api('DELETE', `/api/order/deleteOrder/${owed.id}?reason=Customer%20refused`, {
    token: t.cashier,
  });
  expect(voided.status).toBe(200);
  const renamed = await api('PUT', `/api/employee/updateEmployeeProfile/${t.driverId}`, {
    token: t.owner.token,
    body: { name: 'Danielle' },
  });
  expect(renamed.status).toBe(200);

  // Then the orders service's, while the menu and the restaurant's settings change.
  await takeAway('orders');
  const repriced = await api('PUT', `/api/product/updateProduct/${calzone}`, {
    token: t.owner.token,
    body: { price: '12.50', restaurant_id: t.restaurantId },
  });
  expect(repriced.status).toBe(200);
  const taxed = await api('PUT', `/api/restaurant/updateRestaurant/${t.restaurantId}/${t.owner.id}`, {
    token: t.owner.token,
    body: { password: t.owner.password, tax_percentage: '10' },
  });
  expect(taxed.status).toBe(200);

  // Then auth's, while billing changes the owner's plan.
  await takeAway('auth');
  const redis = new Redis(redisServer.url, { maxRetriesPerRequest: null });
  const entitlements = new Queue<EntitlementChanged>(ENTITLEMENTS_QUEUE, queueOptions(ENTITLEMENTS_QUEUE, redis));
  const plan = { userId: t.owner.id, status: 'active', planId: 'test', allowance: 7, currentPeriodEnd: null };
  const event = { ...plan, version: Date.now() + 1_000_000 };
  await entitlements.add('entitlement', event, { jobId: entitlementJobId(event), attempts: 2, backoff: 50 });
  await entitlements.close();
  redis.disconnect();

  // Many times the retry schedule: before, every one of these events would have failed for good.
  await new Promise((r) => setTimeout(r, 8_000));
  const waiting = await consumerJobs();
  expect(waiting.failed).toBe(before.failed);
  expect(waiting.pending).toBeGreaterThanOrEqual(6);
  const outage = Date.now() - away;
  expect(outage).toBeGreaterThan(50 * RETRY_SCHEDULE_MS);

  await Promise.all(['drivers', 'orders', 'auth'].map(bringBack));
  const back = Date.now();
  const seen: Record<string, number> = {};
  const caughtUp = async (what: string, check: () => Promise<unknown>) => {
    await until(what, check, 60_000);
    seen[what] = Date.now() - back;
  };
  await Promise.all([
    caughtUp('the driver screen lists the new delivery', () => listed(fresh.id)),
    caughtUp('the deleted order is no longer owed', async () => {
      const balance = await balanceOf(t.driver, t.driverId);
      return balance.status === 200 && cents(balance.body.amount) === 0;
    }),
    caughtUp('the driver screens show the new name', async () => (await driverName()) === 'Danielle'),
    caughtUp('new orders price from the new menu and copy the new tax rate', async () => {
      const order = await newOrderOf(calzone);
      return order?.unitPrice === '12.50' && order.taxPercentage === 10;
    }),
    caughtUp('auth gates restaurants by the new plan', async () => (await allowed()) === 7),
  ]);
  console.log(`away ${outage} ms; caught up after the return: ${JSON.stringify(seen)}`);
  for (const ms of Object.values(seen)) expect(ms).toBeLessThan(60_000);
  expect((await consumerJobs()).failed).toBe(before.failed);
});

interface QueueSeen {
  name: string;
  check: ProjectionCheckView | null;
  failedJobs: { id: string; reason: string }[];
}

/** A queue as the operator console shows it. */
async function queueOf(service: string, queue: string): Promise<QueueSeen | undefined> {
  const answer = await graphql<{ platformHealth: Record<string, { queues: QueueSeen[] } | null> }>(
    `query { platformHealth { ${service} { queues {
      name failedJobs { id reason } check { askedAt answeredAt held resent unknown problem }
    } } } }`,
    {},
    { token: adminToken },
  );
  return answer.data?.platformHealth[service]?.queues.find((q) => q.name === queue);
}

/** A projection's last check as the operator console shows it. */
const checkOf = async (service: string, queue: string) => (await queueOf(service, queue))?.check ?? null;

it('repairs a projection that lost rows or fell behind, and says so in the console', async () => {
  const order = await deliveryOrder(t, '18.00', '3 Check Street');
  await untilListed(t, order.id, true, 20_000);
  const [restaurant] = await on('orders', 'SELECT version FROM restaurants WHERE id = $1', [t.restaurantId]);

  // Behind everyone's back: the drivers' copy loses the order, the orders' copy of the restaurant falls behind.
  const lost = new Date().toISOString();
  await on('drivers', 'DELETE FROM delivery_orders WHERE id = $1', [order.id]);
  await on('orders', 'UPDATE restaurants SET tax_percentage = 1, version = version - 1 WHERE id = $1', [
    t.restaurantId,
  ]);
  expect((await unassigned(t)).body.map((o) => o.order_id)).not.toContain(order.id);

  const began = Date.now();
  const repaired = await until(
    'the check to send the order again',
    async () => {
      const check = await checkOf('drivers', 'order-events-drivers');
      return check?.answeredAt && check.answeredAt > lost && (check.resent ?? 0) >= 1 ? check : null;
    },
    60_000,
  );
  expect(repaired).toMatchObject({ problem: null, unknown: 0 });
  await untilListed(t, order.id, true, 20_000);
  await until(
    'the restaurant copy to be current again',
    async () => {
      const [row] = await on('orders', 'SELECT version, tax_percentage FROM restaurants WHERE id = $1', [
        t.restaurantId,
      ]);
      return row && Number(row.version) === Number(restaurant!.version) && Number(row.tax_percentage) === 10;
    },
    30_000,
  );
  console.log(`repaired by the check ${Date.now() - began} ms after the loss (a check every ${CHECK_SECONDS} s)`);

  // Once repaired, the next check finds it in step.
  await until(
    'a check in step',
    async () => {
      const check = await checkOf('drivers', 'order-events-drivers');
      return check?.answeredAt && check.answeredAt > repaired.answeredAt! && check.resent === 0;
    },
    30_000,
  );
});

it('says in the console when a projection cannot be checked because its database is away', async () => {
  await takeAway('menu');
  try {
    const check = await until(
      'the check to fail',
      async () => {
        const seen = await checkOf('menu', 'restaurant-events-menu');
        return seen?.problem ? seen : null;
      },
      60_000,
    );
    expect(check.problem).toMatch(/database did not answer/);
  } finally {
    await bringBack('menu');
  }
  await until(
    'the next check to be made',
    async () => (await checkOf('menu', 'restaurant-events-menu'))?.problem === null,
    30_000,
  );
});

it('shows an event that cannot apply as failed, and sends it again by itself once it can', async () => {
  // For a while the drivers' copy refuses big orders: a cause the operator fixes.
  await on('drivers', 'ALTER TABLE delivery_orders ADD CONSTRAINT refuse_big_orders CHECK (total_cents < 5000)');
  const big = await deliveryOrder(t, '80.00', '4 Poison Place');
  const ofBig = (jobs: QueueSeen['failedJobs'] = []) => jobs.filter((j) => j.id.startsWith(`order-${big.id}-`));
  try {
    const failed = await until(
      'the event to fail where the console shows it',
      async () => ofBig((await queueOf('drivers', 'order-events-drivers'))?.failedJobs)[0],
      30_000,
    );
    expect(failed.reason).toMatch(/refuse_big_orders/);
  } finally {
    await on('drivers', 'ALTER TABLE delivery_orders DROP CONSTRAINT refuse_big_orders');
  }
  // No one presses Retry: the check finds the order missing and sends it again in place of the failed job.
  const fixed = Date.now();
  await untilListed(t, big.id, true, 30_000);
  console.log(`applied ${Date.now() - fixed} ms after the cause was fixed (a check every ${CHECK_SECONDS} s)`);
  await until(
    'the failed job to be gone',
    async () => ofBig((await queueOf('drivers', 'order-events-drivers'))?.failedJobs).length === 0,
    30_000,
  );
});
