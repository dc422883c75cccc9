import { useCallback, useEffect, useRef } from 'react';
import { readPage } from './rest';
import { useLatestRead } from './useLatestRead';
import type { OnlinePage } from './restShapes';

/** The gateway keeps a page's answers this long (online.routes.ts SHARED_SECONDS), and a moment more. */
const SHARED_MS = 5_500;

/**
 * The page's restaurant and menu: read once, and again when the checkout says they changed (the prices,
 * an item sold out, a pause) — at once and once more past the gateway's few seconds of memory, so the
 * page shows what the server will take. What was read stays on screen while a new read is under way.
 */
export function useOnlinePage(slug: string) {
  const load = useCallback(() => readPage(slug), [slug]);
  const { value: page, failure, read, setFailure } = useLatestRead<OnlinePage>(load);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    read();
    return () => clearTimeout(timer.current);
  }, [read]);

  const readAgain = useCallback(() => {
    read();
    clearTimeout(timer.current);
    timer.current = setTimeout(read, SHARED_MS);
  }, [read]);

  /** Try again after a failure: the page says it is loading until the answer. */
  const retry = useCallback(() => {
    setFailure(null);
    read();
  }, [read]);

  return { page, failure, loading: !page && !failure, retry, readAgain };
}
