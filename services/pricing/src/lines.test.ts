import {
  toppingText,
  lineParts,
  lineText,
  MenuIndex,
  NOT_ON_MENU,
  priceLine,
  PricingProblem,
  type LineSelection,
  type Placement,
  type PricingMenu,
  type ToppingChoice,
  type ToppingLevel,
} from './index';

const MENU: PricingMenu = {
  products: [
    {
      id: 'pepperoni',
      name: 'Pepperoni',

      priceCents: 0,
      sizes: [
        { id: 'small', sizeName: 'Small 10"', priceCents: 1299 },
        { id: 'large', sizeName: 'Large 18"', priceCents: 2099 },
      ],
    },
    { id: 'calzone', name: 'Classic Calzone', priceCents: 1299, sizes: [] },
    {
      id: 'soda',
      name: 'Soda',

      priceCents: 0,
      sizes: [{ id: 'soda-large', sizeName: 'Large', priceCents: 249 }],
      takesToppings: false,
    },
  ],
  toppings: [
    {
      id: 'mushrooms',
      name: 'Mushrooms',
      basePriceCents: 0,
      extras: { littlePriceCents: 50, regularPriceCents: 100, extraPriceCents: 150 },
    },
    {
      id: 'cheese',
      name: 'Extra Cheese',
      basePriceCents: 0,
      extras: { littlePriceCents: 75, regularPriceCents: 149, extraPriceCents: 225 },
    },
    { id: 'olives', name: 'Black Olives', basePriceCents: 125, extras: null },
  ],
  sides: [
    { id: 'knots', name: 'Garlic Knots (6)', basePriceCents: 499 },
    { id: 'ranch', name: 'Ranch Cup', basePriceCents: 75 },
  ],
  specials: [
    {
      id: 'family',
      name: 'Family Deal',
      priceCents: 3499,
      items: [
        { id: 'item-pep', productName: 'Large 18" Pepperoni', quantity: 2 },
        { id: 'item-knots', productName: 'Garlic Knots (6)', quantity: 1, takesToppings: false },
        { id: 'item-soda', productName: 'Large Soda', quantity: 2, takesToppings: false },
      ],
    },
  ],
};
const menu = new MenuIndex(MENU);

const pizza = (toppings: { id: string; level: ToppingLevel; placement?: Placement }[], sides: string[] = []) =>
  ({
    kind: 'product',
    productId: 'pepperoni',
    sizeId: 'large',
    toppings: toppings.map((t) => ({ toppingId: t.id, level: t.level, placement: t.placement ?? 'whole' })),
    sides,
  }) satisfies LineSelection;

const price = (selection: LineSelection, quantity = 1, halves: 'half' | 'full' = 'half') =>
  priceLine(menu, selection, quantity, halves);

describe('line prices', () => {
  it.each([
    ['a size', pizza([]), 2099, 'Large 18" Pepperoni'],
    ['a product without sizes', { ...pizza([]), productId: 'calzone', sizeId: null }, 1299, 'Classic Calzone'],
    ['a side on its own', { kind: 'side', sideId: 'knots' } as const, 499, 'Garlic Knots (6)'],
    ['a product with a side', pizza([], ['knots']), 2099 + 499, 'Large 18" Pepperoni; Side: Garlic Knots (6)'],
  ] as const)('prices %s', (_, selection, cents, text) => {
    const line = price(selection);
    expect([line.priceCents, line.productName]).toEqual([cents, text]);
  });

  it.each([
    ['none', 0, 'No Mushrooms'],
    ['little', 50, 'Little Mushrooms'],
    ['regular', 100, 'Regular Mushrooms'],
    ['extra', 150, 'Extra Mushrooms'],
  ] as const)('prices a topping with an option set at level %s', (level, cents, text) => {
    const line = price(pizza([{ id: 'mushrooms', level }]));
    expect(line.priceCents - 2099).toBe(cents);
    expect(line.parts[1]).toEqual({ text, depth: 1, priceCents: cents });
  });

  it.each(['little', 'regular', 'extra'] as const)(
    'prices a topping without an option set at its base price at level %s',
    (level) => {
      expect(price(pizza([{ id: 'olives', level }])).priceCents - 2099).toBe(125);
    },
  );

  it.each([
    // topping, level, placement, halves cost half, halves cost the full price
    ['mushrooms', 'regular', 'left', 50, 100],
    ['mushrooms', 'extra', 'right', 75, 150],
    ['cheese', 'little', 'left', 38, 75], // 37.5 rounds half up
    ['cheese', 'regular', 'right', 75, 149], // 74.5 rounds half up
    ['cheese', 'extra', 'left', 113, 225], // 112.5
    ['olives', 'regular', 'left', 63, 125], // 62.5, no option set
    ['mushrooms', 'regular', 'whole', 100, 100],
    ['mushrooms', 'none', 'left', 0, 0],
  ] as const)('prices %s %s on the %s half at %i (half) or %i (full)', (id, level, placement, half, full) => {
    const selection = pizza([{ id, level, placement }]);
    expect(price(selection, 1, 'half').priceCents - 2099).toBe(half);
    expect(price(selection, 1, 'full').priceCents - 2099).toBe(full);
  });

  it('marks halves on the receipt and multiplies by the quantity', () => {
    const line = price(
      pizza([
        { id: 'mushrooms', level: 'extra', placement: 'left' },
        { id: 'olives', level: 'regular', placement: 'right' },
      ]),
      3,
    );
    expect(line.productName).toBe('Large 18" Pepperoni; Extra Mushrooms ½ L; Regular Black Olives ½ R');
    expect(line.unitPriceCents).toBe(2099 + 75 + 63);
    expect(line.priceCents).toBe(3 * (2099 + 75 + 63));
  });

  it.each([
    ['extra', 'left', 'Extra Cheese (extra) ½ L'],
    ['little', 'whole', 'Extra Cheese (little)'],
    ['regular', 'right', 'Extra Cheese (regular) ½ R'],
    ['none', 'whole', 'No Extra Cheese'],
  ] as const)(
    'prints a topping whose name starts with a level word at %s on %s so it reads right',
    (level, placement, text) => {
      expect(price(pizza([{ id: 'cheese', level, placement }])).parts[1]!.text).toBe(text);
    },
  );

  it('prices a special at its price, with what is added to an item charged for each of its quantity', () => {
    const plain = price({ kind: 'special', specialId: 'family', items: [] });
    expect(plain.priceCents).toBe(3499);
    expect(plain.productName).toBe('Family Deal; 2 × Large 18" Pepperoni; Garlic Knots (6); 2 × Large Soda');

    const dressed = price({
      kind: 'special',
      specialId: 'family',
      items: [
        {
          itemId: 'item-pep',
          toppings: [{ toppingId: 'mushrooms', level: 'extra', placement: 'left' }],
          sides: ['ranch'],
        },
      ],
    });
    // (75 for half of extra mushrooms + 75 for ranch) × 2 pizzas
    expect(dressed.priceCents).toBe(3499 + 2 * (75 + 75));
    expect(dressed.productName).toBe(
      'Family Deal; 2 × Large 18" Pepperoni, Extra Mushrooms ½ L, Side: Ranch Cup; Garlic Knots (6); 2 × Large Soda',
    );
    expect(dressed.parts.map((p) => p.depth)).toEqual([0, 1, 2, 2, 1, 1]);
  });

  it('refuses what the menu does not have, and a product with sizes without one', () => {
    const refused = (selection: LineSelection) => {
      try {
        price(selection);
        return 'priced';
      } catch (error) {
        return error instanceof PricingProblem ? `${error.reason} ${error.message}` : 'fault';
      }
    };
    const gone = `not-on-menu ${NOT_ON_MENU}`;
    expect(refused({ ...pizza([]), productId: 'deleted' })).toBe(gone);
    expect(refused({ ...pizza([]), sizeId: 'medium' })).toBe(gone);
    expect(refused({ ...pizza([]), productId: 'calzone', sizeId: 'large' })).toBe(gone);
    expect(refused(pizza([{ id: 'anchovies', level: 'regular' }]))).toBe(gone);
    expect(refused(pizza([], ['fries']))).toBe(gone);
    expect(refused({ kind: 'special', specialId: 'family', items: [{ itemId: 'x', toppings: [], sides: [] }] })).toBe(
      gone,
    );
    expect(refused({ ...pizza([]), sizeId: null })).toBe('choose-size Choose a size.');
  });

  it('refuses toppings on what takes none (a drink, a special item naming one or a side), takes its sides', () => {
    const refusal = (selection: LineSelection) => {
      try {
        price(selection);
        return 'priced';
      } catch (error) {
        return error instanceof PricingProblem ? `${error.reason} ${error.message}` : 'fault';
      }
    };
    const cheese = (level: ToppingLevel = 'regular'): ToppingChoice[] => [
      { toppingId: 'cheese', level, placement: 'whole' },
    ];
    const soda = (toppings: ToppingChoice[] = [], sides: string[] = []): LineSelection => ({
      kind: 'product',
      productId: 'soda',
      sizeId: 'soda-large',
      toppings,
      sides,
    });
    expect(price(soda()).productName).toBe('Large Soda');
    expect(price(soda([], ['ranch'])).priceCents).toBe(249 + 75);
    expect(refusal(soda(cheese()))).toBe('takes-no-toppings Soda takes no toppings.');
    expect(refusal(soda(cheese('none')))).toBe('takes-no-toppings Soda takes no toppings.');
    const special = (itemId: string): LineSelection => ({
      kind: 'special',
      specialId: 'family',
      items: [{ itemId, toppings: cheese(), sides: [] }],
    });
    expect(refusal(special('item-soda'))).toBe('takes-no-toppings Large Soda takes no toppings.');
    expect(refusal(special('item-knots'))).toBe('takes-no-toppings Garlic Knots (6) takes no toppings.');
    expect(refusal(special('item-pep'))).toBe('priced');
    // A menu copy from before the field existed says nothing: toppings are taken.
    expect(refusal({ kind: 'product', productId: 'calzone', sizeId: null, toppings: cheese(), sides: [] })).toBe(
      'priced',
    );
  });

  it('prices a choice still being made: a product whose size comes later at its own price, its toppings counted', () => {
    const unsized = { ...pizza([{ id: 'olives', level: 'regular', placement: 'left' }]), sizeId: null };
    const parts = lineParts(menu, unsized, 'half', { sizeLater: true });
    expect(parts).toEqual([
      { text: 'Pepperoni', depth: 0, priceCents: 0 },
      { text: 'Regular Black Olives ½ L', depth: 1, priceCents: 63 },
    ]);
    expect(() => lineParts(menu, unsized, 'half')).toThrow('Choose a size.');
  });

  it('puts the level in front of a name, or after one that starts with a level word', () => {
    expect(toppingText('Mushrooms', 'extra', 'left')).toBe('Extra Mushrooms ½ L');
    expect(toppingText('Extra Cheese', 'extra', 'whole')).toBe('Extra Cheese (extra)');
    expect(toppingText('No-Bake Crumble', 'regular', 'whole')).toBe('No-Bake Crumble (regular)');
    expect(toppingText('Extraordinary Sauce', 'extra', 'whole')).toBe('Extra Extraordinary Sauce');
  });

  it('writes the text from the parts', () => {
    expect(
      lineText([
        { text: 'A', depth: 0 },
        { text: 'B', depth: 1 },
        { text: 'C', depth: 2 },
        { text: 'D', depth: 1 },
      ]),
    ).toBe('A; B, C; D');
  });
});
