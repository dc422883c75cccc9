import { createStripeClient, localDate } from '@zest/kit';
import { api, baseUrl, graphql } from '../../../tools/test/support';
import { newTenant, type Tenant } from '../../../tools/test/tenants';
import { StripeTerminal } from '../src/payments/terminal-provider';
import {
  cancelPart,
  payOnReader,
  pressReader,
  readerBy,
  readPart,
  sendIntentEvent,
  settled,
  takeCard,
} from './card-counter';
import { tenderCents, zReport } from './counter';
import { addOpenItem, onOrdersDatabase, startOrder } from './helpers';
import { registeredTablet, type Tablet } from './tablets';

/**
 * Card payments at the counter (docs/decisions/0080-card-payments-at-the-counter.md): the tablet's reader
 * takes what the order owes, the customer chooses a tip on it, and only Stripe's signed event (the sandbox
 * reader sends the same) settles it — once, however often it is delivered.
 */
let t: Tenant;
let tablet: Tablet;
let reader: { id: string; url: string };

beforeAll(async () => {
  t = await newTenant('card-counter');
  tablet = await registeredTablet(t);
  reader = await readerBy(t, tablet);
});

async function orderOf(dollars = '20.00') {
  const order = await startOrder(t.cashier, t.restaurantId);
  await addOpenItem(t.cashier, order.id, 'Large pie', dollars);
  return order;
}

const ORDER = `query($id: ID!) { order(id: $id) { totalCents tender paidInParts printCount
  payments { status amountCents tipCents readerName } } }`;
const readOrder = async (id: string) =>
  (await graphql<{ order: Record<string, unknown> & { totalCents: number } }>(ORDER, { id }, { token: t.cashier }))
    .data!.order;

const entries = (orderId: string) =>
  onOrdersDatabase<{ kind: string; tender: string; amount_cents: number }>(
    `SELECT kind, tender, amount_cents FROM ledger_entries WHERE order_id = $1 AND kind <> 'sale' ORDER BY at, kind`,
    [orderId],
  );

const paidWithTip = (percentLabel: string) => payOnReader(t, tablet, reader, '20.00', percentLabel);

describe('a card on the counter’s reader', () => {
  it('sends what the order owes to the tablet’s reader, and the customer’s 15% tip settles with it, apart from the sale', async () => {
    const order = await orderOf('20.00');
    const taken = await takeCard(order.id, tablet, t.cashier);
    expect(taken.errors).toBeUndefined();
    const total = (await readOrder(order.id)).totalCents;
    expect(taken.data!.takeCardPayment).toMatchObject({
      status: 'waiting',
      amountCents: total,
      readerName: 'Counter',
      waitedTooLong: false,
    });
    const screen = await (await fetch(`${baseUrl()}${reader.url}`)).text();
    const tip15 = Math.round((total * 15) / 100);
    expect(screen).toContain(`$${(total / 100).toFixed(2)}`);
    expect(screen).toContain(`15% · $${(tip15 / 100).toFixed(2)} · Tap card`);
    expect(screen).toContain('No tip · Tap card');

    const part = taken.data!.takeCardPayment;
    await pressReader(reader.url, 'tap', { part: part.id, tip: String(tip15) });
    expect(await settled(part.id, t.cashier)).toMatchObject({ status: 'succeeded', tipCents: tip15, failure: null });
    expect(await readOrder(order.id)).toMatchObject({
      tender: 'card',
      paidInParts: true,
      printCount: 0,
      payments: [{ status: 'succeeded', amountCents: total, tipCents: tip15, readerName: 'Counter' }],
    });
    // Printed once paid: the paper names the card; the money is the part's, written once.
    const printed = await api('POST', `/api/order/printOrder/${order.id}`, {
      token: t.cashier,
      body: { tender: 'card', terminal: tablet.proof },
    });
    expect(printed.status).toBe(200);
    expect(await entries(order.id)).toEqual([
      { kind: 'payment', tender: 'card', amount_cents: total },
      { kind: 'tip', tender: 'card', amount_cents: tip15 },
    ]);
    // A card-paid order does not print as cash.
    const asCash = await api('POST', `/api/order/printOrder/${order.id}`, {
      token: t.cashier,
      body: { tender: 'cash', terminal: tablet.proof },
    });
    expect(asCash.status).toBe(409);
    // Nothing more to take, and no tender to correct: its money is the card's.
    expect((await takeCard(order.id, tablet, t.cashier)).errors![0]!.message).toBe('This order is paid already.');
    const corrected = await graphql(
      'mutation($id: ID!) { correctTender(id: $id, tender: { method: door }, reason: "Wrong tender tapped") { id } }',
      { id: order.id },
      { token: t.manager },
    );
    expect(corrected.errors![0]!.message).toBe(
      'This order was paid on the card reader: void it to refund the card, then take it again.',
    );
  });

  it('says a declined card so, and the order then takes cash as any other', async () => {
    const order = await orderOf('9.00');
    const part = (await takeCard(order.id, tablet, t.cashier)).data!.takeCardPayment;
    await pressReader(reader.url, 'decline', { part: part.id });
    expect(await settled(part.id, t.cashier)).toMatchObject({
      status: 'declined',
      failure: 'The card was declined.',
    });
    expect(await readOrder(order.id)).toMatchObject({ paidInParts: false, tender: null });
    const total = (await readOrder(order.id)).totalCents;
    const cash = await api('POST', `/api/order/printOrder/${order.id}`, {
      token: t.cashier,
      body: { tender: 'cash', cash_given: '20.00', terminal: tablet.proof },
    });
    expect(cash.status).toBe(200);
    expect(await entries(order.id)).toEqual([{ kind: 'payment', tender: 'cash', amount_cents: total }]);
  });

  it('refuses a tablet with no reader, and another restaurant’s payment is not found', async () => {
    const other = await newTenant('card-other');
    const otherTablet = await registeredTablet(other);
    const theirs = await startOrder(other.cashier, other.restaurantId);
    await addOpenItem(other.cashier, theirs.id, 'Soda', '2.00');
    expect((await takeCard(theirs.id, otherTablet, other.cashier)).errors![0]).toMatchObject({
      message: 'This tablet has no card reader. Choose another tender, or place a reader by this tablet on the hub.',
      extensions: { code: 'CONFLICT' },
    });
    const { part } = await paidWithTip('No tip');
    expect((await readPart(part.id, other.cashier)).errors![0]!.extensions!.code).toBe('NOT_FOUND');
    // Our tablet's proof does not lend its reader to another restaurant's order.
    expect((await takeCard(theirs.id, tablet, other.cashier)).errors![0]!.extensions!.code).toBe('CONFLICT');
  });
});

describe('a reader that never answers', () => {
  it('is said on the terminal after its time, and trying again sends the same PaymentIntent: one charge', async () => {
    const order = await orderOf('14.00');
    const first = (await takeCard(order.id, tablet, t.cashier)).data!.takeCardPayment;
    const [kept] = await onOrdersDatabase<{ payment_intent: string }>(
      'SELECT payment_intent FROM order_payments WHERE id = $1',
      [first.id],
    );
    const intent = kept!.payment_intent;
    // The reader stays silent past its time (READER_WAIT_SECONDS).
    await onOrdersDatabase(`UPDATE order_payments SET asked_at = now() - interval '10 minutes' WHERE id = $1`, [
      first.id,
    ]);
    expect((await readPart(first.id, t.cashier)).data!.cardPayment).toMatchObject({
      status: 'waiting',
      waitedTooLong: true,
    });
    const again = (await takeCard(order.id, tablet, t.cashier)).data!.takeCardPayment;
    expect(again).toMatchObject({ id: first.id, status: 'waiting', waitedTooLong: false });
    const parts = await onOrdersDatabase<{ payment_intent: string }>(
      'SELECT payment_intent FROM order_payments WHERE order_id = $1',
      [order.id],
    );
    expect(parts).toEqual([{ payment_intent: intent }]);
  });

  it('is canceled from the terminal: the part stays, canceled, and the next try is a new payment', async () => {
    const order = await orderOf('11.00');
    const first = (await takeCard(order.id, tablet, t.cashier)).data!.takeCardPayment;
    expect((await cancelPart(first.id, t.cashier)).data!.cancelCardPayment).toMatchObject({
      status: 'canceled',
      failure: 'Canceled at the counter.',
    });
    const next = (await takeCard(order.id, tablet, t.cashier)).data!.takeCardPayment;
    expect(next.id).not.toBe(first.id);
    expect(
      await onOrdersDatabase('SELECT status FROM order_payments WHERE order_id = $1 ORDER BY created_at', [order.id]),
    ).toEqual([{ status: 'canceled' }, { status: 'waiting' }]);
    // Who stopped the card, on the audit trail.
    expect(
      await onOrdersDatabase(
        `SELECT actor_name, summary FROM audit_entries WHERE order_id = $1 AND kind = 'payment.card-canceled'`,
        [order.id],
      ),
    ).toEqual([
      {
        actor_name: expect.any(String),
        summary: expect.stringMatching(/^Card payment for #\d+ canceled at the counter: \$11\.98$/),
      },
    ]);
  });
});

/** An order waiting on the reader, and its part's account and PaymentIntent as kept. */
async function waitingPart(dollars: string) {
  const order = await orderOf(dollars);
  const part = (await takeCard(order.id, tablet, t.cashier)).data!.takeCardPayment;
  const [row] = await onOrdersDatabase<{ account: string; payment_intent: string }>(
    'SELECT account, payment_intent FROM order_payments WHERE id = $1',
    [part.id],
  );
  return { order, part, row };
}

describe('Stripe’s events', () => {
  it('move nothing twice: delivered twice, or a failure after the success, the money is written once', async () => {
    const { order, part, row } = await waitingPart('16.00');
    const event = {
      id: `evt_replay_${part.id}`,
      type: 'payment_intent.succeeded' as const,
      account: row!.account,
      paymentIntent: row!.payment_intent,
      amount: part.amountCents + 300,
      tip: 300,
      metadata: { partId: part.id, restaurantId: t.restaurantId, orderId: order.id },
    };
    expect((await sendIntentEvent(event)).status).toBe(200);
    expect(await settled(part.id, t.cashier)).toMatchObject({ status: 'succeeded', tipCents: 300 });
    expect((await sendIntentEvent(event)).status).toBe(200);
    expect((await sendIntentEvent({ ...event, id: `evt_late_${part.id}` })).status).toBe(200);
    expect(
      (await sendIntentEvent({ ...event, id: `evt_fail_${part.id}`, type: 'payment_intent.payment_failed' })).status,
    ).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect(await entries(order.id)).toEqual([
      { kind: 'payment', tender: 'card', amount_cents: part.amountCents },
      { kind: 'tip', tender: 'card', amount_cents: 300 },
    ]);
    expect((await readPart(part.id, t.cashier)).data!.cardPayment.status).toBe('succeeded');
  });

  it('refuse an event that is not the part’s own (another account, another amount), and say so on the trail', async () => {
    const { order, part, row } = await waitingPart('12.00');
    const metadata = { partId: part.id, restaurantId: t.restaurantId, orderId: order.id };
    const base = { type: 'payment_intent.succeeded' as const, paymentIntent: row!.payment_intent, metadata };
    await sendIntentEvent({ ...base, account: 'acct_local_someone_else', amount: part.amountCents });
    await sendIntentEvent({ ...base, account: row!.account, amount: 1 });
    for (let i = 0; i < 100; i += 1) {
      const lines = await onOrdersDatabase(
        `SELECT 1 FROM audit_entries WHERE restaurant_id = $1 AND kind = 'payment.event-refused'`,
        [t.restaurantId],
      );
      if (lines.length >= 2) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await readPart(part.id, t.cashier)).data!.cardPayment.status).toBe('waiting');
    expect(await entries(order.id)).toEqual([]);
  });
});

describe('the day', () => {
  it('shows the card tips apart from sales on the Z report, and every card-paid order’s money is its parts’', async () => {
    const day = localDate(new Date(), 'America/New_York');
    const z = (await zReport(t, day)).z;
    const tips = await onOrdersDatabase<{ count: number; cents: number }>(
      `SELECT count(*)::int AS count, sum(tip_cents)::int AS cents FROM order_payments
       WHERE restaurant_id = $1 AND status = 'succeeded' AND tip_cents > 0`,
      [t.restaurantId],
    );
    expect(tips[0]!.count).toBeGreaterThanOrEqual(2);
    expect(z.tips).toEqual(tips[0]);
    const cardParts = await onOrdersDatabase<{ cents: number }>(
      `SELECT coalesce(sum(amount_cents), 0)::int AS cents FROM order_payments WHERE restaurant_id = $1 AND status = 'succeeded'`,
      [t.restaurantId],
    );
    expect(tenderCents(z, 'card')).toBe(cardParts[0]!.cents);
    // No fault in the books: every difference left is a ticket still being rung up, never the ledger's.
    for (const line of z.reconciliation!.differences) expect(line).not.toMatch(/the ledger took|its tender says/);
  });
});

describe('the real Stripe calls', () => {
  it('make a card_present PaymentIntent on the restaurant’s account, hand it to the reader and cancel it (stripe-mock)', async () => {
    const url = process.env.ZEST_TEST_STRIPE_MOCK_URL!;
    const terminal = new StripeTerminal(createStripeClient('sk_test_mock', url));
    const intent = await terminal.intentFor({
      partId: '7d9c3f8e-2a8b-4a59-9a5e-0b7f6f1c2d3e',
      restaurantId: t.restaurantId,
      orderId: '5b8a8c1e-6f0d-4d6c-9f5f-3b2e1a0c9d8e',
      account: 'acct_1Mock',
      amountCents: 2177,
      description: 'Order #12 at Tony’s Pizzeria',
    });
    expect(intent).toMatch(/^pi_/);
    await expect(
      terminal.send({
        account: 'acct_1Mock',
        reader: 'tmr_Mock',
        paymentIntent: intent,
        amountCents: 2177,
        tips: { offered: true, percents: [15, 18, 20] },
      }),
    ).resolves.toBeUndefined();
    expect(['canceled', 'succeeded']).toContain(
      await terminal.cancel({ account: 'acct_1Mock', reader: 'tmr_Mock', paymentIntent: intent }),
    );
  });
});
