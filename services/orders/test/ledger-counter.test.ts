import { randomUUID } from 'node:crypto';
import { buildPizzeria, menuVersion, untilOrdersHasMenu } from '../../../tools/test/menus';
import { api, graphql } from '../../../tools/test/support';
import { approval, newTenant, zoneAwayFromMidnight, type Tenant } from '../../../tools/test/tenants';
import {
  addItem,
  closeDrawer,
  correctTender,
  drawerOf,
  giveDiscount,
  listDiscount,
  moveDrawer,
  newOrder,
  openDrawer,
  print,
  removeDiscount,
  tenderCents,
  zReport,
} from './counter';
import { onOrdersDatabase } from './helpers';
import { registeredTablet, type Tablet } from './tablets';

/**
 * Money that adds up (issue 45, docs/decisions/0071-one-ledger.md): tried as a cashier who wants to
 * pocket cash would, each hole that used to work. The drawer expects what the orders as they stand now
 * took in cash; a discount takes off at most what was given; a tender changes only by a correction;
 * drawers never go below zero; an approval names its amount; and the Z report's cash is the drawers'.
 */
let t: Tenant;
let tablet: Tablet;
let drawerId: string;
let day: string;
const FLOAT = 10_000;

const auditOf = async (kind: string) =>
  (
    await api<{ entries: { kind: string; summary: string; order_id: string | null; reason: string | null }[] }>(
      'GET',
      `/api/order/audit/${t.restaurantId}?limit=200`,
      { token: t.owner.token },
    )
  ).body.entries.filter((e) => e.kind === kind);

/** An order of one item at this price, printed with this tender at the counter's tablet. */
async function sold(priceCents: number, tender: { method: string; cashGivenCents?: number } | null) {
  const o = await newOrder(t, t.cashier);
  await addItem(t.cashier, o.id, 'Item', priceCents);
  const printed = await print(t.cashier, o.id, tender, tablet);
  if (printed.error) throw new Error(printed.error.message);
  return printed.data!.printOrder.order;
}

beforeAll(async () => {
  t = await newTenant('ledger', { timeZone: zoneAwayFromMidnight() });
  tablet = await registeredTablet(t);
  const drawer = await openDrawer(t, tablet, FLOAT);
  drawerId = drawer.id;
  day = drawer.day;
});

describe('the drawer follows a cash order as it stands now', () => {
  it('takes in what an order grew by after its cash print, and the change is what the reprint gave', async () => {
    const before = (await drawerOf(t, drawerId)).expectedCents;
    const soda = await sold(200, { method: 'cash', cashGivenCents: 500 });
    const grown = (await addItem(t.cashier, soda.id, 'Large pizza', 2000)).data!.addOpenItem.order;
    expect(grown.totalCents).toBeGreaterThan(soda.totalCents);
    const again = await print(t.cashier, soda.id, { method: 'cash', cashGivenCents: 3000 }, tablet);
    expect(again.error).toBeNull();
    const drawer = await drawerOf(t, drawerId);
    // Used to stay at the first print's $2.20: the cashier kept the difference.
    expect(drawer.expectedCents - before).toBe(grown.totalCents);
    expect(drawer.cashChangesCents).toBe(grown.totalCents - soda.totalCents);
    expect(drawer.moves).toContainEqual(
      expect.objectContaining({ kind: 'adjustment', orderNumber: soda.orderNumber, what: 'total raised' }),
    );
  });

  it('takes in a discount taken off after the cash print', async () => {
    const coupon = await listDiscount(t, {
      name: `Coupon ${randomUUID().slice(0, 6)}`,
      kind: 'amount',
      amountCents: 500,
    });
    const o = await newOrder(t, t.cashier);
    await addItem(t.cashier, o.id, 'Calzone', 1500);
    const given = await giveDiscount(t.cashier, { orderId: o.id, discountId: coupon, reason: 'SAVE5' });
    const before = (await drawerOf(t, drawerId)).expectedCents;
    const printed = (await print(t.cashier, o.id, { method: 'cash' }, tablet)).data!.printOrder.order;
    const removed = (await removeDiscount(t.cashier, given.data!.giveDiscount.discountId)).data!.removeDiscount;
    expect(removed.totalCents).toBeGreaterThan(printed.totalCents);
    expect((await drawerOf(t, drawerId)).expectedCents - before).toBe(removed.totalCents);
  });
});

describe('a cash order whose drawer was counted', () => {
  it('moves the drawer open at its tablet now, even for a change that names no tablet', async () => {
    const own = await registeredTablet(t);
    const first = await openDrawer(t, own, 0);
    const coupon = await listDiscount(t, {
      name: `Two off ${randomUUID().slice(0, 6)}`,
      kind: 'amount',
      amountCents: 200,
    });
    const o = await newOrder(t, t.cashier);
    await addItem(t.cashier, o.id, 'Calzone', 1500);
    const printed = (await print(t.cashier, o.id, { method: 'cash' }, own)).data!.printOrder.order;
    expect((await drawerOf(t, first.id)).expectedCents).toBe(printed.totalCents);
    expect((await closeDrawer(t.cashier, own, first.id, printed.totalCents)).error).toBeNull();
    // No drawer open: $2.00 given back is cash on no drawer.
    const given = await giveDiscount(t.cashier, { orderId: o.id, discountId: coupon, reason: 'late' });
    const lowered = given.data!.giveDiscount.order;
    const next = await openDrawer(t, own, 5_000);
    // Taken off again from the terminal (which names no tablet): the cash comes back into the drawer now open.
    const raised = (await removeDiscount(t.cashier, given.data!.giveDiscount.discountId)).data!.removeDiscount;
    expect((await drawerOf(t, next.id)).expectedCents).toBe(5_000 + raised.totalCents - lowered.totalCents);
  });
});

describe('a discount takes off at most what was given', () => {
  it('keeps a typed 100 % on a soda at the soda when pizzas follow, in the order, the trail and the Z report', async () => {
    const choice = await listDiscount(t, {
      name: `Manager's choice ${randomUUID().slice(0, 6)}`,
      kind: 'percent',
      typedAtCounter: true,
    });
    const o = await newOrder(t, t.cashier);
    await addItem(t.cashier, o.id, 'Soda', 200);
    const given = await giveDiscount(t.cashier, { orderId: o.id, discountId: choice, percent: 100, reason: 'regular' });
    expect(given.error).toBeNull();
    expect(given.data!.giveDiscount.order.discountCents).toBe(200);
    let order = given.data!.giveDiscount.order;
    for (let i = 0; i < 10; i += 1) order = (await addItem(t.cashier, o.id, 'Pizza', 2000)).data!.addOpenItem.order;
    // Used to be 201 with $202.00 taken off and $0.00 to pay.
    expect(order.discountCents).toBe(200);
    expect(order.subtotalCents).toBe(20_000);
    expect(order.discounts[0]).toMatchObject({ takenCents: 200, capCents: 200 });
    const printed = (await print(t.cashier, o.id, { method: 'card' }, tablet)).data!.printOrder.order;
    expect(printed.totalCents).toBeGreaterThan(20_000);
    const line = (await auditOf('order.discount')).find((l) => l.order_id === o.id)!;
    expect(line.summary).toContain('−$2.00');
  });
});

describe('a tender changes only by a correction', () => {
  it('refuses a reprint with another tender, and corrects it with a reason, the manager approving the cash out', async () => {
    const o = await sold(1000, { method: 'cash' });
    const before = await drawerOf(t, drawerId);
    const switched = await print(t.cashier, o.id, { method: 'card' }, tablet);
    expect(switched.error).toMatchObject({
      code: 'CONFLICT',
      message: 'This order was paid by cash: to change how it was paid, correct the tender with a reason.',
    });
    // Taking cash out of a drawer is the manager's.
    const alone = await correctTender(t.cashier, o.id, { method: 'card' }, 'Paid by card after all', tablet);
    expect(alone.error).toMatchObject({ code: 'FORBIDDEN', reason: 'PIN_REQUIRED' });
    expect((await correctTender(t.cashier, o.id, { method: 'card' }, '', tablet)).error).toMatchObject({
      message: 'A tender correction needs a reason.',
    });
    const manager = await approval(t, t.cashier, {
      action: 'order.tender',
      order_id: o.id,
      amount: (o.totalCents / 100).toFixed(2),
    });
    const corrected = await correctTender(manager, o.id, { method: 'card' }, 'Paid by card after all', tablet);
    expect(corrected.error).toBeNull();
    expect(corrected.data!.correctTender.tender).toBe('card');
    const after = await drawerOf(t, drawerId);
    expect(before.expectedCents - after.expectedCents).toBe(o.totalCents);
    expect(after.correctionsCents - before.correctionsCents).toBe(-o.totalCents);
    const z = (await zReport(t, day)).z;
    expect(z.corrections).toContainEqual(
      expect.objectContaining({
        orderNumber: o.orderNumber,
        fromTender: 'cash',
        toTender: 'card',
        cents: o.totalCents,
      }),
    );
    const trail = (await auditOf('order.tender-correction')).find((l) => l.order_id === o.id)!;
    expect(trail).toMatchObject({ reason: 'Paid by card after all' });
    // To cash needs no manager: cash goes in.
    const back = await correctTender(t.cashier, o.id, { method: 'cash', cashGivenCents: 2000 }, 'It was cash', tablet);
    expect(back.error).toBeNull();
    expect((await drawerOf(t, drawerId)).expectedCents).toBe(before.expectedCents);
  });
});

describe('drops and paid-outs have a ceiling', () => {
  it('adds paid-outs up against the limit, and never takes out more than the drawer should hold', async () => {
    const own = await registeredTablet(t);
    const drawer = await openDrawer(t, own, 10_000);
    expect((await moveDrawer(t.cashier, own, drawer.id, 'paid_out', 1999)).error).toBeNull();
    // $19.99 and $19.99 are $39.98 together: past the $20.00 limit (used to pass, each under it).
    expect((await moveDrawer(t.cashier, own, drawer.id, 'paid_out', 1999)).error).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'PIN_REQUIRED',
    });
    // A drop of $500 from a drawer holding about $80: refused even to a manager, and on the trail.
    for (const token of [t.cashier, t.manager])
      expect((await moveDrawer(token, own, drawer.id, 'drop', 50_000, 'to the safe')).error).toMatchObject({
        code: 'CONFLICT',
        message:
          'This drawer should not hold that much cash: a paid-out or a drop takes out at most what went in. The attempt is on the audit trail.',
      });
    expect((await auditOf('drawer.refused')).length).toBeGreaterThanOrEqual(2);
    expect((await drawerOf(t, drawer.id)).expectedCents).toBe(10_000 - 1999);
    // Drops add up against their own limit ($500.00): past it, the manager.
    const big = await registeredTablet(t);
    const full = await openDrawer(t, big, 100_000);
    expect((await moveDrawer(t.cashier, big, full.id, 'drop', 40_000)).error).toBeNull();
    expect((await moveDrawer(t.cashier, big, full.id, 'drop', 20_000)).error).toMatchObject({ reason: 'PIN_REQUIRED' });
    const drop = await approval(t, t.cashier, { action: 'drawer.drop', drawer_id: full.id, amount: '200.00' });
    expect((await moveDrawer(drop, big, full.id, 'drop', 20_000)).error).toBeNull();
    const z = (await zReport(t, day)).z;
    expect(z.drops.cents).toBeGreaterThanOrEqual(60_000);
  });
});

describe('an approval names its amount', () => {
  it('gives a discount up to what was approved, and no more', async () => {
    const choice = await listDiscount(t, {
      name: `Choice ${randomUUID().slice(0, 6)}`,
      kind: 'percent',
      typedAtCounter: true,
    });
    const o = await newOrder(t, t.cashier);
    await addItem(t.cashier, o.id, 'Catering tray', 11_000);
    const five = await approval(t, t.cashier, { action: 'order.discount', order_id: o.id, amount: '5.00' });
    // Used to take 100 % off a $110 order with an approval "for a discount on this order".
    const all = await giveDiscount(five, { orderId: o.id, discountId: choice, percent: 100, reason: 'regular' });
    expect(all.error).toMatchObject({
      reason: 'PIN_REQUIRED',
      message: 'This approval was for a discount of $5.00 on one order: enter the security PIN again for $110.00.',
    });
  });
});

describe('sold out', () => {
  it('is refused on an order that only claims to be an offline paper', async () => {
    const menu = await buildPizzeria(t);
    const marked = await graphql(
      'mutation($input: MarkSoldOutInput!) { markSoldOut(input: $input) { success } }',
      { input: { restaurantId: t.restaurantId, itemId: menu.knots } },
      { token: t.cashier },
    );
    expect(marked.errors).toBeUndefined();
    await untilOrdersHasMenu(t.restaurantId, (await menuVersion(t.restaurantId))!);
    // No tablet, no checked paper: just a number typed into the request.
    const o = await newOrder(t, t.cashier, 'togo', { offlineNumber: 'ZZ-07' });
    const line = await graphql(
      'mutation($input: OrderLineInput!) { addOrderLine(input: $input) { line { id } } }',
      { input: { orderId: o.id, sideId: menu.knots, quantity: 5 } },
      { token: t.cashier },
    );
    expect(line.errors?.[0]).toMatchObject({ extensions: { reason: 'SOLD_OUT' } });
  });
});

describe('the Z report and the drawers agree', () => {
  it("counts the cash taken as the drawers' cash and the cash on no drawer, and says what differs", async () => {
    const noDrawer = await newOrder(t, t.cashier);
    await addItem(t.cashier, noDrawer.id, 'Walk-in', 700);
    // Printed from no registered tablet: cash no drawer will count.
    expect((await print(t.cashier, noDrawer.id, { method: 'cash' })).error).toBeNull();
    const { z } = await zReport(t, day);
    const drawerCash = z.drawers.reduce(
      (s, d) => s + d.cashSalesCents + d.cashChangesCents - d.refundsCents + d.correctionsCents,
      0,
    );
    expect(tenderCents(z, 'cash')).toBe(drawerCash + z.cashOnNoDrawer.cents);
    expect(z.cashOnNoDrawer.cents).toBeGreaterThanOrEqual(noDrawer.totalCents + 0);
    expect(z.reconciliation!.reconciled).toBe(false);
    expect(z.reconciliation!.differences.join('\n')).toMatch(/Cash taken on no drawer: \$/);
    // The ledger is append-only: the books cannot be made to agree by hand.
    await expect(
      onOrdersDatabase('UPDATE ledger_entries SET amount_cents = 0 WHERE restaurant_id = $1', [t.restaurantId]),
    ).rejects.toThrow('append-only');
  });
});
