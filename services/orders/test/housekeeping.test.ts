import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
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
  queue = new Queue('orders-housekeeping', { connection: redis });
});
afterAll(async () => {
  await queue.close();
  redis.disconnect();
});

const untouchedFor = (id: string, minutes: number) =>
  onOrdersDatabase(`UPDATE orders SET updated_at = now() - make_interval(mins => $2) WHERE id = $1`, [id, minutes]);

it('is scheduled to run again and again, once for all replicas', async () => {
  const schedulers = await queue.getJobSchedulers();
  expect(schedulers.map((s) => s.key).sort()).toEqual([
    'check-revenue-rollups',
    'forget-idempotency-keys',
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

  const job = await queue.add('purge-empty-orders', {});
  for (let i = 0; i < 200 && !(await job.isCompleted()); i++) await new Promise((r) => setTimeout(r, 25));
  expect(await job.isCompleted()).toBe(true);
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
});
