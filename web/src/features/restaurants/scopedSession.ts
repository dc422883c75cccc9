import type { OpenRestaurantMutation, ScopedRole } from '../../graphql/generated/graphql';

/**
 * The restaurant-scoped session the server hands out after a PIN check
 * (openRestaurant, and later the cashier and driver screens). It lives in
 * sessionStorage, one entry per restaurant: it ends with the tab, and a PIN
 * typed in one tab does not unlock a restaurant in another.
 */

export type ScopedSession = OpenRestaurantMutation['openRestaurant'];

export const scopedSessionKey = (restaurantId: string) => `zest-pos.restaurant.${restaurantId}`;

const ROLES: readonly ScopedRole[] = ['cashier', 'driver', 'manager'];
const isScopedRole = (role: unknown): role is ScopedRole => ROLES.some((known) => known === role);

/** What sessionStorage holds, if it is a scoped session for this restaurant that has not expired. */
export function parseScopedSession(raw: string | null, restaurantId: string, now = Date.now()): ScopedSession | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const value = parsed as Record<string, unknown>;
    if (
      typeof value['token'] !== 'string' ||
      !value['token'] ||
      value['restaurantId'] !== restaurantId ||
      !isScopedRole(value['role']) ||
      typeof value['name'] !== 'string' ||
      typeof value['expiresAt'] !== 'string'
    ) {
      return null;
    }
    const expires = Date.parse(value['expiresAt']);
    if (Number.isFinite(expires) && expires <= now) return null;
    const employeeId = value['employeeId'];
    return {
      token: value['token'],
      restaurantId,
      role: value['role'],
      employeeId: typeof employeeId === 'string' && employeeId ? employeeId : null,
      name: value['name'],
      expiresAt: value['expiresAt'],
    };
  } catch {
    return null;
  }
}

export function saveScopedSession(session: ScopedSession): void {
  try {
    window.sessionStorage.setItem(scopedSessionKey(session.restaurantId), JSON.stringify(session));
  } catch {
    // Storage refused (private mode, policy): the session lasts until this page is left.
  }
}

export function readScopedSession(restaurantId: string): ScopedSession | null {
  try {
    return parseScopedSession(window.sessionStorage.getItem(scopedSessionKey(restaurantId)), restaurantId);
  } catch {
    return null;
  }
}

export function forgetScopedSession(restaurantId: string): void {
  try {
    window.sessionStorage.removeItem(scopedSessionKey(restaurantId));
  } catch {
    // Nothing stored.
  }
}
