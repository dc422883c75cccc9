import { useEffect, useRef } from 'react';

/**
 * Calls `refresh` every `everyMs` while the page is shown, and at once when the window comes back into focus
 * or view (a tablet woken, a tab chosen again): a figure that moves on its own (hours on the clock) is never
 * older than a period where someone looks, and nothing is asked for a tab nobody sees.
 */
export function useRefreshWhileShown(refresh: () => unknown, everyMs: number): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    const shown = () => document.visibilityState === 'visible';
    const now = () => {
      if (shown()) latest.current();
    };
    const timer = window.setInterval(now, everyMs);
    window.addEventListener('focus', now);
    document.addEventListener('visibilitychange', now);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', now);
      document.removeEventListener('visibilitychange', now);
    };
  }, [everyMs]);
}
