import { graphql } from '../../../graphql/generated';

/** The whole menu in one read, searched on the screen (docs/product.md#terminal-feel). */
export const TERMINAL_MENU = graphql(`
  query TerminalMenu($restaurantId: ID!) {
    menu(restaurantId: $restaurantId) {
      restaurantId
      version
      categories {
        id
        name
        takesToppings
        products {
          id
          categoryId
          name
          priceCents
          takesToppings
          soldOut {
            until
          }
          sizes {
            id
            sizeName
            priceCents
            soldOut {
              until
            }
          }
        }
      }
      specials {
        id
        name
        priceCents
        soldOut {
          until
        }
        items {
          id
          productName
          quantity
        }
      }
      toppings {
        id
        name
        basePriceCents
        extras {
          id
          littlePriceCents
          regularPriceCents
          extraPriceCents
        }
        soldOut {
          until
        }
      }
      sides {
        id
        name
        basePriceCents
        soldOut {
          until
        }
      }
    }
  }
`);
