import { browserTimeZone, timeZoneFromAddress } from '../src/features/restaurants/addressTimeZone';
import { restaurantTimeZoneGuess } from '../src/features/restaurants/rules';

describe("a restaurant's time zone from its address (docs/product.md#restaurant-fields)", () => {
  test.each([
    ['233 S Wacker Dr, Chicago, IL 60606', 'America/Chicago', 'ZIP 60606'],
    ['12 Mulberry Street, New York, NY 10013', 'America/New_York', 'ZIP 10013'],
    ['1 Market St, San Francisco, CA 94105-1420', 'America/Los_Angeles', 'ZIP 94105'],
    ['100 N Central Ave, Phoenix, AZ 85004', 'America/Phoenix', 'ZIP 85004'],
    ['500 S Main St, Denver, CO 80209, USA', 'America/Denver', 'ZIP 80209'],
    ['2 Kalakaua Ave, Honolulu, HI 96815', 'Pacific/Honolulu', 'ZIP 96815'],
  ])('%s is in %s', (address, zone, from) => {
    expect(timeZoneFromAddress(address)).toEqual({ zone, from });
  });

  test('a ZIP on the other side of a zone line than the rest of its state wins over the state', () => {
    expect(timeZoneFromAddress('1 Palafox Pl, Pensacola, FL 32502')?.zone).toBe('America/Chicago');
    expect(timeZoneFromAddress('400 Main St, Knoxville, TN 37902')?.zone).toBe('America/New_York');
    expect(timeZoneFromAddress('300 N Mesa St, El Paso, TX 79901')?.zone).toBe('America/Denver');
    // The rest of those states keeps the zone most of its people live in.
    expect(timeZoneFromAddress('1 Biscayne Blvd, Miami, FL 33132')?.zone).toBe('America/New_York');
    expect(timeZoneFromAddress('500 Commerce St, Dallas, TX 75202')?.zone).toBe('America/Chicago');
  });

  test('a state without a ZIP, as a code or a name, in any case', () => {
    expect(timeZoneFromAddress('1 Main St, Springfield, IL')).toEqual({ zone: 'America/Chicago', from: 'IL' });
    expect(timeZoneFromAddress('1 Main St, Springfield, il, USA')).toEqual({ zone: 'America/Chicago', from: 'IL' });
    expect(timeZoneFromAddress('1 Main St, Portland, Oregon')).toEqual({ zone: 'America/Los_Angeles', from: 'OR' });
    expect(timeZoneFromAddress('9 Elm St, Seattle, Washington 98101')?.zone).toBe('America/Los_Angeles');
  });

  test('a house number is not a ZIP, and an address without a state names no zone', () => {
    // 10013 would be New York: the house number must not count.
    expect(timeZoneFromAddress('10013 Main Street, Springfield, IL')?.zone).toBe('America/Chicago');
    expect(timeZoneFromAddress('10013 Main Street')).toBeNull();
    expect(timeZoneFromAddress('221B Baker Street, London')).toBeNull();
    expect(timeZoneFromAddress('   ')).toBeNull();
  });

  test('an English word that is also a state code is not taken for one mid-address', () => {
    // "OR" and "IN" as the first word of a street part are not states.
    expect(timeZoneFromAddress('12 In The Woods Rd')).toBeNull();
  });

  test('the form guesses from the address, else from the browser, else New York', () => {
    expect(restaurantTimeZoneGuess('1 Main St, Springfield, IL', 'Europe/Berlin')).toEqual({
      zone: 'America/Chicago',
      note: 'From the address (IL).',
    });
    expect(restaurantTimeZoneGuess('221B Baker Street, London', 'Europe/London')).toEqual({
      zone: 'Europe/London',
      note: "From this device's clock: the address names no US state or ZIP code.",
    });
    expect(restaurantTimeZoneGuess('', null)).toEqual({
      zone: 'America/New_York',
      note: "New York's clock: no address yet.",
    });
  });

  test("the browser's zone is an IANA zone", () => {
    const zone = browserTimeZone();
    expect(zone).not.toBeNull();
    expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone ?? '' })).not.toThrow();
  });
});
