import { DEMO_RESTAURANT, seedDemo } from '../../../tools/stack/seed-demo';
import { api, baseUrl, clientIp, graphql } from '../../../tools/test/support';

interface MenuAnswer {
  categories: { name: string; products: { name: string; price: string; sizes: { size_name: string }[] }[] }[];
  specials: { name: string }[];
  toppings: { name: string }[];
  sides: { name: string }[];
}

const count = (m: MenuAnswer) => [
  m.categories.length,
  m.categories.flatMap((c) => c.products).length,
  m.specials.length,
  m.toppings.length,
  m.sides.length,
];

describe('the demo restaurant', () => {
  it('is seeded through the public API with a working pizzeria, and a second run adds nothing', async () => {
    const first = await seedDemo(baseUrl());
    const signin = await api<{ token: string; rest: { id: string } }>('POST', '/api/auth/signin', {
      body: { email: 'demo@zestpos.app', password: 'zest-demo' },
      ip: clientIp(),
    });
    const token = signin.body.token;
    const menu = (await api<MenuAnswer>('GET', `/api/menu/${first.restaurantId}`, { token })).body;
    const pizzas = menu.categories.find((c) => c.name === 'Pizzas')!;
    expect(pizzas.products.map((p) => p.name)).toContain('Margherita');
    expect(pizzas.products[0]!.price).toBe('0.00');
    expect(pizzas.products[0]!.sizes.map((s) => s.size_name)).toEqual(['Small 10"', 'Medium 14"', 'Large 18"']);
    expect(menu.specials.map((s) => s.name)).toEqual(['Lunch Combo', 'Family Deal']);

    const again = await seedDemo(baseUrl());
    expect(again).toEqual({ restaurantId: first.restaurantId, created: false, cards: first.cards });
    // Cards in the demo (issue 49): its ordering page takes cards, and one sandbox reader is on the counter.
    expect(first.cards).toEqual({
      orderingPage: '/order/zest-demo',
      readerScreen: expect.stringMatching(new RegExp(`^/sandbox/reader/${first.restaurantId}/`)),
    });
    const page = await api<{ card_payments?: boolean; cardPayments?: boolean }>('GET', '/api/online/zest-demo', {});
    expect(page.status).toBe(200);
    const readers = await api<{ name: string }[]>('GET', `/api/restaurants/${first.restaurantId}/card-readers`, {
      token,
    });
    expect(readers.body.map((r) => r.name)).toEqual(['Counter reader']);
    expect((await fetch(`${baseUrl()}${first.cards!.readerScreen}`)).status).toBe(200);
    const after = (await api<MenuAnswer>('GET', `/api/menu/${first.restaurantId}`, { token })).body;
    expect(count(after)).toEqual(count(menu));
    // The usual discounts, once (docs/product.md#discounts).
    const discounts = await api<{ name: string }[]>('GET', `/api/order/settings/${first.restaurantId}/discounts`, {
      token,
    });
    expect(discounts.body.map((d) => d.name)).toEqual(['Coupon', 'Manager’s choice', 'Staff meal']);
    const staff = await api<{ name: string }[]>('GET', `/api/employee/restaurant/AllEmployees/${first.restaurantId}`, {
      token,
    });
    expect(staff.body.map((e) => e.name).sort()).toEqual(
      [DEMO_RESTAURANT.driver.name, DEMO_RESTAURANT.cashier.name, DEMO_RESTAURANT.kitchen.name].sort(),
    );
    // The kitchen PIN opens the kitchen display.
    const kitchen = await graphql<{ enterScreen: { role: string; name: string } }>(
      'mutation($r: ID!, $pin: String!) { enterScreen(restaurantId: $r, role: "worker", pin: $pin) { role name } }',
      { r: first.restaurantId, pin: DEMO_RESTAURANT.kitchen.pin },
      { token, ip: clientIp() },
    );
    expect(kitchen.data?.enterScreen).toEqual({ role: 'worker', name: DEMO_RESTAURANT.kitchen.name });

    // The printed PINs work at the terminal.
    const cashier = await api('POST', `/api/restaurant/cashierScreen/${first.restaurantId}`, {
      token,
      body: { pin: DEMO_RESTAURANT.cashier.pin },
      ip: clientIp(),
    });
    expect(cashier.body).toMatchObject({ role: 'cashier', name: DEMO_RESTAURANT.cashier.name });
  });
});
