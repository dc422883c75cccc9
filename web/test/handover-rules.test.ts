import { canHandOver, pickedUpLine } from '../src/features/orders/handover';

describe('picked up at the counter (issue 46)', () => {
  const paid = { orderType: 'pickup', printCount: 1, tender: 'cash', paidOnline: false, voided: false };

  it('is offered on a printed, paid pickup or to-go order not handed over yet', () => {
    expect(canHandOver(paid)).toBe(true);
    expect(canHandOver({ ...paid, orderType: 'togo', tender: 'card' })).toBe(true);
    expect(canHandOver({ ...paid, tender: null, paidOnline: true })).toBe(true);
  });

  it('is not offered on a delivery, an unprinted, unpaid or voided order, or one handed over', () => {
    expect(canHandOver({ ...paid, orderType: 'delivery' })).toBe(false);
    expect(canHandOver({ ...paid, printCount: 0 })).toBe(false);
    expect(canHandOver({ ...paid, tender: null })).toBe(false);
    expect(canHandOver({ ...paid, tender: 'door' })).toBe(false);
    expect(canHandOver({ ...paid, voided: true })).toBe(false);
    expect(canHandOver({ ...paid, pickedUpAtLocal: '2026-11-27 18:05' })).toBe(false);
  });

  it('says when and who, on the 12-hour clock', () => {
    expect(pickedUpLine({ pickedUpAtLocal: '2026-11-27 18:05', pickedUpBy: 'Carla' })).toBe(
      'Picked up 6:05 PM · Carla',
    );
    expect(pickedUpLine({ pickedUpAtLocal: null, pickedUpBy: null })).toBeNull();
  });
});
