import {
  clockTime,
  clockWords,
  escapeHtml,
  formatDollars,
  limitPerWindow,
  type KnownRestaurant,
  type Logger,
  type Throttle,
  type ThrottlePolicy,
  type OutgoingMail,
  type TripChanged,
} from '@zest/kit';
import type { Queue } from 'bullmq';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { OrdersTenants } from '../db/client';
import { onlineOrders, orders, type OrderRow } from '../db/schema';
import type { FullOrderRow } from '../orders/views';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The orders service's own mail queue (the kit's mailer and consumer). */
export const ORDERS_EMAIL_QUEUE = 'orders-email';

/** What a mail names of the restaurant: who, where, how to call. */
type Sender = Pick<KnownRestaurant, 'name' | 'fullAddress' | 'phoneNumber' | 'timeZone'>;

export interface Confirmation {
  restaurant: Sender;
  order: FullOrderRow;
  email: string;
  payment: 'pickup' | 'door' | 'card';
  /** The status page, whole: the key in it is not kept, so only this mail can carry it. */
  statusUrl: string;
  /** Accepted at once (auto-accept): when it will be ready. */
  readyAt: Date | null;
}

const PAYS: Record<Confirmation['payment'], string> = {
  pickup: 'You pay when you pick it up.',
  door: 'You pay the driver at the door.',
  card: 'Paid by card.',
};

const time = (at: Date, tz: string) => clockTime(at, tz);
/**
 * The first name a customer typed, only when it reads as a name (letters, an apostrophe, a dash or a dot):
 * a stranger's "https://…/verify-your-card" is never written in the platform's words (issue 47).
 */
const firstName = (full: string) => {
  const first = full.trim().split(/\s+/)[0] ?? '';
  return /^\p{L}[\p{L}\p{M}'’.-]{0,29}$/u.test(first) && !/\.\p{L}/u.test(first) ? first : '';
};

/** A message as text and as the same paragraphs in HTML; a link stands on its own line. */
function mail(
  kind: string,
  from: Sender,
  to: string,
  subject: string,
  paragraphs: (string | { link: string; label: string })[],
) {
  const text = paragraphs.map((p) => (typeof p === 'string' ? p : `${p.label}: ${p.link}`)).join('\n\n');
  const html = paragraphs
    .map((p) =>
      typeof p === 'string'
        ? `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`
        : `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.label)}</a></p>`,
    )
    .join('');
  return { kind, to, subject, text, html, senderName: from.name } satisfies OutgoingMail;
}

const signature = (r: Sender) => `${r.name} · ${r.fullAddress} · ${r.phoneNumber}`;

/** The receipt as the customer reads it: each line, then the totals. */
function receipt(order: FullOrderRow): string {
  const lines = order.lines
    .filter((l) => !l.voidedAt)
    .map((l) => `${l.quantity} × ${l.productName}   ${formatDollars(l.priceCents)}`);
  const totals = [
    `Subtotal   ${formatDollars(order.subtotalCents)}`,
    ...(order.deliveryChargeCents ? [`Delivery   ${formatDollars(order.deliveryChargeCents)}`] : []),
    `Tax   ${formatDollars(order.taxCents)}`,
    `Total   ${formatDollars(order.totalCents)}`,
  ];
  return [...lines, '', ...totals].join('\n');
}

export function confirmationMail(c: Confirmation): OutgoingMail {
  const { order, restaurant: r } = c;
  const how = order.orderType === 'delivery' ? 'delivery' : 'pickup';
  const when = order.scheduleTime ? `at ${clockWords(order.scheduleTime)}` : 'as soon as possible';
  const name = firstName(order.customer?.fullName ?? '');
  return mail('online-confirmation', r, c.email, `Your order #${order.orderNumber} at ${r.name}`, [
    `${name ? `Thank you, ${name}. ` : ''}${r.name} has your order #${order.orderNumber} for ${how}, ${when}.`,
    c.readyAt
      ? `It will be ${how === 'delivery' ? 'on its way' : 'ready'} at about ${time(c.readyAt, r.timeZone)}.`
      : 'The restaurant will confirm it shortly, with the time it will be ready.',
    receipt(order),
    PAYS[c.payment],
    { label: 'Follow your order', link: c.statusUrl },
    signature(r),
  ]);
}

export function rejectedMail(
  r: Sender,
  to: string,
  orderNumber: number,
  reason: string,
  refundedCents: number | null,
): OutgoingMail {
  return mail('online-rejected', r, to, `Your order #${orderNumber} was not accepted`, [
    `${r.name} could not take your order #${orderNumber}: ${reason}`,
    refundedCents === null
      ? 'Nothing is owed for it. Please call us if you have a question.'
      : `Your card payment of ${formatDollars(refundedCents)} is given back in full: your bank shows it within a few days. Please call us if you have a question.`,
    signature(r),
  ]);
}

export function readyMail(r: Sender, to: string, orderNumber: number): OutgoingMail {
  return mail('online-ready', r, to, `Your order #${orderNumber} is ready for pickup`, [
    `Your order #${orderNumber} is ready: pick it up at ${r.name}, ${r.fullAddress}.`,
    signature(r),
  ]);
}

export function onTheWayMail(r: Sender, orderNumber: number, to: string, driver: string, at: Date): OutgoingMail {
  return mail('online-on-the-way', r, to, `Your order #${orderNumber} is on its way`, [
    `${firstName(driver) || 'Our driver'} left ${r.name} with your order #${orderNumber} at ${time(at, r.timeZone)}.`,
    signature(r),
  ]);
}

/**
 * The customer's e-mails about an online order (decision 0062): the confirmation with the receipt and the
 * status page's link, then a rejection, ready for pickup, or on its way — each once, and only to a
 * customer who gave an address. A mail is queued after the change commits; the queue sends it with retries.
 */
export class OnlineMail {
  constructor(
    private readonly tenants: OrdersTenants,
    private readonly queue: Queue<OutgoingMail>,
    private readonly restaurantOf: (restaurantId: string) => Promise<Sender>,
    private readonly log: Logger,
    /** How many mails one address is sent in a day, over every restaurant (issue 47). */
    private readonly perAddress: { throttle: Throttle; perDay: number },
  ) {
    this.addressPolicy = limitPerWindow(perAddress.perDay, DAY_MS);
  }

  private readonly addressPolicy: ThrottlePolicy;

  /**
   * Queues a message (one job per id: a retried write queues it once); a failure is logged, never thrown.
   * An address past its mails for the day is sent no more: a stranger typing someone's address cannot make
   * the platform mail them without end. The order stands; its status page has everything the mail had.
   */
  async send(message: OutgoingMail, jobId: string): Promise<void> {
    await this.safely(message.kind, async () => {
      const key = `zest:orders:mail:to:${message.to.trim().toLowerCase()}`;
      if (await this.perAddress.throttle.attempt([{ key, policy: this.addressPolicy }])) {
        this.log.warn(
          { kind: message.kind },
          'an online order mail was not sent: its address had its mails for the day',
        );
        return;
      }
      await this.queue.add(message.kind, message, { jobId });
    });
  }

  /** After an order change: an online pickup order the kitchen marked ready. */
  async afterChange(order: OrderRow, before: OrderRow | null | undefined): Promise<void> {
    if (order.channel !== 'online' || order.orderType !== 'pickup') return;
    // Handed over at the counter before anyone bumped it: the customer has it, no "ready" e-mail follows.
    if (!order.kitchenReadyAt || before?.kitchenReadyAt || order.pickedUpAt) return;
    await this.safely('ready', () => this.ready(order));
  }

  /** After a trip event is applied: an online delivery a driver took out. */
  async afterTrip(e: TripChanged): Promise<void> {
    if (e.outAt) await this.safely('out', () => this.onTheWay(e, new Date(e.outAt!)));
  }

  private async ready(order: OrderRow) {
    const to = await this.claim(order.restaurantId, order.id, 'ready');
    if (!to) return;
    const r = await this.restaurantOf(order.restaurantId);
    await this.send(readyMail(r, to.email, order.orderNumber), `online-ready-${order.id}`);
  }

  private async onTheWay(e: TripChanged, outAt: Date) {
    const to = await this.claim(e.restaurantId, e.orderId, 'out');
    if (!to) return;
    const r = await this.restaurantOf(e.restaurantId);
    await this.send(onTheWayMail(r, to.orderNumber, to.email, e.driverName, outAt), `online-out-${e.orderId}`);
  }

  /** The change a mail follows has committed and stands: a mail that fails is logged, never the change's failure. */
  private async safely(which: string, run: () => Promise<void>) {
    try {
      await run();
    } catch (error) {
      this.log.warn({ err: error, which }, 'an online order mail could not be sent');
    }
  }

  /** Marks the mail as sent and answers where to, once per order; null for no accepted online order or no address. */
  private async claim(restaurantId: string, orderId: string, which: 'ready' | 'out') {
    const column = which === 'ready' ? onlineOrders.readyMailedAt : onlineOrders.outMailedAt;
    const set = which === 'ready' ? { readyMailedAt: sql`now()` } : { outMailedAt: sql`now()` };
    return this.tenants.run([restaurantId], async (tx) => {
      const [row] = await tx
        .update(onlineOrders)
        .set(set)
        .where(
          and(
            eq(onlineOrders.restaurantId, restaurantId),
            eq(onlineOrders.orderId, orderId),
            eq(onlineOrders.status, 'accepted'),
            isNotNull(onlineOrders.email),
            isNull(column),
          ),
        )
        .returning({ email: onlineOrders.email });
      if (!row?.email) return null;
      const [order] = await tx
        .select({ orderNumber: orders.orderNumber })
        .from(orders)
        .where(and(eq(orders.restaurantId, restaurantId), eq(orders.id, orderId)));
      return order ? { email: row.email, orderNumber: order.orderNumber } : null;
    });
  }
}
