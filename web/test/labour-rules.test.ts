import type { LabourShift } from '../src/features/labour/operations';
import {
  breakWords,
  clockWords,
  costWords,
  editShiftInput,
  hoursWords,
  isForgotten,
  managerNote,
  outWords,
  overtimeLines,
  salesWords,
  SHIFT_PROBLEMS,
  shiftForm,
} from '../src/features/labour/rules';
import { rulesForm, rulesInput, RULES_PROBLEMS, type LabourSettings } from '../src/features/labour/settingsRules';
import { restaurantDayAndTime, restaurantTimeToUtc } from '../src/ui/format/dates';

/** The owner's labour screens, their pure part (docs/decisions/0085-the-time-clock.md). */

const NY = 'America/New_York';
const HOUR = 3_600_000;

const shift = (over: Partial<LabourShift> = {}): LabourShift => ({
  id: 's1',
  employeeId: 'e1',
  employeeName: 'Carla',
  role: 'cashier',
  clockInAt: '2026-11-24T22:02:00.000Z',
  clockOutAt: null,
  onBreak: false,
  breakSince: null,
  breakMinutes: 0,
  workedMinutes: 120,
  overtimeMinutes: 0,
  costCents: 3600,
  hourlyCents: 1800,
  cashTipsCents: 0,
  closedBy: null,
  editReason: null,
  lateForPeriod: null,
  ...over,
});

describe('minutes in words', () => {
  it('says hours and minutes as the card shows them', () => {
    expect(hoursWords(750)).toBe('12 h 30 min');
    expect(hoursWords(65)).toBe('1 h 05 min');
    expect(hoursWords(45)).toBe('45 min');
    expect(hoursWords(0)).toBe('0 min');
    expect(hoursWords(-3)).toBe('0 min');
  });
});

describe('local time to UTC, on the restaurant’s clock', () => {
  it('turns a wall time of the restaurant into the moment, in winter and in summer', () => {
    expect(restaurantTimeToUtc('2026-11-24', '23:30', NY)).toBe('2026-11-25T04:30:00.000Z');
    expect(restaurantTimeToUtc('2026-07-04', '17:02', NY)).toBe('2026-07-04T21:02:00.000Z');
    expect(restaurantTimeToUtc('2026-07-04', '17:02', 'Asia/Kolkata')).toBe('2026-07-04T11:32:00.000Z');
  });

  it('gets the days the clock changes right', () => {
    // 2026-03-08: 2 AM becomes 3 AM in New York; 2026-11-01: 2 AM becomes 1 AM.
    expect(restaurantTimeToUtc('2026-03-08', '01:30', NY)).toBe('2026-03-08T06:30:00.000Z');
    expect(restaurantTimeToUtc('2026-03-08', '03:30', NY)).toBe('2026-03-08T07:30:00.000Z');
    expect(restaurantTimeToUtc('2026-11-01', '00:30', NY)).toBe('2026-11-01T04:30:00.000Z');
    expect(restaurantTimeToUtc('2026-11-01', '03:00', NY)).toBe('2026-11-01T08:00:00.000Z');
  });

  it('refuses what is not a day or a time', () => {
    expect(restaurantTimeToUtc('2026-02-30', '10:00', NY)).toBeNull();
    expect(restaurantTimeToUtc('2026-11-24', '24:10', NY)).toBeNull();
    expect(restaurantTimeToUtc('2026-11-24', '', NY)).toBeNull();
    expect(restaurantTimeToUtc('', '10:00', NY)).toBeNull();
  });

  it('splits a moment back into the restaurant’s day and time, the way round', () => {
    expect(restaurantDayAndTime('2026-11-25T04:30:00.000Z', NY)).toEqual({ day: '2026-11-24', time: '23:30' });
    const back = restaurantDayAndTime(restaurantTimeToUtc('2026-07-04', '09:15', 'America/Chicago'), 'America/Chicago');
    expect(back).toEqual({ day: '2026-07-04', time: '09:15' });
  });
});

describe('the Labour card', () => {
  const now = Date.parse('2026-11-25T01:00:00.000Z'); // 8:00 PM on Nov 24 in New York

  it('says since when on the restaurant’s clock, with the day when it was not today', () => {
    expect(clockWords('2026-11-24T22:02:00.000Z', NY, now)).toBe('5:02 PM');
    expect(clockWords('2026-11-23T22:02:00.000Z', NY, now)).toBe('Nov 23, 2026, 5:02 PM');
  });

  it('asks about a shift open past 12 hours, not one closed or shorter', () => {
    expect(isForgotten(shift({ clockInAt: new Date(now - 12 * HOUR - 60_000).toISOString() }), now)).toBe(true);
    expect(isForgotten(shift({ clockInAt: new Date(now - 11 * HOUR).toISOString() }), now)).toBe(false);
    const closed = shift({ clockInAt: '2026-11-20T10:00:00Z', clockOutAt: '2026-11-20T18:00:00Z' });
    expect(isForgotten(closed, now)).toBe(false);
  });

  it('puts labour against the day’s sales, or says there are none yet', () => {
    expect(salesWords({ labourPercent: 24.3, salesCents: 124_000 })).toBe('Labour 24.3% of $1,240.00 sales');
    expect(salesWords({ labourPercent: 40, salesCents: 9000 })).toBe('Labour 40% of $90.00 sales');
    expect(salesWords({ labourPercent: null, salesCents: 0 })).toBe('No sales yet');
  });

  it('names overtime this week, and who is on its pace', () => {
    const person = { employeeId: 'x', roles: ['cashier'], workedMinutes: 0, regularMinutes: 0, costCents: 0 };
    const lines = overtimeLines([
      { ...person, name: 'Carla', overtimeMinutes: 130, overtimeComing: true },
      { ...person, name: 'Dan', overtimeMinutes: 0, overtimeComing: true },
      { ...person, name: 'Kim', overtimeMinutes: 0, overtimeComing: false },
    ]);
    expect(lines).toEqual({ over: ['Carla 2 h 10 min'], coming: ['Dan'] });
  });

  it('says when a shift ended, with the day when it ended on another, and what it cost', () => {
    expect(outWords(shift(), NY)).toBe('On the clock');
    expect(outWords(shift({ clockOutAt: '2026-11-25T03:30:00Z' }), NY)).toBe('10:30 PM');
    expect(outWords(shift({ clockOutAt: '2026-11-25T06:00:00Z' }), NY)).toBe('Nov 25, 2026, 1:00 AM');
    expect(costWords(shift())).toBe('$36.00');
    expect(costWords(shift({ costCents: 0, hourlyCents: null }))).toBe('No rate set');
  });

  it('says what a manager did and a shift’s breaks', () => {
    expect(managerNote(shift({ closedBy: 'manager', editReason: 'Forgot to clock out' }))).toBe(
      'Closed by a manager: Forgot to clock out',
    );
    expect(managerNote(shift({ closedBy: 'punch', editReason: 'Wrong role' }))).toBe(
      'Changed by a manager: Wrong role',
    );
    expect(managerNote(shift({ closedBy: 'punch' }))).toBeNull();
    expect(breakWords(shift({ onBreak: true, breakSince: '2026-11-24T23:40:00Z' }), NY)).toBe('On break since 6:40 PM');
    expect(breakWords(shift({ breakMinutes: 30 }), NY)).toBe('Breaks 30 min');
  });
});

describe('Edit on a shift', () => {
  it('closes a forgotten clock-out at the time typed on the restaurant’s clock, with the reason', () => {
    const open = shift();
    const form = { ...shiftForm(open, NY), outTime: '23:00', reason: ' Forgot to clock out ' };
    expect(shiftForm(open, NY)).toMatchObject({
      inDay: '2026-11-24',
      inTime: '17:02',
      outDay: '2026-11-24',
      outTime: '',
    });
    expect(editShiftInput(open, form, NY)).toEqual({
      input: { reason: 'Forgot to clock out', clockOutAt: '2026-11-25T04:00:00.000Z' },
    });
  });

  it('needs a reason, the real end of an open shift, cash tips in dollars and a change', () => {
    const open = shift();
    const form = shiftForm(open, NY);
    expect(editShiftInput(open, { ...form, reason: 'no' }, NY)).toEqual({ problem: SHIFT_PROBLEMS.reason });
    expect(editShiftInput(open, { ...form, reason: 'Forgot' }, NY)).toEqual({ problem: SHIFT_PROBLEMS.clockOut });
    const closed = shift({ clockOutAt: '2026-11-25T03:00:00.000Z', cashTipsCents: 500 });
    const start = { ...shiftForm(closed, NY), reason: 'Typo' };
    expect(start.cashTips).toBe('5.00');
    expect(editShiftInput(closed, start, NY)).toEqual({ problem: SHIFT_PROBLEMS.nothing });
    expect(editShiftInput(closed, { ...start, cashTips: '12,5' }, NY)).toEqual({ problem: SHIFT_PROBLEMS.cashTips });
    expect(editShiftInput(closed, { ...start, cashTips: '12.5', role: 'driver', inTime: '16:45' }, NY)).toEqual({
      input: { reason: 'Typo', cashTipsCents: 1250, role: 'driver', clockInAt: '2026-11-24T21:45:00.000Z' },
    });
  });
});

describe('the labour rules form', () => {
  const saved: LabourSettings = {
    restaurantId: 'r',
    timeClock: false,
    paidBreaks: false,
    weeklyOvertimeMinutes: 2400,
    dailyOvertimeMinutes: null,
    tipRule: 'keep',
    tipPool: [],
    payPeriod: 'weekly',
  };

  it('starts from the saved rules and saves whole hours as minutes', () => {
    const form = rulesForm(saved);
    expect(form).toMatchObject({ weeklyHours: '40', dailyHours: '', tipRule: 'keep' });
    expect(rulesInput({ ...form, timeClock: true, dailyHours: '8' })).toEqual({
      input: {
        timeClock: true,
        paidBreaks: false,
        weeklyOvertimeMinutes: 2400,
        dailyOvertimeMinutes: 480,
        tipRule: 'keep',
        tipPool: [],
        payPeriod: 'weekly',
      },
    });
    expect(rulesInput({ ...form, weeklyHours: '40.5' })).toEqual({ problem: RULES_PROBLEMS.weekly });
  });

  it('pools by hours among the roles chosen, or by percents adding up to 100', () => {
    const form = rulesForm({ ...saved, tipRule: 'percent', tipPool: [{ role: 'cashier', percent: 60 }] });
    expect(form.pool.cashier).toEqual({ in: true, percent: '60' });
    expect(rulesInput(form)).toEqual({ problem: RULES_PROBLEMS.percents });
    const shares = { ...form.pool, worker: { in: false, percent: '40' } };
    expect(rulesInput({ ...form, pool: shares })).toMatchObject({
      input: {
        tipRule: 'percent',
        tipPool: [
          { role: 'cashier', percent: 60 },
          { role: 'worker', percent: 40 },
        ],
      },
    });
    const byHours = { ...form, tipRule: 'hours' as const };
    expect(rulesInput({ ...byHours, pool: { ...form.pool, cashier: { in: false, percent: '' } } })).toEqual({
      problem: RULES_PROBLEMS.pool,
    });
    expect(rulesInput(byHours)).toMatchObject({ input: { tipPool: [{ role: 'cashier' }] } });
  });
});
