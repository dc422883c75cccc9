import type { DriverPeriod } from '../../graphql/generated/graphql';
import { readServerFailure } from '../../graphql/errors';
import { formatDollars } from '../../ui/format/money';
import { formatDayTime, minutesInWords } from '../../ui/format/dates';
import { sinceWords } from '../session/clock/rules';

/** The pure rules of the driver screens (docs/product.md#drivers), tested in web/test/driver-rules.test.ts. */

export const NO_ORDERS_SELECTED = 'No orders selected';
export const NO_DRIVERS = 'No drivers in Your Restaurant';
export const NO_DRIVER_ORDERS = 'No orders found for the selected time frame.';
export const ASSIGN_FAILED = 'An error occurred while creating trips';
export const CASHOUT_FAILED = 'Not able to Cashout';

/**
 * Refused because the driver is off the clock, or on a break, where the restaurant uses the time clock
 * (docs/decisions/0085-the-time-clock.md): the screen offers the time clock beside the server's words.
 */
export const isClockRefusal = (error: unknown): boolean =>
  ['NOT_CLOCKED_IN', 'ON_BREAK'].includes(readServerFailure(error).reason ?? '');

/** A driver on the clock, on the drivers list: "On break", "On the clock since 5:02 PM"; off it, nothing. */
export function driverClockWords(
  driver: { onShift: boolean; onShiftSince?: string | null; onBreak: boolean },
  timeZone: string | null | undefined,
  now = new Date(),
): string | null {
  if (!driver.onShift) return null;
  if (driver.onBreak) return 'On break';
  return driver.onShiftSince ? `On the clock since ${sinceWords(driver.onShiftSince, timeZone, now)}` : 'On the clock';
}

/** The period filter of a driver's orders, in the documented order (docs/product.md#cash-out). */
export const DRIVER_PERIODS: readonly { value: DriverPeriod; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'today', label: 'Today' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: 'lastWeek', label: 'Last week' },
  { value: 'lastMonth', label: 'Last month' },
  { value: 'lastYear', label: 'Last year' },
];

export function isDriverPeriod(value: string | null): value is DriverPeriod {
  return DRIVER_PERIODS.some((period) => period.value === value);
}

/** The selection bar: "3 selected · $74.25" (docs/product.md#unassigned-orders). */
export function selectionSummary(count: number, totalCents: number): string {
  return `${count} selected · ${formatDollars(totalCents)}`;
}

/** Selected orders that left the list before they were taken: another driver has them, or they changed. */
export function goneMessage(orderNumbers: readonly number[]): string {
  const named = [...orderNumbers]
    .sort((a, b) => a - b)
    .map((orderNumber) => `#${orderNumber}`)
    .join(', ');
  return orderNumbers.length === 1
    ? `Order ${named} is no longer waiting: another driver took it, or it changed.`
    : `Orders ${named} are no longer waiting: another driver took them, or they changed.`;
}

/** How long a delivery has waited, from its creation to now: "just now", "12 min", "1 h 05 min". */
export function waitingFor(createdAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 60_000));
  if (!Number.isFinite(minutes) || minutes < 1) return 'just now';
  return minutesInWords(minutes);
}

/**
 * The tablet the cash-out is made at, as the cash drawer sends it ("<id>.<key>"): its drawer hands the driver
 * their card tips (docs/decisions/0083-card-tips-paid-to-drivers.md). The registration is the one the cashier
 * screen keeps for the restaurant; null on a screen that never registered (a phone).
 */
export function tabletProof(restaurantId: string, storage: Pick<Storage, 'getItem'> = globalThis.localStorage) {
  try {
    const kept = JSON.parse(storage.getItem(`zest-pos.terminal.registration.${restaurantId}`) ?? 'null') as {
      id?: unknown;
      key?: unknown;
    } | null;
    return typeof kept?.id === 'string' && typeof kept.key === 'string' ? `${kept.id}.${kept.key}` : null;
  } catch {
    return null;
  }
}

/** Where the card tips come from, in the cash-out's words: this tablet's drawer, or none on a phone. */
export const tipsFrom = (proof: string | null) => (proof ? 'from this drawer' : 'on no drawer');

/** The cash counted, typed in dollars, against what the driver owes: the difference and how it reads. */
export interface Reconciliation {
  differenceCents: number;
  /** "Over by $1.00", "Short by $2.50", "Exact: no difference". */
  text: string;
  tone: 'over' | 'short' | 'exact';
}

export function reconcile(expectedCents: number, countedCents: number): Reconciliation {
  const differenceCents = countedCents - expectedCents;
  if (differenceCents > 0) return { differenceCents, text: `Over by ${formatDollars(differenceCents)}`, tone: 'over' };
  if (differenceCents < 0) {
    return { differenceCents, text: `Short by ${formatDollars(-differenceCents)}`, tone: 'short' };
  }
  return { differenceCents, text: 'Exact: no difference', tone: 'exact' };
}

/** A recorded cash-out's over/short, or that no count was entered. */
export function overShortText(overShortCents: number | null | undefined): string {
  if (overShortCents === null || overShortCents === undefined) return 'No count entered';
  if (overShortCents > 0) return `Over by ${formatDollars(overShortCents)}`;
  if (overShortCents < 0) return `Short by ${formatDollars(-overShortCents)}`;
  return 'Exact';
}

/** "1 order", "4 orders": the count the cash-out breakdown starts with. */
export function ordersCount(count: number): string {
  return count === 1 ? '1 order' : `${count} orders`;
}

/** The Cashout button's line: what is owed, and when the driver was last cashed out. */
export function lastCashoutText(lastCashedOutAtLocal: string | null | undefined): string {
  return lastCashedOutAtLocal ? `Last cash-out ${formatDayTime(lastCashedOutAtLocal)}` : 'Never cashed out';
}

/** A trip's state as the driver's cards say it. */
export function tripStatusLabel(status: 'assigned' | 'out' | 'back', cashedOut: boolean): string {
  if (cashedOut) return 'Cashed out';
  if (status === 'out') return 'Out for delivery';
  if (status === 'back') return 'Delivered';
  return 'Taken';
}

/** A delivery paid at the door by QR (docs/decisions/0081-paid-at-the-door-by-qr.md), as the driver's screen says it. */
export const DOOR_WAITING = 'Waiting for the customer’s payment…';
export const DOOR_PAID = 'Paid by card — nothing to collect';

/** A delivery the driver may still take a card for: on an open trip, not yet paid by card in full. */
export const mayTakeCardAtDoor = (trip: {
  cashoutId?: string | null;
  orderDeleted: boolean;
  totalCents: number;
  paidByCardCents: number;
}) => !trip.cashoutId && !trip.orderDeleted && trip.paidByCardCents < trip.totalCents;
