import { addDays, badInput, localDate, type RequestContext, type RestaurantAccess } from '@zest/kit';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OrdersTenants, OrdersTransaction } from '../db/client';
import { revenueDays, type OrderType } from '../db/schema';
import { historyDate, revenuePeriod } from '../inputs';
import { kitchenTimes } from './kitchen-times';
import { monthsOfYear, periodDays, periodMoments, yearDays } from './periods';

/** Sums of cents as a plain number: exact up to 2^53, where GraphQL's Int stops at 2^31. */
const cents = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::float8`;

/** A LabourDay as auth names it (docs/decisions/0085-the-time-clock.md): this service answers its sales. */
export interface LabourDayRef {
  restaurantId: string;
  day: string;
}

/**
 * Revenue at a glance (docs/product.md#revenue), read from the daily rollup
 * (rollup.ts), never from the orders: a period is a few rows per day, so the
 * cost follows the number of days, not of orders. Times are the restaurant's:
 * "today" is today on its clock; months are its calendar months.
 */
export class RevenueService {
  constructor(
    private readonly tenants: OrdersTenants,
    private readonly access: RestaurantAccess,
  ) {}

  /** `rawYear` picks the year of the monthly breakdown (this year when absent); the period is apart from it. */
  async report(ctx: RequestContext, restaurantId: unknown, rawPeriod: unknown, rawYear?: unknown, now = new Date()) {
    const period = revenuePeriod.parse(rawPeriod ?? 'today');
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'revenue.read');
    const timeZone = restaurant.timeZone;
    const today = localDate(now, timeZone);
    const thisYear = Number(today.slice(0, 4));
    const year = rawYear ?? thisYear;
    if (typeof year !== 'number' || !Number.isInteger(year) || year < 2000 || year > thisYear) {
      throw badInput(`Choose a year from 2000 to ${thisYear}.`);
    }
    const days = periodDays(period, today);
    const yearRange = yearDays(year);
    const moments = periodMoments(days, timeZone);
    // One snapshot: the cards and the months agree with each other.
    const { byType, months, years, kitchen } = await this.tenants.run(
      [restaurant.id],
      async (tx) => ({
        byType: await sumsByType(tx, restaurant.id, days.from, days.until),
        months: await sumsByMonth(tx, restaurant.id, yearRange.from, yearRange.until),
        years: await yearsWithOrders(tx, restaurant.id),
        kitchen: await kitchenTimes(tx, restaurant.id, moments.startsAt, moments.endsAt),
      }),
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const count = (t: OrderType) => byType.find((r) => r.orderType === t)?.orders ?? 0;
    const sum = (k: MoneySum) => sumOf(byType, k);
    const totalOrders = byType.reduce((s, r) => s + r.orders, 0);
    const totalRevenueCents = sum('totalCents');
    return {
      restaurantId: restaurant.id,
      period,
      timeZone,
      today,
      fromDay: days.from,
      toDay: days.until,
      startsAt: moments.startsAt?.toISOString() ?? null,
      endsAt: moments.endsAt?.toISOString() ?? null,
      totalOrders,
      totalRevenueCents,
      subtotalCents: sum('subtotalCents'),
      taxCents: sum('taxCents'),
      deliveryChargeCents: sum('deliveryChargeCents'),
      deliveryOrders: count('delivery'),
      pickupOrders: count('pickup'),
      togoOrders: count('togo'),
      byChannel: byChannel(byType, totalOrders, totalRevenueCents),
      averageTicketCents: totalOrders ? Math.round(totalRevenueCents / totalOrders) : 0,
      voidCount: byType.reduce((s, r) => s + r.voidCount, 0),
      voidCents: byType.reduce((s, r) => s + r.voidCents, 0),
      discountCount: byType.reduce((s, r) => s + r.discountCount, 0),
      discountCents: byType.reduce((s, r) => s + r.discountCents, 0),
      kitchenOrders: kitchen.orders,
      kitchenAverageSeconds: kitchen.averageSeconds,
      kitchenP90Seconds: kitchen.p90Seconds,
      year,
      // This year and last are always offered, so there is somewhere to look before the first order.
      years: [...new Set([thisYear, thisYear - 1, ...years.map((y) => y.year)])]
        .filter((y) => y <= thisYear)
        .sort((a, b) => b - a),
      months: monthsOfYear(year, today).map((month) => {
        const found = months.find((m) => m.month === month);
        return { month, orders: found?.orders ?? 0, revenueCents: found?.revenueCents ?? 0 };
      }),
    };
  }

  /**
   * A day's sales for the hub's Labour card (docs/decisions/0085-the-time-clock.md): what the revenue screen
   * shows as that day's subtotal (after discounts, before delivery charges and tax, voids out), from the same
   * rollup by the same sum. The owner and managers, as revenue; another tenant's restaurant is not found.
   */
  async salesOfDay(ctx: RequestContext, ref: LabourDayRef): Promise<number> {
    const restaurant = await this.access.forRestaurant(ctx, ref.restaurantId, 'revenue.read');
    const day = historyDate.parse(ref.day);
    const byType = await this.tenants.run([restaurant.id], (tx) => sumsByType(tx, restaurant.id, day, addDays(day, 1)));
    return sumOf(byType, 'subtotalCents');
  }
}

type MoneySum = 'subtotalCents' | 'taxCents' | 'deliveryChargeCents' | 'totalCents';
/** One money sum of a period's rows by order type. */
const sumOf = (rows: Record<MoneySum, number>[], k: MoneySum) => rows.reduce((s, r) => s + r[k], 0);

/** The period's orders by where they were taken; the counter's are the rest of the online ones. */
function byChannel(rows: { onlineOrders: number; onlineTotalCents: number }[], orders: number, revenueCents: number) {
  const online = {
    channel: 'online' as const,
    orders: rows.reduce((s, r) => s + r.onlineOrders, 0),
    revenueCents: rows.reduce((s, r) => s + r.onlineTotalCents, 0),
  };
  return [
    { channel: 'counter' as const, orders: orders - online.orders, revenueCents: revenueCents - online.revenueCents },
    online,
  ];
}

const inRange = (restaurantId: string, from: string | null, until: string | null) =>
  and(
    eq(revenueDays.restaurantId, restaurantId),
    from ? gte(revenueDays.day, from) : undefined,
    until ? lt(revenueDays.day, until) : undefined,
  );

function sumsByType(tx: OrdersTransaction, restaurantId: string, from: string | null, until: string | null) {
  return tx
    .select({
      orderType: revenueDays.orderType,
      orders: sql<number>`coalesce(sum(${revenueDays.orders}), 0)::int`,
      subtotalCents: cents(revenueDays.subtotalCents),
      taxCents: cents(revenueDays.taxCents),
      deliveryChargeCents: cents(revenueDays.deliveryChargeCents),
      totalCents: cents(revenueDays.totalCents),
      voidCount: sql<number>`coalesce(sum(${revenueDays.voidCount}), 0)::int`,
      voidCents: cents(revenueDays.voidCents),
      discountCount: sql<number>`coalesce(sum(${revenueDays.discountCount}), 0)::int`,
      discountCents: cents(revenueDays.discountCents),
      onlineOrders: sql<number>`coalesce(sum(${revenueDays.onlineOrders}), 0)::int`,
      onlineTotalCents: cents(revenueDays.onlineTotalCents),
    })
    .from(revenueDays)
    .where(inRange(restaurantId, from, until))
    .groupBy(revenueDays.orderType);
}

function sumsByMonth(tx: OrdersTransaction, restaurantId: string, from: string, until: string) {
  const month = sql<string>`to_char(${revenueDays.day}, 'YYYY-MM')`;
  return tx
    .select({
      month,
      orders: sql<number>`coalesce(sum(${revenueDays.orders}), 0)::int`,
      revenueCents: cents(revenueDays.totalCents),
    })
    .from(revenueDays)
    .where(inRange(restaurantId, from, until))
    .groupBy(month);
}

function yearsWithOrders(tx: OrdersTransaction, restaurantId: string) {
  const year = sql<number>`extract(year from ${revenueDays.day})::int`;
  return tx
    .select({ year })
    .from(revenueDays)
    .where(and(eq(revenueDays.restaurantId, restaurantId), sql`${revenueDays.orders} > 0`))
    .groupBy(year);
}
