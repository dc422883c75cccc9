import { graphql } from '../../graphql/generated';

/** The restaurant's card readers and the tablets they sit by (docs/decisions/0080-card-payments-at-the-counter.md). */
export const CARD_READERS = graphql(`
  query CardReaders($restaurantId: ID!) {
    cardReaders(restaurantId: $restaurantId) {
      ...CardReaderFields
    }
    tablets(restaurantId: $restaurantId) {
      id
      tag
      lastSeenAt
    }
    onlineSettings(restaurantId: $restaurantId) {
      restaurantId
      cardProvider
      stripeConnection
    }
  }
`);

export const REGISTER_CARD_READER = graphql(`
  mutation RegisterCardReader($restaurantId: ID!, $input: RegisterCardReaderInput!) {
    registerCardReader(restaurantId: $restaurantId, input: $input) {
      ...CardReaderFields
    }
  }
`);

export const PLACE_CARD_READER = graphql(`
  mutation PlaceCardReader($id: ID!, $terminalId: ID) {
    placeCardReader(id: $id, terminalId: $terminalId) {
      ...CardReaderFields
    }
  }
`);

export const RETIRE_CARD_READER = graphql(`
  mutation RetireCardReader($id: ID!) {
    retireCardReader(id: $id) {
      id
    }
  }
`);
