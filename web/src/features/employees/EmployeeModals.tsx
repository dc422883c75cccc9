import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { EmployeeRole } from '../session/roles';
import { SuccessNote } from '../../ui/controls/Alert';
import { PinField, SelectField, TextField } from '../../ui/controls/Field';
import { FormDialog } from '../../ui/controls/FormDialog';
import { StyledFormRow } from '../../ui/layout/Layout';
import { CREATE_EMPLOYEE, DELETE_EMPLOYEE, EMPLOYEES, UPDATE_EMPLOYEE, type Employee } from './operations';
import {
  createdNote,
  createEmployeeInput,
  deleteWarning,
  EMPLOYEE_FIELD_MESSAGES,
  employeeFieldProblems,
  ROLE_OPTIONS,
  SECURITY_PIN_NEEDED,
  updateEmployeeInput,
  type EmployeeFieldProblems,
  type EmployeeFormValues,
} from './rules';
import { KEEP_PIN_HINT } from '../../ui/format/words';

const EMPTY_EMPLOYEE: EmployeeFormValues = { name: '', pin: '', role: 'cashier', securityPin: '' };

type OwnFields = Pick<EmployeeFormValues, 'name' | 'pin' | 'role'>;

interface EmployeeFieldsProps {
  values: OwnFields;
  onChange: (change: Partial<OwnFields>) => void;
  mode: 'create' | 'update';
  problems: EmployeeFieldProblems;
}

/** The employee's own fields, shared by the create and update dialogs. */
function EmployeeFields({ values, onChange, mode, problems }: EmployeeFieldsProps) {
  return (
    <>
      <TextField
        label="Employee name"
        name="name"
        autoComplete="off"
        value={values.name}
        error={problems.name}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <StyledFormRow>
        <PinField
          label={mode === 'create' ? 'Employee PIN' : 'New PIN (optional)'}
          name="pin"
          hint={mode === 'create' ? '4 to 6 digits.' : KEEP_PIN_HINT}
          value={values.pin}
          error={problems.pin}
          onChange={(event) => onChange({ pin: event.target.value })}
        />
        <SelectField
          label="Role"
          name="role"
          options={ROLE_OPTIONS}
          value={values.role}
          onChange={(event) => onChange({ role: event.target.value as EmployeeRole })}
        />
      </StyledFormRow>
    </>
  );
}

/** The employee's fields and the security PIN that authorises the change, as both dialogs ask them. */
function EmployeeForm({
  values,
  onChange,
  mode,
  problems,
  securityHint,
}: {
  values: EmployeeFormValues;
  onChange: (values: EmployeeFormValues) => void;
  mode: 'create' | 'update';
  problems: EmployeeFieldProblems;
  securityHint: string;
}) {
  return (
    <>
      <EmployeeFields
        values={values}
        onChange={(change) => onChange({ ...values, ...change })}
        mode={mode}
        problems={problems}
      />
      <SecurityPinField
        value={values.securityPin}
        hint={securityHint}
        error={problems.securityPin}
        onChange={(securityPin) => onChange({ ...values, securityPin })}
      />
    </>
  );
}

/**
 * Create Accounts (docs/product.md#employee-list): an employee with their own PIN; the restaurant's
 * security PIN authorises it. After a success the form clears for the next
 * person and says who was added.
 */
export function CreateEmployeeModal({ restaurantId, onClose }: { restaurantId: string; onClose: () => void }) {
  const [values, setValues] = useState<EmployeeFormValues>(EMPTY_EMPLOYEE);
  const [created, setCreated] = useState<Employee | null>(null);
  // Each field says what it lacks once a save was tried, and stops saying it as it is put right.
  const [tried, setTried] = useState(false);
  const problems = tried ? employeeFieldProblems(values, null) : {};
  const [createEmployee] = useMutation(CREATE_EMPLOYEE, {
    update(cache, { data }) {
      const employee = data?.createEmployee;
      if (!employee) return;
      cache.updateQuery({ query: EMPLOYEES, variables: { restaurantId } }, (previous) =>
        previous && !previous.employees.some((known) => known.id === employee.id)
          ? { employees: [...previous.employees, employee] }
          : previous,
      );
    },
  });

  const create = async () => {
    setCreated(null);
    const checked = createEmployeeInput(restaurantId, values);
    if ('problem' in checked) {
      setTried(true);
      return checked.problem;
    }
    const { data } = await createEmployee({ variables: { input: checked.input } });
    if (data) setCreated(data.createEmployee);
    setTried(false);
    // The security PIN is kept: an owner often adds several people in a row.
    setValues({ ...EMPTY_EMPLOYEE, role: values.role, securityPin: values.securityPin });
  };

  return (
    <FormDialog
      title="Create an employee account"
      description="The employee signs in at the terminal with their own PIN."
      onClose={onClose}
      onSubmit={create}
      failure="Failed to create the employee."
      submitLabel="Create account"
      busyLabel="Creating…"
      cancelLabel={created ? 'Done' : 'Cancel'}
    >
      {created && (
        <SuccessNote>
          <p>{createdNote(created)}</p>
        </SuccessNote>
      )}
      <EmployeeForm
        values={values}
        onChange={setValues}
        mode="create"
        problems={problems}
        securityHint="Confirms that you may add staff to this restaurant."
      />
    </FormDialog>
  );
}

/** The restaurant's security PIN, asked for whatever changes who can open a terminal. */
function SecurityPinField({
  value,
  hint,
  error,
  onChange,
}: {
  value: string;
  hint: string;
  error?: string;
  onChange: (pin: string) => void;
}) {
  return (
    <PinField
      label="Restaurant security PIN"
      name="securityPin"
      hint={hint}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

interface UpdateProps {
  employee: Employee;
  onClose: () => void;
  /** What was saved, to say what it did (and where the employee is listed now). */
  onSaved: (before: Employee, after: Employee, pinChanged: boolean) => void;
}

export function UpdateEmployeeModal({ employee, onClose, onSaved }: UpdateProps) {
  const [values, setValues] = useState<EmployeeFormValues>({
    name: employee.name,
    pin: '',
    role: employee.role,
    securityPin: '',
  });
  // The updated employee comes back with its id: the cache updates the card (and the list it is in).
  const [updateEmployee] = useMutation(UPDATE_EMPLOYEE);
  const [tried, setTried] = useState(false);
  const problems = tried ? employeeFieldProblems(values, employee) : {};

  const save = async () => {
    const checked = updateEmployeeInput(employee, values);
    if ('problem' in checked) {
      setTried(true);
      return checked.problem;
    }
    if (Object.keys(checked.input).length > 0) {
      const { data } = await updateEmployee({ variables: { id: employee.id, input: checked.input } });
      if (data) onSaved(employee, data.updateEmployee, Boolean(checked.input.pin));
    }
    onClose();
  };

  return (
    <FormDialog
      title={`Update ${employee.name}`}
      onClose={onClose}
      onSubmit={save}
      failure="Failed to update"
      submitLabel="Save"
      busyLabel="Saving…"
    >
      <EmployeeForm
        values={values}
        onChange={setValues}
        mode="update"
        problems={problems}
        securityHint={EMPLOYEE_FIELD_MESSAGES.securityPinForChange}
      />
    </FormDialog>
  );
}

interface DeleteProps {
  employee: Employee;
  onClose: () => void;
  onDeleted: (employee: Employee) => void;
}

export function DeleteEmployeeModal({ employee, onClose, onDeleted }: DeleteProps) {
  const [securityPin, setSecurityPin] = useState('');
  const [tried, setTried] = useState(false);
  const [deleteEmployee] = useMutation(DELETE_EMPLOYEE);

  const remove = async () => {
    if (!securityPin.trim()) {
      setTried(true);
      return SECURITY_PIN_NEEDED.delete(employee.name);
    }
    const { data } = await deleteEmployee({
      variables: { id: employee.id, securityPin: securityPin.trim() },
      update(cache, { data: answer }) {
        if (!answer?.deleteEmployee.success) return;
        cache.evict({ id: cache.identify({ __typename: 'Employee', id: employee.id }) });
        cache.gc();
      },
    });
    if (!data?.deleteEmployee.success) return data?.deleteEmployee.message || 'Failed to delete';
    onDeleted(employee);
    onClose();
  };

  return (
    <FormDialog
      title={`Delete ${employee.name}?`}
      description={deleteWarning(employee)}
      onClose={onClose}
      onSubmit={remove}
      failure="Failed to delete"
      submitLabel="Delete"
      busyLabel="Deleting…"
    >
      <SecurityPinField
        value={securityPin}
        hint="Confirms that you may remove staff."
        error={tried && !securityPin.trim() ? EMPLOYEE_FIELD_MESSAGES.securityPin : undefined}
        onChange={setSecurityPin}
      />
    </FormDialog>
  );
}
