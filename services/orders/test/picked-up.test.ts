import { orderTotals } from '@zest/pricing';
import { randomUUID } from 'node:crypto';
import { api, clientIp, graphql } from '../../../tools/test/support';
import { newTenant, type Tenant } from '../../../tools/test/tenants';
import { COLLECT_FIRST, DELIVERY_GOES_WITH_A_DRIVER, PRINT_BEFORE_HANDING } from '../src/handover/handover.service';
import { ORDER_VOIDED } from '../src/orders/orders.service';
import { CardShop } from './card-shop';
import { addItem, ask, must, newOrder, print, voidOrder } from './counter';

/** An order handed to its customer at the counter (issue 46): printed and paid first, once, on the trail. */

interface Handed {
  orderNumber: number;
  pickedUpAt: string | null;
  pickedUpAtLocal: string | null;
  pickedUpBy: string | null;
  readyAt: string | null;
}

const pickUp = (token: string, id: string) =>
  ask<{ markPickedUp: Handed }>(
    'mutation($id: ID!) { markPickedUp(id: $id) { orderNumber pickedUpAt pickedUpAtLocal pickedUpBy readyAt } }',
    { id },
    token,
  );

const onBoard = async (t: Tenant, orderId: string) =>
  (
    await must<{ kitchenBoard: { tickets: { orderId: string }[] } }>(
      'query($r: ID!) { kitchenBoard(restaurantId: $r) { tickets { orderId } } }',
      { r: t.restaurantId },
      t.manager,
    )
  ).kitchenBoard.tickets.some((x) => x.orderId === orderId);

const trail = async (t: Tenant) =>
  (
    await api<{ entries: { kind: string; summary: string; actor: string; order_id: string | null }[] }>(
      'GET',
      `/api/order/audit/${t.restaurantId}?kind=order.picked-up&limit=50`,
      { token: t.owner.token },
    )
  ).body.entries;

/** A to-go order with one item, printed (with this tender, or none: "pay at pickup"). */
async function printed(t: Tenant, tender: { method: string } | null, orderType = 'togo') {
  const order = await newOrder(t, t.cashier, orderType, orderType === 'delivery' ? { customerId: null } : {});
  await addItem(t.cashier, order.id, 'Slice', 450);
  const answer = await print(t.cashier, order.id, tender);
  if (answer.error) throw new Error(answer.error.message);
  return order;
}

let t: Tenant;
let other: Tenant;

beforeAll(async () => {
  [t, other] = await Promise.all([newTenant('handover'), newTenant('handover-other')]);
});

describe('an order picked up at the counter', () => {
  it('says when and who, leaves the kitchen display, and writes one audit line however often it is tapped', async () => {
    const order = await printed(t, { method: 'card' });
    expect(await onBoard(t, order.id)).toBe(true);

    const first = await pickUp(t.cashier, order.id);
    expect(first.error).toBeNull();
    const handed = first.data!.markPickedUp;
    expect(handed.pickedUpBy).toBe('Carla');
    expect(handed.pickedUpAtLocal).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(handed.readyAt).not.toBeNull();
    expect(await onBoard(t, order.id)).toBe(false);

    const again = await pickUp(t.cashier, order.id);
    expect(again.data!.markPickedUp.pickedUpAt).toBe(handed.pickedUpAt);
    const lines = (await trail(t)).filter((l) => l.order_id === order.id);
    expect(lines.map((l) => l.summary)).toEqual([`Handed order #${order.orderNumber} to its customer`]);
  });

  it('asks for the print and the payment first, and leaves a delivery to its driver', async () => {
    const open = await newOrder(t, t.cashier, 'togo');
    await addItem(t.cashier, open.id, 'Slice', 450);
    expect((await pickUp(t.cashier, open.id)).error).toMatchObject({ code: 'CONFLICT', message: PRINT_BEFORE_HANDING });

    // Printed for the kitchen, to be paid when collected: collected by printing it with its tender.
    const unpaid = await printed(t, null);
    expect((await pickUp(t.cashier, unpaid.id)).error).toMatchObject({ code: 'CONFLICT', message: COLLECT_FIRST });
    expect((await print(t.cashier, unpaid.id, { method: 'cash' })).error).toBeNull();
    expect((await pickUp(t.cashier, unpaid.id)).data!.markPickedUp.pickedUpBy).toBe('Carla');

    const delivery = await printed(t, { method: 'cash' }, 'delivery');
    expect((await pickUp(t.cashier, delivery.id)).error).toMatchObject({
      code: 'CONFLICT',
      message: DELIVERY_GOES_WITH_A_DRIVER,
    });
  });

  it('refuses a voided order, a driver, and another restaurant’s order', async () => {
    const voided = await printed(t, { method: 'cash' });
    await voidOrder(t.manager, voided.id, 'Customer left');
    expect((await pickUp(t.cashier, voided.id)).error).toMatchObject({ code: 'CONFLICT', message: ORDER_VOIDED });

    const mine = await printed(t, { method: 'cash' });
    expect((await pickUp(t.driver, mine.id)).error?.code).toBe('FORBIDDEN');
    expect((await pickUp(other.cashier, mine.id)).error?.code).toBe('NOT_FOUND');
    expect((await pickUp(t.cashier, 'not-an-id')).error?.code).toBe('NOT_FOUND');
    expect((await trail(t)).some((l) => l.order_id === mine.id)).toBe(false);
  });
});

describe('an online pickup order picked up', () => {
  it('is collected at the counter, handed over, and its status page says "picked up"', async () => {
    const shop = await CardShop.open('handover-online', { connected: false });
    const { data: page } = await graphql<{ onlinePage: { deliveryChargeCents: number; taxPercentage: number } }>(
      'query($s: String!) { onlinePage(slug: $s) { deliveryChargeCents taxPercentage } }',
      { s: shop.slug },
    );
    const placed = await graphql<{ placeOnlineOrder: { orderId: string; statusKey: string; totalCents: number } }>(
      `
        mutation ($s: String!, $input: OnlineCheckoutInput!, $key: String) {
          placeOnlineOrder(slug: $s, input: $input, idempotencyKey: $key) {
            orderId
            statusKey
            totalCents
          }
        }
      `,
      {
        s: shop.slug,
        input: {
          orderType: 'pickup',
          fullName: 'Pat Pickup',
          phoneNumber: `217${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
          payment: 'pickup',
          lines: [{ productId: shop.menu.calzone }],
          expectedTotalCents: orderTotals({
            orderType: 'pickup',
            subtotalCents: 1300,
            deliveryRateCents: page!.onlinePage.deliveryChargeCents,
            taxPercentage: page!.onlinePage.taxPercentage,
          }).totalCents,
        },
        key: randomUUID(),
      },
      { ip: clientIp() },
    );
    if (!placed.data) throw new Error(JSON.stringify(placed.errors));
    const { orderId, statusKey } = placed.data.placeOnlineOrder;
    await must(
      'mutation($id: ID!) { acceptOnlineOrder(orderId: $id, readyInMinutes: 15) { decision } }',
      { id: orderId },
      shop.t.cashier,
    );
    // Accepted, it is in the kitchen; paid at pickup, it is collected (printed with its tender) first.
    expect((await pickUp(shop.t.cashier, orderId)).error?.message).toBe(COLLECT_FIRST);
    expect((await print(shop.t.cashier, orderId, { method: 'cash' })).error).toBeNull();
    expect((await pickUp(shop.t.cashier, orderId)).error).toBeNull();
    expect((await shop.tracking(statusKey)).data!.onlineTracking.progress).toBe('picked_up');
  });
});
