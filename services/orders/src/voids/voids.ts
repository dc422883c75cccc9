import {
  actorOf,
  appendAudit,
  approverOf,
  badInput,
  type Approval,
  type AuditActor,
  type AuditApprover,
  type AuditKind,
  type KnownRestaurant,
  requireRecord,
  type RestaurantViewer,
} from '@zest/kit';
import { and, eq, sql } from 'drizzle-orm';
import type { OrdersTransaction } from '../db/client';
import { orders, orderTrips, revenueDays, type OrderRow } from '../db/schema';
import { VOID_REASON_NEEDED, voidReason } from '../inputs';
import { revenueShare } from '../revenue/rollup';
import { bookingOf, recordLateChange } from '../days/late-changes';
import { dollars } from '../orders/views';

/**
 * Voids (docs/product.md#voids, docs/decisions/0028-books.md). Once an
 * order is no longer being taken (printed, on a driver's trip, or older than
 * the restaurant's setting, 15 minutes unless it says otherwise) it counts:
 * taking a line off, taking the whole order back, or a change that lowers
 * its total is a void. A void needs a reason; on an order older than the
 * restaurant's void age (2 hours unless it says otherwise), or cashed out
 * with a driver, it needs a manager too (the security PIN). Nothing voided is
 * deleted: it stays, marked void, with why, who and who approved, and the
 * audit trail and the revenue rollup's void counters get one line each in
 * the same transaction.
 */

/** Who is acting and who approves, from the session at the terminal. */
export interface VoidBy {
  actor: AuditActor;
  approver: AuditApprover | null;
}

export const voidBy = (viewer: RestaurantViewer): VoidBy => ({ actor: actorOf(viewer), approver: approverOf(viewer) });

/** The reason sent, trimmed, or null when none was. */
export function reasonOf(raw: unknown): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  return voidReason.parse(raw) || null;
}

/** A void's reason, refused when missing. */
export function requireReason(raw: unknown): string {
  const reason = reasonOf(raw);
  if (!reason) throw badInput(VOID_REASON_NEEDED);
  return reason;
}

/**
 * What decides how money comes off an order now, by the database's clock
 * (docs/product.md#voids): whether it is still being taken (unprinted, off
 * any trip, not voided, before the time set when it reached the server),
 * whether it is older than the restaurant's void age, and whether its trip
 * was cashed out with a driver.
 */
export interface TakeOff {
  beingTaken: boolean;
  old: boolean;
  cashedOut: boolean;
  /** The void age it was judged against, in minutes. */
  limitMinutes: number;
}

export async function takeOffState(tx: OrdersTransaction, order: OrderRow, voidMinutes: number): Promise<TakeOff> {
  const [state] = await tx
    .select({
      beingTaken: sql<boolean>`${orders.firstPrintedAt} IS NULL AND ${orders.voidedAt} IS NULL
        AND ${orderTrips.orderId} IS NULL AND coalesce(${orders.beingTakenUntil} > now(), false)`,
      old: sql<boolean>`${orders.createdAt} <= now() - make_interval(mins => ${voidMinutes})`,
      cashedOut: sql<boolean>`${orderTrips.cashedOutAt} IS NOT NULL`,
    })
    .from(orders)
    .leftJoin(orderTrips, and(eq(orderTrips.restaurantId, orders.restaurantId), eq(orderTrips.orderId, orders.id)))
    .where(and(eq(orders.restaurantId, order.restaurantId), eq(orders.id, order.id)));
  return { ...state!, limitMinutes: voidMinutes };
}

/**
 * What an approval (docs/decisions/0049-approvals.md) must be for to act on
 * an order: taking it back (a void once it is no longer being taken, a
 * deletion while it is); one line's void; a change that lowers its total.
 */
export const approvalFor = {
  order: (order: OrderRow): Approval => ({
    action:
      !order.firstPrintedAt && (order.beingTakenUntil?.getTime() ?? 0) > Date.now() ? 'order.delete' : 'order.void',
    orderId: order.id,
  }),
  line:
    (lineId: string) =>
    (order: OrderRow): Approval => ({ action: 'order.void', orderId: order.id, lineId }),
  change: (order: OrderRow): Approval => ({ action: 'order.change', orderId: order.id }),
};

/**
 * Refuses the void unless the session may make it without approval (the
 * access table's step-up on order.void): a manager session always may (an
 * approval only for this action on this order or line); anyone else only
 * while the order is younger than the restaurant's void age and not yet
 * cashed out with a driver.
 */
export function requireApproval(viewer: RestaurantViewer, state: TakeOff, asked: Approval): void {
  requireRecord(viewer, 'order.void', {
    age: { limitMinutes: state.limitMinutes, past: state.old },
    settled: state.cashedOut,
    approves: asked,
  });
}

/** What an order counts for in revenue (its grand total), 0 when it counts for nothing. */
export const countedCents = (o: OrderRow) => revenueShare(o)?.totalCents ?? 0;

/**
 * One void's lines: the rollup's void counters on the order's day and type
 * (as they were before the void) and the audit line, amounts being what the
 * order counted for in revenue before and after.
 */
export async function recordVoid(
  tx: OrdersTransaction,
  restaurant: KnownRestaurant,
  before: OrderRow,
  after: OrderRow,
  v: VoidBy & {
    kind: Extract<AuditKind, `void.${string}`>;
    summary: string;
    reason: string;
    subjectId?: string | null;
    detail?: Record<string, unknown>;
  },
): Promise<OrderRow> {
  const taken = countedCents(before) - countedCents(after);
  // An order of a closed day: the void counts on the open day, with a reference to the closed one.
  const booking = await bookingOf(tx, before);
  await recordLateChange(tx, before, booking, v.kind === 'void.line' ? 'an item voided' : 'a void', [], {
    cents: taken,
  });
  await tx
    .insert(revenueDays)
    .values({
      restaurantId: before.restaurantId,
      day: booking.day,
      orderType: before.orderType,
      voidCount: 1,
      voidCents: taken,
    })
    .onConflictDoUpdate({
      target: [revenueDays.restaurantId, revenueDays.day, revenueDays.orderType],
      set: {
        voidCount: sql`${revenueDays.voidCount} + 1`,
        voidCents: sql`${revenueDays.voidCents} + ${taken}`,
      },
    });
  await appendAudit(tx, restaurant, {
    kind: v.kind,
    summary: v.summary,
    actor: v.actor,
    approver: v.approver,
    orderId: before.id,
    subjectId: v.subjectId ?? null,
    before: countedCents(before),
    after: countedCents(after),
    reason: v.reason,
    detail: {
      orderNumber: before.orderNumber,
      // The day the void counts on: the order's own, or the open day when the order's day was closed.
      orderDay: booking.day,
      ...(booking.closedDay ? { closedDay: booking.closedDay } : {}),
      orderType: before.orderType,
      ...v.detail,
    },
  });
  // Who took money off last: the order events carry it, so a driver's adjustment names them.
  const [marked] = await tx
    .update(orders)
    .set({
      lastVoidBy: v.actor.name,
      lastVoidSession: v.actor.session,
      lastVoidApprovedBy: v.approver?.name ?? null,
      lastVoidReason: v.reason,
    })
    .where(and(eq(orders.restaurantId, after.restaurantId), eq(orders.id, after.id)))
    .returning();
  return marked!;
}

/** "$24.50 → $18.20", for summaries. */
export const amounts = (before: OrderRow, after: OrderRow) =>
  `${dollars(countedCents(before))} → ${dollars(countedCents(after))}`;

/**
 * A change that lowers the total of an order no longer being taken (a
 * delivery become a pickup; `state` judged before the change) is a void: a
 * reason, an approval on an old order, recorded as one. Any other change is
 * just a change.
 */
export async function voidIfLowered(
  tx: OrdersTransaction,
  restaurant: KnownRestaurant,
  order: OrderRow,
  after: OrderRow,
  viewer: RestaurantViewer,
  reason: string | null,
  state: TakeOff,
): Promise<OrderRow> {
  if (state.beingTaken || countedCents(after) >= countedCents(order)) return after;
  const why = requireReason(reason);
  requireApproval(viewer, state, approvalFor.change(order));
  return recordVoid(tx, restaurant, order, after, {
    ...voidBy(viewer),
    kind: 'void.change',
    summary: `Changed #${order.orderNumber} from ${order.orderType} to ${after.orderType}: ${amounts(order, after)}`,
    reason: why,
    detail: { fromType: order.orderType, toType: after.orderType },
  });
}
