import { appendAudit, badInput, conflict, forbidden, type RequestContext } from '@zest/kit';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AuthDatabase } from '../db/client';
import { clockPunches, employees, shiftBreaks, shifts, type EmployeeRow, type RestaurantRow } from '../db/schema';
import type { EmployeeEvents } from '../employees/employee-events';
import type { EmployeeService } from '../employees/employees.service';
import { pinRefusal, type PinGuard } from '../security/pin-guard';
import { pinAttempt, type RestaurantService } from '../restaurants/restaurants.service';
import { INCORRECT_PIN } from '../inputs';
import { punchInput, type PunchInput } from './clock-inputs';
import { openBreakOf, overlapping, rateFor, rulesOf, shiftById } from './clock-store';
import { CLOCK_WORDS, punchLine, punchWords, whenWords } from './clock-words';
import { toShift } from './shift-views';

/** A tablet's own time is believed this far back (an outbox emptied after an outage) and this far ahead. */
export const TABLET_PAST_MS = 12 * 3_600_000;
export const TABLET_AHEAD_MS = 2 * 60_000;
export const LONGEST_SHIFT_MS = 16 * 3_600_000;

export type Tx = Parameters<Parameters<AuthDatabase['transaction']>[0]>[0];

/**
 * Punches at the time clock (docs/decisions/0085-the-time-clock.md): the person's own PIN names them, counted
 * by the employee-PIN throttle; one transaction locks their row, checks the rules, writes the shift, copies
 * the open shift onto the employee (their event carries it) and appends the audit line.
 */
export class PunchService {
  constructor(
    private readonly db: AuthDatabase,
    private readonly restaurants: RestaurantService,
    private readonly pins: PinGuard,
    private readonly staff: EmployeeService,
    private readonly events: EmployeeEvents,
  ) {}

  async punch(ctx: RequestContext, raw: { restaurantId: string } & Record<string, unknown>) {
    const r = await this.restaurants.require(ctx, 'clock.punch', raw.restaurantId);
    const input = punchInput.parse(raw);
    const employee = await this.personOf(ctx, r, input.pin);
    const now = new Date();
    const at = this.momentOf(input, now);
    const actor = await this.restaurants.actor(ctx);
    const person = { id: employee.id, name: employee.name };
    const shiftId = await this.db.transaction(async (tx) => {
      await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, employee.id)).for('update');
      const done = input.idempotencyKey ? await this.earlier(tx, r.id, input.idempotencyKey) : null;
      if (done) return done;
      const id = await this.apply(tx, r, employee, input, at);
      const shift = (await shiftById(tx, id))!;
      await copyOntoEmployee(tx, employee.id);
      if (input.idempotencyKey) {
        await tx.insert(clockPunches).values({
          restaurantId: r.id,
          requestKey: input.idempotencyKey,
          shiftId: id,
          action: input.action,
          at,
          tabletAt: input.at ? new Date(input.at) : null,
        });
      }
      const atWords = whenWords(at, r.timeZone, now);
      await appendAudit(tx, r, {
        ...punchLine(
          actor,
          person,
          input.action,
          { ...shift.row, role: shift.role },
          {
            at,
            atWords,
            tabletAt: input.at ? new Date(input.at) : null,
          },
        ),
        at: now,
      });
      return id;
    });
    this.events.kick();
    const shift = (await shiftById(this.db, shiftId))!;
    const rules = await rulesOf(this.db, r);
    return {
      employeeId: employee.id,
      name: employee.name,
      action: input.action,
      at: at.toISOString(),
      message: punchWords(person, input.action, shift.role, whenWords(at, r.timeZone, now)),
      shift: toShift(shift, rules, now),
    };
  }

  /** Who is on the clock now, for any screen of the restaurant: names, roles, since when; never a rate. */
  async board(ctx: RequestContext, restaurantId: string) {
    const r = await this.restaurants.require(ctx, 'clock.punch', restaurantId);
    const rows = await this.db
      .select()
      .from(employees)
      .where(and(eq(employees.restaurantId, r.id), isNull(employees.deletedAt), isNotNull(employees.clockSince)))
      .orderBy(asc(employees.clockSince));
    return rows.map((e) => ({
      employeeId: e.id,
      name: e.name,
      role: e.clockRole!,
      since: e.clockSince!.toISOString(),
      onBreak: e.clockOnBreak,
    }));
  }

  /** The PIN's employee (any role: everyone clocks in), counted like every employee PIN. */
  private async personOf(ctx: RequestContext, r: RestaurantRow, pin: string): Promise<EmployeeRow> {
    const attempt = pinAttempt(ctx, r);
    const refusal = await this.pins.tryAttempt('employee', attempt);
    if (refusal) throw pinRefusal(refusal);
    const employee = await this.staff.byPin(r, pin);
    if (!employee) throw forbidden(INCORRECT_PIN);
    await this.pins.succeeded('employee', attempt);
    return employee;
  }

  /** Now, or the tablet's time of a punch kept offline, within what can be believed. */
  private momentOf(input: PunchInput, now: Date): Date {
    if (!input.at) return now;
    const at = new Date(input.at);
    if (at.getTime() > now.getTime() + TABLET_AHEAD_MS) throw badInput(CLOCK_WORDS.aheadTablet);
    if (at.getTime() < now.getTime() - TABLET_PAST_MS) throw badInput(CLOCK_WORDS.staleTablet);
    return at.getTime() > now.getTime() ? now : at;
  }

  /** A punch sent again with its key: the first one's shift. */
  private async earlier(tx: Tx, restaurantId: string, key: string): Promise<string | null> {
    const [row] = await tx
      .select({ shiftId: clockPunches.shiftId })
      .from(clockPunches)
      .where(and(eq(clockPunches.restaurantId, restaurantId), eq(clockPunches.requestKey, key)));
    return row?.shiftId ?? null;
  }

  private async apply(tx: Tx, r: RestaurantRow, e: EmployeeRow, input: PunchInput, at: Date): Promise<string> {
    const person = { id: e.id, name: e.name };
    const [open] = await tx
      .select()
      .from(shifts)
      .where(and(eq(shifts.employeeId, e.id), isNull(shifts.clockOutAt)));
    if (input.action === 'clock_in') {
      if (open) throw conflict(CLOCK_WORDS.alreadyIn(person, open.role, whenWords(open.clockInAt, r.timeZone)));
      return this.clockIn(tx, r, e, input.role ?? e.role, at);
    }
    if (!open) throw conflict(CLOCK_WORDS.notClockedIn(person));
    if (at < open.clockInAt) throw badInput(CLOCK_WORDS.beforeIn);
    const openBreak = await openBreakOf(tx, open.id);
    if (input.action === 'break_start') {
      if (openBreak) throw conflict(CLOCK_WORDS.onBreak(person));
      await tx.insert(shiftBreaks).values({ shiftId: open.id, startedAt: at });
    } else if (input.action === 'break_end') {
      if (!openBreak) throw conflict(CLOCK_WORDS.notOnBreak(person));
      await tx.update(shiftBreaks).set({ endedAt: at }).where(eq(shiftBreaks.id, openBreak.id));
    } else {
      if (at.getTime() - open.clockInAt.getTime() > LONGEST_SHIFT_MS) throw conflict(CLOCK_WORDS.tooLong);
      if (openBreak) await tx.update(shiftBreaks).set({ endedAt: at }).where(eq(shiftBreaks.id, openBreak.id));
      await tx
        .update(shifts)
        .set({ clockOutAt: at, cashTipsCents: input.cashTipsCents ?? 0, closedBy: 'punch', updatedAt: new Date() })
        .where(eq(shifts.id, open.id));
    }
    return open.id;
  }

  private async clockIn(tx: Tx, r: RestaurantRow, e: EmployeeRow, role: string, at: Date): Promise<string> {
    const person = { id: e.id, name: e.name };
    const rate = await rateFor(tx, e.id, role);
    if (role !== e.role && rate === null) throw badInput(CLOCK_WORDS.noRate(person, role));
    const other = await overlapping(tx, e.id, at, null);
    if (other?.clockOutAt) {
      throw conflict(
        CLOCK_WORDS.overlaps(person, whenWords(other.clockInAt, r.timeZone), whenWords(other.clockOutAt, r.timeZone)),
      );
    }
    const [row] = await tx
      .insert(shifts)
      .values({ restaurantId: r.id, employeeId: e.id, role, hourlyCents: rate, clockInAt: at })
      .returning({ id: shifts.id });
    return row!.id;
  }
}

/** The open shift onto the employee's row (their event carries it), the version moved on. */
export async function copyOntoEmployee(tx: Tx, employeeId: string) {
  const [open] = await tx
    .select()
    .from(shifts)
    .where(and(eq(shifts.employeeId, employeeId), isNull(shifts.clockOutAt)));
  const onBreak = open ? !!(await openBreakOf(tx, open.id)) : false;
  await tx
    .update(employees)
    .set({
      clockShiftId: open?.id ?? null,
      clockRole: open?.role ?? null,
      clockSince: open?.clockInAt ?? null,
      clockOnBreak: onBreak,
      version: sql`${employees.version} + 1`,
    })
    .where(eq(employees.id, employeeId));
}
