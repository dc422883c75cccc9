import { addDays, atLocalTime, localDateTime } from '@zest/kit';
import type { OpeningHours } from '../db/schema';

/**
 * When a restaurant takes online orders, from its opening hours on its own clock. An opening whose
 * closing time is before its opening time runs past midnight (18:00–02:00); the same time for both
 * is the whole day (00:00–00:00). Minutes of the day
 * throughout; moments only at the edges (atLocalTime), so a change to or from summer time is the
 * clock's, not ours.
 */

export const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
/** 0 Sunday … 6 Saturday, as a calendar day ("2026-11-22") names it. */
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The spans a day's openings cover, in minutes from that day's start: past midnight runs into the next day. */
function spansOn(hours: readonly OpeningHours[], day: string): [number, number][] {
  const weekday = weekdayOf(day);
  return hours
    .filter((h) => h.weekday === weekday)
    .map((h) => {
      const opens = minuteOf(h.opens);
      const closes = minuteOf(h.closes);
      return [opens, closes > opens ? closes : closes + 1440] as [number, number];
    });
}

function clockOf(at: Date, timeZone: string) {
  const [day, time] = localDateTime(at, timeZone).split(' ') as [string, string];
  return { day, minute: minuteOf(time) };
}

/** Open at that moment: inside one of today's openings, or one of yesterday's that runs past midnight. */
export function isOpenAt(hours: readonly OpeningHours[], timeZone: string, at: Date): boolean {
  const { day, minute } = clockOf(at, timeZone);
  const inside = (spans: [number, number][], m: number) => spans.some(([o, c]) => m >= o && m < c);
  return inside(spansOn(hours, day), minute) || inside(spansOn(hours, addDays(day, -1)), minute + 1440);
}

/** The next moment it opens after `at`, within a week; null when it has no opening hours. */
export function nextOpening(hours: readonly OpeningHours[], timeZone: string, at: Date): Date | null {
  const { day } = clockOf(at, timeZone);
  for (let n = 0; n <= 7; n++) {
    const d = addDays(day, n);
    const opens = spansOn(hours, d)
      .map(([o]) => atLocalTime(d, o, timeZone))
      .filter((m) => m.getTime() > at.getTime())
      .sort((a, b) => a.getTime() - b.getTime());
    if (opens.length) return opens[0]!;
  }
  return null;
}

/**
 * The times a customer may ask for today, every `step` minutes: open at that time, no sooner than
 * the quoted prep time from now, and before midnight (an order's time is a time of its day).
 */
export function timesToday(
  hours: readonly OpeningHours[],
  timeZone: string,
  now: Date,
  prepMinutes: number,
  step = 15,
): string[] {
  const { day, minute } = clockOf(now, timeZone);
  const first = Math.ceil((minute + prepMinutes) / step) * step;
  const times: string[] = [];
  for (let m = first; m < 1440; m += step) {
    if (isOpenAt(hours, timeZone, atLocalTime(day, m, timeZone))) times.push(timeOf(m));
  }
  return times;
}

/** A time asked for today fits: one of the times the page offers, give or take the step's rounding. */
export function fitsToday(
  hours: readonly OpeningHours[],
  timeZone: string,
  now: Date,
  prepMinutes: number,
  time: string,
): boolean {
  const { day, minute } = clockOf(now, timeZone);
  const asked = minuteOf(time);
  return asked >= minute + prepMinutes && isOpenAt(hours, timeZone, atLocalTime(day, asked, timeZone));
}
