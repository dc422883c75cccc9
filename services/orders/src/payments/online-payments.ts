import {
  appendAudit,
  formatDollars,
  SYSTEM_ACTOR,
  type KnownRestaurant,
  type Logger,
  type RestaurantAccess,
} from '@zest/kit';
import { and, eq } from 'drizzle-orm';
import type { OrdersTenants, OrdersTransaction } from '../db/client';
import { onlinePayments, orders, type NewLedgerEntry, type OnlinePaymentRow, type OrderLineRow } from '../db/schema';
import { bookingOf } from '../days/late-changes';
import { openBusinessDay } from '../days/business-days';
import { addEntries, PLATFORM } from '../ledger/ledger-store';
import type { OrderChanges } from '../live/order-notices';
import type { MadeLine } from '../lines/place-lines';
import { orderTotals } from '../lines/pricing';
import type { CheckoutInput } from '../online/checkout-input';
import type { OnlineMail } from '../online/online-mail';
import type { OnlineSettingsService } from '../online/online-settings';
import { announceOnline, readWritten, writeOnlineOrder } from '../online/write-online';
import type { ConnectProvider } from './connect';
import { differences, logRefusal, refuseEvent, type Difference } from './payment-check';
import type { EventFacts, PaidEvent } from './payment-events';

/** What a paid payment's order is written from: the checkout as typed and its lines as priced then. */
interface Placing {
  input: CheckoutInput;
  lines: (Omit<OrderLineRow, 'createdAt'> & { createdAt: string })[];
  /** The status page, whole, for the confirmation mail sent once paid (the key is not kept elsewhere). */
  statusUrl: string;
  /** The ordering page, where leaving the payment page returns to. */
  cancelUrl: string;
}

export const PAYMENT_WORDS = {
  pricesMoved: 'The restaurant’s prices changed while you paid, so your payment was given back: please order again.',
  rejected: (reason: string) => `The restaurant could not take your order: ${reason}`,
  voided: (reason: string) => `The restaurant cancelled your order${reason ? `: ${reason}` : ''}.`,
} as const;

/**
 * Card payments on the ordering page (docs/decisions/0065-paying-online.md). Checkout keeps the priced
 * cart and sends the customer to pay; only Stripe's signed webhook (or the sandbox's, signed the same
 * way) writes the order, once, from what was kept. A payment is never deleted: one that never came is
 * 'canceled', one given back is 'refunded', each on the audit trail when money moved.
 */
export class OnlinePayments {
  constructor(
    private readonly tenants: OrdersTenants,
    readonly provider: ConnectProvider,
    private readonly online: OnlineSettingsService,
    private readonly access: RestaurantAccess,
    private readonly after: { changes: OrderChanges; mail: OnlineMail },
    private readonly log: Logger,
  ) {}

  /** Asks the customer to pay the priced cart: the session first, then (with the checkout's key claimed) its row. */
  async ask(c: {
    restaurant: KnownRestaurant;
    account: string;
    id: string;
    input: CheckoutInput;
    lines: MadeLine[];
    totalCents: number;
    statusUrl: string;
    cancelUrl: string;
  }) {
    const session = await this.provider.startPayment({
      paymentId: c.id,
      restaurantId: c.restaurant.id,
      account: c.account,
      amountCents: c.totalCents,
      description: `Order at ${c.restaurant.name}`,
      email: c.input.email,
      successUrl: c.statusUrl,
      cancelUrl: c.cancelUrl,
    });
    const placing: Placing = {
      input: c.input,
      lines: c.lines.map((l) => ({ ...l.row, createdAt: l.row.createdAt.toISOString() })),
      statusUrl: c.statusUrl,
      cancelUrl: c.cancelUrl,
    };
    const keep = (tx: OrdersTransaction, statusKeyHash: string) =>
      tx.insert(onlinePayments).values({
        restaurantId: c.restaurant.id,
        id: c.id,
        amountCents: c.totalCents,
        account: c.account,
        sessionId: session.sessionId,
        statusKeyHash,
        placing,
      });
    return { url: session.url, sessionId: session.sessionId, keep };
  }

  /**
   * The webhook says paid: the order is written from the kept checkout, once (a redelivery finds it paid),
   * and only when the event is this payment's own (payment-check.ts); any other is refused and audited.
   */
  async paid(s: PaidEvent): Promise<void> {
    const restaurant = await this.access.known(s.restaurantId);
    const settings = await this.online.of(restaurant.id);
    const now = new Date();
    const done = await this.tenants.run([restaurant.id], async (tx) => {
      const row = await lockedPayment(tx, restaurant.id, s.paymentId);
      if (!row) return { refused: [] as Difference[] };
      const found = differences(row, s, this.provider.livemode);
      if (found.length) {
        await refuseEvent(tx, restaurant, { row, event: s, found, paid: true });
        return { refused: found };
      }
      if (row.status !== 'open') return null;
      const placing = row.placing as Placing;
      const lines: MadeLine[] = placing.lines.map((l) => ({
        row: { ...l, createdAt: new Date(l.createdAt) },
        paper: null,
      }));
      const subtotalCents = lines.reduce((sum, l) => sum + l.row.priceCents, 0);
      const { totalCents } = orderTotals({
        orderType: placing.input.orderType,
        subtotalCents,
        deliveryRateCents: restaurant.deliveryChargeCents,
        taxPercentage: restaurant.taxPercentage,
      });
      await settle(tx, row, { status: 'paid', paidAt: now, paymentIntent: s.paymentIntent });
      const paidDay = await openBusinessDay(tx, restaurant.id, restaurant.timeZone);
      await appendAudit(tx, restaurant, {
        actor: SYSTEM_ACTOR,
        kind: 'online.paid',
        summary: `Paid online by card: ${formatDollars(s.amountCents)}`,
        orderId: row.id,
        after: s.amountCents,
        detail: { paymentIntent: s.paymentIntent, account: row.account },
      });
      // The tax or delivery charge changed while the customer paid: the order cannot be what they paid for.
      if (totalCents !== row.amountCents) {
        await addEntries(tx, [onlineEntry(row, { day: paidDay, orderNumber: null, amountCents: s.amountCents })]);
        return { refund: true as const };
      }
      const placed = await writeOnlineOrder(tx, {
        restaurant,
        settings,
        id: row.id,
        input: placing.input,
        lines,
        statusKeyHash: row.statusKeyHash,
        now,
      });
      const { order } = placed;
      await addEntries(tx, [
        onlineEntry(row, { day: order.orderDay, orderNumber: order.orderNumber, amountCents: s.amountCents }),
      ]);
      return { refund: false as const, placed, placing, full: await readWritten(tx, restaurant.id, row.id) };
    });
    if (!done) return;
    if (done.refused) {
      logRefusal(this.log, s, done.refused, true);
      return;
    }
    if (done.refund) {
      await this.refund(restaurant.id, s.paymentId, PAYMENT_WORDS.pricesMoved);
      return;
    }
    await announceOnline(
      this.after,
      { ...done.placed, full: done.full },
      {
        restaurant,
        input: done.placing.input,
        statusUrl: done.placing.statusUrl,
      },
    );
  }

  /** The customer left the payment page, or it expired: nothing was paid, no order is written (its own event only). */
  async canceled(e: EventFacts): Promise<void> {
    const restaurant = await this.access.known(e.restaurantId);
    const refused = await this.tenants.run([restaurant.id], async (tx) => {
      const row = await lockedPayment(tx, restaurant.id, e.paymentId);
      if (!row) return [] as Difference[];
      const found = differences(row, e, this.provider.livemode);
      if (found.length) {
        await refuseEvent(tx, restaurant, { row, event: e, found, paid: false });
        return found;
      }
      if (row.status === 'open') await settle(tx, row, { status: 'canceled' });
      return null;
    });
    if (refused) logRefusal(this.log, e, refused, false);
  }

  /** Gives a paid payment back in full, once; its reason is what the customer reads. */
  async refund(restaurantId: string, paymentId: string, reason: string): Promise<void> {
    const restaurant = await this.access.known(restaurantId);
    await this.tenants.run([restaurantId], async (tx) => {
      const row = await lockedPayment(tx, restaurantId, paymentId);
      if (row?.status !== 'paid' || !row.paymentIntent) return;
      const refundId = await this.provider.refund({
        account: row.account,
        paymentIntent: row.paymentIntent,
        amountCents: row.amountCents,
        key: `online-refund-${row.id}`,
      });
      await settle(tx, row, { status: 'refunded', refundId, refundedAt: new Date(), refundReason: reason });
      const order = await orderOf(tx, restaurantId, row.id);
      const day = order
        ? (await bookingOf(tx, order)).day
        : await openBusinessDay(tx, restaurantId, restaurant.timeZone);
      await addEntries(tx, [
        {
          ...onlineEntry(row, { day, orderNumber: order?.orderNumber ?? null, amountCents: -row.amountCents }),
          kind: 'refund',
          reason,
          what: 'refunded to the card',
        },
      ]);
      await appendAudit(tx, restaurant, {
        actor: SYSTEM_ACTOR,
        kind: 'online.refund',
        summary: `Refunded ${formatDollars(row.amountCents)} paid online by card`,
        orderId: row.id,
        before: row.amountCents,
        after: 0,
        reason,
        detail: { refundId, paymentIntent: row.paymentIntent },
      });
    });
    this.log.info({ restaurantId, paymentId }, 'online payment refunded');
  }

  /** The payment behind a status key, for the customer's status page before (or instead of) an order. */
  async byStatusKey(restaurantId: string, statusKeyHash: string): Promise<OnlinePaymentRow | null> {
    return this.tenants.run([restaurantId], async (tx) => {
      const [row] = await tx
        .select()
        .from(onlinePayments)
        .where(and(eq(onlinePayments.restaurantId, restaurantId), eq(onlinePayments.statusKeyHash, statusKeyHash)));
      return row ?? null;
    });
  }
}

/** A card payment taken online, as the ledger keeps it: taken by the platform on the restaurant's account. */
function onlineEntry(
  row: OnlinePaymentRow,
  e: { day: string; orderNumber: number | null; amountCents: number },
): NewLedgerEntry {
  return {
    restaurantId: row.restaurantId,
    day: e.day,
    kind: 'payment',
    amountCents: e.amountCents,
    tender: 'online',
    orderId: row.id,
    orderNumber: e.orderNumber,
    what: 'paid online by card',
    ...PLATFORM,
  };
}

async function orderOf(tx: OrdersTransaction, restaurantId: string, id: string) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.id, id)));
  return row ?? null;
}

async function lockedPayment(tx: OrdersTransaction, restaurantId: string, id: string) {
  const [row] = await tx
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.restaurantId, restaurantId), eq(onlinePayments.id, id)))
    .for('update');
  return row ?? null;
}

async function settle(tx: OrdersTransaction, row: OnlinePaymentRow, change: Partial<OnlinePaymentRow>) {
  await tx
    .update(onlinePayments)
    .set(change)
    .where(and(eq(onlinePayments.restaurantId, row.restaurantId), eq(onlinePayments.id, row.id)));
}
