import type { EditShiftInput } from '../../graphql/generated/graphql';
import {
  formatDayTime,
  formatTime,
  minutesInWords,
  restaurantDayAndTime,
  restaurantTimeToUtc,
  todayIn,
} from '../../ui/format/dates';
import { centsToInput, dollarsToCents, formatDollars, formatPercent } from '../../ui/format/money';
import type { LabourDayView, LabourShift } from './operations';

/** What the labour screens say and check, pure (docs/decisions/0085-the-time-clock.md). */

/** The card and the page, when the day's labour could not be read (after the server's own words, if any). */
export const LABOUR_LOAD_FAILED = 'We could not load the labour. Please try again.';

/** Hours worked in words: "12 h 30 min", "45 min". */
export const hoursWords = (minutes: number) => minutesInWords(Math.max(0, Math.round(minutes)));

/** The weekly overtime limit: "40 hours a week" (whole hours, as the owner sets it). */
export const weeklyLimitWords = (minutes: number) =>
  minutes % 60 === 0 ? `${minutes / 60} hours a week` : `${hoursWords(minutes)} a week`;

/** A shift open this long was most likely never clocked out: the card asks, a manager closes it with the real time. */
export const FORGOTTEN_AFTER_MINUTES = 12 * 60;

/** Minutes since a moment, at `now` (whole, never negative). */
export const minutesSince = (at: string, now: number) => Math.max(0, Math.floor((now - Date.parse(at)) / 60_000));

export const isForgotten = (shift: Pick<LabourShift, 'clockInAt' | 'clockOutAt'>, now: number) =>
  shift.clockOutAt === null && minutesSince(shift.clockInAt, now) > FORGOTTEN_AFTER_MINUTES;

/** "5:02 PM" on the restaurant's clock; with the day when it is not today there ("Nov 24, 2026, 5:02 PM"). */
export function clockWords(at: string, timeZone: string, now: number): string {
  const today = todayIn(timeZone, new Date(now));
  return restaurantDayAndTime(at, timeZone).day === today ? formatTime(at, timeZone) : formatDayTime(at, timeZone);
}

/** "Labour 24.3% of $1,240.00 sales", or "No sales yet" (the server's percent, null without sales). */
export function salesWords(day: Pick<LabourDayView, 'labourPercent' | 'salesCents'>): string {
  if (day.labourPercent === null || day.salesCents <= 0) return 'No sales yet';
  return `Labour ${formatPercent(day.labourPercent)} of ${formatDollars(day.salesCents)} sales`;
}

/** What a shift cost, or why it has none: no rate is set for its role. */
export const costWords = (shift: Pick<LabourShift, 'costCents' | 'hourlyCents'>) =>
  shift.costCents === null || shift.hourlyCents === null ? 'No rate set' : formatDollars(shift.costCents);

/** When a shift ended: "On the clock"; the time, with the day when it is not the day it began ("Nov 25, 2026, 7:16 AM"). */
export function outWords(shift: Pick<LabourShift, 'clockInAt' | 'clockOutAt'>, timeZone: string): string {
  if (!shift.clockOutAt) return 'On the clock';
  const sameDay =
    restaurantDayAndTime(shift.clockOutAt, timeZone).day === restaurantDayAndTime(shift.clockInAt, timeZone).day;
  return sameDay ? formatTime(shift.clockOutAt, timeZone) : formatDayTime(shift.clockOutAt, timeZone);
}

/**
 * What a manager did to a shift, in the shift's own line: closed a forgotten clock-out (closed by something else
 * than the person's own punch: a manager, with a reason), or changed it.
 */
export function managerNote(shift: Pick<LabourShift, 'closedBy' | 'editReason'>): string | null {
  if (shift.closedBy && shift.closedBy !== 'punch') return `Closed by a manager: ${shift.editReason ?? ''}`.trim();
  return shift.editReason ? `Changed by a manager: ${shift.editReason}` : null;
}

/** A shift's breaks in a few words: "On break since 5:40 PM", "Breaks 30 min", "No breaks". */
export function breakWords(shift: Pick<LabourShift, 'onBreak' | 'breakSince' | 'breakMinutes'>, timeZone: string) {
  if (shift.onBreak && shift.breakSince) return `On break since ${formatTime(shift.breakSince, timeZone)}`;
  return shift.breakMinutes > 0 ? `Breaks ${hoursWords(shift.breakMinutes)}` : 'No breaks';
}

/** Who has overtime this week, and who is on its pace: "Carla 2 h 10 min"; names only for those coming. */
export function overtimeLines(people: LabourDayView['week']['people']) {
  return {
    over: people.filter((p) => p.overtimeMinutes > 0).map((p) => `${p.name} ${hoursWords(p.overtimeMinutes)}`),
    coming: people.filter((p) => p.overtimeComing && p.overtimeMinutes === 0).map((p) => p.name),
  };
}

/** The Edit dialog's fields: times on the restaurant's clock, money in dollars, as typed. */
export interface ShiftForm {
  inDay: string;
  inTime: string;
  outDay: string;
  outTime: string;
  role: string;
  cashTips: string;
  reason: string;
}

/** The form a shift starts from; an open shift's clock-out starts on its clock-in day, the time left to type. */
export function shiftForm(shift: LabourShift, timeZone: string): ShiftForm {
  const clockIn = restaurantDayAndTime(shift.clockInAt, timeZone);
  const clockOut = shift.clockOutAt ? restaurantDayAndTime(shift.clockOutAt, timeZone) : { ...clockIn, time: '' };
  return {
    inDay: clockIn.day,
    inTime: clockIn.time,
    outDay: clockOut.day,
    outTime: clockOut.time,
    role: shift.role,
    cashTips: centsToInput(shift.cashTipsCents),
    reason: '',
  };
}

export const SHIFT_PROBLEMS = {
  reason: 'Say why the shift is changed: at least 3 characters.',
  clockIn: 'Enter the day and time the shift started.',
  clockOut: 'Enter the day and time the shift really ended, on the restaurant’s clock.',
  cashTips: 'Type the cash tips in dollars, like 12.50.',
  nothing: 'Change a time, the role or the cash tips first.',
};

/**
 * The change to send: only what differs from the shift (times compared as the restaurant's clock shows them, to
 * the minute), turned into UTC; or what is missing. The rules of shifts (16 hours, overlaps, closed pay periods,
 * an end before the start) are the server's, and its refusal is shown in its words.
 */
export function editShiftInput(
  shift: LabourShift,
  form: ShiftForm,
  timeZone: string,
): { input: EditShiftInput } | { problem: string } {
  const reason = form.reason.trim();
  if (reason.length < 3) return { problem: SHIFT_PROBLEMS.reason };
  const before = shiftForm(shift, timeZone);
  const input: EditShiftInput = { reason };
  if (form.inDay !== before.inDay || form.inTime !== before.inTime) {
    const at = restaurantTimeToUtc(form.inDay, form.inTime, timeZone);
    if (!at) return { problem: SHIFT_PROBLEMS.clockIn };
    input.clockInAt = at;
  }
  const open = shift.clockOutAt === null;
  if (open || form.outDay !== before.outDay || form.outTime !== before.outTime) {
    const at = restaurantTimeToUtc(form.outDay, form.outTime, timeZone);
    if (!at) return { problem: SHIFT_PROBLEMS.clockOut };
    input.clockOutAt = at;
  }
  if (form.role !== shift.role) input.role = form.role;
  const tips = dollarsToCents(form.cashTips);
  if (tips === null) return { problem: SHIFT_PROBLEMS.cashTips };
  if (tips !== shift.cashTipsCents) input.cashTipsCents = tips;
  return Object.keys(input).length > 1 ? { input } : { problem: SHIFT_PROBLEMS.nothing };
}
