import { everyonesWeek, overtimeComing, weekHours, weekStartOf, type HourRules, type WorkedShift } from './hours';

const rules: HourRules = {
  paidBreaks: false,
  weeklyOvertimeMinutes: 40 * 60,
  dailyOvertimeMinutes: null,
  timeZone: 'America/New_York',
};

/** A shift on a November 2026 day (New York, UTC−5), from `h` o'clock for `hours`, with optional break minutes. */
function shift(day: number, h: number, hours: number, o: { breakMin?: number; employeeId?: string } = {}): WorkedShift {
  const clockInAt = new Date(Date.UTC(2026, 10, day, h + 5));
  const clockOutAt = new Date(clockInAt.getTime() + hours * 3_600_000);
  const breakStart = new Date(clockInAt.getTime() + 2 * 3_600_000);
  return {
    id: `s-${day}-${h}-${o.employeeId ?? 'ana'}`,
    employeeId: o.employeeId ?? 'ana',
    role: 'cashier',
    hourlyCents: 1500,
    clockInAt,
    clockOutAt,
    breaks: o.breakMin
      ? [{ startedAt: breakStart, endedAt: new Date(breakStart.getTime() + o.breakMin * 60_000) }]
      : [],
  };
}

const now = new Date(Date.UTC(2026, 10, 30, 12));

describe('hours worked', () => {
  it('takes an unpaid break off the hours and the cost, and keeps a paid one', () => {
    const [unpaid] = weekHours([shift(23, 9, 8, { breakMin: 30 })], rules, now);
    expect(unpaid).toMatchObject({ clockedMinutes: 480, breakMinutes: 30, workedMinutes: 450, costCents: 11250 });
    const [paid] = weekHours([shift(23, 9, 8, { breakMin: 30 })], { ...rules, paidBreaks: true }, now);
    expect(paid).toMatchObject({ workedMinutes: 480, regularMinutes: 480, costCents: 12000 });
  });

  it('pays the minutes past 40 hours a week at one and a half times, in clock-in order', () => {
    // Monday 23 to Friday 27 November, 9 hours each: 45 hours.
    const week = weekHours(
      [27, 23, 24, 25, 26].map((d) => shift(d, 9, 9)),
      rules,
      now,
    );
    expect(week.map((s) => s.day)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    expect(week.slice(0, 4).every((s) => s.overtimeMinutes === 0)).toBe(true);
    expect(week[4]).toMatchObject({ regularMinutes: 240, overtimeMinutes: 300, costCents: 6000 + 11250 });
  });

  it('counts daily overtime first, then weekly overtime on the regular minutes left', () => {
    const daily = { ...rules, dailyOvertimeMinutes: 8 * 60 };
    const [long] = weekHours([shift(23, 9, 10)], daily, now);
    expect(long).toMatchObject({ regularMinutes: 480, overtimeMinutes: 120 });
    // Two shifts the same day: the second is overtime once the day passes 8 hours.
    const [first, second] = weekHours([shift(24, 8, 5), shift(24, 15, 5)], daily, now);
    expect(first).toMatchObject({ regularMinutes: 300, overtimeMinutes: 0 });
    expect(second).toMatchObject({ regularMinutes: 180, overtimeMinutes: 120 });
    // Five 10-hour days: 40 regular hours (8 a day), 10 of daily overtime, none weekly.
    const week = weekHours(
      [23, 24, 25, 26, 27].map((d) => shift(d, 8, 10)),
      daily,
      now,
    );
    expect(week.reduce((n, s) => n + s.regularMinutes, 0)).toBe(2400);
    expect(week.reduce((n, s) => n + s.overtimeMinutes, 0)).toBe(600);
  });

  it('counts an open shift up to now, and each person on their own', () => {
    const open = { ...shift(30, 2, 1), clockOutAt: null };
    const [s] = weekHours([open], rules, now);
    expect(s).toMatchObject({ open: true, workedMinutes: 300 });
    const all = everyonesWeek([shift(23, 9, 9), shift(23, 9, 9, { employeeId: 'ben' })], rules, now);
    expect(all.map((x) => x.employeeId).sort()).toEqual(['ana', 'ben']);
  });

  it('says who will pass 40 hours on this week’s pace', () => {
    expect(weekStartOf('2026-11-27')).toBe('2026-11-23');
    // Wednesday, 18 hours so far: 42 on the pace.
    expect(overtimeComing(18 * 60, '2026-11-25', rules)).toBe(true);
    expect(overtimeComing(15 * 60, '2026-11-25', rules)).toBe(false);
    // Already past it: overtime is here, not coming.
    expect(overtimeComing(41 * 60, '2026-11-27', rules)).toBe(false);
  });
});
