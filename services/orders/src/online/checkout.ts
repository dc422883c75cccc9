import {
  clockWords,
  clockTime,
  localDateTime,
  onceKnown,
  publicOrigin,
  type KnownRestaurant,
  type RequestContext,
} from '@zest/kit';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { OrdersTenants } from '../db/client';
import type { OrderChanges } from '../live/order-notices';
import { keyInput } from '../inputs';
import type { PricingFacts } from '../orders/models';
import { makeLine } from '../lines/place-lines';
import type { OnlinePayments } from '../payments/online-payments';
import { orderTotals } from '../lines/pricing';
import type { CheckoutLimits } from './checkout-limits';
import { checkoutInput, type CheckoutInput } from './checkout-input';
import type { DeliveryAreas } from './delivery-area';
import { slugField } from './inputs';
import type { OnlineSettingsService, OnlineSettingsValues } from './online-settings';
import { quotedMinutes } from './online-settings-view';
import type { OnlineMail } from './online-mail';
import { fitsToday, isOpenAt, nextOpening } from './opening-hours';
import { weekdayName } from './online-words';
import { noPage, PAYMENT_WORDS, REFUSE } from './refusals';
import { announceOnline, readWritten, writeOnlineOrder } from './write-online';

type OnlineWritten = Awaited<ReturnType<typeof writeOnlineOrder>>;

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
    private readonly after: {
      changes: OrderChanges;
      mail: OnlineMail;
      publicUrl: string | undefined;
      /** Card payments on the page; null when this server takes none. */
      payments: OnlinePayments | null;
    },
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
    refuseUntaken(restaurant, settings, input, now, this.after.payments !== null);
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
    // Paid later, by someone no one has met: a large order is the restaurant's to take by phone (issue 47).
    if (input.payment !== 'card' && totalCents > settings.largestOrderCents) {
      throw REFUSE.tooLarge(restaurant.name, restaurant.phoneNumber, settings.largestOrderCents);
    }
    await this.limits.orderFor(restaurant.id, input.phoneNumber);
    const statusPath = `/order/${settings.slug}/status/${statusKey}`;
    const origin = publicOrigin(ctx, this.after.publicUrl);
    // A card payment's session comes first: its address is the answer the checkout's key keeps.
    const card =
      input.payment === 'card'
        ? await this.after.payments!.ask({
            restaurant,
            account: settings.stripeAccount!,
            id,
            input,
            lines,
            totalCents,
            statusUrl: `${origin}${statusPath}`,
            cancelUrl: `${origin}/order/${settings.slug}`,
          })
        : null;

    const placed = await this.tenants.run([restaurant.id], async (tx) => {
      const request = { slug: settings.slug, ...input };
      let written: OnlineWritten | null = null;
      const done = await onceKnown(
        tx,
        { restaurantId: restaurant.id, operation: 'onlineCheckout', key, request },
        { id, statusKey, paymentUrl: card?.url ?? null },
        async () => {
          if (card) await card.keep(tx, statusKeyHash(statusKey));
          else
            written = await writeOnlineOrder(tx, {
              restaurant,
              settings,
              id,
              input,
              lines,
              statusKeyHash: statusKeyHash(statusKey),
              now,
            });
        },
      );
      const full = done.answer.paymentUrl ? null : await readWritten(tx, restaurant.id, done.answer.id);
      return { full, written, answer: done.answer };
    });
    if (placed.written && placed.full) {
      await announceOnline(
        this.after,
        { ...(placed.written as OnlineWritten), full: placed.full },
        {
          restaurant,
          input,
          statusUrl: `${origin}${statusPath}`,
        },
      );
    }
    return {
      orderId: placed.answer.id,
      orderNumber: placed.full?.orderNumber ?? null,
      statusKey: placed.answer.statusKey,
      totalCents: placed.full?.totalCents ?? totalCents,
      slug: settings.slug!,
      paymentUrl: placed.answer.paymentUrl,
    };
  }
}

/** What the restaurant does not take now, refused before anything is priced or written. */
function refuseUntaken(
  restaurant: KnownRestaurant,
  s: OnlineSettingsValues,
  input: CheckoutInput,
  now: Date,
  cardsTaken: boolean,
) {
  const tz = restaurant.timeZone;
  if (s.pausedUntil && s.pausedUntil > now) {
    throw REFUSE.paused(restaurant.name, clockTime(s.pausedUntil, tz));
  }
  if (input.time === null && !isOpenAt(s.hours, tz, now)) throw REFUSE.closed(restaurant.name, opensWords(s, tz, now));
  if (input.time !== null && !fitsToday(s.hours, tz, now, quotedMinutes(s, now), input.time))
    throw REFUSE.time(input.time);
  if (input.orderType === 'pickup' && !s.pickup) throw REFUSE.notOffered('Pickup');
  if (input.orderType === 'delivery') {
    if (!s.delivery) throw REFUSE.notOffered('Delivery');
    if (!input.street1) throw REFUSE.street();
  }
  if (input.payment === 'card' && !(s.cardPayments && s.stripeAccount && cardsTaken))
    throw REFUSE.payment(PAYMENT_WORDS.cardNotOffered);
  if (input.payment === 'door' && input.orderType !== 'delivery') throw REFUSE.payment(PAYMENT_WORDS.doorIsForDelivery);
  if (input.payment === 'pickup' && input.orderType !== 'pickup') throw REFUSE.payment(PAYMENT_WORDS.pickupIsForPickup);
}

/** "Tuesday at 11:00 AM", or "today at 5:00 PM"; null with no opening hours. */
export function opensWords(s: Pick<OnlineSettingsValues, 'hours'>, timeZone: string, now: Date): string | null {
  const opens = nextOpening(s.hours, timeZone, now);
  if (!opens) return null;
  const [day, time] = localDateTime(opens, timeZone).split(' ') as [string, string];
  const today = localDateTime(now, timeZone).slice(0, 10);
  const weekday = weekdayName(new Date(`${day}T00:00:00Z`).getUTCDay());
  return day === today ? `today at ${clockWords(time)}` : `${weekday} at ${clockWords(time)}`;
}
