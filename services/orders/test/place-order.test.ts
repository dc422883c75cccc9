import { randomUUID } from 'node:crypto';
import { api, graphql } from '../../../tools/test/support';
import { buildPizzeria, type Pizzeria } from '../../../tools/test/menus';
import { newTenant, type Tenant } from '../../../tools/test/tenants';
import { unassigned, untilListed } from '../../drivers/test/helpers';
import { addLine, addOpenItem, dressedPizzaLine, readOrder, startOrder, type OrderAnswer } from './helpers';
import { minutesAgo, registeredTablet, silentSince } from './tablets';

/**
 * An order placed whole in one request (issue 35): `POST /api/order/placeOrder` and GraphQL `placeOrder`.
 * The same rules as the step-by-step path, tried the same ways: prices and totals the server's, the
 * messages, one order per Idempotency-Key, another restaurant's ids refused, the kitchen and the
 * drivers hearing of it, revenue and the trail moved with it.
 */
let t: Tenant;
let menu: Pizzeria;

beforeAll(async () => {
  t = await newTenant('place');
  menu = await buildPizzeria(t);
});

interface Placed {
  order: OrderAnswer & { id: string; order_number: number };
  print: { number: number; stamp: string | null } | null;
  message?: string;
}

const place = (body: Record<string, unknown>, o: { key?: string; token?: string } = {}) =>
  api<Placed>('POST', '/api/order/placeOrder', {
    token: o.token ?? t.cashier,
    body: { restaurant_id: t.restaurantId, order_type: 'togo', ...body },
    headers: { 'idempotency-key': o.key ?? randomUUID() },
  });

/** The lines of orders.test.ts's first order: a dressed pizza (×2), a family deal and garlic knots. */
const dinner = () => [
  dressedPizzaLine(menu),
  {
    special_id: menu.family,
    items: [
      { item_id: menu.familyPizzas, toppings: [{ topping_id: menu.cheese, level: 'little', placement: 'right' }] },
    ],
  },
  { side_id: menu.knots },
];

const revenueToday = async () =>
  (
    await graphql<{ revenue: { totalRevenueCents: number; totalOrders: number } }>(
      'query($r: ID!) { revenue(restaurantId: $r, period: today) { totalRevenueCents totalOrders } }',
      { r: t.restaurantId },
      { token: t.owner.token },
    )
  ).data!.revenue;

const gold = () => ({ product_name: 'Gold leaf', product_price: '99999.99' });

describe('an order placed whole', () => {
  it('is numbered, priced and totalled by the server, printed and paid, in one request', async () => {
    const revenueBefore = await revenueToday();
    const placed = await place({
      lines: dinner(),
      notes: 'ring twice',
      print: true,
      tender: 'cash',
      cash_given: '100.00',
      // What a browser might claim is not read: totals and times are the server's.
      total_price: '0.01',
    });
    expect(placed.status).toBe(201);
    const { order, print } = placed.body;
    expect(order.items.map((i) => [i.product_name, i.product_price, i.quantity])).toEqual([
      ['Large Pizza; Extra Mushrooms ½ L; Regular Olives; Side: Ranch', '47.48', 2],
      ['Family Deal; 2 × Large Pizza, Little Cheese ½ R; Garlic Knots', '35.75', 1],
      ['Garlic Knots', '4.99', 1],
    ]);
    expect(order).toMatchObject({
      order_type: 'togo',
      employee_name: expect.any(String),
      subtotal: '88.22',
      tax: '7.83',
      total_price: '96.05',
      tender: 'cash',
      cash_given: '100.00',
      change_due: '3.95',
      print_count: 1,
    });
    expect(print).toMatchObject({ number: 1, stamp: null });
    // The same order read back, and the same prices the step-by-step path gives.
    expect((await readOrder(t.cashier, order.id)).body).toMatchObject({ total_price: '96.05', print_count: 1 });
    const step = await startOrder(t.cashier, t.restaurantId);
    const knots = await addLine(t.cashier, { order_id: step.id, side_id: menu.knots });
    expect(knots.body.product_price).toBe('4.99');
    // The day's revenue moved with it, in the same transaction.
    const revenueAfter = await revenueToday();
    expect(revenueAfter.totalRevenueCents - revenueBefore.totalRevenueCents).toBe(9605 + 543); // this order and the knots order
    expect(revenueAfter.totalOrders - revenueBefore.totalOrders).toBe(2);
  });

  it('keeps an open item as typed, marked open and on the trail, beside menu lines', async () => {
    const placed = await place({
      lines: [{ side_id: menu.knots }, { product_name: 'Birthday candle', product_price: '0.50' }],
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order.items.map((i) => [i.product_name, i.product_price, i.open])).toEqual([
      ['Garlic Knots', '4.99', false],
      ['Birthday candle', '0.50', true],
    ]);
    expect(placed.body.print).toBeNull();
    const trail = await api<{ entries: { kind: string; summary: string; order_id: string | null }[] }>(
      'GET',
      `/api/order/audit/${t.restaurantId}?kind=order.open-item`,
      { token: t.owner.token },
    );
    expect(trail.body.entries.find((e) => e.order_id === placed.body.order.id)?.summary).toBe(
      `Open item on #${placed.body.order.order_number}: Birthday candle at $0.50`,
    );
  });

  it('answers each mistake in the step-by-step path’s words, and saves nothing', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ lines: [], print: true }, 400, 'Add an item to the order before printing it.'],
      [{ lines: [{ side_id: menu.knots }], tender: 'card' }, 400, 'A tender is recorded when the order is printed'],
      [
        { lines: [{ side_id: menu.knots }], print: true, tender: 'cash', cash_given: '1.00' },
        400,
        'The cash given is less than the grand total.',
      ],
      [{ lines: [{ product_id: menu.pizza }] }, 400, 'size'],
      [{ lines: [{ product_id: randomUUID() }] }, 409, 'menu'],
      [{ lines: [{}] }, 400, 'Choose one product, special or side for the line.'],
      [{ lines: [{ side_id: menu.knots, product_name: 'x', product_price: '1.00' }] }, 400, 'not both'],
      [{ lines: [{ product_name: 'Candle', product_price: '1.00', quantity: 2 }] }, 400, 'one at a time'],
      [{ lines: Array.from({ length: 101 }, () => ({ side_id: menu.knots })) }, 400, 'At most 100 lines'],
      [{ lines: 'knots' }, 400, 'Lines must be a list.'],
      [{ lines: Array.from({ length: 11 }, gold) }, 400, 'An order cannot come to more than $999,999.99'],
      [{ order_type: 'dine-in', lines: [] }, 400, 'Order type must be delivery, pickup or togo.'],
    ];
    const before = await api<{ orders: unknown[] }>('GET', `/api/order/getOrdersByRestaurant/${t.restaurantId}`, {
      token: t.cashier,
    });
    for (const [body, status, message] of cases) {
      const answer = await place(body);
      expect([answer.status, answer.body.message]).toEqual([status, expect.stringContaining(message)]);
    }
    const after = await api<{ orders: unknown[] }>('GET', `/api/order/getOrdersByRestaurant/${t.restaurantId}`, {
      token: t.cashier,
    });
    expect(after.body).toEqual(before.body);
  });

  it('stops the step-by-step path at the same most an order may come to', async () => {
    const { id } = await startOrder(t.cashier, t.restaurantId);
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await addOpenItem(t.cashier, id, 'Gold leaf', '99999.99'));
    expect(answers.slice(0, 9).map((a) => a.status)).toEqual(Array(9).fill(201));
    expect([answers[9]!.status, (answers[9]!.body as { message?: string }).message]).toEqual([
      400,
      expect.stringContaining('An order cannot come to more than $999,999.99'),
    ]);
    expect((await readOrder(t.cashier, id)).body.items).toHaveLength(9);
  });

  it('is one order for one Idempotency-Key, however often it is sent', async () => {
    const key = randomUUID();
    const body = { lines: [{ side_id: menu.knots }], print: true, tender: 'card' };
    const [first, ...again] = await Promise.all([place(body, { key }), place(body, { key }), place(body, { key })]);
    expect(first.status).toBe(201);
    for (const a of again) {
      expect(a.status).toBe(201);
      expect(a.body.order.id).toBe(first.body.order.id);
      expect(a.body.print?.number).toBe(1);
    }
    // The same key with another order is a mistake, not a second order.
    const other = await place({ lines: [{ side_id: menu.ranch }] }, { key });
    expect(other.status).toBe(409);
  });

  it('is taken only in the session’s restaurant, for its own customers', async () => {
    const other = await newTenant('place-other');
    const theirs = await place({ restaurant_id: other.restaurantId, lines: [{ side_id: menu.knots }] });
    expect([403, 404]).toContain(theirs.status);
    const customer = await api<{ id: string }>('POST', '/api/customer/createACustomer', {
      token: other.cashier,
      body: {
        restaurant_id: other.restaurantId,
        full_name: 'Not Yours',
        phone_number: '5550001111',
        street_1: '1 Elm St',
        city: 'Springfield',
        zipcode: '62701',
      },
    });
    const borrowed = await place({ order_type: 'pickup', customer_id: customer.body.id, lines: [] });
    expect(borrowed.status).toBe(404);
    // An account session is not a terminal.
    expect((await place({ lines: [] }, { token: t.owner.token })).status).toBe(403);
  });

  it('reaches the kitchen on print and the drivers when it is a delivery', async () => {
    const customer = await api<{ id: string }>('POST', '/api/customer/createACustomer', {
      token: t.cashier,
      body: {
        restaurant_id: t.restaurantId,
        full_name: 'Dee Livery',
        phone_number: '5552223333',
        street_1: '9 Birch Lane',
        city: 'Springfield',
        zipcode: '62701',
      },
    });
    const placed = await place({
      order_type: 'delivery',
      customer_id: customer.body.id,
      schedule_time: '18:45',
      lines: [{ side_id: menu.knots }],
      print: true,
      tender: 'door',
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({ delivery_charge: expect.any(String), schedule_time: '18:45' });
    const board = await graphql<{
      kitchenBoard: { tickets: { orderId: string; lines: { parts: { text: string }[] }[] }[] };
    }>(
      'query($r: ID!) { kitchenBoard(restaurantId: $r) { tickets { orderId lines { parts { text } } } } }',
      { r: t.restaurantId },
      { token: t.manager },
    );
    expect(board.data!.kitchenBoard.tickets.find((x) => x.orderId === placed.body.order.id)?.lines).toHaveLength(1);
    await untilListed(t, placed.body.order.id);
    expect((await unassigned(t)).body.find((o) => o.order_id === placed.body.order.id)).toMatchObject({
      customer_name: 'Dee Livery',
      schedule_time: '18:45',
    });
  });

  it('is the same through GraphQL, in integer cents', async () => {
    const placed = await graphql<{
      placeOrder: { order: { orderNumber: number; totalCents: number; lines: { open: boolean }[] }; print: null };
    }>(
      `
        mutation ($input: PlaceOrderInput!, $key: String) {
          placeOrder(input: $input, idempotencyKey: $key) {
            order {
              orderNumber
              totalCents
              lines {
                open
              }
            }
            print {
              number
            }
          }
        }
      `,
      {
        input: {
          restaurantId: t.restaurantId,
          orderType: 'pickup',
          lines: [{ sideId: menu.knots }, { name: 'Extra napkins', priceCents: 0 }],
        },
        key: randomUUID(),
      },
      { token: t.cashier },
    );
    expect(placed.errors).toBeUndefined();
    // 4.99 + 8.875 % tax (44.29 cents → 0.44).
    expect(placed.data!.placeOrder).toMatchObject({
      order: { totalCents: 543, lines: [{ open: false }, { open: true }] },
    });
  });

  it('takes a paper printed offline whole: its number a label, its time judged, one order per paper, on the trail', async () => {
    const tablet = await registeredTablet(t);
    await silentSince(tablet, 150);
    const printedAt = minutesAgo(120);
    const paper = (key: string, number = `${tablet.tag}-01`) =>
      graphql<{
        placeOrder: {
          order: {
            id: string;
            orderNumber: number;
            offlineNumber: string | null;
            createdAt: string;
            paperTimeKept: boolean;
            printCount: number;
          };
        };
      }>(
        `
          mutation ($input: PlaceOrderInput!, $key: String) {
            placeOrder(input: $input, idempotencyKey: $key) {
              order {
                id
                orderNumber
                offlineNumber
                createdAt
                paperTimeKept
                printCount
              }
            }
          }
        `,
        {
          input: {
            restaurantId: t.restaurantId,
            orderType: 'togo',
            lines: [{ sideId: menu.knots }],
            print: true,
            tender: { method: 'card' },
            terminal: tablet.proof,
            offlineNumber: number,
            printedAt: printedAt.toISOString(),
          },
          key,
        },
        { token: t.cashier },
      );
    const first = await paper(randomUUID());
    expect(first.errors).toBeUndefined();
    expect(first.data!.placeOrder.order).toMatchObject({
      offlineNumber: `${tablet.tag}-01`,
      createdAt: printedAt.toISOString(),
      paperTimeKept: true,
      printCount: 1,
    });
    // The outbox sends it again under another key (its first answer lost): the same order.
    const again = await paper(randomUUID());
    expect(again.data!.placeOrder.order.id).toBe(first.data!.placeOrder.order.id);
    const trail = await api<{ entries: { summary: string; order_id: string | null }[] }>(
      'GET',
      `/api/order/audit/${t.restaurantId}?kind=order.offline`,
      { token: t.owner.token },
    );
    expect(trail.body.entries.filter((e) => e.order_id === first.data!.placeOrder.order.id)).toEqual([
      expect.objectContaining({ summary: expect.stringMatching(/arrived as #\d+: kept its printed time/) }),
    ]);
    // A paper from no registered tablet keeps no time of its own.
    const loose = await graphql<{ placeOrder: { order: { createdAt: string; paperTimeKept: boolean } } }>(
      `
        mutation ($input: PlaceOrderInput!) {
          placeOrder(input: $input) {
            order {
              createdAt
              paperTimeKept
            }
          }
        }
      `,
      {
        input: {
          restaurantId: t.restaurantId,
          orderType: 'togo',
          lines: [{ sideId: menu.knots }],
          offlineNumber: 'ZZ-09',
          printedAt: minutesAgo(180).toISOString(),
        },
      },
      { token: t.cashier },
    );
    expect(loose.data!.placeOrder.order.paperTimeKept).toBe(false);
    expect(Math.abs(Date.parse(loose.data!.placeOrder.order.createdAt) - Date.now())).toBeLessThan(60_000);
  });
});
