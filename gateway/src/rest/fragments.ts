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
    takesToppings
  }
`);
export const CategoryFields = graphql(`
  fragment CategoryFields on Category {
    id
    restaurantId
    name
    takesToppings
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
export const CustomerFields = graphql(`
  fragment CustomerFields on Customer {
    id
    restaurantId
    fullName
    phoneNumber
    street1
    street2
    city
    zipcode
    country
    notes
    createdAt
  }
`);
export const OrderLineFields = graphql(`
  fragment OrderLineFields on OrderLine {
    id
    orderId
    kind
    productName
    parts {
      text
      depth
      priceCents
    }
    open
    quantity
    unitPriceCents
    priceCents
    notes
    createdAt
    voided
    voidedAt
    voidReason
    voidedBy
    voidApprovedBy
  }
`);
export const OrderPrintFields = graphql(`
  fragment OrderPrintFields on OrderPrint {
    number
    printedBy
    printedAt
    printedAtLocal
    stamp
  }
`);
export const OrderFields = graphql(`
  fragment OrderFields on Order {
    id
    restaurantId
    orderNumber
    orderType
    customerId
    customer {
      ...CustomerFields
    }
    employeeName
    notes
    scheduleTime
    createdAt
    createdAtLocal
    createdAtLocalIso
    lines {
      ...OrderLineFields
    }
    subtotalCents
    deliveryChargeCents
    taxPercentage
    taxCents
    totalCents
    tender
    cashGivenCents
    changeDueCents
    printCount
    firstPrintedAt
    lastPrintedAt
    prints {
      ...OrderPrintFields
    }
    voided
    voidedAt
    voidReason
    voidedBy
    voidApprovedBy
    trip {
      driverId
      driverName
      outAt
      deliveredAt
      deliveredAtLocal
      cashedOutAt
    }
    restaurantName
    restaurantAddress
    restaurantPhone
    timeZone
    version
  }
`);
export const OrderLineResultFields = graphql(`
  fragment OrderLineResultFields on OrderLineResult {
    line {
      ...OrderLineFields
    }
    order {
      ...OrderFields
    }
  }
`);
