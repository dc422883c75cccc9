import {
  actorOf,
  appendAudit,
  approvalClaimOf,
  approvalUsed,
  approverOf,
  APPROVED_ON_RECORD,
  claimApproval,
  conflict,
  idempotencyKey,
  KEY_REUSED,
  notFound,
  requestHash,
  type RequestContext,
  type RestaurantAccess,
  type RestaurantViewer,
} from '@zest/kit';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { DriversTenants } from '../db/client';
import { cashouts, floats, trips, type CashoutRow } from '../db/schema';
import { cashOutInput, DRIVER_NOT_FOUND, floatInput, historyLimit } from '../inputs';
import type { CashoutQueue } from '../jobs/cashouts';
import type { DriverNotices } from '../live/driver-notices';
import type { DriverRef, DriverStaff } from '../tenancy/staff';
import { signedDollars as dollars, toCashout } from '../trips/views';
import { answerOfEarlier, cashoutByKey, lastCashout, owedNow, type CashoutJob } from './ledger';

export const NOTHING_TO_CASH_OUT = 'This driver has nothing to cash out since the last cash-out.';
export const KEY_OF_ANOTHER_DRIVER =
  'This Idempotency-Key was already used for a cash-out of another driver. Send a new key for this one.';
const CASHOUT_NOT_ASKED = 'No cash-out was asked for with this key.';

/**
 * What drivers owe and their cash-outs (docs/product.md#cash-out). A cash-out
 * is checked here (a manager session: the security PIN, stepped up with
 * confirmSecurityPin) and settled by the `cashouts` consumer in one
 * transaction (ledger.ts), once per Idempotency-Key.
 */
export class CashoutsService {
  constructor(
    private readonly tenants: DriversTenants,
    private readonly access: RestaurantAccess,
    private readonly staff: DriverStaff,
    private readonly queue: CashoutQueue,
    private readonly notices: DriverNotices,
    private readonly waitMs: number,
  ) {}

  /** What the driver owes now and their last cash-out: the Cashout button. */
  async balance(ctx: RequestContext, rawDriverId: unknown) {
    const { restaurant, driver } = await this.staff.driver(ctx, rawDriverId, 'drivers.read');
    return this.balanceOf(restaurant.id, restaurant.timeZone, driver);
  }

  async balanceOf(restaurantId: string, timeZone: string, driver: Pick<DriverRef, 'id' | 'name' | 'shift'>) {
    const { owed, last, out } = await this.tenants.run([restaurantId], async (tx) => ({
      owed: await owedNow(tx, restaurantId, driver.id),
      last: await lastCashout(tx, restaurantId, driver.id),
      out: await tx
        .select({ id: trips.id })
        .from(trips)
        .where(and(eq(trips.restaurantId, restaurantId), eq(trips.driverId, driver.id), isNull(trips.backAt)))
        .limit(1),
    }));
    const lastCashoutModel = last ? toCashout(last, driver.name, timeZone) : null;
    return {
      driver: { id: driver.id, name: driver.name },
      owedCents: owed.expectedCents,
      ordersTotalCents: owed.ordersTotalCents,
      deliveryChargesCents: owed.deliveryChargesCents,
      floatCents: owed.floatCents,
      adjustmentsCents: owed.adjustmentsCents,
      paidByCardCents: owed.cardPaidCents,
      cardTipsCents: owed.cardTipsCents,
      openTrips: owed.tripCount,
      tripsOut: owed.tripsOut,
      out: out.length > 0,
      onShift: driver.shift !== null,
      onShiftSince: driver.shift?.since.toISOString() ?? null,
      onBreak: driver.shift?.onBreak ?? false,
      lastCashedOutAt: lastCashoutModel?.cashedOutAt ?? null,
      lastCashedOutAtLocal: lastCashoutModel?.cashedOutAtLocal ?? null,
      lastCashout: lastCashoutModel,
    };
  }

  /** Every driver of the restaurant with what they owe (the cash-out dashboard): those on the clock first. */
  async drivers(ctx: RequestContext, restaurantId: unknown) {
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'drivers.read');
    const drivers = await this.staff.driversOf(restaurant.id);
    return Promise.all(drivers.map((d) => this.balanceOf(restaurant.id, restaurant.timeZone, d)));
  }

  /**
   * Queues the settlement under its key and waits for it: done (the cash-out),
   * or pending when the consumer has not answered within the wait (the screen
   * reads it again with the key). Nothing owed: 409. The same key with another
   * request: 409.
   */
  async cashOut(ctx: RequestContext, raw: unknown, rawKey: unknown) {
    const input = cashOutInput.parse(raw);
    const key = idempotencyKey.nullish().parse(rawKey) ?? randomUUID();
    // An approval cashes out the one driver it names, once: claimed in the settlement's transaction.
    const { viewer, restaurant } = await this.access.terminal(ctx, 'drivers.cashout', APPROVED_ON_RECORD);
    const { driver } = await this.staff.driver(ctx, input.driverId, 'drivers.cashout', 'drivers.cashout');
    const job: CashoutJob = {
      restaurantId: restaurant.id,
      timeZone: restaurant.timeZone,
      driverId: driver.id,
      driverName: driver.name,
      key,
      requestHash: requestHash({ driverId: driver.id, countedCents: input.countedCents }),
      countedCents: input.countedCents,
      terminalId: input.terminal,
      approvedBy: approvedByOf(viewer),
      actor: actorOf(viewer),
      approver: approverOf(viewer),
      approval: approvalClaimOf(viewer),
      latestWithinSeconds: input.latestWithinSeconds ?? null,
    };
    // A retry after the answer needs no queue.
    const earlier = await this.tenants.run([restaurant.id], (tx) => cashoutByKey(tx, restaurant.id, key));
    const done = earlier ? answerOfEarlier(earlier, job) : await this.queue.run(job, this.waitMs);
    switch (done.outcome) {
      case 'nothing':
        throw conflict(NOTHING_TO_CASH_OUT);
      case 'key-reused':
        throw conflict(KEY_REUSED);
      case 'key-of-another-driver':
        throw conflict(KEY_OF_ANOTHER_DRIVER);
      case 'approval-used':
        throw approvalUsed();
      case 'pending':
        return { status: 'pending' as const, idempotencyKey: key, cashout: null };
      case 'done':
        return {
          status: 'done' as const,
          idempotencyKey: key,
          cashout: await this.read(restaurant, driver, done.cashoutId),
        };
    }
  }

  /** The outcome of a cash-out asked for with this key: done, still pending, or never asked (404). */
  async request(ctx: RequestContext, rawDriverId: unknown, rawKey: unknown) {
    const key = idempotencyKey.parse(rawKey);
    const { restaurant, driver } = await this.staff.driver(ctx, rawDriverId, 'drivers.read');
    const found = await this.tenants.run([restaurant.id], (tx) => cashoutByKey(tx, restaurant.id, key));
    if (found && found.driverId === driver.id) {
      return {
        status: 'done' as const,
        idempotencyKey: key,
        cashout: toCashout(found, driver.name, restaurant.timeZone),
      };
    }
    if (!found && (await this.queue.isQueued(restaurant.id, key, driver.id))) {
      return { status: 'pending' as const, idempotencyKey: key, cashout: null };
    }
    throw notFound(CASHOUT_NOT_ASKED);
  }

  /** A driver's cash-outs, newest first, each with who approved it. */
  async history(ctx: RequestContext, rawDriverId: unknown, first: unknown) {
    const limit = first === undefined || first === null ? 20 : historyLimit.parse(first);
    const { restaurant, driver } = await this.staff.driver(ctx, rawDriverId, 'drivers.read');
    const rows = await this.tenants.run([restaurant.id], (tx) =>
      tx
        .select()
        .from(cashouts)
        .where(and(eq(cashouts.restaurantId, restaurant.id), eq(cashouts.driverId, driver.id)))
        .orderBy(desc(cashouts.cashedOutAt))
        .limit(limit),
    );
    return rows.map((c) => toCashout(c, driver.name, restaurant.timeZone));
  }

  /**
   * Cash handed to a driver before a run, owed back at the next cash-out: a
   * manager session. Once per Idempotency-Key: a double tap hands one float;
   * the key again with another amount or driver is refused.
   */
  async handFloat(ctx: RequestContext, raw: unknown, rawKey?: unknown) {
    const input = floatInput.parse(raw);
    const key = idempotencyKey.nullish().parse(rawKey) ?? null;
    // An approval hands the one driver it names a float, once: claimed with the float, not on a replay.
    const { viewer, restaurant } = await this.access.terminal(ctx, 'drivers.cashout', APPROVED_ON_RECORD);
    const { driver } = await this.staff.driver(ctx, input.driverId, 'drivers.cashout', 'drivers.float');
    if (!driver.active) throw notFound(DRIVER_NOT_FOUND);
    const hash = requestHash({ driverId: driver.id, amountCents: input.amountCents });
    const handed = await this.tenants.run([restaurant.id], async (tx) => {
      const [made] = await tx
        .insert(floats)
        .values({
          restaurantId: restaurant.id,
          driverId: driver.id,
          amountCents: input.amountCents,
          givenBy: viewer.name,
          idempotencyKey: key,
          requestHash: key ? hash : null,
        })
        .onConflictDoNothing()
        .returning();
      if (!made) {
        const [first] = await tx
          .select()
          .from(floats)
          .where(and(eq(floats.restaurantId, restaurant.id), eq(floats.idempotencyKey, key!)));
        if (!first || first.requestHash !== hash) throw conflict(KEY_REUSED);
        return { row: first, replayed: true };
      }
      if (!(await claimApproval(tx, restaurant.id, approvalClaimOf(viewer)))) throw approvalUsed();
      await appendAudit(tx, restaurant, {
        kind: 'driver.float',
        summary: `Handed ${driver.name} a float of ${dollars(input.amountCents)}`,
        actor: actorOf(viewer),
        approver: approverOf(viewer),
        subjectId: driver.id,
        before: null,
        after: input.amountCents,
        detail: { floatId: made.id },
      });
      return { row: made, replayed: false };
    });
    if (!handed.replayed) await this.notices.tell(restaurant.id, 'float', { driverId: driver.id });
    const row = handed.row;
    return {
      id: row.id,
      driver: { id: driver.id, name: driver.name },
      amountCents: row.amountCents,
      givenAt: row.givenAt.toISOString(),
      givenBy: row.givenBy,
    };
  }

  private async read(restaurant: { id: string; timeZone: string }, driver: DriverRef, cashoutId: string) {
    const [row] = await this.tenants.run([restaurant.id], (tx) =>
      tx
        .select()
        .from(cashouts)
        .where(and(eq(cashouts.restaurantId, restaurant.id), eq(cashouts.id, cashoutId))),
    );
    return toCashout(row as CashoutRow, driver.name, restaurant.timeZone);
  }
}

/** Who approved it: the session's name (the owner's for a manager session), role and ids. */
const approvedByOf = (viewer: RestaurantViewer) => ({
  name: viewer.name,
  role: viewer.role,
  userId: viewer.id,
  employeeId: viewer.employeeId,
});
