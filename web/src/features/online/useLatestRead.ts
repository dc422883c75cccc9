import { useCallback, useRef, useState } from 'react';
import { Refusal } from './rest';

/**
 * A value read again and again (the page, an order's status): only the latest read's answer counts, so
 * a slow early answer never replaces a newer one; what was read stays through a failed read.
 */
export function useLatestRead<T>(load: () => Promise<T>) {
  const [value, setValue] = useState<T | null>(null);
  const [failure, setFailure] = useState<Refusal | null>(null);
  const latest = useRef(0);
  const read = useCallback(() => {
    const mine = ++latest.current;
    load().then(
      (answer) => {
        if (mine !== latest.current) return;
        setValue(answer);
        setFailure(null);
      },
      (error: unknown) => {
        if (mine !== latest.current) return;
        setFailure(error instanceof Refusal ? error : new Refusal(null, 0));
      },
    );
  }, [load]);
  return { value, failure, read, setFailure };
}
