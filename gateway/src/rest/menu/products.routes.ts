import { dollars, MENU_MESSAGES, menuName, takesToppings } from '@zest/menu/inputs';
import { id as idField } from '@zest/kit';
import { z } from 'zod';
import { graphql } from '../generated';
import { ackResponse, noBody, noParams, route } from '../table';
import {
  byId,
  byRestaurant,
  deleteVariables,
  id,
  product,
  productResponse,
  restaurantBody,
  size,
  sizeResponse,
} from './shapes';

const productName = menuName('Product name');
const sizeName = menuName('Size name');

/** docs/product.md#api-menu: products and their sizes. Prices arrive in dollars and go inward as cents. */
export const productRoutes = [
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
    respond: (d) => d.products.map(product),
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
    respond: (d) => d.products.map(product),
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
    respond: (d) => product(d.product),
    response: productResponse,
  }),
  route({
    method: 'POST',
    path: '/api/product/createProducts',
    summary: 'Create a product (price 0 when it gets sizes); takes_toppings (ours) false for a drink',
    tag: 'menu',
    auth: 'account',
    params: noParams,
    body: z.object({
      name: productName,
      price: dollars().nullish(),
      restaurant_id: id,
      category_id: idField(MENU_MESSAGES.chooseCategory),
      takes_toppings: takesToppings.optional(),
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
        priceCents: body.price,
        restaurantId: body.restaurant_id,
        categoryId: body.category_id,
        takesToppings: body.takes_toppings,
      },
    }),
    respond: (d) => product(d.createProduct),
    response: productResponse,
    status: 201,
  }),
  route({
    method: 'PUT',
    path: '/api/product/updateProduct/{id}',
    summary: 'Change a product (its price stays 0 while it has sizes); category_id moves it; takes_toppings (ours)',
    tag: 'menu',
    auth: 'account',
    params: byId,
    body: z.object({
      name: productName.nullish(),
      price: dollars().nullish(),
      restaurant_id: id.optional(),
      category_id: id.optional(),
      takes_toppings: takesToppings.optional(),
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
      input: {
        name: body.name,
        priceCents: body.price,
        categoryId: body.category_id,
        takesToppings: body.takes_toppings,
      },
    }),
    respond: (d) => product(d.updateProduct),
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
    variables: deleteVariables,
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
    respond: (d) => d.productSizes.map(size),
    response: z.array(sizeResponse),
  }),
  route({
    method: 'POST',
    path: '/api/product/create_product_sizes',
    summary: "Add a size to a product (the product's own price becomes 0)",
    tag: 'menu',
    auth: 'account',
    params: noParams,
    body: z.object({ product_id: id, size_name: sizeName, price: dollars('Size price') }),
    operation: graphql(`
      mutation CreateProductSize($input: CreateProductSizeInput!) {
        createProductSize(input: $input) {
          ...SizeFields
        }
      }
    `),
    variables: ({ body }) => ({
      input: { productId: body.product_id, sizeName: body.size_name, priceCents: body.price },
    }),
    respond: (d) => size(d.createProductSize),
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
    body: z.object({ size_name: sizeName.nullish(), price: dollars('Size price').nullish() }),
    operation: graphql(`
      mutation UpdateProductSize($id: ID!, $input: UpdateProductSizeInput!) {
        updateProductSize(id: $id, input: $input) {
          ...SizeFields
        }
      }
    `),
    variables: ({ params, body }) => ({ id: params.id, input: { sizeName: body.size_name, priceCents: body.price } }),
    respond: (d) => size(d.updateProductSize),
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
];
