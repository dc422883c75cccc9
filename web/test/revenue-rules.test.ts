import { formatDollars } from '../src/ui/format/money';
import {
  NO_TIPS,
  tipsCount,
  weekBefore,
  emptyMonthsNote,
  isRevenuePeriod,
  monthLabel,
  periodLabel,
  periodRange,
  REVENUE_PERIODS,
  voidsNote,
  kitchenMinutes,
  kitchenNote,
} from '../src/features/revenue/rules';

describe('the revenue dashboard’s rules (docs/product.md#revenue)', () => {
  it('offers the server’s nine periods in the documented order', () => {
    expect(REVENUE_PERIODS.map((p) => p.value)).toEqual([
      'today',
      'yesterday',
      'this_week',
      'last_week',
      'this_month',
      'last_month',
      'this_year',
      'last_year',
      'all_time',
    ]);
    expect(periodLabel('this_week')).toBe('This week');
    expect(periodLabel('all_time')).toBe('All time');
    expect(isRevenuePeriod('last_month')).toBe(true);
    expect(isRevenuePeriod('lastMonth')).toBe(false);
  });

  it('names months for the cards and the chart', () => {
    expect(monthLabel('2026-01')).toBe('January');
    expect(monthLabel('2026-12', true)).toBe('Dec');
  });

  it('shows a period’s days, the last one inclusive', () => {
    expect(periodRange('2026-11-23', '2026-11-24')).toBe('Nov 23, 2026');
    expect(periodRange('2026-11-16', '2026-11-23')).toBe('Nov 16 – Nov 22, 2026');
    expect(periodRange('2026-02-01', '2026-03-01')).toBe('Feb 1 – Feb 28, 2026');
    expect(periodRange('2025-12-29', '2026-01-05')).toBe('Dec 29, 2025 – Jan 4, 2026');
    expect(periodRange(null, null)).toBe('Every order so far');
  });

  it('groups the thousands of every sum, on every screen', () => {
    expect(formatDollars(558376)).toBe('$5,583.76');
    expect(formatDollars(123456789)).toBe('$1,234,567.89');
    expect(formatDollars(99999)).toBe('$999.99');
    expect(formatDollars(-150000)).toBe('−$1,500.00');
  });

  it('says under the Voids card what the period’s voids took off the revenue', () => {
    expect(voidsNote(0, 0)).toBe('None in this period');
    expect(voidsNote(3, 123456)).toBe('$1,234.56 taken off');
    expect(kitchenMinutes(30)).toBe('1 min');
    expect(kitchenMinutes(700)).toBe('12 min');
    expect(kitchenMinutes(3900)).toBe('1 h 05 min');
    expect(kitchenNote(0, null)).toBe('No orders marked ready at the kitchen display');
    expect(kitchenNote(3, 1080)).toBe('9 in 10 ready within 18 min · 3 orders');
  });

  it('says the months without orders in one line for the phone, runs joined', () => {
    const months = (orders: number[]) =>
      orders.map((n, i) => ({ month: `2025-${String(i + 1).padStart(2, '0')}`, orders: n }));
    expect(emptyMonthsNote(months([0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe(
      'No orders in January – February, April – December.',
    );
    expect(emptyMonthsNote(months([1, 0, 2, 3, 0]))).toBe('No orders in February, May.');
    expect(emptyMonthsNote(months([1, 2, 3]))).toBeNull();
  });

  it('reads the tips report’s week and counts', () => {
    expect(weekBefore('2026-03-07')).toBe('2026-03-01');
    expect(weekBefore('2026-03-03')).toBe('2026-02-25');
    expect(tipsCount(1)).toBe('1 tip');
    expect(tipsCount(4)).toBe('4 tips');
    expect(NO_TIPS).toBe('No tips in these days.');
  });
});
