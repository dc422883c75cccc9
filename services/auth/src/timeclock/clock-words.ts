import { clockTime, localDate, type AuditActor, type AuditLine } from '@zest/kit';
import type { ClockAction } from './clock-inputs';

/** What the time clock says, to the person at the tablet and on the audit trail. Pure. */

export interface ClockPerson {
  id: string;
  name: string;
}

interface ShiftFacts {
  id: string;
  role: string;
  clockInAt: Date;
  clockOutAt: Date | null;
  cashTipsCents: number;
}

/** "5:02 PM", or "Nov 28, 5:02 PM" when not today on the restaurant's calendar. */
export function whenWords(at: Date, timeZone: string, now = new Date()): string {
  const time = clockTime(at, timeZone);
  if (localDate(at, timeZone) === localDate(now, timeZone)) return time;
  const day = new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric' }).format(at);
  return `${day}, ${time}`;
}

export const CLOCK_WORDS = {
  notClockedIn: (p: ClockPerson) => `${p.name} is not clocked in.`,
  alreadyIn: (p: ClockPerson, role: string, since: string) =>
    `${p.name} is already clocked in as ${role} since ${since}.`,
  onBreak: (p: ClockPerson) => `${p.name} is already on a break.`,
  notOnBreak: (p: ClockPerson) => `${p.name} is not on a break.`,
  noRate: (p: ClockPerson, role: string) =>
    `${p.name} does not work as ${role}: the owner adds the role and its rate on the employee’s page first.`,
  tooLong: 'A shift cannot be longer than 16 hours: a manager closes it with the real time and a reason.',
  overlaps: (p: ClockPerson, from: string, to: string) => `That overlaps ${p.name}’s shift of ${from}–${to}.`,
  beforeIn: 'A shift cannot end before it starts.',
  future: 'A shift cannot end in the future.',
  closedPeriod: (from: string, to: string) =>
    `The pay period ${from} to ${to} is closed: its shifts do not change. Add the difference to the open period.`,
  staleTablet:
    'This punch waited on the tablet too long to be believed: a manager enters the shift with the real times.',
  aheadTablet: 'The tablet’s clock is ahead of the real time: check its clock, then punch again.',
  notFound: 'Shift not found.',
  badDay: 'A day is YYYY-MM-DD.',
  stillOpen: 'Close the shift before changing its start.',
};

const ACTION_WORDS: Record<ClockAction, string> = {
  clock_in: 'clocked in',
  clock_out: 'clocked out',
  break_start: 'started a break',
  break_end: 'ended a break',
};

/** What the tablet says after a punch: "Ana clocked in as cashier at 5:02 PM." */
export function punchWords(p: ClockPerson, action: ClockAction, role: string, at: string): string {
  return action === 'clock_in'
    ? `${p.name} clocked in as ${role} at ${at}.`
    : `${p.name} ${ACTION_WORDS[action]} at ${at}.`;
}

/** A punch on the trail: who (by their own PIN), what, when, from which tablet time if offline. */
export function punchLine(
  actor: AuditActor,
  p: ClockPerson,
  action: ClockAction,
  shift: ShiftFacts,
  o: { at: Date; atWords: string; tabletAt: Date | null },
): AuditLine {
  const kind = action === 'clock_in' ? 'clock.in' : action === 'clock_out' ? 'clock.out' : 'clock.break';
  return {
    kind,
    summary: `${punchWords(p, action, shift.role, o.atWords)}${action === 'clock_out' && shift.cashTipsCents ? ` Cash tips declared.` : ''}`,
    actor,
    subjectId: p.id,
    ...(action === 'clock_out' ? { after: shift.cashTipsCents } : {}),
    detail: {
      employee: p.name,
      action,
      role: shift.role,
      shiftId: shift.id,
      at: o.at.toISOString(),
      ...(o.tabletAt ? { tabletAt: o.tabletAt.toISOString() } : {}),
    },
  };
}

const factsOf = (s: ShiftFacts) => ({
  role: s.role,
  clockInAt: s.clockInAt.toISOString(),
  clockOutAt: s.clockOutAt?.toISOString() ?? null,
  cashTipsCents: s.cashTipsCents,
});

/** A manager's change to a shift: before and after, and why. */
export function shiftEditLine(
  actor: AuditActor,
  p: ClockPerson,
  before: ShiftFacts,
  after: ShiftFacts,
  reason: string,
  words: string,
): AuditLine {
  return {
    kind: 'clock.edit',
    summary: `${p.name}’s shift changed: ${words}`,
    actor,
    subjectId: p.id,
    reason,
    detail: { shiftId: before.id, before: factsOf(before), after: factsOf(after) },
  };
}
