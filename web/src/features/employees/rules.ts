import type { CreateEmployeeInput, EmployeeRole, UpdateEmployeeInput } from '../../graphql/generated/graphql';
import { ALL_FIELDS_MESSAGE, isValidPin, PIN_MESSAGE } from '../../ui/formRules';
import type { Employee } from './operations';

/** docs/product.md#employees: the roles an owner gives an employee. */
export const ROLE_OPTIONS: readonly { value: EmployeeRole; label: string }[] = [
  { value: 'cashier', label: 'Cashier' },
  { value: 'driver', label: 'Driver' },
  { value: 'worker', label: 'Worker' },
];

export const NO_EMPLOYEES_MESSAGE = 'No employees found.';

/** The badge colour of a role (docs/product.md#employee-list): cashier blue, driver green, every other role yellow. */
export function roleTone(role: string): 'cashier' | 'driver' | 'other' {
  if (role === 'cashier') return 'cashier';
  if (role === 'driver') return 'driver';
  return 'other';
}

export function roleLabel(role: string): string {
  return role ? role[0]!.toUpperCase() + role.slice(1) : role;
}

/** docs/product.md#employee-list: drivers are left out of the employee accounts list. */
export function listedEmployees<T extends { role: string }>(employees: readonly T[]): T[] {
  return employees.filter((employee) => employee.role !== 'driver');
}

export interface EmployeeFormValues {
  name: string;
  pin: string;
  role: EmployeeRole;
  securityPin: string;
}

/** docs/product.md#employee-list: every field is required, the employee's PIN is 4 to 6 digits; the server checks the security PIN. */
export function createEmployeeInput(
  restaurantId: string,
  form: EmployeeFormValues,
): { input: CreateEmployeeInput } | { problem: string } {
  const input: CreateEmployeeInput = {
    restaurantId,
    name: form.name.trim(),
    pin: form.pin.trim(),
    role: form.role,
    securityPin: form.securityPin.trim(),
  };
  if (!input.name || !input.pin || !input.role || !input.securityPin) return { problem: ALL_FIELDS_MESSAGE };
  // The security PIN is only compared by the server ('Incorrect Security Restaurant Pin').
  if (!isValidPin(input.pin)) return { problem: PIN_MESSAGE };
  return { input };
}

/**
 * The update form: a name and a role are required; the PIN is never shown
 * (only masked), so an empty PIN keeps the current one.
 */
export function updateEmployeeInput(
  current: Pick<Employee, 'name' | 'role'>,
  form: Omit<EmployeeFormValues, 'securityPin'>,
): { input: UpdateEmployeeInput } | { problem: string } {
  const name = form.name.trim();
  const pin = form.pin.trim();
  if (!name || !form.role) return { problem: ALL_FIELDS_MESSAGE };
  if (pin && !isValidPin(pin)) return { problem: PIN_MESSAGE };
  const input: UpdateEmployeeInput = {};
  if (name !== current.name) input.name = name;
  if (form.role !== current.role) input.role = form.role;
  if (pin) input.pin = pin;
  return { input };
}
