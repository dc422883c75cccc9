import { randomUUID } from 'node:crypto';
import { api, clientIp, graphql } from '../../../tools/test/support';
import { buildPizzeria, syncMenuToOrders, type Pizzeria } from '../../../tools/test/menus';
import { newTenant, type Tenant } from '../../../tools/test/tenants';
import { addLine, addOpenItem, ageOrder, dressedPizzaLine, readOrder, startOrder, type OrderAnswer } from './helpers';

/**
 * An order's life through the documented REST paths and GraphQL: numbers,
 * who took it and when from the server; lines priced by the server from its
 * copy of the menu; totals the server's; never twice with an Idempotency-Key;
 * prints and reprints; the 2-hour deletion rule with the security PIN checked
 * by auth.
 */
let t: Tenant;
let menu: Pizzeria;

beforeAll(async () => {
  t = await newTenant('orders');
  menu = await buildPizzeria(t);
});

const dressedPizza = (orderId: string) => ({ order_id: orderId, ...dressedPizzaLine(menu) });

describe('an order', () => {
  it('is numbered, timed and signed by the server, whatever the browser sends', async () => {
    const before = Date.now();
    const res = await api<{ id: string; order_number: number }>('POST', '/api/order/createOrder', {
      token: t.cashier,
      body: {
        restaurant_id: t.restaurantId,
        employee_name: 'Somebody Else',
        order_type: 'togo',
        total_price: '999.99',
        notes: '',
        schedule_time: '18:30',
        created_at: '1999-01-01T00:00:00Z',
        items: [],
      },
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['id', 'order_number']);
    const next = await startOrder(t.cashier, t.restaurantId);
    expect(next.order_number).toBe(res.body.order_number + 1);

    const order = (await readOrder(t.cashier, res.body.id)).body;
    expect(order).toMatchObject({
      employee_name: 'Carla',
      total_price: '0.00',
      schedule_time: '18:30',
      restaurant: { name: 'Tony’s Pizzeria', full_address: '12 Main St, Springfield', phone_number: '555-010-2000' },
    });
    // The restaurant's clock, with its offset: the same moment as the server's.
    expect(order.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(Date.parse(order.created_at)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(Date.parse(order.created_at)).toBeLessThanOrEqual(Date.now());

    // A manager session signs with the owner's name.
    const managers = await startOrder(t.manager, t.restaurantId);
    expect((await readOrder(t.manager, managers.id)).body.employee_name).toBe(t.owner.fullName);
  });

  it('is taken only in a restaurant session, and says so to an account', async () => {
    const body = { restaurant_id: t.restaurantId, order_type: 'togo' };
    const owner = await api('POST', '/api/order/createOrder', { token: t.owner.token, body });
    expect(owner.status).toBe(403);
    expect(owner.body.message).toMatch(/cashier screen/);
    const driver = await api('POST', '/api/order/createOrder', { token: t.driver, body });
    expect(driver.status).toBe(403);
    const other = await newTenant('other-orders');
    const stranger = await api('POST', '/api/order/createOrder', { token: other.cashier, body });
    expect(stranger).toMatchObject({ status: 404, body: { message: 'Restaurant not found.' } });
  });

  it('prices menu lines on the server and writes the receipt line', async () => {
    const { id } = await startOrder(t.cashier, t.restaurantId);
    const pizza = await addLine(t.cashier, dressedPizza(id));
    expect(pizza.status).toBe(201);
    expect(pizza.body).toMatchObject({
      product_name: 'Large Pizza; Extra Mushrooms ½ L; Regular Olives; Side: Ranch',
      unit_price: '23.74', // 20.99 + 0.75 (half of 1.50) + 1.25 + 0.75
      product_price: '47.48',
      quantity: 2,
      notes: 'well done',
      open: false,
      kind: 'product',
    });
    const special = await addLine(t.cashier, {
      order_id: id,
      special_id: menu.family,
      items: [
        { item_id: menu.familyPizzas, toppings: [{ topping_id: menu.cheese, level: 'little', placement: 'right' }] },
      ],
    });
    // 34.99 + half of 0.75 (0.375 → 0.38) on each of the 2 pizzas.
    expect(special.body).toMatchObject({
      product_name: 'Family Deal; 2 × Large Pizza, Little Cheese ½ R; Garlic Knots',
      product_price: '35.75',
    });
    const side = await addLine(t.cashier, { order_id: id, side_id: menu.knots });
    expect(side.body).toMatchObject({ product_name: 'Garlic Knots', product_price: '4.99' });
    // 88.22 + 8.875 % tax (782.95 cents → 7.83).
    expect(side.body.order).toMatchObject({
      subtotal: '88.22',
      delivery_charge: '0.00',
      tax_percentage: 8.875,
      tax: '7.83',
      total_price: '96.05',
    });

    const removed = await api<{ order: OrderAnswer }>('DELETE', `/api/order/deleteOrderItems/${side.body.id}`, {
      token: t.cashier,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.order).toMatchObject({ subtotal: '83.23', total_price: '90.62' });
    expect(removed.body.order.items.map((i) => i.product_name)).toHaveLength(2);
  });

  it('needs a size for a product with sizes, and refuses what the menu no longer has', async () => {
    const { id } = await startOrder(t.cashier, t.restaurantId);
    const noSize = await addLine(t.cashier, { order_id: id, product_id: menu.pizza });
    expect(noSize).toMatchObject({ status: 400, body: { message: 'Choose a size.' } });
    const twoThings = await addLine(t.cashier, { order_id: id, product_id: menu.calzone, side_id: menu.knots });
    expect(twoThings.status).toBe(400);

    const side = await api<{ id: string }>('POST', '/api/toppingAndSides/create_sides', {
      token: t.owner.token,
      body: { name: 'Soup of the day', base_price: '3.00', restaurant_id: t.restaurantId },
    });
    await syncMenuToOrders(t.owner.token, t.restaurantId);
    expect((await addLine(t.cashier, { order_id: id, side_id: side.body.id })).status).toBe(201);
    await api('DELETE', `/api/toppingAndSides/delete_sides/${side.body.id}`, { token: t.owner.token, body: {} });
    await syncMenuToOrders(t.owner.token, t.restaurantId);
    const gone = await addLine(t.cashier, { order_id: id, side_id: side.body.id });
    expect(gone).toMatchObject({
      status: 409,
      body: { message: 'This item is no longer on the menu.', reason: 'MENU_CHANGED' },
    });
    // The line added before the side went keeps its price.
    expect((await readOrder(t.cashier, id)).body.items[0]).toMatchObject({ product_price: '3.00' });
  });

  it('refuses toppings on a drink (its category takes none) and on a special item naming one, with a 400', async () => {
    const post = async (path: string, body: Record<string, unknown>) =>
      (await api<{ id: string }>('POST', path, { token: t.owner.token, body })).body.id;
    const r = t.restaurantId;
    const drinks = await post('/api/product/createCategoryHandler', {
      name: 'Drinks',
      restaurant_id: r,
      takes_toppings: false,
    });
    const soda = await post('/api/product/createProducts', {
      name: 'Soda',
      price: 0,
      restaurant_id: r,
      category_id: drinks,
    });
    const large = await post('/api/product/create_product_sizes', {
      product_id: soda,
      size_name: 'Large',
      price: '2.49',
    });
    const lunch = await post('/api/special/create_specials', { name: 'Lunch Combo', price: '9.99', restaurant_id: r });
    const sodaItem = await post('/api/special/add_special-items', {
      special_id: lunch,
      product_name: 'Large Soda',
      quantity: 1,
    });
    const pizzaItem = await post('/api/special/add_special-items', {
      special_id: lunch,
      product_name: 'Small Pizza',
      quantity: 1,
    });
    await syncMenuToOrders(t.owner.token, r);

    const { id } = await startOrder(t.cashier, r);
    const cheese = [{ topping_id: menu.cheese, level: 'regular' }];
    const plain = await addLine(t.cashier, { order_id: id, product_id: soda, size_id: large, sides: [menu.ranch] });
    expect(plain).toMatchObject({
      status: 201,
      body: { product_name: 'Large Soda; Side: Ranch', product_price: '3.24' },
    });
    const topped = await addLine(t.cashier, { order_id: id, product_id: soda, size_id: large, toppings: cheese });
    expect(topped).toMatchObject({ status: 400, body: { success: false, message: 'Soda takes no toppings.' } });
    const inSpecial = await addLine(t.cashier, {
      order_id: id,
      special_id: lunch,
      items: [{ item_id: sodaItem, toppings: cheese }],
    });
    expect(inSpecial).toMatchObject({ status: 400, body: { message: 'Large Soda takes no toppings.' } });
    const onThePizza = await addLine(t.cashier, {
      order_id: id,
      special_id: lunch,
      items: [{ item_id: pizzaItem, toppings: cheese }],
    });
    expect(onThePizza.status).toBe(201);
    // GraphQL says the same, as a bad input.
    const viaGraphQL = await graphql(
      'mutation($input: OrderLineInput!, $key: String) { addOrderLine(input: $input, idempotencyKey: $key) { line { id } } }',
      {
        input: { orderId: id, productId: soda, sizeId: large, toppings: [{ toppingId: menu.cheese }] },
        key: randomUUID(),
      },
      { token: t.cashier },
    );
    expect(viaGraphQL.errors?.[0]).toMatchObject({
      message: 'Soda takes no toppings.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await readOrder(t.cashier, id)).body.items).toHaveLength(2);
  });

  it('prices a topping on one half at the full price when the restaurant says so', async () => {
    const setting = (token: string, value: string) =>
      api('PUT', `/api/order/settings/${t.restaurantId}`, { token, body: { half_topping_pricing: value } });
    expect((await setting(t.cashier, 'full')).status).toBe(403);
    const set = await setting(t.manager, 'full');
    // Set back in the end whatever fails: the orders after this one price by the half.
    try {
      expect(set.body).toEqual({
        restaurant_id: t.restaurantId,
        half_topping_pricing: 'full',
        void_approval_minutes: 120,
        taking_minutes: 15,
        discount_approval_limit: '10.00',
        drawer_payout_limit: '20.00',
        drawer_drop_limit: '500.00',
        tips_offered: true,
        tip_percents: [15, 18, 20],
      });
      const { id } = await startOrder(t.cashier, t.restaurantId);
      const line = await addLine(t.cashier, dressedPizza(id));
      expect(line.body.unit_price).toBe('24.49'); // the whole 1.50 for extra mushrooms on one half
      expect((await api('GET', `/api/order/settings/${t.restaurantId}`, { token: t.cashier })).body).toMatchObject({
        half_topping_pricing: 'full',
      });
    } finally {
      await setting(t.owner.token, 'half');
    }
  });

  it('keeps an open item’s name and price as sent, marked open, for cashiers and managers only', async () => {
    const { id } = await startOrder(t.cashier, t.restaurantId);
    const open = await addOpenItem(t.cashier, id, 'Birthday candles', '1.5');
    expect(open.status).toBe(201);
    expect(open.body).toMatchObject({
      product_name: 'Birthday candles',
      product_price: '1.50',
      open: true,
      kind: 'open',
    });
    expect((await addOpenItem(t.manager, id, 'Balloon', '2.00')).status).toBe(201);
    expect((await addOpenItem(t.owner.token, id, 'Balloon', '2.00')).status).toBe(403);
    expect((await addOpenItem(t.cashier, id, 'Balloon', '-2')).status).toBe(400);
    expect((await readOrder(t.cashier, id)).body.subtotal).toBe('3.50');
  });

  it('refuses more toppings, sides or special items than a line takes, in the orders’ own words', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ toppings: Array(31).fill({ topping_id: randomUUID() }) }, 'At most 30 toppings on one item.'],
      [{ sides: Array(21).fill(randomUUID()) }, 'At most 20 sides on one item.'],
      [{ items: Array(21).fill({ item_id: randomUUID() }) }, 'At most 20 items in a special.'],
    ];
    for (const [over, message] of cases) {
      const res = await addLine(t.cashier, { order_id: randomUUID(), product_id: randomUUID(), ...over });
      expect(res).toMatchObject({ status: 400, body: { success: false, message } });
    }
  });

  it('takes money over GraphQL in integer cents: an open item’s price and the cash given', async () => {
    const { id } = await startOrder(t.cashier, t.restaurantId);
    const ADD = `mutation ($input: OpenItemInput!) {
      addOpenItem(input: $input) { line { priceCents } order { totalCents } }
    }`;
    type Added = { addOpenItem: { line: { priceCents: number }; order: { totalCents: number } } };
    const added = await graphql<Added>(
      ADD,
      { input: { orderId: id, name: 'Cake', priceCents: 1250 } },
      { token: t.cashier },
    );
    expect(added.data?.addOpenItem.line.priceCents).toBe(1250);
    for (const priceCents of [-1, 10_000_000]) {
      const refused = await graphql(ADD, { input: { orderId: id, name: 'Cake', priceCents } }, { token: t.cashier });
      expect(refused.errors?.[0]?.message).toBe('Price must be a whole number of cents from 0 to 9999999.');
    }
    const total = added.data!.addOpenItem.order.totalCents;
    const PRINT = `mutation ($id: ID!, $tender: TenderInput) {
      printOrder(id: $id, tender: $tender) { order { cashGivenCents changeDueCents } }
    }`;
    const short = await graphql(
      PRINT,
      { id, tender: { method: 'cash', cashGivenCents: total - 1 } },
      { token: t.cashier },
    );
    expect(short.errors?.[0]?.message).toBe('The cash given is less than the grand total.');
    const printed = await graphql<{ printOrder: { order: { cashGivenCents: number; changeDueCents: number } } }>(
      PRINT,
      { id, tender: { method: 'cash', cashGivenCents: total + 50 } },
      { token: t.cashier },
    );
    expect(printed.data?.printOrder.order).toEqual({ cashGivenCents: total + 50, changeDueCents: 50 });
  });

  it('never stores a total sent by a browser: the answer is the server’s', async () => {
    const { id } = await startOrder(t.cashier, t.restaurantId);
    await addOpenItem(t.cashier, id, 'Lemonade', '10.00');
    const pushed = await api<OrderAnswer>('PATCH', `/api/order/updateOrderTotalprice/${id}`, {
      token: t.cashier,
      body: { total_price: '0.01' },
    });
    expect(pushed.status).toBe(200);
    expect(pushed.body.total_price).toBe('10.89'); // 10.00 + 0.8875 → 0.89
    expect((await readOrder(t.cashier, id)).body.total_price).toBe('10.89');
    const viaGraphQL = await graphql<{ recomputeOrderTotals: { totalCents: number } }>(
      'mutation($id: ID!) { recomputeOrderTotals(id: $id) { totalCents } }',
      { id },
      { token: t.cashier },
    );
    expect(viaGraphQL.data?.recomputeOrderTotals.totalCents).toBe(1089);
  });

  it('adds the delivery charge to delivery orders only, at the rates of the day it was created', async () => {
    const customer = await api<{ id: string }>('POST', '/api/customer/createACustomer', {
      token: t.cashier,
      body: {
        restaurant_id: t.restaurantId,
        full_name: 'Dee Livery',
        phone_number: '5550102233',
        street_1: '1 Elm St',
      },
    });
    const { id } = await startOrder(t.cashier, t.restaurantId, 'delivery', { customer_id: customer.body.id });
    const line = await addLine(t.cashier, { order_id: id, product_id: menu.calzone });
    // 13.00 + 3.50, taxed: 16.50 × 8.875 % = 1.464 → 1.46.
    expect(line.body.order).toMatchObject({ delivery_charge: '3.50', tax: '1.46', total_price: '17.96' });
    const toPickup = await api<OrderAnswer[]>('PUT', `/api/order/updateOrder/${id}`, {
      token: t.cashier,
      body: { order_type: 'pickup' },
    });
    expect(toPickup.body[0]).toMatchObject({ order_type: 'pickup', delivery_charge: '0.00', total_price: '14.15' });
    const back = await api<OrderAnswer[]>('PUT', `/api/order/updateOrder/${id}`, {
      token: t.cashier,
      body: { order_type: 'delivery' },
    });
    expect(back.body[0]).toMatchObject({ customer_id: customer.body.id, total_price: '17.96' });

    // New rates reach orders by auth's restaurant events; this order keeps its own.
    const edited = await api('PUT', `/api/restaurant/updateRestaurant/${t.restaurantId}/${t.owner.id}`, {
      token: t.owner.token,
      body: { password: t.owner.password, delivery_charge: '5.00', tax_percentage: '10' },
    });
    expect(edited.status).toBe(200);
    let fresh: OrderAnswer | undefined;
    for (let i = 0; i < 100 && fresh?.tax_percentage !== 10; i++) {
      const o = await startOrder(t.cashier, t.restaurantId, 'delivery');
      fresh = (await readOrder(t.cashier, o.id)).body;
      await api('DELETE', `/api/order/deleteOrder/${o.id}`, { token: t.cashier });
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(fresh).toMatchObject({ tax_percentage: 10, delivery_charge: '5.00' });
    await api('PATCH', `/api/order/updateOrderTotalprice/${id}`, { token: t.cashier, body: {} });
    expect((await readOrder(t.cashier, id)).body).toMatchObject({
      tax_percentage: 8.875,
      delivery_charge: '3.50',
      total_price: '17.96',
    });
    await api('PUT', `/api/restaurant/updateRestaurant/${t.restaurantId}/${t.owner.id}`, {
      token: t.owner.token,
      body: { password: t.owner.password, delivery_charge: '3.50', tax_percentage: '8.875' },
    });
  });

  it('switches types freely, and to go drops the customer', async () => {
    const customer = await api<{ id: string }>('POST', '/api/customer/createACustomer', {
      token: t.cashier,
      body: { restaurant_id: t.restaurantId, full_name: 'Pat Pickup', phone_number: '5550104455' },
    });
    const { id } = await startOrder(t.cashier, t.restaurantId, 'pickup', { customer_id: customer.body.id });
    expect((await readOrder(t.cashier, id)).body).toMatchObject({
      customer_id: customer.body.id,
      customer_phone: '5550104455',
    });
    const togo = await api<OrderAnswer[]>('PUT', `/api/order/updateOrder/${id}`, {
      token: t.cashier,
      body: { order_type: 'togo', schedule_time: '19:15' },
    });
    expect(togo.body[0]).toMatchObject({ order_type: 'togo', customer_id: null, schedule_time: '19:15' });
    const again = await api<OrderAnswer[]>('PUT', `/api/order/updateOrder/${id}`, {
      token: t.cashier,
      body: { order_type: 'delivery', customer_id: customer.body.id, schedule_time: '' },
    });
    expect(again.body[0]).toMatchObject({ order_type: 'delivery', customer_id: customer.body.id, schedule_time: null });
    const badTime = await api('PUT', `/api/order/updateOrder/${id}`, {
      token: t.cashier,
      body: { schedule_time: '7pm' },
    });
    expect(badTime).toMatchObject({
      status: 400,
      body: { message: 'Schedule time must be a time of day, like 18:30.' },
    });
    // A customer of another restaurant is no customer here.
    const other = await newTenant('other-customer');
    const theirs = await api<{ id: string }>('POST', '/api/customer/createACustomer', {
      token: other.cashier,
      body: { restaurant_id: other.restaurantId, full_name: 'Not Yours', phone_number: '5550109999' },
    });
    const foreign = await api('PUT', `/api/order/updateOrder/${id}`, {
      token: t.cashier,
      body: { customer_id: theirs.body.id },
    });
    expect(foreign).toMatchObject({ status: 404, body: { message: 'No Customer Found' } });
  });
});

describe('never twice', () => {
  it('answers a retried createOrder with the first order and makes no second', async () => {
    const key = randomUUID();
    const body = { restaurant_id: t.restaurantId, order_type: 'togo' };
    const send = () =>
      api<{ id: string; order_number: number }>('POST', '/api/order/createOrder', {
        token: t.cashier,
        body,
        headers: { 'idempotency-key': key },
      });
    const [a, b, c] = await Promise.all([send(), send(), send()]);
    expect(a.body).toEqual(b.body);
    expect(b.body).toEqual(c.body);
    const next = await startOrder(t.cashier, t.restaurantId);
    expect(next.order_number).toBe(a.body.order_number + 1);

    const changed = await api('POST', '/api/order/createOrder', {
      token: t.cashier,
      body: { ...body, order_type: 'pickup' },
      headers: { 'idempotency-key': key },
    });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toMatch(/already used for a different request/);

    // GraphQL takes the key as an argument; the same key in another restaurant is another key.
    const gql = await graphql<{ createOrder: { id: string } }>(
      'mutation($input: CreateOrderInput!, $key: String) { createOrder(input: $input, idempotencyKey: $key) { id } }',
      { input: { restaurantId: t.restaurantId, orderType: 'togo' }, key },
      { token: t.cashier },
    );
    expect(gql.data?.createOrder.id).toBe(a.body.id);
  });

  it('keeps the number a terminal printed an order with offline, as a label its key does not depend on', async () => {
    const create = `mutation($input: CreateOrderInput!, $key: String) {
      createOrder(input: $input, idempotencyKey: $key) { id orderNumber offlineNumber } }`;
    type Created = { createOrder: { id: string; orderNumber: number; offlineNumber: string | null } };
    const key = randomUUID();
    const input = { restaurantId: t.restaurantId, orderType: 'togo', offlineNumber: 'K7-03' };
    const first = await graphql<Created>(create, { input, key }, { token: t.cashier });
    expect(first.data?.createOrder.offlineNumber).toBe('K7-03');
    // The same key without the label (an attempt sent before the tablet knew it was offline) is the same order.
    const again = await graphql<Created>(
      create,
      { input: { ...input, offlineNumber: null }, key },
      { token: t.cashier },
    );
    expect(again.data?.createOrder).toEqual(first.data?.createOrder);

    // Created before the tablet knew it was offline (the answer lost): the outbox's retry brings the label.
    const lost = randomUUID();
    const plain = await graphql<Created>(
      create,
      { input: { ...input, offlineNumber: null }, key: lost },
      { token: t.cashier },
    );
    expect(plain.data?.createOrder.offlineNumber).toBeNull();
    const labelled = await graphql<Created>(
      create,
      { input: { ...input, offlineNumber: 'K7-04' }, key: lost },
      { token: t.cashier },
    );
    expect(labelled.data?.createOrder).toEqual({ ...plain.data?.createOrder, offlineNumber: 'K7-04' });
    const later = await graphql<Created>(
      create,
      { input: { ...input, offlineNumber: 'K7-05' }, key: lost },
      { token: t.cashier },
    );
    expect(later.data?.createOrder.offlineNumber).toBe('K7-04');

    const bad = await graphql(create, { input: { ...input, offlineNumber: 'K7 03; drop' } }, { token: t.cashier });
    expect(bad.errors?.[0]?.message).toBe('An offline number is two letters or digits and a count, like K7-03.');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('gives each tablet of a restaurant a tag of its own for its offline numbers, and leaves order numbers alone', async () => {
    const fresh = await newTenant('terminal-tags');
    const tag = `mutation($r: ID!) { terminalTag(restaurantId: $r) }`;
    const tags: string[] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await graphql<{ terminalTag: string }>(tag, { r: fresh.restaurantId }, { token: fresh.cashier });
      tags.push(answer.data!.terminalTag);
    }
    expect(tags).toEqual(['AA', 'AB', 'AC']);
    // Counted in the row of the order numbers, which still start at 1.
    expect((await startOrder(fresh.cashier, fresh.restaurantId)).order_number).toBe(1);
    expect((await startOrder(fresh.cashier, fresh.restaurantId)).order_number).toBe(2);
    const next = await graphql<{ terminalTag: string }>(tag, { r: fresh.restaurantId }, { token: fresh.cashier });
    expect(next.data!.terminalTag).toBe('AD');
    // Only someone taking orders there asks: a driver, or another restaurant's cashier, is refused.
    const driver = await graphql(tag, { r: fresh.restaurantId }, { token: fresh.driver });
    expect(driver.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const stranger = await graphql(tag, { r: fresh.restaurantId }, { token: t.cashier });
    expect(stranger.data).toBeNull();
    expect(['FORBIDDEN', 'NOT_FOUND']).toContain(stranger.errors?.[0]?.extensions?.code);
  });

  it('adds a retried line once, even when the retries arrive together', async () => {
    const { id } = await startOrder(t.cashier, t.restaurantId);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => addLine(t.cashier, dressedPizza(id), key)));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const order = (await readOrder(t.cashier, id)).body;
    expect(order.items).toHaveLength(1);
    expect(order.subtotal).toBe('47.48');
    const other = await addLine(t.cashier, { ...dressedPizza(id), quantity: 1 }, key);
    expect(other.status).toBe(409);

    const openKey = randomUUID();
    const open = () =>
      api<{ id: string }>('POST', '/api/order/addItemToOrder', {
        token: t.cashier,
        body: { order_id: id, product_name: 'Napkins', product_price: '0.10' },
        headers: { 'idempotency-key': openKey },
      });
    expect((await open()).body.id).toBe((await open()).body.id);
    expect((await readOrder(t.cashier, id)).body.items).toHaveLength(2);
  });
});

describe('printing', () => {
  it('records every print: the first is the original, then REPRINT 1, 2 with the time; tender and change', async () => {
    const { id } = await startOrder(t.cashier, t.restaurantId);
    const empty = await api('POST', `/api/order/printOrder/${id}`, { token: t.cashier, body: {} });
    expect(empty).toMatchObject({ status: 400, body: { message: 'Add an item to the order before printing it.' } });
    await addOpenItem(t.cashier, id, 'Pizza', '18.00'); // 18.00 + 1.60 (1.5975) = 19.60

    const short = await api('POST', `/api/order/printOrder/${id}`, {
      token: t.cashier,
      body: { tender: 'cash', cash_given: '10' },
    });
    expect(short).toMatchObject({ status: 400, body: { message: 'The cash given is less than the grand total.' } });

    type Printed = { print: { number: number; stamp: string | null }; order: OrderAnswer };
    const first = await api<Printed>('POST', `/api/order/printOrder/${id}`, {
      token: t.cashier,
      body: { tender: 'cash', cash_given: '20' },
    });
    expect(first.body.print).toMatchObject({ number: 1, stamp: null });
    expect(first.body.order).toMatchObject({ tender: 'cash', cash_given: '20.00', change_due: '0.40', print_count: 1 });

    const second = await api<Printed>('POST', `/api/order/printOrder/${id}`, { token: t.manager });
    expect(second.body.print.number).toBe(2);
    expect(second.body.print.stamp).toMatch(/^REPRINT 1 · \d{4}-\d\d-\d\d \d\d:\d\d$/);
    // A reprint without a tender keeps the one recorded.
    expect(second.body.order).toMatchObject({ tender: 'cash', change_due: '0.40' });
    // A reprint never changes how it was paid: that is a tender correction, with a reason (issue 45).
    const switched = await api('POST', `/api/order/printOrder/${id}`, { token: t.cashier, body: { tender: 'card' } });
    expect(switched).toMatchObject({
      status: 409,
      body: { message: 'This order was paid by cash: to change how it was paid, correct the tender with a reason.' },
    });
    const third = await api<Printed>('POST', `/api/order/printOrder/${id}`, {
      token: t.cashier,
      body: { tender: 'cash', cash_given: '50' },
    });
    expect(third.body.print.stamp).toMatch(/^REPRINT 2 · /);
    expect(third.body.order).toMatchObject({
      tender: 'cash',
      cash_given: '50.00',
      change_due: '30.40',
      print_count: 3,
    });
    const read = (await readOrder(t.cashier, id)).body;
    expect(read.prints.map((p) => p.number)).toEqual([1, 2, 3]);
    expect(read.prints.map((p) => p.stamp?.split(' · ')[0] ?? null)).toEqual([null, 'REPRINT 1', 'REPRINT 2']);
  });
});

describe('deleting an order', () => {
  it('deletes an order being taken at once; an older one is a void, past 2 hours with the security PIN', async () => {
    const young = await startOrder(t.cashier, t.restaurantId);
    await addOpenItem(t.cashier, young.id, 'Soda', '2.00');
    expect((await api('DELETE', `/api/order/deleteOrder/${young.id}`, { token: t.cashier })).status).toBe(200);
    expect((await readOrder(t.cashier, young.id)).status).toBe(404);

    const old = await startOrder(t.cashier, t.restaurantId);
    await addOpenItem(t.cashier, old.id, 'Soda', '2.00');
    await ageOrder(old.id, new Date(Date.now() - 2 * 3600_000 - 60_000).toISOString());
    // No longer being taken: taking it back is a void, with a reason (docs/product.md#voids).
    const noReason = await api('DELETE', `/api/order/deleteOrder/${old.id}`, { token: t.cashier });
    expect(noReason).toMatchObject({ status: 400, body: { message: 'A void needs a reason.' } });
    const refused = await api('DELETE', `/api/order/deleteOrder/${old.id}?reason=Left`, { token: t.cashier });
    expect(refused).toMatchObject({ status: 403, body: { reason: 'PIN_REQUIRED' } });
    expect(refused.body.message).toMatch(/security PIN/);
    const viaGraphQL = await graphql(
      'mutation($id: ID!) { deleteOrder(id: $id, reason: "Left") { success } }',
      { id: old.id },
      {
        token: t.cashier,
      },
    );
    expect(viaGraphQL.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'PIN_REQUIRED' });

    const ip = clientIp();
    const wrong = await api('POST', `/api/restaurant/confirmSecurityPin/${t.restaurantId}`, {
      token: t.cashier,
      body: { security_pin: '0000', action: 'order.void', order_id: old.id },
      ip,
    });
    expect(wrong).toMatchObject({ status: 403, body: { message: 'Incorrect PIN.' } });
    const stepUp = await api<{ token: string; role: string; expires_at: string }>(
      'POST',
      `/api/restaurant/confirmSecurityPin/${t.restaurantId}`,
      { token: t.cashier, body: { security_pin: t.securityPin, action: 'order.void', order_id: old.id }, ip },
    );
    expect(stepUp.body.role).toBe('manager');
    const voided = await api('DELETE', `/api/order/deleteOrder/${old.id}?reason=Left`, { token: stepUp.body.token });
    expect(voided).toMatchObject({ status: 200, body: { success: true, message: 'Order voided.' } });
    // Kept, marked void: what was rung up stays in the books.
    expect((await readOrder(t.cashier, old.id)).body).toMatchObject({ voided: true, void_reason: 'Left' });
  });

  it('keeps order numbers: a deleted order’s number is never given again', async () => {
    const a = await startOrder(t.cashier, t.restaurantId);
    await api('DELETE', `/api/order/deleteOrder/${a.id}`, { token: t.cashier });
    const b = await startOrder(t.cashier, t.restaurantId);
    expect(b.order_number).toBe(a.order_number + 1);
  });
});

describe("another restaurant's orders", () => {
  it('are not found, to read or to change', async () => {
    const other = await newTenant('other-reader');
    const { id } = await startOrder(t.cashier, t.restaurantId);
    const line = await addOpenItem(t.cashier, id, 'Soda', '2.00');
    for (const [method, path, body] of [
      ['GET', `/api/order/getOrderWithItems/${id}`],
      ['PUT', `/api/order/updateOrder/${id}`, { order_type: 'pickup' }],
      ['PATCH', `/api/order/updateOrderTotalprice/${id}`, {}],
      ['POST', `/api/order/printOrder/${id}`, {}],
      ['DELETE', `/api/order/deleteOrder/${id}`],
      ['DELETE', `/api/order/deleteOrderItems/${line.body.id}`],
      ['POST', '/api/order/addItemToOrder', { order_id: id, product_name: 'X', product_price: '1' }],
    ] as const) {
      for (const token of [other.cashier, other.manager]) {
        const res = await api(method, path, { token, body });
        expect([path, res.status]).toEqual([path, 404]);
      }
    }
    expect((await readOrder(other.owner.token, id)).status).toBe(404);
    expect((await readOrder(t.owner.token, id)).status).toBe(200);
    expect((await readOrder(t.cashier, id)).body.items).toHaveLength(1);
  });
});
