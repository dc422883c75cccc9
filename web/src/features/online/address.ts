import { useSyncExternalStore } from 'react';

/**
 * The ordering page's own address bar, without a router (docs/decisions/0063-the-ordering-page-loads-light.md):
 * the page moves to its status page in place, and Back comes back.
 */

const MOVED = 'popstate';

export function go(path: string): void {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent(MOVED));
  window.scrollTo(0, 0);
}

const follow = (changed: () => void) => {
  window.addEventListener(MOVED, changed);
  return () => window.removeEventListener(MOVED, changed);
};

/** The path shown, followed as it moves. */
export const usePath = (): string => useSyncExternalStore(follow, () => window.location.pathname);

export type Place = { page: 'order'; slug: string } | { page: 'status'; slug: string; key: string } | { page: 'none' };

/** /order/{slug} and /order/{slug}/status/{key}; anything else names no page. */
export function placeOf(path: string): Place {
  const parts = path.split('/').filter(Boolean);
  const part = (i: number) => {
    try {
      return decodeURIComponent(parts[i] ?? '');
    } catch {
      return '';
    }
  };
  if (parts[0] !== 'order' || !part(1)) return { page: 'none' };
  if (parts.length === 2) return { page: 'order', slug: part(1) };
  if (parts.length === 4 && parts[2] === 'status' && part(3)) return { page: 'status', slug: part(1), key: part(3) };
  return { page: 'none' };
}
