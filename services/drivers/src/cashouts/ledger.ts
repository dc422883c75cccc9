import { appendAudit, claimApproval, type ApprovalClaim, type AuditActor, type AuditApprover } from '@zest/kit';
import { and, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DriversTransaction } from '../db/client';
import { adjustments, cashouts, deliveryOrders, floats, trips, type CashoutRow } from '../db/schema';
import { owedFor, signedDollars as dollars, tipOf } from '../trips/views';

/**
 * The money side of the driver screens (docs/product.md#cash-out): what a
 * driver owes now, and the one transaction that settles it. Shared by the
 * `cashouts` consumer and the reads, so the amount on the Cashout button is
 * worked out exactly as the settlement works it out.
 *
 * A driver owes for **delivered** trips only: a trip counts once the driver
 * is marked back (docs/decisions/0028-books.md). A cash-out settles those,
 * the adjustments of orders changed after an earlier cash-out, and the float
 * once the driver is back with it; trips still out stay open.
 */

/** A cash-out asked for, as it travels on the `cashouts` queue (the access was checked before it was queued). */
export interface CashoutJob {
  restaurantId: string;
  /** The restaurant's time zone: the audit line's day. */
  timeZone?: string;
  driverId: string;
  driverName?: string;
  /** The Idempotency-Key, and the hash of the request it came with. */
  key: string;
  requestHash: string;
  countedCents: number | null;
  /** The tablet the cash-out was made at, when the screen said: its open drawer hands over the card tips. */
  terminalId?: string | null;
  approvedBy: { name: string; role: string; userId: string; employeeId: string | null };
  /** Who asked and who approved, for the audit trail. */
  actor?: AuditActor;
  approver?: AuditApprover | null;
  /** The approval it was checked with (docs/decisions/0049-approvals.md): claimed by the settlement, once. */
  approval?: ApprovalClaim | null;
  /** Nothing left to settle: answer the driver's cash-out of the last this many seconds (the documented pair). */
  latestWithinSeconds?: number | null;
  /** When it happened, ISO: the server's clock, except for the demo's week written in the past. */
  at?: string;
}

export type CashoutOutcome =
  | { outcome: 'done'; cashoutId: string; replayed: boolean }
  | { outcome: 'nothing' }
  | { outcome: 'key-reused' }
  | { outcome: 'key-of-another-driver' }
  | { outcome: 'approval-used' };

export interface Owed {
  tripCount: number;
  ordersTotalCents: number;
  deliveryChargesCents: number;
  floatCents: number;
  adjustmentsCents: number;
  /** What cards paid of those orders at the door: no cash reached the driver for it. */
  cardPaidCents: number;
  /**
   * The card tips of those orders: the driver's, handed over from a drawer at the cash-out, apart from what
   * the driver owes (docs/decisions/0083-card-tips-paid-to-drivers.md).
   */
  cardTipsCents: number;
  /** orders total − delivery charges − paid by card + float + adjustments. */
  expectedCents: number;
  /** Trips not delivered yet: not owed until the driver is back. */
  tripsOut: number;
}

const mine = <T extends typeof trips | typeof floats | typeof adjustments>(
  t: T,
  restaurantId: string,
  driverId: string,
) => and(eq(t.restaurantId, restaurantId), eq(t.driverId, driverId), isNull(t.cashoutId));

/** What a driver has not been cashed out for, locked when `lock` (the settlement). */
async function openItems(tx: DriversTransaction, restaurantId: string, driverId: string, lock: boolean) {
  const delivered = tx
    .select({ trip: trips, order: deliveryOrders })
    .from(trips)
    .innerJoin(
      deliveryOrders,
      and(eq(deliveryOrders.restaurantId, trips.restaurantId), eq(deliveryOrders.id, trips.orderId)),
    )
    .where(and(mine(trips, restaurantId, driverId), isNotNull(trips.backAt)));
  const out = tx
    .select({ id: trips.id })
    .from(trips)
    .where(and(mine(trips, restaurantId, driverId), isNull(trips.backAt)));
  const floatsQuery = tx
    .select()
    .from(floats)
    .where(mine(floats, restaurantId, driverId));
  const adjustmentsQuery = tx
    .select()
    .from(adjustments)
    .where(mine(adjustments, restaurantId, driverId));
  return {
    trips: lock ? await delivered.for('update') : await delivered,
    out: await out,
    floats: lock ? await floatsQuery.for('update') : await floatsQuery,
    adjustments: lock ? await adjustmentsQuery.for('update') : await adjustmentsQuery,
  };
}

type Items = Awaited<ReturnType<typeof openItems>>;

/** The float comes back with the driver: while a trip is still out, it stays with them. */
const floatsDue = (items: Items) => (items.out.length ? [] : items.floats);

function owedOf(items: Items): Owed {
  // A deleted or voided order owes nothing (owedFor): neither its total nor its charge counts.
  const counted = items.trips.map((t) => t.order).filter((o) => !o.deleted && !o.voided);
  const ordersTotalCents = counted.reduce((s, o) => s + o.totalCents, 0);
  const deliveryChargesCents = counted.reduce((s, o) => s + o.deliveryChargeCents, 0);
  const cardPaidCents = counted.reduce((s, o) => s + o.cardPaidCents, 0);
  const cardTipsCents = counted.reduce((s, o) => s + tipOf(o), 0);
  const floatCents = floatsDue(items).reduce((s, f) => s + f.amountCents, 0);
  const adjustmentsCents = items.adjustments.reduce((s, a) => s + a.amountCents, 0);
  return {
    tripCount: items.trips.length,
    ordersTotalCents,
    deliveryChargesCents,
    floatCents,
    adjustmentsCents,
    cardPaidCents,
    cardTipsCents,
    expectedCents: ordersTotalCents - deliveryChargesCents - cardPaidCents + floatCents + adjustmentsCents,
    tripsOut: items.out.length,
  };
}

/** What a driver owes now (the Cashout button): what a cash-out now would settle. */
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

/** What a key found already recorded answers: the same cash-out, or a refusal when it was another's. */
export function answerOfEarlier(
  earlier: CashoutRow,
  job: Pick<CashoutJob, 'driverId' | 'requestHash'>,
): CashoutOutcome {
  if (earlier.driverId !== job.driverId) return { outcome: 'key-of-another-driver' };
  return earlier.requestHash === job.requestHash
    ? { outcome: 'done', cashoutId: earlier.id, replayed: true }
    : { outcome: 'key-reused' };
}

/**
 * One settlement, in one transaction: the driver's open items are locked (a
 * second settlement of the same driver waits on an advisory lock, then finds
 * them closed), what is owed is worked out from them, the approval is claimed
 * (used once), the cash-out is recorded with the count and who approved it, the items are closed (each
 * trip keeps what it owed) and the audit trail gets its line. The same key
 * again answers the first cash-out; the same key with another request, or
 * for another driver, is refused.
 */
export async function settle(tx: DriversTransaction, job: CashoutJob): Promise<CashoutOutcome> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`zest:cashout:${job.restaurantId}:${job.driverId}`}))`);
  const earlier = await cashoutByKey(tx, job.restaurantId, job.key);
  if (earlier) return answerOfEarlier(earlier, job);
  const items = await openItems(tx, job.restaurantId, job.driverId, true);
  const floatsSettled = floatsDue(items);
  if (!items.trips.length && !floatsSettled.length && !items.adjustments.length) {
    return (await recentCashout(tx, job)) ?? { outcome: 'nothing' };
  }
  // Settling now: the approval is used by this settlement (a retry under the key answered above, claiming nothing).
  if (!(await claimApproval(tx, job.restaurantId, job.approval ?? null))) return { outcome: 'approval-used' };
  const owed = owedOf(items);
  const at = job.at ? new Date(job.at) : null;
  const { tripsOut, ...settled } = owed;
  const [made] = await tx
    .insert(cashouts)
    .values({
      restaurantId: job.restaurantId,
      driverId: job.driverId,
      idempotencyKey: job.key,
      requestHash: job.requestHash,
      ...settled,
      countedCents: job.countedCents,
      terminalId: job.terminalId ?? null,
      overShortCents: job.countedCents === null ? null : job.countedCents - owed.expectedCents,
      approvedByName: job.approvedBy.name,
      approvedByRole: job.approvedBy.role,
      approvedByUserId: job.approvedBy.userId,
      approvedByEmployeeId: job.approvedBy.employeeId,
      ...(at ? { cashedOutAt: at } : {}),
    })
    .returning();
  const cashoutId = made!.id;
  for (const { trip, order } of items.trips) {
    await tx
      .update(trips)
      .set({ cashoutId, owedCents: owedFor(order), tipPaidCents: tipOf(order), version: sql`${trips.version} + 1` })
      .where(and(eq(trips.restaurantId, job.restaurantId), eq(trips.id, trip.id)));
  }
  const close = async (table: typeof floats | typeof adjustments, ids: string[]) => {
    if (ids.length)
      await tx
        .update(table)
        .set({ cashoutId })
        .where(and(eq(table.restaurantId, job.restaurantId), inArray(table.id, ids)));
  };
  await close(
    floats,
    floatsSettled.map((f) => f.id),
  );
  await close(
    adjustments,
    items.adjustments.map((a) => a.id),
  );
  const name = job.driverName ?? 'the driver';
  await appendAudit(
    tx,
    { id: job.restaurantId, timeZone: job.timeZone ?? 'America/New_York' },
    {
      kind: 'driver.cashout',
      summary:
        `Cashed out ${name}: ${owed.tripCount} delivered trip${owed.tripCount === 1 ? '' : 's'}, expected ${dollars(owed.expectedCents)}` +
        (job.countedCents === null ? '' : `, counted ${dollars(job.countedCents)}`) +
        (owed.cardTipsCents ? `, card tips ${dollars(owed.cardTipsCents)} handed over` : '') +
        (tripsOut ? ` (${tripsOut} still out, left open)` : ''),
      actor: job.actor ?? {
        name: job.approvedBy.name,
        employeeId: null,
        userId: job.approvedBy.userId,
        session: job.approvedBy.role,
      },
      approver: job.approver ?? { name: job.approvedBy.name, userId: job.approvedBy.userId },
      subjectId: job.driverId,
      before: owed.expectedCents,
      after: job.countedCents,
      detail: { cashoutId, ...settled, tripsOut, countedCents: job.countedCents },
      ...(at ? { at } : {}),
    },
  );
  return { outcome: 'done', cashoutId, replayed: false };
}

/** The documented create-then-settle pair: the second call answers the first's cash-out, settling nothing twice. */
async function recentCashout(tx: DriversTransaction, job: CashoutJob): Promise<CashoutOutcome | null> {
  if (!job.latestWithinSeconds) return null;
  const [recent] = await tx
    .select({ id: cashouts.id })
    .from(cashouts)
    .where(
      and(
        eq(cashouts.restaurantId, job.restaurantId),
        eq(cashouts.driverId, job.driverId),
        gte(cashouts.cashedOutAt, sql`now() - make_interval(secs => ${job.latestWithinSeconds})`),
      ),
    )
    .orderBy(desc(cashouts.cashedOutAt))
    .limit(1);
  return recent ? { outcome: 'done', cashoutId: recent.id, replayed: true } : null;
}
