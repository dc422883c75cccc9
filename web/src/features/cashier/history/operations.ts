import { graphql } from '../../../graphql/generated';

/** The order history's calls (docs/product.md#order-history): a card per order, a page at a time; a delete. */
graphql(`
  fragment HistoryCard on Order {
    id
    orderNumber
    offlineNumber
    paperPrintedAtLocal
    paperTimeKept
    orderType
    channel
    createdAt
    createdAtLocal
    employeeName
    scheduleTime
    customer {
      id
      fullName
      phoneNumber
      street1
      city
    }
    totalCents
    tender
    paidOnline
    paidInParts
    payments {
      id
      kind
      status
      amountCents
      tipCents
      refundStatus
      refundFailure
      refundedCents
    }
    printCount
    ...OrderState
    firstPrintedAt
    readyAt
    readyBy
    timeZone
    version
  }
`);

export const ORDER_HISTORY = graphql(`
  query OrderHistory($restaurantId: ID!, $filter: OrderFilter, $first: Int, $before: Int) {
    orders(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {
      orders {
        ...HistoryCard
      }
      nextBefore
    }
  }
`);

/** One card, for a screen that heard a live notice about its order (docs/decisions/0056-screens-by-the-order.md). */
export const HISTORY_CARD = graphql(`
  query HistoryCardOf($id: ID!) {
    order(id: $id) {
      ...HistoryCard
      inHistory
    }
  }
`);

export const DELETE_ORDER = graphql(`
  mutation DeleteOrder($id: ID!, $reason: String, $terminal: String) {
    deleteOrder(id: $id, reason: $reason, terminal: $terminal) {
      success
      message
    }
  }
`);

/**
 * How a printed order was paid, corrected with a reason (docs/decisions/0071-one-ledger.md): the card as it
 * stands after, so the history shows the new tender at once.
 */
export const CORRECT_TENDER = graphql(`
  mutation CorrectTender($id: ID!, $tender: TenderInput!, $reason: String!, $key: String, $terminal: String) {
    correctTender(id: $id, tender: $tender, reason: $reason, idempotencyKey: $key, terminal: $terminal) {
      ...HistoryCard
    }
  }
`);

/** A voided order's refunds to the card that Stripe refused, asked again (docs/decisions/0080-card-payments-at-the-counter.md). */
export const RETRY_CARD_REFUND = graphql(`
  mutation RetryCardRefund($orderId: ID!) {
    retryCardRefund(orderId: $orderId) {
      success
      message
    }
  }
`);

/** A part of an order's payment given back, all or some of it (docs/decisions/0084-split-payments.md). */
export const GIVE_BACK_PART = graphql(`
  mutation GiveBackPart(
    $orderId: ID!
    $partId: ID!
    $amountCents: Int!
    $reason: String!
    $key: String
    $terminal: String
  ) {
    giveBackPart(
      orderId: $orderId
      partId: $partId
      amountCents: $amountCents
      reason: $reason
      idempotencyKey: $key
      terminal: $terminal
    ) {
      ...HistoryCard
    }
  }
`);
