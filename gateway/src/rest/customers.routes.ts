import {
  customer,
  CUSTOMER_NOT_FOUND,
  PHONE_MESSAGE,
  PHONE_ON_SEARCH,
  PHONE_ON_UPDATE,
  phoneNumber,
} from '@zest/orders/inputs';
import { id, RESTAURANT_NOT_FOUND } from '@zest/kit';
import { z } from 'zod';
import { graphql } from './generated';
import { customerResponse, customerShape, orderResponse, orderShape } from './order-shapes';
import { noBody, route } from './table';

/** docs/product.md#api-customers: a customer belongs to the restaurant named; a phone number finds one. */

/** The customer form as the original sends it, with the phone message of the create or the update. */
const customerBody = (phoneMessage: string) =>
  z.object({
    restaurant_id: id(RESTAURANT_NOT_FOUND),
    full_name: customer.fullName,
    phone_number: phoneNumber(phoneMessage),
    street_1: customer.street1,
    street_2: customer.street2,
    city: customer.city,
    zipcode: customer.zipcode,
    country: customer.country,
    notes: customer.notes,
  });

const customerInput = (b: z.output<ReturnType<typeof customerBody>>) => ({
  restaurantId: b.restaurant_id,
  fullName: b.full_name,
  phoneNumber: b.phone_number,
  street1: b.street_1,
  street2: b.street_2,
  city: b.city,
  zipcode: b.zipcode,
  country: b.country,
  notes: b.notes,
});

const withLastOrder = customerResponse.extend({
  last_order: orderResponse.nullable().describe("the customer's most recent order with its items, for a repeat"),
});

export const customerRoutes = [
  route({
    method: 'GET',
    path: '/api/customer/getCustomerByPhoneNumber/{phone}/{restaurantId}',
    summary: "The restaurant's customer with this phone number, with their last order; 404 'No Customer Found'",
    tag: 'customers',
    auth: 'account',
    params: z.object({ phone: phoneNumber(PHONE_ON_SEARCH), restaurantId: id(RESTAURANT_NOT_FOUND) }),
    body: noBody,
    operation: graphql(`
      query CustomerByPhone($restaurantId: ID!, $phone: String!) {
        customerByPhone(restaurantId: $restaurantId, phone: $phone) {
          ...CustomerFields
          lastOrder {
            ...OrderFields
          }
        }
      }
    `),
    variables: ({ params }) => ({ restaurantId: params.restaurantId, phone: params.phone }),
    respond: (d) =>
      d.customerByPhone && {
        ...customerShape(d.customerByPhone),
        last_order: d.customerByPhone.lastOrder ? orderShape(d.customerByPhone.lastOrder) : null,
      },
    response: withLastOrder,
    missing: CUSTOMER_NOT_FOUND,
  }),
  route({
    method: 'POST',
    path: '/api/customer/createACustomer',
    summary: 'Create a customer of the restaurant (phone: 10 or 11 digits, one customer per number)',
    tag: 'customers',
    auth: 'account',
    params: z.object({}),
    body: customerBody(PHONE_MESSAGE),
    operation: graphql(`
      mutation CreateCustomer($input: CustomerInput!) {
        createCustomer(input: $input) {
          ...CustomerFields
        }
      }
    `),
    variables: ({ body }) => ({ input: customerInput(body) }),
    respond: (d) => customerShape(d.createCustomer),
    response: customerResponse,
    status: 201,
  }),
  route({
    method: 'PUT',
    path: '/api/customer/updateCustomerInfo/{customerId}',
    summary: "Change a customer's details (the same body as create)",
    tag: 'customers',
    auth: 'account',
    params: z.object({ customerId: id(CUSTOMER_NOT_FOUND) }),
    body: customerBody(PHONE_ON_UPDATE),
    operation: graphql(`
      mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {
        updateCustomer(id: $id, input: $input) {
          ...CustomerFields
        }
      }
    `),
    variables: ({ params, body }) => ({ id: params.customerId, input: customerInput(body) }),
    respond: (d) => customerShape(d.updateCustomer),
    response: customerResponse,
  }),
  route({
    method: 'GET',
    path: '/api/customer/getCustomerById/{customerId}',
    summary: "A customer of the caller's restaurant, with their last order",
    tag: 'customers',
    auth: 'account',
    params: z.object({ customerId: id(CUSTOMER_NOT_FOUND) }),
    body: noBody,
    operation: graphql(`
      query CustomerById($id: ID!) {
        customer(id: $id) {
          ...CustomerFields
          lastOrder {
            ...OrderFields
          }
        }
      }
    `),
    variables: ({ params }) => ({ id: params.customerId }),
    respond: (d) => ({
      ...customerShape(d.customer),
      last_order: d.customer.lastOrder ? orderShape(d.customer.lastOrder) : null,
    }),
    response: withLastOrder,
  }),
];
