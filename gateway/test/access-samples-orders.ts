import { randomUUID } from 'node:crypto';
import { customerPhone, type Fixtures, type Sample } from './access-fixtures-online';

/** Days closed by the samples so far (the close path closes each day once). */
let closesAsked = 0;

/** The access matrix's samples for the terminal's paths: customers, orders and drivers (see access-samples.ts). */
export const ORDER_SAMPLES: Record<string, (f: Fixtures) => Promise<Sample> | Sample> = {
  // Customers
  'GET /api/customer/getCustomerByPhoneNumber/{phone}/{restaurantId}': async (f) => ({
    params: { phone: f.phoneOf(await f.customer()), restaurantId: f.restaurantId },
  }),
  'POST /api/customer/createACustomer': (f) => ({
    body: { restaurant_id: f.restaurantId, full_name: 'Nia New', phone_number: customerPhone() },
  }),
  'PUT /api/customer/updateCustomerInfo/{customerId}': async (f) => {
    const customerId = await f.customer();
    return {
      params: { customerId },
      body: { restaurant_id: f.restaurantId, full_name: 'Casey C.', phone_number: f.phoneOf(customerId) },
    };
  },
  'GET /api/customer/getCustomerById/{customerId}': async (f) => ({ params: { customerId: await f.customer() } }),

  // Orders
  'POST /api/order/createOrder': (f) => ({ body: { restaurant_id: f.restaurantId, order_type: 'togo' } }),
  'PATCH /api/order/updateOrderTotalprice/{orderId}': async (f) => ({
    params: { orderId: await f.order() },
    body: { total_price: '0.01' },
  }),
  'PUT /api/order/updateOrder/{orderId}': async (f) => ({
    params: { orderId: await f.order() },
    body: { schedule_time: '18:30' },
  }),
  'GET /api/order/getOrdersByRestaurant/{restaurantId}': (f) => ({
    params: { restaurantId: f.restaurantId },
    query: { order_type: 'togo', limit: '5' },
  }),
  'GET /api/order/getOrderWithItems/{orderId}': async (f) => ({ params: { orderId: await f.order() } }),
  'DELETE /api/order/deleteOrder/{orderId}': async (f) => ({ params: { orderId: await f.order() } }),
  'POST /api/order/printOrder/{orderId}': async (f) => ({
    params: { orderId: await f.order() },
    body: { tender: 'card' },
  }),
  'POST /api/order/correctTender/{orderId}': async (f) => ({
    params: { orderId: await f.paidOrder() },
    body: { tender: 'door', reason: 'Paid the driver' },
  }),
  'GET /api/order/settings/{restaurantId}': (f) => ({ params: { restaurantId: f.restaurantId } }),
  'PUT /api/order/settings/{restaurantId}': (f) => ({
    params: { restaurantId: f.restaurantId },
    body: { half_topping_pricing: 'half' },
  }),
  'GET /api/order/settings/{restaurantId}/discounts': (f) => ({ params: { restaurantId: f.restaurantId } }),
  'POST /api/order/settings/{restaurantId}/discounts': (f) => ({
    params: { restaurantId: f.restaurantId },
    body: { name: `Coupon ${customerPhone()}`, kind: 'amount', amount: '0.01', applies_to: 'order' },
  }),
  'PUT /api/order/settings/{restaurantId}/discounts/{discountId}': async (f) => ({
    params: { restaurantId: f.restaurantId, discountId: await f.discount() },
    body: { name: `Cent ${customerPhone()}`, kind: 'amount', amount: '0.01' },
  }),
  'POST /api/order/discount': async (f) => ({
    body: { order_id: await f.order(), discount_id: await f.discount(), reason: 'SAVE1' },
  }),
  'DELETE /api/order/discount/{discountId}': async (f) => ({ params: { discountId: await f.givenDiscount() } }),
  'GET /api/address/suggest': () => ({ query: { q: '12 Main Street' } }),
  'POST /api/order/addOrderLine': async (f) => ({
    body: { order_id: await f.order(), side_id: await f.pricedSide(), quantity: 2 },
  }),
  'POST /api/order/placeOrder': async (f) => ({
    body: {
      restaurant_id: f.restaurantId,
      order_type: 'togo',
      lines: [{ side_id: await f.pricedSide() }, { product_name: 'Balloon', product_price: '1.50' }],
      print: true,
      tender: 'card',
    },
  }),
  'POST /api/order/addItemToOrder': async (f) => ({
    body: { order_id: await f.order(), product_name: 'Balloon', product_price: '1.50' },
  }),
  'DELETE /api/order/deleteOrderItems/{itemId}': async (f) => ({ params: { itemId: await f.orderLine() } }),
  'GET /api/order/revenue/{restaurantId}': (f) => ({
    params: { restaurantId: f.restaurantId },
    query: { period: 'this_week' },
  }),
  'GET /api/order/audit/{restaurantId}': (f) => ({
    params: { restaurantId: f.restaurantId },
    query: { kind: 'order', limit: '5' },
  }),
  'GET /api/order/offlinePapers/{restaurantId}': (f) => ({ params: { restaurantId: f.restaurantId } }),
  'GET /api/order/days/{restaurantId}': (f) => ({ params: { restaurantId: f.restaurantId } }),
  'GET /api/labour/{restaurantId}/payroll.csv': (f) => ({ params: { restaurantId: f.restaurantId } }),
  'GET /api/order/days/{restaurantId}/{day}': (f) => ({ params: { restaurantId: f.restaurantId, day: '2026-01-01' } }),
  // Each caller admitted closes the next day of an old year: a day closes once.
  'POST /api/order/days/{restaurantId}/close': (f) => ({
    params: { restaurantId: f.restaurantId },
    body: { day: new Date(Date.UTC(2020, 0, 1 + closesAsked++)).toISOString().slice(0, 10) },
  }),
  'POST /api/order/drawers/open': async (f) => ({
    body: { restaurant_id: f.restaurantId, terminal: await f.tablet(), float: '100.00' },
  }),
  'GET /api/order/drawers/terminal/{terminalId}': async (f) => ({
    params: { terminalId: (await f.tablet()).split('.')[0]! },
  }),
  'POST /api/order/drawers/{drawerId}/moves': async (f) => {
    const drawerId = await f.drawer();
    return {
      params: { drawerId },
      body: { terminal: f.tabletOf(drawerId), kind: 'paid_in', amount: '1.00', reason: 'x' },
    };
  },
  'POST /api/order/drawers/{drawerId}/close': async (f) => {
    const drawerId = await f.drawer();
    return { params: { drawerId }, body: { terminal: f.tabletOf(drawerId), counted: '100.00' } };
  },
  'GET /api/order/drawers/{restaurantId}': (f) => ({
    params: { restaurantId: f.restaurantId },
    query: { day: '2026-11-22' },
  }),

  // Drivers
  'GET /api/driver_orders/getOrdersUnassignedController/{restaurantId}': (f) => ({
    params: { restaurantId: f.restaurantId },
  }),
  'POST /api/driver_orders/createDriverOrder': async (f) => ({
    body: { driver_id: f.victim.driverId, order_id: await f.waitingOrder(), assigned_at: '2026-01-01T00:00:00Z' },
  }),
  'PATCH /api/order/UpdateOutOfDelievery/{orderId}': async (f) => ({ params: { orderId: await f.trip() } }),
  'POST /api/driver_orders/createDriverCashout': async (f) => {
    await f.delivered();
    return { body: { driver_id: f.victim.driverId, amount: '1.00', counted: '20.00' } };
  },
  'PATCH /api/driver_orders/cashout/{driverId}': async (f) => {
    await f.delivered();
    return { params: { driverId: f.victim.driverId }, body: { cashed_out_at: '2026-01-01T00:00:00Z' } };
  },
  'GET /api/driver_orders/getDriverCashout/{driverId}': (f) => ({ params: { driverId: f.victim.driverId } }),
  'GET /api/driver_orders/assigned/{driverId}': (f) => ({
    params: { driverId: f.victim.driverId },
    query: { period: 'lastWeek' },
  }),
  'GET /api/driver_orders/drivers/{restaurantId}': (f) => ({ params: { restaurantId: f.restaurantId } }),
  'GET /api/driver_orders/out/{restaurantId}': (f) => ({ params: { restaurantId: f.restaurantId } }),
  'POST /api/driver_orders/back/{driverId}': async (f) => {
    await f.trip();
    return { params: { driverId: f.victim.driverId } };
  },
  'GET /api/driver_orders/cashouts/{driverId}': (f) => ({
    params: { driverId: f.victim.driverId },
    query: { limit: '5' },
  }),
  'GET /api/driver_orders/cashoutStatus/{driverId}': async (f) => ({
    params: { driverId: f.victim.driverId },
    query: { key: await f.cashoutKey() },
  }),
  'POST /api/driver_orders/float': (f) => ({ body: { driver_id: f.victim.driverId, amount: '20.00' } }),
  // Online ordering: public, the victim's page; the checkout reaches the server's pricing (a total other than
  // its own is refused, so nothing is written).
  'GET /api/online/{slug}/menu': async (f) => ({ params: { slug: await f.onlineSlug() } }),
  'GET /api/online/{slug}': async (f) => ({ params: { slug: await f.onlineSlug() } }),
  'POST /api/online/{slug}/orders': async (f) => ({
    params: { slug: await f.onlineSlug() },
    headers: { 'idempotency-key': randomUUID() },
    body: {
      order_type: 'pickup',
      full_name: 'Matrix Customer',
      phone_number: customerPhone(),
      lines: [{ side_id: await f.pricedSide() }],
      payment: 'pickup',
      expected_total: '0.01',
    },
    admitted: { status: 409, code: 'CONFLICT' },
  }),
  'GET /api/online/{slug}/status/{key}': async (f) => ({
    params: { slug: await f.onlineSlug(), key: await f.onlineStatusKey() },
  }),
  // Connect with Stripe (the sandbox on the test stack): the owner or a manager of the restaurant only.
  'POST /api/online/settings/{restaurantId}/connect-stripe': (f) => ({ params: { restaurantId: f.restaurantId } }),
  // Card readers (decision 0080): the owner or a manager of the restaurant, once it is connected with Stripe.
  'GET /api/restaurants/{restaurantId}/card-readers': (f) => ({ params: { restaurantId: f.restaurantId } }),
  'POST /api/restaurants/{restaurantId}/card-readers': async (f) => {
    await f.stripeConnected();
    return {
      params: { restaurantId: f.restaurantId },
      body: { registration_code: 'simulated-wpe', name: `Reader ${randomUUID().slice(0, 8)}` },
    };
  },
  'PATCH /api/card-readers/{id}': async (f) => ({ params: { id: await f.cardReader() }, body: { terminal_id: null } }),
  'DELETE /api/card-readers/{id}': async (f) => ({ params: { id: await f.cardReader() } }),
};
