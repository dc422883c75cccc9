/** The choices of the order settings card (docs/product.md#order-settings), with their words. */

/**
 * docs/product.md#order-settings: after how long a void (or deleting an order
 * never printed) needs the security PIN; 0 means every time. 2 hours unless
 * the restaurant chooses otherwise.
 */
export const DEFAULT_VOID_APPROVAL_MINUTES = 120;

const VOID_APPROVAL_CHOICES: readonly number[] = [0, 30, 60, 120, 240, 720, 1440];

/** "Always", "30 minutes", "1 hour", "2 hours (default)", "90 minutes". */
export function voidApprovalLabel(minutes: number): string {
  if (minutes === 0) return 'Always (every void)';
  const span =
    minutes % 60 === 0
      ? minutes === 60
        ? '1 hour'
        : `${minutes / 60} hours`
      : minutes === 1
        ? '1 minute'
        : `${minutes} minutes`;
  return minutes === DEFAULT_VOID_APPROVAL_MINUTES ? `${span} (default)` : span;
}

/** The choices of the select; a value saved another way (the REST path) is offered as it is. */
export function voidApprovalOptions(current: number | null | undefined): { value: string; label: string }[] {
  const values =
    current === null || current === undefined || VOID_APPROVAL_CHOICES.includes(current)
      ? VOID_APPROVAL_CHOICES
      : [...VOID_APPROVAL_CHOICES, current].sort((a, b) => a - b);
  return values.map((minutes) => ({ value: String(minutes), label: voidApprovalLabel(minutes) }));
}

/** The note once a new age is saved. */
export function voidApprovalSavedNote(minutes: number): string {
  if (minutes === 0) return 'Saved. Every void now needs the security PIN.';
  const span = voidApprovalLabel(minutes).replace(' (default)', '');
  return `Saved. Voids of orders older than ${span} now need the security PIN.`;
}

/**
 * docs/product.md#voids: how long a new order is being taken (unprinted, off any trip): its lines go freely;
 * after it, taking money off is a void with a reason. 15 minutes unless the restaurant chooses otherwise.
 */
export const DEFAULT_TAKING_MINUTES = 15;

const TAKING_CHOICES: readonly number[] = [0, 5, 10, 15, 30, 60];

/** "Never", "5 minutes", "15 minutes (default)", "1 hour". */
export function takingLabel(minutes: number): string {
  if (minutes === 0) return 'Never: every removal is a void';
  const span = minutes === 60 ? '1 hour' : minutes % 60 === 0 ? `${minutes / 60} hours` : `${minutes} minutes`;
  return minutes === DEFAULT_TAKING_MINUTES ? `${span} (default)` : span;
}

/** The choices of the select; a value saved another way (the REST path) is offered as it is. */
export function takingOptions(current: number | null | undefined): { value: string; label: string }[] {
  const values =
    current === null || current === undefined || TAKING_CHOICES.includes(current)
      ? TAKING_CHOICES
      : [...TAKING_CHOICES, current].sort((a, b) => a - b);
  return values.map((minutes) => ({ value: String(minutes), label: takingLabel(minutes) }));
}

/** The note once a new span is saved. */
export function takingSavedNote(minutes: number): string {
  if (minutes === 0) return 'Saved. From the next order, removing any saved item is a void with a reason.';
  const span = takingLabel(minutes).replace(' (default)', '');
  return `Saved. From the next order, items go freely for ${span} while the order is unprinted.`;
}
