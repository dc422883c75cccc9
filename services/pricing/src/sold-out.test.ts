import { isSoldOut, MenuIndex, soldOutIn, type LineSelection, type PricingMenu } from './index';

const NOW = Date.parse('2026-11-28T19:00:00Z');
const TONIGHT = { until: '2026-11-29T06:00:00Z' };
const YESTERDAY = { until: '2026-11-28T06:00:00Z' };
const UNTIL_UNMARKED = { until: null };

const SMALL = { id: 'small', sizeName: 'Small 10"', priceCents: 1299 };
const LARGE = { id: 'large', sizeName: 'Large 18"', priceCents: 2099 };

const MENU: PricingMenu = {
  products: [
    // The large dough ran out; the small did not.
    { id: 'pepperoni', name: 'Pepperoni', priceCents: 0, sizes: [SMALL, { ...LARGE, soldOut: TONIGHT }] },
    { id: 'calzone', name: 'Classic Calzone', priceCents: 1299, sizes: [], soldOut: UNTIL_UNMARKED },
    { id: 'stromboli', name: 'Stromboli', priceCents: 1399, sizes: [], soldOut: YESTERDAY },
  ],
  toppings: [
    { id: 'mushrooms', name: 'Mushrooms', basePriceCents: 100, extras: null, soldOut: TONIGHT },
    { id: 'olives', name: 'Black Olives', basePriceCents: 125, extras: null },
  ],
  sides: [
    { id: 'knots', name: 'Garlic Knots (6)', basePriceCents: 499, soldOut: TONIGHT },
    { id: 'ranch', name: 'Ranch Cup', basePriceCents: 75 },
  ],
  specials: [
    { id: 'family', name: 'Family Deal', priceCents: 3499, items: [{ id: 'i1', productName: 'Pizza', quantity: 1 }] },
    { id: 'lunch', name: 'Lunch Deal', priceCents: 999, items: [], soldOut: TONIGHT },
  ],
};
const menu = new MenuIndex(MENU);

const pizza = (sizeId: string, toppings: [string, 'none' | 'regular'][] = [], sides: string[] = []): LineSelection => ({
  kind: 'product',
  productId: 'pepperoni',
  sizeId,
  toppings: toppings.map(([toppingId, level]) => ({ toppingId, level, placement: 'whole' })),
  sides,
});

describe('sold out', () => {
  it('is a mark until its end, or until unmarked; a mark past its end is none', () => {
    expect(isSoldOut({ soldOut: TONIGHT }, NOW)).toBe(true);
    expect(isSoldOut({ soldOut: UNTIL_UNMARKED }, NOW)).toBe(true);
    expect(isSoldOut({ soldOut: YESTERDAY }, NOW)).toBe(false);
    expect(isSoldOut({ soldOut: null }, NOW)).toBe(false);
    expect(isSoldOut({}, NOW)).toBe(false);
    expect(isSoldOut({ soldOut: TONIGHT }, Date.parse(TONIGHT.until))).toBe(false);
  });

  it('names what a new line would take that has run out: the size with its product, a topping, a side', () => {
    expect(soldOutIn(menu, pizza('small'), NOW)).toBeNull();
    expect(soldOutIn(menu, pizza('large'), NOW)).toBe('Large 18" Pepperoni');
    expect(
      soldOutIn(
        menu,
        pizza('small', [
          ['olives', 'regular'],
          ['mushrooms', 'regular'],
        ]),
        NOW,
      ),
    ).toBe('Mushrooms');
    expect(soldOutIn(menu, pizza('small', [], ['ranch', 'knots']), NOW)).toBe('Garlic Knots (6)');
    expect(soldOutIn(menu, { kind: 'side', sideId: 'knots' }, NOW)).toBe('Garlic Knots (6)');
    expect(soldOutIn(menu, { kind: 'side', sideId: 'ranch' }, NOW)).toBeNull();
  });

  it('lets "No Mushrooms" through: it takes nothing from the kitchen', () => {
    expect(soldOutIn(menu, pizza('small', [['mushrooms', 'none']]), NOW)).toBeNull();
  });

  it('refuses a product or special marked as a whole, and not one whose mark has ended', () => {
    const plain = (productId: string): LineSelection => ({
      kind: 'product',
      productId,
      sizeId: null,
      toppings: [],
      sides: [],
    });
    expect(soldOutIn(menu, plain('calzone'), NOW)).toBe('Classic Calzone');
    expect(soldOutIn(menu, plain('stromboli'), NOW)).toBeNull();
    expect(soldOutIn(menu, { kind: 'special', specialId: 'lunch', items: [] }, NOW)).toBe('Lunch Deal');
    const family: LineSelection = {
      kind: 'special',
      specialId: 'family',
      items: [{ itemId: 'i1', toppings: [{ toppingId: 'mushrooms', level: 'regular', placement: 'left' }], sides: [] }],
    };
    expect(soldOutIn(menu, family, NOW)).toBe('Mushrooms');
  });

  it('leaves what is not on the menu to the price rules', () => {
    expect(soldOutIn(menu, { kind: 'side', sideId: 'gone' }, NOW)).toBeNull();
  });
});
