import { randomUUID } from 'node:crypto';
import { orderBooks } from '../src/books/books';
import { revenueDrift } from '../src/revenue/rollup';
import { api } from '../../../tools/test/support';
import { approval, newTenant, type Tenant } from '../../../tools/test/tenants';
import { addOpenItem, readOrder, startOrder, withOrdersStore, type OrderAnswer } from './helpers';

/**
 * Discounts (docs/product.md#discounts): a restaurant's list, given at the
 * terminal on an item or the order with a reason, worked out by the server,
 * past the restaurant's limit only with a manager, and counted apart in the
 * revenue, the books and the audit trail. Tried as a cashier at the counter
 * would, and as one who would give away more than the rules let them.
 */
let t: Tenant;
let other: Tenant;
const list: Record<string, string> = {};

interface Discounted extends OrderAnswer {
  items_total: string;
  discount_total: string;
  discounts: {
    id: string;
    line_id: string | null;
    name: string;
    kind: string;
    percent: number | null;
    amount: string | null;
    taken: string;
    reason: string;
    given_by: string;
    approved_by: string | null;
  }[];
}
interface Given {
  discount_id: string;
  order: Discounted;
}

const addDiscount = (token: string, body: Record<string, unknown>, tenant = t) =>
  api<{ id: string; name: string }>('POST', `/api/order/settings/${tenant.restaurantId}/discounts`, { token, body });

const give = (token: string, body: Record<string, unknown>, key = randomUUID()) =>
  api<Given>('POST', '/api/order/discount', { token, body, headers: { 'idempotency-key': key } });

const read = async (orderId: string) => (await readOrder(t.cashier, orderId)).body as Discounted;

interface AuditEntry {
  kind: string;
  summary: string;
  actor: string;
  session: string;
  approved_by: string | null;
  order_id: string | null;
  amount_before: string | null;
  amount_after: string | null;
  reason: string | null;
}
const auditOf = async (orderId: string) =>
  (
    await api<{ entries: AuditEntry[] }>('GET', `/api/order/audit/${t.restaurantId}?kind=order&limit=200`, {
      token: t.owner.token,
    })
  ).body.entries
    .filter((e) => e.order_id === orderId && e.kind.startsWith('order.discount'))
    .reverse();

interface Revenue {
  total_revenue: string;
  discounts: number;
  discount_amount: string;
}
const revenueToday = async () =>
  (await api<Revenue>('GET', `/api/order/revenue/${t.restaurantId}?period=today`, { token: t.owner.token })).body;

/** An order of a large pizza ($20.00) and a soda ($3.00) at the counter, not printed. */
async function pizzaAndSoda() {
  const { id, order_number } = await startOrder(t.cashier, t.restaurantId, 'pickup');
  const pizza = (await addOpenItem(t.cashier, id, 'Large Pepperoni', '20.00')).body.id;
  const soda = (await addOpenItem(t.cashier, id, 'Soda', '3.00')).body.id;
  return { id, order_number, pizza, soda };
}

const withStore = withOrdersStore;

beforeAll(async () => {
  [t, other] = await Promise.all([newTenant('discounts'), newTenant('discounts-other')]);
  for (const body of [
    { name: 'Staff meal', kind: 'percent', percent: 10, applies_to: 'line' },
    { name: 'Coupon', kind: 'amount', amount: '5.00', applies_to: 'order' },
    { name: 'Staff order', kind: 'percent', percent: 10, applies_to: 'order' },
    { name: 'Eight off', kind: 'amount', amount: '8.00' },
    { name: "Manager's choice", kind: 'amount', typed_at_counter: true },
  ]) {
    const added = await addDiscount(t.owner.token, body);
    expect(added.status).toBe(201);
    list[body.name] = added.body.id;
  }
});

describe('the list', () => {
  it('is kept by the owner or a manager, read at the terminal, and audited', async () => {
    const refused = await addDiscount(t.cashier, { name: 'Free pizza', kind: 'percent', percent: 100 });
    expect(refused.status).toBe(403);
    const twice = await addDiscount(t.manager, { name: 'coupon', kind: 'amount', amount: '1.00' });
    expect(twice).toMatchObject({ status: 409, body: { message: 'The list has a discount of this name already.' } });
    const noValue = await addDiscount(t.manager, { name: 'Birthday', kind: 'percent' });
    expect(noValue).toMatchObject({
      status: 400,
      body: { message: 'Give the percent, or make it typed at the counter.' },
    });

    const seen = await api<
      { name: string; percent: number | null; amount: string | null; typed_at_counter: boolean }[]
    >('GET', `/api/order/settings/${t.restaurantId}/discounts`, { token: t.cashier });
    expect(seen.status).toBe(200);
    expect(seen.body.map((d) => d.name)).toEqual([
      'Coupon',
      'Eight off',
      "Manager's choice",
      'Staff meal',
      'Staff order',
    ]);
    expect(seen.body.find((d) => d.name === 'Staff meal')).toMatchObject({ percent: 10, amount: null });
    expect(seen.body.find((d) => d.name === 'Coupon')).toMatchObject({ percent: null, amount: '5.00' });
    expect(seen.body.find((d) => d.name === "Manager's choice")).toMatchObject({ typed_at_counter: true });

    const trail = await api<{ entries: AuditEntry[] }>(
      'GET',
      `/api/order/audit/${t.restaurantId}?kind=settings.discounts`,
      { token: t.owner.token },
    );
    expect(trail.body.entries.map((e) => e.summary)).toContain('Discount added: Staff meal, 10 % for an item');
  });

  it('answers 404 for another restaurant’s list and another restaurant’s discount', async () => {
    expect((await api('GET', `/api/order/settings/${t.restaurantId}/discounts`, { token: other.cashier })).status).toBe(
      404,
    );
    const o = await pizzaAndSoda();
    const theirs = await addDiscount(other.owner.token, { name: 'Theirs', kind: 'amount', amount: '1.00' }, other);
    const given = await give(t.cashier, { order_id: o.id, discount_id: theirs.body.id, reason: 'x' });
    expect(given).toMatchObject({ status: 404, body: { message: 'Discount not found.' } });
    const mine = await give(t.cashier, { order_id: o.id, discount_id: list.Coupon, reason: 'SAVE5' });
    expect(mine.status).toBe(201);
    const removed = await api('DELETE', `/api/order/discount/${mine.body.discount_id}`, { token: other.cashier });
    expect(removed).toMatchObject({ status: 404, body: { message: 'Discount not found.' } });
    expect((await read(o.id)).discount_total).toBe('5.00');
  });
});

describe('giving a discount', () => {
  it('takes 10 % off an item and $5.00 off the order, tax on what is left', async () => {
    const o = await pizzaAndSoda();
    const staff = await give(t.cashier, {
      order_id: o.id,
      line_id: o.pizza,
      discount_id: list['Staff meal'],
      reason: 'staff: Sam',
    });
    expect(staff.status).toBe(201);
    const coupon = await give(t.cashier, { order_id: o.id, discount_id: list.Coupon, reason: 'SAVE5' });
    expect(coupon.status).toBe(201);
    const order = coupon.body.order;
    expect(order.discounts.map((d) => [d.name, d.line_id, d.taken, d.reason, d.given_by])).toEqual([
      ['Staff meal', o.pizza, '2.00', 'staff: Sam', 'Carla'],
      ['Coupon', null, '5.00', 'SAVE5', 'Carla'],
    ]);
    // $23.00 of items less $7.00; tax 8.875 % of $16.00 = $1.42.
    expect(order).toMatchObject({
      items_total: '23.00',
      discount_total: '7.00',
      subtotal: '16.00',
      tax: '1.42',
      total_price: '17.42',
    });
    expect(await read(o.id)).toMatchObject({ subtotal: '16.00', total_price: '17.42' });
  });

  it('needs a reason, a line for an item’s discount, and the order for an order’s', async () => {
    const o = await pizzaAndSoda();
    const noReason = await give(t.cashier, { order_id: o.id, discount_id: list.Coupon });
    expect(noReason).toMatchObject({ status: 400, body: { message: 'A discount needs a reason.' } });
    const blank = await give(t.cashier, { order_id: o.id, discount_id: list.Coupon, reason: '   ' });
    expect(blank).toMatchObject({ status: 400, body: { message: 'A discount needs a reason.' } });
    const noLine = await give(t.cashier, { order_id: o.id, discount_id: list['Staff meal'], reason: 'staff' });
    expect(noLine).toMatchObject({ status: 400, body: { message: 'This discount is for one item: choose the item.' } });
    const onLine = await give(t.cashier, { order_id: o.id, line_id: o.soda, discount_id: list.Coupon, reason: 'x' });
    expect(onLine).toMatchObject({
      status: 400,
      body: { message: 'This discount is for the whole order, not one item.' },
    });
    const typed = await give(t.cashier, { order_id: o.id, discount_id: list["Manager's choice"], reason: 'regular' });
    expect(typed).toMatchObject({ status: 400, body: { message: 'Type the amount this discount takes off.' } });
    const twice = async () =>
      give(t.cashier, { order_id: o.id, line_id: o.soda, discount_id: list['Staff meal'], reason: 'staff' });
    expect((await twice()).status).toBe(201);
    expect(await twice()).toMatchObject({
      status: 409,
      body: { message: 'This item has a discount already: remove it first.' },
    });
    expect((await read(o.id)).discount_total).toBe('0.30');
  });

  it('gives nothing twice for one Idempotency-Key', async () => {
    const o = await pizzaAndSoda();
    const key = randomUUID();
    const body = { order_id: o.id, discount_id: list.Coupon, reason: 'SAVE5' };
    const first = await give(t.cashier, body, key);
    const again = await give(t.cashier, body, key);
    expect(again.status).toBe(first.status);
    expect(again.body.discount_id).toBe(first.body.discount_id);
    expect((await read(o.id)).discounts).toHaveLength(1);
  });

  it('keeps a percent on the order at most what it took when given, following items removed (issue 45)', async () => {
    const { id } = await startOrder(t.cashier, t.restaurantId, 'pickup');
    await addOpenItem(t.cashier, id, 'Calzone', '10.00');
    await addOpenItem(t.cashier, id, 'Garlic knots', '5.55');
    // 10 % of $15.55 is $1.555: half up to $1.56, and that is the most it ever takes.
    const given = await give(t.cashier, { order_id: id, discount_id: list['Staff order'], reason: 'staff: Ana' });
    expect(given.body.order).toMatchObject({ discount_total: '1.56', subtotal: '13.99' });
    // Grown after it was given: the discount stays at what someone agreed to.
    const more = await addOpenItem(t.cashier, id, 'Cannoli', '20.00');
    expect((more.body.order as Discounted).discount_total).toBe('1.56');
    expect((await read(id)).discounts[0]!.taken).toBe('1.56');
    // Smaller: a percent follows the items down, as ever.
    await api('DELETE', `/api/order/deleteOrderItems/${more.body.id}`, { token: t.cashier });
    const knots = (await read(id)).items.find((i) => i.product_name === 'Garlic knots')!;
    await api('DELETE', `/api/order/deleteOrderItems/${knots.id}`, { token: t.cashier });
    expect(await read(id)).toMatchObject({ discount_total: '1.00', subtotal: '9.00', total_price: '9.80' });
  });

  it('never takes an order below zero', async () => {
    const { id } = await startOrder(t.cashier, t.restaurantId, 'togo');
    await addOpenItem(t.cashier, id, 'Soda', '3.00');
    const coupon = await give(t.cashier, { order_id: id, discount_id: list.Coupon, reason: 'SAVE5' });
    expect(coupon.body.order).toMatchObject({
      discount_total: '3.00',
      subtotal: '0.00',
      tax: '0.00',
      total_price: '0.00',
    });
    const more = await give(t.cashier, { order_id: id, discount_id: list['Staff order'], reason: 'staff' });
    expect(more).toMatchObject({ status: 400, body: { message: 'Nothing is left to take off.' } });
  });
});

describe('past the restaurant’s limit', () => {
  it('refuses a cashier with PIN_REQUIRED and gives it in a manager session, approver on the trail', async () => {
    const o = await pizzaAndSoda();
    const first = await give(t.cashier, { order_id: o.id, discount_id: list['Eight off'], reason: 'late delivery' });
    expect(first.status).toBe(201);
    // $8.00 and $5.00 are $13.00 together: more than the $10.00 limit, whoever gives which.
    const second = await give(t.cashier, { order_id: o.id, discount_id: list.Coupon, reason: 'SAVE5' });
    expect(second).toMatchObject({ status: 403, body: { reason: 'PIN_REQUIRED' } });
    expect((second.body as unknown as { message: string }).message).toBe(
      "An order's discounts above $10.00 need the security PIN: enter it (a manager session) to give this one.",
    );
    expect((await read(o.id)).discount_total).toBe('8.00');

    // An approval for another order's discount does not give this one; one for this order does, once.
    const other = await pizzaAndSoda();
    const elsewhere = await approval(t, t.cashier, { action: 'order.discount', order_id: other.id, amount: '5.00' });
    const wrongOrder = await give(elsewhere, { order_id: o.id, discount_id: list.Coupon, reason: 'SAVE5' });
    expect(wrongOrder).toMatchObject({ status: 403, body: { reason: 'PIN_REQUIRED' } });
    // An approval names what it lets the discount take off (issue 45): $1.00 does not give $5.00.
    const tooSmall = await approval(t, t.cashier, { action: 'order.discount', order_id: o.id, amount: '1.00' });
    expect(await give(tooSmall, { order_id: o.id, discount_id: list.Coupon, reason: 'SAVE5' })).toMatchObject({
      status: 403,
      body: {
        message: 'This approval was for a discount of $1.00 on one order: enter the security PIN again for $5.00.',
      },
    });
    const manager = await approval(t, t.cashier, { action: 'order.discount', order_id: o.id, amount: '5.00' });
    const approved = await give(manager, { order_id: o.id, discount_id: list.Coupon, reason: 'SAVE5' });
    expect(approved.status).toBe(201);
    const again = await give(manager, { order_id: o.id, discount_id: list['Eight off'], reason: 'again' });
    expect(again).toMatchObject({ status: 403, body: { reason: 'PIN_REQUIRED' } });
    expect(approved.body.order.discount_total).toBe('13.00');
    const coupon = approved.body.order.discounts.find((d) => d.name === 'Coupon')!;
    expect(coupon.approved_by).toBeTruthy();

    const [, line] = await auditOf(o.id);
    expect(line).toMatchObject({
      kind: 'order.discount',
      actor: 'Carla',
      session: 'cashier',
      reason: 'SAVE5',
      amount_before: '16.33', // $15.00 + tax $1.33
      amount_after: '10.89', // $10.00 + tax $0.89
    });
    expect(line!.approved_by).toBeTruthy();
  });

  it('follows the restaurant’s setting: 0 asks for the PIN for every discount', async () => {
    const set = (limit: string) =>
      api('PUT', `/api/order/settings/${t.restaurantId}`, {
        token: t.manager,
        body: { discount_approval_limit: limit },
      });
    expect((await set('0')).body).toMatchObject({ discount_approval_limit: '0.00' });
    try {
      const o = await pizzaAndSoda();
      const refused = await give(t.cashier, { order_id: o.id, discount_id: list.Coupon, reason: 'SAVE5' });
      expect(refused).toMatchObject({ status: 403, body: { reason: 'PIN_REQUIRED' } });
      expect((refused.body as unknown as { message: string }).message).toMatch(/^Discounts need the security PIN/);
    } finally {
      await set('10.00');
    }
  });
});

describe('taking a discount back', () => {
  it('raises the total, is on the trail, and a second tap removes nothing', async () => {
    const o = await pizzaAndSoda();
    const given = await give(t.cashier, { order_id: o.id, discount_id: list.Coupon, reason: 'SAVE5' });
    const removed = await api<{ message: string; order: Discounted }>(
      'DELETE',
      `/api/order/discount/${given.body.discount_id}`,
      { token: t.cashier },
    );
    expect(removed).toMatchObject({ status: 200, body: { message: 'Discount removed.' } });
    expect(removed.body.order).toMatchObject({ discounts: [], discount_total: '0.00', total_price: '25.04' });
    const again = await api('DELETE', `/api/order/discount/${given.body.discount_id}`, { token: t.cashier });
    expect(again.status).toBe(200);
    expect((await auditOf(o.id)).map((e) => [e.kind, e.amount_before, e.amount_after, e.actor])).toEqual([
      ['order.discount', '25.04', '19.60', 'Carla'],
      ['order.discount-removed', '19.60', '25.04', 'Carla'],
    ]);
  });

  it('counts a discount on a voided item for nothing', async () => {
    const o = await pizzaAndSoda();
    await give(t.cashier, { order_id: o.id, line_id: o.pizza, discount_id: list['Staff meal'], reason: 'staff' });
    await api('POST', `/api/order/printOrder/${o.id}`, { token: t.cashier, body: {} });
    const voided = await api<{ order: Discounted }>('DELETE', `/api/order/deleteOrderItems/${o.pizza}`, {
      token: t.cashier,
      body: { reason: 'Wrong item' },
    });
    expect(voided.status).toBe(200);
    expect(voided.body.order).toMatchObject({ discounts: [], discount_total: '0.00', subtotal: '3.00' });
  });
});

describe('revenue, the books and a voided order', () => {
  it('counts discounts apart, equal to the orders, and none of a voided order', async () => {
    const before = await revenueToday();
    const o = await pizzaAndSoda();
    await give(t.cashier, { order_id: o.id, line_id: o.pizza, discount_id: list['Staff meal'], reason: 'staff' });
    await give(t.cashier, { order_id: o.id, discount_id: list.Coupon, reason: 'SAVE5' });
    const after = await revenueToday();
    expect(after.discounts - before.discounts).toBe(2);
    const cents = (d: string) => Math.round(Number(d) * 100);
    expect(cents(after.discount_amount) - cents(before.discount_amount)).toBe(700);
    expect(cents(after.total_revenue) - cents(before.total_revenue)).toBe(1742);

    const voidedOrder = await pizzaAndSoda();
    await give(t.cashier, { order_id: voidedOrder.id, discount_id: list.Coupon, reason: 'SAVE5' });
    await api('POST', `/api/order/printOrder/${voidedOrder.id}`, { token: t.cashier, body: {} });
    await api('DELETE', `/api/order/deleteOrder/${voidedOrder.id}?reason=Customer%20left`, { token: t.cashier });
    const last = await revenueToday();
    expect(last.discounts).toBe(after.discounts);
    expect(last.discount_amount).toBe(after.discount_amount);

    // The rollup equals the raw sums; the books agree with it and find every total equal to its lines.
    expect(await withStore((s) => s.run([t.restaurantId], (tx) => revenueDrift(tx, t.restaurantId)))).toEqual([]);
    const day = (await read(o.id)).created_at.slice(0, 10);
    const books = await withStore((s) => s.run([t.restaurantId], (tx) => orderBooks(tx, t.restaurantId, day)));
    expect(books.totalsOff).toEqual([]);
    expect(books.discountCount).toBe(books.rollupDiscountCount);
    expect(books.discountCents).toBe(books.rollupDiscountCents);
    expect(books.rollupDiscountCents).toBe(cents(last.discount_amount));
  });
});
