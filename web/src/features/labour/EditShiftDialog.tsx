import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { media, space } from '../../theme/theme';
import { FormDialog } from '../../ui/controls/FormDialog';
import { SelectField, TextAreaField, TextField } from '../../ui/controls/Field';
import { formatDayTime } from '../../ui/format/dates';
import { EMPLOYEE_ROLES } from '../session/roles';
import { EDIT_SHIFT, type LabourShift } from './operations';
import { editShiftInput, shiftForm, type ShiftForm } from './rules';
import { roleName } from './settingsRules';

/** A day and its time, side by side even on a phone: they are read together. */
const StyledPair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space(3)};

  /* A date field is wider than half a phone by itself: it takes its column's width, with less padding. */
  & > *,
  input {
    min-width: 0;
  }

  ${media.phone} {
    input[type='date'],
    input[type='time'] {
      padding-inline: ${space(2)};
    }
  }
`;

interface Props {
  shift: LabourShift;
  timeZone: string;
  onClose: () => void;
  /** After the server took the change: what to say on the page. */
  onSaved: (said: string) => void;
}

/**
 * Edit on a shift (docs/decisions/0085-the-time-clock.md), the owner's or a manager's: a forgotten clock-out
 * closed with the time it really ended, or a time, the role or the cash tips corrected, always with a reason.
 * Times are typed on the restaurant's clock and sent in UTC; what the server refuses (16 hours, an overlap, a
 * closed pay period) shows in its words.
 */
export function EditShiftDialog({ shift, timeZone, onClose, onSaved }: Props) {
  const [form, setForm] = useState<ShiftForm>(() => shiftForm(shift, timeZone));
  const [edit] = useMutation(EDIT_SHIFT, { refetchQueries: ['LabourDay'], awaitRefetchQueries: true });
  const open = shift.clockOutAt === null;
  const name = shift.employeeName;
  const set = (field: keyof ShiftForm) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: event.target.value }));
  const roles = [...new Set([shift.role, ...EMPLOYEE_ROLES])].map((role) => ({ value: role, label: roleName(role) }));

  const save = async () => {
    const checked = editShiftInput(shift, form, timeZone);
    if ('problem' in checked) return checked.problem;
    const { data } = await edit({ variables: { id: shift.id, input: checked.input } });
    const saved = data?.editShift;
    if (!saved) return null;
    onSaved(
      open && saved.clockOutAt
        ? `${name}’s shift was closed at ${formatDayTime(saved.clockOutAt, timeZone)}.`
        : `${name}’s shift was saved.`,
    );
    onClose();
    return null;
  };

  const clock = `on the restaurant’s clock (${timeZone})`;
  return (
    <FormDialog
      title={open ? `Close ${name}’s shift` : `Edit ${name}’s shift`}
      description={
        open
          ? `${name} is still on the clock since ${formatDayTime(shift.clockInAt, timeZone)}. Enter when the shift really ended, ${clock}, and why.`
          : `Correct the times (${clock}), the role or the cash tips, and say why: the change goes on the audit trail.`
      }
      onClose={onClose}
      onSubmit={save}
      failure="The shift could not be saved. Try again."
      submitLabel={open ? 'Close the shift' : 'Save the shift'}
      busyLabel="Saving…"
    >
      <StyledPair>
        <TextField label="Clock-in day" type="date" name="inDay" value={form.inDay} onChange={set('inDay')} />
        <TextField label="Clock-in time" type="time" name="inTime" value={form.inTime} onChange={set('inTime')} />
      </StyledPair>
      <StyledPair>
        <TextField label="Clock-out day" type="date" name="outDay" value={form.outDay} onChange={set('outDay')} />
        <TextField label="Clock-out time" type="time" name="outTime" value={form.outTime} onChange={set('outTime')} />
      </StyledPair>
      <StyledPair>
        <SelectField label="Role worked" name="role" options={roles} value={form.role} onChange={set('role')} />
        <TextField
          label="Cash tips ($)"
          name="cashTips"
          inputMode="decimal"
          value={form.cashTips}
          onChange={set('cashTips')}
        />
      </StyledPair>
      <TextAreaField
        label="Reason"
        name="reason"
        rows={2}
        maxLength={300}
        hint="Required: on the audit trail with the before and after."
        value={form.reason}
        onChange={set('reason')}
      />
    </FormDialog>
  );
}
