import { DomainError, type PricedMenu } from '@zest/kit';
import { NOT_ON_MENU } from '@zest/pricing';
import { MenuIndex, priceLine, type LineSelection } from './pricing';

// The rules are @zest/pricing's and tested there; here, what the server answers when they cannot price a line.
const MENU: PricedMenu = {
  products: [
    {
      id: 'pepperoni',
      name: 'Pepperoni',
      categoryId: 'pizzas',
      priceCents: 0,
      sizes: [{ id: 'large', sizeName: 'Large 18"', priceCents: 2099 }],
    },
    { id: 'soda', name: 'Soda', categoryId: 'drinks', priceCents: 199, sizes: [], takesToppings: false },
  ],
  toppings: [{ id: 'olives', name: 'Black Olives', basePriceCents: 125, extras: null }],
  sides: [],
  specials: [],
};
const menu = new MenuIndex(MENU, 7);

const answer = (selection: LineSelection) => {
  try {
    return `priced ${priceLine(menu, selection, 2, 'half').priceCents}`;
  } catch (error) {
    if (!(error instanceof DomainError)) return 'fault';
    return `${error.code} ${error.message} ${String(error.details.reason ?? '')}`.trim();
  }
};

const pizza = (sizeId: string | null, toppingId = 'olives'): LineSelection => ({
  kind: 'product',
  productId: 'pepperoni',
  sizeId,
  toppings: [{ toppingId, level: 'regular', placement: 'left' }],
  sides: [],
});

it('prices a line from the menu copy, half a topping on one half', () => {
  expect(menu.version).toBe(7);
  expect(answer(pizza('large'))).toBe(`priced ${2 * (2099 + 63)}`);
});

it('answers 409 MENU_CHANGED for what the copy no longer has, 400 for a choice it refuses', () => {
  expect(answer(pizza('large', 'anchovies'))).toBe(`CONFLICT ${NOT_ON_MENU} MENU_CHANGED`);
  expect(answer({ kind: 'side', sideId: 'fries' })).toBe(`CONFLICT ${NOT_ON_MENU} MENU_CHANGED`);
  expect(answer(pizza(null))).toBe('BAD_USER_INPUT Choose a size.');
  expect(
    answer({
      kind: 'product',
      productId: 'soda',
      sizeId: null,
      toppings: [{ toppingId: 'olives', level: 'regular', placement: 'whole' }],
      sides: [],
    }),
  ).toBe('BAD_USER_INPUT Soda takes no toppings.');
});
