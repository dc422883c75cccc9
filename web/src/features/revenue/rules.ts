import type { RevenuePeriod } from '../../graphql/generated/graphql';
import { formatDollars } from '../../ui/format/money';
import { formatDayRange, minutesInWords, monthName } from '../../ui/format/dates';

/** The pure rules of the revenue dashboard (docs/product.md#revenue), tested in web/test/revenue-rules.test.ts. */

/** The period selector, in the documented order; the values are the server's (docs/product.md#periods). */
export const REVENUE_PERIODS: readonly { value: RevenuePeriod; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: 'this_week', label: 'This week' },
  { value: 'last_week', label: 'Last week' },
  { value: 'this_month', label: 'This month' },
  { value: 'last_month', label: 'Last month' },
  { value: 'this_year', label: 'This year' },
  { value: 'last_year', label: 'Last year' },
  { value: 'all_time', label: 'All time' },
];

export function isRevenuePeriod(value: string | null): value is RevenuePeriod {
  return REVENUE_PERIODS.some((period) => period.value === value);
}

export function periodLabel(period: RevenuePeriod): string {
  return REVENUE_PERIODS.find((known) => known.value === period)?.label ?? period;
}

/** "2026-03" → "March"; `short` gives "Mar" (the chart's axis). */
export function monthLabel(month: string, short = false): string {
  return monthName(month, short);
}

/** "2026-11-16" to "2026-11-23" (the day after the last) as the days people read: "Nov 16 – Nov 22, 2026". */
export function periodRange(fromDay: string | null | undefined, toDay: string | null | undefined): string {
  if (!fromDay || !toDay) return 'Every order so far';
  const last = new Date(`${toDay}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() - 1);
  const lastDay = last.toISOString().slice(0, 10);
  return formatDayRange(fromDay, lastDay);
}

/** Under the Voids card: what the period's voids took off its revenue ("$12.50 taken off"; "None" without any). */
/** "12 min", "1 h 05 min": a kitchen time in whole minutes, rounded up from seconds (a 30-second wait is a minute). */
export const kitchenMinutes = (seconds: number): string => minutesInWords(Math.ceil(seconds / 60));

/** Under the kitchen card: how many orders and how long nine in ten took; what it means with none. */
export function kitchenNote(orders: number, p90Seconds: number | null): string {
  if (orders === 0 || p90Seconds === null) return 'No orders marked ready at the kitchen display';
  return `9 in 10 ready within ${kitchenMinutes(p90Seconds)} · ${orders} ${orders === 1 ? 'order' : 'orders'}`;
}

export function voidsNote(count: number, cents: number): string {
  return count === 0 ? 'None in this period' : `${formatDollars(cents)} taken off`;
}

/** Under the Discounts card (docs/product.md#discounts): what they took off the items; the revenue is after them. */
export const discountsNote = voidsNote;

/** Under the Online card (docs/decisions/0062-online-ordering.md): what the ordering page brought in. */
export function onlineNote(orders: number, cents: number): string {
  return orders === 0 ? 'None in this period' : `${formatDollars(cents)} of the revenue`;
}

/**
 * The months of the breakdown without orders, said in one line for the phone,
 * where a card each would be a column of zeros: runs are joined
 * ("No orders in January, March – May."); null when every month had orders.
 */
export function emptyMonthsNote(months: readonly { month: string; orders: number }[]): string | null {
  const runs: string[][] = [];
  let run: string[] = [];
  for (const month of months) {
    if (month.orders === 0) {
      run.push(monthLabel(month.month));
    } else if (run.length) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length) runs.push(run);
  if (!runs.length) return null;
  const parts = runs.map((r) => (r.length === 1 ? r[0]! : `${r[0]} – ${r[r.length - 1]}`));
  return `No orders in ${parts.join(', ')}.`;
}

/** The tips report with nothing in its days (docs/decisions/0083-card-tips-paid-to-drivers.md). */
export const NO_TIPS = 'No tips in these days.';

/** "1 tip", "4 tips". */
export const tipsCount = (count: number) => `${count} tip${count === 1 ? '' : 's'}`;

/** The first day of the week that ends on `day` (YYYY-MM-DD): the tips report's days until others are chosen. */
export function weekBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
}
