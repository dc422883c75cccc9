import { localDate } from '@zest/kit';
import { sql } from 'drizzle-orm';
import { Pool } from 'pg';
import { createOrdersDatabase, TENANT_ROLE } from '../src/db/client';
import { TENANT_TABLES } from '../src/db/schema';
import { expectRowLevelSecurity } from '../../../tools/test/row-level-security';
import { buildPizzeria } from '../../../tools/test/menus';
import { api, databaseUrl, graphql } from '../../../tools/test/support';
import { connectSandboxStripe } from '../../../tools/test/stripe-connect';
import { approval, newTenant, type Tenant } from '../../../tools/test/tenants';
import { takenBy } from '../../drivers/test/helpers';
import { heartbeat, registeredTablet, silentSince } from './tablets';
import { payOnReader, readerBy } from './card-counter';
import { addOpenItem, onOrdersDatabase, startOrder } from './helpers';

/**
 * The database's own tenant net (row-level security): a query that forgets
 * its restaurant filter sees no other tenant, and no row of another tenant
 * can be written. The access matrix (gateway/test) covers the paths.
 */
let victim: Tenant;
let other: Tenant;

beforeAll(async () => {
  [victim, other] = await Promise.all([newTenant('rls-victim'), newTenant('rls-other')]);
  // A row in every tenant table of both restaurants.
  for (const t of [victim, other]) {
    const customer = await api<{ id: string }>('POST', '/api/customer/createACustomer', {
      token: t.cashier,
      body: { restaurant_id: t.restaurantId, full_name: 'Rita', phone_number: '5550100001' },
    });
    const order = await startOrder(t.cashier, t.restaurantId, 'pickup', { customer_id: customer.body.id });
    await addOpenItem(t.cashier, order.id, 'Soda', '2.00');
    const coupon = await api<{ id: string }>('POST', `/api/order/settings/${t.restaurantId}/discounts`, {
      token: t.manager,
      body: { name: 'Coupon', kind: 'amount', amount: '1.00' },
    });
    await api('POST', '/api/order/discount', {
      token: t.cashier,
      body: { order_id: order.id, discount_id: coupon.body.id, reason: 'SAVE1' },
    });
    await api('POST', `/api/order/printOrder/${order.id}`, { token: t.cashier, body: {} });
    await api('PUT', `/api/order/settings/${t.restaurantId}`, {
      token: t.manager,
      body: { half_topping_pricing: 'half' },
    });
    await api('POST', '/api/order/createOrder', {
      token: t.cashier,
      body: { restaurant_id: t.restaurantId, order_type: 'togo' },
      headers: { 'idempotency-key': 'k' },
    });
    // Online ordering on, an online order, and one paid by card: online_settings, online_orders, online_payments,
    // stripe_accounts.
    await onlineOrder(t);
    // A registered tablet, silent a while: terminals and terminal_silences.
    const tablet = await registeredTablet(t);
    await silentSince(tablet, 10);
    await heartbeat(t, tablet);
    // Its cash drawer, opened with a float: drawers and ledger_entries.
    const drawer = await api<{ id: string }>('POST', '/api/order/drawers/open', {
      token: t.cashier,
      body: { restaurant_id: t.restaurantId, terminal: tablet.proof, float: '50.00' },
    });
    // An approval used: an order voided with the security PIN asked for it (used_approvals).
    const mistake = await startOrder(t.cashier, t.restaurantId);
    await addOpenItem(t.cashier, mistake.id, 'Soda', '2.00');
    await api('POST', `/api/order/printOrder/${mistake.id}`, { token: t.cashier, body: {} });
    const approved = await approval(t, t.cashier, { action: 'order.void', order_id: mistake.id });
    expect((await api('DELETE', `/api/order/deleteOrder/${mistake.id}?reason=Left`, { token: approved })).status).toBe(
      200,
    );
    // A delivery the driver took: the drivers service's trip event reaches order_trips.
    const trip = await takenBy(t);
    for (let i = 0; i < 200; i++) {
      if ((await onOrdersDatabase('SELECT 1 FROM order_trips WHERE order_id = $1', [trip.order_id])).length) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(
      (
        await api('POST', `/api/order/drawers/${drawer.body.id}/close`, {
          token: t.cashier,
          body: { terminal: tablet.proof, counted: '50.00' },
        })
      ).status,
    ).toBe(200);
    // Its drawer counted, the day closed (business_days), then a line of its printed order voided: a late change (late_changes).
    const today = localDate(new Date(), 'America/New_York');
    expect(
      (await api('POST', `/api/order/days/${t.restaurantId}/close`, { token: t.owner.token, body: { day: today } }))
        .status,
    ).toBe(200);
    const read = await api<{ items: { id: string }[] }>('GET', `/api/order/getOrderWithItems/${order.id}`, {
      token: t.cashier,
    });
    expect(
      (await api('DELETE', `/api/order/deleteOrderItems/${read.body.items[0]!.id}?reason=Remade`, { token: t.manager }))
        .status,
    ).toBe(200);
    // A card reader by the tablet, an order paid on it, then voided: its refund to the card (decision 0080).
    const reader = await readerBy(t, tablet);
    const paid = await payOnReader(t, tablet, reader, '9.00', 'No tip');
    await api('DELETE', `/api/order/deleteOrder/${paid.orderId}`, { token: t.cashier });
    for (let i = 0; i < 200; i++) {
      if ((await onOrdersDatabase('SELECT 1 FROM payment_refunds WHERE order_id = $1', [paid.orderId])).length) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    // The day's card check with Stripe (decision 0082), asked by the owner: the sandbox's own record has the card paid above.
    const checked = await graphql<{ checkCardPayments: { matched: boolean } }>(
      'mutation($r: ID!, $d: String!) { checkCardPayments(restaurantId: $r, day: $d) { matched } }',
      { r: t.restaurantId, d: today },
      { token: t.owner.token },
    );
    expect(checked.errors).toBeUndefined();
  }
});

it('hides other restaurants from a query without a restaurant filter, and refuses their rows on insert', () =>
  expectRowLevelSecurity(
    { database: 'zest_orders', create: createOrdersDatabase, role: TENANT_ROLE, tables: TENANT_TABLES },
    other.restaurantId,
    victim.restaurantId,
    sql`INSERT INTO customers (restaurant_id, full_name, phone_number) VALUES (${victim.restaurantId}, 'x', '5550100002')`,
  ));

it('lets an order name only a customer of its own restaurant, whatever the code does', async () => {
  const pool = new Pool({ connectionString: databaseUrl('zest_orders'), max: 1 });
  try {
    const { rows } = await pool.query('SELECT id FROM customers WHERE restaurant_id = $1', [victim.restaurantId]);
    await expect(
      pool.query("UPDATE orders SET customer_id = $1 WHERE restaurant_id = $2 AND order_type <> 'togo'", [
        rows[0].id,
        other.restaurantId,
      ]),
    ).rejects.toThrow(/orders_customer_fk/);
  } finally {
    await pool.end();
  }
});

/** Its ordering page turned on (open all day, pickup only) and one order placed on it, at the server's total. */
async function onlineOrder(t: Tenant) {
  const menu = await buildPizzeria(t);
  const slug = `rls-${t.restaurantId.slice(0, 8)}`;
  const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '00:00', closes: '00:00' }));
  const on = await graphql(
    'mutation($r: ID!, $i: OnlineSettingsInput!) { updateOnlineSettings(restaurantId: $r, input: $i) { enabled } }',
    { r: t.restaurantId, i: { enabled: true, slug, hours, delivery: false } },
    { token: t.owner.token },
  );
  expect(on.errors).toBeUndefined();
  const place = (expectedTotalCents: number, payment = 'pickup') =>
    graphql('mutation($s: String!, $i: OnlineCheckoutInput!) { placeOnlineOrder(slug: $s, input: $i) { orderId } }', {
      s: slug,
      i: {
        orderType: 'pickup',
        fullName: 'Rita',
        phoneNumber: '5550100001',
        lines: [{ sideId: menu.knots }],
        payment,
        expectedTotalCents,
      },
    });
  // The page shows the total; here the server's answer to a wrong one names it.
  const asked = await place(0);
  const total = (asked.errors![0]!.extensions as { totalCents: number }).totalCents;
  const placed = await place(total);
  expect(placed.errors).toBeUndefined();
  // Paid by card (the sandbox), on the restaurant's own Stripe account: stripe_accounts, online_payments.
  await connectSandboxStripe(t);
  const cards = await graphql(
    'mutation($r: ID!, $i: OnlineSettingsInput!) { updateOnlineSettings(restaurantId: $r, input: $i) { cardPayments } }',
    { r: t.restaurantId, i: { cardPayments: true } },
    { token: t.owner.token },
  );
  expect(cards.errors).toBeUndefined();
  expect((await place(total, 'card')).errors).toBeUndefined();
}
