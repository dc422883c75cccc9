import { placeOf } from '../src/features/online/address';
import { centsOf, dollarsOf, restLine, toPage, type RestFacts, type RestMenu } from '../src/features/online/restShapes';

/**
 * The ordering page reads the gateway's REST answers (docs/decisions/0063-the-ordering-page-loads-light.md):
 * dollars and snake_case outside, the terminal's menu shape and cents inside, so it prices as the terminal does.
 */

const FACTS: RestFacts = {
  restaurant_id: 'r',
  slug: 'pie',
  name: 'Pie Place',
  address: '1 Main St',
  phone_number: '3125550100',
  time_zone: 'America/Chicago',
  hours: [{ weekday: 1, opens: '11:00', closes: '22:00' }],
  open_now: true,
  closed_message: null,
  times: ['18:00'],
  pickup: true,
  delivery: true,
  delivery_minimum: '10.00',
  delivery_charge: '2.50',
  tax_percentage: 8.875,
  prep_minutes: 20,
  half_topping_pricing: 'half',
  card_payments: false,
};

const MENU: RestMenu = {
  restaurant_id: 'r',
  version: 7,
  categories: [
    {
      id: 'c',
      name: 'Pizzas',
      takes_toppings: true,
      products: [
        {
          id: 'p',
          name: 'Pepperoni',
          price: '0.00',
          category_id: 'c',
          takes_toppings: true,
          description: 'Tomato, mozzarella, pepperoni',
          photo: { thumb: '/photos/a-160.webp', card: '/photos/a-480.webp', large: '/photos/a-960.webp' },
          sold_out: null,
          sizes: [{ id: 'l', size_name: 'Large 18"', price: '20.99', sold_out: { until: '2030-01-01T05:00:00Z' } }],
        },
      ],
    },
  ],
  specials: [
    {
      id: 's',
      name: 'Two Pies',
      price: '29.99',
      sold_out: null,
      special_items: [{ id: 'i', product_name: 'Large 18" Pepperoni', quantity: 2 }],
    },
  ],
  toppings: [
    {
      id: 't',
      name: 'Mushrooms',
      base_price: '1.00',
      extras_topping: [{ id: 'x', little_price: '0.50', regular_price: '1.00', extra_price: '1.50' }],
      sold_out: null,
    },
    { id: 'o', name: 'Olives', base_price: '0.75', extras_topping: [], sold_out: { until: null } },
  ],
  sides: [{ id: 'k', name: 'Garlic Knots', base_price: '4.99', sold_out: null }],
};

describe('the ordering page’s REST answers', () => {
  it('reads dollars as cents, to the cent, and writes them back with 2 decimals', () => {
    expect(['0.00', '0.29', '4.99', '20.99', '1234.57', '0.1'].map(centsOf)).toEqual([0, 29, 499, 2099, 123457, 10]);
    expect([0, 29, 2224, 123457].map(dollarsOf)).toEqual(['0.00', '0.29', '22.24', '1234.57']);
  });

  it('reads the facts and the menu as the page and the terminal’s price rules take them', () => {
    const page = toPage(FACTS, MENU);
    expect(page).toMatchObject({
      slug: 'pie',
      phoneNumber: '3125550100',
      openNow: true,
      closedMessage: null,
      deliveryMinimumCents: 1000,
      deliveryChargeCents: 250,
      taxPercentage: 8.875,
      halfToppingPricing: 'half',
    });
    expect(page.menu.categories[0]!.products[0]).toEqual({
      id: 'p',
      categoryId: 'c',
      name: 'Pepperoni',
      priceCents: 0,
      takesToppings: true,
      description: 'Tomato, mozzarella, pepperoni',
      photo: { thumb: '/photos/a-160.webp', card: '/photos/a-480.webp', large: '/photos/a-960.webp' },
      soldOut: null,
      sizes: [{ id: 'l', sizeName: 'Large 18"', priceCents: 2099, soldOut: { until: '2030-01-01T05:00:00Z' } }],
    });
    expect(page.menu.specials[0]!.items).toEqual([{ id: 'i', productName: 'Large 18" Pepperoni', quantity: 2 }]);
    expect(page.menu.toppings.map((t) => [t.basePriceCents, t.extras?.extraPriceCents ?? null, t.soldOut])).toEqual([
      [100, 150, null],
      [75, null, { until: null }],
    ]);
    expect(page.menu.sides[0]).toEqual({ id: 'k', name: 'Garlic Knots', basePriceCents: 499, soldOut: null });
  });

  it('writes a special’s line in the checkout’s names, its note trimmed', () => {
    const line = restLine(
      {
        kind: 'special',
        specialId: 's',
        items: [{ itemId: 'i', toppings: [{ toppingId: 't', level: 'extra', placement: 'right' }], sides: ['k'] }],
      },
      2,
      '  well done ',
    );
    expect(line).toEqual({
      quantity: 2,
      notes: 'well done',
      special_id: 's',
      items: [{ item_id: 'i', toppings: [{ topping_id: 't', level: 'extra', placement: 'right' }], sides: ['k'] }],
    });
  });

  it('knows its two pages by the address, and nothing else', () => {
    expect(placeOf('/order/pie')).toEqual({ page: 'order', slug: 'pie' });
    expect(placeOf('/order/pie/')).toEqual({ page: 'order', slug: 'pie' });
    expect(placeOf('/order/pie/status/AbC_123-xyz')).toEqual({ page: 'status', slug: 'pie', key: 'AbC_123-xyz' });
    expect(['/order', '/order/', '/order/pie/status', '/order/pie/menu/x', '/orders/pie', '/order/%E0%A4%A']).toEqual(
      ['/order', '/order/', '/order/pie/status', '/order/pie/menu/x', '/orders/pie', '/order/%E0%A4%A'].filter(
        (path) => placeOf(path).page === 'none',
      ),
    );
  });
});
