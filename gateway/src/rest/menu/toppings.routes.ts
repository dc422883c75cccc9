import { dollars, menuName } from '@zest/menu/inputs';
import { z } from 'zod';
import { graphql } from '../generated';
import { ackResponse, noBody, noParams, route } from '../table';
import {
  byId,
  byRestaurant,
  deleteVariables,
  extra,
  extraResponse,
  id,
  renameAndPriceVariables,
  restaurantBody,
  topping,
  toppingResponse,
} from './shapes';

const name = menuName('Topping name');
const basePrice = dollars('Base price');
const portions = { little: dollars('Little price'), regular: dollars('Regular price'), extra: dollars('Extra price') };

/**
 * docs/product.md#api-menu: toppings and their option set (extras), one call
 * each as documented (the web app saves a topping with its set at once with
 * the saveTopping mutation).
 */
export const toppingRoutes = [
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
    respond: (d) => d.toppings.map(topping),
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
    respond: (d) => (d.toppingExtras ? [extra(d.toppingExtras)] : []),
    response: z.array(extraResponse),
  }),
  route({
    method: 'POST',
    path: '/api/toppingAndSides/create_toppings',
    summary: 'Create a topping',
    tag: 'menu',
    auth: 'account',
    params: noParams,
    body: z.object({ name, base_price: basePrice.nullish(), restaurant_id: id }),
    operation: graphql(`
      mutation CreateTopping($input: ToppingInput!) {
        createTopping(input: $input) {
          ...ToppingFields
        }
      }
    `),
    variables: ({ body }) => ({
      input: { name: body.name, basePriceCents: body.base_price, restaurantId: body.restaurant_id },
    }),
    respond: (d) => topping(d.createTopping),
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
      little_price: portions.little,
      regular_price: portions.regular,
      extra_price: portions.extra,
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
        littlePriceCents: body.little_price,
        regularPriceCents: body.regular_price,
        extraPriceCents: body.extra_price,
      },
    }),
    respond: (d) => extra(d.createToppingExtra),
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
    body: z.object({ name: name.nullish(), base_price: basePrice.nullish(), restaurant_id: id.optional() }),
    operation: graphql(`
      mutation UpdateTopping($id: ID!, $input: UpdateToppingInput!, $restaurantId: ID) {
        updateTopping(id: $id, input: $input, restaurantId: $restaurantId) {
          ...ToppingFields
        }
      }
    `),
    variables: renameAndPriceVariables,
    respond: (d) => topping(d.updateTopping),
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
      little_price: portions.little.nullish(),
      regular_price: portions.regular.nullish(),
      extra_price: portions.extra.nullish(),
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
        littlePriceCents: body.little_price,
        regularPriceCents: body.regular_price,
        extraPriceCents: body.extra_price,
      },
    }),
    respond: (d) => extra(d.updateToppingExtra),
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
    variables: deleteVariables,
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
];
