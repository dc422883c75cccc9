import {
  actorOf,
  addDays,
  appendAudit,
  badInput,
  conflict,
  formatDollars,
  localDate,
  requirePrincipal,
  type KnownRestaurant,
  type RequestContext,
  type RestaurantAccess,
} from '@zest/kit';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { OrdersTenants, OrdersTransaction } from '../db/client';
import { businessDays, type BusinessDayRow } from '../db/schema';
import { historyDate } from '../inputs';
import type { DayDrawers, ZReport } from './z-report';
import { zReportOf } from './z-sums';
import { SOLD_AT_CLOSE } from '../ledger/day-ledger';
import { tipDayRows, tipDays, tipRows, tipsReportOf } from './tips-report';

/** A pay period as auth's payroll names it (an entity reference). */
export interface PayPeriodRef {
  restaurantId: string;
  startsOn: string;
  endsOn: string;
}

export const DAY_TO_COME = 'A day is closed once it has begun: choose today or an earlier day.';
export const alreadyClosed = (day: string) => `${day} is already closed: it never changes again.`;
export const drawersStillOpen = (open: { terminalTag: string | null; openedBy: string }[]) =>
  `Close the cash drawer${open.length === 1 ? '' : 's'} first: ${open
    .map((d) => `${d.terminalTag ? `tablet ${d.terminalTag}` : 'a drawer'}, opened by ${d.openedBy}`)
    .join('; ')}.`;

/** The days a close covers at most: the first close of a restaurant with a long history closes it in one go. */
const MOST_DAYS = 400;

export const NO_DRAWERS: DayDrawers = {
  ofDay: async () => [],
  openThrough: async () => [],
  noDrawer: async () => ({ count: 0, cents: 0 }),
};

/**
 * Closing the day (docs/decisions/0053-close-the-day.md): a manager or the
 * owner closes a business day on the restaurant's calendar; its Z report is
 * worked out and kept, and from then on the day never changes — a later
 * void, change or offline paper counts on the open day, with a reference to
 * it. Closing a day closes every open day before it, each with its own Z.
 */
export class BusinessDaysService {
  constructor(
    private readonly tenants: OrdersTenants,
    private readonly access: RestaurantAccess,
    private readonly drawers: DayDrawers = NO_DRAWERS,
  ) {}

  async close(ctx: RequestContext, restaurantId: unknown, rawDay: unknown) {
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'day.close');
    const viewer = requirePrincipal(ctx, 'day.close');
    const day = historyDate.parse(rawDay);
    if (day > localDate(new Date(), restaurant.timeZone)) throw badInput(DAY_TO_COME);
    const actor = actorOf(viewer);
    const closed = await this.tenants.run([restaurant.id], async (tx) => {
      // The counter row: every new order locks it, so none is made in the day while it closes.
      const { rows } = await tx.execute<{ closed_through: string | null; first_day: string | null }>(sql`
        WITH counter AS (
          INSERT INTO order_counters (restaurant_id, next_number) VALUES (${restaurant.id}, 1)
          ON CONFLICT (restaurant_id) DO UPDATE SET next_number = order_counters.next_number
          RETURNING closed_through)
        SELECT (SELECT closed_through::text FROM counter) AS closed_through,
               (SELECT min(order_day)::text FROM orders WHERE restaurant_id = ${restaurant.id}) AS first_day`);
      const through = rows[0]!.closed_through;
      if (through && through >= day) throw conflict(alreadyClosed(day));
      const open = await this.drawers.openThrough(tx, restaurant.id, day);
      if (open.length) throw conflict(drawersStillOpen(open));
      const from = through ? addDays(through, 1) : (rows[0]!.first_day ?? day) < day ? rows[0]!.first_day! : day;
      const days: string[] = [];
      for (let d = from; d <= day && days.length < MOST_DAYS; d = addDays(d, 1)) days.push(d);
      await tx.execute(sql`UPDATE order_counters SET closed_through = ${day} WHERE restaurant_id = ${restaurant.id}`);
      // The days' orders wait for any change in flight, then take every later one to the open day; an order
      // never printed goes into the books as it stands (docs/decisions/0071-one-ledger.md).
      await sellTheTickets(tx, restaurant.id, day, actor.name);
      const reports: ZReport[] = [];
      for (const d of days) {
        const z = await zReportOf(tx, restaurant, d, this.drawers);
        await tx.insert(businessDays).values({
          restaurantId: restaurant.id,
          day: d,
          closedBy: actor.name,
          closedBySession: actor.session,
          approvedBy: null,
          z,
        });
        reports.push(z);
      }
      const z = reports[reports.length - 1]!;
      await appendAudit(tx, restaurant, {
        kind: 'day.close',
        summary:
          `Closed ${day}: ${z.orders.count} order${z.orders.count === 1 ? '' : 's'}, ${formatDollars(z.totalCents)}` +
          (days.length > 1 ? ` (and the ${days.length - 1} open day${days.length === 2 ? '' : 's'} before it)` : ''),
        actor,
        before: null,
        after: z.totalCents,
        detail: { day, days, orders: z.orders.count, voids: z.voids, discounts: z.discounts },
      });
      return (await this.row(tx, restaurant.id, day))!;
    });
    return dayView(closed, restaurant);
  }

  /** The restaurant's open day and its closed days, newest first. */
  async list(ctx: RequestContext, restaurantId: unknown, rawFirst?: unknown) {
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'revenue.read');
    const first = typeof rawFirst === 'number' && rawFirst > 0 ? Math.min(rawFirst, 100) : 30;
    return this.tenants.run(
      [restaurant.id],
      async (tx) => {
        const closed = await tx
          .select()
          .from(businessDays)
          .where(eq(businessDays.restaurantId, restaurant.id))
          .orderBy(desc(businessDays.day))
          .limit(first);
        const openDay = await this.openDay(tx, restaurant);
        return {
          restaurantId: restaurant.id,
          openDay,
          today: localDate(new Date(), restaurant.timeZone),
          closed: closed.map((row) => dayView(row, restaurant)),
        };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /** A day's Z report: as it was closed, or, for a day not closed yet, a preview of what a close would keep now. */
  async report(ctx: RequestContext, restaurantId: unknown, rawDay: unknown) {
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'revenue.read');
    const day = historyDate.parse(rawDay);
    return this.tenants.run(
      [restaurant.id],
      async (tx) => {
        const row = await this.row(tx, restaurant.id, day);
        if (row) return dayView(row, restaurant);
        const z = await zReportOf(tx, restaurant, day, this.drawers);
        return { restaurantId: restaurant.id, day, closed: false, closedAt: null, closedBy: null, z };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /** Card tips by employee over business days (decision 0083): the owner and managers, as the Z report. */
  async tips(ctx: RequestContext, restaurantId: unknown, rawFrom: unknown, rawTo: unknown) {
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'revenue.read');
    const { from, to } = tipDays(historyDate.parse(rawFrom), historyDate.parse(rawTo));
    const rows = await this.tenants.run([restaurant.id], (tx) => tipRows(tx, restaurant.id, from, to), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
    return { restaurantId: restaurant.id, timeZone: restaurant.timeZone, ...tipsReportOf(from, to, rows) };
  }

  /** A pay period's card tips per person and day (auth's payroll asks through the gateway): as the tips report. */
  async cardTipsOfPeriod(ctx: RequestContext, p: { restaurantId: string; startsOn: string; endsOn: string }) {
    const restaurant = await this.access.forRestaurant(ctx, p.restaurantId, 'labour.read');
    const { from, to } = tipDays(historyDate.parse(p.startsOn), historyDate.parse(p.endsOn));
    return this.tenants.run([restaurant.id], (tx) => tipDayRows(tx, restaurant.id, from, to), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
  }

  private async row(tx: OrdersTransaction, restaurantId: string, day: string): Promise<BusinessDayRow | undefined> {
    const [row] = await tx
      .select()
      .from(businessDays)
      .where(and(eq(businessDays.restaurantId, restaurantId), eq(businessDays.day, day)));
    return row;
  }

  private async openDay(tx: OrdersTransaction, restaurant: KnownRestaurant): Promise<string> {
    const { rows } = await tx.execute<{ day: string }>(sql`
      SELECT greatest((now() AT TIME ZONE ${restaurant.timeZone})::date,
        (SELECT closed_through + 1 FROM order_counters WHERE restaurant_id = ${restaurant.id}))::text AS day`);
    return rows[0]!.day;
  }
}

/**
 * Marks the closed days' orders, and writes the sale of each one never printed that counts (a held order,
 * a delivery taken before its print): from the close, what it counts for is the ledger's. The update waits
 * for every change in flight and answers each order as that change left it.
 */
async function sellTheTickets(tx: OrdersTransaction, restaurantId: string, day: string, by: string) {
  await tx.execute(sql`
    WITH closed AS (
      UPDATE orders SET day_closed = true
      WHERE restaurant_id = ${restaurantId} AND order_day <= ${day} AND NOT day_closed
      RETURNING *)
    INSERT INTO ledger_entries (restaurant_id, day, kind, amount_cents, order_id, order_number, order_type, orders,
      subtotal_cents, tax_cents, delivery_charge_cents, discount_count, discount_cents, online_orders,
      online_total_cents, what, by_name)
    SELECT restaurant_id, order_day, 'sale', total_cents, id, order_number, order_type, 1, subtotal_cents, tax_cents,
      delivery_charge_cents, discount_count, discount_cents, (channel = 'online')::int,
      CASE WHEN channel = 'online' THEN total_cents ELSE 0 END, ${SOLD_AT_CLOSE}, ${by}
    FROM closed
    WHERE print_count = 0 AND deleted_at IS NULL AND voided_at IS NULL AND line_count > 0`);
}

const counterOnly = (z: ZReport) =>
  z.orders.count || z.orders.cents ? [{ channel: 'counter' as const, ...z.orders }] : [];

const dayView = (row: BusinessDayRow, restaurant: KnownRestaurant) => ({
  restaurantId: restaurant.id,
  day: row.day,
  closed: true,
  closedAt: row.closedAt.toISOString(),
  closedBy: row.closedBy,
  z: keptZ(row.z as Partial<ZReport> & ZReport),
});

/**
 * A Z report as it was kept, in today's shape: a day closed before its Z counted cash on no drawer had
 * none to count; one closed before online ordering had every order over the counter; one closed before
 * the ledger (docs/decisions/0071-one-ledger.md) has none of its sums and no reconciliation; one closed before
 * card readers (decision 0080) took no tips; one closed before tips were handed to drivers (decision 0083) paid none.
 */
const none = { count: 0, cents: 0 };
const keptZ = (z: Partial<ZReport> & ZReport): ZReport => ({
  ...z,
  cashOnNoDrawer: z.cashOnNoDrawer ?? none,
  cash: z.cash ?? null,
  byChannel: z.byChannel ?? counterOnly(z),
  saleChanges: z.saleChanges ?? none,
  notPrinted: z.notPrinted ?? none,
  refunds: z.refunds ?? none,
  corrections: z.corrections ?? [],
  drops: z.drops ?? none,
  paidOuts: z.paidOuts ?? none,
  paidIns: z.paidIns ?? none,
  tips: z.tips ?? none,
  tipsPaidOut: z.tipsPaidOut ?? none,
  drawers: z.drawers.map((d) => ({
    ...d,
    cashChangesCents: d.cashChangesCents ?? 0,
    correctionsCents: d.correctionsCents ?? 0,
  })),
  reconciliation: z.reconciliation ?? null,
});
