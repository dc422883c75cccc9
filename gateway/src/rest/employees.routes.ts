import {
  EMPLOYEE_NOT_FOUND,
  employee,
  employeeChanges,
  INCORRECT_SECURITY_PIN,
  RESTAURANT_NOT_FOUND,
} from '@zest/auth/inputs';
import { id, pinField } from '@zest/kit';
import { z } from 'zod';
import { graphql } from './generated';
import { employeeId, employeeResponse, employeeShape, restaurantId, staffChangePin } from './restaurant-shapes';
import { ackResponse, noBody, noParams, route } from './table';

/** docs/product.md#api-restaurants, the employees: PINs masked in every answer. */

export const employeeRoutes = [
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
    params: z.object({ userId: id(EMPLOYEE_NOT_FOUND) }),
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
      security_pin: pinField(INCORRECT_SECURITY_PIN),
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
