import { z } from 'zod';
import {
  contact,
  email,
  emailToFind,
  MISSING,
  newPassword,
  password,
  personName,
  RESET_LINK_INVALID,
  resetToken,
} from '../inputs';

/** Account inputs as the domain takes them: the rules of ../inputs.ts, then e-mails normalised. */
export { EMAIL_MESSAGE, RESET_LINK_INVALID } from '../inputs';

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
