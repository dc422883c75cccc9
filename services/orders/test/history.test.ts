import { api, graphql } from '../../../tools/test/support';
import { newTenant, type Tenant } from '../../../tools/test/tenants';
import { addOpenItem, ageOrder, startOrder, type OrderAnswer } from './helpers';

/**
 * The order history (docs/product.md#order-history) of a restaurant on the
 * US west coast: a day is the restaurant's own day, whatever the server's or
 * New York's clock says; highest number first; empty orders left out; pages.
 */
let t: Tenant;
const placed: Record<string, { id: string; order_number: number }> = {};

type Page = { orders: OrderAnswer[]; next_before: number | null };
const history = (query = '', token = t.cashier) =>
  api<Page>('GET', `/api/order/getOrdersByRestaurant/${t.restaurantId}${query}`, { token });
const numbers = (p: Page) => p.orders.map((o) => o.order_number);

beforeAll(async () => {
  t = await newTenant('history', { timeZone: 'America/Los_Angeles' });
  const customer = async (phone: string) =>
    (
      await api<{ id: string }>('POST', '/api/customer/createACustomer', {
        token: t.cashier,
        body: { restaurant_id: t.restaurantId, full_name: `Caller ${phone}`, phone_number: phone },
      })
    ).body.id;
  const west = await customer('3105550177');
  const east = await customer('3105559900');
  // June: Pacific daylight time, UTC−7.
  for (const [name, type, customerId, at] of [
    ['lateOn15', 'delivery', west, '2025-06-16T06:50:00Z'], // 23:50 on the 15th there (02:50 on the 16th in New York)
    ['earlyOn16', 'pickup', east, '2025-06-16T07:10:00Z'], // 00:10 on the 16th
    ['earlyOn15', 'togo', null, '2025-06-15T07:05:00Z'], // 00:05 on the 15th
    ['lateOn14', 'pickup', east, '2025-06-15T06:55:00Z'], // 23:55 on the 14th
  ] as const) {
    const order = await startOrder(t.cashier, t.restaurantId, type, customerId ? { customer_id: customerId } : {});
    await addOpenItem(t.cashier, order.id, 'Slice', '3.00');
    await ageOrder(order.id, at);
    placed[name] = order;
  }
  // Started and left empty: never in the history.
  placed.empty = await startOrder(t.cashier, t.restaurantId, 'togo');
  await ageOrder(placed.empty.id, '2025-06-15T20:00:00Z');
});

describe('the order history', () => {
  it("filters by the restaurant's own day, around midnight", async () => {
    const on15 = (await history('?date=2025-06-15')).body;
    expect(numbers(on15)).toEqual([placed.earlyOn15!.order_number, placed.lateOn15!.order_number]);
    expect(numbers((await history('?date=2025-06-16')).body)).toEqual([placed.earlyOn16!.order_number]);
    expect(numbers((await history('?date=2025-06-14')).body)).toEqual([placed.lateOn14!.order_number]);
    expect((await history('?date=2025-06-17')).body).toEqual({ orders: [], next_before: null });
    // Created times are the restaurant's clock, with its offset.
    const late = on15.orders.find((o) => o.id === placed.lateOn15!.id)!;
    expect(late.created_at).toBe('2025-06-15T23:50:00-07:00');
    expect(late.created_at.slice(0, 16).replace('T', ' ')).toBe('2025-06-15 23:50');
    expect(late.restaurant.time_zone).toBe('America/Los_Angeles');
  });

  it('lists highest number first, without empty orders, and filters by type and any part of the phone', async () => {
    const all = (await history()).body;
    expect(numbers(all)).toEqual(
      ['lateOn14', 'earlyOn15', 'earlyOn16', 'lateOn15'].map((n) => placed[n]!.order_number),
    );
    expect(all.orders.some((o) => o.id === placed.empty!.id)).toBe(false);
    expect(numbers((await history('?order_type=pickup')).body)).toEqual([
      placed.lateOn14!.order_number,
      placed.earlyOn16!.order_number,
    ]);
    expect(numbers((await history('?phone=0177')).body)).toEqual([placed.lateOn15!.order_number]);
    expect(numbers((await history('?phone=310555&order_type=pickup&date=2025-06-16')).body)).toEqual([
      placed.earlyOn16!.order_number,
    ]);
    expect((await history('?phone=12ab')).status).toBe(400);
    expect((await history('?date=2025-02-30')).body).toMatchObject({ message: 'Date must be a day, like 2026-11-22.' });
    expect((await history('?order_type=dinein')).status).toBe(400);
  });

  it('pages with before', async () => {
    const first = (await history('?limit=3')).body;
    expect(first.orders).toHaveLength(3);
    expect(first.next_before).toBe(first.orders[2]!.order_number);
    const second = (await history(`?limit=3&before=${first.next_before}`)).body;
    expect(numbers(second)).toEqual([placed.lateOn15!.order_number]);
    expect(second.next_before).toBeNull();
    expect((await history('?limit=0')).status).toBe(400);
    expect((await history('?limit=101')).status).toBe(400);
  });

  it('is read by the owner and staff at the counter, not by drivers or strangers', async () => {
    expect((await history('', t.owner.token)).status).toBe(200);
    expect((await history('', t.manager)).status).toBe(200);
    expect((await history('', t.driver)).status).toBe(403);
    const other = await newTenant('history-stranger');
    expect((await history('', other.cashier)).status).toBe(404);
    expect((await history('', other.owner.token)).status).toBe(404);
  });

  it('is the same over GraphQL', async () => {
    const res = await graphql<{
      orders: { orders: { orderNumber: number; createdAtLocal: string }[]; nextBefore: number };
    }>(
      `
        query ($r: ID!) {
          orders(restaurantId: $r, filter: { date: "2025-06-15" }, first: 1) {
            orders {
              orderNumber
              createdAtLocal
            }
            nextBefore
          }
        }
      `,
      { r: t.restaurantId },
      { token: t.cashier },
    );
    expect(res.data?.orders).toEqual({
      orders: [{ orderNumber: placed.earlyOn15!.order_number, createdAtLocal: '2025-06-15 00:05' }],
      nextBefore: placed.earlyOn15!.order_number,
    });
  });
});
