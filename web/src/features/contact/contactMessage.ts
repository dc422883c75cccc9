import type { ContactMessage } from './operations';
import { FILL_ALL_FIELDS } from '../../ui/format/words';

export const EMPTY_CONTACT_MESSAGE: ContactMessage = {
  firstName: '',
  lastName: '',
  email: '',
  subject: '',
  message: '',
};

/** A plausible address: something@something.tld, no spaces. The server has the last word. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** docs/product.md#contact: every field required, the e-mail must be an e-mail. Returns the problem, or null. */
export function contactMessageProblem(message: ContactMessage): string | null {
  if (Object.values(message).some((value) => !value.trim())) return FILL_ALL_FIELDS;
  if (!looksLikeEmail(message.email.trim())) return 'Please enter a valid email address.';
  return null;
}
