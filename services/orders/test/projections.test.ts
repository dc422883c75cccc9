import {
  ORDER_EVENTS_STREAM,
  orderJobId,
  restaurantEventsQueue,
  restaurantJobId,
  type OrderChanged,
  type RestaurantChanged,
  queueOptions,
} from '@zest/kit';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { onStreamLately } from '../../../tools/test/jobs';
import { api } from '../../../tools/test/support';
import { buildPizzeria, ordersMenuVersion, sendMenu, type Pizzeria } from '../../../tools/test/menus';
import { pricedMenuOf, type RestMenu } from '../../../tools/stack/priced-menu';
import { newTenant, type Tenant } from '../../../tools/test/tenants';
import { addLine, addOpenItem, onOrdersDatabase, readOrder, startOrder } from './helpers';

/**
 * The copies orders keeps of other services' facts, and the one it offers:
 * the menu (priced lines), the restaurants (rates, time zone), and its own
 * order events for the drivers service. Versioned: applied in any order, a
 * late event never undoes a newer one.
 */
let t: Tenant;
let menu: Pizzeria;
let redis: Redis;

beforeAll(async () => {
  t = await newTenant('projections');
  menu = await buildPizzeria(t);
  redis = new Redis(process.env.ZEST_TEST_REDIS_URL_SERVER!, { maxRetriesPerRequest: null });
});
afterAll(() => redis.disconnect());

/** Waits until BullMQ has run a job (it stays listed for an hour once done). */
async function untilDone(queueName: string, jobId: string): Promise<void> {
  const queue = new Queue(queueName, queueOptions(queueName, redis));
  try {
    for (let i = 0; i < 200; i++) {
      const job = await queue.getJob(jobId);
      if (job && (await job.isCompleted())) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`job ${jobId} on ${queueName} did not finish`);
  } finally {
    await queue.close();
  }
}

describe("the menu's copy", () => {
  it('keeps the newest version: an older menu arriving late changes no price', async () => {
    const rest = await api<RestMenu>('GET', `/api/menu/${t.restaurantId}`, { token: t.owner.token });
    const current = pricedMenuOf(rest.body);
    const newer = (await ordersMenuVersion(t.restaurantId))! + 1000;
    const older = newer - 500;
    const priced = (cents: number) => ({
      ...current,
      products: current.products.map((p) => (p.id === menu.calzone ? { ...p, priceCents: cents } : p)),
    });
    await sendMenu(t.restaurantId, priced(1500), newer);
    await untilDone('menu-events-orders', `menu-${t.restaurantId}-${newer}`);
    await sendMenu(t.restaurantId, priced(99_900), older);
    await untilDone('menu-events-orders', `menu-${t.restaurantId}-${older}`);
    expect(await ordersMenuVersion(t.restaurantId)).toBe(newer);

    const { id } = await startOrder(t.cashier, t.restaurantId);
    const line = await addLine(t.cashier, { order_id: id, product_id: menu.calzone });
    expect(line.body.product_price).toBe('15.00');
  });
});

describe("the restaurants' copy", () => {
  it('applies restaurant events in any order: the newest rates stay', async () => {
    const [row] = await onOrdersDatabase<{ version: string; owner_id: string; name: string }>(
      'SELECT version, owner_id, name FROM restaurants WHERE id = $1',
      [t.restaurantId],
    );
    const base = Number(row!.version);
    const event = (version: number, taxPercentage: number): RestaurantChanged => ({
      id: t.restaurantId,
      ownerId: row!.owner_id,
      name: row!.name,
      fullAddress: '12 Main St, Springfield',
      phoneNumber: '555-010-2000',
      taxPercentage,
      deliveryChargeCents: 350,
      timeZone: 'America/New_York',
      deleted: false,
      version,
    });
    const queue = new Queue<RestaurantChanged>(
      restaurantEventsQueue('orders'),
      queueOptions(restaurantEventsQueue('orders'), redis),
    );
    try {
      const newer = event(base + 20, 6.25);
      const older = event(base + 10, 99);
      await queue.add('restaurant', newer, { jobId: restaurantJobId(newer) });
      await untilDone(restaurantEventsQueue('orders'), restaurantJobId(newer));
      await queue.add('restaurant', older, { jobId: restaurantJobId(older) });
      await untilDone(restaurantEventsQueue('orders'), restaurantJobId(older));
    } finally {
      await queue.close();
    }
    const { id } = await startOrder(t.cashier, t.restaurantId);
    await addOpenItem(t.cashier, id, 'Salad', '10.00');
    expect((await readOrder(t.cashier, id)).body).toMatchObject({ tax_percentage: 6.25, tax: '0.63' });
  });
});

describe('order events for the drivers service', () => {
  it('publish a newer version of an order after each change, with what a driver needs', async () => {
    // The running service publishes right after each commit and marks the version sent, so a second
    // publisher in this process would find nothing left; what it sent is read from the order events stream.
    const customer = await api<{ id: string }>('POST', '/api/customer/createACustomer', {
      token: t.cashier,
      body: {
        restaurant_id: t.restaurantId,
        full_name: 'Dee Livery',
        phone_number: '5550107788',
        street_1: '9 Birch Lane',
        city: 'Springfield',
        zipcode: '62701',
      },
    });
    const { id, order_number } = await startOrder(t.cashier, t.restaurantId, 'delivery', {
      customer_id: customer.body.id,
    });
    const created = await published(id);
    expect(created).toMatchObject({
      id,
      restaurantId: t.restaurantId,
      orderNumber: order_number,
      orderType: 'delivery',
      customer: { fullName: 'Dee Livery', street1: '9 Birch Lane', city: 'Springfield', zipcode: '62701' },
      lineCount: 0,
      deliveryChargeCents: 350,
      deleted: false,
    });

    await addOpenItem(t.cashier, id, 'Large Pizza', '20.00');
    const withLine = await published(id);
    expect(withLine!.version).toBeGreaterThan(created!.version);
    expect(withLine).toMatchObject({ deleted: false, lineCount: 1, subtotalCents: 2000, deliveryChargeCents: 350 });
    expect(withLine!.totalCents).toBe(2000 + 350 + withLine!.taxCents);

    await api('DELETE', `/api/order/deleteOrder/${id}`, { token: t.cashier });
    const deleted = await published(id);
    expect(deleted!.version).toBeGreaterThan(withLine!.version);
    expect(deleted).toMatchObject({ deleted: true, lineCount: 1, subtotalCents: 2000, deliveryChargeCents: 350 });
    expect(deleted!.totalCents).toBe(2000 + 350 + deleted!.taxCents);
  });

  it('are never sent for an order that never was a delivery, which never waits to be sent either', async () => {
    const { id } = await startOrder(t.cashier, t.restaurantId, 'togo');
    await addOpenItem(t.cashier, id, 'Slice', '3.00');
    await api('PUT', `/api/order/updateOrder/${id}`, { token: t.cashier, body: { order_type: 'pickup' } });
    // A delivery after it, from the same terminal: once its events are out, the to-go order's would be too.
    const later = await startOrder(t.cashier, t.restaurantId, 'delivery');
    await published(later.id);
    expect(await onStreamLately(ORDER_EVENTS_STREAM, (i) => i.startsWith(`order-${id}-`))).toBeUndefined();
    const waiting = await onOrdersDatabase(
      `SELECT id FROM orders WHERE id = $1 AND version > published_version
         AND (order_type = 'delivery' OR published_version > 0)`,
      [id],
    );
    expect(waiting).toEqual([]);
  });

  it('are sent when a delivery stops being one, so the drivers service drops it', async () => {
    const { id } = await startOrder(t.cashier, t.restaurantId, 'delivery');
    expect(await published(id)).toMatchObject({ orderType: 'delivery' });
    await api('PUT', `/api/order/updateOrder/${id}`, { token: t.cashier, body: { order_type: 'pickup' } });
    expect(await published(id)).toMatchObject({ orderType: 'pickup' });
  });
});

/** The event of the order's current version, once the service has marked that version sent. */
async function published(id: string): Promise<OrderChanged | undefined> {
  for (let i = 0; i < 400; i++) {
    const [row] = await onOrdersDatabase<{ version: number; sent: number }>(
      'SELECT version::int AS version, published_version::int AS sent FROM orders WHERE id = $1',
      [id],
    );
    if (row && row.sent === row.version) {
      const jobId = orderJobId({ id, version: row.version });
      return onStreamLately<OrderChanged>(ORDER_EVENTS_STREAM, (i) => i === jobId);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`order ${id} was not published`);
}
