import { graphql } from '../../graphql/generated';

/**
 * The kitchen display's calls (docs/product.md#kitchen-display, services/orders/src/kitchen). Everything below
 * the PIN runs in the display's restaurant-scoped session: a worker's own, or a manager's.
 */

export const KITCHEN_TICKET = graphql(`
  fragment KitchenTicketFields on KitchenTicket {
    orderId
    orderNumber
    offlineNumber
    orderType
    channel
    customerName
    scheduleTime
    fireAt
    notes
    sentAt
    readyAt
    readyBy
    voided
    payment
    version
    lines {
      id
      quantity
      parts {
        text
        depth
      }
      notes
      station
      doneAt
      added
      voided
    }
  }
`);

export const KITCHEN_BOARD = graphql(`
  query KitchenBoard($restaurantId: ID!) {
    kitchenBoard(restaurantId: $restaurantId) {
      restaurantId
      tickets {
        ...KitchenTicketFields
      }
      bumped {
        ...KitchenTicketFields
      }
      settings {
        restaurantId
        amberMinutes
        redMinutes
        prepMinutes
        staleMinutes
        stationNames
      }
    }
  }
`);

/** One ticket, for a display that heard a live notice about its order (docs/decisions/0056-screens-by-the-order.md). */
export const ONE_TICKET = graphql(`
  query KitchenTicketOf($restaurantId: ID!, $orderId: ID!) {
    kitchenTicket(restaurantId: $restaurantId, orderId: $orderId) {
      ...KitchenTicketFields
    }
  }
`);

export const MARK_LINE_DONE = graphql(`
  mutation MarkLineDone($id: ID!, $done: Boolean!) {
    markLineDone(id: $id, done: $done) {
      ...KitchenTicketFields
    }
  }
`);

export const MARK_ORDER_READY = graphql(`
  mutation MarkOrderReady($id: ID!) {
    markOrderReady(id: $id) {
      ...KitchenTicketFields
    }
  }
`);

export const RECALL_ORDER = graphql(`
  mutation RecallOrder($id: ID!) {
    recallOrder(id: $id) {
      ...KitchenTicketFields
    }
  }
`);

export const CLEAR_OLD_TICKETS = graphql(`
  mutation ClearOldTickets($restaurantId: ID!) {
    clearOldTickets(restaurantId: $restaurantId) {
      cleared
    }
  }
`);
