/**
 * Form rules several screens share, checked on screen before the server
 * (which checks them again and has the last word), with the documented messages.
 */

/** docs/product.md#restaurant-errors: one message for any empty required field. */
export const ALL_FIELDS_MESSAGE = 'All fields are required';

export const PIN_MESSAGE = 'PIN must be 4 to 6 digits.';

/** docs/product.md#pin-rules: a PIN is 4 to 6 digits, nothing else. */
export function isValidPin(pin: string): boolean {
  return /^[0-9]{4,6}$/.test(pin);
}

export const DELETE_PHRASE = 'delete it';
export const DELETE_PHRASE_HINT = "Type 'delete it' to confirm.";

/** docs/product.md#delete-confirmation: the typed confirmation must be exactly the phrase. */
export function isDeleteConfirmed(typed: string): boolean {
  return typed === DELETE_PHRASE;
}

/**
 * Why Delete is still disabled, once something is typed (docs/product.md#delete-confirmation): the
 * documented message, and what differs when the words are right but not exactly (a capital a
 * phone keyboard put in, a space after the phrase), so nobody stares at a grey button.
 */
export function deletePhraseProblem(typed: string): string | null {
  if (typed === '' || isDeleteConfirmed(typed)) return null;
  const trimmed = typed.trim();
  if (trimmed.toLowerCase() === DELETE_PHRASE) {
    const detail = trimmed !== DELETE_PHRASE ? 'in small letters' : 'without spaces before or after it';
    return `${DELETE_PHRASE_HINT} Type it ${detail}.`;
  }
  return DELETE_PHRASE_HINT;
}

/** How long a throttled PIN prompt waits: "1 second", "10 seconds", "2:05" (docs/product.md#pin-errors). */
export function formatWait(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  if (whole >= 60) return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
  return `${whole} ${whole === 1 ? 'second' : 'seconds'}`;
}
