import { graphql } from './generated';

/**
 * The selections the REST tables share, as GraphQL fragments: code
 * generation types every operation that spreads them.
 */
export const RestaurantFields = graphql(`
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
`);
export const ScopedSessionFields = graphql(`
  fragment ScopedSessionFields on ScopedSession {
    token
    restaurantId
    role
    employeeId
    name
    expiresAt
  }
`);
export const EmployeeFields = graphql(`
  fragment EmployeeFields on Employee {
    id
    restaurantId
    name
    role
    maskedPin
  }
`);
export const UserFields = graphql(`
  fragment UserFields on User {
    id
    fullname
    email
    role
    profilePicture
    demo
  }
`);
export const SizeFields = graphql(`
  fragment SizeFields on ProductSize {
    id
    productId
    sizeName
    priceCents
  }
`);
export const ProductFields = graphql(`
  fragment ProductFields on Product {
    id
    numericId
    restaurantId
    categoryId
    name
    priceCents
    sizes {
      ...SizeFields
    }
  }
`);
export const CategoryFields = graphql(`
  fragment CategoryFields on Category {
    id
    restaurantId
    name
  }
`);
export const SpecialItemFields = graphql(`
  fragment SpecialItemFields on SpecialItem {
    id
    specialId
    productName
    quantity
  }
`);
export const SpecialFields = graphql(`
  fragment SpecialFields on Special {
    id
    numericId
    restaurantId
    name
    priceCents
    items {
      ...SpecialItemFields
    }
  }
`);
export const ToppingExtraFields = graphql(`
  fragment ToppingExtraFields on ToppingExtra {
    id
    toppingId
    littlePriceCents
    regularPriceCents
    extraPriceCents
  }
`);
export const ToppingFields = graphql(`
  fragment ToppingFields on Topping {
    id
    numericId
    restaurantId
    name
    basePriceCents
    extras {
      ...ToppingExtraFields
    }
  }
`);
export const SideFields = graphql(`
  fragment SideFields on Side {
    id
    restaurantId
    name
    basePriceCents
  }
`);
