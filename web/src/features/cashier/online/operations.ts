import { graphql } from '../../../graphql/generated';

/** Online orders at the counter (docs/decisions/0062-online-ordering.md): waiting first, then today's decided. */
export const ONLINE_ORDER_FIELDS = graphql(`
  fragment OnlineOrderFields on OnlineOrder {
    orderId
    orderNumber
    orderType
    customerName
    decision
    payment
    readyAt
    rejectReason
    decidedBy
    receivedAt
    scheduleTime
    totalCents
    order {
      id
      version
      notes
      tender
      paidOnline
      printCount
      pickedUpAtLocal
      pickedUpBy
      customer {
        id
        phoneNumber
        street1
        city
        zipcode
      }
      typedCustomer {
        ...TypedCustomerFields
      }
      lines {
        id
        quantity
        productName
        priceCents
      }
    }
  }
`);

export const ONLINE_ORDERS = graphql(`
  query OnlineOrders($restaurantId: ID!) {
    onlineOrders(restaurantId: $restaurantId) {
      ...OnlineOrderFields
    }
    onlineSettings(restaurantId: $restaurantId) {
      ...OnlineBusyFields
    }
  }
`);

graphql(`
  fragment OnlineBusyFields on OnlineSettings {
    restaurantId
    enabled
    prepMinutes
    timeZone
    pausedUntil
    busyMinutes
    busyUntil
  }
`);

/** Busy at the counter (docs/decisions/0072-busy-at-the-counter.md): a pause, or minutes added to the quote. */
export const SET_ONLINE_BUSY = graphql(`
  mutation SetOnlineBusy($restaurantId: ID!, $input: OnlineBusyInput!) {
    setOnlineBusy(restaurantId: $restaurantId, input: $input) {
      ...OnlineBusyFields
    }
  }
`);

export const ACCEPT_ONLINE_ORDER = graphql(`
  mutation AcceptOnlineOrder($orderId: ID!, $readyInMinutes: Int) {
    acceptOnlineOrder(orderId: $orderId, readyInMinutes: $readyInMinutes) {
      ...OnlineOrderFields
      order {
        ...Receipt
      }
    }
  }
`);

export const REJECT_ONLINE_ORDER = graphql(`
  mutation RejectOnlineOrder($orderId: ID!, $reason: String!) {
    rejectOnlineOrder(orderId: $orderId, reason: $reason) {
      ...OnlineOrderFields
    }
  }
`);
