import { addDays, atLocalTime, badInput, localDate, type RequestContext } from '@zest/kit';
import type { AuthDatabase } from '../db/client';
import type { RestaurantService } from '../restaurants/restaurants.service';
import { CLOCK_WORDS } from './clock-words';
import { rulesOf, shiftsBetween, type ShiftWithBreaks } from './clock-store';
import { everyonesWeek, overtimeComing, weekStartOf, type ShiftHours } from './hours';
import { toShift } from './shift-views';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The hub's Labour card (docs/decisions/0085-the-time-clock.md): who is on now, the day's hours and cost, the
 * week per person with overtime. The day's sales come from the orders service on the same entity
 * (`LabourDay.salesCents`), and `labourPercent` is worked out here from them.
 */
export class LabourService {
  constructor(
    private readonly db: AuthDatabase,
    private readonly restaurants: RestaurantService,
  ) {}

  /** The entity again, with the day's sales the gateway brings from the orders service (for labourPercent). */
  async reference(ctx: RequestContext, ref: { restaurantId: string; day: string; salesCents?: number | null }) {
    return { ...(await this.day(ctx, ref.restaurantId, ref.day)), salesCents: ref.salesCents ?? undefined };
  }

  /** Labour ÷ sales, once the orders service said the day's sales. */
  percentOf = (d: LabourDayView) => labourPercentOf(d.costCents, d.salesCents);

  async day(ctx: RequestContext, restaurantId: string, day?: string | null) {
    const r = await this.restaurants.require(ctx, 'labour.read', restaurantId);
    const now = new Date();
    const today = localDate(now, r.timeZone);
    const theDay = day ?? today;
    if (!DAY_PATTERN.test(theDay) || Number.isNaN(Date.parse(theDay))) throw badInput(CLOCK_WORDS.badDay);
    const rules = await rulesOf(this.db, r);
    const startsOn = weekStartOf(theDay);
    const endsOn = addDays(startsOn, 6);
    const week = await shiftsBetween(
      this.db,
      r.id,
      atLocalTime(startsOn, 0, r.timeZone),
      atLocalTime(addDays(startsOn, 7), 0, r.timeZone),
    );
    // An open shift of another week (forgotten, or today's seen from a past day) is listed as on now, not counted here.
    const inWeek = week.filter((s) => {
      const day = localDate(s.clockInAt, r.timeZone);
      return day >= startsOn && day <= endsOn;
    });
    const hours = everyonesWeek(inWeek, rules, now);
    const hoursOf = (s: ShiftWithBreaks) => hours.find((h) => h.shiftId === s.id);
    const ofDay = inWeek.filter((s) => localDate(s.clockInAt, r.timeZone) === theDay);
    const dayHours = ofDay.map(hoursOf).filter((h): h is ShiftHours => !!h);
    const paceDay = today >= startsOn && today <= endsOn ? today : endsOn;
    return {
      restaurantId: r.id,
      day: theDay,
      timeZone: r.timeZone,
      timeClock: rules.timeClock,
      onNow: week.filter((s) => s.clockOutAt === null).map((s) => toShift(s, rules, now, hoursOf(s))),
      shifts: ofDay.map((s) => toShift(s, rules, now, hoursOf(s))),
      workedMinutes: dayHours.reduce((n, h) => n + h.workedMinutes, 0),
      overtimeMinutes: dayHours.reduce((n, h) => n + h.overtimeMinutes, 0),
      costCents: dayHours.reduce((n, h) => n + h.costCents, 0),
      week: {
        startsOn,
        endsOn,
        weeklyOvertimeMinutes: rules.weeklyOvertimeMinutes,
        people: peopleOf(inWeek, hours).map((p) => ({
          ...p,
          overtimeComing: overtimeComing(p.workedMinutes, paceDay, rules),
        })),
      },
    };
  }
}

export type LabourDayView = Awaited<ReturnType<LabourService['day']>> & { salesCents?: number };

/** Labour as a percent of sales, one decimal; null without sales. */
export const labourPercentOf = (costCents: number, salesCents: number | null | undefined): number | null =>
  salesCents && salesCents > 0 ? Math.round((costCents / salesCents) * 1000) / 10 : null;

function peopleOf(shifts: ShiftWithBreaks[], hours: ShiftHours[]) {
  const people = new Map<
    string,
    {
      employeeId: string;
      name: string;
      roles: string[];
      workedMinutes: number;
      regularMinutes: number;
      overtimeMinutes: number;
      costCents: number;
    }
  >();
  for (const s of shifts) {
    const h = hours.find((x) => x.shiftId === s.id);
    if (!h) continue;
    const p = people.get(s.employeeId) ?? {
      employeeId: s.employeeId,
      name: s.name,
      roles: [],
      workedMinutes: 0,
      regularMinutes: 0,
      overtimeMinutes: 0,
      costCents: 0,
    };
    if (!p.roles.includes(s.role)) p.roles.push(s.role);
    p.workedMinutes += h.workedMinutes;
    p.regularMinutes += h.regularMinutes;
    p.overtimeMinutes += h.overtimeMinutes;
    p.costCents += h.costCents;
    people.set(s.employeeId, p);
  }
  return [...people.values()].sort((a, b) => b.workedMinutes - a.workedMinutes || a.name.localeCompare(b.name));
}
