import type { OnlineBusyFieldsFragment } from '../../../graphql/generated/graphql';
import { formatTime } from '../../../ui/format/dates';

/** Busy at the counter's rules (docs/decisions/0072-busy-at-the-counter.md), pure: the choices and the words. */

export const PAUSE_CHOICES = [15, 30, 60] as const;
export const EXTRA_CHOICES = [10, 20] as const;

export interface BusyInput {
  pauseMinutes?: number;
  extraMinutes?: number;
}

export interface BusyState {
  kind: 'taking' | 'paused';
  /** Minutes added to the quote now: 0 when none, or when they have run out. */
  extra: number;
  /** What the ordering page says now, in the counter's words. */
  words: string;
}

/** What the ordering page does now: paused until a time, or taking orders at the quoted time. */
export function busyState(s: OnlineBusyFieldsFragment, now: number): BusyState {
  const zone = s.timeZone;
  const extra = s.busyUntil && Date.parse(s.busyUntil) > now ? s.busyMinutes : 0;
  const quoted = s.prepMinutes + extra;
  const quote = extra
    ? `quoting ${quoted} min (${s.prepMinutes} + ${extra}) until ${formatTime(s.busyUntil!, zone)}`
    : `quoting ${quoted} min`;
  if (s.pausedUntil && Date.parse(s.pausedUntil) > now) {
    return {
      kind: 'paused',
      extra,
      words: `Online orders paused until ${formatTime(s.pausedUntil, zone)}: the page takes none. Then ${quote}.`,
    };
  }
  return { kind: 'taking', extra, words: `Taking online orders, ${quote}.` };
}

/** The ready time proposed when an order is accepted: the quote, with what the counter added. */
export const quotedMinutes = (
  s: Pick<OnlineBusyFieldsFragment, 'prepMinutes' | 'busyMinutes' | 'busyUntil'>,
  now: number,
) => s.prepMinutes + (s.busyUntil && Date.parse(s.busyUntil) > now ? s.busyMinutes : 0);
