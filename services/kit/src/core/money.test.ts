import { centsToDollars, dollarsToCents, formatDollars, parsePercent } from './money';
import { isPin, pinDigest } from './pins';

describe('money', () => {
  it.each([
    ['3.5', 350],
    ['3.50', 350],
    [3.5, 350],
    ['0', 0],
    ['12', 1200],
    [' 7.05 ', 705],
  ])('reads %j dollars as %i cents', (input, cents) => {
    expect(dollarsToCents(input)).toBe(cents);
  });

  it.each(['-1', '2.505', 'abc', '', '1e3', Number.NaN, null, {}])('refuses %j', (input) => {
    expect(dollarsToCents(input)).toBeNull();
  });

  it('writes cents as dollars with two decimals', () => {
    expect(centsToDollars(350)).toBe('3.50');
    expect(centsToDollars(5)).toBe('0.05');
    expect(centsToDollars(-1999)).toBe('-19.99');
  });

  it('reads percentages between 0 and 100 with up to 3 decimals', () => {
    expect(parsePercent('8.875')).toBe(8.875);
    expect(parsePercent('100')).toBe(100);
    expect(parsePercent('100.5')).toBeNull();
    expect(parsePercent('-1')).toBeNull();
  });
});

describe('PINs', () => {
  it('are 4 to 6 digits', () => {
    expect(['1234', '123456'].every(isPin)).toBe(true);
    expect(['123', '1234567', '12a4', ' 1234', 1234].some(isPin)).toBe(false);
  });

  it('digest per restaurant: the same PIN in two restaurants gives two values', () => {
    const a = pinDigest('secret', 'r1', '1234');
    expect(pinDigest('secret', 'r1', '1234')).toBe(a);
    expect(pinDigest('secret', 'r2', '1234')).not.toBe(a);
    expect(pinDigest('other', 'r1', '1234')).not.toBe(a);
    expect(a).not.toContain('1234');
  });
});

describe('money in the words the server writes (audit lines, the books)', () => {
  it('reads as every screen writes it: thousands grouped, two decimals', () => {
    expect(formatDollars(254222)).toBe('$2,542.22');
    expect(formatDollars(350)).toBe('$3.50');
    expect(formatDollars(-123456789)).toBe('-$1,234,567.89');
    expect(formatDollars(-300, '−')).toBe('−$3.00');
  });
});
