import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { NETWORK_FAILURE_MESSAGE, readServerFailure } from '../../graphql/errors';
import { ErrorAlert } from './Alert';
import { StyledButton } from './Button';
import { formatWait, isValidPin, PIN_MESSAGE } from '../format/formRules';
import { Icon } from './Icon';
import {
  StyledDot,
  StyledDots,
  StyledKey,
  StyledKeys,
  StyledPad,
  StyledSaid,
  StyledSmallKey,
  StyledVisuallyHidden,
  StyledWait,
} from './PinPad.styles';

const MAX_DIGITS = 6;
const MIN_DIGITS = 4;

/** A refusal the screen decides itself (a PIN of the wrong kind): its message is shown as the pad's failure. */
export class PinRefusal extends Error {}

export interface PinPadProps {
  /** The pad's accessible name, e.g. "Cashier PIN". */
  label: string;
  /** The main key, e.g. "Enter" or "Confirm". */
  submitLabel: string;
  busyLabel: string;
  /**
   * Sends the PIN. A throw is a refusal: the dots shake, the pad clears and
   * says why (the server's message, else `failure`); a TOO_MANY_REQUESTS
   * answer with retryAfter also counts down before the keys work again.
   */
  onSubmit: (pin: string) => Promise<void>;
  failure: string;
  /** docs/product.md#order-deletion: some PIN prompts must not submit on Enter; the main key still does. */
  submitOnEnter?: boolean;
  /** In a dialog with a field besides the PIN, the pad takes the first focus (a phone opens no keyboard over it). */
  autoFocus?: boolean;
  /**
   * A pad that stays open for the next person (the time clock): what the last PIN did, shown under the main key
   * where the refusals then go too, in a place kept for them; after a success the dots clear.
   */
  said?: ReactNode;
}

/**
 * A phone-dialler PIN pad (docs/product.md#terminal-feel): big keys, a dot per
 * digit, clear and backspace, and the physical keyboard's digits too. The
 * cashier terminal and the driver screens share it.
 */
export function PinPad({
  label,
  submitLabel,
  busyLabel,
  onSubmit,
  failure,
  submitOnEnter = true,
  autoFocus = false,
  said,
}: PinPadProps) {
  const staysOpen = said !== undefined;
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [shakes, setShakes] = useState(0);
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const statusId = useId();
  const padRef = useRef<HTMLDivElement>(null);

  const remaining = waitUntil === null ? 0 : Math.max(0, (waitUntil - now) / 1000);
  const waiting = remaining > 0;
  const locked = busy || waiting;

  useEffect(() => {
    if (waitUntil === null) return;
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= waitUntil) {
        setWaitUntil(null);
        setError(null);
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [waitUntil]);

  const press = useCallback(
    (digit: string) => {
      if (locked) return;
      setPin((typed) => (typed.length >= MAX_DIGITS ? typed : typed + digit));
    },
    [locked],
  );
  const back = useCallback(() => !locked && setPin((typed) => typed.slice(0, -1)), [locked]);
  const clear = useCallback(() => !locked && setPin(''), [locked]);

  const submit = useCallback(async () => {
    if (locked) return;
    if (!isValidPin(pin)) {
      setError(PIN_MESSAGE);
      setShakes((count) => count + 1);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(pin);
      if (staysOpen) setPin('');
    } catch (refused) {
      const { message, code, retryAfter, isNetworkFailure } = readServerFailure(refused);
      if (refused instanceof PinRefusal) setError(refused.message || failure);
      else setError(message ?? (isNetworkFailure ? NETWORK_FAILURE_MESSAGE : failure));
      setShakes((count) => count + 1);
      setPin('');
      if (code === 'TOO_MANY_REQUESTS' && retryAfter) {
        const at = Date.now();
        setNow(at);
        setWaitUntil(at + retryAfter * 1000);
      }
    } finally {
      setBusy(false);
    }
  }, [failure, locked, onSubmit, pin, staysOpen]);

  // The physical keyboard: digits, Backspace, Delete (clear) and, where allowed, Enter.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      const pad = padRef.current;
      if (!pad) return;
      // Inside a dialog, only that dialog's pad listens; a field elsewhere keeps its keys. Focus
      // falls back to the page body when the key that had it is disabled while a PIN is checked.
      const target = event.target instanceof HTMLElement && event.target !== document.body ? event.target : null;
      const dialog = pad.closest('dialog');
      if (dialog && target && !dialog.contains(target)) return;
      // A pad behind an open dialog (the PIN card under the Time clock) leaves the keys to the dialog.
      if (!dialog && document.querySelector('dialog[open]')) return;
      if (target && target.matches('input, textarea, select, [contenteditable="true"]')) return;
      if (/^[0-9]$/.test(event.key)) {
        event.preventDefault();
        press(event.key);
      } else if (event.key === 'Backspace') {
        event.preventDefault();
        back();
      } else if (event.key === 'Delete') {
        event.preventDefault();
        clear();
      } else if (event.key === 'Enter' && submitOnEnter && !(target instanceof HTMLButtonElement)) {
        event.preventDefault();
        void submit();
      } else if (event.key === 'Enter' && !submitOnEnter && !(target instanceof HTMLButtonElement)) {
        // docs/product.md#order-deletion: Enter in the PIN does nothing.
        event.preventDefault();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [back, clear, press, submit, submitOnEnter]);

  const slots = Math.max(MIN_DIGITS, pin.length);
  return (
    <StyledPad
      ref={padRef}
      role="group"
      aria-label={label}
      aria-describedby={statusId}
      {...(autoFocus ? { tabIndex: -1, 'data-autofocus': true } : {})}
    >
      {error && !staysOpen && <ErrorAlert>{error}</ErrorAlert>}
      <StyledDots key={shakes} $shaking={shakes > 0} aria-hidden="true" data-testid="pin-dots">
        {Array.from({ length: slots }, (_, index) => (
          <StyledDot key={index} $filled={index < pin.length} />
        ))}
      </StyledDots>
      <StyledVisuallyHidden id={statusId} role="status">
        {pin.length === 1 ? '1 digit entered' : `${pin.length} digits entered`}
      </StyledVisuallyHidden>
      <StyledKeys>
        {['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((digit) => (
          <StyledKey key={digit} type="button" disabled={locked} onClick={() => press(digit)}>
            {digit}
          </StyledKey>
        ))}
        <StyledSmallKey type="button" disabled={locked || !pin} onClick={clear}>
          Clear
        </StyledSmallKey>
        <StyledKey type="button" disabled={locked} onClick={() => press('0')}>
          0
        </StyledKey>
        <StyledSmallKey type="button" aria-label="Backspace" disabled={locked || !pin} onClick={back}>
          <Icon name="backspace" size={28} />
        </StyledSmallKey>
      </StyledKeys>
      {/* The alert said how long once; this counts down without repeating it to a screen reader. */}
      {waiting && <StyledWait aria-hidden="true">You can try again in {formatWait(remaining)}.</StyledWait>}
      <StyledButton type="button" $size="large" $block disabled={locked} onClick={() => void submit()}>
        {busy ? busyLabel : submitLabel}
      </StyledButton>
      {staysOpen && <StyledSaid>{error ? <ErrorAlert>{error}</ErrorAlert> : said}</StyledSaid>}
    </StyledPad>
  );
}
