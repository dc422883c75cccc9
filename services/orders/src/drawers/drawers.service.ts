import {
  appendAudit,
  APPROVED_ON_RECORD,
  badInput,
  conflict,
  formatDollars,
  isId,
  isStepUp,
  notFound,
  once,
  requirePrincipal,
  requireRecord,
  useApproval,
  type KnownRestaurant,
  type RequestContext,
  type RestaurantAccess,
  type RestaurantViewer,
} from '@zest/kit';
import { and, eq, isNull } from 'drizzle-orm';
import type { OrdersTenants, OrdersTransaction } from '../db/client';
import { drawers, terminals, type DrawerRow } from '../db/schema';
import { openBusinessDay } from '../days/business-days';
import { historyDate, keyInput } from '../inputs';
import { settingsIn } from '../settings/settings.service';
import { addEntries } from '../ledger/ledger-store';
import { lockDrawer, movedBy, movesOf, openDrawerOn, tabletOf } from './drawer-store';
import { closeLine, handLine, openLine, refusedLine } from './drawer-lines';
import { drawerLimit, MORE_THAN_IT_HOLDS } from './limits';
import { cashSalesOnNoDrawer } from './drawer-summaries';
import { drawerFigures, overShort } from './figures';
import {
  closeDrawerInput,
  DRAWER_NOT_FOUND,
  drawerMoveInput,
  NO_TABLET,
  openDrawerInput,
  TABLET_NOT_FOUND,
} from './inputs';
import { toDrawer, toTerminalDrawer, type DrawerModel, type TerminalDrawerModel } from './views';

export const ALREADY_OPEN = 'This tablet’s drawer is open already: count and close it before opening it again.';
export const DRAWER_CLOSED = 'This drawer was closed: it never changes. Open the drawer again for a new count.';
export const ANOTHER_TABLET =
  'This drawer is under another tablet: work it there (a manager session may close it from here).';

/** What a hand move adds to what the drawer should hold: money out is negative. */
const SIGN = { paid_in: 1, paid_out: -1, drop: -1 } as const;

/**
 * The cash drawers (docs/product.md#cash-drawers, docs/decisions/0054-cash-drawers.md):
 * one open at a time under each registered tablet, opened with a counted
 * float, moved by the cash of orders (the ledger: ledger/ledger-store.ts), paid-ins,
 * paid-outs and drops, each with who did it, and closed by a blind count
 * that answers what was expected and the difference. Every write takes an
 * Idempotency-Key and leaves a line on the audit trail.
 */
export class DrawersService {
  constructor(
    private readonly tenants: OrdersTenants,
    private readonly access: RestaurantAccess,
  ) {}

  /** The drawer open under this tablet of the restaurant, as the terminal may see it (no expected amount), or null. */
  async atTerminal(ctx: RequestContext, terminalId: unknown): Promise<TerminalDrawerModel | null> {
    const { restaurant } = await this.access.terminal(ctx, 'drawer.use');
    if (!isId(terminalId)) throw notFound(TABLET_NOT_FOUND);
    return this.tenants.run([restaurant.id], async (tx) => {
      const [tablet] = await tx
        .select({ id: terminals.id })
        .from(terminals)
        .where(and(eq(terminals.restaurantId, restaurant.id), eq(terminals.id, terminalId)));
      if (!tablet) throw notFound(TABLET_NOT_FOUND);
      const [drawer] = await tx
        .select()
        .from(drawers)
        .where(
          and(eq(drawers.restaurantId, restaurant.id), eq(drawers.terminalId, terminalId), isNull(drawers.closedAt)),
        );
      return drawer ? this.terminalView(tx, restaurant, drawer) : null;
    });
  }

  /** A drawer opens under the tablet that asks, with the float counted into it, on the open business day. */
  async open(ctx: RequestContext, raw: unknown, rawKey: unknown): Promise<TerminalDrawerModel> {
    const input = openDrawerInput.parse(raw);
    const key = keyInput.parse(rawKey);
    const viewer = requirePrincipal(ctx, 'drawer.use') as RestaurantViewer;
    const restaurant = await this.access.forRestaurant(ctx, input.restaurantId, 'drawer.use');
    return this.tenants.run([restaurant.id], async (tx) => {
      // The tablet's row, held: two taps on two screens of one tablet open one drawer.
      const tablet = await tabletOf(tx, restaurant.id, input.terminal);
      if (!tablet) throw badInput(NO_TABLET);
      const request = { terminalId: tablet.id, floatCents: input.floatCents };
      const done = await once(tx, { restaurantId: restaurant.id, operation: 'openDrawer', key, request }, async () => {
        if (await openDrawerOn(tx, restaurant.id, tablet.id)) throw conflict(ALREADY_OPEN);
        const [drawer] = await tx
          .insert(drawers)
          .values({
            restaurantId: restaurant.id,
            terminalId: tablet.id,
            terminalTag: tablet.tag,
            day: await openBusinessDay(tx, restaurant.id, restaurant.timeZone),
            openedBy: movedBy(viewer).byName,
            openedByEmployeeId: movedBy(viewer).byEmployeeId,
            floatCents: input.floatCents,
          })
          .returning();
        await addEntries(tx, [
          {
            restaurantId: restaurant.id,
            drawerId: drawer!.id,
            day: drawer!.day,
            kind: 'float',
            amountCents: input.floatCents,
            ...movedBy(viewer),
            terminalId: tablet.id,
          },
        ]);
        await appendAudit(tx, restaurant, openLine(viewer, drawer!));
        return { id: drawer!.id };
      });
      return this.terminalView(tx, restaurant, (await lockDrawer(tx, restaurant.id, done.answer.id))!);
    });
  }

  /**
   * A paid-in, a paid-out or a drop to the safe, with its reason, at the
   * drawer's own tablet. A paid-out above the restaurant's limit needs a
   * manager: a manager session, or an approval for a paid-out from this
   * drawer (used once).
   */
  async move(ctx: RequestContext, raw: unknown, rawKey: unknown): Promise<TerminalDrawerModel> {
    const input = drawerMoveInput.parse(raw);
    const key = keyInput.parse(rawKey);
    const { restaurant, viewer } = await this.access.terminal(ctx, 'drawer.use', APPROVED_ON_RECORD);
    const moved = await this.tenants.run([restaurant.id], async (tx) => {
      const drawer = await this.atItsTablet(tx, restaurant, viewer, input.drawerId, input.terminal, false);
      const request = { drawerId: drawer.id, kind: input.kind, amountCents: input.amountCents, reason: input.reason };
      const done = await once(tx, { restaurantId: restaurant.id, operation: 'moveDrawer', key, request }, async () => {
        if (drawer.closedAt) throw conflict(DRAWER_CLOSED);
        const figures = drawerFigures(await movesOf(tx, restaurant.id, [drawer.id]));
        const before = figures.expectedCents;
        // Cash never goes below nothing: more out than went in is refused, and the attempt is on the trail.
        if (input.kind !== 'paid_in' && input.amountCents > before) return { id: drawer.id, refused: true };
        requireRecord(viewer, 'drawer.use', drawerLimit(input, figures, await settingsIn(tx, restaurant.id), drawer));
        await useApproval(tx, restaurant.id, viewer);
        const amountCents = SIGN[input.kind] * input.amountCents;
        await addEntries(tx, [
          {
            restaurantId: restaurant.id,
            drawerId: drawer.id,
            day: drawer.day,
            kind: input.kind,
            amountCents,
            reason: input.reason,
            ...movedBy(viewer),
            terminalId: drawer.terminalId,
          },
        ]);
        await appendAudit(tx, restaurant, handLine(viewer, drawer, input, { before, after: before + amountCents }));
        return { id: drawer.id, refused: false };
      });
      return { refused: done.answer.refused, drawer };
    });
    if (moved.refused) {
      // In a transaction of its own: the refusal's is rolled back, its line must stay.
      await this.tenants.run([restaurant.id], (tx) =>
        appendAudit(tx, restaurant, refusedLine(viewer, moved.drawer, input)),
      );
      throw conflict(MORE_THAN_IT_HOLDS);
    }
    return this.tenants.run([restaurant.id], (tx) => this.terminalView(tx, restaurant, moved.drawer));
  }

  /**
   * The blind count: the cash counted is sent first, and only then does the
   * answer say what the drawer should have held and the difference. A closed
   * drawer never changes. At its own tablet, or by a manager session anywhere
   * (a tablet that broke).
   */
  async close(ctx: RequestContext, raw: unknown, rawKey: unknown): Promise<DrawerModel> {
    const input = closeDrawerInput.parse(raw);
    const key = keyInput.parse(rawKey);
    const { restaurant, viewer } = await this.access.terminal(ctx, 'drawer.use');
    return this.tenants.run([restaurant.id], async (tx) => {
      let drawer = await this.atItsTablet(tx, restaurant, viewer, input.drawerId, input.terminal, true);
      const request = { drawerId: drawer.id, countedCents: input.countedCents };
      await once(tx, { restaurantId: restaurant.id, operation: 'closeDrawer', key, request }, async () => {
        if (drawer.closedAt) throw conflict(DRAWER_CLOSED);
        const figures = drawerFigures(await movesOf(tx, restaurant.id, [drawer.id]));
        const by = movedBy(viewer);
        const [closed] = await tx
          .update(drawers)
          .set({
            closedAt: new Date(),
            closedBy: by.byName,
            closedByEmployeeId: by.byEmployeeId,
            countedCents: input.countedCents,
            expectedCents: figures.expectedCents,
            overShortCents: overShort(input.countedCents, figures.expectedCents),
          })
          .where(and(eq(drawers.restaurantId, restaurant.id), eq(drawers.id, drawer.id)))
          .returning();
        drawer = closed!;
        // The count in the ledger: its amount is the over or short, so the drawer's entries end at what was counted.
        await addEntries(tx, [
          {
            restaurantId: restaurant.id,
            drawerId: drawer.id,
            day: drawer.day,
            kind: 'count',
            amountCents: drawer.overShortCents!,
            what: `counted ${formatDollars(input.countedCents)}, expected ${formatDollars(figures.expectedCents)}`,
            ...by,
            terminalId: drawer.terminalId,
          },
        ]);
        await appendAudit(tx, restaurant, closeLine(viewer, drawer, figures, input.countedCents));
        return { id: drawer.id };
      });
      // A retry after the close: the drawer as it was closed.
      const now = (await lockDrawer(tx, restaurant.id, drawer.id))!;
      return toDrawer(now, await movesOf(tx, restaurant.id, [now.id]), restaurant.timeZone);
    });
  }

  /** The restaurant's drawers of one business day (the open one unless a day is asked), with every figure. */
  async day(ctx: RequestContext, restaurantId: unknown, rawDay: unknown) {
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'drawer.read');
    const asked = rawDay === undefined || rawDay === null || rawDay === '' ? null : historyDate.parse(rawDay);
    return this.tenants.run([restaurant.id], async (tx) => {
      const day = asked ?? (await openBusinessDay(tx, restaurant.id, restaurant.timeZone));
      const rows = await tx
        .select()
        .from(drawers)
        .where(and(eq(drawers.restaurantId, restaurant.id), eq(drawers.day, day)))
        .orderBy(drawers.openedAt);
      const moves = await movesOf(
        tx,
        restaurant.id,
        rows.map((d) => d.id),
      );
      const noDrawer = await cashSalesOnNoDrawer(tx, restaurant.id, day);
      return {
        restaurantId: restaurant.id,
        day,
        timeZone: restaurant.timeZone,
        drawers: rows.map((d) =>
          toDrawer(
            d,
            moves.filter((m) => m.drawerId === d.id),
            restaurant.timeZone,
          ),
        ),
        cashSalesOnNoDrawer: noDrawer.count,
        cashSalesOnNoDrawerCents: noDrawer.cents,
      };
    });
  }

  /**
   * The drawer, held, from the tablet that calls: its own, or for a close a
   * manager session's at any registered tablet. Another restaurant's is not found.
   */
  private async atItsTablet(
    tx: OrdersTransaction,
    restaurant: KnownRestaurant,
    viewer: RestaurantViewer,
    drawerId: string,
    terminal: string,
    closing: boolean,
  ): Promise<DrawerRow> {
    const [known] = await tx
      .select({ id: drawers.id })
      .from(drawers)
      .where(and(eq(drawers.restaurantId, restaurant.id), eq(drawers.id, drawerId)));
    if (!known) throw notFound(DRAWER_NOT_FOUND);
    // The tablet's row before the drawer's, as a cash sale takes them: two calls never wait on each other.
    const tablet = await tabletOf(tx, restaurant.id, terminal);
    if (!tablet) throw badInput(NO_TABLET);
    const drawer = (await lockDrawer(tx, restaurant.id, drawerId))!;
    if (tablet.id !== drawer.terminalId && !(closing && isStepUp(viewer))) throw conflict(ANOTHER_TABLET);
    return drawer;
  }

  private async terminalView(tx: OrdersTransaction, restaurant: KnownRestaurant, drawer: DrawerRow) {
    return toTerminalDrawer(drawer, await movesOf(tx, restaurant.id, [drawer.id]), restaurant.timeZone);
  }
}
