import { safeRedirectUrl } from './subscription';

/**
 * Sends the browser to a checkout or billing portal page the server answered
 * with. Returns false (and goes nowhere) when the address is not one a browser
 * should follow.
 */
export function redirectTo(url: string | null | undefined): boolean {
  const safe = safeRedirectUrl(url, window.location.origin);
  if (!safe) return false;
  window.location.assign(safe);
  return true;
}
