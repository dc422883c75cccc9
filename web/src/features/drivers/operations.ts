import { graphql } from '../../graphql/generated';

/**
 * The driver screens' calls (docs/product.md#drivers, services/drivers). Everything
 * below the PIN runs in the driver screen's restaurant-scoped session
 * (features/session/ScopedSessionProvider): a driver's own, or a manager's.
 */

/** An approval for cashing out one driver, once (docs/decisions/0021-cash-outs.md, 0049-approvals.md). */
export const CONFIRM_CASHOUT_PIN = graphql(`
  mutation ConfirmCashoutPin($restaurantId: ID!, $securityPin: String!, $action: ApprovalInput!) {
    confirmSecurityPin(restaurantId: $restaurantId, securityPin: $securityPin, action: $action) {
      token
    }
  }
`);

graphql(`
  fragment WaitingDelivery on DeliveryOrder {
    orderId
    orderNumber
    customerName
    street1
    street2
    city
    zipcode
    totalCents
    createdAt
    createdAtLocal
    firstPrintedAt
    scheduleTime
    readyAt
  }
`);

export const UNASSIGNED_ORDERS = graphql(`
  query UnassignedOrders($restaurantId: ID!) {
    unassignedOrders(restaurantId: $restaurantId) {
      ...WaitingDelivery
    }
  }
`);

graphql(`
  fragment DriverTripCard on DriverTrip {
    id
    orderId
    orderNumber
    customerName
    street1
    street2
    city
    zipcode
    totalCents
    deliveryChargeCents
    owedCents
    paidByCardCents
    cardTipCents
    status
    assignedAt
    assignedAtLocal
    cashoutId
    orderDeleted
  }
`);

/** A delivery paid at the door by QR (docs/decisions/0081-paid-at-the-door-by-qr.md): the link, then its state. */
graphql(`
  fragment DoorPaymentFields on DoorPayment {
    id
    orderId
    status
    amountCents
    tipCents
    failure
    link
  }
`);

export const ASK_DOOR_PAYMENT = graphql(`
  mutation AskDoorPayment($orderId: ID!) {
    askDoorPayment(orderId: $orderId) {
      ...DoorPaymentFields
    }
  }
`);

export const DOOR_PAYMENT = graphql(`
  query DoorPayment($id: ID!) {
    doorPayment(id: $id) {
      ...DoorPaymentFields
    }
  }
`);

graphql(`
  fragment DriverOutCard on DriverOut {
    driver {
      id
      name
    }
    leftAt
    leftAtLocal
    trips {
      id
      orderNumber
    }
  }
`);

export const DRIVERS_OUT = graphql(`
  query DriversOut($restaurantId: ID!) {
    driversOut(restaurantId: $restaurantId) {
      ...DriverOutCard
    }
  }
`);

/** One waiting delivery and one driver out, for a screen that heard a notice naming them (decision 0056). */
export const ONE_WAITING = graphql(`
  query WaitingDeliveryOf($restaurantId: ID!, $orderId: ID!) {
    unassignedOrder(restaurantId: $restaurantId, orderId: $orderId) {
      ...WaitingDelivery
    }
  }
`);

export const ONE_DRIVER_OUT = graphql(`
  query DriverOutOf($restaurantId: ID!, $driverId: ID!) {
    driverOut(restaurantId: $restaurantId, driverId: $driverId) {
      ...DriverOutCard
    }
  }
`);

export const ASSIGN_ORDERS = graphql(`
  mutation AssignOrders($input: AssignOrdersInput!) {
    assignOrders(input: $input) {
      success
      message
      trips {
        id
        orderNumber
        driver {
          id
          name
        }
      }
      taken {
        orderId
        orderNumber
        driverName
      }
      unavailable
    }
  }
`);

export const MARK_DRIVER_BACK = graphql(`
  mutation MarkDriverBack($driverId: ID!, $key: String) {
    markDriverBack(driverId: $driverId, idempotencyKey: $key) {
      success
      message
      trips
    }
  }
`);

graphql(`
  fragment CashoutFields on DriverCashout {
    id
    tripCount
    ordersTotalCents
    deliveryChargesCents
    floatCents
    paidByCardCents
    cardTipsCents
    expectedCents
    countedCents
    overShortCents
    approvedBy
    approvedByRole
    cashedOutAt
    cashedOutAtLocal
  }
`);

graphql(`
  fragment DriverBalanceCard on DriverBalance {
    driver {
      id
      name
    }
    owedCents
    ordersTotalCents
    deliveryChargesCents
    floatCents
    adjustmentsCents
    paidByCardCents
    cardTipsCents
    openTrips
    out
    onShift
    onShiftSince
    onBreak
    lastCashedOutAt
    lastCashedOutAtLocal
  }
`);

export const DRIVERS = graphql(`
  query Drivers($restaurantId: ID!) {
    drivers(restaurantId: $restaurantId) {
      ...DriverBalanceCard
    }
  }
`);

export const DRIVER_PAGE = graphql(`
  query DriverPage($driverId: ID!, $period: DriverPeriod!) {
    driverBalance(driverId: $driverId) {
      ...DriverBalanceCard
    }
    driverOrders(driverId: $driverId, period: $period) {
      ...DriverTripCard
    }
  }
`);

export const DRIVER_CASHOUTS = graphql(`
  query DriverCashouts($driverId: ID!) {
    driverCashouts(driverId: $driverId, first: 20) {
      ...CashoutFields
    }
  }
`);

/** A cash-out asked for with its key, as the cashout dialog follows it: its state and, once done, the cash-out. */
graphql(`
  fragment CashoutAnswer on CashoutRequest {
    status
    idempotencyKey
    cashout {
      ...CashoutFields
    }
  }
`);

export const CASH_OUT_DRIVER = graphql(`
  mutation CashOutDriver($input: CashOutInput!, $idempotencyKey: String!) {
    cashOutDriver(input: $input, idempotencyKey: $idempotencyKey) {
      ...CashoutAnswer
    }
  }
`);

export const CASHOUT_REQUEST = graphql(`
  query CashoutRequest($driverId: ID!, $idempotencyKey: String!) {
    cashoutRequest(driverId: $driverId, idempotencyKey: $idempotencyKey) {
      ...CashoutAnswer
    }
  }
`);
