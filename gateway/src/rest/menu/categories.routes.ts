import { menuName, takesToppings } from '@zest/menu/inputs';
import { z } from 'zod';
import { graphql } from '../generated';
import { ackResponse, noBody, noParams, route } from '../table';
import {
  byRestaurant,
  category,
  categoryResponse,
  id,
  product,
  productResponse,
  restaurantBody,
  side,
  sideResponse,
  special,
  specialResponse,
  topping,
  toppingResponse,
} from './shapes';

const name = menuName('Category name');
const menuTag = (menu: { restaurantId: string; version: number }) => `menu-${menu.restaurantId}-${menu.version}`;

/** docs/product.md#api-menu: the whole menu in one read (ours), and categories. */
export const categoryRoutes = [
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
          version
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
    // The terminal revalidates its copy: 304 while the menu's version has not moved.
    etag: ({ menu }) => menuTag(menu),
    // The gateway keeps the shaped answer of a version and asks only for the version.
    revalidate: {
      probe: graphql(`
        query MenuVersion($restaurantId: ID!) {
          menu(restaurantId: $restaurantId) {
            restaurantId
            version
          }
        }
      `),
      tag: ({ menu }) => menuTag(menu),
    },
    respond: ({ menu }) => ({
      restaurant_id: menu.restaurantId,
      categories: menu.categories.map((c) => ({ ...category(c), products: c.products.map(product) })),
      specials: menu.specials.map(special),
      toppings: menu.toppings.map(topping),
      sides: menu.sides.map(side),
    }),
    response: z.object({
      restaurant_id: z.string(),
      categories: z.array(categoryResponse.extend({ products: z.array(productResponse) })),
      specials: z.array(specialResponse).describe('ascending by price'),
      toppings: z.array(toppingResponse),
      sides: z.array(sideResponse),
    }),
  }),
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
    respond: (d) => d.categories.map(category),
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
    respond: (d) => category(d.category),
    response: categoryResponse,
  }),
  route({
    method: 'POST',
    path: '/api/product/createCategoryHandler',
    summary: 'Create a category (owner or manager)',
    tag: 'menu',
    auth: 'account',
    params: noParams,
    body: z.object({ name, restaurant_id: id, takes_toppings: takesToppings.optional() }),
    operation: graphql(`
      mutation CreateCategory($input: CreateCategoryInput!) {
        createCategory(input: $input) {
          ...CategoryFields
        }
      }
    `),
    variables: ({ body }) => ({
      input: { name: body.name, restaurantId: body.restaurant_id, takesToppings: body.takes_toppings },
    }),
    respond: (d) => category(d.createCategory),
    response: categoryResponse,
    status: 201,
  }),
  route({
    method: 'PUT',
    path: '/api/product/updateCategoryHandler/{categoryId}',
    summary: 'Rename a category; takes_toppings (ours), when given, says whether its products take toppings',
    tag: 'menu',
    auth: 'account',
    params: z.object({ categoryId: id }),
    body: z.object({ name, restaurant_id: id.optional(), takes_toppings: takesToppings.optional() }),
    operation: graphql(`
      mutation UpdateCategory($id: ID!, $name: String!, $restaurantId: ID, $takesToppings: Boolean) {
        updateCategory(id: $id, name: $name, restaurantId: $restaurantId, takesToppings: $takesToppings) {
          ...CategoryFields
        }
      }
    `),
    variables: ({ params, body }) => ({
      id: params.categoryId,
      name: body.name,
      restaurantId: body.restaurant_id,
      takesToppings: body.takes_toppings,
    }),
    respond: (d) => category(d.updateCategory),
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
];
