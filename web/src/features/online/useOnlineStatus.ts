import { useCallback, useEffect } from 'react';
import { readStatus, type RestStatus } from './rest';
import { useLatestRead } from './useLatestRead';
import { useStatusStream } from './useStatusStream';

/** A slow look again besides the live stream (useStatusStream), should the stream be cut by the network. */
const EVERY_MS = 30_000;
/** While the order waits for its card payment, which comes back from the payment page, not on the stream. */
const PAYING_MS = 3_000;

/**
 * One order's status, read by its key: at once, whenever its stream says it changed, and every 30 s
 * besides (every 3 s while it waits for its payment). The last answer stays on screen through a failed read.
 */
export function useOnlineStatus(slug: string, key: string) {
  const load = useCallback(() => readStatus(slug, key), [slug, key]);
  const { value: status, failure, read } = useLatestRead<RestStatus>(load);

  const paying = status?.progress === 'awaiting_payment';
  useEffect(() => {
    read();
    const every = setInterval(read, paying ? PAYING_MS : EVERY_MS);
    return () => clearInterval(every);
  }, [read, paying]);
  useStatusStream(slug, key, read);

  return { status, failure, loading: !status && !failure };
}
