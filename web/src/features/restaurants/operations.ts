import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CreateRestaurantInput, RestaurantAllowance, UpdateRestaurantInput } from './rules';
import type { ScopedSession } from './scopedSession';

/** A restaurant as the auth service returns it; the security PIN never leaves the server. */
export interface Restaurant {
  id: string;
  ownerId: string;
  name: string;
  description: string | null;
  taxPercentage: number;
  /** Integer cents. */
  deliveryChargeCents: number;
  fullAddress: string;
  phoneNumber: string;
  timeZone: string;
  createdAt: string;
}

const RESTAURANT_FIELDS = gql`
  fragment RestaurantFields on Restaurant {
    id
    ownerId
    name
    description
    taxPercentage
    deliveryChargeCents
    fullAddress
    phoneNumber
    timeZone
    createdAt
  }
`;

export const RESTAURANTS: TypedDocumentNode<{ restaurants: Restaurant[] }, { ownerId?: string | null }> = gql`
  query Restaurants($ownerId: ID) {
    restaurants(ownerId: $ownerId) {
      ...RestaurantFields
    }
  }
  ${RESTAURANT_FIELDS}
`;

export const RESTAURANT: TypedDocumentNode<{ restaurant: Restaurant }, { id: string }> = gql`
  query Restaurant($id: ID!) {
    restaurant(id: $id) {
      ...RestaurantFields
    }
  }
  ${RESTAURANT_FIELDS}
`;

export const RESTAURANT_ALLOWANCE: TypedDocumentNode<
  { restaurantAllowance: RestaurantAllowance },
  Record<string, never>
> = gql`
  query RestaurantAllowance {
    restaurantAllowance {
      status
      allowed
      used
      exempt
      canCreate
      canOpen
    }
  }
`;

export const CREATE_RESTAURANT: TypedDocumentNode<{ createRestaurant: Restaurant }, { input: CreateRestaurantInput }> =
  gql`
    mutation CreateRestaurant($input: CreateRestaurantInput!) {
      createRestaurant(input: $input) {
        ...RestaurantFields
      }
    }
    ${RESTAURANT_FIELDS}
  `;

export const UPDATE_RESTAURANT: TypedDocumentNode<
  { updateRestaurant: Restaurant },
  { id: string; input: UpdateRestaurantInput }
> = gql`
  mutation UpdateRestaurant($id: ID!, $input: UpdateRestaurantInput!) {
    updateRestaurant(id: $id, input: $input) {
      ...RestaurantFields
    }
  }
  ${RESTAURANT_FIELDS}
`;

export const DELETE_RESTAURANT: TypedDocumentNode<
  { deleteRestaurant: { success: boolean; message: string } },
  { id: string; securityPin: string }
> = gql`
  mutation DeleteRestaurant($id: ID!, $securityPin: String!) {
    deleteRestaurant(id: $id, securityPin: $securityPin) {
      success
      message
    }
  }
`;

export const OPEN_RESTAURANT: TypedDocumentNode<
  { openRestaurant: ScopedSession },
  { id: string; securityPin: string }
> = gql`
  mutation OpenRestaurant($id: ID!, $securityPin: String!) {
    openRestaurant(id: $id, securityPin: $securityPin) {
      token
      restaurantId
      role
      employeeId
      name
      expiresAt
    }
  }
`;
