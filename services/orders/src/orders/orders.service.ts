import {
  appendAudit,
  APPROVED_ON_RECORD,
  type Approval,
  conflict,
  isId,
  notFound,
  once,
  type KnownRestaurant,
  requirePrincipal,
  requireRecord,
  type OrderChange,
  type RequestContext,
  type RestaurantAccess,
  type RestaurantViewer,
  useApproval,
} from '@zest/kit';
import { randomUUID } from 'node:crypto';
import type { OrdersTenants, OrdersTransaction } from '../db/client';
import type { OrderRow } from '../db/schema';
import type { OrderChanges } from '../live/order-notices';
import type { OrderModel } from './models';
import { requireCustomer } from '../customers/customer-rows';
import { insertOrder, lockOrder, readOrder, saveOrder, sumLines } from './order-store';
import { newOrderOnce, paperColumns, paperLine } from '../offline/offline-papers';
import { judgePaper } from '../terminals/papers';
import { settingsIn, type OrderSettingsService } from '../settings/settings.service';
import { correctionInput, createOrderInput, keyInput, ORDER_NOT_FOUND, tenderInput, updateOrderInput } from '../inputs';
import { toOrder } from './views';
import { giveBackAtCounter, moneyBackAfter, type RefundsLater } from '../payments/split-payments';
import { approvalFor, reasonOf, takeOffState, voidIfLowered } from '../voids/voids';
import { takeBack } from '../voids/take-back';
import { recordPrint } from '../printing/print-record';
import { approvalForCorrection, correctTender } from '../printing/tender-correction';
import { requireAccepted } from '../online/online-orders';
import { ledgerBy } from '../ledger/ledger-store';
import { paidOnline } from '../ledger/order-entries';

export const NOTHING_TO_PRINT = 'Add an item to the order before printing it.';
export const CASH_SHORT = 'The cash given is less than the grand total.';
export const ORDER_VOIDED = 'This order was voided: it cannot change. Start a new order instead.';

/**
 * An order's life: created with the next number, changed, priced lines
 * added (lines.service.ts), printed, deleted; the history; the restaurant's
 * order settings. Every call checks access (the kit's RestaurantAccess) before its
 * tenant transaction, and tells the live stream and the order events after
 * it commits.
 */
export class OrdersService {
  constructor(
    private readonly tenants: OrdersTenants,
    private readonly access: RestaurantAccess,
    private readonly changes: OrderChanges,
    private readonly settings: Pick<OrderSettingsService, 'takingMinutesOf'>,
    /** Gives back what was paid online by card (retried until Stripe takes it); null when no card is taken. */
    private readonly refunds: RefundsLater | null = null,
  ) {}

  // ---- plumbing ----------------------------------------------------------------

  /**
   * A change to one live order of the session's restaurant, in a transaction
   * that holds the order's row; the live stream and the order events hear of
   * it after the commit. `approves`: what an approval must be for to make
   * this change (docs/decisions/0049-approvals.md); it is claimed in the same
   * transaction, so it is used once and stays unused when the change fails.
   * Without it, no approval may.
   */
  async change(
    ctx: RequestContext,
    permission: 'order.take' | 'order.delete' | 'order.tender',
    orderId: unknown,
    change: OrderChange,
    work: (
      tx: OrdersTransaction,
      order: OrderRow,
      restaurant: KnownRestaurant,
      viewer: RestaurantViewer,
    ) => Promise<OrderRow>,
    approves?: (order: OrderRow) => Approval,
  ): Promise<OrderModel> {
    const { restaurant, viewer } = await this.access.terminal(ctx, permission, approves && APPROVED_ON_RECORD);
    if (!isId(orderId)) throw notFound(ORDER_NOT_FOUND);
    const saved = await this.tenants.run([restaurant.id], async (tx) => {
      const order = await lockOrder(tx, orderId, [restaurant.id]);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      if (approves) {
        requireRecord(viewer, permission, { approves: approves(order) });
        await useApproval(tx, restaurant.id, viewer);
      }
      if (order.voidedAt && permission !== 'order.delete') throw conflict(ORDER_VOIDED);
      const after = await work(tx, order, restaurant, viewer);
      return {
        before: order,
        after,
        full: after.deletedAt ? null : await readOrder(tx, orderId, [restaurant.id]),
      };
    });
    if (saved.after.version !== saved.before.version) await this.changes.after(saved.after, change, saved.before);
    return toOrder(saved.full ?? { ...saved.after, lines: [], prints: [], customer: null }, restaurant);
  }

  // ---- the order ---------------------------------------------------------------

  /**
   * A new order numbered by the server, taken by the session's person, at the
   * server's time. A paper printed offline (an offline number) comes with its
   * tablet's key: it is one order for good, it keeps its own time only when
   * the tablet was silent from before it until now, and it is on the audit
   * trail either way (docs/decisions/0052-offline-papers-checked.md).
   */
  async create(ctx: RequestContext, raw: unknown, rawKey: unknown): Promise<OrderModel> {
    const input = createOrderInput.parse(raw);
    const key = keyInput.parse(rawKey);
    const viewer = requirePrincipal(ctx, 'order.take') as RestaurantViewer;
    const restaurant = await this.access.forRestaurant(ctx, input.restaurantId, 'order.take');
    const takingMinutes = await this.settings.takingMinutesOf(restaurant.id);
    // A to-go order has no customer (docs/product.md#order-types).
    const customerId = input.orderType === 'togo' ? null : (input.customerId ?? null);
    const id = randomUUID();
    const made = await this.tenants.run([restaurant.id], (tx) =>
      newOrderOnce(tx, { restaurantId: restaurant.id, operation: 'createOrder', key, id }, input, async (sent) => {
        const customer = customerId ? await requireCustomer(tx, restaurant.id, customerId) : null;
        const paper = input.offlineNumber
          ? await judgePaper(tx, sent?.terminal ?? null, input.printedAt, restaurant.timeZone)
          : null;
        const order = await insertOrder(tx, {
          id,
          restaurantId: restaurant.id,
          orderType: input.orderType,
          customerId,
          employeeName: viewer.name,
          employeeId: viewer.employeeId,
          notes: input.notes,
          scheduleTime: input.scheduleTime,
          deliveryRateCents: restaurant.deliveryChargeCents,
          taxPercentage: restaurant.taxPercentage,
          timeZone: restaurant.timeZone,
          takingMinutes,
          offlineNumber: input.offlineNumber,
          ...(paper ? paperColumns(paper, input.printedAt, sent?.terminal ?? null) : {}),
        });
        if (paper) await appendAudit(tx, restaurant, paperLine(viewer, order, paper, sent?.terminal ?? null));
        return { ...order, lines: [], prints: [], customer, trip: null };
      }),
    );
    if (!made.replayed) await this.changes.after(made.full, 'created', null);
    return toOrder(made.full, restaurant);
  }

  /**
   * Type, customer, notes, schedule time; to-go drops the customer; totals
   * follow the type. Once the order is no longer being taken (printed, on a
   * trip, or past the restaurant's setting) a change that lowers the total
   * (a delivery become a pickup) is a void: it needs a reason, and approval on
   * an old order or one cashed out.
   */
  async update(ctx: RequestContext, id: unknown, raw: unknown, rawReason?: unknown): Promise<OrderModel> {
    const input = updateOrderInput.parse(raw);
    const reason = reasonOf(rawReason);
    return this.change(
      ctx,
      'order.take',
      id,
      'updated',
      async (tx, order, restaurant, viewer) => {
        const type = input.orderType ?? order.orderType;
        if (input.customerId) await requireCustomer(tx, restaurant.id, input.customerId);
        const customerId = type === 'togo' ? null : (input.customerId ?? order.customerId);
        // Judged before the change: a delivery turned pickup leaves its trip behind.
        const state = await takeOffState(tx, order, (await settingsIn(tx, restaurant.id)).voidApprovalMinutes);
        const after = await saveOrder(tx, order, {
          orderType: type,
          customerId,
          notes: input.notes ?? undefined,
          scheduleTime: input.scheduleTime,
          by: ledgerBy(viewer, { reason }),
        });
        return voidIfLowered(tx, restaurant, order, after, viewer, reason, state);
      },
      approvalFor.change,
    );
  }

  /** The server's totals from the lines and the order's own rates; a client's idea of the total is ignored. */
  async recompute(ctx: RequestContext, id: unknown): Promise<OrderModel> {
    return this.change(ctx, 'order.take', id, 'updated', async (tx, order, _restaurant, viewer) => {
      const sum = await sumLines(tx, order);
      const same = sum.lineCount === order.lineCount && sum.subtotalCents === order.subtotalCents;
      // Old clients send their total whenever it changes: nothing to save when the server's stands.
      return same ? order : saveOrder(tx, order, { linesChanged: true, by: ledgerBy(viewer) });
    });
  }

  /**
   * A print: the first is the original, every later one REPRINT n (written to
   * the audit trail); the tender, when given, is recorded, and the first cash
   * one goes into the printing tablet's drawer (`terminal`). A retry with the
   * same Idempotency-Key (an answer lost on the way) is the same print.
   */
  async print(ctx: RequestContext, id: unknown, rawTender: unknown, rawKey?: unknown, terminal?: unknown) {
    const tender = tenderInput.parse(rawTender);
    const key = keyInput.parse(rawKey);
    let printNumber = 0;
    const order = await this.change(ctx, 'order.take', id, 'printed', async (tx, order, restaurant, viewer) => {
      const request = { orderId: order.id, tender };
      let saved = order;
      const done = await once(tx, { restaurantId: restaurant.id, operation: 'printOrder', key, request }, async () => {
        // An online order goes to the kitchen when the counter accepts it (acceptOnlineOrder), not on a print.
        if (order.channel === 'online' && order.printCount === 0) await requireAccepted(tx, order);
        const printed = await recordPrint(tx, { restaurant, order, viewer, tender, terminal });
        saved = printed.saved;
        const number = printed.number;
        return { number };
      });
      printNumber = done.answer.number;
      // A retry changes nothing: the order as it is now.
      return saved;
    });
    return { order, print: order.prints.find((p) => p.number === printNumber)! };
  }

  /**
   * How a printed order was paid, corrected with a reason (printing/tender-correction.ts): the old tender
   * given back and the new one taken in the ledger; cash out of a drawer needs a manager. Once per key.
   */
  async correctTender(
    ctx: RequestContext,
    id: unknown,
    rawTender: unknown,
    rawReason: unknown,
    rawKey?: unknown,
    terminal?: unknown,
  ) {
    const input = correctionInput.parse({ tender: rawTender, reason: rawReason });
    const key = keyInput.parse(rawKey);
    return this.change(
      ctx,
      'order.tender',
      id,
      'updated',
      async (tx, order, restaurant, viewer) => {
        let saved = order;
        const request = { orderId: order.id, ...input };
        await once(tx, { restaurantId: restaurant.id, operation: 'correctTender', key, request }, async () => {
          saved = await correctTender(tx, restaurant, order, viewer, { ...input, terminal });
          return { corrected: true };
        });
        return saved;
      },
      approvalForCorrection,
    );
  }

  /**
   * An order still being taken (docs/product.md#voids: unprinted, off any trip, younger than the restaurant's
   * setting), or one with no line left, is deleted (kept hidden, for the books). Any other is voided: kept with
   * its lines, marked void with the reason (required), who and who approved; past the restaurant's void age
   * (2 hours) or once cashed out with a driver only a manager may (the security PIN, checked by auth:
   * confirmSecurityPin). Either way the audit trail has a line.
   */
  async remove(ctx: RequestContext, id: unknown, rawReason?: unknown, terminal?: unknown) {
    const reason = reasonOf(rawReason);
    let voided = false;
    let refund = false;
    let back = { cashCents: 0, throughStripe: false };
    const order = await this.change(
      ctx,
      'order.delete',
      id,
      'deleted',
      async (tx, order, restaurant, viewer) => {
        const taken = await takeBack(tx, restaurant, order, viewer, reason, terminal);
        voided = taken.voided;
        // Paid online by card and taken back now: the card is refunded, as a rejection does.
        refund = voided && !order.voidedAt && paidOnline(order);
        // Paid in parts, then voided or deleted: cash back from the drawer now, cards back through Stripe (0084).
        if (!order.voidedAt && order.paidInParts)
          back = await giveBackAtCounter(tx, {
            restaurant,
            order,
            viewer,
            reason: reason ?? 'Order deleted',
            terminal,
          });
        return taken.after;
      },
      approvalFor.order,
    );
    return { success: true, message: await moneyBackAfter(this.refunds, order, { voided, reason, refund, back }) };
  }

  /** The gateway's live stream asks this at connect and while it is open (the driver screen follows it too). */
  async stream(ctx: RequestContext, restaurantId: unknown) {
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'live.follow');
    return { restaurantId: restaurant.id };
  }
}
