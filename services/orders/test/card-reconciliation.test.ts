import { queueOptions } from '@zest/kit';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { api, graphql } from '../../../tools/test/support';
import { books } from '../../../tools/books/books';
import { pressReader, readerBy, settled, takeCard } from './card-counter';
import { CardShop, press, until } from './card-shop';
import { addOpenItem, onOrdersDatabase, startOrder } from './helpers';
import { registeredTablet, type Tablet } from './tablets';

/**
 * The day's card money reconciled with Stripe (docs/decisions/0082-card-payments-reconciled-with-stripe.md): on the
 * test stack Stripe is the sandbox, whose own record of what it took the books never write. A day whose reader
 * payment (with a tip) and online card payment are Stripe's matches; a charge planted straight into the sandbox's
 * record is a difference on the Z report and in `npm run books`; a card typed with no reader is listed apart.
 */
let shop: CardShop;
let tablet: Tablet;
let bare: Tablet;
let reader: { id: string; url: string };

const CHECK = 'matched checkedAt checkedBy stripeCents posCents differences outside';

const checkNow = (day: string, token = shop.t.owner.token) =>
  graphql<{ checkCardPayments: Record<string, unknown> & { differences: string[]; outside: string[] } }>(
    `mutation($r: ID!, $d: String!) { checkCardPayments(restaurantId: $r, day: $d) { ${CHECK} } }`,
    { r: shop.t.restaurantId, d: day },
    { token },
  );

const zOf = async (day: string) =>
  (
    await graphql<{ zReport: { cardReconciliation: Record<string, unknown> | null } }>(
      `query($r: ID!, $d: String!) { zReport(restaurantId: $r, day: $d) { cardReconciliation { ${CHECK} } } }`,
      { r: shop.t.restaurantId, d: day },
      { token: shop.t.manager },
    )
  ).data!.zReport.cardReconciliation;

async function booksOf(day: string) {
  const lines: string[] = [];
  const agreed = await books(
    [shop.t.restaurantId, day],
    { ...process.env, DATABASE_URL: process.env.ZEST_TEST_DATABASE_URL_SERVER },
    (line) => lines.push(line),
  );
  return { agreed, lines };
}

/** A housekeeping job run now on the test stack, as its schedule runs it. */
async function runJob(name: string) {
  const redis = new Redis(process.env.ZEST_TEST_REDIS_URL_SERVER!, { maxRetriesPerRequest: null });
  const queue = new Queue('orders-housekeeping', queueOptions('orders-housekeeping', redis));
  try {
    const job = await queue.add(name, {});
    for (let i = 0; i < 600 && !(await job.isCompleted()); i++) await new Promise((r) => setTimeout(r, 50));
    expect(await job.isCompleted()).toBe(true);
  } finally {
    await queue.close();
    redis.disconnect();
  }
}

beforeAll(async () => {
  shop = await CardShop.open('card-check', { connected: true });
  tablet = await registeredTablet(shop.t);
  bare = await registeredTablet(shop.t);
  reader = await readerBy(shop.t, tablet);
});

let day: string;
let total: number;

describe('the day’s card money against Stripe’s', () => {
  it('matches a day of a reader payment with its tip and an online card payment; a card typed with no reader is listed apart', async () => {
    const t = shop.t;
    // The counter: a card on the reader, with a 15% tip.
    const order = await startOrder(t.cashier, t.restaurantId);
    await addOpenItem(t.cashier, order.id, 'Large pie', '18.00');
    const part = (await takeCard(order.id, tablet, t.cashier)).data!.takeCardPayment;
    const tip = Math.round((part.amountCents * 15) / 100);
    expect((await pressReader(reader.url, 'tap', { part: part.id, tip: String(tip) })).status).toBe(303);
    expect(await settled(part.id, t.cashier)).toMatchObject({ status: 'succeeded', tipCents: tip });
    // The ordering page: a card payment.
    const placed = (await shop.cardCheckout()).answer.data!.placeOnlineOrder;
    expect((await press(placed.paymentUrl!, 'pay')).status).toBe(303);
    await until(
      () => shop.tracking(placed.statusKey),
      (r) => r.data?.onlineTracking.progress === 'received',
    );
    // A tablet with no reader: the card word, taken on a machine Zest POS does not drive.
    const typed = await startOrder(t.cashier, t.restaurantId);
    await addOpenItem(t.cashier, typed.id, 'Soda', '3.00');
    const printed = await api<{ order_number?: number }>('POST', `/api/order/printOrder/${typed.id}`, {
      token: t.cashier,
      body: { tender: 'card', terminal: bare.proof },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(printed.status).toBe(200);
    const [{ day: d, number, typed: typedCents }] = await onOrdersDatabase<{
      day: string;
      number: number;
      typed: number;
    }>(
      `SELECT day::text AS day, (SELECT order_number FROM orders WHERE id = $2) AS number,
              (SELECT total_cents FROM orders WHERE id = $2) AS typed
       FROM ledger_entries WHERE order_id = $1 AND kind = 'tip'`,
      [order.id, typed.id],
    ).then((rows) => rows as [{ day: string; number: number; typed: number }]);
    day = d;
    total = part.amountCents + tip + placed.totalCents;

    // Nothing checked yet: the Z report says none.
    expect(await zOf(day)).toBeNull();
    const checked = await checkNow(day);
    expect(checked.errors).toBeUndefined();
    expect(checked.data!.checkCardPayments).toMatchObject({
      matched: true,
      stripeCents: total,
      posCents: total,
      differences: [],
      outside: [`Order #${number}: $${(typedCents / 100).toFixed(2)} by card taken outside Zest POS`],
    });
    expect(await zOf(day)).toMatchObject({ matched: true, stripeCents: total, differences: [] });
    const { lines } = await booksOf(day);
    expect(lines.some((l) => l.includes('card payments vs Stripe: they match'))).toBe(true);
    expect(lines.some((l) => l.includes('by card taken outside Zest POS'))).toBe(true);
  });

  it('shows a charge Stripe took that no order has, on the Z report and in npm run books, for the owner', async () => {
    const t = shop.t;
    const [{ account }] = (await onOrdersDatabase<{ account: string }>(
      'SELECT account FROM stripe_accounts WHERE restaurant_id = $1',
      [t.restaurantId],
    )) as [{ account: string }];
    const planted = `pi_local_planted${randomUUID().slice(0, 8)}`;
    // Straight into the sandbox's own record, as a charge made on Stripe's dashboard would be: the books never hear of it.
    await onOrdersDatabase(
      `INSERT INTO sandbox_charges (restaurant_id, id, kind, account, payment_intent, amount_cents, tip_cents, created_at)
       VALUES ($1, $2, 'charge', $3, $4, 2178, 0, (SELECT min(created_at) FROM sandbox_charges WHERE restaurant_id = $1))`,
      [t.restaurantId, `ch_local_${randomUUID().slice(0, 8)}`, account, planted],
    );
    // A cashier may not ask; the owner (or a manager) may.
    expect((await checkNow(day, t.cashier)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const checked = await checkNow(day, t.manager);
    expect(checked.data!.checkCardPayments).toMatchObject({
      matched: false,
      stripeCents: total + 2178,
      posCents: total,
      differences: [`Stripe took $21.78 (${planted}) that no order has`],
    });
    expect(await zOf(day)).toMatchObject({
      matched: false,
      differences: [`Stripe took $21.78 (${planted}) that no order has`],
    });
    // For the owner to look at, not a fault of the books: listed, and the books' answer does not change for it.
    const lines = (await booksOf(day)).lines.map((l) => l.trim());
    expect(lines).toContain(`to look at: card payments vs Stripe: Stripe took $21.78 (${planted}) that no order has`);
    expect(lines.some((l) => l.includes('card payments vs Stripe: 1 difference, Stripe'))).toBe(true);
    expect(lines.filter((l) => l.startsWith('- ') && l.includes(planted))).toEqual([]);
  });

  it('matches a refund to the card with the refund the sandbox gave: only the planted charge still differs', async () => {
    const placed = (await shop.cardCheckout()).answer.data!.placeOnlineOrder;
    await press(placed.paymentUrl!, 'pay');
    await until(
      () => shop.tracking(placed.statusKey),
      (r) => r.data?.onlineTracking.progress === 'received',
    );
    const rejected = await graphql(
      'mutation($id: ID!) { rejectOnlineOrder(orderId: $id, reason: "The oven is down.") { decision } }',
      { id: placed.orderId },
      { token: shop.t.cashier },
    );
    expect(rejected.errors).toBeUndefined();
    await until(
      () => shop.tracking(placed.statusKey),
      (r) => r.data?.onlineTracking.paymentStatus === 'refunded',
    );
    const refunds = await onOrdersDatabase<{ amount_cents: number }>(
      `SELECT amount_cents FROM sandbox_charges WHERE restaurant_id = $1 AND kind = 'refund'`,
      [shop.t.restaurantId],
    );
    expect(refunds).toEqual([{ amount_cents: placed.totalCents }]);
    const checked = (await checkNow(day)).data!.checkCardPayments;
    expect(checked).toMatchObject({ matched: false, stripeCents: total + 2178, posCents: total });
    expect(checked.differences).toHaveLength(1);
    expect(checked.differences[0]).toMatch(/^Stripe took \$21\.78 \(pi_local_planted/);
  });

  it('is asked of Stripe by hand a few times a minute at most', async () => {
    const codes: unknown[] = [];
    for (let i = 0; i < 8; i++) codes.push((await checkNow(day)).errors?.[0]?.extensions?.code ?? 'ok');
    expect(codes).toContain('TOO_MANY_REQUESTS');
    expect(codes.slice(codes.indexOf('TOO_MANY_REQUESTS'))).toEqual(
      codes.slice(codes.indexOf('TOO_MANY_REQUESTS')).map(() => 'TOO_MANY_REQUESTS'),
    );
  });

  it('is checked by the daily job once the day has ended, once', async () => {
    const yesterday = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const kept = () =>
      onOrdersDatabase<{ matched: boolean; checked_by: string; checked_at: Date }>(
        'SELECT matched, checked_by, checked_at FROM card_reconciliations WHERE restaurant_id = $1 AND day = $2',
        [shop.t.restaurantId, yesterday],
      );
    const before = await zOf(day);
    await runJob('check-card-payments');
    const [first] = await kept();
    expect(first).toMatchObject({ matched: true, checked_by: 'the daily check' });
    // Checked after it ended: the next run leaves it; the open day's check by hand is as it was.
    await runJob('check-card-payments');
    expect((await kept())[0]!.checked_at).toEqual(first!.checked_at);
    expect(await zOf(day)).toEqual(before);
  });
});
