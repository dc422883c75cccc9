import { saleEntries, tenderEntries, type OrderMoney } from './order-entries';

/** The ledger's entries of one change of an order (docs/decisions/0071-one-ledger.md). */

const order = (o: Partial<OrderMoney> = {}): OrderMoney => ({
  restaurantId: 'r',
  channel: 'counter',
  orderDay: '2026-11-27',
  orderType: 'togo',
  lineCount: 1,
  deletedAt: null,
  voidedAt: null,
  subtotalCents: 200,
  taxCents: 20,
  deliveryChargeCents: 0,
  totalCents: 220,
  discountCount: 0,
  discountCents: 0,
  printCount: 0,
  dayClosed: false,
  tender: null,
  cashGivenCents: null,
  paidOnline: false,
  paidInParts: false,
  ...o,
});
const printed = (o: Partial<OrderMoney> = {}) => order({ printCount: 1, ...o });
const grown = { lineCount: 2, subtotalCents: 2200, taxCents: 220, totalCents: 2420 };

describe('the ledger of an order', () => {
  it('writes nothing while a ticket is rung up, and sells it at its first print', () => {
    expect(saleEntries(order(), order(grown))).toEqual([]);
    expect(tenderEntries(order(), order(grown))).toEqual([]);
    expect(saleEntries(order(grown), printed(grown))).toEqual([
      expect.objectContaining({ kind: 'sale', orderType: 'togo', orders: 1, totalCents: 2420, subtotalCents: 2200 }),
    ]);
  });

  it('takes the tender the print names, with the cash handed over', () => {
    const paid = printed({ tender: 'cash', cashGivenCents: 500 });
    expect(tenderEntries(order(), paid)).toEqual([
      expect.objectContaining({
        kind: 'payment',
        tender: 'cash',
        amountCents: 220,
        cashGivenCents: 500,
        changeCents: 280,
      }),
    ]);
    // Printed without a tender, paid at a later print.
    expect(tenderEntries(printed(), printed({ printCount: 2, tender: 'card' }))).toEqual([
      expect.objectContaining({ kind: 'payment', tender: 'card', amountCents: 220 }),
    ]);
  });

  it("moves a paid order's money with its total: a sale change and a payment change", () => {
    const before = printed({ tender: 'cash', cashGivenCents: 220 });
    const after = printed({ tender: 'cash', cashGivenCents: 220, ...grown });
    expect(saleEntries(before, after)).toEqual([
      expect.objectContaining({ kind: 'sale_change', orders: 0, totalCents: 2200 }),
    ]);
    expect(tenderEntries(before, after)).toEqual([
      expect.objectContaining({ kind: 'payment_change', tender: 'cash', amountCents: 2200, what: 'total raised' }),
    ]);
  });

  it('gives everything back on a void', () => {
    const before = printed({ tender: 'card' });
    const after = printed({ tender: 'card', voidedAt: new Date() });
    expect(saleEntries(before, after)).toEqual([
      expect.objectContaining({ kind: 'sale_void', orders: -1, totalCents: -220 }),
    ]);
    expect(tenderEntries(before, after)).toEqual([
      expect.objectContaining({ kind: 'refund', tender: 'card', amountCents: -220, what: 'voided' }),
    ]);
  });

  it('corrects a tender as the old one given back and the new one taken', () => {
    expect(tenderEntries(printed({ tender: 'cash' }), printed({ tender: 'card' }))).toEqual([
      expect.objectContaining({ kind: 'tender_correction', tender: 'cash', amountCents: -220 }),
      expect.objectContaining({ kind: 'tender_correction', tender: 'card', amountCents: 220 }),
    ]);
  });

  it('moves a type change from one type to the other', () => {
    const before = printed({ orderType: 'delivery', deliveryChargeCents: 300, totalCents: 550, taxCents: 50 });
    const after = printed({ orderType: 'pickup' });
    expect(saleEntries(before, after)).toEqual([
      expect.objectContaining({ kind: 'sale_change', orderType: 'delivery', orders: -1, totalCents: -550 }),
      expect.objectContaining({ kind: 'sale_change', orderType: 'pickup', orders: 1, totalCents: 220 }),
    ]);
  });

  it('sells an order never printed when its day is closed, and follows it after', () => {
    expect(saleEntries(order(), order({ dayClosed: true }))).toEqual([
      expect.objectContaining({ kind: 'sale', totalCents: 220 }),
    ]);
    expect(saleEntries(order({ dayClosed: true }), order({ dayClosed: true, ...grown }))).toEqual([
      expect.objectContaining({ kind: 'sale_change', totalCents: 2200 }),
    ]);
  });

  it('leaves an order paid online by card to its payment, not one paid by card at the counter', () => {
    const online = { channel: 'online' as const, tender: 'card' as const, paidOnline: true };
    expect(tenderEntries(order(online), printed(online))).toEqual([]);
    expect(tenderEntries(printed(online), printed({ ...online, voidedAt: new Date() }))).toEqual([]);
    expect(saleEntries(order(online), printed(online))).toEqual([
      expect.objectContaining({ kind: 'sale', onlineOrders: 1, onlineTotalCents: 220 }),
    ]);
    // Ordered online, paid at pickup by card at the counter: the print's tender is the money.
    const atPickup = { channel: 'online' as const, tender: 'card' as const };
    expect(tenderEntries(printed({ channel: 'online' }), printed(atPickup))).toEqual([
      expect.objectContaining({ kind: 'payment', tender: 'card', amountCents: 220 }),
    ]);
  });
});
