import { INCORRECT_PIN, restaurant, restaurantChanges } from '@zest/auth/inputs';
import { id, pinField } from '@zest/kit';
import { z } from 'zod';
import { graphql } from './generated';
import { ownersRestaurant, restaurantResponse, restaurantShape } from './restaurant-shapes';
import { ackResponse, noBody, noParams, route } from './table';

/**
 * docs/product.md#api-restaurants: the owner's restaurants. The delivery
 * charge comes in as dollars and goes inward as cents (auth's money rule);
 * the tax stays a percentage as typed.
 */

/** Percentages arrive as numbers or strings (the original app sent either); GraphQL takes them as text. */
const asText = (v: string | number | null | undefined) => (v === null || v === undefined ? v : String(v));

export const restaurantRoutes = [
  route({
    method: 'GET',
    path: '/api/restaurant/getAllRestaurants/{userId}',
    summary: "The owner's restaurants",
    tag: 'restaurants',
    auth: 'account',
    params: z.object({ userId: id() }),
    body: noBody,
    operation: graphql(`
      query Restaurants($ownerId: ID) {
        restaurants(ownerId: $ownerId) {
          ...RestaurantFields
        }
      }
    `),
    variables: ({ params }) => ({ ownerId: params.userId }),
    respond: (d) => d.restaurants.map(restaurantShape),
    response: z.array(restaurantResponse),
  }),
  route({
    method: 'GET',
    path: '/api/restaurant/getRestaurantById/{restaurantId}/{userId}',
    summary: 'One restaurant of the owner',
    tag: 'restaurants',
    auth: 'account',
    params: ownersRestaurant,
    body: noBody,
    operation: graphql(`
      query Restaurant($id: ID!, $ownerId: ID) {
        restaurant(id: $id, ownerId: $ownerId) {
          ...RestaurantFields
        }
      }
    `),
    variables: ({ params }) => ({ id: params.restaurantId, ownerId: params.userId }),
    respond: (d) => restaurantShape(d.restaurant),
    response: restaurantResponse,
  }),
  route({
    method: 'GET',
    path: '/api/restaurant/allowance',
    summary: "What the owner's plan allows now (create and open gating)",
    tag: 'restaurants',
    auth: 'account',
    params: noParams,
    body: noBody,
    operation: graphql(`
      query Allowance {
        restaurantAllowance {
          status
          allowed
          used
          exempt
          canCreate
          canOpen
        }
      }
    `),
    variables: () => ({}),
    respond: (d) => {
      const a = d.restaurantAllowance;
      return {
        status: a.status,
        number_of_restaurant: a.allowed,
        used: a.used,
        exempt: a.exempt,
        can_create: a.canCreate,
        can_open: a.canOpen,
      };
    },
    response: z.object({
      status: z.string(),
      number_of_restaurant: z.number().nullable(),
      used: z.number(),
      exempt: z.boolean(),
      can_create: z.boolean(),
      can_open: z.boolean(),
    }),
  }),
  route({
    method: 'POST',
    path: '/api/restaurant/createRestaurants/{userId}',
    summary: 'Create a restaurant (an active plan with room for it, or the demo account)',
    tag: 'restaurants',
    auth: 'account',
    params: z.object({ userId: id() }),
    body: z.object({
      name: restaurant.name,
      description: restaurant.description.nullish(),
      security_pin: restaurant.securityPin,
      tax_percentage: restaurant.taxPercentage,
      delivery_charge: restaurant.deliveryCharge,
      full_address: restaurant.fullAddress,
      phone_number: restaurant.phoneNumber,
      time_zone: restaurant.timeZone.nullish(),
    }),
    operation: graphql(`
      mutation CreateRestaurant($input: CreateRestaurantInput!, $ownerId: ID) {
        createRestaurant(input: $input, ownerId: $ownerId) {
          ...RestaurantFields
        }
      }
    `),
    variables: ({ params, body }) => ({
      ownerId: params.userId,
      input: {
        name: body.name,
        description: body.description,
        securityPin: body.security_pin,
        taxPercentage: String(body.tax_percentage),
        deliveryChargeCents: body.delivery_charge,
        fullAddress: body.full_address,
        phoneNumber: body.phone_number,
        timeZone: body.time_zone,
      },
    }),
    respond: (d) => restaurantShape(d.createRestaurant),
    response: restaurantResponse,
    status: 201,
  }),
  route({
    method: 'PUT',
    path: '/api/restaurant/updateRestaurant/{restaurantId}/{userId}',
    summary: 'Edit a restaurant; the account password is required; empty fields keep their value',
    tag: 'restaurants',
    auth: 'account',
    params: ownersRestaurant,
    body: z.object({
      password: restaurantChanges.password,
      name: restaurantChanges.name,
      description: restaurantChanges.description,
      security_pin: restaurantChanges.securityPin,
      tax_percentage: restaurantChanges.taxPercentage,
      delivery_charge: restaurantChanges.deliveryCharge,
      full_address: restaurantChanges.fullAddress,
      phone_number: restaurantChanges.phoneNumber,
      time_zone: restaurantChanges.timeZone,
    }),
    operation: graphql(`
      mutation UpdateRestaurant($id: ID!, $input: UpdateRestaurantInput!, $ownerId: ID) {
        updateRestaurant(id: $id, input: $input, ownerId: $ownerId) {
          ...RestaurantFields
        }
      }
    `),
    variables: ({ params, body }) => ({
      id: params.restaurantId,
      ownerId: params.userId,
      input: {
        password: body.password,
        name: body.name,
        description: body.description,
        securityPin: body.security_pin,
        taxPercentage: asText(body.tax_percentage),
        deliveryChargeCents: body.delivery_charge,
        fullAddress: body.full_address,
        phoneNumber: body.phone_number,
        timeZone: body.time_zone,
      },
    }),
    respond: (d) => restaurantShape(d.updateRestaurant),
    response: restaurantResponse,
  }),
  route({
    method: 'DELETE',
    path: '/api/restaurant/deleteRestaurant/{restaurantId}/{userId}',
    summary: 'Delete a restaurant (security PIN checked on the server; the books are kept)',
    tag: 'restaurants',
    auth: 'account',
    params: ownersRestaurant,
    body: z.object({ security_pin: pinField(INCORRECT_PIN) }),
    operation: graphql(`
      mutation DeleteRestaurant($id: ID!, $pin: String!, $ownerId: ID) {
        deleteRestaurant(id: $id, securityPin: $pin, ownerId: $ownerId) {
          success
          message
        }
      }
    `),
    variables: ({ params, body }) => ({ id: params.restaurantId, pin: body.security_pin, ownerId: params.userId }),
    respond: (d) => d.deleteRestaurant,
    response: ackResponse,
  }),
];
