import { graphql } from '../../graphql/generated';

/**
 * The restaurant's order settings (docs/product.md#order-settings): the terminal
 * prices half toppings by it, and the hub lets the owner or a manager change it
 * (the discounts' limit on the Discounts card).
 */
export const ORDER_SETTINGS = graphql(`
  query OrderSettings($restaurantId: ID!) {
    orderSettings(restaurantId: $restaurantId) {
      ...OrderSettingsFields
    }
  }
`);
