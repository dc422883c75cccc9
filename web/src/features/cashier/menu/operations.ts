import { graphql } from '../../../graphql/generated';

/** The whole menu in one read, searched on the screen (docs/product.md#terminal-feel). */
export const TERMINAL_MENU = graphql(`
  query TerminalMenu($restaurantId: ID!) {
    menu(restaurantId: $restaurantId) {
      ...PricedMenu
    }
  }
`);
