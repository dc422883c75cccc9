import {
  EMPLOYEE_REPLAY_QUEUE,
  employeeEventsQueue,
  employeeJobId,
  ORDER_EVENTS_STREAM,
  ORDER_REPLAY_QUEUE,
  type EmployeeChanged,
  type OrderChanged,
  queueOptions,
} from '@zest/kit';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { onStreamLately, sendOnStream } from '../../../tools/test/jobs';
import { api, graphql } from '../../../tools/test/support';
import { newTenant, type Tenant } from '../../../tools/test/tenants';
import { addOpenItem, startOrder } from '../../orders/test/helpers';
import { deliveryOrder, onDriversDatabase, sendEvent, unassigned, untilListed } from './helpers';

/**
 * The drivers service's copies of orders and staff, kept from the orders
 * service's and auth's events: applied in any order by version, and sent
 * again in full when a copy is empty (a replay).
 */
let t: Tenant;
let redis: Redis;

beforeAll(async () => {
  t = await newTenant('driver-projections');
  redis = new Redis(process.env.ZEST_TEST_REDIS_URL_SERVER!, { maxRetriesPerRequest: null });
});
afterAll(() => redis.disconnect());

/** Order events as the orders service sends them, on its stream; answers once the drivers service applied them. */
const sendOrders = (...events: OrderChanged[]) => sendOnStream(ORDER_EVENTS_STREAM, 'drivers', 'order', events);

async function until(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 250; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${what} did not happen`);
}

const order = (version: number, o: Partial<OrderChanged> = {}): OrderChanged => ({
  id: '00000000-0000-4000-8000-00000000d001',
  restaurantId: t.restaurantId,
  orderNumber: 9001,
  orderType: 'delivery',
  customer: {
    fullName: 'Eve',
    phoneNumber: '5550101010',
    street1: '5 Late Road',
    street2: '',
    city: 'X',
    zipcode: '1',
  },
  lineCount: 1,
  subtotalCents: 1000,
  deliveryChargeCents: 350,
  taxCents: 120,
  totalCents: 1470,
  createdAt: new Date().toISOString(),
  firstPrintedAt: null,
  orderDay: new Date().toISOString().slice(0, 10),
  deleted: false,
  voided: false,
  version,
  ...o,
});

it('applies order events in any order: a late, older event never brings an order back', async () => {
  const id = randomUUID();
  const newer = order(20, { id, orderType: 'pickup' });
  const older = order(10, { id });
  await sendOrders(newer, older);
  expect((await unassigned(t)).body.map((o) => o.order_id)).not.toContain(id);
  const newest = order(30, { id, customer: { ...older.customer!, street1: '6 Newer Road' } });
  await sendOrders(newest);
  expect((await unassigned(t)).body.find((o) => o.order_id === id)).toMatchObject({
    customer_address_1: '6 Newer Road',
    total_price: '14.70',
  });
});

it('keeps when a delivery is wanted: the schedule time of the order, cleared when it is taken off', async () => {
  const mine = await deliveryOrder(t);
  await untilListed(t, mine.id);
  const waiting = async () => (await unassigned(t)).body.find((o) => o.order_id === mine.id);
  expect(await waiting()).toMatchObject({ customer_name: 'Dee Livery', schedule_time: null });
  await api('PUT', `/api/order/updateOrder/${mine.id}`, { token: t.cashier, body: { schedule_time: '18:45' } });
  await until(async () => (await waiting())?.schedule_time === '18:45', 'the schedule time');
  const answer = await graphql<{ unassignedOrders: { orderId: string; scheduleTime: string | null }[] }>(
    'query($r: ID!) { unassignedOrders(restaurantId: $r) { orderId scheduleTime } }',
    { r: t.restaurantId },
    { token: t.driver },
  );
  expect(answer.data?.unassignedOrders.find((o) => o.orderId === mine.id)?.scheduleTime).toBe('18:45');
  await api('PUT', `/api/order/updateOrder/${mine.id}`, { token: t.cashier, body: { schedule_time: '' } });
  await until(async () => (await waiting())?.schedule_time === null, 'the schedule time taken off');
  // An event from before the field existed leaves it unset.
  const id = randomUUID();
  const old = order(1, { id });
  delete old.scheduleTime;
  await sendOrders(old);
  expect((await unassigned(t)).body.find((o) => o.order_id === id)).toMatchObject({ schedule_time: null });
});

it('hears of deliveries only: a to-go order is never on its stream, a delivery switched to pickup leaves the list', async () => {
  const togo = await startOrder(t.cashier, t.restaurantId, 'togo');
  await addOpenItem(t.cashier, togo.id, 'Slice', '3.00');
  const delivery = await deliveryOrder(t);
  await untilListed(t, delivery.id);
  // Sent after the to-go order's writes: had those been sent, the drivers service would hold the order by now.
  expect(await onStreamLately(ORDER_EVENTS_STREAM, (i) => i.startsWith(`order-${togo.id}-`))).toBeUndefined();
  expect(await onDriversDatabase('SELECT id FROM delivery_orders WHERE id = $1', [togo.id])).toEqual([]);
  const switched = await api('PUT', `/api/order/updateOrder/${delivery.id}`, {
    token: t.cashier,
    body: { order_type: 'pickup' },
  });
  expect(switched.status).toBe(200);
  await untilListed(t, delivery.id, false);
});

it('keeps the staff from auth’s events: the newest name, and a removed driver leaves the list', async () => {
  const queue = employeeEventsQueue('drivers');
  const id = randomUUID();
  const driver = (version: number, o: Partial<EmployeeChanged> = {}): EmployeeChanged => ({
    id,
    restaurantId: t.restaurantId,
    name: 'Newer Name',
    role: 'driver',
    deleted: false,
    version,
    ...o,
  });
  await sendEvent(queue, 'employee', driver(5), employeeJobId(driver(5)));
  await sendEvent(queue, 'employee', driver(3, { name: 'Older Name' }), employeeJobId(driver(3)));
  const names = async () =>
    (
      await api<{ driver_id: string; driver_name: string }[]>('GET', `/api/driver_orders/drivers/${t.restaurantId}`, {
        token: t.manager,
      })
    ).body;
  expect((await names()).find((d) => d.driver_id === id)).toMatchObject({ driver_name: 'Newer Name' });
  await sendEvent(queue, 'employee', driver(6, { deleted: true }), employeeJobId(driver(6)));
  expect((await names()).map((d) => d.driver_id)).not.toContain(id);
  // A real change in auth arrives the same way.
  await api('PUT', `/api/employee/updateEmployeeProfile/${t.driverId}`, {
    token: t.owner.token,
    body: { name: 'Daniel' },
  });
  await until(
    async () => (await names()).some((d) => d.driver_id === t.driverId && d.driver_name === 'Daniel'),
    'rename',
  );
});

it('gets every order and employee again when it asks for a replay (an emptied copy)', async () => {
  const mine = await deliveryOrder(t);
  await untilListed(t, mine.id);
  await onDriversDatabase('DELETE FROM delivery_orders WHERE id = $1', [mine.id]);
  await onDriversDatabase('DELETE FROM staff WHERE id = $1', [t.driverId]);
  expect((await unassigned(t)).body.map((o) => o.order_id)).not.toContain(mine.id);
  for (const queueName of [ORDER_REPLAY_QUEUE, EMPLOYEE_REPLAY_QUEUE]) {
    const queue = new Queue(queueName, queueOptions(queueName, redis));
    await queue.add('replay', { subscriber: 'drivers' });
    await queue.close();
  }
  await untilListed(t, mine.id, true, 10_000);
  await until(
    async () => (await onDriversDatabase('SELECT 1 FROM staff WHERE id = $1', [t.driverId])).length === 1,
    'the staff replay',
  );
});
