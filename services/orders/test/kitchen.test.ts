import { randomUUID } from 'node:crypto';
import { buildPizzeria, type Pizzeria } from '../../../tools/test/menus';
import { api, graphql, type GraphQLAnswer } from '../../../tools/test/support';
import { newTenant, workerSession, type Tenant } from '../../../tools/test/tenants';
import { addLine, addOpenItem, onOrdersDatabase, startOrder } from './helpers';

/**
 * The kitchen display (docs/product.md#kitchen-display): an order is a ticket from its first print until the
 * kitchen marks it ready. Tried as the kitchen and the counter would, and as another restaurant's worker.
 */
let t: Tenant;
let worker: string;
let menu: Pizzeria;

beforeAll(async () => {
  t = await newTenant('kitchen');
  worker = await workerSession(t);
  menu = await buildPizzeria(t);
});

interface Ticket {
  orderId: string;
  orderNumber: number;
  orderType: string;
  customerName: string | null;
  scheduleTime: string | null;
  fireAt: string | null;
  sentAt: string;
  readyAt: string | null;
  readyBy: string | null;
  voided: boolean;
  payment: 'paid' | 'door' | 'unpaid';
  version: number;
  lines: {
    id: string;
    quantity: number;
    parts: { text: string; depth: number }[];
    notes: string;
    station: string;
    doneAt: string | null;
    added: boolean;
    voided: boolean;
  }[];
}

const TICKET = `orderId orderNumber orderType customerName scheduleTime fireAt sentAt readyAt readyBy voided payment version
  lines { id quantity parts { text depth } notes station doneAt added voided }`;

interface Board {
  tickets: Ticket[];
  bumped: Ticket[];
  settings: { amberMinutes: number; redMinutes: number; prepMinutes: number; stationNames: string[] };
}

const board = async (token = worker, restaurantId = t.restaurantId) =>
  graphql<{ kitchenBoard: Board }>(
    `query($r: ID!) { kitchenBoard(restaurantId: $r) {
      tickets { ${TICKET} } bumped { ${TICKET} } settings { amberMinutes redMinutes prepMinutes stationNames } } }`,
    { r: restaurantId },
    { token },
  );

const bump = (mutation: 'markOrderReady' | 'recallOrder', id: string, token = worker) =>
  graphql<{ [M in typeof mutation]: Ticket }>(
    `mutation($id: ID!) { ${mutation}(id: $id) { ${TICKET} } }`,
    { id },
    { token },
  );

const lineDone = (id: string, done = true, token = worker) =>
  graphql<{ markLineDone: Ticket }>(
    `mutation($id: ID!, $done: Boolean) { markLineDone(id: $id, done: $done) { ${TICKET} } }`,
    { id, done },
    { token },
  );

const print = (id: string) =>
  api('POST', `/api/order/printOrder/${id}`, {
    token: t.cashier,
    body: {},
    headers: { 'idempotency-key': randomUUID() },
  });

const ticketOf = async (orderId: string) =>
  (await board()).data!.kitchenBoard.tickets.find((x) => x.orderId === orderId);

/** A to-go order of one open item, printed at the tenant's counter: a ticket in its kitchen. */
async function printedPasta(r: Tenant): Promise<string> {
  const { id } = await startOrder(r.cashier, r.restaurantId, 'togo');
  await addOpenItem(r.cashier, id, 'Pasta', '10.00');
  await api('POST', `/api/order/printOrder/${id}`, {
    token: r.cashier,
    body: {},
    headers: { 'idempotency-key': randomUUID() },
  });
  return id;
}

const messageOf = (answer: GraphQLAnswer<unknown>) => answer.errors?.[0]?.message;
const codeOf = (answer: GraphQLAnswer<unknown>) => answer.errors?.[0]?.extensions?.code;

describe('the kitchen display', () => {
  it('shows an order from its first print, with what to make and how, and no prices', async () => {
    const { id, order_number } = await startOrder(t.cashier, t.restaurantId, 'togo');
    const pizza = await addLine(t.cashier, {
      order_id: id,
      product_id: menu.pizza,
      size_id: menu.large,
      toppings: [{ topping_id: menu.mushrooms, level: 'extra', placement: 'left' }],
      quantity: 2,
      notes: 'well done',
    });
    expect(pizza.status).toBe(201);
    expect(await ticketOf(id)).toBeUndefined();

    expect((await print(id)).status).toBe(200);
    const ticket = await ticketOf(id);
    expect(ticket).toMatchObject({
      orderNumber: order_number,
      orderType: 'togo',
      customerName: null,
      readyAt: null,
      voided: false,
      // Printed with no tender: whoever hands it over takes the money.
      payment: 'unpaid',
      lines: [
        {
          quantity: 2,
          parts: [
            { text: 'Large Pizza', depth: 0 },
            { text: 'Extra Mushrooms ½ L', depth: 1 },
          ],
          notes: 'well done',
          station: 'Kitchen',
          doneAt: null,
          added: false,
          voided: false,
        },
      ],
    });
    expect(JSON.stringify(ticket)).not.toMatch(/price|cents/i);
    // Paid in cash on the next print: the ticket says so.
    const paid = await api('POST', `/api/order/printOrder/${id}`, {
      token: t.cashier,
      body: { tender: 'cash' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(paid.status).toBe(200);
    expect((await ticketOf(id))!.payment).toBe('paid');
  });

  it('marks a line done and takes it back, and marks a ticket ready once, and recalls it', async () => {
    const { id } = await startOrder(t.cashier, t.restaurantId, 'togo');
    const line = await addOpenItem(t.cashier, id, 'Garlic Bread', '4.00');
    await print(id);

    const done = await lineDone(line.body.id);
    expect(done.data!.markLineDone.lines[0]!.doneAt).toEqual(expect.any(String));
    const undone = await lineDone(line.body.id, false);
    expect(undone.data!.markLineDone.lines[0]!.doneAt).toBeNull();

    const ready = await bump('markOrderReady', id);
    expect(ready.data!.markOrderReady).toMatchObject({ readyAt: expect.any(String), readyBy: 'Kim' });
    const again = await bump('markOrderReady', id);
    expect(again.data!.markOrderReady.readyAt).toBe(ready.data!.markOrderReady.readyAt);
    expect(again.data!.markOrderReady.version).toBe(ready.data!.markOrderReady.version);
    const after = (await board()).data!.kitchenBoard;
    expect(after.tickets.some((x) => x.orderId === id)).toBe(false);
    expect(after.bumped[0]).toMatchObject({ orderId: id });

    // The counter sees it on the order.
    const order = await graphql<{ order: { readyAt: string | null; readyBy: string | null } }>(
      'query($id: ID!) { order(id: $id) { readyAt readyBy } }',
      { id },
      { token: t.cashier },
    );
    expect(order.data!.order).toEqual({ readyAt: ready.data!.markOrderReady.readyAt, readyBy: 'Kim' });

    const recalled = await bump('recallOrder', id);
    expect(recalled.data!.recallOrder).toMatchObject({ readyAt: null, readyBy: null });
    expect(await ticketOf(id)).toBeDefined();
    const twice = await bump('recallOrder', id);
    expect(codeOf(twice)).toBe('CONFLICT');
    expect(messageOf(twice)).toBe('This ticket is not marked ready: there is nothing to recall.');
  });

  it('marks a line added after the print, strikes a voided one, and names a pickup’s customer', async () => {
    const customer = await api<{ id: string }>('POST', '/api/customer/createACustomer', {
      token: t.cashier,
      body: { restaurant_id: t.restaurantId, full_name: 'Paula Pickup', phone_number: '2175550190' },
    });
    const { id } = await startOrder(t.cashier, t.restaurantId, 'pickup', { customer_id: customer.body.id });
    const first = await addOpenItem(t.cashier, id, 'Calzone', '13.00');
    await print(id);
    const more = await addOpenItem(t.cashier, id, 'Soda', '2.00');
    const voided = await api('DELETE', `/api/order/deleteOrderItems/${first.body.id}?reason=changed%20mind`, {
      token: t.cashier,
    });
    expect(voided.status).toBe(200);
    const ticket = await ticketOf(id);
    expect(ticket).toMatchObject({ orderType: 'pickup', customerName: 'Paula Pickup' });
    expect(ticket!.lines.map((l) => [l.id, l.added, l.voided])).toEqual([
      [first.body.id, false, true],
      [more.body.id, true, false],
    ]);
  });

  it('fires a scheduled order its prep time before its time', async () => {
    const { id } = await startOrder(t.cashier, t.restaurantId, 'togo', { schedule_time: '23:30' });
    await addOpenItem(t.cashier, id, 'Lasagna', '15.00');
    await print(id);
    const ticket = await ticketOf(id);
    expect(ticket!.scheduleTime).toBe('23:30');
    // 20 minutes before 23:30 on the order's day, in the restaurant's zone.
    expect(new Date(ticket!.fireAt!).getUTCMinutes()).toBe(10);
  });

  it('sends each category to its station, as the owner set, and refuses settings that make no sense', async () => {
    const categories = await api<{ id: string; name: string }[]>(
      'GET',
      `/api/product/getAllCategoriesHandler/${t.restaurantId}`,
      { token: t.owner.token },
    );
    const pizzas = categories.body.find((c) => c.name === 'Pizzas')!.id;
    const set = await graphql<{ updateKitchenSettings: { stationNames: string[]; redMinutes: number } }>(
      `
        mutation ($r: ID!, $input: KitchenSettingsInput!) {
          updateKitchenSettings(restaurantId: $r, input: $input) {
            stationNames
            redMinutes
          }
        }
      `,
      { r: t.restaurantId, input: { stations: [{ categoryId: pizzas, station: ' Oven ' }], redMinutes: 25 } },
      { token: t.manager },
    );
    expect(set.data!.updateKitchenSettings).toEqual({ stationNames: ['Oven', 'Kitchen'], redMinutes: 25 });

    const { id } = await startOrder(t.cashier, t.restaurantId, 'togo');
    await addLine(t.cashier, { order_id: id, product_id: menu.calzone });
    await addOpenItem(t.cashier, id, 'Salad', '6.00');
    await print(id);
    expect((await ticketOf(id))!.lines.map((l) => l.station)).toEqual(['Oven', 'Kitchen']);

    const backwards = await graphql(
      'mutation($r: ID!) { updateKitchenSettings(restaurantId: $r, input: { amberMinutes: 30 }) { redMinutes } }',
      { r: t.restaurantId },
      { token: t.manager },
    );
    expect(codeOf(backwards)).toBe('BAD_USER_INPUT');
    expect(messageOf(backwards)).toBe('A ticket turns red after more minutes than it turns amber, and at most 480.');
    const byWorker = await graphql(
      'mutation($r: ID!) { updateKitchenSettings(restaurantId: $r, input: { prepMinutes: 5 }) { prepMinutes } }',
      { r: t.restaurantId },
      { token: worker },
    );
    expect(codeOf(byWorker)).toBe('FORBIDDEN');
  });

  it('clears the tickets up longer than the stale time at once, on one audit line, and only at the kitchen', async () => {
    const r = await newTenant('kitchen-clear');
    const kim = await workerSession(r);
    const printed = async (hoursAgo: number) => {
      const id = await printedPasta(r);
      await onOrdersDatabase('UPDATE orders SET first_printed_at = now() - make_interval(mins => $2) WHERE id = $1', [
        id,
        Math.round(hoursAgo * 60),
      ]);
      return id;
    };
    const fresh = await printed(0);
    const threeHours = await printed(3);
    const fiveHours = await printed(5);
    const clear = (token: string, restaurantId = r.restaurantId) =>
      graphql<{ clearOldTickets: { cleared: number } }>(
        'mutation($r: ID!) { clearOldTickets(restaurantId: $r) { cleared } }',
        { r: restaurantId },
        { token },
      );
    const open = async () => (await board(kim, r.restaurantId)).data!.kitchenBoard.tickets.map((x) => x.orderId).sort();
    const stale = (minutes: number) =>
      graphql<{ updateKitchenSettings: { staleMinutes: number } }>(
        'mutation($r: ID!, $m: Int!) { updateKitchenSettings(restaurantId: $r, input: { staleMinutes: $m }) { staleMinutes } }',
        { r: r.restaurantId, m: minutes },
        { token: r.manager },
      );

    // Not the counter's to clear, and not another restaurant's.
    expect(codeOf(await clear(r.cashier))).toBe('FORBIDDEN');
    expect(codeOf(await clear(kim, t.restaurantId))).toBe('NOT_FOUND');
    expect(await open()).toEqual([fresh, threeHours, fiveHours].sort());

    expect(messageOf(await stale(10))).toBe('Tickets are gathered apart after 30 to 720 minutes.');
    expect((await stale(240)).data!.updateKitchenSettings.staleMinutes).toBe(240);
    expect((await clear(kim)).data!.clearOldTickets.cleared).toBe(1);
    expect(await open()).toEqual([fresh, threeHours].sort());

    expect((await stale(120)).data!.updateKitchenSettings.staleMinutes).toBe(120);
    expect((await clear(kim)).data!.clearOldTickets.cleared).toBe(1);
    expect(await open()).toEqual([fresh]);
    // Nothing older left: clearing again clears nothing and writes no line.
    expect((await clear(kim)).data!.clearOldTickets.cleared).toBe(0);

    const bumped = (await board(kim, r.restaurantId)).data!.kitchenBoard.bumped;
    expect(bumped.filter((x) => x.orderId === threeHours || x.orderId === fiveHours)).toEqual([
      expect.objectContaining({ readyBy: 'Kim', readyAt: expect.any(String) }),
      expect.objectContaining({ readyBy: 'Kim', readyAt: expect.any(String) }),
    ]);
    const trail = await api<{ entries: { kind: string; summary: string; actor: string }[] }>(
      'GET',
      `/api/order/audit/${r.restaurantId}?kind=kitchen&limit=50`,
      { token: r.owner.token },
    );
    expect(trail.body.entries.map((e) => e.summary)).toEqual([
      expect.stringMatching(/^Cleared 1 ticket up longer than 2 h from the kitchen display: #\d+$/),
      expect.stringMatching(/^Cleared 1 ticket up longer than 4 h from the kitchen display: #\d+$/),
    ]);
  });

  it('times the kitchen in the revenue dashboard: the average and nine in ten, voided orders left out', async () => {
    const r = await newTenant('kitchen-times');
    const kim = await workerSession(r);
    const took = async (minutes: number, voided = false) => {
      const id = await printedPasta(r);
      expect((await bump('markOrderReady', id, kim)).errors).toBeUndefined();
      // As if it had been printed that long before the kitchen said ready.
      await onOrdersDatabase(
        `UPDATE orders SET first_printed_at = kitchen_ready_at - make_interval(mins => $2),
          voided_at = CASE WHEN $3 THEN now() ELSE NULL END WHERE id = $1`,
        [id, minutes, voided],
      );
    };
    const report = async () =>
      (
        await graphql<{
          revenue: { kitchenOrders: number; kitchenAverageSeconds: number | null; kitchenP90Seconds: number | null };
        }>(
          'query($r: ID!) { revenue(restaurantId: $r) { kitchenOrders kitchenAverageSeconds kitchenP90Seconds } }',
          { r: r.restaurantId },
          { token: r.manager },
        )
      ).data!.revenue;
    expect(await report()).toEqual({ kitchenOrders: 0, kitchenAverageSeconds: null, kitchenP90Seconds: null });
    await took(5);
    await took(10);
    await took(20);
    await took(90, true);
    // 5, 10 and 20 minutes: 700 s on average; the 90th percentile between 10 and 20 minutes, 1,080 s.
    expect(await report()).toEqual({ kitchenOrders: 3, kitchenAverageSeconds: 700, kitchenP90Seconds: 1080 });
  });

  it('is the kitchen’s: the counter can neither read nor bump it, another restaurant’s worker sees nothing', async () => {
    const { id } = await startOrder(t.cashier, t.restaurantId, 'togo');
    const line = await addOpenItem(t.cashier, id, 'Wings', '9.00');
    const early = await bump('markOrderReady', id);
    expect(codeOf(early)).toBe('CONFLICT');
    expect(messageOf(early)).toBe(
      'This order is not in the kitchen yet: it goes there when its receipt is first printed.',
    );
    await print(id);

    const cashierBump = await bump('markOrderReady', id, t.cashier);
    expect(codeOf(cashierBump)).toBe('FORBIDDEN');
    expect(codeOf(await board(t.cashier))).toBe('FORBIDDEN');
    expect((await board(t.owner.token)).data!.kitchenBoard.tickets.some((x) => x.orderId === id)).toBe(true);
    // The security PIN's manager session works the display too.
    expect((await lineDone(line.body.id, true, t.manager)).data!.markLineDone.lines[0]!.doneAt).not.toBeNull();

    const other = await newTenant('kitchen-other');
    const stranger = await workerSession(other);
    expect(codeOf(await board(stranger))).toBe('NOT_FOUND');
    expect(codeOf(await bump('markOrderReady', id, stranger))).toBe('NOT_FOUND');
    expect(codeOf(await lineDone(line.body.id, true, stranger))).toBe('NOT_FOUND');
    expect((await ticketOf(id))!.readyAt).toBeNull();
  });

  it('answers one ticket for a display that heard a notice: open, bumped, or none, and only to the kitchen', async () => {
    const one = (orderId: string, token = worker, restaurantId = t.restaurantId) =>
      graphql<{ kitchenTicket: Ticket | null }>(
        `query($r: ID!, $o: ID!) { kitchenTicket(restaurantId: $r, orderId: $o) { ${TICKET} } }`,
        { r: restaurantId, o: orderId },
        { token },
      );
    const { id } = await startOrder(t.cashier, t.restaurantId, 'togo');
    await addOpenItem(t.cashier, id, 'Calzone', '11.00');
    // Not printed: not in the kitchen.
    expect((await one(id)).data).toEqual({ kitchenTicket: null });
    await print(id);
    const open = (await one(id)).data!.kitchenTicket!;
    expect(open).toEqual(await ticketOf(id));
    await bump('markOrderReady', id);
    const ready = (await one(id)).data!.kitchenTicket!;
    expect(ready.readyAt).not.toBeNull();
    expect(ready.version).toBeGreaterThan(open.version);
    expect((await board()).data!.kitchenBoard.bumped.find((x) => x.orderId === id)).toEqual(ready);

    expect(codeOf(await one(id, t.cashier))).toBe('FORBIDDEN');
    const other = await newTenant('kitchen-one-other');
    const stranger = await workerSession(other);
    expect(codeOf(await one(id, stranger))).toBe('NOT_FOUND');
    // Its own restaurant named, another's order: nothing.
    expect((await one(id, stranger, other.restaurantId)).data).toEqual({ kitchenTicket: null });
    expect(codeOf(await one('not-an-id'))).toBe('BAD_USER_INPUT');
  });
});
