import type { ReceiptDiscountFragment } from '../src/graphql/generated/graphql';
import {
  discountLabel,
  discountsOf,
  offeredFor,
  previewTaken,
  ruleText,
  takenText,
  typedValue,
  type ListedDiscount,
} from '../src/features/cashier/discounts/discounts';
import { inputOf, limitOptions, NEW_DISCOUNT, valueWords } from '../src/features/restaurants/discountRules';

/** Discounts at the terminal and on the hub (docs/product.md#discounts): what they say and what they send. */

const listed = (over: Partial<ListedDiscount>): ListedDiscount => ({
  id: 'd',
  restaurantId: 'r',
  name: 'Staff',
  kind: 'percent',
  percent: 10,
  amountCents: null,
  typedAtCounter: false,
  appliesTo: 'either',
  active: true,
  ...over,
});
const order = {
  lines: [
    { id: 'pizza', priceCents: 2000, voided: false },
    { id: 'soda', priceCents: 300, voided: false },
  ],
  discounts: [] as ReceiptDiscountFragment[],
};

describe('the terminal', () => {
  it('offers the active discounts for an item or for the order', () => {
    const list = [
      listed({ id: 'a', appliesTo: 'line' }),
      listed({ id: 'b', appliesTo: 'order' }),
      listed({ id: 'c', appliesTo: 'either' }),
      listed({ id: 'd', appliesTo: 'either', active: false }),
    ];
    expect(offeredFor(list, 'line').map((d) => d.id)).toEqual(['a', 'c']);
    expect(offeredFor(list, 'order').map((d) => d.id)).toEqual(['b', 'c']);
  });

  it('says on each tile what it would take off, as the server will', () => {
    expect(previewTaken(order, listed({ percent: 10 }), 'pizza')).toBe(200);
    expect(previewTaken(order, listed({ kind: 'amount', percent: null, amountCents: 500 }), null)).toBe(500);
    expect(previewTaken(order, listed({ kind: 'amount', percent: null, amountCents: 500 }), 'soda')).toBe(300);
    expect(previewTaken(order, listed({ percent: null, typedAtCounter: true }), null)).toBeNull();
    const withCoupon = {
      ...order,
      discounts: [
        {
          id: 'x',
          lineId: null,
          name: 'Coupon',
          kind: 'amount' as const,
          percent: null,
          amountCents: 500,
          takenCents: 500,
          reason: 'SAVE5',
        },
      ],
    };
    // 10 % of what is left after the coupon: $18.00.
    expect(previewTaken(withCoupon, listed({ percent: 10 }), null)).toBe(180);
    expect(discountsOf(withCoupon).subtotalCents).toBe(1800);
  });

  it('reads a discount as the receipt writes it', () => {
    expect(ruleText({ percent: 12.5 })).toBe('12.5%');
    expect(ruleText({ amountCents: 500 })).toBe('$5.00');
    expect(ruleText({ typedAtCounter: true })).toBe('typed at the counter');
    expect(discountLabel({ name: 'Staff meal', kind: 'percent', percent: 10 })).toBe('Staff meal 10%');
    expect(discountLabel({ name: 'Coupon', kind: 'amount', percent: null })).toBe('Coupon');
    expect(takenText(200)).toBe('−$2.00');
  });

  it('takes a manager’s choice as typed, or says what is wrong', () => {
    expect(typedValue('percent', '15')).toEqual({ percent: 15 });
    expect(typedValue('percent', '12.5 %')).toEqual({ percent: 12.5 });
    expect(typedValue('percent', '150')).toBe('A percent is from 0.01 to 100.');
    expect(typedValue('amount', '$4.50')).toEqual({ amountCents: 450 });
    expect(typedValue('amount', 'four')).toBe('Type the amount in dollars, like 4.50.');
  });
});

describe('the hub’s Discounts card', () => {
  it('offers the usual limits, and keeps one saved otherwise', () => {
    expect(limitOptions(1000).map((o) => o.label)).toEqual([
      'Always',
      '$5.00',
      '$10.00 (default)',
      '$15.00',
      '$20.00',
      '$25.00',
      '$50.00',
      '$100.00',
    ]);
    expect(limitOptions(1234).map((o) => o.value)).toContain('1234');
  });

  it('sends the form as the server takes it, or says what is wrong', () => {
    expect(inputOf({ ...NEW_DISCOUNT, name: ' Staff ', value: '10' }, null)).toEqual({
      name: 'Staff',
      kind: 'percent',
      percent: 10,
      appliesTo: 'either',
      active: true,
    });
    expect(inputOf({ ...NEW_DISCOUNT, name: 'Coupon', kind: 'amount', value: '5' }, 'id1')).toMatchObject({
      id: 'id1',
      amountCents: 500,
    });
    expect(inputOf({ ...NEW_DISCOUNT, name: 'Choice', typedAtCounter: true }, null)).toMatchObject({
      typedAtCounter: true,
    });
    expect(inputOf({ ...NEW_DISCOUNT, name: '' }, null)).toBe('A discount needs a name.');
    expect(inputOf({ ...NEW_DISCOUNT, name: 'X', value: '0' }, null)).toMatch(/^The percent must be/);
    expect(valueWords({ kind: 'amount', percent: null, amountCents: 500, typedAtCounter: false })).toBe('$5.00');
  });
});
