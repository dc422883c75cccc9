import { queueOptions } from '@zest/kit';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomInt } from 'node:crypto';
import { Pool } from 'pg';
import { addOpenItem, startOrder } from '../../orders/test/helpers';
import { api, databaseUrl, type ApiResponse } from '../../../tools/test/support';
import type { Tenant } from '../../../tools/test/tenants';

/** What the driver paths answer (docs/product.md#api-drivers), as far as the tests read it. */
export interface WaitingAnswer {
  order_id: string;
  order_number: number;
  customer_address_1: string;
  customer_city: string;
  customer_zipcode: string;
  total_price: string;
  created_at: string;
  delivery_charge: string;
  printed: boolean;
  customer_name: string | null;
  schedule_time: string | null;
}
export interface TripAnswer {
  id: string;
  order_id: string;
  order_number: number;
  street_1: string;
  total_price: string;
  assigned_at: string;
  driver_id: string;
  driver_name: string;
  delivery_charge: string;
  owed: string;
  status: 'assigned' | 'out' | 'back';
  cashout_id: string | null;
  order_deleted: boolean;
}
export interface CashoutAnswer {
  status: 'done' | 'pending';
  idempotency_key: string;
  id?: string;
  driver_id?: string;
  amount?: string;
  counted?: string | null;
  over_short?: string | null;
  trip_count?: number;
  float?: string;
  adjustments?: string;
  approved_by?: string;
  cashed_out_at?: string;
}
export interface BalanceAnswer {
  amount: string;
  cashed_out_at: string | null;
  driver_id: string;
  driver_name: string;
  open_trips: number;
  trips_out: number;
  out: boolean;
  float: string;
  adjustments: string;
}

/** A delivery order for a customer, with one open item at this price, taken at the restaurant's terminal. */
export async function deliveryOrder(t: Tenant, price = '20.00', street = '9 Birch Lane') {
  const customer = await api<{ id: string }>('POST', '/api/customer/createACustomer', {
    token: t.cashier,
    body: {
      restaurant_id: t.restaurantId,
      full_name: 'Dee Livery',
      phone_number: `555${randomInt(1_000_000, 10_000_000)}`,
      street_1: street,
      city: 'Springfield',
      zipcode: '62701',
    },
  });
  const order = await startOrder(t.cashier, t.restaurantId, 'delivery', { customer_id: customer.body.id });
  await addOpenItem(t.cashier, order.id, 'Large Pizza', price);
  return order;
}

export const unassigned = (t: Tenant, token = t.driver) =>
  api<WaitingAnswer[]>('GET', `/api/driver_orders/getOrdersUnassignedController/${t.restaurantId}`, { token });

/** Polls the unassigned list until the order is on it (or off it); answers how long that took. */
export async function untilListed(t: Tenant, orderId: string, listed = true, timeoutMs = 20_000): Promise<number> {
  const began = Date.now();
  for (;;) {
    const list = (await unassigned(t)).body;
    if (list.some((o) => o.order_id === orderId) === listed) return Date.now() - began;
    if (Date.now() - began > timeoutMs) throw new Error(`order ${orderId} ${listed ? 'never listed' : 'still listed'}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A driver takes orders through the documented path (with ours: several at once, out at once). */
export const takeOrders = (token: string, orderIds: string[], extra: Record<string, unknown> = {}) =>
  api<{ success: boolean; message: string; trips: TripAnswer[]; taken: { order_number: number }[] }>(
    'POST',
    '/api/driver_orders/createDriverOrder',
    { token, body: { order_ids: orderIds, out_for_delivery: true, ...extra } },
  );

/** The order is ready and taken by the tenant's driver, who is still out with it; answers the trip. */
export async function takenBy(t: Tenant, price = '20.00'): Promise<TripAnswer> {
  const order = await deliveryOrder(t, price);
  await untilListed(t, order.id);
  const took = await takeOrders(t.driver, [order.id]);
  if (took.status !== 201) throw new Error(`take: ${took.status} ${JSON.stringify(took.body)}`);
  return took.body.trips[0]!;
}

/** The driver is back: every trip of theirs still out is delivered (what they owe for it is due). */
export async function driverBack(t: Tenant, key?: string) {
  const back = await api<{ trips: number; message: string }>('POST', `/api/driver_orders/back/${t.driverId}`, {
    token: t.driver,
    headers: key ? { 'idempotency-key': key } : {},
  });
  if (back.status !== 200) throw new Error(`back: ${back.status} ${JSON.stringify(back.body)}`);
  return back.body;
}

/** The order is taken by the tenant's driver and delivered (the driver marked back); answers the trip. */
export async function deliveredBy(t: Tenant, price = '20.00'): Promise<TripAnswer> {
  const trip = await takenBy(t, price);
  await driverBack(t);
  return trip;
}

export const cashOut = (
  token: string,
  driverId: string,
  o: { key?: string; counted?: string; pin?: string; path?: 'create' | 'settle' } = {},
): Promise<ApiResponse<CashoutAnswer & { message?: string; reason?: string }>> =>
  api(
    o.path === 'settle' ? 'PATCH' : 'POST',
    o.path === 'settle' ? `/api/driver_orders/cashout/${driverId}` : '/api/driver_orders/createDriverCashout',
    {
      token,
      body: {
        driver_id: driverId,
        amount: '0.01',
        ...(o.counted ? { counted: o.counted } : {}),
        ...(o.pin ? { security_pin: o.pin } : {}),
      },
      headers: o.key ? { 'idempotency-key': o.key } : {},
    },
  );

export const balanceOf = (token: string, driverId: string) =>
  api<BalanceAnswer>('GET', `/api/driver_orders/getDriverCashout/${driverId}`, { token });

/** A statement on the drivers database as its owner (a superuser: no row-level security), for what no path may do. */
export async function onDriversDatabase<T = Record<string, unknown>>(text: string, values: unknown[] = []) {
  const pool = new Pool({ connectionString: databaseUrl('zest_drivers'), max: 1 });
  try {
    return (await pool.query(text, values)).rows as T[];
  } finally {
    await pool.end();
  }
}

/** Cents of a dollars string: "12.50" → 1250. */
export const cents = (dollars: string | null | undefined) => Math.round(Number(dollars ?? 0) * 100);

/** Reads until `ok` holds (an event on its way between services), or the time is up: answers the last read. */
export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 8_000): Promise<T> {
  const began = Date.now();
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() - began > timeoutMs) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** An event on a real queue of the test stack, as its sender puts it (auth's, for the copies): answers once applied. */
export async function sendEvent<E>(queueName: string, name: string, event: E, jobId: string) {
  const redis = new Redis(process.env.ZEST_TEST_REDIS_URL_SERVER!, { maxRetriesPerRequest: null });
  const queue = new Queue<E>(queueName, queueOptions(queueName, redis));
  try {
    const job = await queue.add(name as never, event as never, { jobId });
    for (let i = 0; i < 200 && !(await job.isCompleted()); i++) await new Promise((r) => setTimeout(r, 25));
  } finally {
    await queue.close();
    redis.disconnect();
  }
}
