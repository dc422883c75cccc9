import { api, graphql } from '../../../tools/test/support';
import { newTenant, type Tenant } from '../../../tools/test/tenants';

/**
 * A product with its sizes is saved by one mutation in one transaction
 * (docs/product.md#menu): all of it, or none of it, as one menu version. The
 * per-size mutations and REST paths stay for the documented API.
 */
let t: Tenant;
let other: Tenant;
beforeAll(async () => {
  [t, other] = await Promise.all([newTenant('product-save'), newTenant('product-save-other')]);
});

interface Product {
  id: string;
  name: string;
  priceCents: number;
  takesToppings: boolean;
  sizes: { id: string; sizeName: string; priceCents: number }[];
}
const FIELDS = 'id name priceCents takesToppings sizes { id sizeName priceCents }';

const saveProduct = (input: Record<string, unknown>, tenant = t) =>
  graphql<{ saveProduct: Product }>(
    `mutation($input: SaveProductInput!) { saveProduct(input: $input) { ${FIELDS} } }`,
    { input: { restaurantId: tenant.restaurantId, ...input } },
    { token: tenant.owner.token },
  );

const menuVersion = async () =>
  (
    await graphql<{ menu: { version: number } }>(
      'query($r: ID!) { menu(restaurantId: $r) { version } }',
      { r: t.restaurantId },
      { token: t.owner.token },
    )
  ).data!.menu.version;

/** The product as the documented REST path shows it, sizes ascending by price. */
const shown = async (id: string, tenant = t) =>
  (
    await api<Record<string, unknown>>('GET', `/api/product/getProductById/${id}/${tenant.restaurantId}`, {
      token: tenant.owner.token,
    })
  ).body;

async function categoryOf(tenant: Tenant): Promise<string> {
  const created = await graphql<{ createCategory: { id: string } }>(
    'mutation($input: CreateCategoryInput!) { createCategory(input: $input) { id } }',
    { input: { restaurantId: tenant.restaurantId, name: `Pizza ${Math.random().toString(36).slice(2, 8)}` } },
    { token: tenant.owner.token },
  );
  return created.data!.createCategory.id;
}

/** A pizza in three sizes, made the documented way. */
async function pizza(tenant = t): Promise<Product> {
  const saved = await saveProduct(
    {
      categoryId: await categoryOf(tenant),
      name: 'Margherita',
      sizes: [
        { sizeName: 'Small', priceCents: 1000 },
        { sizeName: 'Medium', priceCents: 1350 },
        { sizeName: 'Large', priceCents: 1600 },
      ],
    },
    tenant,
  );
  expect(saved.errors).toBeUndefined();
  return saved.data!.saveProduct;
}

const size = (product: Product, name: string) => product.sizes.find((s) => s.sizeName === name)!;

it('creates, changes and deletes sizes with the product in one call and one menu version', async () => {
  const made = await pizza();
  expect(made.sizes.map((s) => [s.sizeName, s.priceCents])).toEqual([
    ['Small', 1000],
    ['Medium', 1350],
    ['Large', 1600],
  ]);
  const before = await menuVersion();

  const saved = await saveProduct({
    id: made.id,
    name: 'Margherita DOC',
    takesToppings: false,
    sizes: [
      { id: size(made, 'Small').id, sizeName: 'Small 10"', priceCents: 1050 },
      { sizeName: 'Family', priceCents: 2100 },
    ],
    removeSizeIds: [size(made, 'Medium').id],
  });

  expect(saved.errors).toBeUndefined();
  expect(saved.data!.saveProduct).toMatchObject({ id: made.id, name: 'Margherita DOC', takesToppings: false });
  expect(saved.data!.saveProduct.sizes.map((s) => [s.sizeName, s.priceCents])).toEqual([
    ['Small 10"', 1050],
    ['Large', 1600],
    ['Family', 2100],
  ]);
  expect(await menuVersion()).toBe(before + 1);
  expect(await shown(made.id)).toMatchObject({
    name: 'Margherita DOC',
    price: '0.00',
    sizes: [
      expect.objectContaining({ size_name: 'Small 10"', price: '10.50' }),
      expect.objectContaining({ size_name: 'Large', price: '16.00' }),
      expect.objectContaining({ size_name: 'Family', price: '21.00' }),
    ],
  });
});

/** A rename with a changed size and a new one, then the third size given. */
const withThird = (made: Product, third: Record<string, unknown>) => ({
  id: made.id,
  name: 'Renamed',
  sizes: [
    { id: size(made, 'Small').id, sizeName: 'Tiny', priceCents: 900 },
    { sizeName: 'Family', priceCents: 2100 },
    third,
  ],
});

it('saves nothing when the third size has an invalid price: the product and its sizes stay as they were', async () => {
  const made = await pizza();
  const before = await shown(made.id);
  const version = await menuVersion();

  const refused = await saveProduct(withThird(made, { id: size(made, 'Large').id, sizeName: 'Large', priceCents: -5 }));

  expect(refused.errors?.[0]).toMatchObject({
    message: 'Size price must be a whole number of cents from 0 to 9999999.',
    extensions: { code: 'BAD_USER_INPUT' },
  });
  expect(await shown(made.id)).toEqual(before);
  expect(await menuVersion()).toBe(version);
});

it("rolls back what it already wrote when a size named is not this product's", async () => {
  const made = await pizza();
  const theirs = await pizza(other);
  const before = await shown(made.id);

  const refused = await saveProduct({
    ...withThird(made, { id: size(theirs, 'Large').id, sizeName: 'Stolen', priceCents: 1 }),
    removeSizeIds: [size(made, 'Medium').id],
  });

  expect(refused.errors?.[0]).toMatchObject({ message: 'Size not found.', extensions: { code: 'NOT_FOUND' } });
  expect(await shown(made.id)).toEqual(before);
  expect(size(await pizzaAgain(theirs.id, other), 'Large')).toMatchObject({ sizeName: 'Large', priceCents: 1600 });
});

it("answers 404 for another restaurant's product, and keeps the per-size paths working", async () => {
  const theirs = await pizza(other);
  const refused = await saveProduct({ id: theirs.id, name: 'Mine now', sizes: [] });
  expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });

  const made = await pizza();
  const added = await api('POST', '/api/product/create_product_sizes', {
    token: t.owner.token,
    body: { product_id: made.id, size_name: 'Party', price: '30' },
  });
  expect(added.status).toBe(201);
  expect((await pizzaAgain(made.id)).sizes.map((s) => s.sizeName)).toContain('Party');
});

async function pizzaAgain(id: string, tenant = t): Promise<Product> {
  const read = await graphql<{ product: Product }>(
    `query($id: ID!) { product(id: $id) { ${FIELDS} } }`,
    { id },
    { token: tenant.owner.token },
  );
  return read.data!.product;
}
