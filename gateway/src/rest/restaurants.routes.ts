import { employee, employeeChanges, restaurant, restaurantChanges } from '@zest/auth/inputs';
import { centsToDollars, id, pinField } from '@zest/kit';
import { z } from 'zod';
import { graphql } from './generated';
import type {
  EmployeeFieldsFragment,
  RestaurantFieldsFragment,
  ScopedSessionFieldsFragment,
} from './generated/graphql';
import { ackResponse, noBody, noParams, route } from './table';

/** docs/product.md#api-restaurants, plus the server-side PIN entry paths. */

/** The documented snake_case shape; money in dollars with 2 decimals. */
const restaurantShape = (r: RestaurantFieldsFragment) => ({
  id: r.id,
  user_id: r.ownerId,
  name: r.name,
  description: r.description,
  tax_percentage: r.taxPercentage,
  delivery_charge: centsToDollars(r.deliveryChargeCents),
  full_address: r.fullAddress,
  phone_number: r.phoneNumber,
  time_zone: r.timeZone,
  created_at: r.createdAt,
});

const restaurantResponse = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  tax_percentage: z.number(),
  delivery_charge: z.string(),
  full_address: z.string(),
  phone_number: z.string(),
  time_zone: z.string(),
  created_at: z.string(),
});

const employeeShape = (e: EmployeeFieldsFragment) => ({
  id: e.id,
  restaurant_id: e.restaurantId,
  name: e.name,
  role: e.role,
  pin: e.maskedPin,
});
const employeeResponse = z.object({
  id: z.string(),
  restaurant_id: z.string(),
  name: z.string(),
  role: z.string(),
  pin: z.string().describe('masked'),
});

const sessionShape = (s: ScopedSessionFieldsFragment) => ({
  success: true,
  token: s.token,
  restaurant_id: s.restaurantId,
  role: s.role,
  employee_id: s.employeeId,
  name: s.name,
  expires_at: s.expiresAt,
});
const sessionResponse = z.object({
  success: z.boolean(),
  token: z.string(),
  restaurant_id: z.string(),
  role: z.enum(['cashier', 'driver', 'manager']),
  employee_id: z.string().nullable(),
  name: z.string(),
  expires_at: z.string(),
});

/** Amounts arrive as numbers or strings (the original app sent either); GraphQL takes them as text. */
const asText = (v: string | number | null | undefined) => (v === null || v === undefined ? v : String(v));

const RESTAURANT_NOT_FOUND = 'Restaurant not found.';
const restaurantId = z.object({ restaurantId: id(RESTAURANT_NOT_FOUND) });
const ownersRestaurant = z.object({ restaurantId: id(RESTAURANT_NOT_FOUND), userId: id(RESTAURANT_NOT_FOUND) });
const employeeId = z.object({ employeeId: id('Employee not found.') });

/**
 * Ours, beside the spec's body: the security PIN, checked when sent. The
 * documented body carries none and the owner's session is enough there
 * (docs/decisions/0032-staff-changes-need-the-security-pin.md).
 */
const staffChangePin = pinField('Incorrect Security Restaurant Pin')
  .optional()
  .describe('ours: the restaurant security PIN; checked when sent');

export const restaurantRoutes = [
  route({
    method: 'GET',
    path: '/api/restaurant/getAllRestaurants/{userId}',
    summary: "The owner's restaurants",
    tag: 'restaurants',
    auth: 'account',
    params: z.object({ userId: id() }),
    body: noBody,
    operation: graphql(`
      query Restaurants($ownerId: ID) {
        restaurants(ownerId: $ownerId) {
          ...RestaurantFields
        }
      }
    `),
    variables: ({ params }) => ({ ownerId: params.userId }),
    respond: (d) => d.restaurants.map(restaurantShape),
    response: z.array(restaurantResponse),
  }),
  route({
    method: 'GET',
    path: '/api/restaurant/getRestaurantById/{restaurantId}/{userId}',
    summary: 'One restaurant of the owner',
    tag: 'restaurants',
    auth: 'account',
    params: ownersRestaurant,
    body: noBody,
    operation: graphql(`
      query Restaurant($id: ID!, $ownerId: ID) {
        restaurant(id: $id, ownerId: $ownerId) {
          ...RestaurantFields
        }
      }
    `),
    variables: ({ params }) => ({ id: params.restaurantId, ownerId: params.userId }),
    respond: (d) => restaurantShape(d.restaurant),
    response: restaurantResponse,
  }),
  route({
    method: 'GET',
    path: '/api/restaurant/allowance',
    summary: "What the owner's plan allows now (create and open gating)",
    tag: 'restaurants',
    auth: 'account',
    params: noParams,
    body: noBody,
    operation: graphql(`
      query Allowance {
        restaurantAllowance {
          status
          allowed
          used
          exempt
          canCreate
          canOpen
        }
      }
    `),
    variables: () => ({}),
    respond: (d) => {
      const a = d.restaurantAllowance;
      return {
        status: a.status,
        number_of_restaurant: a.allowed,
        used: a.used,
        exempt: a.exempt,
        can_create: a.canCreate,
        can_open: a.canOpen,
      };
    },
    response: z.object({
      status: z.string(),
      number_of_restaurant: z.number().nullable(),
      used: z.number(),
      exempt: z.boolean(),
      can_create: z.boolean(),
      can_open: z.boolean(),
    }),
  }),
  route({
    method: 'POST',
    path: '/api/restaurant/createRestaurants/{userId}',
    summary: 'Create a restaurant (an active plan with room for it, or the demo account)',
    tag: 'restaurants',
    auth: 'account',
    params: z.object({ userId: id() }),
    body: z.object({
      name: restaurant.name,
      description: restaurant.description.nullish(),
      security_pin: restaurant.securityPin,
      tax_percentage: restaurant.taxPercentage,
      delivery_charge: restaurant.deliveryCharge,
      full_address: restaurant.fullAddress,
      phone_number: restaurant.phoneNumber,
      time_zone: restaurant.timeZone.nullish(),
    }),
    operation: graphql(`
      mutation CreateRestaurant($input: CreateRestaurantInput!, $ownerId: ID) {
        createRestaurant(input: $input, ownerId: $ownerId) {
          ...RestaurantFields
        }
      }
    `),
    variables: ({ params, body }) => ({
      ownerId: params.userId,
      input: {
        name: body.name,
        description: body.description,
        securityPin: body.security_pin,
        taxPercentage: String(body.tax_percentage),
        deliveryCharge: String(body.delivery_charge),
        fullAddress: body.full_address,
        phoneNumber: body.phone_number,
        timeZone: body.time_zone,
      },
    }),
    respond: (d) => restaurantShape(d.createRestaurant),
    response: restaurantResponse,
    status: 201,
  }),
  route({
    method: 'PUT',
    path: '/api/restaurant/updateRestaurant/{restaurantId}/{userId}',
    summary: 'Edit a restaurant; the account password is required; empty fields keep their value',
    tag: 'restaurants',
    auth: 'account',
    params: ownersRestaurant,
    body: z.object({
      password: restaurantChanges.password,
      name: restaurantChanges.name,
      description: restaurantChanges.description,
      security_pin: restaurantChanges.securityPin,
      tax_percentage: restaurantChanges.taxPercentage,
      delivery_charge: restaurantChanges.deliveryCharge,
      full_address: restaurantChanges.fullAddress,
      phone_number: restaurantChanges.phoneNumber,
      time_zone: restaurantChanges.timeZone,
    }),
    operation: graphql(`
      mutation UpdateRestaurant($id: ID!, $input: UpdateRestaurantInput!, $ownerId: ID) {
        updateRestaurant(id: $id, input: $input, ownerId: $ownerId) {
          ...RestaurantFields
        }
      }
    `),
    variables: ({ params, body }) => ({
      id: params.restaurantId,
      ownerId: params.userId,
      input: {
        password: body.password,
        name: body.name,
        description: body.description,
        securityPin: body.security_pin,
        taxPercentage: asText(body.tax_percentage),
        deliveryCharge: asText(body.delivery_charge),
        fullAddress: body.full_address,
        phoneNumber: body.phone_number,
        timeZone: body.time_zone,
      },
    }),
    respond: (d) => restaurantShape(d.updateRestaurant),
    response: restaurantResponse,
  }),
  route({
    method: 'DELETE',
    path: '/api/restaurant/deleteRestaurant/{restaurantId}/{userId}',
    summary: 'Delete a restaurant (security PIN checked on the server; the books are kept)',
    tag: 'restaurants',
    auth: 'account',
    params: ownersRestaurant,
    body: z.object({ security_pin: pinField('Incorrect PIN.') }),
    operation: graphql(`
      mutation DeleteRestaurant($id: ID!, $pin: String!, $ownerId: ID) {
        deleteRestaurant(id: $id, securityPin: $pin, ownerId: $ownerId) {
          success
          message
        }
      }
    `),
    variables: ({ params, body }) => ({ id: params.restaurantId, pin: body.security_pin, ownerId: params.userId }),
    respond: (d) => d.deleteRestaurant,
    response: ackResponse,
  }),
  route({
    method: 'POST',
    path: '/api/restaurant/openRestaurant/{restaurantId}',
    summary: 'Open a restaurant with its security PIN: answers a restaurant-scoped manager token',
    tag: 'restaurants',
    auth: 'account',
    params: restaurantId,
    body: z.object({ security_pin: pinField('Incorrect PIN.') }),
    operation: graphql(`
      mutation OpenRestaurant($id: ID!, $pin: String!) {
        openRestaurant(id: $id, securityPin: $pin) {
          ...ScopedSessionFields
        }
      }
    `),
    variables: ({ params, body }) => ({ id: params.restaurantId, pin: body.security_pin }),
    respond: (d) => sessionShape(d.openRestaurant),
    response: sessionResponse,
  }),
  route({
    method: 'POST',
    path: '/api/restaurant/confirmSecurityPin/{restaurantId}',
    summary:
      'The security PIN again, for one action that needs a manager (an old order’s deletion): a manager token for 5 minutes',
    tag: 'restaurants',
    auth: 'account',
    params: restaurantId,
    body: z.object({ security_pin: pinField('Incorrect PIN.') }),
    operation: graphql(`
      mutation ConfirmSecurityPin($id: ID!, $pin: String!) {
        confirmSecurityPin(restaurantId: $id, securityPin: $pin) {
          ...ScopedSessionFields
        }
      }
    `),
    variables: ({ params, body }) => ({ id: params.restaurantId, pin: body.security_pin }),
    respond: (d) => sessionShape(d.confirmSecurityPin),
    response: sessionResponse,
  }),
  route({
    method: 'POST',
    path: '/api/restaurant/cashierScreen/{restaurantId}',
    summary: "Enter the cashier screen with a cashier's PIN or the security PIN: answers a scoped token",
    tag: 'restaurants',
    auth: 'account',
    params: restaurantId,
    body: z.object({ pin: pinField('Incorrect PIN') }),
    operation: graphql(`
      mutation EnterCashierScreen($id: ID!, $pin: String!) {
        enterCashierScreen(restaurantId: $id, pin: $pin) {
          ...ScopedSessionFields
        }
      }
    `),
    variables: ({ params, body }) => ({ id: params.restaurantId, pin: body.pin }),
    respond: (d) => sessionShape(d.enterCashierScreen),
    response: sessionResponse,
  }),
  route({
    method: 'POST',
    path: '/api/restaurant/driverScreen/{restaurantId}',
    summary: "Enter the driver screen with a driver's PIN or the security PIN: answers a scoped token",
    tag: 'restaurants',
    auth: 'account',
    params: restaurantId,
    body: z.object({ pin: pinField('Incorrect PIN') }),
    operation: graphql(`
      mutation EnterDriverScreen($id: ID!, $pin: String!) {
        enterDriverScreen(restaurantId: $id, pin: $pin) {
          ...ScopedSessionFields
        }
      }
    `),
    variables: ({ params, body }) => ({ id: params.restaurantId, pin: body.pin }),
    respond: (d) => sessionShape(d.enterDriverScreen),
    response: sessionResponse,
  }),
  route({
    method: 'GET',
    path: '/api/employee/restaurant/AllEmployees/{restaurantId}',
    summary: "A restaurant's employees, with masked PINs",
    tag: 'employees',
    auth: 'account',
    params: restaurantId,
    body: noBody,
    operation: graphql(`
      query Employees($id: ID!) {
        employees(restaurantId: $id) {
          ...EmployeeFields
        }
      }
    `),
    variables: ({ params }) => ({ id: params.restaurantId }),
    respond: (d) => d.employees.map(employeeShape),
    response: z.array(employeeResponse),
  }),
  route({
    method: 'GET',
    path: '/api/employee/restaurant/employeeProfile/{userId}',
    summary: "An employee's profile (the name the terminal shows)",
    tag: 'employees',
    auth: 'account',
    params: z.object({ userId: id('Employee not found.') }),
    body: noBody,
    operation: graphql(`
      query Employee($id: ID!) {
        employee(id: $id) {
          ...EmployeeFields
        }
      }
    `),
    variables: ({ params }) => ({ id: params.userId }),
    respond: (d) => employeeShape(d.employee),
    response: employeeResponse,
  }),
  route({
    method: 'POST',
    path: '/api/employee/createEmpolyeeProfile',
    summary: 'Create an employee (needs the restaurant security PIN)',
    tag: 'employees',
    auth: 'account',
    params: noParams,
    body: z.object({
      security_pin: pinField('Incorrect Security Restaurant Pin'),
      pin: employee.pin,
      name: employee.name,
      role: employee.role,
      restaurant_id: id(RESTAURANT_NOT_FOUND),
    }),
    operation: graphql(`
      mutation CreateEmployee($input: CreateEmployeeInput!) {
        createEmployee(input: $input) {
          ...EmployeeFields
        }
      }
    `),
    variables: ({ body }) => ({
      input: {
        restaurantId: body.restaurant_id,
        securityPin: body.security_pin,
        name: body.name,
        pin: body.pin,
        role: body.role,
      },
    }),
    respond: (d) => employeeShape(d.createEmployee),
    response: employeeResponse,
    status: 201,
  }),
  route({
    method: 'PUT',
    path: '/api/employee/updateEmployeeProfile/{employeeId}',
    summary: "Change an employee's name, PIN or role (empty keeps the current value)",
    tag: 'employees',
    auth: 'account',
    params: employeeId,
    body: z.object({
      name: employeeChanges.name,
      pin: employeeChanges.pin,
      role: employeeChanges.role,
      security_pin: staffChangePin,
    }),
    operation: graphql(`
      mutation UpdateEmployee($id: ID!, $input: UpdateEmployeeInput!) {
        updateEmployee(id: $id, input: $input) {
          ...EmployeeFields
        }
      }
    `),
    variables: ({ params, body: { security_pin, ...changes } }) => ({
      id: params.employeeId,
      input: { ...changes, securityPin: security_pin ?? null },
    }),
    respond: (d) => employeeShape(d.updateEmployee),
    response: employeeResponse,
  }),
  route({
    method: 'DELETE',
    path: '/api/employee/deleteEmployee/{employeeId}',
    summary: 'Delete an employee',
    tag: 'employees',
    auth: 'account',
    params: employeeId,
    body: z.object({ security_pin: staffChangePin }).optional(),
    operation: graphql(`
      mutation DeleteEmployee($id: ID!, $securityPin: String) {
        deleteEmployee(id: $id, securityPin: $securityPin) {
          success
          message
        }
      }
    `),
    variables: ({ params, body }) => ({ id: params.employeeId, securityPin: body?.security_pin ?? null }),
    respond: (d) => d.deleteEmployee,
    response: ackResponse,
  }),
];
