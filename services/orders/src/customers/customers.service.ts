import { conflict, isId, isUniqueViolation, notFound, type RequestContext } from '@zest/kit';
import { and, eq, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { OrdersTenants } from '../db/client';
import { customers, orders, orderTrips, type OrderRow } from '../db/schema';
import type { OrderChanges } from '../live/order-notices';
import { customer, PHONE_MESSAGE, PHONE_ON_SEARCH, PHONE_ON_UPDATE, phoneNumber } from '../inputs';
import type { OrderReads } from '../orders/order-reads';
import { CUSTOMER_NOT_FOUND } from '../orders/validation';
import { toCustomer } from '../orders/views';
import type { CustomerModel } from '../orders/models';
import type { OrdersAccess } from '../tenancy/access';

export const PHONE_TAKEN = 'A customer with this phone number already exists in this restaurant.';

/** The customer form, with the phone message of the create or the update variant (docs/product.md#order-errors). */
const customerInput = (phoneMessage: string) =>
  z.object({
    restaurantId: z.string(),
    fullName: customer.fullName,
    phoneNumber: phoneNumber(phoneMessage),
    street1: customer.street1,
    street2: customer.street2,
    city: customer.city,
    zipcode: customer.zipcode,
    country: customer.country,
    notes: customer.notes,
  });
const createInput = customerInput(PHONE_MESSAGE);
const updateInput = customerInput(PHONE_ON_UPDATE);
const searchedPhone = phoneNumber(PHONE_ON_SEARCH);

/**
 * Customers belong to one restaurant; a phone number (digits only, 10 or 11)
 * finds one customer there. Found by phone, a customer comes with their last
 * order, for a one-tap repeat.
 */
export class CustomersService {
  constructor(
    private readonly tenants: OrdersTenants,
    private readonly access: OrdersAccess,
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

  async create(ctx: RequestContext, raw: unknown): Promise<CustomerModel> {
    const input = createInput.parse(raw);
    const restaurant = await this.access.forRestaurant(ctx, input.restaurantId, 'order.take');
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

  /**
   * The same form; restaurantId must be the customer's own restaurant. Their
   * deliveries not delivered yet move on a version, so the driver screen
   * hears of the new street within a second (the order events carry the
   * customer as they are now).
   */
  async update(ctx: RequestContext, id: unknown, raw: unknown): Promise<CustomerModel> {
    const input = updateInput.parse(raw);
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
