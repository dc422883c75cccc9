import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { Toast } from '../../../ui/controls/Toast';
import { newKey, type OrderDraftStore } from '../draft/orderDraft';
import type { ChangeOp, DraftOp } from '../draft/draftTypes';
import { ScheduleDialog } from './ScheduleDialog';
import { ORDER } from '../operations';
import type { Note } from './NoteToast';
import { formatClock } from '../../../ui/format/dates';

/**
 * What the screen says of a schedule time not confirmed yet (docs/product.md#schedule-time): on its way, waiting
 * for the connection, or refused; the last two with a way to send it again.
 */
function scheduleNote(time: string, op: DraftOp): { text: string; retry: boolean } {
  const what = time ? `Schedule time ${formatClock(time)} not saved` : 'Schedule time not removed';
  if (op.status === 'failed') {
    const reason = (op.message ?? 'Failed to update order').replace(/\.?$/, '.');
    return { text: `${what}: ${reason}`, retry: true };
  }
  // A send after the connection dropped keeps saying so (the queue keeps its message) rather than flicker.
  if (op.status === 'offline' || op.message) return { text: `${what} yet: no connection. Trying again…`, retry: true };
  return {
    text: time ? `Saving the schedule time ${formatClock(time)}…` : 'Removing the schedule time…',
    retry: false,
  };
}

const savedText = (time: string | null) =>
  time ? `Schedule time saved: ${formatClock(time)}.` : 'Schedule time removed.';

/** A schedule time on its way, until the server has it (docs/product.md#schedule-time). */
export function ScheduleNote({ store, time, op }: { store: OrderDraftStore; time: string; op: DraftOp }) {
  return (
    <Toast
      actionLabel={scheduleNote(time, op).retry ? 'Try again' : undefined}
      onAction={() => {
        // One already on its way is not sent twice.
        if (op.status === 'offline' || op.status === 'failed') store.retry(op.id);
      }}
    >
      {scheduleNote(time, op).text}
    </Toast>
  );
}

/** The schedule time sent and not yet confirmed; said saved (a note) once the server's order has it. */
export function useScheduleSave(
  store: OrderDraftStore,
  ops: readonly DraftOp[],
  setNote: Dispatch<SetStateAction<Note | null>>,
) {
  const client = useApolloClient();
  /** A schedule time sent and not yet confirmed: said saved only once the server has it. */
  const [scheduleSave, setScheduleSave] = useState<{ opId: string; time: string } | null>(null);
  const scheduleOp = scheduleSave ? ops.find((op) => op.id === scheduleSave.opId) : undefined;
  // Once the change leaves the queue: saved if the server's order (written before the queue lets it go) has the
  // time; given up (Dismiss) or set aside with its order, nothing is said.
  useEffect(() => {
    if (!scheduleSave) return;
    return store.subscribe(() => {
      const { ops, orderId } = store.getSnapshot();
      if (ops.some((op) => op.id === scheduleSave.opId)) return;
      setScheduleSave(null);
      const order = orderId ? client.readQuery({ query: ORDER, variables: { id: orderId } })?.order : null;
      if (!order || order.scheduleTime !== (scheduleSave.time || null)) return;
      const text = savedText(order.scheduleTime);
      // An Undo that came up meanwhile is worth more than the confirmation.
      setNote((shown) => (shown?.undo ? shown : { id: newKey(), text }));
    });
  }, [store, scheduleSave, client, setNote]);
  const saving = (save: { opId: string; time: string }) => {
    // A new order keeps the time with it on the tablet until Print: nothing waits on the server.
    if (store.getSnapshot().orderId !== null) return setScheduleSave(save);
    setNote({ id: newKey(), text: savedText(save.time || null) });
  };
  return { scheduleSave, setScheduleSave: saving, scheduleOp };
}

interface OrderScheduleDialogProps {
  store: OrderDraftStore;
  ops: readonly DraftOp[];
  /** The order's schedule time as it stands. */
  current: string | null;
  timeZone: string;
  /** The change on its way, if any. */
  scheduleOp: DraftOp | undefined;
  onSaving: (save: { opId: string; time: string }) => void;
  onClose: () => void;
}

/** The schedule dialog on the order in progress: a new time goes into the queue, said saved once it is. */
export function OrderScheduleDialog({
  store,
  ops,
  current,
  timeZone,
  scheduleOp,
  onSaving,
  onClose,
}: OrderScheduleDialogProps) {
  // A time not confirmed yet, even one refused, is the one the dialog offers again: the choice is never lost.
  const chosenSchedule = ops.findLast((op): op is ChangeOp => op.type === 'change' && op.scheduleTime !== undefined);
  return (
    <ScheduleDialog
      current={chosenSchedule ? chosenSchedule.scheduleTime || null : current}
      timeZone={timeZone}
      onSave={(scheduleTime) => {
        // A refused earlier time gives way to the new one.
        if (scheduleOp?.status === 'failed') store.dismiss(scheduleOp.id);
        // docs/product.md#schedule-time: Save Time says it was saved, once the server has it.
        onSaving({ opId: store.change({ scheduleTime }), time: scheduleTime });
      }}
      onClose={onClose}
    />
  );
}
