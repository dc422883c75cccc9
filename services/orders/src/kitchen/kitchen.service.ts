import {
  appendAudit,
  badInput,
  conflict,
  notFound,
  RESTAURANT_NOT_FOUND,
  type KnownRestaurant,
  type RequestContext,
  type RestaurantAccess,
  type RestaurantViewer,
} from '@zest/kit';
import { and, asc, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { OrdersTenants, OrdersTransaction } from '../db/client';
import { orderLines, orders, orderSettings, type OrderRow } from '../db/schema';
import type { OrderChanges } from '../live/order-notices';
import type { MenuCopy } from '../menu-copy/menu-copy';
import { lockOrder } from '../orders/order-store';
import { markOrder } from '../orders/order-marks';
import {
  kitchenSettingsInput,
  lineIdInput,
  LINE_NOT_IN_KITCHEN,
  NOT_IN_KITCHEN,
  NOT_READY,
  orderIdInput,
  RED_MESSAGE,
  restaurantIdInput,
} from './inputs';
import { kitchenOf, toTicket, type KitchenSettings, type TicketRow } from './tickets';
import { clearedLine, settingsView, shownAtOf } from './kitchen-views';
import { ORDER_NOT_FOUND } from '../inputs';

/** How far back an unbumped ticket stays on the display: a shift, not yesterday's orders never bumped. */
const OPEN_HOURS = 12;
/** The last tickets bumped, for recall. */
const BUMPED_KEPT = 10;
const BUMPED_HOURS = 2;

const ticketWith = { lines: { orderBy: [asc(orderLines.createdAt), asc(orderLines.id)] }, customer: true as const };

/**
 * The kitchen display (docs/product.md#kitchen-display, docs/decisions/0048-kitchen-display.md): an order is a
 * ticket from its first print until the kitchen marks it ready; a line can be marked done; a ticket marked
 * ready can be recalled. Ready moves the order's version on (the history, the driver screen and the counter
 * hear of it); a line done is a live notice only.
 */
export class KitchenService {
  constructor(
    private readonly tenants: OrdersTenants,
    private readonly access: RestaurantAccess,
    private readonly menus: MenuCopy,
    private readonly changes: OrderChanges,
  ) {}

  /** The open tickets (oldest first), the last ones bumped (newest first) and the kitchen settings. */
  async board(ctx: RequestContext, restaurantId: unknown) {
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'kitchen.read');
    const [menu, read] = await Promise.all([
      this.menus.menuOf(restaurant.id),
      this.tenants.run([restaurant.id], async (tx) => {
        const settings = await kitchenSettingsIn(tx, restaurant.id);
        const mine = and(eq(orders.restaurantId, restaurant.id), isNull(orders.deletedAt));
        const open = await tx.query.orders.findMany({
          where: and(
            mine,
            isNotNull(orders.firstPrintedAt),
            isNull(orders.kitchenReadyAt),
            gt(orders.firstPrintedAt, sql`now() - make_interval(hours => ${OPEN_HOURS})`),
          ),
          orderBy: [asc(orders.firstPrintedAt), asc(orders.orderNumber)],
          with: ticketWith,
        });
        const bumped = await tx.query.orders.findMany({
          where: and(mine, gt(orders.kitchenReadyAt, sql`now() - make_interval(hours => ${BUMPED_HOURS})`)),
          orderBy: [desc(orders.kitchenReadyAt)],
          limit: BUMPED_KEPT,
          with: ticketWith,
        });
        return { settings, open: open as TicketRow[], bumped: bumped as TicketRow[] };
      }),
    ]);
    const ticket = (row: TicketRow) => toTicket(row, restaurant, menu, read.settings);
    return {
      restaurantId: restaurant.id,
      tickets: read.open.map(ticket),
      bumped: read.bumped.map(ticket),
      settings: settingsView(restaurant.id, read.settings),
    };
  }

  /** One order's ticket (a live notice named it): the display places it by its readyAt, or drops it when null. */
  async ticket(ctx: RequestContext, restaurantId: unknown, rawOrderId: unknown) {
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'kitchen.read');
    const orderId = orderIdInput.parse(rawOrderId);
    const [menu, read] = await Promise.all([
      this.menus.menuOf(restaurant.id),
      this.tenants.run([restaurant.id], async (tx) => {
        const row = await tx.query.orders.findFirst({
          where: and(
            eq(orders.restaurantId, restaurant.id),
            eq(orders.id, orderId),
            isNull(orders.deletedAt),
            isNotNull(orders.firstPrintedAt),
          ),
          with: ticketWith,
        });
        return { row: row as TicketRow | undefined, settings: row ? await kitchenSettingsIn(tx, restaurant.id) : null };
      }),
    ]);
    return read.row ? toTicket(read.row, restaurant, menu, read.settings!) : null;
  }

  async settings(ctx: RequestContext, restaurantId: unknown) {
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'kitchen.read');
    const settings = await this.tenants.run([restaurant.id], (tx) => kitchenSettingsIn(tx, restaurant.id));
    return settingsView(restaurant.id, settings);
  }

  /** A line marked done (or not, tapped again). */
  async markLineDone(ctx: RequestContext, rawLineId: unknown, done: unknown) {
    const lineId = lineIdInput.parse(rawLineId);
    return this.kitchenChange(ctx, null, 'kitchen', async (tx, restaurant) => {
      const [line] = await tx
        .select({ orderId: orderLines.orderId })
        .from(orderLines)
        .where(and(eq(orderLines.restaurantId, restaurant.id), eq(orderLines.id, lineId)));
      if (!line) throw notFound(LINE_NOT_IN_KITCHEN);
      return {
        orderId: line.orderId,
        work: async (order) => {
          await tx
            .update(orderLines)
            .set({ kitchenDoneAt: done === false ? null : sql`coalesce(${orderLines.kitchenDoneAt}, now())` })
            .where(and(eq(orderLines.restaurantId, restaurant.id), eq(orderLines.id, lineId)));
          return order;
        },
      };
    });
  }

  /** The ticket is ready: it leaves the display, and the order says when. Ready twice is ready once. */
  async markReady(ctx: RequestContext, rawOrderId: unknown) {
    const orderId = orderIdInput.parse(rawOrderId);
    return this.kitchenChange(ctx, orderId, 'ready', async (tx, restaurant, viewer) => ({
      orderId,
      work: (order) =>
        order.kitchenReadyAt ? Promise.resolve(order) : setReady(tx, order, { at: sql`now()`, by: viewer.name }),
    }));
  }

  /** A ticket bumped by mistake comes back, not ready any more. */
  async recall(ctx: RequestContext, rawOrderId: unknown) {
    const orderId = orderIdInput.parse(rawOrderId);
    return this.kitchenChange(ctx, orderId, 'recalled', async (tx) => ({
      orderId,
      work: (order) => {
        if (!order.kitchenReadyAt) throw conflict(NOT_READY);
        return setReady(tx, order, { at: null, by: null });
      },
    }));
  }

  /**
   * Every ticket up longer than the restaurant's stale time, marked ready at once (issue 46): the rush's
   * board is not buried under tickets nobody bumped hours ago. One audit line names how many and which.
   */
  async clearOldTickets(ctx: RequestContext, restaurantId: unknown) {
    const { restaurant, viewer } = await this.access.terminal(ctx, 'kitchen.bump');
    if (restaurantIdInput.parse(restaurantId) !== restaurant.id) throw notFound(RESTAURANT_NOT_FOUND);
    const done = await this.tenants.run([restaurant.id], async (tx) => {
      const settings = await kitchenSettingsIn(tx, restaurant.id);
      const open = await tx.query.orders.findMany({
        where: and(
          eq(orders.restaurantId, restaurant.id),
          isNull(orders.deletedAt),
          isNotNull(orders.firstPrintedAt),
          isNull(orders.kitchenReadyAt),
          gt(orders.firstPrintedAt, sql`now() - make_interval(hours => ${OPEN_HOURS})`),
        ),
        orderBy: [asc(orders.firstPrintedAt), asc(orders.orderNumber)],
      });
      const before = Date.now() - settings.staleMinutes * 60_000;
      const old = open.filter((o) => shownAtOf(o, restaurant.timeZone, settings) < before);
      const changed: { before: OrderRow; after: OrderRow }[] = [];
      for (const o of old) {
        const locked = await lockOrder(tx, o.id, [restaurant.id]);
        if (!locked || locked.kitchenReadyAt) continue;
        changed.push({ before: locked, after: await setReady(tx, locked, { at: sql`now()`, by: viewer.name }) });
      }
      if (changed.length > 0) await appendAudit(tx, restaurant, clearedLine(viewer, changed, settings.staleMinutes));
      return changed;
    });
    for (const { before, after } of done) await this.changes.after(after, 'ready', before);
    return { cleared: done.length };
  }

  /** Only what is given changes; red stays after amber. */
  async updateSettings(ctx: RequestContext, restaurantId: unknown, raw: unknown) {
    const input = kitchenSettingsInput.parse(raw ?? {});
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'order.settings');
    const after = await this.tenants.run([restaurant.id], async (tx) => {
      const before = await kitchenSettingsIn(tx, restaurant.id);
      const next: KitchenSettings = {
        amberMinutes: input.amberMinutes ?? before.amberMinutes,
        redMinutes: input.redMinutes ?? before.redMinutes,
        prepMinutes: input.prepMinutes ?? before.prepMinutes,
        staleMinutes: input.staleMinutes ?? before.staleMinutes,
        stations: input.stations
          ? Object.fromEntries(input.stations.map((s) => [s.categoryId, s.station]))
          : before.stations,
      };
      if (next.redMinutes <= next.amberMinutes) throw badInput(RED_MESSAGE);
      const set = {
        kitchenAmberMinutes: next.amberMinutes,
        kitchenRedMinutes: next.redMinutes,
        kitchenPrepMinutes: next.prepMinutes,
        kitchenStaleMinutes: next.staleMinutes,
        kitchenStations: next.stations,
        updatedAt: new Date(),
      };
      await tx
        .insert(orderSettings)
        .values({ restaurantId: restaurant.id, ...set })
        .onConflictDoUpdate({ target: orderSettings.restaurantId, set });
      return next;
    });
    return settingsView(restaurant.id, after);
  }

  /**
   * One change at the display, on an order in the kitchen (printed, not deleted), in the session's
   * restaurant: the order locked, the work done, the ticket read back; then the live notice.
   */
  private async kitchenChange(
    ctx: RequestContext,
    knownOrderId: string | null,
    change: 'kitchen' | 'ready' | 'recalled',
    find: (
      tx: OrdersTransaction,
      restaurant: KnownRestaurant,
      viewer: RestaurantViewer,
    ) => Promise<{ orderId: string; work: (order: OrderRow) => Promise<OrderRow> }>,
  ) {
    const { restaurant, viewer } = await this.access.terminal(ctx, 'kitchen.bump');
    const [menu, saved] = await Promise.all([
      this.menus.menuOf(restaurant.id),
      this.tenants.run([restaurant.id], async (tx) => {
        const { orderId, work } = await find(tx, restaurant, viewer);
        const before = await lockOrder(tx, orderId, [restaurant.id]);
        if (!before) throw notFound(knownOrderId ? ORDER_NOT_FOUND : LINE_NOT_IN_KITCHEN);
        if (!before.firstPrintedAt) throw conflict(NOT_IN_KITCHEN);
        const after = await work(before);
        const settings = await kitchenSettingsIn(tx, restaurant.id);
        const row = await tx.query.orders.findFirst({
          where: and(eq(orders.restaurantId, restaurant.id), eq(orders.id, orderId)),
          with: ticketWith,
        });
        return { before, after, settings, row: row as TicketRow };
      }),
    ]);
    if (saved.after.version !== saved.before.version) await this.changes.after(saved.after, change, saved.before);
    else if (change === 'kitchen') await this.changes.notice(saved.after, change);
    return toTicket(saved.row, restaurant, menu, saved.settings);
  }
}

/** Ready (or not any more): the order's version moves on, so its readers and subscribers hear of it. */
const setReady = (
  tx: OrdersTransaction,
  order: OrderRow,
  ready: { at: ReturnType<typeof sql> | null; by: string | null },
) => markOrder(tx, order, { kitchenReadyAt: ready.at, kitchenReadyBy: ready.by });

export async function kitchenSettingsIn(tx: OrdersTransaction, restaurantId: string): Promise<KitchenSettings> {
  const [row] = await tx.select().from(orderSettings).where(eq(orderSettings.restaurantId, restaurantId));
  return kitchenOf(row);
}
