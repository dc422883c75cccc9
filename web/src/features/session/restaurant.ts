import { graphql } from '../../graphql/generated';
import type { RestaurantFieldsFragment } from '../../graphql/generated/graphql';

/**
 * The restaurant a screen belongs to. The restaurant list, the hub, the
 * employees and the menu all read it, so it lives in the shared session module.
 * The security PIN never leaves the server.
 */
export type Restaurant = RestaurantFieldsFragment;

/** A restaurant's clock when none was chosen (docs/product.md#restaurant-fields). */
export { DEFAULT_TIME_ZONE } from '../../ui/format/dates';

// The RestaurantFields fragment: gateway/fragments.graphql (the REST tables ask for the same).

export const RESTAURANT = graphql(`
  query Restaurant($id: ID!) {
    restaurant(id: $id) {
      ...RestaurantFields
    }
  }
`);
