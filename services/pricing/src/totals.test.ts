import { halfUp, orderTotals, taxOn } from './index';

describe('totals and tax', () => {
  it.each([
    // subtotal, type, delivery rate, tax %, delivery charge, tax, total
    [2000, 'delivery', 350, 8.875, 350, 209, 2559], // the documented example: 208.5625 → 209
    [2000, 'pickup', 350, 8.875, 0, 178, 2178], // 177.5 → 178
    [2000, 'togo', 350, 8.875, 0, 178, 2178],
    [1000, 'delivery', 0, 7, 0, 70, 1070],
    [150, 'pickup', 0, 5, 0, 8, 158], // 7.5 → 8: half up
    [50, 'pickup', 0, 5, 0, 3, 53], // 2.5 → 3
    [30, 'pickup', 0, 5, 0, 2, 32], // 1.5 → 2
    [10, 'pickup', 0, 5, 0, 1, 11], // 0.5 → 1
    [9, 'pickup', 0, 5, 0, 0, 9], // 0.45 → 0
    [1999, 'pickup', 0, 0, 0, 0, 1999],
    [0, 'delivery', 500, 10, 500, 50, 550], // the charge alone is taxed
    [12345, 'delivery', 299, 8.25, 299, 1043, 13687], // 1043.13
    [3333, 'pickup', 0, 6.625, 0, 221, 3554], // 220.81
  ] as const)('%i cents %s (rate %i) at %d %%', (subtotal, type, rate, pct, delivery, tax, total) => {
    expect(
      orderTotals({ subtotalCents: subtotal, orderType: type, deliveryRateCents: rate, taxPercentage: pct }),
    ).toEqual({ subtotalCents: subtotal, deliveryChargeCents: delivery, taxCents: tax, totalCents: total });
  });

  it('rounds half up exactly, with no floating-point drift', () => {
    expect(taxOn(2350, 8.875)).toBe(209);
    expect(taxOn(100, 0.005)).toBe(0); // 0.005 cents
    expect(taxOn(10_000, 0.005)).toBe(1); // 0.5 cents → 1
    expect(taxOn(99_999_999, 100)).toBe(99_999_999);
    expect([halfUp(75), halfUp(74), halfUp(1), halfUp(0)]).toEqual([38, 37, 1, 0]);
  });
});
