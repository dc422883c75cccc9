import { appendAudit, SYSTEM_ACTOR, type OrderChanged } from '@zest/kit';
import { and, eq, sql } from 'drizzle-orm';
import type { DriversTransaction } from '../db/client';
import { adjustments, restaurants, trips, type DeliveryOrderRow } from '../db/schema';
import { owedFor, signedDollars as dollars } from '../trips/views';

/** "voided", "deleted", "changed": what happened to the order, for the trail. */
const changeOf = (e: OrderChanged) => (e.voided ? 'voided' : e.deleted ? 'deleted' : 'changed');

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
    deleted: e.deleted,
    voided: e.voided,
  });
  if (was === now) return;
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
  const line = {
    kind: 'driver.adjustment' as const,
    actor: SYSTEM_ACTOR,
    orderId: e.id,
    subjectId: trip.driverId,
    detail: { orderNumber: e.orderNumber, tripId: trip.id, orderVersion: e.version, change: changeOf(e) },
  };
  if (!trip.cashoutId) {
    await appendAudit(tx, where, {
      ...line,
      summary: `Order #${e.orderNumber} ${changeOf(e)} while on ${trip.driverName}'s trip: owed ${dollars(was)} → ${dollars(now)}`,
      before: was,
      after: now,
    });
    return;
  }
  // Settled: what the trip owed then, plus what earlier adjustments of this order already made good.
  const [earlier] = await tx
    .select({ sum: sql<number>`coalesce(sum(${adjustments.amountCents}), 0)::int` })
    .from(adjustments)
    .where(and(eq(adjustments.restaurantId, e.restaurantId), eq(adjustments.orderId, e.id)));
  const settled = (trip.owedCents ?? 0) + (earlier?.sum ?? 0);
  const amount = now - settled;
  if (amount === 0) return;
  const [made] = await tx
    .insert(adjustments)
    .values({
      restaurantId: e.restaurantId,
      driverId: trip.driverId,
      orderId: e.id,
      amountCents: amount,
      reason: `Order #${e.orderNumber} ${changeOf(e)} after the cash-out`,
      orderVersion: e.version,
    })
    .onConflictDoNothing()
    .returning();
  if (!made) return;
  await appendAudit(tx, where, {
    ...line,
    summary:
      `Order #${e.orderNumber} ${changeOf(e)} after ${trip.driverName}'s cash-out: ` +
      (amount < 0 ? `${dollars(-amount)} back to the driver` : `${dollars(amount)} more owed`) +
      ' at the next cash-out',
    before: settled,
    after: now,
  });
}
