import type { MenuView } from './MenuBrowser';
import { type ReactNode, useRef, useLayoutEffect, type MouseEvent } from 'react';
import { StyledGuard } from './MenuBrowser.styles';

/** How long, and how near, the second tap of a double tap that opened a view may come. */
export const GHOST_TAP = { ms: 400, px: 24 };

interface Tap {
  x: number;
  y: number;
  at: number;
}

/**
 * docs/product.md#adding-items: a double tap on a tile that opens a view
 * (a product, a special, a category) lands its second tap on nothing in the
 * new view, instead of on whatever button appeared under the finger.
 */
export function GhostTapGuard({ view, children }: { view: MenuView; children: ReactNode }) {
  const key =
    view.name === 'categories' ? `categories:${view.categoryId ?? ''}` : JSON.stringify({ ...view, back: null });
  const lastTap = useRef<Tap | null>(null);
  const opener = useRef<Tap | null>(null);
  const shown = useRef(key);
  useLayoutEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    const tap = lastTap.current;
    // The view changed right after a tap: that tap opened it.
    opener.current = tap && performance.now() - tap.at < 150 ? tap : null;
  }, [key]);
  /** The second tap of the double tap that opened this view, near where the first was. */
  const isGhost = (event: MouseEvent) => {
    const first = opener.current;
    return (
      !!first &&
      performance.now() - first.at < GHOST_TAP.ms &&
      Math.hypot(event.clientX - first.x, event.clientY - first.y) < GHOST_TAP.px
    );
  };
  const onMouseDownCapture = (event: MouseEvent) => {
    // Nor does it select the word under the finger.
    if (event.detail > 1 && isGhost(event)) event.preventDefault();
  };
  const onClickCapture = (event: MouseEvent) => {
    // A key press (detail 0) is never a ghost.
    if (event.detail === 0) return;
    if (isGhost(event)) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    opener.current = null;
    lastTap.current = { x: event.clientX, y: event.clientY, at: performance.now() };
  };
  return (
    <StyledGuard onMouseDownCapture={onMouseDownCapture} onClickCapture={onClickCapture}>
      {children}
    </StyledGuard>
  );
}
