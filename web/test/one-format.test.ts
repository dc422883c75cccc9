import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { centsToInput, formatDollars } from '../src/ui/format/money';
import {
  formatDay,
  formatDayRange,
  formatClock,
  formatDayTime,
  formatMonth,
  formatTime,
  monthName,
  NO_DATE,
  todayIn,
} from '../src/ui/format/dates';
import { formatRenewalDate } from '../src/features/billing/subscription';
import { lastCashoutText } from '../src/features/drivers/rules';
import { driverLine, reprintStamp } from '../src/features/cashier/receipt/receipt';

/**
 * Money and dates are written one way (docs/decisions/0034-one-way-to-write-money-and-dates.md):
 * web/src/ui/format/money.ts and web/src/ui/format/dates.ts are the only places that turn cents or moments
 * into text. A screen that formats by hand fails here, with the file and line.
 */

const SRC = join(__dirname, '..', 'src');

/** What writes money or a date by hand. */
const HAND_FORMATTING: { pattern: RegExp; what: string }[] = [
  { pattern: /\.toFixed\(/, what: 'toFixed (money goes through formatDollars or centsToInput)' },
  { pattern: /'\$'\s*\+|\+\s*'\$'|`\$\$\{/, what: 'a dollar sign glued on by hand (use formatDollars)' },
  { pattern: /\.toLocale(?:Date|Time)?String\(/, what: 'toLocale…String (use ui/format/dates or ui/format/money)' },
  {
    pattern: /Intl\.(?:DateTimeFormat|NumberFormat|RelativeTimeFormat)\(/,
    what: 'Intl formatting (use ui/format/dates)',
  },
  {
    pattern: /\.(?:slice|substring)\(\s*(?:0\s*,\s*1[1-9]|1[01]\b)/,
    // A day key (slice(0, 10), 'YYYY-MM-DD') is data, not display; the time of day cut off it is display.
    what: 'an ISO time cut by hand (use ui/format/dates)',
  },
  { pattern: /\.replace\(\s*'T'\s*,/, what: "an ISO 'T' replaced by hand (use ui/format/dates)" },
  { pattern: /\.split\(\s*'[ T]'\s*\)/, what: 'a time split by hand (use ui/format/dates)' },
];

/** Where each kind of formatting may stay, and why; keep it short. */
const ALLOWED: Record<string, RegExp[]> = {
  // The formatters themselves.
  'ui/format/money.ts': [/.*/],
  'ui/format/dates.ts': [/.*/],
  // Checks that a zone exists; formats nothing.
  'features/restaurants/rules.ts': [/Intl\.DateTimeFormat\(/],
  // Reads the browser's own zone, the fallback for a new restaurant; formats nothing.
  'features/restaurants/addressTimeZone.ts': [/Intl\.DateTimeFormat\(\)\.resolvedOptions\(\)\.timeZone/],
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every hand formatting in a file's text: "file:line: what". Comments do not count. */
function handFormatting(file: string, text: string): string[] {
  const allowed = ALLOWED[file] ?? [];
  return text.split('\n').flatMap((line, index) => {
    const code = line.replace(/\/\/.*$|^\s*\*.*$|\/\*.*?\*\//g, '');
    return HAND_FORMATTING.filter(({ pattern }) => pattern.test(code) && !allowed.some((ok) => ok.test(code))).map(
      ({ what }) => `${file}:${index + 1}: ${what}: ${line.trim()}`,
    );
  });
}

describe('money and dates are written one way on every screen', () => {
  it('no file under web/src formats money or dates by hand', () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((path) =>
      handFormatting(relative(SRC, path).split('\\').join('/'), readFileSync(path, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('the scan catches each way of formatting by hand, and lets the formatters alone', () => {
    const screen = 'features/drivers/Example.tsx';
    const caught = (line: string) => handFormatting(screen, line).length;
    expect(caught('const text = (cents / 100).toFixed(2);')).toBe(1);
    expect(caught("const text = '$' + amount;")).toBe(1);
    expect(caught('const text = `$${amount}`;')).toBe(1);
    expect(caught("const text = value.toLocaleString('en-US');")).toBe(1);
    expect(caught('const text = new Date(at).toLocaleDateString();')).toBe(1);
    expect(caught("const f = new Intl.DateTimeFormat('en-US', { month: 'long' });")).toBe(1);
    expect(caught('const when = order.createdAt.slice(0, 16);')).toBe(1);
    expect(caught('const time = order.createdAtLocal.slice(11, 16);')).toBe(1);
    expect(caught("const when = iso.replace('T', ' ');")).toBe(1);
    expect(caught("const [day, time] = entry.atLocal.split(' ');")).toBe(1);
    expect(caught('const text = formatDayTime(order.createdAtLocal);')).toBe(0);
    expect(caught('const key = at.toISOString().slice(0, 10);')).toBe(0);
    expect(caught('// (cents / 100).toFixed(2) is what this replaced')).toBe(0);
    expect(handFormatting('ui/format/money.ts', 'const fixed = (cents / 100).toFixed(2);')).toEqual([]);
  });
});

describe('money', () => {
  it('is a dollar sign, the thousands grouped and two decimals', () => {
    expect(formatDollars(254222)).toBe('$2,542.22');
    expect(formatDollars(614387)).toBe('$6,143.87');
    expect(formatDollars(123456789)).toBe('$1,234,567.89');
    expect(formatDollars(5)).toBe('$0.05');
    expect(formatDollars(-1250)).toBe('−$12.50');
    // A form's starting value is a plain number, not money on screen.
    expect(centsToInput(254222)).toBe('2542.22');
  });
});

describe('dates: one style per kind, on the restaurant’s clock', () => {
  it('writes a day, a day and time, a time and a month one way each', () => {
    expect(formatDay('2026-11-24')).toBe('Nov 24, 2026');
    expect(formatDayTime('2026-11-22 23:30')).toBe('Nov 22, 2026, 11:30 PM');
    expect(formatTime('2026-11-22 09:05')).toBe('9:05 AM');
    expect(formatClock('18:30')).toBe('6:30 PM');
    expect(formatClock('00:15')).toBe('12:15 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
    expect(formatClock('soon')).toBe('soon');
    expect(formatMonth('2026-12')).toBe('December 2026');
    expect(monthName('2026-03')).toBe('March');
    expect(monthName('2026-03', true)).toBe('Mar');
  });

  it('keeps the server’s wall clock as it is, and puts an instant on the restaurant’s clock', () => {
    // The API's …Local strings are already restaurant time: never shifted by the viewer's zone.
    expect(formatDayTime('2026-11-22 23:30:59')).toBe('Nov 22, 2026, 11:30 PM');
    expect(formatDayTime('2026-11-22T23:30:00-05:00')).toBe('Nov 22, 2026, 11:30 PM');
    // 04:30 UTC is still the evening before in New York, and the next morning in Tokyo.
    expect(formatDayTime('2026-11-23T04:30:00Z', 'America/New_York')).toBe('Nov 22, 2026, 11:30 PM');
    expect(formatDayTime('2026-11-23T04:30:00Z', 'Asia/Tokyo')).toBe('Nov 23, 2026, 1:30 PM');
    expect(formatDayTime('2026-11-22T23:30:00-05:00', 'America/Chicago')).toBe('Nov 22, 2026, 10:30 PM');
    // Midnight is 12:00 AM (never 0:00 or 24:00), with a plain space before AM.
    expect(formatTime('2026-11-23T05:00:00Z', 'America/New_York')).toBe('12:00 AM');
    // Unix seconds and milliseconds (a renewal date).
    expect(formatDay(1772625600, 'UTC')).toBe('Mar 4, 2026');
    expect(formatDay('1772625600000', 'UTC')).toBe('Mar 4, 2026');
  });

  it('shows a dash for what is missing or unreadable, and a span with its year once', () => {
    expect(formatDayTime(null)).toBe(NO_DATE);
    expect(formatDay('soon')).toBe(NO_DATE);
    expect(formatDayRange('2026-11-16', '2026-11-22')).toBe('Nov 16 – Nov 22, 2026');
    expect(formatDayRange('2026-12-28', '2027-01-03')).toBe('Dec 28, 2026 – Jan 3, 2027');
    expect(formatDayRange('2026-11-16', '2026-11-16')).toBe('Nov 16, 2026');
  });

  it('counts today on the restaurant’s clock (a form value, YYYY-MM-DD)', () => {
    const lateEvening = new Date('2026-11-23T04:30:00Z');
    expect(todayIn('America/New_York', lateEvening)).toBe('2026-11-22');
    expect(todayIn('Asia/Tokyo', lateEvening)).toBe('2026-11-23');
    expect(todayIn('Not/AZone', lateEvening)).toBe('2026-11-22');
  });

  it('is the style the screens use: drivers, receipts, billing', () => {
    expect(lastCashoutText('2026-11-22 23:30')).toBe('Last cash-out Nov 22, 2026, 11:30 PM');
    expect(driverLine({ driverName: 'Dana', deliveredAtLocal: '2026-11-24 12:35' })).toBe(
      'Driver Dana · delivered Nov 24, 2026, 12:35 PM',
    );
    expect(reprintStamp({ number: 2, printedAtLocal: '2026-11-22 18:05' })).toBe('REPRINT 1 · Nov 22, 2026, 6:05 PM');
    expect(reprintStamp({ number: 1, printedAtLocal: '2026-11-22 18:05' })).toBeNull();
    expect(formatRenewalDate('2026-12-24T12:00:00Z', { timeZone: 'UTC' })).toBe('Dec 24, 2026');
  });
});
