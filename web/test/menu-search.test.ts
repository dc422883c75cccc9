import { hitName, matchName, searchMenu } from '../src/features/cashier/menu/menuSearch';
import type { Menu } from '../src/features/cashier/draft/pricing';

/** A Friday-night pizzeria: the demo's menu (tools/stack/seed-demo.ts), as the terminal reads it. */
const sizes = (id: string, from: number) =>
  ['Small 10"', 'Medium 14"', 'Large 18"'].map((sizeName, index) => ({
    id: `${id}-${index}`,
    sizeName,
    priceCents: from + index * 400,
    soldOut: null,
  }));
const pizza = (id: string, name: string, from: number) => ({
  id,
  categoryId: 'pizzas',
  name,
  priceCents: 0,
  takesToppings: true,
  soldOut: null,
  sizes: sizes(id, from),
});

const MENU: Menu = {
  restaurantId: 'r1',
  version: 1,
  categories: [
    {
      id: 'pizzas',
      name: 'Pizzas',
      takesToppings: true,
      products: [
        pizza('margherita', 'Margherita', 1199),
        pizza('pepperoni', 'Pepperoni', 1299),
        pizza('supreme', 'Supreme', 1499),
        pizza('bbq', 'BBQ Chicken', 1449),
        pizza('garlic-white', 'White Garlic Pizza', 1399),
      ],
    },
    {
      id: 'drinks',
      name: 'Drinks',
      takesToppings: false,
      products: [
        {
          id: 'soda',
          categoryId: 'drinks',
          name: 'Soda (20 oz)',
          priceCents: 249,
          takesToppings: true,
          soldOut: null,
          sizes: [],
        },
        {
          id: 'water',
          categoryId: 'drinks',
          name: 'Bottled Water',
          priceCents: 199,
          takesToppings: true,
          soldOut: null,
          sizes: [],
        },
      ],
    },
  ],
  specials: [
    { id: 'family', name: 'Family Deal', priceCents: 3499, items: [], soldOut: null },
    { id: 'lunch', name: 'Lunch Combo', priceCents: 999, items: [], soldOut: null },
    { id: 'late', name: 'Late Lunch for Two', priceCents: 1899, items: [], soldOut: null },
  ],
  toppings: [{ id: 'pep-topping', name: 'Pepperoni', basePriceCents: 100, extras: null, soldOut: null }],
  sides: [
    { id: 'knots', name: 'Garlic Knots (6)', basePriceCents: 499, soldOut: null },
    { id: 'salad', name: 'Caesar Salad', basePriceCents: 799, soldOut: null },
    { id: 'wings', name: 'Buffalo Wings (10)', basePriceCents: 1099, soldOut: null },
  ],
};

const names = (typed: string, o?: { categoryId?: string }) => searchMenu(MENU, typed, o).map(hitName);

describe("'Search products...' over the whole menu (docs/product.md#terminal-layout)", () => {
  test('finds a side, a special, and a size with its product', () => {
    expect(names('garlic')).toEqual(['Garlic Knots (6)', 'White Garlic Pizza']);
    expect(names('lunch')).toEqual(['Lunch Combo', 'Late Lunch for Two']);
    expect(names('large pep')).toEqual(['Large 18" Pepperoni']);
    expect(searchMenu(MENU, 'large pep')[0]).toMatchObject({ kind: 'size', size: { id: 'pepperoni-2' } });
  });

  test('a product once, not once per size, unless a word names the size', () => {
    expect(names('pep')).toEqual(['Pepperoni']);
    expect(names('large')).toEqual([
      'Large 18" Supreme',
      'Large 18" Pepperoni',
      'Large 18" Margherita',
      'Large 18" BBQ Chicken',
      'Large 18" White Garlic Pizza',
    ]);
    expect(names('18 marg')).toEqual(['Large 18" Margherita']);
  });

  test('whole words and word starts first, then matches inside a word', () => {
    // "salad" is a whole word of Caesar Salad; "ala" only inside it.
    expect(names('salad')).toEqual(['Caesar Salad']);
    expect(names('ala')).toEqual(['Caesar Salad']);
    // "wat" starts Water; "ate" is only inside Water and Late, found all the same.
    expect(names('wat')).toEqual(['Bottled Water']);
    expect(names('ate')).toEqual(['Bottled Water', 'Late Lunch for Two']);
    // A word start beats a match inside a word: "ch" starts Chicken and is inside Lunch.
    expect(names('ch')).toEqual(['BBQ Chicken', 'Lunch Combo', 'Late Lunch for Two']);
    // A name that starts the way the query does comes before one that has the word later.
    expect(names('lunch')[0]).toBe('Lunch Combo');
  });

  test('every word must meet the name; case, punctuation and spacing do not matter', () => {
    expect(names('  SODA  ')).toEqual(['Soda (20 oz)']);
    expect(names('soda 20')).toEqual(['Soda (20 oz)']);
    expect(names('soda 12')).toEqual([]);
    expect(names('')).toEqual([]);
    expect(names('   ')).toEqual([]);
    // Toppings are chosen on an item, not found on their own: "pep" is the pizza only.
    expect(searchMenu(MENU, 'pep').map((hit) => hit.kind)).toEqual(['product']);
  });

  test("a category's name finds its products, after anything found by name", () => {
    expect(names('drinks')).toEqual(['Soda (20 oz)', 'Bottled Water']);
    expect(names('pizza')).toEqual(['White Garlic Pizza', 'Supreme', 'Pepperoni', 'Margherita', 'BBQ Chicken']);
  });

  test('within a category: its products and sizes only', () => {
    expect(names('garlic', { categoryId: 'pizzas' })).toEqual(['White Garlic Pizza']);
    expect(names('lunch', { categoryId: 'pizzas' })).toEqual([]);
    expect(names('small marg', { categoryId: 'pizzas' })).toEqual(['Small 10" Margherita']);
  });

  test('scores whole words above word starts above insides, and a matching start above a later word', () => {
    const whole = matchName('Garlic Knots', ['garlic'])!;
    const start = matchName('Garlic Knots', ['garl'])!;
    const later = matchName('White Garlic Pizza', ['garlic'])!;
    const inside = matchName('Garlic Knots', ['arl'])!;
    expect(whole.score).toBeGreaterThan(start.score);
    expect(whole.score).toBeGreaterThan(later.score);
    expect([whole.tier, start.tier, later.tier, inside.tier]).toEqual([0, 0, 0, 1]);
    expect(matchName('Garlic Knots', ['garlic', 'bread'])).toBeNull();
  });
});
