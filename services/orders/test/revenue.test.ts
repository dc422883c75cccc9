import { addDays, atLocalTime, localDate, queueOptions } from '@zest/kit';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { RevenuePeriod } from '../src/inputs';
import { periodDays } from '../src/revenue/periods';
import { rebuildRevenue, revenueDrift } from '../src/revenue/rollup';
import { api, serviceUrl } from '../../../tools/test/support';
import { newTenant, type Tenant } from '../../../tools/test/tenants';
import { addOpenItem, history, onOrdersDatabase, startOrder, withOrdersStore } from './helpers';

/**
 * Revenue (docs/product.md#revenue): read from a daily rollup kept in each
 * order's own transaction, equal to the raw sums of the orders whatever
 * happens to them, on the restaurant's calendar.
 */
interface Revenue {
  period: string;
  today: string;
  from: string | null;
  to: string | null;
  total_orders: number;
  total_revenue: string;
  subtotal: string;
  tax: string;
  delivery_charge: string;
  delivery_orders: number;
  pickup_orders: number;
  togo_orders: number;
  average_ticket: string;
  year: number;
  years: number[];
  monthly: { month: string; revenue: string; orders: number }[];
}

const cents = (dollars: string) => Math.round(Number(dollars) * 100);
const revenue = (t: Tenant, period: string, token = t.owner.token) =>
  api<Revenue>('GET', `/api/order/revenue/${t.restaurantId}?period=${period}`, { token });

const withStore = withOrdersStore;
const driftOf = (restaurantId: string) =>
  withStore((s) => s.run([restaurantId], (tx) => revenueDrift(tx, restaurantId)));

/** A small deterministic random source. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

describe('the daily rollup', () => {
  it('equals the raw sums after a random mix of creates, lines, type switches, removals and deletes, some at once', async () => {
    const t = await newTenant('revenue-mix');
    const r = random(7);
    const live: { id: string; lines: string[] }[] = [];
    const step = async () => {
      const roll = r.next();
      const some = live.length ? r.pick(live) : null;
      if (roll < 0.3 || !some) {
        const order = await startOrder(t.cashier, t.restaurantId, r.pick(['delivery', 'pickup', 'togo'] as const));
        live.push({ id: order.id, lines: [] });
      } else if (roll < 0.65) {
        const line = await addOpenItem(
          t.cashier,
          some.id,
          'Item',
          `${1 + Math.floor(r.next() * 40)}.${r.pick(['00', '25', '99'])}`,
        );
        if (line.status === 201) some.lines.push((line.body as unknown as { id: string }).id);
      } else if (roll < 0.75) {
        await api('PUT', `/api/order/updateOrder/${some.id}`, {
          token: t.cashier,
          body: { order_type: r.pick(['delivery', 'pickup', 'togo']) },
        });
      } else if (roll < 0.85 && some.lines.length) {
        await api('DELETE', `/api/order/deleteOrderItems/${some.lines.pop()}`, { token: t.cashier });
      } else if (roll < 0.9) {
        await api('DELETE', `/api/order/deleteOrder/${some.id}`, { token: t.cashier });
        live.splice(live.indexOf(some), 1);
      } else {
        await api('PATCH', `/api/order/updateOrderTotalprice/${some.id}`, {
          token: t.cashier,
          body: { total_price: 1 },
        });
      }
    };
    for (let round = 0; round < 25; round++) await Promise.all([step(), step(), step(), step()]);

    expect(await driftOf(t.restaurantId)).toEqual([]);
    const orders = await history(t.owner.token, t.restaurantId);
    const today = await revenue(t, 'today');
    expect(today.status).toBe(200);
    const sum = (k: 'total_price' | 'subtotal' | 'tax' | 'delivery_charge') =>
      orders.reduce((s, o) => s + cents(o[k]), 0);
    expect({
      orders: today.body.total_orders,
      total: cents(today.body.total_revenue),
      subtotal: cents(today.body.subtotal),
      tax: cents(today.body.tax),
      delivery: cents(today.body.delivery_charge),
      delivery_orders: today.body.delivery_orders,
      pickup_orders: today.body.pickup_orders,
      togo_orders: today.body.togo_orders,
    }).toEqual({
      orders: orders.length,
      total: sum('total_price'),
      subtotal: sum('subtotal'),
      tax: sum('tax'),
      delivery: sum('delivery_charge'),
      delivery_orders: orders.filter((o) => o.order_type === 'delivery').length,
      pickup_orders: orders.filter((o) => o.order_type === 'pickup').length,
      togo_orders: orders.filter((o) => o.order_type === 'togo').length,
    });
    expect(orders.length).toBeGreaterThan(5);
    expect(cents(today.body.average_ticket)).toBe(Math.round(sum('total_price') / orders.length));
  }, 120_000);

  it('is compared with the orders by a repeatable job that reports drift in the log and a metric', async () => {
    const t = await newTenant('revenue-drift');
    const order = await startOrder(t.cashier, t.restaurantId, 'pickup');
    await addOpenItem(t.cashier, order.id, 'Pie', '10.00');
    const redis = new Redis(process.env.ZEST_TEST_REDIS_URL_SERVER!, { maxRetriesPerRequest: null });
    const queue = new Queue('orders-housekeeping', queueOptions('orders-housekeeping', redis));
    const metric = async () => {
      const text = await (await fetch(`${serviceUrl('orders')}/metrics`)).text();
      return Number(/^revenue_rollup_drift_cells\{[^}]*\} (\d+)/m.exec(text)?.[1] ?? NaN);
    };
    const check = async () => {
      const job = await queue.add('check-revenue-rollups', {}, { jobId: `check-${randomUUID()}` });
      for (let i = 0; i < 200 && !(await job.isCompleted()); i++) await new Promise((res) => setTimeout(res, 25));
      return (await queue.getJob(job.id!))!.returnvalue as number;
    };
    try {
      await onOrdersDatabase('UPDATE revenue_days SET total_cents = total_cents + 1 WHERE restaurant_id = $1', [
        t.restaurantId,
      ]);
      expect(await driftOf(t.restaurantId)).toEqual([
        expect.objectContaining({ orderType: 'pickup', rollup: expect.objectContaining({ orders: 1 }) }),
      ]);
      expect(await check()).toBeGreaterThanOrEqual(1);
      expect(await metric()).toBeGreaterThanOrEqual(1);
      await withStore((s) => s.run([t.restaurantId], (tx) => rebuildRevenue(tx, t.restaurantId)));
      expect(await driftOf(t.restaurantId)).toEqual([]);
    } finally {
      await queue.close();
      redis.disconnect();
    }
  });
});

describe('periods', () => {
  let t: Tenant;
  const zone = 'Australia/Sydney';
  /** Days back from today on the restaurant's calendar, and each order's grand total. */
  const placed: { day: string; type: string; total: number }[] = [];

  beforeAll(async () => {
    t = await newTenant('revenue-periods', { timeZone: zone });
    const today = localDate(new Date(), zone);
    for (const [back, type] of [
      [0, 'delivery'],
      [0, 'togo'],
      [1, 'pickup'],
      [3, 'delivery'],
      [9, 'togo'],
      [35, 'pickup'],
      [70, 'delivery'],
      [400, 'pickup'],
    ] as const) {
      const order = await startOrder(t.cashier, t.restaurantId, type);
      const line = await addOpenItem(t.cashier, order.id, 'Pie', `${10 + back}.00`);
      const day = addDays(today, -back);
      // As if it had been taken at noon on that day: moved in the database, the rollup written again from the orders.
      await onOrdersDatabase('UPDATE orders SET created_at = $2, order_day = $3 WHERE id = $1', [
        order.id,
        atLocalTime(day, 12 * 60, zone),
        day,
      ]);
      placed.push({ day, type, total: cents(line.body.order.total_price) });
    }
    const deleted = await startOrder(t.cashier, t.restaurantId, 'togo');
    await addOpenItem(t.cashier, deleted.id, 'Gone', '99.00');
    await api('DELETE', `/api/order/deleteOrder/${deleted.id}`, { token: t.cashier });
    await startOrder(t.cashier, t.restaurantId, 'togo'); // empty: never counted
    await withStore((s) => s.run([t.restaurantId], (tx) => rebuildRevenue(tx, t.restaurantId)));
  });

  it.each([
    'today',
    'yesterday',
    'this_week',
    'last_week',
    'this_month',
    'last_month',
    'this_year',
    'last_year',
    'all_time',
  ])('%s counts the orders of its calendar days, deleted and empty ones never', async (period) => {
    const answer = await revenue(t, period);
    expect(answer.status).toBe(200);
    const days = periodDays(period as RevenuePeriod, answer.body.today);
    const inside = placed.filter((p) => (!days.from || p.day >= days.from) && (!days.until || p.day < days.until));
    expect(answer.body).toMatchObject({
      period,
      from: days.from,
      to: days.until,
      total_orders: inside.length,
      total_revenue: (inside.reduce((s, p) => s + p.total, 0) / 100).toFixed(2),
      delivery_orders: inside.filter((p) => p.type === 'delivery').length,
      pickup_orders: inside.filter((p) => p.type === 'pickup').length,
      togo_orders: inside.filter((p) => p.type === 'togo').length,
    });
  });

  /** Each month counts the orders placed in it and their totals, to the cent. */
  const expectMonthsAsPlaced = (months: Revenue['monthly']) => {
    for (const m of months) {
      const inMonth = placed.filter((p) => p.day.startsWith(m.month));
      expect([m.month, m.orders, cents(m.revenue)]).toEqual([
        m.month,
        inMonth.length,
        inMonth.reduce((s, p) => s + p.total, 0),
      ]);
    }
  };

  it('breaks the current year down by month, January to this month', async () => {
    const answer = await revenue(t, 'today');
    const year = answer.body.today.slice(0, 4);
    const months = answer.body.monthly;
    expect(months.map((m) => m.month)).toEqual(
      Array.from(
        { length: Number(answer.body.today.slice(5, 7)) },
        (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`,
      ),
    );
    expectMonthsAsPlaced(months);
  });

  it('breaks down any year asked for: a past year whole, the years with orders offered, a year to come refused', async () => {
    const now = await revenue(t, 'today');
    const thisYear = Number(now.body.today.slice(0, 4));
    const lastYear = thisYear - 1;
    // 400 days back is last year (or the year before early in January): the years offered say which.
    const oldest = Number(placed.reduce((a, p) => (p.day < a ? p.day : a), now.body.today).slice(0, 4));
    expect(now.body.year).toBe(thisYear);
    expect(now.body.years).toEqual([...new Set([thisYear, lastYear, oldest])].sort((a, b) => b - a));
    const past = await api<Revenue>('GET', `/api/order/revenue/${t.restaurantId}?year=${oldest}`, {
      token: t.owner.token,
    });
    expect(past.status).toBe(200);
    expect(past.body.year).toBe(oldest);
    expect(past.body.monthly.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => `${oldest}-${String(i + 1).padStart(2, '0')}`),
    );
    expectMonthsAsPlaced(past.body.monthly);
    expect(past.body.monthly.some((m) => m.orders > 0)).toBe(true);
    // The period's cards do not follow the year: they are still today's.
    expect(past.body.total_orders).toBe(now.body.total_orders);
    const ahead = await api('GET', `/api/order/revenue/${t.restaurantId}?year=${thisYear + 1}`, {
      token: t.owner.token,
    });
    expect(ahead).toMatchObject({ status: 400, body: { message: `Choose a year from 2000 to ${thisYear}.` } });
    const word = await api('GET', `/api/order/revenue/${t.restaurantId}?year=last`, { token: t.owner.token });
    expect(word).toMatchObject({ status: 400, body: { message: 'Year must be a year such as 2025.' } });
  });

  it('is for the owner and managers: not a driver, not a cashier, not another owner', async () => {
    const other = await newTenant('revenue-stranger');
    expect((await revenue(t, 'today', t.manager)).status).toBe(200);
    expect((await revenue(t, 'today', t.driver)).status).toBe(403);
    expect((await revenue(t, 'today', t.cashier)).status).toBe(403);
    expect((await revenue(t, 'today', other.owner.token)).status).toBe(404);
    expect((await revenue(t, 'today', other.manager)).status).toBe(404);
    const bad = await revenue(t, 'fortnight');
    expect(bad).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^Period must be one of today/) },
    });
  });
});
