import { randomInt, randomUUID } from 'node:crypto';
import { syncMenuToOrders } from '../../tools/test/menus';
import { api, clientIp, uniqueEmail } from '../../tools/test/support';
import type { Tenant } from '../../tools/test/tenants';

/**
 * A valid request for every REST route, aimed at the victim tenant, for the
 * access matrix (access-matrix.test.ts). A route without a sample fails the
 * matrix: adding a route means adding its sample here, and the matrix then
 * works out who may call it from the permission table.
 *
 * Samples ask the fixtures for the rows they touch. While the matrix checks
 * refusals the fixtures hand out standing rows (a refused call must change
 * nothing); while it checks admissions they make fresh ones, so a delete or
 * an edit never eats a row another call needs.
 */
type Json = Record<string, unknown>;

export interface Sample {
  params?: Record<string, string>;
  body?: Json;
  /** The query string, for paths that take one. */
  query?: Record<string, string>;
  /** 'self': the caller's own record (no resource named), so another owner is admitted to theirs. */
  target?: 'victim' | 'self';
  /** The call ends the session it is made with: it gets a session of its own. */
  endsSession?: boolean;
  /** What an admitted call answers when it is not a 2xx (e.g. a reset token that is not real). */
  admitted?: { status: number; code: string };
}

type J = Record<string, string>;

export class Fixtures {
  private standing: J = {};
  fresh = false;

  constructor(readonly victim: Tenant) {}

  private async post(path: string, body: Json, token = this.victim.owner.token): Promise<string> {
    const res = await api<J>('POST', path, { token, body, ip: clientIp() });
    if (res.status !== 201 && res.status !== 200)
      throw new Error(`fixture ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id!;
  }

  /** A standing row made once, or a fresh one per call while admissions are checked. */
  private async row(name: string, make: () => Promise<string>): Promise<string> {
    if (this.fresh) return make();
    return (this.standing[name] ??= await make());
  }

  get restaurantId() {
    return this.victim.restaurantId;
  }

  category = () => this.row('category', () => this.post('/api/product/createCategoryHandler', this.named()));
  product = async () => {
    const category = await this.category();
    return this.row('product', () =>
      this.post('/api/product/createProducts', {
        name: `Cheese ${randomInt(1e6)}`,
        price: 0,
        restaurant_id: this.restaurantId,
        category_id: category,
      }),
    );
  };
  size = async () => {
    const product = await this.product();
    return this.row('size', () =>
      this.post('/api/product/create_product_sizes', { product_id: product, size_name: 'L', price: 15 }),
    );
  };
  special = () => this.row('special', () => this.post('/api/special/create_specials', { ...this.named(), price: 20 }));
  specialItem = async () => {
    const special = await this.special();
    return this.row('specialItem', () =>
      this.post('/api/special/add_special-items', { special_id: special, product_name: 'L Cheese', quantity: 2 }),
    );
  };
  topping = () =>
    this.row('topping', () => this.post('/api/toppingAndSides/create_toppings', { ...this.named(), base_price: 1 }));
  /** A topping without its set of portion prices. */
  bareTopping = () =>
    this.row('bareTopping', () =>
      this.post('/api/toppingAndSides/create_toppings', { ...this.named(), base_price: 1 }),
    );
  extra = async () => {
    const topping = await this.topping();
    return this.row('extra', () =>
      this.post('/api/toppingAndSides/create_extras', {
        topping_id: topping,
        little_price: 1,
        regular_price: 2,
        extra_price: 3,
      }),
    );
  };
  side = () =>
    this.row('side', () => this.post('/api/toppingAndSides/create_sides', { ...this.named(), base_price: 3 }));
  /** An employee other than the sessions' own (changing theirs would end those sessions). */
  employee = () =>
    this.row('employee', () =>
      this.post('/api/employee/createEmpolyeeProfile', {
        security_pin: this.victim.securityPin,
        pin: pin(),
        name: 'Wes Worker',
        role: 'worker',
        restaurant_id: this.restaurantId,
      }),
    );
  /** A restaurant of the victim's that may be deleted (the standing one is the victim's own). */
  restaurant = () =>
    this.fresh
      ? this.post(`/api/restaurant/createRestaurants/${this.victim.owner.id}`, {
          name: 'Second Shop',
          security_pin: this.victim.securityPin,
          tax_percentage: '8',
          delivery_charge: '2',
          full_address: '1 Side St',
          phone_number: '555-010-3000',
        })
      : Promise.resolve(this.restaurantId);

  // Category names are unique in a restaurant: a name that cannot come up twice in a run.
  private named = () => ({ name: `Item ${randomUUID()}`, restaurant_id: this.restaurantId });

  // Orders and customers are made at the restaurant's terminal: a manager session.
  private readonly phones: Record<string, string> = {};
  private atTerminal = (path: string, body: Json) => this.post(path, body, this.victim.manager);

  customer = () =>
    this.row('customer', async () => {
      const phone = customerPhone();
      const id = await this.atTerminal('/api/customer/createACustomer', {
        restaurant_id: this.restaurantId,
        full_name: 'Casey Customer',
        phone_number: phone,
      });
      this.phones[id] = phone;
      return id;
    });
  phoneOf = (customerId: string) => this.phones[customerId]!;
  /** An order with one line (so it can be printed). */
  order = () =>
    this.row('order', async () => {
      const id = await this.atTerminal('/api/order/createOrder', {
        restaurant_id: this.restaurantId,
        order_type: 'togo',
      });
      await this.atTerminal('/api/order/addItemToOrder', { order_id: id, product_name: 'Soda', product_price: '2.00' });
      return id;
    });
  orderLine = async () => {
    const order = await this.order();
    return this.row('orderLine', () =>
      this.atTerminal('/api/order/addItemToOrder', { order_id: order, product_name: 'Cake', product_price: '5.00' }),
    );
  };
  /** A delivery order with a line, on the driver screen's unassigned list (the drivers service heard of it). */
  private waitingDelivery = async () => {
    const id = await this.atTerminal('/api/order/createOrder', {
      restaurant_id: this.restaurantId,
      order_type: 'delivery',
    });
    await this.atTerminal('/api/order/addItemToOrder', { order_id: id, product_name: 'Pizza', product_price: '20.00' });
    for (let i = 0; i < 250; i++) {
      const list = await api<{ order_id: string }[]>(
        'GET',
        `/api/driver_orders/getOrdersUnassignedController/${this.restaurantId}`,
        { token: this.victim.owner.token },
      );
      if (list.body.some((o) => o.order_id === id)) return id;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('the drivers service never listed the delivery');
  };
  waitingOrder = () => this.row('waitingOrder', this.waitingDelivery);
  /** A delivery the victim's driver took: something to owe, to mark out and back, to cash out. */
  private takenDelivery = async () => {
    const id = await this.waitingDelivery();
    await this.post('/api/driver_orders/createDriverOrder', { order_ids: [id] }, this.victim.driver);
    return id;
  };
  trip = () => this.row('trip', this.takenDelivery);
  /** A delivery the victim's driver took and came back from: owed, so a cash-out has something to settle. */
  delivered = () =>
    this.row('delivered', async () => {
      const id = await this.takenDelivery();
      await this.post(`/api/driver_orders/back/${this.victim.driverId}`, {}, this.victim.driver);
      return id;
    });
  /** The Idempotency-Key of a cash-out of the victim's driver. */
  cashoutKey = () =>
    this.row('cashoutKey', async () => {
      await this.delivered();
      const key = `key-${randomInt(1e9)}`;
      const res = await api('POST', '/api/driver_orders/createDriverCashout', {
        token: this.victim.manager,
        body: { driver_id: this.victim.driverId },
        headers: { 'idempotency-key': key },
      });
      if (res.status !== 201) throw new Error(`fixture cash-out: ${res.status} ${JSON.stringify(res.body)}`);
      return key;
    });

  /** A side the orders service prices from (its copy of the menu has it). */
  pricedSide = async () =>
    (this.standing.pricedSide ??= await (async () => {
      const id = await this.post('/api/toppingAndSides/create_sides', { ...this.named(), base_price: 2 });
      await syncMenuToOrders(this.victim.owner.token, this.restaurantId);
      return id;
    })());
}

/** A phone number no other customer of the restaurant has. */
const customerPhone = () => `555${randomInt(1_000_000, 10_000_000)}`;

/** A PIN no other employee of the restaurant has (the fixed ones are 4 digits). */
const pin = () => String(randomInt(100_000, 1_000_000));

export const SAMPLES: Record<string, (f: Fixtures) => Promise<Sample> | Sample> = {
  // Accounts
  'POST /api/auth/signup': () => ({
    body: { fullName: 'New Owner', email: uniqueEmail('new'), password: 'a-long-pass' },
  }),
  'POST /api/auth/signin': (f) => ({ body: { email: f.victim.owner.email, password: f.victim.owner.password } }),
  'POST /api/auth/signout': () => ({ target: 'self', endsSession: true }),
  'GET /api/auth/me': () => ({ target: 'self' }),
  'POST /api/auth/forgetPassword': (f) => ({ body: { email: f.victim.owner.email } }),
  'PUT /api/auth/updatePassword/{email}': (f) => ({
    params: { email: f.victim.owner.email },
    body: { password: 'a-long-pass', token: 'not-a-real-token' },
    admitted: { status: 400, code: 'BAD_USER_INPUT' },
  }),
  'PUT /api/auth/updateUsers/{userId}': (f) => ({
    params: { userId: f.victim.owner.id },
    // The same name and e-mail and no new password: the owner's sessions stay valid.
    body: { fullname: f.victim.owner.fullName, email: f.victim.owner.email, password: '' },
  }),
  'POST /api/auth/contact': () => ({
    body: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', subject: 'Hi', message: 'Hello there' },
  }),

  // Restaurants and staff
  'GET /api/restaurant/getAllRestaurants/{userId}': (f) => ({ params: { userId: f.victim.owner.id } }),
  'GET /api/restaurant/getRestaurantById/{restaurantId}/{userId}': (f) => ({
    params: { restaurantId: f.restaurantId, userId: f.victim.owner.id },
  }),
  'GET /api/restaurant/allowance': () => ({ target: 'self' }),
  'POST /api/restaurant/createRestaurants/{userId}': (f) => ({
    params: { userId: f.victim.owner.id },
    body: {
      name: 'Third Shop',
      security_pin: '9876',
      tax_percentage: 8,
      delivery_charge: 2.5,
      full_address: '3 Main St',
      phone_number: '555-010-4000',
    },
  }),
  'PUT /api/restaurant/updateRestaurant/{restaurantId}/{userId}': (f) => ({
    params: { restaurantId: f.restaurantId, userId: f.victim.owner.id },
    body: { password: f.victim.owner.password, description: 'Wood-fired, since 1990' },
  }),
  'DELETE /api/restaurant/deleteRestaurant/{restaurantId}/{userId}': async (f) => ({
    params: { restaurantId: await f.restaurant(), userId: f.victim.owner.id },
    body: { security_pin: f.victim.securityPin },
  }),
  'POST /api/restaurant/openRestaurant/{restaurantId}': (f) => ({
    params: { restaurantId: f.restaurantId },
    body: { security_pin: f.victim.securityPin },
  }),
  'POST /api/restaurant/confirmSecurityPin/{restaurantId}': (f) => ({
    params: { restaurantId: f.restaurantId },
    body: { security_pin: f.victim.securityPin },
  }),
  'POST /api/restaurant/cashierScreen/{restaurantId}': (f) => ({
    params: { restaurantId: f.restaurantId },
    body: { pin: '1111' },
  }),
  'POST /api/restaurant/driverScreen/{restaurantId}': (f) => ({
    params: { restaurantId: f.restaurantId },
    body: { pin: '2222' },
  }),
  'GET /api/employee/restaurant/AllEmployees/{restaurantId}': (f) => ({ params: { restaurantId: f.restaurantId } }),
  'GET /api/employee/restaurant/employeeProfile/{userId}': (f) => ({ params: { userId: f.victim.cashierId } }),
  'POST /api/employee/createEmpolyeeProfile': (f) => ({
    body: {
      security_pin: f.victim.securityPin,
      pin: pin(),
      name: 'Nia New',
      role: 'cashier',
      restaurant_id: f.restaurantId,
    },
  }),
  'PUT /api/employee/updateEmployeeProfile/{employeeId}': async (f) => ({
    params: { employeeId: await f.employee() },
    body: { name: 'Wes W.' },
  }),
  // The security PIN (ours, optional on REST) lets the row's operation run on GraphQL too, where it is required.
  'DELETE /api/employee/deleteEmployee/{employeeId}': async (f) => ({
    params: { employeeId: await f.employee() },
    body: { security_pin: f.victim.securityPin },
  }),

  // Billing
  'GET /api/stripe/getSubscriptionsByUser/{userId}': (f) => ({ params: { userId: f.victim.owner.id } }),
  'POST /api/stripe/create-checkout-session': (f) => ({
    body: { userId: f.victim.owner.id, priceId: 'price_regular_local' },
  }),
  'POST /api/stripe/create-portal-session': async (f) => ({ body: { customerId: await customerOf(f) } }),

  // Menu
  'GET /api/menu/{restaurantId}': (f) => ({ params: { restaurantId: f.restaurantId } }),
  'GET /api/product/getAllCategoriesHandler/{restaurantId}': (f) => ({ params: { restaurantId: f.restaurantId } }),
  'GET /api/product/getCategoryByIdHandler/{categoryId}/{restaurantId}': async (f) => ({
    params: { categoryId: await f.category(), restaurantId: f.restaurantId },
  }),
  // Category names are unique in a restaurant: each admitted caller creates one of its own.
  'POST /api/product/createCategoryHandler': (f) => ({
    body: { name: `Pasta ${randomUUID()}`, restaurant_id: f.restaurantId },
  }),
  'PUT /api/product/updateCategoryHandler/{categoryId}': async (f) => ({
    params: { categoryId: await f.category() },
    body: { name: `Pizzas ${randomUUID()}`, restaurant_id: f.restaurantId },
  }),
  'DELETE /api/product/deleteCategoryHandler/{categoryId}': async (f) => ({
    params: { categoryId: await f.category() },
  }),
  'GET /api/product/getAllProducts/{restaurantId}/{categoryId}': async (f) => ({
    params: { restaurantId: f.restaurantId, categoryId: await f.category() },
  }),
  'GET /api/product/getAllProductsByRestaurant/{restaurantId}': (f) => ({ params: { restaurantId: f.restaurantId } }),
  'GET /api/product/getProductById/{productId}/{restaurantId}': async (f) => ({
    params: { productId: await f.product(), restaurantId: f.restaurantId },
  }),
  'POST /api/product/createProducts': async (f) => ({
    body: { name: 'Calzone', price: 9.5, restaurant_id: f.restaurantId, category_id: await f.category() },
  }),
  'PUT /api/product/updateProduct/{id}': async (f) => ({
    params: { id: await f.product() },
    body: { name: 'Big Calzone', price: 11, restaurant_id: f.restaurantId },
  }),
  'DELETE /api/product/deleteProduct/{id}': async (f) => ({ params: { id: await f.product() } }),
  'GET /api/product/get_product_sizes/{productId}': async (f) => ({ params: { productId: await f.product() } }),
  'POST /api/product/create_product_sizes': async (f) => ({
    body: { product_id: await f.product(), size_name: 'XL', price: 18 },
  }),
  'PUT /api/product/update_product-sizes/{id}': async (f) => ({
    params: { id: await f.size() },
    body: { size_name: 'Large', price: 16 },
  }),
  'DELETE /api/product/delete_product-sizes/{id}': async (f) => ({ params: { id: await f.size() } }),
  'GET /api/product/get_special/{specialId}/{restaurantId}': async (f) => ({
    params: { specialId: await f.special(), restaurantId: f.restaurantId },
  }),
  'GET /api/special/get_all_specials/{restaurantId}': (f) => ({ params: { restaurantId: f.restaurantId } }),
  'GET /api/special/get_special-items/{specialId}': async (f) => ({ params: { specialId: await f.special() } }),
  'POST /api/special/create_specials': (f) => ({
    body: { name: 'Family Deal', price: 30, restaurant_id: f.restaurantId },
  }),
  'POST /api/special/add_special-items': async (f) => ({
    body: { special_id: await f.special(), product_name: 'Cheese', quantity: 1 },
  }),
  'PUT /api/special/update_specials/{id}': async (f) => ({
    params: { id: await f.special() },
    body: { name: 'Party Deal', price: 35, restaurant_id: f.restaurantId },
  }),
  'DELETE /api/special/delete_specials/{id}': async (f) => ({ params: { id: await f.special() } }),
  'DELETE /api/special/remove_special-items/{itemId}': async (f) => ({ params: { itemId: await f.specialItem() } }),
  'GET /api/toppingAndSides/get_toppings/{restaurantId}': (f) => ({ params: { restaurantId: f.restaurantId } }),
  'GET /api/toppingAndSides/get_topping_extras/{toppingId}': async (f) => ({
    params: { toppingId: await f.topping() },
  }),
  'POST /api/toppingAndSides/create_toppings': (f) => ({
    body: { name: 'Olives', base_price: 1.25, restaurant_id: f.restaurantId },
  }),
  'POST /api/toppingAndSides/create_extras': async (f) => ({
    body: { topping_id: await f.bareTopping(), little_price: 0.5, regular_price: 1, extra_price: 1.5 },
  }),
  'PUT /api/toppingAndSides/update_toppings/{id}': async (f) => ({
    params: { id: await f.topping() },
    body: { name: 'Black Olives', base_price: 1.5, restaurant_id: f.restaurantId },
  }),
  'PUT /api/toppingAndSides/update_extras/{id}': async (f) => ({
    params: { id: await f.extra() },
    body: { little_price: 1, regular_price: 2, extra_price: 4 },
  }),
  'DELETE /api/toppingAndSides/delete_toppings/{id}': async (f) => ({ params: { id: await f.topping() } }),
  'DELETE /api/toppingAndSides/delete_extras/{id}': async (f) => ({ params: { id: await f.extra() } }),
  'GET /api/toppingAndSides/get_sides/{restaurantId}': (f) => ({ params: { restaurantId: f.restaurantId } }),
  'POST /api/toppingAndSides/create_sides': (f) => ({
    body: { name: 'Garlic Knots', base_price: 4, restaurant_id: f.restaurantId },
  }),
  'PUT /api/toppingAndSides/update_sides/{id}': async (f) => ({
    params: { id: await f.side() },
    body: { name: 'Knots', base_price: 4.5, restaurant_id: f.restaurantId },
  }),
  'DELETE /api/toppingAndSides/delete_sides/{id}': async (f) => ({ params: { id: await f.side() } }),

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
  'GET /api/order/settings/{restaurantId}': (f) => ({ params: { restaurantId: f.restaurantId } }),
  'PUT /api/order/settings/{restaurantId}': (f) => ({
    params: { restaurantId: f.restaurantId },
    body: { half_topping_pricing: 'half' },
  }),
  'GET /api/address/suggest': () => ({ query: { q: '12 Main Street' } }),
  'POST /api/order/addOrderLine': async (f) => ({
    body: { order_id: await f.order(), side_id: await f.pricedSide(), quantity: 2 },
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
};

/** The victim's billing customer: made by a checkout of theirs. */
async function customerOf(f: Fixtures): Promise<string> {
  const read = async () =>
    (
      await api<{ stripe_customer_id: string | null }>(
        'GET',
        `/api/stripe/getSubscriptionsByUser/${f.victim.owner.id}`,
        { token: f.victim.owner.token },
      )
    ).body.stripe_customer_id;
  const known = await read();
  if (known) return known;
  await api('POST', '/api/stripe/create-checkout-session', {
    token: f.victim.owner.token,
    body: { userId: f.victim.owner.id, priceId: 'price_starter_local' },
  });
  const made = await read();
  if (!made) throw new Error('the victim has no billing customer after a checkout');
  return made;
}
