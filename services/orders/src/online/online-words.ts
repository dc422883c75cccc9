import { clockTime, formatDollars, localDateTime } from '@zest/kit';
import type { OpeningHours } from '../db/schema';
import type { OnlineSettingsValues } from './online-settings';
import { milesWords } from './refusals';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const weekdayName = (weekday: number) => WEEKDAYS[weekday]!;

/** "Friday 11:00–02:00, Saturday 11:00–02:00": the hours as a person reads them, by weekday. */
export const hoursWords = (hours: readonly OpeningHours[]) =>
  hours.length
    ? [...hours]
        .sort((a, b) => a.weekday - b.weekday || a.opens.localeCompare(b.opens))
        .map((h) => `${weekdayName(h.weekday)} ${h.opens}–${h.closes}`)
        .join(', ')
    : 'none';

const onOff = (on: boolean) => (on ? 'on' : 'off');

/** "ZIP codes", or "within 3 miles of 12 Main St, Springfield". */
const areaWords = (s: OnlineSettingsValues) =>
  s.deliveryArea === 'zips' || s.deliveryRadiusTenths == null
    ? 'ZIP codes'
    : `within ${milesWords(s.deliveryRadiusTenths / 10)} of ${s.deliveryOriginAddress ?? 'the restaurant'}`;

/** What changed on the owner's card, for the audit line. */
export function describeOnlineChanges(
  before: OnlineSettingsValues,
  after: OnlineSettingsValues,
  timeZone: string,
): string[] {
  const changed: string[] = [];
  const was = <T>(what: string, a: T, b: T, words: (v: T) => string) => {
    if (words(a) !== words(b)) changed.push(`${what} ${words(b)} (was ${words(a)})`);
  };
  was('online ordering', before.enabled, after.enabled, onOff);
  was('page address', before.slug, after.slug, (s) => (s ? `/order/${s}` : 'none'));
  was('opening hours', before.hours, after.hours, hoursWords);
  was('pickup', before.pickup, after.pickup, onOff);
  was('delivery', before.delivery, after.delivery, onOff);
  was('delivery ZIP codes', before.deliveryZips, after.deliveryZips, (z) => z.join(', ') || 'none');
  was('delivery area', before, after, areaWords);
  was('delivery minimum', before.deliveryMinimumCents, after.deliveryMinimumCents, formatDollars);
  was('largest order', before.largestOrderCents, after.largestOrderCents, formatDollars);
  was('prep time', before.prepMinutes, after.prepMinutes, (m) => `${m} min`);
  was('paused', before.pausedUntil, after.pausedUntil, (p) =>
    p ? `until ${localDateTime(p, timeZone).slice(0, 10)} ${clockTime(p, timeZone)}` : 'no',
  );
  was('auto-accept', before.autoAccept, after.autoAccept, onOff);
  was('card payments', before.cardPayments, after.cardPayments, onOff);
  was('Stripe account', before.stripeAccount, after.stripeAccount, (a) => a ?? 'none');
  return changed;
}

/** The audit line of a change made at the counter: "Paused online orders for 30 min (until 7:45 PM)". */
export function busyWords(
  input: { pauseMinutes?: number | null; extraMinutes?: number | null },
  after: OnlineSettingsValues,
  timeZone: string,
): string {
  const said: string[] = [];
  const until = (at: Date | null) => (at ? ` (until ${clockTime(at, timeZone)})` : '');
  if (input.pauseMinutes === 0) said.push('Took online orders again');
  else if (input.pauseMinutes != null)
    said.push(`Paused online orders for ${input.pauseMinutes} min${until(after.pausedUntil)}`);
  if (input.extraMinutes === 0) said.push(`Quoted the usual ${after.prepMinutes} min again`);
  else if (input.extraMinutes != null)
    said.push(
      `Added ${input.extraMinutes} min to the quoted time: ${after.prepMinutes + input.extraMinutes} min${until(after.busyUntil)}`,
    );
  return said.join('; ');
}
