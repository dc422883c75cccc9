import type {
  CreateRestaurantInput,
  RestaurantAllowanceQuery,
  UpdateRestaurantInput,
} from '../../graphql/generated/graphql';
import { ALL_FIELDS_MESSAGE, isValidPin, PIN_MESSAGE } from '../../ui/formRules';
import { DEFAULT_TIME_ZONE } from '../session/restaurant';

/**
 * The restaurant rules of docs/product.md#restaurants that the screens check before
 * asking the server (which checks them again and has the last word).
 */

export const PAY_MESSAGE = 'Please go to Dashboard to pay the monthly payment';
export const OVER_LIMIT_OPEN_LABEL = 'Please delete the extra restaurants or pay the monthly payment';
export const NO_RESTAURANTS_MESSAGE =
  'No restaurants created yet or your account is not active please go to the Plan page.';
export const NO_DESCRIPTION = 'No description';

export type RestaurantAllowance = RestaurantAllowanceQuery['restaurantAllowance'];

export interface RestaurantGate {
  canCreate: boolean;
  canOpen: boolean;
  /** Why creating is not possible now, or null. */
  createBlockedMessage: string | null;
  /** The label of every card's Open button. */
  openLabel: string;
}

/**
 * What the account may do now (docs/product.md#gating). The demo account is exempt;
 * an allowance not known yet (failed to load) leaves the decision to the
 * server, which refuses with its own message.
 */
export function restaurantGate(allowance: RestaurantAllowance | null | undefined, isDemo: boolean): RestaurantGate {
  if (isDemo || !allowance || allowance.exempt) {
    return { canCreate: true, canOpen: true, createBlockedMessage: null, openLabel: 'Open' };
  }
  return {
    canCreate: allowance.canCreate,
    canOpen: allowance.canOpen,
    createBlockedMessage: allowance.canCreate ? null : PAY_MESSAGE,
    openLabel: allowance.canOpen ? 'Open' : OVER_LIMIT_OPEN_LABEL,
  };
}

export interface RestaurantFormValues {
  name: string;
  description: string;
  securityPin: string;
  taxPercentage: string;
  deliveryCharge: string;
  fullAddress: string;
  phoneNumber: string;
  /** IANA time zone (docs/product.md#restaurant-fields): "today" and the history's dates are counted in it. */
  timeZone: string;
}

export const EMPTY_RESTAURANT_FORM: RestaurantFormValues = {
  name: '',
  description: '',
  securityPin: '',
  taxPercentage: '',
  deliveryCharge: '',
  fullAddress: '',
  phoneNumber: '',
  timeZone: DEFAULT_TIME_ZONE,
};

export const TIME_ZONE_MESSAGE = 'Time zone must be an IANA zone, like America/New_York.';

/** The IANA zones this browser knows, to choose from; the server checks the choice again. */
export function timeZones(): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([DEFAULT_TIME_ZONE, 'UTC', ...listed])].sort((a, b) => a.localeCompare(b));
}

/** A zone is one the browser knows (empty counts: the server keeps its default). */
function timeZoneProblem(zone: string): string | null {
  if (!zone) return null;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return null;
  } catch {
    return TIME_ZONE_MESSAGE;
  }
}

/**
 * The create form as the server's input, or the message to show (docs/product.md#restaurant-list).
 * Text is trimmed; money and percent go as typed, for the server to validate.
 */
export function createRestaurantInput(
  form: RestaurantFormValues,
): { input: CreateRestaurantInput } | { problem: string } {
  const input: CreateRestaurantInput = {
    name: form.name.trim(),
    description: form.description.trim() || null,
    securityPin: form.securityPin.trim(),
    taxPercentage: form.taxPercentage.trim(),
    deliveryCharge: form.deliveryCharge.trim(),
    fullAddress: form.fullAddress.trim(),
    phoneNumber: form.phoneNumber.trim(),
    timeZone: form.timeZone.trim() || null,
  };
  // The PIN first, then the other fields, in the order the server checks them (docs/product.md#restaurant-list).
  if (!isValidPin(input.securityPin)) return { problem: PIN_MESSAGE };
  const required = [input.name, input.taxPercentage, input.deliveryCharge, input.fullAddress, input.phoneNumber];
  if (required.some((value) => !value)) return { problem: ALL_FIELDS_MESSAGE };
  const zone = timeZoneProblem(form.timeZone.trim());
  if (zone) return { problem: zone };
  return { input };
}

/**
 * The edit form as the server's input (docs/product.md#restaurant-edit): the account password is
 * required; an empty field keeps the existing value, so only fields that are
 * filled in and changed are sent; a new PIN must be 4 to 6 digits.
 */
export function updateRestaurantInput(
  initial: RestaurantFormValues,
  form: RestaurantFormValues,
  password: string,
): { input: UpdateRestaurantInput } | { problem: string } {
  if (!password.trim()) return { problem: 'Enter your account password to save changes.' };
  const input: UpdateRestaurantInput = { password };
  const fields = [
    'name',
    'description',
    'taxPercentage',
    'deliveryCharge',
    'fullAddress',
    'phoneNumber',
    'timeZone',
  ] as const satisfies readonly (keyof UpdateRestaurantInput & keyof RestaurantFormValues)[];
  for (const field of fields) {
    const value = form[field].trim();
    if (value && value !== initial[field].trim()) input[field] = value;
  }
  const zone = timeZoneProblem(form.timeZone.trim());
  if (zone) return { problem: zone };
  const pin = form.securityPin.trim();
  if (pin) {
    if (!isValidPin(pin)) return { problem: PIN_MESSAGE };
    input.securityPin = pin;
  }
  return { input };
}

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
