import { optionalName, priceCents, quantity, requiredName, specialItemName } from './validation';

describe('menu input rules', () => {
  it('trims names and refuses empty or over-long ones', () => {
    expect(requiredName('  Pizzas ')).toBe('Pizzas');
    expect(() => requiredName('   ')).toThrow('Name is required.');
    expect(() => requiredName('x'.repeat(101))).toThrow('Name must be 100 characters or fewer.');
    expect(requiredName('x'.repeat(100))).toHaveLength(100);
    expect(optionalName(undefined)).toBeUndefined();
  });

  it('takes prices in dollars with at most 2 decimals, never below 0', () => {
    expect(priceCents('12.50')).toBe(1250);
    expect(priceCents(3.5)).toBe(350);
    expect(priceCents('0')).toBe(0);
    expect(() => priceCents('-1')).toThrow(/0 or more/);
    expect(() => priceCents('1.234')).toThrow(/2 decimals/);
    expect(() => priceCents('abc')).toThrow(/dollars/);
    expect(() => priceCents('')).toThrow('Price is required.');
  });

  it('takes whole quantities of 1 or more', () => {
    expect(quantity(2)).toBe(2);
    expect(quantity('3')).toBe(3);
    for (const bad of [0, -1, 1.5, 'two', null]) expect(() => quantity(bad)).toThrow(/whole number/);
  });

  it('names a special item by product, or size then product', () => {
    expect(specialItemName('Pepperoni Pizza')).toBe('Pepperoni Pizza');
    expect(specialItemName('Pepperoni Pizza', 'Large')).toBe('Large Pepperoni Pizza');
  });
});
