import { badInput, DAY_MESSAGE, type RequestContext, type RestaurantAccess } from '@zest/kit';
import { sql } from 'drizzle-orm';
import type { DriversTenants } from '../db/client';

/** A pay period as auth's payroll names it (an entity reference). */
export interface PayPeriodRef {
  restaurantId: string;
  startsOn: string;
  endsOn: string;
}

const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * Drivers' delivery reimbursements of a pay period (docs/decisions/0085-the-time-clock.md): the delivery
 * charges of the deliveries they took whose orders count on the period's days, voided and deleted ones out —
 * what each kept at their cash-outs (they hand in the orders less the charges), listed on the payroll.
 */
export class Reimbursements {
  constructor(
    private readonly tenants: DriversTenants,
    private readonly access: RestaurantAccess,
  ) {}

  async ofPeriod(ctx: RequestContext, p: PayPeriodRef) {
    const restaurant = await this.access.forRestaurant(ctx, p.restaurantId, 'labour.read');
    if (!isDay(p.startsOn) || !isDay(p.endsOn)) throw badInput(DAY_MESSAGE);
    const { rows } = await this.tenants.run(
      [restaurant.id],
      (tx) =>
        tx.execute<{ driver_id: string; cents: number; trips: number }>(sql`
          SELECT t.driver_id, sum(o.delivery_charge_cents)::int AS cents, count(*)::int AS trips
          FROM trips t
          JOIN delivery_orders o ON o.restaurant_id = t.restaurant_id AND o.id = t.order_id
          WHERE t.restaurant_id = ${restaurant.id} AND o.order_day BETWEEN ${p.startsOn} AND ${p.endsOn}
            AND NOT o.deleted AND NOT o.voided AND o.order_type = 'delivery'
          GROUP BY t.driver_id
          ORDER BY t.driver_id`),
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    return rows.map((r) => ({ driverId: r.driver_id, cents: r.cents, trips: r.trips }));
  }
}
