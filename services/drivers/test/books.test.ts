import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { api, clientIp, databaseUrl } from '../../../tools/test/support';
import { newTenant, scopedSession, type Tenant } from '../../../tools/test/tenants';
import {
  balanceOf,
  cashOut,
  cents,
  deliveredBy,
  deliveryOrder,
  driverBack,
  onDriversDatabase,
  takenBy,
  unassigned,
  untilListed,
  type CashoutAnswer,
  eventually,
} from './helpers';

/**
 * The drivers' books (docs/product.md#cash-out, docs/decisions/0028-books.md):
 * a driver owes for delivered trips only; a cash-out settles those and leaves
 * trips still out alone; a change to an order after its trip adjusts what is
 * owed, as an adjustment on the next cash-out once settled; floats and returns
 * happen once per key; a key belongs to one driver; the documented pair of
 * cash-out calls is one cash-out. Every one leaves a line in the audit trail.
 */

interface AuditLine {
  kind: string;
  summary: string;
  actor: string;
  approved_by: string | null;
  amount_before: string | null;
  amount_after: string | null;
  order_id: string | null;
}

const trail = async (t: Tenant, kind: string) =>
  (
    await api<{ entries: AuditLine[] }>('GET', `/api/order/audit/${t.restaurantId}?kind=${kind}&limit=200`, {
      token: t.owner.token,
    })
  ).body.entries;

const printed = async (t: Tenant, orderId: string) =>
  api('POST', `/api/order/printOrder/${orderId}`, {
    token: t.cashier,
    body: {},
    headers: { 'idempotency-key': randomUUID() },
  });

describe('what a driver owes', () => {
  it('counts delivered trips only, and a cash-out leaves trips still out alone', async () => {
    const t = await newTenant('books-delivered');
    const first = await takenBy(t, '20.00');
    expect((await balanceOf(t.manager, t.driverId)).body).toMatchObject({
      amount: '0.00',
      open_trips: 0,
      trips_out: 1,
    });
    expect(await cashOut(t.manager, t.driverId)).toMatchObject({
      status: 409,
      body: { message: 'This driver has nothing to cash out since the last cash-out.' },
    });
    await driverBack(t);
    const out = await takenBy(t, '10.00');
    const balance = (await balanceOf(t.manager, t.driverId)).body;
    expect(balance).toMatchObject({ amount: first.owed, open_trips: 1, trips_out: 1, out: true });

    const done = await cashOut(t.manager, t.driverId, { key: randomUUID() });
    expect(done).toMatchObject({ status: 201, body: { trip_count: 1, amount: first.owed } });
    // The trip still out is neither settled nor stamped back.
    const [trip] = await onDriversDatabase<{ cashout_id: string | null; back_at: Date | null }>(
      'SELECT cashout_id, back_at FROM trips WHERE order_id = $1',
      [out.order_id],
    );
    expect(trip).toEqual({ cashout_id: null, back_at: null });
    await driverBack(t);
    expect((await balanceOf(t.manager, t.driverId)).body).toMatchObject({ amount: out.owed, open_trips: 1 });
  });

  it('takes the float back only with the driver, and hands it once per key', async () => {
    const t = await newTenant('books-float');
    await takenBy(t, '20.00');
    const key = randomUUID();
    const hand = (amount: string) =>
      api<{ id: string; amount: string }>('POST', '/api/driver_orders/float', {
        token: t.manager,
        body: { driver_id: t.driverId, amount },
        headers: { 'idempotency-key': key },
      });
    const taps = await Promise.all([hand('20.00'), hand('20.00')]);
    expect(taps.map((x) => x.status)).toEqual([201, 201]);
    expect(taps[0]!.body.id).toBe(taps[1]!.body.id);
    expect((await hand('25.00')).status).toBe(409);
    expect(await onDriversDatabase('SELECT id FROM floats WHERE driver_id = $1', [t.driverId])).toHaveLength(1);
    // Out with the float: not owed yet.
    expect((await balanceOf(t.manager, t.driverId)).body).toMatchObject({ amount: '0.00', float: '0.00' });
    await driverBack(t);
    const owed = (await balanceOf(t.manager, t.driverId)).body;
    expect(owed.float).toBe('20.00');
    const [line] = await trail(t, 'driver.float');
    expect(line).toMatchObject({ amount_after: '20.00', summary: expect.stringMatching(/float of \$20\.00/) });
    expect(await trail(t, 'driver.float')).toHaveLength(1);
  });

  it('marks a driver back once per key: a retry answers what the first tap did', async () => {
    const t = await newTenant('books-back');
    await takenBy(t);
    await takenBy(t);
    const key = randomUUID();
    expect(await driverBack(t, key)).toMatchObject({ trips: 2, message: 'Dan is back.' });
    expect(await driverBack(t, key)).toMatchObject({ trips: 2, message: 'Dan is back.' });
    expect(await driverBack(t)).toMatchObject({ trips: 0, message: 'Dan was not out.' });
  });
});

describe('an order changed after its trip', () => {
  it('moves what the driver owes while the trip is open, and says so in the trail', async () => {
    const t = await newTenant('books-open-change');
    const trip = await deliveredBy(t, '20.00');
    await api('POST', '/api/order/addItemToOrder', {
      token: t.cashier,
      body: { order_id: trip.order_id, product_name: 'Soda', product_price: '2.00' },
    });
    const lines = await eventually(
      () => trail(t, 'driver.adjustment'),
      (l) => l.length > 0,
    );
    expect(lines[0]).toMatchObject({ order_id: trip.order_id, amount_before: trip.owed, actor: 'Zest POS' });
    expect(cents(lines[0]!.amount_after)).toBeGreaterThan(cents(trip.owed));
  });

  it('becomes an adjustment on the next cash-out once settled, and needs a manager to void', async () => {
    const t = await newTenant('books-settled-void');
    const trip = await deliveredBy(t, '20.00');
    expect((await printed(t, trip.order_id)).status).toBe(200);
    const settled = await cashOut(t.manager, t.driverId, { key: randomUUID() });
    expect(settled.status).toBe(201);
    // The orders service hears of the cash-out: the history shows the driver and the delivery.
    const order = await eventually(
      () =>
        api<{ driver: { name: string; delivered_at: string | null; cashed_out_at: string | null } | null }>(
          'GET',
          `/api/order/getOrderWithItems/${trip.order_id}`,
          { token: t.cashier },
        ),
      (o) => !!o.body.driver?.cashed_out_at,
    );
    expect(order.body.driver).toMatchObject({ name: 'Dan', delivered_at: expect.any(String) });

    // A young order, but cashed out with the driver: a cashier may not void it alone.
    const refused = await api('DELETE', `/api/order/deleteOrder/${trip.order_id}?reason=Comp`, { token: t.cashier });
    expect(refused).toMatchObject({ status: 403, body: { reason: 'PIN_REQUIRED' } });
    expect(refused.body.message).toMatch(/already cashed out with the driver/);
    const manager = await scopedSession(`/api/restaurant/confirmSecurityPin/${t.restaurantId}`, t.cashier, {
      security_pin: t.securityPin,
      action: 'order.void',
      order_id: trip.order_id,
    });
    expect(
      (await api('DELETE', `/api/order/deleteOrder/${trip.order_id}?reason=Comp`, { token: manager })).status,
    ).toBe(200);

    const balance = await eventually(
      () => balanceOf(t.manager, t.driverId),
      (b) => b.body.adjustments !== '0.00',
    );
    expect(balance.body).toMatchObject({ adjustments: `-${trip.owed}`, amount: `-${trip.owed}` });
    const next = await cashOut(t.manager, t.driverId, { key: randomUUID() });
    expect(next).toMatchObject({ status: 201, body: { adjustments: `-${trip.owed}`, amount: `-${trip.owed}` } });
    // The first cash-out is as it was.
    const history = await api<CashoutAnswer[]>('GET', `/api/driver_orders/cashouts/${t.driverId}`, {
      token: t.manager,
    });
    expect(history.body.find((c) => c.id === settled.body.id)).toMatchObject({
      amount: trip.owed,
      adjustments: '0.00',
    });
    const [adjustment] = await trail(t, 'driver.adjustment');
    expect(adjustment).toMatchObject({ order_id: trip.order_id, summary: expect.stringMatching(/back to the driver/) });
    // Applied twice (a redelivered event), it adjusts once.
    expect(await onDriversDatabase('SELECT id FROM adjustments WHERE order_id = $1', [trip.order_id])).toHaveLength(1);
  });
});

describe('cash-out keys and the documented pair', () => {
  it('refuses a key already used for another driver, also while the first is queued', async () => {
    const t = await newTenant('books-key-driver');
    const second = await api<{ id: string }>('POST', '/api/employee/createEmpolyeeProfile', {
      token: t.owner.token,
      body: { security_pin: t.securityPin, pin: '3333', name: 'Eve', role: 'driver', restaurant_id: t.restaurantId },
      ip: clientIp(),
    });
    // The drivers service learns of the new driver from auth's events.
    await eventually(
      () => balanceOf(t.manager, second.body.id),
      (b) => b.status === 200,
    );
    await deliveredBy(t);
    const key = randomUUID();
    const pool = new Pool({ connectionString: databaseUrl('zest_drivers'), max: 1 });
    const client = await pool.connect();
    try {
      // The first cash-out waits on the queue behind a settlement of the same driver.
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `zest:cashout:${t.restaurantId}:${t.driverId}`,
      ]);
      expect((await cashOut(t.manager, t.driverId, { key })).status).toBe(202);
      const other = await cashOut(t.manager, second.body.id, { key });
      expect(other).toMatchObject({ status: 409, body: { message: expect.stringMatching(/another driver/) } });
      await client.query('COMMIT');
    } finally {
      client.release();
      await pool.end();
    }
    const done = await eventually(
      () =>
        api<CashoutAnswer>('GET', `/api/driver_orders/cashoutStatus/${t.driverId}?key=${key}`, { token: t.manager }),
      (r) => r.body.status === 'done',
    );
    expect(done.body.status).toBe('done');
    expect((await cashOut(t.manager, second.body.id, { key })).status).toBe(409);
    expect(
      (await api('GET', `/api/driver_orders/cashoutStatus/${second.body.id}?key=${key}`, { token: t.manager })).status,
    ).toBe(404);
  });

  it('answers the documented create-then-settle pair (either way round) with one cash-out and one audit line', async () => {
    const t = await newTenant('books-pair');
    for (const [a, b] of [
      ['create', 'settle'],
      ['settle', 'create'],
    ] as const) {
      await deliveredBy(t, '12.00');
      const first = await cashOut(t.manager, t.driverId, { path: a });
      const then = await cashOut(t.manager, t.driverId, { path: b });
      expect(first.status).toBe(a === 'create' ? 201 : 200);
      expect(then.status).toBe(b === 'create' ? 201 : 200);
      expect(then.body.id).toBe(first.body.id);
    }
    expect(await onDriversDatabase('SELECT id FROM cashouts WHERE driver_id = $1', [t.driverId])).toHaveLength(2);
    expect(await trail(t, 'driver.cashout')).toHaveLength(2);
  });
});

describe('a customer’s edit', () => {
  it('reaches the delivery waiting on the driver screen', async () => {
    const t = await newTenant('books-customer-edit');
    const order = await deliveryOrder(t, '20.00', '1 Old Street');
    await untilListed(t, order.id);
    const read = await api<{ customer_id: string; customer: Record<string, string> }>(
      'GET',
      `/api/order/getOrderWithItems/${order.id}`,
      { token: t.cashier },
    );
    const c = read.body.customer;
    const updated = await api('PUT', `/api/customer/updateCustomerInfo/${read.body.customer_id}`, {
      token: t.cashier,
      body: { ...c, restaurant_id: t.restaurantId, street_1: '2 New Street' },
    });
    expect(updated.status).toBe(200);
    const list = await eventually(
      () => unassigned(t),
      (l) => l.body.some((o) => o.order_id === order.id && o.customer_address_1 === '2 New Street'),
    );
    expect(list.body.find((o) => o.order_id === order.id)?.customer_address_1).toBe('2 New Street');
  });
});
