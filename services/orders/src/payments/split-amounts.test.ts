import { dueOf, partAmount, SPLIT_WORDS } from './split-amounts';

const lines = [
  { id: 'pie', priceCents: 1200 },
  { id: 'wings', priceCents: 800 },
  { id: 'soda', priceCents: 500 },
];
const order = { totalCents: 2725 };
const part = (id: string, amountCents: number, lineIds: string[] = [], status = 'succeeded') => ({
  id,
  status: status as 'succeeded',
  amountCents,
  lineIds,
});

describe('a part of a split, worked out from the order', () => {
  it('is everything still owed when nothing is said, and an amount within what is owed when one is', () => {
    expect(partAmount({}, order, lines, [part('a', 1000)], [])).toEqual({ amountCents: 1725, lineIds: [] });
    expect(partAmount({ amountCents: 1725 }, order, lines, [part('a', 1000)], []).amountCents).toBe(1725);
    expect(() => partAmount({ amountCents: 1726 }, order, lines, [part('a', 1000)], [])).toThrow(
      SPLIT_WORDS.amount(1725),
    );
    expect(() => partAmount({ amountCents: 0 }, order, lines, [], [])).toThrow(SPLIT_WORDS.amount(2725));
  });

  it('shares evenly, rounding up, so N shares never fall short and the last takes what is left', () => {
    const shares: ReturnType<typeof part>[] = [];
    for (let i = 0; i < 3; i += 1)
      shares.push(part(String(i), partAmount({ evenlyBy: 3 }, order, lines, shares, []).amountCents));
    expect(shares.map((s) => s.amountCents)).toEqual([909, 909, 907]);
    expect(() => partAmount({ evenlyBy: 21 }, order, lines, [], [])).toThrow(SPLIT_WORDS.evenly);
  });

  it('pays items by their share of the total, each item once, the last items what is left', () => {
    const first = partAmount({ lineIds: ['pie'] }, order, lines, [], []);
    expect(first).toEqual({ amountCents: Math.round((2725 * 1200) / 2500), lineIds: ['pie'] });
    const paid = [part('a', first.amountCents, ['pie'])];
    expect(() => partAmount({ lineIds: ['pie'] }, order, lines, paid, [])).toThrow(SPLIT_WORDS.itemPaid);
    expect(() => partAmount({ lineIds: ['gone'] }, order, lines, paid, [])).toThrow(SPLIT_WORDS.itemGone);
    expect(partAmount({ lineIds: ['wings', 'soda'] }, order, lines, paid, []).amountCents).toBe(
      2725 - first.amountCents,
    );
    // A part given back frees its items; a declined one never held them.
    const refunded = [{ partId: 'a', status: 'succeeded' as const, amountCents: first.amountCents }];
    expect(partAmount({ lineIds: ['pie'] }, order, lines, paid, refunded).amountCents).toBe(first.amountCents);
    expect(partAmount({ lineIds: ['pie'] }, order, lines, [part('d', 900, ['pie'], 'declined')], []).lineIds).toEqual([
      'pie',
    ]);
  });

  it('refuses a paid order, and two ways at once', () => {
    expect(() => partAmount({}, order, lines, [part('a', 2725)], [])).toThrow(SPLIT_WORDS.paid);
    expect(() => partAmount({ amountCents: 5, evenlyBy: 2 }, order, lines, [], [])).toThrow(SPLIT_WORDS.oneWay);
    expect(dueOf(2725, [part('a', 2725)], [{ partId: 'a', status: 'succeeded', amountCents: 2725 }])).toBe(2725);
  });
});
