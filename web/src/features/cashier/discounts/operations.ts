import { graphql } from '../../../graphql/generated';

/** The terminal's discounts (docs/product.md#discounts): the restaurant's list, a discount given, one taken back. */

export const TERMINAL_DISCOUNTS = graphql(`
  query TerminalDiscounts($restaurantId: ID!) {
    discounts(restaurantId: $restaurantId) {
      ...DiscountFields
    }
  }
`);

export const GIVE_DISCOUNT = graphql(`
  mutation GiveDiscount($input: GiveDiscountInput!, $key: String) {
    giveDiscount(input: $input, idempotencyKey: $key) {
      discountId
      order {
        ...Receipt
      }
    }
  }
`);

export const REMOVE_DISCOUNT = graphql(`
  mutation RemoveDiscount($id: ID!) {
    removeDiscount(id: $id) {
      ...Receipt
    }
  }
`);
