import { orderTotals } from '@zest/pricing';
import { randomUUID } from 'node:crypto';
import { api, clientIp, graphql, mailsTo, waitForMail } from '../../../tools/test/support';
import { buildPizzeria, menuVersion, untilOrdersHasMenu, type Pizzeria } from '../../../tools/test/menus';
import { newTenant, workerSession, zoneAwayFromMidnight, type Tenant } from '../../../tools/test/tenants';
import { follow, followPath } from '../../../tools/test/streams';
import { revenueDrift } from '../src/revenue/rollup';
import { withOrdersStore } from './helpers';

/**
 * Online ordering (docs/decisions/0062-online-ordering.md): the owner's settings, the public page by its
 * address, a checkout priced again by the server and refused for what the restaurant would not take,
 * the counter's Online orders list with accept and reject, and the customer's status page.
 */
let t: Tenant;
let other: Tenant;
let menu: Pizzeria;
let slug: string;
let kitchen: string;
const ZONE = zoneAwayFromMidnight();
// Open every day from 00:30 to 23:30: the zone's hour is between 2 and 21, so open now.
const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '00:30', closes: '23:30' }));

const SETTINGS = `mutation($r: ID!, $input: OnlineSettingsInput!) { updateOnlineSettings(restaurantId: $r, input: $input) {
  enabled slug hours { weekday opens closes } pickup delivery deliveryZips deliveryMinimumCents prepMinutes pausedUntil autoAccept } }`;
const settings = (input: Record<string, unknown>, o: { token?: string; restaurantId?: string } = {}) =>
  graphql<{ updateOnlineSettings: Record<string, unknown> }>(
    SETTINGS,
    { r: o.restaurantId ?? t.restaurantId, input },
    { token: o.token ?? t.owner.token },
  );

interface Page {
  name: string;
  openNow: boolean;
  closedMessage: string | null;
  times: string[];
  deliveryChargeCents: number;
  taxPercentage: number;
  menu: { categories: { name: string; products: { id: string; name: string }[] }[] };
}
const page = (s = slug) =>
  graphql<{ onlinePage: Page }>(
    `
      query ($s: String!) {
        onlinePage(slug: $s) {
          name
          openNow
          closedMessage
          times
          deliveryChargeCents
          taxPercentage
          menu {
            categories {
              name
              products {
                id
                name
              }
            }
          }
        }
      }
    `,
    { s },
  );

interface Answer {
  orderId: string;
  orderNumber: number;
  statusKey: string;
  totalCents: number;
}
const PLACE = `mutation($s: String!, $input: OnlineCheckoutInput!, $key: String) {
  placeOnlineOrder(slug: $s, input: $input, idempotencyKey: $key) { orderId orderNumber statusKey totalCents } }`;

/** A calzone and garlic knots: $13.00 + $4.99 before tax. */
const CART = () => [{ productId: menu.calzone }, { sideId: menu.knots }];
const SUBTOTAL = 1300 + 499;

async function totalOf(orderType: 'pickup' | 'delivery', subtotalCents = SUBTOTAL) {
  const p = (await page()).data!.onlinePage;
  return orderTotals({
    orderType,
    subtotalCents,
    deliveryRateCents: p.deliveryChargeCents,
    taxPercentage: p.taxPercentage,
  }).totalCents;
}

const onePhone = () => `(312) 555-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

const pickup = async (more: Record<string, unknown> = {}) => ({
  orderType: 'pickup',
  fullName: 'Dana Online',
  // A number of its own per order: the limit per phone is tested on its own below.
  phoneNumber: onePhone(),
  email: 'dana@example.com',
  lines: CART(),
  payment: 'pickup',
  expectedTotalCents: await totalOf('pickup'),
  ...more,
});
const delivery = async (more: Record<string, unknown> = {}) => ({
  ...(await pickup()),
  orderType: 'delivery',
  street1: '1 Main St',
  city: 'Springfield',
  zipcode: '60614',
  payment: 'door',
  expectedTotalCents: await totalOf('delivery'),
  ...more,
});
const place = (input: Record<string, unknown>, key: string = randomUUID(), s = slug, ip = clientIp()) =>
  graphql<{ placeOnlineOrder: Answer }>(PLACE, { s, input, key }, { ip });

interface Listed {
  orderId: string;
  decision: string;
  readyAt: string | null;
  rejectReason: string | null;
  customerName: string;
  payment: string;
  order: { channel: string; printCount: number; totalCents: number } | null;
}
const LISTED = 'orderId decision readyAt rejectReason customerName payment order { channel printCount totalCents }';
const list = (token = t.cashier) =>
  graphql<{ onlineOrders: Listed[] }>(
    `query($r: ID!) { onlineOrders(restaurantId: $r) { ${LISTED} } }`,
    {
      r: t.restaurantId,
    },
    { token },
  );
const accept = (orderId: string, minutes?: number, token = t.cashier) =>
  graphql<{ acceptOnlineOrder: Listed }>(
    `mutation($id: ID!, $m: Int) { acceptOnlineOrder(orderId: $id, readyInMinutes: $m) { ${LISTED} } }`,
    { id: orderId, m: minutes },
    { token },
  );
const reject = (orderId: string, reason: string) =>
  graphql<{ rejectOnlineOrder: Listed }>(
    `mutation($id: ID!, $why: String!) { rejectOnlineOrder(orderId: $id, reason: $why) { ${LISTED} } }`,
    { id: orderId, why: reason },
    { token: t.cashier },
  );
const tracking = (key: string) =>
  graphql<{
    onlineTracking: {
      orderNumber: number;
      progress: string;
      readyAt: string | null;
      rejectReason: string | null;
      totalCents: number;
      lines: { name: string }[];
    };
  }>(
    `
      query ($s: String!, $k: String!) {
        onlineTracking(slug: $s, key: $k) {
          orderNumber
          progress
          readyAt
          rejectReason
          totalCents
          lines {
            name
          }
        }
      }
    `,
    { s: slug, k: key },
  );
const onBoard = async (orderId: string) =>
  (
    await graphql<{ kitchenBoard: { tickets: { orderId: string }[] } }>(
      'query($r: ID!) { kitchenBoard(restaurantId: $r) { tickets { orderId } } }',
      { r: t.restaurantId },
      { token: kitchen },
    )
  ).data!.kitchenBoard.tickets.some((x) => x.orderId === orderId);

beforeAll(async () => {
  [t, other] = await Promise.all([newTenant('online', { timeZone: ZONE }), newTenant('online-other')]);
  [menu, kitchen] = await Promise.all([buildPizzeria(t), workerSession(t)]);
  slug = `Online-${randomUUID().slice(0, 8)}`.toLowerCase();
});

describe('the owner’s online ordering settings', () => {
  it('turns on only with an address, hours and an area to deliver to, and takes the address in lower case', async () => {
    expect((await settings({ enabled: true })).errors![0]!.message).toBe(
      'Choose the page’s address before turning online ordering on.',
    );
    expect((await settings({ slug: 'Not a slug!' })).errors![0]!.message).toMatch(/^The page address takes 3 to 40/);
    expect((await settings({ enabled: true, slug: slug.toUpperCase() })).errors![0]!.message).toBe(
      'Set the opening hours before turning online ordering on.',
    );
    expect((await settings({ enabled: true, slug, hours: ALL_WEEK })).errors![0]!.message).toBe(
      'Add the ZIP codes you deliver to, or turn delivery off.',
    );
    const saved = await settings({
      enabled: true,
      slug: slug.toUpperCase(),
      hours: ALL_WEEK,
      deliveryZips: ['60614', '60614', '60657'],
      deliveryMinimumCents: 1500,
      prepMinutes: 20,
    });
    expect(saved.data!.updateOnlineSettings).toMatchObject({
      enabled: true,
      slug,
      deliveryZips: ['60614', '60657'],
      deliveryMinimumCents: 1500,
      autoAccept: false,
    });
  });

  it('keeps an address to one restaurant, and lets only the owner change the settings', async () => {
    const taken = await settings({ slug }, { token: other.owner.token, restaurantId: other.restaurantId });
    expect(taken.errors![0]).toMatchObject({
      message: `The address /order/${slug} is taken: try another.`,
      extensions: { code: 'CONFLICT' },
    });
    expect((await settings({ prepMinutes: 30 }, { token: t.cashier })).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await settings({ prepMinutes: 30 }, { token: other.owner.token })).errors![0]!.extensions!.code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('the ordering page, without a sign-in', () => {
  it('shows the restaurant, open now, today’s times and its menu', async () => {
    const answer = await page();
    const { data } = answer;
    expect(data!.onlinePage).toMatchObject({ openNow: true, closedMessage: null });
    expect(data!.onlinePage.times.length).toBeGreaterThan(0);
    const products = data!.onlinePage.menu.categories.flatMap((c) => c.products.map((p) => p.name));
    expect(products).toEqual(expect.arrayContaining(['Pizza', 'Calzone']));
  });

  it('is not found for an unknown address, or one whose ordering is off', async () => {
    const none = await page('no-such-place-here');
    expect(none.errors![0]).toMatchObject({
      message: 'This restaurant does not take orders online.',
      extensions: { code: 'NOT_FOUND' },
    });
    expect(none.data).toBeNull();
  });
});

describe('a checkout', () => {
  it('places a pickup order priced by the server, which waits at the counter, unprinted', async () => {
    const placed = await place(await pickup());
    expect(placed.errors).toBeUndefined();
    const answer = placed.data!.placeOnlineOrder;
    expect(answer.totalCents).toBe(await totalOf('pickup'));
    // Not printed from the order itself: the counter accepts it in Online orders, with its ready time.
    const printed = await graphql(
      'mutation($id: ID!) { printOrder(id: $id) { print { number } } }',
      { id: answer.orderId },
      { token: t.cashier },
    );
    expect(printed.errors![0]).toMatchObject({
      message: 'This online order waits in Online orders: accept it there, with its ready time.',
      extensions: { code: 'CONFLICT' },
    });
    const waiting = (await list()).data!.onlineOrders.find((o) => o.orderId === answer.orderId)!;
    expect(waiting).toMatchObject({
      decision: 'received',
      customerName: 'Dana Online',
      payment: 'pickup',
      order: { channel: 'online', printCount: 0, totalCents: answer.totalCents },
    });
    expect(await onBoard(answer.orderId)).toBe(false);
    expect((await tracking(answer.statusKey)).data!.onlineTracking).toMatchObject({
      orderNumber: answer.orderNumber,
      progress: 'received',
      lines: [{ name: 'Calzone' }, { name: 'Garlic Knots' }],
    });
  });

  it('is one order per Idempotency-Key, and the key with another cart is refused', async () => {
    const key = randomUUID();
    const input = await pickup();
    const [a, b] = await Promise.all([place(input, key), place(input, key)]);
    expect(a.data!.placeOnlineOrder).toEqual(b.data!.placeOnlineOrder);
    const again = await place({ ...input, lines: [{ sideId: menu.knots }] }, key);
    expect(again.errors![0]!.extensions!.code).toBe('CONFLICT');
  });

  it('refuses a total other than the server’s, a price typed by the customer, and writes nothing', async () => {
    const before = (await list()).data!.onlineOrders.length;
    const tampered = await place(await pickup({ expectedTotalCents: 1 }));
    expect(tampered.errors![0]).toMatchObject({
      extensions: { code: 'CONFLICT', reason: 'PRICE_CHANGED', field: 'cart', totalCents: await totalOf('pickup') },
    });
    expect(tampered.errors![0]!.message).toMatch(/^The prices changed: your total is now \$\d+\.\d\d\./);
    const typed = await place(await pickup({ lines: [{ name: 'Free pizza', priceCents: 0 }] }));
    expect(typed.errors![0]!.message).toBe('Only items from the menu can be ordered online.');
    expect((await list()).data!.onlineOrders.length).toBe(before);
  });

  it('refuses a delivery outside the area or under the minimum, each beside its field', async () => {
    const outside = await place(await delivery({ zipcode: '10001' }));
    expect(outside.errors![0]).toMatchObject({
      extensions: { reason: 'OUTSIDE_AREA', field: 'zipcode' },
    });
    expect(outside.errors![0]!.message).toMatch(/does not deliver to ZIP code 10001\.$/);
    const small = await place(
      await delivery({ lines: [{ sideId: menu.knots }], expectedTotalCents: await totalOf('delivery', 499) }),
    );
    expect(small.errors![0]).toMatchObject({
      message: 'Delivery orders start at $15.00: add $10.01 more.',
      extensions: { reason: 'BELOW_MINIMUM', field: 'cart' },
    });
    const door = await place(await delivery());
    expect(door.errors).toBeUndefined();
  });

  it('refuses a sold-out topping', async () => {
    const marked = await graphql(
      'mutation($input: MarkSoldOutInput!) { markSoldOut(input: $input) { success } }',
      { input: { restaurantId: t.restaurantId, itemId: menu.mushrooms } },
      { token: t.cashier },
    );
    expect(marked.errors).toBeUndefined();
    await untilOrdersHasMenu(t.restaurantId, (await menuVersion(t.restaurantId))!);
    const line = {
      productId: menu.pizza,
      sizeId: menu.small,
      toppings: [{ toppingId: menu.mushrooms, level: 'regular' }],
    };
    const refused = await place(await pickup({ lines: [line] }));
    expect(refused.errors![0]).toMatchObject({ message: 'Mushrooms is sold out.', extensions: { reason: 'SOLD_OUT' } });
    await graphql(
      'mutation($r: ID!, $id: ID!) { markAvailable(restaurantId: $r, itemId: $id) { success } }',
      { r: t.restaurantId, id: menu.mushrooms },
      { token: t.cashier },
    );
  });

  it('takes no order while paused, and none while closed', async () => {
    await settings({ pauseMinutes: 30 });
    expect((await page()).data!.onlinePage.closedMessage).toMatch(
      /^Not taking online orders until \d{1,2}:\d\d [AP]M\.$/,
    );
    expect((await place(await pickup())).errors![0]!.extensions).toMatchObject({ reason: 'PAUSED', field: 'when' });
    await settings({ pauseMinutes: 0 });
    // Open only on another weekday than today.
    const today = new Date(new Date().toLocaleString('en-US', { timeZone: ZONE })).getDay();
    await settings({ hours: [{ weekday: (today + 3) % 7, opens: '11:00', closes: '22:00' }] });
    const closed = await place(await pickup());
    expect(closed.errors![0]!.extensions).toMatchObject({ reason: 'CLOSED', field: 'when' });
    expect(closed.errors![0]!.message).toMatch(/is closed now: it opens \w+ at 11:00 AM\.$/);
    await settings({ hours: ALL_WEEK });
  });
});

describe('busy at the counter', () => {
  const busy = (input: Record<string, unknown>, token = t.cashier, restaurantId = t.restaurantId) =>
    graphql<{
      setOnlineBusy: { pausedUntil: string | null; busyMinutes: number; busyUntil: string | null; prepMinutes: number };
    }>(
      `
        mutation ($r: ID!, $input: OnlineBusyInput!) {
          setOnlineBusy(restaurantId: $r, input: $input) {
            pausedUntil
            busyMinutes
            busyUntil
            prepMinutes
          }
        }
      `,
      { r: restaurantId, input },
      { token },
    );
  const quoted = async () =>
    (
      await graphql<{ onlinePage: { prepMinutes: number; times: string[]; closedMessage: string | null } }>(
        'query($s: String!) { onlinePage(slug: $s) { prepMinutes times closedMessage } }',
        { s: slug },
      )
    ).data!.onlinePage;
  const trail = async () =>
    (
      await api<{ entries: { kind: string; summary: string; actor: string }[] }>(
        'GET',
        `/api/order/audit/${t.restaurantId}?kind=online&limit=50`,
        { token: t.owner.token },
      )
    ).body.entries.filter((e) => e.kind === 'online.busy');

  it('pauses from the terminal and takes orders again, quotes longer for an hour, each on the audit trail', async () => {
    const usual = (await quoted()).prepMinutes;
    const paused = await busy({ pauseMinutes: 30 });
    expect(paused.errors).toBeUndefined();
    const until = Date.parse(paused.data!.setOnlineBusy.pausedUntil!);
    expect(until - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    // The page has it at once: no order for as soon as possible, none placed.
    expect((await quoted()).closedMessage).toMatch(/^Not taking online orders until \d{1,2}:\d\d [AP]M\.$/);
    expect((await place(await pickup())).errors![0]!.extensions).toMatchObject({ reason: 'PAUSED' });
    expect((await busy({ pauseMinutes: 0 })).data!.setOnlineBusy.pausedUntil).toBeNull();
    expect((await quoted()).closedMessage).toBeNull();

    const longer = (await busy({ extraMinutes: 20 })).data!.setOnlineBusy;
    expect(longer.busyMinutes).toBe(20);
    expect(Date.parse(longer.busyUntil!) - Date.now()).toBeGreaterThan(59 * 60_000);
    expect((await quoted()).prepMinutes).toBe(usual + 20);
    // An order accepted without a time is quoted the longer time.
    const placed = (await place(await pickup())).data!.placeOnlineOrder;
    const before = Date.now();
    const accepted = (await accept(placed.orderId)).data!.acceptOnlineOrder as unknown as { readyAt: string };
    const minutes = (Date.parse(accepted.readyAt) - before) / 60_000;
    expect(minutes).toBeGreaterThan(usual + 20 - 1);
    expect(minutes).toBeLessThanOrEqual(usual + 20 + 1);
    expect((await busy({ extraMinutes: 0 })).data!.setOnlineBusy).toMatchObject({ busyMinutes: 0, busyUntil: null });
    expect((await quoted()).prepMinutes).toBe(usual);

    const lines = await trail();
    expect(lines.map((l) => l.summary)).toEqual([
      `Quoted the usual ${usual} min again`,
      expect.stringMatching(
        new RegExp(`^Added 20 min to the quoted time: ${usual + 20} min \\(until \\d{1,2}:\\d\\d [AP]M\\)$`),
      ),
      'Took online orders again',
      expect.stringMatching(/^Paused online orders for 30 min \(until \d{1,2}:\d\d [AP]M\)$/),
    ]);
    expect(lines.every((l) => l.actor === 'Carla')).toBe(true);
  });

  it('refuses what makes no sense, a driver, and another restaurant', async () => {
    expect((await busy({ pauseMinutes: 5 })).errors![0]!.message).toBe(
      'Pause online orders for 15 to 240 minutes, or 0 to take them again.',
    );
    expect((await busy({ extraMinutes: 500 })).errors![0]!.message).toBe(
      'Add 5 to 120 minutes to the quoted time, or 0 to quote the usual time again.',
    );
    expect((await busy({})).errors![0]!.message).toBe(
      'Say how long to pause online orders, or how many minutes to add to the quoted time.',
    );
    expect((await busy({ pauseMinutes: 15 }, t.driver)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await busy({ pauseMinutes: 15 }, other.cashier, t.restaurantId)).errors![0]!.extensions!.code).toMatch(
      /^(FORBIDDEN|NOT_FOUND)$/,
    );
    expect((await quoted()).closedMessage).toBeNull();
  });
});

describe('the counter’s Online orders', () => {
  it('accepts one: printed, in the kitchen, the ready time on the customer’s page; only once', async () => {
    const placed = (await place(await pickup())).data!.placeOnlineOrder;
    const accepted = await accept(placed.orderId, 25);
    expect(accepted.data!.acceptOnlineOrder).toMatchObject({ decision: 'accepted', order: { printCount: 1 } });
    const readyIn = Date.parse(accepted.data!.acceptOnlineOrder.readyAt!) - Date.now();
    expect(readyIn).toBeGreaterThan(23 * 60_000);
    expect(readyIn).toBeLessThan(26 * 60_000);
    expect(await onBoard(placed.orderId)).toBe(true);
    expect((await tracking(placed.statusKey)).data!.onlineTracking.progress).toBe('in_kitchen');
    const twice = await accept(placed.orderId);
    expect(twice.errors![0]!.message).toMatch(/^This online order was already accepted by /);
  });

  it('rejects one with the reason the customer reads; it leaves the history', async () => {
    const placed = (await place(await pickup())).data!.placeOnlineOrder;
    expect((await reject(placed.orderId, '  ')).errors![0]!.message).toMatch(/^Say why, so the customer knows/);
    const rejected = await reject(placed.orderId, 'We are out of dough tonight.');
    expect(rejected.data!.rejectOnlineOrder).toMatchObject({ decision: 'rejected', order: null });
    expect((await tracking(placed.statusKey)).data!.onlineTracking).toMatchObject({
      progress: 'rejected',
      rejectReason: 'We are out of dough tonight.',
    });
    const read = await graphql(
      'query($id: ID!) { order(id: $id) { id } }',
      { id: placed.orderId },
      { token: t.cashier },
    );
    expect(read.errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });

  it('is the restaurant’s own: another restaurant’s cashier cannot see or decide its orders', async () => {
    const placed = (await place(await pickup())).data!.placeOnlineOrder;
    expect((await accept(placed.orderId, 10, other.cashier)).errors![0]!.extensions!.code).toBe('NOT_FOUND');
    expect((await list(other.cashier)).errors![0]!.extensions!.code).toMatch(/NOT_FOUND|FORBIDDEN/);
    expect((await tracking('x'.repeat(24))).errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });

  it('with auto-accept, sends an order to the kitchen at once', async () => {
    await settings({ autoAccept: true });
    const placed = (await place(await pickup())).data!.placeOnlineOrder;
    expect(await onBoard(placed.orderId)).toBe(true);
    expect((await tracking(placed.statusKey)).data!.onlineTracking.progress).toBe('in_kitchen');
    await settings({ autoAccept: false });
  });
});

describe('the customer’s status page, live', () => {
  it('is told when its own order changes, of no other, with nothing of the order, and without a sign-in', async () => {
    const mine = (await place(await pickup())).data!.placeOnlineOrder;
    const other = (await place(await pickup())).data!.placeOnlineOrder;
    const counter = await follow(t.restaurantId, t.cashier);
    const customer = await followPath(`/api/online/${slug}/status/${mine.statusKey}/stream`);
    try {
      expect(customer.status).toBe(200);
      expect((await accept(other.orderId, 10)).errors).toBeUndefined();
      expect((await accept(mine.orderId, 10)).errors).toBeUndefined();
      const told = await customer.waitFor((e) => e.event === 'status', 5_000);
      expect(told.data).toBe('{}');
      // The counter's stream names whose notice each entry is: the customer was sent only their own.
      const ofOrder = (id: string) =>
        counter.events.filter((e) => (JSON.parse(e.data ?? '{}') as { id?: string }).id === id).map((e) => e.id);
      await counter.waitFor((e) => e.id === told.id, 5_000);
      expect(ofOrder(mine.orderId)).toContain(told.id);
      const sent = customer.events.map((e) => e.id);
      expect(sent.filter((id) => ofOrder(other.orderId).includes(id))).toEqual([]);
      const none = await followPath(`/api/online/${slug}/status/${'x'.repeat(24)}/stream`);
      expect(none.status).toBe(404);
    } finally {
      counter.close();
      customer.close();
    }
  });
});

describe('the books', () => {
  interface Channel {
    channel: string;
    orders: number;
    revenueCents: number;
  }
  interface ZChannel {
    channel: string;
    count: number;
    cents: number;
  }
  const byChannel = async () => {
    const answer = await graphql<{
      revenue: { totalOrders: number; totalRevenueCents: number; today: string; byChannel: Channel[] };
    }>(
      'query($r: ID!) { revenue(restaurantId: $r, period: today) { totalOrders totalRevenueCents today byChannel { channel orders revenueCents } } }',
      { r: t.restaurantId },
      { token: t.owner.token },
    );
    return answer.data!.revenue;
  };

  it('counts online orders in the revenue by channel and in the Z report, the rollup equal to the orders', async () => {
    const before = await byChannel();
    const placed = (await place(await pickup())).data!.placeOnlineOrder;
    // Waiting at the counter, it counts already (as a held order does); rejected, it leaves again.
    const rejected = (await place(await pickup())).data!.placeOnlineOrder;
    await reject(rejected.orderId, 'Closing early.');
    const after = await byChannel();
    const online = (r: typeof after) => r.byChannel.find((c) => c.channel === 'online')!;
    const counter = (r: typeof after) => r.byChannel.find((c) => c.channel === 'counter')!;
    expect(online(after).orders).toBe(online(before).orders + 1);
    expect(online(after).revenueCents).toBe(online(before).revenueCents + placed.totalCents);
    expect(counter(after)).toEqual(counter(before));
    expect(after.totalOrders).toBe(before.totalOrders + 1);

    const z = await graphql<{ zReport: { z: { byChannel: ZChannel[]; orders: { count: number } } } }>(
      'query($r: ID!, $d: String!) { zReport(restaurantId: $r, day: $d) { z { orders { count } byChannel { channel count cents } } } }',
      { r: t.restaurantId, d: after.today },
      { token: t.owner.token },
    );
    expect(z.errors).toBeUndefined();
    expect(z.data!.zReport.z.byChannel.find((c) => c.channel === 'online')).toEqual({
      channel: 'online',
      count: online(after).orders,
      cents: online(after).revenueCents,
    });
    const drift = await withOrdersStore((s) => s.run([t.restaurantId], (tx) => revenueDrift(tx, t.restaurantId)));
    expect(drift).toEqual([]);
  });
});

describe('the customer’s e-mails', () => {
  const address = () => `dana-${randomUUID().slice(0, 8)}@example.com`;
  const kitchenDo = (mutation: 'markOrderReady' | 'recallOrder', id: string) =>
    graphql(`mutation($id: ID!) { ${mutation}(id: $id) { orderId } }`, { id }, { token: kitchen });

  it('sends the receipt and the status page’s link at checkout, then ready for pickup once', async () => {
    const email = address();
    const placed = (await place(await pickup({ email }))).data!.placeOnlineOrder;
    const confirmation = await waitForMail(email, (m) => m.subject.startsWith(`Your order #${placed.orderNumber} at`));
    expect(confirmation.text).toContain(`has your order #${placed.orderNumber} for pickup, as soon as possible.`);
    expect(confirmation.text).toContain('The restaurant will confirm it shortly');
    expect(confirmation.text).toMatch(/1 × Calzone\s+\$13\.00/);
    expect(confirmation.text).toContain(`Total   $${(placed.totalCents / 100).toFixed(2)}`);
    expect(confirmation.text).toContain('You pay when you pick it up.');
    expect(confirmation.text).toContain(`/order/${slug}/status/${placed.statusKey}`);
    expect(confirmation.html).toContain(`href="http`);

    expect((await accept(placed.orderId, 15)).errors).toBeUndefined();
    expect((await kitchenDo('markOrderReady', placed.orderId)).errors).toBeUndefined();
    const ready = await waitForMail(
      email,
      (m) => m.subject === `Your order #${placed.orderNumber} is ready for pickup`,
    );
    expect(ready.text).toContain(`Your order #${placed.orderNumber} is ready: pick it up at`);
    // Recalled and bumped again: the customer was told once (a later mail, queued after, has arrived).
    await kitchenDo('recallOrder', placed.orderId);
    await kitchenDo('markOrderReady', placed.orderId);
    const later = (await place(await pickup({ email }))).data!.placeOnlineOrder;
    await waitForMail(email, (m) => m.subject.startsWith(`Your order #${later.orderNumber} at`));
    expect((await mailsTo(email)).filter((m) => m.subject.endsWith('is ready for pickup'))).toHaveLength(1);
  });

  it('tells a delivery’s customer it is on its way, once, when the driver takes it out', async () => {
    const email = address();
    const placed = (await place(await delivery({ email }))).data!.placeOnlineOrder;
    expect((await accept(placed.orderId, 30)).errors).toBeUndefined();
    // The drivers' list has it once the order's print reached the drivers service.
    const waiting = () =>
      api<{ order_id: string }[]>('GET', `/api/driver_orders/getOrdersUnassignedController/${t.restaurantId}`, {
        token: t.driver,
      });
    for (let i = 0; i < 200 && !(await waiting()).body.some((o) => o.order_id === placed.orderId); i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const took = await api('POST', '/api/driver_orders/createDriverOrder', {
      token: t.driver,
      body: { order_ids: [placed.orderId], out_for_delivery: true },
    });
    expect(took.status).toBe(201);
    const out = await waitForMail(email, (m) => m.subject === `Your order #${placed.orderNumber} is on its way`);
    expect(out.text).toMatch(
      new RegExp(`^Dan left .+ with your order #${placed.orderNumber} at \\d{1,2}:\\d\\d [AP]M\\.`),
    );
    const later = (await place(await pickup({ email }))).data!.placeOnlineOrder;
    await waitForMail(email, (m) => m.subject.startsWith(`Your order #${later.orderNumber} at`));
    expect((await mailsTo(email)).filter((m) => m.subject.endsWith('is on its way'))).toHaveLength(1);
  });

  it('tells the customer why an order was rejected; an order without an address is taken and made ready all the same', async () => {
    const email = address();
    const placed = (await place(await pickup({ email }))).data!.placeOnlineOrder;
    await reject(placed.orderId, 'We are out of dough tonight.');
    const rejected = await waitForMail(
      email,
      (m) => m.subject === `Your order #${placed.orderNumber} was not accepted`,
    );
    expect(rejected.text).toContain(`could not take your order #${placed.orderNumber}: We are out of dough tonight.`);
    const silent = (await place(await pickup({ email: null }))).data!.placeOnlineOrder;
    expect((await accept(silent.orderId, 15)).errors).toBeUndefined();
    expect((await kitchenDo('markOrderReady', silent.orderId)).errors).toBeUndefined();
  });
});

describe('the REST path and its limits', () => {
  const restOrder = async (more: Record<string, unknown> = {}) => ({
    order_type: 'pickup',
    full_name: 'Rae Rest',
    phone_number: onePhone(),
    lines: [{ product_id: menu.calzone }, { side_id: menu.knots }],
    payment: 'pickup',
    expected_total: ((await totalOf('pickup')) / 100).toFixed(2),
    ...more,
  });
  const post = (body: unknown, o: { key?: string | null; ip?: string } = {}) =>
    api<Record<string, unknown>>('POST', `/api/online/${slug}/orders`, {
      body,
      ip: o.ip ?? clientIp(),
      headers: o.key === null ? {} : { 'idempotency-key': o.key ?? randomUUID() },
    });

  it('reads the menu with an ETag (the same version answers 304) and the page’s facts; an unknown page is 404', async () => {
    const first = await api<{ version: number; categories: { products: { name: string; sold_out: unknown }[] }[] }>(
      'GET',
      `/api/online/${slug}/menu`,
    );
    expect(first.status).toBe(200);
    const products = first.body.categories.flatMap((c) => c.products);
    expect(products.find((p) => p.name === 'Calzone')).toMatchObject({ sold_out: null });
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^"online-menu-/);
    const again = await api('GET', `/api/online/${slug}/menu`, { headers: { 'if-none-match': tag! } });
    expect(again.status).toBe(304);
    expect(first.headers.get('cache-control')).toBe('public, max-age=5');
    const facts = await api<{ name: string; open_now: boolean; times: string[] }>('GET', `/api/online/${slug}`);
    expect(facts.status).toBe(200);
    expect(facts.body).toMatchObject({ name: (await page()).data!.onlinePage.name, open_now: true });
    const unknown = await api<{ message: string }>('GET', '/api/online/no-such-place/menu');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This restaurant does not take orders online.');
  });

  it('places an order once per Idempotency-Key, and asks for the key', async () => {
    const key = randomUUID();
    const body = await restOrder();
    const placed = await post(body, { key });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ total: body.expected_total, status_url: expect.stringMatching(/^\/order\//) });
    const again = await post(body, { key });
    expect(again.body.order_id).toBe(placed.body.order_id);
    const keyless = await post(body, { key: null });
    expect(keyless.status).toBe(400);
  });

  it('answers a refusal with the field it belongs beside and the new total, and reads an order’s status by its key', async () => {
    const body = await restOrder();
    const stale = await post({ ...body, expected_total: '0.01' });
    expect([stale.status, stale.body]).toEqual([
      409,
      {
        success: false,
        message: `The prices changed: your total is now $${String(body.expected_total)}. Check your cart, then place the order again.`,
        reason: 'PRICE_CHANGED',
        field: 'cart',
        total: body.expected_total,
      },
    ]);
    const placed = await post(body);
    expect(placed.status).toBe(201);
    const key = String(placed.body.status_url).split('/').pop()!;
    const status = await api<Record<string, unknown>>('GET', `/api/online/${slug}/status/${key}`);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({
      order_id: placed.body.order_id,
      order_number: placed.body.order_number,
      order_type: 'pickup',
      progress: 'received',
      payment: 'pickup',
      total: body.expected_total,
      lines: [expect.objectContaining({ name: 'Calzone', quantity: 1 }), expect.objectContaining({ quantity: 1 })],
    });
    const unknown = await api('GET', `/api/online/${slug}/status/${'x'.repeat(24)}`);
    expect(unknown.status).toBe(404);
  });

  it('answers 429 with Retry-After past the tries from one address, and past the orders for one phone', async () => {
    const ip = clientIp();
    // Refused tries count too: a machine cannot probe the page without end.
    for (let i = 0; i < 20; i++)
      expect((await post(await restOrder({ expected_total: '0.01' }), { ip })).status).toBe(409);
    const blocked = await post(await restOrder(), { ip });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(blocked.body.message).toBe('Too many orders from this connection. Please try again in 10 minutes.');
    // Another address is served.
    const phone = onePhone();
    for (let i = 0; i < 5; i++) expect((await post(await restOrder({ phone_number: phone }))).status).toBe(201);
    // The same phone written with its country code is the same phone (issue 47).
    const sameAgain = await post(await restOrder({ phone_number: `+1 ${phone}` }));
    expect(sameAgain.status).toBe(429);
    const sixth = await post(await restOrder({ phone_number: phone }));
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBeTruthy();
    expect(sixth.body.message).toBe('Too many orders for this phone number. Please try again in 10 minutes.');
    // The refusal belongs beside the phone: named as the body names it.
    expect(sixth.body.field).toBe('phone_number');
    const byGraphql = await place(await pickup({ phoneNumber: phone }));
    expect(byGraphql.errors![0]).toMatchObject({
      extensions: { code: 'TOO_MANY_REQUESTS', field: 'phoneNumber' },
    });
  });
});
