import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DriversTenants, DriversTransaction } from '../db/client';
import { cashouts, deliveryOrders, floats, trips, type CashoutRow } from '../db/schema';
import { owedFor } from '../trips/views';

/**
 * The money side of the driver screens (docs/product.md#cash-out): what a
 * driver owes now, and the one transaction that settles it. Shared by the
 * `cashouts` worker and the reads, so the amount on the Cashout button is
 * worked out exactly as the settlement works it out.
 */

/** A cash-out asked for, as it travels on the `cashouts` queue (the access was checked before it was queued). */
export interface CashoutJob {
  restaurantId: string;
  driverId: string;
  /** The Idempotency-Key, and the hash of the request it came with. */
  key: string;
  requestHash: string;
  countedCents: number | null;
  approvedBy: { name: string; role: string; userId: string; employeeId: string | null };
  /** When it happened, ISO: the server's clock, except for the demo's week written in the past. */
  at?: string;
}

export type CashoutOutcome =
  { outcome: 'done'; cashoutId: string; replayed: boolean } | { outcome: 'nothing' } | { outcome: 'key-reused' };

export interface Owed {
  tripCount: number;
  ordersTotalCents: number;
  deliveryChargesCents: number;
  floatCents: number;
  /** orders total − delivery charges + float. */
  expectedCents: number;
}

const openTrips = (restaurantId: string, driverId: string) =>
  and(eq(trips.restaurantId, restaurantId), eq(trips.driverId, driverId), isNull(trips.cashoutId));
const openFloats = (restaurantId: string, driverId: string) =>
  and(eq(floats.restaurantId, restaurantId), eq(floats.driverId, driverId), isNull(floats.cashoutId));

/** The trips and floats a driver has not been cashed out for, locked when `lock` (the settlement). */
async function openItems(tx: DriversTransaction, restaurantId: string, driverId: string, lock: boolean) {
  const tripsQuery = tx
    .select({ trip: trips, order: deliveryOrders })
    .from(trips)
    .innerJoin(
      deliveryOrders,
      and(eq(deliveryOrders.restaurantId, trips.restaurantId), eq(deliveryOrders.id, trips.orderId)),
    )
    .where(openTrips(restaurantId, driverId));
  const floatsQuery = tx.select().from(floats).where(openFloats(restaurantId, driverId));
  return {
    trips: lock ? await tripsQuery.for('update') : await tripsQuery,
    floats: lock ? await floatsQuery.for('update') : await floatsQuery,
  };
}

function owedOf(items: Awaited<ReturnType<typeof openItems>>): Owed {
  const live = items.trips.filter((t) => !t.order.deleted && !t.order.voided).map((t) => t.order);
  const ordersTotalCents = live.reduce((s, o) => s + o.totalCents, 0);
  const deliveryChargesCents = live.reduce((s, o) => s + o.deliveryChargeCents, 0);
  const floatCents = items.floats.reduce((s, f) => s + f.amountCents, 0);
  return {
    tripCount: items.trips.length,
    ordersTotalCents,
    deliveryChargesCents,
    floatCents,
    expectedCents: ordersTotalCents - deliveryChargesCents + floatCents,
  };
}

/** What a driver owes now: Σ(grand total − delivery charge) over the trips since the last cash-out, plus floats. */
export async function owedNow(tx: DriversTransaction, restaurantId: string, driverId: string): Promise<Owed> {
  return owedOf(await openItems(tx, restaurantId, driverId, false));
}

export async function lastCashout(
  tx: DriversTransaction,
  restaurantId: string,
  driverId: string,
): Promise<CashoutRow | undefined> {
  const [row] = await tx
    .select()
    .from(cashouts)
    .where(and(eq(cashouts.restaurantId, restaurantId), eq(cashouts.driverId, driverId)))
    .orderBy(desc(cashouts.cashedOutAt))
    .limit(1);
  return row;
}

export async function cashoutByKey(tx: DriversTransaction, restaurantId: string, key: string) {
  const [row] = await tx
    .select()
    .from(cashouts)
    .where(and(eq(cashouts.restaurantId, restaurantId), eq(cashouts.idempotencyKey, key)));
  return row;
}

/**
 * One settlement, in one transaction: the driver's open trips and floats are
 * locked (a second settlement of the same driver waits on an advisory lock,
 * then finds them closed), what is owed is worked out from them, the cash-out
 * is recorded with the count and who approved it, and the trips and floats
 * are closed. The same key again answers the first cash-out; the same key
 * with another request is refused.
 */
export function settle(tenants: DriversTenants, job: CashoutJob): Promise<CashoutOutcome> {
  return tenants.run([job.restaurantId], async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext(${`zest:cashout:${job.restaurantId}:${job.driverId}`}))`,
    );
    const earlier = await cashoutByKey(tx, job.restaurantId, job.key);
    if (earlier) {
      return earlier.requestHash === job.requestHash && earlier.driverId === job.driverId
        ? { outcome: 'done', cashoutId: earlier.id, replayed: true }
        : { outcome: 'key-reused' };
    }
    const items = await openItems(tx, job.restaurantId, job.driverId, true);
    if (!items.trips.length && !items.floats.length) return { outcome: 'nothing' };
    const owed = owedOf(items);
    const at = job.at ? new Date(job.at) : null;
    const [made] = await tx
      .insert(cashouts)
      .values({
        restaurantId: job.restaurantId,
        driverId: job.driverId,
        idempotencyKey: job.key,
        requestHash: job.requestHash,
        ...owed,
        countedCents: job.countedCents,
        overShortCents: job.countedCents === null ? null : job.countedCents - owed.expectedCents,
        approvedByName: job.approvedBy.name,
        approvedByRole: job.approvedBy.role,
        approvedByUserId: job.approvedBy.userId,
        approvedByEmployeeId: job.approvedBy.employeeId,
        ...(at ? { cashedOutAt: at } : {}),
      })
      .returning();
    for (const { trip, order } of items.trips) {
      await tx
        .update(trips)
        .set({ cashoutId: made!.id, owedCents: owedFor(order), backAt: trip.backAt ?? at ?? sql`now()` })
        .where(and(eq(trips.restaurantId, job.restaurantId), eq(trips.id, trip.id)));
    }
    if (items.floats.length) {
      const ids = items.floats.map((f) => f.id);
      await tx
        .update(floats)
        .set({ cashoutId: made!.id })
        .where(and(eq(floats.restaurantId, job.restaurantId), inArray(floats.id, ids)));
    }
    return { outcome: 'done', cashoutId: made!.id, replayed: false };
  });
}
