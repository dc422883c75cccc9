import { Toast } from '../../../ui/controls/Toast';

/** How long a removed line or a held order can be taken back (docs/product.md#time-rules: a few seconds). */
const UNDO_MS = 6000;
/** How long a note that only confirms stays. */
const NOTE_MS = 3000;

/** A note at the bottom of the screen: what a tap did, with Undo when it can be taken back. */
export interface Note {
  id: string;
  text: string;
  undo?: () => void;
}

/** The note shown; `onDone` when it is acted on or times out. */
export function NoteToast({ note, onDone }: { note: Note; onDone: () => void }) {
  return (
    <Toast
      actionLabel={note.undo ? 'Undo' : undefined}
      duration={note.undo ? UNDO_MS : NOTE_MS}
      onAction={() => {
        note.undo?.();
        onDone();
      }}
      onTimeout={onDone}
    >
      {note.text}
    </Toast>
  );
}
