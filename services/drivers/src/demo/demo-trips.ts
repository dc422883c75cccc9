import {
  addDays,
  atLocalTime,
  createLogger,
  createPool,
  localDate,
  prepareTenantRole,
  requestHash,
  Tenants,
  type OrderChanged,
} from '@zest/kit';
import { eq } from 'drizzle-orm';
import { settle } from '../cashouts/ledger';
import { createDriversDatabase, TENANT_ROLE, type DriversTenants } from '../db/client';
import { staff, trips } from '../db/schema';
import { upsertOrder } from '../projections/projections';

/**
 * The driver screens' part of the demo restaurant's week, so they show
 * something on the first visit: the demo driver took the week's deliveries,
 * came back from each, and was cashed out once, two days ago; the newest of
 * today's deliveries wait for a driver and a few are out now. No path takes a
 * past time (the server's clock decides), so the launcher writes these
 * straight into the drivers database through this service's own code (the
 * order projection, the settlement), once: a restaurant with trips gets none.
 */
export interface DemoDriver {
  id: string;
  name: string;
}

/** Whoever confirmed the demo's cash-out: the owner, with the security PIN (a manager session). */
export interface DemoApprover {
  name: string;
  userId: string;
}

const MINUTE = 60_000;

export async function seedDemoTrips(
  databaseUrl: string,
  o: {
    restaurant: { id: string; timeZone: string };
    driver: DemoDriver;
    approver: DemoApprover;
    /** The week's delivery orders, as the orders service reports them. */
    deliveries: OrderChanged[];
    now?: Date;
  },
): Promise<{ trips: number; cashouts: number }> {
  const pool = createPool(databaseUrl, { max: 2 }, createLogger('demo-trips', 'silent'));
  try {
    const tenants = new Tenants(createDriversDatabase(pool), await prepareTenantRole(pool, TENANT_ROLE));
    return await seed(tenants, o, o.now ?? new Date());
  } finally {
    await pool.end();
  }
}

async function seed(
  tenants: DriversTenants,
  o: Parameters<typeof seedDemoTrips>[1],
  now: Date,
): Promise<{ trips: number; cashouts: number }> {
  const { restaurant, driver } = o;
  const today = localDate(now, restaurant.timeZone);
  const settledBefore = atLocalTime(addDays(today, -1), 0, restaurant.timeZone);
  const plan = await tenants.run([restaurant.id], async (tx) => {
    const [any] = await tx.select({ id: trips.id }).from(trips).where(eq(trips.restaurantId, restaurant.id)).limit(1);
    if (any) return null;
    // The driver as auth will report them (version 0: auth's own event replaces it).
    await tx
      .insert(staff)
      .values({ id: driver.id, restaurantId: restaurant.id, name: driver.name, role: 'driver', version: 0 })
      .onConflictDoNothing();
    for (const e of o.deliveries) await upsertOrder(tx, e);
    return (
      o.deliveries
        .filter((e) => !e.deleted && e.lineCount > 0)
        .map((e) => ({ e, age: (now.getTime() - Date.parse(e.createdAt)) / MINUTE }))
        // The newest deliveries still wait for a driver.
        .filter(({ age }) => age > 25)
        .sort((a, b) => a.e.createdAt.localeCompare(b.e.createdAt))
    );
  });
  if (!plan) return { trips: 0, cashouts: 0 };
  const tripOf = ({ e, age }: (typeof plan)[number]) => {
    const assignedAt = new Date(Date.parse(e.firstPrintedAt ?? e.createdAt) + 10 * MINUTE);
    return {
      restaurantId: restaurant.id,
      orderId: e.id,
      driverId: driver.id,
      driverName: driver.name,
      assignedAt,
      assignedBy: driver.name,
      outAt: assignedAt,
      // Out for about half an hour; the last of today's are still out.
      backAt: age > 70 ? new Date(assignedAt.getTime() + 35 * MINUTE) : null,
    };
  };
  const settled = plan.filter(({ e }) => new Date(e.createdAt) < settledBefore);
  const open = plan.filter(({ e }) => new Date(e.createdAt) >= settledBefore);
  let cashouts = 0;
  if (settled.length) {
    await tenants.run([restaurant.id], (tx) => tx.insert(trips).values(settled.map(tripOf)));
    // Settled at closing time two days ago, through the same settlement the cashouts consumer runs.
    const at = atLocalTime(addDays(today, -2), 23 * 60 + 30, restaurant.timeZone);
    const done = await tenants.run([restaurant.id], (tx) =>
      settle(tx, {
        restaurantId: restaurant.id,
        timeZone: restaurant.timeZone,
        driverId: driver.id,
        driverName: driver.name,
        key: `demo-${restaurant.id}`,
        requestHash: requestHash({ demo: true }),
        countedCents: null,
        approvedBy: { name: o.approver.name, role: 'manager', userId: o.approver.userId, employeeId: null },
        at: at.toISOString(),
      }),
    );
    if (done.outcome === 'done') cashouts = 1;
  }
  if (open.length) await tenants.run([restaurant.id], (tx) => tx.insert(trips).values(open.map(tripOf)));
  return { trips: plan.length, cashouts };
}
