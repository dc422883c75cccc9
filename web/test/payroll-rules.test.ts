import {
  dayPlus,
  decimalHours,
  neighbourPeriod,
  periodWords,
  poolWords,
  totalsOf,
} from '../src/features/payroll/rules';

const dollars = (c: number) => `$${(c / 100).toFixed(2)}`;

describe('the payroll screen’s rules', () => {
  it('writes minutes as the file’s decimal hours', () => {
    expect(decimalHours(450)).toBe('7.50');
    expect(decimalHours(0)).toBe('0.00');
    expect(decimalHours(61)).toBe('1.02');
  });

  it('steps a week or a fortnight back and forth on the calendar', () => {
    expect(dayPlus('2026-11-23', 7)).toBe('2026-11-30');
    expect(neighbourPeriod({ startsOn: '2026-11-23', endsOn: '2026-11-29' }, -1)).toBe('2026-11-16');
    expect(neighbourPeriod({ startsOn: '2026-11-16', endsOn: '2026-11-29' }, 1)).toBe('2026-11-30');
    // Across the change from summer time the calendar does not move.
    expect(neighbourPeriod({ startsOn: '2026-10-26', endsOn: '2026-11-01' }, 1)).toBe('2026-11-02');
    expect(periodWords({ startsOn: '2026-11-23', endsOn: '2026-11-29' })).toBe('Nov 23 – Nov 29, 2026');
  });

  it('adds up everyone’s hours, pay, tips and reimbursements', () => {
    const line = (
      regularMinutes: number,
      overtimeMinutes: number,
      regularPayCents: number,
      overtimePayCents: number,
    ) => ({
      regularMinutes,
      overtimeMinutes,
      regularPayCents,
      overtimePayCents,
    });
    expect(
      totalsOf([
        { lines: [line(60, 30, 1500, 1125)], cashTipsCents: 500, cardTipsCents: 900, reimbursementCents: 0 },
        {
          lines: [line(120, 0, 2000, 0), line(30, 0, 600, 0)],
          cashTipsCents: 0,
          cardTipsCents: 100,
          reimbursementCents: 350,
        },
      ]),
    ).toEqual({
      regularMinutes: 210,
      overtimeMinutes: 30,
      payCents: 5225,
      cashTipsCents: 500,
      cardTipsCents: 1000,
      reimbursementCents: 350,
    });
  });

  it('says what the pool did to someone’s card tips', () => {
    expect(poolWords(1200, 300, dollars)).toBe('took $12.00, +$3.00 from the pool');
    expect(poolWords(1200, -400, dollars)).toBe('took $12.00, $4.00 into the pool');
    expect(poolWords(0, 500, dollars)).toBe('+$5.00 from the pool');
    expect(poolWords(700, 0, dollars)).toBe('took $7.00');
    expect(poolWords(0, 0, dollars)).toBe('');
  });
});
