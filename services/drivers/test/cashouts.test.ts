import { queueOptions } from '@zest/kit';
import { Queue, QueueEvents } from 'bullmq';
import { Pool } from 'pg';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { api, clientIp, databaseUrl, graphql } from '../../../tools/test/support';
import { approval, newTenant, scopedSession, type Tenant } from '../../../tools/test/tenants';
import {
  balanceOf,
  cashOut,
  cents,
  deliveredBy,
  onDriversDatabase,
  type CashoutAnswer,
  type TripAnswer,
} from './helpers';

/**
 * Cash-outs (docs/product.md#cash-out): the server works out what a driver
 * owes, a manager session settles it once per key through the `cashouts`
 * queue, in one transaction that records expected, counted and over/short
 * and closes the trips.
 */
let redis: Redis;

beforeAll(() => {
  redis = new Redis(process.env.ZEST_TEST_REDIS_URL_SERVER!, { maxRetriesPerRequest: null });
});
afterAll(() => redis.disconnect());

/** A restaurant whose driver has made two deliveries; owed = Σ(total − $3.50). */
async function withTrips(label: string) {
  const t = await newTenant(label);
  const trips = [await deliveredBy(t, '20.00'), await deliveredBy(t, '35.50')];
  const owed = trips.reduce((s, trip) => s + cents(trip.total_price) - cents(trip.delivery_charge), 0);
  return { t, trips, owed };
}

const cashoutsOf = (driverId: string) =>
  onDriversDatabase<{ id: string; expected_cents: number }>('SELECT * FROM cashouts WHERE driver_id = $1', [driverId]);

describe('what a driver owes', () => {
  it('is each order’s grand total less the delivery charge, since the last cash-out, plus the float', async () => {
    const { t, trips, owed } = await withTrips('owes');
    expect(trips[0]!.owed).toBe((cents(trips[0]!.total_price) / 100 - 3.5).toFixed(2));
    const before = await balanceOf(t.driver, t.driverId);
    expect(before).toMatchObject({
      status: 200,
      body: { amount: (owed / 100).toFixed(2), cashed_out_at: null, driver_name: 'Dan', open_trips: 2, out: false },
    });
    const float = await api('POST', '/api/driver_orders/float', {
      token: t.manager,
      body: { driver_id: t.driverId, amount: '20.00' },
    });
    expect(float).toMatchObject({ status: 201, body: { amount: '20.00', given_by: expect.any(String) } });
    expect((await balanceOf(t.manager, t.driverId)).body.amount).toBe(((owed + 2000) / 100).toFixed(2));
    // A driver cannot hand themself a float.
    expect(
      (await api('POST', '/api/driver_orders/float', { token: t.driver, body: { driver_id: t.driverId, amount: 5 } }))
        .status,
    ).toBe(403);
  });

  it('checks the float and the cash counted with one rule each: dollars over REST, integer cents over GraphQL', async () => {
    const t = await newTenant('cash-rules');
    const floatDollars = 'The float must be an amount in dollars from 0.01 to 1000, like 20.00.';
    for (const amount of ['0', '1000.01', '2.505', 'lots']) {
      const refused = await api('POST', '/api/driver_orders/float', {
        token: t.manager,
        body: { driver_id: t.driverId, amount },
      });
      expect(refused).toMatchObject({ status: 400, body: { message: floatDollars } });
    }
    const FLOAT = 'mutation($d: ID!, $c: Int!) { handDriverFloat(input: { driverId: $d, amountCents: $c }) { id } }';
    for (const c of [0, 100_001]) {
      const refused = await graphql(FLOAT, { d: t.driverId, c }, { token: t.manager });
      expect(refused.errors?.[0]?.message).toBe('The float must be a whole number of cents from 1 to 100000.');
    }
    const counted = await api('PATCH', `/api/driver_orders/cashout/${t.driverId}`, {
      token: t.manager,
      body: { counted: '-1' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(counted).toMatchObject({
      status: 400,
      body: { message: 'The cash counted must be an amount in dollars, like 74.25.' },
    });
    const COUNT = 'mutation($d: ID!, $c: Int) { cashOutDriver(input: { driverId: $d, countedCents: $c }) { status } }';
    const inCents = await graphql(COUNT, { d: t.driverId, c: -1 }, { token: t.manager });
    expect(inCents.errors?.[0]?.message).toBe('The cash counted must be a whole number of cents from 0 to 9999999.');
  });

  it('follows an order changed after it was taken, and drops one voided since', async () => {
    const { t, trips } = await withTrips('owes-changes');
    await api('POST', '/api/order/addItemToOrder', {
      token: t.cashier,
      body: { order_id: trips[0]!.order_id, product_name: 'Soda', product_price: '2.00' },
    });
    // On a trip the order is no longer being taken: taking it back is a void, with its reason.
    const voided = await api('DELETE', `/api/order/deleteOrder/${trips[1]!.order_id}?reason=Cancelled`, {
      token: t.cashier,
    });
    expect(voided.status).toBe(200);
    const order = await api<{ total_price: string; delivery_charge: string }>(
      'GET',
      `/api/order/getOrderWithItems/${trips[0]!.order_id}`,
      { token: t.cashier },
    );
    const want = cents(order.body.total_price) - cents(order.body.delivery_charge);
    for (let i = 0; i < 100 && cents((await balanceOf(t.driver, t.driverId)).body.amount) !== want; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(cents((await balanceOf(t.driver, t.driverId)).body.amount)).toBe(want);
  });
});

describe('a cash-out', () => {
  it('needs a manager session: a driver, a cashier and the owner’s account are told to enter the security PIN', async () => {
    const { t } = await withTrips('cashout-who');
    for (const token of [t.driver, t.cashier, t.owner.token]) {
      const refused = await cashOut(token, t.driverId);
      expect(refused).toMatchObject({
        status: 403,
        body: { success: false, reason: 'PIN_REQUIRED', message: expect.stringMatching(/security PIN/) },
      });
    }
    // The documented body may carry the security PIN: a wrong one says so, a right one steps up and cashes out.
    const wrong = await cashOut(t.driver, t.driverId, { pin: '9999' });
    expect(wrong).toMatchObject({ status: 403, body: { message: 'Incorrect Security Restaurant Pin' } });
    const right = await cashOut(t.driver, t.driverId, { pin: t.securityPin });
    expect(right).toMatchObject({ status: 201, body: { status: 'done', approved_by: expect.any(String) } });
    expect(await cashoutsOf(t.driverId)).toHaveLength(1);
    const other = await newTenant('cashout-stranger');
    expect((await cashOut(other.manager, t.driverId)).status).toBe(404);
  });

  it('records expected, counted and over/short, closes the trips, and shows in the history with who approved it', async () => {
    const { t, trips, owed } = await withTrips('cashout-count');
    const step = await scopedSession(`/api/restaurant/confirmSecurityPin/${t.restaurantId}`, t.driver, {
      security_pin: t.securityPin,
      action: 'drivers.cashout',
      driver_id: t.driverId,
    });
    const counted = owed - 150;
    const done = await cashOut(step, t.driverId, { counted: (counted / 100).toFixed(2), key: randomUUID() });
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({
      status: 'done',
      amount: (owed / 100).toFixed(2),
      counted: (counted / 100).toFixed(2),
      over_short: '-1.50',
      trip_count: 2,
      float: '0.00',
      driver_id: t.driverId,
    });
    const balance = await balanceOf(t.driver, t.driverId);
    expect(balance.body).toMatchObject({ amount: '0.00', open_trips: 0, out: false });
    // The balance gives UTC to the millisecond; the cash-out the restaurant's clock to the second.
    expect(Math.abs(Date.parse(balance.body.cashed_out_at!) - Date.parse(done.body.cashed_out_at!))).toBeLessThan(
      1_000,
    );
    const history = await api<CashoutAnswer[]>('GET', `/api/driver_orders/cashouts/${t.driverId}`, { token: t.driver });
    expect(history.body).toEqual([expect.objectContaining({ id: done.body.id, approved_by: done.body.approved_by })]);
    const settled = await api<TripAnswer[]>('GET', `/api/driver_orders/assigned/${t.driverId}`, { token: t.driver });
    expect(settled.body.map((trip) => trip.cashout_id)).toEqual(trips.map(() => done.body.id));
    expect(settled.body.every((trip) => trip.status === 'back')).toBe(true);

    // Nothing since: a second cash-out has nothing to settle (our screens' call says so; the documented
    // paths, which old clients call as a pair, answer the cash-out just made).
    const again = await graphql(
      'mutation($d: ID!) { cashOutDriver(input: { driverId: $d }) { status } }',
      { d: t.driverId },
      { token: t.manager },
    );
    expect(again.errors?.[0]).toMatchObject({
      message: 'This driver has nothing to cash out since the last cash-out.',
      extensions: { code: 'CONFLICT' },
    });
    expect((await cashOut(t.manager, t.driverId)).body).toMatchObject({ status: 'done', id: done.body.id });
    // The documented PATCH path settles the same way (and ignores the time sent).
    const third = await deliveredBy(t, '10.00');
    // $10.00 + $3.50 delivery + 8.875 % tax = $14.70; the driver keeps the $3.50.
    expect(third).toMatchObject({ total_price: '14.70', owed: '11.20' });
    const patched = await api<CashoutAnswer>('PATCH', `/api/driver_orders/cashout/${t.driverId}`, {
      token: t.manager,
      body: { cashed_out_at: '1999-01-01T00:00:00Z' },
    });
    expect(patched).toMatchObject({ status: 200, body: { status: 'done', amount: '11.20', trip_count: 1 } });
    expect(Math.abs(Date.parse(patched.body.cashed_out_at!) - Date.now())).toBeLessThan(60_000);
  });

  it('happens once for a double click (the same key) and once for two managers at once (two keys)', async () => {
    const { t, owed } = await withTrips('cashout-once');
    const key = randomUUID();
    const clicks = await Promise.all([1, 2, 3].map(() => cashOut(t.manager, t.driverId, { key })));
    expect(clicks.map((c) => c.status)).toEqual([201, 201, 201]);
    expect(new Set(clicks.map((c) => c.body.id)).size).toBe(1);
    expect(await cashoutsOf(t.driverId)).toHaveLength(1);
    // The same key for another request is refused.
    const reused = await cashOut(t.manager, t.driverId, { key, counted: '1.00' });
    expect(reused).toMatchObject({ status: 409, body: { message: expect.stringMatching(/Idempotency-Key/) } });

    const more = [await deliveredBy(t, '20.00'), await deliveredBy(t, '20.00')];
    // Two managers at once with two keys: the second, finding nothing left, is told what the first settled.
    const managers = await Promise.all([
      cashOut(t.manager, t.driverId, { key: randomUUID() }),
      cashOut(t.manager, t.driverId, { key: randomUUID() }),
    ]);
    expect(managers.map((m) => m.status)).toEqual([201, 201]);
    expect(managers[0]!.body.id).toBe(managers[1]!.body.id);
    const rows = await cashoutsOf(t.driverId);
    expect(rows).toHaveLength(2);
    expect(rows.reduce((s, r) => s + r.expected_cents, 0)).toBe(
      owed + more.reduce((s, trip) => s + cents(trip.owed), 0),
    );
  });

  it('runs once when the queue runs its job again (a retry after the consumer stopped mid-way)', async () => {
    const { t } = await withTrips('cashout-retry');
    const key = randomUUID();
    const first = await cashOut(t.manager, t.driverId, { key });
    expect(first.status).toBe(201);
    // The consumer is handed the same settlement again under a fresh job (as a retried or re-queued job is).
    const queue = new Queue('cashouts', queueOptions('cashouts', redis));
    try {
      const [job] = (await queue.getJobs(['completed'])).filter((j) => j.data.key === key);
      expect(job).toBeDefined();
      const reader = redis.duplicate();
      const events = new QueueEvents('cashouts', queueOptions('cashouts', reader));
      try {
        // Listening before the job is added, and time for a busy machine's consumer to reach it.
        await events.waitUntilReady();
        const again = await queue.add('cashout', job!.data, { jobId: `retry-${randomUUID()}` });
        expect(await again.waitUntilFinished(events, 25_000)).toEqual({
          outcome: 'done',
          cashoutId: first.body.id,
          replayed: true,
        });
      } finally {
        await events.close();
        reader.disconnect();
      }
    } finally {
      await queue.close();
    }
    expect(await cashoutsOf(t.driverId)).toHaveLength(1);
  }, 60_000);

  it('answers 202 while the queue waits, and the key reads the result once it is done', async () => {
    const { t, owed } = await withTrips('cashout-pending');
    const key = randomUUID();
    // Another settlement of this driver holds the driver's lock: the consumer waits behind it.
    const pool = new Pool({ connectionString: databaseUrl('zest_drivers'), max: 1 });
    const client = await pool.connect();
    let held = true;
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `zest:cashout:${t.restaurantId}:${t.driverId}`,
      ]);
      // The request waits a while for the consumer (CASHOUT_WAIT_MS), then answers that it is queued.
      const pending = await cashOut(t.manager, t.driverId, { key });
      expect(pending).toMatchObject({ status: 202, body: { status: 'pending', idempotency_key: key } });
      const read = await api<CashoutAnswer>('GET', `/api/driver_orders/cashoutStatus/${t.driverId}?key=${key}`, {
        token: t.driver,
      });
      expect(read).toMatchObject({ status: 200, body: { status: 'pending' } });
      await client.query('COMMIT');
      held = false;
      let done = read;
      for (let i = 0; i < 200 && done.body.status !== 'done'; i++) {
        await new Promise((r) => setTimeout(r, 25));
        done = await api('GET', `/api/driver_orders/cashoutStatus/${t.driverId}?key=${key}`, { token: t.driver });
      }
      expect(done.body).toMatchObject({ status: 'done', amount: (owed / 100).toFixed(2) });
      expect(
        (await api('GET', `/api/driver_orders/cashoutStatus/${t.driverId}?key=never-asked`, { token: t.driver }))
          .status,
      ).toBe(404);
    } finally {
      if (held) await client.query('ROLLBACK');
      client.release();
      await pool.end();
    }
  }, 60_000);
});

describe('an approval for a cash-out or a float (the security PIN for one driver, once)', () => {
  /** A second driver of the restaurant, once the drivers service knows of them. */
  async function secondDriver(t: Tenant) {
    const hired = await api<{ id: string }>('POST', '/api/employee/createEmpolyeeProfile', {
      token: t.owner.token,
      body: { security_pin: t.securityPin, pin: '3434', name: 'Eve', role: 'driver', restaurant_id: t.restaurantId },
      ip: clientIp(),
    });
    expect(hired.status).toBe(201);
    for (let i = 0; i < 200; i++) {
      const listed = await api<{ driver_id: string }[]>('GET', `/api/driver_orders/drivers/${t.restaurantId}`, {
        token: t.manager,
      });
      if (listed.body.some((d) => d.driver_id === hired.body.id)) return hired.body.id;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('the drivers service never learned of Eve');
  }

  const float = (token: string, driverId: string, key: string) =>
    api<{ id: string; message?: string; reason?: string }>('POST', '/api/driver_orders/float', {
      token,
      body: { driver_id: driverId, amount: '10.00' },
      headers: { 'idempotency-key': key },
    });

  it('cashes out the driver it names, once: not another driver, not a float; a retry under its key answers the first', async () => {
    const { t, owed } = await withTrips('cashout-approval');
    const eve = await secondDriver(t);
    const dan = await approval(t, t.driver, { action: 'drivers.cashout', driver_id: t.driverId });
    const forDan = 'This approval was for cashing out one driver: enter the security PIN again for this.';
    for (const refused of [
      await cashOut(dan, eve),
      await cashOut(dan, eve, { path: 'settle' }),
      await float(dan, t.driverId, randomUUID()),
      await float(dan, eve, randomUUID()),
    ]) {
      expect(refused).toMatchObject({ status: 403, body: { reason: 'PIN_REQUIRED', message: forDan } });
    }
    const key = randomUUID();
    const done = await cashOut(dan, t.driverId, { key });
    expect(done).toMatchObject({ status: 201, body: { status: 'done', amount: (owed / 100).toFixed(2) } });
    // The answer lost on the way: the same call again answers the same cash-out.
    const retried = await cashOut(dan, t.driverId, { key });
    expect(retried).toMatchObject({ status: 201, body: { id: done.body.id } });
    // Another delivery since: the approval was used, it settles nothing more.
    await deliveredBy(t, '12.00');
    const second = await cashOut(dan, t.driverId, { key: randomUUID() });
    expect(second).toMatchObject({
      status: 403,
      body: { reason: 'PIN_REQUIRED', message: 'This approval was already used: enter the security PIN again.' },
    });
    expect(await cashoutsOf(t.driverId)).toHaveLength(1);
    expect(await cashoutsOf(eve)).toHaveLength(0);
    // Dan asked at the driver screen; the owner's security PIN approved.
    const trail = await api<{ entries: { kind: string; actor: string; session: string; approved_by: string }[] }>(
      'GET',
      `/api/order/audit/${t.restaurantId}?kind=driver.cashout`,
      { token: t.owner.token },
    );
    expect(trail.body.entries).toEqual([
      expect.objectContaining({ actor: 'Dan', session: 'driver', approved_by: t.owner.fullName }),
    ]);
  });

  it('hands the float it names once: a retry under its key answers the first float, another key is refused', async () => {
    const t = await newTenant('float-approval');
    const approved = await approval(t, t.driver, { action: 'drivers.float', driver_id: t.driverId });
    const cashout = await cashOut(approved, t.driverId);
    expect(cashout).toMatchObject({ status: 403, body: { reason: 'PIN_REQUIRED' } });
    expect(cashout.body.message).toMatch(/^This approval was for handing one driver a float/);
    const key = randomUUID();
    const handed = await float(approved, t.driverId, key);
    expect(handed.status).toBe(201);
    expect(await float(approved, t.driverId, key)).toMatchObject({ status: 201, body: { id: handed.body.id } });
    expect(await float(approved, t.driverId, randomUUID())).toMatchObject({
      status: 403,
      body: { reason: 'PIN_REQUIRED', message: 'This approval was already used: enter the security PIN again.' },
    });
    expect(await onDriversDatabase('SELECT id FROM floats WHERE driver_id = $1', [t.driverId])).toHaveLength(1);
  });
});

it('lists the restaurant’s drivers with what each owes', async () => {
  const { t, owed } = await withTrips('drivers-list');
  const listed = await api<{ driver_id: string; driver_name: string; amount: string }[]>(
    'GET',
    `/api/driver_orders/drivers/${t.restaurantId}`,
    { token: t.driver, ip: clientIp() },
  );
  expect(listed.body).toEqual([
    expect.objectContaining({ driver_id: t.driverId, driver_name: 'Dan', amount: (owed / 100).toFixed(2) }),
  ]);
});
