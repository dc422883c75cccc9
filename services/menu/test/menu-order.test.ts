import { graphql } from '../../../tools/test/support';
import { newTenant, type Tenant } from '../../../tools/test/tenants';

/** The owner's order of the menu (issue 46): categories, and the products in each, where the owner puts them. */

let t: Tenant;
let other: Tenant;
const ids: Record<string, string> = {};

const ask = <T>(query: string, variables: Record<string, unknown>, token = t.owner.token) =>
  graphql<T>(query, variables, { token });

async function category(name: string) {
  const res = await ask<{ createCategory: { id: string } }>(
    'mutation($input: CreateCategoryInput!) { createCategory(input: $input) { id } }',
    { input: { restaurantId: t.restaurantId, name } },
  );
  ids[name] = res.data!.createCategory.id;
}

async function product(categoryName: string, name: string) {
  const res = await ask<{ createProduct: { id: string } }>(
    'mutation($input: CreateProductInput!) { createProduct(input: $input) { id } }',
    { input: { restaurantId: t.restaurantId, categoryId: ids[categoryName], name, priceCents: 500 } },
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  ids[name] = res.data.createProduct.id;
}

/** The menu as the terminal and the ordering page read it: category names, each with its product names. */
async function menu(token = t.owner.token) {
  const res = await ask<{ menu: { categories: { name: string; products: { name: string }[] }[] } }>(
    'query($r: ID!) { menu(restaurantId: $r) { categories { name products { name } } } }',
    { r: t.restaurantId },
    token,
  );
  return res.data!.menu.categories.map((c) => [c.name, c.products.map((p) => p.name)]);
}

const setCategoryOrder = (names: string[], token = t.owner.token) =>
  ask<{ setCategoryOrder: { name: string }[] }>(
    'mutation($r: ID!, $ids: [ID!]!) { setCategoryOrder(restaurantId: $r, categoryIds: $ids) { name } }',
    { r: t.restaurantId, ids: names.map((n) => ids[n] ?? n) },
    token,
  );

const setProductOrder = (categoryName: string, names: string[], token = t.owner.token) =>
  ask<{ setProductOrder: { name: string; products: { name: string }[] } }>(
    'mutation($c: ID!, $ids: [ID!]!) { setProductOrder(categoryId: $c, productIds: $ids) { name products { name } } }',
    { c: ids[categoryName], ids: names.map((n) => ids[n] ?? n) },
    token,
  );

beforeAll(async () => {
  [t, other] = await Promise.all([newTenant('menu-order'), newTenant('menu-order-other')]);
  for (const name of ['Calzones', 'Drinks', 'Pizzas']) await category(name);
  for (const name of ['Cheese', 'Margherita', 'Pepperoni']) await product('Pizzas', name);
  await product('Drinks', 'Soda');
});

describe("the owner's order of the menu", () => {
  it('is by name until the owner sets one, then the same on every read of the menu', async () => {
    expect((await menu()).map(([name]) => name)).toEqual(['Calzones', 'Drinks', 'Pizzas']);

    const set = await setCategoryOrder(['Pizzas', 'Calzones', 'Drinks']);
    expect(set.errors).toBeUndefined();
    expect(set.data!.setCategoryOrder.map((c) => c.name)).toEqual(['Pizzas', 'Calzones', 'Drinks']);
    const placed = await setProductOrder('Pizzas', ['Pepperoni', 'Margherita', 'Cheese']);
    expect(placed.data!.setProductOrder.products.map((p) => p.name)).toEqual(['Pepperoni', 'Margherita', 'Cheese']);

    expect(await menu()).toEqual([
      ['Pizzas', ['Pepperoni', 'Margherita', 'Cheese']],
      ['Calzones', []],
      ['Drinks', ['Soda']],
    ]);
    // The cashier's terminal reads the same order.
    expect((await menu(t.cashier)).map(([name]) => name)).toEqual(['Pizzas', 'Calzones', 'Drinks']);
  });

  it('puts what is added later after the placed ones', async () => {
    await category('Desserts');
    await product('Pizzas', 'Buffalo');
    expect(await menu()).toEqual([
      ['Pizzas', ['Pepperoni', 'Margherita', 'Cheese', 'Buffalo']],
      ['Calzones', []],
      ['Drinks', ['Soda']],
      ['Desserts', []],
    ]);
  });

  it('refuses an order that misses one, names one twice or names a stranger, and changes nothing', async () => {
    const stale = 'The menu changed while you were ordering it: reload and try again.';
    const before = await menu();
    for (const names of [
      ['Pizzas', 'Calzones', 'Drinks'],
      ['Pizzas', 'Pizzas', 'Calzones', 'Drinks', 'Desserts'],
      ['Pizzas', 'Calzones', 'Drinks', 'Desserts', 'Soda'],
      ['Pizzas', 'Calzones', 'Drinks', 'not-an-id'],
    ]) {
      const refused = await setCategoryOrder(names);
      expect(refused.errors?.[0]).toMatchObject({ message: stale, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect((await setProductOrder('Pizzas', ['Cheese', 'Pepperoni'])).errors?.[0]?.message).toBe(stale);
    expect(await menu()).toEqual(before);
  });

  it('is the owner’s (or a manager’s) to set: a cashier and another restaurant are refused', async () => {
    const names = ['Drinks', 'Pizzas', 'Calzones', 'Desserts'];
    expect((await setCategoryOrder(names, t.cashier)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const stranger = await setCategoryOrder(names, other.owner.token);
    expect(['FORBIDDEN', 'NOT_FOUND']).toContain(stranger.errors?.[0]?.extensions?.code);
    expect((await setProductOrder('Pizzas', ['Cheese'], other.owner.token)).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await menu()).map(([name]) => name)).toEqual(['Pizzas', 'Calzones', 'Drinks', 'Desserts']);
  });
});
