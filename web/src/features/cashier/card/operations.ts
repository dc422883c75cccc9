import { graphql } from '../../../graphql/generated';

/** A card payment on the tablet's reader (docs/decisions/0080-card-payments-at-the-counter.md). */
graphql(`
  fragment CardPart on OrderPayment {
    id
    orderId
    status
    amountCents
    tipCents
    failure
    readerName
    waitedTooLong
  }
`);

/** The card reader placed by this tablet, if any: Print with card sends the total to it. */
export const TERMINAL_CARD_READER = graphql(`
  query TerminalCardReader($restaurantId: ID!, $terminal: String!) {
    terminalCardReader(restaurantId: $restaurantId, terminal: $terminal) {
      id
      name
    }
  }
`);

export const TAKE_CARD_PAYMENT = graphql(`
  mutation TakeCardPayment($orderId: ID!, $terminal: String!, $split: SplitInput) {
    takeCardPayment(orderId: $orderId, terminal: $terminal, split: $split) {
      ...CardPart
    }
  }
`);

export const CARD_PAYMENT = graphql(`
  query CardPayment($id: ID!) {
    cardPayment(id: $id) {
      ...CardPart
    }
  }
`);

export const CANCEL_CARD_PAYMENT = graphql(`
  mutation CancelCardPayment($id: ID!) {
    cancelCardPayment(id: $id) {
      ...CardPart
    }
  }
`);
