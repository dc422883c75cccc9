import { discountOn, orderDiscounts, orderTotals, type DiscountedLine, type GivenDiscount } from './index';

const pct = (id: string, percent: number, lineId: string | null = null): GivenDiscount => ({
  id,
  lineId,
  kind: 'percent',
  value: Math.round(percent * 100),
});
const off = (id: string, cents: number, lineId: string | null = null): GivenDiscount => ({
  id,
  lineId,
  kind: 'amount',
  value: cents,
});
const line = (id: string, priceCents: number, voided = false): DiscountedLine => ({ id, priceCents, voided });

describe('what one discount takes off', () => {
  it.each([
    // base, rule, taken
    [2000, pct('a', 10), 200],
    [455, pct('a', 10), 46], // 45.5 → 46: half up
    [445, pct('a', 10), 45], // 44.5 → 45
    [444, pct('a', 10), 44], // 44.4 → 44
    [999, pct('a', 12.5), 125], // 124.875 → 125
    [1, pct('a', 50), 1], // 0.5 → 1
    [3000, pct('a', 100), 3000],
    [3000, pct('a', 150), 3000], // never more than everything
    [2000, off('a', 500), 500],
    [300, off('a', 500), 300], // an amount never more than what it applies to
    [0, off('a', 500), 0],
    [0, pct('a', 10), 0],
  ] as const)('%i cents, %o → %i', (base, rule, taken) => {
    expect(discountOn(base, rule)).toBe(taken);
  });
});

describe("an order's discounts", () => {
  it('takes a line discount off its line only, and an order discount off what is left', () => {
    const lines = [line('pizza', 2000), line('soda', 300)];
    const d = orderDiscounts(lines, [pct('staff', 10, 'pizza'), off('coupon', 500)]);
    expect(d).toEqual({
      lineCount: 2,
      itemsCents: 2300,
      taken: [
        { id: 'staff', cents: 200 },
        { id: 'coupon', cents: 500 },
      ],
      discountCents: 700,
      discountCount: 2,
      subtotalCents: 1600,
    });
    // Tax on the discounted subtotal, as today: 1600 at 8.875 % = 142 → grand total 1742.
    expect(
      orderTotals({ subtotalCents: d.subtotalCents, orderType: 'pickup', deliveryRateCents: 0, taxPercentage: 8.875 }),
    ).toMatchObject({ taxCents: 142, totalCents: 1742 });
  });

  it('works out line discounts first, whatever the order they were given in', () => {
    const lines = [line('pizza', 2000)];
    const d = orderDiscounts(lines, [pct('order', 10), off('line', 500, 'pizza')]);
    // The line is $15.00 after its own $5.00; 10 % of the order is then $1.50.
    expect(d.taken).toEqual([
      { id: 'order', cents: 150 },
      { id: 'line', cents: 500 },
    ]);
    expect(d.subtotalCents).toBe(1350);
  });

  it('lets a percent order discount follow the lines as they are added and voided', () => {
    const coupon = [pct('staff', 10)];
    expect(orderDiscounts([line('a', 1000)], coupon).discountCents).toBe(100);
    expect(orderDiscounts([line('a', 1000), line('b', 555)], coupon).discountCents).toBe(156); // 155.5 → 156
    expect(orderDiscounts([line('a', 1000, true), line('b', 555)], coupon).discountCents).toBe(56); // 55.5 → 56
  });

  it('never lets a discount grow past its cap: what it took when it was given (issue 45)', () => {
    // 100 % typed on a $2.00 soda, capped there; ten pizzas later it still takes $2.00 off, not the order.
    const capped = [
      { ...pct('choice', 100, 'soda'), capCents: 200 },
      { ...pct('all', 100), capCents: 200 },
    ];
    const grown = [line('soda', 200), ...Array.from({ length: 10 }, (_, i) => line(`pizza${i}`, 2000))];
    const d = orderDiscounts(grown, capped.slice(1));
    expect(d.discountCents).toBe(200);
    expect(d.subtotalCents).toBe(20_000);
    // Below its cap it still follows the lines, as a percent does.
    expect(orderDiscounts([line('soda', 100)], capped.slice(1)).discountCents).toBe(100);
    expect(orderDiscounts(grown, capped.slice(0, 1)).discountCents).toBe(200);
  });

  it('never takes the order below zero, however discounts stack', () => {
    const d = orderDiscounts([line('a', 700)], [off('one', 500), off('two', 500), pct('three', 50)]);
    expect(d.taken).toEqual([
      { id: 'one', cents: 500 },
      { id: 'two', cents: 200 },
      { id: 'three', cents: 0 },
    ]);
    expect(d).toMatchObject({ discountCents: 700, discountCount: 2, subtotalCents: 0 });
  });

  it('counts a discount on a voided line, or on a line the order does not have, for nothing', () => {
    const d = orderDiscounts([line('a', 1000, true), line('b', 400)], [off('x', 300, 'a'), off('y', 300, 'gone')]);
    expect(d).toEqual({
      lineCount: 1,
      itemsCents: 400,
      taken: [],
      discountCents: 0,
      discountCount: 0,
      subtotalCents: 400,
    });
  });

  it('is the plain sum of the lines without discounts', () => {
    expect(orderDiscounts([line('a', 1250), line('b', 99)], [])).toMatchObject({
      lineCount: 2,
      itemsCents: 1349,
      discountCents: 0,
      subtotalCents: 1349,
    });
  });
});
