import { localDate } from '@zest/kit';
import type { RevenuePeriod } from '../inputs';
import { monthsOfYear, monthsSoFar, periodDays, periodMoments, yearDays } from './periods';

/**
 * Revenue periods on the restaurant's calendar (docs/product.md#periods), at
 * moments around the changes of clocks in New York (March 9 and November 2,
 * 2025) and Sydney (April 6 and October 5, 2025): the days never move, the
 * day the clocks change is 23 or 25 hours long.
 */
const HOUR = 3_600_000;

const cases: [string, string, string, RevenuePeriod, string | null, string | null, string | null, string | null][] = [
  // zone, now (UTC), today there, period, first day, day after the last, starts at, ends at (UTC)
  [
    'America/New_York',
    '2025-03-09T04:30:00Z',
    '2025-03-08',
    'today',
    '2025-03-08',
    '2025-03-09',
    '2025-03-08T05:00:00.000Z',
    '2025-03-09T05:00:00.000Z',
  ],
  [
    'America/New_York',
    '2025-03-09T16:00:00Z',
    '2025-03-09',
    'today',
    '2025-03-09',
    '2025-03-10',
    '2025-03-09T05:00:00.000Z',
    '2025-03-10T04:00:00.000Z',
  ],
  [
    'America/New_York',
    '2025-03-09T16:00:00Z',
    '2025-03-09',
    'yesterday',
    '2025-03-08',
    '2025-03-09',
    '2025-03-08T05:00:00.000Z',
    '2025-03-09T05:00:00.000Z',
  ],
  [
    'America/New_York',
    '2025-03-09T16:00:00Z',
    '2025-03-09',
    'this_week',
    '2025-03-03',
    '2025-03-10',
    '2025-03-03T05:00:00.000Z',
    '2025-03-10T04:00:00.000Z',
  ],
  [
    'America/New_York',
    '2025-03-09T16:00:00Z',
    '2025-03-09',
    'last_week',
    '2025-02-24',
    '2025-03-03',
    '2025-02-24T05:00:00.000Z',
    '2025-03-03T05:00:00.000Z',
  ],
  [
    'America/New_York',
    '2025-03-10T12:00:00Z',
    '2025-03-10',
    'this_week',
    '2025-03-10',
    '2025-03-17',
    '2025-03-10T04:00:00.000Z',
    '2025-03-17T04:00:00.000Z',
  ],
  [
    'America/New_York',
    '2025-11-02T15:00:00Z',
    '2025-11-02',
    'today',
    '2025-11-02',
    '2025-11-03',
    '2025-11-02T04:00:00.000Z',
    '2025-11-03T05:00:00.000Z',
  ],
  [
    'America/New_York',
    '2025-11-02T15:00:00Z',
    '2025-11-02',
    'this_month',
    '2025-11-01',
    '2025-12-01',
    '2025-11-01T04:00:00.000Z',
    '2025-12-01T05:00:00.000Z',
  ],
  [
    'America/New_York',
    '2025-11-02T15:00:00Z',
    '2025-11-02',
    'last_month',
    '2025-10-01',
    '2025-11-01',
    '2025-10-01T04:00:00.000Z',
    '2025-11-01T04:00:00.000Z',
  ],
  [
    'America/New_York',
    '2025-12-31T13:30:00Z',
    '2025-12-31',
    'this_year',
    '2025-01-01',
    '2026-01-01',
    '2025-01-01T05:00:00.000Z',
    '2026-01-01T05:00:00.000Z',
  ],
  ['America/New_York', '2025-12-31T13:30:00Z', '2025-12-31', 'all_time', null, null, null, null],
  [
    'Australia/Sydney',
    '2025-04-05T14:30:00Z',
    '2025-04-06',
    'today',
    '2025-04-06',
    '2025-04-07',
    '2025-04-05T13:00:00.000Z',
    '2025-04-06T14:00:00.000Z',
  ],
  [
    'Australia/Sydney',
    '2025-04-05T14:30:00Z',
    '2025-04-06',
    'yesterday',
    '2025-04-05',
    '2025-04-06',
    '2025-04-04T13:00:00.000Z',
    '2025-04-05T13:00:00.000Z',
  ],
  [
    'Australia/Sydney',
    '2025-04-05T14:30:00Z',
    '2025-04-06',
    'last_week',
    '2025-03-24',
    '2025-03-31',
    '2025-03-23T13:00:00.000Z',
    '2025-03-30T13:00:00.000Z',
  ],
  [
    'Australia/Sydney',
    '2025-10-04T14:30:00Z',
    '2025-10-05',
    'today',
    '2025-10-05',
    '2025-10-06',
    '2025-10-04T14:00:00.000Z',
    '2025-10-05T13:00:00.000Z',
  ],
  [
    'Australia/Sydney',
    '2025-10-04T14:30:00Z',
    '2025-10-05',
    'this_week',
    '2025-09-29',
    '2025-10-06',
    '2025-09-28T14:00:00.000Z',
    '2025-10-05T13:00:00.000Z',
  ],
  [
    'Australia/Sydney',
    '2025-12-31T13:30:00Z',
    '2026-01-01',
    'this_year',
    '2026-01-01',
    '2027-01-01',
    '2025-12-31T13:00:00.000Z',
    '2026-12-31T13:00:00.000Z',
  ],
  [
    'Australia/Sydney',
    '2025-12-31T13:30:00Z',
    '2026-01-01',
    'last_year',
    '2025-01-01',
    '2026-01-01',
    '2024-12-31T13:00:00.000Z',
    '2025-12-31T13:00:00.000Z',
  ],
  [
    'Australia/Sydney',
    '2025-12-31T13:30:00Z',
    '2026-01-01',
    'last_month',
    '2025-12-01',
    '2026-01-01',
    '2025-11-30T13:00:00.000Z',
    '2025-12-31T13:00:00.000Z',
  ],
];

describe('revenue periods', () => {
  it.each(cases)('%s at %s (%s there): %s', (zone, now, today, period, from, until, startsAt, endsAt) => {
    expect(localDate(new Date(now), zone)).toBe(today);
    const days = periodDays(period, today);
    expect(days).toEqual({ from, until });
    const moments = periodMoments(days, zone);
    expect([moments.startsAt?.toISOString() ?? null, moments.endsAt?.toISOString() ?? null]).toEqual([
      startsAt,
      endsAt,
    ]);
  });

  it('makes the day the clocks change 23 or 25 hours long, and every other day 24', () => {
    const length = (zone: string, day: string) => {
      const m = periodMoments(periodDays('today', day), zone);
      return (m.endsAt!.getTime() - m.startsAt!.getTime()) / HOUR;
    };
    expect(length('America/New_York', '2025-03-09')).toBe(23);
    expect(length('America/New_York', '2025-11-02')).toBe(25);
    expect(length('Australia/Sydney', '2025-10-05')).toBe(23);
    expect(length('Australia/Sydney', '2025-04-06')).toBe(25);
    expect(length('Australia/Sydney', '2025-07-01')).toBe(24);
  });

  it('lists the months of the year so far for the monthly breakdown', () => {
    expect(monthsSoFar('2026-03-31')).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(monthsSoFar('2026-01-01')).toEqual(['2026-01']);
  });

  it('lists a past year whole, this year so far and a year to come not at all', () => {
    expect(monthsOfYear(2025, '2026-03-31')).toHaveLength(12);
    expect(monthsOfYear(2025, '2026-03-31')[11]).toBe('2025-12');
    expect(monthsOfYear(2026, '2026-03-31')).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(monthsOfYear(2027, '2026-03-31')).toEqual([]);
    expect(yearDays(2024)).toEqual({ from: '2024-01-01', until: '2025-01-01' });
  });
});
