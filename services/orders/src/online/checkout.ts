import {
  atLocalTime,
  localDateTime,
  onceKnown,
  publicOrigin,
  type KnownRestaurant,
  type RequestContext,
} from '@zest/kit';
import { sql } from 'drizzle-orm';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { OrdersTenants, OrdersTransaction } from '../db/client';
import { customers, onlineOrders } from '../db/schema';
import type { OrderChanges } from '../live/order-notices';
import { keyInput } from '../inputs';
import type { PricingFacts } from '../orders/models';
import { readOrder } from '../orders/order-store';
import { writePlaced } from '../orders/place-order';
import { makeLine } from '../orders/place-lines';
import { orderTotals } from '../orders/pricing';
import type { CheckoutLimits } from './checkout-limits';
import { checkoutInput, type CheckoutInput } from './checkout-input';
import type { DeliveryAreas } from './delivery-area';
import { slugField } from './inputs';
import type { OnlineSettingsService, OnlineSettingsValues } from './online-settings';
import { confirmationMail, type OnlineMail } from './online-mail';
import { fitsToday, isOpenAt, nextOpening } from './opening-hours';
import { weekdayName } from './online-words';
import { noPage, PAYMENT_WORDS, REFUSE } from './refusals';

/** The name an online order is taken under, where a terminal's order has its cashier's. */
export const ONLINE_TAKER = 'Online order';

export const statusKeyHash = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * A checkout on the restaurant's ordering page (docs/decisions/0062-online-ordering.md): the server
 * prices the cart again from its own menu copy and refuses what the restaurant would not take — a
 * closed or paused restaurant, a time it cannot make, an address outside its area, a sold-out item, a
 * total under the delivery minimum, or a total other than the one the page showed — then writes a
 * normal order with channel 'online', once per Idempotency-Key. With auto-accept it goes to the kitchen
 * at once; else it waits in the terminal's Online orders list.
 */
export class OnlineCheckout {
  constructor(
    private readonly tenants: OrdersTenants,
    private readonly online: OnlineSettingsService,
    private readonly facts: PricingFacts,
    private readonly after: { changes: OrderChanges; mail: OnlineMail; publicUrl: string | undefined },
    private readonly limits: CheckoutLimits,
    private readonly areas: DeliveryAreas,
  ) {}

  async checkout(rawSlug: unknown, raw: unknown, rawKey: unknown, ctx: Pick<RequestContext, 'clientIp' | 'origin'>) {
    const slug = slugField.safeParse(rawSlug);
    const page = slug.success ? await this.online.page(slug.data) : null;
    if (!page?.settings.enabled) throw noPage();
    await this.limits.tryFrom(ctx.clientIp);
    const input = checkoutInput.parse(raw);
    const key = keyInput.parse(rawKey);
    const { restaurant, settings } = page;
    const now = new Date();
    refuseUntaken(restaurant, settings, input, now);
    if (input.orderType === 'delivery') await this.areas.refuseOutside(restaurant, settings, input);
    const [menu, halves] = await Promise.all([
      this.facts.menus.menuOf(restaurant.id),
      this.facts.settings.halvesOf(restaurant.id),
    ]);
    const id = randomUUID();
    const statusKey = randomBytes(18).toString('base64url');
    const at = now.getTime();
    const lines = input.lines.map((l, i) =>
      makeLine(
        { ...l, menuVersion: null },
        { restaurantId: restaurant.id, orderId: id, createdAt: new Date(at + i) },
        { now: menu, older: new Map() },
        halves,
        { offlineNumber: null, paperTimeKept: false, paperMenuVersion: null, createdAt: now },
      ),
    );
    const subtotalCents = lines.reduce((sum, l) => sum + l.row.priceCents, 0);
    if (input.orderType === 'delivery' && subtotalCents < settings.deliveryMinimumCents) {
      throw REFUSE.minimum(settings.deliveryMinimumCents, settings.deliveryMinimumCents - subtotalCents);
    }
    const { totalCents } = orderTotals({
      orderType: input.orderType,
      subtotalCents,
      deliveryRateCents: restaurant.deliveryChargeCents,
      taxPercentage: restaurant.taxPercentage,
    });
    if (totalCents !== input.expectedTotalCents) throw REFUSE.price(totalCents);
    await this.limits.orderFor(restaurant.id, input.phoneNumber);
    const accepted = settings.autoAccept;
    const readyAt = accepted ? readyTime(input.time, settings.prepMinutes, now, restaurant) : null;

    const placed = await this.tenants.run([restaurant.id], async (tx) => {
      const request = { slug: settings.slug, ...input };
      const done = await onceKnown(
        tx,
        { restaurantId: restaurant.id, operation: 'onlineCheckout', key, request },
        { id, statusKey },
        async () => {
          const customerId = await this.customerOf(tx, restaurant.id, input);
          const { order } = await writePlaced(tx, {
            restaurant,
            id,
            taker: { name: ONLINE_TAKER, employeeId: null },
            orderType: input.orderType,
            customerId,
            notes: input.notes,
            scheduleTime: input.time,
            // Lines of an online order never go freely: the customer saw its total.
            takingMinutes: 0,
            lines,
            print: accepted,
            tender: input.payment === 'door' ? { method: 'door', cashGiven: null } : null,
            paper: null,
            channel: 'online',
          });
          await tx.insert(onlineOrders).values({
            restaurantId: restaurant.id,
            orderId: order.id,
            status: accepted ? 'accepted' : 'received',
            payment: input.payment,
            email: input.email,
            statusKeyHash: statusKeyHash(statusKey),
            readyAt,
            decidedAt: accepted ? now : null,
            decidedBy: accepted ? 'Auto-accept' : null,
          });
        },
      );
      const full = await readOrder(tx, done.answer.id, [restaurant.id]);
      return { full: full!, answer: done.answer, replayed: done.replayed };
    });
    const statusPath = `/order/${settings.slug}/status/${placed.answer.statusKey}`;
    if (!placed.replayed) {
      await this.after.changes.after(placed.full, accepted ? 'printed' : 'created', null);
      if (input.email) {
        const statusUrl = `${publicOrigin(ctx, this.after.publicUrl)}${statusPath}`;
        const mail = { restaurant, order: placed.full, email: input.email, payment: input.payment, statusUrl, readyAt };
        await this.after.mail.send(confirmationMail(mail), `online-confirmation-${placed.full.id}`);
      }
    }
    return {
      orderId: placed.full.id,
      orderNumber: placed.full.orderNumber,
      statusKey: placed.answer.statusKey,
      totalCents: placed.full.totalCents,
      slug: settings.slug!,
    };
  }

  /** The phone is the customer's key, as at the counter: an online order brings their name and address up to date. */
  private async customerOf(tx: OrdersTransaction, restaurantId: string, input: CheckoutInput): Promise<string> {
    const address =
      input.orderType === 'delivery'
        ? { street1: input.street1, street2: input.street2, city: input.city, zipcode: input.zipcode }
        : {};
    const [row] = await tx
      .insert(customers)
      .values({ restaurantId, fullName: input.fullName, phoneNumber: input.phoneNumber, ...address })
      .onConflictDoUpdate({
        target: [customers.restaurantId, customers.phoneNumber],
        set: { fullName: input.fullName, ...address, updatedAt: sql`now()` },
      })
      .returning({ id: customers.id });
    return row!.id;
  }
}

/** What the restaurant does not take now, refused before anything is priced or written. */
function refuseUntaken(restaurant: KnownRestaurant, s: OnlineSettingsValues, input: CheckoutInput, now: Date) {
  const tz = restaurant.timeZone;
  if (s.pausedUntil && s.pausedUntil > now) {
    throw REFUSE.paused(restaurant.name, localDateTime(s.pausedUntil, tz).slice(11));
  }
  if (input.time === null && !isOpenAt(s.hours, tz, now)) throw REFUSE.closed(restaurant.name, opensWords(s, tz, now));
  if (input.time !== null && !fitsToday(s.hours, tz, now, s.prepMinutes, input.time)) throw REFUSE.time(input.time);
  if (input.orderType === 'pickup' && !s.pickup) throw REFUSE.notOffered('Pickup');
  if (input.orderType === 'delivery') {
    if (!s.delivery) throw REFUSE.notOffered('Delivery');
    if (!input.street1) throw REFUSE.street();
  }
  if (input.payment === 'card') throw REFUSE.payment(PAYMENT_WORDS.cardNotYet);
  if (input.payment === 'door' && input.orderType !== 'delivery') throw REFUSE.payment(PAYMENT_WORDS.doorIsForDelivery);
  if (input.payment === 'pickup' && input.orderType !== 'pickup') throw REFUSE.payment(PAYMENT_WORDS.pickupIsForPickup);
}

/** "Tuesday at 11:00", or "today at 17:00"; null with no opening hours. */
export function opensWords(s: Pick<OnlineSettingsValues, 'hours'>, timeZone: string, now: Date): string | null {
  const opens = nextOpening(s.hours, timeZone, now);
  if (!opens) return null;
  const [day, time] = localDateTime(opens, timeZone).split(' ') as [string, string];
  const today = localDateTime(now, timeZone).slice(0, 10);
  const weekday = weekdayName(new Date(`${day}T00:00:00Z`).getUTCDay());
  return day === today ? `today at ${time}` : `${weekday} at ${time}`;
}

/** When an accepted order will be ready: its time, or the prep time from now. */
export function readyTime(time: string | null, prepMinutes: number, now: Date, restaurant: KnownRestaurant): Date {
  if (time === null) return new Date(now.getTime() + prepMinutes * 60_000);
  const day = localDateTime(now, restaurant.timeZone).slice(0, 10);
  const [h, m] = time.split(':').map(Number) as [number, number];
  return atLocalTime(day, h * 60 + m, restaurant.timeZone);
}
