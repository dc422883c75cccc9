import { randomUUID } from 'node:crypto';
import { createPool, prepareTenantRole, Tenants } from '@zest/kit';
import { Pool } from 'pg';
import { createOrdersDatabase, TENANT_ROLE } from '../src/db/client';
import { api, databaseUrl, type ApiResponse } from '../../../tools/test/support';
import type { Pizzeria } from '../../../tools/test/menus';

/** What the order paths answer (docs/product.md#api-orders), as far as the tests read it. */
export interface OrderAnswer {
  id: string;
  order_number: number;
  order_type: string;
  customer_id: string | null;
  customer_phone: string | null;
  employee_name: string;
  created_at: string;
  created_at_utc: string;
  schedule_time: string | null;
  items: {
    id: string;
    product_name: string;
    product_price: string;
    unit_price: string;
    open: boolean;
    quantity: number;
    kind: string;
    voided: boolean;
    void_reason: string | null;
    voided_by: string | null;
    void_approved_by: string | null;
  }[];
  subtotal: string;
  delivery_charge: string;
  tax_percentage: number;
  tax: string;
  total_price: string;
  tender: string | null;
  cash_given: string | null;
  change_due: string | null;
  print_count: number;
  being_taken_until: string | null;
  prints: { number: number; stamp: string | null; printed_at_local: string }[];
  restaurant: { name: string; full_address: string; phone_number: string; time_zone: string };
}

export type LineAnswer = OrderAnswer['items'][number] & { order: OrderAnswer };

/** Large pizza, extra mushrooms on the left half, olives, a ranch cup; two of them (47.48). */
export const dressedPizzaLine = (menu: Pizzeria) => ({
  product_id: menu.pizza,
  size_id: menu.large,
  toppings: [
    { topping_id: menu.mushrooms, level: 'extra', placement: 'left' },
    { topping_id: menu.olives, level: 'regular' },
  ],
  sides: [menu.ranch],
  quantity: 2,
  notes: 'well done',
});

/** A new order through the documented path; answers its id and number. */
export async function startOrder(
  token: string,
  restaurantId: string,
  type: 'delivery' | 'pickup' | 'togo' = 'togo',
  extra: Record<string, unknown> = {},
): Promise<{ id: string; order_number: number }> {
  const res = await api<{ id: string; order_number: number }>('POST', '/api/order/createOrder', {
    token,
    body: { restaurant_id: restaurantId, order_type: type, ...extra },
  });
  if (res.status !== 201) throw new Error(`createOrder: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export const addLine = (token: string, body: Record<string, unknown>, key?: string) =>
  api<LineAnswer>('POST', '/api/order/addOrderLine', {
    token,
    body,
    headers: key ? { 'idempotency-key': key } : {},
  });

export const addOpenItem = (token: string, orderId: string, name: string, price: string) =>
  api<LineAnswer>('POST', '/api/order/addItemToOrder', {
    token,
    body: { order_id: orderId, product_name: name, product_price: price },
  });

/** The first print, paid: in cash with $100 given unless another tender is said. */
export const printPaid = (
  token: string,
  orderId: string,
  tender: Record<string, string> = { tender: 'cash', cash_given: '100.00' },
) =>
  api<{ order: OrderAnswer }>('POST', `/api/order/printOrder/${orderId}`, {
    token,
    body: tender,
    headers: { 'idempotency-key': randomUUID() },
  });

export const readOrder = (token: string, orderId: string): Promise<ApiResponse<OrderAnswer>> =>
  api<OrderAnswer>('GET', `/api/order/getOrderWithItems/${orderId}`, { token });

/** Every order of a restaurant's history, all pages, newest first. */
export async function history(token: string, restaurantId: string): Promise<OrderAnswer[]> {
  const all: OrderAnswer[] = [];
  for (let before = ''; ;) {
    const page = await api<{ orders: OrderAnswer[]; next_before: number | null }>(
      'GET',
      `/api/order/getOrdersByRestaurant/${restaurantId}?limit=100${before}`,
      { token },
    );
    all.push(...page.body.orders);
    if (!page.body.next_before) return all;
    before = `&before=${page.body.next_before}`;
  }
}

/** A statement on the orders database as its owner (a superuser: no row-level security), for what no path may do. */
export async function onOrdersDatabase<T = Record<string, unknown>>(text: string, values: unknown[] = []) {
  const pool = new Pool({ connectionString: databaseUrl('zest_orders'), max: 1 });
  try {
    return (await pool.query(text, values)).rows as T[];
  } finally {
    await pool.end();
  }
}

/** Moves an order's creation back in time, as if it had been taken then (and stopped being taken 15 minutes later). */
export const ageOrder = (orderId: string, createdAt: string) =>
  onOrdersDatabase(
    `UPDATE orders SET created_at = $2, updated_at = $2, being_taken_until = $2::timestamptz + interval '15 minutes'
     WHERE id = $1`,
    [orderId, createdAt],
  );

/** The orders service's own store code, on its database (as the bench, the demo, the books and the drift job use it). */
export async function withOrdersStore<T>(
  work: (tenants: Tenants<ReturnType<typeof createOrdersDatabase>>) => Promise<T>,
): Promise<T> {
  const pool = createPool(databaseUrl('zest_orders'), { max: 2 });
  try {
    return await work(new Tenants(createOrdersDatabase(pool), await prepareTenantRole(pool, TENANT_ROLE)));
  } finally {
    await pool.end();
  }
}
