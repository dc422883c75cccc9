import { graphql } from '../../../graphql/generated';

/** A part of a split as the dialog and its slip read it (docs/decisions/0084-split-payments.md). */
graphql(`
  fragment SplitPart on OrderPayment {
    id
    kind
    status
    amountCents
    tipCents
    lineIds
    cashGivenCents
    readerName
    refundStatus
  }
`);

/** The order being split: what it owes now, its lines to pay by items, and the parts so far. */
export const SPLIT_ORDER = graphql(`
  query SplitOrder($id: ID!) {
    order(id: $id) {
      id
      orderNumber
      orderType
      totalCents
      dueCents
      lines {
        id
        productName
        quantity
        priceCents
        voided
      }
      payments {
        ...SplitPart
      }
    }
  }
`);

export const PAY_ORDER_PART = graphql(`
  mutation PayOrderPart($orderId: ID!, $input: OrderPartInput!, $key: String!, $terminal: String) {
    payOrderPart(orderId: $orderId, input: $input, idempotencyKey: $key, terminal: $terminal) {
      part {
        ...SplitPart
      }
      order {
        id
        dueCents
        paidInParts
        version
      }
    }
  }
`);
