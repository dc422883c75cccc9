import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { ReceiptFragment, ReceiptLineFragment } from '../src/graphql/generated/graphql';
import { readServerFailure } from '../src/graphql/errors';
import { OrderDraftStore } from '../src/features/cashier/draft/orderDraft';
import { changeInput } from '../src/features/cashier/draft/draftTypes';
import { orderView, savedLine } from '../src/features/cashier/draft/orderView';
import { type DraftApi } from '../src/features/cashier/draft/draftTypes';
import {
  countsAsVoid,
  isPrinted,
  needsVoidReason,
  takeBackAction,
  VOID_REASON_MESSAGE,
  VOID_REASON_TOO_LONG,
  VOID_REASONS,
  voidedByText,
  voidedFilter,
  voidedParam,
  voidMarkOf,
  voidReasonProblem,
  voidTag,
  waitingForReason,
} from '../src/features/cashier/voids/voids';
import { approvalWords, approvingText } from '../src/features/cashier/voids/approvalWords';

/** A stand-in for the browser's localStorage, which the order in progress is kept in. */
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

const LINE: ReceiptLineFragment = {
  id: 'line-1',
  kind: 'open',
  productName: 'Large Pepperoni',
  parts: [{ text: 'Large Pepperoni', depth: 0, priceCents: 2000 }],
  open: true,
  quantity: 1,
  unitPriceCents: 2000,
  priceCents: 2000,
  notes: '',
  selection: null,
  voided: false,
  voidReason: null,
  voidedBy: null,
  voidApprovedBy: null,
};

const ORDER: ReceiptFragment = {
  id: 'o1',
  restaurantId: 'r1',
  orderNumber: 7,
  orderType: 'delivery',
  customerId: null,
  customer: null,
  typedCustomer: null,
  employeeName: 'Carla',
  notes: '',
  scheduleTime: null,
  createdAtLocal: '2026-11-23 18:05',
  lines: [LINE],
  itemsCents: 2000,
  discounts: [],
  discountCents: 0,
  subtotalCents: 2000,
  deliveryChargeCents: 350,
  taxPercentage: 8.875,
  taxCents: 209,
  totalCents: 2559,
  tender: null,
  paidInParts: false,
  payments: [],
  cashGivenCents: null,
  changeDueCents: null,
  printCount: 1,
  firstPrintedAt: '2026-11-23T23:06:00.000Z',
  prints: [],
  voided: false,
  voidReason: null,
  voidedBy: null,
  voidApprovedBy: null,
  beingTakenUntil: null,
  pickedUpAtLocal: null,
  pickedUpBy: null,
  trip: null,
  restaurantName: 'Tony’s',
  restaurantAddress: '12 Main St',
  restaurantPhone: '555',
  timeZone: 'America/New_York',
  version: 3,
};

const reasonNeeded = () =>
  new CombinedGraphQLErrors({ data: null }, [{ message: VOID_REASON_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } }]);

describe('voids at the terminal (docs/product.md#voids)', () => {
  test('the picker offers the four documented reasons; words of one’s own are checked as the server does', () => {
    expect(VOID_REASONS).toEqual(['Customer changed mind', 'Remade', 'Wrong item', 'Comp']);
    expect(voidReasonProblem('   ')).toBe(VOID_REASON_MESSAGE);
    expect(voidReasonProblem('  Dropped on the floor ')).toBeNull();
    expect(voidReasonProblem('x'.repeat(200))).toBeNull();
    expect(voidReasonProblem('x'.repeat(201))).toBe(VOID_REASON_TOO_LONG);
    expect(VOID_REASON_TOO_LONG).toBe('The reason must be at most 200 characters.');
  });

  test('the server’s refusal for want of a reason is told apart from other bad input', () => {
    expect(needsVoidReason(readServerFailure(reasonNeeded()))).toBe(true);
    const other = new CombinedGraphQLErrors({ data: null }, [
      { message: 'Choose a size.', extensions: { code: 'BAD_USER_INPUT' } },
    ]);
    expect(needsVoidReason(readServerFailure(other))).toBe(false);
  });

  test('an order is printed once it has a first print', () => {
    expect(isPrinted(null)).toBe(false);
    expect(isPrinted({ firstPrintedAt: null, printCount: 0 })).toBe(false);
    expect(isPrinted({ firstPrintedAt: '2026-11-23T23:06:00.000Z', printCount: 1 })).toBe(true);
    expect(isPrinted({ printCount: 2 })).toBe(true);
  });

  test('a voided line or order says VOID with its reason, who voided it and who approved it', () => {
    expect(voidMarkOf(LINE)).toBeNull();
    const mark = voidMarkOf({ voided: true, voidReason: 'Wrong item', voidedBy: 'Carla', voidApprovedBy: 'Tony' });
    expect(mark).toEqual({ reason: 'Wrong item', by: 'Carla', approvedBy: 'Tony' });
    expect(voidTag(mark!)).toBe('VOID · Wrong item');
    expect(voidedByText(mark!)).toBe('Voided by Carla, approved by Tony');
    expect(voidedByText({ reason: 'Comp', by: 'Carla', approvedBy: null })).toBe('Voided by Carla');
    // An old line voided without a reason on record still reads as a void.
    expect(voidMarkOf({ voided: true, voidReason: null })?.reason).toBe('No reason given');
  });

  test('a voided line stays on the receipt, marked, and the figures stay the server’s', () => {
    const voided = { ...LINE, voided: true, voidReason: 'Remade', voidedBy: 'Carla', voidApprovedBy: null };
    expect(savedLine(voided).voided).toEqual({ reason: 'Remade', by: 'Carla', approvedBy: null });
    const view = orderView(
      { orderId: 'o1', ops: [], customerForm: null },
      { ...ORDER, lines: [voided], subtotalCents: 0, taxCents: 31, totalCents: 381 },
      { taxPercentage: 8.875 },
    );
    expect(view.lines).toHaveLength(1);
    expect(view.lines[0]?.voided?.reason).toBe('Remade');
    expect(view.totalCents).toBe(381);
  });

  test('a history card offers a delete while the order is being taken, a void after, and nothing once voided', () => {
    const now = Date.parse('2026-11-23T23:05:00.000Z');
    const inMinutes = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
    expect(takeBackAction({ beingTakenUntil: inMinutes(10), voided: false, totalCents: 2000 }, now)).toBe('delete');
    // Half a minute early: a slow tap never meets the server's refusal.
    expect(takeBackAction({ beingTakenUntil: inMinutes(0.4), voided: false, totalCents: 2000 }, now)).toBe('void');
    // Printed, on a trip, or past the restaurant's setting: the server says null.
    expect(takeBackAction({ beingTakenUntil: null, voided: false, totalCents: 2000 }, now)).toBe('void');
    // Nothing on it: nothing to take back, it goes.
    expect(takeBackAction({ beingTakenUntil: null, voided: false, totalCents: 0 }, now)).toBe('delete');
    expect(takeBackAction({ beingTakenUntil: null, voided: true, totalCents: 2000 }, now)).toBeNull();
  });

  test('a line goes freely only while the server says the order is being taken', () => {
    const now = Date.parse('2026-11-23T23:05:00.000Z');
    expect(countsAsVoid(null, now)).toBe(false);
    expect(countsAsVoid({ beingTakenUntil: new Date(now + 600_000).toISOString() }, now)).toBe(false);
    expect(countsAsVoid({ beingTakenUntil: new Date(now - 1_000).toISOString() }, now)).toBe(true);
    expect(countsAsVoid({ beingTakenUntil: null }, now)).toBe(true);
  });

  test('the history’s Voids filter: all, voided only, hide voided; anything else in the address means all', () => {
    expect(voidedParam('only')).toBe('only');
    expect(voidedParam('hide')).toBe('hide');
    expect(voidedParam('yes')).toBe('');
    expect(voidedParam(null)).toBe('');
    expect(voidedFilter('only')).toBe(true);
    expect(voidedFilter('hide')).toBe(false);
    expect(voidedFilter('')).toBeNull();
  });
});

describe('a change that lowers a printed order’s total (docs/product.md#voids)', () => {
  beforeEach(() => {
    Object.assign(globalThis, { localStorage: new MemoryStorage() });
  });

  const api = (calls: string[]): DraftApi => ({
    placeOrder: async () => ({ order: ORDER, print: null }),
    changeOrder: async (id, input) => {
      calls.push(`change ${id} ${JSON.stringify(input)}`);
      throw reasonNeeded();
    },
    addLine: async () => ({ lineId: 'line-2', order: ORDER }),
    removeLine: async (lineId) => {
      calls.push(`remove ${lineId}`);
      throw reasonNeeded();
    },
    menuChanged: () => undefined,
  });

  test('the refused change waits for its reason; sent again with it outside the queue, it leaves the queue', async () => {
    const calls: string[] = [];
    const store = new OrderDraftStore('edit', 'o1');
    store.attach(api(calls));
    store.change({ orderType: 'togo' });
    expect(await store.flush()).toBe(false);
    const waiting = waitingForReason(store.getSnapshot().ops);
    expect(waiting).toMatchObject({ type: 'change', status: 'failed', message: VOID_REASON_MESSAGE });
    // Until the reason is given, the screen shows the order as the server has it.
    expect(orderView(store.getSnapshot(), ORDER, { taxPercentage: 8.875 }).orderType).toBe('delivery');
    expect(waiting?.type === 'change' && changeInput(waiting)).toEqual({ orderType: 'togo' });
    store.dismiss(waiting!.id);
    expect(waitingForReason(store.getSnapshot().ops)).toBeNull();
    expect(store.getSnapshot().ops).toEqual([]);
    store.attach(null);
  });

  test('a removal refused the same way (the order was printed meanwhile) waits for its reason too', async () => {
    const calls: string[] = [];
    const store = new OrderDraftStore('edit', 'o1');
    store.attach(api(calls));
    store.remove('line-1', null);
    await store.flush();
    expect(calls).toEqual(['remove line-1']);
    expect(waitingForReason(store.getSnapshot().ops)).toMatchObject({ type: 'remove', lineId: 'line-1' });
    // The line is back on screen, marked by its refused removal, until the reason comes.
    expect(orderView(store.getSnapshot(), ORDER, { taxPercentage: 8.875 }).lines).toMatchObject([
      { id: 'line-1', status: 'failed' },
    ]);
    store.attach(null);
  });

  test('other refusals are not mistaken for it', () => {
    expect(
      waitingForReason([
        { type: 'add', status: 'failed', message: VOID_REASON_MESSAGE },
        { type: 'change', status: 'failed', message: 'Order not found.' },
        { type: 'change', status: 'waiting', message: null },
      ]),
    ).toBeNull();
  });
});

describe('the PIN pad names what it approves and the amount (docs/decisions/0071-one-ledger.md)', () => {
  it('says the action in words, with the money it approves', () => {
    expect(approvingText({ action: 'drawer.payout', drawerId: 'd', amountCents: 2500 })).toBe(
      'Approving: a paid-out of $25.00 from this drawer',
    );
    expect(approvingText({ action: 'drawer.drop', drawerId: 'd', amountCents: 20000 })).toBe(
      'Approving: a drop of $200.00 to the safe',
    );
    expect(approvalWords({ action: 'order.discount', orderId: 'o', amountCents: 500 }, { orderNumber: 12 })).toBe(
      'a discount of $5.00 on order #12',
    );
    expect(approvalWords({ action: 'order.tender', orderId: 'o', amountCents: 2420 }, { orderNumber: 12 })).toBe(
      'a tender correction taking $24.20 cash out of the drawer',
    );
  });

  it('keeps voids, deletions and lowered totals without an amount', () => {
    expect(approvalWords({ action: 'order.void', orderId: 'o' }, { orderNumber: 7 })).toBe('voiding order #7');
    expect(approvalWords({ action: 'order.void', orderId: 'o', lineId: 'l' }, { orderNumber: 7 })).toBe(
      'voiding an item of order #7',
    );
    expect(approvalWords({ action: 'order.delete', orderId: 'o' }, { orderNumber: 7 })).toBe('deleting order #7');
    expect(approvalWords({ action: 'order.change', orderId: 'o' })).toBe('lowering the total of this order');
  });
});
