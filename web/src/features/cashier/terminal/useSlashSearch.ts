import { useEffect, type RefObject } from 'react';

/** `/` focuses the search of the middle column (docs/product.md#terminal-feel). */
export function useSlashSearch(middle: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (
        target?.matches('input, textarea, select, [contenteditable="true"]') ||
        document.querySelector('dialog[open]')
      )
        return;
      const search = middle.current?.querySelector<HTMLInputElement>('[data-search]');
      if (!search) return;
      event.preventDefault();
      search.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [middle]);
}
