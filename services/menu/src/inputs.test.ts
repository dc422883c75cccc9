import { ZodError } from 'zod';
import {
  dollars,
  menuName,
  quantityText,
  saveSpecialInput,
  saveToppingInput,
  sideChange,
  specialInput,
  specialItemInput,
} from './inputs';

const messageOf = (parse: () => unknown) => {
  try {
    parse();
  } catch (error) {
    if (error instanceof ZodError) return error.issues[0]!.message;
    throw error;
  }
  return 'accepted';
};

describe('menu inputs', () => {
  it('trims names and says which name is empty or too long, with one wording for every menu name', () => {
    expect(menuName('Category name').parse('  Pizzas ')).toBe('Pizzas');
    expect(messageOf(() => menuName('Category name').parse('   '))).toBe('Category name is required.');
    expect(messageOf(() => menuName('Side name').parse('x'.repeat(101)))).toBe(
      'Side name must be 100 characters or fewer.',
    );
    expect(menuName('Topping name').parse('x'.repeat(100))).toHaveLength(100);
  });

  it('reads dollars at the REST edge once, into integer cents', () => {
    expect(['12.50', 3.5, '0', 99_999.99].map((v) => dollars().parse(v))).toEqual([1250, 350, 0, 9_999_999]);
    expect(messageOf(() => dollars('Size price').parse('1.234'))).toBe(
      'Size price must be an amount in dollars of 0 or more with at most 2 decimals, e.g. 12.50.',
    );
    expect(messageOf(() => dollars().parse('-1'))).toMatch(/0 or more/);
    expect(messageOf(() => dollars().parse(''))).toBe('Price is required.');
  });

  it('takes whole cents inward, from 0 to $99,999.99', () => {
    const special = { restaurantId: 'r', name: 'Deal' };
    expect(specialInput.parse({ ...special, priceCents: 1250 }).priceCents).toBe(1250);
    for (const bad of [-1, 12.5, 10_000_000])
      expect(messageOf(() => specialInput.parse({ ...special, priceCents: bad }))).toBe(
        'Price must be a whole number of cents from 0 to 9999999.',
      );
  });

  it('takes whole quantities from 1 to 10,000, as numbers inside and also as digits at the edge', () => {
    const item = { specialId: 's', productName: 'Soda' };
    expect(specialItemInput.parse({ ...item, quantity: 2 }).quantity).toBe(2);
    expect(quantityText.parse('3')).toBe(3);
    for (const bad of [0, -1, 1.5, 10_001])
      expect(messageOf(() => specialItemInput.parse({ ...item, quantity: bad }))).toBe(
        'Quantity must be a whole number of 1 or more.',
      );
    expect(messageOf(() => quantityText.parse('two'))).toBe('Quantity must be a whole number of 1 or more.');
  });

  it('checks every item of a save, so one bad item refuses the whole save', () => {
    const save = { restaurantId: 'r', name: 'Deal', priceCents: 999 };
    const addItems = [
      { productName: 'Soda', quantity: 2 },
      { productName: ' ', quantity: 1 },
    ];
    expect(messageOf(() => saveSpecialInput.parse({ ...save, addItems }))).toBe(
      'Product name of the item is required.',
    );
    const extras = { littlePriceCents: 50, regularPriceCents: 100, extraPriceCents: -1 };
    expect(messageOf(() => saveToppingInput.parse({ ...save, extras }))).toBe(
      'Extra price must be a whole number of cents from 0 to 9999999.',
    );
  });

  it("keeps a side's name when the new one is blank", () => {
    expect(sideChange.parse({ name: '  ' }).name).toBeUndefined();
    expect(sideChange.parse({ name: ' Slaw ' }).name).toBe('Slaw');
  });
});
