import { conflict, isId, isUniqueViolation, notFound, type RequestContext, type RestaurantAccess } from '@zest/kit';
import { and, eq, inArray, isNotNull, isNull, notExists, or, sql } from 'drizzle-orm';
import type { OrdersTenants } from '../db/client';
import { customers, orders, orderTrips, type OrderRow } from '../db/schema';
import type { OrderChanges } from '../live/order-notices';
import { createCustomerInput, CUSTOMER_NOT_FOUND, searchedPhone, updateCustomerInput } from '../inputs';
import type { OrderReads } from '../orders/order-reads';
import { toCustomer } from '../orders/views';
import type { CustomerModel } from '../orders/models';

export const PHONE_TAKEN = 'A customer with this phone number already exists in this restaurant.';

/**
 * Customers belong to one restaurant; a phone number (digits only, 10 or 11)
 * finds one customer there. Found by phone, a customer comes with their last
 * order, for a one-tap repeat.
 */
export class CustomersService {
  constructor(
    private readonly tenants: OrdersTenants,
    private readonly access: RestaurantAccess,
    private readonly orders: OrderReads,
    private readonly changes: OrderChanges,
  ) {}

  async byPhone(ctx: RequestContext, restaurantId: unknown, phone: unknown): Promise<CustomerModel | null> {
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'order.take');
    const digits = searchedPhone.parse(phone);
    const [row] = await this.tenants.run([restaurant.id], (tx) =>
      tx
        .select()
        .from(customers)
        .where(and(eq(customers.restaurantId, restaurant.id), eq(customers.phoneNumber, digits))),
    );
    if (!row) return null;
    return { ...toCustomer(row), lastOrder: await this.orders.lastOrderIn(restaurant, row.id) };
  }

  /** A customer of one of the caller's restaurants; anyone else's is not found. */
  async get(ctx: RequestContext, id: unknown): Promise<CustomerModel> {
    const scope = await this.access.readable(ctx, 'order.read');
    if (!isId(id) || !scope.length) throw notFound(CUSTOMER_NOT_FOUND);
    const ids = scope.map((r) => r.id);
    const [row] = await this.tenants.run(ids, (tx) =>
      tx
        .select()
        .from(customers)
        .where(and(inArray(customers.restaurantId, ids), eq(customers.id, id))),
    );
    if (!row) throw notFound(CUSTOMER_NOT_FOUND);
    const restaurant = scope.find((r) => r.id === row.restaurantId)!;
    return { ...toCustomer(row), lastOrder: await this.orders.lastOrderIn(restaurant, row.id) };
  }

  /**
   * A new customer. One a terminal made offline comes with the id it gave
   * them (decision 0047): sent again, it is the same customer; and when
   * their phone number is already a customer here (the tablet could not
   * know), that customer is the answer, as a search by phone would give.
   */
  async create(ctx: RequestContext, raw: unknown): Promise<CustomerModel> {
    const { id, ...input } = createCustomerInput.parse(raw);
    const restaurant = await this.access.forRestaurant(ctx, input.restaurantId, 'order.take');
    if (id) return this.createOnce(restaurant.id, id, input);
    try {
      const [row] = await this.tenants.run([restaurant.id], (tx) =>
        tx
          .insert(customers)
          .values({ ...input, restaurantId: restaurant.id })
          .returning(),
      );
      return { ...toCustomer(row!), lastOrder: null };
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(PHONE_TAKEN);
      throw error;
    }
  }

  private async createOnce(
    restaurantId: string,
    id: string,
    input: Omit<ReturnType<typeof createCustomerInput.parse>, 'id'>,
  ): Promise<CustomerModel> {
    const row = await this.tenants.run([restaurantId], async (tx) => {
      const [made] = await tx
        .insert(customers)
        .values({ ...input, id, restaurantId })
        .onConflictDoNothing()
        .returning();
      if (made) return made;
      const [known] = await tx
        .select()
        .from(customers)
        .where(
          and(
            eq(customers.restaurantId, restaurantId),
            or(eq(customers.id, id), eq(customers.phoneNumber, input.phoneNumber)),
          ),
        )
        // Its own id first: a retry is the customer it made.
        .orderBy(sql`${customers.id} = ${id} DESC`)
        .limit(1);
      return known;
    });
    if (!row) throw conflict(PHONE_TAKEN);
    return { ...toCustomer(row), lastOrder: null };
  }

  /**
   * The same form; restaurantId must be the customer's own restaurant. Their
   * deliveries not delivered yet move on a version, so the driver screen
   * hears of the new street within a second (the order events carry the
   * customer as they are now).
   */
  async update(ctx: RequestContext, id: unknown, raw: unknown): Promise<CustomerModel> {
    const input = updateCustomerInput.parse(raw);
    const restaurant = await this.access.forRestaurant(ctx, input.restaurantId, 'order.take');
    if (!isId(id)) throw notFound(CUSTOMER_NOT_FOUND);
    try {
      const { row, moved } = await this.tenants.run([restaurant.id], async (tx) => {
        const [row] = await tx
          .update(customers)
          .set({ ...input, restaurantId: restaurant.id, updatedAt: new Date() })
          .where(and(eq(customers.restaurantId, restaurant.id), eq(customers.id, id)))
          .returning();
        if (!row) throw notFound(CUSTOMER_NOT_FOUND);
        const moved: OrderRow[] = await tx
          .update(orders)
          .set({ version: sql`${orders.version} + 1`, updatedAt: new Date() })
          .where(
            and(
              eq(orders.restaurantId, restaurant.id),
              eq(orders.customerId, row.id),
              eq(orders.orderType, 'delivery'),
              isNull(orders.deletedAt),
              isNull(orders.voidedAt),
              notExists(
                tx
                  .select({ one: sql`1` })
                  .from(orderTrips)
                  .where(
                    and(
                      eq(orderTrips.restaurantId, orders.restaurantId),
                      eq(orderTrips.orderId, orders.id),
                      isNotNull(orderTrips.backAt),
                    ),
                  ),
              ),
            ),
          )
          .returning();
        return { row, moved };
      });
      for (const order of moved) await this.changes.after(order, 'updated');
      return toCustomer(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(PHONE_TAKEN);
      throw error;
    }
  }
}
