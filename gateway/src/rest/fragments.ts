import { graphql } from './generated';

/**
 * The selections only the REST tables share, as GraphQL fragments: code
 * generation types every operation that spreads them. Those the web app asks
 * for too are in gateway/fragments.graphql.
 */
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
export const OrderDiscountFields = graphql(`
  fragment OrderDiscountFields on OrderDiscount {
    id
    lineId
    discountId
    name
    kind
    percent
    amountCents
    takenCents
    reason
    givenBy
    approvedBy
    createdAt
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
    itemsCents
    discounts {
      ...OrderDiscountFields
    }
    discountCents
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
    beingTakenUntil
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
