import { useState } from 'react';
import { StyledButton } from '../../../ui/controls/Button';
import { TextField } from '../../../ui/controls/Field';
import { FormDialog } from '../../../ui/controls/FormDialog';

const SCHEDULE_MESSAGE = 'Schedule time must be a time of day, like 18:30.';

interface ScheduleDialogProps {
  current: string | null;
  timeZone: string;
  onSave: (time: string) => void;
  onClose: () => void;
}

/** 'Set Order Schedule Time' (docs/product.md#schedule-time): a required time of day on the restaurant's clock. */
export function ScheduleDialog({ current, timeZone, onSave, onClose }: ScheduleDialogProps) {
  const [time, setTime] = useState(current ?? '');
  return (
    <FormDialog
      title="Set Order Schedule Time"
      description={`When the order is wanted, on the restaurant’s clock (${timeZone}).`}
      onClose={onClose}
      onSubmit={() => {
        if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return SCHEDULE_MESSAGE;
        onSave(time);
        onClose();
        return null;
      }}
      failure="Failed to update order"
      submitLabel="Save Time"
      busyLabel="Saving…"
    >
      <TextField
        label="Schedule time"
        name="scheduleTime"
        type="time"
        required
        value={time}
        onChange={(event) => setTime(event.target.value)}
      />
      {current && (
        <StyledButton
          type="button"
          $variant="ghost"
          onClick={() => {
            onSave('');
            onClose();
          }}
        >
          Remove the schedule time
        </StyledButton>
      )}
    </FormDialog>
  );
}
