import type { DriverPeriod } from '../inputs';
import { driverPeriod } from './periods';

/**
 * A driver's orders by period on the restaurant's clock, around the changes
 * of clocks in New York (March 9 and November 2, 2025) and Sydney (April 6
 * and October 5, 2025).
 */
const cases: [string, string, DriverPeriod, string | null, string | null][] = [
  // zone, now (UTC), period, from, until (UTC)
  ['America/New_York', '2025-03-09T16:00:00.000Z', 'today', '2025-03-09T05:00:00.000Z', '2025-03-10T04:00:00.000Z'],
  ['America/New_York', '2025-03-09T16:00:00.000Z', 'yesterday', '2025-03-08T05:00:00.000Z', '2025-03-09T05:00:00.000Z'],
  // 12:00 EDT a week after the change: 12:00 EST the week before is 168 + 1 hours back.
  ['America/New_York', '2025-03-12T16:00:00.000Z', 'lastWeek', '2025-03-05T17:00:00.000Z', null],
  ['America/New_York', '2025-11-05T17:30:15.250Z', 'lastWeek', '2025-10-29T16:30:15.250Z', null],
  ['America/New_York', '2025-03-31T16:00:00.000Z', 'lastMonth', '2025-02-28T17:00:00.000Z', null],
  ['America/New_York', '2025-11-02T15:00:00.000Z', 'lastYear', '2024-11-02T14:00:00.000Z', null],
  ['America/New_York', '2025-11-02T15:00:00.000Z', 'all', null, null],
  ['Australia/Sydney', '2025-04-05T14:30:00.000Z', 'today', '2025-04-05T13:00:00.000Z', '2025-04-06T14:00:00.000Z'],
  ['Australia/Sydney', '2025-04-05T14:30:00.000Z', 'yesterday', '2025-04-04T13:00:00.000Z', '2025-04-05T13:00:00.000Z'],
  // 19:00 AEST on April 8 (after the change); a week before was 19:00 AEDT.
  ['Australia/Sydney', '2025-04-08T09:00:00.000Z', 'lastWeek', '2025-04-01T08:00:00.000Z', null],
  ['Australia/Sydney', '2025-10-10T08:00:00.000Z', 'lastMonth', '2025-09-10T09:00:00.000Z', null],
  ['Australia/Sydney', '2024-02-29T01:00:00.000Z', 'lastYear', '2023-02-28T01:00:00.000Z', null],
];

it.each(cases)('%s at %s: %s', (zone, now, period, from, until) => {
  const m = driverPeriod(period, new Date(now), zone);
  expect([m.from?.toISOString() ?? null, m.until?.toISOString() ?? null]).toEqual([from, until]);
});
