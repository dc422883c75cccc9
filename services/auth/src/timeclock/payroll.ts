import { addDays, appendAudit, atLocalTime, badInput, conflict, localDate, type RequestContext } from '@zest/kit';
import { and, eq, gte, isNotNull, isNull, lt } from 'drizzle-orm';
import type { AuthDatabase } from '../db/client';
import { employees, payPeriods, shifts } from '../db/schema';
import type { RestaurantService } from '../restaurants/restaurants.service';
import { CLOCK_WORDS } from './clock-words';
import { rulesOf, shiftsBetween, shiftsWhere, type ShiftWithBreaks } from './clock-store';
import { payrollCsv } from './payroll-csv';
import { payrollOf, periodOf, type PayShift, type Reimbursement } from './payroll-rows';
import type { CardTip } from './tip-pool';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A PayPeriod as the gateway hands it back with the other services' parts (@requires). */
export interface PayPeriodView {
  restaurantId: string;
  startsOn: string;
  endsOn: string;
  cardTips?: (Omit<CardTip, 'employeeId'> & { employeeId?: string | null; name: string })[];
  reimbursements?: Reimbursement[];
}

/**
 * Pay periods and payroll (docs/decisions/0085-the-time-clock.md): the period holding a day, its people
 * worked out from the shifts, the orders service's card tips and the drivers service's reimbursements, and
 * closing it (its shifts then never change; a shift added later counts in the next period, marked).
 */
export class PayrollService {
  constructor(
    private readonly db: AuthDatabase,
    private readonly restaurants: RestaurantService,
  ) {}

  async period(ctx: RequestContext, restaurantId: string, startsOn?: string | null) {
    const r = await this.restaurants.require(ctx, 'labour.read', restaurantId);
    const rules = await rulesOf(this.db, r);
    const day = startsOn ?? localDate(new Date(), r.timeZone);
    if (!DAY_PATTERN.test(day) || Number.isNaN(Date.parse(day))) throw badInput(CLOCK_WORDS.badDay);
    const period = periodOf(day, rules.payPeriod, rules.payPeriodAnchor);
    if (startsOn && period.startsOn !== startsOn) {
      throw badInput(`A pay period starts on ${period.startsOn}, not ${startsOn}.`);
    }
    const [closed] = await this.db
      .select()
      .from(payPeriods)
      .where(and(eq(payPeriods.restaurantId, r.id), eq(payPeriods.startsOn, period.startsOn)));
    return {
      restaurantId: r.id,
      ...period,
      closedAt: closed?.closedAt.toISOString() ?? null,
      closedBy: closed?.closedByName ?? null,
    };
  }

  /** The period again (an entity's reference), with what the gateway brought from the other services. */
  async reference(ctx: RequestContext, ref: PayPeriodView) {
    const period = await this.period(ctx, ref.restaurantId, ref.startsOn);
    return { ...period, cardTips: ref.cardTips, reimbursements: ref.reimbursements };
  }

  /** The people of a period, once the gateway brought the card tips and the reimbursements. */
  async people(ctx: RequestContext, p: PayPeriodView) {
    const r = await this.restaurants.require(ctx, 'labour.read', p.restaurantId);
    const rules = await rulesOf(this.db, r);
    const from = atLocalTime(p.startsOn, 0, r.timeZone);
    const to = atLocalTime(addDays(p.endsOn, 1), 0, r.timeZone);
    const inPeriod = (await shiftsBetween(this.db, r.id, from, to)).filter(
      (s) => s.clockInAt >= from && s.clockInAt < to && !s.row.lateForPeriod,
    );
    const late = await this.lateShifts(r.id, from, to);
    const staff = await this.db
      .select({ id: employees.id, name: employees.name })
      .from(employees)
      .where(eq(employees.restaurantId, r.id));
    const toPay = (s: ShiftWithBreaks): PayShift => ({
      ...s,
      day: localDate(s.clockInAt, r.timeZone),
      cashTipsCents: s.row.cashTipsCents,
      lateForPeriod: s.row.lateForPeriod,
    });
    return payrollOf({
      shifts: [...inPeriod, ...late].map(toPay),
      tips: (p.cardTips ?? []).map((t) => ({ ...t, employeeId: t.employeeId ?? null })),
      reimbursements: p.reimbursements ?? [],
      rules,
      names: new Map(staff.map((e) => [e.id, e.name])),
      now: new Date(),
    });
  }

  async csv(ctx: RequestContext, p: PayPeriodView) {
    return payrollCsv(p, (await this.people(ctx, p)).people);
  }

  /** Shifts added after their own period closed, entered during this one: paid now, marked. */
  private lateShifts = (restaurantId: string, from: Date, to: Date) =>
    shiftsWhere(
      this.db,
      and(
        eq(shifts.restaurantId, restaurantId),
        isNotNull(shifts.lateForPeriod),
        gte(shifts.createdAt, from),
        lt(shifts.createdAt, to),
      ),
    );

  /** A period ended closes: from then its shifts never change. */
  async close(ctx: RequestContext, restaurantId: string, startsOn: string) {
    const period = await this.period(ctx, restaurantId, startsOn);
    const r = await this.restaurants.require(ctx, 'labour.manage', restaurantId);
    if (period.closedAt) throw conflict(`The pay period ${period.startsOn} to ${period.endsOn} is already closed.`);
    if (localDate(new Date(), r.timeZone) <= period.endsOn) {
      throw conflict(`The pay period ends on ${period.endsOn}: close it the day after.`);
    }
    const [open] = await this.db
      .select({ name: employees.name })
      .from(shifts)
      .innerJoin(employees, eq(employees.id, shifts.employeeId))
      .where(
        and(
          eq(shifts.restaurantId, r.id),
          isNull(shifts.clockOutAt),
          lt(shifts.clockInAt, atLocalTime(addDays(period.endsOn, 1), 0, r.timeZone)),
        ),
      )
      .limit(1);
    if (open) throw conflict(`Close ${open.name}’s open shift first: a closed period keeps every shift as it is.`);
    const actor = await this.restaurants.actor(ctx);
    await this.db.transaction(async (tx) => {
      const [made] = await tx
        .insert(payPeriods)
        .values({ restaurantId: r.id, startsOn: period.startsOn, endsOn: period.endsOn, closedByName: actor.name })
        .onConflictDoNothing()
        .returning();
      if (!made) throw conflict(`The pay period ${period.startsOn} to ${period.endsOn} is already closed.`);
      await appendAudit(tx, r, {
        kind: 'clock.period',
        summary: `Pay period ${period.startsOn} to ${period.endsOn} closed`,
        actor,
        detail: { startsOn: period.startsOn, endsOn: period.endsOn },
      });
    });
    return this.period(ctx, restaurantId, startsOn);
  }
}
