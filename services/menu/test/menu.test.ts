import { api, graphql } from '../../../tools/test/support';
import { newTenant, type Tenant } from '../../../tools/test/tenants';

/** Every path of docs/product.md#api-menu, as the browser calls them. */
type J = Record<string, unknown>;
let t: Tenant;
beforeAll(async () => {
  t = await newTenant();
});

const as = (token: string) => ({
  get: <T = J>(path: string) => api<T>('GET', path, { token }),
  post: <T = J>(path: string, body: unknown) => api<T>('POST', path, { token, body }),
  put: <T = J>(path: string, body: unknown) => api<T>('PUT', path, { token, body }),
  del: <T = J>(path: string, body?: unknown) => api<T>('DELETE', path, { token, body }),
});

describe('categories and products', () => {
  it('creates, reads, renames and lists categories; names are trimmed, required and at most 100 characters', async () => {
    const owner = as(t.owner.token);
    const created = await owner.post('/api/product/createCategoryHandler', {
      name: '  Pizzas ',
      restaurant_id: t.restaurantId,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'Pizzas',
      restaurant_id: t.restaurantId,
      takes_toppings: true,
    });
    const id = created.body.id as string;

    expect(
      (await owner.post('/api/product/createCategoryHandler', { name: ' ', restaurant_id: t.restaurantId })).body,
    ).toEqual({ success: false, message: 'Category name is required.' });
    const long = await owner.post('/api/product/createCategoryHandler', {
      name: 'x'.repeat(101),
      restaurant_id: t.restaurantId,
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Category name must be 100 characters or fewer.');

    const one = await owner.get(`/api/product/getCategoryByIdHandler/${id}/${t.restaurantId}`);
    expect(one.body).toEqual({ id, name: 'Pizzas', restaurant_id: t.restaurantId, takes_toppings: true });
    const renamed = await owner.put(`/api/product/updateCategoryHandler/${id}`, {
      name: 'Pies',
      restaurant_id: t.restaurantId,
    });
    expect(renamed.body).toEqual({ id, name: 'Pies', restaurant_id: t.restaurantId, takes_toppings: true });
    const all = await owner.get<J[]>(`/api/product/getAllCategoriesHandler/${t.restaurantId}`);
    expect(all.body.map((c) => c.name)).toContain('Pies');

    const unknown = await owner.get(
      `/api/product/getCategoryByIdHandler/00000000-0000-4000-8000-000000000000/${t.restaurantId}`,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Category not found.');
  });

  it('keeps products with sizes at price 0, sizes ascending by price, and numbers products per restaurant', async () => {
    const owner = as(t.owner.token);
    const cat = (
      await owner.post('/api/product/createCategoryHandler', { name: 'Subs', restaurant_id: t.restaurantId })
    ).body.id as string;
    const plain = await owner.post('/api/product/createProducts', {
      name: 'Italian Sub',
      price: 9.5,
      restaurant_id: t.restaurantId,
      category_id: cat,
    });
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject({ name: 'Italian Sub', price: '9.50', category_id: cat, sizes: [] });
    const pizza = await owner.post('/api/product/createProducts', {
      name: 'Cheese Pizza',
      price: '12.00',
      restaurant_id: t.restaurantId,
      category_id: cat,
    });
    expect((pizza.body.numericId as number) - (plain.body.numericId as number)).toBe(1);
    const pid = pizza.body.id as string;

    for (const [size_name, price] of [
      ['Large', '16.00'],
      ['Small', 10],
      ['Medium', '13.25'],
    ] as const) {
      const s = await owner.post('/api/product/create_product_sizes', { product_id: pid, size_name, price });
      expect(s.status).toBe(201);
      expect(s.body).toMatchObject({ size_name, product_id: pid });
    }
    const sizes = await owner.get<J[]>(`/api/product/get_product_sizes/${pid}`);
    expect(Array.isArray(sizes.body)).toBe(true);
    expect(sizes.body.map((s) => [s.size_name, s.price])).toEqual([
      ['Small', '10.00'],
      ['Medium', '13.25'],
      ['Large', '16.00'],
    ]);
    const withSizes = await owner.get(`/api/product/getProductById/${pid}/${t.restaurantId}`);
    expect(withSizes.body.price).toBe('0.00');
    // An edit cannot give a product with sizes a price of its own.
    const edited = await owner.put(`/api/product/updateProduct/${pid}`, {
      name: 'Cheese Pie',
      price: '20',
      restaurant_id: t.restaurantId,
    });
    expect(edited.body).toMatchObject({ name: 'Cheese Pie', price: '0.00' });
    const plainEdit = await owner.put(`/api/product/updateProduct/${plain.body.id as string}`, {
      name: 'Italian Sub',
      price: '10.75',
      restaurant_id: t.restaurantId,
    });
    expect(plainEdit.body.price).toBe('10.75');

    const small = sizes.body[0]!.id as string;
    const resized = await owner.put(`/api/product/update_product-sizes/${small}`, {
      size_name: 'Personal',
      price: '8',
    });
    expect(resized.body).toEqual({ id: small, size_name: 'Personal', price: '8.00', product_id: pid });
    expect((await owner.del(`/api/product/delete_product-sizes/${small}`)).body).toEqual({
      success: true,
      message: 'Size deleted.',
    });
    expect((await owner.get<J[]>(`/api/product/get_product_sizes/${pid}`)).body).toHaveLength(2);

    const inCat = await owner.get<J[]>(`/api/product/getAllProducts/${t.restaurantId}/${cat}`);
    expect(inCat.body.map((p) => p.name)).toEqual(['Cheese Pie', 'Italian Sub']);
    const everywhere = await owner.get<J[]>(`/api/product/getAllProductsByRestaurant/${t.restaurantId}`);
    expect(everywhere.body.map((p) => p.id)).toEqual(expect.arrayContaining([pid, plain.body.id]));

    for (const price of ['-1', '1.999', 'ten']) {
      const bad = await owner.post('/api/product/createProducts', {
        name: 'Bad',
        price,
        restaurant_id: t.restaurantId,
        category_id: cat,
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/dollars of 0 or more with at most 2 decimals/);
    }
  });

  it('refuses to delete a category with products; deleting a product removes its sizes and leaves specials', async () => {
    const owner = as(t.owner.token);
    const cat = (
      await owner.post('/api/product/createCategoryHandler', { name: 'Wings', restaurant_id: t.restaurantId })
    ).body.id as string;
    const wings = (
      await owner.post('/api/product/createProducts', {
        name: 'Buffalo Wings',
        price: '0',
        restaurant_id: t.restaurantId,
        category_id: cat,
      })
    ).body.id as string;
    const size = (
      await owner.post('/api/product/create_product_sizes', { product_id: wings, size_name: '10 pc', price: 12 })
    ).body.id as string;
    const special = (
      await owner.post('/api/special/create_specials', {
        name: 'Wing Night',
        price: '15',
        restaurant_id: t.restaurantId,
      })
    ).body.id as string;
    await owner.post('/api/special/add_special-items', {
      special_id: special,
      product_name: '10 pc Buffalo Wings',
      quantity: 2,
    });

    const refused = await owner.del(`/api/product/deleteCategoryHandler/${cat}`, { restaurant_id: t.restaurantId });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ success: false, message: 'Delete or move the products in this category first.' });

    expect((await owner.del(`/api/product/deleteProduct/${wings}`, { restaurant_id: t.restaurantId })).status).toBe(
      200,
    );
    expect((await owner.get(`/api/product/getProductById/${wings}/${t.restaurantId}`)).status).toBe(404);
    expect((await owner.put(`/api/product/update_product-sizes/${size}`, { price: '1' })).status).toBe(404);
    const items = await owner.get<J[]>(`/api/special/get_special-items/${special}`);
    expect(items.body.map((i) => [i.product_name, i.quantity])).toEqual([['10 pc Buffalo Wings', 2]]);

    const deleted = await owner.del(`/api/product/deleteCategoryHandler/${cat}`, { restaurant_id: t.restaurantId });
    expect(deleted.body).toEqual({ success: true, message: 'Category deleted.' });
    expect((await owner.get(`/api/product/getCategoryByIdHandler/${cat}/${t.restaurantId}`)).status).toBe(404);
  });

  it('moves a product to another category so its old one can go', async () => {
    const owner = as(t.owner.token);
    const from = (
      await owner.post('/api/product/createCategoryHandler', { name: 'Old', restaurant_id: t.restaurantId })
    ).body.id as string;
    const to = (await owner.post('/api/product/createCategoryHandler', { name: 'New', restaurant_id: t.restaurantId }))
      .body.id as string;
    const p = (
      await owner.post('/api/product/createProducts', {
        name: 'Soda',
        price: 2,
        restaurant_id: t.restaurantId,
        category_id: from,
      })
    ).body.id as string;
    const moved = await owner.put(`/api/product/updateProduct/${p}`, {
      category_id: to,
      restaurant_id: t.restaurantId,
    });
    expect(moved.body).toMatchObject({ category_id: to, name: 'Soda', price: '2.00' });
    expect(
      (await owner.del(`/api/product/deleteCategoryHandler/${from}`, { restaurant_id: t.restaurantId })).status,
    ).toBe(200);
  });
});

describe('category names', () => {
  it('are unique in a restaurant whatever their case, on create and rename; another restaurant has its own', async () => {
    const owner = as(t.owner.token);
    const r = t.restaurantId;
    const calzones = await owner.post('/api/product/createCategoryHandler', { name: 'Calzones', restaurant_id: r });
    expect(calzones.status).toBe(201);
    const refused = "There is already a category named 'Calzones'. Choose another name.";
    for (const name of ['calzones', 'CALZONES', '  Calzones  ']) {
      const twin = await owner.post('/api/product/createCategoryHandler', { name, restaurant_id: r });
      expect([twin.status, twin.body]).toEqual([409, { success: false, message: refused }]);
    }
    const salads = await owner.post('/api/product/createCategoryHandler', { name: 'Salads', restaurant_id: r });
    const renamed = await owner.put(`/api/product/updateCategoryHandler/${salads.body.id as string}`, {
      name: 'calZONES',
      restaurant_id: r,
    });
    expect([renamed.status, renamed.body.message]).toEqual([409, refused]);
    // A category may change the case of its own name.
    const recased = await owner.put(`/api/product/updateCategoryHandler/${calzones.body.id as string}`, {
      name: 'CALZONES',
      restaurant_id: r,
    });
    expect(recased.body).toMatchObject({ name: 'CALZONES' });
    const names = (await owner.get<J[]>(`/api/product/getAllCategoriesHandler/${r}`)).body.map((c) => c.name);
    expect(names.filter((n) => String(n).toLowerCase() === 'calzones')).toEqual(['CALZONES']);
    expect(names).toContain('Salads');
    // GraphQL says the same, as a CONFLICT.
    const answer = await graphql(
      'mutation($input: CreateCategoryInput!) { createCategory(input: $input) { id } }',
      { input: { restaurantId: r, name: 'calzones' } },
      { token: t.owner.token },
    );
    expect(answer.errors?.[0]).toMatchObject({
      message: "There is already a category named 'CALZONES'. Choose another name.",
      extensions: { code: 'CONFLICT' },
    });
    const other = await newTenant('category-names');
    const theirs = await as(other.owner.token).post('/api/product/createCategoryHandler', {
      name: 'calzones',
      restaurant_id: other.restaurantId,
    });
    expect(theirs.status).toBe(201);
  });

  it('hold when two saves of the same name race: one is made, the other refused with the same words', async () => {
    const owner = as(t.owner.token);
    const r = t.restaurantId;
    const tries = await Promise.all(
      ['Wraps', 'wraps', 'WRAPS', 'Wraps'].map((name) =>
        owner.post('/api/product/createCategoryHandler', { name, restaurant_id: r }),
      ),
    );
    expect(tries.filter((a) => a.status === 201)).toHaveLength(1);
    for (const refused of tries.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(
        /^There is already a category named '(Wraps|wraps|WRAPS)'\. Choose another name\.$/,
      );
    }
  });
});

describe('what takes no toppings', () => {
  it('lets a category or a product say it takes none (drinks), on create and edit, in REST and GraphQL', async () => {
    const owner = as(t.owner.token);
    const r = t.restaurantId;
    const drinks = await owner.post('/api/product/createCategoryHandler', {
      name: 'Drinks',
      restaurant_id: r,
      takes_toppings: false,
    });
    expect(drinks).toMatchObject({ status: 201, body: { name: 'Drinks', takes_toppings: false } });
    const bad = await owner.post('/api/product/createCategoryHandler', {
      name: 'Shakes',
      restaurant_id: r,
      takes_toppings: 'no',
    });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Takes toppings must be true or false.' } });
    const soda = await owner.post('/api/product/createProducts', {
      name: 'Soda',
      price: '2.49',
      restaurant_id: r,
      category_id: drinks.body.id,
    });
    // The product keeps its own word; its category's false is what the terminal and the orders service apply.
    expect(soda.body).toMatchObject({ name: 'Soda', takes_toppings: true });
    const sides = await owner.post('/api/product/createCategoryHandler', { name: 'Starters', restaurant_id: r });
    const bread = await owner.post('/api/product/createProducts', {
      name: 'Garlic Bread',
      price: '3.99',
      restaurant_id: r,
      category_id: sides.body.id,
      takes_toppings: false,
    });
    expect(bread.body).toMatchObject({ takes_toppings: false });
    // An edit that says nothing keeps it; one that says true changes it.
    const renamed = await owner.put(`/api/product/updateProduct/${bread.body.id as string}`, { name: 'Cheesy Bread' });
    expect(renamed.body).toMatchObject({ name: 'Cheesy Bread', takes_toppings: false });
    const takes = await owner.put(`/api/product/updateProduct/${bread.body.id as string}`, { takes_toppings: true });
    expect(takes.body).toMatchObject({ takes_toppings: true });
    const opened = await owner.put(`/api/product/updateCategoryHandler/${drinks.body.id as string}`, {
      name: 'Drinks',
      takes_toppings: true,
    });
    expect(opened.body).toMatchObject({ takes_toppings: true });
    const kept = await owner.put(`/api/product/updateCategoryHandler/${drinks.body.id as string}`, {
      name: 'Cold Drinks',
    });
    expect(kept.body).toMatchObject({ name: 'Cold Drinks', takes_toppings: true });

    const gql = await graphql<{
      updateCategory: { takesToppings: boolean };
      updateProduct: { takesToppings: boolean };
    }>(
      `
        mutation ($c: ID!, $p: ID!) {
          updateCategory(id: $c, name: "Drinks", takesToppings: false) {
            takesToppings
          }
          updateProduct(id: $p, input: { takesToppings: false }) {
            takesToppings
          }
        }
      `,
      { c: drinks.body.id, p: soda.body.id },
      { token: t.owner.token },
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data).toEqual({ updateCategory: { takesToppings: false }, updateProduct: { takesToppings: false } });
    const cashierMenu = await as(t.cashier).get<{ categories: J[] }>(`/api/menu/${r}`);
    expect(cashierMenu.body.categories.find((c) => c.name === 'Drinks')).toMatchObject({
      takes_toppings: false,
      products: [expect.objectContaining({ name: 'Soda', takes_toppings: false })],
    });
    // A cashier reads it and cannot change it.
    const refused = await as(t.cashier).put(`/api/product/updateProduct/${soda.body.id as string}`, {
      takes_toppings: true,
    });
    expect(refused.status).toBe(403);
  });
});

describe('specials', () => {
  it('creates specials ({id, message}), adds and removes items, lists them ascending by price', async () => {
    const manager = as(t.manager);
    const make = (name: string, price: string) =>
      manager.post('/api/special/create_specials', { name, price, restaurant_id: t.restaurantId });
    const family = await make('Family Deal', '39.99');
    expect(family.status).toBe(201);
    expect(family.body).toEqual({ id: expect.any(String), message: expect.any(String) });
    const lunch = await make('Lunch Deal', '9.99');
    const party = await make('Party Pack', '59');
    const id = family.body.id as string;

    const item = await manager.post('/api/special/add_special-items', {
      special_id: id,
      product_name: 'Large Cheese Pizza',
      quantity: 2,
    });
    expect(item.status).toBe(201);
    expect(item.body).toEqual({
      id: expect.any(String),
      special_id: id,
      product_name: 'Large Cheese Pizza',
      quantity: 2,
    });
    await manager.post('/api/special/add_special-items', { special_id: id, product_name: 'Soda', quantity: '4' });
    const empty = await manager.post('/api/special/add_special-items', {
      special_id: id,
      product_name: '',
      quantity: 1,
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Product name of the item is required.');
    const noQty = await manager.post('/api/special/add_special-items', {
      special_id: id,
      product_name: 'Soda',
      quantity: 0,
    });
    expect(noQty.body.message).toBe('Quantity must be a whole number of 1 or more.');
    const half = await manager.post('/api/special/add_special-items', {
      special_id: id,
      product_name: 'Soda',
      quantity: 1.5,
    });
    expect(half.status).toBe(400);

    const items = await manager.get<J[]>(`/api/special/get_special-items/${id}`);
    expect(items.body.map((i) => [i.product_name, i.quantity])).toEqual([
      ['Large Cheese Pizza', 2],
      ['Soda', 4],
    ]);
    const all = await manager.get<J[]>(`/api/special/get_all_specials/${t.restaurantId}`);
    const ours = all.body.filter((s) => [id, lunch.body.id, party.body.id].includes(s.id as string));
    expect(ours.map((s) => [s.name, s.price])).toEqual([
      ['Lunch Deal', '9.99'],
      ['Family Deal', '39.99'],
      ['Party Pack', '59.00'],
    ]);
    const prices = all.body.map((s) => Number(s.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const updated = await manager.put(`/api/special/update_specials/${id}`, {
      name: 'Family Feast',
      price: '44.50',
      restaurant_id: t.restaurantId,
    });
    expect(updated.body).toMatchObject({ id, name: 'Family Feast', price: '44.50' });
    const one = await manager.get(`/api/product/get_special/${id}/${t.restaurantId}`);
    expect((one.body.special_items as J[]).length).toBe(2);

    const removed = await manager.del(`/api/special/remove_special-items/${item.body.id as string}`, {
      special_id: id,
    });
    expect(removed.body).toEqual({ success: true, message: 'Item removed.' });
    expect((await manager.get<J[]>(`/api/special/get_special-items/${id}`)).body).toHaveLength(1);
    expect((await manager.del(`/api/special/delete_specials/${id}`, { restaurant_id: t.restaurantId })).status).toBe(
      200,
    );
    expect((await manager.get(`/api/special/get_special-items/${id}`)).status).toBe(404);
  });
});

describe('toppings and sides', () => {
  it('saves base price 0 once a topping has its option set, allows one set only, and edits both', async () => {
    const owner = as(t.owner.token);
    const top = await owner.post('/api/toppingAndSides/create_toppings', {
      name: 'Mushrooms',
      base_price: '1.50',
      restaurant_id: t.restaurantId,
    });
    expect(top.status).toBe(201);
    expect(top.body).toMatchObject({ name: 'Mushrooms', base_price: '1.50', extras_topping: [] });
    const tid = top.body.id as string;

    const set = await owner.post('/api/toppingAndSides/create_extras', {
      topping_id: tid,
      little_price: '0.50',
      regular_price: 1,
      extra_price: '1.75',
    });
    expect(set.status).toBe(201);
    expect(set.body).toEqual({
      id: expect.any(String),
      topping_id: tid,
      little_price: '0.50',
      regular_price: '1.00',
      extra_price: '1.75',
    });
    const second = await owner.post('/api/toppingAndSides/create_extras', {
      topping_id: tid,
      little_price: 1,
      regular_price: 1,
      extra_price: 1,
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('This topping already has its options. Edit them instead.');

    const listed = await owner.get<J[]>(`/api/toppingAndSides/get_toppings/${t.restaurantId}`);
    expect(listed.body.find((x) => x.id === tid)).toMatchObject({ base_price: '0.00', extras_topping: [set.body] });
    const edited = await owner.put(`/api/toppingAndSides/update_toppings/${tid}`, {
      name: 'Mushroom',
      base_price: '3',
      restaurant_id: t.restaurantId,
    });
    expect(edited.body).toMatchObject({ name: 'Mushroom', base_price: '0.00' });
    const extras = await owner.put(`/api/toppingAndSides/update_extras/${set.body.id as string}`, {
      little_price: '0.75',
      regular_price: '1.25',
      extra_price: '2',
    });
    expect(extras.body).toMatchObject({ little_price: '0.75', regular_price: '1.25', extra_price: '2.00' });
    expect((await owner.get<J[]>(`/api/toppingAndSides/get_topping_extras/${tid}`)).body).toEqual([extras.body]);

    expect((await owner.del(`/api/toppingAndSides/delete_extras/${set.body.id as string}`)).status).toBe(200);
    expect((await owner.get<J[]>(`/api/toppingAndSides/get_topping_extras/${tid}`)).body).toEqual([]);
    const priced = await owner.put(`/api/toppingAndSides/update_toppings/${tid}`, { base_price: '1.10' });
    expect(priced.body.base_price).toBe('1.10');
    expect(
      (await owner.del(`/api/toppingAndSides/delete_toppings/${tid}`, { restaurant_id: t.restaurantId })).status,
    ).toBe(200);
    expect((await owner.get(`/api/toppingAndSides/get_topping_extras/${tid}`)).status).toBe(404);
  });

  it('lets only one of two option sets created at the same moment in', async () => {
    const owner = as(t.owner.token);
    const tid = (
      await owner.post('/api/toppingAndSides/create_toppings', {
        name: 'Olives',
        base_price: 1,
        restaurant_id: t.restaurantId,
      })
    ).body.id as string;
    const body = { topping_id: tid, little_price: 1, regular_price: 2, extra_price: 3 };
    const both = await Promise.all([
      owner.post('/api/toppingAndSides/create_extras', body),
      owner.post('/api/toppingAndSides/create_extras', body),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await owner.get<J[]>(`/api/toppingAndSides/get_topping_extras/${tid}`)).body).toHaveLength(1);
  });

  it('creates, edits (an empty name keeps the old one) and deletes sides', async () => {
    const owner = as(t.owner.token);
    const s = await owner.post('/api/toppingAndSides/create_sides', {
      name: 'Fries',
      base_price: '3.5',
      restaurant_id: t.restaurantId,
    });
    expect(s.status).toBe(201);
    expect(s.body).toEqual({
      id: expect.any(String),
      name: 'Fries',
      base_price: '3.50',
      restaurant_id: t.restaurantId,
    });
    const id = s.body.id as string;
    const kept = await owner.put(`/api/toppingAndSides/update_sides/${id}`, {
      name: '',
      base_price: '4',
      restaurant_id: t.restaurantId,
    });
    expect(kept.body).toEqual({ id, name: 'Fries', base_price: '4.00', restaurant_id: t.restaurantId });
    expect((await owner.get<J[]>(`/api/toppingAndSides/get_sides/${t.restaurantId}`)).body).toContainEqual(kept.body);
    const bad = await owner.post('/api/toppingAndSides/create_sides', { name: 'Slaw', restaurant_id: t.restaurantId });
    expect(bad.status).toBe(400);
    expect((await owner.del(`/api/toppingAndSides/delete_sides/${id}`, { restaurant_id: t.restaurantId })).status).toBe(
      200,
    );
    expect((await owner.put(`/api/toppingAndSides/update_sides/${id}`, { name: 'x' })).status).toBe(404);
  });
});

describe('the whole menu in one read', () => {
  it('answers categories → products → sizes, specials → items, toppings → extras, sides; a write shows at once', async () => {
    const fresh = await newTenant('menu-read');
    const owner = as(fresh.owner.token);
    const r = fresh.restaurantId;
    const empty = await owner.get(`/api/menu/${r}`);
    expect(empty.body).toEqual({ restaurant_id: r, categories: [], specials: [], toppings: [], sides: [] });

    const cat = (await owner.post('/api/product/createCategoryHandler', { name: 'Pizza', restaurant_id: r })).body
      .id as string;
    const p = (
      await owner.post('/api/product/createProducts', {
        name: 'Margherita',
        price: 0,
        restaurant_id: r,
        category_id: cat,
      })
    ).body.id as string;
    await owner.post('/api/product/create_product_sizes', { product_id: p, size_name: 'L', price: '15' });
    await owner.post('/api/product/create_product_sizes', { product_id: p, size_name: 'S', price: '9' });
    const sp = (await owner.post('/api/special/create_specials', { name: 'Two Pies', price: '25', restaurant_id: r }))
      .body.id as string;
    await owner.post('/api/special/add_special-items', { special_id: sp, product_name: 'L Margherita', quantity: 2 });
    const top = (
      await owner.post('/api/toppingAndSides/create_toppings', { name: 'Basil', base_price: 1, restaurant_id: r })
    ).body.id as string;
    await owner.post('/api/toppingAndSides/create_extras', {
      topping_id: top,
      little_price: 0.5,
      regular_price: 1,
      extra_price: 1.5,
    });
    await owner.post('/api/toppingAndSides/create_sides', {
      name: 'Garlic Knots',
      base_price: '4.25',
      restaurant_id: r,
    });

    const menu = await as(fresh.cashier).get(`/api/menu/${r}`);
    expect(menu.status).toBe(200);
    expect(menu.body).toEqual({
      restaurant_id: r,
      categories: [
        {
          id: cat,
          name: 'Pizza',
          restaurant_id: r,
          takes_toppings: true,
          products: [
            expect.objectContaining({
              id: p,
              price: '0.00',
              sizes: [
                expect.objectContaining({ size_name: 'S', price: '9.00' }),
                expect.objectContaining({ size_name: 'L' }),
              ],
            }),
          ],
        },
      ],
      specials: [
        expect.objectContaining({ id: sp, special_items: [expect.objectContaining({ product_name: 'L Margherita' })] }),
      ],
      toppings: [
        expect.objectContaining({
          id: top,
          base_price: '0.00',
          extras_topping: [expect.objectContaining({ extra_price: '1.50' })],
        }),
      ],
      sides: [expect.objectContaining({ name: 'Garlic Knots', base_price: '4.25' })],
    });

    // Read again (cached), write, read: the write is there on the very next read.
    const before = await owner.get(`/api/menu/${r}`);
    const etag = before.headers.get('etag');
    expect(etag).toMatch(/^"menu-.+-\d+"$/);
    // The terminal revalidates its copy: unchanged, nothing is sent again.
    const unchanged = await api('GET', `/api/menu/${r}`, {
      token: fresh.owner.token,
      headers: { 'if-none-match': etag! },
    });
    expect([unchanged.status, unchanged.body]).toEqual([304, '']);
    // Another tenant's owner with the same tag gets no menu and no 304.
    const stranger = await api('GET', `/api/menu/${r}`, { token: t.owner.token, headers: { 'if-none-match': etag! } });
    expect(stranger.status).toBeGreaterThanOrEqual(403);
    await owner.put(`/api/toppingAndSides/update_sides/${(menu.body.sides as J[])[0]!.id as string}`, {
      base_price: '5',
    });
    const after = await api<J>('GET', `/api/menu/${r}`, {
      token: fresh.owner.token,
      headers: { 'if-none-match': etag! },
    });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect((after.body.sides as J[])[0]!.base_price).toBe('5.00');

    const gql = await graphql<{ restaurant: { menu: { categories: { products: { sizes: unknown[] }[] }[] } } }>(
      'query($id: ID!) { restaurant(id: $id) { name menu { categories { products { sizes { sizeName priceCents } } } } } }',
      { id: r },
      { token: fresh.owner.token },
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.restaurant.menu.categories[0]!.products[0]!.sizes).toEqual([
      { sizeName: 'S', priceCents: 900 },
      { sizeName: 'L', priceCents: 1500 },
    ]);
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = await api<{ paths: Record<string, unknown> }>('GET', '/api/openapi.json');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/api/menu/{restaurantId}', '/api/toppingAndSides/update_sides/{id}']),
    );
  });
});
