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
      restaurantId
      prepMinutes
      timeZone
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
