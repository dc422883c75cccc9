import { orderTotals } from '@zest/pricing';
import { randomUUID } from 'node:crypto';
import { clientIp, graphql } from '../../../tools/test/support';
import { buildPizzeria, type Pizzeria } from '../../../tools/test/menus';
import { newTenant, zoneAwayFromMidnight, type Tenant } from '../../../tools/test/tenants';
import { CardShop, press, until } from './card-shop';
import { must, voidOrder, zReport } from './counter';
import { onOrdersDatabase } from './helpers';

/**
 * Money that adds up online (issue 45, docs/decisions/0071-one-ledger.md): a stranger's checkout never
 * rewrites a regular, and a card-paid online order voided at the counter gives the card its money back,
 * in the ledger, on the Z report and on the customer's page.
 */
let t: Tenant;
let menu: Pizzeria;
let slug: string;
const ZONE = zoneAwayFromMidnight();
const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '00:30', closes: '23:30' }));

const PLACE = `mutation($s: String!, $input: OnlineCheckoutInput!, $key: String) {
  placeOnlineOrder(slug: $s, input: $input, idempotencyKey: $key) { orderId statusKey totalCents paymentUrl } }`;

async function checkout(input: Record<string, unknown>) {
  const page = await must<{ onlinePage: { deliveryChargeCents: number; taxPercentage: number } }>(
    'query($s: String!) { onlinePage(slug: $s) { deliveryChargeCents taxPercentage } }',
    { s: slug },
    '',
  );
  const expectedTotalCents = orderTotals({
    orderType: input.orderType as 'pickup' | 'delivery',
    subtotalCents: 1300,
    deliveryRateCents: page.onlinePage.deliveryChargeCents,
    taxPercentage: page.onlinePage.taxPercentage,
  }).totalCents;
  const placed = await graphql<{
    placeOnlineOrder: { orderId: string; statusKey: string; totalCents: number; paymentUrl: string | null };
  }>(
    PLACE,
    { s: slug, input: { lines: [{ productId: menu.calzone }], expectedTotalCents, ...input }, key: randomUUID() },
    { ip: clientIp() },
  );
  if (placed.errors) throw new Error(JSON.stringify(placed.errors));
  return placed.data!.placeOnlineOrder;
}

beforeAll(async () => {
  t = await newTenant('ledger-online', { timeZone: ZONE });
  menu = await buildPizzeria(t);
  slug = `ledger-${randomUUID().slice(0, 8)}`;
  await must(
    'mutation($r: ID!, $input: OnlineSettingsInput!) { updateOnlineSettings(restaurantId: $r, input: $input) { enabled } }',
    { r: t.restaurantId, input: { enabled: true, slug, hours: ALL_WEEK, delivery: true, deliveryZips: ['62701'] } },
    t.owner.token,
  );
});

describe('a stranger’s online checkout with a regular’s phone', () => {
  it('never rewrites the regular: the order keeps what was typed, and says whom the phone matched', async () => {
    const phone = `217555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    const regular = await must<{ createCustomer: { id: string } }>(
      'mutation($input: CustomerInput!) { createCustomer(input: $input) { id } }',
      {
        input: {
          restaurantId: t.restaurantId,
          fullName: 'Rita Regular',
          phoneNumber: phone,
          street1: '12 Elm St',
          city: 'Springfield',
          zipcode: '62701',
        },
      },
      t.cashier,
    );
    const placed = await checkout({
      orderType: 'delivery',
      fullName: 'Mallory',
      phoneNumber: phone,
      street1: '666 Other Ave',
      city: 'Springfield',
      zipcode: '62701',
      payment: 'door',
    });
    const kept = await must<{ customer: { fullName: string; street1: string } }>(
      'query($id: ID!) { customer(id: $id) { fullName street1 } }',
      { id: regular.createCustomer.id },
      t.cashier,
    );
    // Used to be Mallory at 666 Other Ave, with no audit line: the regular's next delivery went there.
    expect(kept.customer).toEqual({ fullName: 'Rita Regular', street1: '12 Elm St' });
    const order = await must<{
      order: { customer: unknown; typedCustomer: { fullName: string; street1: string; matchedName: string } };
    }>(
      'query($id: ID!) { order(id: $id) { customer { id } typedCustomer { fullName street1 matchedName matchedAddress } } }',
      { id: placed.orderId },
      t.cashier,
    );
    expect(order.order.customer).toBeNull();
    expect(order.order.typedCustomer).toMatchObject({
      fullName: 'Mallory',
      street1: '666 Other Ave',
      matchedName: 'Rita Regular',
      matchedAddress: '12 Elm St, Springfield',
    });
    const board = await must<{ onlineOrders: { orderId: string; customerName: string }[] }>(
      'query($r: ID!) { onlineOrders(restaurantId: $r) { orderId customerName } }',
      { r: t.restaurantId },
      t.cashier,
    );
    expect(board.onlineOrders.find((o) => o.orderId === placed.orderId)?.customerName).toBe('Mallory');
    // The same person, as the counter knows them, is still the regular: their order names them.
    const same = await checkout({
      orderType: 'pickup',
      fullName: 'rita regular',
      phoneNumber: phone,
      payment: 'pickup',
    });
    const theirs = await must<{ order: { customer: { id: string } | null } }>(
      'query($id: ID!) { order(id: $id) { customer { id } } }',
      { id: same.orderId },
      t.cashier,
    );
    expect(theirs.order.customer?.id).toBe(regular.createCustomer.id);
  });
});

describe('a card-paid online order voided at the counter', () => {
  it('refunds the card: in the ledger, on the Z report and on the customer’s page', async () => {
    const shop = await CardShop.open('ledger-card', { connected: true });
    const placed = (await shop.cardCheckout()).answer.data!.placeOnlineOrder;
    await press(placed.paymentUrl!, 'pay');
    const progress = () => shop.tracking(placed.statusKey);
    await until(progress, (p) => p.data?.onlineTracking.progress === 'received');
    await must(
      'mutation($id: ID!) { acceptOnlineOrder(orderId: $id, readyInMinutes: 15) { decision } }',
      { id: placed.orderId },
      shop.t.cashier,
    );
    const voided = await voidOrder(shop.t.cashier, placed.orderId, 'Customer called to cancel');
    expect(voided.data?.deleteOrder.message).toBe('Order voided: its card payment is being refunded.');
    // Used to stay paid with no refund, the page saying rejected, revenue dropping what Stripe still held.
    const seen = await until(progress, (p) => p.data?.onlineTracking.paymentStatus === 'refunded');
    expect(seen.data!.onlineTracking.progress).toBe('cancelled');
    const entries = await onOrdersDatabase<{ kind: string; tender: string; amount_cents: number }>(
      `SELECT kind, tender, amount_cents FROM ledger_entries WHERE restaurant_id = $1 AND order_id = $2 ORDER BY at, kind`,
      [shop.t.restaurantId, placed.orderId],
    );
    expect(entries).toEqual(
      expect.arrayContaining([
        { kind: 'payment', tender: 'online', amount_cents: placed.totalCents },
        { kind: 'refund', tender: 'online', amount_cents: -placed.totalCents },
        { kind: 'sale', tender: null, amount_cents: placed.totalCents },
        { kind: 'sale_void', tender: null, amount_cents: -placed.totalCents },
      ]),
    );
    const { z } = await zReport(shop.t, await openDay(shop.t));
    expect(z.refunds.cents).toBe(placed.totalCents);
    expect(z.reconciliation!.differences.join('\n')).not.toContain('owed back');
  });
});

/** The restaurant's open business day. */
async function openDay(tenant: Tenant) {
  const days = await must<{ businessDays: { openDay: string } }>(
    'query($r: ID!) { businessDays(restaurantId: $r) { openDay } }',
    { r: tenant.restaurantId },
    tenant.manager,
  );
  return days.businessDays.openDay;
}
