import {
  atLocalTime,
  createLogger,
  createPool,
  localDate,
  prepareTenantRole,
  Tenants,
  type OrderChanged,
  type PricedMenu,
} from '@zest/kit';
import { and, eq } from 'drizzle-orm';
import { createOrdersDatabase, TENANT_ROLE, type OrdersTransaction } from '../db/client';
import {
  customers,
  orderCounters,
  orderLines,
  orderPrints,
  type OrderRow,
  type OrderType,
  type TenderMethod,
} from '../db/schema';
import { toOrderEvent } from '../orders/order-events';

import { insertOrder, saveOrder } from '../orders/order-store';
import { MenuIndex, priceLine, type LineSelection, type ToppingChoice } from '../lines/pricing';
import { DEFAULT_SETTINGS } from '../settings/settings.service';

/**
 * A week of believable orders for the demo restaurant, so its history,
 * revenue and driver screens show something on the first visit. The public API takes
 * no creation time (the server's clock decides), so the launcher writes these
 * straight into the orders database, through this service's own order store
 * and pricing, inside a tenant transaction: backdated honestly, priced like
 * any order. Once: a restaurant that has orders gets none.
 */
export interface DemoRestaurant {
  id: string;
  timeZone: string;
  taxPercentage: number;
  deliveryChargeCents: number;
}

export interface DemoTaker {
  name: string;
  employeeId: string | null;
}

const CUSTOMERS = [
  ['Maria Lopez', '2175550101', '42 Oak Avenue', 'Apt 3'],
  ['James Carter', '2175550102', '815 Washington Street', ''],
  ['Aisha Khan', '2175550103', '19 Lincoln Park Drive', ''],
  ['Tom Becker', '2175550104', '7 Elm Court', ''],
  ['Grace Kim', '2175550105', '300 Monroe Street', 'Suite 12'],
  ['Luis Ortega', '2175550106', '1220 South 5th Street', ''],
  ['Hannah Wright', '2175550107', '56 Cedar Lane', ''],
  ['Devon Brooks', '2175550108', '903 Walnut Street', 'Unit B'],
  ['Priya Patel', '2175550109', '14 Chestnut Hill Road', ''],
  ['Owen Fischer', '2175550110', '2401 Wabash Avenue', ''],
  ['Chloe Nguyen', '2175550111', '77 Spring Street', ''],
  ['Marcus Lee', '2175550112', '610 Adams Street', 'Apt 2F'],
] as const;

/** A small deterministic random source: the same week every time. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Random = ReturnType<typeof random>;

/** A line a customer would order from this menu. */
function aLine(menu: PricedMenu, r: Random): LineSelection {
  const topping = (): ToppingChoice => ({
    toppingId: r.pick(menu.toppings).id,
    level: r.pick(['regular', 'regular', 'extra', 'little'] as const),
    placement: r.chance(0.2) ? r.pick(['left', 'right'] as const) : 'whole',
  });
  const roll = r.next();
  if (roll < 0.12 && menu.specials.length) {
    const special = r.pick(menu.specials);
    const item = special.items[0];
    return {
      kind: 'special',
      specialId: special.id,
      items: item && r.chance(0.4) ? [{ itemId: item.id, toppings: [topping()], sides: [] }] : [],
    };
  }
  if (roll < 0.25 && menu.sides.length) return { kind: 'side', sideId: r.pick(menu.sides).id };
  const product = r.pick(menu.products);
  const sized = product.sizes.length > 0;
  const toppings = sized ? Array.from({ length: r.int(0, 3) }, topping) : [];
  return {
    kind: 'product',
    productId: product.id,
    sizeId: sized ? r.pick(product.sizes).id : null,
    toppings: [...new Map(toppings.map((t) => [t.toppingId, t])).values()],
    sides: r.chance(0.2) && menu.sides.length ? [r.pick(menu.sides).id] : [],
  };
}

/** Opening hours 11:00–22:00; more at lunch and dinner; more on Fridays and Saturdays. */
function minutesOfTheDay(r: Random, busy: boolean): number[] {
  const count = r.int(busy ? 22 : 13, busy ? 28 : 19);
  return Array.from({ length: count }, () => {
    const rush = r.next();
    const hour = rush < 0.35 ? r.int(11, 13) : rush < 0.8 ? r.int(17, 20) : r.int(14, 21);
    return hour * 60 + r.int(0, 59);
  }).sort((a, b) => a - b);
}

/**
 * Writes the week once. Answers how many orders it made and, for the
 * drivers' part of the demo, the delivery orders as the order events will
 * report them (the drivers service's demo gives them to the demo driver).
 */
export async function seedDemoOrders(
  databaseUrl: string,
  o: { restaurant: DemoRestaurant; menu: PricedMenu; takers: DemoTaker[]; now?: Date },
): Promise<{ created: number; deliveries: OrderChanged[] }> {
  const pool = createPool(databaseUrl, { max: 2 }, createLogger('demo-orders', 'silent'));
  try {
    const tenants = new Tenants(createOrdersDatabase(pool), await prepareTenantRole(pool, TENANT_ROLE));
    const { restaurant, takers } = o;
    const now = o.now ?? new Date();
    const menu = new MenuIndex(o.menu, 0);
    if (!o.menu.products.length || !takers.length) return { created: 0, deliveries: [] };
    return await tenants.run([restaurant.id], async (tx) => {
      const [counted] = await tx.select().from(orderCounters).where(eq(orderCounters.restaurantId, restaurant.id));
      if (counted) return { created: 0, deliveries: [] };
      const people = await tx
        .insert(customers)
        .values(
          CUSTOMERS.map(([fullName, phoneNumber, street1, street2]) => ({
            restaurantId: restaurant.id,
            fullName,
            phoneNumber,
            street1,
            street2,
            city: 'Springfield',
            zipcode: '62701',
            country: 'USA',
          })),
        )
        .onConflictDoNothing()
        .returning({ id: customers.id });
      const r = random(20_261_122);
      const times: Date[] = [];
      for (let daysAgo = 6; daysAgo >= 0; daysAgo--) {
        const day = localDate(new Date(now.getTime() - daysAgo * 86_400_000), restaurant.timeZone);
        const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
        for (const minute of minutesOfTheDay(r, weekday === 5 || weekday === 6)) {
          const at = atLocalTime(day, minute, restaurant.timeZone);
          if (at < now) times.push(at);
        }
      }
      const deliveries: OrderChanged[] = [];
      for (const createdAt of times) {
        const order = await demoOrder(tx, r, { restaurant, menu, source: o.menu, people, takers, createdAt, now });
        if (order.orderType !== 'delivery') continue;
        const [customer] = order.customerId
          ? await tx
              .select()
              .from(customers)
              .where(and(eq(customers.restaurantId, order.restaurantId), eq(customers.id, order.customerId)))
          : [];
        deliveries.push(toOrderEvent(order, customer ?? null));
      }
      return { created: times.length, deliveries };
    });
  } finally {
    await pool.end();
  }
}

async function demoOrder(
  tx: OrdersTransaction,
  r: Random,
  o: {
    restaurant: DemoRestaurant;
    menu: MenuIndex;
    source: PricedMenu;
    people: { id: string }[];
    takers: DemoTaker[];
    createdAt: Date;
    now: Date;
  },
): Promise<OrderRow> {
  const type = r.pick<OrderType>(['delivery', 'delivery', 'pickup', 'pickup', 'togo']);
  const taker = r.pick(o.takers);
  let order = await insertOrder(tx, {
    restaurantId: o.restaurant.id,
    orderType: type,
    customerId: type === 'togo' || !o.people.length ? null : r.pick(o.people).id,
    employeeName: taker.name,
    employeeId: taker.employeeId,
    notes: r.chance(0.1) ? r.pick(['Extra napkins', 'Call on arrival', 'Leave at the door']) : '',
    scheduleTime: null,
    deliveryRateCents: o.restaurant.deliveryChargeCents,
    taxPercentage: o.restaurant.taxPercentage,
    timeZone: o.restaurant.timeZone,
    createdAt: o.createdAt,
    takingMinutes: DEFAULT_SETTINGS.takingMinutes,
  });
  for (let i = r.int(1, 4); i > 0; i--) {
    const selection = aLine(o.source, r);
    const quantity = r.chance(0.15) ? 2 : 1;
    const priced = priceLine(o.menu, selection, quantity, 'half');
    await tx.insert(orderLines).values({
      restaurantId: o.restaurant.id,
      orderId: order.id,
      kind: priced.kind,
      productName: priced.productName,
      parts: priced.parts,
      selection,
      quantity,
      unitPriceCents: priced.unitPriceCents,
      priceCents: priced.priceCents,
      notes: r.chance(0.08) ? 'Well done' : '',
      menuVersion: o.menu.version,
      createdAt: new Date(o.createdAt.getTime() + 20_000),
    });
  }
  order = await saveOrder(tx, order, { linesChanged: true });
  const printedAt = new Date(o.createdAt.getTime() + r.int(2, 6) * 60_000);
  if (printedAt > o.now) return order;
  const tender = r.pick<TenderMethod>(type === 'delivery' ? ['door', 'card', 'cash'] : ['card', 'card', 'cash']);
  const cashGiven = tender === 'cash' ? Math.ceil(order.totalCents / 500) * 500 : null;
  // As a real evening: the kitchen bumped what it made; only the last few minutes' tickets are still up.
  const readyAt = new Date(printedAt.getTime() + r.int(10, 22) * 60_000);
  const bumped = readyAt <= o.now ? { kitchenReadyAt: readyAt, kitchenReadyBy: 'Kitchen' } : {};
  await tx.insert(orderPrints).values({
    restaurantId: o.restaurant.id,
    orderId: order.id,
    number: 1,
    printedBy: taker.name,
    printedAt,
  });
  return saveOrder(tx, order, {
    extra: {
      printCount: 1,
      firstPrintedAt: printedAt,
      lastPrintedAt: printedAt,
      tender,
      cashGivenCents: cashGiven,
      ...bumped,
    },
  });
}
