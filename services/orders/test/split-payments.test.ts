import { localDate } from '@zest/kit';
import { randomUUID } from 'node:crypto';
import { newTenant, type Tenant } from '../../../tools/test/tenants';
import { pressReader, readerBy, settled, type Part } from './card-counter';
import {
  addItem,
  ask,
  drawerOf,
  must,
  newOrder,
  openDrawer,
  print,
  tenderCents,
  voidOrder,
  zReport,
  type CounterOrder,
  type Z,
} from './counter';
import { onOrdersDatabase } from './helpers';
import { registeredTablet, type Tablet } from './tablets';

/**
 * Split payments at the counter (docs/decisions/0084-split-payments.md): an order paid by several parts — cash
 * into the tablet's drawer, a card taken outside Zest POS, a card on the reader — by an amount, evenly by N or
 * by items, each worked out on the server; the order is paid when its parts cover it, and the books agree.
 */
let t: Tenant;
let tablet: Tablet;
let drawerId: string;
let reader: { id: string; url: string } | null = null;
/** The tablet's sandbox reader, placed once (one reader by a tablet). */
const theReader = async () => (reader ??= await readerBy(t, tablet));

beforeAll(async () => {
  t = await newTenant('split-payments');
  tablet = await registeredTablet(t);
  drawerId = (await openDrawer(t, tablet, 10_000)).id;
});

const PART = 'id kind status amountCents lineIds cashGivenCents';
interface PaidPart {
  part: Part & { kind: string; lineIds: string[]; cashGivenCents: number | null };
  order: { dueCents: number; paidInParts: boolean; tender: string | null };
}

const payPart = (orderId: string, input: Record<string, unknown>, key = randomUUID()) =>
  ask<{ payOrderPart: PaidPart }>(
    `mutation($o: ID!, $i: OrderPartInput!, $k: String!, $t: String) {
      payOrderPart(orderId: $o, input: $i, idempotencyKey: $k, terminal: $t) {
        part { ${PART} } order { dueCents paidInParts tender } } }`,
    { o: orderId, i: input, k: key, t: tablet.proof },
    t.cashier,
  );

const paid = async (orderId: string, input: Record<string, unknown>) => {
  const said = await payPart(orderId, input);
  if (said.error) throw new Error(`${said.error.code}: ${said.error.message}`);
  return said.data!.payOrderPart;
};

async function orderOf(prices: number[], type = 'togo'): Promise<CounterOrder> {
  let order = await newOrder(t, t.cashier, type);
  for (const [i, cents] of prices.entries())
    order = (await addItem(t.cashier, order.id, `Item ${i + 1}`, cents)).data!.addOpenItem.order;
  return order;
}

const dueOf = async (id: string) =>
  (await must<{ order: { dueCents: number } }>('query($id: ID!) { order(id: $id) { dueCents } }', { id }, t.cashier))
    .order.dueCents;

/** The books' differences, but the drawer this suite keeps open all along. */
const orderDifferences = (z: Z) => (z.reconciliation?.differences ?? []).filter((d) => !d.startsWith('Drawer '));

const tenders = (orderId: string) =>
  onOrdersDatabase<{ kind: string; tender: string; amount_cents: number; drawer_id: string | null }>(
    `SELECT kind, tender, amount_cents, drawer_id FROM ledger_entries WHERE order_id = $1 AND tender IS NOT NULL ORDER BY at, id`,
    [orderId],
  );

describe('split payments at the counter', () => {
  it('takes part in cash into the drawer and the rest by card; the order is paid when the parts cover it, and the books agree', async () => {
    const order = await orderOf([1500, 1000]);
    const before = await drawerOf(t, drawerId);
    const cash = await paid(order.id, { method: 'cash', split: { amountCents: 1000 }, cashGivenCents: 2000 });
    expect(cash.part).toMatchObject({ kind: 'cash', status: 'succeeded', amountCents: 1000, cashGivenCents: 2000 });
    expect(cash.order).toMatchObject({ paidInParts: true, dueCents: order.totalCents - 1000 });
    const card = await paid(order.id, { method: 'card' });
    expect(card.part).toMatchObject({ kind: 'card', amountCents: order.totalCents - 1000 });
    expect(card.order.dueCents).toBe(0);
    // Paid: a third part is refused, and the order prints with no tender of its own.
    expect((await payPart(order.id, { method: 'cash' })).error).toMatchObject({
      code: 'CONFLICT',
      message: 'This order is paid already.',
    });
    expect((await print(t.cashier, order.id, null, tablet)).error).toBeNull();
    const after = await drawerOf(t, drawerId);
    expect(after.cashSalesCents - before.cashSalesCents).toBe(1000);
    expect(await tenders(order.id)).toEqual([
      { kind: 'payment', tender: 'cash', amount_cents: 1000, drawer_id: drawerId },
      { kind: 'payment', tender: 'card', amount_cents: order.totalCents - 1000, drawer_id: null },
    ]);
    const { z } = await zReport(t, localDate(new Date(), 'America/New_York'));
    expect(orderDifferences(z)).toEqual([]);
    expect(tenderCents(z, 'card')).toBeGreaterThanOrEqual(order.totalCents - 1000);
  });

  it('splits evenly by N, the last share taking the odd cents, so the parts add up to the total', async () => {
    const order = await orderOf([1001]);
    const shares: number[] = [];
    for (let i = 0; i < 3; i += 1)
      shares.push((await paid(order.id, { method: 'card', split: { evenlyBy: 3 } })).part.amountCents);
    expect(shares.reduce((s, c) => s + c, 0)).toBe(order.totalCents);
    expect(shares[0]).toBe(Math.ceil(order.totalCents / 3));
    expect(await dueOf(order.id)).toBe(0);
    expect((await print(t.cashier, order.id, null, tablet)).error).toBeNull();
  });

  it('splits by items: each guest pays for their items’ share, an item is paid once, and the last items pay what is left', async () => {
    const order = await orderOf([1200, 800, 500]);
    const [pie, wings, soda] = order.lines;
    const first = await paid(order.id, { method: 'cash', split: { lineIds: [pie!.id] }, cashGivenCents: 5000 });
    expect(first.part.lineIds).toEqual([pie!.id]);
    expect(first.part.amountCents).toBe(Math.round((order.totalCents * 1200) / 2500));
    expect((await payPart(order.id, { method: 'card', split: { lineIds: [pie!.id, soda!.id] } })).error).toMatchObject({
      code: 'CONFLICT',
      message: 'An item chosen is already paid for in another part. Choose the items again.',
    });
    const rest = await paid(order.id, { method: 'card', split: { lineIds: [wings!.id, soda!.id] } });
    expect(first.part.amountCents + rest.part.amountCents).toBe(order.totalCents);
    expect(rest.order.dueCents).toBe(0);
    expect((await print(t.cashier, order.id, null, tablet)).error).toBeNull();
  });

  it('takes a part on the tablet’s reader for the amount asked, and cash for the rest', async () => {
    const reader = await theReader();
    const order = await orderOf([3000]);
    const taken = await must<{ takeCardPayment: Part }>(
      `mutation($o: ID!, $t: String!, $s: SplitInput) { takeCardPayment(orderId: $o, terminal: $t, split: $s) { id amountCents status } }`,
      { o: order.id, t: tablet.proof, s: { evenlyBy: 2 } },
      t.cashier,
    );
    expect(taken.takeCardPayment.amountCents).toBe(Math.ceil(order.totalCents / 2));
    expect((await pressReader(reader.url, 'tap', { part: taken.takeCardPayment.id, tip: '0' })).status).toBe(303);
    expect((await settled(taken.takeCardPayment.id, t.cashier)).status).toBe('succeeded');
    const rest = await paid(order.id, { method: 'cash' });
    expect(rest.part.amountCents).toBe(order.totalCents - taken.takeCardPayment.amountCents);
    expect(rest.order).toMatchObject({ dueCents: 0, tender: 'card' });
    expect((await print(t.cashier, order.id, null, tablet)).error).toBeNull();
  });

  it('takes the same tap once: a part sent again with its key is the same part, with one ledger entry', async () => {
    const order = await orderOf([900]);
    const key = randomUUID();
    const once = await payPart(order.id, { method: 'cash', split: { amountCents: 400 } }, key);
    const again = await payPart(order.id, { method: 'cash', split: { amountCents: 400 } }, key);
    expect(again.data!.payOrderPart.part.id).toBe(once.data!.payOrderPart.part.id);
    expect((await tenders(order.id)).filter((e) => e.kind === 'payment')).toHaveLength(1);
    expect(await dueOf(order.id)).toBe(order.totalCents - 400);
    // A print naming a tender would take no money while part is owed: refused, the rest is another part.
    expect((await print(t.cashier, order.id, { method: 'cash' }, tablet)).error).toMatchObject({
      code: 'CONFLICT',
      message: `This order is paid in parts and $${((order.totalCents - 400) / 100).toFixed(2)} is still owed: take the rest as another part first.`,
    });
    await paid(order.id, { method: 'card' });
    expect((await print(t.cashier, order.id, null, tablet)).error).toBeNull();
  });

  it('gives the cash parts back from the drawer at a void, says how much, and the day still balances', async () => {
    const order = await orderOf([2000]);
    await paid(order.id, { method: 'cash', split: { amountCents: 1200 } });
    // A print naming a tender would take no money while part is owed: refused, the rest is another part.
    expect((await print(t.cashier, order.id, { method: 'cash' }, tablet)).error).toMatchObject({
      code: 'CONFLICT',
      message: `This order is paid in parts and $${((order.totalCents - 1200) / 100).toFixed(2)} is still owed: take the rest as another part first.`,
    });
    await paid(order.id, { method: 'card' });
    expect((await print(t.cashier, order.id, null, tablet)).error).toBeNull();
    const before = await drawerOf(t, drawerId);
    const voided = await voidOrder(t.cashier, order.id, 'Customer left', tablet);
    expect(voided.data!.deleteOrder.message).toBe('Order voided. Give back $12.00 in cash.');
    const after = await drawerOf(t, drawerId);
    expect(after.expectedCents - before.expectedCents).toBe(-1200);
    const refunds = (await tenders(order.id)).filter((e) => e.kind === 'refund');
    expect(refunds.map((e) => [e.tender, e.amount_cents]).sort()).toEqual([
      ['card', -(order.totalCents - 1200)],
      ['cash', -1200],
    ]);
    const { z } = await zReport(t, localDate(new Date(), 'America/New_York'));
    expect(orderDifferences(z)).toEqual([]);
  });

  it('refuses what a person can correct, in words: too much, a bad share, short cash, two ways at once', async () => {
    const order = await orderOf([1000]);
    expect(
      (await payPart(order.id, { method: 'cash', split: { amountCents: order.totalCents + 1 } })).error,
    ).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: `A part is from $0.01 to $${(order.totalCents / 100).toFixed(2)}, what the order still owes.`,
    });
    expect((await payPart(order.id, { method: 'card', split: { evenlyBy: 1 } })).error?.message).toBe(
      'Split evenly between 2 and 20 guests.',
    );
    expect(
      (await payPart(order.id, { method: 'cash', split: { amountCents: 500 }, cashGivenCents: 400 })).error?.message,
    ).toBe('The cash given is less than this part.');
    const other = await orderOf([1000], 'pickup');
    expect((await payPart(other.id, { method: 'cash', split: { amountCents: 100, evenlyBy: 2 } })).error?.message).toBe(
      'Give the part one way: an amount, an even share, or the items it pays for.',
    );
    expect(await dueOf(order.id)).toBe(order.totalCents);
  });
});

describe('a part given back alone', () => {
  const GIVE_BACK = `mutation($o: ID!, $p: ID!, $a: Int!, $r: String!, $k: String, $t: String) {
    giveBackPart(orderId: $o, partId: $p, amountCents: $a, reason: $r, idempotencyKey: $k, terminal: $t) {
      dueCents payments { id kind status refundStatus refundedCents } } }`;
  interface GivenBack {
    giveBackPart: {
      dueCents: number;
      payments: { id: string; kind: string; status: string; refundStatus: string | null; refundedCents: number }[];
    };
  }
  const giveBack = (orderId: string, partId: string, amountCents: number, token = t.manager, key = randomUUID()) =>
    ask<GivenBack>(
      GIVE_BACK,
      { o: orderId, p: partId, a: amountCents, r: 'Pie came cold', k: key, t: tablet.proof },
      token,
    );

  it('gives some of a cash part back from the drawer, once per tap, and a void later gives back only the rest', async () => {
    const order = await orderOf([2000]);
    const cash = await paid(order.id, { method: 'cash', split: { amountCents: 1200 } });
    await paid(order.id, { method: 'card' });
    expect((await print(t.cashier, order.id, null, tablet)).error).toBeNull();
    const before = await drawerOf(t, drawerId);
    const key = randomUUID();
    const given = await giveBack(order.id, cash.part.id, 300, t.manager, key);
    expect(given.error).toBeNull();
    expect(given.data!.giveBackPart.dueCents).toBe(300);
    expect(given.data!.giveBackPart.payments[0]).toMatchObject({ refundStatus: 'succeeded', refundedCents: 300 });
    // The same tap again gives nothing more.
    expect((await giveBack(order.id, cash.part.id, 300, t.manager, key)).data!.giveBackPart.dueCents).toBe(300);
    expect((await drawerOf(t, drawerId)).expectedCents - before.expectedCents).toBe(-300);
    // Taken again, in cash: the order is paid, and the books agree.
    await paid(order.id, { method: 'cash', split: { amountCents: 300 } });
    const voided = await voidOrder(t.cashier, order.id, 'Customer left', tablet);
    expect(voided.data!.deleteOrder.message).toBe('Order voided. Give back $12.00 in cash.');
    expect((await drawerOf(t, drawerId)).expectedCents).toBe(before.expectedCents - 1200);
    const { z } = await zReport(t, localDate(new Date(), 'America/New_York'));
    expect(orderDifferences(z)).toEqual([]);
  });

  it('asks a cashier for the security PIN, and refuses more than is left or a part not paid', async () => {
    const order = await orderOf([1000]);
    const cash = await paid(order.id, { method: 'cash', split: { amountCents: 500 } });
    expect((await giveBack(order.id, cash.part.id, 100, t.cashier)).error).toMatchObject({ reason: 'PIN_REQUIRED' });
    expect((await giveBack(order.id, cash.part.id, 501)).error).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Give back from $0.01 to $5.00, what is left of this part.',
    });
    expect((await giveBack(order.id, order.id, 100)).error?.message).toBe('That payment is not one of this order’s.');
    expect(await dueOf(order.id)).toBe(order.totalCents - 500);
  });

  it('gives a reader’s part back through Stripe, its tip with it, and the order owes it again', async () => {
    const reader = await theReader();
    const order = await orderOf([1500]);
    const taken = await must<{ takeCardPayment: Part }>(
      `mutation($o: ID!, $t: String!) { takeCardPayment(orderId: $o, terminal: $t) { id amountCents } }`,
      { o: order.id, t: tablet.proof },
      t.cashier,
    );
    const part = taken.takeCardPayment;
    await pressReader(reader.url, 'tap', { part: part.id, tip: '200' });
    expect((await settled(part.id, t.cashier)).status).toBe('succeeded');
    expect((await giveBack(order.id, part.id, part.amountCents)).error).toBeNull();
    let refunded: { refundStatus: string | null } | undefined;
    for (let i = 0; i < 200 && refunded?.refundStatus !== 'succeeded'; i += 1) {
      const read = await must<{ order: { payments: { refundStatus: string | null }[] } }>(
        'query($id: ID!) { order(id: $id) { payments { refundStatus } } }',
        { id: order.id },
        t.cashier,
      );
      refunded = read.order.payments[0];
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(refunded?.refundStatus).toBe('succeeded');
    expect(await dueOf(order.id)).toBe(order.totalCents);
    const entries = await onOrdersDatabase<{ kind: string; amount_cents: number }>(
      `SELECT kind, amount_cents FROM ledger_entries WHERE order_id = $1 AND kind IN ('refund', 'tip_refund') ORDER BY kind`,
      [order.id],
    );
    expect(entries).toEqual([
      { kind: 'refund', amount_cents: -part.amountCents },
      { kind: 'tip_refund', amount_cents: -200 },
    ]);
  });
});
