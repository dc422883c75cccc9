import { tipDue } from '../trips/tip-payouts';
import { MOST_TIP_DAYS, tipDays, tipsReportOf, type TipRow } from './tips-report';

/** Tips per employee and a driver's card tip handed over at the cash-out (docs/decisions/0083-card-tips-paid-to-drivers.md). */
describe('the tips report', () => {
  const row = (name: string, more: Partial<TipRow>): TipRow => ({
    employeeId: null,
    name,
    driver: false,
    count: 0,
    cents: 0,
    paidOutCents: 0,
    payouts: 0,
    ...more,
  });

  it('lists the most tipped first, leaves out a person with nothing, and totals what the Z reports total', () => {
    const report = tipsReportOf('2026-03-01', '2026-03-07', [
      row('Casey', { employeeId: 'c', count: 3, cents: 1200 }),
      row('Dan', { employeeId: 'd', driver: true, count: 2, cents: 900, paidOutCents: 900, payouts: 2 }),
      row('Ava', { employeeId: 'a', count: 1, cents: 1200 }),
      // A tip taken and refunded on another day of the range: counted, netted to nothing.
      row('Bo', { employeeId: 'b', count: 1, cents: 0 }),
      row('Nobody', {}),
    ]);
    expect(report.employees.map((e) => e.name)).toEqual(['Ava', 'Casey', 'Dan', 'Bo']);
    expect(report.tips).toEqual({ count: 7, cents: 3300 });
    expect(report.paidOut).toEqual({ count: 2, cents: 900 });
    expect(report.employees[2]).toEqual({
      employeeId: 'd',
      name: 'Dan',
      driver: true,
      count: 2,
      cents: 900,
      paidOutCents: 900,
    });
  });

  it('is empty for days without tips', () => {
    expect(tipsReportOf('2026-03-01', '2026-03-01', [])).toEqual({
      from: '2026-03-01',
      to: '2026-03-01',
      employees: [],
      tips: { count: 0, cents: 0 },
      paidOut: { count: 0, cents: 0 },
    });
  });

  it('reads days in order, a year and a day at most', () => {
    expect(tipDays('2026-03-01', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(tipDays('2024-01-01', '2024-12-31')).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(MOST_TIP_DAYS).toBe(366);
    expect(() => tipDays('2026-03-02', '2026-03-01')).toThrow('Choose a first day on or before the last');
    expect(() => tipDays('2024-01-01', '2025-01-01')).toThrow('at most 366 days');
  });
});

describe('a card tip handed to its driver', () => {
  const order = { cardTipCents: 450, voided: false, deleted: false };

  it('is what cards tipped less what a drawer already paid, never below nothing', () => {
    expect(tipDue(order, 0)).toBe(450);
    // The same cash-out event applied twice: the second pays nothing.
    expect(tipDue(order, 450)).toBe(0);
    expect(tipDue({ ...order, cardTipCents: 600 }, 450)).toBe(150);
    expect(tipDue(order, 600)).toBe(0);
  });

  it('is nothing for a delivery voided or deleted (its card, tip included, was refunded)', () => {
    expect(tipDue({ ...order, voided: true }, 0)).toBe(0);
    expect(tipDue({ ...order, deleted: true }, 0)).toBe(0);
    expect(tipDue({ ...order, cardTipCents: 0 }, 0)).toBe(0);
  });
});
