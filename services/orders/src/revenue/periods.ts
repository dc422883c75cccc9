import { addDays, addMonths, atLocalTime, isoWeekday } from '@zest/kit';
import type { RevenuePeriod } from '../inputs';

/**
 * Revenue periods (docs/product.md#periods): calendar periods on the
 * restaurant's own calendar, weeks from Monday. Pure: a period is a range of
 * days worked out from "today" there, so a change of clocks never moves a
 * bound; only the moments the days start at feel it (a day of 23 or 25 hours).
 */

/** The days a period counts: from `from` up to, not including, `until`; null means unbounded. */
export interface PeriodDays {
  from: string | null;
  until: string | null;
}

export function periodDays(period: RevenuePeriod, today: string): PeriodDays {
  const monday = addDays(today, 1 - isoWeekday(today));
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const newYear = `${today.slice(0, 4)}-01-01`;
  switch (period) {
    case 'today':
      return { from: today, until: addDays(today, 1) };
    case 'yesterday':
      return { from: addDays(today, -1), until: today };
    case 'this_week':
      return { from: monday, until: addDays(monday, 7) };
    case 'last_week':
      return { from: addDays(monday, -7), until: monday };
    case 'this_month':
      return { from: firstOfMonth, until: addMonths(firstOfMonth, 1) };
    case 'last_month':
      return { from: addMonths(firstOfMonth, -1), until: firstOfMonth };
    case 'this_year':
      return { from: newYear, until: addMonths(newYear, 12) };
    case 'last_year':
      return { from: addMonths(newYear, -12), until: newYear };
    case 'all_time':
      return { from: null, until: null };
  }
}

/** The moments a period starts and ends: midnight on the restaurant's clock at each end. */
export function periodMoments(days: PeriodDays, timeZone: string): { startsAt: Date | null; endsAt: Date | null } {
  return {
    startsAt: days.from ? atLocalTime(days.from, 0, timeZone) : null,
    endsAt: days.until ? atLocalTime(days.until, 0, timeZone) : null,
  };
}

/** The months of the year of `today`, January to this month: "2026-01" … */
export function monthsSoFar(today: string): string[] {
  return monthsOfYear(Number(today.slice(0, 4)), today);
}

/**
 * The months of `year` as the breakdown shows them: a past year whole,
 * this year January to this month, a year to come none.
 */
export function monthsOfYear(year: number, today: string): string[] {
  const thisYear = Number(today.slice(0, 4));
  const count = year < thisYear ? 12 : year === thisYear ? Number(today.slice(5, 7)) : 0;
  return Array.from({ length: count }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
}

/** The days of a calendar year: January 1 up to the next January 1. */
export function yearDays(year: number): { from: string; until: string } {
  return { from: `${year}-01-01`, until: `${year + 1}-01-01` };
}
