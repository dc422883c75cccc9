import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CreateEmployeeInput, Employee, UpdateEmployeeInput } from './rules';

const EMPLOYEE_FIELDS = gql`
  fragment EmployeeFields on Employee {
    id
    restaurantId
    name
    role
    maskedPin
  }
`;

export const EMPLOYEES: TypedDocumentNode<{ employees: Employee[] }, { restaurantId: string }> = gql`
  query Employees($restaurantId: ID!) {
    employees(restaurantId: $restaurantId) {
      ...EmployeeFields
    }
  }
  ${EMPLOYEE_FIELDS}
`;

export const CREATE_EMPLOYEE: TypedDocumentNode<{ createEmployee: Employee }, { input: CreateEmployeeInput }> = gql`
  mutation CreateEmployee($input: CreateEmployeeInput!) {
    createEmployee(input: $input) {
      ...EmployeeFields
    }
  }
  ${EMPLOYEE_FIELDS}
`;

export const UPDATE_EMPLOYEE: TypedDocumentNode<
  { updateEmployee: Employee },
  { id: string; input: UpdateEmployeeInput }
> = gql`
  mutation UpdateEmployee($id: ID!, $input: UpdateEmployeeInput!) {
    updateEmployee(id: $id, input: $input) {
      ...EmployeeFields
    }
  }
  ${EMPLOYEE_FIELDS}
`;

export const DELETE_EMPLOYEE: TypedDocumentNode<
  { deleteEmployee: { success: boolean; message: string } },
  { id: string }
> = gql`
  mutation DeleteEmployee($id: ID!) {
    deleteEmployee(id: $id) {
      success
      message
    }
  }
`;
