import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A screen's filters kept in its address, so a reload or a shared link shows
 * the same list: setting one replaces the entry (Back leaves the screen
 * rather than undoing a filter) and an empty value removes it.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const setParam = useCallback(
    (name: string, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { params, setParam, setParams };
}
