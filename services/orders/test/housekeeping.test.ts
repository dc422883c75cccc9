import { queueOptions } from '@zest/kit';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { api, graphql } from '../../../tools/test/support';
import { newTenant, type Tenant } from '../../../tools/test/tenants';
import { addOpenItem, onOrdersDatabase, readOrder, startOrder } from './helpers';

/**
 * Empty orders (no lines, untouched for 30 minutes) are removed by a
 * repeatable housekeeping job, never by a page load
 * (docs/product.md#order-lifecycle).
 */
let t: Tenant;
let redis: Redis;
let queue: Queue;

beforeAll(async () => {
  t = await newTenant('housekeeping');
  redis = new Redis(process.env.ZEST_TEST_REDIS_URL_SERVER!, { maxRetriesPerRequest: null });
  queue = new Queue('orders-housekeeping', queueOptions('orders-housekeeping', redis));
});
afterAll(async () => {
  await queue.close();
  redis.disconnect();
});

const runJob = async (name: string) => {
  const job = await queue.add(name, {});
  for (let i = 0; i < 200 && !(await job.isCompleted()); i++) await new Promise((r) => setTimeout(r, 25));
  expect(await job.isCompleted()).toBe(true);
};

const untouchedFor = (id: string, minutes: number) =>
  onOrdersDatabase(`UPDATE orders SET updated_at = now() - make_interval(mins => $2) WHERE id = $1`, [id, minutes]);

it('is scheduled to run again and again, once for all replicas', async () => {
  const schedulers = await queue.getJobSchedulers();
  expect(schedulers.map((s) => s.key).sort()).toEqual([
    'check-card-payments',
    'check-revenue-rollups',
    'forget-idempotency-keys',
    'forget-old-menus',
    'purge-empty-orders',
  ]);
});

it('removes empty orders untouched for 30 minutes, and nothing else', async () => {
  const stale = await startOrder(t.cashier, t.restaurantId);
  await untouchedFor(stale.id, 31);
  const fresh = await startOrder(t.cashier, t.restaurantId);
  await untouchedFor(fresh.id, 29);
  const old = await startOrder(t.cashier, t.restaurantId);
  await addOpenItem(t.cashier, old.id, 'Soda', '2.00');
  await untouchedFor(old.id, 600);
  // Opening the history removes nothing.
  await readOrder(t.cashier, stale.id);
  expect((await readOrder(t.cashier, stale.id)).status).toBe(200);

  await runJob('purge-empty-orders');
  expect((await readOrder(t.cashier, stale.id)).status).toBe(404);
  expect((await readOrder(t.cashier, fresh.id)).status).toBe(200);
  expect((await readOrder(t.cashier, old.id)).status).toBe(200);
  // Kept as deleted (the books), never given its number again.
  const [row] = await onOrdersDatabase<{ deleted_by: string }>('SELECT deleted_by FROM orders WHERE id = $1', [
    stale.id,
  ]);
  expect(row?.deleted_by).toBe('housekeeping');
  const next = await startOrder(t.cashier, t.restaurantId);
  expect(next.order_number).toBe(old.order_number + 1);
  // Each removal is on the restaurant's audit trail, by the platform.
  const trail = await api<{ entries: { kind: string; order_id: string; actor: string; summary: string }[] }>(
    'GET',
    `/api/order/audit/${t.restaurantId}?kind=order.purge`,
    { token: t.owner.token },
  );
  expect(trail.body.entries.map((e) => [e.order_id, e.actor])).toEqual([[stale.id, 'Zest POS']]);
  expect(trail.body.entries[0]!.summary).toMatch(new RegExp(`^Removed order #${stale.order_number}: `));
});

it('never removes an order a tablet’s outbox sent: its first line may come later', async () => {
  // A paper printed offline whose first line was refused: the outbox waits for Retry, for as long as it takes.
  const made = await graphql<{ createOrder: { id: string } }>(
    'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }',
    { input: { restaurantId: t.restaurantId, orderType: 'togo', offlineNumber: 'KX-01' } },
    { token: t.cashier },
  );
  const paper = made.data!.createOrder;
  await untouchedFor(paper.id, 24 * 60);
  await runJob('purge-empty-orders');
  expect((await readOrder(t.cashier, paper.id)).status).toBe(200);
  expect((await addOpenItem(t.cashier, paper.id, 'Soda', '2.00')).status).toBe(201);
});

it('keeps an Idempotency-Key for a week, as long as an offline paper may take to arrive', async () => {
  const key = `kept-${Date.now()}`;
  const create = () =>
    api<{ id: string }>('POST', '/api/order/createOrder', {
      token: t.cashier,
      body: { restaurant_id: t.restaurantId, order_type: 'togo' },
      headers: { 'idempotency-key': key },
    });
  const first = await create();
  // Six days on, the outbox sends the same call again.
  await onOrdersDatabase(`UPDATE idempotency_keys SET created_at = now() - interval '6 days' WHERE key = $1`, [key]);
  await runJob('forget-idempotency-keys');
  expect((await create()).body.id).toBe(first.body.id);
  await onOrdersDatabase(`UPDATE idempotency_keys SET created_at = now() - interval '9 days' WHERE key = $1`, [key]);
  await runJob('forget-idempotency-keys');
  expect(await onOrdersDatabase('SELECT 1 FROM idempotency_keys WHERE key = $1', [key])).toEqual([]);
});

it('forgets a menu version a week after a newer one replaced it, never the newest', async () => {
  const restaurant = '00000000-0000-4000-8000-00000000a11e';
  const publish = (version: number, daysAgo: number) =>
    onOrdersDatabase(
      `INSERT INTO menu_versions (restaurant_id, version, menu, published_at)
       VALUES ($1, $2, '{}', now() - make_interval(days => $3))`,
      [restaurant, version, daysAgo],
    );
  await publish(1, 30);
  await publish(2, 8); // replaced 1 eight days ago: 1 goes
  await publish(3, 2); // replaced 2 two days ago: a tablet may still hold an order priced from 2
  await runJob('forget-old-menus');
  const kept = await onOrdersDatabase<{ version: string }>(
    'SELECT version FROM menu_versions WHERE restaurant_id = $1 ORDER BY version',
    [restaurant],
  );
  expect(kept.map((r) => Number(r.version))).toEqual([2, 3]);
});
