import { randomUUID } from 'node:crypto';
import { api, graphql } from '../../../tools/test/support';
import { newTenant, type Tenant } from '../../../tools/test/tenants';
import { addOpenItem, startOrder, type OrderAnswer } from './helpers';

/**
 * Customers (docs/product.md#customer-dialog): one restaurant's, found by
 * phone (10 or 11 digits, stored as digits) with their last order; the
 * documented messages; another restaurant's customers are not found.
 */
let t: Tenant;
let other: Tenant;

beforeAll(async () => {
  [t, other] = await Promise.all([newTenant('customers'), newTenant('other-customers')]);
});

interface CustomerAnswer {
  id: string;
  restaurant_id: string;
  full_name: string;
  phone_number: string;
  street_1: string;
  street_2: string;
  city: string;
  zipcode: string;
  country: string;
  notes: string;
  created_at: string;
  last_order?: OrderAnswer | null;
}

const form = (tenant: Tenant, phone: string, extra: Record<string, unknown> = {}) => ({
  restaurant_id: tenant.restaurantId,
  full_name: 'Maria Lopez',
  phone_number: phone,
  street_1: '42 Oak Avenue',
  street_2: 'Apt 3',
  city: 'Springfield',
  zipcode: '62704',
  country: 'USA',
  notes: 'Ring twice',
  ...extra,
});
const create = (tenant: Tenant, phone: string, extra: Record<string, unknown> = {}) =>
  api<CustomerAnswer>('POST', '/api/customer/createACustomer', {
    token: tenant.cashier,
    body: form(tenant, phone, extra),
  });
const byPhone = (tenant: Tenant, phone: string, token = tenant.cashier) =>
  api<CustomerAnswer>(
    'GET',
    `/api/customer/getCustomerByPhoneNumber/${encodeURIComponent(phone)}/${tenant.restaurantId}`,
    { token },
  );

describe('customers', () => {
  it('are created with the phone stored as its digits, and answer the documented shape', async () => {
    const made = await create(t, '(217) 555-0101');
    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      id: expect.any(String),
      restaurant_id: t.restaurantId,
      full_name: 'Maria Lopez',
      phone_number: '2175550101',
      street_1: '42 Oak Avenue',
      street_2: 'Apt 3',
      city: 'Springfield',
      zipcode: '62704',
      country: 'USA',
      notes: 'Ring twice',
      created_at: expect.any(String),
    });
    // One phone, one number (issue 47): the country code in front is the same phone.
    expect((await create(t, '1-217-555-0102')).body.phone_number).toBe('2175550102');
    expect((await create(t, '2175550103', { street_2: undefined, notes: null })).body).toMatchObject({
      street_2: '',
      notes: '',
    });
  });

  it('refuse a phone number that is not 10 or 11 digits, with the message of the form in use', async () => {
    const base = 'The phone number contain less or more than 10 digits';
    for (const phone of ['217555010', '217555010112', '21755501ab', '', 'phone']) {
      const res = await create(t, phone);
      expect([phone, res.status, res.body]).toEqual([phone, 400, { success: false, message: base }]);
    }
    const search = await byPhone(t, '12345');
    expect(search).toMatchObject({
      status: 400,
      body: { message: `${base}, Please update the customer phone number if exist` },
    });
    const mine = await create(t, '2175550104');
    const update = await api('PUT', `/api/customer/updateCustomerInfo/${mine.body.id}`, {
      token: t.cashier,
      body: form(t, '555'),
    });
    expect(update).toMatchObject({
      status: 400,
      body: { message: `${base}, Please Update the customer phone number` },
    });
    const nameless = await create(t, '2175550105', { full_name: ' ' });
    expect(nameless).toMatchObject({ status: 400, body: { message: 'Full name is required.' } });
  });

  it('have one phone number per restaurant; another restaurant may have the same one', async () => {
    expect((await create(t, '2175550110')).status).toBe(201);
    const again = await create(t, '217-555-0110');
    expect(again).toMatchObject({ status: 409, body: { message: expect.stringMatching(/already exists/) } });
    expect((await create(other, '2175550110')).status).toBe(201);
    const second = await create(t, '2175550111');
    const clash = await api('PUT', `/api/customer/updateCustomerInfo/${second.body.id}`, {
      token: t.cashier,
      body: form(t, '2175550110'),
    });
    expect(clash.status).toBe(409);
  });

  it('are one customer per phone however it is typed: with or without the country code (issue 47)', async () => {
    const made = await create(t, '+1 (217) 555-0177', { full_name: 'Lee Country' });
    expect(made.body.phone_number).toBe('2175550177');
    const twin = await create(t, '217.555.0177');
    expect(twin).toMatchObject({ status: 409, body: { message: expect.stringMatching(/already exists/) } });
    for (const typed of ['2175550177', '12175550177', '1-217-555-0177'])
      expect([typed, (await byPhone(t, typed)).body.id]).toEqual([typed, made.body.id]);
  });

  it('are found by phone with their last order, for a one-tap repeat', async () => {
    const made = await create(t, '2175550120', { full_name: 'Sam Regular' });
    const none = await byPhone(t, '2175550120');
    expect(none.body.last_order).toBeNull();
    const first = await startOrder(t.cashier, t.restaurantId, 'delivery', { customer_id: made.body.id });
    await addOpenItem(t.cashier, first.id, 'Large Pepperoni', '18.00');
    const second = await startOrder(t.cashier, t.restaurantId, 'pickup', { customer_id: made.body.id });
    await addOpenItem(t.cashier, second.id, 'Calzone', '13.00');
    // Started but empty: not a last order.
    await startOrder(t.cashier, t.restaurantId, 'pickup', { customer_id: made.body.id });

    const found = await byPhone(t, '(217) 555-0120');
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ id: made.body.id, full_name: 'Sam Regular' });
    expect(found.body.last_order).toMatchObject({
      id: second.id,
      order_type: 'pickup',
      customer_phone: '2175550120',
      items: [{ product_name: 'Calzone', product_price: '13.00' }],
    });
    const gql = await graphql<{ customerByPhone: { lastOrder: { orderNumber: number } } }>(
      'query($r: ID!, $p: String!) { customerByPhone(restaurantId: $r, phone: $p) { lastOrder { orderNumber } } }',
      { r: t.restaurantId, p: '2175550120' },
      { token: t.cashier },
    );
    expect(gql.data?.customerByPhone.lastOrder.orderNumber).toBe(second.order_number);
  });

  it("say 'No Customer Found' for a number nobody has (GraphQL: null)", async () => {
    expect(await byPhone(t, '2175559999')).toMatchObject({
      status: 404,
      body: { success: false, message: 'No Customer Found' },
    });
    const gql = await graphql(
      'query($r: ID!, $p: String!) { customerByPhone(restaurantId: $r, phone: $p) { id } }',
      { r: t.restaurantId, p: '2175559999' },
      { token: t.cashier },
    );
    expect(gql.data).toEqual({ customerByPhone: null });
  });

  it("are read by id only within the caller's restaurant", async () => {
    const made = await create(t, '2175550130');
    const path = `/api/customer/getCustomerById/${made.body.id}`;
    expect((await api('GET', path, { token: t.cashier })).body).toMatchObject({ id: made.body.id, last_order: null });
    expect((await api('GET', path, { token: t.owner.token })).status).toBe(200);
    for (const token of [other.cashier, other.manager, other.owner.token]) {
      expect(await api('GET', path, { token })).toMatchObject({ status: 404, body: { message: 'No Customer Found' } });
    }
    expect((await api('GET', path, { token: t.driver })).status).toBe(403);
    // Nor found, nor changed, by phone or by id, from another restaurant.
    expect((await byPhone(t, '2175550130', other.cashier)).status).toBe(404);
    const hijack = await api('PUT', `/api/customer/updateCustomerInfo/${made.body.id}`, {
      token: other.cashier,
      body: form(other, '2175550130', { full_name: 'Hijacked' }),
    });
    expect(hijack).toMatchObject({ status: 404, body: { message: 'No Customer Found' } });
    const wrongRestaurant = await api('PUT', `/api/customer/updateCustomerInfo/${made.body.id}`, {
      token: other.cashier,
      body: form(t, '2175550130', { full_name: 'Hijacked' }),
    });
    expect(wrongRestaurant.status).toBe(404);
    expect((await api('GET', path, { token: t.cashier })).body).toMatchObject({ full_name: 'Maria Lopez' });
  });

  it('are updated with the same form', async () => {
    const made = await create(t, '2175550140');
    const updated = await api<CustomerAnswer>('PUT', `/api/customer/updateCustomerInfo/${made.body.id}`, {
      token: t.manager,
      body: form(t, '2175550141', { full_name: 'Maria L.', street_1: '7 Pine Road', notes: '' }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      full_name: 'Maria L.',
      phone_number: '2175550141',
      street_1: '7 Pine Road',
      notes: '',
    });
    expect((await byPhone(t, '2175550141')).body.id).toBe(made.body.id);
    expect((await byPhone(t, '2175550140')).status).toBe(404);
  });

  it('made offline by a terminal, with the id it gave them, are created once, and a number already here is that customer', async () => {
    const make = `mutation($input: CustomerInput!) { createCustomer(input: $input) { id fullName phoneNumber } }`;
    type Made = { createCustomer: { id: string; fullName: string; phoneNumber: string } };
    const id = randomUUID();
    const input = { restaurantId: t.restaurantId, id, fullName: 'Offline Olga', phoneNumber: '2175550190' };
    const first = await graphql<Made>(make, { input }, { token: t.cashier });
    expect(first.data?.createCustomer).toEqual({ id, fullName: 'Offline Olga', phoneNumber: '2175550190' });
    // Sent again (the answer was lost): the same customer, not a phone clash.
    const again = await graphql<Made>(make, { input }, { token: t.cashier });
    expect(again.data?.createCustomer.id).toBe(id);
    // Another tablet made the same person offline: the customer already here is the answer.
    const twin = await graphql<Made>(
      make,
      { input: { ...input, id: randomUUID(), fullName: 'Olga' } },
      { token: t.cashier },
    );
    expect(twin.data?.createCustomer).toEqual(first.data?.createCustomer);
    // Without an id, the documented clash stands.
    const plain = await graphql(make, { input: { ...input, id: null } }, { token: t.cashier });
    expect(plain.errors?.[0]?.message).toMatch(/already exists/);
    // Another restaurant's id is another restaurant's customer: never this one's.
    const elsewhere = await graphql<Made>(
      make,
      { input: { ...input, restaurantId: other.restaurantId, phoneNumber: '2175550191' } },
      { token: other.cashier },
    );
    expect(elsewhere.data?.createCustomer.fullName).toBe('Offline Olga');
    expect((await byPhone(t, '2175550191')).status).toBe(404);
    const bad = await graphql(make, { input: { ...input, id: 'x' } }, { token: t.cashier });
    expect(bad.errors?.[0]?.message).toBe('A new customer’s id is a UUID, made by the terminal.');
  });
});
