import { isRepeatTap, TAP_WINDOW_MS } from '../src/features/cashier/terminal/tapGuard';

describe('a double tap adds once (docs/product.md#adding-items)', () => {
  test('a tap on the same tile within 500 ms is the same tap; the first, and one after, are taken', () => {
    expect(TAP_WINDOW_MS).toBe(500);
    expect(isRepeatTap(undefined, 1000)).toBe(false);
    expect(isRepeatTap(1000, 1000 + 120)).toBe(true);
    expect(isRepeatTap(1000, 1000 + 499)).toBe(true);
    expect(isRepeatTap(1000, 1000 + 500)).toBe(false);
    expect(isRepeatTap(1000, 1000 + 2000)).toBe(false);
    expect(isRepeatTap(1000, 1000 + 300, 250)).toBe(false);
  });
});
