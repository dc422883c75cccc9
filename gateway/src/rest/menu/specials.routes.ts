import { dollars, menuName, quantityText } from '@zest/menu/inputs';
import { z } from 'zod';
import { graphql } from '../generated';
import { ackResponse, noBody, noParams, route } from '../table';
import {
  byId,
  byRestaurant,
  deleteVariables,
  id,
  item,
  itemResponse,
  restaurantBody,
  special,
  specialResponse,
} from './shapes';

const name = menuName('Special name');

/**
 * docs/product.md#api-menu: specials and their items, one call each as
 * documented (the web app saves a special with its items at once with the
 * saveSpecial mutation).
 */
export const specialRoutes = [
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
    respond: (d) => special(d.special),
    response: specialResponse,
  }),
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
    respond: (d) => d.specials.map(special),
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
    respond: (d) => d.specialItems.map(item),
    response: z.array(itemResponse),
  }),
  route({
    method: 'POST',
    path: '/api/special/create_specials',
    summary: 'Create a special (then add its items)',
    tag: 'menu',
    auth: 'account',
    params: noParams,
    body: z.object({ name, price: dollars(), restaurant_id: id }),
    operation: graphql(`
      mutation CreateSpecial($input: SpecialInput!) {
        createSpecial(input: $input) {
          id
        }
      }
    `),
    variables: ({ body }) => ({
      input: { name: body.name, priceCents: body.price, restaurantId: body.restaurant_id },
    }),
    respond: (d) => ({ id: d.createSpecial.id, message: 'Special created.' }),
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
    body: z.object({ special_id: id, product_name: menuName('Product name of the item'), quantity: quantityText }),
    operation: graphql(`
      mutation AddSpecialItem($input: SpecialItemInput!) {
        addSpecialItem(input: $input) {
          ...SpecialItemFields
        }
      }
    `),
    variables: ({ body }) => ({
      input: { specialId: body.special_id, productName: body.product_name, quantity: body.quantity },
    }),
    respond: (d) => item(d.addSpecialItem),
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
    body: z.object({ name: name.nullish(), price: dollars().nullish(), restaurant_id: id.optional() }),
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
      input: { name: body.name, priceCents: body.price },
    }),
    respond: (d) => special(d.updateSpecial),
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
    variables: deleteVariables,
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
];
