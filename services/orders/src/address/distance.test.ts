import { milesBetween } from './distance';

describe('the distance between two places (great circle)', () => {
  it('is none from a place to itself, and the same both ways', () => {
    const loop = { lat: 41.8819, lon: -87.6278 };
    const wrigley = { lat: 41.9484, lon: -87.6553 };
    expect(milesBetween(loop, loop)).toBe(0);
    expect(milesBetween(loop, wrigley)).toBeCloseTo(milesBetween(wrigley, loop), 9);
  });

  it('measures a known distance: the Chicago Loop to Wrigley Field is about 4.8 miles', () => {
    expect(milesBetween({ lat: 41.8819, lon: -87.6278 }, { lat: 41.9484, lon: -87.6553 })).toBeCloseTo(4.8, 1);
  });

  it('is about 69 miles for a degree of latitude, and shrinks a degree of longitude away from the equator', () => {
    expect(milesBetween({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(69.09, 1);
    expect(milesBetween({ lat: 60, lon: 0 }, { lat: 60, lon: 1 })).toBeCloseTo(34.5, 0);
  });

  it('goes the short way across the date line', () => {
    expect(milesBetween({ lat: 0, lon: 179.9 }, { lat: 0, lon: -179.9 })).toBeCloseTo(13.8, 1);
  });
});
