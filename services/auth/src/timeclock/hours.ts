import { addDays, isoWeekday, localDate } from '@zest/kit';

/**
 * Hours worked and what they cost (docs/decisions/0085-the-time-clock.md), pure: the labour card, the week's
 * overtime and payroll all read these, so a figure is worked out one way. Whole minutes, rounded down per
 * shift and per break; cents rounded once per shift.
 */

export interface WorkedBreak {
  startedAt: Date;
  endedAt: Date | null;
}

export interface WorkedShift {
  id: string;
  employeeId: string;
  role: string;
  /** Cents an hour; null counts as nothing (no rate set). */
  hourlyCents: number | null;
  clockInAt: Date;
  /** Null while still on the clock: counted up to `now`. */
  clockOutAt: Date | null;
  breaks: WorkedBreak[];
}

export interface HourRules {
  paidBreaks: boolean;
  weeklyOvertimeMinutes: number;
  /** Null: no daily overtime. */
  dailyOvertimeMinutes: number | null;
  timeZone: string;
}

export interface ShiftHours {
  shiftId: string;
  employeeId: string;
  role: string;
  /** The restaurant's calendar day the shift counts on: its clock-in's. */
  day: string;
  /** On the clock, breaks included. */
  clockedMinutes: number;
  breakMinutes: number;
  /** What is paid: clocked less unpaid breaks. */
  workedMinutes: number;
  regularMinutes: number;
  overtimeMinutes: number;
  costCents: number;
  open: boolean;
}

/** Overtime is paid at one and a half times the rate. */
export const OVERTIME_FACTOR = 1.5;

const minutesBetween = (from: Date, to: Date) => Math.max(0, Math.floor((to.getTime() - from.getTime()) / 60_000));

/** The Monday that starts `day`'s week (weeks from Monday, as the revenue screen's). */
export const weekStartOf = (day: string) => addDays(day, 1 - isoWeekday(day));

/** Minutes on the clock and on breaks of one shift, up to `now` when still open. */
export function clockedOf(s: WorkedShift, now: Date): { clocked: number; breaks: number } {
  const end = s.clockOutAt ?? now;
  const breaks = s.breaks.reduce((sum, b) => sum + minutesBetween(b.startedAt, b.endedAt ?? end), 0);
  const clocked = minutesBetween(s.clockInAt, end);
  return { clocked, breaks: Math.min(breaks, clocked) };
}

/**
 * One person's shifts of one week (any order) → each shift's hours: daily overtime first (past the daily
 * limit of the shift's day), then weekly overtime on the regular minutes left, in clock-in order.
 */
export function weekHours(shifts: WorkedShift[], rules: HourRules, now: Date): ShiftHours[] {
  const ordered = [...shifts].sort((a, b) => a.clockInAt.getTime() - b.clockInAt.getTime());
  const dayMinutes = new Map<string, number>();
  let weekRegular = 0;
  return ordered.map((s) => {
    const day = localDate(s.clockInAt, rules.timeZone);
    const { clocked, breaks } = clockedOf(s, now);
    const worked = rules.paidBreaks ? clocked : clocked - breaks;
    let overtime = 0;
    const before = dayMinutes.get(day) ?? 0;
    dayMinutes.set(day, before + worked);
    if (rules.dailyOvertimeMinutes !== null) {
      overtime = Math.max(0, before + worked - Math.max(rules.dailyOvertimeMinutes, before));
    }
    let regular = worked - overtime;
    const weekly = Math.max(0, weekRegular + regular - Math.max(rules.weeklyOvertimeMinutes, weekRegular));
    regular -= weekly;
    overtime += weekly;
    weekRegular += regular;
    const rate = s.hourlyCents ?? 0;
    return {
      shiftId: s.id,
      employeeId: s.employeeId,
      role: s.role,
      day,
      clockedMinutes: clocked,
      breakMinutes: breaks,
      workedMinutes: worked,
      regularMinutes: regular,
      overtimeMinutes: overtime,
      costCents: Math.round((regular * rate + overtime * rate * OVERTIME_FACTOR) / 60),
      open: s.clockOutAt === null,
    };
  });
}

/** Everyone's shifts of one week → every shift's hours (each person's overtime on their own). */
export function everyonesWeek(shifts: WorkedShift[], rules: HourRules, now: Date): ShiftHours[] {
  const byPerson = new Map<string, WorkedShift[]>();
  for (const s of shifts) byPerson.set(s.employeeId, [...(byPerson.get(s.employeeId) ?? []), s]);
  return [...byPerson.values()].flatMap((own) => weekHours(own, rules, now));
}

/**
 * Whether someone will pass the weekly limit on this week's pace: the minutes worked so far, spread over the
 * days of the week gone (today counted whole), carried to seven days. Already past it: not "coming".
 */
export function overtimeComing(workedMinutes: number, today: string, rules: HourRules): boolean {
  if (workedMinutes > rules.weeklyOvertimeMinutes) return false;
  const daysGone = isoWeekday(today);
  return (workedMinutes / daysGone) * 7 > rules.weeklyOvertimeMinutes;
}
