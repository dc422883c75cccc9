import type { HistoryCardFragment } from '../src/graphql/generated/graphql';
import { withGone, type GoneCard } from '../src/features/cashier/history/historyList';
import { OrderDraftStore } from '../src/features/cashier/draft/orderDraft';
import { parseChoice } from '../src/features/cashier/menu/productChoice';
import { heldOf, parseScreen, START_SCREEN } from '../src/features/cashier/terminal/terminalState';

/** The terminal at the rush (docs/product.md#terminal-feel): what is kept, held and taken back. */

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const card = (orderNumber: number, fields: Partial<HistoryCardFragment> = {}): HistoryCardFragment => ({
  id: `o${orderNumber}`,
  orderNumber,
  offlineNumber: null,
  paperPrintedAtLocal: null,
  paperTimeKept: false,
  orderType: 'togo',
  channel: 'counter',
  createdAt: '2026-11-23T23:05:00.000Z',
  createdAtLocal: '2026-11-23 18:05',
  employeeName: 'Casey',
  scheduleTime: null,
  customer: null,
  totalCents: 500,
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
  trip: null,
  firstPrintedAt: null,
  readyAt: null,
  readyBy: null,
  timeZone: 'America/Chicago',
  version: 1,
  ...fields,
});

describe('the take-order screen as it was left', () => {
  test('a kept screen comes back; anything else is the start screen', () => {
    const kept = {
      view: { name: 'product', productId: 'p1', back: { name: 'categories', categoryId: 'c1' } },
      next: 'delivery',
      customerFor: 'delivery',
    };
    expect(parseScreen(JSON.stringify(kept))).toEqual(kept);
    // A category's own list, as an earlier version kept it, is the menu with that category shown.
    const earlier = { ...kept, view: { ...kept.view, back: { name: 'products', categoryId: 'c1', query: 'x' } } };
    expect(parseScreen(JSON.stringify(earlier))).toEqual(kept);
    expect(parseScreen(null)).toBe(START_SCREEN);
    expect(parseScreen('not json')).toBe(START_SCREEN);
    expect(parseScreen(JSON.stringify({ view: { name: 'product' } }))).toBe(START_SCREEN);
    expect(parseScreen(JSON.stringify({ view: { name: 'sides' }, next: 'boat', customerFor: 'togo' }))).toEqual({
      view: { name: 'sides' },
      next: null,
      customerFor: null,
    });
  });
});

describe('a product half configured (kept across a reload)', () => {
  test('comes back for its own product only, whole or not at all', () => {
    const choice = {
      sizeId: 'large',
      toppings: [{ toppingId: 't1', level: 'regular', placement: 'whole' }],
      sides: ['knots'],
      notes: 'well done',
      quantity: 2,
    };
    const raw = JSON.stringify({ productId: 'p1', choice });
    expect(parseChoice(raw, 'p1')).toEqual(choice);
    expect(parseChoice(raw, 'p2')).toBeNull();
    expect(parseChoice('{', 'p1')).toBeNull();
    expect(parseChoice(JSON.stringify({ productId: 'p1', choice: { sizeId: 'x' } }), 'p1')).toBeNull();
    expect(parseChoice(JSON.stringify({ productId: 'p1', choice: { toppings: [], sides: [] } }), 'p1')).toEqual({
      sizeId: null,
      toppings: [],
      sides: [],
      notes: '',
      quantity: 1,
    });
  });
});

describe('held orders (docs/decisions/0030-held-orders.md)', () => {
  beforeEach(() => {
    Object.assign(globalThis, { localStorage: new MemoryStorage() });
  });

  test('are the orders never printed nor voided, other than the one open here, and none of the ordering page', () => {
    const orders = [
      card(5),
      card(4, { printCount: 1 }),
      card(3, { voided: true }),
      card(2),
      card(1, { channel: 'online' }),
    ];
    expect(heldOf(orders, 'o2').map((order) => order.orderNumber)).toEqual([5]);
    expect(heldOf(undefined, null)).toEqual([]);
  });

  test('one is opened on the terminal only while nothing of the open one waits to be sent', () => {
    const store = new OrderDraftStore('draft');
    expect(store.open('o5')).toBe(true);
    expect(store.getSnapshot()).toEqual({ orderId: 'o5', ops: [], customerForm: null });
    store.change({ scheduleTime: '18:30' });
    expect(store.open('o4')).toBe(false);
    expect(store.getSnapshot().orderId).toBe('o5');
  });
});

describe('deleting from the history with Undo (docs/product.md#order-history)', () => {
  test('a deleted card keeps its place on its own page, in number order', () => {
    const gone = new Map<string, GoneCard>([
      ['o4', { card: card(4), before: null, height: 180 }],
      ['o1', { card: card(1), before: 2, height: 160 }],
    ]);
    // The server still lists it (the deletion waits for Undo), or no longer does: the same place either way.
    for (const listed of [
      [card(5), card(4), card(3)],
      [card(5), card(3)],
    ]) {
      expect(withGone(listed, gone, null).map(({ card: c, gone: g }) => [c.orderNumber, !!g])).toEqual([
        [5, false],
        [4, true],
        [3, false],
      ]);
    }
    expect(withGone([card(2)], gone, 2).map(({ card: c }) => c.orderNumber)).toEqual([2, 1]);
  });
});
