import { randomUUID } from 'node:crypto';
import { baseUrl, graphql } from '../../../tools/test/support';
import { connectSandboxStripe } from '../../../tools/test/stripe-connect';
import { newTenant, type Tenant } from '../../../tools/test/tenants';
import { sendConnectEvent } from '../../orders/test/card-counter';
import { addOpenItem, onOrdersDatabase } from '../../orders/test/helpers';
import { askDoor, ledgerOf, onTheWay as onTheWay_, pathOf, pay, readDoor, settledDoor as settledDoor_ } from './door';
import { driverBack, eventually } from './helpers';

/**
 * A delivery paid at the door by QR (docs/decisions/0081-paid-at-the-door-by-qr.md): the driver's screen asks
 * for the link, the customer pays on the page it opens (the sandbox's sends Stripe's signed events), the
 * session's event settles the part once, and the driver's cash-out owes nothing for that order's total.
 */
let t: Tenant;
let account: string;

beforeAll(async () => {
  t = await newTenant('door-qr');
  account = await connectSandboxStripe(t);
});

const onTheWay = (price?: string) => onTheWay_(t, price);
const settledDoor = (id: string) => settledDoor_(t, id);

describe('a delivery paid at the door by QR', () => {
  it('makes one link per part: a second ask while it waits for the same amount is the same link', async () => {
    const { orderId, totalCents } = await onTheWay();
    const first = await askDoor(t.driver, orderId);
    expect(first.errors).toBeUndefined();
    expect(first.data!.askDoorPayment).toMatchObject({ status: 'waiting', amountCents: totalCents, tipCents: 0 });
    expect(pathOf(first.data!.askDoorPayment.link)).toBe(
      `/sandbox/door/${t.restaurantId}/${first.data!.askDoorPayment.id}`,
    );
    const again = await askDoor(t.driver, orderId);
    expect(again.data!.askDoorPayment).toEqual(first.data!.askDoorPayment);
    // A cashier's session is not the driver screen.
    expect((await askDoor(t.cashier, orderId)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('is paid on the customer’s page with an 18% tip: the part succeeds, the ledger has the card payment and the tip, the driver owes nothing for it', async () => {
    const { orderId, totalCents } = await onTheWay('24.00');
    const door = (await askDoor(t.driver, orderId)).data!.askDoorPayment;
    const page = await (await fetch(`${baseUrl()}${pathOf(door.link)}`)).text();
    const tip = Math.round((totalCents * 18) / 100);
    expect(page).toContain(`18% tip ($${(tip / 100).toFixed(2)}) · Pay $${((totalCents + tip) / 100).toFixed(2)}`);
    expect(page).toContain('No tip');
    expect(page).not.toContain('<script');
    const paid = await pay(door.link, 18);
    expect(paid.status).toBe(303);
    expect(await settledDoor(door.id)).toMatchObject({ status: 'succeeded', amountCents: totalCents, tipCents: tip });
    expect(await (await fetch(`${baseUrl()}${pathOf(door.link)}`)).text()).toContain('Paid. Thank you!');
    // The door tender printed is taken back; the card took the total and the tip.
    expect(await ledgerOf(orderId)).toEqual(
      expect.arrayContaining([
        { kind: 'payment', tender: 'door', amount_cents: totalCents },
        { kind: 'refund', tender: 'door', amount_cents: -totalCents },
        { kind: 'payment', tender: 'card', amount_cents: totalCents },
        { kind: 'tip', tender: 'card', amount_cents: tip },
      ]),
    );
    // The driver's trip says so: it owes the order's total less, so the driver is owed their delivery charge.
    type Trip = {
      orderId: string;
      owedCents: number;
      deliveryChargeCents: number;
      paidByCardCents: number;
      cardTipCents: number;
    };
    const tripOf = (r: { data?: { driverOrders: Trip[] } | null }) =>
      r.data?.driverOrders.find((o) => o.orderId === orderId);
    const trips = await eventually(
      () =>
        graphql<{ driverOrders: Trip[] }>(
          'query($d: ID!) { driverOrders(driverId: $d, period: all) { orderId owedCents deliveryChargeCents paidByCardCents cardTipCents } }',
          { d: t.driverId },
          { token: t.driver },
        ),
      (r) => tripOf(r)?.paidByCardCents === totalCents,
    );
    const trip = tripOf(trips)!;
    expect(trip).toMatchObject({ cardTipCents: tip, owedCents: -trip.deliveryChargeCents });
    // Once back, the cash-out's cash due dropped by the order's total.
    await driverBack(t);
    const balance = (
      await graphql<{ driverBalance: Record<string, number> }>(
        'query($d: ID!) { driverBalance(driverId: $d) { owedCents ordersTotalCents deliveryChargesCents paidByCardCents floatCents adjustmentsCents } }',
        { d: t.driverId },
        { token: t.driver },
      )
    ).data!.driverBalance;
    expect(balance.paidByCardCents).toBe(totalCents);
    expect(balance.owedCents).toBe(
      balance.ordersTotalCents! -
        balance.deliveryChargesCents! -
        totalCents +
        balance.floatCents! +
        balance.adjustmentsCents!,
    );
    // Paid: no new link.
    expect((await askDoor(t.driver, orderId)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('cancels a waiting link when the order changed: its page refuses to be paid, the new link is for the new total', async () => {
    const { orderId, totalCents } = await onTheWay('18.00');
    const old = (await askDoor(t.driver, orderId)).data!.askDoorPayment;
    // The customer asks for another drink after the driver showed the code.
    expect((await addOpenItem(t.cashier, orderId, 'Soda', '2.00')).status).toBe(201);
    const fresh = (await askDoor(t.driver, orderId)).data!.askDoorPayment;
    expect(fresh.id).not.toBe(old.id);
    expect(fresh.amountCents).toBeGreaterThan(totalCents);
    expect((await readDoor(t.driver, old.id)).data!.doorPayment).toMatchObject({
      status: 'canceled',
      failure: 'The order changed.',
    });
    // The old code still on the customer's phone: a tip chosen there pays nothing and says so.
    const paid = await pay(old.link, 15);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(pathOf(old.link));
    expect(await (await fetch(`${baseUrl()}${pathOf(old.link)}`)).text()).toContain(
      'This payment link is no longer in use: ask your driver for a new one.',
    );
    await new Promise((r) => setTimeout(r, 300));
    expect((await readDoor(t.driver, old.id)).data!.doorPayment.status).toBe('canceled');
    expect((await readDoor(t.driver, fresh.id)).data!.doorPayment.status).toBe('waiting');
    expect((await ledgerOf(orderId)).filter((e) => e.tender === 'card')).toEqual([]);
  });

  it('moves nothing twice when the event is delivered twice, and refuses another account’s event', async () => {
    const { orderId, totalCents } = await onTheWay('15.00');
    const door = (await askDoor(t.driver, orderId)).data!.askDoorPayment;
    // The session the customer's choice made (no tip), without the sandbox paying it.
    const [row] = await onOrdersDatabase<{ checkout_session: string }>(
      `UPDATE order_payments SET checkout_session = 'cs_test_' || md5(random()::text) WHERE id = $1 RETURNING checkout_session`,
      [door.id],
    );
    const session = row!.checkout_session;
    const metadata = { partId: door.id, restaurantId: t.restaurantId, orderId, tipCents: '0' };
    const stranger = await sendSessionEvent({ account: 'acct_someone_else', session, amount: totalCents, metadata });
    expect(stranger.status).toBe(200);
    const id = `evt_test_${randomUUID()}`;
    for (let i = 0; i < 2; i += 1)
      expect((await sendSessionEvent({ id, account, session, amount: totalCents, metadata })).status).toBe(200);
    expect((await settledDoor(door.id)).status).toBe('succeeded');
    await new Promise((r) => setTimeout(r, 500));
    const card = (await ledgerOf(orderId)).filter((e) => e.tender === 'card');
    expect(card).toEqual([{ kind: 'payment', tender: 'card', amount_cents: totalCents }]);
    const refused = await onOrdersDatabase<{ summary: string }>(
      `SELECT summary FROM audit_entries WHERE restaurant_id = $1 AND kind = 'payment.event-refused'`,
      [t.restaurantId],
    );
    expect(refused.map((r) => r.summary)).toEqual([expect.stringContaining('account')]);
  });
});

/** A Checkout Session's `checkout.session.completed`, signed as Stripe signs it, sent to the Connect webhook. */
async function sendSessionEvent(e: {
  id?: string;
  account: string;
  session: string;
  amount: number;
  metadata: Record<string, string>;
}) {
  const payload = JSON.stringify({
    id: e.id ?? `evt_test_${randomUUID()}`,
    object: 'event',
    type: 'checkout.session.completed',
    account: e.account,
    livemode: false,
    data: {
      object: {
        id: e.session,
        object: 'checkout.session',
        amount_total: e.amount,
        currency: 'usd',
        payment_status: 'paid',
        payment_intent: `pi_test_${randomUUID().slice(0, 8)}`,
        metadata: e.metadata,
      },
    },
  });
  return sendConnectEvent(payload);
}
