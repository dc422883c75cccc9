import type { KnownRestaurant } from '@zest/kit';
import type { StripeAccountRow } from '../db/schema';
import type { ConnectProvider } from '../payments/connect';
import type { OnlineSettingsValues } from './online-settings';

/** The owner's card of online ordering as GraphQL answers it, and the time quoted now (busy at the counter). */

/** How long minutes added at the counter last: the rush, not the rest of the week. */
export const BUSY_MINUTES_LAST = 60;

/** The extra minutes the counter added, while they last; else none. */
export const busyExtra = (s: Pick<OnlineSettingsValues, 'busyMinutes' | 'busyUntil'>, now: Date): number =>
  s.busyUntil && s.busyUntil > now ? s.busyMinutes : 0;

/** The time quoted from an order to ready now: the prep time, and what the counter added while busy. */
export const quotedMinutes = (s: Pick<OnlineSettingsValues, 'prepMinutes' | 'busyMinutes' | 'busyUntil'>, now: Date) =>
  s.prepMinutes + busyExtra(s, now);

export const settingsView = (
  restaurant: KnownRestaurant,
  s: OnlineSettingsValues,
  addressLookup: boolean,
  connect: ConnectProvider | null,
  opened: StripeAccountRow | null,
  /** The restaurant's past addresses, which still lead to its page (issue 47). */
  formerSlugs: string[],
) => ({
  restaurantId: restaurant.id,
  timeZone: restaurant.timeZone,
  enabled: s.enabled,
  slug: s.slug,
  formerSlugs,
  hours: s.hours,
  pickup: s.pickup,
  delivery: s.delivery,
  deliveryZips: s.deliveryZips,
  deliveryArea: s.deliveryArea,
  deliveryRadiusMiles: s.deliveryRadiusTenths == null ? null : s.deliveryRadiusTenths / 10,
  deliveryOrigin: s.deliveryOriginAddress,
  addressLookup,
  deliveryMinimumCents: s.deliveryMinimumCents,
  largestOrderCents: s.largestOrderCents,
  prepMinutes: s.prepMinutes,
  pausedUntil: s.pausedUntil?.toISOString() ?? null,
  busyMinutes: busyExtra(s, new Date()),
  busyUntil: busyExtra(s, new Date()) ? s.busyUntil!.toISOString() : null,
  autoAccept: s.autoAccept,
  cardPayments: s.cardPayments,
  stripeAccount: s.stripeAccount,
  stripeConnection: connectionOf(opened),
  cardProvider: connect?.mode ?? null,
});

/** How far the restaurant's own Stripe account is set up (payments/onboarding.ts). */
function connectionOf(opened: StripeAccountRow | null): 'none' | 'started' | 'connected' {
  if (!opened) return 'none';
  return opened.connectedAt ? 'connected' : 'started';
}
