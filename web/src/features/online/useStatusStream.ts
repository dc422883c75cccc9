import { useEffect, useRef } from 'react';

/** A second read after each change: what the page shows may come from a copy a moment behind (a driver's trip). */
const AGAIN_MS = 3_000;

/**
 * The customer's order as it moves (docs/decisions/0062-online-ordering.md): the gateway tells this page
 * when its order changed (a bare `status` event on the order's own stream, reached by its key) and the
 * page reads its status again, at once and a moment later. The browser reconnects by itself.
 */
export function useStatusStream(slug: string, key: string, readAgain: () => void): void {
  const again = useRef(readAgain);
  useEffect(() => {
    again.current = readAgain;
  });
  useEffect(() => {
    if (!slug || !key || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/online/${encodeURIComponent(slug)}/status/${encodeURIComponent(key)}/stream`);
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const changed = () => {
      again.current();
      const timer = setTimeout(() => {
        timers.delete(timer);
        again.current();
      }, AGAIN_MS);
      timers.add(timer);
    };
    source.addEventListener('status', changed);
    return () => {
      source.close();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [slug, key]);
}
