import { addDays } from '@zest/kit';
import { weekHours, weekStartOf, type HourRules, type ShiftHours, type WorkedShift } from './hours';
import { poolTips, type CardTip, type TipRule } from './tip-pool';

/**
 * A pay period's payroll (docs/decisions/0085-the-time-clock.md), pure: per person, their hours per role and
 * rate (overtime by the week, from Monday, as the labour card counts it), their cash tips declared, their card
 * tips after the pool, and a driver's delivery reimbursements. Shifts still open are left out and named.
 */

export const DEFAULT_BIWEEKLY_ANCHOR = '2026-01-05';
const DAY_MS = 86_400_000;

/** The pay period holding a day: its week (from Monday), or its fortnight counted from the anchor Monday. */
export function periodOf(day: string, payPeriod: 'weekly' | 'biweekly', anchor: string | null) {
  const week = weekStartOf(day);
  if (payPeriod === 'weekly') return { startsOn: week, endsOn: addDays(week, 6) };
  const from = anchor ?? DEFAULT_BIWEEKLY_ANCHOR;
  const fortnights = Math.floor((Date.parse(week) - Date.parse(from)) / (14 * DAY_MS));
  const startsOn = addDays(from, fortnights * 14);
  return { startsOn, endsOn: addDays(startsOn, 13) };
}

export interface PayShift extends WorkedShift {
  name: string;
  /** The restaurant's day of its clock-in. */
  day: string;
  cashTipsCents: number;
  /** Added after its own period closed: the start of that period. */
  lateForPeriod: string | null;
}

export interface Reimbursement {
  driverId: string;
  cents: number;
  trips: number;
}

export interface PayLine {
  role: string;
  hourlyCents: number | null;
  regularMinutes: number;
  overtimeMinutes: number;
  regularPayCents: number;
  overtimePayCents: number;
}

export interface PayrollPerson {
  employeeId: string | null;
  name: string;
  lines: PayLine[];
  cashTipsCents: number;
  /** Card tips they took, what the pool moved, and what they are paid. */
  takenTipsCents: number;
  pooledTipsCents: number;
  cardTipsCents: number;
  reimbursementCents: number;
  deliveries: number;
  notes: string[];
}

export interface PayrollInput {
  shifts: PayShift[];
  tips: (CardTip & { name: string })[];
  reimbursements: Reimbursement[];
  rules: HourRules & { tipRule: TipRule; tipPool: Record<string, number> };
  names: Map<string, string>;
  now: Date;
}

export function payrollOf(p: PayrollInput) {
  const closed = p.shifts.filter((s) => s.clockOutAt !== null);
  const hours = byPersonAndWeek(closed).flatMap((own) => weekHours(own, p.rules, p.now));
  const hoursOf = new Map(hours.map((h) => [h.shiftId, h]));
  const worked = closed.map((s) => ({
    employeeId: s.employeeId,
    day: s.day,
    role: s.role,
    minutes: hoursOf.get(s.id)!.workedMinutes,
  }));
  const shares = poolTips(p.tips, worked, p.rules.tipRule, p.rules.tipPool);
  const people = new Map<string, PayrollPerson>();
  const person = (id: string | null, name?: string) => {
    const key = id ?? `name:${name}`;
    const found = people.get(key) ?? {
      employeeId: id,
      name: (id && p.names.get(id)) ?? name ?? 'Owner',
      lines: [],
      cashTipsCents: 0,
      takenTipsCents: 0,
      pooledTipsCents: 0,
      cardTipsCents: 0,
      reimbursementCents: 0,
      deliveries: 0,
      notes: [],
    };
    people.set(key, found);
    return found;
  };
  for (const s of closed) addHours(person(s.employeeId), s, hoursOf.get(s.id)!);
  for (const s of p.shifts.filter((x) => x.clockOutAt === null)) {
    person(s.employeeId).notes.push(`A shift of ${s.day} is still open: close it to pay it.`);
  }
  for (const s of closed.filter((x) => x.lateForPeriod)) {
    person(s.employeeId).notes.push(
      `Includes a shift of ${s.day}, added after the period of ${s.lateForPeriod} closed.`,
    );
  }
  for (const share of shares) {
    const name = p.tips.find((t) => t.employeeId === share.employeeId)?.name;
    const x = person(share.employeeId, name);
    x.takenTipsCents += share.takenCents;
    x.pooledTipsCents += share.pooledCents;
    x.cardTipsCents += share.cardTipsCents;
  }
  for (const r of p.reimbursements) {
    const x = person(r.driverId);
    x.reimbursementCents += r.cents;
    x.deliveries += r.trips;
  }
  const tipsByDay = shares.map((s) => ({
    ...s,
    name: person(s.employeeId, p.tips.find((t) => t.employeeId === s.employeeId)?.name).name,
    cashTipsCents: closed
      .filter((x) => x.employeeId === s.employeeId && x.day === s.day)
      .reduce((n, x) => n + x.cashTipsCents, 0),
  }));
  return {
    people: [...people.values()].sort((a, b) => a.name.localeCompare(b.name)),
    tipsByDay,
  };
}

function addHours(x: PayrollPerson, s: PayShift, h: ShiftHours) {
  x.cashTipsCents += s.cashTipsCents;
  let line = x.lines.find((l) => l.role === s.role && l.hourlyCents === s.hourlyCents);
  if (!line) {
    line = {
      role: s.role,
      hourlyCents: s.hourlyCents,
      regularMinutes: 0,
      overtimeMinutes: 0,
      regularPayCents: 0,
      overtimePayCents: 0,
    };
    x.lines.push(line);
  }
  line.regularMinutes += h.regularMinutes;
  line.overtimeMinutes += h.overtimeMinutes;
  const rate = s.hourlyCents ?? 0;
  line.regularPayCents = Math.round((line.regularMinutes * rate) / 60);
  line.overtimePayCents = Math.round((line.overtimeMinutes * rate * 1.5) / 60);
}

function byPersonAndWeek(shifts: PayShift[]): PayShift[][] {
  const groups = new Map<string, PayShift[]>();
  for (const s of shifts) {
    const key = `${s.employeeId}|${weekStartOf(s.day)}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  return [...groups.values()];
}
