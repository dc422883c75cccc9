import {
  EMPLOYEE_ROLES,
  money,
  multiline,
  parsePercent,
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

/** One message per thing that is not there (or not the caller's): the REST tables answer the same. */
export const EMPLOYEE_NOT_FOUND = 'Employee not found.';
export { RESTAURANT_NOT_FOUND } from '@zest/kit';
export const INCORRECT_PIN = 'Incorrect PIN.';
/** A cashier's or a driver's PIN that opens no screen. */
export const INCORRECT_SCREEN_PIN = 'Incorrect PIN';
export const INCORRECT_SECURITY_PIN = 'Incorrect Security Restaurant Pin';

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

export const personName = (missing: string) => text({ max: 100, label: 'Name', required: missing });

export const resetToken = text({ max: 200, required: RESET_LINK_INVALID, tooLong: RESET_LINK_INVALID });

export const contact = {
  firstName: personName(MISSING.signUp),
  lastName: personName(MISSING.signUp),
  email: email(MISSING.signUp),
  subject: text({ max: 200, required: MISSING.signUp, tooLong: 'Subject must be at most 200 characters.' }),
  message: multiline({ max: 5000, required: MISSING.signUp, tooLong: 'Message must be at most 5000 characters.' }),
};

const TAX_MESSAGE = 'Tax must be a percentage between 0 and 100.';
const PHONE_MESSAGE = 'Phone number must be 7 to 20 digits.';
/** A name (a restaurant's, an employee's): 'Name must be at most 100 characters.' */
const name = (required?: string) => text({ max: 100, label: 'Name', required });
/** The delivery charge, at most $1,000: dollars at the REST edge, cents in GraphQL and the domain. */
export const deliveryCharge = money({
  label: 'Delivery charge',
  dollars: 'Delivery charge must be an amount in dollars, like 3.50.',
  missing: MISSING.all,
  max: 100_000,
});

/** A restaurant's fields as given on create (all required but the description and time zone). */
export const restaurant = {
  name: name(MISSING.all),
  description: multiline({ max: 500, label: 'Description' }),
  securityPin: pinField(),
  taxPercentage: percentField(TAX_MESSAGE, { missing: MISSING.all }),
  /** Dollars as sent at the REST edge, parsed into cents. */
  deliveryCharge: deliveryCharge.dollars,
  fullAddress: text({ max: 300, required: MISSING.all, label: 'Address' }),
  phoneNumber: text({ max: 20, required: MISSING.all, tooLong: PHONE_MESSAGE }).regex(/^[0-9+()\-.\s]{7,20}$/, {
    error: PHONE_MESSAGE,
  }),
  timeZone: timeZoneField(),
};

/** The same fields on edit: empty or absent keeps what is there. */
export const restaurantChanges = {
  password: password('Enter your account password to save changes.'),
  name: keep(name()),
  description: multiline({ max: 500, label: 'Description' }).nullish(),
  securityPin: keep(pinField(), PIN_MESSAGE),
  taxPercentage: keep(percentField(TAX_MESSAGE), TAX_MESSAGE),
  deliveryCharge: keep(deliveryCharge.dollars),
  fullAddress: keep(text({ max: 300, label: 'Address' })),
  phoneNumber: keep(restaurant.phoneNumber, PHONE_MESSAGE),
  timeZone: keep(timeZoneField(), TIME_ZONE_MESSAGE),
};

export { EMPLOYEE_ROLES };
/** "cashier, driver or worker": roles of the registry (kit/core/roles.ts), in words. */
const inWords = (roles: readonly string[]) => `${roles.slice(0, -1).join(', ')} or ${roles.at(-1)}`;
const ROLE_MESSAGE = `Role must be ${inWords(EMPLOYEE_ROLES)}.`;

/** The screen a PIN is entered at (enterScreen): a screen role of the registry. */
export const screenRole = z.enum(SCREEN_ROLES, { error: `The screen must be ${inWords(SCREEN_ROLES)}.` });

export const employee = {
  name: name(MISSING.all),
  pin: pinField(),
  role: z.enum(EMPLOYEE_ROLES, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? MISSING.all : ROLE_MESSAGE),
  }),
};

export const employeeChanges = {
  name: keep(name()),
  pin: keep(pinField(), PIN_MESSAGE),
  role: keep(z.enum(EMPLOYEE_ROLES, { error: ROLE_MESSAGE }), ROLE_MESSAGE),
};

/**
 * "Empty keeps the current value": absent, null or blank becomes null;
 * anything else must pass the field's rule (and is refused with its message:
 * by default the one the rule gives a value of the wrong type).
 */
export function keep<T extends z.ZodType>(schema: T, message?: string) {
  return z
    .union([schema, z.literal(''), z.null()], { error: (issue) => message ?? firstMessage(schema, issue.input) })
    .optional()
    .transform((v) =>
      v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : (v as z.output<T>),
    );
}

const firstMessage = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

// ---- whole inputs as the domain takes them: the rules above, amounts in cents ----

const percent = (v: string | number) => parsePercent(v)!;

export const createRestaurantInput = z.object({
  name: restaurant.name,
  description: restaurant.description.nullish(),
  // The PIN is checked before the other fields, as the form does.
  securityPin: restaurant.securityPin,
  taxPercentage: restaurant.taxPercentage.transform(percent),
  deliveryChargeCents: deliveryCharge.cents,
  fullAddress: restaurant.fullAddress,
  phoneNumber: restaurant.phoneNumber,
  timeZone: restaurant.timeZone.nullish(),
});

export const updateRestaurantInput = z
  .object(restaurantChanges)
  .omit({ deliveryCharge: true })
  .extend({
    taxPercentage: restaurantChanges.taxPercentage.transform((v) => (v === null ? null : percent(v))),
    deliveryChargeCents: deliveryCharge.cents.nullish().transform((v) => v ?? null),
  });

export const createEmployeeInput = z.object({
  restaurantId: z.string(),
  securityPin: z.string({ error: MISSING.all }).min(1, { error: MISSING.all }),
  ...employee,
});

export const updateEmployeeInput = z.object({
  ...employeeChanges,
  // Compared by the server only; blank is as good as absent.
  securityPin: z
    .string()
    .nullish()
    .transform((v) => (v ? v : null)),
});

// ---- accounts: the rules above, e-mails normalised ----

export const normaliseEmail = (value: string) => value.trim().toLowerCase();

export const signUpInput = z.object({
  fullName: personName(MISSING.signUp),
  email: email(MISSING.signUp).transform(normaliseEmail),
  password: newPassword(MISSING.signUp),
});

export const signInInput = z.object({
  email: emailToFind(MISSING.signIn).transform(normaliseEmail),
  password: password(MISSING.signIn),
});

export const updateUserInput = z.object({
  fullname: personName(MISSING.signUp),
  email: email(MISSING.signUp).transform(normaliseEmail),
  // Empty or absent keeps the current password.
  password: z
    .union([z.literal(''), z.null(), newPassword()])
    .optional()
    .transform((v) => (v ? v : null)),
});

export const forgotPasswordInput = z.object({ email: emailToFind(MISSING.forgot).transform(normaliseEmail) });

export const resetPasswordInput = z.object({
  email: emailToFind(RESET_LINK_INVALID).transform(normaliseEmail),
  token: resetToken,
  password: newPassword(),
});

export const contactInput = z.object({ ...contact, email: contact.email.transform(normaliseEmail) });

export type SignUpInput = z.infer<typeof signUpInput>;
export type ContactInput = z.infer<typeof contactInput>;
