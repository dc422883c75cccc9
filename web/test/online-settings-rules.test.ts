import { daysOf, hoursOf, isSlug, radiusOf, slugOf, zipsOf } from '../src/features/restaurants/onlineRules';

/** The owner's online ordering card (docs/decisions/0062-online-ordering.md): what the form reads and sends. */
describe('the online ordering card', () => {
  it('shows a row per weekday, Monday first, and sends the open ones only', () => {
    const days = daysOf([{ weekday: 5, opens: '11:00', closes: '02:00' }]);
    expect(days.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(days.find((d) => d.weekday === 5)).toEqual({ weekday: 5, open: true, opens: '11:00', closes: '02:00' });
    expect(days.find((d) => d.weekday === 1)).toEqual({ weekday: 1, open: false, opens: '11:00', closes: '22:00' });
    const opened = days.map((d) => (d.weekday === 1 ? { ...d, open: true } : d));
    expect(hoursOf(opened)).toEqual([
      { weekday: 1, opens: '11:00', closes: '22:00' },
      { weekday: 5, opens: '11:00', closes: '02:00' },
    ]);
  });

  it('reads ZIP codes however they are separated, once each, and refuses one that is not 5 digits', () => {
    expect(zipsOf('60657, 60614 60614;60601')).toEqual(['60601', '60614', '60657']);
    expect(zipsOf('')).toEqual([]);
    expect(zipsOf('60614, 6061')).toBeNull();
  });

  it('reads a delivery radius in miles to a tenth, from 0.5 to 25 (docs/decisions/0064-delivery-radius.md)', () => {
    expect(radiusOf(' 3 ')).toBe(3);
    expect(radiusOf('4.25')).toBe(4.3);
    expect(radiusOf('.5')).toBe(0.5);
    expect(radiusOf('25')).toBe(25);
    expect(radiusOf('0.4')).toBeNull();
    expect(radiusOf('26')).toBeNull();
    expect(radiusOf('three')).toBeNull();
    expect(radiusOf('')).toBeNull();
    expect(radiusOf('-2')).toBeNull();
  });

  it('takes the page address in lower case with dashes for spaces, and checks it as the server does', () => {
    expect(slugOf('  Marios Pizza ')).toBe('marios-pizza');
    expect(isSlug('marios-pizza')).toBe(true);
    expect(isSlug('-marios')).toBe(false);
    expect(isSlug('ab')).toBe(false);
    expect(isSlug('mario’s')).toBe(false);
  });
});
