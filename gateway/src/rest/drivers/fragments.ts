import { graphql } from '../generated';

/** What the drivers' REST tables read of a delivery order, a trip, a cash-out and a driver's balance. */

export const DeliveryOrderFields = graphql(`
  fragment DeliveryOrderFields on DeliveryOrder {
    orderId
    orderNumber
    customerName
    customerPhone
    street1
    street2
    city
    zipcode
    lineCount
    deliveryChargeCents
    totalCents
    createdAt
    createdAtLocalIso
    firstPrintedAt
    scheduleTime
  }
`);
export const DriverTripFields = graphql(`
  fragment DriverTripFields on DriverTrip {
    id
    orderId
    orderNumber
    driver {
      id
      name
    }
    customerName
    street1
    street2
    city
    zipcode
    totalCents
    deliveryChargeCents
    owedCents
    status
    assignedAt
    assignedAtLocalIso
    assignedBy
    outAt
    backAt
    cashoutId
    orderDeleted
  }
`);
export const DriverCashoutFields = graphql(`
  fragment DriverCashoutFields on DriverCashout {
    id
    driver {
      id
      name
    }
    tripCount
    ordersTotalCents
    deliveryChargesCents
    floatCents
    adjustmentsCents
    expectedCents
    countedCents
    overShortCents
    approvedBy
    approvedByRole
    cashedOutAt
    cashedOutAtLocalIso
  }
`);
export const CashoutRequestFields = graphql(`
  fragment CashoutRequestFields on CashoutRequest {
    status
    idempotencyKey
    cashout {
      ...DriverCashoutFields
    }
  }
`);
export const DriverBalanceFields = graphql(`
  fragment DriverBalanceFields on DriverBalance {
    driver {
      id
      name
    }
    owedCents
    ordersTotalCents
    deliveryChargesCents
    floatCents
    adjustmentsCents
    openTrips
    tripsOut
    out
    lastCashedOutAt
  }
`);
