import { appendAudit, badInput, conflict, formatDollars, localDate, notFound, type RequestContext } from '@zest/kit';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AuthDatabase } from '../db/client';
import { employees, shiftBreaks, shifts } from '../db/schema';
import type { EmployeeEvents } from '../employees/employee-events';
import type { RestaurantService } from '../restaurants/restaurants.service';
import { addShiftInput, editShiftInput } from './clock-inputs';
import { EMPLOYEE_NOT_FOUND } from '../inputs';
import { closedPeriodOn, overlapping, rateFor, rulesOf, shiftById } from './clock-store';
import { CLOCK_WORDS, shiftEditLine, whenWords } from './clock-words';
import { copyOntoEmployee, LONGEST_SHIFT_MS, TABLET_AHEAD_MS } from './punches';
import { toShift } from './shift-views';

/**
 * A manager's change to a shift (docs/decisions/0085-the-time-clock.md): a forgotten clock-out closed with the
 * real time, a time, a role or the cash tips corrected. Always with a reason, never in a closed pay period,
 * never past 16 hours or over another shift; each change an audit line with before and after.
 */
export class ShiftEdits {
  constructor(
    private readonly db: AuthDatabase,
    private readonly restaurants: RestaurantService,
    private readonly events: EmployeeEvents,
  ) {}

  async edit(ctx: RequestContext, shiftId: string, raw: unknown) {
    const found = /^[0-9a-f-]{36}$/i.test(shiftId) ? await shiftById(this.db, shiftId) : null;
    const r = await this.restaurants.require(ctx, 'labour.manage', found?.row.restaurantId ?? '');
    if (!found || found.row.restaurantId !== r.id) throw notFound(CLOCK_WORDS.notFound);
    const input = editShiftInput.parse(raw);
    const before = found.row;
    const clockInAt = input.clockInAt ? new Date(input.clockInAt) : before.clockInAt;
    const clockOutAt = input.clockOutAt ? new Date(input.clockOutAt) : before.clockOutAt;
    const role = input.role ?? before.role;
    const now = new Date();
    for (const day of new Set([localDate(before.clockInAt, r.timeZone), localDate(clockInAt, r.timeZone)])) {
      const closed = await closedPeriodOn(this.db, r.id, day);
      if (closed) throw conflict(CLOCK_WORDS.closedPeriod(closed.startsOn, closed.endsOn));
    }
    checkSpan(clockInAt, clockOutAt, now);
    const person = { id: before.employeeId, name: found.name };
    const [employee] = await this.db.select().from(employees).where(eq(employees.id, before.employeeId));
    const rate = role === before.role ? before.hourlyCents : await rateFor(this.db, before.employeeId, role);
    if (role !== before.role && role !== employee?.role && rate === null)
      throw badInput(CLOCK_WORDS.noRate(person, role));
    const actor = await this.restaurants.actor(ctx);
    const after = {
      ...before,
      clockInAt,
      clockOutAt,
      role,
      cashTipsCents: input.cashTipsCents ?? before.cashTipsCents,
    };
    await this.db.transaction(async (tx) => {
      await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, before.employeeId)).for('update');
      const other = await overlapping(tx, before.employeeId, clockInAt, clockOutAt, before.id);
      if (other) {
        const to = other.clockOutAt ? whenWords(other.clockOutAt, r.timeZone) : 'now';
        throw conflict(CLOCK_WORDS.overlaps(person, whenWords(other.clockInAt, r.timeZone), to));
      }
      await tx
        .update(shifts)
        .set({
          clockInAt,
          clockOutAt,
          role,
          hourlyCents: rate,
          cashTipsCents: after.cashTipsCents,
          closedBy: before.clockOutAt === null && clockOutAt ? 'manager' : before.closedBy,
          editedAt: now,
          editReason: input.reason,
          updatedAt: now,
        })
        .where(eq(shifts.id, before.id));
      // A break still open when the shift is closed ends with it (never before it began).
      if (clockOutAt) {
        await tx
          .update(shiftBreaks)
          .set({ endedAt: sql`greatest(${shiftBreaks.startedAt}, ${clockOutAt.toISOString()}::timestamptz)` })
          .where(sql`${shiftBreaks.shiftId} = ${before.id} and ${shiftBreaks.endedAt} is null`);
      }
      await copyOntoEmployee(tx, before.employeeId);
      const words = changeWords(before, after, r.timeZone);
      await appendAudit(tx, r, shiftEditLine(actor, person, before, after, input.reason, words));
    });
    this.events.kick();
    const rules = await rulesOf(this.db, r);
    return toShift((await shiftById(this.db, before.id))!, rules, new Date());
  }

  /**
   * A shift nobody clocked (a forgotten clock-in), entered by a manager with a reason. One whose day falls in
   * a closed pay period is kept for that day and paid in the period open now, marked (`lateForPeriod`).
   */
  async add(ctx: RequestContext, restaurantId: string, raw: unknown) {
    const r = await this.restaurants.require(ctx, 'labour.manage', restaurantId);
    const input = addShiftInput.parse(raw);
    const [employee] = await this.db
      .select()
      .from(employees)
      .where(and(eq(employees.id, input.employeeId), eq(employees.restaurantId, r.id), isNull(employees.deletedAt)));
    if (!employee) throw notFound(EMPLOYEE_NOT_FOUND);
    const clockInAt = new Date(input.clockInAt);
    const clockOutAt = new Date(input.clockOutAt);
    checkSpan(clockInAt, clockOutAt, new Date());
    const person = { id: employee.id, name: employee.name };
    const role = input.role ?? employee.role;
    const rate = await rateFor(this.db, employee.id, role);
    if (role !== employee.role && rate === null) throw badInput(CLOCK_WORDS.noRate(person, role));
    const closed = await closedPeriodOn(this.db, r.id, localDate(clockInAt, r.timeZone));
    const actor = await this.restaurants.actor(ctx);
    const id = await this.db.transaction(async (tx) => {
      await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, employee.id)).for('update');
      const other = await overlapping(tx, employee.id, clockInAt, clockOutAt);
      if (other) {
        const to = other.clockOutAt ? whenWords(other.clockOutAt, r.timeZone) : 'now';
        throw conflict(CLOCK_WORDS.overlaps(person, whenWords(other.clockInAt, r.timeZone), to));
      }
      const [row] = await tx
        .insert(shifts)
        .values({
          restaurantId: r.id,
          employeeId: employee.id,
          role,
          hourlyCents: rate,
          clockInAt,
          clockOutAt,
          cashTipsCents: input.cashTipsCents ?? 0,
          closedBy: 'manager',
          editedAt: new Date(),
          editReason: input.reason,
          lateForPeriod: closed?.startsOn ?? null,
        })
        .returning();
      const when = `${whenWords(clockInAt, r.timeZone)} to ${whenWords(clockOutAt, r.timeZone)}`;
      await appendAudit(tx, r, {
        kind: 'clock.edit',
        summary: `${employee.name}’s shift added by a manager: ${role}, ${when}${closed ? ' (its pay period is closed: paid in the open one)' : ''}`,
        actor,
        subjectId: employee.id,
        reason: input.reason,
        detail: {
          shiftId: row!.id,
          before: null,
          after: { role, clockInAt: input.clockInAt, clockOutAt: input.clockOutAt },
        },
      });
      return row!.id;
    });
    const rules = await rulesOf(this.db, r);
    return toShift((await shiftById(this.db, id))!, rules, new Date());
  }
}

/** A shift's times as a manager gives them: not ahead of now, ending after it starts, at most 16 hours. */
function checkSpan(clockInAt: Date, clockOutAt: Date | null, now: Date) {
  if (clockInAt.getTime() > now.getTime() + TABLET_AHEAD_MS) throw badInput(CLOCK_WORDS.future);
  if (!clockOutAt) return;
  if (clockOutAt < clockInAt) throw badInput(CLOCK_WORDS.beforeIn);
  if (clockOutAt.getTime() > now.getTime() + TABLET_AHEAD_MS) throw badInput(CLOCK_WORDS.future);
  if (clockOutAt.getTime() - clockInAt.getTime() > LONGEST_SHIFT_MS) throw conflict(CLOCK_WORDS.tooLong);
}

interface Facts {
  role: string;
  clockInAt: Date;
  clockOutAt: Date | null;
  cashTipsCents: number;
}

/** "clocked out at 11:00 PM; role cashier → driver": what a change did, in words. */
export function changeWords(before: Facts, after: Facts, timeZone: string): string {
  const at = (d: Date | null) => (d ? whenWords(d, timeZone) : 'still on the clock');
  const words: string[] = [];
  if (before.clockInAt.getTime() !== after.clockInAt.getTime())
    words.push(`clock-in ${at(before.clockInAt)} → ${at(after.clockInAt)}`);
  if (before.clockOutAt === null && after.clockOutAt) words.push(`clocked out at ${at(after.clockOutAt)} by a manager`);
  else if (before.clockOutAt?.getTime() !== after.clockOutAt?.getTime())
    words.push(`clock-out ${at(before.clockOutAt)} → ${at(after.clockOutAt)}`);
  if (before.role !== after.role) words.push(`role ${before.role} → ${after.role}`);
  if (before.cashTipsCents !== after.cashTipsCents)
    words.push(`cash tips ${formatDollars(before.cashTipsCents)} → ${formatDollars(after.cashTipsCents)}`);
  return words.length ? words.join('; ') : 'nothing changed';
}
