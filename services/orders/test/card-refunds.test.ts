import { createLogger, createPool, prepareTenantRole, RestaurantAccess, RestaurantDirectory, Tenants } from '@zest/kit';
import { createStripeClient } from '@zest/kit';
import { api, databaseUrl, graphql } from '../../../tools/test/support';
import { newTenant, type Tenant } from '../../../tools/test/tenants';
import { TEST_PORT_BASE, TEST_PORTS } from '../../../tools/test/ports';
import { createOrdersDatabase, TENANT_ROLE } from '../src/db/client';
import { CardRefunds } from '../src/payments/card-refunds';
import { StripeTerminal } from '../src/payments/terminal-provider';
import { payOnReader, readerBy } from './card-counter';
import { onOrdersDatabase } from './helpers';
import { registeredTablet, type Tablet } from './tablets';

/**
 * Refunds to the card (docs/decisions/0080-card-payments-at-the-counter.md): an order paid on the reader and
 * then voided, or deleted while it was still being taken, gives its card back in full, tip included, once;
 * the ledger's refund and tip refund follow Stripe's answer, and a refund Stripe refuses stays failed, visible,
 * until a later try gives it.
 */
let t: Tenant;
let tablet: Tablet;
let reader: { id: string; url: string };

beforeAll(async () => {
  t = await newTenant('card-refunds');
  tablet = await registeredTablet(t);
  reader = await readerBy(t, tablet);
});

const ledger = (orderId: string) =>
  onOrdersDatabase<{ kind: string; amount_cents: number }>(
    `SELECT kind, amount_cents FROM ledger_entries
     WHERE order_id = $1 AND kind IN ('payment', 'tip', 'refund', 'tip_refund') ORDER BY at, kind`,
    [orderId],
  );

const refundsOf = (orderId: string) =>
  onOrdersDatabase<{ status: string; amount_cents: number; tip_cents: number; failure: string | null }>(
    'SELECT status, amount_cents, tip_cents, failure FROM payment_refunds WHERE order_id = $1',
    [orderId],
  );

async function refunded(orderId: string) {
  for (let i = 0; i < 200; i += 1) {
    const rows = await refundsOf(orderId);
    if (rows.length && rows.every((r) => r.status === 'succeeded')) return rows;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no refund given for ${orderId}: ${JSON.stringify(await refundsOf(orderId))}`);
}

const PAYMENTS = 'query($id: ID!) { order(id: $id) { payments { status tipCents refundStatus refundFailure } } }';

describe('a card-paid order taken back', () => {
  it('voided after its print: the card gets the order and the tip back, once, and the ledger says so', async () => {
    const { part, orderId } = await payOnReader(t, tablet, reader, '20.00', '15%');
    expect(
      (await api('POST', `/api/order/printOrder/${orderId}`, { token: t.cashier, body: { tender: 'card' } })).status,
    ).toBe(200);
    const voided = await api<{ message: string }>('DELETE', `/api/order/deleteOrder/${orderId}?reason=Wrong order`, {
      token: t.cashier,
    });
    expect(voided.status).toBe(200);
    expect(voided.body.message).toBe('Order voided: its card payment is being refunded.');
    expect(await refunded(orderId)).toEqual([
      { status: 'succeeded', amount_cents: part.amountCents, tip_cents: part.tipCents, failure: null },
    ]);
    expect(await ledger(orderId)).toEqual([
      { kind: 'payment', amount_cents: part.amountCents },
      { kind: 'tip', amount_cents: part.tipCents },
      { kind: 'refund', amount_cents: -part.amountCents },
      { kind: 'tip_refund', amount_cents: -part.tipCents },
    ]);
    const read = await graphql<{ order: { payments: unknown[] } }>(PAYMENTS, { id: orderId }, { token: t.cashier });
    expect(read.data!.order.payments).toEqual([
      { status: 'succeeded', tipCents: part.tipCents, refundStatus: 'succeeded', refundFailure: null },
    ]);
    // A second void is the same void: nothing more goes back.
    await api('DELETE', `/api/order/deleteOrder/${orderId}?reason=Wrong order`, { token: t.cashier });
    await new Promise((r) => setTimeout(r, 300));
    expect((await refundsOf(orderId)).length).toBe(1);
    expect((await ledger(orderId)).length).toBe(4);
  });

  it('deleted while it was still being taken (paid, not printed): the money still goes back', async () => {
    const { part, orderId } = await payOnReader(t, tablet, reader, '9.00', 'No tip');
    const deleted = await api<{ message: string }>('DELETE', `/api/order/deleteOrder/${orderId}`, { token: t.cashier });
    expect(deleted.body.message).toBe('Order deleted: its card payment is being refunded.');
    expect(await refunded(orderId)).toEqual([
      { status: 'succeeded', amount_cents: part.amountCents, tip_cents: 0, failure: null },
    ]);
  });
});

describe('a refund Stripe refuses', () => {
  it('stays failed, with what was said, and no money in the ledger, until a later try gives it', async () => {
    const { orderId } = await payOnReader(t, tablet, reader, '12.00', 'No tip');
    // Asked here of a Stripe that does not answer (the test stack's own consumer would ask the sandbox).
    const pool = createPool(databaseUrl('zest_orders'), { max: 2 });
    try {
      const db = createOrdersDatabase(pool);
      const tenants = new Tenants(db, await prepareTenantRole(pool, TENANT_ROLE));
      const log = createLogger('card-refunds-test', 'silent');
      const access = new RestaurantAccess(new RestaurantDirectory(db, 'orders', log));
      // Stripe unreachable: a port nothing listens on.
      const away = `http://127.0.0.1:${TEST_PORT_BASE + TEST_PORTS.nowhereRedis}`;
      const refusing = new CardRefunds(tenants, access, new StripeTerminal(createStripeClient('sk_test_x', away)), log);
      await expect(refusing.refundOrder(t.restaurantId, orderId, 'Customer changed their mind')).rejects.toThrow(
        /refused by Stripe/,
      );
      const [failed] = await refundsOf(orderId);
      expect(failed).toMatchObject({ status: 'failed' });
      expect(failed!.failure).toBeTruthy();
      expect((await ledger(orderId)).map((e) => e.kind)).toEqual(['payment']);
      const read = await graphql<{ order: { payments: { refundStatus: string }[] } }>(
        PAYMENTS,
        { id: orderId },
        { token: t.cashier },
      );
      expect(read.data!.order.payments[0]!.refundStatus).toBe('failed');
      // "Retry the refund" at the counter: the next try reaches Stripe (the test stack's sandbox): given, once.
      const retry = 'mutation($o: ID!) { retryCardRefund(orderId: $o) { success message } }';
      const asked = await graphql<{ retryCardRefund: { message: string } }>(
        retry,
        { o: orderId },
        { token: t.cashier },
      );
      expect(asked.data!.retryCardRefund.message).toBe('The refund to the card is asked again.');
      expect(await refunded(orderId)).toHaveLength(1);
      expect((await ledger(orderId)).map((e) => e.kind)).toEqual(['payment', 'refund']);
      // Nothing failed any more: nothing to retry.
      const again = await graphql(retry, { o: orderId }, { token: t.cashier });
      expect(again.errors![0]!.message).toBe('This order has no refund to the card that failed.');
    } finally {
      await pool.end();
    }
  });
});
