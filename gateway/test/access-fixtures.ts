import { randomInt, randomUUID } from 'node:crypto';
import { api, clientIp, graphql } from '../../tools/test/support';
import type { Tenant } from '../../tools/test/tenants';
import { customerPhone, pin, type Json } from './access-sample';

/**
 * The rows the access matrix's samples touch (access-samples.ts), made through
 * the REST paths as the victim tenant's owner or its terminal. While the matrix
 * checks refusals they are standing rows (a refused call must change nothing);
 * while it checks admissions they are fresh ones, so a delete or an edit never
 * eats a row another call needs. The ordering page's and the kitchen
 * display's rows are Fixtures' (access-fixtures-online.ts).
 */
export { customerPhone, pin, type Json, type Sample } from './access-sample';

export type J = Record<string, string>;

export class CounterFixtures {
  protected standing: J = {};
  fresh = false;

  constructor(readonly victim: Tenant) {}

  protected async post(path: string, body: Json, token = this.victim.owner.token): Promise<string> {
    const res = await api<J>('POST', path, { token, body, ip: clientIp() });
    if (res.status !== 201 && res.status !== 200)
      throw new Error(`fixture ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id!;
  }

  /** A standing row made once, or a fresh one per call while admissions are checked. */
  protected async row(name: string, make: () => Promise<string>): Promise<string> {
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
  protected named = () => ({ name: `Item ${randomUUID()}`, restaurant_id: this.restaurantId });

  // Orders and customers are made at the restaurant's terminal: a manager session.
  private readonly phones: Record<string, string> = {};
  protected atTerminal = (path: string, body: Json) => this.post(path, body, this.victim.manager);

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
  /** An order with one line, printed and paid by card: on the kitchen display, and its tender may be corrected. */
  protected printedOrder = async () => {
    const order = await this.atTerminal('/api/order/createOrder', {
      restaurant_id: this.restaurantId,
      order_type: 'togo',
    });
    const line = await this.atTerminal('/api/order/addItemToOrder', {
      order_id: order,
      product_name: 'Soda',
      product_price: '2.00',
    });
    const printed = await api('POST', `/api/order/printOrder/${order}`, {
      token: this.victim.manager,
      body: { tender: 'card' },
      ip: clientIp(),
    });
    if (printed.status !== 200) throw new Error(`fixture print: ${printed.status} ${JSON.stringify(printed.body)}`);
    return { order, line };
  };
  /** A paid order whose tender may be corrected (to the door: no cash leaves a drawer). */
  paidOrder = () => this.row('paidOrder', async () => (await this.printedOrder()).order);
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
  protected takenDelivery = async () => {
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

  /** A discount of the list: a cent off, so many of them stay under the restaurant's limit. */
  discount = () =>
    this.row('discount', () =>
      this.post(`/api/order/settings/${this.restaurantId}/discounts`, {
        name: `Cent ${randomUUID()}`,
        kind: 'amount',
        amount: '0.01',
      }),
    );
  /** A discount given on an order (the id of the order's discount). */
  givenDiscount = async () => {
    const [order, discount] = [await this.order(), await this.discount()];
    return this.row('givenDiscount', async () => {
      const res = await api<{ discount_id: string }>('POST', '/api/order/discount', {
        token: this.victim.manager,
        body: { order_id: order, discount_id: discount, reason: 'fixture' },
        ip: clientIp(),
      });
      if (res.status !== 201) throw new Error(`fixture discount: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.discount_id;
    });
  };

  /** A tablet of the restaurant, registered at its terminal: what it sends as `terminal`, and its id. */
  tablet = () =>
    this.row('tablet', async () => {
      const made = await graphql<{ registerTerminal: { id: string; key: string } }>(
        'mutation($r: ID!) { registerTerminal(restaurantId: $r) { id key } }',
        { r: this.restaurantId },
        { token: this.victim.manager },
      );
      if (!made.data) throw new Error(`fixture tablet: ${JSON.stringify(made.errors)}`);
      return `${made.data.registerTerminal.id}.${made.data.registerTerminal.key}`;
    });
  /** A cash drawer open under a tablet of its own (one open drawer per tablet). */
  drawer = () =>
    this.row('drawer', async () => {
      const terminal = await this.tablet();
      const res = await api<{ id: string }>('POST', '/api/order/drawers/open', {
        token: this.victim.manager,
        body: { restaurant_id: this.restaurantId, terminal, float: '100.00' },
      });
      if (res.status !== 201) throw new Error(`fixture drawer: ${res.status} ${JSON.stringify(res.body)}`);
      this.drawerTablets[res.body.id] = terminal;
      return res.body.id;
    });
  private readonly drawerTablets: Record<string, string> = {};
  tabletOf = (drawerId: string) => this.drawerTablets[drawerId]!;
}
