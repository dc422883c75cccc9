import {
  badInput,
  createLogger,
  createPool,
  DAY_MESSAGE,
  prepareTenantRole,
  reconcileBooks,
  requireAccess,
  type RestaurantAccess,
  Tenants,
  type BooksCheck,
  type DriverBooks,
  type OrderBooks,
  type RequestContext,
} from '@zest/kit';
import { sql } from 'drizzle-orm';
import { createDriversDatabase, TENANT_ROLE, type DriversTenants, type DriversTransaction } from '../db/client';

/**
 * The drivers service's side of a day's books (kit/ops/books.ts): the trips of
 * the orders that count on that day. Settled trips say what they owed when
 * they were cashed out, adjustments what changed since, open trips what they
 * owe now; the delivery charges are the drivers' to keep; what a card paid at the door nobody owes; a card tip
 * given back after the cash-out is a tip, not an order's money, and stays out of the adjustments. A settled order
 * voided since is in the settled sum and in an adjustment that takes it back.
 */
export async function driverBooks(tx: DriversTransaction, restaurantId: string, day: string): Promise<DriverBooks> {
  const { rows } = await tx.execute<{
    trips: number;
    settled: number;
    owed: number;
    charges: number;
    adjustments: number;
    card: number;
  }>(sql`
    SELECT count(*) FILTER (WHERE NOT o.deleted AND NOT o.voided)::int AS trips,
           coalesce(sum(t.owed_cents) FILTER (WHERE t.cashout_id IS NOT NULL), 0)::int AS settled,
           coalesce(sum(o.total_cents - o.delivery_charge_cents - o.card_paid_cents)
             FILTER (WHERE t.cashout_id IS NULL AND NOT o.deleted AND NOT o.voided), 0)::int AS owed,
           coalesce(sum(o.delivery_charge_cents) FILTER (WHERE NOT o.deleted AND NOT o.voided), 0)::int AS charges,
           coalesce(sum(o.card_paid_cents) FILTER (WHERE NOT o.deleted AND NOT o.voided), 0)::int AS card,
           (SELECT coalesce(sum(a.amount_cents - a.tip_cents), 0)::int FROM adjustments a
              JOIN delivery_orders ao ON ao.restaurant_id = a.restaurant_id AND ao.id = a.order_id
             WHERE a.restaurant_id = ${restaurantId} AND ao.order_day = ${day}) AS adjustments
    FROM trips t
    JOIN delivery_orders o ON o.restaurant_id = t.restaurant_id AND o.id = t.order_id
    WHERE t.restaurant_id = ${restaurantId} AND o.order_day = ${day}`);
  const r = rows[0]!;
  return {
    trips: r.trips,
    settledCents: r.settled,
    adjustmentsCents: r.adjustments,
    owedCents: r.owed,
    deliveryChargesCents: r.charges,
    paidByCardCents: r.card,
  };
}

/** The drivers database's side of some restaurants' days, for `npm run books` (the platform may be stopped). */
export async function driverBooksOn(databaseUrl: string, wanted: { restaurantId: string; day: string }[]) {
  const pool = createPool(databaseUrl, { max: 2 }, createLogger('books', 'silent'));
  try {
    const tenants = new Tenants(createDriversDatabase(pool), await prepareTenantRole(pool, TENANT_ROLE));
    const out = [];
    for (const w of wanted) {
      out.push({ ...w, books: await tenants.run([w.restaurantId], (tx) => driverBooks(tx, w.restaurantId, w.day)) });
    }
    return out;
  } finally {
    await pool.end();
  }
}

export interface BooksRef {
  restaurantId: string;
  day: string;
  orders?: OrderBooks;
}

/**
 * The drivers' side of the operator console's books (admins): the trips of a
 * restaurant's day, and the check against the orders service's side, which
 * the gateway hands over with the reference (@requires).
 */
export class DriverBooksService {
  constructor(
    private readonly tenants: DriversTenants,
    private readonly access: RestaurantAccess,
  ) {}

  async drivers(ctx: RequestContext, ref: BooksRef): Promise<DriverBooks> {
    requireAccess(ctx, 'console.read');
    const day = isDay(ref.day) ? ref.day : null;
    if (!day) throw badInput(DAY_MESSAGE);
    const restaurant = await this.access.known(ref.restaurantId);
    return this.tenants.run([restaurant.id], (tx) => driverBooks(tx, restaurant.id, day), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
  }

  async check(ctx: RequestContext, ref: BooksRef): Promise<BooksCheck> {
    const drivers = await this.drivers(ctx, ref);
    return reconcileBooks(ref.orders!, drivers);
  }
}

const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
