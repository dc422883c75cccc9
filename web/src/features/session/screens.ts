import { ROLES, SCREEN_ROLES, type ScreenRole } from './roles';

/** What a screen role's PIN card says (docs/product.md#pin-entry). */
export interface ScreenWords {
  /** The card's heading while the restaurant's name loads, and the document title of a screen without its own. */
  screen: string;
  /** The line under the heading the product documents, if the screen has one; it ends the document title too. */
  prompt?: string;
  /** Who may enter. */
  note: string;
}

/**
 * The screens of the screen roles (the role registry's `employee-pin` roles, session/roles.ts), one entry each:
 * a new screen role does not compile until it has its words here (docs/extending.md#add-a-screen-role).
 */
export const SCREENS = {
  cashier: {
    screen: 'Cashier screen',
    note: 'Enter your cashier PIN, or the restaurant’s security PIN.',
  },
  driver: {
    screen: 'Driver screen',
    prompt: 'Enter The Driver Security PIN',
    note: 'Your driver PIN, or the restaurant’s security PIN (managers and owners only).',
  },
  worker: {
    screen: 'Kitchen display',
    prompt: 'Enter The Kitchen PIN',
    note: 'Your worker PIN, or the restaurant’s security PIN (managers and owners only).',
  },
} as const satisfies Record<ScreenRole, ScreenWords>;

/** The document title while the PIN is asked for: the page's title (the screen's by default) and the prompt. */
export const pinTitle = (role: ScreenRole, title?: string): string => {
  const words: ScreenWords = SCREENS[role];
  return `${title ?? words.screen}: ${words.prompt ?? 'enter your PIN'}`;
};

/**
 * The terminal's paths, the first segment of each screen role's home (/CashierDashboard, /DriverDashboard,
 * /KitchenDisplay): their header says whether the terminal is online, so the floating note stays away.
 */
export const TERMINAL_PATHS = new RegExp(
  `^/(${SCREEN_ROLES.map((role) => ROLES[role].home.split('/')[1]).join('|')})(/|$)`,
);
