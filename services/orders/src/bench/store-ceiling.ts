import { createLogger, createPool, prepareTenantRole, Tenants } from '@zest/kit';
import { eq } from 'drizzle-orm';
import { createOrdersDatabase, TENANT_ROLE, type OrdersTenants } from '../db/client';
import { menuCopies, orderLines, restaurants } from '../db/schema';
import { halvesIn } from '../orders/settings.service';
import { insertOrder, lockOrder, readOrder, saveOrder } from '../orders/order-store';
import { MenuIndex, priceLine, type LineSelection } from '../orders/pricing';

/**
 * The store's own ceiling for the cashier's order (`npm run bench`): the
 * same transactions the service runs for "create an order, add 3 lines,
 * read it back" — its own order store and pricing, one tenant transaction
 * per step — straight on PostgreSQL, with no HTTP, GraphQL or access checks
 * around them, at a given concurrency over a pool of that size.
 */
export interface CeilingResult {
  concurrency: number;
  seconds: number;
  orders: number;
  ordersPerSecond: number;
  medianMs: number;
  p95Ms: number;
  errors: number;
}

async function oneOrder(tenants: OrdersTenants, restaurantId: string, menu: MenuIndex, lines: LineSelection[]) {
  const ids = [restaurantId];
  // Each step reads the restaurant's copy first, as every request does (its access check).
  const restaurantRow = async () =>
    (await tenants.db.select().from(restaurants).where(eq(restaurants.id, restaurantId)))[0]!;
  const restaurant = await restaurantRow();
  const id = await tenants.run(ids, async (tx) => {
    const order = await insertOrder(tx, {
      restaurantId,
      orderType: 'togo',
      customerId: null,
      employeeName: 'Bench',
      employeeId: null,
      notes: '',
      scheduleTime: null,
      deliveryRateCents: restaurant.deliveryChargeCents,
      taxPercentage: restaurant.taxPercentage,
      timeZone: restaurant.timeZone,
    });
    await readOrder(tx, order.id, ids);
    return order.id;
  });
  for (const selection of lines) {
    await restaurantRow();
    await tenants.run(ids, async (tx) => {
      const order = (await lockOrder(tx, id, ids))!;
      const priced = priceLine(menu, selection, 1, await halvesIn(tx, restaurantId));
      await tx.insert(orderLines).values({
        restaurantId,
        orderId: id,
        kind: priced.kind,
        productName: priced.productName,
        parts: priced.parts,
        selection,
        unitPriceCents: priced.unitPriceCents,
        priceCents: priced.priceCents,
        menuVersion: menu.version,
      });
      await saveOrder(tx, order, { linesChanged: true });
      await readOrder(tx, id, ids);
    });
  }
  await restaurantRow();
  await tenants.run(ids, (tx) => readOrder(tx, id, ids));
}

export async function storeCeiling(o: {
  databaseUrl: string;
  restaurantId: string;
  lines: LineSelection[];
  concurrency: number;
  seconds: number;
}): Promise<CeilingResult> {
  const pool = createPool(o.databaseUrl, { max: o.concurrency }, createLogger('bench', 'silent'));
  try {
    const db = createOrdersDatabase(pool);
    const tenants = new Tenants(db, await prepareTenantRole(pool, TENANT_ROLE));
    const [copy] = await db.select().from(menuCopies).where(eq(menuCopies.restaurantId, o.restaurantId));
    if (!copy) throw new Error('The orders service has no menu for the bench restaurant yet.');
    const menu = new MenuIndex(copy.menu, copy.version);
    const took: number[] = [];
    let errors = 0;
    const until = Date.now() + o.seconds * 1000;
    await Promise.all(
      Array.from({ length: o.concurrency }, async () => {
        while (Date.now() < until) {
          const began = performance.now();
          try {
            await oneOrder(tenants, o.restaurantId, menu, o.lines);
            took.push(performance.now() - began);
          } catch {
            errors++;
          }
        }
      }),
    );
    took.sort((a, b) => a - b);
    const at = (q: number) => took[Math.min(took.length - 1, Math.floor(q * took.length))] ?? 0;
    return {
      concurrency: o.concurrency,
      seconds: o.seconds,
      orders: took.length,
      ordersPerSecond: took.length / o.seconds,
      medianMs: at(0.5),
      p95Ms: at(0.95),
      errors,
    };
  } finally {
    await pool.end();
  }
}
