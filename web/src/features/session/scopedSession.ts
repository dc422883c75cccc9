import type { ScopedSessionFieldsFragment } from '../../graphql/generated/graphql';
import { isScopedRole, SCREEN_ROLES, type ScreenRole } from './roles';

/**
 * The restaurant-scoped sessions the server hands out after a PIN check
 * (docs/product.md#pin-entry): the hub's manager session (openRestaurant) and
 * each screen role's (enterScreen: the cashier terminal, the driver screen, the
 * kitchen display). Each lives in sessionStorage, one entry per kind and
 * restaurant: it ends with the tab, a PIN typed in one tab unlocks nothing in
 * another, and a cashier's session never passes for the hub's manager session.
 */

// The ScopedSessionFields fragment: gateway/fragments.graphql (the REST tables ask for the same).

export type ScopedSession = ScopedSessionFieldsFragment;

/** hub: the restaurant hub (security PIN); a screen role: that role's screen (the worker's is the kitchen display). */
export type ScopedKind = 'hub' | ScreenRole;
const SCOPED_KINDS: readonly ScopedKind[] = ['hub', ...SCREEN_ROLES];

export const scopedSessionKey = (kind: ScopedKind, restaurantId: string) =>
  kind === 'hub' ? `zest-pos.restaurant.${restaurantId}` : `zest-pos.${kind}.${restaurantId}`;

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

export function saveScopedSession(kind: ScopedKind, session: ScopedSession): void {
  try {
    window.sessionStorage.setItem(scopedSessionKey(kind, session.restaurantId), JSON.stringify(session));
  } catch {
    // Storage refused (private mode, policy): the session lasts until this page is left.
  }
}

export function readScopedSession(kind: ScopedKind, restaurantId: string): ScopedSession | null {
  try {
    return parseScopedSession(window.sessionStorage.getItem(scopedSessionKey(kind, restaurantId)), restaurantId);
  } catch {
    return null;
  }
}

export function forgetScopedSession(kind: ScopedKind, restaurantId: string): void {
  try {
    window.sessionStorage.removeItem(scopedSessionKey(kind, restaurantId));
  } catch {
    // Nothing stored.
  }
}

/** Every scoped session of a restaurant ends with it (a deleted restaurant). */
export function forgetScopedSessions(restaurantId: string): void {
  for (const kind of SCOPED_KINDS) forgetScopedSession(kind, restaurantId);
}
