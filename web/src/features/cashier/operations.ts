import { graphql } from '../../graphql/generated';

/**
 * The cashier terminal's calls (docs/product.md#cashier, docs/product.md#api-orders).
 * Everything below the PIN runs in the restaurant-scoped session
 * (features/session/ScopedSessionProvider): the receipt's "taken by" is that session.
 */

export const ENTER_CASHIER_SCREEN = graphql(`
  mutation EnterCashierScreen($restaurantId: ID!, $pin: String!) {
    enterCashierScreen(restaurantId: $restaurantId, pin: $pin) {
      ...ScopedSessionFields
    }
  }
`);

/** A 5-minute manager session for one action (docs/decisions/0010-security-pin-step-up.md). */
export const CONFIRM_SECURITY_PIN = graphql(`
  mutation ConfirmSecurityPin($restaurantId: ID!, $securityPin: String!) {
    confirmSecurityPin(restaurantId: $restaurantId, securityPin: $securityPin) {
      token
    }
  }
`);

/** The whole menu in one read, searched on the screen (docs/product.md#terminal-feel). */
export const TERMINAL_MENU = graphql(`
  query TerminalMenu($restaurantId: ID!) {
    menu(restaurantId: $restaurantId) {
      restaurantId
      categories {
        id
        name
        takesToppings
        products {
          id
          categoryId
          name
          priceCents
          takesToppings
          sizes {
            id
            sizeName
            priceCents
          }
        }
      }
      specials {
        id
        name
        priceCents
        items {
          id
          productName
          quantity
        }
      }
      toppings {
        id
        name
        basePriceCents
        extras {
          id
          littlePriceCents
          regularPriceCents
          extraPriceCents
        }
      }
      sides {
        id
        name
        basePriceCents
      }
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

/** Who took a delivery and when it was delivered, as the driver screen reported it (docs/product.md#cash-out). */
graphql(`
  fragment DeliveryTrip on OrderTrip {
    driverName
    outAt
    deliveredAtLocal
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
    employeeName
    notes
    scheduleTime
    createdAtLocal
    lines {
      ...ReceiptLine
    }
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
    prints {
      number
      stamp
      printedAtLocal
    }
    voided
    voidReason
    voidedBy
    voidApprovedBy
    trip {
      ...DeliveryTrip
    }
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

export const CUSTOMER_BY_PHONE = graphql(`
  query CustomerByPhone($restaurantId: ID!, $phone: String!) {
    customerByPhone(restaurantId: $restaurantId, phone: $phone) {
      ...ReceiptCustomer
      lastOrder {
        id
        orderNumber
        createdAtLocal
        lines {
          ...ReceiptLine
        }
      }
    }
  }
`);

export const CREATE_CUSTOMER = graphql(`
  mutation CreateCustomer($input: CustomerInput!) {
    createCustomer(input: $input) {
      ...ReceiptCustomer
    }
  }
`);

export const UPDATE_CUSTOMER = graphql(`
  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {
    updateCustomer(id: $id, input: $input) {
      ...ReceiptCustomer
    }
  }
`);

export const ADDRESS_SUGGESTIONS = graphql(`
  query AddressSuggestions($query: String!) {
    addressSuggestions(query: $query) {
      label
      street1
      city
      zipcode
      country
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

export const PRINT_ORDER = graphql(`
  mutation PrintOrder($id: ID!, $tender: TenderInput, $key: String) {
    printOrder(id: $id, tender: $tender, idempotencyKey: $key) {
      print {
        number
        stamp
        printedAtLocal
      }
      order {
        ...Receipt
      }
    }
  }
`);

graphql(`
  fragment HistoryCard on Order {
    id
    orderNumber
    orderType
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
    printCount
    voided
    voidReason
    voidedBy
    voidApprovedBy
    trip {
      ...DeliveryTrip
    }
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

export const DELETE_ORDER = graphql(`
  mutation DeleteOrder($id: ID!, $reason: String) {
    deleteOrder(id: $id, reason: $reason) {
      success
      message
    }
  }
`);
