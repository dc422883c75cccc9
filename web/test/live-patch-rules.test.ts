import type {
  DriverOutCardFragment,
  HistoryCardFragment,
  KitchenBoardQuery,
  OrderHistoryQuery,
  WaitingDeliveryFragment,
} from '../src/graphql/generated/graphql';
import { matchesFilter, placeCard } from '../src/features/cashier/history/historyPatch';
import { onBoard, placeTicket } from '../src/features/kitchen/boardPatch';
import { placeDriverOut, placeWaiting } from '../src/features/drivers/driverPatch';
import type { Ticket } from '../src/features/kitchen/rules';

/**
 * Screens kept by the order (docs/decisions/0056-screens-by-the-order.md): one order's fresh copy put
 * where the server's list would have it, or taken out, without reading the list again.
 */

const card = (n: number, o: Partial<HistoryCardFragment & { inHistory: boolean }> = {}) => ({
  id: `order-${n}`,
  orderNumber: n,
  offlineNumber: null,
  paperPrintedAtLocal: null,
  paperTimeKept: false,
  orderType: 'togo' as const,
  channel: 'counter' as const,
  createdAt: '2026-11-27T18:00:00Z',
  createdAtLocal: '2026-11-27 12:00',
  employeeName: 'Carla',
  scheduleTime: null,
  totalCents: 1000,
  tender: null,
  paidOnline: false,
  paidInParts: false,
  payments: [],
  printCount: 0,
  voided: false,
  voidReason: null,
  voidedBy: null,
  voidApprovedBy: null,
  beingTakenUntil: null,
  pickedUpAtLocal: null,
  pickedUpBy: null,
  firstPrintedAt: null,
  readyAt: null,
  readyBy: null,
  timeZone: 'America/Chicago',
  version: 1,
  customer: null,
  trip: null,
  inHistory: true,
  ...o,
});

const page = (numbers: number[], nextBefore: number | null = null): OrderHistoryQuery => ({
  orders: { orders: numbers.map((n) => card(n)), nextBefore },
});
const numbers = (p: OrderHistoryQuery) => p.orders.orders.map((o) => o.orderNumber);
const today = { restaurantId: 'r', filter: { date: '2026-11-27', voided: false }, first: 50, before: null };

describe('the history kept by the order', () => {
  it('lists a card as the server would: by day, type, phone, void and whether it has lines', () => {
    expect(matchesFilter(card(1), today.filter)).toBe(true);
    expect(matchesFilter(card(1, { inHistory: false }), null)).toBe(false);
    expect(matchesFilter(card(1, { createdAtLocal: '2026-11-26 23:59' }), today.filter)).toBe(false);
    expect(matchesFilter(card(1, { voided: true }), today.filter)).toBe(false);
    expect(matchesFilter(card(1, { orderType: 'delivery' }), { orderType: 'pickup' })).toBe(false);
    const customer = { id: 'c', fullName: 'Lena', phoneNumber: '2175550142', street1: '9 Elm', city: 'Springfield' };
    expect(matchesFilter(card(1, { customer }), { phone: '0142' })).toBe(true);
    expect(matchesFilter(card(1), { phone: '0142' })).toBe(false);
  });

  it('puts a new order first, replaces a known one in place, and takes out one that no longer matches', () => {
    expect(numbers(placeCard(page([7, 5]), card(8), 'order-8', today))).toEqual([8, 7, 5]);
    const changed = placeCard(page([7, 5]), card(5, { totalCents: 2500, version: 2 }), 'order-5', today);
    expect(changed.orders.orders.find((o) => o.id === 'order-5')?.totalCents).toBe(2500);
    expect(numbers(placeCard(page([7, 5]), card(7, { voided: true }), 'order-7', today))).toEqual([5]);
    expect(numbers(placeCard(page([7, 5]), null, 'order-7', today))).toEqual([5]);
    // An order with no line yet is in no list; nor is one outside the page's numbers.
    expect(numbers(placeCard(page([7, 5]), card(8, { inHistory: false }), 'order-8', today))).toEqual([7, 5]);
    expect(numbers(placeCard(page([9, 8], 8), card(3), 'order-3', today))).toEqual([9, 8]);
    expect(numbers(placeCard(page([7, 6], null), card(3), 'order-3', { ...today, before: 8 }))).toEqual([7, 6, 3]);
  });
});

const ticket = (n: number, o: Partial<Ticket> = {}): Ticket => ({
  orderId: `order-${n}`,
  orderNumber: n,
  offlineNumber: null,
  orderType: 'togo',
  channel: 'counter',
  customerName: null,
  scheduleTime: null,
  fireAt: null,
  notes: '',
  sentAt: new Date(Date.now() - (60 - n) * 60_000).toISOString(),
  readyAt: null,
  readyBy: null,
  voided: false,
  payment: 'unpaid',
  version: 2,
  lines: [],
  ...o,
});
const board = (open: Ticket[], bumped: Ticket[] = []): KitchenBoardQuery['kitchenBoard'] => ({
  restaurantId: 'r',
  tickets: open,
  bumped,
  settings: {
    restaurantId: 'r',
    amberMinutes: 10,
    redMinutes: 20,
    prepMinutes: 20,
    staleMinutes: 120,
    stationNames: ['Kitchen'],
  },
});
const ids = (list: readonly Ticket[]) => list.map((t) => t.orderNumber);

describe('the kitchen board kept by the order', () => {
  it('puts a printed ticket among the open ones by age, a ready one first among the bumped, a deleted one nowhere', () => {
    const start = board([ticket(1), ticket(3)]);
    expect(ids(placeTicket(start, 'order-2', ticket(2)).tickets)).toEqual([1, 2, 3]);
    const readyNow = new Date().toISOString();
    const bumped = placeTicket(start, 'order-1', ticket(1, { readyAt: readyNow, version: 3 }));
    expect([ids(bumped.tickets), ids(bumped.bumped)]).toEqual([[3], [1]]);
    expect(ids(placeTicket(bumped, 'order-1', ticket(1, { version: 4 })).tickets)).toEqual([1, 3]);
    expect(ids(placeTicket(start, 'order-3', null).tickets)).toEqual([1]);
  });

  it('keeps a newer copy over an older read, and leaves out what the server’s board would', () => {
    const start = board([ticket(1, { version: 5, notes: 'newer' })]);
    expect(placeTicket(start, 'order-1', ticket(1, { version: 4 })).tickets[0]?.notes).toBe('newer');
    // Printed yesterday and never bumped, or bumped three hours ago: not on today's board.
    const old = new Date(Date.now() - 13 * 3_600_000).toISOString();
    expect(ids(placeTicket(board([]), 'order-9', ticket(9, { sentAt: old })).tickets)).toEqual([]);
    const longReady = new Date(Date.now() - 3 * 3_600_000).toISOString();
    expect(ids(placeTicket(board([]), 'order-9', ticket(9, { readyAt: longReady })).bumped)).toEqual([]);
    expect([onBoard(start, 'order-1'), onBoard(start, 'order-2'), onBoard(undefined, 'order-1')]).toEqual([
      true,
      false,
      false,
    ]);
  });
});

const waiting = (n: number, createdAt: string): WaitingDeliveryFragment => ({
  orderId: `order-${n}`,
  orderNumber: n,
  customerName: 'Lena',
  street1: '9 Elm St',
  street2: '',
  city: 'Springfield',
  zipcode: '62701',
  totalCents: 2350,
  createdAt,
  createdAtLocal: createdAt,
  firstPrintedAt: null,
  scheduleTime: null,
  readyAt: null,
});
const out = (id: string, leftAt: string): DriverOutCardFragment => ({
  driver: { id, name: id },
  leftAt,
  leftAtLocal: leftAt,
  trips: [],
});

describe('the driver screen kept by the order', () => {
  it('keeps the waiting deliveries oldest first and the drivers out first out first', () => {
    const list = [waiting(1, '2026-11-27T18:00:00Z'), waiting(3, '2026-11-27T18:10:00Z')];
    const placed = placeWaiting(list, 'order-2', waiting(2, '2026-11-27T18:05:00Z'));
    expect(placed.map((o) => o.orderNumber)).toEqual([1, 2, 3]);
    expect(placeWaiting(placed, 'order-1', null).map((o) => o.orderNumber)).toEqual([2, 3]);
    const drivers = [out('dan', '2026-11-27T18:00:00Z')];
    const two = placeDriverOut(drivers, 'eve', out('eve', '2026-11-27T17:55:00Z'));
    expect(two.map((d) => d.driver.id)).toEqual(['eve', 'dan']);
    expect(placeDriverOut(two, 'dan', null).map((d) => d.driver.id)).toEqual(['eve']);
  });
});
