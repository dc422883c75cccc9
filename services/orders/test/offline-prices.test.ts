import { api, graphql } from '../../../tools/test/support';
import { menuVersion, syncMenuToOrders } from '../../../tools/test/menus';
import { newTenant, type Tenant } from '../../../tools/test/tenants';
import { addLine, readOrder, startOrder } from './helpers';

/**
 * An order printed offline keeps its paper's time (within a week), and the
 * prices on its paper when the menu
 * changed while the tablet was away (docs/decisions/0046-offline-prices.md):
 * the tablet names the menu version it priced from, the server prices the
 * line again from its own copy of that version, and the difference goes to
 * the audit trail. Nothing else can name an old version to pay less.
 */
let t: Tenant;
let dip: string;
let printedVersion: number;

beforeAll(async () => {
  t = await newTenant('offline-prices');
  const side = await api<{ id: string }>('POST', '/api/toppingAndSides/create_sides', {
    token: t.owner.token,
    body: { name: 'Garlic dip', base_price: '1.00', restaurant_id: t.restaurantId },
  });
  dip = side.body.id;
  await syncMenuToOrders(t.owner.token, t.restaurantId);
  printedVersion = (await menuVersion(t.restaurantId))!;
  // The owner raises the price while the tablet is offline.
  await api('PUT', `/api/toppingAndSides/update_sides/${dip}`, {
    token: t.owner.token,
    body: { base_price: '1.50', restaurant_id: t.restaurantId },
  });
  await syncMenuToOrders(t.owner.token, t.restaurantId);
});

const offlineOrder = async (offlineNumber: string) => {
  const made = await graphql<{ createOrder: { id: string } }>(
    `
      mutation ($input: CreateOrderInput!) {
        createOrder(input: $input) {
          id
        }
      }
    `,
    { input: { restaurantId: t.restaurantId, orderType: 'togo', offlineNumber } },
    { token: t.cashier },
  );
  return made.data!.createOrder.id;
};

interface Entry {
  kind: string;
  summary: string;
  order_id: string | null;
  amount_before: string | null;
  amount_after: string | null;
}
const offlinePrices = async (orderId: string) => {
  const res = await api<{ entries: Entry[] }>('GET', `/api/order/audit/${t.restaurantId}?kind=order.offline-price`, {
    token: t.owner.token,
  });
  return res.body.entries.filter((e) => e.order_id === orderId);
};

it('keeps the price on the paper of an order printed offline, and writes the difference to the trail', async () => {
  const id = await offlineOrder('K7-01');
  const line = await addLine(t.cashier, { order_id: id, side_id: dip, quantity: 2, menu_version: printedVersion });
  expect(line.status).toBe(201);
  expect(line.body).toMatchObject({ product_price: '2.00' });
  expect((await readOrder(t.cashier, id)).body.subtotal).toBe('2.00');
  const [entry, ...more] = await offlinePrices(id);
  expect(more).toEqual([]);
  expect(entry).toMatchObject({ amount_before: '3.00', amount_after: '2.00' });
  expect(entry!.summary).toMatch(/^Kept the printed price of Garlic dip on #\d+ \(printed offline as K7-01\): /);
  expect(entry!.summary).toMatch(/\$2\.00 on paper, \$3\.00 on the menu now$/);
});

it('prices at today’s menu an order taken online, one that names no version, and one that names a version never published', async () => {
  const online = await startOrder(t.cashier, t.restaurantId);
  const a = await addLine(t.cashier, { order_id: online.id, side_id: dip, menu_version: printedVersion });
  expect(a.body).toMatchObject({ product_price: '1.50' });
  expect(await offlinePrices(online.id)).toEqual([]);

  const offline = await offlineOrder('K7-02');
  const b = await addLine(t.cashier, { order_id: offline, side_id: dip });
  expect(b.body).toMatchObject({ product_price: '1.50' });
  const c = await addLine(t.cashier, { order_id: offline, side_id: dip, menu_version: 99_999 });
  expect(c.body).toMatchObject({ product_price: '1.50' });
  expect(await offlinePrices(offline)).toEqual([]);

  const bad = await addLine(t.cashier, { order_id: offline, side_id: dip, menu_version: 'old' });
  expect(bad).toMatchObject({ status: 400 });
  expect(JSON.stringify(bad.body)).toMatch(/A menu version is a whole number from 1/);
});

it('keeps the paper’s price of an item taken off the menu meanwhile, and says so', async () => {
  const id = await offlineOrder('K7-03');
  await api('DELETE', `/api/toppingAndSides/delete_sides/${dip}`, {
    token: t.owner.token,
    body: { restaurant_id: t.restaurantId },
  });
  await syncMenuToOrders(t.owner.token, t.restaurantId);
  const line = await addLine(t.cashier, { order_id: id, side_id: dip, menu_version: printedVersion });
  expect(line.status).toBe(201);
  expect(line.body).toMatchObject({ product_price: '1.00' });
  const [entry] = await offlinePrices(id);
  expect(entry).toMatchObject({ amount_before: null, amount_after: '1.00' });
  expect(entry!.summary).toMatch(/\$1\.00 on paper, no longer on the menu$/);
  // Online, the item is gone.
  const online = await startOrder(t.cashier, t.restaurantId);
  expect((await addLine(t.cashier, { order_id: online.id, side_id: dip })).status).toBe(409);
});

it('takes the time on the paper of an order printed offline, kept between a week ago and now', async () => {
  const create = `mutation($input: CreateOrderInput!) { createOrder(input: $input) { id createdAt } }`;
  const at = async (printedAt: string, offlineNumber: string | null = 'K7-09') => {
    const made = await graphql<{ createOrder: { createdAt: string } }>(
      create,
      { input: { restaurantId: t.restaurantId, orderType: 'togo', offlineNumber, printedAt } },
      { token: t.cashier },
    );
    expect(made.errors).toBeUndefined();
    return new Date(made.data!.createOrder.createdAt).getTime();
  };
  const hour = 3_600_000;
  const now = Date.now();
  expect(await at(new Date(now - 2 * hour).toISOString())).toBe(now - 2 * hour);
  // A tablet clock ahead, or a paper older than a week, stays within bounds.
  expect(Math.abs((await at(new Date(now + 5 * hour).toISOString())) - Date.now())).toBeLessThan(5_000);
  expect(Math.abs((await at('2026-01-01T12:00:00Z')) - (Date.now() - 7 * 24 * hour))).toBeLessThan(5_000);
  // Only a paper printed offline: anyone else's order is the server's time.
  expect(Math.abs((await at(new Date(now - 2 * hour).toISOString(), null)) - Date.now())).toBeLessThan(5_000);
  const bad = await graphql(
    create,
    { input: { restaurantId: t.restaurantId, orderType: 'togo', offlineNumber: 'K7-10', printedAt: 'yesterday' } },
    { token: t.cashier },
  );
  expect(bad.errors?.[0]?.message).toBe('printedAt is a moment in UTC, like 2026-11-25T23:05:00Z.');
});
