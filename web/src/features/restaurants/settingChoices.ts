/** The choices of the order settings card (docs/product.md#order-settings), with their words. */

import { formatDollars } from '../../ui/format/money';

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

/** docs/product.md#cash-drawers: what a paid-out may be before it needs the security PIN; $20.00 unless chosen. */
export const PAYOUT_CHOICES = [0, 1000, 2000, 2500, 5000, 10000] as const;
export const DEFAULT_PAYOUT_CENTS = 2000;
/** What one drawer may drop to the safe, together, before the security PIN (docs/decisions/0071-one-ledger.md). */
export const DROP_CHOICES = [0, 10000, 20000, 30000, 50000, 100000, 200000] as const;
export const DEFAULT_DROP_CENTS = 50000;

export type DrawerLimit = 'drawerPayoutApprovalCents' | 'drawerDropApprovalCents';

/** "Saved. Paid-outs from one drawer above $20.00 together now need the security PIN." */
export function drawerLimitSaved(which: DrawerLimit, cents: number): string {
  const what = which === 'drawerDropApprovalCents' ? 'drop' : 'paid-out';
  return cents === 0
    ? `Saved. Every ${what} now needs the security PIN.`
    : `Saved. ${what === 'drop' ? 'Drops' : 'Paid-outs'} from one drawer above ${formatDollars(cents)} together now need the security PIN.`;
}
