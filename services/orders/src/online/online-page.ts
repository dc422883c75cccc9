import { clockTime, localDateTime, notFound } from '@zest/kit';
import { and, eq } from 'drizzle-orm';
import type { OrdersTenants } from '../db/client';
import { onlineOrders, onlinePayments, type OnlineOrderRow } from '../db/schema';
import type { OrderSettingsService } from '../settings/settings.service';
import { readOrder } from '../orders/order-store';
import { CHECKOUT_MINUTES } from '../payments/connect';
import type { FullOrderRow } from '../orders/views';
import { opensWords, statusKeyHash } from './checkout';
import { slugField } from './inputs';
import type { OnlineSettingsService } from './online-settings';
import { quotedMinutes } from './online-settings-view';
import { isOpenAt, timesToday } from './opening-hours';
import { noPage } from './refusals';
import { unpaidTracking } from './unpaid-tracking';

export const NO_SUCH_ORDER = 'We could not find this order: check the link from your confirmation.';
/** The payment page's half hour, and ten minutes for a payment made at its end whose webhook comes late. */
const UNPAID_KEY_MS = (CHECKOUT_MINUTES + 10) * 60_000;

/**
 * What the public reads (no sign-in): a restaurant's ordering page by its address, and the status
 * page of one online order by the key its customer was given. Only a page that takes orders is
 * answered; the menu is the menu service's field of the same page.
 */
export class OnlinePages {
  constructor(
    private readonly tenants: OrdersTenants,
    private readonly online: OnlineSettingsService,
    private readonly orderSettings: OrderSettingsService,
    /** This server takes card payments (Stripe or the sandbox). */
    private readonly cardsTaken: boolean,
  ) {}

  async page(rawSlug: unknown) {
    const found = await this.find(rawSlug);
    const { restaurant, settings: s } = found;
    const tz = restaurant.timeZone;
    const now = new Date();
    const paused = s.pausedUntil && s.pausedUntil > now ? s.pausedUntil : null;
    const open = isOpenAt(s.hours, tz, now);
    const closedMessage = paused
      ? `Not taking online orders until ${clockTime(paused, tz)}.`
      : open
        ? null
        : ((w) => (w ? `Closed now: opens ${w}.` : 'Closed now.'))(opensWords(s, tz, now));
    return {
      restaurantId: restaurant.id,
      slug: s.slug!,
      name: restaurant.name,
      address: restaurant.fullAddress,
      phoneNumber: restaurant.phoneNumber,
      timeZone: tz,
      hours: s.hours,
      openNow: !closedMessage,
      closedMessage,
      times: paused ? [] : timesToday(s.hours, tz, now, quotedMinutes(s, now)),
      pickup: s.pickup,
      delivery: s.delivery,
      deliveryMinimumCents: s.deliveryMinimumCents,
      deliveryChargeCents: restaurant.deliveryChargeCents,
      taxPercentage: restaurant.taxPercentage,
      prepMinutes: quotedMinutes(s, now),
      halfToppingPricing: await this.orderSettings.halvesOf(restaurant.id),
      cardPayments: this.cardsTaken && s.cardPayments && !!s.stripeAccount,
    };
  }

  async tracking(rawSlug: unknown, rawKey: unknown) {
    const { restaurant } = await this.find(rawSlug, true);
    if (typeof rawKey !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(rawKey)) throw notFound(NO_SUCH_ORDER);
    const hash = statusKeyHash(rawKey);
    const found = await this.tenants.run([restaurant.id], async (tx) => {
      const [row] = await tx
        .select()
        .from(onlineOrders)
        .where(and(eq(onlineOrders.restaurantId, restaurant.id), eq(onlineOrders.statusKeyHash, hash)));
      const [payment] = await tx
        .select()
        .from(onlinePayments)
        .where(and(eq(onlinePayments.restaurantId, restaurant.id), eq(onlinePayments.statusKeyHash, hash)));
      if (!row) return payment ? { row: null, payment } : null;
      return { row, payment: payment ?? null, full: await readOrder(tx, row.orderId, [restaurant.id]) };
    });
    if (!found) throw notFound(NO_SUCH_ORDER);
    if (!found.row) {
      // A checkout never paid: its key ends with it (issue 47), once a late payment's webhook had its while.
      const unpaid = found.payment.status === 'open' || found.payment.status === 'canceled';
      if (unpaid && Date.now() - found.payment.createdAt.getTime() > UNPAID_KEY_MS) throw notFound(NO_SUCH_ORDER);
      return unpaidTracking(found.payment, restaurant);
    }
    const { row, full } = found;
    const tz = restaurant.timeZone;
    return {
      orderId: row.orderId,
      restaurantId: restaurant.id,
      orderNumber: full?.orderNumber ?? 0,
      orderType: full?.orderType ?? 'pickup',
      progress: progressOf(row, full),
      restaurantName: restaurant.name,
      restaurantPhone: restaurant.phoneNumber,
      restaurantAddress: restaurant.fullAddress,
      readyAt: row.readyAt?.toISOString() ?? null,
      readyAtLocal: row.readyAt ? localDateTime(row.readyAt, tz) : null,
      rejectReason: row.rejectReason,
      scheduleTime: full?.scheduleTime ?? null,
      payment: row.payment,
      paymentStatus: found.payment?.status ?? null,
      refundReason: found.payment?.refundReason ?? null,
      lines: (full?.lines ?? [])
        .filter((l) => !l.voidedAt)
        .map((l) => ({ name: l.productName, quantity: l.quantity, priceCents: l.priceCents })),
      subtotalCents: full?.subtotalCents ?? 0,
      deliveryChargeCents: full?.deliveryChargeCents ?? 0,
      taxCents: full?.taxCents ?? 0,
      totalCents: full?.totalCents ?? 0,
      placedAt: row.createdAt.toISOString(),
      placedAtLocal: localDateTime(row.createdAt, tz),
      timeZone: tz,
      // A refund given after a void moves no order: its page hears of it too.
      version: (full?.version ?? 0) + (row.decidedAt ? 1 : 0) + (found.payment?.status === 'refunded' ? 1 : 0),
    };
  }

  /** The page an address names: one taking orders, or (for an order's status) one that did. */
  private async find(rawSlug: unknown, evenIfOff = false) {
    const slug = slugField.safeParse(rawSlug);
    const found = slug.success ? await this.online.page(slug.data) : null;
    if (!found || (!found.settings.enabled && !evenIfOff)) throw noPage();
    return found;
  }
}

/** Where the customer's order is, from the decision, the kitchen and the trip. */
function progressOf(row: OnlineOrderRow, full: FullOrderRow | undefined) {
  if (row.status === 'rejected' || !full) return 'rejected' as const;
  if (full.voidedAt) return 'cancelled' as const;
  if (row.status === 'received') return 'received' as const;
  if (full.trip?.backAt) return 'delivered' as const;
  if (full.trip?.outAt) return 'out_for_delivery' as const;
  if (full.pickedUpAt) return 'picked_up' as const;
  if (full.kitchenReadyAt) return 'ready' as const;
  return full.firstPrintedAt ? ('in_kitchen' as const) : ('accepted' as const);
}
