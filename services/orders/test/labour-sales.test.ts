import { addDays } from '@zest/kit';
import { randomUUID } from 'node:crypto';
import { api, graphql, serviceUrl } from '../../../tools/test/support';
import { newTenant, type Tenant } from '../../../tools/test/tenants';
import { addOpenItem, printPaid, startOrder } from './helpers';

/**
 * The day's sales on the hub's Labour card (docs/decisions/0085-the-time-clock.md): the orders service's part
 * of a LabourDay, asked for as an entity (auth owns the root field), is the revenue screen's subtotal of that
 * day, guarded as revenue is.
 */
let t: Tenant;
let other: Tenant;
/** Today on the restaurant's calendar, as the revenue screen says it. */
let today: string;

const ENTITIES = `query($r: [_Any!]!) { _entities(representations: $r) { ... on LabourDay { restaurantId day salesCents } } }`;

/** The LabourDay of a restaurant and day, asked of the orders subgraph as the gateway asks it. */
const labourDay = (token: string, restaurantId: string, day: string) =>
  graphql<{ _entities: ({ restaurantId: string; day: string; salesCents: number } | null)[] }>(
    ENTITIES,
    { r: [{ __typename: 'LabourDay', restaurantId, day }] },
    { token, url: `${serviceUrl('orders')}/graphql` },
  );

const revenueToday = async (token = t.owner.token) =>
  (
    await graphql<{ revenue: { today: string; subtotalCents: number; voidCount: number; discountCount: number } }>(
      'query($r: ID!) { revenue(restaurantId: $r, period: today) { today subtotalCents voidCount discountCount } }',
      { r: t.restaurantId },
      { token },
    )
  ).data!.revenue;

/** An order of one item at this price, printed and paid. */
async function paidOrder(type: 'togo' | 'delivery', price: string) {
  const order = await startOrder(t.cashier, t.restaurantId, type);
  const line = await addOpenItem(t.cashier, order.id, 'Pizza', price);
  expect(line.status).toBe(201);
  expect((await printPaid(t.cashier, order.id)).status).toBe(200);
  return order;
}

beforeAll(async () => {
  [t, other] = await Promise.all([newTenant('labour-sales'), newTenant('labour-sales-other')]);
  // A to-go order with $5.00 off ($20.00 − $5.00), a delivery of $12.00 (its delivery charge and tax apart), and
  // a voided order of $30.00: $27.00 of sales.
  const discount = await api<{ id: string }>('POST', `/api/order/settings/${t.restaurantId}/discounts`, {
    token: t.owner.token,
    body: { name: 'Coupon', kind: 'amount', amount: '5.00', applies_to: 'order' },
  });
  const togo = await startOrder(t.cashier, t.restaurantId, 'togo');
  await addOpenItem(t.cashier, togo.id, 'Pizza', '20.00');
  const given = await api('POST', '/api/order/discount', {
    token: t.cashier,
    body: { order_id: togo.id, discount_id: discount.body.id, reason: 'SAVE5' },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(given.status).toBe(201);
  expect((await printPaid(t.cashier, togo.id)).status).toBe(200);
  await paidOrder('delivery', '12.00');
  const voided = await paidOrder('togo', '30.00');
  const deleted = await api('DELETE', `/api/order/deleteOrder/${voided.id}?reason=Wrong%20order`, {
    token: t.manager,
  });
  expect(deleted.status).toBe(200);
  today = (await revenueToday()).today;
});

it("answers the day's sales as the revenue screen's subtotal: after discounts, before delivery and tax, voids out", async () => {
  const revenue = await revenueToday();
  expect(revenue).toMatchObject({ subtotalCents: 2700, voidCount: 1, discountCount: 1 });
  const answer = await labourDay(t.owner.token, t.restaurantId, today);
  expect(answer.errors).toBeUndefined();
  expect(answer.data?._entities).toEqual([{ restaurantId: t.restaurantId, day: today, salesCents: 2700 }]);
  // A manager session reads it too; another day has its own sales (none here).
  expect((await labourDay(t.manager, t.restaurantId, today)).data?._entities[0]?.salesCents).toBe(2700);
  expect((await labourDay(t.owner.token, t.restaurantId, addDays(today, -1))).data?._entities[0]?.salesCents).toBe(0);
});

it('is guarded as revenue is: another tenant’s restaurant not found, a cashier refused, a bad day said so', async () => {
  const codeOf = async (token: string, restaurantId: string, day = today) =>
    (await labourDay(token, restaurantId, day)).errors?.[0]?.extensions?.code;
  expect(await codeOf(other.owner.token, t.restaurantId)).toBe('NOT_FOUND');
  expect(await codeOf(other.manager, t.restaurantId)).toBe('NOT_FOUND');
  expect(await codeOf(t.cashier, t.restaurantId)).toBe('FORBIDDEN');
  expect(await codeOf(t.driver, t.restaurantId)).toBe('FORBIDDEN');
  expect(await codeOf(t.owner.token, t.restaurantId, '2026-02-30')).toBe('BAD_USER_INPUT');
  expect(await codeOf(t.owner.token, randomUUID())).toBe('NOT_FOUND');
  // The same callers as the revenue query, through the gateway.
  const revenueCode = async (token: string) =>
    (await graphql('query($r: ID!) { revenue(restaurantId: $r) { subtotalCents } }', { r: t.restaurantId }, { token }))
      .errors?.[0]?.extensions?.code;
  expect([await revenueCode(other.owner.token), await revenueCode(t.cashier)]).toEqual(['NOT_FOUND', 'FORBIDDEN']);
});
