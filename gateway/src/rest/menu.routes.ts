import { menuName, price as priceField, quantity } from '@zest/menu/inputs';
import { centsToDollars, id as idField, text } from '@zest/kit';
import { z } from 'zod';
import { graphql } from './generated';
import { ackResponse, noBody, noParams, route } from './table';

/**
 * docs/product.md#api-menu, plus
 * the whole menu in one read. snake_case keys as in docs/product.md#api-menu; every price is
 * rendered as a dollar string with 2 decimals ("12.50") and accepted as a
 * number or a string.
 */

type G = Record<string, unknown>;
const money = (cents: unknown) => centsToDollars(Number(cents));
const dollars = z.string().describe('dollars with 2 decimals, e.g. "12.50"');

const category = (c: G) => ({ id: c.id, name: c.name, restaurant_id: c.restaurantId });
const size = (s: G) => ({ id: s.id, size_name: s.sizeName, price: money(s.priceCents), product_id: s.productId });
const product = (p: G) => ({
  id: p.id,
  numericId: p.numericId,
  name: p.name,
  price: money(p.priceCents),
  restaurant_id: p.restaurantId,
  category_id: p.categoryId,
  sizes: (p.sizes as G[]).map(size),
});
const item = (i: G) => ({ id: i.id, special_id: i.specialId, product_name: i.productName, quantity: i.quantity });
const special = (s: G) => ({
  id: s.id,
  numericId: s.numericId,
  name: s.name,
  price: money(s.priceCents),
  restaurant_id: s.restaurantId,
  special_items: (s.items as G[]).map(item),
});
const extra = (e: G) => ({
  id: e.id,
  topping_id: e.toppingId,
  little_price: money(e.littlePriceCents),
  regular_price: money(e.regularPriceCents),
  extra_price: money(e.extraPriceCents),
});
const topping = (t: G) => ({
  id: t.id,
  numericId: t.numericId,
  name: t.name,
  base_price: money(t.basePriceCents),
  restaurant_id: t.restaurantId,
  extras_topping: t.extras ? [extra(t.extras as G)] : [],
});
const side = (s: G) => ({ id: s.id, name: s.name, base_price: money(s.basePriceCents), restaurant_id: s.restaurantId });

const categoryResponse = z.object({ id: z.string(), name: z.string(), restaurant_id: z.string() });
const sizeResponse = z.object({ id: z.string(), size_name: z.string(), price: dollars, product_id: z.string() });
const productResponse = z.object({
  id: z.string(),
  numericId: z.number().int(),
  name: z.string(),
  price: dollars,
  restaurant_id: z.string(),
  category_id: z.string(),
  sizes: z.array(sizeResponse).describe('ascending by price'),
});
const itemResponse = z.object({
  id: z.string(),
  special_id: z.string(),
  product_name: z.string(),
  quantity: z.number().int(),
});
const specialResponse = z.object({
  id: z.string(),
  numericId: z.number().int(),
  name: z.string(),
  price: dollars,
  restaurant_id: z.string(),
  special_items: z.array(itemResponse),
});
const extraResponse = z.object({
  id: z.string(),
  topping_id: z.string(),
  little_price: dollars,
  regular_price: dollars,
  extra_price: dollars,
});
const toppingResponse = z.object({
  id: z.string(),
  numericId: z.number().int(),
  name: z.string(),
  base_price: dollars,
  restaurant_id: z.string(),
  extras_topping: z.array(extraResponse).describe('at most one set'),
});
const sideResponse = z.object({ id: z.string(), name: z.string(), base_price: dollars, restaurant_id: z.string() });

/** Prices arrive as numbers or strings of dollars (the rules are the menu's, ../inputs); GraphQL takes text. */
const price = priceField();
const priceText = (v: number | string | null | undefined) => (v === undefined || v === null ? null : String(v));
const id = idField();
const restaurantBody = z.object({ restaurant_id: id.optional() }).optional();
/** A changed name: absent keeps the current one; when given, the same rule as on create. */
const newName = (label: string) => menuName(label).nullish();

const byRestaurant = z.object({ restaurantId: id });
const byId = z.object({ id });

export const menuRoutes = [
  // ---- the whole menu ----
  route({
    method: 'GET',
    path: '/api/menu/{restaurantId}',
    summary: 'The whole menu in one read: categories → products → sizes, specials → items, toppings → extras, sides',
    tag: 'menu',
    auth: 'account',
    params: byRestaurant,
    body: noBody,
    operation: graphql(`
      query Menu($restaurantId: ID!) {
        menu(restaurantId: $restaurantId) {
          restaurantId
          categories {
            ...CategoryFields
            products {
              ...ProductFields
            }
          }
          specials {
            ...SpecialFields
          }
          toppings {
            ...ToppingFields
          }
          sides {
            ...SideFields
          }
        }
      }
    `),
    variables: ({ params }) => ({ restaurantId: params.restaurantId }),
    respond: (d) => {
      const m = d.menu as G;
      return {
        restaurant_id: m.restaurantId,
        categories: (m.categories as G[]).map((c) => ({ ...category(c), products: (c.products as G[]).map(product) })),
        specials: (m.specials as G[]).map(special),
        toppings: (m.toppings as G[]).map(topping),
        sides: (m.sides as G[]).map(side),
      };
    },
    response: z.object({
      restaurant_id: z.string(),
      categories: z.array(categoryResponse.extend({ products: z.array(productResponse) })),
      specials: z.array(specialResponse).describe('ascending by price'),
      toppings: z.array(toppingResponse),
      sides: z.array(sideResponse),
    }),
  }),

  // ---- categories and products ----
  route({
    method: 'GET',
    path: '/api/product/getAllCategoriesHandler/{restaurantId}',
    summary: 'Categories of a restaurant, by name',
    tag: 'menu',
    auth: 'account',
    params: byRestaurant,
    body: noBody,
    operation: graphql(`
      query Categories($restaurantId: ID!) {
        categories(restaurantId: $restaurantId) {
          ...CategoryFields
        }
      }
    `),
    variables: ({ params }) => ({ restaurantId: params.restaurantId }),
    respond: (d) => (d.categories as G[]).map(category),
    response: z.array(categoryResponse),
  }),
  route({
    method: 'GET',
    path: '/api/product/getCategoryByIdHandler/{categoryId}/{restaurantId}',
    summary: 'One category',
    tag: 'menu',
    auth: 'account',
    params: z.object({ categoryId: id, restaurantId: id }),
    body: noBody,
    operation: graphql(`
      query Category($id: ID!, $restaurantId: ID) {
        category(id: $id, restaurantId: $restaurantId) {
          ...CategoryFields
        }
      }
    `),
    variables: ({ params }) => ({ id: params.categoryId, restaurantId: params.restaurantId }),
    respond: (d) => category(d.category as G),
    response: categoryResponse,
  }),
  route({
    method: 'POST',
    path: '/api/product/createCategoryHandler',
    summary: 'Create a category (owner or manager)',
    tag: 'menu',
    auth: 'account',
    params: noParams,
    body: z.object({ name: menuName('Category name'), restaurant_id: id }),
    operation: graphql(`
      mutation CreateCategory($input: CreateCategoryInput!) {
        createCategory(input: $input) {
          ...CategoryFields
        }
      }
    `),
    variables: ({ body }) => ({ input: { name: body.name, restaurantId: body.restaurant_id } }),
    respond: (d) => category(d.createCategory as G),
    response: categoryResponse,
    status: 201,
  }),
  route({
    method: 'PUT',
    path: '/api/product/updateCategoryHandler/{categoryId}',
    summary: 'Rename a category',
    tag: 'menu',
    auth: 'account',
    params: z.object({ categoryId: id }),
    body: z.object({ name: menuName('Category name'), restaurant_id: id.optional() }),
    operation: graphql(`
      mutation UpdateCategory($id: ID!, $name: String!, $restaurantId: ID) {
        updateCategory(id: $id, name: $name, restaurantId: $restaurantId) {
          ...CategoryFields
        }
      }
    `),
    variables: ({ params, body }) => ({ id: params.categoryId, name: body.name, restaurantId: body.restaurant_id }),
    respond: (d) => category(d.updateCategory as G),
    response: categoryResponse,
  }),
  route({
    method: 'DELETE',
    path: '/api/product/deleteCategoryHandler/{categoryId}',
    summary: 'Delete a category; refused (409) while it has products',
    tag: 'menu',
    auth: 'account',
    params: z.object({ categoryId: id }),
    body: restaurantBody,
    operation: graphql(`
      mutation DeleteCategory($id: ID!, $restaurantId: ID) {
        deleteCategory(id: $id, restaurantId: $restaurantId) {
          success
          message
        }
      }
    `),
    variables: ({ params, body }) => ({ id: params.categoryId, restaurantId: body?.restaurant_id }),
    respond: (d) => d.deleteCategory,
    response: ackResponse,
  }),
  route({
    method: 'GET',
    path: '/api/product/getAllProducts/{restaurantId}/{categoryId}',
    summary: 'Products of a category, with their sizes',
    tag: 'menu',
    auth: 'account',
    params: z.object({ restaurantId: id, categoryId: id }),
    body: noBody,
    operation: graphql(`
      query Products($restaurantId: ID!, $categoryId: ID) {
        products(restaurantId: $restaurantId, categoryId: $categoryId) {
          ...ProductFields
        }
      }
    `),
    variables: ({ params }) => ({ restaurantId: params.restaurantId, categoryId: params.categoryId }),
    respond: (d) => (d.products as G[]).map(product),
    response: z.array(productResponse),
  }),
  route({
    method: 'GET',
    path: '/api/product/getAllProductsByRestaurant/{restaurantId}',
    summary: 'Every product of a restaurant, with their sizes',
    tag: 'menu',
    auth: 'account',
    params: byRestaurant,
    body: noBody,
    operation: graphql(`
      query RestaurantProducts($restaurantId: ID!) {
        products(restaurantId: $restaurantId) {
          ...ProductFields
        }
      }
    `),
    variables: ({ params }) => ({ restaurantId: params.restaurantId }),
    respond: (d) => (d.products as G[]).map(product),
    response: z.array(productResponse),
  }),
  route({
    method: 'GET',
    path: '/api/product/getProductById/{productId}/{restaurantId}',
    summary: 'One product, with its sizes',
    tag: 'menu',
    auth: 'account',
    params: z.object({ productId: id, restaurantId: id }),
    body: noBody,
    operation: graphql(`
      query Product($id: ID!, $restaurantId: ID) {
        product(id: $id, restaurantId: $restaurantId) {
          ...ProductFields
        }
      }
    `),
    variables: ({ params }) => ({ id: params.productId, restaurantId: params.restaurantId }),
    respond: (d) => product(d.product as G),
    response: productResponse,
  }),
  route({
    method: 'POST',
    path: '/api/product/createProducts',
    summary: 'Create a product (price 0 when it gets sizes)',
    tag: 'menu',
    auth: 'account',
    params: noParams,
    body: z.object({
      name: menuName('Product name'),
      price: price.nullish(),
      restaurant_id: id,
      category_id: idField('Choose a category.'),
    }),
    operation: graphql(`
      mutation CreateProduct($input: CreateProductInput!) {
        createProduct(input: $input) {
          ...ProductFields
        }
      }
    `),
    variables: ({ body }) => ({
      input: {
        name: body.name,
        price: priceText(body.price),
        restaurantId: body.restaurant_id,
        categoryId: body.category_id,
      },
    }),
    respond: (d) => product(d.createProduct as G),
    response: productResponse,
    status: 201,
  }),
  route({
    method: 'PUT',
    path: '/api/product/updateProduct/{id}',
    summary: 'Change a product (its price stays 0 while it has sizes); category_id moves it',
    tag: 'menu',
    auth: 'account',
    params: byId,
    body: z.object({
      name: newName('Product name'),
      price: price.nullish(),
      restaurant_id: id.optional(),
      category_id: id.optional(),
    }),
    operation: graphql(`
      mutation UpdateProduct($id: ID!, $input: UpdateProductInput!, $restaurantId: ID) {
        updateProduct(id: $id, input: $input, restaurantId: $restaurantId) {
          ...ProductFields
        }
      }
    `),
    variables: ({ params, body }) => ({
      id: params.id,
      restaurantId: body.restaurant_id,
      input: { name: body.name ?? null, price: priceText(body.price), categoryId: body.category_id ?? null },
    }),
    respond: (d) => product(d.updateProduct as G),
    response: productResponse,
  }),
  route({
    method: 'DELETE',
    path: '/api/product/deleteProduct/{id}',
    summary: 'Delete a product and its sizes (specials keep their item names)',
    tag: 'menu',
    auth: 'account',
    params: byId,
    body: restaurantBody,
    operation: graphql(`
      mutation DeleteProduct($id: ID!, $restaurantId: ID) {
        deleteProduct(id: $id, restaurantId: $restaurantId) {
          success
          message
        }
      }
    `),
    variables: ({ params, body }) => ({ id: params.id, restaurantId: body?.restaurant_id }),
    respond: (d) => d.deleteProduct,
    response: ackResponse,
  }),
  route({
    method: 'GET',
    path: '/api/product/get_product_sizes/{productId}',
    summary: 'Sizes of a product, ascending by price (an empty array: no sizes)',
    tag: 'menu',
    auth: 'account',
    params: z.object({ productId: id }),
    body: noBody,
    operation: graphql(`
      query ProductSizes($productId: ID!) {
        productSizes(productId: $productId) {
          ...SizeFields
        }
      }
    `),
    variables: ({ params }) => ({ productId: params.productId }),
    respond: (d) => (d.productSizes as G[]).map(size),
    response: z.array(sizeResponse),
  }),
  route({
    method: 'POST',
    path: '/api/product/create_product_sizes',
    summary: "Add a size to a product (the product's own price becomes 0)",
    tag: 'menu',
    auth: 'account',
    params: noParams,
    body: z.object({ product_id: id, size_name: menuName('Size name'), price: priceField('Size price') }),
    operation: graphql(`
      mutation CreateProductSize($input: CreateProductSizeInput!) {
        createProductSize(input: $input) {
          ...SizeFields
        }
      }
    `),
    variables: ({ body }) => ({
      input: { productId: body.product_id, sizeName: body.size_name, price: String(body.price) },
    }),
    respond: (d) => size(d.createProductSize as G),
    response: sizeResponse,
    status: 201,
  }),
  route({
    method: 'PUT',
    path: '/api/product/update_product-sizes/{id}',
    summary: 'Change a size',
    tag: 'menu',
    auth: 'account',
    params: byId,
    body: z.object({ size_name: newName('Size name'), price: priceField('Size price').nullish() }),
    operation: graphql(`
      mutation UpdateProductSize($id: ID!, $input: UpdateProductSizeInput!) {
        updateProductSize(id: $id, input: $input) {
          ...SizeFields
        }
      }
    `),
    variables: ({ params, body }) => ({
      id: params.id,
      input: { sizeName: body.size_name ?? null, price: priceText(body.price) },
    }),
    respond: (d) => size(d.updateProductSize as G),
    response: sizeResponse,
  }),
  route({
    method: 'DELETE',
    path: '/api/product/delete_product-sizes/{id}',
    summary: 'Delete a size',
    tag: 'menu',
    auth: 'account',
    params: byId,
    body: noBody,
    operation: graphql(`
      mutation DeleteProductSize($id: ID!) {
        deleteProductSize(id: $id) {
          success
          message
        }
      }
    `),
    variables: ({ params }) => ({ id: params.id }),
    respond: (d) => d.deleteProductSize,
    response: ackResponse,
  }),
  route({
    method: 'GET',
    path: '/api/product/get_special/{specialId}/{restaurantId}',
    summary: 'One special with its items',
    tag: 'menu',
    auth: 'account',
    params: z.object({ specialId: id, restaurantId: id }),
    body: noBody,
    operation: graphql(`
      query Special($id: ID!, $restaurantId: ID) {
        special(id: $id, restaurantId: $restaurantId) {
          ...SpecialFields
        }
      }
    `),
    variables: ({ params }) => ({ id: params.specialId, restaurantId: params.restaurantId }),
    respond: (d) => special(d.special as G),
    response: specialResponse,
  }),

  // ---- specials ----
  route({
    method: 'GET',
    path: '/api/special/get_all_specials/{restaurantId}',
    summary: 'Specials of a restaurant, ascending by price, with their items',
    tag: 'menu',
    auth: 'account',
    params: byRestaurant,
    body: noBody,
    operation: graphql(`
      query Specials($restaurantId: ID!) {
        specials(restaurantId: $restaurantId) {
          ...SpecialFields
        }
      }
    `),
    variables: ({ params }) => ({ restaurantId: params.restaurantId }),
    respond: (d) => (d.specials as G[]).map(special),
    response: z.array(specialResponse),
  }),
  route({
    method: 'GET',
    path: '/api/special/get_special-items/{specialId}',
    summary: 'Items of a special',
    tag: 'menu',
    auth: 'account',
    params: z.object({ specialId: id }),
    body: noBody,
    operation: graphql(`
      query SpecialItems($specialId: ID!) {
        specialItems(specialId: $specialId) {
          ...SpecialItemFields
        }
      }
    `),
    variables: ({ params }) => ({ specialId: params.specialId }),
    respond: (d) => (d.specialItems as G[]).map(item),
    response: z.array(itemResponse),
  }),
  route({
    method: 'POST',
    path: '/api/special/create_specials',
    summary: 'Create a special (then add its items)',
    tag: 'menu',
    auth: 'account',
    params: noParams,
    body: z.object({ name: menuName('Special name'), price, restaurant_id: id }),
    operation: graphql(`
      mutation CreateSpecial($input: SpecialInput!) {
        createSpecial(input: $input) {
          id
        }
      }
    `),
    variables: ({ body }) => ({
      input: { name: body.name, price: String(body.price), restaurantId: body.restaurant_id },
    }),
    respond: (d) => ({ id: (d.createSpecial as G).id, message: 'Special created.' }),
    response: z.object({ id: z.string(), message: z.string() }),
    status: 201,
  }),
  route({
    method: 'POST',
    path: '/api/special/add_special-items',
    summary: 'Add an item to a special; product_name is the product, or size then product',
    tag: 'menu',
    auth: 'account',
    params: noParams,
    body: z.object({
      special_id: id,
      product_name: menuName('Product name of the item'),
      quantity,
    }),
    operation: graphql(`
      mutation AddSpecialItem($input: SpecialItemInput!) {
        addSpecialItem(input: $input) {
          ...SpecialItemFields
        }
      }
    `),
    variables: ({ body }) => ({
      input: {
        specialId: body.special_id,
        productName: body.product_name,
        quantity: Number(body.quantity),
      },
    }),
    respond: (d) => item(d.addSpecialItem as G),
    response: itemResponse,
    status: 201,
  }),
  route({
    method: 'PUT',
    path: '/api/special/update_specials/{id}',
    summary: "Change a special's name and price",
    tag: 'menu',
    auth: 'account',
    params: byId,
    body: z.object({ name: newName('Special name'), price: price.nullish(), restaurant_id: id.optional() }),
    operation: graphql(`
      mutation UpdateSpecial($id: ID!, $input: UpdateSpecialInput!, $restaurantId: ID) {
        updateSpecial(id: $id, input: $input, restaurantId: $restaurantId) {
          ...SpecialFields
        }
      }
    `),
    variables: ({ params, body }) => ({
      id: params.id,
      restaurantId: body.restaurant_id,
      input: { name: body.name ?? null, price: priceText(body.price) },
    }),
    respond: (d) => special(d.updateSpecial as G),
    response: specialResponse,
  }),
  route({
    method: 'DELETE',
    path: '/api/special/delete_specials/{id}',
    summary: 'Delete a special and its items',
    tag: 'menu',
    auth: 'account',
    params: byId,
    body: restaurantBody,
    operation: graphql(`
      mutation DeleteSpecial($id: ID!, $restaurantId: ID) {
        deleteSpecial(id: $id, restaurantId: $restaurantId) {
          success
          message
        }
      }
    `),
    variables: ({ params, body }) => ({ id: params.id, restaurantId: body?.restaurant_id }),
    respond: (d) => d.deleteSpecial,
    response: ackResponse,
  }),
  route({
    method: 'DELETE',
    path: '/api/special/remove_special-items/{itemId}',
    summary: 'Remove an item from a special',
    tag: 'menu',
    auth: 'account',
    params: z.object({ itemId: id }),
    body: z.object({ special_id: id.optional() }).optional(),
    operation: graphql(`
      mutation RemoveSpecialItem($id: ID!, $specialId: ID) {
        removeSpecialItem(id: $id, specialId: $specialId) {
          success
          message
        }
      }
    `),
    variables: ({ params, body }) => ({ id: params.itemId, specialId: body?.special_id }),
    respond: (d) => d.removeSpecialItem,
    response: ackResponse,
  }),

  // ---- toppings and sides ----
  route({
    method: 'GET',
    path: '/api/toppingAndSides/get_toppings/{restaurantId}',
    summary: 'Toppings of a restaurant, with their option set',
    tag: 'menu',
    auth: 'account',
    params: byRestaurant,
    body: noBody,
    operation: graphql(`
      query Toppings($restaurantId: ID!) {
        toppings(restaurantId: $restaurantId) {
          ...ToppingFields
        }
      }
    `),
    variables: ({ params }) => ({ restaurantId: params.restaurantId }),
    respond: (d) => (d.toppings as G[]).map(topping),
    response: z.array(toppingResponse),
  }),
  route({
    method: 'GET',
    path: '/api/toppingAndSides/get_topping_extras/{toppingId}',
    summary: 'The option set of a topping, as an array of zero or one',
    tag: 'menu',
    auth: 'account',
    params: z.object({ toppingId: id }),
    body: noBody,
    operation: graphql(`
      query ToppingExtras($toppingId: ID!) {
        toppingExtras(toppingId: $toppingId) {
          ...ToppingExtraFields
        }
      }
    `),
    variables: ({ params }) => ({ toppingId: params.toppingId }),
    respond: (d) => (d.toppingExtras ? [extra(d.toppingExtras as G)] : []),
    response: z.array(extraResponse),
  }),
  route({
    method: 'POST',
    path: '/api/toppingAndSides/create_toppings',
    summary: 'Create a topping',
    tag: 'menu',
    auth: 'account',
    params: noParams,
    body: z.object({
      name: menuName('Topping name'),
      base_price: priceField('Base price').nullish(),
      restaurant_id: id,
    }),
    operation: graphql(`
      mutation CreateTopping($input: ToppingInput!) {
        createTopping(input: $input) {
          ...ToppingFields
        }
      }
    `),
    variables: ({ body }) => ({
      input: { name: body.name, basePrice: priceText(body.base_price), restaurantId: body.restaurant_id },
    }),
    respond: (d) => topping(d.createTopping as G),
    response: toppingResponse,
    status: 201,
  }),
  route({
    method: 'POST',
    path: '/api/toppingAndSides/create_extras',
    summary: "Create a topping's option set (one per topping: a second is a 409); its base price becomes 0",
    tag: 'menu',
    auth: 'account',
    params: noParams,
    body: z.object({
      topping_id: id,
      little_price: priceField('Little price'),
      regular_price: priceField('Regular price'),
      extra_price: priceField('Extra price'),
    }),
    operation: graphql(`
      mutation CreateToppingExtra($input: ToppingExtraInput!) {
        createToppingExtra(input: $input) {
          ...ToppingExtraFields
        }
      }
    `),
    variables: ({ body }) => ({
      input: {
        toppingId: body.topping_id,
        littlePrice: String(body.little_price),
        regularPrice: String(body.regular_price),
        extraPrice: String(body.extra_price),
      },
    }),
    respond: (d) => extra(d.createToppingExtra as G),
    response: extraResponse,
    status: 201,
  }),
  route({
    method: 'PUT',
    path: '/api/toppingAndSides/update_toppings/{id}',
    summary: 'Change a topping (base price stays 0 while it has an option set)',
    tag: 'menu',
    auth: 'account',
    params: byId,
    body: z.object({
      name: newName('Topping name'),
      base_price: priceField('Base price').nullish(),
      restaurant_id: id.optional(),
    }),
    operation: graphql(`
      mutation UpdateTopping($id: ID!, $input: UpdateToppingInput!, $restaurantId: ID) {
        updateTopping(id: $id, input: $input, restaurantId: $restaurantId) {
          ...ToppingFields
        }
      }
    `),
    variables: ({ params, body }) => ({
      id: params.id,
      restaurantId: body.restaurant_id,
      input: { name: body.name ?? null, basePrice: priceText(body.base_price) },
    }),
    respond: (d) => topping(d.updateTopping as G),
    response: toppingResponse,
  }),
  route({
    method: 'PUT',
    path: '/api/toppingAndSides/update_extras/{id}',
    summary: "Change a topping's option set",
    tag: 'menu',
    auth: 'account',
    params: byId,
    body: z.object({
      little_price: priceField('Little price').nullish(),
      regular_price: priceField('Regular price').nullish(),
      extra_price: priceField('Extra price').nullish(),
    }),
    operation: graphql(`
      mutation UpdateToppingExtra($id: ID!, $input: UpdateToppingExtraInput!) {
        updateToppingExtra(id: $id, input: $input) {
          ...ToppingExtraFields
        }
      }
    `),
    variables: ({ params, body }) => ({
      id: params.id,
      input: {
        littlePrice: priceText(body.little_price),
        regularPrice: priceText(body.regular_price),
        extraPrice: priceText(body.extra_price),
      },
    }),
    respond: (d) => extra(d.updateToppingExtra as G),
    response: extraResponse,
  }),
  route({
    method: 'DELETE',
    path: '/api/toppingAndSides/delete_toppings/{id}',
    summary: 'Delete a topping and its option set',
    tag: 'menu',
    auth: 'account',
    params: byId,
    body: restaurantBody,
    operation: graphql(`
      mutation DeleteTopping($id: ID!, $restaurantId: ID) {
        deleteTopping(id: $id, restaurantId: $restaurantId) {
          success
          message
        }
      }
    `),
    variables: ({ params, body }) => ({ id: params.id, restaurantId: body?.restaurant_id }),
    respond: (d) => d.deleteTopping,
    response: ackResponse,
  }),
  route({
    method: 'DELETE',
    path: '/api/toppingAndSides/delete_extras/{id}',
    summary: "Delete a topping's option set",
    tag: 'menu',
    auth: 'account',
    params: byId,
    body: noBody,
    operation: graphql(`
      mutation DeleteToppingExtra($id: ID!) {
        deleteToppingExtra(id: $id) {
          success
          message
        }
      }
    `),
    variables: ({ params }) => ({ id: params.id }),
    respond: (d) => d.deleteToppingExtra,
    response: ackResponse,
  }),
  route({
    method: 'GET',
    path: '/api/toppingAndSides/get_sides/{restaurantId}',
    summary: 'Sides of a restaurant, by name',
    tag: 'menu',
    auth: 'account',
    params: byRestaurant,
    body: noBody,
    operation: graphql(`
      query Sides($restaurantId: ID!) {
        sides(restaurantId: $restaurantId) {
          ...SideFields
        }
      }
    `),
    variables: ({ params }) => ({ restaurantId: params.restaurantId }),
    respond: (d) => (d.sides as G[]).map(side),
    response: z.array(sideResponse),
  }),
  route({
    method: 'POST',
    path: '/api/toppingAndSides/create_sides',
    summary: 'Create a side',
    tag: 'menu',
    auth: 'account',
    params: noParams,
    body: z.object({ name: menuName('Side name'), base_price: price, restaurant_id: id }),
    operation: graphql(`
      mutation CreateSide($input: SideInput!) {
        createSide(input: $input) {
          ...SideFields
        }
      }
    `),
    variables: ({ body }) => ({
      input: { name: body.name, basePrice: String(body.base_price), restaurantId: body.restaurant_id },
    }),
    respond: (d) => side(d.createSide as G),
    response: sideResponse,
    status: 201,
  }),
  route({
    method: 'PUT',
    path: '/api/toppingAndSides/update_sides/{id}',
    summary: 'Change a side (an empty name keeps the current one); answers the updated side',
    tag: 'menu',
    auth: 'account',
    params: byId,
    body: z.object({
      // A blank name keeps the current one.
      name: text({ max: 100, label: 'Side name' }).nullish(),
      base_price: price.nullish(),
      restaurant_id: id.optional(),
    }),
    operation: graphql(`
      mutation UpdateSide($id: ID!, $input: UpdateSideInput!, $restaurantId: ID) {
        updateSide(id: $id, input: $input, restaurantId: $restaurantId) {
          ...SideFields
        }
      }
    `),
    variables: ({ params, body }) => ({
      id: params.id,
      restaurantId: body.restaurant_id,
      input: { name: body.name ?? null, basePrice: priceText(body.base_price) },
    }),
    respond: (d) => side(d.updateSide as G),
    response: sideResponse,
  }),
  route({
    method: 'DELETE',
    path: '/api/toppingAndSides/delete_sides/{id}',
    summary: 'Delete a side',
    tag: 'menu',
    auth: 'account',
    params: byId,
    body: restaurantBody,
    operation: graphql(`
      mutation DeleteSide($id: ID!, $restaurantId: ID) {
        deleteSide(id: $id, restaurantId: $restaurantId) {
          success
          message
        }
      }
    `),
    variables: ({ params, body }) => ({ id: params.id, restaurantId: body?.restaurant_id }),
    respond: (d) => d.deleteSide,
    response: ackResponse,
  }),
];
