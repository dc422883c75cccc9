import { dollars, menuName, sideRename } from '@zest/menu/inputs';
import { z } from 'zod';
import { graphql } from '../generated';
import { ackResponse, noBody, noParams, route } from '../table';
import {
  byId,
  byRestaurant,
  deleteVariables,
  id,
  renameAndPriceVariables,
  restaurantBody,
  side,
  sideResponse,
} from './shapes';

/** docs/product.md#api-menu: sides. */
export const sideRoutes = [
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
    respond: (d) => d.sides.map(side),
    response: z.array(sideResponse),
  }),
  route({
    method: 'POST',
    path: '/api/toppingAndSides/create_sides',
    summary: 'Create a side',
    tag: 'menu',
    auth: 'account',
    params: noParams,
    body: z.object({ name: menuName('Side name'), base_price: dollars(), restaurant_id: id }),
    operation: graphql(`
      mutation CreateSide($input: SideInput!) {
        createSide(input: $input) {
          ...SideFields
        }
      }
    `),
    variables: ({ body }) => ({
      input: { name: body.name, basePriceCents: body.base_price, restaurantId: body.restaurant_id },
    }),
    respond: (d) => side(d.createSide),
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
    body: z.object({ name: sideRename, base_price: dollars().nullish(), restaurant_id: id.optional() }),
    operation: graphql(`
      mutation UpdateSide($id: ID!, $input: UpdateSideInput!, $restaurantId: ID) {
        updateSide(id: $id, input: $input, restaurantId: $restaurantId) {
          ...SideFields
        }
      }
    `),
    variables: renameAndPriceVariables,
    respond: (d) => side(d.updateSide),
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
    variables: deleteVariables,
    respond: (d) => d.deleteSide,
    response: ackResponse,
  }),
];
