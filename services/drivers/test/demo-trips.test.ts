import { addDays, atLocalTime, localDate, type OrderChanged } from '@zest/kit';
import { randomUUID } from 'node:crypto';
import { seedDemoTrips } from '../src/demo/demo-trips';
import { api, databaseUrl } from '../../../tools/test/support';
import { newTenant } from '../../../tools/test/tenants';
import { balanceOf, cents, type CashoutAnswer, type TripAnswer } from './helpers';

/** The driver screens' part of the demo week (services/drivers/README.md#demo-trips), on a restaurant of this test's own. */
it('gives the demo driver the week’s deliveries and one cash-out, once', async () => {
  const t = await newTenant('demo-trips', { timeZone: 'America/Chicago' });
  // A week of deliveries as the orders service's demo reports them (services/orders/test/demo-orders.test.ts).
  const today = localDate(new Date(), 'America/Chicago');
  const deliveries: OrderChanged[] = [];
  for (let back = 6; back >= 1; back--) {
    for (const hour of [12, 15, 18, 20]) {
      const createdAt = atLocalTime(addDays(today, -back), hour * 60, 'America/Chicago').toISOString();
      deliveries.push({
        id: randomUUID(),
        restaurantId: t.restaurantId,
        orderNumber: deliveries.length + 1,
        orderType: 'delivery',
        customer: {
          fullName: 'Maria',
          phoneNumber: '2175550101',
          street1: '42 Oak Avenue',
          street2: '',
          city: 'S',
          zipcode: '1',
        },
        lineCount: 2,
        subtotalCents: 2000 + back * 100,
        deliveryChargeCents: 350,
        taxCents: 209,
        totalCents: 2559 + back * 100,
        createdAt,
        firstPrintedAt: createdAt,
        orderDay: addDays(today, -back),
        deleted: false,
        voided: false,
        version: 3,
      });
    }
  }
  const week = { deliveries };
  const seed = () =>
    seedDemoTrips(databaseUrl('zest_drivers'), {
      restaurant: { id: t.restaurantId, timeZone: 'America/Chicago' },
      driver: { id: t.driverId, name: 'Dan' },
      approver: { name: t.owner.fullName, userId: t.owner.id },
      deliveries: week.deliveries,
    });
  const made = await seed();
  expect(made.cashouts).toBe(1);

  const trips = await api<TripAnswer[]>('GET', `/api/driver_orders/assigned/${t.driverId}`, { token: t.driver });
  expect(trips.body).toHaveLength(made.trips);
  const settled = trips.body.filter((x) => x.cashout_id);
  expect(settled.length).toBeGreaterThan(0);
  expect(settled.every((x) => x.status === 'back')).toBe(true);
  const cashouts = await api<CashoutAnswer[]>('GET', `/api/driver_orders/cashouts/${t.driverId}`, { token: t.driver });
  expect(cashouts.body).toEqual([
    expect.objectContaining({
      approved_by: t.owner.fullName,
      trip_count: settled.length,
      amount: (settled.reduce((s, x) => s + cents(x.owed), 0) / 100).toFixed(2),
      cashed_out_at: expect.stringMatching(/T23:30:00-0[56]:00$/),
    }),
  ]);
  // Yesterday's trips are still owed.
  const open = trips.body.filter((x) => !x.cashout_id);
  expect(open.length).toBeGreaterThan(0);
  expect(cents((await balanceOf(t.driver, t.driverId)).body.amount)).toBe(open.reduce((s, x) => s + cents(x.owed), 0));

  expect(await seed()).toEqual({ trips: 0, cashouts: 0 });
});
