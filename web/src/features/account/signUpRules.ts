import { FILL_ALL_FIELDS } from '../../ui/format/words';
/**
 * The sign-up form's rules (docs/product.md#sign-up), as the auth service checks them, said
 * beside each field; the one summary message stays the documented one.
 */

export const SIGN_UP_MISSING = FILL_ALL_FIELDS;
export const PASSWORD_RULE = 'At least 8 characters.';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SignUpValues {
  fullName: string;
  email: string;
  password: string;
}

export type SignUpProblems = Partial<Record<keyof SignUpValues, string>>;

/** The sign-up form's field messages; the profile form's too, where an empty password keeps the current one. */
export function signUpProblems(values: SignUpValues, { passwordOptional = false } = {}): SignUpProblems {
  const problems: SignUpProblems = {};
  if (!values.fullName.trim()) problems.fullName = 'Enter your full name.';
  const email = values.email.trim();
  if (!email) problems.email = 'Enter your email address.';
  else if (!EMAIL_PATTERN.test(email)) problems.email = 'Please enter a valid email address, like name@example.com.';
  // Kept as typed: a space may be part of a password, but spaces alone are not one.
  if (!values.password.trim()) {
    if (!passwordOptional) problems.password = `Choose a password: ${PASSWORD_RULE.toLowerCase()}`;
  } else if (values.password.length < 8) problems.password = 'Password must be at least 8 characters.';
  return problems;
}

/** The message at the top: the documented one for an empty field, else the first field's. */
export function signUpSummary(values: SignUpValues, problems: SignUpProblems): string | null {
  if (!values.fullName.trim() || !values.email.trim() || !values.password.trim()) return SIGN_UP_MISSING;
  return Object.values(problems)[0] ?? null;
}
