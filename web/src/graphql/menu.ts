import { graphql } from './generated';

/**
 * A menu as the terminal and the ordering page price it (ui/format/menuPricing.ts): every price, size, topping
 * portion, side and special, and what is sold out. One selection, so both read the same menu.
 */
graphql(`
  fragment PricedMenu on Menu {
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
`);
