import { randomUUID } from 'node:crypto';
import { localDate } from '@zest/kit';
import { cashOut, deliveredBy, driverBack, takenBy } from '../../services/drivers/test/helpers';
import { addOpenItem, onOrdersDatabase, startOrder } from '../../services/orders/test/helpers';
import { newAdmin } from '../../services/auth/test/admin-account';
import { api, graphql } from '../test/support';
import { newTenant, type Tenant } from '../test/tenants';
import { heartbeat, minutesAgo, registeredTablet, sendPaper, silentSince } from '../../services/orders/test/tablets';
import { books, daysOf } from './books';

/**
 * The books check (docs/decisions/0028-books.md): a day seeded with sales,
 * voids, edits, deliveries, a float and a cash-out reconciles with no
 * difference, through `npm run books` on the databases and through the
 * operator console's supergraph alike; a hand edit of the revenue rollup is
 * found.
 */
let t: Tenant;
let day: string;

const env = () => ({ ...process.env, DATABASE_URL: process.env.ZEST_TEST_DATABASE_URL_SERVER });

async function run(args: string[]) {
  const lines: string[] = [];
  const agreed = await books(args, env(), (line) => lines.push(line));
  return { agreed, lines };
}

const print = (token: string, orderId: string) =>
  api('POST', `/api/order/printOrder/${orderId}`, { token, body: {}, headers: { 'idempotency-key': randomUUID() } });

/** Waits until the orders service has heard of every trip the drivers service made (trip events). */
async function untilTripsKnown(orderIds: string[]) {
  for (let i = 0; i < 200; i++) {
    const known = await onOrdersDatabase('SELECT order_id FROM order_trips WHERE order_id = ANY($1)', [orderIds]);
    if (known.length === orderIds.length) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('trips never reached the orders service');
}

beforeAll(async () => {
  t = await newTenant('books');
  day = localDate(new Date(), 'America/New_York');
  // Counter sales: a to-go order printed, a pickup with a line voided after the print.
  const togo = await startOrder(t.cashier, t.restaurantId, 'togo');
  await addOpenItem(t.cashier, togo.id, 'Calzone', '11.00');
  await print(t.cashier, togo.id);
  const pickup = await startOrder(t.cashier, t.restaurantId, 'pickup');
  await addOpenItem(t.cashier, pickup.id, 'Wings', '9.00');
  const soda = await addOpenItem(t.cashier, pickup.id, 'Soda', '2.00');
  await print(t.cashier, pickup.id);
  await api('DELETE', `/api/order/deleteOrderItems/${soda.body.id}?reason=Wrong%20item`, { token: t.cashier });
  // A whole order voided.
  const voided = await startOrder(t.cashier, t.restaurantId, 'togo');
  await addOpenItem(t.cashier, voided.id, 'Salad', '7.50');
  await print(t.cashier, voided.id);
  await api('DELETE', `/api/order/deleteOrder/${voided.id}?reason=Comp`, { token: t.cashier });
  // Deliveries: one settled, then edited (an adjustment); one delivered and owed; one still out.
  const settled = await deliveredBy(t, '20.00');
  await api('POST', '/api/driver_orders/float', {
    token: t.manager,
    body: { driver_id: t.driverId, amount: '15.00' },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect((await cashOut(t.manager, t.driverId, { key: randomUUID(), counted: '50.00' })).status).toBe(201);
  await api('POST', '/api/order/addItemToOrder', {
    token: t.manager,
    body: { order_id: settled.order_id, product_name: 'Garlic knots', product_price: '4.00' },
  });
  const owed = await deliveredBy(t, '16.00');
  const out = await takenBy(t, '13.00');
  await untilTripsKnown([settled.order_id, owed.order_id, out.order_id]);
  // The edit after the cash-out reaches the drivers' books as an adjustment.
  for (let i = 0; i < 200; i++) {
    const check = await run([t.restaurantId, day]);
    if (check.agreed) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  await driverBack(t);
});

describe('npm run books', () => {
  it('finds no difference in a day of sales, voids, edits, deliveries, a float and a cash-out', async () => {
    const { agreed, lines } = await run([t.restaurantId, day]);
    expect({ agreed, lines }).toMatchObject({ agreed: true });
    expect(lines[0]).toMatch(new RegExp(`^Tony’s Pizzeria · ${day} \\(America/New_York\\)$`));
    expect(lines.join('\n')).toMatch(/orders: 5 counted, .* net of 2 voids/);
    expect(lines.join('\n')).toMatch(/deliveries on trips: 3 orders/);
    expect(lines.join('\n')).toMatch(/drivers: 3 trips, settled \$\d+\.\d\d \+ adjustments \$4\.\d\d/);
    expect(lines[lines.length - 1]).toBe('  ✓ the books agree');
  });

  it('says what differs when the rollup was changed by hand, and so does the console', async () => {
    await onOrdersDatabase(
      `UPDATE revenue_days SET total_cents = total_cents + 100 WHERE restaurant_id = $1 AND day = $2 AND order_type = 'togo'`,
      [t.restaurantId, day],
    );
    try {
      const { agreed, lines } = await run([t.restaurantId, day]);
      expect(agreed).toBe(false);
      // The orders say so, and so does the ledger (docs/decisions/0071-one-ledger.md).
      expect(lines).toContain('  ✗ 2 differences:');
      expect(lines.join('\n')).toMatch(
        /orders net of voids and late changes vs the revenue rollup: \$[\d.]+ ≠ \$[\d.]+ \(-\$1\.00\)/,
      );
      expect(lines.join('\n')).toMatch(/the ledger: Revenue \(to go, total\) says \$[\d.]+, the ledger \$[\d.]+\./);

      const admin = await newAdmin();
      const viaConsole = await graphql<{ books: { check: { differences: string[]; lines: string[] } } }>(
        'query($r: ID!, $d: String!) { books(restaurantId: $r, day: $d) { drivers { trips } check { lines differences } } }',
        { r: t.restaurantId, d: day },
        { token: admin.token },
      );
      expect(viaConsole.data?.books.check.differences).toEqual([
        expect.stringMatching(/revenue rollup/),
        expect.stringMatching(/^the ledger: Revenue/),
      ]);
      // Owners and their sessions do not read the platform's books check.
      const refused = await graphql(
        'query($r: ID!, $d: String!) { books(restaurantId: $r, day: $d) { day } }',
        { r: t.restaurantId, d: day },
        { token: t.owner.token },
      );
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    } finally {
      await onOrdersDatabase(
        `UPDATE revenue_days SET total_cents = total_cents - 100 WHERE restaurant_id = $1 AND day = $2 AND order_type = 'togo'`,
        [t.restaurantId, day],
      );
    }
  });

  it('checks every day with `all`, and finds money written into the ledger behind the platform’s back', async () => {
    expect((await run([t.restaurantId, 'all'])).agreed).toBe(true);
    const [order] = await onOrdersDatabase<{ id: string; order_number: number }>(
      `SELECT id, order_number FROM orders WHERE restaurant_id = $1 AND first_printed_at IS NOT NULL LIMIT 1`,
      [t.restaurantId],
    );
    // An entry can be added by hand (never changed): a cash payment no print took.
    await onOrdersDatabase(
      `INSERT INTO ledger_entries (restaurant_id, day, kind, amount_cents, tender, order_id, order_number, by_name)
       VALUES ($1, $2, 'payment', 500, 'cash', $3, $4, 'someone')`,
      [t.restaurantId, day, order!.id, order!.order_number],
    );
    const { agreed, lines } = await run([t.restaurantId, 'all']);
    expect(agreed).toBe(false);
    expect(lines.join('\n')).toContain(`the ledger: Order #${order!.order_number}: the ledger took`);
  });

  it('names an offline number a tablet gave that never arrived', async () => {
    const r = await newTenant('books-offline');
    const tablet = await registeredTablet(r);
    await silentSince(tablet, 60);
    const sent = await sendPaper(r, { number: `${tablet.tag}-01`, printedAt: minutesAgo(30), terminal: tablet.proof });
    await addOpenItem(r.cashier, sent.data!.createOrder.id, 'Soda', '2.00');
    // The tablet gave 01 and 02; 02 was deleted from its outbox.
    await heartbeat(r, tablet, { lastOfflineNumber: 2, waiting: [] });
    const { agreed, lines } = await run([r.restaurantId]);
    expect(agreed).toBe(false);
    expect(lines.slice(-2)).toEqual([
      'Tony’s Pizzeria · offline papers',
      `  ✗ ${tablet.tag}-02 never arrived (tablet ${tablet.tag})`,
    ]);
  });

  it('reads a day or a range of days, and says what is wrong with anything else', () => {
    expect(daysOf('2026-02-27..2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(daysOf(null)).toBeNull();
    expect(daysOf('all')).toBe('all');
    expect(() => daysOf('yesterday')).toThrow(/is not a day/);
    expect(() => daysOf('2026-03-02..2026-03-01')).toThrow(/ends before it starts/);
  });
});
