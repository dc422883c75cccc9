import { useState, type FormEvent, type ReactNode } from 'react';
import { failureMessage } from '../graphql/errors';
import { ErrorAlert } from './Alert';
import { StyledButton } from './Button';
import { TextField } from './Field';
import { DELETE_PHRASE_HINT, isDeleteConfirmed } from './formRules';
import { StyledForm } from './Layout';
import { Modal, StyledModalActions } from './Modal';

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
  failure: string | ((error: unknown) => string);
  submitLabel: string;
  /** The main button's label while `onSubmit` runs, e.g. "Saving…". */
  busyLabel: string;
  /** false keeps the main button disabled (e.g. until a required field is filled). */
  canSubmit?: boolean;
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
  /** The fields and any note above them. A dialog without fields starts with focus on Cancel. */
  children?: ReactNode;
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
  cancelLabel = 'Cancel',
  confirmWithPhrase = false,
  submitOnEnter = true,
  children,
}: FormDialogProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [phrase, setPhrase] = useState('');
  const confirmed = !confirmWithPhrase || isDeleteConfirmed(phrase);

  const submit = async () => {
    if (!confirmed) {
      setError(DELETE_PHRASE_HINT);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      setError((await onSubmit()) || null);
    } catch (failed) {
      setError(typeof failure === 'string' ? failureMessage(failed, failure) : failure(failed));
    } finally {
      setBusy(false);
    }
  };

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <Modal title={title} description={description} onClose={onClose}>
      <StyledForm {...(submitOnEnter ? { onSubmit: onFormSubmit, noValidate: true } : { as: 'div' as const })}>
        {error && <ErrorAlert>{error}</ErrorAlert>}
        {children}
        {confirmWithPhrase && (
          <TextField
            label={DELETE_PHRASE_HINT}
            name="confirmation"
            autoComplete="off"
            spellCheck={false}
            value={phrase}
            onChange={(event) => setPhrase(event.target.value)}
          />
        )}
        <StyledModalActions>
          <StyledButton type="button" $variant="ghost" onClick={onClose}>
            {cancelLabel}
          </StyledButton>
          <StyledButton
            type={submitOnEnter ? 'submit' : 'button'}
            disabled={busy || !canSubmit || !confirmed}
            onClick={submitOnEnter ? undefined : () => void submit()}
          >
            {busy ? busyLabel : submitLabel}
          </StyledButton>
        </StyledModalActions>
      </StyledForm>
    </Modal>
  );
}
