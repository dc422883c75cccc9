import { useCallback, useEffect, useRef, useState } from 'react';
import { readStatus, Refusal, type RestStatus } from './rest';
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
  const [status, setStatus] = useState<RestStatus | null>(null);
  const [failure, setFailure] = useState<Refusal | null>(null);
  const latest = useRef(0);

  const read = useCallback(() => {
    const mine = ++latest.current;
    readStatus(slug, key).then(
      (answer) => {
        if (mine !== latest.current) return;
        setStatus(answer);
        setFailure(null);
      },
      (error: unknown) => {
        if (mine !== latest.current) return;
        setFailure(error instanceof Refusal ? error : new Refusal(null, 0));
      },
    );
  }, [slug, key]);

  const paying = status?.progress === 'awaiting_payment';
  useEffect(() => {
    read();
    const every = setInterval(read, paying ? PAYING_MS : EVERY_MS);
    return () => clearInterval(every);
  }, [read, paying]);
  useStatusStream(slug, key, read);

  return { status, failure, loading: !status && !failure };
}
