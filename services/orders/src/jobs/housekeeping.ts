import {
  appendAudit,
  createQueue,
  createConsumer,
  IDEMPOTENCY_KEPT,
  SYSTEM_ACTOR,
  USED_APPROVALS_KEPT,
  type Logger,
  type Metrics,
  type RedisClient,
} from '@zest/kit';
import type { Job, Queue, Worker } from 'bullmq';
import { Gauge } from 'prom-client';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { OrdersTenants, OrdersTransaction } from '../db/client';
import { idempotencyKeys, menuVersions, orders, restaurants, usedApprovals, type OrderRow } from '../db/schema';
import type { OrderChanges } from '../live/order-notices';
import { revenueDrift } from '../revenue/rollup';
import type { CardChecks } from '../payments/card-checks';

export const HOUSEKEEPING_QUEUE = 'orders-housekeeping';

/** One audit line per order housekeeping removed, on its restaurant's calendar. */
async function purgedOnTheTrail(tx: OrdersTransaction, gone: OrderRow[]): Promise<void> {
  if (!gone.length) return;
  const ids = [...new Set(gone.map((o) => o.restaurantId))];
  const zones = new Map(
    (
      await tx
        .select({ id: restaurants.id, timeZone: restaurants.timeZone })
        .from(restaurants)
        .where(inArray(restaurants.id, ids))
    ).map((r) => [r.id, r.timeZone]),
  );
  for (const order of gone) {
    await appendAudit(
      tx,
      { id: order.restaurantId, timeZone: zones.get(order.restaurantId) ?? 'America/New_York' },
      {
        kind: 'order.purge',
        summary: `Removed order #${order.orderNumber}: started at ${order.createdAt.toISOString()}, never a line, untouched for 30 minutes`,
        actor: SYSTEM_ACTOR,
        orderId: order.id,
        before: 0,
        after: 0,
        detail: { orderNumber: order.orderNumber, employeeName: order.employeeName },
      },
    );
  }
}

/** An order nobody added a line to, untouched this long, was started by mistake (docs/product.md#order-lifecycle). */
export const EMPTY_ORDER_AGE = sql`interval '30 minutes'`;

export type HousekeepingJob =
  | 'purge-empty-orders'
  | 'forget-idempotency-keys'
  | 'forget-old-menus'
  | 'check-revenue-rollups'
  | 'check-card-payments';

/** A menu version replaced this long ago can no longer price an order a tablet kept offline (decision 0046). */
export const OLD_MENU_KEPT = sql`interval '7 days'`;

/** Drifting cells shown in the log, at most (the metric counts them all). */
const DRIFT_LOGGED = 20;

/**
 * Repeatable upkeep of the orders database, on a BullMQ queue of its own: a
 * job scheduler per task (its id is the task's name, so every replica
 * declaring it makes one schedule, not one each), one consumer handling them.
 * Never run from a page load.
 */
export class Housekeeping {
  private readonly drift: Gauge;
  private readonly checked: Gauge;

  constructor(
    private readonly tenants: OrdersTenants,
    private readonly changes: OrderChanges,
    private readonly log: Logger,
    metrics: Metrics,
    /** The day's card money against Stripe (decision 0082); null on a server that takes no card payments. */
    private readonly cardChecks: Pick<CardChecks, 'sweep'> | null = null,
  ) {
    this.drift = new Gauge({
      name: 'revenue_rollup_drift_cells',
      help: 'Days × order types where the revenue rollup differs from the orders, at the last check (0 is right)',
      registers: [metrics.registry],
    });
    this.checked = new Gauge({
      name: 'revenue_rollup_checked_at_seconds',
      help: 'When the revenue rollup was last compared with the orders (Unix seconds)',
      registers: [metrics.registry],
    });
  }

  private readonly tasks: Record<HousekeepingJob, () => Promise<number>> = {
    'purge-empty-orders': () => this.purgeEmptyOrders(),
    'forget-idempotency-keys': () => this.forgetIdempotencyKeys(),
    'forget-old-menus': () => this.forgetOldMenus(),
    'check-revenue-rollups': () => this.checkRevenueRollups(),
    'check-card-payments': () => this.cardChecks?.sweep() ?? Promise.resolve(0),
  };

  /**
   * Orders started by mistake — never a line, never printed — untouched for
   * 30 minutes are deleted (kept hidden, like every deleted order), each with
   * a line on its restaurant's audit trail. An order that had lines is never
   * removed here: what was on it is the books'; nor one a tablet's outbox sent
   * (an offline number): its lines may still be on their way, up to a week.
   */
  async purgeEmptyOrders(): Promise<number> {
    const purged = await this.tenants.acrossRestaurants(async (tx) => {
      const gone = await tx
        .update(orders)
        .set({
          deletedAt: new Date(),
          deletedBy: 'housekeeping',
          updatedAt: new Date(),
          version: sql`${orders.version} + 1`,
        })
        .where(
          and(
            eq(orders.lineCount, 0),
            eq(orders.hadLines, false),
            eq(orders.printCount, 0),
            isNull(orders.deletedAt),
            isNull(orders.offlineNumber),
            lt(orders.updatedAt, sql`now() - ${EMPTY_ORDER_AGE}`),
          ),
        )
        .returning();
      await purgedOnTheTrail(tx, gone);
      return gone;
    });
    for (const order of purged) await this.changes.after(order, 'deleted');
    return purged.length;
  }

  /**
   * Keys past IDEMPOTENCY_KEPT (a week and a day: an offline paper's last call may come that late), and used
   * approvals' rows past theirs (the token lived 5 minutes).
   */
  async forgetIdempotencyKeys(): Promise<number> {
    const gone = await this.tenants.acrossRestaurants(async (tx) => [
      ...(await tx
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, sql`now() - ${IDEMPOTENCY_KEPT}`))
        .returning({ key: idempotencyKeys.key })),
      ...(await tx
        .delete(usedApprovals)
        .where(lt(usedApprovals.usedAt, sql`now() - ${USED_APPROVALS_KEPT}`))
        .returning({ key: usedApprovals.tokenId })),
    ]);
    return gone.length;
  }

  /** Menu versions replaced more than a week ago: no tablet holds an order priced from them any longer. */
  async forgetOldMenus(): Promise<number> {
    const gone = await this.tenants.acrossRestaurants((tx) =>
      tx.execute(sql`DELETE FROM ${menuVersions} AS old WHERE EXISTS (
          SELECT 1 FROM ${menuVersions} AS newer
          WHERE newer.restaurant_id = old.restaurant_id AND newer.version > old.version
            AND newer.published_at < now() - ${OLD_MENU_KEPT})`),
    );
    return gone.rowCount ?? 0;
  }

  /**
   * The revenue rollup against the raw sums of the orders, every restaurant
   * and day: it is kept in each order's own transaction, so any difference is
   * a bug (or a hand edit) to look at. Reported, not repaired: the log names
   * the cells, the metric counts them. Answers how many differ.
   */
  async checkRevenueRollups(): Promise<number> {
    const drift = await this.tenants.acrossRestaurants((tx) => revenueDrift(tx));
    this.drift.set(drift.length);
    this.checked.set(Math.floor(Date.now() / 1000));
    if (drift.length) {
      this.log.warn(
        { cells: drift.length, drift: drift.slice(0, DRIFT_LOGGED) },
        'revenue rollup differs from the orders',
      );
    }
    return drift.length;
  }

  async run(job: Job): Promise<number> {
    const task = this.tasks[job.name as HousekeepingJob];
    if (!task) throw new Error(`No housekeeping task named "${job.name}"`);
    const done = await task();
    this.log.info({ task: job.name, done }, 'housekeeping');
    return done;
  }

  /** Declares the schedules and starts the consumer. */
  async start(
    connection: RedisClient,
    commands: RedisClient,
    everyMs: number,
    revenueCheckEveryMs: number,
    cardCheckEveryMs = 3_600_000,
  ): Promise<{ queue: Queue; consumer: Worker }> {
    const queue = createQueue(HOUSEKEEPING_QUEUE, commands);
    await queue.upsertJobScheduler('purge-empty-orders', { every: everyMs }, { name: 'purge-empty-orders' });
    await queue.upsertJobScheduler(
      'check-revenue-rollups',
      { every: revenueCheckEveryMs },
      { name: 'check-revenue-rollups' },
    );
    await queue.upsertJobScheduler(
      'forget-idempotency-keys',
      { every: 3_600_000 },
      { name: 'forget-idempotency-keys' },
    );
    await queue.upsertJobScheduler('forget-old-menus', { every: 3_600_000 }, { name: 'forget-old-menus' });
    // Yesterday's card money against Stripe's, once the day has ended (docs/decisions/0082): only where cards are taken.
    if (this.cardChecks)
      await queue.upsertJobScheduler(
        'check-card-payments',
        { every: cardCheckEveryMs },
        { name: 'check-card-payments' },
      );
    const consumer = createConsumer(HOUSEKEEPING_QUEUE, (job) => this.run(job), connection, this.log, 1);
    return { queue, consumer };
  }
}
