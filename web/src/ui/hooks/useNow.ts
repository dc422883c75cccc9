import { useEffect, useState } from 'react';

/** The clock a screen reads ages and waits against, ticking every `everyMs`: whole minutes need no more. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
