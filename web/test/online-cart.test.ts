import {
  addToCart,
  checkoutLines,
  GONE_FROM_MENU,
  cartText,
  priceCart,
  parseCart,
  setQuantity,
  type CartLine,
  type OnlineMenu,
} from '../src/features/online/cart';
import { hoursText } from '../src/features/online/hours';

/** The ordering page's cart (docs/decisions/0062-online-ordering.md): priced now from the menu, kept through a reload. */
const MENU: OnlineMenu = {
  restaurantId: 'r',
  version: 3,
  categories: [
    {
      id: 'c',
      name: 'Pizzas',
      takesToppings: true,
      products: [
        {
          id: 'pizza',
          categoryId: 'c',
          name: 'Pizza',
          priceCents: 0,
          takesToppings: true,
          description: null,
          photo: null,
          soldOut: null,
          sizes: [{ id: 'large', sizeName: 'Large', priceCents: 2099, soldOut: null }],
        },
      ],
    },
  ],
  specials: [],
  toppings: [
    {
      id: 'mush',
      name: 'Mushrooms',
      basePriceCents: 0,
      extras: { id: 'x', littlePriceCents: 50, regularPriceCents: 100, extraPriceCents: 150 },
      soldOut: { until: null },
    },
  ],
  sides: [{ id: 'knots', name: 'Garlic Knots', basePriceCents: 499, soldOut: null }],
};

const pizza = (level: 'extra' | 'regular' = 'extra'): Omit<CartLine, 'key'> => ({
  choice: {
    kind: 'product',
    productId: 'pizza',
    sizeId: 'large',
    toppings: [{ toppingId: 'mush', level, placement: 'left' }],
    sides: [],
  },
  quantity: 1,
  notes: '',
});
const knots: Omit<CartLine, 'key'> = { choice: { kind: 'side', sideId: 'knots' }, quantity: 2, notes: '' };

describe('the ordering page’s cart', () => {
  it('prices each line now, by the terminal’s rules, and names what cannot be ordered', () => {
    const lines = addToCart(addToCart([], pizza(), 'a'), knots, 'b');
    const cart = priceCart(MENU, lines, 'half');
    expect(cart.lines.map((l) => [l.name, l.priceCents])).toEqual([
      ['Large Pizza; Extra Mushrooms ½ L', 2099 + 75],
      ['Garlic Knots', 998],
    ]);
    expect(cart.subtotalCents).toBe(2174 + 998);
    expect(cart.count).toBe(3);
    // The mushrooms ran out: the line says so and the cart cannot be ordered until it goes.
    expect(cart.lines[0]!.problem).toBe('Mushrooms is sold out.');
    expect(cart.orderable).toBe(false);
    const gone = priceCart(MENU, [{ ...knots, key: 'c', choice: { kind: 'side', sideId: 'fries' } }], 'half');
    expect(gone.lines[0]!.problem).toBe(GONE_FROM_MENU);
  });

  it('merges the same choice, changes how many, and removes at none', () => {
    let lines = addToCart([], knots, 'a');
    lines = addToCart(lines, knots, 'b');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(4);
    lines = addToCart(lines, pizza('regular'), 'c');
    expect(setQuantity(lines, 'a', 0).map((l) => l.key)).toEqual(['c']);
    expect(setQuantity(lines, 'a', 99)[0]!.quantity).toBe(20);
    // As the REST checkout takes them (POST /api/online/{slug}/orders).
    expect(checkoutLines(lines)).toEqual([
      { quantity: 4, side_id: 'knots' },
      {
        quantity: 1,
        product_id: 'pizza',
        size_id: 'large',
        toppings: [{ topping_id: 'mush', level: 'regular', placement: 'left' }],
        sides: [],
      },
    ]);
  });

  it('reads a kept cart back, and anything broken as empty', () => {
    const kept = [{ ...knots, key: 'k' }];
    expect(parseCart(cartText(kept))).toEqual(kept);
    expect(parseCart(null)).toEqual([]);
    expect(parseCart('{not json')).toEqual([]);
    expect(parseCart(JSON.stringify({ lines: [] }))).toEqual([]);
    expect(parseCart(JSON.stringify([{ key: 1 }, { ...knots, key: 'none', quantity: 0 }]))).toEqual([]);
  });

  it('reads the opening hours Monday first, with closed days and whole days said', () => {
    expect(
      hoursText([
        { weekday: 1, opens: '11:00', closes: '22:00' },
        { weekday: 5, opens: '00:00', closes: '00:00' },
      ]),
    ).toBe(
      'Monday 11:00 AM–10:00 PM · Tuesday closed · Wednesday closed · Thursday closed · Friday open all day · Saturday closed · Sunday closed',
    );
  });
});
