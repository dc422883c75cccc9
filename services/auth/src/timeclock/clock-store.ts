import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, ne, or, type SQL } from 'drizzle-orm';
import type { AuthDatabase } from '../db/client';
import {
  employeePayRates,
  employees,
  labourSettings,
  payPeriods,
  shiftBreaks,
  shifts,
  type RestaurantRow,
  type ShiftRow,
} from '../db/schema';
import type { HourRules, WorkedShift } from './hours';

/** The time clock's reads, shared by punches, a manager's edits and the labour card. */

type Db = Pick<AuthDatabase, 'select'>;

export interface LabourRules extends HourRules {
  timeClock: boolean;
  tipRule: 'keep' | 'hours' | 'percent';
  tipPool: Record<string, number>;
  payPeriod: 'weekly' | 'biweekly';
  payPeriodAnchor: string | null;
}

/** The owner's rules, the defaults where they set none: unpaid breaks, 40 hours a week, no daily overtime. */
export async function rulesOf(db: Db, r: RestaurantRow): Promise<LabourRules> {
  const [row] = await db.select().from(labourSettings).where(eq(labourSettings.restaurantId, r.id));
  return {
    timeZone: r.timeZone,
    timeClock: r.timeClock,
    paidBreaks: row?.paidBreaks ?? false,
    weeklyOvertimeMinutes: row?.weeklyOvertimeMinutes ?? 2400,
    dailyOvertimeMinutes: row?.dailyOvertimeMinutes ?? null,
    tipRule: row?.tipRule ?? 'keep',
    tipPool: row?.tipPool ?? {},
    payPeriod: row?.payPeriod ?? 'weekly',
    payPeriodAnchor: row?.payPeriodAnchor ?? null,
  };
}

export async function rateFor(db: Db, employeeId: string, role: string): Promise<number | null> {
  const [row] = await db
    .select({ cents: employeePayRates.hourlyCents })
    .from(employeePayRates)
    .where(and(eq(employeePayRates.employeeId, employeeId), eq(employeePayRates.role, role)));
  return row?.cents ?? null;
}

export async function ratesOf(db: Db, employeeIds: string[]) {
  if (!employeeIds.length) return [];
  return db
    .select({
      employeeId: employeePayRates.employeeId,
      role: employeePayRates.role,
      hourlyCents: employeePayRates.hourlyCents,
    })
    .from(employeePayRates)
    .where(inArray(employeePayRates.employeeId, employeeIds))
    .orderBy(asc(employeePayRates.role));
}

export interface ShiftWithBreaks extends WorkedShift {
  row: ShiftRow;
  name: string;
}

/** Shifts of a restaurant that started in [from, to) or are still open, with breaks and names; rates filled in. */
export const shiftsBetween = (db: Db, restaurantId: string, from: Date, to: Date) =>
  shiftsWhere(
    db,
    and(
      eq(shifts.restaurantId, restaurantId),
      or(and(gte(shifts.clockInAt, from), lt(shifts.clockInAt, to)), isNull(shifts.clockOutAt)),
    ),
  );

/** The restaurant's shifts that match, by clock-in, with breaks and names; rates filled in. */
export async function shiftsWhere(db: Db, where: SQL | undefined): Promise<ShiftWithBreaks[]> {
  const rows = await db
    .select({ shift: shifts, name: employees.name })
    .from(shifts)
    .innerJoin(employees, eq(employees.id, shifts.employeeId))
    .where(where)
    .orderBy(asc(shifts.clockInAt));
  return withBreaks(db, rows);
}

async function withBreaks(db: Db, rows: { shift: ShiftRow; name: string }[]): Promise<ShiftWithBreaks[]> {
  const ids = rows.map((r) => r.shift.id);
  const breaks = ids.length
    ? await db.select().from(shiftBreaks).where(inArray(shiftBreaks.shiftId, ids)).orderBy(asc(shiftBreaks.startedAt))
    : [];
  const rates = await ratesOf(db, [...new Set(rows.map((r) => r.shift.employeeId))]);
  const rateOf = (s: ShiftRow) =>
    s.hourlyCents ?? rates.find((r) => r.employeeId === s.employeeId && r.role === s.role)?.hourlyCents ?? null;
  return rows.map(({ shift, name }) => ({
    id: shift.id,
    employeeId: shift.employeeId,
    role: shift.role,
    hourlyCents: rateOf(shift),
    clockInAt: shift.clockInAt,
    clockOutAt: shift.clockOutAt,
    breaks: breaks.filter((b) => b.shiftId === shift.id).map((b) => ({ startedAt: b.startedAt, endedAt: b.endedAt })),
    row: shift,
    name,
  }));
}

export async function shiftById(db: Db, id: string): Promise<ShiftWithBreaks | null> {
  return (await shiftsWhere(db, eq(shifts.id, id)))[0] ?? null;
}

/** Another shift of the person that the span [from, to] would overlap (an open one reaches to the end of time). */
export async function overlapping(db: Db, employeeId: string, from: Date, to: Date | null, except?: string) {
  const [row] = await db
    .select()
    .from(shifts)
    .where(
      and(
        eq(shifts.employeeId, employeeId),
        except ? ne(shifts.id, except) : undefined,
        to ? lt(shifts.clockInAt, to) : undefined,
        or(isNull(shifts.clockOutAt), gt(shifts.clockOutAt, from)),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The closed pay period that holds the day, or null. */
export async function closedPeriodOn(db: Db, restaurantId: string, day: string) {
  const [row] = await db
    .select()
    .from(payPeriods)
    .where(and(eq(payPeriods.restaurantId, restaurantId), lte(payPeriods.startsOn, day), gte(payPeriods.endsOn, day)));
  return row ?? null;
}

export async function openBreakOf(db: Db, shiftId: string) {
  const [row] = await db
    .select()
    .from(shiftBreaks)
    .where(and(eq(shiftBreaks.shiftId, shiftId), isNull(shiftBreaks.endedAt)));
  return row ?? null;
}
