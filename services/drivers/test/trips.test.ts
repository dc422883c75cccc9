import { addDays, localDate } from '@zest/kit';
import { follow, type StreamEvent } from '../../../tools/test/streams';
import { api, clientIp, graphql } from '../../../tools/test/support';
import { newTenant, scopedSession, type Tenant } from '../../../tools/test/tenants';
import { addOpenItem, startOrder } from '../../orders/test/helpers';
import {
  deliveredBy,
  deliveryOrder,
  onDriversDatabase,
  takeOrders,
  unassigned,
  untilListed,
  type TripAnswer,
} from './helpers';

/**
 * The driver screen's deliveries (docs/product.md#drivers): the unassigned
 * list kept from the orders service's events, taking orders (one driver per
 * order), out for delivery and back, a driver's orders by period.
 */
let t: Tenant;
/** A second driver of the restaurant, with a session of their own. */
let second: { id: string; token: string };

const driverNotice = (e: StreamEvent) =>
  JSON.parse(e.data ?? '{}') as { change: string; driverId: string | null; orderIds: string[] };

async function newDriver(tenant: Tenant, name: string, pin: string) {
  const made = await api<{ id: string }>('POST', '/api/employee/createEmpolyeeProfile', {
    token: tenant.owner.token,
    body: { security_pin: tenant.securityPin, pin, name, role: 'driver', restaurant_id: tenant.restaurantId },
    ip: clientIp(),
  });
  const token = await scopedSession(`/api/restaurant/driverScreen/${tenant.restaurantId}`, tenant.owner.token, {
    pin,
  });
  return { id: made.body.id, token };
}

beforeAll(async () => {
  t = await newTenant('trips', { timeZone: 'Australia/Sydney' });
  second = await newDriver(t, 'Dora', '3333');
});

describe('the unassigned list', () => {
  it('shows a new delivery order, and a driver following the live stream hears of it', async () => {
    const stream = await follow(t.restaurantId, t.driver);
    try {
      expect(stream.status).toBe(200);
      const order = await startOrder(t.cashier, t.restaurantId, 'delivery');
      const line = await addOpenItem(t.cashier, order.id, 'Calzone', '14.00');
      expect(line.status).toBe(201);
      // How fast it shows is a speed goal, measured in the bench (docs/scale.md), not here.
      await untilListed(t, order.id);
      const heard = await stream.waitFor(
        (e) => e.event === 'driver' && driverNotice(e).orderIds.includes(order.id),
        10_000,
      );
      expect(driverNotice(heard)).toMatchObject({ change: 'orders', driverId: null });
      const listed = (await unassigned(t)).body.find((o) => o.order_id === order.id)!;
      expect(listed).toMatchObject({
        order_number: order.order_number,
        customer_address_1: '',
        total_price: line.body.order.total_price,
        delivery_charge: '3.50',
        printed: false,
      });
      expect(listed.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]1[01]:00$/);
    } finally {
      stream.close();
    }
  });

  it('lists deliveries with lines only, oldest first, with the address, and drops deleted and switched ones', async () => {
    const first = await deliveryOrder(t, '10.00', '1 First Street');
    const later = await deliveryOrder(t, '12.00', '2 Second Street');
    const blank = await startOrder(t.cashier, t.restaurantId, 'delivery');
    const pickup = await startOrder(t.cashier, t.restaurantId, 'pickup');
    await addOpenItem(t.cashier, pickup.id, 'Soda', '2.00');
    await untilListed(t, later.id);
    const list = (await unassigned(t)).body;
    const ids = list.map((o) => o.order_id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(later.id));
    expect(ids).not.toContain(blank.id);
    expect(ids).not.toContain(pickup.id);
    expect(list.find((o) => o.order_id === first.id)).toMatchObject({
      customer_address_1: '1 First Street',
      customer_city: 'Springfield',
      customer_zipcode: '62701',
    });

    await api('DELETE', `/api/order/deleteOrder/${first.id}`, { token: t.cashier });
    await untilListed(t, first.id, false);
    await api('PUT', `/api/order/updateOrder/${later.id}`, { token: t.cashier, body: { order_type: 'pickup' } });
    await untilListed(t, later.id, false);
    await api('PUT', `/api/order/updateOrder/${later.id}`, { token: t.cashier, body: { order_type: 'delivery' } });
    await untilListed(t, later.id, true);
  });

  it('is not for the cashier screen, nor for another restaurant', async () => {
    const other = await newTenant('trips-other');
    expect((await unassigned(t, t.cashier)).status).toBe(403);
    expect((await unassigned(t, other.driver)).status).toBe(404);
    expect((await unassigned(t, other.owner.token)).status).toBe(404);
    expect((await unassigned(t, t.owner.token)).status).toBe(200);
    expect((await unassigned(t, t.manager)).status).toBe(200);
  });
});

describe('taking orders', () => {
  it('gives each order to one driver: two drivers at once, one wins and the other is told which were taken', async () => {
    const orders = await Promise.all(Array.from({ length: 6 }, () => deliveryOrder(t, '15.00')));
    for (const o of orders) await untilListed(t, o.id);
    const ids = orders.map((o) => o.id);
    // Both reach for all six at the same moment, then for each one alone.
    const [a, b] = await Promise.all([takeOrders(t.driver, ids), takeOrders(second.token, [...ids].reverse())]);
    const mine = [...(a.status === 201 ? a.body.trips : []), ...(b.status === 201 ? b.body.trips : [])];
    expect(mine.map((trip) => trip.order_id).sort()).toEqual([...ids].sort());
    const rows = await onDriversDatabase<{ order_id: string; n: string }>(
      'SELECT order_id, count(*) AS n FROM trips WHERE order_id = ANY($1) GROUP BY order_id',
      [ids],
    );
    expect(rows.map((r) => Number(r.n))).toEqual(ids.map(() => 1));

    const single = await deliveryOrder(t, '9.00');
    await untilListed(t, single.id);
    const race = await Promise.all([takeOrders(t.driver, [single.id]), takeOrders(second.token, [single.id])]);
    expect(race.map((r) => r.status).sort()).toEqual([201, 409]);
    const lost = race.find((r) => r.status === 409)!;
    expect(lost.body).toMatchObject({ success: false, reason: 'ALREADY_TAKEN' });
    expect((lost.body as unknown as { message: string }).message).toMatch(
      new RegExp(`^Already taken by another driver: #${single.order_number} \\((Dan|Dora)\\)\\.$`),
    );
    await untilListed(t, single.id, false, 1_000);
  });

  it('takes what is still free and names what another driver took a moment earlier', async () => {
    const [free, gone] = [await deliveryOrder(t), await deliveryOrder(t)];
    await untilListed(t, gone.id);
    expect((await takeOrders(second.token, [gone.id])).status).toBe(201);
    const took = await takeOrders(t.driver, [free.id, gone.id]);
    expect(took.status).toBe(201);
    expect(took.body.message).toBe(
      `Driver trips created successfully. Already taken by another driver: #${gone.order_number} (Dora).`,
    );
    expect(took.body.trips.map((trip) => trip.order_id)).toEqual([free.id]);
    expect(took.body.taken).toEqual([{ order_id: gone.id, order_number: gone.order_number, driver_name: 'Dora' }]);
  });

  it('checks the taker on the server: a driver for themself, a manager for a driver of the restaurant', async () => {
    const order = await deliveryOrder(t);
    await untilListed(t, order.id);
    const as = (token: string, body: Record<string, unknown>) =>
      api<{ message: string }>('POST', '/api/driver_orders/createDriverOrder', { token, body });
    expect(await as(t.driver, { order_ids: [] })).toMatchObject({
      status: 400,
      body: { message: 'No orders selected' },
    });
    expect(await as(t.driver, {})).toMatchObject({ status: 400, body: { message: 'No orders selected' } });
    expect((await as(t.driver, { driver_id: second.id, order_id: order.id })).status).toBe(403);
    expect((await as(t.cashier, { order_id: order.id })).status).toBe(403);
    expect((await as(t.owner.token, { order_id: order.id, driver_id: t.driverId })).status).toBe(403);
    expect((await as(t.manager, { order_id: order.id })).body.message).toBe('Choose the driver who takes the orders.');
    expect((await as(t.manager, { order_id: order.id, driver_id: t.cashierId })).status).toBe(404);
    expect((await as(t.driver, { order_id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    const given = await as(t.manager, { order_id: order.id, driver_id: second.id, assigned_at: '1999-01-01' });
    expect(given.status).toBe(201);
    expect(given.body).toMatchObject({ success: true, message: 'Driver trips created successfully' });
    const trip = (given.body as unknown as { trips: TripAnswer[] }).trips[0]!;
    expect(trip).toMatchObject({ driver_id: second.id, driver_name: 'Dora', status: 'assigned' });
    // The server's clock, whatever the client sent.
    expect(Math.abs(Date.parse(trip.assigned_at) - Date.now())).toBeLessThan(60_000);
  });
});

describe('out for delivery and back', () => {
  it('marks the order out, lists the driver on the Out of Delivery panel until they are marked back', async () => {
    const driver = await newDriver(t, 'Otto', '4444');
    const order = await deliveryOrder(t, '30.00');
    await untilListed(t, order.id);
    const took = await takeOrders(driver.token, [order.id], { out_for_delivery: false });
    expect(took.body.trips[0]).toMatchObject({ status: 'assigned', out_at: null });
    expect((await api('PATCH', `/api/order/UpdateOutOfDelievery/${order.id}`, { token: second.token })).status).toBe(
      403,
    );
    const out = await api<TripAnswer>('PATCH', `/api/order/UpdateOutOfDelievery/${order.id}`, { token: driver.token });
    expect(out).toMatchObject({ status: 200, body: { status: 'out', order_id: order.id } });

    const panel = await api<{ driver_id: string; driver_name: string; trips: TripAnswer[] }[]>(
      'GET',
      `/api/driver_orders/out/${t.restaurantId}`,
      { token: t.driver },
    );
    const otto = panel.body.find((p) => p.driver_id === driver.id)!;
    expect(otto).toMatchObject({ driver_name: 'Otto' });
    expect(otto.trips.map((trip) => trip.order_id)).toEqual([order.id]);

    const stream = await follow(t.restaurantId, t.driver);
    try {
      // Anyone at the restaurant's driver screen taps the name.
      const back = await api('POST', `/api/driver_orders/back/${driver.id}`, { token: t.driver });
      expect(back).toMatchObject({ status: 200, body: { success: true, message: 'Otto is back.', trips: 1 } });
      await stream.waitFor((e) => e.event === 'driver' && driverNotice(e).change === 'back');
    } finally {
      stream.close();
    }
    const after = await api<{ driver_id: string }[]>('GET', `/api/driver_orders/out/${t.restaurantId}`, {
      token: t.driver,
    });
    expect(after.body.map((p) => p.driver_id)).not.toContain(driver.id);
    const orders = await api<TripAnswer[]>('GET', `/api/driver_orders/assigned/${driver.id}`, { token: t.driver });
    expect(orders.body[0]).toMatchObject({ status: 'back', order_id: order.id });
  });

  it('asks for the order to be given to a driver first', async () => {
    const order = await deliveryOrder(t);
    await untilListed(t, order.id);
    const out = await api('PATCH', `/api/order/UpdateOutOfDelievery/${order.id}`, { token: t.driver });
    expect(out).toMatchObject({ status: 409, body: { message: 'Give the order to a driver first.' } });
  });
});

describe("a driver's orders by period", () => {
  it('counts today, yesterday, the last week, month and year on the restaurant’s clock', async () => {
    const driver = await newDriver(t, 'Perry', '5555');
    const now = Date.now();
    const hours = [0, 20, 30, 60, 24 * 3, 24 * 8, 24 * 20, 24 * 40, 24 * 200, 24 * 400];
    const trips: { id: string; at: Date }[] = [];
    for (const h of hours) {
      const order = await deliveryOrder(t, '11.00');
      await untilListed(t, order.id);
      const trip = (await takeOrders(driver.token, [order.id])).body.trips[0]!;
      const at = new Date(now - h * 3_600_000);
      await onDriversDatabase('UPDATE trips SET assigned_at = $2 WHERE id = $1', [trip.id, at]);
      trips.push({ id: trip.id, at });
    }
    const zone = 'Australia/Sydney';
    const today = localDate(new Date(now), zone);
    const within = (days: number) => trips.filter((x) => x.at.getTime() >= now - days * 86_400_000 - 60_000);
    const expected: Record<string, { id: string }[]> = {
      all: trips,
      today: trips.filter((x) => localDate(x.at, zone) === today),
      yesterday: trips.filter((x) => localDate(x.at, zone) === addDays(today, -1)),
      lastWeek: within(7),
      // A month back is 28 to 31 days, a year back 365 or 366: the trips sit well inside or outside.
      lastMonth: within(28),
      lastYear: within(365),
    };
    for (const [period, want] of Object.entries(expected)) {
      const got = await api<TripAnswer[]>('GET', `/api/driver_orders/assigned/${driver.id}?period=${period}`, {
        token: t.manager,
      });
      expect([period, got.body.map((x) => x.id).sort()]).toEqual([period, want.map((x) => x.id).sort()]);
    }
    const newest = await api<TripAnswer[]>('GET', `/api/driver_orders/assigned/${driver.id}`, { token: t.driver });
    expect(newest.body.map((x) => x.id)).toEqual(trips.map((x) => x.id));
    expect(newest.body[0]).toEqual(
      expect.objectContaining({
        order_number: expect.any(Number),
        street_1: '9 Birch Lane',
        total_price: expect.stringMatching(/^\d+\.\d\d$/),
        owed: expect.stringMatching(/^\d+\.\d\d$/),
      }),
    );
    const bad = await api<{ message: string }>('GET', `/api/driver_orders/assigned/${driver.id}?period=week`, {
      token: t.driver,
    });
    expect(bad).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^Period must be one of all/) } });
  });

  it("answers 404 for another restaurant's driver", async () => {
    const other = await newTenant('trips-periods-other');
    const trip = await deliveredBy(other);
    expect((await api('GET', `/api/driver_orders/assigned/${trip.driver_id}`, { token: t.manager })).status).toBe(404);
    expect((await api('GET', `/api/driver_orders/assigned/${trip.driver_id}`, { token: t.owner.token })).status).toBe(
      404,
    );
    expect((await api('GET', `/api/driver_orders/assigned/${trip.driver_id}`, { token: t.driver })).status).toBe(404);
  });
});

describe('one delivery and one driver, for a screen that heard a notice (decision 0056)', () => {
  const waitingOne = (orderId: string, token = t.driver, restaurantId = t.restaurantId) =>
    graphql<{ unassignedOrder: { orderId: string; orderNumber: number; totalCents: number } | null }>(
      `
        query ($r: ID!, $o: ID!) {
          unassignedOrder(restaurantId: $r, orderId: $o) {
            orderId
            orderNumber
            totalCents
          }
        }
      `,
      { r: restaurantId, o: orderId },
      { token },
    );
  const outOne = (driverId: string, token = t.driver, restaurantId = t.restaurantId) =>
    graphql<{ driverOut: { driver: { id: string }; trips: { orderNumber: number }[] } | null }>(
      `
        query ($r: ID!, $d: ID!) {
          driverOut(restaurantId: $r, driverId: $d) {
            driver {
              id
            }
            trips {
              orderNumber
            }
          }
        }
      `,
      { r: restaurantId, d: driverId },
      { token },
    );

  it('answers the delivery while it waits and the driver while out, as the lists do; null after; nothing to a stranger', async () => {
    // A driver of their own: the others have trips out from the cases before.
    const fresh = await newDriver(t, 'Edda', '4545');
    const order = await deliveryOrder(t, '18.00', '4 Quince Court');
    await untilListed(t, order.id);
    const waiting = (await waitingOne(order.id)).data!.unassignedOrder!;
    const listed = (await unassigned(t)).body.find((o) => o.order_id === order.id)!;
    expect(waiting).toMatchObject({ orderId: order.id, orderNumber: listed.order_number });
    expect((await outOne(fresh.id, fresh.token)).data).toEqual({ driverOut: null });

    expect((await takeOrders(fresh.token, [order.id])).status).toBe(201);
    expect((await waitingOne(order.id)).data).toEqual({ unassignedOrder: null });
    const out = (await outOne(fresh.id, fresh.token)).data!.driverOut!;
    expect(out.driver.id).toBe(fresh.id);
    expect(out.trips.map((trip) => trip.orderNumber)).toContain(waiting.orderNumber);

    const other = await newTenant('trips-one-other');
    expect((await waitingOne(order.id, other.driver)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await outOne(fresh.id, other.driver)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await waitingOne(order.id, other.driver, other.restaurantId)).data).toEqual({ unassignedOrder: null });
    expect((await outOne(fresh.id, other.driver, other.restaurantId)).data).toEqual({ driverOut: null });
    expect((await waitingOne('not-an-id')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
