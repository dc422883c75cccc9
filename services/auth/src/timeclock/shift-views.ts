import { clockedOf, type HourRules, type ShiftHours } from './hours';
import type { ShiftWithBreaks } from './clock-store';

/** A shift as the screens show it: times in UTC, minutes worked so far, never a PIN. */
export function toShift(s: ShiftWithBreaks, rules: Pick<HourRules, 'paidBreaks'>, now: Date, hours?: ShiftHours) {
  const { clocked, breaks } = clockedOf(s, now);
  const openBreak = s.breaks.find((b) => b.endedAt === null);
  return {
    id: s.id,
    employeeId: s.employeeId,
    employeeName: s.name,
    role: s.role,
    clockInAt: s.clockInAt.toISOString(),
    clockOutAt: s.clockOutAt?.toISOString() ?? null,
    onBreak: !!openBreak,
    breakSince: openBreak?.startedAt.toISOString() ?? null,
    breakMinutes: breaks,
    workedMinutes: hours?.workedMinutes ?? (rules.paidBreaks ? clocked : clocked - breaks),
    overtimeMinutes: hours?.overtimeMinutes ?? 0,
    costCents: hours?.costCents ?? null,
    hourlyCents: s.hourlyCents,
    cashTipsCents: s.row.cashTipsCents,
    closedBy: s.row.closedBy,
    editReason: s.row.editReason,
    lateForPeriod: s.row.lateForPeriod,
  };
}
export type ShiftView = ReturnType<typeof toShift>;
