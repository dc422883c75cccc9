import { centsToDollars } from '@zest/kit';
import { z } from 'zod';
import { ackResponse, noBody, noParams, route, text } from './table';

/** spec §7 "Restaurants and employees", plus the server-side PIN entry paths. */

const RESTAURANT_FIELDS =
  'id ownerId name description taxPercentage deliveryChargeCents fullAddress phoneNumber timeZone createdAt';
const SESSION_FIELDS = 'token restaurantId role employeeId name expiresAt';
const EMPLOYEE_FIELDS = 'id restaurantId name role maskedPin';

interface Restaurant {
  id: string;
  ownerId: string;
  name: string;
  description: string | null;
  taxPercentage: number;
  deliveryChargeCents: number;
  fullAddress: string;
  phoneNumber: string;
  timeZone: string;
  createdAt: string;
}

/** The documented snake_case shape; money in dollars with 2 decimals. */
const restaurantShape = (r: Restaurant) => ({
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

interface Employee {
  id: string;
  restaurantId: string;
  name: string;
  role: string;
  maskedPin: string;
}
const employeeShape = (e: Employee) => ({
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

interface Session {
  token: string;
  restaurantId: string;
  role: string;
  employeeId: string | null;
  name: string;
  expiresAt: string;
}
const sessionShape = (s: Session) => ({
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

const ALL = 'All fields are required';
/** Numbers or strings where the original app sent either; kept as text for the server to validate. */
const amount = (message: string) => z.union([z.string(), z.number()], { error: message }).transform((v) => String(v));
const optionalText = z.string({ error: 'Must be text.' }).nullish();
const optionalAmount = z
  .union([z.string(), z.number()], { error: 'Must be a number.' })
  .nullish()
  .transform((v) => (v === null || v === undefined ? v : String(v)));

const restaurantId = z.object({ restaurantId: z.string() });

export const restaurantRoutes = [
  route({
    method: 'GET',
    path: '/api/restaurant/getAllRestaurants/{userId}',
    summary: "The owner's restaurants",
    tag: 'restaurants',
    auth: 'account',
    params: z.object({ userId: z.string() }),
    body: noBody,
    operation: `query Restaurants($ownerId: ID) { restaurants(ownerId: $ownerId) { ${RESTAURANT_FIELDS} } }`,
    variables: ({ params }) => ({ ownerId: params.userId }),
    respond: (d) => (d.restaurants as Restaurant[]).map(restaurantShape),
    response: z.array(restaurantResponse),
  }),
  route({
    method: 'GET',
    path: '/api/restaurant/getRestaurantById/{restaurantId}/{userId}',
    summary: 'One restaurant of the owner',
    tag: 'restaurants',
    auth: 'account',
    params: z.object({ restaurantId: z.string(), userId: z.string() }),
    body: noBody,
    operation: `query Restaurant($id: ID!, $ownerId: ID) { restaurant(id: $id, ownerId: $ownerId) { ${RESTAURANT_FIELDS} } }`,
    variables: ({ params }) => ({ id: params.restaurantId, ownerId: params.userId }),
    respond: (d) => restaurantShape(d.restaurant as Restaurant),
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
    operation: 'query Allowance { restaurantAllowance { status allowed used exempt canCreate canOpen } }',
    variables: () => ({}),
    respond: (d) => {
      const a = d.restaurantAllowance as Record<string, unknown>;
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
    params: z.object({ userId: z.string() }),
    body: z.object({
      name: text(ALL),
      description: optionalText,
      security_pin: text('PIN must be 4 to 6 digits.'),
      tax_percentage: amount(ALL),
      delivery_charge: amount(ALL),
      full_address: text(ALL),
      phone_number: text(ALL),
      time_zone: optionalText,
    }),
    operation: `mutation CreateRestaurant($input: CreateRestaurantInput!, $ownerId: ID) { createRestaurant(input: $input, ownerId: $ownerId) { ${RESTAURANT_FIELDS} } }`,
    variables: ({ params, body }) => ({
      ownerId: params.userId,
      input: {
        name: body.name,
        description: body.description,
        securityPin: body.security_pin,
        taxPercentage: body.tax_percentage,
        deliveryCharge: body.delivery_charge,
        fullAddress: body.full_address,
        phoneNumber: body.phone_number,
        timeZone: body.time_zone,
      },
    }),
    respond: (d) => restaurantShape(d.createRestaurant as Restaurant),
    response: restaurantResponse,
    status: 201,
  }),
  route({
    method: 'PUT',
    path: '/api/restaurant/updateRestaurant/{restaurantId}/{userId}',
    summary: 'Edit a restaurant; the account password is required; empty fields keep their value',
    tag: 'restaurants',
    auth: 'account',
    params: z.object({ restaurantId: z.string(), userId: z.string() }),
    body: z.object({
      password: text('Enter your account password to save changes.'),
      name: optionalText,
      description: optionalText,
      security_pin: optionalText,
      tax_percentage: optionalAmount,
      delivery_charge: optionalAmount,
      full_address: optionalText,
      phone_number: optionalText,
      time_zone: optionalText,
    }),
    operation: `mutation UpdateRestaurant($id: ID!, $input: UpdateRestaurantInput!, $ownerId: ID) { updateRestaurant(id: $id, input: $input, ownerId: $ownerId) { ${RESTAURANT_FIELDS} } }`,
    variables: ({ params, body }) => ({
      id: params.restaurantId,
      ownerId: params.userId,
      input: {
        password: body.password,
        name: body.name,
        description: body.description,
        securityPin: body.security_pin,
        taxPercentage: body.tax_percentage,
        deliveryCharge: body.delivery_charge,
        fullAddress: body.full_address,
        phoneNumber: body.phone_number,
        timeZone: body.time_zone,
      },
    }),
    respond: (d) => restaurantShape(d.updateRestaurant as Restaurant),
    response: restaurantResponse,
  }),
  route({
    method: 'DELETE',
    path: '/api/restaurant/deleteRestaurant/{restaurantId}/{userId}',
    summary: 'Delete a restaurant (security PIN checked on the server; the books are kept)',
    tag: 'restaurants',
    auth: 'account',
    params: z.object({ restaurantId: z.string(), userId: z.string() }),
    body: z.object({ security_pin: text('PIN must be 4 to 6 digits.') }),
    operation:
      'mutation DeleteRestaurant($id: ID!, $pin: String!, $ownerId: ID) { deleteRestaurant(id: $id, securityPin: $pin, ownerId: $ownerId) { success message } }',
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
    body: z.object({ security_pin: text('Incorrect PIN.') }),
    operation: `mutation OpenRestaurant($id: ID!, $pin: String!) { openRestaurant(id: $id, securityPin: $pin) { ${SESSION_FIELDS} } }`,
    variables: ({ params, body }) => ({ id: params.restaurantId, pin: body.security_pin }),
    respond: (d) => sessionShape(d.openRestaurant as Session),
    response: sessionResponse,
  }),
  route({
    method: 'POST',
    path: '/api/restaurant/cashierScreen/{restaurantId}',
    summary: "Enter the cashier screen with a cashier's PIN or the security PIN: answers a scoped token",
    tag: 'restaurants',
    auth: 'account',
    params: restaurantId,
    body: z.object({ pin: text('Incorrect PIN') }),
    operation: `mutation EnterCashierScreen($id: ID!, $pin: String!) { enterCashierScreen(restaurantId: $id, pin: $pin) { ${SESSION_FIELDS} } }`,
    variables: ({ params, body }) => ({ id: params.restaurantId, pin: body.pin }),
    respond: (d) => sessionShape(d.enterCashierScreen as Session),
    response: sessionResponse,
  }),
  route({
    method: 'POST',
    path: '/api/restaurant/driverScreen/{restaurantId}',
    summary: "Enter the driver screen with a driver's PIN or the security PIN: answers a scoped token",
    tag: 'restaurants',
    auth: 'account',
    params: restaurantId,
    body: z.object({ pin: text('Incorrect PIN') }),
    operation: `mutation EnterDriverScreen($id: ID!, $pin: String!) { enterDriverScreen(restaurantId: $id, pin: $pin) { ${SESSION_FIELDS} } }`,
    variables: ({ params, body }) => ({ id: params.restaurantId, pin: body.pin }),
    respond: (d) => sessionShape(d.enterDriverScreen as Session),
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
    operation: `query Employees($id: ID!) { employees(restaurantId: $id) { ${EMPLOYEE_FIELDS} } }`,
    variables: ({ params }) => ({ id: params.restaurantId }),
    respond: (d) => (d.employees as Employee[]).map(employeeShape),
    response: z.array(employeeResponse),
  }),
  route({
    method: 'GET',
    path: '/api/employee/restaurant/employeeProfile/{userId}',
    summary: "An employee's profile (the name the terminal shows)",
    tag: 'employees',
    auth: 'account',
    params: z.object({ userId: z.string() }),
    body: noBody,
    operation: `query Employee($id: ID!) { employee(id: $id) { ${EMPLOYEE_FIELDS} } }`,
    variables: ({ params }) => ({ id: params.userId }),
    respond: (d) => employeeShape(d.employee as Employee),
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
      security_pin: text(ALL),
      pin: text(ALL),
      name: text(ALL),
      role: text(ALL),
      restaurant_id: text(ALL),
    }),
    operation: `mutation CreateEmployee($input: CreateEmployeeInput!) { createEmployee(input: $input) { ${EMPLOYEE_FIELDS} } }`,
    variables: ({ body }) => ({
      input: {
        restaurantId: body.restaurant_id,
        securityPin: body.security_pin,
        name: body.name,
        pin: body.pin,
        role: body.role,
      },
    }),
    respond: (d) => employeeShape(d.createEmployee as Employee),
    response: employeeResponse,
    status: 201,
  }),
  route({
    method: 'PUT',
    path: '/api/employee/updateEmployeeProfile/{employeeId}',
    summary: "Change an employee's name, PIN or role (empty keeps the current value)",
    tag: 'employees',
    auth: 'account',
    params: z.object({ employeeId: z.string() }),
    body: z.object({ name: optionalText, pin: optionalText, role: optionalText }),
    operation: `mutation UpdateEmployee($id: ID!, $input: UpdateEmployeeInput!) { updateEmployee(id: $id, input: $input) { ${EMPLOYEE_FIELDS} } }`,
    variables: ({ params, body }) => ({ id: params.employeeId, input: body }),
    respond: (d) => employeeShape(d.updateEmployee as Employee),
    response: employeeResponse,
  }),
  route({
    method: 'DELETE',
    path: '/api/employee/deleteEmployee/{employeeId}',
    summary: 'Delete an employee',
    tag: 'employees',
    auth: 'account',
    params: z.object({ employeeId: z.string() }),
    body: noBody,
    operation: 'mutation DeleteEmployee($id: ID!) { deleteEmployee(id: $id) { success message } }',
    variables: ({ params }) => ({ id: params.employeeId }),
    respond: (d) => d.deleteEmployee,
    response: ackResponse,
  }),
];
