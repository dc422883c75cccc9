import type { CreateEmployeeInput, UpdateEmployeeInput } from '../../graphql/generated/graphql';
import { ALL_FIELDS_MESSAGE, isValidPin, PIN_MESSAGE } from '../../ui/format/formRules';
import { EMPLOYEE_ROLES, ROLES, takesDeliveries, type EmployeeRole } from '../session/roles';
import type { Employee } from './operations';

export { roleTone } from '../session/roles';

/** docs/product.md#employees: the roles an owner gives an employee. */
export const ROLE_OPTIONS: readonly { value: EmployeeRole; label: string }[] = EMPLOYEE_ROLES.map((role) => ({
  value: role,
  label: ROLES[role].label,
}));

export const NO_EMPLOYEES_MESSAGE = 'No employees found.';

export function roleLabel(role: string): string {
  return role ? role[0]!.toUpperCase() + role.slice(1) : role;
}

/** docs/product.md#employee-list: drivers are left out of the employee accounts list. */
export function listedEmployees<T extends { role: string }>(employees: readonly T[]): T[] {
  return employees.filter((employee) => !takesDeliveries(employee.role));
}

/** docs/product.md#drivers-list: the drivers, in their own list on the same page. */
export function listedDrivers<T extends { role: string }>(employees: readonly T[]): T[] {
  return employees.filter((employee) => takesDeliveries(employee.role));
}

export const NO_DRIVERS_MESSAGE = 'No drivers yet. Add one with + New Employee and the role Driver.';

/** Where a person is listed: drivers apart, everyone else under Employee accounts. */
const listOf = (role: string) => (takesDeliveries(role) ? 'Drivers' : 'Employee accounts');

/** What a saved change did, said so nobody is left looking for a card that moved (docs/product.md#drivers-list). */
export function changeNote(
  before: Pick<Employee, 'name' | 'role'>,
  after: Pick<Employee, 'name' | 'role'>,
  pinChanged: boolean,
) {
  const notes: string[] = [];
  if (after.role !== before.role) {
    notes.push(`${after.name} is now a ${after.role}: find them under ${listOf(after.role)}.`);
  }
  if (pinChanged) notes.push(`${after.name}’s new PIN works now; the old one stopped on every terminal.`);
  return notes.length ? notes.join(' ') : `${after.name} saved.`;
}

export const deletedNote = (employee: Pick<Employee, 'name'>) =>
  `${employee.name} was deleted: their PIN no longer opens any terminal.`;

export const deleteWarning = (employee: Pick<Employee, 'name'>) =>
  `${employee.name}’s PIN stops working on every terminal at once. Orders they took stay in your books.`;

export const createdNote = (employee: Pick<Employee, 'name' | 'role'>) =>
  takesDeliveries(employee.role)
    ? `${employee.name} (Driver) can now sign in with their PIN: find them under Drivers.`
    : `${employee.name} (${roleLabel(employee.role)}) can now sign in with their PIN.`;

/** The security PIN is asked for whatever changes who can open a terminal; the server checks it. */
export const SECURITY_PIN_NEEDED = {
  change: (name: string) => `Enter the restaurant security PIN to change ${name}’s PIN or role.`,
  delete: (name: string) => `Enter the restaurant security PIN to delete ${name}.`,
};

export interface EmployeeFormValues {
  name: string;
  pin: string;
  /** One of the registry's employee roles, or the stored role of an employee the web app does not know yet. */
  role: EmployeeRole | (string & {});
  securityPin: string;
}

/** What each field of the employee forms lacks, shown beside it once the owner has tried to save. */
export type EmployeeFieldProblems = Partial<Record<'name' | 'pin' | 'securityPin', string>>;

export const EMPLOYEE_FIELD_MESSAGES = {
  name: 'Enter the employee’s name.',
  pinMissing: 'Enter a PIN of 4 to 6 digits.',
  securityPin: 'Enter the restaurant security PIN.',
  securityPinForChange: 'Needed to change the PIN or the role.',
};

/**
 * The create form (current null) or the update form of `current`: each field's problem, beside
 * the one summary message the spec words (docs/product.md#employee-list).
 */
export function employeeFieldProblems(
  form: EmployeeFormValues,
  current: Pick<Employee, 'role'> | null,
): EmployeeFieldProblems {
  const problems: EmployeeFieldProblems = {};
  const pin = form.pin.trim();
  if (!form.name.trim()) problems.name = EMPLOYEE_FIELD_MESSAGES.name;
  if (!current && !pin) problems.pin = EMPLOYEE_FIELD_MESSAGES.pinMissing;
  else if (pin && !isValidPin(pin)) problems.pin = PIN_MESSAGE;
  const changesAccess = !current || !!pin || form.role !== current.role;
  if (changesAccess && !form.securityPin.trim()) {
    problems.securityPin = current ? EMPLOYEE_FIELD_MESSAGES.securityPinForChange : EMPLOYEE_FIELD_MESSAGES.securityPin;
  }
  return problems;
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
 * (only masked), so an empty PIN keeps the current one. A new PIN or role
 * needs the security PIN (docs/product.md#employee-list).
 */
export function updateEmployeeInput(
  current: Pick<Employee, 'name' | 'role'>,
  form: EmployeeFormValues,
): { input: UpdateEmployeeInput } | { problem: string } {
  const name = form.name.trim();
  const pin = form.pin.trim();
  const securityPin = form.securityPin.trim();
  if (!name || !form.role) return { problem: ALL_FIELDS_MESSAGE };
  if (pin && !isValidPin(pin)) return { problem: PIN_MESSAGE };
  const input: UpdateEmployeeInput = {};
  if (name !== current.name) input.name = name;
  if (form.role !== current.role) input.role = form.role;
  if (pin) input.pin = pin;
  if (input.role || input.pin) {
    if (!securityPin) return { problem: SECURITY_PIN_NEEDED.change(current.name) };
    input.securityPin = securityPin;
  }
  return { input };
}
