/**
 * Times at the edges, in the restaurant's IANA time zone (docs/product.md#time-rules):
 * stored as UTC, shown as the restaurant's clock.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's clock at a moment, from Intl: exact, and slow enough to matter on every order. */
function intlParts(date: Date, timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(date).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}`, seconds: p.second! };
}

/** The zone's offset at a moment, in milliseconds (whole seconds: the clock's). */
function intlOffset(ms: number, timeZone: string): number {
  const p = intlParts(new Date(ms), timeZone);
  return Date.parse(`${p.date}T${p.time}:${p.seconds}Z`) - Math.floor(ms / 1000) * 1000;
}

/** A zone's offset per quarter hour, kept when it is the same at both ends of it (no change of clock inside). */
const QUARTER = 15 * 60_000;
const offsets = new Map<string, number>();
const OFFSETS_KEPT = 20_000;

function offsetOf(ms: number, timeZone: string): number {
  const quarter = Math.floor(ms / QUARTER);
  const key = `${timeZone}|${quarter}`;
  const kept = offsets.get(key);
  if (kept !== undefined) return kept;
  const start = intlOffset(quarter * QUARTER, timeZone);
  if (start !== intlOffset(quarter * QUARTER + QUARTER - 1, timeZone)) return intlOffset(ms, timeZone);
  if (offsets.size >= OFFSETS_KEPT) offsets.clear();
  offsets.set(key, start);
  return start;
}

function partsIn(date: Date, timeZone: string) {
  const ms = date.getTime();
  // Outside what an ISO string writes plainly (years before 1 or after 9999): Intl's answer as it is.
  if (!(ms > -62135596800000 && ms < 253402300799000)) return intlParts(date, timeZone);
  const wall = new Date(Math.floor(ms / 1000) * 1000 + offsetOf(ms, timeZone)).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16), seconds: wall.slice(17, 19) };
}

/** "2026-11-22 18:05", the restaurant's clock (docs/product.md#order-history). */
export function localDateTime(date: Date, timeZone: string): string {
  const p = partsIn(date, timeZone);
  return `${p.date} ${p.time}`;
}

/**
 * "6:05 PM" for a wall-clock "18:05": the time in a sentence a person reads (a page, an e-mail, an audit line,
 * a refusal), as US restaurants say it (docs/decisions/0073-the-12-hour-clock.md). The API's `…Local` fields
 * stay "2026-11-22 18:05": they are data, and the web writes them in this same style.
 */
export function clockWords(wall: string): string {
  const [h = 0, m = 0] = wall.split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** "6:05 PM": a moment on the restaurant's clock, in words. */
export function clockTime(date: Date, timeZone: string): string {
  return clockWords(partsIn(date, timeZone).time);
}

/** The restaurant's calendar day of a moment: "2026-11-22". */
export function localDate(date: Date, timeZone: string): string {
  return partsIn(date, timeZone).date;
}

/**
 * ISO 8601 with the restaurant's offset, "2026-11-22T18:05:09-06:00": the
 * same moment as the UTC form, and its first 16 characters are the local
 * date and time the original clients display and filter on.
 */
export function localIso(date: Date, timeZone: string): string {
  const p = partsIn(date, timeZone);
  const wall = Date.parse(`${p.date}T${p.time}:${p.seconds}Z`);
  const offsetMinutes = Math.round((wall - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${p.date}T${p.time}:${p.seconds}${offset}`;
}

/** The restaurant's offset from UTC at a moment, in minutes (−360 for Chicago in winter). */
export function offsetMinutes(date: Date, timeZone: string): number {
  const m = /([+-])(\d\d):(\d\d)$/.exec(localIso(date, timeZone))!;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/** The moment the restaurant's clock reads a time on a day ("2026-11-22", 18 × 60 + 5). */
export function atLocalTime(day: string, minuteOfDay: number, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + minuteOfDay * 60_000;
  let at = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  // Across a change of offset the first guess is off by the change.
  at = wall - offsetMinutes(new Date(at), timeZone) * 60_000;
  return new Date(at);
}

/*
 * Calendar days ("2026-11-22") as the restaurant's clock names them: day
 * arithmetic never touches an offset, so a day is a day across a change to or
 * from summer time (23 or 25 hours of real time).
 */
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
const dayOf = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);

/** The day `n` days after (or before, negative) a day. */
export const addDays = (day: string, n: number): string => dayOf(dayNumber(day) + n);

/** Monday 1 … Sunday 7. */
export const isoWeekday = (day: string): number => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The same day of the month `n` months later (or earlier), on the month's last day when it has fewer days. */
export function addMonths(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const month = y * 12 + (m - 1) + n;
  const year = Math.floor(month / 12);
  const monthIndex = month - year * 12;
  const last = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(monthIndex + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * The moment the restaurant's clock shows the same time of day as at `date`,
 * on another day ("one week back" from 18:05:09 is 18:05:09 seven days
 * earlier, whatever summer time did in between).
 */
export function sameTimeOn(date: Date, timeZone: string, day: string): Date {
  const [hours, minutes] = localDateTime(date, timeZone).slice(11).split(':').map(Number) as [number, number];
  const withinMinute = ((date.getTime() % 60_000) + 60_000) % 60_000;
  return new Date(atLocalTime(day, hours * 60 + minutes, timeZone).getTime() + withinMinute);
}
