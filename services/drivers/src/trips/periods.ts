import { addDays, addMonths, atLocalTime, localDate, sameTimeOn } from '@zest/kit';
import type { DriverPeriod } from '../inputs';

/**
 * A driver's orders by period (docs/product.md#time-rules), on the
 * restaurant's clock. Today and yesterday are calendar days there; last week,
 * last month and last year reach back from now to the same time of day 7
 * days, one month or one year earlier (a month back from March 31 is the
 * last day of February). Pure.
 */
export interface Moments {
  /** From this moment (null: since ever) until, not including, `until` (null: up to now and on). */
  from: Date | null;
  until: Date | null;
}

export function driverPeriod(period: DriverPeriod, now: Date, timeZone: string): Moments {
  const today = localDate(now, timeZone);
  const midnight = (day: string) => atLocalTime(day, 0, timeZone);
  switch (period) {
    case 'all':
      return { from: null, until: null };
    case 'today':
      return { from: midnight(today), until: midnight(addDays(today, 1)) };
    case 'yesterday':
      return { from: midnight(addDays(today, -1)), until: midnight(today) };
    case 'lastWeek':
      return { from: sameTimeOn(now, timeZone, addDays(today, -7)), until: null };
    case 'lastMonth':
      return { from: sameTimeOn(now, timeZone, addMonths(today, -1)), until: null };
    case 'lastYear':
      return { from: sameTimeOn(now, timeZone, addMonths(today, -12)), until: null };
  }
}
