import type {
  CreateRestaurantInput,
  RestaurantAllowanceQuery,
  UpdateRestaurantInput,
} from '../../graphql/generated/graphql';
import { ALL_FIELDS_MESSAGE, isValidPin, PIN_MESSAGE } from '../../ui/format/formRules';
import { dollarsToCents } from '../../ui/format/money';
import { DEFAULT_TIME_ZONE } from '../session/restaurant';
import { timeZoneFromAddress } from './addressTimeZone';

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

/**
 * Why no restaurant can be added now: no active plan (pay, or choose one), the plan's
 * allowance reached (upgrade), or exceeded after a downgrade (delete or upgrade).
 */
export type RestaurantLimit = 'inactive' | 'full' | 'over';

export interface RestaurantGate {
  canCreate: boolean;
  canOpen: boolean;
  /** Why creating is not possible now, or null. */
  limit: RestaurantLimit | null;
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
    return { canCreate: true, canOpen: true, limit: null, openLabel: 'Open' };
  }
  let limit: RestaurantLimit | null = null;
  if (!allowance.canCreate) {
    if (allowance.status !== 'active') limit = 'inactive';
    else if (allowance.allowed !== null && allowance.allowed !== undefined && allowance.used > allowance.allowed) {
      limit = 'over';
    } else limit = 'full';
  }
  return {
    canCreate: allowance.canCreate,
    canOpen: allowance.canOpen,
    limit,
    openLabel: allowance.canOpen ? 'Open' : OVER_LIMIT_OPEN_LABEL,
  };
}

function restaurantsCount(count: number | null | undefined): string {
  if (count === null || count === undefined) return 'unlimited restaurants';
  return count === 1 ? '1 restaurant' : `${count} restaurants`;
}

/**
 * What the empty list says to an owner whose plan has room (docs/product.md#restaurant-list), above
 * "Create your first restaurant"; the documented sentence about the Plan page is for an
 * account that is not active.
 */
export function firstRestaurantMessage(allowed: number | null | undefined): string {
  return `No restaurants created yet. Your plan includes ${restaurantsCount(allowed)}: add the first one, then open it with its security PIN.`;
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

/** The fields a form can point at, one message each. */
export type RestaurantField = keyof RestaurantFormValues;
export type RestaurantFieldProblems = Partial<Record<RestaurantField, string>>;

// The server's rules (services/auth inputs), said beside the field they concern.
const PERCENT_TEXT = /^(100(\.0{1,3})?|\d{1,2}(\.\d{1,3})?)$/;
const DOLLARS_TEXT = /^\d{1,4}(\.\d{1,2})?$/;
const PHONE_TEXT = /^[0-9+()\-.\s]{7,20}$/;
export const FIELD_MESSAGES = {
  nameMissing: "Enter the restaurant's name.",
  nameTooLong: 'Name must be at most 100 characters.',
  taxMissing: 'Enter the sales tax in percent, e.g. 8.875 (0 if none).',
  tax: 'Tax must be a percentage between 0 and 100, with at most 3 decimals.',
  deliveryMissing: 'Enter the delivery charge in dollars, e.g. 3.50 (0 if free).',
  delivery: 'Delivery charge must be an amount in dollars, like 3.50 (at most $1,000).',
  addressMissing: "Enter the restaurant's street, city, state and ZIP code.",
  phoneMissing: "Enter the restaurant's phone number.",
  phone: 'Phone number must be 7 to 20 digits.',
} as const;

/**
 * What is wrong with each field of the create or edit form (which field, which rule), for the
 * message beside it. On edit an empty field keeps the current value, so only what is typed is
 * checked.
 */
export function restaurantFieldProblems(form: RestaurantFormValues, mode: 'create' | 'edit'): RestaurantFieldProblems {
  const problems: RestaurantFieldProblems = {};
  const value = (field: RestaurantField) => form[field].trim();
  const missing = (field: RestaurantField) => mode === 'create' && !value(field);
  if (missing('name')) problems.name = FIELD_MESSAGES.nameMissing;
  else if (value('name').length > 100) problems.name = FIELD_MESSAGES.nameTooLong;
  if ((mode === 'create' || value('securityPin')) && !isValidPin(value('securityPin'))) {
    problems.securityPin = PIN_MESSAGE;
  }
  if (missing('taxPercentage')) problems.taxPercentage = FIELD_MESSAGES.taxMissing;
  else if (value('taxPercentage') && !PERCENT_TEXT.test(value('taxPercentage'))) {
    problems.taxPercentage = FIELD_MESSAGES.tax;
  }
  const charge = value('deliveryCharge').replace(/^\$\s*/, '');
  if (missing('deliveryCharge')) problems.deliveryCharge = FIELD_MESSAGES.deliveryMissing;
  else if (charge && (!DOLLARS_TEXT.test(charge) || Number(charge) > 1_000)) {
    problems.deliveryCharge = FIELD_MESSAGES.delivery;
  }
  if (missing('fullAddress')) problems.fullAddress = FIELD_MESSAGES.addressMissing;
  if (missing('phoneNumber')) problems.phoneNumber = FIELD_MESSAGES.phoneMissing;
  else if (value('phoneNumber') && !PHONE_TEXT.test(value('phoneNumber'))) problems.phoneNumber = FIELD_MESSAGES.phone;
  const zone = timeZoneProblem(value('timeZone'));
  if (zone) problems.timeZone = zone;
  return problems;
}

/**
 * The one message at the top of the form, as docs/product.md#restaurant-list words it: the
 * PIN's first, then 'All fields are required' for any empty field, else the first field's.
 */
function summaryOf(problems: RestaurantFieldProblems, form: RestaurantFormValues): string | null {
  if (problems.securityPin) return problems.securityPin;
  const required: RestaurantField[] = ['name', 'taxPercentage', 'deliveryCharge', 'fullAddress', 'phoneNumber'];
  if (required.some((field) => !form[field].trim())) return ALL_FIELDS_MESSAGE;
  return Object.values(problems)[0] ?? null;
}

export type RestaurantFormCheck<Input> = { input: Input } | { problem: string; fields: RestaurantFieldProblems };

/**
 * The create form as the server's input, or the messages to show (docs/product.md#restaurant-list).
 * Text is trimmed; money and percent go as typed (a leading $ dropped), for the server to validate.
 */
export function createRestaurantInput(form: RestaurantFormValues): RestaurantFormCheck<CreateRestaurantInput> {
  const input: CreateRestaurantInput = {
    name: form.name.trim(),
    description: form.description.trim() || null,
    securityPin: form.securityPin.trim(),
    taxPercentage: form.taxPercentage.trim(),
    // Sent as cents; a charge that is not an amount is a field problem below, and nothing is sent.
    deliveryChargeCents: typedCharge(form) ?? 0,
    fullAddress: form.fullAddress.trim(),
    phoneNumber: form.phoneNumber.trim(),
    timeZone: form.timeZone.trim() || null,
  };
  const fields = restaurantFieldProblems(form, 'create');
  const problem = summaryOf(fields, form);
  return problem ? { problem, fields } : { input };
}

export interface TimeZoneGuess {
  zone: string;
  /** Where the zone came from, shown under the field so the owner can judge it. */
  note: string;
}

/**
 * The zone a new restaurant starts with (docs/product.md#restaurant-fields): the one its
 * address names, else this device's, else New York's.
 */
export function restaurantTimeZoneGuess(address: string, deviceZone: string | null): TimeZoneGuess {
  const fromAddress = timeZoneFromAddress(address);
  if (fromAddress) return { zone: fromAddress.zone, note: `From the address (${fromAddress.from}).` };
  const reason = address.trim() ? 'the address names no US state or ZIP code.' : 'no address yet.';
  if (deviceZone && !timeZoneProblem(deviceZone))
    return { zone: deviceZone, note: `From this device's clock: ${reason}` };
  return { zone: DEFAULT_TIME_ZONE, note: `New York's clock: ${reason}` };
}

/** The delivery charge as typed (a leading $ dropped), in cents; null when empty or not an amount. */
const typedCharge = (form: RestaurantFormValues) => dollarsToCents(form.deliveryCharge.trim().replace(/^\$\s*/, ''));

/**
 * The edit form as the server's input (docs/product.md#restaurant-edit): the account password is
 * required; an empty field keeps the existing value, so only fields that are
 * filled in and changed are sent; a new PIN must be 4 to 6 digits.
 */
export function updateRestaurantInput(
  initial: RestaurantFormValues,
  form: RestaurantFormValues,
  password: string,
): RestaurantFormCheck<UpdateRestaurantInput> {
  const fields = restaurantFieldProblems(form, 'edit');
  if (!password.trim()) return { problem: 'Enter your account password to save changes.', fields };
  const problem = Object.values(fields)[0];
  if (problem) return { problem, fields };
  const input: UpdateRestaurantInput = { password };
  const changeable = [
    'name',
    'description',
    'taxPercentage',
    'fullAddress',
    'phoneNumber',
    'timeZone',
  ] as const satisfies readonly (keyof UpdateRestaurantInput & keyof RestaurantFormValues)[];
  for (const field of changeable) {
    const value = form[field].trim();
    if (value && value !== initial[field].trim()) input[field] = value;
  }
  const charge = typedCharge(form);
  if (charge !== null && charge !== typedCharge(initial)) input.deliveryChargeCents = charge;
  const pin = form.securityPin.trim();
  if (pin) input.securityPin = pin;
  return { input };
}
