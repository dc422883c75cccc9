import type { ClockAction, PunchInput } from '../../../graphql/generated/graphql';
import { formatDayTime, formatTime, todayIn, type When } from '../../../ui/format/dates';
import { dollarsToCents } from '../../../ui/format/money';
import { EMPLOYEE_ROLES, labelOf } from '../roles';

/**
 * The time clock's rules and words on every screen (docs/decisions/0085-the-time-clock.md), pure: what a punch
 * sends, how the board says since when, and what the tablet says of a punch kept offline.
 */

/** What every list of who is on says when nobody is (the clock's board, the hub's Labour card). */
export const NOBODY_ON_THE_CLOCK = 'Nobody is on the clock.';

/** The four punches, in the order of a shift, as their buttons say them. */
export const PUNCHES: readonly { action: ClockAction; label: string }[] = [
  { action: 'clock_in', label: 'Clock in' },
  { action: 'break_start', label: 'Start break' },
  { action: 'break_end', label: 'End break' },
  { action: 'clock_out', label: 'Clock out' },
];

export const punchLabel = (action: ClockAction): string => PUNCHES.find((p) => p.action === action)!.label;

/** "Working as": their usual role (no role sent: the server takes the employee's own), or another one named. */
export const WORKING_AS: readonly { value: string; label: string }[] = [
  { value: '', label: 'My usual role' },
  ...EMPLOYEE_ROLES.map((role) => ({ value: role, label: labelOf(role) })),
];

export const TIPS_MESSAGE = 'Cash tips: type dollars and cents, like 12.50.';
export const KEPT_ON_TABLET = 'Kept on this tablet: sent when Zest POS answers.';
export const NOT_KEPT = 'This tablet could not keep the punch to send later. Try again when Zest POS answers.';

/** What the person chose besides their PIN: the punch, the role worked (clocking in), the cash tips (clocking out). */
export interface PunchChoice {
  action: ClockAction;
  /** '' for their usual role. */
  role: string;
  /** Dollars as typed; empty for none. */
  tips: string;
}

/** A punch as a tablet keeps it while Zest POS does not answer: what was sent, at the tablet's time, under its key. */
export type KeptPunch = Omit<PunchInput, 'restaurantId' | 'at' | 'idempotencyKey'> & {
  at: string;
  idempotencyKey: string;
};

/** A punch as the screen sends it: always under a key of its own. */
export type SentPunch = PunchInput & { idempotencyKey: string };

/**
 * The call for a punch, or what is wrong with the choice: the role only when clocking in as another one, the
 * cash tips only when clocking out (dollars typed, read as integer cents), and the key that makes a resend
 * apply once.
 */
export function punchInput(
  restaurantId: string,
  pin: string,
  choice: PunchChoice,
  idempotencyKey: string,
): { input: SentPunch } | { problem: string } {
  const input: SentPunch = { restaurantId, pin, action: choice.action, idempotencyKey };
  if (choice.action === 'clock_in' && choice.role) input.role = choice.role;
  if (choice.action === 'clock_out' && choice.tips.trim()) {
    const cents = dollarsToCents(choice.tips);
    if (cents === null) return { problem: TIPS_MESSAGE };
    input.cashTipsCents = cents;
  }
  return { input };
}

/** The same punch kept on the tablet, with the tablet's time of the tap. */
export function keptPunch({ restaurantId: _, ...input }: SentPunch, at: Date): KeptPunch {
  return { ...input, at: at.toISOString() };
}

/** Since when, on the restaurant's clock: "5:02 PM" today, with the day when it began on another one. */
export function sinceWords(since: When, timeZone: string | null | undefined, now = new Date()): string {
  const day = typeof since === 'string' ? new Date(since) : since;
  const sameDay =
    day instanceof Date && !Number.isNaN(day.getTime()) && todayIn(timeZone, day) === todayIn(timeZone, now);
  return sameDay ? formatTime(since, timeZone) : formatDayTime(since, timeZone);
}

/** A person on the board: "Cashier · since 5:02 PM". */
export const onClockWords = (role: string, since: When, timeZone: string | null | undefined, now = new Date()) =>
  `${labelOf(role)} · since ${sinceWords(since, timeZone, now)}`;

/** A kept punch in the terminal's header: "Clock in at 5:02 PM". */
export const keptPunchWords = (punch: Pick<KeptPunch, 'action' | 'at'>, timeZone: string | null | undefined) =>
  `${punchLabel(punch.action)} at ${sinceWords(punch.at, timeZone)}`;
