import { Pool } from 'pg';
import { clientIp, databaseUrl, graphql } from '../../../tools/test/support';
import { newTenant, zoneAwayFromMidnight, type Tenant } from '../../../tools/test/tenants';
import { deliveryOrder, eventually, takeOrders, untilListed } from '../../drivers/test/helpers';
import { addOpenItem, printPaid, startOrder } from '../../orders/test/helpers';

/**
 * The clock across the services (docs/decisions/0085-the-time-clock.md): a punch in auth reaches the drivers
 * service on the employee's event, so a driver off the clock takes no trips once the owner turns the clock on;
 * and the Labour card puts the day's labour cost beside the orders service's sales of the day.
 */
let t: Tenant;
beforeAll(async () => {
  // Carla's two hours count on the restaurant's today: a zone whose day is four hours old or more.
  t = await newTenant('labour-day', { timeZone: zoneAwayFromMidnight(new Date(), 4) });
});

const punch = (pin: string, action: string, token: string) =>
  graphql<{ punchClock: { message: string } }>(
    'mutation($i: PunchInput!) { punchClock(input: $i) { message } }',
    { i: { restaurantId: t.restaurantId, pin, action } },
    { token, ip: clientIp() },
  );

it('offers trips to a driver only once they clock in, when the owner uses the time clock', async () => {
  const on = await graphql(
    'mutation($r: ID!) { updateLabourSettings(restaurantId: $r, input: { timeClock: true }) { timeClock } }',
    { r: t.restaurantId },
    { token: t.owner.token },
  );
  expect(on.errors).toBeUndefined();
  const order = await deliveryOrder(t);
  await untilListed(t, order.id);
  // The drivers service hears of the owner's choice on the restaurant's event.
  const refused = await eventually(
    () => takeOrders(t.driver, [order.id]),
    (r) => r.status === 409,
  );
  expect(refused.body).toMatchObject({
    reason: 'NOT_CLOCKED_IN',
    message: 'Dan is not clocked in. Clock in with your PIN to take deliveries.',
  });

  expect((await punch('2222', 'clock_in', t.driver)).data?.punchClock.message).toMatch(/^Dan clocked in as driver/);
  const took = await eventually(
    () => takeOrders(t.driver, [order.id]),
    (r) => r.status === 201,
  );
  expect(took.status).toBe(201);

  // On a break, the next one waits.
  await punch('2222', 'break_start', t.driver);
  const next = await deliveryOrder(t);
  await untilListed(t, next.id);
  const onBreak = await eventually(
    () => takeOrders(t.driver, [next.id]),
    (r) => r.status === 409,
  );
  expect(onBreak.body).toMatchObject({ reason: 'ON_BREAK' });
});

it('puts the day’s labour cost beside the day’s sales, as a percent the orders agree with', async () => {
  await graphql(
    'mutation($e: ID!) { setPayRates(employeeId: $e, rates: [{ role: "cashier", hourlyCents: 1800 }]) { role } }',
    { e: t.cashierId },
    { token: t.owner.token },
  );
  await punch('1111', 'clock_in', t.cashier);
  // Two hours on the clock so far (the shift began two hours ago, on this day of the restaurant's).
  const db = new Pool({ connectionString: databaseUrl('zest_auth'), max: 1 });
  await db.query(`update shifts set clock_in_at = now() - interval '2 hours' where employee_id = $1`, [t.cashierId]);
  await db.end();
  const order = await startOrder(t.cashier, t.restaurantId, 'togo');
  await addOpenItem(t.cashier, order.id, 'Pizza', '90.00');
  expect((await printPaid(t.cashier, order.id)).status).toBe(200);

  const LABOUR = `query($r: ID!) { labour(restaurantId: $r) { day costCents salesCents labourPercent } }`;
  const read = async () =>
    (
      await graphql<{ labour: { day: string; costCents: number; salesCents: number; labourPercent: number | null } }>(
        LABOUR,
        { r: t.restaurantId },
        { token: t.owner.token },
      )
    ).data!.labour;
  const labour = await read();
  const revenue = await graphql<{ revenue: { subtotalCents: number } }>(
    'query($r: ID!) { revenue(restaurantId: $r, period: today) { subtotalCents } }',
    { r: t.restaurantId },
    { token: t.owner.token },
  );
  expect(labour.salesCents).toBe(revenue.data!.revenue.subtotalCents);
  expect(labour.salesCents).toBeGreaterThanOrEqual(9_000);
  // Carla's two hours at $18 (and Dan's minutes at no rate).
  expect(labour.costCents).toBeGreaterThanOrEqual(3600);
  expect(labour.labourPercent).toBeGreaterThan(0);
  expect(labour.labourPercent).toBe(Math.round((labour.costCents / labour.salesCents) * 1000) / 10);
  // A cashier sees neither.
  const asCashier = await graphql(LABOUR, { r: t.restaurantId }, { token: t.cashier });
  expect(asCashier.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});
