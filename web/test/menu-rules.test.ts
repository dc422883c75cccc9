import {
  nameProblem,
  priceProblem,
  productDeleteText,
  specialsUsing,
  canAddToppingOptions,
  completeSizes,
  DELETE_PHRASE_HINT,
  EMPTY_TEXT,
  isCompleteSize,
  isDeleteConfirmed,
  isNonZeroPrice,
  isProductPriceDisabled,
  isToppingBasePriceDisabled,
  itemsToAdd,
  matchesSearch,
  parseQuantity,
  productPriceToSend,
  sideNameToSend,
  sizePriceLabel,
  sortByPrice,
  specialItemLabel,
  specialItemName,
  toppingBasePriceToSend,
  toppingExtrasToSend,
  toppingPriceLines,
  typedCents,
  nameRequired,
  NotAnAmountError,
  type ToppingExtraRow,
} from '../src/features/menu/rules';
import { formatDollars } from '../src/ui/format/money';

describe("the delete phrase (docs/product.md#delete-confirmation: exactly 'delete it')", () => {
  test('only the exact phrase confirms', () => {
    expect(isDeleteConfirmed('delete it')).toBe(true);
    for (const typed of ['', 'Delete it', 'delete it ', ' delete it', 'delete', 'DELETE IT']) {
      expect(isDeleteConfirmed(typed)).toBe(false);
    }
  });

  test('the hint is the documented text', () => {
    expect(DELETE_PHRASE_HINT).toBe("Type 'delete it' to confirm.");
  });
});

describe('special items (docs/product.md#specials)', () => {
  test('a product without a size is named by the product', () => {
    expect(specialItemName('Margherita')).toBe('Margherita');
    expect(specialItemName('Margherita', null)).toBe('Margherita');
    expect(specialItemName('Margherita', '  ')).toBe('Margherita');
  });

  test('a size comes before the product name', () => {
    expect(specialItemName('Margherita', 'Large')).toBe('Large Margherita');
    expect(specialItemName(' Margherita ', ' Small ')).toBe('Small Margherita');
  });

  test("a card shows '{product name} x {quantity}'", () => {
    expect(specialItemLabel({ productName: 'Large Margherita', quantity: 2 })).toBe('Large Margherita x 2');
  });

  test('quantities are whole numbers of at least 1', () => {
    expect(parseQuantity('2')).toBe(2);
    expect(parseQuantity(' 12 ')).toBe(12);
    for (const typed of ['', '0', '-1', '1.5', 'two', '2x']) expect(parseQuantity(typed)).toBeNull();
  });

  test('items without a name or a quantity are skipped, and saved items are not added again', () => {
    expect(
      itemsToAdd([
        { productName: 'Large Margherita', quantity: '2' },
        { productName: '', quantity: '1' },
        { productName: 'Coke', quantity: '' },
        { productName: '  ', quantity: '3' },
        { id: 'saved-1', productName: 'Garlic Knots', quantity: '1' },
        { productName: ' Small Pepperoni ', quantity: '1' },
      ]),
    ).toEqual([
      { productName: 'Large Margherita', quantity: 2 },
      { productName: 'Small Pepperoni', quantity: 1 },
    ]);
  });

  test('the picker search is a case-insensitive contains', () => {
    expect(matchesSearch('Margherita', 'MARG')).toBe(true);
    expect(matchesSearch('Margherita', ' ita ')).toBe(true);
    expect(matchesSearch('Margherita', '')).toBe(true);
    expect(matchesSearch('Margherita', 'pep')).toBe(false);
  });
});

describe('sorting and prices (docs/product.md#screen-constants)', () => {
  test('ascending by price, equal prices keep their order, the input is untouched', () => {
    const input = [
      { name: 'c', priceCents: 1500 },
      { name: 'a', priceCents: 900 },
      { name: 'b', priceCents: 1500 },
      { name: 'z', priceCents: 0 },
    ];
    expect(sortByPrice(input).map((item) => item.name)).toEqual(['z', 'a', 'c', 'b']);
    expect(input.map((item) => item.name)).toEqual(['c', 'a', 'b', 'z']);
  });

  test("a size priced 0 is 'Price upon request', others dollars with 2 decimals", () => {
    expect(sizePriceLabel(0)).toBe('Price upon request');
    expect(sizePriceLabel(1299)).toBe('$12.99');
    expect(sizePriceLabel(5)).toBe('$0.05');
    expect(formatDollars(2000)).toBe('$20.00');
  });
});

describe('products and sizes (docs/product.md#products-and-sizes)', () => {
  test('a size row is saved only when both name and price are filled', () => {
    expect(isCompleteSize({ sizeName: 'Large', price: '14' })).toBe(true);
    expect(isCompleteSize({ sizeName: 'Large', price: '0' })).toBe(true);
    expect(isCompleteSize({ sizeName: 'Large', price: ' ' })).toBe(false);
    expect(isCompleteSize({ sizeName: '', price: '14' })).toBe(false);
    expect(
      completeSizes([
        { sizeName: ' Small ', price: ' 10 ' },
        { sizeName: 'Medium', price: '' },
        { sizeName: '', price: '12' },
      ]),
    ).toEqual([{ sizeName: 'Small', priceCents: 1000 }]);
  });

  test('the product price is disabled and sent as 0 while a size exists', () => {
    expect(isProductPriceDisabled(0)).toBe(false);
    expect(isProductPriceDisabled(1)).toBe(true);
    expect(productPriceToSend('12.50', 0)).toBe(1250);
    expect(productPriceToSend('', 0)).toBe(0);
    expect(productPriceToSend('12.50', 2)).toBe(0);
  });
});

describe('toppings (docs/product.md#toppings-and-portions)', () => {
  const options = (littlePrice: string, regularPrice: string, extraPrice: string, id?: string): ToppingExtraRow => ({
    id,
    littlePrice,
    regularPrice,
    extraPrice,
  });

  test('a zero or empty price is not a price', () => {
    expect(isNonZeroPrice('')).toBe(false);
    expect(isNonZeroPrice('0')).toBe(false);
    expect(isNonZeroPrice('0.00')).toBe(false);
    expect(isNonZeroPrice('0.5')).toBe(true);
    expect(isNonZeroPrice('abc')).toBe(true);
  });

  test('create: the base price is disabled only when an option price is non-zero', () => {
    expect(isToppingBasePriceDisabled('create', null)).toBe(false);
    expect(isToppingBasePriceDisabled('create', options('', '', ''))).toBe(false);
    expect(isToppingBasePriceDisabled('create', options('0', '0.00', ''))).toBe(false);
    expect(isToppingBasePriceDisabled('create', options('', '1.50', ''))).toBe(true);
  });

  test('edit: the base price is disabled whenever an option set exists', () => {
    expect(isToppingBasePriceDisabled('edit', null)).toBe(false);
    expect(isToppingBasePriceDisabled('edit', options('', '', ''))).toBe(true);
    expect(isToppingBasePriceDisabled('edit', options('1', '2', '3', 'saved'))).toBe(true);
  });

  test('the base price is sent as 0 while disabled', () => {
    expect(toppingBasePriceToSend('create', '1.25', null)).toBe(125);
    expect(toppingBasePriceToSend('create', '', null)).toBe(0);
    expect(toppingBasePriceToSend('create', '1.25', options('1', '2', '3'))).toBe(0);
    expect(toppingBasePriceToSend('edit', '1.25', options('', '', ''))).toBe(0);
  });

  test('an option set goes to the server in cents, blank prices as 0; none is null', () => {
    expect(toppingExtrasToSend(options('0.5', '', '2'))).toEqual({
      littlePriceCents: 50,
      regularPriceCents: 0,
      extraPriceCents: 200,
    });
    expect(toppingExtrasToSend(null)).toBeNull();
    expect(() => toppingExtrasToSend(options('1', 'two', '3'))).toThrow(
      'Regular price must be an amount in dollars of 0 or more with at most 2 decimals, e.g. 12.50.',
    );
  });

  test('only one option set per topping', () => {
    expect(canAddToppingOptions(null)).toBe(true);
    expect(canAddToppingOptions(options('', '', ''))).toBe(false);
  });

  test('a card shows Adding Little/Regular/Extra with options, else a single Price', () => {
    expect(toppingPriceLines({ basePriceCents: 150, extras: null })).toEqual([{ label: 'Price', cents: 150 }]);
    expect(
      toppingPriceLines({
        basePriceCents: 0,
        extras: { littlePriceCents: 100, regularPriceCents: 200, extraPriceCents: 300 },
      }),
    ).toEqual([
      { label: 'Adding Little', cents: 100 },
      { label: 'Adding Regular', cents: 200 },
      { label: 'Adding Extra', cents: 300 },
    ]);
  });
});

describe('sides (docs/product.md#sides)', () => {
  test('an empty name keeps the current one', () => {
    expect(sideNameToSend('', 'Garlic Knots')).toBe('Garlic Knots');
    expect(sideNameToSend('   ', 'Garlic Knots')).toBe('Garlic Knots');
    expect(sideNameToSend(' Cheesy Knots ', 'Garlic Knots')).toBe('Cheesy Knots');
  });
});

test('the empty states are the documented texts', () => {
  expect(EMPTY_TEXT).toEqual({
    categories: 'No Categories created yet.',
    products: 'No products available yet.',
    specials: 'No Specials Created yet.',
    specialItems: 'No items in this special.',
    toppings: 'No Topping available yet.',
    sides: 'No Sides created yet.',
  });
});

describe('what the dialogs send and say (docs/product.md#menu-errors)', () => {
  test("every menu name says which name is missing, in the server's words", () => {
    expect(nameRequired('Category name')).toBe('Category name is required.');
    expect(nameRequired('Special name')).toBe('Special name is required.');
  });

  test('typed dollars go to the server as integer cents once; blank is 0', () => {
    expect(typedCents('12.50')).toBe(1250);
    expect(typedCents(' $3.5 ')).toBe(350);
    expect(typedCents('')).toBe(0);
    expect(typedCents('99999.99')).toBe(9_999_999);
  });

  test('a price that is not an amount is refused with the documented message, before anything is sent', () => {
    for (const typed of ['ten', '1.234', '-2', '100000']) {
      expect(() => typedCents(typed, 'Size price')).toThrow(NotAnAmountError);
      expect(() => typedCents(typed, 'Size price')).toThrow(
        'Size price must be an amount in dollars of 0 or more with at most 2 decimals, e.g. 12.50.',
      );
    }
  });
});

describe('what a product’s delete leaves behind (docs/product.md#products-and-sizes)', () => {
  const specials = [
    { name: 'Family Deal', items: [{ productName: 'Large Pizza' }, { productName: 'Garlic Knots' }] },
    { name: 'Lunch', items: [{ productName: 'pizza' }] },
    { name: 'Calzone Night', items: [{ productName: 'Calzone' }, { productName: 'Pizza Rolls' }] },
  ];

  it('finds the specials naming the product or one of its sizes, whatever the case', () => {
    expect(specialsUsing({ name: 'Pizza', sizes: [{ sizeName: 'Small' }, { sizeName: 'Large' }] }, specials)).toEqual([
      'Family Deal',
      'Lunch',
    ]);
    expect(specialsUsing({ name: 'Pizza', sizes: [] }, specials)).toEqual(['Lunch']);
    expect(specialsUsing({ name: 'Soda', sizes: [] }, specials)).toEqual([]);
  });

  it('says what happens to them', () => {
    expect(productDeleteText('Soda', [])).toBe('"Soda" and its sizes leave the menu.');
    expect(productDeleteText('Pizza', ['Family Deal', 'Lunch'])).toBe(
      '"Pizza" and its sizes leave the menu. It is in 2 specials ("Family Deal", "Lunch"), which keep it among their items as written: edit them to take it out or change their price.',
    );
  });
});

describe('what a menu field says beside itself', () => {
  test('a name: required, at most 100 characters, in the server’s words', () => {
    expect(nameProblem('Product', '  ')).toBe('Product name is required.');
    expect(nameProblem('Side', 'x'.repeat(101))).toBe('Side name must be 100 characters or fewer.');
    expect(nameProblem('Side', ' Ranch ')).toBeNull();
  });

  test('a price: blank is 0, an amount with at most 2 decimals', () => {
    expect(priceProblem('', 'Price')).toBeNull();
    expect(priceProblem('12.50', 'Size price')).toBeNull();
    expect(priceProblem('12.5.0', 'Size price')).toBe(
      'Size price must be an amount in dollars of 0 or more with at most 2 decimals, e.g. 12.50.',
    );
  });
});
