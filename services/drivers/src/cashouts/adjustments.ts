import { appendAudit, SYSTEM_ACTOR, type AuditActor, type AuditApprover, type OrderChanged } from '@zest/kit';
import { and, eq, sql } from 'drizzle-orm';
import type { DriversTransaction } from '../db/client';
import { adjustments, restaurants, trips, type DeliveryOrderRow } from '../db/schema';
import { owedFor, signedDollars as dollars, tipOf } from '../trips/views';

/** "voided", "deleted", "changed": what happened to the order, for the trail. */
const changeOf = (e: OrderChanged) => (e.voided ? 'voided' : e.deleted ? 'deleted' : 'changed');

/**
 * Who the trail names for a change that took money off: the person whose void caused it, with their approver
 * and reason (docs/product.md#voids); the platform only for what no person did (or an event from before).
 */
function causedBy(e: OrderChanged, lowered: boolean): { actor: AuditActor; approver: AuditApprover | null } {
  if (!lowered || !e.lastVoid) return { actor: SYSTEM_ACTOR, approver: null };
  return {
    actor: { name: e.lastVoid.by, employeeId: null, userId: null, session: e.lastVoid.session },
    approver: e.lastVoid.approvedBy ? { name: e.lastVoid.approvedBy, userId: null } : null,
  };
}

/** " by Casey (Wrong item, approved by Tony)": what the trail and the adjustment add about the void. */
function byWords(e: OrderChanged, lowered: boolean): string {
  if (!lowered || !e.lastVoid) return '';
  const why = [e.lastVoid.reason, e.lastVoid.approvedBy ? `approved by ${e.lastVoid.approvedBy}` : null]
    .filter(Boolean)
    .join(', ');
  return ` by ${e.lastVoid.by}${why ? ` (${why})` : ''}`;
}

/**
 * An order changed after it was given to a driver (docs/decisions/0028-books.md):
 * while the trip is open what the driver owes simply follows the order, and
 * the change is written to the audit trail; once the trip was settled, the
 * difference becomes an adjustment on the driver's next cash-out (a settled
 * cash-out is never rewritten). Runs in the event's own transaction, after
 * the order's projection moved to this version; an event applied twice
 * adjusts once (one adjustment per order version).
 */
export async function adjustTrip(tx: DriversTransaction, before: DeliveryOrderRow, e: OrderChanged): Promise<void> {
  const was = owedFor(before);
  const now = owedFor({
    totalCents: e.totalCents,
    deliveryChargeCents: e.deliveryChargeCents,
    cardPaidCents: e.cardPaidCents ?? 0,
    deleted: e.deleted,
    voided: e.voided,
  });
  // A card tip handed over at the cash-out and refunded since (the delivery voided): the driver gives it back.
  const tipNow = tipOf({ cardTipCents: e.cardTipCents ?? 0, deleted: e.deleted, voided: e.voided });
  if (was === now && tipOf(before) === tipNow) return;
  const [trip] = await tx
    .select()
    .from(trips)
    .where(and(eq(trips.restaurantId, e.restaurantId), eq(trips.orderId, e.id)));
  if (!trip) return;
  const [restaurant] = await tx
    .select({ id: restaurants.id, timeZone: restaurants.timeZone })
    .from(restaurants)
    .where(eq(restaurants.id, e.restaurantId));
  const where = { id: e.restaurantId, timeZone: restaurant?.timeZone ?? 'America/New_York' };
  const lowered = now < was;
  const by = byWords(e, lowered);
  const line = {
    kind: 'driver.adjustment' as const,
    ...causedBy(e, lowered),
    reason: lowered ? (e.lastVoid?.reason ?? null) : null,
    orderId: e.id,
    subjectId: trip.driverId,
    detail: { orderNumber: e.orderNumber, tripId: trip.id, orderVersion: e.version, change: changeOf(e) },
  };
  if (!trip.cashoutId) {
    if (was === now) return;
    await appendAudit(tx, where, {
      ...line,
      summary: `Order #${e.orderNumber} ${changeOf(e)}${by} while on ${trip.driverName}'s trip: owed ${dollars(was)} → ${dollars(now)}`,
      before: was,
      after: now,
    });
    return;
  }
  // Settled: what the trip owed then, plus what earlier adjustments of this order already made good (tips apart).
  const [earlier] = await tx
    .select({
      sum: sql<number>`coalesce(sum(${adjustments.amountCents} - ${adjustments.tipCents}), 0)::int`,
      tips: sql<number>`coalesce(sum(${adjustments.tipCents}), 0)::int`,
    })
    .from(adjustments)
    .where(and(eq(adjustments.restaurantId, e.restaurantId), eq(adjustments.orderId, e.id)));
  const settled = (trip.owedCents ?? 0) + (earlier?.sum ?? 0);
  const tipBack = Math.max(0, (trip.tipPaidCents ?? 0) - tipNow - (earlier?.tips ?? 0));
  const amount = now - settled + tipBack;
  if (amount === 0 && tipBack === 0) return;
  const [made] = await tx
    .insert(adjustments)
    .values({
      restaurantId: e.restaurantId,
      driverId: trip.driverId,
      orderId: e.id,
      amountCents: amount,
      tipCents: tipBack,
      reason:
        `Order #${e.orderNumber} ${changeOf(e)}${by} after the cash-out` +
        (tipBack ? `: its card tip ${dollars(tipBack)} given back` : ''),
      orderVersion: e.version,
    })
    .onConflictDoNothing()
    .returning();
  if (!made) return;
  await appendAudit(tx, where, {
    ...line,
    summary:
      `Order #${e.orderNumber} ${changeOf(e)}${by} after ${trip.driverName}'s cash-out: ` +
      (amount < 0 ? `${dollars(-amount)} back to the driver` : `${dollars(amount)} more owed`) +
      ' at the next cash-out',
    before: settled,
    after: now,
  });
}
