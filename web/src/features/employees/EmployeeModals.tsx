import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { failureMessage } from '../../graphql/errors';
import { ErrorAlert, SuccessNote } from '../../ui/Alert';
import { StyledButton } from '../../ui/Button';
import { PinField, SelectField, TextField } from '../../ui/Field';
import { StyledForm, StyledFormRow } from '../../ui/Layout';
import { Modal, StyledModalActions } from '../../ui/Modal';
import { CREATE_EMPLOYEE, DELETE_EMPLOYEE, EMPLOYEES, UPDATE_EMPLOYEE } from './operations';
import {
  createEmployeeInput,
  ROLE_OPTIONS,
  roleLabel,
  updateEmployeeInput,
  type Employee,
  type EmployeeFormValues,
  type EmployeeRole,
} from './rules';

const EMPTY_EMPLOYEE: EmployeeFormValues = { name: '', pin: '', role: 'cashier', securityPin: '' };

/**
 * Create Accounts (docs/product.md#employee-list): an employee with their own PIN; the restaurant's
 * security PIN authorises it. After a success the form clears for the next
 * person and says who was added.
 */
export function CreateEmployeeModal({ restaurantId, onClose }: { restaurantId: string; onClose: () => void }) {
  const [values, setValues] = useState<EmployeeFormValues>(EMPTY_EMPLOYEE);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<Employee | null>(null);
  const [createEmployee, { loading }] = useMutation(CREATE_EMPLOYEE, {
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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCreated(null);
    const checked = createEmployeeInput(restaurantId, values);
    if ('problem' in checked) {
      setError(checked.problem);
      return;
    }
    setError(null);
    try {
      const { data } = await createEmployee({ variables: { input: checked.input } });
      if (data) setCreated(data.createEmployee);
      // The security PIN is kept: an owner often adds several people in a row.
      setValues({ ...EMPTY_EMPLOYEE, role: values.role, securityPin: values.securityPin });
    } catch (failure) {
      setError(failureMessage(failure, 'Failed to create the employee.'));
    }
  };

  return (
    <Modal
      title="Create an employee account"
      description="The employee signs in at the terminal with their own PIN."
      onClose={onClose}
    >
      <StyledForm onSubmit={onSubmit} noValidate>
        {error && <ErrorAlert>{error}</ErrorAlert>}
        {created && (
          <SuccessNote>
            <p>
              {created.name} ({roleLabel(created.role)}) can now sign in with their PIN.
            </p>
          </SuccessNote>
        )}
        <TextField
          label="Employee name"
          name="name"
          autoComplete="off"
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
        />
        <StyledFormRow>
          <PinField
            label="Employee PIN"
            name="pin"
            hint="4 to 6 digits."
            value={values.pin}
            onChange={(event) => setValues({ ...values, pin: event.target.value })}
          />
          <SelectField
            label="Role"
            name="role"
            options={ROLE_OPTIONS}
            value={values.role}
            onChange={(event) => setValues({ ...values, role: event.target.value as EmployeeRole })}
          />
        </StyledFormRow>
        <PinField
          label="Restaurant security PIN"
          name="securityPin"
          hint="Confirms that you may add staff to this restaurant."
          value={values.securityPin}
          onChange={(event) => setValues({ ...values, securityPin: event.target.value })}
        />
        <StyledModalActions>
          <StyledButton type="button" $variant="ghost" onClick={onClose}>
            {created ? 'Done' : 'Cancel'}
          </StyledButton>
          <StyledButton type="submit" disabled={loading}>
            {loading ? 'Creating…' : 'Create account'}
          </StyledButton>
        </StyledModalActions>
      </StyledForm>
    </Modal>
  );
}

export function UpdateEmployeeModal({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const [name, setName] = useState(employee.name);
  const [pin, setPin] = useState('');
  const [role, setRole] = useState<EmployeeRole>(employee.role);
  const [error, setError] = useState<string | null>(null);
  // The updated employee comes back with its id: the cache updates the card.
  const [updateEmployee, { loading }] = useMutation(UPDATE_EMPLOYEE);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = updateEmployeeInput(employee, { name, pin, role });
    if ('problem' in checked) {
      setError(checked.problem);
      return;
    }
    if (Object.keys(checked.input).length === 0) {
      onClose();
      return;
    }
    setError(null);
    try {
      await updateEmployee({ variables: { id: employee.id, input: checked.input } });
      onClose();
    } catch (failure) {
      setError(failureMessage(failure, 'Failed to update'));
    }
  };

  return (
    <Modal title={`Update ${employee.name}`} onClose={onClose}>
      <StyledForm onSubmit={onSubmit} noValidate>
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <TextField
          label="Employee name"
          name="name"
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <StyledFormRow>
          <PinField
            label="New PIN (optional)"
            name="pin"
            hint="Leave empty to keep the current PIN."
            value={pin}
            onChange={(event) => setPin(event.target.value)}
          />
          <SelectField
            label="Role"
            name="role"
            options={ROLE_OPTIONS}
            value={role}
            onChange={(event) => setRole(event.target.value as EmployeeRole)}
          />
        </StyledFormRow>
        <StyledModalActions>
          <StyledButton type="button" $variant="ghost" onClick={onClose}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" disabled={loading}>
            {loading ? 'Saving…' : 'Save'}
          </StyledButton>
        </StyledModalActions>
      </StyledForm>
    </Modal>
  );
}

export function DeleteEmployeeModal({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [deleteEmployee, { loading }] = useMutation(DELETE_EMPLOYEE);

  const confirm = async () => {
    setError(null);
    try {
      const { data } = await deleteEmployee({
        variables: { id: employee.id },
        update(cache, { data: answer }) {
          if (!answer?.deleteEmployee.success) return;
          cache.evict({ id: cache.identify({ __typename: 'Employee', id: employee.id }) });
          cache.gc();
        },
      });
      if (data?.deleteEmployee.success) onClose();
      else setError(data?.deleteEmployee.message || 'Failed to delete');
    } catch (failure) {
      setError(failureMessage(failure, 'Failed to delete'));
    }
  };

  return (
    <Modal
      title={`Delete ${employee.name}?`}
      description="Their PIN stops working at once. Orders they took stay in your books."
      onClose={onClose}
    >
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <StyledModalActions>
        <StyledButton type="button" $variant="ghost" onClick={onClose} data-autofocus>
          Cancel
        </StyledButton>
        <StyledButton type="button" disabled={loading} onClick={() => void confirm()}>
          {loading ? 'Deleting…' : 'Delete'}
        </StyledButton>
      </StyledModalActions>
    </Modal>
  );
}
