import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormDialog } from '../../ui/controls/FormDialog';
import { TextField } from '../../ui/controls/Field';
import { SET_PAY_RATES, type Employee } from './operations';
import { payRateLabel, payRatesForm, payRatesInput, payRatesWords, type PayRate } from './payRates';

interface Props {
  employee: Employee;
  rates: readonly PayRate[];
  onClose: () => void;
  onSaved: (said: string) => void;
}

/**
 * Pay rates (docs/decisions/0085-the-time-clock.md): the hourly rate of each role the employee works, their own
 * and others; a blank role is one they do not work. What their hours cost on the Labour card comes from these.
 */
export function PayRatesDialog({ employee, rates, onClose, onSaved }: Props) {
  const [form, setForm] = useState(() => payRatesForm(employee.role, rates));
  const [setPayRates] = useMutation(SET_PAY_RATES, {
    update(cache, { data }) {
      const saved = data?.setPayRates;
      if (!saved) return;
      cache.modify({
        id: cache.identify({ __typename: 'Employee', id: employee.id }),
        fields: { payRates: () => saved },
      });
    },
  });

  const save = async () => {
    const checked = payRatesInput(form);
    if ('problem' in checked) return checked.problem;
    const { data } = await setPayRates({ variables: { employeeId: employee.id, rates: checked.rates } });
    if (!data) return null;
    onSaved(`${employee.name}’s pay rates saved: ${payRatesWords(employee.role, data.setPayRates)}.`);
    onClose();
    return null;
  };

  return (
    <FormDialog
      title={`Pay rates for ${employee.name}`}
      description="An hourly rate for each role they work. Leave a role empty if they do not work it."
      onClose={onClose}
      onSubmit={save}
      failure="The pay rates could not be saved. Try again."
      submitLabel="Save pay rates"
      busyLabel="Saving…"
    >
      {Object.entries(form).map(([role, typed], i) => (
        <TextField
          key={role}
          label={payRateLabel(role)}
          name={`rate-${role}`}
          inputMode="decimal"
          placeholder="0.00"
          hint={i === 0 ? 'Their own role.' : undefined}
          value={typed}
          onChange={(event) => setForm((f) => ({ ...f, [role]: event.target.value }))}
        />
      ))}
    </FormDialog>
  );
}
