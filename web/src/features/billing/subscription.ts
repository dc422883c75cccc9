import { formatDay, NO_DATE } from '../../ui/format/dates';

/** The billing rules of docs/product.md#plans-and-billing the screens apply. */

export const MISSING_SUBSCRIPTION_PARAMETERS = 'Missing subscription parameters';
export const CHECKOUT_FAILED = 'Failed to create Stripe session.';
export const SUBSCRIPTION_REQUEST_FAILED = 'Subscription request failed.';
export const LOAD_FAILED = 'Failed to load subscription.';
export const NO_ACTIVE_PLAN = 'You currently have no active subscription plan.';
export const PORTAL_UNAVAILABLE = 'Unable to open billing portal.';
export const PORTAL_FAILED = 'Something went wrong while opening the portal.';

/** docs/product.md#billing-dashboard: only an active subscription shows plan details (and unlocks restaurants). */
export function isActiveSubscription(status: string | null | undefined): boolean {
  return status === 'active';
}

/** null means unlimited (Enterprise). */
export function restaurantsAllowedLabel(allowed: number | null | undefined): string {
  if (allowed === null || allowed === undefined) return 'Unlimited';
  return String(allowed);
}

/**
 * The end of the current period, for people, in the day style of every screen:
 * "Mar 4, 2026" (in the browser's time zone unless told: an account has no
 * restaurant clock). The server may send an ISO date or a Unix time (seconds or
 * milliseconds) as text.
 */
export function formatRenewalDate(
  value: string | null | undefined,
  { timeZone }: { timeZone?: string } = {},
): string | null {
  const day = formatDay(value, timeZone);
  return day === NO_DATE ? null : day;
}

/** docs/product.md#subscribing: subscribing needs the user id, the e-mail and the plan's price id. */
export function checkoutProblem(params: {
  userId: string | null | undefined;
  email: string | null | undefined;
  priceId: string | null | undefined;
}): string | null {
  return params.userId?.trim() && params.email?.trim() && params.priceId?.trim()
    ? null
    : MISSING_SUBSCRIPTION_PARAMETERS;
}

/**
 * The checkout or portal address the server answered, if the browser may go
 * there: http(s) only (never javascript: or data:), relative paths resolved
 * against this site.
 */
export function safeRedirectUrl(url: string | null | undefined, origin: string): string | null {
  if (!url?.trim()) return null;
  try {
    const parsed = new URL(url.trim(), origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
