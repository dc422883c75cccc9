import {
  actorOf,
  appendAudit,
  approverOf,
  badInput,
  conflict,
  isId,
  notFound,
  once,
  type KnownRestaurant,
  type RequestContext,
  type RestaurantAccess,
  type RestaurantViewer,
} from '@zest/kit';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { OrdersTenants, OrdersTransaction } from '../db/client';
import { discounts, orderDiscounts, orders, type DiscountRow, type OrderRow } from '../db/schema';
import { keyInput, LINE_NOT_FOUND } from '../inputs';
import type { OrderModel } from '../orders/models';
import { readOrder, saveOrder } from '../orders/order-store';
import type { OrdersService } from '../orders/orders.service';
import { settingsIn } from '../settings/settings.service';
import { ledgerBy } from '../ledger/ledger-store';
import { dollars } from '../orders/views';
import { approvalForDiscount, requireDiscountApproval } from './approval';
import { DISCOUNT_NOT_FOUND, giveDiscountInput, hundredths, TYPE_THE_AMOUNT, TYPE_THE_PERCENT } from './inputs';
import { orderSums, sumsOf } from './order-discounts';

export const NO_LONGER_OFFERED = 'This discount is no longer on the list.';
export const FOR_ONE_ITEM = 'This discount is for one item: choose the item.';
export const FOR_THE_ORDER = 'This discount is for the whole order, not one item.';
export const NOTHING_TO_DISCOUNT = 'Add an item before giving a discount.';
export const LINE_VOIDED = 'This item was voided: it takes no discount.';
export const LINE_HAS_ONE = 'This item has a discount already: remove it first.';
export const NOTHING_LEFT = 'Nothing is left to take off.';

type GiveInput = ReturnType<typeof giveDiscountInput.parse>;

/**
 * Discounts given at the terminal (docs/product.md#discounts): on a line or
 * on the order, from the restaurant's list, with a reason; what it takes off
 * is the server's (@zest/pricing orderDiscounts), and past the restaurant's
 * limit a manager approves. Given and removed in the order's own
 * transaction, with the totals, the revenue rollup and a line in the audit
 * trail; a retry with the same Idempotency-Key gives nothing twice.
 */
export class DiscountsService {
  constructor(
    private readonly tenants: OrdersTenants,
    private readonly access: RestaurantAccess,
    private readonly orders: OrdersService,
  ) {}

  async give(ctx: RequestContext, raw: unknown, rawKey: unknown): Promise<{ discountId: string; order: OrderModel }> {
    const input = giveDiscountInput.parse(raw);
    const key = keyInput.parse(rawKey);
    let discountId = '';
    const order = await this.orders.change(
      ctx,
      'order.take',
      input.orderId,
      'updated',
      async (tx, order, restaurant, viewer) => {
        let saved = order;
        const done = await once(
          tx,
          { restaurantId: restaurant.id, operation: 'giveDiscount', key, request: input },
          async () => {
            const given = await this.giveNow(tx, restaurant, order, viewer, input);
            saved = given.saved;
            return { id: given.id };
          },
        );
        discountId = done.answer.id;
        return saved;
      },
      approvalForDiscount,
    );
    return { discountId, order };
  }

  private async giveNow(
    tx: OrdersTransaction,
    restaurant: KnownRestaurant,
    order: OrderRow,
    viewer: RestaurantViewer,
    input: GiveInput,
  ): Promise<{ id: string; saved: OrderRow }> {
    const [rule] = await tx
      .select()
      .from(discounts)
      .where(and(eq(discounts.restaurantId, restaurant.id), eq(discounts.id, input.discountId)));
    if (!rule) throw notFound(DISCOUNT_NOT_FOUND);
    if (!rule.active) throw conflict(NO_LONGER_OFFERED);
    const lineId = input.lineId ?? null;
    if (lineId !== null && !isId(lineId)) throw notFound(LINE_NOT_FOUND);
    if (rule.appliesTo === 'line' && !lineId) throw badInput(FOR_ONE_ITEM);
    if (rule.appliesTo === 'order' && lineId) throw badInput(FOR_THE_ORDER);
    const value = valueOf(rule, input);
    const full = (await readOrder(tx, order.id, [restaurant.id]))!;
    const line = lineId ? full.lines.find((l) => l.id === lineId) : null;
    if (lineId && !line) throw notFound(LINE_NOT_FOUND);
    if (line?.voidedAt) throw conflict(LINE_VOIDED);
    if (line && full.discounts?.some((d) => d.lineId === line.id)) throw conflict(LINE_HAS_ONE);
    if (!full.lines.some((l) => !l.voidedAt)) throw badInput(NOTHING_TO_DISCOUNT);

    const id = randomUUID();
    const before = sumsOf(full.lines, full.discounts ?? []);
    const after = sumsOf(full.lines, [...(full.discounts ?? []), { id, lineId, kind: rule.kind, value }]);
    const takenCents = after.taken.get(id) ?? 0;
    if (takenCents === 0) throw badInput(NOTHING_LEFT);
    const { discountApprovalCents } = await settingsIn(tx, restaurant.id);
    requireDiscountApproval(viewer, order, {
      discountCentsAfter: after.discountCents,
      limitCents: discountApprovalCents,
      takenCents,
    });

    const actor = actorOf(viewer);
    const approver = approverOf(viewer);
    await tx.insert(orderDiscounts).values({
      id,
      restaurantId: restaurant.id,
      orderId: order.id,
      lineId,
      discountId: rule.id,
      name: rule.name,
      kind: rule.kind,
      value,
      // What it takes now is the most it ever takes: a percent given on a soda never grows into the order.
      capCents: takenCents,
      reason: input.reason,
      givenBy: actor.name,
      approvedBy: approver?.name ?? null,
    });
    const saved = await saveOrder(tx, order, {
      linesChanged: true,
      by: ledgerBy(viewer, { reason: input.reason }),
      what: 'a discount given',
    });
    const on = line ? ` on ${line.productName.split(';')[0]}` : '';
    await appendAudit(tx, restaurant, {
      kind: 'order.discount',
      summary: `Discount on #${order.orderNumber}: ${rule.name}${on} (−${dollars(takenCents)}): ${dollars(order.totalCents)} → ${dollars(saved.totalCents)}`,
      actor,
      approver,
      orderId: order.id,
      subjectId: id,
      before: order.totalCents,
      after: saved.totalCents,
      reason: input.reason,
      detail: {
        ...orderFacts(order),
        name: rule.name,
        kind: rule.kind,
        value,
        takenCents,
        capCents: takenCents,
        lineId,
        discountCentsBefore: before.discountCents,
        discountCentsAfter: after.discountCents,
      },
    });
    return { id, saved };
  }

  /**
   * Takes a discount off its order (the total goes up): allowed to whoever
   * takes orders, written to the audit trail; the row stays, marked removed.
   * A second tap removes nothing.
   */
  async remove(ctx: RequestContext, id: unknown): Promise<OrderModel> {
    const { restaurant } = await this.access.terminal(ctx, 'order.take');
    if (!isId(id)) throw notFound(DISCOUNT_NOT_FOUND);
    const found = await this.orderOf(restaurant.id, id);
    return this.orders.change(ctx, 'order.take', found, 'updated', async (tx, order, restaurant, viewer) => {
      const before = await orderSums(tx, order);
      const actor = actorOf(viewer);
      const [gone] = await tx
        .update(orderDiscounts)
        .set({ removedAt: new Date(), removedBy: actor.name })
        .where(
          and(
            eq(orderDiscounts.restaurantId, restaurant.id),
            eq(orderDiscounts.id, id),
            isNull(orderDiscounts.removedAt),
          ),
        )
        .returning();
      if (!gone) return order;
      const saved = await saveOrder(tx, order, {
        linesChanged: true,
        by: ledgerBy(viewer, { reason: gone.reason }),
        what: 'a discount removed',
      });
      const takenCents = before.taken.get(id) ?? 0;
      await appendAudit(tx, restaurant, {
        kind: 'order.discount-removed',
        summary: `Discount removed from #${order.orderNumber}: ${gone.name} (−${dollars(takenCents)}): ${dollars(order.totalCents)} → ${dollars(saved.totalCents)}`,
        actor,
        approver: approverOf(viewer),
        orderId: order.id,
        subjectId: id,
        before: order.totalCents,
        after: saved.totalCents,
        reason: gone.reason,
        detail: {
          ...orderFacts(order),
          name: gone.name,
          kind: gone.kind,
          value: gone.value,
          takenCents,
          lineId: gone.lineId,
        },
      });
      return saved;
    });
  }

  /** The order a discount of the session's restaurant is on; another restaurant's is not found. */
  private async orderOf(restaurantId: string, id: string): Promise<string> {
    const [row] = await this.tenants.run([restaurantId], (tx) =>
      tx
        .select({ orderId: orderDiscounts.orderId })
        .from(orderDiscounts)
        .innerJoin(
          orders,
          and(eq(orders.restaurantId, orderDiscounts.restaurantId), eq(orders.id, orderDiscounts.orderId)),
        )
        .where(and(eq(orderDiscounts.restaurantId, restaurantId), eq(orderDiscounts.id, id), isNull(orders.deletedAt))),
    );
    if (!row) throw notFound(DISCOUNT_NOT_FOUND);
    return row.orderId;
  }
}

/** The rule's value: the list's, or for a manager's choice the value typed at the counter. */
function valueOf(rule: DiscountRow, input: GiveInput): number {
  if (rule.value !== null) return rule.value;
  if (rule.kind === 'percent') {
    if (input.percent === null || input.percent === undefined) throw badInput(TYPE_THE_PERCENT);
    return hundredths(input.percent);
  }
  if (input.amountCents === null || input.amountCents === undefined) throw badInput(TYPE_THE_AMOUNT);
  return input.amountCents;
}

const orderFacts = (o: OrderRow) => ({ orderNumber: o.orderNumber, orderDay: o.orderDay, orderType: o.orderType });
