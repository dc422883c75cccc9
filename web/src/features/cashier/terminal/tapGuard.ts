import { useCallback, useRef } from 'react';

/**
 * docs/product.md#adding-items: a tap that adds is taken once per tile in
 * this long; a double tap (or a tap the finger repeats) adds one thing. The
 * order in progress gives every accepted tap its own Idempotency-Key, so this
 * is what tells two taps from one.
 */
export const TAP_WINDOW_MS = 500;

/** True when a tap on the same tile comes within the window of the last one taken. */
export function isRepeatTap(lastTakenAt: number | undefined, now: number, windowMs = TAP_WINDOW_MS): boolean {
  return lastTakenAt !== undefined && now - lastTakenAt < windowMs;
}

/** Runs a tile's action unless the same tile was taken less than the window ago. */
export function useTapGuard(windowMs = TAP_WINDOW_MS): (tile: string, action: () => void) => void {
  const taken = useRef(new Map<string, number>());
  return useCallback(
    (tile, action) => {
      const now = performance.now();
      if (isRepeatTap(taken.current.get(tile), now, windowMs)) return;
      taken.current.set(tile, now);
      action();
    },
    [windowMs],
  );
}
