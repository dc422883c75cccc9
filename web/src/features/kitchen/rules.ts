import type { KitchenTicketFieldsFragment } from '../../graphql/generated/graphql';
import { minutesInWords } from '../../ui/format/dates';

/**
 * The kitchen display's rules (docs/product.md#kitchen-display), pure: what shows when, in which colour, at
 * which station, and what is still to make. The server decides what a ticket is; these decide how it looks.
 */

export type Ticket = KitchenTicketFieldsFragment;
export type TicketLine = Ticket['lines'][number];

/** The station views: every line, one station's lines, or the all-day count. */
export type StationView = { kind: 'all' } | { kind: 'station'; name: string } | { kind: 'allDay' };

export interface AgeSettings {
  amberMinutes: number;
  redMinutes: number;
}

/** When the kitchen got it: its first print, or its fire time when that is later (a scheduled order). */
export const shownAt = (ticket: Ticket): number =>
  Math.max(Date.parse(ticket.sentAt), ticket.fireAt ? Date.parse(ticket.fireAt) : 0);

/** Whole minutes since the ticket came up. */
export const ageMinutes = (ticket: Ticket, now: number): number =>
  Math.max(0, Math.floor((now - shownAt(ticket)) / 60_000));

export type AgeTone = 'fresh' | 'amber' | 'red';

export function ageTone(minutes: number, settings: AgeSettings): AgeTone {
  if (minutes >= settings.redMinutes) return 'red';
  if (minutes >= settings.amberMinutes) return 'amber';
  return 'fresh';
}

/** "4 min", "1 h 05 min": read from across the kitchen. */
export const ageWords = minutesInWords;

/** When it is due: a scheduled order at its time (its fire time plus the prep time), one wanted now at once. */
export const dueAt = (ticket: Ticket, prepMinutes: number): number =>
  ticket.fireAt ? Date.parse(ticket.fireAt) + prepMinutes * 60_000 : shownAt(ticket);

/** The tickets up now, soonest due first; a scheduled one waits for its fire time. */
export const upNow = (tickets: readonly Ticket[], now: number, prepMinutes = 0): Ticket[] =>
  tickets
    .filter((t) => !t.fireAt || Date.parse(t.fireAt) <= now)
    .sort((a, b) => dueAt(a, prepMinutes) - dueAt(b, prepMinutes) || a.orderNumber - b.orderNumber);

/**
 * The board at a rush: the tickets up less than the stale time, on the first screen; the older ones gathered
 * apart, to clear at once (a ticket nobody bumped hours ago must not bury the order that just came in).
 */
export function byAge(
  tickets: readonly Ticket[],
  now: number,
  staleMinutes: number,
): { current: Ticket[]; old: Ticket[] } {
  const before = now - staleMinutes * 60_000;
  return {
    current: tickets.filter((t) => shownAt(t) >= before),
    old: tickets.filter((t) => shownAt(t) < before),
  };
}

/** "2 h", "90 min": how long before a ticket is gathered apart. */
export const staleWords = (minutes: number): string => (minutes % 60 === 0 ? `${minutes / 60} h` : `${minutes} min`);

/** Scheduled tickets not up yet. */
export const later = (tickets: readonly Ticket[], now: number): number =>
  tickets.filter((t) => t.fireAt && Date.parse(t.fireAt) > now).length;

/** A ticket as a station sees it: only its lines; none there, no ticket. */
export function atStation(ticket: Ticket, view: StationView): Ticket | null {
  if (view.kind !== 'station') return ticket;
  const lines = ticket.lines.filter((line) => line.station === view.name);
  return lines.length ? { ...ticket, lines } : null;
}

/** Still to make: not done, not voided, on a ticket not voided. */
export const toMake = (ticket: Ticket, line: TicketLine): boolean => !ticket.voided && !line.voided && !line.doneAt;

/**
 * The all-day count: every item still to make on the tickets up now, by its title ("Large Pepperoni × 4"),
 * most first, then by name.
 */
export function allDay(tickets: readonly Ticket[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const ticket of tickets) {
    for (const line of ticket.lines) {
      if (!toMake(ticket, line)) continue;
      const name = line.parts[0]?.text ?? '';
      counts.set(name, (counts.get(name) ?? 0) + line.quantity);
    }
  }
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** "#12", or "#12 (K7-03)" for an order printed offline. */
export const ticketNumber = (ticket: Ticket): string =>
  `#${ticket.orderNumber}${ticket.offlineNumber ? ` (${ticket.offlineNumber})` : ''}`;
