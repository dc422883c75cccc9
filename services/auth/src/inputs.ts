import {
  dollarsField,
  EMPLOYEE_ROLES,
  multiline,
  percentField,
  PIN_MESSAGE,
  pinField,
  SCREEN_ROLES,
  text,
  TIME_ZONE_MESSAGE,
  timeZoneField,
} from '@zest/kit';
import { z } from 'zod';

/**
 * Every rule of auth's inputs, field by field, with the message people see.
 * The domain builds its input schemas from these pieces, and the gateway's
 * REST table builds the documented request bodies from the same pieces: a
 * rule and its message exist once, and /api/openapi.json states them.
 * Pure zod, no side effects: safe to import from the gateway.
 */
export const MISSING = {
  signUp: 'Please fill out all fields.',
  signIn: 'Please fill all the fields',
  forgot: 'Please fill the field',
  all: 'All fields are required',
} as const;

export const EMAIL_MESSAGE = 'Please enter a valid email address.';
export const RESET_LINK_INVALID = 'This reset link is not valid or has expired. Please request a new one.';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A new or changed e-mail address. */
export const email = (missing: string) =>
  text({ max: 254, required: missing, tooLong: EMAIL_MESSAGE }).regex(EMAIL_PATTERN, { error: EMAIL_MESSAGE });

/** An e-mail to look an account up by (sign-in, forgot-password): any text; an unknown one just finds nothing. */
export const emailToFind = (missing: string) => text({ max: 254, required: missing, tooLong: missing });

/** Passwords keep their spaces; at least 8 characters for a new one. */
export const newPassword = (missing = 'Please enter a password.') =>
  text({ max: 200, raw: true, required: missing, tooLong: 'Password must be at most 200 characters.' }).min(8, {
    error: 'Password must be at least 8 characters.',
  });

export const password = (missing: string) => text({ max: 200, raw: true, required: missing, tooLong: missing });

export const personName = (missing: string) =>
  text({ max: 100, required: missing, tooLong: 'Name must be at most 100 characters.' });

export const resetToken = text({ max: 200, required: RESET_LINK_INVALID, tooLong: RESET_LINK_INVALID });

export const contact = {
  firstName: personName(MISSING.signUp),
  lastName: personName(MISSING.signUp),
  email: email(MISSING.signUp),
  subject: text({ max: 200, required: MISSING.signUp, tooLong: 'Subject must be at most 200 characters.' }),
  message: multiline({ max: 5000, required: MISSING.signUp, tooLong: 'Message must be at most 5000 characters.' }),
};

const TAX_MESSAGE = 'Tax must be a percentage between 0 and 100.';
const DELIVERY_MESSAGE = 'Delivery charge must be an amount in dollars, like 3.50.';
const PHONE_MESSAGE = 'Phone number must be 7 to 20 digits.';

/** A restaurant's fields as given on create (all required but the description and time zone). */
export const restaurant = {
  name: text({ max: 100, required: MISSING.all, tooLong: 'Name must be at most 100 characters.' }),
  description: multiline({ max: 500, label: 'Description' }),
  securityPin: pinField(),
  taxPercentage: percentField(TAX_MESSAGE, { missing: MISSING.all }),
  deliveryCharge: dollarsField(DELIVERY_MESSAGE, { missing: MISSING.all, max: 1_000 }),
  fullAddress: text({ max: 300, required: MISSING.all, label: 'Address' }),
  phoneNumber: text({ max: 20, required: MISSING.all, tooLong: PHONE_MESSAGE }).regex(/^[0-9+()\-.\s]{7,20}$/, {
    error: PHONE_MESSAGE,
  }),
  timeZone: timeZoneField(),
};

/** The same fields on edit: empty or absent keeps what is there. */
export const restaurantChanges = {
  password: password('Enter your account password to save changes.'),
  name: keep(
    text({ max: 100, tooLong: 'Name must be at most 100 characters.' }),
    'Name must be at most 100 characters.',
  ),
  description: multiline({ max: 500, label: 'Description' }).nullish(),
  securityPin: keep(pinField(), PIN_MESSAGE),
  taxPercentage: keep(percentField(TAX_MESSAGE), TAX_MESSAGE),
  deliveryCharge: keep(dollarsField(DELIVERY_MESSAGE, { max: 1_000 }), DELIVERY_MESSAGE),
  fullAddress: keep(text({ max: 300, label: 'Address' }), 'Address must be at most 300 characters.'),
  phoneNumber: keep(restaurant.phoneNumber, PHONE_MESSAGE),
  timeZone: keep(timeZoneField(), TIME_ZONE_MESSAGE),
};

export { EMPLOYEE_ROLES };
/** "cashier, driver or worker": roles of the registry (kit/roles.ts), in words. */
const inWords = (roles: readonly string[]) => `${roles.slice(0, -1).join(', ')} or ${roles.at(-1)}`;
const ROLE_MESSAGE = `Role must be ${inWords(EMPLOYEE_ROLES)}.`;

/** The screen a PIN is entered at (enterScreen): a screen role of the registry. */
export const screenRole = z.enum(SCREEN_ROLES, { error: `The screen must be ${inWords(SCREEN_ROLES)}.` });

export const employee = {
  name: text({ max: 100, required: MISSING.all, tooLong: 'Name must be at most 100 characters.' }),
  pin: pinField(),
  role: z.enum(EMPLOYEE_ROLES, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? MISSING.all : ROLE_MESSAGE),
  }),
};

export const employeeChanges = {
  name: keep(
    text({ max: 100, tooLong: 'Name must be at most 100 characters.' }),
    'Name must be at most 100 characters.',
  ),
  pin: keep(pinField(), PIN_MESSAGE),
  role: keep(z.enum(EMPLOYEE_ROLES, { error: ROLE_MESSAGE }), ROLE_MESSAGE),
};

/**
 * "Empty keeps the current value": absent, null or blank becomes null;
 * anything else must pass the field's rule (and is refused with its message).
 */
export function keep<T extends z.ZodType>(schema: T, message: string) {
  return z
    .union([schema, z.literal(''), z.null()], { error: message })
    .optional()
    .transform((v) =>
      v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : (v as z.output<T>),
    );
}
