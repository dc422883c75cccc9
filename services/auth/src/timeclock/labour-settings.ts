import { appendAudit, badInput, formatDollars, isId, notFound, requireAccess, type RequestContext } from '@zest/kit';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AuthDatabase } from '../db/client';
import { employeePayRates, employees, labourSettings, restaurants } from '../db/schema';
import { EMPLOYEE_NOT_FOUND } from '../inputs';
import type { RestaurantEvents } from '../restaurants/restaurant-events';
import { resourceOf, type RestaurantService } from '../restaurants/restaurants.service';
import { labourSettingsInput, payRatesInput } from './clock-inputs';
import { ratesOf, rulesOf, type LabourRules } from './clock-store';

const toSettings = (restaurantId: string, r: LabourRules) => ({
  restaurantId,
  timeClock: r.timeClock,
  paidBreaks: r.paidBreaks,
  weeklyOvertimeMinutes: r.weeklyOvertimeMinutes,
  dailyOvertimeMinutes: r.dailyOvertimeMinutes,
  tipRule: r.tipRule,
  tipPool: Object.entries(r.tipPool).map(([role, percent]) => ({ role, percent })),
  payPeriod: r.payPeriod,
  payPeriodAnchor: r.payPeriodAnchor,
});

/** The owner's labour rules and each employee's hourly rates: changed by the owner or a manager, on the trail. */
export class LabourSettingsService {
  constructor(
    private readonly db: AuthDatabase,
    private readonly restaurants: RestaurantService,
    private readonly restaurantEvents: RestaurantEvents,
  ) {}

  async get(ctx: RequestContext, restaurantId: string) {
    const r = await this.restaurants.require(ctx, 'labour.read', restaurantId);
    return toSettings(r.id, await rulesOf(this.db, r));
  }

  async update(ctx: RequestContext, restaurantId: string, raw: unknown) {
    const r = await this.restaurants.require(ctx, 'labour.manage', restaurantId);
    const input = labourSettingsInput.parse(raw);
    const before = await rulesOf(this.db, r);
    const pool = input.tipPool
      ? Object.fromEntries(input.tipPool.map((p) => [p.role, p.percent ?? 0]))
      : before.tipPool;
    const tipRule = input.tipRule ?? before.tipRule;
    if (tipRule === 'percent' && Object.values(pool).reduce((n, p) => n + p, 0) !== 100) {
      throw badInput('The pool’s percents must add up to 100.');
    }
    const row = {
      paidBreaks: input.paidBreaks ?? before.paidBreaks,
      weeklyOvertimeMinutes: input.weeklyOvertimeMinutes ?? before.weeklyOvertimeMinutes,
      dailyOvertimeMinutes:
        input.dailyOvertimeMinutes === undefined ? before.dailyOvertimeMinutes : input.dailyOvertimeMinutes,
      tipRule,
      tipPool: pool,
      payPeriod: input.payPeriod ?? before.payPeriod,
      payPeriodAnchor: before.payPeriodAnchor,
      updatedAt: new Date(),
    };
    const timeClock = input.timeClock ?? before.timeClock;
    const actor = await this.restaurants.actor(ctx);
    await this.db.transaction(async (tx) => {
      await tx
        .insert(labourSettings)
        .values({ restaurantId: r.id, ...row })
        .onConflictDoUpdate({ target: labourSettings.restaurantId, set: row });
      if (timeClock !== before.timeClock) {
        // The restaurant's event carries it: the drivers service refuses trips to drivers off the clock.
        await tx
          .update(restaurants)
          .set({ timeClock, version: sql`${restaurants.version} + 1`, updatedAt: new Date() })
          .where(eq(restaurants.id, r.id));
      }
      const after = { ...before, ...row, timeClock };
      await appendAudit(tx, r, {
        kind: 'clock.settings',
        summary: `Labour rules changed: ${settingWords(before, after)}`,
        actor,
        detail: { before: toSettings(r.id, before), after: toSettings(r.id, after) },
      });
    });
    this.restaurantEvents.kick();
    return toSettings(r.id, await rulesOf(this.db, (await this.restaurants.find(r.id))!));
  }

  /** An employee's hourly rate per role they work (their own role included): the whole list replaces the old. */
  async setPayRates(ctx: RequestContext, employeeId: string, raw: unknown) {
    const [employee] = isId(employeeId)
      ? await this.db
          .select()
          .from(employees)
          .where(and(eq(employees.id, employeeId), isNull(employees.deletedAt)))
      : [];
    const restaurant = employee ? await this.restaurants.find(employee.restaurantId) : null;
    requireAccess(ctx, 'labour.manage', resourceOf(restaurant), EMPLOYEE_NOT_FOUND);
    if (!employee || !restaurant) throw notFound(EMPLOYEE_NOT_FOUND);
    const rates = payRatesInput.parse(raw);
    const actor = await this.restaurants.actor(ctx);
    const before = await ratesOf(this.db, [employee.id]);
    await this.db.transaction(async (tx) => {
      await tx.delete(employeePayRates).where(eq(employeePayRates.employeeId, employee.id));
      if (rates.length) {
        await tx
          .insert(employeePayRates)
          .values(rates.map((x) => ({ employeeId: employee.id, restaurantId: restaurant.id, ...x })));
      }
      const words = (list: { role: string; hourlyCents: number }[]) =>
        list.map((x) => `${x.role} ${formatDollars(x.hourlyCents)}/h`).join(', ') || 'none';
      await appendAudit(tx, restaurant, {
        kind: 'clock.rates',
        summary: `${employee.name}’s pay rates: ${words(before)} → ${words(rates)}`,
        actor,
        subjectId: employee.id,
        detail: { before, after: rates },
      });
    });
    return this.payRates(employee.id);
  }

  payRates = async (employeeId: string) =>
    (await ratesOf(this.db, [employeeId])).map((r) => ({ role: r.role, hourlyCents: r.hourlyCents }));

  /** An employee's rates, for the owner and managers of their restaurant only. */
  async payRatesOf(ctx: RequestContext, e: { id: string; restaurantId: string }) {
    await this.restaurants.require(ctx, 'labour.read', e.restaurantId);
    return this.payRates(e.id);
  }
}

function settingWords(before: LabourRules, after: LabourRules): string {
  const words: string[] = [];
  const hours = (m: number | null) => (m === null ? 'off' : `${m / 60} h`);
  if (before.timeClock !== after.timeClock) words.push(`time clock ${after.timeClock ? 'on' : 'off'}`);
  if (before.paidBreaks !== after.paidBreaks) words.push(`breaks ${after.paidBreaks ? 'paid' : 'unpaid'}`);
  if (before.weeklyOvertimeMinutes !== after.weeklyOvertimeMinutes)
    words.push(`weekly overtime after ${hours(after.weeklyOvertimeMinutes)}`);
  if (before.dailyOvertimeMinutes !== after.dailyOvertimeMinutes)
    words.push(`daily overtime ${hours(after.dailyOvertimeMinutes)}`);
  if (before.tipRule !== after.tipRule || JSON.stringify(before.tipPool) !== JSON.stringify(after.tipPool))
    words.push(`tips ${after.tipRule}`);
  if (before.payPeriod !== after.payPeriod) words.push(`pay period ${after.payPeriod}`);
  return words.join(', ') || 'nothing changed';
}
