import { createContext, useId, useState, type FormEvent, type ReactNode } from 'react';
import { failureMessage } from '../../graphql/errors';
import { ErrorAlert } from './Alert';
import { StyledButton } from './Button';
import { TextField } from './Field';
import { DELETE_PHRASE_HINT, deletePhraseProblem, isDeleteConfirmed } from '../format/formRules';
import { StyledForm } from '../layout/Layout';
import { Modal, StyledModalActions } from './Modal';

/** A failure's text: a fixed fallback after the server's message, or a reader of its own. */
export type FailureText = string | ((error: unknown) => string);

/** What the fields of a dialog may use, when they take part in its work. */
export interface FormDialogControls {
  /** True while the main action, or a task given to `run`, is under way. */
  busy: boolean;
  /**
   * Runs another action of the dialog (removing a saved size at once): it shares the busy
   * state and the red alert with the main action, which read its outcome as `onSubmit`'s.
   */
  run: (task: () => Promise<string | null | void>, failure: FailureText) => Promise<void>;
}

/**
 * True once the dialog's main action was tried: its fields may then say, each beside itself,
 * what is wrong (the menu's name and price fields do), under the one message above.
 */
export const FormTried = createContext(false);

export interface FormDialogProps {
  title: string;
  description?: ReactNode;
  /** Escape, the close button and Cancel call it; the parent then unmounts the dialog. */
  onClose: () => void;
  /**
   * The main action. A returned text is a check that failed, shown in the red
   * alert; a thrown failure shows the text `failure` gives it. Closing the
   * dialog after a success is the caller's choice (some stay open for more).
   */
  onSubmit: () => Promise<string | null | void> | string | null | void;
  /**
   * A thrown failure's text: the screen's fallback after the server's message
   * (docs/product.md#error-display), or a reader of its own.
   */
  failure: FailureText;
  submitLabel: string;
  /** The main button's label while `onSubmit` runs, e.g. "Saving…". */
  busyLabel: string;
  /** false keeps the main button disabled (e.g. until a required field is filled). */
  canSubmit?: boolean;
  /**
   * true leaves the main button out while the fields carry the actions themselves (a void's
   * one-tap reasons); it comes back once there is something for it to send.
   */
  submitHidden?: boolean;
  cancelLabel?: string;
  /**
   * docs/product.md#delete-confirmation: a last field where 'delete it' must be typed
   * exactly; until then the main button stays disabled.
   */
  confirmWithPhrase?: boolean;
  /**
   * false: Enter in a field does not submit (docs/product.md#pin-entry); the main
   * button still works from the keyboard.
   */
  submitOnEnter?: boolean;
  /**
   * The fields and any note above them, or a function of the dialog's controls that
   * renders them (for fields with actions of their own). A dialog without fields starts
   * with focus on Cancel.
   */
  children?: ReactNode | ((controls: FormDialogControls) => ReactNode);
}

/**
 * The one dialog of the app: a title, a form whose failures show in a red
 * alert inside the dialog, and Cancel beside the main action, which is
 * disabled and says so while it runs. Built on Modal (focus kept inside,
 * Escape closes, focus returns where it was).
 */
export function FormDialog({
  title,
  description,
  onClose,
  onSubmit,
  failure,
  submitLabel,
  busyLabel,
  canSubmit = true,
  submitHidden = false,
  cancelLabel = 'Cancel',
  confirmWithPhrase = false,
  submitOnEnter = true,
  children,
}: FormDialogProps) {
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [phrase, setPhrase] = useState('');
  const formId = useId();
  const confirmed = !confirmWithPhrase || isDeleteConfirmed(phrase);

  const run: FormDialogControls['run'] = async (task, taskFailure) => {
    setError(null);
    setBusy(true);
    try {
      setError((await task()) || null);
    } catch (failed) {
      setError(typeof taskFailure === 'string' ? failureMessage(failed, taskFailure) : taskFailure(failed));
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    if (!confirmed) {
      setError(DELETE_PHRASE_HINT);
      return;
    }
    setTried(true);
    await run(async () => onSubmit(), failure);
  };

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  // The actions sit in the dialog's footer, in view however long the form is; the main one submits the form by its id.
  const actions = (
    <StyledModalActions>
      <StyledButton type="button" $variant="ghost" onClick={onClose}>
        {cancelLabel}
      </StyledButton>
      {!submitHidden && (
        <StyledButton
          type={submitOnEnter ? 'submit' : 'button'}
          form={submitOnEnter ? formId : undefined}
          disabled={busy || !canSubmit || !confirmed}
          onClick={submitOnEnter ? undefined : () => void submit()}
        >
          {busy ? busyLabel : submitLabel}
        </StyledButton>
      )}
    </StyledModalActions>
  );

  return (
    <Modal title={title} description={description} onClose={onClose} footer={actions}>
      <StyledForm
        {...(submitOnEnter ? { id: formId, onSubmit: onFormSubmit, noValidate: true } : { as: 'div' as const })}
      >
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <FormTried.Provider value={tried}>
          {typeof children === 'function' ? children({ busy, run }) : children}
        </FormTried.Provider>
        {confirmWithPhrase && (
          <TextField
            label={DELETE_PHRASE_HINT}
            name="confirmation"
            // A phone keyboard would make it 'Delete it' (or correct it), which is not the phrase.
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="done"
            error={deletePhraseProblem(phrase)}
            value={phrase}
            onChange={(event) => setPhrase(event.target.value)}
          />
        )}
      </StyledForm>
    </Modal>
  );
}
