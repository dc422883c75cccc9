import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { ReceiptFragment } from '../src/graphql/generated/graphql';
import { formatWait } from '../src/ui/format/formRules';
import { cityAndZipcode } from '../src/features/cashier/customer/address';
import { todayIn } from '../src/ui/format/dates';
import { OrderDraftStore } from '../src/features/cashier/draft/orderDraft';
import { parseDraft } from '../src/features/cashier/draft/draftStorage';
import { againOf, orderView } from '../src/features/cashier/draft/orderView';
import { type DraftApi } from '../src/features/cashier/draft/draftTypes';
import { parseEvents } from '../src/features/session/liveStream';
import { formatPhone, isCompletePhone, phoneDigits, phoneEntry, phoneProblem } from '../src/ui/format/phone';
import {
  choiceParts,
  findProduct,
  halfUp,
  itemTakesToppings,
  plainProduct,
  productTakesToppings,
  lineInput,
  partsText,
  productOfItem,
  takesHalves,
  soldOutOf,
  toppingText,
  unitPrice,
  type Menu,
} from '../src/features/cashier/draft/pricing';
import {
  changeDue,
  driverLine,
  kitchenLine,
  halfOf,
  quickCash,
  receiptParts,
  splitLineText,
  tenderOf,
  tenderProblem,
  NO_TENDER,
  tenderRows,
  totalsRows,
  withQuantity,
} from '../src/features/cashier/receipt/receipt';

describe('receipt lines (docs/product.md#receipt)', () => {
  test("the server's parts give the title, the indented sub-lines and the bulleted nested lines", () => {
    const rows = receiptParts({
      productName: 'Family Deal; Large 18" Pepperoni, Little Extra Cheese ½ L; Garlic Knots (6)',
      parts: [
        { text: 'Family Deal', depth: 0 },
        { text: 'Large 18" Pepperoni', depth: 1 },
        { text: 'Little Extra Cheese ½ L', depth: 2 },
        { text: 'Garlic Knots (6)', depth: 1 },
      ],
    });
    expect(rows).toEqual([
      { text: 'Family Deal', depth: 0 },
      { text: 'Large 18" Pepperoni', depth: 1 },
      { text: 'Little Extra Cheese ½ L', depth: 2 },
      { text: 'Garlic Knots (6)', depth: 1 },
    ]);
  });

  test('a name with semicolons and commas is split the same way when no parts came (an open item)', () => {
    expect(splitLineText('Family Deal; Large Pizza, Extra Cheese; Soda')).toEqual([
      { text: 'Family Deal', depth: 0 },
      { text: 'Large Pizza', depth: 1 },
      { text: 'Extra Cheese', depth: 2 },
      { text: 'Soda', depth: 1 },
    ]);
    // After the title itself, a comma starts a sub-line.
    expect(
      receiptParts({ productName: 'Birthday cake, candles', parts: [{ text: 'Birthday cake, candles', depth: 0 }] }),
    ).toEqual([
      { text: 'Birthday cake', depth: 0 },
      { text: 'candles', depth: 1 },
    ]);
    expect(splitLineText('Garlic Knots (6)')).toEqual([{ text: 'Garlic Knots (6)', depth: 0 }]);
    expect(splitLineText(' ;; ,')).toEqual([{ text: ';; ,', depth: 0 }]);
  });

  test('halves read ½ L and ½ R', () => {
    expect(halfOf('Extra Pepperoni ½ L')).toBe('left');
    expect(halfOf('Regular Mushrooms ½ R')).toBe('right');
    expect(halfOf('Regular Mushrooms')).toBeNull();
  });

  test('a quantity goes before the title; one is left unsaid', () => {
    expect(withQuantity('Large Pizza', 2)).toBe('2 × Large Pizza');
    expect(withQuantity('Large Pizza', 1)).toBe('Large Pizza');
  });
});

describe('the driver on the receipt and the history (docs/product.md#cash-out)', () => {
  it('says who took a delivery and when it was delivered, once a driver did', () => {
    expect(driverLine(null)).toBeNull();
    expect(driverLine({ driverName: 'Dana', outAt: null, deliveredAtLocal: null })).toBe('Given to Dana');
    expect(driverLine({ driverName: 'Dana', outAt: '2026-11-24T18:00:00Z', deliveredAtLocal: null })).toBe(
      'Out with Dana',
    );
    expect(
      driverLine({ driverName: 'Dana', outAt: '2026-11-24T18:00:00Z', deliveredAtLocal: '2026-11-24 12:35' }),
    ).toBe('Driver Dana · delivered Nov 24, 2026, 12:35 PM');
  });
});

describe('the kitchen in the history (docs/product.md#kitchen-display)', () => {
  const printed = {
    printCount: 1,
    voided: false,
    firstPrintedAt: '2026-11-24T18:05:00Z',
    timeZone: 'America/Chicago',
  };
  it('says since when an order is in the kitchen, then when it was ready and who said so', () => {
    expect(kitchenLine({ ...printed, printCount: 0, firstPrintedAt: null })).toBeNull();
    expect(kitchenLine(printed)).toBe('In kitchen since 12:05 PM');
    expect(kitchenLine({ ...printed, readyAt: '2026-11-24T18:17:00Z', readyBy: 'Kim' })).toBe('Ready 12:17 PM · Kim');
    expect(kitchenLine({ ...printed, voided: true })).toBeNull();
  });
});

describe('totals on the receipt (docs/product.md#totals-and-tax)', () => {
  const figures = {
    subtotalCents: 2000,
    deliveryChargeCents: 350,
    taxPercentage: 8.875,
    taxCents: 209,
    totalCents: 2559,
  };

  test('a delivery shows Total, Delivery Charge, Tax with its percentage and the Grand Total', () => {
    expect(totalsRows({ ...figures, orderType: 'delivery' })).toEqual([
      { label: 'Total', amount: '$20.00' },
      { label: 'Delivery Charge', amount: '$3.50' },
      { label: 'Tax (8.875%)', amount: '$2.09' },
      { label: 'Grand Total', amount: '$25.59', grand: true },
    ]);
  });

  test('pickup and to go have no delivery charge row', () => {
    for (const orderType of ['pickup', 'togo'] as const) {
      const labels = totalsRows({ ...figures, orderType, deliveryChargeCents: 0 }).map((row) => row.label);
      expect(labels).toEqual(['Total', 'Tax (8.875%)', 'Grand Total']);
    }
  });

  test('how it was paid: cash with the change, card, at the door, or nothing before a print', () => {
    expect(tenderRows({ tender: 'cash', cashGivenCents: 4000, changeDueCents: 1441 })).toEqual([
      { label: 'Cash', amount: '$40.00' },
      { label: 'Change', amount: '$14.41' },
    ]);
    expect(tenderRows({ tender: 'card', cashGivenCents: null, changeDueCents: null })).toEqual([
      { label: 'Paid by', amount: 'Card' },
    ]);
    expect(tenderRows({ tender: 'door', cashGivenCents: null, changeDueCents: null })[0]?.amount).toBe(
      'Pay at the door',
    );
    expect(tenderRows({ tender: null, cashGivenCents: null, changeDueCents: null })).toEqual([]);
    // Cash without an amount reads like a card.
    expect(tenderRows({ tender: 'cash', cashGivenCents: null, changeDueCents: null })).toEqual([
      { label: 'Paid by', amount: 'Cash' },
    ]);
  });

  test('cash prints without an amount; a delivery proposes Pay at the door until the cashier chooses', () => {
    expect(tenderProblem({ method: 'cash', cashGiven: '' }, 2559)).toBeNull();
    expect(tenderProblem({ method: 'cash', cashGiven: '  ' }, 2559)).toBeNull();
    expect(tenderOf(NO_TENDER, 'delivery').method).toBe('door');
    expect(tenderOf(NO_TENDER, 'pickup').method).toBeNull();
    expect(tenderOf(NO_TENDER, 'togo').method).toBeNull();
    expect(tenderOf({ method: 'cash', cashGiven: '', chosen: true }, 'delivery').method).toBe('cash');
    // Taken off by the cashier: no method, even on a delivery.
    expect(tenderOf({ method: null, cashGiven: '', chosen: true }, 'delivery').method).toBeNull();
    // A delivery a print already recorded cash for proposes nothing: its reprint sends no tender, so it is not
    // refused as another tender (docs/decisions/0071-one-ledger.md); one the cashier chooses still goes.
    expect(tenderOf(NO_TENDER, 'delivery', 'cash').method).toBeNull();
    expect(tenderOf({ method: 'card', cashGiven: '', chosen: true }, 'delivery', 'cash').method).toBe('card');
  });

  test('cash below the grand total is refused with the documented message; change is worked out to the cent', () => {
    expect(changeDue(2559, 4000)).toBe(1441);
    expect(changeDue(2559, 2559)).toBe(0);
    expect(changeDue(2559, 2000)).toBeNull();
    expect(tenderProblem({ method: 'cash', cashGiven: '20' }, 2559)).toBe(
      'The cash given is less than the grand total.',
    );
    expect(tenderProblem({ method: 'cash', cashGiven: 'lots' }, 2559)).toBe('Enter the cash given, like 40.00.');
    expect(tenderProblem({ method: 'cash', cashGiven: '$40.00' }, 2559)).toBeNull();
    expect(tenderProblem({ method: 'card', cashGiven: '' }, 2559)).toBeNull();
  });

  test('the quick cash amounts are exact, then the next $5, $10 and $20', () => {
    expect(quickCash(2559)).toEqual([2559, 3000, 4000]);
    expect(quickCash(2000)).toEqual([2000]);
    expect(quickCash(1201)).toEqual([1201, 1500, 2000]);
  });
});

const MENU: Menu = {
  restaurantId: 'r1',
  version: 1,
  categories: [
    {
      id: 'c1',
      name: 'Pizzas',
      takesToppings: true,
      products: [
        {
          id: 'pizza',
          categoryId: 'c1',
          name: 'Pizza',
          priceCents: 0,
          takesToppings: true,
          soldOut: null,
          sizes: [
            { id: 'small', sizeName: 'Small', priceCents: 1299, soldOut: null },
            { id: 'large', sizeName: 'Large', priceCents: 2099, soldOut: null },
          ],
        },
      ],
    },
    {
      id: 'c2',
      name: 'Calzones',
      takesToppings: true,
      products: [
        {
          id: 'calzone',
          categoryId: 'c2',
          name: 'Calzone',
          priceCents: 1300,
          takesToppings: true,
          soldOut: null,
          sizes: [],
        },
        {
          id: 'bread',
          categoryId: 'c2',
          name: 'Garlic Bread',
          priceCents: 399,
          takesToppings: false,
          soldOut: null,
          sizes: [],
        },
      ],
    },
    {
      id: 'c3',
      name: 'Drinks',
      takesToppings: false,
      products: [
        {
          id: 'soda',
          categoryId: 'c3',
          name: 'Soda',
          priceCents: 0,
          takesToppings: true,
          soldOut: null,
          sizes: [{ id: 'soda-large', sizeName: 'Large', priceCents: 249, soldOut: null }],
        },
      ],
    },
  ],
  specials: [
    {
      id: 'family',
      name: 'Family Deal',
      priceCents: 3499,
      soldOut: null,
      items: [
        { id: 'i1', productName: 'Large Pizza', quantity: 2 },
        { id: 'i2', productName: 'Garlic Knots', quantity: 1 },
      ],
    },
  ],
  toppings: [
    {
      id: 'pepperoni',
      name: 'Pepperoni',
      basePriceCents: 0,
      extras: { id: 'x1', littlePriceCents: 100, regularPriceCents: 200, extraPriceCents: 300 },
      soldOut: null,
    },
    { id: 'olives', name: 'Olives', basePriceCents: 125, extras: null, soldOut: null },
  ],
  sides: [{ id: 'knots', name: 'Garlic Knots', basePriceCents: 499, soldOut: null }],
};

describe("'Total Product Price' and the optimistic line (docs/product.md#line-prices)", () => {
  test('a size, a topping on the left half at extra and a side, in the text the server writes', () => {
    const parts = choiceParts(
      MENU,
      {
        kind: 'product',
        productId: 'pizza',
        sizeId: 'large',
        toppings: [{ toppingId: 'pepperoni', level: 'extra', placement: 'left' }],
        sides: ['knots'],
      },
      'half',
    )!;
    expect(parts).toEqual([
      { text: 'Large Pizza', depth: 0, priceCents: 2099 },
      { text: 'Extra Pepperoni ½ L', depth: 1, priceCents: 150 },
      { text: 'Side: Garlic Knots', depth: 1, priceCents: 499 },
    ]);
    expect(unitPrice(parts)).toBe(2748);
    expect(partsText(parts)).toBe('Large Pizza; Extra Pepperoni ½ L; Side: Garlic Knots');
  });

  test('a half costs half rounded half up, or the full price when the restaurant says so; No is free', () => {
    expect(halfUp(125)).toBe(63);
    const olivesLeft = { kind: 'product' as const, productId: 'calzone', sizeId: null, sides: [] };
    const half = choiceParts(
      MENU,
      { ...olivesLeft, toppings: [{ toppingId: 'olives', level: 'little', placement: 'right' }] },
      'half',
    );
    expect(half?.[1]).toEqual({ text: 'Little Olives ½ R', depth: 1, priceCents: 63 });
    const full = choiceParts(
      MENU,
      { ...olivesLeft, toppings: [{ toppingId: 'olives', level: 'little', placement: 'right' }] },
      'full',
    );
    expect(full?.[1]?.priceCents).toBe(125);
    const none = choiceParts(
      MENU,
      { ...olivesLeft, toppings: [{ toppingId: 'pepperoni', level: 'none', placement: 'whole' }] },
      'half',
    );
    expect(none?.[1]).toEqual({ text: 'No Pepperoni', depth: 1, priceCents: 0 });
  });

  test('a topping whose name starts with a level word reads right: "Extra Cheese (extra) ½ L", as the server prints it', () => {
    expect(toppingText('Extra Cheese', 'extra', 'left')).toBe('Extra Cheese (extra) ½ L');
    expect(toppingText('Extra Cheese', 'regular', 'whole')).toBe('Extra Cheese (regular)');
    expect(toppingText('Extra Cheese', 'none', 'whole')).toBe('No Extra Cheese');
    expect(toppingText('Pepperoni', 'extra', 'right')).toBe('Extra Pepperoni ½ R');
    expect(toppingText('Extraordinary Sauce', 'little', 'whole')).toBe('Little Extraordinary Sauce');
  });

  test("what is added to a special's item is charged for each of its quantity", () => {
    const parts = choiceParts(
      MENU,
      {
        kind: 'special',
        specialId: 'family',
        items: [
          { itemId: 'i1', toppings: [{ toppingId: 'pepperoni', level: 'regular', placement: 'whole' }], sides: [] },
        ],
      },
      'half',
    )!;
    expect(parts).toEqual([
      { text: 'Family Deal', depth: 0, priceCents: 3499 },
      { text: '2 × Large Pizza', depth: 1, priceCents: 0 },
      { text: 'Regular Pepperoni', depth: 2, priceCents: 400 },
      { text: 'Garlic Knots', depth: 1, priceCents: 0 },
    ]);
    expect(partsText(parts)).toBe('Family Deal; 2 × Large Pizza, Regular Pepperoni; Garlic Knots');
  });

  test('something the menu no longer has prices as nothing (the server answers MENU_CHANGED)', () => {
    expect(choiceParts(MENU, { kind: 'side', sideId: 'gone' }, 'half')).toBeNull();
  });

  test('the choice goes to the server as its OrderLineInput, the size only when there is one', () => {
    expect(
      lineInput({ kind: 'product', productId: 'calzone', sizeId: null, toppings: [], sides: [] }, 2, '  no onions '),
    ).toEqual({
      quantity: 2,
      notes: 'no onions',
      productId: 'calzone',
      toppings: [],
      sides: [],
    });
    expect(lineInput({ kind: 'side', sideId: 'knots' }, 1, '')).toEqual({ quantity: 1, sideId: 'knots' });
  });

  test('what takes no toppings: a product saying so, any product of a category saying so, an item naming one or a side', () => {
    const product = (id: string) => findProduct(MENU, id)!;
    expect(productTakesToppings(MENU, product('pizza'))).toBe(true);
    expect(productTakesToppings(MENU, product('bread'))).toBe(false);
    // The product says yes, its category no: the category wins.
    expect(productTakesToppings(MENU, product('soda'))).toBe(false);
    expect(itemTakesToppings(MENU, 'Large Pizza')).toBe(true);
    expect(itemTakesToppings(MENU, 'Large Soda')).toBe(false);
    expect(itemTakesToppings(MENU, 'Garlic Knots')).toBe(false);
    expect(itemTakesToppings(MENU, 'Something gone')).toBe(true);
    expect(plainProduct('soda', 'soda-large')).toEqual({
      kind: 'product',
      productId: 'soda',
      sizeId: 'soda-large',
      toppings: [],
      sides: [],
    });
  });

  test('pizzas get the half picker, found by name or category, also inside a special', () => {
    expect(takesHalves('Margherita', 'Pizzas')).toBe(true);
    expect(takesHalves('Apple Pie')).toBe(true);
    expect(takesHalves('Calzone', 'Calzones')).toBe(false);
    expect(productOfItem(MENU, 'Large Pizza')?.category).toBe('Pizzas');
    expect(productOfItem(MENU, 'Calzone')?.product.id).toBe('calzone');
    expect(productOfItem(MENU, 'Lemonade')).toBeNull();
  });
});

describe('the customer phone (docs/product.md#phone-rules)', () => {
  test('10 digits, or 11 starting with 1, pass; anything else is told the rule and what was typed', () => {
    expect(phoneProblem('(217) 555-0107')).toBeNull();
    expect(phoneProblem('1 217 555 0107')).toBeNull();
    expect(phoneProblem('217555010')).toBe('A phone number is 10 digits, or 11 starting with 1 (9 typed).');
    expect(phoneProblem('21755501077')).toBe(
      'A phone number is 10 digits, or 11 starting with 1 (11 typed, starting with 2).',
    );
    expect(phoneProblem('121755501077')).toBe('A phone number is 10 digits, or 11 starting with 1 (12 typed).');
    expect(phoneProblem('')).toBe('A phone number is 10 digits, or 11 starting with 1 (0 typed).');
  });

  test('the field takes digits only: separators are dropped, a letter is refused with a note', () => {
    expect(phoneEntry('(217) 555-0110')).toEqual({ digits: '2175550110', note: null });
    expect(phoneEntry('+1 217.555.0110')).toEqual({ digits: '12175550110', note: null });
    expect(phoneEntry('217555O')).toEqual({
      digits: '217555',
      note: 'Only digits go in a phone number: type 0 (zero), not the letter O.',
    });
    expect(phoneEntry('217x')).toEqual({ digits: '217', note: 'Only digits go in a phone number.' });
    expect(phoneEntry('')).toEqual({ digits: '', note: null });
  });

  test('a search starts by itself at 11 digits, or 10 that do not begin with the country code', () => {
    expect(isCompletePhone('217 555 0107')).toBe(true);
    expect(isCompletePhone('1217555010')).toBe(false);
    expect(isCompletePhone('12175550107')).toBe(true);
    expect(isCompletePhone('21755501')).toBe(false);
  });

  test('digits are shown as a phone number', () => {
    expect(phoneDigits('(217) 555-0107')).toBe('2175550107');
    expect(formatPhone('2175550107')).toBe('(217) 555-0107');
    expect(formatPhone('12175550107')).toBe('+1 (217) 555-0107');
    expect(formatPhone('555')).toBe('555');
    // However the number was typed, it reads one way (a restaurant's phone, a customer's).
    expect(formatPhone('555-010-2000')).toBe('(555) 010-2000');
    expect(formatPhone('+1 (217) 555.0107')).toBe('+1 (217) 555-0107');
    expect(formatPhone('217-555-0107 ext. 4')).toBe('217-555-0107 ext. 4');
  });
});

describe("the history's dates (docs/product.md#order-history)", () => {
  test("the default date is today in the restaurant's time zone, not the browser's", () => {
    const lateEvening = new Date('2026-11-23T05:30:00Z'); // 00:30 in New York, 21:30 the day before in Los Angeles
    expect(todayIn('America/New_York', lateEvening)).toBe('2026-11-23');
    expect(todayIn('America/Los_Angeles', lateEvening)).toBe('2026-11-22');
    expect(todayIn('Asia/Tokyo', lateEvening)).toBe('2026-11-23');
    // Unknown or missing: the default zone, New York.
    expect(todayIn('Mars/Olympus', lateEvening)).toBe('2026-11-23');
    expect(todayIn(null, new Date('2026-11-23T04:30:00Z'))).toBe('2026-11-22');
  });
});

describe('the PIN pad countdown (docs/product.md#pin-errors)', () => {
  test('waits read in seconds, and minutes past one', () => {
    expect(formatWait(1)).toBe('1 second');
    expect(formatWait(9.2)).toBe('10 seconds');
    expect(formatWait(905)).toBe('15:05');
  });
});

describe('the live order stream (docs/decisions/0014-live-order-stream.md)', () => {
  test('whole events are read, comments skipped, and an unfinished one kept for the next chunk', () => {
    const { events, rest } = parseEvents(
      'retry: 3000\n: connected\n\nid: 17-0\nevent: order\ndata: {"id":"o1","version":2}\n\n: ping\n\nid: 18-0\nevent: ord',
    );
    expect(events).toEqual([{ id: '17-0', event: 'order', data: '{"id":"o1","version":2}' }]);
    expect(rest).toBe('id: 18-0\nevent: ord');
    expect(parseEvents(`${rest}er\r\ndata: {}\r\n\r\n`).events).toEqual([{ id: '18-0', event: 'order', data: '{}' }]);
    expect(parseEvents('event: end\ndata: {"message":"Your PIN or role changed."}\n\n').events[0]?.event).toBe('end');
  });
});

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

const ORDER: ReceiptFragment = {
  id: 'o1',
  restaurantId: 'r1',
  orderNumber: 12,
  orderType: 'delivery',
  customerId: null,
  customer: null,
  typedCustomer: null,
  employeeName: 'Casey',
  notes: '',
  scheduleTime: null,
  createdAtLocal: '2026-11-23 18:05',
  lines: [],
  itemsCents: 0,
  discounts: [],
  discountCents: 0,
  subtotalCents: 0,
  deliveryChargeCents: 350,
  taxPercentage: 8.875,
  taxCents: 31,
  totalCents: 381,
  tender: null,
  paidInParts: false,
  payments: [],
  cashGivenCents: null,
  changeDueCents: null,
  printCount: 0,
  firstPrintedAt: null,
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
  version: 1,
};

/** One saved line, as the server answers it. */
const LINE: ReceiptFragment['lines'][number] = {
  id: 'line-1',
  kind: 'product',
  productName: 'Calzone',
  parts: [{ text: 'Calzone', depth: 0, priceCents: 1300 }],
  open: false,
  quantity: 1,
  unitPriceCents: 1300,
  priceCents: 1300,
  notes: '',
  selection: { productId: 'calzone', sizeId: null, specialId: null, sideId: null, toppings: [], sides: [], items: [] },
  voided: false,
  voidReason: null,
  voidedBy: null,
  voidApprovedBy: null,
};

const offline = () => new TypeError('Failed to fetch');

describe('the order in progress (docs/product.md#terminal-feel)', () => {
  beforeEach(() => {
    Object.assign(globalThis, { localStorage: new MemoryStorage() });
  });

  function fakeServer() {
    const calls: string[] = [];
    let lines = 0;
    let down = false;
    let refusal: Error | null = null;
    /** Answers once `release` is called: a tap made meanwhile finds the order on its way. */
    let hold: Promise<void> | null = null;
    const api: DraftApi = {
      placeOrder: async (draft, request) => {
        calls.push(`place ${draft.orderType} ${draft.lines.length} ${request.key} print=${request.print}`);
        if (hold) await hold;
        if (down) throw offline();
        if (refusal) throw refusal;
        const placed = draft.lines.map((_, i) => ({ ...LINE, id: `line-${++lines}`, quantity: i + 1 }));
        return { order: { ...ORDER, lines: placed }, print: null };
      },
      changeOrder: async (id, input) => {
        calls.push(`change ${id} ${JSON.stringify(input)}`);
        return ORDER;
      },
      addLine: async (orderId, line, key) => {
        calls.push(`add ${orderId} ${key}`);
        if (down) throw offline();
        lines += 1;
        return { lineId: `line-${lines}`, order: ORDER };
      },
      removeLine: async (lineId) => {
        calls.push(`remove ${lineId}`);
        return ORDER;
      },
      menuChanged: () => calls.push('menu changed'),
    };
    let release = () => undefined as void;
    return {
      api,
      calls,
      setDown: (value: boolean) => (down = value),
      refuse: (error: Error | null) => (refusal = error),
      holdAnswers: () => (hold = new Promise<void>((resolve) => (release = () => ((hold = null), resolve())))),
      release: () => release(),
    };
  }

  const preview = {
    productName: 'Calzone',
    parts: [{ text: 'Calzone', depth: 0, priceCents: 1300 }],
    quantity: 1,
    priceCents: 1300,
    notes: '',
    open: false,
  };
  const startKey = (store: OrderDraftStore) => {
    const start = store.getSnapshot().ops.find((op) => op.type === 'start');
    return start?.type === 'start' ? start.key : 'missing';
  };

  test('a new order stays on the tablet as it is tapped, totals worked out there, and is placed whole in one request', async () => {
    const server = fakeServer();
    const store = new OrderDraftStore('draft');
    store.attach(server.api);
    store.start('togo', null);
    store.add({ menu: { productId: 'calzone', quantity: 1 } }, preview);
    store.add({ open: { name: 'Soda', priceCents: 250 } }, { ...preview, productName: 'Soda', priceCents: 250 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Nothing was sent as it was tapped, and nothing reads as waiting on the server.
    expect(server.calls).toEqual([]);
    const view = orderView(store.getSnapshot(), null, { taxPercentage: 8.875 });
    expect(view.lines).toMatchObject([
      { productName: 'Calzone', status: 'kept' },
      { productName: 'Soda', status: 'kept' },
    ]);
    // 15.50 + tax round(15.50 × 8.875 %) = 1.38, as the server works it out.
    expect(view).toMatchObject({ subtotalCents: 1550, taxCents: 138, totalCents: 1688, estimated: false });
    const key = startKey(store);
    expect(await store.flush()).toBe(true);
    expect(server.calls).toEqual([`place togo 2 ${key} print=false`]);
    expect(store.getSnapshot()).toMatchObject({ orderId: 'o1', ops: [] });
    store.attach(null);
  });

  test('a tap while the order is on its way goes after it, as its own call; a removal names the placed line', async () => {
    const server = fakeServer();
    const store = new OrderDraftStore('draft');
    store.attach(server.api);
    store.start('togo', null);
    store.add({ menu: { productId: 'calzone', quantity: 1 } }, preview);
    const calzone = store.getSnapshot().ops.find((op) => op.type === 'add')!.id;
    server.holdAnswers();
    const placing = store.place({ key: 'print-1', print: true, tender: null, terminal: null });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(orderView(store.getSnapshot(), null, { taxPercentage: 0 }).estimated).toBe(true);
    store.add({ menu: { productId: 'knots', quantity: 1 } }, preview);
    store.remove(calzone, null);
    server.release();
    expect(await placing).toMatchObject({ ok: true });
    expect(await store.flush()).toBe(true);
    expect(server.calls.map((call) => call.split(' ').slice(0, 2).join(' '))).toEqual([
      'place togo',
      'add o1',
      'remove line-1',
    ]);
    expect(store.placedLines.get(calzone)).toBe('line-1');
    store.attach(null);
  });

  test('an order the server has takes each tap as its own call; a network blip keeps it, and the retry sends the same key', async () => {
    jest.useFakeTimers();
    try {
      const server = fakeServer();
      const store = new OrderDraftStore('draft', 'o1');
      store.attach(server.api);
      server.setDown(true);
      store.add({ menu: { productId: 'calzone', quantity: 1 } }, preview);
      await jest.advanceTimersByTimeAsync(0);
      expect(store.getSnapshot().ops).toMatchObject([{ type: 'add', status: 'offline' }]);
      server.setDown(false);
      await jest.advanceTimersByTimeAsync(1500);
      const adds = server.calls.filter((call) => call.startsWith('add'));
      expect(adds).toHaveLength(2);
      expect(adds[0]).toBe(adds[1]);
      expect(store.getSnapshot().ops).toEqual([]);
      store.attach(null);
    } finally {
      jest.useRealTimers();
    }
  });

  test('a reload finds the order as it was tapped, and places it under the same key', async () => {
    const first = fakeServer();
    const before = new OrderDraftStore('draft');
    before.start('pickup', null);
    before.add({ menu: { sideId: 'knots', quantity: 1 } }, preview);
    const key = startKey(before);
    // The page goes away before anything was sent; the next one picks it up.
    const after = new OrderDraftStore('draft');
    expect(after.getSnapshot().ops).toHaveLength(2);
    after.attach(first.api);
    expect(await after.flush()).toBe(true);
    expect(first.calls).toEqual([`place pickup 1 ${key} print=false`]);
    after.attach(null);
    expect(parseDraft('{not json')).toEqual({ orderId: null, ops: [], customerForm: null });
  });

  test('placing with no connection, or refused, keeps the order on the tablet as it was', async () => {
    const server = fakeServer();
    const store = new OrderDraftStore('draft');
    store.attach(server.api);
    store.start('togo', null);
    store.add({ menu: { productId: 'gone', quantity: 1 } }, preview);
    server.setDown(true);
    expect(await store.place({ key: 'k1', print: true, tender: null, terminal: null })).toMatchObject({
      ok: false,
      network: true,
    });
    server.setDown(false);
    server.refuse(
      new CombinedGraphQLErrors({ data: null }, [
        { message: 'This item is no longer on the menu.', extensions: { code: 'CONFLICT', reason: 'MENU_CHANGED' } },
      ]),
    );
    expect(await store.flush()).toBe(false);
    expect(store.refusal).toBe('This item is no longer on the menu.');
    expect(server.calls).toContain('menu changed');
    expect(store.getSnapshot()).toMatchObject({ orderId: null, ops: [{ status: 'waiting' }, { status: 'waiting' }] });
    expect(orderView(store.getSnapshot(), null, { taxPercentage: 0 }).lines).toMatchObject([{ status: 'kept' }]);
    store.attach(null);
  });

  test('removing a line hides it at once; Undo adds it back with its choice and a new key', async () => {
    const server = fakeServer();
    const store = new OrderDraftStore('draft', 'o1');
    store.attach(server.api);
    const saved = { ...ORDER, lines: [{ ...LINE, quantity: 2, notes: 'well done' }] };
    const removal = store.remove('line-1', againOf(saved.lines[0]!));
    expect(orderView(store.getSnapshot(), saved, { taxPercentage: 8.875 }).lines).toEqual([]);
    await store.flush();
    expect(server.calls).toContain('remove line-1');
    store.undo(removal);
    const again = store.getSnapshot().ops[0];
    expect(again).toMatchObject({
      type: 'add',
      line: { menu: { productId: 'calzone', quantity: 2, notes: 'well done' } },
    });
    store.attach(null);
  });

  test('on an order the server has, a refused line shows the server message in place and the menu is read again; the others still go', async () => {
    const server = fakeServer();
    const refusing: DraftApi = {
      ...server.api,
      addLine: async (orderId, line, key) => {
        if ('menu' in line && line.menu.productId === 'gone') {
          throw new CombinedGraphQLErrors({ data: null }, [
            {
              message: 'This item is no longer on the menu.',
              extensions: { code: 'CONFLICT', reason: 'MENU_CHANGED' },
            },
          ]);
        }
        return server.api.addLine(orderId, line, key);
      },
    };
    const store = new OrderDraftStore('draft', 'o1');
    store.attach(refusing);
    store.add({ menu: { productId: 'gone', quantity: 1 } }, preview);
    store.add({ menu: { productId: 'calzone', quantity: 1 } }, preview);
    expect(await store.flush()).toBe(false);
    expect(store.getSnapshot().ops).toMatchObject([
      { type: 'add', status: 'failed', message: 'This item is no longer on the menu.' },
    ]);
    expect(server.calls).toContain('menu changed');
    expect(server.calls.filter((call) => call.startsWith('add'))).toHaveLength(1);
    const failed = orderView(store.getSnapshot(), null, { taxPercentage: 0 }).lines;
    expect(failed).toMatchObject([{ status: 'failed', message: 'This item is no longer on the menu.' }]);
    store.dismiss(store.getSnapshot().ops[0]!.id);
    expect(store.getSnapshot().ops).toEqual([]);
    store.attach(null);
  });
});

describe("a new customer's city and zipcode, from the restaurant's address (docs/decisions/0029)", () => {
  test.each([
    ['120 Market Street, Springfield, IL 62701', 'Springfield', '62701'],
    ['7 Carmine Street, New York, NY 10014', 'New York', '10014'],
    ['7 Carmine Street, New York NY 10014-2201', 'New York', '10014-2201'],
    ['1 Loop Rd, Suite 4, St. Louis, MO 63101, USA', 'St. Louis', '63101'],
    ['12 Main St, Springfield', '', ''],
    ['Somewhere without commas 62701', '', ''],
    // A zipcode with no city named before its state: the zipcode alone (the street is no city).
    ['12 Main St, IL 62701', '', '62701'],
    ['', '', ''],
  ])('%s → %s %s', (address, city, zipcode) => {
    expect(cityAndZipcode(address)).toEqual({ city, zipcode });
  });
});

describe('sold out at the tap (docs/decisions/0061-sold-out.md)', () => {
  const tonight = { until: new Date(Date.now() + 3600_000).toISOString() };
  const ended = { until: new Date(Date.now() - 1000).toISOString() };
  const marked = (mark: { until: string | null }): Menu => ({
    ...MENU,
    toppings: MENU.toppings.map((t) => (t.id === 'olives' ? { ...t, soldOut: mark } : t)),
    sides: MENU.sides.map((s) => ({ ...s, soldOut: { until: null } })),
  });
  const pizzaWith = (level: 'none' | 'regular') => ({
    kind: 'product' as const,
    productId: 'pizza',
    sizeId: 'small',
    toppings: [{ toppingId: 'olives', level, placement: 'whole' as const }],
    sides: [],
  });

  test('refuses what the server would, in its words, and lets "No Olives" and an ended mark through', () => {
    expect(soldOutOf(marked(tonight), pizzaWith('regular'))).toBe('Olives is sold out.');
    expect(soldOutOf(marked(tonight), pizzaWith('none'))).toBeNull();
    expect(soldOutOf(marked(ended), pizzaWith('regular'))).toBeNull();
    expect(soldOutOf(marked(ended), { kind: 'side', sideId: 'knots' })).toBe('Garlic Knots is sold out.');
    expect(soldOutOf(MENU, pizzaWith('regular'))).toBeNull();
  });
});
