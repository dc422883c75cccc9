import { z } from 'zod';

/**
 * Content rules for account input. The messages are the ones people see
 * (the spec's own where it has them).
 */
export const EMAIL_MESSAGE = 'Please enter a valid email address.';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message });
const email = (missing: string) =>
  required(missing)
    .max(254, { error: EMAIL_MESSAGE })
    .transform(normaliseEmail)
    .refine((v) => EMAIL.test(v), { error: EMAIL_MESSAGE });
export const newPassword = z
  .string({ error: 'Please enter a password.' })
  .min(8, { error: 'Password must be at least 8 characters.' })
  .max(200, { error: 'Password must be at most 200 characters.' });
const fullName = (missing: string) => required(missing).max(100, { error: 'Name must be at most 100 characters.' });

const SIGN_UP_MISSING = 'Please fill out all fields.';
export const signUpInput = z.object({
  fullName: fullName(SIGN_UP_MISSING),
  email: email(SIGN_UP_MISSING),
  password: z.string({ error: SIGN_UP_MISSING }).min(1, { error: SIGN_UP_MISSING }).pipe(newPassword),
});

const SIGN_IN_MISSING = 'Please fill all the fields';
export const signInInput = z.object({
  email: required(SIGN_IN_MISSING).max(254).transform(normaliseEmail),
  // Passwords are not trimmed: a space may be part of one.
  password: z.string({ error: SIGN_IN_MISSING }).min(1, { error: SIGN_IN_MISSING }).max(200),
});

const UPDATE_MISSING = 'Please fill out all fields.';
export const updateUserInput = z.object({
  fullname: fullName(UPDATE_MISSING),
  email: email(UPDATE_MISSING),
  password: z
    .string()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(newPassword.nullable()),
});

export const forgotPasswordInput = z.object({
  email: required('Please fill the field').max(254).transform(normaliseEmail),
});

export const RESET_LINK_INVALID = 'This reset link is not valid or has expired. Please request a new one.';
export const resetPasswordInput = z.object({
  email: required(RESET_LINK_INVALID).max(254).transform(normaliseEmail),
  token: required(RESET_LINK_INVALID).max(200),
  password: newPassword,
});

const CONTACT_MISSING = 'Please fill out all fields.';
export const contactInput = z.object({
  firstName: required(CONTACT_MISSING).max(100),
  lastName: required(CONTACT_MISSING).max(100),
  email: email(CONTACT_MISSING),
  subject: required(CONTACT_MISSING).max(200, { error: 'Subject must be at most 200 characters.' }),
  message: required(CONTACT_MISSING).max(5000, { error: 'Message must be at most 5000 characters.' }),
});

export type SignUpInput = z.infer<typeof signUpInput>;
export type ContactInput = z.infer<typeof contactInput>;
