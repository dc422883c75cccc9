import { graphql } from '../../graphql/generated';
import type { EmployeeFieldsFragment } from '../../graphql/generated/graphql';

/** An employee as the list shows it: the PIN only ever masked. */
export type Employee = EmployeeFieldsFragment;

// The EmployeeFields fragment: gateway/fragments.graphql (the REST tables ask for the same).

export const EMPLOYEES = graphql(`
  query Employees($restaurantId: ID!) {
    employees(restaurantId: $restaurantId) {
      ...EmployeeFields
    }
  }
`);

export const CREATE_EMPLOYEE = graphql(`
  mutation CreateEmployee($input: CreateEmployeeInput!) {
    createEmployee(input: $input) {
      ...EmployeeFields
    }
  }
`);

export const UPDATE_EMPLOYEE = graphql(`
  mutation UpdateEmployee($id: ID!, $input: UpdateEmployeeInput!) {
    updateEmployee(id: $id, input: $input) {
      ...EmployeeFields
    }
  }
`);

export const DELETE_EMPLOYEE = graphql(`
  mutation DeleteEmployee($id: ID!, $securityPin: String!) {
    deleteEmployee(id: $id, securityPin: $securityPin) {
      success
      message
    }
  }
`);

/** Each employee's hourly rates, one per role they work (docs/decisions/0085-the-time-clock.md): the owner's eyes only. */
export const EMPLOYEE_PAY_RATES = graphql(`
  query EmployeePayRates($restaurantId: ID!) {
    employees(restaurantId: $restaurantId) {
      id
      payRates {
        role
        hourlyCents
      }
    }
  }
`);

/** The list replaces the employee's rates: a role left out has no rate. */
export const SET_PAY_RATES = graphql(`
  mutation SetPayRates($employeeId: ID!, $rates: [PayRateInput!]!) {
    setPayRates(employeeId: $employeeId, rates: $rates) {
      role
      hourlyCents
    }
  }
`);
