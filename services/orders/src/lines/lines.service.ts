import {
  appendAudit,
  APPROVED_ON_RECORD,
  conflict,
  isId,
  notFound,
  onceKnown,
  type KnownRestaurant,
  type RequestContext,
  type RestaurantAccess,
  type RestaurantViewer,
} from '@zest/kit';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { OrdersTenants, OrdersTransaction } from '../db/client';
import { orderLines, orders, type OrderLineRow, type OrderRow } from '../db/schema';
import type { OrderChanges } from '../live/order-notices';
import { appendLine, lockFullOrder, readOrder, saveOrder } from '../orders/order-store';
import { paperPriceEntry, priceOnOrder, type PaperPrice } from '../offline/offline-prices';
import type { LinePart } from './pricing';
import { openItemEntry } from './place-lines';
import { ORDER_VOIDED, type OrdersService } from '../orders/orders.service';
import { settingsIn } from '../settings/settings.service';
import { ledgerBy } from '../ledger/ledger-store';
import type { NewLine, PricingFacts } from '../orders/models';
import { keyInput, LINE_NOT_FOUND, openItemInput, ORDER_NOT_FOUND, orderLineInput } from '../inputs';
import { toLine, toOrder, type FullOrderRow } from '../orders/views';
import {
  amounts,
  reasonOf,
  recordVoid,
  approvalFor,
  requireApproval,
  requireReason,
  takeOffState,
  voidBy,
  type TakeOff,
} from '../voids/voids';

type LineView = ReturnType<typeof toLine>;

/**
 * Adding and removing an order's lines. A line chosen from the menu is
 * priced by the server from its copy of the menu (docs/product.md#line-prices);
 * an open item keeps the name and price as typed and is marked open. Either
 * way the order's totals are worked out again in the same transaction, and
 * a retry with the same Idempotency-Key adds nothing.
 */
export class LinesService {
  constructor(
    private readonly tenants: OrdersTenants,
    private readonly access: RestaurantAccess,
    private readonly facts: PricingFacts,
    private readonly orders: OrdersService,
    private readonly changes: OrderChanges,
  ) {}

  /**
   * A line the menu prices: product and size, toppings at a level and
   * placement, sides; or a special; or a side. A line of an offline paper
   * priced from an older menu keeps that menu's price — worked out by the
   * server from its own copy of that version — only when the paper kept its
   * printed time, was printed before the next version was published and its
   * tablet had not yet read a newer one (decisions 0046, 0052); otherwise
   * today's price applies. Either way a difference is on the trail.
   */
  async add(ctx: RequestContext, raw: unknown, rawKey: unknown) {
    const input = orderLineInput.parse(raw);
    const key = keyInput.parse(rawKey);
    const { restaurant, viewer } = await this.access.terminal(ctx, 'order.take');
    // Read before the transaction: a line is priced as the menu and the settings stood when it was added.
    const menu = await this.facts.menus.menuOf(restaurant.id);
    const halves = await this.facts.settings.halvesOf(restaurant.id);
    const older =
      input.menuVersion && input.menuVersion !== menu?.version
        ? await this.facts.menus.menuAt(restaurant.id, input.menuVersion)
        : null;
    const replacedAt = older ? await this.facts.menus.replacedAt(restaurant.id, older.version) : null;
    let paper: PaperPrice | null = null;
    return this.addLine(
      restaurant,
      viewer,
      input.orderId,
      'addOrderLine',
      key,
      input,
      (order) => {
        const paperMenu = older && order.offlineNumber ? { menu: older, replacedAt } : null;
        const made = priceOnOrder(input, menu, paperMenu, halves, order);
        paper = made.paper;
        const { priced } = made;
        return {
          kind: priced.kind,
          productName: priced.productName,
          parts: priced.parts,
          selection: input.selection,
          quantity: input.quantity,
          unitPriceCents: priced.unitPriceCents,
          priceCents: priced.priceCents,
          notes: input.notes,
          menuVersion: made.menuVersion,
        };
      },
      (tx, order, added) =>
        paper ? appendAudit(tx, restaurant, paperPriceEntry(viewer, order, added, paper, menu?.version)) : undefined,
    );
  }

  /** An open item (docs/decisions/0011-open-items.md): the name and price as typed, marked open. */
  async addOpen(ctx: RequestContext, raw: unknown, rawKey: unknown) {
    const input = openItemInput.parse(raw);
    const key = keyInput.parse(rawKey);
    const { restaurant, viewer } = await this.access.terminal(ctx, 'order.take');
    const cents = input.priceCents;
    const parts: LinePart[] = [{ text: input.name, depth: 0, priceCents: cents }];
    const line: NewLine = {
      kind: 'open',
      productName: input.name,
      parts,
      selection: null,
      open: true,
      quantity: 1,
      unitPriceCents: cents,
      priceCents: cents,
      notes: input.notes,
      menuVersion: null,
    };
    return this.addLine(
      restaurant,
      viewer,
      input.orderId,
      'addOpenItem',
      key,
      input,
      () => line,
      (tx, order, added, saved) =>
        appendAudit(tx, restaurant, openItemEntry(viewer, order, added, order.totalCents, saved.totalCents)),
    );
  }

  /**
   * Takes a line off. While the order is being taken (docs/product.md#voids:
   * unprinted, off any trip, younger than the restaurant's setting) it is
   * simply removed; after that, printed or not, it is a void: the line stays,
   * marked void and out of the totals, with the reason (required), who and
   * who approved (a manager past the restaurant's void age or once cashed out).
   */
  async remove(ctx: RequestContext, lineId: unknown, rawReason?: unknown) {
    const reason = reasonOf(rawReason);
    // An approval may void the one line it names (checked on the order, in change).
    const { restaurant } = await this.access.terminal(ctx, 'order.take', APPROVED_ON_RECORD);
    if (!isId(lineId)) throw notFound(LINE_NOT_FOUND);
    const [line] = await this.tenants.run([restaurant.id], (tx) =>
      tx
        .select({ orderId: orderLines.orderId })
        .from(orderLines)
        .innerJoin(orders, and(eq(orders.restaurantId, orderLines.restaurantId), eq(orders.id, orderLines.orderId)))
        .where(and(eq(orderLines.restaurantId, restaurant.id), eq(orderLines.id, lineId), isNull(orders.deletedAt))),
    );
    if (!line) throw notFound(LINE_NOT_FOUND);
    return this.orders.change(
      ctx,
      'order.take',
      line.orderId,
      'lines',
      async (tx, order, _, viewer) => {
        const state = await takeOffState(tx, order, (await settingsIn(tx, restaurant.id)).voidApprovalMinutes);
        return state.beingTaken
          ? this.deleteLine(tx, order, viewer, lineId)
          : this.voidLine(tx, restaurant, order, viewer, lineId, reason, state);
      },
      approvalFor.line(lineId),
    );
  }

  private async deleteLine(
    tx: OrdersTransaction,
    order: OrderRow,
    viewer: RestaurantViewer,
    lineId: string,
  ): Promise<OrderRow> {
    const gone = await tx
      .delete(orderLines)
      .where(
        and(
          eq(orderLines.restaurantId, order.restaurantId),
          eq(orderLines.orderId, order.id),
          eq(orderLines.id, lineId),
        ),
      )
      .returning({ id: orderLines.id });
    // Removed a moment ago by another tap: nothing changes.
    return gone.length ? saveOrder(tx, order, { linesChanged: true, by: ledgerBy(viewer) }) : order;
  }

  private async voidLine(
    tx: OrdersTransaction,
    restaurant: KnownRestaurant,
    order: OrderRow,
    viewer: RestaurantViewer,
    lineId: string,
    reason: string | null,
    state: TakeOff,
  ): Promise<OrderRow> {
    const why = requireReason(reason);
    requireApproval(viewer, state, approvalFor.line(lineId)(order));
    const by = voidBy(viewer);
    const [voided] = await tx
      .update(orderLines)
      .set({ voidedAt: new Date(), voidReason: why, voidedBy: by.actor.name, voidApprovedBy: by.approver?.name })
      .where(
        and(
          eq(orderLines.restaurantId, order.restaurantId),
          eq(orderLines.orderId, order.id),
          eq(orderLines.id, lineId),
          isNull(orderLines.voidedAt),
        ),
      )
      .returning();
    // Voided a moment ago by another tap: nothing changes.
    if (!voided) return order;
    const after = await saveOrder(tx, order, {
      linesChanged: true,
      by: ledgerBy(viewer, { reason: why }),
      what: 'an item voided',
    });
    return recordVoid(tx, restaurant, order, after, {
      ...by,
      kind: 'void.line',
      summary: `Voided ${voided.productName} on #${order.orderNumber}: ${amounts(order, after)}`,
      reason: why,
      subjectId: voided.id,
      detail: { line: voided.productName, linePriceCents: voided.priceCents, printed: order.firstPrintedAt !== null },
    });
  }

  /**
   * One line added to a live order of the restaurant, once per key, in one
   * transaction of five statements: the order read whole and locked, the key
   * stored with its answer (the line, whose id and time are made here), and
   * the line, the order's totals and the revenue rollup in one statement. A
   * retry answers the first line again with the order as it is now.
   */
  private async addLine(
    restaurant: KnownRestaurant,
    viewer: RestaurantViewer,
    orderId: string,
    operation: string,
    key: string | null | undefined,
    request: unknown,
    make: (order: FullOrderRow) => NewLine,
    alongside?: (
      tx: OrdersTransaction,
      order: OrderRow,
      line: OrderLineRow,
      saved: OrderRow,
    ) => Promise<unknown> | undefined,
  ) {
    const result = await this.tenants.run([restaurant.id], async (tx) => {
      const order = await lockFullOrder(tx, restaurant.id, orderId);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      if (order.voidedAt) throw conflict(ORDER_VOIDED);
      const line: OrderLineRow = {
        open: false,
        ...make(order),
        id: randomUUID(),
        restaurantId: restaurant.id,
        orderId,
        createdAt: new Date(),
        kitchenDoneAt: null,
        voidedAt: null,
        voidReason: null,
        voidedBy: null,
        voidApprovedBy: null,
      };
      let saved: OrderRow | null = null;
      const done = await onceKnown(
        tx,
        { restaurantId: restaurant.id, operation, key, request },
        { line: toLine(line) },
        async () => {
          saved = await appendLine(tx, order, line, ledgerBy(viewer));
          await alongside?.(tx, order, line, saved);
        },
      );
      const full: FullOrderRow = saved
        ? { ...order, ...(saved as OrderRow), lines: [...order.lines, line] }
        : (await readOrder(tx, orderId, [restaurant.id]))!;
      return { line: done.answer.line as LineView, saved: saved as OrderRow | null, full, before: order };
    });
    if (result.saved) await this.changes.after(result.saved, 'lines', result.before);
    return { line: result.line, order: toOrder(result.full, restaurant) };
  }
}
