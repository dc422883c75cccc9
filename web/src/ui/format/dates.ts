/**
 * Days and times on screen, in one place (docs/decisions/0034-one-way-to-write-money-and-dates.md):
 * one style per kind, on the restaurant's clock, the same on every screen.
 *
 *   day           "Nov 24, 2026"
 *   day and time  "Nov 24, 2026, 11:30 PM"
 *   time          "11:30 PM"         (a time of a day already in view: held orders, a driver out)
 *   clock         "6:30 PM"          (a wall-clock "18:30" of the restaurant: a scheduled time, opening hours)
 *   month         "November 2026"
 *
 * What the server sends comes two ways. A wall-clock string without a zone
 * ("2026-11-24 23:30", "2026-11-24T23:30:05", the API's `…Local` fields) is
 * already on the restaurant's clock and is written as it is, never shifted.
 * An instant (ISO with Z or an offset, a Date, Unix seconds or milliseconds)
 * is shown in the time zone given (the restaurant's), else the viewer's own;
 * an ISO string with an offset and no zone given keeps its own wall clock.
 * The locale is fixed (en-US, the 12-hour clock: docs/decisions/0073-the-12-hour-clock.md) so two screens
 * side by side never disagree; the narrow space Intl puts before AM/PM is written as a plain space, so what a
 * person types to search ("6:05 PM") is what the screen says.
 */

export const DEFAULT_TIME_ZONE = 'America/New_York';

export type When = string | number | Date | null | undefined;

/** What a missing or unreadable moment shows. */
export const NO_DATE = '—';

const LOCALE = 'en-US';
const CLOCK = { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' } as const;
const STYLES = {
  day: { month: 'short', day: 'numeric', year: 'numeric' },
  weekday: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  dayTime: { month: 'short', day: 'numeric', year: 'numeric', ...CLOCK },
  time: CLOCK,
  month: { month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
type Style = keyof typeof STYLES;

const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(style: Style, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${style}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { ...STYLES[style], timeZone });
    formats.set(key, format);
  }
  return format;
}

/** True for an IANA zone this browser knows ("America/Chicago"). */
export function isTimeZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat(LOCALE, { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/** The moment to format, and the zone to format it in ('UTC' for a wall clock, already local). */
function read(value: When, timeZone: string | undefined): { at: Date; zone: string | undefined } | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { at: value, zone: timeZone };
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (/^\d+$/.test(text)) {
    const number = Number(text);
    return { at: new Date(number < 1e12 ? number * 1000 : number), zone: timeZone };
  }
  const wall = WALL_CLOCK.exec(text);
  if (!wall) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0', offset] = wall;
  const zoned = !!offset && (offset.toUpperCase() === 'Z' || timeZone !== undefined);
  if (zoned) {
    const at = new Date(text.replace(' ', 'T'));
    return Number.isNaN(at.getTime()) ? null : { at, zone: timeZone };
  }
  const at = new Date(Date.UTC(+year!, +month! - 1, +day!, +hour, +minute, +second));
  return Number.isNaN(at.getTime()) ? null : { at, zone: 'UTC' };
}

function format(style: Style, value: When, timeZone: string | null | undefined): string {
  const moment = read(value, isTimeZone(timeZone) ? timeZone : undefined);
  return moment
    ? formatter(style, moment.zone)
        .format(moment.at)
        .replace(/\u202f/g, ' ')
    : NO_DATE;
}

/** "Nov 24, 2026". */
export const formatDay = (value: When, timeZone?: string | null) => format('day', value, timeZone);

/** "Tue, Nov 24, 2026": a calendar day (YYYY-MM-DD, the restaurant's own) with its weekday. */
export const formatCalendarDay = (day: string) => format('weekday', day, 'UTC');

/** "Nov 24, 2026, 11:30 PM". */
export const formatDayTime = (value: When, timeZone?: string | null) => format('dayTime', value, timeZone);

/** A span of whole minutes in words: "12 min", "1 h 05 min" (a wait, a ticket's age, a kitchen time). */
export function minutesInWords(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** "11:30 PM": for a moment whose day is already plain from the screen. */
export const formatTime = (value: When, timeZone?: string | null) => format('time', value, timeZone);

/** "6:30 PM" for the restaurant's wall-clock "18:30" (a scheduled time, an opening hour); other text as it is. */
export function formatClock(wall: string): string {
  return /^\d{1,2}:\d{2}$/.test(wall.trim())
    ? format('time', `2000-01-01 ${wall.trim().padStart(5, '0')}`, 'UTC')
    : wall;
}

/** "November 2026"; a month key ("2026-11") reads as that month. */
export const formatMonth = (value: When, timeZone?: string | null) =>
  format('month', typeof value === 'string' && /^\d{4}-\d{2}$/.test(value) ? `${value}-01` : value, timeZone);

/**
 * A month's name alone, where the year is already on the screen (a year's
 * breakdown): "2026-03" → "March"; `short` gives "Mar" (a chart's axis).
 */
export function monthName(month: string, short = false): string {
  const at = read(/^\d{4}-\d{2}$/.test(month) ? `${month}-01` : month, undefined);
  if (!at) return month;
  return new Intl.DateTimeFormat(LOCALE, { month: short ? 'short' : 'long', timeZone: 'UTC' }).format(at.at);
}

/**
 * Two days as a span people read, the year written once when it is shared:
 * "Nov 16 – Nov 22, 2026"; one day is the day style ("Nov 16, 2026").
 */
export function formatDayRange(first: string, last: string): string {
  if (first === last) return formatDay(first);
  const a = read(first, undefined);
  const b = read(last, undefined);
  if (!a || !b) return `${formatDay(first)} – ${formatDay(last)}`;
  if (a.at.getUTCFullYear() !== b.at.getUTCFullYear()) return `${formatDay(first)} – ${formatDay(last)}`;
  const monthDay = new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return `${monthDay.format(a.at)} – ${formatDay(last)}`;
}

/** The named parts of a moment in a time zone (the default zone when it is not one this browser knows). */
function partsIn(timeZone: string | null | undefined, now: Date, options: Intl.DateTimeFormatOptions) {
  const parts = new Intl.DateTimeFormat(LOCALE, {
    timeZone: isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE,
    ...options,
  }).formatToParts(now);
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
}

/** The date (YYYY-MM-DD, a form's value, not a display) it is now in a time zone. */
export function todayIn(timeZone: string | null | undefined, now: Date = new Date()): string {
  const part = partsIn(timeZone, now, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The wall clock it is now in a time zone ("2026-11-24 23:30"), as the server writes a local time. */
export function wallClockIn(timeZone: string | null | undefined, now: Date = new Date()): string {
  const part = partsIn(timeZone, now, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${todayIn(timeZone, now)} ${part('hour')}:${part('minute')}`;
}

/**
 * The moment (ISO, UTC) the restaurant's clock reads `time` ("23:30") on `day` ("2026-11-24"): what a manager
 * types on the restaurant's clock, as the server takes it. Null when the day or the time is not one. The zone's
 * offset is read at a first guess and again at the answer, so a day that changes to or from summer time comes
 * out right; a time the clock skips (2:30 AM on the spring change) lands an hour on.
 */
export function restaurantTimeToUtc(day: string, time: string, timeZone: string | null | undefined): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim());
  const t = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!d || !t) return null;
  const [year, month, date, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as number[];
  const wall = Date.UTC(year!, month! - 1, date!, hour!, minute!);
  const check = new Date(wall);
  if (check.getUTCDate() !== date || check.getUTCMonth() !== month! - 1 || hour! > 23 || minute! > 59) return null;
  // The zone's clock less UTC at a moment, in whole minutes (as wallClockIn reads it).
  const offset = (ms: number) =>
    Date.parse(`${wallClockIn(timeZone, new Date(ms)).replace(' ', 'T')}:00Z`) - Math.floor(ms / 60_000) * 60_000;
  const guess = wall - offset(wall);
  return new Date(wall - offset(guess)).toISOString();
}

/** A moment as the restaurant's clock reads it, split for a form's day and time fields: { day, time: "23:30" }. */
export function restaurantDayAndTime(at: When, timeZone: string | null | undefined): { day: string; time: string } {
  const moment = read(at, undefined);
  if (!moment) return { day: '', time: '' };
  const [day = '', time = ''] = wallClockIn(timeZone, moment.at).split(' ');
  return { day, time };
}
