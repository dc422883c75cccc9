import {
  employeeEventsQueue,
  employeeJobId,
  restaurantEventsQueue,
  restaurantJobId,
  type EmployeeChanged,
  type RestaurantChanged,
} from '@zest/kit';
import { api, clientIp, graphql } from '../../../tools/test/support';
import { newTenant, scopedSession, type Tenant } from '../../../tools/test/tenants';
import { deliveryOrder, onDriversDatabase, sendEvent, takeOrders, untilListed } from './helpers';

/**
 * Drivers on the time clock (docs/decisions/0085-the-time-clock.md): where the restaurant uses it, a driver
 * takes deliveries only on the clock as a driver and not on a break, and the drivers list puts those on the
 * clock first. The clock's state comes from auth's events (RestaurantChanged.timeClock, EmployeeChanged.onShift),
 * sent here on the drivers' own queues as auth sends them, at versions above what auth sent so far.
 */
let t: Tenant;
/** A second driver, first by name, never on the clock. */
let aaron: { id: string; token: string };
/** The restaurant and the driver as the drivers service last heard of them, to send again at a higher version. */
let restaurant: Omit<RestaurantChanged, 'version' | 'timeClock'>;
let restaurantVersion: number;
let dan: Omit<EmployeeChanged, 'version' | 'onShift'>;
let danVersion: number;

const NOT_CLOCKED_IN = 'Dan is not clocked in. Clock in with your PIN to take deliveries.';
const ON_A_BREAK = 'Dan is on a break. End the break to take deliveries.';
const SINCE = '2026-11-30T16:05:00.000Z';

/** The restaurant uses the time clock, or not (absent: as before the field), at this version. */
const timeClock = (timeClock: boolean | undefined, version = ++restaurantVersion) => {
  const event: RestaurantChanged = { ...restaurant, ...(timeClock === undefined ? {} : { timeClock }), version };
  return sendEvent(restaurantEventsQueue('drivers'), 'restaurant', event, restaurantJobId(event));
};

/** Dan's open shift as auth sends it (null: off the clock), at this version. */
const shift = (onShift: EmployeeChanged['onShift'], version = ++danVersion) => {
  const event: EmployeeChanged = { ...dan, onShift, version };
  return sendEvent(employeeEventsQueue('drivers'), 'employee', event, employeeJobId(event));
};
const onShift = (o: { role?: 'driver' | 'cashier'; onBreak?: boolean } = {}) =>
  ({ role: o.role ?? 'driver', since: SINCE, onBreak: o.onBreak ?? false }) as const;

/** A new delivery, waiting; Dan (or whoever the token is) tries to take it. */
async function take(token = t.driver, extra: Record<string, unknown> = {}) {
  const order = await deliveryOrder(t);
  await untilListed(t, order.id);
  return takeOrders(token, [order.id], extra);
}

const refused = (reason: string, message: string) => ({ status: 409, body: { success: false, reason, message } });

beforeAll(async () => {
  t = await newTenant('time-clock');
  const made = await api<{ id: string }>('POST', '/api/employee/createEmpolyeeProfile', {
    token: t.owner.token,
    body: { security_pin: t.securityPin, pin: '3434', name: 'Aaron', role: 'driver', restaurant_id: t.restaurantId },
    ip: clientIp(),
  });
  aaron = {
    id: made.body.id,
    token: await scopedSession(`/api/restaurant/driverScreen/${t.restaurantId}`, t.owner.token, { pin: '3434' }),
  };
  const [r] = await onDriversDatabase<typeof restaurant & { version: string }>(
    `SELECT id, owner_id AS "ownerId", name, full_address AS "fullAddress", phone_number AS "phoneNumber",
            tax_percentage::float8 AS "taxPercentage", delivery_charge_cents AS "deliveryChargeCents",
            time_zone AS "timeZone", deleted, version
     FROM restaurants WHERE id = $1`,
    [t.restaurantId],
  );
  const { version: known, ...facts } = r!;
  restaurant = facts;
  restaurantVersion = Number(known) + 10;
  const [d] = await onDriversDatabase<{ name: string; version: string }>(
    'SELECT name, version FROM staff WHERE id = $1',
    [t.driverId],
  );
  dan = { id: t.driverId, restaurantId: t.restaurantId, name: d!.name, role: 'driver', deleted: false };
  danVersion = Number(d!.version) + 10;
});

it('leaves a restaurant without the time clock as it was: a driver off the clock takes deliveries', async () => {
  expect((await take()).status).toBe(201);
  await timeClock(undefined);
  expect((await take()).status).toBe(201);
  await timeClock(false);
  expect((await take()).status).toBe(201);
});

it('refuses a driver off the clock, in words, where the restaurant uses it; on the clock they take deliveries', async () => {
  await timeClock(true);
  await shift(null);
  expect(await take()).toMatchObject(refused('NOT_CLOCKED_IN', NOT_CLOCKED_IN));
  // A manager naming Dan is refused the same; GraphQL says it as CONFLICT with the reason.
  expect(await take(t.manager, { driver_id: t.driverId })).toMatchObject(refused('NOT_CLOCKED_IN', NOT_CLOCKED_IN));
  const order = await deliveryOrder(t);
  await untilListed(t, order.id);
  const asked = await graphql(
    'mutation($i: AssignOrdersInput!) { assignOrders(input: $i) { success } }',
    { i: { orderIds: [order.id] } },
    { token: t.driver },
  );
  expect(asked.errors?.[0]).toMatchObject({
    message: NOT_CLOCKED_IN,
    extensions: { code: 'CONFLICT', reason: 'NOT_CLOCKED_IN' },
  });
  // Clocked in as a driver: the same order is his.
  await shift(onShift());
  expect((await takeOrders(t.driver, [order.id])).status).toBe(201);
  expect((await take(t.manager, { driver_id: t.driverId })).status).toBe(201);
});

it('refuses a driver on a break, or clocked in for another role, and again once clocked out', async () => {
  await timeClock(true);
  await shift(onShift({ onBreak: true }));
  expect(await take()).toMatchObject(refused('ON_BREAK', ON_A_BREAK));
  await shift(onShift());
  expect((await take()).status).toBe(201);
  await shift(onShift({ role: 'cashier' }));
  expect(await take()).toMatchObject(
    refused(
      'NOT_CLOCKED_IN',
      'Dan is clocked in as a cashier, not as a driver. Clock in as a driver with your PIN to take deliveries.',
    ),
  );
  await shift(null);
  expect(await take()).toMatchObject(refused('NOT_CLOCKED_IN', NOT_CLOCKED_IN));
});

it('never lets an older event overwrite a newer one, for the shift or the clock', async () => {
  await timeClock(true);
  const clockedIn = ++danVersion;
  await shift(onShift(), clockedIn);
  await shift(null, clockedIn - 1);
  expect((await take()).status).toBe(201);
  await shift(null);
  await shift(onShift(), danVersion - 1);
  expect(await take()).toMatchObject(refused('NOT_CLOCKED_IN', NOT_CLOCKED_IN));
  // The clock turned off by an older event stays on.
  await timeClock(false, restaurantVersion - 1);
  expect(await take()).toMatchObject(refused('NOT_CLOCKED_IN', NOT_CLOCKED_IN));
  // Turned off by a newer one: as before the time clock.
  await timeClock(false);
  expect((await take()).status).toBe(201);
  expect((await take(aaron.token)).status).toBe(201);
});

it('lists those on the clock first, then by name, saying since when and whether on a break', async () => {
  type Listed = { driver: { name: string }; onShift: boolean; onShiftSince: string | null; onBreak: boolean };
  const listed = async () =>
    (
      await graphql<{ drivers: Listed[] }>(
        'query($r: ID!) { drivers(restaurantId: $r) { driver { name } onShift onShiftSince onBreak } }',
        { r: t.restaurantId },
        { token: t.manager },
      )
    ).data!.drivers;
  const rest = async () =>
    (await api<{ driver_name: string }[]>('GET', `/api/driver_orders/drivers/${t.restaurantId}`, { token: t.manager }))
      .body;
  await timeClock(true);
  await shift(null);
  expect(await listed()).toEqual([
    { driver: { name: 'Aaron' }, onShift: false, onShiftSince: null, onBreak: false },
    { driver: { name: 'Dan' }, onShift: false, onShiftSince: null, onBreak: false },
  ]);
  await shift(onShift({ onBreak: true }));
  expect(await listed()).toEqual([
    { driver: { name: 'Dan' }, onShift: true, onShiftSince: SINCE, onBreak: true },
    { driver: { name: 'Aaron' }, onShift: false, onShiftSince: null, onBreak: false },
  ]);
  expect((await rest()).map((d) => d.driver_name)).toEqual(['Dan', 'Aaron']);
  // A cashier's shift is not a driver's: by name again.
  await shift(onShift({ role: 'cashier' }));
  expect((await listed()).map((d) => [d.driver.name, d.onShift])).toEqual([
    ['Aaron', false],
    ['Dan', false],
  ]);
  // What one driver's balance says too.
  await shift(onShift());
  const balance = await graphql<{ driverBalance: Omit<Listed, 'driver'> }>(
    'query($d: ID!) { driverBalance(driverId: $d) { onShift onShiftSince onBreak } }',
    { d: t.driverId },
    { token: t.driver },
  );
  expect(balance.data?.driverBalance).toEqual({ onShift: true, onShiftSince: SINCE, onBreak: false });
});
