import { api } from '../../../tools/test/support';
import { newTenant, type Tenant } from '../../../tools/test/tenants';
import { addOpenItem, history, onOrdersDatabase, readOrder, startOrder, type OrderAnswer } from './helpers';

/**
 * One rule for taking money off (docs/product.md#voids): an order is being
 * taken while it is unprinted, off any trip and younger than the restaurant's
 * setting (15 minutes unless it says otherwise); its lines go freely then.
 * After that — printed or not — removing a line, lowering the total or
 * deleting the order is a void: a reason, a manager past the void age, a line
 * in the audit trail with the amounts before and after. Tried as a cashier
 * who rang an order up, took the cash, never printed, and comes back later.
 */
let t: Tenant;

beforeAll(async () => {
  t = await newTenant('taking');
});

type Entry = { kind: string; order_id: string | null; amount_before: string | null; amount_after: string | null };
const trail = async (orderId: string) =>
  (
    await api<{ entries: (Entry & Record<string, unknown>)[] }>('GET', `/api/order/audit/${t.restaurantId}`, {
      token: t.owner.token,
    })
  ).body.entries.filter((e) => e.order_id === orderId && e.kind !== 'order.open-item');

/** An order never printed, with a 20.00 pizza and a 5.00 soda, no longer being taken (rung up 20 minutes ago). */
async function unprintedAndOld(type: 'delivery' | 'pickup' | 'togo' = 'togo', minutesAgo = 20) {
  const order = await startOrder(t.cashier, t.restaurantId, type, type === 'togo' ? {} : await customer());
  const pizza = (await addOpenItem(t.cashier, order.id, 'Large Pepperoni', '20.00')).body.id;
  const soda = (await addOpenItem(t.cashier, order.id, 'Soda', '5.00')).body.id;
  await onOrdersDatabase(
    `UPDATE orders SET created_at = now() - make_interval(mins => $2), updated_at = now() - make_interval(mins => $2),
       being_taken_until = now() - make_interval(mins => $2) + interval '15 minutes' WHERE id = $1`,
    [order.id, minutesAgo],
  );
  return { ...order, pizza, soda };
}

async function customer() {
  const made = await api<{ id: string }>('POST', '/api/customer/createACustomer', {
    token: t.cashier,
    body: {
      restaurant_id: t.restaurantId,
      full_name: 'Rae Ring',
      phone_number: `555${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
      street_1: '4 Elm St',
      city: 'Springfield',
      zipcode: '62701',
    },
  });
  return { customer_id: made.body.id };
}

describe('an order being taken', () => {
  it('says until when its lines go freely, and loses it at the print', async () => {
    const order = await startOrder(t.cashier, t.restaurantId);
    const line = await addOpenItem(t.cashier, order.id, 'Soda', '2.00');
    const until = Date.parse(line.body.order.being_taken_until!);
    // 15 minutes from when it reached the server (the default setting).
    expect(until - Date.now()).toBeGreaterThan(13 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    const gone = await api<{ order: OrderAnswer }>('DELETE', `/api/order/deleteOrderItems/${line.body.id}`, {
      token: t.cashier,
    });
    expect(gone.status).toBe(200);
    expect(gone.body.order.items).toEqual([]);
    expect(await trail(order.id)).toEqual([]);

    await addOpenItem(t.cashier, order.id, 'Soda', '2.00');
    const printed = await api<{ order: OrderAnswer }>('POST', `/api/order/printOrder/${order.id}`, {
      token: t.cashier,
      body: { tender: 'card' },
    });
    expect(printed.body.order.being_taken_until).toBeNull();
  });
});

describe('a never-printed order no longer being taken', () => {
  it('keeps its lines: removing one is a void with a reason, on the trail with the amounts', async () => {
    const o = await unprintedAndOld();
    const noReason = await api('DELETE', `/api/order/deleteOrderItems/${o.pizza}`, { token: t.cashier });
    expect(noReason).toMatchObject({ status: 400, body: { message: 'A void needs a reason.' } });
    expect((await readOrder(t.cashier, o.id)).body.items.map((i) => i.voided)).toEqual([false, false]);

    const voided = await api<{ order: OrderAnswer; message: string }>(
      'DELETE',
      `/api/order/deleteOrderItems/${o.pizza}?reason=Wrong%20item`,
      { token: t.cashier },
    );
    expect(voided).toMatchObject({ status: 200, body: { message: 'Item voided.' } });
    expect(voided.body.order.items.find((i) => i.id === o.pizza)).toMatchObject({
      voided: true,
      void_reason: 'Wrong item',
      voided_by: 'Carla',
    });
    expect(voided.body.order.subtotal).toBe('5.00');
    const [line] = await trail(o.id);
    expect(line).toMatchObject({ kind: 'void.line', reason: 'Wrong item', actor: 'Carla' });
    expect(Number(line!.amount_before)).toBeGreaterThan(Number(line!.amount_after));
  });

  it('cannot be switched to a cheaper type, nor emptied, without a reason', async () => {
    const o = await unprintedAndOld('delivery');
    const toPickup = await api('PUT', `/api/order/updateOrder/${o.id}`, {
      token: t.cashier,
      body: { order_type: 'pickup' },
    });
    expect(toPickup).toMatchObject({ status: 400, body: { message: 'A void needs a reason.' } });
    const wholeOrder = await api('DELETE', `/api/order/deleteOrder/${o.id}`, { token: t.cashier });
    expect(wholeOrder).toMatchObject({ status: 400, body: { message: 'A void needs a reason.' } });
    expect((await readOrder(t.cashier, o.id)).body).toMatchObject({ order_type: 'delivery', voided: false });

    const switched = await api<OrderAnswer[]>('PUT', `/api/order/updateOrder/${o.id}?reason=Customer%20came`, {
      token: t.cashier,
      body: { order_type: 'pickup' },
    });
    expect(switched.status).toBe(200);
    expect((await trail(o.id)).map((e) => e.kind)).toEqual(['void.change']);
  });

  it('is voided, not deleted: it stays in the history, marked void, out of revenue', async () => {
    const o = await unprintedAndOld();
    const taken = await api<{ message: string }>('DELETE', `/api/order/deleteOrder/${o.id}?reason=Walked%20out`, {
      token: t.cashier,
    });
    expect(taken).toMatchObject({ status: 200, body: { message: 'Order voided.' } });
    const listed = (await history(t.cashier, t.restaurantId)).find((h) => h.id === o.id) as
      (OrderAnswer & { voided: boolean; void_reason: string }) | undefined;
    expect(listed).toMatchObject({ voided: true, void_reason: 'Walked out' });
    const [line] = await trail(o.id);
    expect(line).toMatchObject({ kind: 'void.order', amount_after: '0.00' });
  });

  it('needs the manager once older than the void age, as a printed one does', async () => {
    const o = await unprintedAndOld('togo', 180);
    const alone = await api('DELETE', `/api/order/deleteOrderItems/${o.pizza}?reason=comp`, { token: t.cashier });
    expect(alone).toMatchObject({ status: 403, body: { reason: 'PIN_REQUIRED' } });
    const manager = await api('DELETE', `/api/order/deleteOrderItems/${o.pizza}?reason=comp`, { token: t.manager });
    expect(manager.status).toBe(200);
    const [line] = await trail(o.id);
    expect(line).toMatchObject({ kind: 'void.line', reason: 'comp' });
  });

  it('an order with nothing left on it goes freely, on the trail', async () => {
    const order = await startOrder(t.cashier, t.restaurantId);
    await onOrdersDatabase(`UPDATE orders SET being_taken_until = now() - interval '1 minute' WHERE id = $1`, [
      order.id,
    ]);
    const gone = await api<{ message: string }>('DELETE', `/api/order/deleteOrder/${order.id}`, { token: t.cashier });
    expect(gone).toMatchObject({ status: 200, body: { message: 'Order deleted.' } });
    const [line] = await trail(order.id);
    expect(line).toMatchObject({ kind: 'order.delete', amount_after: '0.00' });
  });
});

describe('the restaurant’s setting', () => {
  it('is the owner’s to change, on the trail, and holds from the next order', async () => {
    const set = await api<{ taking_minutes: number }>('PUT', `/api/order/settings/${t.restaurantId}`, {
      token: t.owner.token,
      body: { taking_minutes: 0 },
    });
    expect(set).toMatchObject({ status: 200, body: { taking_minutes: 0 } });
    const byCashier = await api('PUT', `/api/order/settings/${t.restaurantId}`, {
      token: t.cashier,
      body: { taking_minutes: 240 },
    });
    expect(byCashier.status).toBe(403);
    const tooLong = await api<{ message: string }>('PUT', `/api/order/settings/${t.restaurantId}`, {
      token: t.owner.token,
      body: { taking_minutes: 241 },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/from 0 to 240/);

    // Never: a saved line is a void at once.
    const order = await startOrder(t.cashier, t.restaurantId);
    const line = await addOpenItem(t.cashier, order.id, 'Soda', '2.00');
    expect(line.body.order.being_taken_until).toBeNull();
    const free = await api('DELETE', `/api/order/deleteOrderItems/${line.body.id}`, { token: t.cashier });
    expect(free).toMatchObject({ status: 400, body: { message: 'A void needs a reason.' } });
    await api('PUT', `/api/order/settings/${t.restaurantId}`, { token: t.owner.token, body: { taking_minutes: 15 } });
  });
});
