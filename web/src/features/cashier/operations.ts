import { graphql } from '../../graphql/generated';

/**
 * The cashier terminal's calls (docs/product.md#cashier, docs/product.md#api-orders).
 * Everything below the PIN runs in the restaurant-scoped session
 * (features/session/ScopedSessionProvider): the receipt's "taken by" is that session.
 */

/** An approval: a 5-minute manager session for one action on one order or line, used once (docs/decisions/0049-approvals.md). */
export const CONFIRM_SECURITY_PIN = graphql(`
  mutation ConfirmSecurityPin($restaurantId: ID!, $securityPin: String!, $action: ApprovalInput!) {
    confirmSecurityPin(restaurantId: $restaurantId, securityPin: $securityPin, action: $action) {
      token
    }
  }
`);

graphql(`
  fragment ReceiptCustomer on Customer {
    id
    fullName
    phoneNumber
    street1
    street2
    city
    zipcode
    country
    notes
  }
`);

graphql(`
  fragment LineSelectionFields on LineSelection {
    productId
    sizeId
    specialId
    sideId
    toppings {
      toppingId
      level
      placement
    }
    sides
    items {
      itemId
      toppings {
        toppingId
        level
        placement
      }
      sides
    }
  }
`);

graphql(`
  fragment ReceiptLine on OrderLine {
    id
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
    selection {
      ...LineSelectionFields
    }
    voided
    voidReason
    voidedBy
    voidApprovedBy
  }
`);

/** A discount on the order or one of its lines (docs/product.md#discounts): the receipt shows what it takes off. */
graphql(`
  fragment ReceiptDiscount on OrderDiscount {
    id
    lineId
    name
    kind
    percent
    amountCents
    takenCents
    capCents
    reason
  }
`);

/** Who took a delivery and when it was delivered, as the driver screen reported it (docs/product.md#cash-out). */
graphql(`
  fragment DeliveryTrip on OrderTrip {
    driverName
    outAt
    deliveredAtLocal
  }
`);

/**
 * What has become of an order since it was rung up, as the receipt and the history's card both show it: voided
 * (why, by whom, approved by whom), still being taken on a terminal, out with a driver.
 */
graphql(`
  fragment OrderState on Order {
    voided
    voidReason
    voidedBy
    voidApprovedBy
    beingTakenUntil
    pickedUpAtLocal
    pickedUpBy
    trip {
      ...DeliveryTrip
    }
  }
`);

/** Everything a receipt shows (docs/product.md#receipt). */
graphql(`
  fragment Receipt on Order {
    id
    restaurantId
    orderNumber
    orderType
    customerId
    customer {
      ...ReceiptCustomer
    }
    typedCustomer {
      ...TypedCustomerFields
    }
    employeeName
    notes
    scheduleTime
    createdAtLocal
    lines {
      ...ReceiptLine
    }
    itemsCents
    discounts {
      ...ReceiptDiscount
    }
    discountCents
    subtotalCents
    deliveryChargeCents
    taxPercentage
    taxCents
    totalCents
    tender
    paidInParts
    payments {
      status
      kind
      amountCents
      tipCents
    }
    cashGivenCents
    changeDueCents
    printCount
    firstPrintedAt
    prints {
      number
      stamp
      printedAtLocal
    }
    ...OrderState
    restaurantName
    restaurantAddress
    restaurantPhone
    timeZone
    version
  }
`);

export const ORDER = graphql(`
  query Order($id: ID!) {
    order(id: $id) {
      ...Receipt
    }
  }
`);

export const CREATE_ORDER = graphql(`
  mutation CreateOrder($input: CreateOrderInput!, $key: String) {
    createOrder(input: $input, idempotencyKey: $key) {
      ...Receipt
    }
  }
`);

export const UPDATE_ORDER = graphql(`
  mutation UpdateOrder($id: ID!, $input: UpdateOrderInput!, $reason: String) {
    updateOrder(id: $id, input: $input, reason: $reason) {
      ...Receipt
    }
  }
`);

export const ADD_ORDER_LINE = graphql(`
  mutation AddOrderLine($input: OrderLineInput!, $key: String) {
    addOrderLine(input: $input, idempotencyKey: $key) {
      line {
        id
      }
      order {
        ...Receipt
      }
    }
  }
`);

export const ADD_OPEN_ITEM = graphql(`
  mutation AddOpenItem($input: OpenItemInput!, $key: String) {
    addOpenItem(input: $input, idempotencyKey: $key) {
      line {
        id
      }
      order {
        ...Receipt
      }
    }
  }
`);

export const REMOVE_ORDER_LINE = graphql(`
  mutation RemoveOrderLine($id: ID!, $reason: String) {
    removeOrderLine(id: $id, reason: $reason) {
      ...Receipt
    }
  }
`);

/** What a print answers: its number and stamp, and the order as printed. */
export const PRINTED_ORDER = graphql(`
  fragment PrintStamp on OrderPrint {
    number
    stamp
    printedAtLocal
  }

  fragment PrintedOrder on PrintResult {
    print {
      ...PrintStamp
    }
    order {
      ...Receipt
    }
  }
`);

export const PRINT_ORDER = graphql(`
  mutation PrintOrder($id: ID!, $tender: TenderInput, $key: String, $terminal: String) {
    printOrder(id: $id, tender: $tender, idempotencyKey: $key, terminal: $terminal) {
      ...PrintedOrder
    }
  }
`);

/** A new order whole, in one request (docs/decisions/0059-place-order.md): at Print with its tender, or saved to hold. */
export const PLACE_ORDER = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!, $key: String) {
    placeOrder(input: $input, idempotencyKey: $key) {
      print {
        ...PrintStamp
      }
      order {
        ...Receipt
      }
    }
  }
`);

/**
 * This tablet registered once for the restaurant: a tag of its own for the numbers it prints offline and a key
 * it sends with its heartbeat and its papers (docs/decisions/0052-offline-papers-checked.md).
 */
export const REGISTER_TERMINAL = graphql(`
  mutation RegisterTerminal($restaurantId: ID!) {
    registerTerminal(restaurantId: $restaurantId) {
      id
      tag
      key
    }
  }
`);

/** The tablet's heartbeat while its cashier screen is open and online: what it holds and what waits on it. */
export const TERMINAL_SEEN = graphql(`
  mutation TerminalSeen($input: TerminalSeenInput!) {
    terminalSeen(input: $input) {
      heardAt
    }
  }
`);
