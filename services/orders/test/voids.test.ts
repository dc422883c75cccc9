import { queueOptions } from '@zest/kit';
import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Pool } from 'pg';
import { api, clientIp, databaseUrl, graphql } from '../../../tools/test/support';
import { approval, newTenant, type Tenant } from '../../../tools/test/tenants';
import {
  addOpenItem,
  ageOrder,
  history,
  onOrdersDatabase,
  printPaid,
  readOrder,
  startOrder,
  type OrderAnswer,
} from './helpers';

/**
 * Books nobody can quietly change (docs/product.md#voids): after the first
 * print, taking a line off, lowering the total or taking the order back is a
 * void, with a reason, an approver on an old order, and a line in the audit
 * trail; nothing paid is deleted. Tried as a cashier who wants to pocket a
 * paid order would.
 */
let t: Tenant;

beforeAll(async () => {
  t = await newTenant('voids');
});

interface AuditAnswer {
  entries: {
    kind: string;
    summary: string;
    actor: string;
    actor_employee_id: string | null;
    session: string;
    approved_by: string | null;
    order_id: string | null;
    order_number: number | null;
    amount_before: string | null;
    amount_after: string | null;
    reason: string | null;
    source: string;
    day: string;
  }[];
  next_before: string | null;
}

const audit = (token: string, query = '') =>
  api<AuditAnswer>('GET', `/api/order/audit/${t.restaurantId}${query ? `?${query}` : ''}`, { token });

/** A printed delivery order with two open items (20.00 and 5.00), paid in cash. */
async function paidOrder(type: 'delivery' | 'pickup' | 'togo' = 'delivery') {
  const { id, order_number } = await startOrder(t.cashier, t.restaurantId, type);
  const pizza = await addOpenItem(t.cashier, id, 'Large Pepperoni', '20.00');
  const soda = await addOpenItem(t.cashier, id, 'Soda', '5.00');
  const printed = await printPaid(t.cashier, id);
  expect(printed.status).toBe(200);
  return { id, order_number, pizza: pizza.body.id, soda: soda.body.id, total: printed.body.order.total_price };
}

const threeHoursAgo = () => new Date(Date.now() - 3 * 3600_000).toISOString();

describe('a cashier trying to pocket a paid order', () => {
  it('cannot take a line off without a reason, nor an old order’s without the security PIN', async () => {
    const o = await paidOrder();
    await ageOrder(o.id, threeHoursAgo());

    const noReason = await api('DELETE', `/api/order/deleteOrderItems/${o.pizza}`, { token: t.cashier });
    expect(noReason).toMatchObject({ status: 400, body: { message: 'A void needs a reason.' } });
    const noPin = await api('DELETE', `/api/order/deleteOrderItems/${o.pizza}?reason=comp`, { token: t.cashier });
    expect(noPin).toMatchObject({ status: 403, body: { reason: 'PIN_REQUIRED' } });
    expect(noPin.body.message).toMatch(/more than 2 hours old: enter the security PIN/);
    const everyLine = await api('PUT', `/api/order/updateOrder/${o.id}`, {
      token: t.cashier,
      body: { order_type: 'pickup' },
    });
    expect(everyLine).toMatchObject({ status: 400, body: { message: 'A void needs a reason.' } });
    const wholeOrder = await api('DELETE', `/api/order/deleteOrder/${o.id}`, { token: t.cashier });
    expect(wholeOrder).toMatchObject({ status: 400, body: { message: 'A void needs a reason.' } });

    // Nothing changed: the order, its lines and its total are as printed.
    const read = (await readOrder(t.owner.token, o.id)).body;
    expect(read.total_price).toBe(o.total);
    expect(read.items.map((i) => i.voided)).toEqual([false, false]);
    expect((await audit(t.owner.token, 'kind=void')).body.entries.filter((e) => e.order_id === o.id)).toEqual([]);
  });

  it('voids with the manager’s approval: the line stays, marked, out of the totals, in the trail', async () => {
    const o = await paidOrder();
    await ageOrder(o.id, threeHoursAgo());
    const manager = await approval(t, t.cashier, { action: 'order.void', order_id: o.id, line_id: o.pizza });
    const voided = await api<{ order: OrderAnswer; message: string }>(
      'DELETE',
      `/api/order/deleteOrderItems/${o.pizza}`,
      { token: manager, body: { reason: 'Wrong item' } },
    );
    expect(voided).toMatchObject({ status: 200, body: { message: 'Item voided.' } });
    const order = voided.body.order;
    expect(order.items).toHaveLength(2);
    const pizza = order.items.find((i) => i.id === o.pizza)! as OrderAnswer['items'][number] & Record<string, unknown>;
    expect(pizza).toMatchObject({ voided: true, void_reason: 'Wrong item', voided_by: 'Carla' });
    expect(pizza.void_approved_by).toBeTruthy();
    expect(order.subtotal).toBe('5.00');

    const [line] = (await audit(t.owner.token, 'kind=void.line')).body.entries.filter((e) => e.order_id === o.id);
    expect(line).toMatchObject({
      actor: 'Carla',
      actor_employee_id: t.cashierId,
      session: 'cashier',
      reason: 'Wrong item',
      amount_before: o.total,
      amount_after: order.total_price,
      order_number: o.order_number,
      source: 'orders',
    });
    expect(line!.approved_by).toBeTruthy();
    // A second tap on the same line voids nothing twice: the approval was used.
    const again = await api('DELETE', `/api/order/deleteOrderItems/${o.pizza}?reason=again`, { token: manager });
    expect(again).toMatchObject({
      status: 403,
      body: { reason: 'PIN_REQUIRED', message: 'This approval was already used: enter the security PIN again.' },
    });
    expect((await audit(t.owner.token, 'kind=void.line')).body.entries.filter((e) => e.order_id === o.id)).toHaveLength(
      1,
    );
  });

  it('voids a young order with a reason alone; it stays in the history, marked, and leaves revenue', async () => {
    const before = await revenueToday();
    const o = await paidOrder('pickup');
    const afterSale = await revenueToday();
    expect(afterSale.total_orders).toBe(before.total_orders + 1);

    const voided = await api(
      'DELETE',
      `/api/order/deleteOrder/${o.id}?reason=${encodeURIComponent('Customer changed mind')}`,
      {
        token: t.cashier,
      },
    );
    expect(voided).toMatchObject({ status: 200, body: { success: true, message: 'Order voided.' } });
    const read = (await readOrder(t.cashier, o.id)).body as OrderAnswer & Record<string, unknown>;
    expect(read).toMatchObject({ voided: true, void_reason: 'Customer changed mind', voided_by: 'Carla' });
    expect(read.total_price).toBe(o.total);

    const after = await revenueToday();
    expect(after.total_orders).toBe(before.total_orders);
    expect(after.total_revenue).toBe(before.total_revenue);
    expect(after.voids).toBe(afterSale.voids + 1);
    expect(Number(after.void_amount) - Number(afterSale.void_amount)).toBeCloseTo(Number(o.total), 2);

    const all = await history(t.cashier, t.restaurantId);
    expect(all.find((h) => h.id === o.id)).toMatchObject({ voided: true });
    const onlyVoided = await api<{ orders: (OrderAnswer & { voided: boolean })[] }>(
      'GET',
      `/api/order/getOrdersByRestaurant/${t.restaurantId}?voided=true`,
      { token: t.cashier },
    );
    expect(onlyVoided.body.orders.length).toBeGreaterThan(0);
    expect(onlyVoided.body.orders.every((h) => h.voided)).toBe(true);

    // A voided order changes no more.
    const changed = await api('POST', '/api/order/addItemToOrder', {
      token: t.cashier,
      body: { order_id: o.id, product_name: 'Fries', product_price: '3.00' },
    });
    expect(changed).toMatchObject({ status: 409, body: { message: expect.stringMatching(/voided/) } });
    const [entry] = (await audit(t.manager, 'kind=void.order')).body.entries.filter((e) => e.order_id === o.id);
    expect(entry).toMatchObject({ actor: 'Carla', approved_by: null, amount_before: o.total, amount_after: '0.00' });
  });

  it('makes a printed delivery a pickup only as a void, and a raise in the total is no void', async () => {
    const o = await paidOrder('delivery');
    const lowered = await api<OrderAnswer[]>('PUT', `/api/order/updateOrder/${o.id}`, {
      token: t.cashier,
      body: { order_type: 'pickup', reason: 'Customer picks it up' },
    });
    expect(lowered.status).toBe(200);
    expect(lowered.body[0]!.delivery_charge).toBe('0.00');
    const raised = await api('PUT', `/api/order/updateOrder/${o.id}`, {
      token: t.cashier,
      body: { order_type: 'delivery' },
    });
    expect(raised.status).toBe(200);
    const changes = (await audit(t.owner.token, 'kind=void.change')).body.entries.filter((e) => e.order_id === o.id);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ reason: 'Customer picks it up', actor: 'Carla' });
  });

  it('removes lines freely before the first print, and keeps an order that had lines from housekeeping', async () => {
    const { id } = await startOrder(t.cashier, t.restaurantId);
    const line = await addOpenItem(t.cashier, id, 'Soda', '2.00');
    const removed = await api('DELETE', `/api/order/deleteOrderItems/${line.body.id}`, { token: t.cashier });
    expect(removed).toMatchObject({ status: 200, body: { message: 'Item deleted.' } });
    const mistake = await startOrder(t.cashier, t.restaurantId);
    await onOrdersDatabase(`UPDATE orders SET updated_at = now() - interval '31 minutes' WHERE id = ANY($1)`, [
      [id, mistake.id],
    ]);
    await runHousekeeping('purge-empty-orders');
    const rows = await onOrdersDatabase<{ id: string; deleted_by: string | null }>(
      'SELECT id, deleted_by FROM orders WHERE id = ANY($1)',
      [[id, mistake.id]],
    );
    expect(Object.fromEntries(rows.map((r) => [r.id, r.deleted_by]))).toEqual({
      [id]: null,
      [mistake.id]: 'housekeeping',
    });
  });

  it('deletes an order never printed, and says so in the trail', async () => {
    const o = await startOrder(t.cashier, t.restaurantId);
    await addOpenItem(t.cashier, o.id, 'Soda', '2.00');
    expect((await api('DELETE', `/api/order/deleteOrder/${o.id}`, { token: t.cashier })).body).toMatchObject({
      message: 'Order deleted.',
    });
    const [entry] = (await audit(t.owner.token, 'kind=order.delete')).body.entries.filter((e) => e.order_id === o.id);
    expect(entry).toMatchObject({ actor: 'Carla', amount_before: expect.any(String), amount_after: '0.00' });
  });
});

describe('an approval at the terminal (the security PIN for one action)', () => {
  const used = 'This approval was already used: enter the security PIN again.';
  const forLine = 'This approval was for voiding one line of an order: enter the security PIN again for this.';
  const elsewhere =
    'An approval at the terminal is for one action only: do this from the owner’s account or the restaurant hub.';

  it('voids the one line it names, once: not another line, not the order, not another order', async () => {
    const o = await paidOrder();
    const other = await paidOrder();
    const unprinted = await startOrder(t.cashier, t.restaurantId);
    for (const id of [o.id, other.id, unprinted.id]) await ageOrder(id, threeHoursAgo());
    const pizza = await approval(t, t.cashier, { action: 'order.void', order_id: o.id, line_id: o.pizza });

    const refusals = [
      await api('DELETE', `/api/order/deleteOrderItems/${o.soda}?reason=comp`, { token: pizza }),
      await api('DELETE', `/api/order/deleteOrderItems/${other.pizza}?reason=comp`, { token: pizza }),
      await api('DELETE', `/api/order/deleteOrder/${o.id}?reason=comp`, { token: pizza }),
      await api('DELETE', `/api/order/deleteOrder/${other.id}?reason=comp`, { token: pizza }),
      await api('DELETE', `/api/order/deleteOrder/${unprinted.id}`, { token: pizza }),
      await api('PUT', `/api/order/updateOrder/${o.id}?reason=comp`, { token: pizza, body: { order_type: 'pickup' } }),
    ];
    for (const refused of refusals) {
      expect(refused).toMatchObject({ status: 403, body: { reason: 'PIN_REQUIRED', message: forLine } });
    }
    const viaGraphQL = await graphql(
      'mutation($id: ID!) { deleteOrder(id: $id, reason: "comp") { success } }',
      { id: other.id },
      { token: pizza },
    );
    expect(viaGraphQL.errors?.[0]).toMatchObject({
      message: forLine,
      extensions: { code: 'FORBIDDEN', reason: 'PIN_REQUIRED' },
    });

    // Refused calls did not use it: the line it names is voided, once.
    const voided = await api('DELETE', `/api/order/deleteOrderItems/${o.pizza}?reason=comp`, { token: pizza });
    expect(voided).toMatchObject({ status: 200, body: { message: 'Item voided.' } });
    const again = await api('DELETE', `/api/order/deleteOrderItems/${o.pizza}?reason=comp`, { token: pizza });
    expect(again).toMatchObject({ status: 403, body: { reason: 'PIN_REQUIRED', message: used } });
    const read = (await readOrder(t.owner.token, o.id)).body;
    expect(read.items.map((i) => [i.id, i.voided])).toEqual([
      [o.pizza, true],
      [o.soda, false],
    ]);
    expect((await readOrder(t.owner.token, other.id)).body.items.every((i) => !i.voided)).toBe(true);
    expect((await readOrder(t.owner.token, unprinted.id)).status).toBe(200);

    // The trail: Carla asked, the owner (the security PIN) approved, this line of this order.
    const [line] = (await audit(t.owner.token, 'kind=void.line')).body.entries.filter((e) => e.order_id === o.id);
    expect(line).toMatchObject({
      actor: 'Carla',
      actor_employee_id: t.cashierId,
      session: 'cashier',
      approved_by: t.owner.fullName,
    });
  });

  it('opens nothing else: not the settings, the staff, the history, new orders or lines', async () => {
    const o = await paidOrder();
    const pizza = await approval(t, t.cashier, { action: 'order.void', order_id: o.id, line_id: o.pizza });
    const refused = {
      settings: await api('PUT', `/api/order/settings/${t.restaurantId}`, {
        token: pizza,
        body: { void_approval_minutes: 10080 },
      }),
      staffPin: await api('PUT', `/api/employee/updateEmployeeProfile/${t.cashierId}`, {
        token: pizza,
        body: { name: 'Carla', pin: '7777', role: 'cashier' },
      }),
      newStaff: await api('POST', '/api/employee/createEmpolyeeProfile', {
        token: pizza,
        body: {
          security_pin: t.securityPin,
          pin: '7778',
          name: 'Mallory',
          role: 'cashier',
          restaurant_id: t.restaurantId,
        },
        ip: clientIp(),
      }),
      removeStaff: await api('DELETE', `/api/employee/deleteEmployee/${t.driverId}`, { token: pizza, body: {} }),
      staffList: await api('GET', `/api/employee/restaurant/AllEmployees/${t.restaurantId}`, { token: pizza }),
      history: await api('GET', `/api/order/getOrdersByRestaurant/${t.restaurantId}`, { token: pizza }),
      order: await readOrder(pizza, o.id),
      menu: await api('GET', `/api/menu/${t.restaurantId}`, { token: pizza }),
    };
    for (const [what, answer] of Object.entries(refused)) {
      expect([what, answer.status, answer.body]).toEqual([what, 403, { success: false, message: elsewhere }]);
    }
    const newOrder = await api('POST', '/api/order/createOrder', {
      token: pizza,
      body: { restaurant_id: t.restaurantId, order_type: 'togo' },
    });
    const newLine = await api('POST', '/api/order/addItemToOrder', {
      token: pizza,
      body: { order_id: o.id, product_name: 'Free pizza', product_price: '0.01' },
    });
    const reprint = await api('POST', `/api/order/printOrder/${o.id}`, { token: pizza, body: {} });
    for (const answer of [newOrder, newLine, reprint]) {
      expect(answer).toMatchObject({ status: 403, body: { reason: 'PIN_REQUIRED', message: forLine } });
    }
    const settings = await graphql(
      'mutation($r: ID!) { updateOrderSettings(restaurantId: $r, input: { voidApprovalMinutes: 10080 }) { voidApprovalMinutes } }',
      { r: t.restaurantId },
      { token: pizza },
    );
    const staff = await graphql(
      'mutation($id: ID!, $p: String!) { updateEmployee(id: $id, input: { pin: "7777", securityPin: $p }) { id } }',
      { id: t.cashierId, p: t.securityPin },
      { token: pizza, ip: clientIp() },
    );
    for (const answer of [settings, staff]) {
      expect(answer.errors?.[0]).toMatchObject({ message: elsewhere, extensions: { code: 'FORBIDDEN' } });
    }

    // Nothing changed, Carla's PIN still opens her screen, and the approval is still good for its line.
    const now = await api('GET', `/api/order/settings/${t.restaurantId}`, { token: t.owner.token });
    expect(now.body).toMatchObject({ void_approval_minutes: 120 });
    expect((await readOrder(t.cashier, o.id)).body.items).toHaveLength(2);
    const staffNow = await api<{ id: string }[]>('GET', `/api/employee/restaurant/AllEmployees/${t.restaurantId}`, {
      token: t.owner.token,
    });
    expect(staffNow.body.map((e) => e.id).sort()).toEqual([t.cashierId, t.driverId].sort());
    expect((await readOrder(t.cashier, o.id)).status).toBe(200);
    const voided = await api('DELETE', `/api/order/deleteOrderItems/${o.pizza}?reason=comp`, { token: pizza });
    expect(voided.status).toBe(200);
  });

  it('makes the change it was asked for, on its order: a printed delivery become a pickup', async () => {
    const o = await paidOrder();
    const other = await paidOrder();
    const change = await approval(t, t.cashier, { action: 'order.change', order_id: o.id });
    const elsewhereOrder = await api('PUT', `/api/order/updateOrder/${other.id}?reason=comp`, {
      token: change,
      body: { order_type: 'pickup' },
    });
    expect(elsewhereOrder).toMatchObject({ status: 403, body: { reason: 'PIN_REQUIRED' } });
    expect(elsewhereOrder.body.message).toMatch(/^This approval was for lowering the total of one order/);
    const changed = await api<OrderAnswer[]>('PUT', `/api/order/updateOrder/${o.id}`, {
      token: change,
      body: { order_type: 'pickup', reason: 'Customer picks up' },
    });
    expect(changed).toMatchObject({ status: 200, body: [{ order_type: 'pickup' }] });
    const [entry] = (await audit(t.owner.token, 'kind=void.change')).body.entries.filter((e) => e.order_id === o.id);
    expect(entry).toMatchObject({ actor: 'Carla', approved_by: t.owner.fullName, reason: 'Customer picks up' });
  });
});

describe('a print retried after a lost answer', () => {
  it('is the same print, not REPRINT 1', async () => {
    const { id } = await startOrder(t.cashier, t.restaurantId);
    await addOpenItem(t.cashier, id, 'Soda', '2.00');
    const key = randomUUID();
    const print = () =>
      api<{ print: { number: number }; order: OrderAnswer }>('POST', `/api/order/printOrder/${id}`, {
        token: t.cashier,
        body: {},
        headers: { 'idempotency-key': key },
      });
    const [a, b] = await Promise.all([print(), print()]);
    const c = await print();
    expect([a.body.print.number, b.body.print.number, c.body.print.number]).toEqual([1, 1, 1]);
    expect((await readOrder(t.cashier, id)).body.print_count).toBe(1);
    const reprint = await api<{ print: { number: number } }>('POST', `/api/order/printOrder/${id}`, {
      token: t.cashier,
      body: {},
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(reprint.body.print.number).toBe(2);
    const [entry] = (await audit(t.owner.token, 'kind=order.reprint')).body.entries.filter((e) => e.order_id === id);
    expect(entry).toMatchObject({ actor: 'Carla', summary: expect.stringMatching(/REPRINT 1/) });
  });
});

describe('the audit trail', () => {
  it('is read by the owner and managers, filtered and paged; never by a cashier or another tenant', async () => {
    const other = await newTenant('voids-other');
    expect((await audit(t.cashier)).status).toBe(403);
    expect((await audit(t.driver)).status).toBe(403);
    expect((await api('GET', `/api/order/audit/${t.restaurantId}`, { token: other.owner.token })).status).toBe(404);
    expect((await api('GET', `/api/order/audit/${t.restaurantId}`, { token: other.manager })).status).toBe(404);
    expect((await audit(t.owner.token, 'kind=no%20such')).status).toBe(400);

    const open = await startOrder(t.cashier, t.restaurantId);
    await addOpenItem(t.cashier, open.id, 'Corkage', '7.00');
    const today = (await revenueToday()).today;
    const openItems = (await audit(t.manager, `kind=order.open-item&day=${today}&employee_id=${t.cashierId}`)).body;
    expect(openItems.entries[0]).toMatchObject({ kind: 'order.open-item', actor: 'Carla', day: today });
    expect(openItems.entries.every((e) => e.kind === 'order.open-item' && e.actor === 'Carla')).toBe(true);
    expect((await audit(t.manager, 'day=2001-01-01')).body.entries).toEqual([]);

    // Pages meet without a gap or a repeat.
    const all = (await audit(t.owner.token, 'limit=200')).body.entries;
    const seen: string[] = [];
    let before = '';
    for (let i = 0; i < 50; i++) {
      const page = (await audit(t.owner.token, `limit=3${before}`)).body;
      seen.push(...page.entries.map((e) => e.summary + e.order_id));
      if (!page.next_before) break;
      before = `&before=${encodeURIComponent(page.next_before)}`;
    }
    expect(seen).toEqual(all.map((e) => e.summary + e.order_id));
  });

  it('cannot be changed or deleted, by the service’s own database role or the tables’ owner', async () => {
    const pool = new Pool({ connectionString: databaseUrl('zest_orders'), max: 1 });
    try {
      for (const statement of [
        "UPDATE audit_entries SET reason = 'nothing happened'",
        'DELETE FROM audit_entries',
        'TRUNCATE audit_entries',
      ]) {
        for (const role of ['zest_orders_app', null]) {
          const client = await pool.connect();
          try {
            await client.query('BEGIN');
            await client.query(`SELECT set_config('app.every_restaurant', 'on', true)`);
            if (role) await client.query(`SET LOCAL ROLE ${role}`);
            // The trigger refuses what the grants let through (the app role may not truncate at all).
            await expect(client.query(statement)).rejects.toThrow(/append-only|permission denied/);
          } finally {
            await client.query('ROLLBACK');
            client.release();
          }
        }
      }
    } finally {
      await pool.end();
    }
  });
});

describe('order settings', () => {
  it('moves the age after which a void needs the PIN, written to the trail', async () => {
    const set = await api('PUT', `/api/order/settings/${t.restaurantId}`, {
      token: t.owner.token,
      body: { void_approval_minutes: 30 },
    });
    expect(set).toMatchObject({ status: 200, body: { void_approval_minutes: 30, half_topping_pricing: 'half' } });
    try {
      const o = await paidOrder();
      await ageOrder(o.id, new Date(Date.now() - 31 * 60_000).toISOString());
      const refused = await api('DELETE', `/api/order/deleteOrderItems/${o.soda}?reason=comp`, { token: t.cashier });
      expect(refused).toMatchObject({ status: 403, body: { reason: 'PIN_REQUIRED' } });
      expect(refused.body.message).toMatch(/more than 30 minutes old/);
      const [entry] = (await audit(t.owner.token, 'kind=settings')).body.entries;
      expect(entry?.summary).toMatch(/voids need the security PIN after 30 minutes \(was after 2 hours\)/);
      const bad = await api('PUT', `/api/order/settings/${t.restaurantId}`, {
        token: t.owner.token,
        body: { void_approval_minutes: -1 },
      });
      expect(bad.status).toBe(400);
      const viaGraphQL = await graphql(
        'query($r: ID!) { orderSettings(restaurantId: $r) { voidApprovalMinutes } }',
        { r: t.restaurantId },
        { token: t.cashier },
      );
      expect(viaGraphQL.data).toEqual({ orderSettings: { voidApprovalMinutes: 30 } });
    } finally {
      await api('PUT', `/api/order/settings/${t.restaurantId}`, {
        token: t.owner.token,
        body: { void_approval_minutes: 120 },
      });
    }
  });
});

interface RevenueAnswer {
  today: string;
  total_orders: number;
  total_revenue: string;
  voids: number;
  void_amount: string;
}

const revenueToday = async () =>
  (await api<RevenueAnswer>('GET', `/api/order/revenue/${t.restaurantId}?period=today`, { token: t.owner.token })).body;

async function runHousekeeping(task: string) {
  const redis = new Redis(process.env.ZEST_TEST_REDIS_URL_SERVER!, { maxRetriesPerRequest: null });
  const queue = new Queue('orders-housekeeping', queueOptions('orders-housekeeping', redis));
  try {
    const job = await queue.add(task, {});
    for (let i = 0; i < 400 && !(await job.isCompleted()); i++) await new Promise((r) => setTimeout(r, 25));
    expect(await job.isCompleted()).toBe(true);
  } finally {
    await queue.close();
    redis.disconnect();
  }
}
