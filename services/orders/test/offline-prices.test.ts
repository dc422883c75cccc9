import { randomUUID } from 'node:crypto';
import { api, graphql } from '../../../tools/test/support';
import { menuVersion, syncMenuToOrders } from '../../../tools/test/menus';
import { newTenant, type Tenant } from '../../../tools/test/tenants';
import { addLine, onOrdersDatabase, readOrder, startOrder } from './helpers';
import { minutesAgo, registeredTablet, sendPaper, silentSince, type Tablet } from './tablets';

/**
 * An offline paper keeps the prices on it when the menu changed while its
 * tablet was away (docs/decisions/0046-offline-prices.md), and only then
 * (0052-offline-papers-checked.md): the tablet names the menu version it
 * priced from; the server prices the line again from its own copy of that
 * version when the paper kept its printed time, was printed before the next
 * version was published, and its tablet held no newer menu when it fell
 * silent. Otherwise today's price applies. Either way a difference goes to
 * the audit trail. Nothing else can name an old version to pay less.
 */
let t: Tenant;
let dip: string;
let printedVersion: number;
let tablet: Tablet;
let paperNumber = 0;

beforeAll(async () => {
  t = await newTenant('offline-prices');
  tablet = await registeredTablet(t);
  const side = await api<{ id: string }>('POST', '/api/toppingAndSides/create_sides', {
    token: t.owner.token,
    body: { name: 'Garlic dip', base_price: '1.00', restaurant_id: t.restaurantId },
  });
  dip = side.body.id;
  await syncMenuToOrders(t.owner.token, t.restaurantId);
  printedVersion = (await menuVersion(t.restaurantId))!;
  // The tablet holds this menu when it falls silent, an hour ago.
  await silentSince(tablet, 60, printedVersion);
  // The owner raises the price while the tablet is offline.
  await api('PUT', `/api/toppingAndSides/update_sides/${dip}`, {
    token: t.owner.token,
    body: { base_price: '1.50', restaurant_id: t.restaurantId },
  });
  await syncMenuToOrders(t.owner.token, t.restaurantId);
});

/** A paper of the silent tablet, printed `minutes` ago. */
const offlineOrder = async (minutes = 30) => {
  paperNumber += 1;
  const sent = await sendPaper(t, {
    number: `${tablet.tag}-${String(paperNumber).padStart(2, '0')}`,
    printedAt: minutesAgo(minutes),
    terminal: tablet.proof,
  });
  return { id: sent.data!.createOrder.id, number: sent.data!.createOrder.offlineNumber! };
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

it('keeps the price on the paper of an order printed offline before the change, and writes the difference to the trail', async () => {
  const { id, number } = await offlineOrder();
  const line = await addLine(t.cashier, { order_id: id, side_id: dip, quantity: 2, menu_version: printedVersion });
  expect(line.status).toBe(201);
  expect(line.body).toMatchObject({ product_price: '2.00' });
  expect((await readOrder(t.cashier, id)).body.subtotal).toBe('2.00');
  const [entry, ...more] = await offlinePrices(id);
  expect(more).toEqual([]);
  expect(entry).toMatchObject({ amount_before: '3.00', amount_after: '2.00' });
  expect(entry!.summary).toMatch(
    new RegExp(`^Kept the printed price of Garlic dip on #\\d+ \\(printed offline as ${number}\\): `),
  );
  expect(entry!.summary).toMatch(/\$2\.00 on paper, \$3\.00 on the menu now$/);
});

it('keeps it the same way when the paper comes whole, in one placeOrder (the outbox), with the same trail', async () => {
  paperNumber += 1;
  const number = `${tablet.tag}-${String(paperNumber).padStart(2, '0')}`;
  const placed = await graphql<{ placeOrder: { order: { id: string; subtotalCents: number; offlineNumber: string } } }>(
    `
      mutation ($input: PlaceOrderInput!, $key: String) {
        placeOrder(input: $input, idempotencyKey: $key) {
          order {
            id
            subtotalCents
            offlineNumber
          }
        }
      }
    `,
    {
      input: {
        restaurantId: t.restaurantId,
        orderType: 'togo',
        lines: [{ sideId: dip, quantity: 2, menuVersion: printedVersion }],
        print: true,
        tender: { method: 'card' },
        terminal: tablet.proof,
        offlineNumber: number,
        printedAt: minutesAgo(30).toISOString(),
      },
      key: randomUUID(),
    },
    { token: t.cashier },
  );
  expect(placed.errors).toBeUndefined();
  const order = placed.data!.placeOrder.order;
  expect(order).toMatchObject({ subtotalCents: 200, offlineNumber: number });
  const [entry, ...more] = await offlinePrices(order.id);
  expect(more).toEqual([]);
  expect(entry).toMatchObject({ amount_before: '3.00', amount_after: '2.00' });
  expect(entry!.summary).toMatch(/\$2\.00 on paper, \$3\.00 on the menu now$/);
});

it('charges today’s price when the paper was printed after the change, and says so', async () => {
  // The new price reached the server 20 minutes ago; this paper says it printed 10 minutes ago.
  await onOrdersDatabase(
    `UPDATE menu_versions SET published_at = now() - interval '20 minutes' WHERE restaurant_id = $1 AND version > $2`,
    [t.restaurantId, printedVersion],
  );
  try {
    const { id } = await offlineOrder(10);
    const line = await addLine(t.cashier, { order_id: id, side_id: dip, menu_version: printedVersion });
    expect(line.body).toMatchObject({ product_price: '1.50' });
    const [entry] = await offlinePrices(id);
    expect(entry).toMatchObject({ amount_before: '1.00', amount_after: '1.50' });
    expect(entry!.summary).toMatch(/^Charged today’s price of Garlic dip on #\d+/);
  } finally {
    await onOrdersDatabase(`UPDATE menu_versions SET published_at = now() WHERE restaurant_id = $1 AND version > $2`, [
      t.restaurantId,
      printedVersion,
    ]);
  }
});

it('charges today’s price when the paper’s time was not kept, or its tablet had the new menu', async () => {
  // Sent by a cashier online with no tablet: the order takes the time it arrived.
  const online = await sendPaper(t, { number: 'ZZ-01', printedAt: minutesAgo(30) });
  const a = await addLine(t.cashier, {
    order_id: online.data!.createOrder.id,
    side_id: dip,
    menu_version: printedVersion,
  });
  expect(a.body).toMatchObject({ product_price: '1.50' });

  // A tablet that held the new menu when it fell silent names the old one.
  const current = (await menuVersion(t.restaurantId))!;
  const informed = await registeredTablet(t);
  await silentSince(informed, 60, current);
  const sent = await sendPaper(t, {
    number: `${informed.tag}-01`,
    printedAt: minutesAgo(30),
    terminal: informed.proof,
  });
  expect(sent.data!.createOrder.paperTimeKept).toBe(true);
  const b = await addLine(t.cashier, {
    order_id: sent.data!.createOrder.id,
    side_id: dip,
    menu_version: printedVersion,
  });
  expect(b.body).toMatchObject({ product_price: '1.50' });
});

it('prices at today’s menu an order taken online, one that names no version, and one that names a version never published', async () => {
  const online = await startOrder(t.cashier, t.restaurantId);
  const a = await addLine(t.cashier, { order_id: online.id, side_id: dip, menu_version: printedVersion });
  expect(a.body).toMatchObject({ product_price: '1.50' });
  expect(await offlinePrices(online.id)).toEqual([]);

  const { id: offline } = await offlineOrder();
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
  const { id } = await offlineOrder();
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
