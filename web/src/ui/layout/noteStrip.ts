import { createContext } from 'react';

/**
 * Where a screen's notes (Toast) go: the terminal's bottom strip, given by TerminalLayout. A note there takes
 * the copyright line's place and so lies over no control at any size; without a strip it floats.
 */
export const NoteStrip = createContext<HTMLElement | null>(null);
