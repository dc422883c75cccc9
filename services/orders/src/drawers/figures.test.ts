import { drawerFigures, overShort, overShortWords } from './figures';

/** What a drawer's moves add up to (docs/product.md#cash-drawers): the report, the close and the Z report. */
describe('drawer figures', () => {
  it('adds the float, sales, raised totals, paid-ins and takes off refunds, corrections, paid-outs, tips and drops', () => {
    const f = drawerFigures([
      { kind: 'float', amountCents: 10000 },
      { kind: 'payment', amountCents: 2178, cashGivenCents: 3000, changeCents: 822 },
      { kind: 'payment', amountCents: 1089 },
      { kind: 'payment_change', amountCents: 2200 },
      { kind: 'refund', amountCents: -1089 },
      { kind: 'tender_correction', amountCents: -2178 },
      { kind: 'paid_in', amountCents: 2000 },
      { kind: 'paid_out', amountCents: -500 },
      { kind: 'drop', amountCents: -5000 },
      // A driver's card tip handed over at the cash-out (decision 0083): out of the drawer, apart from paid-outs.
      { kind: 'tip_payout', amountCents: -350 },
      // The blind count's over or short is not what the drawer should hold.
      { kind: 'count', amountCents: -300 },
    ]);
    expect(f).toEqual({
      floatCents: 10000,
      cashSales: 2,
      cashSalesCents: 3267,
      // A sale without an amount handed over was exact.
      cashGivenCents: 4089,
      changeGivenCents: 822,
      cashChanges: 1,
      cashChangesCents: 2200,
      refunds: 1,
      refundsCents: 1089,
      corrections: 1,
      correctionsCents: -2178,
      paidInCents: 2000,
      paidOutCents: 500,
      dropsCents: 5000,
      tipPayouts: 1,
      tipPayoutsCents: 350,
      expectedCents: 10000 + 3267 + 2200 - 1089 - 2178 + 2000 - 500 - 5000 - 350,
    });
  });

  it('says over or short from the count', () => {
    const money = (c: number) => `$${(c / 100).toFixed(2)}`;
    expect(overShort(11578, 11678)).toBe(-100);
    expect(overShortWords(-100, money)).toBe('short by $1.00');
    expect(overShortWords(250, money)).toBe('over by $2.50');
    expect(overShortWords(0, money)).toBe('exact');
  });
});
