import { graphql } from './generated';

/*
 * Sold out ("86", docs/decisions/0061-sold-out.md): the same two calls from the terminal's board and
 * the menu dashboards.
 */
export const MARK_SOLD_OUT = graphql(`
  mutation MarkSoldOut($input: MarkSoldOutInput!) {
    markSoldOut(input: $input) {
      success
      message
      itemId
    }
  }
`);

export const MARK_AVAILABLE = graphql(`
  mutation MarkAvailable($restaurantId: ID!, $itemId: ID!) {
    markAvailable(restaurantId: $restaurantId, itemId: $itemId) {
      success
      message
      itemId
    }
  }
`);
