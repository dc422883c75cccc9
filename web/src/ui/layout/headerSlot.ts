import { createContext } from 'react';

/**
 * A place in the terminal's header beside Online/Offline (TerminalLayout), where a screen says what waits on
 * the network (the cashier's orders printed offline).
 */
export const HeaderSlot = createContext<HTMLElement | null>(null);

/** The place in the terminal's header, before Online/Offline, for a screen's own control (every screen role's Time clock). */
export const HeaderTools = createContext<HTMLElement | null>(null);
