import { seedDemoOrders } from '../src/demo/demo-orders';
import { pricedMenuOf, type RestMenu } from '../../../tools/stack/priced-menu';
import { api, databaseUrl } from '../../../tools/test/support';
import { buildPizzeria } from '../../../tools/test/menus';
import { newTenant } from '../../../tools/test/tenants';
import { history } from './helpers';

/** The demo restaurant's week of orders (services/orders/README.md#demo-orders), on a restaurant of this test's own. */
it('gives a restaurant a week of priced orders of every type by several people, once', async () => {
  const t = await newTenant('demo-week', { timeZone: 'America/Chicago' });
  await buildPizzeria(t);
  const menu = pricedMenuOf((await api<RestMenu>('GET', `/api/menu/${t.restaurantId}`, { token: t.owner.token })).body);
  const now = new Date();
  const seed = () =>
    seedDemoOrders(databaseUrl('zest_orders'), {
      restaurant: { id: t.restaurantId, timeZone: 'America/Chicago', taxPercentage: 8.875, deliveryChargeCents: 350 },
      menu,
      takers: [
        { name: 'Casey Cashier', employeeId: null },
        { name: 'Riley Register', employeeId: null },
      ],
      now,
    });
  const { created, deliveries } = await seed();
  expect(created).toBeGreaterThan(60);

  const orders = await history(t.owner.token, t.restaurantId);
  expect(orders).toHaveLength(created);
  expect(new Set(orders.map((o) => o.order_type))).toEqual(new Set(['delivery', 'pickup', 'togo']));
  expect(new Set(orders.map((o) => o.employee_name))).toEqual(new Set(['Casey Cashier', 'Riley Register']));
  const days = new Set(orders.map((o) => o.created_at.slice(0, 10)));
  expect(days.size).toBeGreaterThanOrEqual(6);
  expect(days.size).toBeLessThanOrEqual(7);
  for (const o of orders) {
    expect(Date.parse(o.created_at)).toBeLessThanOrEqual(now.getTime());
    expect(Date.parse(o.created_at)).toBeGreaterThan(now.getTime() - 7 * 86_400_000);
    const lines = o.items.reduce((sum, i) => sum + Math.round(Number(i.product_price) * 100), 0);
    expect(Math.round(Number(o.subtotal) * 100)).toBe(lines);
    const sum = ['subtotal', 'delivery_charge', 'tax'].reduce(
      (s, k) => s + Math.round(Number(o[k as 'subtotal']) * 100),
      0,
    );
    expect(Math.round(Number(o.total_price) * 100)).toBe(sum);
    expect(o.delivery_charge).toBe(o.order_type === 'delivery' ? '3.50' : '0.00');
    if (o.order_type === 'togo') expect(o.customer_id).toBeNull();
  }
  // Numbered in the order they were taken.
  const byNumber = [...orders].sort((a, b) => a.order_number - b.order_number);
  expect(byNumber.map((o) => o.created_at_utc)).toEqual([...byNumber.map((o) => o.created_at_utc)].sort());
  expect(orders.filter((o) => o.print_count === 1).length).toBeGreaterThan(created * 0.9);

  // The deliveries, as the order events report them, for the drivers' part of the demo.
  const delivered = orders.filter((o) => o.order_type === 'delivery');
  expect(deliveries.map((e) => e.id).sort()).toEqual(delivered.map((o) => o.id).sort());
  for (const e of deliveries) {
    const o = delivered.find((d) => d.id === e.id)!;
    expect(e).toMatchObject({
      orderType: 'delivery',
      orderNumber: o.order_number,
      totalCents: Math.round(Number(o.total_price) * 100),
    });
  }

  expect(await seed()).toEqual({ created: 0, deliveries: [] });
});
