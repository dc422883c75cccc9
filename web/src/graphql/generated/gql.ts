/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment RestaurantFields on Restaurant {\n  id\n  ownerId\n  name\n  description\n  taxPercentage\n  deliveryChargeCents\n  fullAddress\n  phoneNumber\n  timeZone\n  createdAt\n}\n\nfragment ScopedSessionFields on ScopedSession {\n  token\n  restaurantId\n  role\n  employeeId\n  name\n  expiresAt\n}\n\nfragment EmployeeFields on Employee {\n  id\n  restaurantId\n  name\n  role\n  maskedPin\n}\n\nfragment UserFields on User {\n  id\n  fullname\n  email\n  role\n  profilePicture\n  demo\n}\n\nfragment OrderSettingsFields on OrderSettings {\n  restaurantId\n  halfToppingPricing\n  voidApprovalMinutes\n  takingMinutes\n  discountApprovalCents\n  drawerPayoutApprovalCents\n  drawerDropApprovalCents\n  tipsOffered\n  tipPercents\n}\n\nfragment CardReaderFields on CardReader {\n  id\n  restaurantId\n  name\n  terminalId\n  terminalTag\n  deviceType\n  sandboxUrl\n  registeredAt\n  registeredBy\n}\n\nfragment DiscountFields on Discount {\n  id\n  restaurantId\n  name\n  kind\n  percent\n  amountCents\n  typedAtCounter\n  appliesTo\n  active\n}\n\nfragment SizeFields on ProductSize {\n  id\n  productId\n  sizeName\n  priceCents\n}\n\nfragment ProductFields on Product {\n  id\n  numericId\n  restaurantId\n  categoryId\n  name\n  priceCents\n  sizes {\n    ...SizeFields\n  }\n  takesToppings\n  description\n  photo {\n    thumb\n    card\n    large\n  }\n}\n\nfragment CategoryFields on Category {\n  id\n  restaurantId\n  name\n  takesToppings\n}\n\nfragment SpecialItemFields on SpecialItem {\n  id\n  specialId\n  productName\n  quantity\n}\n\nfragment SpecialFields on Special {\n  id\n  numericId\n  restaurantId\n  name\n  priceCents\n  items {\n    ...SpecialItemFields\n  }\n}\n\nfragment ToppingExtraFields on ToppingExtra {\n  id\n  toppingId\n  littlePriceCents\n  regularPriceCents\n  extraPriceCents\n}\n\nfragment ToppingFields on Topping {\n  id\n  numericId\n  restaurantId\n  name\n  basePriceCents\n  extras {\n    ...ToppingExtraFields\n  }\n}\n\nfragment SideFields on Side {\n  id\n  restaurantId\n  name\n  basePriceCents\n}\n\nfragment DrawerMoveFields on DrawerMove {\n  id\n  kind\n  amountCents\n  what\n  reason\n  by\n  approvedBy\n  orderId\n  orderNumber\n  cashGivenCents\n  changeCents\n  at\n  atLocal\n}\n\nfragment TerminalDrawerFields on TerminalDrawer {\n  id\n  restaurantId\n  terminalId\n  terminalTag\n  day\n  openedAt\n  openedAtLocal\n  openedBy\n  floatCents\n  handMoves {\n    ...DrawerMoveFields\n  }\n}\n\nfragment DrawerFields on Drawer {\n  id\n  restaurantId\n  terminalId\n  terminalTag\n  day\n  open\n  openedAt\n  openedAtLocal\n  openedBy\n  closedAt\n  closedAtLocal\n  closedBy\n  floatCents\n  cashSales\n  cashSalesCents\n  cashGivenCents\n  changeGivenCents\n  cashChanges\n  cashChangesCents\n  refunds\n  refundsCents\n  corrections\n  correctionsCents\n  paidInCents\n  paidOutCents\n  dropsCents\n  expectedCents\n  countedCents\n  overShortCents\n  moves {\n    ...DrawerMoveFields\n  }\n}": typeof types.RestaurantFieldsFragmentDoc,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      success\n      message\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($email: String!, $token: String!, $password: String!) {\n    resetPassword(email: $email, token: $token, password: $password) {\n      success\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query User($id: ID!) {\n    user(id: $id) {\n      ...UserFields\n    }\n  }\n": typeof types.UserDocument,
    "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      success\n      message\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  fragment AuditLine on AuditEntry {\n    id\n    atLocal\n    kind\n    summary\n    actorName\n    session\n    approverName\n    orderNumber\n    amountBeforeCents\n    amountAfterCents\n    reason\n    cursor\n  }\n": typeof types.AuditLineFragmentDoc,
    "\n  query AuditTrail($restaurantId: ID!, $filter: AuditFilter, $first: Int, $before: String) {\n    ordersAudit(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {\n      entries {\n        ...AuditLine\n      }\n      nextBefore\n    }\n    driversAudit(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {\n      entries {\n        ...AuditLine\n      }\n      nextBefore\n    }\n    authAudit(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {\n      entries {\n        ...AuditLine\n      }\n      nextBefore\n    }\n  }\n": typeof types.AuditTrailDocument,
    "\n  query AuditStaff($restaurantId: ID!) {\n    employees(restaurantId: $restaurantId) {\n      id\n      name\n      role\n    }\n  }\n": typeof types.AuditStaffDocument,
    "\n  query AuditOfflinePapers($restaurantId: ID!) {\n    offlinePapers(restaurantId: $restaurantId) {\n      restaurantId\n      terminals {\n        id\n        tag\n        lastSeenAt\n        arrived\n        waiting\n        missing\n      }\n    }\n  }\n": typeof types.AuditOfflinePapersDocument,
    "\n  query Plans {\n    plans {\n      id\n      name\n      priceCents\n      restaurants\n      priceId\n    }\n  }\n": typeof types.PlansDocument,
    "\n  query Subscription($userId: ID!) {\n    subscription(userId: $userId) {\n      status\n      planId\n      planName\n      numberOfRestaurants\n      currentPeriodEnd\n      cancelAtPeriodEnd\n      stripeCustomerId\n    }\n  }\n": typeof types.SubscriptionDocument,
    "\n  mutation CreateCheckoutSession($input: CheckoutInput!) {\n    createCheckoutSession(input: $input) {\n      sessionId\n      url\n    }\n  }\n": typeof types.CreateCheckoutSessionDocument,
    "\n  mutation CreatePortalSession($customerId: String) {\n    createPortalSession(customerId: $customerId) {\n      url\n    }\n  }\n": typeof types.CreatePortalSessionDocument,
    "\n  fragment CardPart on OrderPayment {\n    id\n    orderId\n    status\n    amountCents\n    tipCents\n    failure\n    readerName\n    waitedTooLong\n  }\n": typeof types.CardPartFragmentDoc,
    "\n  query TerminalCardReader($restaurantId: ID!, $terminal: String!) {\n    terminalCardReader(restaurantId: $restaurantId, terminal: $terminal) {\n      id\n      name\n    }\n  }\n": typeof types.TerminalCardReaderDocument,
    "\n  mutation TakeCardPayment($orderId: ID!, $terminal: String!, $split: SplitInput) {\n    takeCardPayment(orderId: $orderId, terminal: $terminal, split: $split) {\n      ...CardPart\n    }\n  }\n": typeof types.TakeCardPaymentDocument,
    "\n  query CardPayment($id: ID!) {\n    cardPayment(id: $id) {\n      ...CardPart\n    }\n  }\n": typeof types.CardPaymentDocument,
    "\n  mutation CancelCardPayment($id: ID!) {\n    cancelCardPayment(id: $id) {\n      ...CardPart\n    }\n  }\n": typeof types.CancelCardPaymentDocument,
    "\n  query CustomerByPhone($restaurantId: ID!, $phone: String!) {\n    customerByPhone(restaurantId: $restaurantId, phone: $phone) {\n      ...ReceiptCustomer\n      lastOrder {\n        id\n        orderNumber\n        createdAtLocal\n        lines {\n          ...ReceiptLine\n        }\n      }\n    }\n  }\n": typeof types.CustomerByPhoneDocument,
    "\n  mutation CreateCustomer($input: CustomerInput!) {\n    createCustomer(input: $input) {\n      ...ReceiptCustomer\n    }\n  }\n": typeof types.CreateCustomerDocument,
    "\n  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      ...ReceiptCustomer\n    }\n  }\n": typeof types.UpdateCustomerDocument,
    "\n  query AddressSuggestions($query: String!) {\n    addressSuggestions(query: $query) {\n      label\n      street1\n      city\n      zipcode\n      country\n    }\n  }\n": typeof types.AddressSuggestionsDocument,
    "\n  fragment TypedCustomerFields on TypedCustomer {\n    fullName\n    phoneNumber\n    street1\n    street2\n    city\n    zipcode\n    matchedName\n    matchedAddress\n  }\n": typeof types.TypedCustomerFieldsFragmentDoc,
    "\n  query TerminalDiscounts($restaurantId: ID!) {\n    discounts(restaurantId: $restaurantId) {\n      ...DiscountFields\n    }\n  }\n": typeof types.TerminalDiscountsDocument,
    "\n  mutation GiveDiscount($input: GiveDiscountInput!, $key: String) {\n    giveDiscount(input: $input, idempotencyKey: $key) {\n      discountId\n      order {\n        ...Receipt\n      }\n    }\n  }\n": typeof types.GiveDiscountDocument,
    "\n  mutation RemoveDiscount($id: ID!) {\n    removeDiscount(id: $id) {\n      ...Receipt\n    }\n  }\n": typeof types.RemoveDiscountDocument,
    "\n  query TerminalDrawerNow($terminalId: ID!) {\n    terminalDrawer(terminalId: $terminalId) {\n      ...TerminalDrawerFields\n    }\n  }\n": typeof types.TerminalDrawerNowDocument,
    "\n  mutation OpenTheDrawer($input: OpenDrawerInput!, $key: String) {\n    openDrawer(input: $input, idempotencyKey: $key) {\n      ...TerminalDrawerFields\n    }\n  }\n": typeof types.OpenTheDrawerDocument,
    "\n  mutation MoveTheDrawer($input: DrawerMoveInput!, $key: String) {\n    moveDrawer(input: $input, idempotencyKey: $key) {\n      ...TerminalDrawerFields\n    }\n  }\n": typeof types.MoveTheDrawerDocument,
    "\n  mutation CloseTheDrawer($input: CloseDrawerInput!, $key: String) {\n    closeDrawer(input: $input, idempotencyKey: $key) {\n      ...DrawerFields\n    }\n  }\n": typeof types.CloseTheDrawerDocument,
    "\n  fragment HistoryCard on Order {\n    id\n    orderNumber\n    offlineNumber\n    paperPrintedAtLocal\n    paperTimeKept\n    orderType\n    channel\n    createdAt\n    createdAtLocal\n    employeeName\n    scheduleTime\n    customer {\n      id\n      fullName\n      phoneNumber\n      street1\n      city\n    }\n    totalCents\n    tender\n    paidOnline\n    paidInParts\n    payments {\n      id\n      kind\n      status\n      amountCents\n      tipCents\n      refundStatus\n      refundFailure\n      refundedCents\n    }\n    printCount\n    ...OrderState\n    firstPrintedAt\n    readyAt\n    readyBy\n    timeZone\n    version\n  }\n": typeof types.HistoryCardFragmentDoc,
    "\n  query OrderHistory($restaurantId: ID!, $filter: OrderFilter, $first: Int, $before: Int) {\n    orders(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {\n      orders {\n        ...HistoryCard\n      }\n      nextBefore\n    }\n  }\n": typeof types.OrderHistoryDocument,
    "\n  query HistoryCardOf($id: ID!) {\n    order(id: $id) {\n      ...HistoryCard\n      inHistory\n    }\n  }\n": typeof types.HistoryCardOfDocument,
    "\n  mutation DeleteOrder($id: ID!, $reason: String, $terminal: String) {\n    deleteOrder(id: $id, reason: $reason, terminal: $terminal) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteOrderDocument,
    "\n  mutation CorrectTender($id: ID!, $tender: TenderInput!, $reason: String!, $key: String, $terminal: String) {\n    correctTender(id: $id, tender: $tender, reason: $reason, idempotencyKey: $key, terminal: $terminal) {\n      ...HistoryCard\n    }\n  }\n": typeof types.CorrectTenderDocument,
    "\n  mutation RetryCardRefund($orderId: ID!) {\n    retryCardRefund(orderId: $orderId) {\n      success\n      message\n    }\n  }\n": typeof types.RetryCardRefundDocument,
    "\n  mutation GiveBackPart(\n    $orderId: ID!\n    $partId: ID!\n    $amountCents: Int!\n    $reason: String!\n    $key: String\n    $terminal: String\n  ) {\n    giveBackPart(\n      orderId: $orderId\n      partId: $partId\n      amountCents: $amountCents\n      reason: $reason\n      idempotencyKey: $key\n      terminal: $terminal\n    ) {\n      ...HistoryCard\n    }\n  }\n": typeof types.GiveBackPartDocument,
    "\n  query TerminalMenu($restaurantId: ID!) {\n    menu(restaurantId: $restaurantId) {\n      ...PricedMenu\n    }\n  }\n": typeof types.TerminalMenuDocument,
    "\n  fragment OnlineOrderFields on OnlineOrder {\n    orderId\n    orderNumber\n    orderType\n    customerName\n    decision\n    payment\n    readyAt\n    rejectReason\n    decidedBy\n    receivedAt\n    scheduleTime\n    totalCents\n    order {\n      id\n      version\n      notes\n      tender\n      paidOnline\n      printCount\n      pickedUpAtLocal\n      pickedUpBy\n      customer {\n        id\n        phoneNumber\n        street1\n        city\n        zipcode\n      }\n      typedCustomer {\n        ...TypedCustomerFields\n      }\n      lines {\n        id\n        quantity\n        productName\n        priceCents\n      }\n    }\n  }\n": typeof types.OnlineOrderFieldsFragmentDoc,
    "\n  query OnlineOrders($restaurantId: ID!) {\n    onlineOrders(restaurantId: $restaurantId) {\n      ...OnlineOrderFields\n    }\n    onlineSettings(restaurantId: $restaurantId) {\n      ...OnlineBusyFields\n    }\n  }\n": typeof types.OnlineOrdersDocument,
    "\n  fragment OnlineBusyFields on OnlineSettings {\n    restaurantId\n    enabled\n    prepMinutes\n    timeZone\n    pausedUntil\n    busyMinutes\n    busyUntil\n  }\n": typeof types.OnlineBusyFieldsFragmentDoc,
    "\n  mutation SetOnlineBusy($restaurantId: ID!, $input: OnlineBusyInput!) {\n    setOnlineBusy(restaurantId: $restaurantId, input: $input) {\n      ...OnlineBusyFields\n    }\n  }\n": typeof types.SetOnlineBusyDocument,
    "\n  mutation AcceptOnlineOrder($orderId: ID!, $readyInMinutes: Int) {\n    acceptOnlineOrder(orderId: $orderId, readyInMinutes: $readyInMinutes) {\n      ...OnlineOrderFields\n      order {\n        ...Receipt\n      }\n    }\n  }\n": typeof types.AcceptOnlineOrderDocument,
    "\n  mutation RejectOnlineOrder($orderId: ID!, $reason: String!) {\n    rejectOnlineOrder(orderId: $orderId, reason: $reason) {\n      ...OnlineOrderFields\n    }\n  }\n": typeof types.RejectOnlineOrderDocument,
    "\n  mutation ConfirmSecurityPin($restaurantId: ID!, $securityPin: String!, $action: ApprovalInput!) {\n    confirmSecurityPin(restaurantId: $restaurantId, securityPin: $securityPin, action: $action) {\n      token\n    }\n  }\n": typeof types.ConfirmSecurityPinDocument,
    "\n  fragment ReceiptCustomer on Customer {\n    id\n    fullName\n    phoneNumber\n    street1\n    street2\n    city\n    zipcode\n    country\n    notes\n  }\n": typeof types.ReceiptCustomerFragmentDoc,
    "\n  fragment LineSelectionFields on LineSelection {\n    productId\n    sizeId\n    specialId\n    sideId\n    toppings {\n      toppingId\n      level\n      placement\n    }\n    sides\n    items {\n      itemId\n      toppings {\n        toppingId\n        level\n        placement\n      }\n      sides\n    }\n  }\n": typeof types.LineSelectionFieldsFragmentDoc,
    "\n  fragment ReceiptLine on OrderLine {\n    id\n    kind\n    productName\n    parts {\n      text\n      depth\n      priceCents\n    }\n    open\n    quantity\n    unitPriceCents\n    priceCents\n    notes\n    selection {\n      ...LineSelectionFields\n    }\n    voided\n    voidReason\n    voidedBy\n    voidApprovedBy\n  }\n": typeof types.ReceiptLineFragmentDoc,
    "\n  fragment ReceiptDiscount on OrderDiscount {\n    id\n    lineId\n    name\n    kind\n    percent\n    amountCents\n    takenCents\n    capCents\n    reason\n  }\n": typeof types.ReceiptDiscountFragmentDoc,
    "\n  fragment DeliveryTrip on OrderTrip {\n    driverName\n    outAt\n    deliveredAtLocal\n  }\n": typeof types.DeliveryTripFragmentDoc,
    "\n  fragment OrderState on Order {\n    voided\n    voidReason\n    voidedBy\n    voidApprovedBy\n    beingTakenUntil\n    pickedUpAtLocal\n    pickedUpBy\n    trip {\n      ...DeliveryTrip\n    }\n  }\n": typeof types.OrderStateFragmentDoc,
    "\n  fragment Receipt on Order {\n    id\n    restaurantId\n    orderNumber\n    orderType\n    customerId\n    customer {\n      ...ReceiptCustomer\n    }\n    typedCustomer {\n      ...TypedCustomerFields\n    }\n    employeeName\n    notes\n    scheduleTime\n    createdAtLocal\n    lines {\n      ...ReceiptLine\n    }\n    itemsCents\n    discounts {\n      ...ReceiptDiscount\n    }\n    discountCents\n    subtotalCents\n    deliveryChargeCents\n    taxPercentage\n    taxCents\n    totalCents\n    tender\n    paidInParts\n    payments {\n      status\n      kind\n      amountCents\n      tipCents\n    }\n    cashGivenCents\n    changeDueCents\n    printCount\n    firstPrintedAt\n    prints {\n      number\n      stamp\n      printedAtLocal\n    }\n    ...OrderState\n    restaurantName\n    restaurantAddress\n    restaurantPhone\n    timeZone\n    version\n  }\n": typeof types.ReceiptFragmentDoc,
    "\n  query Order($id: ID!) {\n    order(id: $id) {\n      ...Receipt\n    }\n  }\n": typeof types.OrderDocument,
    "\n  mutation CreateOrder($input: CreateOrderInput!, $key: String) {\n    createOrder(input: $input, idempotencyKey: $key) {\n      ...Receipt\n    }\n  }\n": typeof types.CreateOrderDocument,
    "\n  mutation UpdateOrder($id: ID!, $input: UpdateOrderInput!, $reason: String) {\n    updateOrder(id: $id, input: $input, reason: $reason) {\n      ...Receipt\n    }\n  }\n": typeof types.UpdateOrderDocument,
    "\n  mutation AddOrderLine($input: OrderLineInput!, $key: String) {\n    addOrderLine(input: $input, idempotencyKey: $key) {\n      line {\n        id\n      }\n      order {\n        ...Receipt\n      }\n    }\n  }\n": typeof types.AddOrderLineDocument,
    "\n  mutation AddOpenItem($input: OpenItemInput!, $key: String) {\n    addOpenItem(input: $input, idempotencyKey: $key) {\n      line {\n        id\n      }\n      order {\n        ...Receipt\n      }\n    }\n  }\n": typeof types.AddOpenItemDocument,
    "\n  mutation RemoveOrderLine($id: ID!, $reason: String) {\n    removeOrderLine(id: $id, reason: $reason) {\n      ...Receipt\n    }\n  }\n": typeof types.RemoveOrderLineDocument,
    "\n  fragment PrintStamp on OrderPrint {\n    number\n    stamp\n    printedAtLocal\n  }\n\n  fragment PrintedOrder on PrintResult {\n    print {\n      ...PrintStamp\n    }\n    order {\n      ...Receipt\n    }\n  }\n": typeof types.PrintStampFragmentDoc,
    "\n  mutation PrintOrder($id: ID!, $tender: TenderInput, $key: String, $terminal: String) {\n    printOrder(id: $id, tender: $tender, idempotencyKey: $key, terminal: $terminal) {\n      ...PrintedOrder\n    }\n  }\n": typeof types.PrintOrderDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!, $key: String) {\n    placeOrder(input: $input, idempotencyKey: $key) {\n      print {\n        ...PrintStamp\n      }\n      order {\n        ...Receipt\n      }\n    }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  mutation RegisterTerminal($restaurantId: ID!) {\n    registerTerminal(restaurantId: $restaurantId) {\n      id\n      tag\n      key\n    }\n  }\n": typeof types.RegisterTerminalDocument,
    "\n  mutation TerminalSeen($input: TerminalSeenInput!) {\n    terminalSeen(input: $input) {\n      heardAt\n    }\n  }\n": typeof types.TerminalSeenDocument,
    "\n  fragment SplitPart on OrderPayment {\n    id\n    kind\n    status\n    amountCents\n    tipCents\n    lineIds\n    cashGivenCents\n    readerName\n    refundStatus\n  }\n": typeof types.SplitPartFragmentDoc,
    "\n  query SplitOrder($id: ID!) {\n    order(id: $id) {\n      id\n      orderNumber\n      orderType\n      totalCents\n      dueCents\n      lines {\n        id\n        productName\n        quantity\n        priceCents\n        voided\n      }\n      payments {\n        ...SplitPart\n      }\n    }\n  }\n": typeof types.SplitOrderDocument,
    "\n  mutation PayOrderPart($orderId: ID!, $input: OrderPartInput!, $key: String!, $terminal: String) {\n    payOrderPart(orderId: $orderId, input: $input, idempotencyKey: $key, terminal: $terminal) {\n      part {\n        ...SplitPart\n      }\n      order {\n        id\n        dueCents\n        paidInParts\n        version\n      }\n    }\n  }\n": typeof types.PayOrderPartDocument,
    "\n  query ConsoleBooks($restaurantId: ID!, $day: String!) {\n    books(restaurantId: $restaurantId, day: $day) {\n      restaurantId\n      day\n      check {\n        lines\n        differences\n      }\n    }\n  }\n": typeof types.ConsoleBooksDocument,
    "\n  query ConsoleAccounts($search: String, $page: Int, $pageSize: Int) {\n    accounts(search: $search, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      accounts {\n        id\n        fullname\n        email\n        role\n        demo\n        createdAt\n        subscription {\n          status\n          planName\n        }\n        restaurants {\n          id\n          name\n          createdAt\n          lastOrderAt\n        }\n      }\n    }\n  }\n": typeof types.ConsoleAccountsDocument,
    "\n  query ConsoleAccess {\n    platformHealth {\n      id\n    }\n  }\n": typeof types.ConsoleAccessDocument,
    "\n  query ConsoleSubscriptions($status: String, $page: Int, $pageSize: Int) {\n    subscriptions(status: $status, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      subscriptions {\n        id\n        status\n        planName\n        currentPeriodEnd\n        cancelAtPeriodEnd\n        account {\n          id\n          fullname\n          email\n        }\n      }\n    }\n  }\n": typeof types.ConsoleSubscriptionsDocument,
    "\n  fragment ServiceHealthFields on ServiceHealth {\n    service\n    up\n    checkedAt\n    parts {\n      name\n      up\n    }\n    queues {\n      name\n      waiting\n      active\n      delayed\n      failed\n      failedJobs {\n        id\n        queue\n        name\n        reason\n        attempts\n        failedAt\n      }\n      check {\n        askedAt\n        answeredAt\n        resent\n        unknown\n        problem\n      }\n    }\n  }\n": typeof types.ServiceHealthFieldsFragmentDoc,
    "\n  query ConsolePlatformHealth {\n    platformHealth {\n      id\n      auth {\n        ...ServiceHealthFields\n      }\n      billing {\n        ...ServiceHealthFields\n      }\n      menu {\n        ...ServiceHealthFields\n      }\n      orders {\n        ...ServiceHealthFields\n      }\n      drivers {\n        ...ServiceHealthFields\n      }\n    }\n  }\n": typeof types.ConsolePlatformHealthDocument,
    "\n  mutation ConsoleJobAction(\n    $queue: String!\n    $jobId: ID!\n    $retryAuth: Boolean!\n    $dropAuth: Boolean!\n    $retryBilling: Boolean!\n    $dropBilling: Boolean!\n    $retryMenu: Boolean!\n    $dropMenu: Boolean!\n    $retryOrders: Boolean!\n    $dropOrders: Boolean!\n    $retryDrivers: Boolean!\n    $dropDrivers: Boolean!\n  ) {\n    retryAuthJob(queue: $queue, jobId: $jobId) @include(if: $retryAuth) {\n      message\n    }\n    dropAuthJob(queue: $queue, jobId: $jobId) @include(if: $dropAuth) {\n      message\n    }\n    retryBillingJob(queue: $queue, jobId: $jobId) @include(if: $retryBilling) {\n      message\n    }\n    dropBillingJob(queue: $queue, jobId: $jobId) @include(if: $dropBilling) {\n      message\n    }\n    retryMenuJob(queue: $queue, jobId: $jobId) @include(if: $retryMenu) {\n      message\n    }\n    dropMenuJob(queue: $queue, jobId: $jobId) @include(if: $dropMenu) {\n      message\n    }\n    retryOrdersJob(queue: $queue, jobId: $jobId) @include(if: $retryOrders) {\n      message\n    }\n    dropOrdersJob(queue: $queue, jobId: $jobId) @include(if: $dropOrders) {\n      message\n    }\n    retryDriversJob(queue: $queue, jobId: $jobId) @include(if: $retryDrivers) {\n      message\n    }\n    dropDriversJob(queue: $queue, jobId: $jobId) @include(if: $dropDrivers) {\n      message\n    }\n  }\n": typeof types.ConsoleJobActionDocument,
    "\n  query ConsoleOperatorActions($page: Int, $pageSize: Int) {\n    operatorActions(page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      actions {\n        id\n        actorEmail\n        action\n        service\n        target\n        at\n      }\n    }\n  }\n": typeof types.ConsoleOperatorActionsDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  mutation ConfirmCashoutPin($restaurantId: ID!, $securityPin: String!, $action: ApprovalInput!) {\n    confirmSecurityPin(restaurantId: $restaurantId, securityPin: $securityPin, action: $action) {\n      token\n    }\n  }\n": typeof types.ConfirmCashoutPinDocument,
    "\n  fragment WaitingDelivery on DeliveryOrder {\n    orderId\n    orderNumber\n    customerName\n    street1\n    street2\n    city\n    zipcode\n    totalCents\n    createdAt\n    createdAtLocal\n    firstPrintedAt\n    scheduleTime\n    readyAt\n  }\n": typeof types.WaitingDeliveryFragmentDoc,
    "\n  query UnassignedOrders($restaurantId: ID!) {\n    unassignedOrders(restaurantId: $restaurantId) {\n      ...WaitingDelivery\n    }\n  }\n": typeof types.UnassignedOrdersDocument,
    "\n  fragment DriverTripCard on DriverTrip {\n    id\n    orderId\n    orderNumber\n    customerName\n    street1\n    street2\n    city\n    zipcode\n    totalCents\n    deliveryChargeCents\n    owedCents\n    paidByCardCents\n    cardTipCents\n    status\n    assignedAt\n    assignedAtLocal\n    cashoutId\n    orderDeleted\n  }\n": typeof types.DriverTripCardFragmentDoc,
    "\n  fragment DoorPaymentFields on DoorPayment {\n    id\n    orderId\n    status\n    amountCents\n    tipCents\n    failure\n    link\n  }\n": typeof types.DoorPaymentFieldsFragmentDoc,
    "\n  mutation AskDoorPayment($orderId: ID!) {\n    askDoorPayment(orderId: $orderId) {\n      ...DoorPaymentFields\n    }\n  }\n": typeof types.AskDoorPaymentDocument,
    "\n  query DoorPayment($id: ID!) {\n    doorPayment(id: $id) {\n      ...DoorPaymentFields\n    }\n  }\n": typeof types.DoorPaymentDocument,
    "\n  fragment DriverOutCard on DriverOut {\n    driver {\n      id\n      name\n    }\n    leftAt\n    leftAtLocal\n    trips {\n      id\n      orderNumber\n    }\n  }\n": typeof types.DriverOutCardFragmentDoc,
    "\n  query DriversOut($restaurantId: ID!) {\n    driversOut(restaurantId: $restaurantId) {\n      ...DriverOutCard\n    }\n  }\n": typeof types.DriversOutDocument,
    "\n  query WaitingDeliveryOf($restaurantId: ID!, $orderId: ID!) {\n    unassignedOrder(restaurantId: $restaurantId, orderId: $orderId) {\n      ...WaitingDelivery\n    }\n  }\n": typeof types.WaitingDeliveryOfDocument,
    "\n  query DriverOutOf($restaurantId: ID!, $driverId: ID!) {\n    driverOut(restaurantId: $restaurantId, driverId: $driverId) {\n      ...DriverOutCard\n    }\n  }\n": typeof types.DriverOutOfDocument,
    "\n  mutation AssignOrders($input: AssignOrdersInput!) {\n    assignOrders(input: $input) {\n      success\n      message\n      trips {\n        id\n        orderNumber\n        driver {\n          id\n          name\n        }\n      }\n      taken {\n        orderId\n        orderNumber\n        driverName\n      }\n      unavailable\n    }\n  }\n": typeof types.AssignOrdersDocument,
    "\n  mutation MarkDriverBack($driverId: ID!, $key: String) {\n    markDriverBack(driverId: $driverId, idempotencyKey: $key) {\n      success\n      message\n      trips\n    }\n  }\n": typeof types.MarkDriverBackDocument,
    "\n  fragment CashoutFields on DriverCashout {\n    id\n    tripCount\n    ordersTotalCents\n    deliveryChargesCents\n    floatCents\n    paidByCardCents\n    cardTipsCents\n    expectedCents\n    countedCents\n    overShortCents\n    approvedBy\n    approvedByRole\n    cashedOutAt\n    cashedOutAtLocal\n  }\n": typeof types.CashoutFieldsFragmentDoc,
    "\n  fragment DriverBalanceCard on DriverBalance {\n    driver {\n      id\n      name\n    }\n    owedCents\n    ordersTotalCents\n    deliveryChargesCents\n    floatCents\n    adjustmentsCents\n    paidByCardCents\n    cardTipsCents\n    openTrips\n    out\n    lastCashedOutAt\n    lastCashedOutAtLocal\n  }\n": typeof types.DriverBalanceCardFragmentDoc,
    "\n  query Drivers($restaurantId: ID!) {\n    drivers(restaurantId: $restaurantId) {\n      ...DriverBalanceCard\n    }\n  }\n": typeof types.DriversDocument,
    "\n  query DriverPage($driverId: ID!, $period: DriverPeriod!) {\n    driverBalance(driverId: $driverId) {\n      ...DriverBalanceCard\n    }\n    driverOrders(driverId: $driverId, period: $period) {\n      ...DriverTripCard\n    }\n  }\n": typeof types.DriverPageDocument,
    "\n  query DriverCashouts($driverId: ID!) {\n    driverCashouts(driverId: $driverId, first: 20) {\n      ...CashoutFields\n    }\n  }\n": typeof types.DriverCashoutsDocument,
    "\n  fragment CashoutAnswer on CashoutRequest {\n    status\n    idempotencyKey\n    cashout {\n      ...CashoutFields\n    }\n  }\n": typeof types.CashoutAnswerFragmentDoc,
    "\n  mutation CashOutDriver($input: CashOutInput!, $idempotencyKey: String!) {\n    cashOutDriver(input: $input, idempotencyKey: $idempotencyKey) {\n      ...CashoutAnswer\n    }\n  }\n": typeof types.CashOutDriverDocument,
    "\n  query CashoutRequest($driverId: ID!, $idempotencyKey: String!) {\n    cashoutRequest(driverId: $driverId, idempotencyKey: $idempotencyKey) {\n      ...CashoutAnswer\n    }\n  }\n": typeof types.CashoutRequestDocument,
    "\n  query Employees($restaurantId: ID!) {\n    employees(restaurantId: $restaurantId) {\n      ...EmployeeFields\n    }\n  }\n": typeof types.EmployeesDocument,
    "\n  mutation CreateEmployee($input: CreateEmployeeInput!) {\n    createEmployee(input: $input) {\n      ...EmployeeFields\n    }\n  }\n": typeof types.CreateEmployeeDocument,
    "\n  mutation UpdateEmployee($id: ID!, $input: UpdateEmployeeInput!) {\n    updateEmployee(id: $id, input: $input) {\n      ...EmployeeFields\n    }\n  }\n": typeof types.UpdateEmployeeDocument,
    "\n  mutation DeleteEmployee($id: ID!, $securityPin: String!) {\n    deleteEmployee(id: $id, securityPin: $securityPin) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteEmployeeDocument,
    "\n  query EmployeePayRates($restaurantId: ID!) {\n    employees(restaurantId: $restaurantId) {\n      id\n      payRates {\n        role\n        hourlyCents\n      }\n    }\n  }\n": typeof types.EmployeePayRatesDocument,
    "\n  mutation SetPayRates($employeeId: ID!, $rates: [PayRateInput!]!) {\n    setPayRates(employeeId: $employeeId, rates: $rates) {\n      role\n      hourlyCents\n    }\n  }\n": typeof types.SetPayRatesDocument,
    "\n  fragment KitchenTicketFields on KitchenTicket {\n    orderId\n    orderNumber\n    offlineNumber\n    orderType\n    channel\n    customerName\n    scheduleTime\n    fireAt\n    notes\n    sentAt\n    readyAt\n    readyBy\n    voided\n    payment\n    version\n    lines {\n      id\n      quantity\n      parts {\n        text\n        depth\n      }\n      notes\n      station\n      doneAt\n      added\n      voided\n    }\n  }\n": typeof types.KitchenTicketFieldsFragmentDoc,
    "\n  query KitchenBoard($restaurantId: ID!) {\n    kitchenBoard(restaurantId: $restaurantId) {\n      restaurantId\n      tickets {\n        ...KitchenTicketFields\n      }\n      bumped {\n        ...KitchenTicketFields\n      }\n      settings {\n        restaurantId\n        amberMinutes\n        redMinutes\n        prepMinutes\n        staleMinutes\n        stationNames\n      }\n    }\n  }\n": typeof types.KitchenBoardDocument,
    "\n  query KitchenTicketOf($restaurantId: ID!, $orderId: ID!) {\n    kitchenTicket(restaurantId: $restaurantId, orderId: $orderId) {\n      ...KitchenTicketFields\n    }\n  }\n": typeof types.KitchenTicketOfDocument,
    "\n  mutation MarkLineDone($id: ID!, $done: Boolean!) {\n    markLineDone(id: $id, done: $done) {\n      ...KitchenTicketFields\n    }\n  }\n": typeof types.MarkLineDoneDocument,
    "\n  mutation MarkOrderReady($id: ID!) {\n    markOrderReady(id: $id) {\n      ...KitchenTicketFields\n    }\n  }\n": typeof types.MarkOrderReadyDocument,
    "\n  mutation RecallOrder($id: ID!) {\n    recallOrder(id: $id) {\n      ...KitchenTicketFields\n    }\n  }\n": typeof types.RecallOrderDocument,
    "\n  mutation ClearOldTickets($restaurantId: ID!) {\n    clearOldTickets(restaurantId: $restaurantId) {\n      cleared\n    }\n  }\n": typeof types.ClearOldTicketsDocument,
    "\n  query Categories($restaurantId: ID!) {\n    categories(restaurantId: $restaurantId) {\n      ...CategoryFields\n    }\n  }\n": typeof types.CategoriesDocument,
    "\n  query Category($id: ID!) {\n    category(id: $id) {\n      ...CategoryFields\n    }\n  }\n": typeof types.CategoryDocument,
    "\n  mutation CreateCategory($input: CreateCategoryInput!) {\n    createCategory(input: $input) {\n      ...CategoryFields\n    }\n  }\n": typeof types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: ID!, $name: String!, $takesToppings: Boolean) {\n    updateCategory(id: $id, name: $name, takesToppings: $takesToppings) {\n      ...CategoryFields\n    }\n  }\n": typeof types.UpdateCategoryDocument,
    "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteCategoryDocument,
    "\n  query Products($restaurantId: ID!, $categoryId: ID) {\n    products(restaurantId: $restaurantId, categoryId: $categoryId) {\n      ...ProductFields\n      soldOut {\n        until\n      }\n    }\n  }\n": typeof types.ProductsDocument,
    "\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      ...ProductFields\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation SaveProduct($input: SaveProductInput!) {\n    saveProduct(input: $input) {\n      ...ProductFields\n    }\n  }\n": typeof types.SaveProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteProductDocument,
    "\n  mutation DeleteProductSize($id: ID!) {\n    deleteProductSize(id: $id) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteProductSizeDocument,
    "\n  query Specials($restaurantId: ID!) {\n    specials(restaurantId: $restaurantId) {\n      ...SpecialFields\n      soldOut {\n        until\n      }\n    }\n  }\n": typeof types.SpecialsDocument,
    "\n  mutation SaveSpecial($input: SaveSpecialInput!) {\n    saveSpecial(input: $input) {\n      ...SpecialFields\n    }\n  }\n": typeof types.SaveSpecialDocument,
    "\n  mutation DeleteSpecial($id: ID!) {\n    deleteSpecial(id: $id) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteSpecialDocument,
    "\n  query Toppings($restaurantId: ID!) {\n    toppings(restaurantId: $restaurantId) {\n      ...ToppingFields\n      soldOut {\n        until\n      }\n    }\n  }\n": typeof types.ToppingsDocument,
    "\n  mutation SaveTopping($input: SaveToppingInput!) {\n    saveTopping(input: $input) {\n      ...ToppingFields\n    }\n  }\n": typeof types.SaveToppingDocument,
    "\n  mutation DeleteTopping($id: ID!) {\n    deleteTopping(id: $id) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteToppingDocument,
    "\n  query Sides($restaurantId: ID!) {\n    sides(restaurantId: $restaurantId) {\n      ...SideFields\n      soldOut {\n        until\n      }\n    }\n  }\n": typeof types.SidesDocument,
    "\n  mutation CreateSide($input: SideInput!) {\n    createSide(input: $input) {\n      ...SideFields\n    }\n  }\n": typeof types.CreateSideDocument,
    "\n  mutation UpdateSide($id: ID!, $input: UpdateSideInput!) {\n    updateSide(id: $id, input: $input) {\n      ...SideFields\n    }\n  }\n": typeof types.UpdateSideDocument,
    "\n  mutation DeleteSide($id: ID!) {\n    deleteSide(id: $id) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteSideDocument,
    "\n  mutation SetCategoryOrder($restaurantId: ID!, $categoryIds: [ID!]!) {\n    setCategoryOrder(restaurantId: $restaurantId, categoryIds: $categoryIds) {\n      id\n    }\n  }\n": typeof types.SetCategoryOrderDocument,
    "\n  mutation SetProductOrder($categoryId: ID!, $productIds: [ID!]!) {\n    setProductOrder(categoryId: $categoryId, productIds: $productIds) {\n      id\n    }\n  }\n": typeof types.SetProductOrderDocument,
    "\n  mutation MarkPickedUp($id: ID!) {\n    markPickedUp(id: $id) {\n      id\n      version\n      readyAt\n      readyBy\n      pickedUpAtLocal\n      pickedUpBy\n    }\n  }\n": typeof types.MarkPickedUpDocument,
    "\n  query PayPeriod($restaurantId: ID!, $startsOn: String) {\n    payPeriod(restaurantId: $restaurantId, startsOn: $startsOn) {\n      restaurantId\n      startsOn\n      endsOn\n      closedAt\n      closedBy\n      people {\n        employeeId\n        name\n        lines {\n          role\n          hourlyCents\n          regularMinutes\n          overtimeMinutes\n          regularPayCents\n          overtimePayCents\n        }\n        cashTipsCents\n        takenTipsCents\n        pooledTipsCents\n        cardTipsCents\n        reimbursementCents\n        deliveries\n        notes\n      }\n      tipsByDay {\n        employeeId\n        name\n        day\n        cashTipsCents\n        takenCents\n        pooledCents\n        cardTipsCents\n      }\n    }\n  }\n": typeof types.PayPeriodDocument,
    "\n  query PayrollCsv($restaurantId: ID!, $startsOn: String) {\n    payPeriod(restaurantId: $restaurantId, startsOn: $startsOn) {\n      startsOn\n      csv\n    }\n  }\n": typeof types.PayrollCsvDocument,
    "\n  mutation ClosePayPeriod($restaurantId: ID!, $startsOn: String!) {\n    closePayPeriod(restaurantId: $restaurantId, startsOn: $startsOn) {\n      restaurantId\n      startsOn\n      endsOn\n      closedAt\n      closedBy\n    }\n  }\n": typeof types.ClosePayPeriodDocument,
    "\n  query Restaurants($ownerId: ID) {\n    restaurants(ownerId: $ownerId) {\n      ...RestaurantFields\n    }\n  }\n": typeof types.RestaurantsDocument,
    "\n  query RestaurantAllowance {\n    restaurantAllowance {\n      status\n      allowed\n      used\n      exempt\n      canCreate\n      canOpen\n    }\n  }\n": typeof types.RestaurantAllowanceDocument,
    "\n  mutation CreateRestaurant($input: CreateRestaurantInput!) {\n    createRestaurant(input: $input) {\n      ...RestaurantFields\n    }\n  }\n": typeof types.CreateRestaurantDocument,
    "\n  mutation UpdateRestaurant($id: ID!, $input: UpdateRestaurantInput!) {\n    updateRestaurant(id: $id, input: $input) {\n      ...RestaurantFields\n    }\n  }\n": typeof types.UpdateRestaurantDocument,
    "\n  mutation DeleteRestaurant($id: ID!, $securityPin: String!) {\n    deleteRestaurant(id: $id, securityPin: $securityPin) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteRestaurantDocument,
    "\n  mutation OpenRestaurant($id: ID!, $securityPin: String!) {\n    openRestaurant(id: $id, securityPin: $securityPin) {\n      ...ScopedSessionFields\n    }\n  }\n": typeof types.OpenRestaurantDocument,
    "\n  mutation UpdateOrderSettings($restaurantId: ID!, $input: OrderSettingsInput!) {\n    updateOrderSettings(restaurantId: $restaurantId, input: $input) {\n      ...OrderSettingsFields\n    }\n  }\n": typeof types.UpdateOrderSettingsDocument,
    "\n  query KitchenSettings($restaurantId: ID!) {\n    kitchenSettings(restaurantId: $restaurantId) {\n      ...KitchenSettingsFields\n    }\n    categories(restaurantId: $restaurantId) {\n      id\n      name\n    }\n  }\n": typeof types.KitchenSettingsDocument,
    "\n  fragment KitchenSettingsFields on KitchenSettings {\n    restaurantId\n    amberMinutes\n    redMinutes\n    prepMinutes\n    staleMinutes\n    stations {\n      categoryId\n      station\n    }\n    stationNames\n  }\n": typeof types.KitchenSettingsFieldsFragmentDoc,
    "\n  mutation UpdateKitchenSettings($restaurantId: ID!, $input: KitchenSettingsInput!) {\n    updateKitchenSettings(restaurantId: $restaurantId, input: $input) {\n      ...KitchenSettingsFields\n    }\n  }\n": typeof types.UpdateKitchenSettingsDocument,
    "\n  query DiscountList($restaurantId: ID!) {\n    discounts(restaurantId: $restaurantId) {\n      ...DiscountFields\n    }\n  }\n": typeof types.DiscountListDocument,
    "\n  mutation SaveDiscount($restaurantId: ID!, $input: DiscountInput!) {\n    saveDiscount(restaurantId: $restaurantId, input: $input) {\n      ...DiscountFields\n    }\n  }\n": typeof types.SaveDiscountDocument,
    "\n  query DrawerDay($restaurantId: ID!, $day: String) {\n    drawers(restaurantId: $restaurantId, day: $day) {\n      restaurantId\n      day\n      timeZone\n      cashSalesOnNoDrawer\n      cashSalesOnNoDrawerCents\n      drawers {\n        ...DrawerFields\n      }\n    }\n  }\n": typeof types.DrawerDayDocument,
    "\n  fragment OnlineSettingsFields on OnlineSettings {\n    restaurantId\n    timeZone\n    enabled\n    slug\n    formerSlugs\n    hours {\n      weekday\n      opens\n      closes\n    }\n    pickup\n    delivery\n    deliveryZips\n    deliveryArea\n    deliveryRadiusMiles\n    deliveryOrigin\n    addressLookup\n    deliveryMinimumCents\n    largestOrderCents\n    prepMinutes\n    pausedUntil\n    autoAccept\n    cardPayments\n    stripeAccount\n    stripeConnection\n    cardProvider\n  }\n": typeof types.OnlineSettingsFieldsFragmentDoc,
    "\n  query OnlineSettings($restaurantId: ID!) {\n    onlineSettings(restaurantId: $restaurantId) {\n      ...OnlineSettingsFields\n    }\n  }\n": typeof types.OnlineSettingsDocument,
    "\n  mutation ConnectStripe($restaurantId: ID!) {\n    connectStripe(restaurantId: $restaurantId) {\n      restaurantId\n      url\n    }\n  }\n": typeof types.ConnectStripeDocument,
    "\n  mutation UpdateOnlineSettings($restaurantId: ID!, $input: OnlineSettingsInput!) {\n    updateOnlineSettings(restaurantId: $restaurantId, input: $input) {\n      ...OnlineSettingsFields\n    }\n  }\n": typeof types.UpdateOnlineSettingsDocument,
    "\n  query CardReaders($restaurantId: ID!) {\n    cardReaders(restaurantId: $restaurantId) {\n      ...CardReaderFields\n    }\n    tablets(restaurantId: $restaurantId) {\n      id\n      tag\n      lastSeenAt\n    }\n    onlineSettings(restaurantId: $restaurantId) {\n      restaurantId\n      cardProvider\n      stripeConnection\n    }\n  }\n": typeof types.CardReadersDocument,
    "\n  mutation RegisterCardReader($restaurantId: ID!, $input: RegisterCardReaderInput!) {\n    registerCardReader(restaurantId: $restaurantId, input: $input) {\n      ...CardReaderFields\n    }\n  }\n": typeof types.RegisterCardReaderDocument,
    "\n  mutation PlaceCardReader($id: ID!, $terminalId: ID) {\n    placeCardReader(id: $id, terminalId: $terminalId) {\n      ...CardReaderFields\n    }\n  }\n": typeof types.PlaceCardReaderDocument,
    "\n  mutation RetireCardReader($id: ID!) {\n    retireCardReader(id: $id) {\n      id\n    }\n  }\n": typeof types.RetireCardReaderDocument,
    "\n  query Revenue($restaurantId: ID!, $period: RevenuePeriod!, $year: Int) {\n    revenue(restaurantId: $restaurantId, period: $period, year: $year) {\n      restaurantId\n      period\n      timeZone\n      today\n      fromDay\n      toDay\n      totalOrders\n      totalRevenueCents\n      subtotalCents\n      taxCents\n      deliveryChargeCents\n      deliveryOrders\n      pickupOrders\n      togoOrders\n      byChannel {\n        channel\n        orders\n        revenueCents\n      }\n      averageTicketCents\n      voidCount\n      voidCents\n      discountCount\n      discountCents\n      kitchenOrders\n      kitchenAverageSeconds\n      kitchenP90Seconds\n      year\n      years\n      months {\n        month\n        orders\n        revenueCents\n      }\n    }\n  }\n": typeof types.RevenueDocument,
    "\n  fragment CardReconciliationCard on CardReconciliation {\n    day\n    matched\n    checkedAt\n    checkedBy\n    stripeCents\n    posCents\n    differences\n    outside\n  }\n": typeof types.CardReconciliationCardFragmentDoc,
    "\n  fragment BusinessDayCard on BusinessDay {\n    restaurantId\n    day\n    closed\n    closedAt\n    closedBy\n    cardReconciliation {\n      ...CardReconciliationCard\n    }\n    z {\n      day\n      restaurant {\n        name\n        timeZone\n      }\n      orders {\n        count\n        cents\n      }\n      byType {\n        orderType\n        count\n        cents\n      }\n      byTender {\n        tender\n        count\n        cents\n      }\n      byChannel {\n        channel\n        count\n        cents\n      }\n      subtotalCents\n      taxCents\n      deliveryChargesCents\n      totalCents\n      voids {\n        count\n        cents\n      }\n      discounts {\n        count\n        cents\n      }\n      saleChanges {\n        count\n        cents\n      }\n      notPrinted {\n        count\n        cents\n      }\n      refunds {\n        count\n        cents\n      }\n      corrections {\n        orderNumber\n        fromTender\n        toTender\n        cents\n        by\n        approvedBy\n        reason\n        at\n      }\n      drops {\n        count\n        cents\n      }\n      paidOuts {\n        count\n        cents\n      }\n      paidIns {\n        count\n        cents\n      }\n      tips {\n        count\n        cents\n      }\n      tipsPaidOut {\n        count\n        cents\n      }\n      reconciliation {\n        reconciled\n        differences\n      }\n      drawers {\n        id\n        terminalTag\n        openedBy\n        closedBy\n        floatCents\n        cashSalesCents\n        cashChangesCents\n        correctionsCents\n        paidInCents\n        paidOutCents\n        dropsCents\n        refundsCents\n        expectedCents\n        countedCents\n        overShortCents\n      }\n      cashOnNoDrawer {\n        count\n        cents\n      }\n      cash {\n        takenCents\n        inDrawersCents\n        noDrawerCents\n      }\n      drivers {\n        settled {\n          count\n          cents\n        }\n        owed {\n          count\n          cents\n        }\n      }\n      offlineLate {\n        orderNumber\n        offlineNumber\n        printedAt\n        timeKept\n      }\n      offlineMissing\n      lateChanges {\n        orderNumber\n        closedDay\n        what\n        totalCents\n      }\n    }\n  }\n": typeof types.BusinessDayCardFragmentDoc,
    "\n  query RevenueBusinessDays($restaurantId: ID!) {\n    businessDays(restaurantId: $restaurantId, first: 14) {\n      restaurantId\n      openDay\n      today\n      closed {\n        ...BusinessDayCard\n      }\n    }\n  }\n": typeof types.RevenueBusinessDaysDocument,
    "\n  query RevenueZReport($restaurantId: ID!, $day: String!) {\n    zReport(restaurantId: $restaurantId, day: $day) {\n      ...BusinessDayCard\n    }\n  }\n": typeof types.RevenueZReportDocument,
    "\n  mutation RevenueCloseDay($restaurantId: ID!, $day: String!) {\n    closeDay(restaurantId: $restaurantId, day: $day) {\n      ...BusinessDayCard\n    }\n  }\n": typeof types.RevenueCloseDayDocument,
    "\n  mutation RevenueCheckCardPayments($restaurantId: ID!, $day: String!) {\n    checkCardPayments(restaurantId: $restaurantId, day: $day) {\n      ...CardReconciliationCard\n    }\n  }\n": typeof types.RevenueCheckCardPaymentsDocument,
    "\n  query RevenueTipsReport($restaurantId: ID!, $from: String!, $to: String!) {\n    tipsReport(restaurantId: $restaurantId, from: $from, to: $to) {\n      restaurantId\n      from\n      to\n      timeZone\n      employees {\n        employeeId\n        name\n        driver\n        count\n        cents\n        paidOutCents\n      }\n      tips {\n        count\n        cents\n      }\n      paidOut {\n        count\n        cents\n      }\n    }\n  }\n": typeof types.RevenueTipsReportDocument,
    "\n  mutation OpenHubSession($id: ID!, $securityPin: String!) {\n    openRestaurant(id: $id, securityPin: $securityPin) {\n      ...ScopedSessionFields\n    }\n  }\n": typeof types.OpenHubSessionDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      success\n      message\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignOut {\n    signOut {\n      success\n      message\n    }\n  }\n": typeof types.SignOutDocument,
    "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation EnterScreen($restaurantId: ID!, $role: String!, $pin: String!) {\n    enterScreen(restaurantId: $restaurantId, role: $role, pin: $pin) {\n      ...ScopedSessionFields\n    }\n  }\n": typeof types.EnterScreenDocument,
    "\n  query OrderSettings($restaurantId: ID!) {\n    orderSettings(restaurantId: $restaurantId) {\n      ...OrderSettingsFields\n    }\n  }\n": typeof types.OrderSettingsDocument,
    "\n  query Restaurant($id: ID!) {\n    restaurant(id: $id) {\n      ...RestaurantFields\n    }\n  }\n": typeof types.RestaurantDocument,
    "\n  fragment PricedMenu on Menu {\n    restaurantId\n    version\n    categories {\n      id\n      name\n      takesToppings\n      products {\n        id\n        categoryId\n        name\n        priceCents\n        takesToppings\n        soldOut {\n          until\n        }\n        sizes {\n          id\n          sizeName\n          priceCents\n          soldOut {\n            until\n          }\n        }\n      }\n    }\n    specials {\n      id\n      name\n      priceCents\n      soldOut {\n        until\n      }\n      items {\n        id\n        productName\n        quantity\n      }\n    }\n    toppings {\n      id\n      name\n      basePriceCents\n      extras {\n        id\n        littlePriceCents\n        regularPriceCents\n        extraPriceCents\n      }\n      soldOut {\n        until\n      }\n    }\n    sides {\n      id\n      name\n      basePriceCents\n      soldOut {\n        until\n      }\n    }\n  }\n": typeof types.PricedMenuFragmentDoc,
    "\n  mutation MarkSoldOut($input: MarkSoldOutInput!) {\n    markSoldOut(input: $input) {\n      success\n      message\n      itemId\n    }\n  }\n": typeof types.MarkSoldOutDocument,
    "\n  mutation MarkAvailable($restaurantId: ID!, $itemId: ID!) {\n    markAvailable(restaurantId: $restaurantId, itemId: $itemId) {\n      success\n      message\n      itemId\n    }\n  }\n": typeof types.MarkAvailableDocument,
};
const documents: Documents = {
    "fragment RestaurantFields on Restaurant {\n  id\n  ownerId\n  name\n  description\n  taxPercentage\n  deliveryChargeCents\n  fullAddress\n  phoneNumber\n  timeZone\n  createdAt\n}\n\nfragment ScopedSessionFields on ScopedSession {\n  token\n  restaurantId\n  role\n  employeeId\n  name\n  expiresAt\n}\n\nfragment EmployeeFields on Employee {\n  id\n  restaurantId\n  name\n  role\n  maskedPin\n}\n\nfragment UserFields on User {\n  id\n  fullname\n  email\n  role\n  profilePicture\n  demo\n}\n\nfragment OrderSettingsFields on OrderSettings {\n  restaurantId\n  halfToppingPricing\n  voidApprovalMinutes\n  takingMinutes\n  discountApprovalCents\n  drawerPayoutApprovalCents\n  drawerDropApprovalCents\n  tipsOffered\n  tipPercents\n}\n\nfragment CardReaderFields on CardReader {\n  id\n  restaurantId\n  name\n  terminalId\n  terminalTag\n  deviceType\n  sandboxUrl\n  registeredAt\n  registeredBy\n}\n\nfragment DiscountFields on Discount {\n  id\n  restaurantId\n  name\n  kind\n  percent\n  amountCents\n  typedAtCounter\n  appliesTo\n  active\n}\n\nfragment SizeFields on ProductSize {\n  id\n  productId\n  sizeName\n  priceCents\n}\n\nfragment ProductFields on Product {\n  id\n  numericId\n  restaurantId\n  categoryId\n  name\n  priceCents\n  sizes {\n    ...SizeFields\n  }\n  takesToppings\n  description\n  photo {\n    thumb\n    card\n    large\n  }\n}\n\nfragment CategoryFields on Category {\n  id\n  restaurantId\n  name\n  takesToppings\n}\n\nfragment SpecialItemFields on SpecialItem {\n  id\n  specialId\n  productName\n  quantity\n}\n\nfragment SpecialFields on Special {\n  id\n  numericId\n  restaurantId\n  name\n  priceCents\n  items {\n    ...SpecialItemFields\n  }\n}\n\nfragment ToppingExtraFields on ToppingExtra {\n  id\n  toppingId\n  littlePriceCents\n  regularPriceCents\n  extraPriceCents\n}\n\nfragment ToppingFields on Topping {\n  id\n  numericId\n  restaurantId\n  name\n  basePriceCents\n  extras {\n    ...ToppingExtraFields\n  }\n}\n\nfragment SideFields on Side {\n  id\n  restaurantId\n  name\n  basePriceCents\n}\n\nfragment DrawerMoveFields on DrawerMove {\n  id\n  kind\n  amountCents\n  what\n  reason\n  by\n  approvedBy\n  orderId\n  orderNumber\n  cashGivenCents\n  changeCents\n  at\n  atLocal\n}\n\nfragment TerminalDrawerFields on TerminalDrawer {\n  id\n  restaurantId\n  terminalId\n  terminalTag\n  day\n  openedAt\n  openedAtLocal\n  openedBy\n  floatCents\n  handMoves {\n    ...DrawerMoveFields\n  }\n}\n\nfragment DrawerFields on Drawer {\n  id\n  restaurantId\n  terminalId\n  terminalTag\n  day\n  open\n  openedAt\n  openedAtLocal\n  openedBy\n  closedAt\n  closedAtLocal\n  closedBy\n  floatCents\n  cashSales\n  cashSalesCents\n  cashGivenCents\n  changeGivenCents\n  cashChanges\n  cashChangesCents\n  refunds\n  refundsCents\n  corrections\n  correctionsCents\n  paidInCents\n  paidOutCents\n  dropsCents\n  expectedCents\n  countedCents\n  overShortCents\n  moves {\n    ...DrawerMoveFields\n  }\n}": types.RestaurantFieldsFragmentDoc,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      success\n      message\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      success\n      message\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($email: String!, $token: String!, $password: String!) {\n    resetPassword(email: $email, token: $token, password: $password) {\n      success\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  query User($id: ID!) {\n    user(id: $id) {\n      ...UserFields\n    }\n  }\n": types.UserDocument,
    "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      success\n      message\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n": types.UpdateUserDocument,
    "\n  fragment AuditLine on AuditEntry {\n    id\n    atLocal\n    kind\n    summary\n    actorName\n    session\n    approverName\n    orderNumber\n    amountBeforeCents\n    amountAfterCents\n    reason\n    cursor\n  }\n": types.AuditLineFragmentDoc,
    "\n  query AuditTrail($restaurantId: ID!, $filter: AuditFilter, $first: Int, $before: String) {\n    ordersAudit(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {\n      entries {\n        ...AuditLine\n      }\n      nextBefore\n    }\n    driversAudit(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {\n      entries {\n        ...AuditLine\n      }\n      nextBefore\n    }\n    authAudit(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {\n      entries {\n        ...AuditLine\n      }\n      nextBefore\n    }\n  }\n": types.AuditTrailDocument,
    "\n  query AuditStaff($restaurantId: ID!) {\n    employees(restaurantId: $restaurantId) {\n      id\n      name\n      role\n    }\n  }\n": types.AuditStaffDocument,
    "\n  query AuditOfflinePapers($restaurantId: ID!) {\n    offlinePapers(restaurantId: $restaurantId) {\n      restaurantId\n      terminals {\n        id\n        tag\n        lastSeenAt\n        arrived\n        waiting\n        missing\n      }\n    }\n  }\n": types.AuditOfflinePapersDocument,
    "\n  query Plans {\n    plans {\n      id\n      name\n      priceCents\n      restaurants\n      priceId\n    }\n  }\n": types.PlansDocument,
    "\n  query Subscription($userId: ID!) {\n    subscription(userId: $userId) {\n      status\n      planId\n      planName\n      numberOfRestaurants\n      currentPeriodEnd\n      cancelAtPeriodEnd\n      stripeCustomerId\n    }\n  }\n": types.SubscriptionDocument,
    "\n  mutation CreateCheckoutSession($input: CheckoutInput!) {\n    createCheckoutSession(input: $input) {\n      sessionId\n      url\n    }\n  }\n": types.CreateCheckoutSessionDocument,
    "\n  mutation CreatePortalSession($customerId: String) {\n    createPortalSession(customerId: $customerId) {\n      url\n    }\n  }\n": types.CreatePortalSessionDocument,
    "\n  fragment CardPart on OrderPayment {\n    id\n    orderId\n    status\n    amountCents\n    tipCents\n    failure\n    readerName\n    waitedTooLong\n  }\n": types.CardPartFragmentDoc,
    "\n  query TerminalCardReader($restaurantId: ID!, $terminal: String!) {\n    terminalCardReader(restaurantId: $restaurantId, terminal: $terminal) {\n      id\n      name\n    }\n  }\n": types.TerminalCardReaderDocument,
    "\n  mutation TakeCardPayment($orderId: ID!, $terminal: String!, $split: SplitInput) {\n    takeCardPayment(orderId: $orderId, terminal: $terminal, split: $split) {\n      ...CardPart\n    }\n  }\n": types.TakeCardPaymentDocument,
    "\n  query CardPayment($id: ID!) {\n    cardPayment(id: $id) {\n      ...CardPart\n    }\n  }\n": types.CardPaymentDocument,
    "\n  mutation CancelCardPayment($id: ID!) {\n    cancelCardPayment(id: $id) {\n      ...CardPart\n    }\n  }\n": types.CancelCardPaymentDocument,
    "\n  query CustomerByPhone($restaurantId: ID!, $phone: String!) {\n    customerByPhone(restaurantId: $restaurantId, phone: $phone) {\n      ...ReceiptCustomer\n      lastOrder {\n        id\n        orderNumber\n        createdAtLocal\n        lines {\n          ...ReceiptLine\n        }\n      }\n    }\n  }\n": types.CustomerByPhoneDocument,
    "\n  mutation CreateCustomer($input: CustomerInput!) {\n    createCustomer(input: $input) {\n      ...ReceiptCustomer\n    }\n  }\n": types.CreateCustomerDocument,
    "\n  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      ...ReceiptCustomer\n    }\n  }\n": types.UpdateCustomerDocument,
    "\n  query AddressSuggestions($query: String!) {\n    addressSuggestions(query: $query) {\n      label\n      street1\n      city\n      zipcode\n      country\n    }\n  }\n": types.AddressSuggestionsDocument,
    "\n  fragment TypedCustomerFields on TypedCustomer {\n    fullName\n    phoneNumber\n    street1\n    street2\n    city\n    zipcode\n    matchedName\n    matchedAddress\n  }\n": types.TypedCustomerFieldsFragmentDoc,
    "\n  query TerminalDiscounts($restaurantId: ID!) {\n    discounts(restaurantId: $restaurantId) {\n      ...DiscountFields\n    }\n  }\n": types.TerminalDiscountsDocument,
    "\n  mutation GiveDiscount($input: GiveDiscountInput!, $key: String) {\n    giveDiscount(input: $input, idempotencyKey: $key) {\n      discountId\n      order {\n        ...Receipt\n      }\n    }\n  }\n": types.GiveDiscountDocument,
    "\n  mutation RemoveDiscount($id: ID!) {\n    removeDiscount(id: $id) {\n      ...Receipt\n    }\n  }\n": types.RemoveDiscountDocument,
    "\n  query TerminalDrawerNow($terminalId: ID!) {\n    terminalDrawer(terminalId: $terminalId) {\n      ...TerminalDrawerFields\n    }\n  }\n": types.TerminalDrawerNowDocument,
    "\n  mutation OpenTheDrawer($input: OpenDrawerInput!, $key: String) {\n    openDrawer(input: $input, idempotencyKey: $key) {\n      ...TerminalDrawerFields\n    }\n  }\n": types.OpenTheDrawerDocument,
    "\n  mutation MoveTheDrawer($input: DrawerMoveInput!, $key: String) {\n    moveDrawer(input: $input, idempotencyKey: $key) {\n      ...TerminalDrawerFields\n    }\n  }\n": types.MoveTheDrawerDocument,
    "\n  mutation CloseTheDrawer($input: CloseDrawerInput!, $key: String) {\n    closeDrawer(input: $input, idempotencyKey: $key) {\n      ...DrawerFields\n    }\n  }\n": types.CloseTheDrawerDocument,
    "\n  fragment HistoryCard on Order {\n    id\n    orderNumber\n    offlineNumber\n    paperPrintedAtLocal\n    paperTimeKept\n    orderType\n    channel\n    createdAt\n    createdAtLocal\n    employeeName\n    scheduleTime\n    customer {\n      id\n      fullName\n      phoneNumber\n      street1\n      city\n    }\n    totalCents\n    tender\n    paidOnline\n    paidInParts\n    payments {\n      id\n      kind\n      status\n      amountCents\n      tipCents\n      refundStatus\n      refundFailure\n      refundedCents\n    }\n    printCount\n    ...OrderState\n    firstPrintedAt\n    readyAt\n    readyBy\n    timeZone\n    version\n  }\n": types.HistoryCardFragmentDoc,
    "\n  query OrderHistory($restaurantId: ID!, $filter: OrderFilter, $first: Int, $before: Int) {\n    orders(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {\n      orders {\n        ...HistoryCard\n      }\n      nextBefore\n    }\n  }\n": types.OrderHistoryDocument,
    "\n  query HistoryCardOf($id: ID!) {\n    order(id: $id) {\n      ...HistoryCard\n      inHistory\n    }\n  }\n": types.HistoryCardOfDocument,
    "\n  mutation DeleteOrder($id: ID!, $reason: String, $terminal: String) {\n    deleteOrder(id: $id, reason: $reason, terminal: $terminal) {\n      success\n      message\n    }\n  }\n": types.DeleteOrderDocument,
    "\n  mutation CorrectTender($id: ID!, $tender: TenderInput!, $reason: String!, $key: String, $terminal: String) {\n    correctTender(id: $id, tender: $tender, reason: $reason, idempotencyKey: $key, terminal: $terminal) {\n      ...HistoryCard\n    }\n  }\n": types.CorrectTenderDocument,
    "\n  mutation RetryCardRefund($orderId: ID!) {\n    retryCardRefund(orderId: $orderId) {\n      success\n      message\n    }\n  }\n": types.RetryCardRefundDocument,
    "\n  mutation GiveBackPart(\n    $orderId: ID!\n    $partId: ID!\n    $amountCents: Int!\n    $reason: String!\n    $key: String\n    $terminal: String\n  ) {\n    giveBackPart(\n      orderId: $orderId\n      partId: $partId\n      amountCents: $amountCents\n      reason: $reason\n      idempotencyKey: $key\n      terminal: $terminal\n    ) {\n      ...HistoryCard\n    }\n  }\n": types.GiveBackPartDocument,
    "\n  query TerminalMenu($restaurantId: ID!) {\n    menu(restaurantId: $restaurantId) {\n      ...PricedMenu\n    }\n  }\n": types.TerminalMenuDocument,
    "\n  fragment OnlineOrderFields on OnlineOrder {\n    orderId\n    orderNumber\n    orderType\n    customerName\n    decision\n    payment\n    readyAt\n    rejectReason\n    decidedBy\n    receivedAt\n    scheduleTime\n    totalCents\n    order {\n      id\n      version\n      notes\n      tender\n      paidOnline\n      printCount\n      pickedUpAtLocal\n      pickedUpBy\n      customer {\n        id\n        phoneNumber\n        street1\n        city\n        zipcode\n      }\n      typedCustomer {\n        ...TypedCustomerFields\n      }\n      lines {\n        id\n        quantity\n        productName\n        priceCents\n      }\n    }\n  }\n": types.OnlineOrderFieldsFragmentDoc,
    "\n  query OnlineOrders($restaurantId: ID!) {\n    onlineOrders(restaurantId: $restaurantId) {\n      ...OnlineOrderFields\n    }\n    onlineSettings(restaurantId: $restaurantId) {\n      ...OnlineBusyFields\n    }\n  }\n": types.OnlineOrdersDocument,
    "\n  fragment OnlineBusyFields on OnlineSettings {\n    restaurantId\n    enabled\n    prepMinutes\n    timeZone\n    pausedUntil\n    busyMinutes\n    busyUntil\n  }\n": types.OnlineBusyFieldsFragmentDoc,
    "\n  mutation SetOnlineBusy($restaurantId: ID!, $input: OnlineBusyInput!) {\n    setOnlineBusy(restaurantId: $restaurantId, input: $input) {\n      ...OnlineBusyFields\n    }\n  }\n": types.SetOnlineBusyDocument,
    "\n  mutation AcceptOnlineOrder($orderId: ID!, $readyInMinutes: Int) {\n    acceptOnlineOrder(orderId: $orderId, readyInMinutes: $readyInMinutes) {\n      ...OnlineOrderFields\n      order {\n        ...Receipt\n      }\n    }\n  }\n": types.AcceptOnlineOrderDocument,
    "\n  mutation RejectOnlineOrder($orderId: ID!, $reason: String!) {\n    rejectOnlineOrder(orderId: $orderId, reason: $reason) {\n      ...OnlineOrderFields\n    }\n  }\n": types.RejectOnlineOrderDocument,
    "\n  mutation ConfirmSecurityPin($restaurantId: ID!, $securityPin: String!, $action: ApprovalInput!) {\n    confirmSecurityPin(restaurantId: $restaurantId, securityPin: $securityPin, action: $action) {\n      token\n    }\n  }\n": types.ConfirmSecurityPinDocument,
    "\n  fragment ReceiptCustomer on Customer {\n    id\n    fullName\n    phoneNumber\n    street1\n    street2\n    city\n    zipcode\n    country\n    notes\n  }\n": types.ReceiptCustomerFragmentDoc,
    "\n  fragment LineSelectionFields on LineSelection {\n    productId\n    sizeId\n    specialId\n    sideId\n    toppings {\n      toppingId\n      level\n      placement\n    }\n    sides\n    items {\n      itemId\n      toppings {\n        toppingId\n        level\n        placement\n      }\n      sides\n    }\n  }\n": types.LineSelectionFieldsFragmentDoc,
    "\n  fragment ReceiptLine on OrderLine {\n    id\n    kind\n    productName\n    parts {\n      text\n      depth\n      priceCents\n    }\n    open\n    quantity\n    unitPriceCents\n    priceCents\n    notes\n    selection {\n      ...LineSelectionFields\n    }\n    voided\n    voidReason\n    voidedBy\n    voidApprovedBy\n  }\n": types.ReceiptLineFragmentDoc,
    "\n  fragment ReceiptDiscount on OrderDiscount {\n    id\n    lineId\n    name\n    kind\n    percent\n    amountCents\n    takenCents\n    capCents\n    reason\n  }\n": types.ReceiptDiscountFragmentDoc,
    "\n  fragment DeliveryTrip on OrderTrip {\n    driverName\n    outAt\n    deliveredAtLocal\n  }\n": types.DeliveryTripFragmentDoc,
    "\n  fragment OrderState on Order {\n    voided\n    voidReason\n    voidedBy\n    voidApprovedBy\n    beingTakenUntil\n    pickedUpAtLocal\n    pickedUpBy\n    trip {\n      ...DeliveryTrip\n    }\n  }\n": types.OrderStateFragmentDoc,
    "\n  fragment Receipt on Order {\n    id\n    restaurantId\n    orderNumber\n    orderType\n    customerId\n    customer {\n      ...ReceiptCustomer\n    }\n    typedCustomer {\n      ...TypedCustomerFields\n    }\n    employeeName\n    notes\n    scheduleTime\n    createdAtLocal\n    lines {\n      ...ReceiptLine\n    }\n    itemsCents\n    discounts {\n      ...ReceiptDiscount\n    }\n    discountCents\n    subtotalCents\n    deliveryChargeCents\n    taxPercentage\n    taxCents\n    totalCents\n    tender\n    paidInParts\n    payments {\n      status\n      kind\n      amountCents\n      tipCents\n    }\n    cashGivenCents\n    changeDueCents\n    printCount\n    firstPrintedAt\n    prints {\n      number\n      stamp\n      printedAtLocal\n    }\n    ...OrderState\n    restaurantName\n    restaurantAddress\n    restaurantPhone\n    timeZone\n    version\n  }\n": types.ReceiptFragmentDoc,
    "\n  query Order($id: ID!) {\n    order(id: $id) {\n      ...Receipt\n    }\n  }\n": types.OrderDocument,
    "\n  mutation CreateOrder($input: CreateOrderInput!, $key: String) {\n    createOrder(input: $input, idempotencyKey: $key) {\n      ...Receipt\n    }\n  }\n": types.CreateOrderDocument,
    "\n  mutation UpdateOrder($id: ID!, $input: UpdateOrderInput!, $reason: String) {\n    updateOrder(id: $id, input: $input, reason: $reason) {\n      ...Receipt\n    }\n  }\n": types.UpdateOrderDocument,
    "\n  mutation AddOrderLine($input: OrderLineInput!, $key: String) {\n    addOrderLine(input: $input, idempotencyKey: $key) {\n      line {\n        id\n      }\n      order {\n        ...Receipt\n      }\n    }\n  }\n": types.AddOrderLineDocument,
    "\n  mutation AddOpenItem($input: OpenItemInput!, $key: String) {\n    addOpenItem(input: $input, idempotencyKey: $key) {\n      line {\n        id\n      }\n      order {\n        ...Receipt\n      }\n    }\n  }\n": types.AddOpenItemDocument,
    "\n  mutation RemoveOrderLine($id: ID!, $reason: String) {\n    removeOrderLine(id: $id, reason: $reason) {\n      ...Receipt\n    }\n  }\n": types.RemoveOrderLineDocument,
    "\n  fragment PrintStamp on OrderPrint {\n    number\n    stamp\n    printedAtLocal\n  }\n\n  fragment PrintedOrder on PrintResult {\n    print {\n      ...PrintStamp\n    }\n    order {\n      ...Receipt\n    }\n  }\n": types.PrintStampFragmentDoc,
    "\n  mutation PrintOrder($id: ID!, $tender: TenderInput, $key: String, $terminal: String) {\n    printOrder(id: $id, tender: $tender, idempotencyKey: $key, terminal: $terminal) {\n      ...PrintedOrder\n    }\n  }\n": types.PrintOrderDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!, $key: String) {\n    placeOrder(input: $input, idempotencyKey: $key) {\n      print {\n        ...PrintStamp\n      }\n      order {\n        ...Receipt\n      }\n    }\n  }\n": types.PlaceOrderDocument,
    "\n  mutation RegisterTerminal($restaurantId: ID!) {\n    registerTerminal(restaurantId: $restaurantId) {\n      id\n      tag\n      key\n    }\n  }\n": types.RegisterTerminalDocument,
    "\n  mutation TerminalSeen($input: TerminalSeenInput!) {\n    terminalSeen(input: $input) {\n      heardAt\n    }\n  }\n": types.TerminalSeenDocument,
    "\n  fragment SplitPart on OrderPayment {\n    id\n    kind\n    status\n    amountCents\n    tipCents\n    lineIds\n    cashGivenCents\n    readerName\n    refundStatus\n  }\n": types.SplitPartFragmentDoc,
    "\n  query SplitOrder($id: ID!) {\n    order(id: $id) {\n      id\n      orderNumber\n      orderType\n      totalCents\n      dueCents\n      lines {\n        id\n        productName\n        quantity\n        priceCents\n        voided\n      }\n      payments {\n        ...SplitPart\n      }\n    }\n  }\n": types.SplitOrderDocument,
    "\n  mutation PayOrderPart($orderId: ID!, $input: OrderPartInput!, $key: String!, $terminal: String) {\n    payOrderPart(orderId: $orderId, input: $input, idempotencyKey: $key, terminal: $terminal) {\n      part {\n        ...SplitPart\n      }\n      order {\n        id\n        dueCents\n        paidInParts\n        version\n      }\n    }\n  }\n": types.PayOrderPartDocument,
    "\n  query ConsoleBooks($restaurantId: ID!, $day: String!) {\n    books(restaurantId: $restaurantId, day: $day) {\n      restaurantId\n      day\n      check {\n        lines\n        differences\n      }\n    }\n  }\n": types.ConsoleBooksDocument,
    "\n  query ConsoleAccounts($search: String, $page: Int, $pageSize: Int) {\n    accounts(search: $search, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      accounts {\n        id\n        fullname\n        email\n        role\n        demo\n        createdAt\n        subscription {\n          status\n          planName\n        }\n        restaurants {\n          id\n          name\n          createdAt\n          lastOrderAt\n        }\n      }\n    }\n  }\n": types.ConsoleAccountsDocument,
    "\n  query ConsoleAccess {\n    platformHealth {\n      id\n    }\n  }\n": types.ConsoleAccessDocument,
    "\n  query ConsoleSubscriptions($status: String, $page: Int, $pageSize: Int) {\n    subscriptions(status: $status, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      subscriptions {\n        id\n        status\n        planName\n        currentPeriodEnd\n        cancelAtPeriodEnd\n        account {\n          id\n          fullname\n          email\n        }\n      }\n    }\n  }\n": types.ConsoleSubscriptionsDocument,
    "\n  fragment ServiceHealthFields on ServiceHealth {\n    service\n    up\n    checkedAt\n    parts {\n      name\n      up\n    }\n    queues {\n      name\n      waiting\n      active\n      delayed\n      failed\n      failedJobs {\n        id\n        queue\n        name\n        reason\n        attempts\n        failedAt\n      }\n      check {\n        askedAt\n        answeredAt\n        resent\n        unknown\n        problem\n      }\n    }\n  }\n": types.ServiceHealthFieldsFragmentDoc,
    "\n  query ConsolePlatformHealth {\n    platformHealth {\n      id\n      auth {\n        ...ServiceHealthFields\n      }\n      billing {\n        ...ServiceHealthFields\n      }\n      menu {\n        ...ServiceHealthFields\n      }\n      orders {\n        ...ServiceHealthFields\n      }\n      drivers {\n        ...ServiceHealthFields\n      }\n    }\n  }\n": types.ConsolePlatformHealthDocument,
    "\n  mutation ConsoleJobAction(\n    $queue: String!\n    $jobId: ID!\n    $retryAuth: Boolean!\n    $dropAuth: Boolean!\n    $retryBilling: Boolean!\n    $dropBilling: Boolean!\n    $retryMenu: Boolean!\n    $dropMenu: Boolean!\n    $retryOrders: Boolean!\n    $dropOrders: Boolean!\n    $retryDrivers: Boolean!\n    $dropDrivers: Boolean!\n  ) {\n    retryAuthJob(queue: $queue, jobId: $jobId) @include(if: $retryAuth) {\n      message\n    }\n    dropAuthJob(queue: $queue, jobId: $jobId) @include(if: $dropAuth) {\n      message\n    }\n    retryBillingJob(queue: $queue, jobId: $jobId) @include(if: $retryBilling) {\n      message\n    }\n    dropBillingJob(queue: $queue, jobId: $jobId) @include(if: $dropBilling) {\n      message\n    }\n    retryMenuJob(queue: $queue, jobId: $jobId) @include(if: $retryMenu) {\n      message\n    }\n    dropMenuJob(queue: $queue, jobId: $jobId) @include(if: $dropMenu) {\n      message\n    }\n    retryOrdersJob(queue: $queue, jobId: $jobId) @include(if: $retryOrders) {\n      message\n    }\n    dropOrdersJob(queue: $queue, jobId: $jobId) @include(if: $dropOrders) {\n      message\n    }\n    retryDriversJob(queue: $queue, jobId: $jobId) @include(if: $retryDrivers) {\n      message\n    }\n    dropDriversJob(queue: $queue, jobId: $jobId) @include(if: $dropDrivers) {\n      message\n    }\n  }\n": types.ConsoleJobActionDocument,
    "\n  query ConsoleOperatorActions($page: Int, $pageSize: Int) {\n    operatorActions(page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      actions {\n        id\n        actorEmail\n        action\n        service\n        target\n        at\n      }\n    }\n  }\n": types.ConsoleOperatorActionsDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      success\n      message\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  mutation ConfirmCashoutPin($restaurantId: ID!, $securityPin: String!, $action: ApprovalInput!) {\n    confirmSecurityPin(restaurantId: $restaurantId, securityPin: $securityPin, action: $action) {\n      token\n    }\n  }\n": types.ConfirmCashoutPinDocument,
    "\n  fragment WaitingDelivery on DeliveryOrder {\n    orderId\n    orderNumber\n    customerName\n    street1\n    street2\n    city\n    zipcode\n    totalCents\n    createdAt\n    createdAtLocal\n    firstPrintedAt\n    scheduleTime\n    readyAt\n  }\n": types.WaitingDeliveryFragmentDoc,
    "\n  query UnassignedOrders($restaurantId: ID!) {\n    unassignedOrders(restaurantId: $restaurantId) {\n      ...WaitingDelivery\n    }\n  }\n": types.UnassignedOrdersDocument,
    "\n  fragment DriverTripCard on DriverTrip {\n    id\n    orderId\n    orderNumber\n    customerName\n    street1\n    street2\n    city\n    zipcode\n    totalCents\n    deliveryChargeCents\n    owedCents\n    paidByCardCents\n    cardTipCents\n    status\n    assignedAt\n    assignedAtLocal\n    cashoutId\n    orderDeleted\n  }\n": types.DriverTripCardFragmentDoc,
    "\n  fragment DoorPaymentFields on DoorPayment {\n    id\n    orderId\n    status\n    amountCents\n    tipCents\n    failure\n    link\n  }\n": types.DoorPaymentFieldsFragmentDoc,
    "\n  mutation AskDoorPayment($orderId: ID!) {\n    askDoorPayment(orderId: $orderId) {\n      ...DoorPaymentFields\n    }\n  }\n": types.AskDoorPaymentDocument,
    "\n  query DoorPayment($id: ID!) {\n    doorPayment(id: $id) {\n      ...DoorPaymentFields\n    }\n  }\n": types.DoorPaymentDocument,
    "\n  fragment DriverOutCard on DriverOut {\n    driver {\n      id\n      name\n    }\n    leftAt\n    leftAtLocal\n    trips {\n      id\n      orderNumber\n    }\n  }\n": types.DriverOutCardFragmentDoc,
    "\n  query DriversOut($restaurantId: ID!) {\n    driversOut(restaurantId: $restaurantId) {\n      ...DriverOutCard\n    }\n  }\n": types.DriversOutDocument,
    "\n  query WaitingDeliveryOf($restaurantId: ID!, $orderId: ID!) {\n    unassignedOrder(restaurantId: $restaurantId, orderId: $orderId) {\n      ...WaitingDelivery\n    }\n  }\n": types.WaitingDeliveryOfDocument,
    "\n  query DriverOutOf($restaurantId: ID!, $driverId: ID!) {\n    driverOut(restaurantId: $restaurantId, driverId: $driverId) {\n      ...DriverOutCard\n    }\n  }\n": types.DriverOutOfDocument,
    "\n  mutation AssignOrders($input: AssignOrdersInput!) {\n    assignOrders(input: $input) {\n      success\n      message\n      trips {\n        id\n        orderNumber\n        driver {\n          id\n          name\n        }\n      }\n      taken {\n        orderId\n        orderNumber\n        driverName\n      }\n      unavailable\n    }\n  }\n": types.AssignOrdersDocument,
    "\n  mutation MarkDriverBack($driverId: ID!, $key: String) {\n    markDriverBack(driverId: $driverId, idempotencyKey: $key) {\n      success\n      message\n      trips\n    }\n  }\n": types.MarkDriverBackDocument,
    "\n  fragment CashoutFields on DriverCashout {\n    id\n    tripCount\n    ordersTotalCents\n    deliveryChargesCents\n    floatCents\n    paidByCardCents\n    cardTipsCents\n    expectedCents\n    countedCents\n    overShortCents\n    approvedBy\n    approvedByRole\n    cashedOutAt\n    cashedOutAtLocal\n  }\n": types.CashoutFieldsFragmentDoc,
    "\n  fragment DriverBalanceCard on DriverBalance {\n    driver {\n      id\n      name\n    }\n    owedCents\n    ordersTotalCents\n    deliveryChargesCents\n    floatCents\n    adjustmentsCents\n    paidByCardCents\n    cardTipsCents\n    openTrips\n    out\n    lastCashedOutAt\n    lastCashedOutAtLocal\n  }\n": types.DriverBalanceCardFragmentDoc,
    "\n  query Drivers($restaurantId: ID!) {\n    drivers(restaurantId: $restaurantId) {\n      ...DriverBalanceCard\n    }\n  }\n": types.DriversDocument,
    "\n  query DriverPage($driverId: ID!, $period: DriverPeriod!) {\n    driverBalance(driverId: $driverId) {\n      ...DriverBalanceCard\n    }\n    driverOrders(driverId: $driverId, period: $period) {\n      ...DriverTripCard\n    }\n  }\n": types.DriverPageDocument,
    "\n  query DriverCashouts($driverId: ID!) {\n    driverCashouts(driverId: $driverId, first: 20) {\n      ...CashoutFields\n    }\n  }\n": types.DriverCashoutsDocument,
    "\n  fragment CashoutAnswer on CashoutRequest {\n    status\n    idempotencyKey\n    cashout {\n      ...CashoutFields\n    }\n  }\n": types.CashoutAnswerFragmentDoc,
    "\n  mutation CashOutDriver($input: CashOutInput!, $idempotencyKey: String!) {\n    cashOutDriver(input: $input, idempotencyKey: $idempotencyKey) {\n      ...CashoutAnswer\n    }\n  }\n": types.CashOutDriverDocument,
    "\n  query CashoutRequest($driverId: ID!, $idempotencyKey: String!) {\n    cashoutRequest(driverId: $driverId, idempotencyKey: $idempotencyKey) {\n      ...CashoutAnswer\n    }\n  }\n": types.CashoutRequestDocument,
    "\n  query Employees($restaurantId: ID!) {\n    employees(restaurantId: $restaurantId) {\n      ...EmployeeFields\n    }\n  }\n": types.EmployeesDocument,
    "\n  mutation CreateEmployee($input: CreateEmployeeInput!) {\n    createEmployee(input: $input) {\n      ...EmployeeFields\n    }\n  }\n": types.CreateEmployeeDocument,
    "\n  mutation UpdateEmployee($id: ID!, $input: UpdateEmployeeInput!) {\n    updateEmployee(id: $id, input: $input) {\n      ...EmployeeFields\n    }\n  }\n": types.UpdateEmployeeDocument,
    "\n  mutation DeleteEmployee($id: ID!, $securityPin: String!) {\n    deleteEmployee(id: $id, securityPin: $securityPin) {\n      success\n      message\n    }\n  }\n": types.DeleteEmployeeDocument,
    "\n  query EmployeePayRates($restaurantId: ID!) {\n    employees(restaurantId: $restaurantId) {\n      id\n      payRates {\n        role\n        hourlyCents\n      }\n    }\n  }\n": types.EmployeePayRatesDocument,
    "\n  mutation SetPayRates($employeeId: ID!, $rates: [PayRateInput!]!) {\n    setPayRates(employeeId: $employeeId, rates: $rates) {\n      role\n      hourlyCents\n    }\n  }\n": types.SetPayRatesDocument,
    "\n  fragment KitchenTicketFields on KitchenTicket {\n    orderId\n    orderNumber\n    offlineNumber\n    orderType\n    channel\n    customerName\n    scheduleTime\n    fireAt\n    notes\n    sentAt\n    readyAt\n    readyBy\n    voided\n    payment\n    version\n    lines {\n      id\n      quantity\n      parts {\n        text\n        depth\n      }\n      notes\n      station\n      doneAt\n      added\n      voided\n    }\n  }\n": types.KitchenTicketFieldsFragmentDoc,
    "\n  query KitchenBoard($restaurantId: ID!) {\n    kitchenBoard(restaurantId: $restaurantId) {\n      restaurantId\n      tickets {\n        ...KitchenTicketFields\n      }\n      bumped {\n        ...KitchenTicketFields\n      }\n      settings {\n        restaurantId\n        amberMinutes\n        redMinutes\n        prepMinutes\n        staleMinutes\n        stationNames\n      }\n    }\n  }\n": types.KitchenBoardDocument,
    "\n  query KitchenTicketOf($restaurantId: ID!, $orderId: ID!) {\n    kitchenTicket(restaurantId: $restaurantId, orderId: $orderId) {\n      ...KitchenTicketFields\n    }\n  }\n": types.KitchenTicketOfDocument,
    "\n  mutation MarkLineDone($id: ID!, $done: Boolean!) {\n    markLineDone(id: $id, done: $done) {\n      ...KitchenTicketFields\n    }\n  }\n": types.MarkLineDoneDocument,
    "\n  mutation MarkOrderReady($id: ID!) {\n    markOrderReady(id: $id) {\n      ...KitchenTicketFields\n    }\n  }\n": types.MarkOrderReadyDocument,
    "\n  mutation RecallOrder($id: ID!) {\n    recallOrder(id: $id) {\n      ...KitchenTicketFields\n    }\n  }\n": types.RecallOrderDocument,
    "\n  mutation ClearOldTickets($restaurantId: ID!) {\n    clearOldTickets(restaurantId: $restaurantId) {\n      cleared\n    }\n  }\n": types.ClearOldTicketsDocument,
    "\n  query Categories($restaurantId: ID!) {\n    categories(restaurantId: $restaurantId) {\n      ...CategoryFields\n    }\n  }\n": types.CategoriesDocument,
    "\n  query Category($id: ID!) {\n    category(id: $id) {\n      ...CategoryFields\n    }\n  }\n": types.CategoryDocument,
    "\n  mutation CreateCategory($input: CreateCategoryInput!) {\n    createCategory(input: $input) {\n      ...CategoryFields\n    }\n  }\n": types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: ID!, $name: String!, $takesToppings: Boolean) {\n    updateCategory(id: $id, name: $name, takesToppings: $takesToppings) {\n      ...CategoryFields\n    }\n  }\n": types.UpdateCategoryDocument,
    "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      success\n      message\n    }\n  }\n": types.DeleteCategoryDocument,
    "\n  query Products($restaurantId: ID!, $categoryId: ID) {\n    products(restaurantId: $restaurantId, categoryId: $categoryId) {\n      ...ProductFields\n      soldOut {\n        until\n      }\n    }\n  }\n": types.ProductsDocument,
    "\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      ...ProductFields\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation SaveProduct($input: SaveProductInput!) {\n    saveProduct(input: $input) {\n      ...ProductFields\n    }\n  }\n": types.SaveProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      success\n      message\n    }\n  }\n": types.DeleteProductDocument,
    "\n  mutation DeleteProductSize($id: ID!) {\n    deleteProductSize(id: $id) {\n      success\n      message\n    }\n  }\n": types.DeleteProductSizeDocument,
    "\n  query Specials($restaurantId: ID!) {\n    specials(restaurantId: $restaurantId) {\n      ...SpecialFields\n      soldOut {\n        until\n      }\n    }\n  }\n": types.SpecialsDocument,
    "\n  mutation SaveSpecial($input: SaveSpecialInput!) {\n    saveSpecial(input: $input) {\n      ...SpecialFields\n    }\n  }\n": types.SaveSpecialDocument,
    "\n  mutation DeleteSpecial($id: ID!) {\n    deleteSpecial(id: $id) {\n      success\n      message\n    }\n  }\n": types.DeleteSpecialDocument,
    "\n  query Toppings($restaurantId: ID!) {\n    toppings(restaurantId: $restaurantId) {\n      ...ToppingFields\n      soldOut {\n        until\n      }\n    }\n  }\n": types.ToppingsDocument,
    "\n  mutation SaveTopping($input: SaveToppingInput!) {\n    saveTopping(input: $input) {\n      ...ToppingFields\n    }\n  }\n": types.SaveToppingDocument,
    "\n  mutation DeleteTopping($id: ID!) {\n    deleteTopping(id: $id) {\n      success\n      message\n    }\n  }\n": types.DeleteToppingDocument,
    "\n  query Sides($restaurantId: ID!) {\n    sides(restaurantId: $restaurantId) {\n      ...SideFields\n      soldOut {\n        until\n      }\n    }\n  }\n": types.SidesDocument,
    "\n  mutation CreateSide($input: SideInput!) {\n    createSide(input: $input) {\n      ...SideFields\n    }\n  }\n": types.CreateSideDocument,
    "\n  mutation UpdateSide($id: ID!, $input: UpdateSideInput!) {\n    updateSide(id: $id, input: $input) {\n      ...SideFields\n    }\n  }\n": types.UpdateSideDocument,
    "\n  mutation DeleteSide($id: ID!) {\n    deleteSide(id: $id) {\n      success\n      message\n    }\n  }\n": types.DeleteSideDocument,
    "\n  mutation SetCategoryOrder($restaurantId: ID!, $categoryIds: [ID!]!) {\n    setCategoryOrder(restaurantId: $restaurantId, categoryIds: $categoryIds) {\n      id\n    }\n  }\n": types.SetCategoryOrderDocument,
    "\n  mutation SetProductOrder($categoryId: ID!, $productIds: [ID!]!) {\n    setProductOrder(categoryId: $categoryId, productIds: $productIds) {\n      id\n    }\n  }\n": types.SetProductOrderDocument,
    "\n  mutation MarkPickedUp($id: ID!) {\n    markPickedUp(id: $id) {\n      id\n      version\n      readyAt\n      readyBy\n      pickedUpAtLocal\n      pickedUpBy\n    }\n  }\n": types.MarkPickedUpDocument,
    "\n  query PayPeriod($restaurantId: ID!, $startsOn: String) {\n    payPeriod(restaurantId: $restaurantId, startsOn: $startsOn) {\n      restaurantId\n      startsOn\n      endsOn\n      closedAt\n      closedBy\n      people {\n        employeeId\n        name\n        lines {\n          role\n          hourlyCents\n          regularMinutes\n          overtimeMinutes\n          regularPayCents\n          overtimePayCents\n        }\n        cashTipsCents\n        takenTipsCents\n        pooledTipsCents\n        cardTipsCents\n        reimbursementCents\n        deliveries\n        notes\n      }\n      tipsByDay {\n        employeeId\n        name\n        day\n        cashTipsCents\n        takenCents\n        pooledCents\n        cardTipsCents\n      }\n    }\n  }\n": types.PayPeriodDocument,
    "\n  query PayrollCsv($restaurantId: ID!, $startsOn: String) {\n    payPeriod(restaurantId: $restaurantId, startsOn: $startsOn) {\n      startsOn\n      csv\n    }\n  }\n": types.PayrollCsvDocument,
    "\n  mutation ClosePayPeriod($restaurantId: ID!, $startsOn: String!) {\n    closePayPeriod(restaurantId: $restaurantId, startsOn: $startsOn) {\n      restaurantId\n      startsOn\n      endsOn\n      closedAt\n      closedBy\n    }\n  }\n": types.ClosePayPeriodDocument,
    "\n  query Restaurants($ownerId: ID) {\n    restaurants(ownerId: $ownerId) {\n      ...RestaurantFields\n    }\n  }\n": types.RestaurantsDocument,
    "\n  query RestaurantAllowance {\n    restaurantAllowance {\n      status\n      allowed\n      used\n      exempt\n      canCreate\n      canOpen\n    }\n  }\n": types.RestaurantAllowanceDocument,
    "\n  mutation CreateRestaurant($input: CreateRestaurantInput!) {\n    createRestaurant(input: $input) {\n      ...RestaurantFields\n    }\n  }\n": types.CreateRestaurantDocument,
    "\n  mutation UpdateRestaurant($id: ID!, $input: UpdateRestaurantInput!) {\n    updateRestaurant(id: $id, input: $input) {\n      ...RestaurantFields\n    }\n  }\n": types.UpdateRestaurantDocument,
    "\n  mutation DeleteRestaurant($id: ID!, $securityPin: String!) {\n    deleteRestaurant(id: $id, securityPin: $securityPin) {\n      success\n      message\n    }\n  }\n": types.DeleteRestaurantDocument,
    "\n  mutation OpenRestaurant($id: ID!, $securityPin: String!) {\n    openRestaurant(id: $id, securityPin: $securityPin) {\n      ...ScopedSessionFields\n    }\n  }\n": types.OpenRestaurantDocument,
    "\n  mutation UpdateOrderSettings($restaurantId: ID!, $input: OrderSettingsInput!) {\n    updateOrderSettings(restaurantId: $restaurantId, input: $input) {\n      ...OrderSettingsFields\n    }\n  }\n": types.UpdateOrderSettingsDocument,
    "\n  query KitchenSettings($restaurantId: ID!) {\n    kitchenSettings(restaurantId: $restaurantId) {\n      ...KitchenSettingsFields\n    }\n    categories(restaurantId: $restaurantId) {\n      id\n      name\n    }\n  }\n": types.KitchenSettingsDocument,
    "\n  fragment KitchenSettingsFields on KitchenSettings {\n    restaurantId\n    amberMinutes\n    redMinutes\n    prepMinutes\n    staleMinutes\n    stations {\n      categoryId\n      station\n    }\n    stationNames\n  }\n": types.KitchenSettingsFieldsFragmentDoc,
    "\n  mutation UpdateKitchenSettings($restaurantId: ID!, $input: KitchenSettingsInput!) {\n    updateKitchenSettings(restaurantId: $restaurantId, input: $input) {\n      ...KitchenSettingsFields\n    }\n  }\n": types.UpdateKitchenSettingsDocument,
    "\n  query DiscountList($restaurantId: ID!) {\n    discounts(restaurantId: $restaurantId) {\n      ...DiscountFields\n    }\n  }\n": types.DiscountListDocument,
    "\n  mutation SaveDiscount($restaurantId: ID!, $input: DiscountInput!) {\n    saveDiscount(restaurantId: $restaurantId, input: $input) {\n      ...DiscountFields\n    }\n  }\n": types.SaveDiscountDocument,
    "\n  query DrawerDay($restaurantId: ID!, $day: String) {\n    drawers(restaurantId: $restaurantId, day: $day) {\n      restaurantId\n      day\n      timeZone\n      cashSalesOnNoDrawer\n      cashSalesOnNoDrawerCents\n      drawers {\n        ...DrawerFields\n      }\n    }\n  }\n": types.DrawerDayDocument,
    "\n  fragment OnlineSettingsFields on OnlineSettings {\n    restaurantId\n    timeZone\n    enabled\n    slug\n    formerSlugs\n    hours {\n      weekday\n      opens\n      closes\n    }\n    pickup\n    delivery\n    deliveryZips\n    deliveryArea\n    deliveryRadiusMiles\n    deliveryOrigin\n    addressLookup\n    deliveryMinimumCents\n    largestOrderCents\n    prepMinutes\n    pausedUntil\n    autoAccept\n    cardPayments\n    stripeAccount\n    stripeConnection\n    cardProvider\n  }\n": types.OnlineSettingsFieldsFragmentDoc,
    "\n  query OnlineSettings($restaurantId: ID!) {\n    onlineSettings(restaurantId: $restaurantId) {\n      ...OnlineSettingsFields\n    }\n  }\n": types.OnlineSettingsDocument,
    "\n  mutation ConnectStripe($restaurantId: ID!) {\n    connectStripe(restaurantId: $restaurantId) {\n      restaurantId\n      url\n    }\n  }\n": types.ConnectStripeDocument,
    "\n  mutation UpdateOnlineSettings($restaurantId: ID!, $input: OnlineSettingsInput!) {\n    updateOnlineSettings(restaurantId: $restaurantId, input: $input) {\n      ...OnlineSettingsFields\n    }\n  }\n": types.UpdateOnlineSettingsDocument,
    "\n  query CardReaders($restaurantId: ID!) {\n    cardReaders(restaurantId: $restaurantId) {\n      ...CardReaderFields\n    }\n    tablets(restaurantId: $restaurantId) {\n      id\n      tag\n      lastSeenAt\n    }\n    onlineSettings(restaurantId: $restaurantId) {\n      restaurantId\n      cardProvider\n      stripeConnection\n    }\n  }\n": types.CardReadersDocument,
    "\n  mutation RegisterCardReader($restaurantId: ID!, $input: RegisterCardReaderInput!) {\n    registerCardReader(restaurantId: $restaurantId, input: $input) {\n      ...CardReaderFields\n    }\n  }\n": types.RegisterCardReaderDocument,
    "\n  mutation PlaceCardReader($id: ID!, $terminalId: ID) {\n    placeCardReader(id: $id, terminalId: $terminalId) {\n      ...CardReaderFields\n    }\n  }\n": types.PlaceCardReaderDocument,
    "\n  mutation RetireCardReader($id: ID!) {\n    retireCardReader(id: $id) {\n      id\n    }\n  }\n": types.RetireCardReaderDocument,
    "\n  query Revenue($restaurantId: ID!, $period: RevenuePeriod!, $year: Int) {\n    revenue(restaurantId: $restaurantId, period: $period, year: $year) {\n      restaurantId\n      period\n      timeZone\n      today\n      fromDay\n      toDay\n      totalOrders\n      totalRevenueCents\n      subtotalCents\n      taxCents\n      deliveryChargeCents\n      deliveryOrders\n      pickupOrders\n      togoOrders\n      byChannel {\n        channel\n        orders\n        revenueCents\n      }\n      averageTicketCents\n      voidCount\n      voidCents\n      discountCount\n      discountCents\n      kitchenOrders\n      kitchenAverageSeconds\n      kitchenP90Seconds\n      year\n      years\n      months {\n        month\n        orders\n        revenueCents\n      }\n    }\n  }\n": types.RevenueDocument,
    "\n  fragment CardReconciliationCard on CardReconciliation {\n    day\n    matched\n    checkedAt\n    checkedBy\n    stripeCents\n    posCents\n    differences\n    outside\n  }\n": types.CardReconciliationCardFragmentDoc,
    "\n  fragment BusinessDayCard on BusinessDay {\n    restaurantId\n    day\n    closed\n    closedAt\n    closedBy\n    cardReconciliation {\n      ...CardReconciliationCard\n    }\n    z {\n      day\n      restaurant {\n        name\n        timeZone\n      }\n      orders {\n        count\n        cents\n      }\n      byType {\n        orderType\n        count\n        cents\n      }\n      byTender {\n        tender\n        count\n        cents\n      }\n      byChannel {\n        channel\n        count\n        cents\n      }\n      subtotalCents\n      taxCents\n      deliveryChargesCents\n      totalCents\n      voids {\n        count\n        cents\n      }\n      discounts {\n        count\n        cents\n      }\n      saleChanges {\n        count\n        cents\n      }\n      notPrinted {\n        count\n        cents\n      }\n      refunds {\n        count\n        cents\n      }\n      corrections {\n        orderNumber\n        fromTender\n        toTender\n        cents\n        by\n        approvedBy\n        reason\n        at\n      }\n      drops {\n        count\n        cents\n      }\n      paidOuts {\n        count\n        cents\n      }\n      paidIns {\n        count\n        cents\n      }\n      tips {\n        count\n        cents\n      }\n      tipsPaidOut {\n        count\n        cents\n      }\n      reconciliation {\n        reconciled\n        differences\n      }\n      drawers {\n        id\n        terminalTag\n        openedBy\n        closedBy\n        floatCents\n        cashSalesCents\n        cashChangesCents\n        correctionsCents\n        paidInCents\n        paidOutCents\n        dropsCents\n        refundsCents\n        expectedCents\n        countedCents\n        overShortCents\n      }\n      cashOnNoDrawer {\n        count\n        cents\n      }\n      cash {\n        takenCents\n        inDrawersCents\n        noDrawerCents\n      }\n      drivers {\n        settled {\n          count\n          cents\n        }\n        owed {\n          count\n          cents\n        }\n      }\n      offlineLate {\n        orderNumber\n        offlineNumber\n        printedAt\n        timeKept\n      }\n      offlineMissing\n      lateChanges {\n        orderNumber\n        closedDay\n        what\n        totalCents\n      }\n    }\n  }\n": types.BusinessDayCardFragmentDoc,
    "\n  query RevenueBusinessDays($restaurantId: ID!) {\n    businessDays(restaurantId: $restaurantId, first: 14) {\n      restaurantId\n      openDay\n      today\n      closed {\n        ...BusinessDayCard\n      }\n    }\n  }\n": types.RevenueBusinessDaysDocument,
    "\n  query RevenueZReport($restaurantId: ID!, $day: String!) {\n    zReport(restaurantId: $restaurantId, day: $day) {\n      ...BusinessDayCard\n    }\n  }\n": types.RevenueZReportDocument,
    "\n  mutation RevenueCloseDay($restaurantId: ID!, $day: String!) {\n    closeDay(restaurantId: $restaurantId, day: $day) {\n      ...BusinessDayCard\n    }\n  }\n": types.RevenueCloseDayDocument,
    "\n  mutation RevenueCheckCardPayments($restaurantId: ID!, $day: String!) {\n    checkCardPayments(restaurantId: $restaurantId, day: $day) {\n      ...CardReconciliationCard\n    }\n  }\n": types.RevenueCheckCardPaymentsDocument,
    "\n  query RevenueTipsReport($restaurantId: ID!, $from: String!, $to: String!) {\n    tipsReport(restaurantId: $restaurantId, from: $from, to: $to) {\n      restaurantId\n      from\n      to\n      timeZone\n      employees {\n        employeeId\n        name\n        driver\n        count\n        cents\n        paidOutCents\n      }\n      tips {\n        count\n        cents\n      }\n      paidOut {\n        count\n        cents\n      }\n    }\n  }\n": types.RevenueTipsReportDocument,
    "\n  mutation OpenHubSession($id: ID!, $securityPin: String!) {\n    openRestaurant(id: $id, securityPin: $securityPin) {\n      ...ScopedSessionFields\n    }\n  }\n": types.OpenHubSessionDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      success\n      message\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignOut {\n    signOut {\n      success\n      message\n    }\n  }\n": types.SignOutDocument,
    "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n": types.MeDocument,
    "\n  mutation EnterScreen($restaurantId: ID!, $role: String!, $pin: String!) {\n    enterScreen(restaurantId: $restaurantId, role: $role, pin: $pin) {\n      ...ScopedSessionFields\n    }\n  }\n": types.EnterScreenDocument,
    "\n  query OrderSettings($restaurantId: ID!) {\n    orderSettings(restaurantId: $restaurantId) {\n      ...OrderSettingsFields\n    }\n  }\n": types.OrderSettingsDocument,
    "\n  query Restaurant($id: ID!) {\n    restaurant(id: $id) {\n      ...RestaurantFields\n    }\n  }\n": types.RestaurantDocument,
    "\n  fragment PricedMenu on Menu {\n    restaurantId\n    version\n    categories {\n      id\n      name\n      takesToppings\n      products {\n        id\n        categoryId\n        name\n        priceCents\n        takesToppings\n        soldOut {\n          until\n        }\n        sizes {\n          id\n          sizeName\n          priceCents\n          soldOut {\n            until\n          }\n        }\n      }\n    }\n    specials {\n      id\n      name\n      priceCents\n      soldOut {\n        until\n      }\n      items {\n        id\n        productName\n        quantity\n      }\n    }\n    toppings {\n      id\n      name\n      basePriceCents\n      extras {\n        id\n        littlePriceCents\n        regularPriceCents\n        extraPriceCents\n      }\n      soldOut {\n        until\n      }\n    }\n    sides {\n      id\n      name\n      basePriceCents\n      soldOut {\n        until\n      }\n    }\n  }\n": types.PricedMenuFragmentDoc,
    "\n  mutation MarkSoldOut($input: MarkSoldOutInput!) {\n    markSoldOut(input: $input) {\n      success\n      message\n      itemId\n    }\n  }\n": types.MarkSoldOutDocument,
    "\n  mutation MarkAvailable($restaurantId: ID!, $itemId: ID!) {\n    markAvailable(restaurantId: $restaurantId, itemId: $itemId) {\n      success\n      message\n      itemId\n    }\n  }\n": types.MarkAvailableDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RestaurantFields on Restaurant {\n  id\n  ownerId\n  name\n  description\n  taxPercentage\n  deliveryChargeCents\n  fullAddress\n  phoneNumber\n  timeZone\n  createdAt\n}\n\nfragment ScopedSessionFields on ScopedSession {\n  token\n  restaurantId\n  role\n  employeeId\n  name\n  expiresAt\n}\n\nfragment EmployeeFields on Employee {\n  id\n  restaurantId\n  name\n  role\n  maskedPin\n}\n\nfragment UserFields on User {\n  id\n  fullname\n  email\n  role\n  profilePicture\n  demo\n}\n\nfragment OrderSettingsFields on OrderSettings {\n  restaurantId\n  halfToppingPricing\n  voidApprovalMinutes\n  takingMinutes\n  discountApprovalCents\n  drawerPayoutApprovalCents\n  drawerDropApprovalCents\n  tipsOffered\n  tipPercents\n}\n\nfragment CardReaderFields on CardReader {\n  id\n  restaurantId\n  name\n  terminalId\n  terminalTag\n  deviceType\n  sandboxUrl\n  registeredAt\n  registeredBy\n}\n\nfragment DiscountFields on Discount {\n  id\n  restaurantId\n  name\n  kind\n  percent\n  amountCents\n  typedAtCounter\n  appliesTo\n  active\n}\n\nfragment SizeFields on ProductSize {\n  id\n  productId\n  sizeName\n  priceCents\n}\n\nfragment ProductFields on Product {\n  id\n  numericId\n  restaurantId\n  categoryId\n  name\n  priceCents\n  sizes {\n    ...SizeFields\n  }\n  takesToppings\n  description\n  photo {\n    thumb\n    card\n    large\n  }\n}\n\nfragment CategoryFields on Category {\n  id\n  restaurantId\n  name\n  takesToppings\n}\n\nfragment SpecialItemFields on SpecialItem {\n  id\n  specialId\n  productName\n  quantity\n}\n\nfragment SpecialFields on Special {\n  id\n  numericId\n  restaurantId\n  name\n  priceCents\n  items {\n    ...SpecialItemFields\n  }\n}\n\nfragment ToppingExtraFields on ToppingExtra {\n  id\n  toppingId\n  littlePriceCents\n  regularPriceCents\n  extraPriceCents\n}\n\nfragment ToppingFields on Topping {\n  id\n  numericId\n  restaurantId\n  name\n  basePriceCents\n  extras {\n    ...ToppingExtraFields\n  }\n}\n\nfragment SideFields on Side {\n  id\n  restaurantId\n  name\n  basePriceCents\n}\n\nfragment DrawerMoveFields on DrawerMove {\n  id\n  kind\n  amountCents\n  what\n  reason\n  by\n  approvedBy\n  orderId\n  orderNumber\n  cashGivenCents\n  changeCents\n  at\n  atLocal\n}\n\nfragment TerminalDrawerFields on TerminalDrawer {\n  id\n  restaurantId\n  terminalId\n  terminalTag\n  day\n  openedAt\n  openedAtLocal\n  openedBy\n  floatCents\n  handMoves {\n    ...DrawerMoveFields\n  }\n}\n\nfragment DrawerFields on Drawer {\n  id\n  restaurantId\n  terminalId\n  terminalTag\n  day\n  open\n  openedAt\n  openedAtLocal\n  openedBy\n  closedAt\n  closedAtLocal\n  closedBy\n  floatCents\n  cashSales\n  cashSalesCents\n  cashGivenCents\n  changeGivenCents\n  cashChanges\n  cashChangesCents\n  refunds\n  refundsCents\n  corrections\n  correctionsCents\n  paidInCents\n  paidOutCents\n  dropsCents\n  expectedCents\n  countedCents\n  overShortCents\n  moves {\n    ...DrawerMoveFields\n  }\n}"): (typeof documents)["fragment RestaurantFields on Restaurant {\n  id\n  ownerId\n  name\n  description\n  taxPercentage\n  deliveryChargeCents\n  fullAddress\n  phoneNumber\n  timeZone\n  createdAt\n}\n\nfragment ScopedSessionFields on ScopedSession {\n  token\n  restaurantId\n  role\n  employeeId\n  name\n  expiresAt\n}\n\nfragment EmployeeFields on Employee {\n  id\n  restaurantId\n  name\n  role\n  maskedPin\n}\n\nfragment UserFields on User {\n  id\n  fullname\n  email\n  role\n  profilePicture\n  demo\n}\n\nfragment OrderSettingsFields on OrderSettings {\n  restaurantId\n  halfToppingPricing\n  voidApprovalMinutes\n  takingMinutes\n  discountApprovalCents\n  drawerPayoutApprovalCents\n  drawerDropApprovalCents\n  tipsOffered\n  tipPercents\n}\n\nfragment CardReaderFields on CardReader {\n  id\n  restaurantId\n  name\n  terminalId\n  terminalTag\n  deviceType\n  sandboxUrl\n  registeredAt\n  registeredBy\n}\n\nfragment DiscountFields on Discount {\n  id\n  restaurantId\n  name\n  kind\n  percent\n  amountCents\n  typedAtCounter\n  appliesTo\n  active\n}\n\nfragment SizeFields on ProductSize {\n  id\n  productId\n  sizeName\n  priceCents\n}\n\nfragment ProductFields on Product {\n  id\n  numericId\n  restaurantId\n  categoryId\n  name\n  priceCents\n  sizes {\n    ...SizeFields\n  }\n  takesToppings\n  description\n  photo {\n    thumb\n    card\n    large\n  }\n}\n\nfragment CategoryFields on Category {\n  id\n  restaurantId\n  name\n  takesToppings\n}\n\nfragment SpecialItemFields on SpecialItem {\n  id\n  specialId\n  productName\n  quantity\n}\n\nfragment SpecialFields on Special {\n  id\n  numericId\n  restaurantId\n  name\n  priceCents\n  items {\n    ...SpecialItemFields\n  }\n}\n\nfragment ToppingExtraFields on ToppingExtra {\n  id\n  toppingId\n  littlePriceCents\n  regularPriceCents\n  extraPriceCents\n}\n\nfragment ToppingFields on Topping {\n  id\n  numericId\n  restaurantId\n  name\n  basePriceCents\n  extras {\n    ...ToppingExtraFields\n  }\n}\n\nfragment SideFields on Side {\n  id\n  restaurantId\n  name\n  basePriceCents\n}\n\nfragment DrawerMoveFields on DrawerMove {\n  id\n  kind\n  amountCents\n  what\n  reason\n  by\n  approvedBy\n  orderId\n  orderNumber\n  cashGivenCents\n  changeCents\n  at\n  atLocal\n}\n\nfragment TerminalDrawerFields on TerminalDrawer {\n  id\n  restaurantId\n  terminalId\n  terminalTag\n  day\n  openedAt\n  openedAtLocal\n  openedBy\n  floatCents\n  handMoves {\n    ...DrawerMoveFields\n  }\n}\n\nfragment DrawerFields on Drawer {\n  id\n  restaurantId\n  terminalId\n  terminalTag\n  day\n  open\n  openedAt\n  openedAtLocal\n  openedBy\n  closedAt\n  closedAtLocal\n  closedBy\n  floatCents\n  cashSales\n  cashSalesCents\n  cashGivenCents\n  changeGivenCents\n  cashChanges\n  cashChangesCents\n  refunds\n  refundsCents\n  corrections\n  correctionsCents\n  paidInCents\n  paidOutCents\n  dropsCents\n  expectedCents\n  countedCents\n  overShortCents\n  moves {\n    ...DrawerMoveFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($email: String!, $token: String!, $password: String!) {\n    resetPassword(email: $email, token: $token, password: $password) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($email: String!, $token: String!, $password: String!) {\n    resetPassword(email: $email, token: $token, password: $password) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query User($id: ID!) {\n    user(id: $id) {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  query User($id: ID!) {\n    user(id: $id) {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      success\n      message\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      success\n      message\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditLine on AuditEntry {\n    id\n    atLocal\n    kind\n    summary\n    actorName\n    session\n    approverName\n    orderNumber\n    amountBeforeCents\n    amountAfterCents\n    reason\n    cursor\n  }\n"): (typeof documents)["\n  fragment AuditLine on AuditEntry {\n    id\n    atLocal\n    kind\n    summary\n    actorName\n    session\n    approverName\n    orderNumber\n    amountBeforeCents\n    amountAfterCents\n    reason\n    cursor\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditTrail($restaurantId: ID!, $filter: AuditFilter, $first: Int, $before: String) {\n    ordersAudit(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {\n      entries {\n        ...AuditLine\n      }\n      nextBefore\n    }\n    driversAudit(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {\n      entries {\n        ...AuditLine\n      }\n      nextBefore\n    }\n    authAudit(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {\n      entries {\n        ...AuditLine\n      }\n      nextBefore\n    }\n  }\n"): (typeof documents)["\n  query AuditTrail($restaurantId: ID!, $filter: AuditFilter, $first: Int, $before: String) {\n    ordersAudit(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {\n      entries {\n        ...AuditLine\n      }\n      nextBefore\n    }\n    driversAudit(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {\n      entries {\n        ...AuditLine\n      }\n      nextBefore\n    }\n    authAudit(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {\n      entries {\n        ...AuditLine\n      }\n      nextBefore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditStaff($restaurantId: ID!) {\n    employees(restaurantId: $restaurantId) {\n      id\n      name\n      role\n    }\n  }\n"): (typeof documents)["\n  query AuditStaff($restaurantId: ID!) {\n    employees(restaurantId: $restaurantId) {\n      id\n      name\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditOfflinePapers($restaurantId: ID!) {\n    offlinePapers(restaurantId: $restaurantId) {\n      restaurantId\n      terminals {\n        id\n        tag\n        lastSeenAt\n        arrived\n        waiting\n        missing\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditOfflinePapers($restaurantId: ID!) {\n    offlinePapers(restaurantId: $restaurantId) {\n      restaurantId\n      terminals {\n        id\n        tag\n        lastSeenAt\n        arrived\n        waiting\n        missing\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Plans {\n    plans {\n      id\n      name\n      priceCents\n      restaurants\n      priceId\n    }\n  }\n"): (typeof documents)["\n  query Plans {\n    plans {\n      id\n      name\n      priceCents\n      restaurants\n      priceId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Subscription($userId: ID!) {\n    subscription(userId: $userId) {\n      status\n      planId\n      planName\n      numberOfRestaurants\n      currentPeriodEnd\n      cancelAtPeriodEnd\n      stripeCustomerId\n    }\n  }\n"): (typeof documents)["\n  query Subscription($userId: ID!) {\n    subscription(userId: $userId) {\n      status\n      planId\n      planName\n      numberOfRestaurants\n      currentPeriodEnd\n      cancelAtPeriodEnd\n      stripeCustomerId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCheckoutSession($input: CheckoutInput!) {\n    createCheckoutSession(input: $input) {\n      sessionId\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCheckoutSession($input: CheckoutInput!) {\n    createCheckoutSession(input: $input) {\n      sessionId\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePortalSession($customerId: String) {\n    createPortalSession(customerId: $customerId) {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePortalSession($customerId: String) {\n    createPortalSession(customerId: $customerId) {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CardPart on OrderPayment {\n    id\n    orderId\n    status\n    amountCents\n    tipCents\n    failure\n    readerName\n    waitedTooLong\n  }\n"): (typeof documents)["\n  fragment CardPart on OrderPayment {\n    id\n    orderId\n    status\n    amountCents\n    tipCents\n    failure\n    readerName\n    waitedTooLong\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TerminalCardReader($restaurantId: ID!, $terminal: String!) {\n    terminalCardReader(restaurantId: $restaurantId, terminal: $terminal) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query TerminalCardReader($restaurantId: ID!, $terminal: String!) {\n    terminalCardReader(restaurantId: $restaurantId, terminal: $terminal) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TakeCardPayment($orderId: ID!, $terminal: String!, $split: SplitInput) {\n    takeCardPayment(orderId: $orderId, terminal: $terminal, split: $split) {\n      ...CardPart\n    }\n  }\n"): (typeof documents)["\n  mutation TakeCardPayment($orderId: ID!, $terminal: String!, $split: SplitInput) {\n    takeCardPayment(orderId: $orderId, terminal: $terminal, split: $split) {\n      ...CardPart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CardPayment($id: ID!) {\n    cardPayment(id: $id) {\n      ...CardPart\n    }\n  }\n"): (typeof documents)["\n  query CardPayment($id: ID!) {\n    cardPayment(id: $id) {\n      ...CardPart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelCardPayment($id: ID!) {\n    cancelCardPayment(id: $id) {\n      ...CardPart\n    }\n  }\n"): (typeof documents)["\n  mutation CancelCardPayment($id: ID!) {\n    cancelCardPayment(id: $id) {\n      ...CardPart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerByPhone($restaurantId: ID!, $phone: String!) {\n    customerByPhone(restaurantId: $restaurantId, phone: $phone) {\n      ...ReceiptCustomer\n      lastOrder {\n        id\n        orderNumber\n        createdAtLocal\n        lines {\n          ...ReceiptLine\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CustomerByPhone($restaurantId: ID!, $phone: String!) {\n    customerByPhone(restaurantId: $restaurantId, phone: $phone) {\n      ...ReceiptCustomer\n      lastOrder {\n        id\n        orderNumber\n        createdAtLocal\n        lines {\n          ...ReceiptLine\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCustomer($input: CustomerInput!) {\n    createCustomer(input: $input) {\n      ...ReceiptCustomer\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCustomer($input: CustomerInput!) {\n    createCustomer(input: $input) {\n      ...ReceiptCustomer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      ...ReceiptCustomer\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      ...ReceiptCustomer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressSuggestions($query: String!) {\n    addressSuggestions(query: $query) {\n      label\n      street1\n      city\n      zipcode\n      country\n    }\n  }\n"): (typeof documents)["\n  query AddressSuggestions($query: String!) {\n    addressSuggestions(query: $query) {\n      label\n      street1\n      city\n      zipcode\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TypedCustomerFields on TypedCustomer {\n    fullName\n    phoneNumber\n    street1\n    street2\n    city\n    zipcode\n    matchedName\n    matchedAddress\n  }\n"): (typeof documents)["\n  fragment TypedCustomerFields on TypedCustomer {\n    fullName\n    phoneNumber\n    street1\n    street2\n    city\n    zipcode\n    matchedName\n    matchedAddress\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TerminalDiscounts($restaurantId: ID!) {\n    discounts(restaurantId: $restaurantId) {\n      ...DiscountFields\n    }\n  }\n"): (typeof documents)["\n  query TerminalDiscounts($restaurantId: ID!) {\n    discounts(restaurantId: $restaurantId) {\n      ...DiscountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GiveDiscount($input: GiveDiscountInput!, $key: String) {\n    giveDiscount(input: $input, idempotencyKey: $key) {\n      discountId\n      order {\n        ...Receipt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GiveDiscount($input: GiveDiscountInput!, $key: String) {\n    giveDiscount(input: $input, idempotencyKey: $key) {\n      discountId\n      order {\n        ...Receipt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveDiscount($id: ID!) {\n    removeDiscount(id: $id) {\n      ...Receipt\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveDiscount($id: ID!) {\n    removeDiscount(id: $id) {\n      ...Receipt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TerminalDrawerNow($terminalId: ID!) {\n    terminalDrawer(terminalId: $terminalId) {\n      ...TerminalDrawerFields\n    }\n  }\n"): (typeof documents)["\n  query TerminalDrawerNow($terminalId: ID!) {\n    terminalDrawer(terminalId: $terminalId) {\n      ...TerminalDrawerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenTheDrawer($input: OpenDrawerInput!, $key: String) {\n    openDrawer(input: $input, idempotencyKey: $key) {\n      ...TerminalDrawerFields\n    }\n  }\n"): (typeof documents)["\n  mutation OpenTheDrawer($input: OpenDrawerInput!, $key: String) {\n    openDrawer(input: $input, idempotencyKey: $key) {\n      ...TerminalDrawerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveTheDrawer($input: DrawerMoveInput!, $key: String) {\n    moveDrawer(input: $input, idempotencyKey: $key) {\n      ...TerminalDrawerFields\n    }\n  }\n"): (typeof documents)["\n  mutation MoveTheDrawer($input: DrawerMoveInput!, $key: String) {\n    moveDrawer(input: $input, idempotencyKey: $key) {\n      ...TerminalDrawerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseTheDrawer($input: CloseDrawerInput!, $key: String) {\n    closeDrawer(input: $input, idempotencyKey: $key) {\n      ...DrawerFields\n    }\n  }\n"): (typeof documents)["\n  mutation CloseTheDrawer($input: CloseDrawerInput!, $key: String) {\n    closeDrawer(input: $input, idempotencyKey: $key) {\n      ...DrawerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HistoryCard on Order {\n    id\n    orderNumber\n    offlineNumber\n    paperPrintedAtLocal\n    paperTimeKept\n    orderType\n    channel\n    createdAt\n    createdAtLocal\n    employeeName\n    scheduleTime\n    customer {\n      id\n      fullName\n      phoneNumber\n      street1\n      city\n    }\n    totalCents\n    tender\n    paidOnline\n    paidInParts\n    payments {\n      id\n      kind\n      status\n      amountCents\n      tipCents\n      refundStatus\n      refundFailure\n      refundedCents\n    }\n    printCount\n    ...OrderState\n    firstPrintedAt\n    readyAt\n    readyBy\n    timeZone\n    version\n  }\n"): (typeof documents)["\n  fragment HistoryCard on Order {\n    id\n    orderNumber\n    offlineNumber\n    paperPrintedAtLocal\n    paperTimeKept\n    orderType\n    channel\n    createdAt\n    createdAtLocal\n    employeeName\n    scheduleTime\n    customer {\n      id\n      fullName\n      phoneNumber\n      street1\n      city\n    }\n    totalCents\n    tender\n    paidOnline\n    paidInParts\n    payments {\n      id\n      kind\n      status\n      amountCents\n      tipCents\n      refundStatus\n      refundFailure\n      refundedCents\n    }\n    printCount\n    ...OrderState\n    firstPrintedAt\n    readyAt\n    readyBy\n    timeZone\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderHistory($restaurantId: ID!, $filter: OrderFilter, $first: Int, $before: Int) {\n    orders(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {\n      orders {\n        ...HistoryCard\n      }\n      nextBefore\n    }\n  }\n"): (typeof documents)["\n  query OrderHistory($restaurantId: ID!, $filter: OrderFilter, $first: Int, $before: Int) {\n    orders(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {\n      orders {\n        ...HistoryCard\n      }\n      nextBefore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HistoryCardOf($id: ID!) {\n    order(id: $id) {\n      ...HistoryCard\n      inHistory\n    }\n  }\n"): (typeof documents)["\n  query HistoryCardOf($id: ID!) {\n    order(id: $id) {\n      ...HistoryCard\n      inHistory\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOrder($id: ID!, $reason: String, $terminal: String) {\n    deleteOrder(id: $id, reason: $reason, terminal: $terminal) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteOrder($id: ID!, $reason: String, $terminal: String) {\n    deleteOrder(id: $id, reason: $reason, terminal: $terminal) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CorrectTender($id: ID!, $tender: TenderInput!, $reason: String!, $key: String, $terminal: String) {\n    correctTender(id: $id, tender: $tender, reason: $reason, idempotencyKey: $key, terminal: $terminal) {\n      ...HistoryCard\n    }\n  }\n"): (typeof documents)["\n  mutation CorrectTender($id: ID!, $tender: TenderInput!, $reason: String!, $key: String, $terminal: String) {\n    correctTender(id: $id, tender: $tender, reason: $reason, idempotencyKey: $key, terminal: $terminal) {\n      ...HistoryCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryCardRefund($orderId: ID!) {\n    retryCardRefund(orderId: $orderId) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RetryCardRefund($orderId: ID!) {\n    retryCardRefund(orderId: $orderId) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GiveBackPart(\n    $orderId: ID!\n    $partId: ID!\n    $amountCents: Int!\n    $reason: String!\n    $key: String\n    $terminal: String\n  ) {\n    giveBackPart(\n      orderId: $orderId\n      partId: $partId\n      amountCents: $amountCents\n      reason: $reason\n      idempotencyKey: $key\n      terminal: $terminal\n    ) {\n      ...HistoryCard\n    }\n  }\n"): (typeof documents)["\n  mutation GiveBackPart(\n    $orderId: ID!\n    $partId: ID!\n    $amountCents: Int!\n    $reason: String!\n    $key: String\n    $terminal: String\n  ) {\n    giveBackPart(\n      orderId: $orderId\n      partId: $partId\n      amountCents: $amountCents\n      reason: $reason\n      idempotencyKey: $key\n      terminal: $terminal\n    ) {\n      ...HistoryCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TerminalMenu($restaurantId: ID!) {\n    menu(restaurantId: $restaurantId) {\n      ...PricedMenu\n    }\n  }\n"): (typeof documents)["\n  query TerminalMenu($restaurantId: ID!) {\n    menu(restaurantId: $restaurantId) {\n      ...PricedMenu\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OnlineOrderFields on OnlineOrder {\n    orderId\n    orderNumber\n    orderType\n    customerName\n    decision\n    payment\n    readyAt\n    rejectReason\n    decidedBy\n    receivedAt\n    scheduleTime\n    totalCents\n    order {\n      id\n      version\n      notes\n      tender\n      paidOnline\n      printCount\n      pickedUpAtLocal\n      pickedUpBy\n      customer {\n        id\n        phoneNumber\n        street1\n        city\n        zipcode\n      }\n      typedCustomer {\n        ...TypedCustomerFields\n      }\n      lines {\n        id\n        quantity\n        productName\n        priceCents\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment OnlineOrderFields on OnlineOrder {\n    orderId\n    orderNumber\n    orderType\n    customerName\n    decision\n    payment\n    readyAt\n    rejectReason\n    decidedBy\n    receivedAt\n    scheduleTime\n    totalCents\n    order {\n      id\n      version\n      notes\n      tender\n      paidOnline\n      printCount\n      pickedUpAtLocal\n      pickedUpBy\n      customer {\n        id\n        phoneNumber\n        street1\n        city\n        zipcode\n      }\n      typedCustomer {\n        ...TypedCustomerFields\n      }\n      lines {\n        id\n        quantity\n        productName\n        priceCents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnlineOrders($restaurantId: ID!) {\n    onlineOrders(restaurantId: $restaurantId) {\n      ...OnlineOrderFields\n    }\n    onlineSettings(restaurantId: $restaurantId) {\n      ...OnlineBusyFields\n    }\n  }\n"): (typeof documents)["\n  query OnlineOrders($restaurantId: ID!) {\n    onlineOrders(restaurantId: $restaurantId) {\n      ...OnlineOrderFields\n    }\n    onlineSettings(restaurantId: $restaurantId) {\n      ...OnlineBusyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OnlineBusyFields on OnlineSettings {\n    restaurantId\n    enabled\n    prepMinutes\n    timeZone\n    pausedUntil\n    busyMinutes\n    busyUntil\n  }\n"): (typeof documents)["\n  fragment OnlineBusyFields on OnlineSettings {\n    restaurantId\n    enabled\n    prepMinutes\n    timeZone\n    pausedUntil\n    busyMinutes\n    busyUntil\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOnlineBusy($restaurantId: ID!, $input: OnlineBusyInput!) {\n    setOnlineBusy(restaurantId: $restaurantId, input: $input) {\n      ...OnlineBusyFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetOnlineBusy($restaurantId: ID!, $input: OnlineBusyInput!) {\n    setOnlineBusy(restaurantId: $restaurantId, input: $input) {\n      ...OnlineBusyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptOnlineOrder($orderId: ID!, $readyInMinutes: Int) {\n    acceptOnlineOrder(orderId: $orderId, readyInMinutes: $readyInMinutes) {\n      ...OnlineOrderFields\n      order {\n        ...Receipt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptOnlineOrder($orderId: ID!, $readyInMinutes: Int) {\n    acceptOnlineOrder(orderId: $orderId, readyInMinutes: $readyInMinutes) {\n      ...OnlineOrderFields\n      order {\n        ...Receipt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectOnlineOrder($orderId: ID!, $reason: String!) {\n    rejectOnlineOrder(orderId: $orderId, reason: $reason) {\n      ...OnlineOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation RejectOnlineOrder($orderId: ID!, $reason: String!) {\n    rejectOnlineOrder(orderId: $orderId, reason: $reason) {\n      ...OnlineOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmSecurityPin($restaurantId: ID!, $securityPin: String!, $action: ApprovalInput!) {\n    confirmSecurityPin(restaurantId: $restaurantId, securityPin: $securityPin, action: $action) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmSecurityPin($restaurantId: ID!, $securityPin: String!, $action: ApprovalInput!) {\n    confirmSecurityPin(restaurantId: $restaurantId, securityPin: $securityPin, action: $action) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReceiptCustomer on Customer {\n    id\n    fullName\n    phoneNumber\n    street1\n    street2\n    city\n    zipcode\n    country\n    notes\n  }\n"): (typeof documents)["\n  fragment ReceiptCustomer on Customer {\n    id\n    fullName\n    phoneNumber\n    street1\n    street2\n    city\n    zipcode\n    country\n    notes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LineSelectionFields on LineSelection {\n    productId\n    sizeId\n    specialId\n    sideId\n    toppings {\n      toppingId\n      level\n      placement\n    }\n    sides\n    items {\n      itemId\n      toppings {\n        toppingId\n        level\n        placement\n      }\n      sides\n    }\n  }\n"): (typeof documents)["\n  fragment LineSelectionFields on LineSelection {\n    productId\n    sizeId\n    specialId\n    sideId\n    toppings {\n      toppingId\n      level\n      placement\n    }\n    sides\n    items {\n      itemId\n      toppings {\n        toppingId\n        level\n        placement\n      }\n      sides\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReceiptLine on OrderLine {\n    id\n    kind\n    productName\n    parts {\n      text\n      depth\n      priceCents\n    }\n    open\n    quantity\n    unitPriceCents\n    priceCents\n    notes\n    selection {\n      ...LineSelectionFields\n    }\n    voided\n    voidReason\n    voidedBy\n    voidApprovedBy\n  }\n"): (typeof documents)["\n  fragment ReceiptLine on OrderLine {\n    id\n    kind\n    productName\n    parts {\n      text\n      depth\n      priceCents\n    }\n    open\n    quantity\n    unitPriceCents\n    priceCents\n    notes\n    selection {\n      ...LineSelectionFields\n    }\n    voided\n    voidReason\n    voidedBy\n    voidApprovedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReceiptDiscount on OrderDiscount {\n    id\n    lineId\n    name\n    kind\n    percent\n    amountCents\n    takenCents\n    capCents\n    reason\n  }\n"): (typeof documents)["\n  fragment ReceiptDiscount on OrderDiscount {\n    id\n    lineId\n    name\n    kind\n    percent\n    amountCents\n    takenCents\n    capCents\n    reason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeliveryTrip on OrderTrip {\n    driverName\n    outAt\n    deliveredAtLocal\n  }\n"): (typeof documents)["\n  fragment DeliveryTrip on OrderTrip {\n    driverName\n    outAt\n    deliveredAtLocal\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderState on Order {\n    voided\n    voidReason\n    voidedBy\n    voidApprovedBy\n    beingTakenUntil\n    pickedUpAtLocal\n    pickedUpBy\n    trip {\n      ...DeliveryTrip\n    }\n  }\n"): (typeof documents)["\n  fragment OrderState on Order {\n    voided\n    voidReason\n    voidedBy\n    voidApprovedBy\n    beingTakenUntil\n    pickedUpAtLocal\n    pickedUpBy\n    trip {\n      ...DeliveryTrip\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Receipt on Order {\n    id\n    restaurantId\n    orderNumber\n    orderType\n    customerId\n    customer {\n      ...ReceiptCustomer\n    }\n    typedCustomer {\n      ...TypedCustomerFields\n    }\n    employeeName\n    notes\n    scheduleTime\n    createdAtLocal\n    lines {\n      ...ReceiptLine\n    }\n    itemsCents\n    discounts {\n      ...ReceiptDiscount\n    }\n    discountCents\n    subtotalCents\n    deliveryChargeCents\n    taxPercentage\n    taxCents\n    totalCents\n    tender\n    paidInParts\n    payments {\n      status\n      kind\n      amountCents\n      tipCents\n    }\n    cashGivenCents\n    changeDueCents\n    printCount\n    firstPrintedAt\n    prints {\n      number\n      stamp\n      printedAtLocal\n    }\n    ...OrderState\n    restaurantName\n    restaurantAddress\n    restaurantPhone\n    timeZone\n    version\n  }\n"): (typeof documents)["\n  fragment Receipt on Order {\n    id\n    restaurantId\n    orderNumber\n    orderType\n    customerId\n    customer {\n      ...ReceiptCustomer\n    }\n    typedCustomer {\n      ...TypedCustomerFields\n    }\n    employeeName\n    notes\n    scheduleTime\n    createdAtLocal\n    lines {\n      ...ReceiptLine\n    }\n    itemsCents\n    discounts {\n      ...ReceiptDiscount\n    }\n    discountCents\n    subtotalCents\n    deliveryChargeCents\n    taxPercentage\n    taxCents\n    totalCents\n    tender\n    paidInParts\n    payments {\n      status\n      kind\n      amountCents\n      tipCents\n    }\n    cashGivenCents\n    changeDueCents\n    printCount\n    firstPrintedAt\n    prints {\n      number\n      stamp\n      printedAtLocal\n    }\n    ...OrderState\n    restaurantName\n    restaurantAddress\n    restaurantPhone\n    timeZone\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Order($id: ID!) {\n    order(id: $id) {\n      ...Receipt\n    }\n  }\n"): (typeof documents)["\n  query Order($id: ID!) {\n    order(id: $id) {\n      ...Receipt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOrder($input: CreateOrderInput!, $key: String) {\n    createOrder(input: $input, idempotencyKey: $key) {\n      ...Receipt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOrder($input: CreateOrderInput!, $key: String) {\n    createOrder(input: $input, idempotencyKey: $key) {\n      ...Receipt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrder($id: ID!, $input: UpdateOrderInput!, $reason: String) {\n    updateOrder(id: $id, input: $input, reason: $reason) {\n      ...Receipt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrder($id: ID!, $input: UpdateOrderInput!, $reason: String) {\n    updateOrder(id: $id, input: $input, reason: $reason) {\n      ...Receipt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddOrderLine($input: OrderLineInput!, $key: String) {\n    addOrderLine(input: $input, idempotencyKey: $key) {\n      line {\n        id\n      }\n      order {\n        ...Receipt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddOrderLine($input: OrderLineInput!, $key: String) {\n    addOrderLine(input: $input, idempotencyKey: $key) {\n      line {\n        id\n      }\n      order {\n        ...Receipt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddOpenItem($input: OpenItemInput!, $key: String) {\n    addOpenItem(input: $input, idempotencyKey: $key) {\n      line {\n        id\n      }\n      order {\n        ...Receipt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddOpenItem($input: OpenItemInput!, $key: String) {\n    addOpenItem(input: $input, idempotencyKey: $key) {\n      line {\n        id\n      }\n      order {\n        ...Receipt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveOrderLine($id: ID!, $reason: String) {\n    removeOrderLine(id: $id, reason: $reason) {\n      ...Receipt\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveOrderLine($id: ID!, $reason: String) {\n    removeOrderLine(id: $id, reason: $reason) {\n      ...Receipt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PrintStamp on OrderPrint {\n    number\n    stamp\n    printedAtLocal\n  }\n\n  fragment PrintedOrder on PrintResult {\n    print {\n      ...PrintStamp\n    }\n    order {\n      ...Receipt\n    }\n  }\n"): (typeof documents)["\n  fragment PrintStamp on OrderPrint {\n    number\n    stamp\n    printedAtLocal\n  }\n\n  fragment PrintedOrder on PrintResult {\n    print {\n      ...PrintStamp\n    }\n    order {\n      ...Receipt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PrintOrder($id: ID!, $tender: TenderInput, $key: String, $terminal: String) {\n    printOrder(id: $id, tender: $tender, idempotencyKey: $key, terminal: $terminal) {\n      ...PrintedOrder\n    }\n  }\n"): (typeof documents)["\n  mutation PrintOrder($id: ID!, $tender: TenderInput, $key: String, $terminal: String) {\n    printOrder(id: $id, tender: $tender, idempotencyKey: $key, terminal: $terminal) {\n      ...PrintedOrder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($input: PlaceOrderInput!, $key: String) {\n    placeOrder(input: $input, idempotencyKey: $key) {\n      print {\n        ...PrintStamp\n      }\n      order {\n        ...Receipt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceOrder($input: PlaceOrderInput!, $key: String) {\n    placeOrder(input: $input, idempotencyKey: $key) {\n      print {\n        ...PrintStamp\n      }\n      order {\n        ...Receipt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterTerminal($restaurantId: ID!) {\n    registerTerminal(restaurantId: $restaurantId) {\n      id\n      tag\n      key\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterTerminal($restaurantId: ID!) {\n    registerTerminal(restaurantId: $restaurantId) {\n      id\n      tag\n      key\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TerminalSeen($input: TerminalSeenInput!) {\n    terminalSeen(input: $input) {\n      heardAt\n    }\n  }\n"): (typeof documents)["\n  mutation TerminalSeen($input: TerminalSeenInput!) {\n    terminalSeen(input: $input) {\n      heardAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SplitPart on OrderPayment {\n    id\n    kind\n    status\n    amountCents\n    tipCents\n    lineIds\n    cashGivenCents\n    readerName\n    refundStatus\n  }\n"): (typeof documents)["\n  fragment SplitPart on OrderPayment {\n    id\n    kind\n    status\n    amountCents\n    tipCents\n    lineIds\n    cashGivenCents\n    readerName\n    refundStatus\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SplitOrder($id: ID!) {\n    order(id: $id) {\n      id\n      orderNumber\n      orderType\n      totalCents\n      dueCents\n      lines {\n        id\n        productName\n        quantity\n        priceCents\n        voided\n      }\n      payments {\n        ...SplitPart\n      }\n    }\n  }\n"): (typeof documents)["\n  query SplitOrder($id: ID!) {\n    order(id: $id) {\n      id\n      orderNumber\n      orderType\n      totalCents\n      dueCents\n      lines {\n        id\n        productName\n        quantity\n        priceCents\n        voided\n      }\n      payments {\n        ...SplitPart\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayOrderPart($orderId: ID!, $input: OrderPartInput!, $key: String!, $terminal: String) {\n    payOrderPart(orderId: $orderId, input: $input, idempotencyKey: $key, terminal: $terminal) {\n      part {\n        ...SplitPart\n      }\n      order {\n        id\n        dueCents\n        paidInParts\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PayOrderPart($orderId: ID!, $input: OrderPartInput!, $key: String!, $terminal: String) {\n    payOrderPart(orderId: $orderId, input: $input, idempotencyKey: $key, terminal: $terminal) {\n      part {\n        ...SplitPart\n      }\n      order {\n        id\n        dueCents\n        paidInParts\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleBooks($restaurantId: ID!, $day: String!) {\n    books(restaurantId: $restaurantId, day: $day) {\n      restaurantId\n      day\n      check {\n        lines\n        differences\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConsoleBooks($restaurantId: ID!, $day: String!) {\n    books(restaurantId: $restaurantId, day: $day) {\n      restaurantId\n      day\n      check {\n        lines\n        differences\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleAccounts($search: String, $page: Int, $pageSize: Int) {\n    accounts(search: $search, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      accounts {\n        id\n        fullname\n        email\n        role\n        demo\n        createdAt\n        subscription {\n          status\n          planName\n        }\n        restaurants {\n          id\n          name\n          createdAt\n          lastOrderAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConsoleAccounts($search: String, $page: Int, $pageSize: Int) {\n    accounts(search: $search, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      accounts {\n        id\n        fullname\n        email\n        role\n        demo\n        createdAt\n        subscription {\n          status\n          planName\n        }\n        restaurants {\n          id\n          name\n          createdAt\n          lastOrderAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleAccess {\n    platformHealth {\n      id\n    }\n  }\n"): (typeof documents)["\n  query ConsoleAccess {\n    platformHealth {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleSubscriptions($status: String, $page: Int, $pageSize: Int) {\n    subscriptions(status: $status, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      subscriptions {\n        id\n        status\n        planName\n        currentPeriodEnd\n        cancelAtPeriodEnd\n        account {\n          id\n          fullname\n          email\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConsoleSubscriptions($status: String, $page: Int, $pageSize: Int) {\n    subscriptions(status: $status, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      subscriptions {\n        id\n        status\n        planName\n        currentPeriodEnd\n        cancelAtPeriodEnd\n        account {\n          id\n          fullname\n          email\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceHealthFields on ServiceHealth {\n    service\n    up\n    checkedAt\n    parts {\n      name\n      up\n    }\n    queues {\n      name\n      waiting\n      active\n      delayed\n      failed\n      failedJobs {\n        id\n        queue\n        name\n        reason\n        attempts\n        failedAt\n      }\n      check {\n        askedAt\n        answeredAt\n        resent\n        unknown\n        problem\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ServiceHealthFields on ServiceHealth {\n    service\n    up\n    checkedAt\n    parts {\n      name\n      up\n    }\n    queues {\n      name\n      waiting\n      active\n      delayed\n      failed\n      failedJobs {\n        id\n        queue\n        name\n        reason\n        attempts\n        failedAt\n      }\n      check {\n        askedAt\n        answeredAt\n        resent\n        unknown\n        problem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsolePlatformHealth {\n    platformHealth {\n      id\n      auth {\n        ...ServiceHealthFields\n      }\n      billing {\n        ...ServiceHealthFields\n      }\n      menu {\n        ...ServiceHealthFields\n      }\n      orders {\n        ...ServiceHealthFields\n      }\n      drivers {\n        ...ServiceHealthFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConsolePlatformHealth {\n    platformHealth {\n      id\n      auth {\n        ...ServiceHealthFields\n      }\n      billing {\n        ...ServiceHealthFields\n      }\n      menu {\n        ...ServiceHealthFields\n      }\n      orders {\n        ...ServiceHealthFields\n      }\n      drivers {\n        ...ServiceHealthFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleJobAction(\n    $queue: String!\n    $jobId: ID!\n    $retryAuth: Boolean!\n    $dropAuth: Boolean!\n    $retryBilling: Boolean!\n    $dropBilling: Boolean!\n    $retryMenu: Boolean!\n    $dropMenu: Boolean!\n    $retryOrders: Boolean!\n    $dropOrders: Boolean!\n    $retryDrivers: Boolean!\n    $dropDrivers: Boolean!\n  ) {\n    retryAuthJob(queue: $queue, jobId: $jobId) @include(if: $retryAuth) {\n      message\n    }\n    dropAuthJob(queue: $queue, jobId: $jobId) @include(if: $dropAuth) {\n      message\n    }\n    retryBillingJob(queue: $queue, jobId: $jobId) @include(if: $retryBilling) {\n      message\n    }\n    dropBillingJob(queue: $queue, jobId: $jobId) @include(if: $dropBilling) {\n      message\n    }\n    retryMenuJob(queue: $queue, jobId: $jobId) @include(if: $retryMenu) {\n      message\n    }\n    dropMenuJob(queue: $queue, jobId: $jobId) @include(if: $dropMenu) {\n      message\n    }\n    retryOrdersJob(queue: $queue, jobId: $jobId) @include(if: $retryOrders) {\n      message\n    }\n    dropOrdersJob(queue: $queue, jobId: $jobId) @include(if: $dropOrders) {\n      message\n    }\n    retryDriversJob(queue: $queue, jobId: $jobId) @include(if: $retryDrivers) {\n      message\n    }\n    dropDriversJob(queue: $queue, jobId: $jobId) @include(if: $dropDrivers) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleJobAction(\n    $queue: String!\n    $jobId: ID!\n    $retryAuth: Boolean!\n    $dropAuth: Boolean!\n    $retryBilling: Boolean!\n    $dropBilling: Boolean!\n    $retryMenu: Boolean!\n    $dropMenu: Boolean!\n    $retryOrders: Boolean!\n    $dropOrders: Boolean!\n    $retryDrivers: Boolean!\n    $dropDrivers: Boolean!\n  ) {\n    retryAuthJob(queue: $queue, jobId: $jobId) @include(if: $retryAuth) {\n      message\n    }\n    dropAuthJob(queue: $queue, jobId: $jobId) @include(if: $dropAuth) {\n      message\n    }\n    retryBillingJob(queue: $queue, jobId: $jobId) @include(if: $retryBilling) {\n      message\n    }\n    dropBillingJob(queue: $queue, jobId: $jobId) @include(if: $dropBilling) {\n      message\n    }\n    retryMenuJob(queue: $queue, jobId: $jobId) @include(if: $retryMenu) {\n      message\n    }\n    dropMenuJob(queue: $queue, jobId: $jobId) @include(if: $dropMenu) {\n      message\n    }\n    retryOrdersJob(queue: $queue, jobId: $jobId) @include(if: $retryOrders) {\n      message\n    }\n    dropOrdersJob(queue: $queue, jobId: $jobId) @include(if: $dropOrders) {\n      message\n    }\n    retryDriversJob(queue: $queue, jobId: $jobId) @include(if: $retryDrivers) {\n      message\n    }\n    dropDriversJob(queue: $queue, jobId: $jobId) @include(if: $dropDrivers) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleOperatorActions($page: Int, $pageSize: Int) {\n    operatorActions(page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      actions {\n        id\n        actorEmail\n        action\n        service\n        target\n        at\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConsoleOperatorActions($page: Int, $pageSize: Int) {\n    operatorActions(page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      actions {\n        id\n        actorEmail\n        action\n        service\n        target\n        at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmCashoutPin($restaurantId: ID!, $securityPin: String!, $action: ApprovalInput!) {\n    confirmSecurityPin(restaurantId: $restaurantId, securityPin: $securityPin, action: $action) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmCashoutPin($restaurantId: ID!, $securityPin: String!, $action: ApprovalInput!) {\n    confirmSecurityPin(restaurantId: $restaurantId, securityPin: $securityPin, action: $action) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WaitingDelivery on DeliveryOrder {\n    orderId\n    orderNumber\n    customerName\n    street1\n    street2\n    city\n    zipcode\n    totalCents\n    createdAt\n    createdAtLocal\n    firstPrintedAt\n    scheduleTime\n    readyAt\n  }\n"): (typeof documents)["\n  fragment WaitingDelivery on DeliveryOrder {\n    orderId\n    orderNumber\n    customerName\n    street1\n    street2\n    city\n    zipcode\n    totalCents\n    createdAt\n    createdAtLocal\n    firstPrintedAt\n    scheduleTime\n    readyAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnassignedOrders($restaurantId: ID!) {\n    unassignedOrders(restaurantId: $restaurantId) {\n      ...WaitingDelivery\n    }\n  }\n"): (typeof documents)["\n  query UnassignedOrders($restaurantId: ID!) {\n    unassignedOrders(restaurantId: $restaurantId) {\n      ...WaitingDelivery\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DriverTripCard on DriverTrip {\n    id\n    orderId\n    orderNumber\n    customerName\n    street1\n    street2\n    city\n    zipcode\n    totalCents\n    deliveryChargeCents\n    owedCents\n    paidByCardCents\n    cardTipCents\n    status\n    assignedAt\n    assignedAtLocal\n    cashoutId\n    orderDeleted\n  }\n"): (typeof documents)["\n  fragment DriverTripCard on DriverTrip {\n    id\n    orderId\n    orderNumber\n    customerName\n    street1\n    street2\n    city\n    zipcode\n    totalCents\n    deliveryChargeCents\n    owedCents\n    paidByCardCents\n    cardTipCents\n    status\n    assignedAt\n    assignedAtLocal\n    cashoutId\n    orderDeleted\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DoorPaymentFields on DoorPayment {\n    id\n    orderId\n    status\n    amountCents\n    tipCents\n    failure\n    link\n  }\n"): (typeof documents)["\n  fragment DoorPaymentFields on DoorPayment {\n    id\n    orderId\n    status\n    amountCents\n    tipCents\n    failure\n    link\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AskDoorPayment($orderId: ID!) {\n    askDoorPayment(orderId: $orderId) {\n      ...DoorPaymentFields\n    }\n  }\n"): (typeof documents)["\n  mutation AskDoorPayment($orderId: ID!) {\n    askDoorPayment(orderId: $orderId) {\n      ...DoorPaymentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoorPayment($id: ID!) {\n    doorPayment(id: $id) {\n      ...DoorPaymentFields\n    }\n  }\n"): (typeof documents)["\n  query DoorPayment($id: ID!) {\n    doorPayment(id: $id) {\n      ...DoorPaymentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DriverOutCard on DriverOut {\n    driver {\n      id\n      name\n    }\n    leftAt\n    leftAtLocal\n    trips {\n      id\n      orderNumber\n    }\n  }\n"): (typeof documents)["\n  fragment DriverOutCard on DriverOut {\n    driver {\n      id\n      name\n    }\n    leftAt\n    leftAtLocal\n    trips {\n      id\n      orderNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DriversOut($restaurantId: ID!) {\n    driversOut(restaurantId: $restaurantId) {\n      ...DriverOutCard\n    }\n  }\n"): (typeof documents)["\n  query DriversOut($restaurantId: ID!) {\n    driversOut(restaurantId: $restaurantId) {\n      ...DriverOutCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitingDeliveryOf($restaurantId: ID!, $orderId: ID!) {\n    unassignedOrder(restaurantId: $restaurantId, orderId: $orderId) {\n      ...WaitingDelivery\n    }\n  }\n"): (typeof documents)["\n  query WaitingDeliveryOf($restaurantId: ID!, $orderId: ID!) {\n    unassignedOrder(restaurantId: $restaurantId, orderId: $orderId) {\n      ...WaitingDelivery\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DriverOutOf($restaurantId: ID!, $driverId: ID!) {\n    driverOut(restaurantId: $restaurantId, driverId: $driverId) {\n      ...DriverOutCard\n    }\n  }\n"): (typeof documents)["\n  query DriverOutOf($restaurantId: ID!, $driverId: ID!) {\n    driverOut(restaurantId: $restaurantId, driverId: $driverId) {\n      ...DriverOutCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignOrders($input: AssignOrdersInput!) {\n    assignOrders(input: $input) {\n      success\n      message\n      trips {\n        id\n        orderNumber\n        driver {\n          id\n          name\n        }\n      }\n      taken {\n        orderId\n        orderNumber\n        driverName\n      }\n      unavailable\n    }\n  }\n"): (typeof documents)["\n  mutation AssignOrders($input: AssignOrdersInput!) {\n    assignOrders(input: $input) {\n      success\n      message\n      trips {\n        id\n        orderNumber\n        driver {\n          id\n          name\n        }\n      }\n      taken {\n        orderId\n        orderNumber\n        driverName\n      }\n      unavailable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkDriverBack($driverId: ID!, $key: String) {\n    markDriverBack(driverId: $driverId, idempotencyKey: $key) {\n      success\n      message\n      trips\n    }\n  }\n"): (typeof documents)["\n  mutation MarkDriverBack($driverId: ID!, $key: String) {\n    markDriverBack(driverId: $driverId, idempotencyKey: $key) {\n      success\n      message\n      trips\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CashoutFields on DriverCashout {\n    id\n    tripCount\n    ordersTotalCents\n    deliveryChargesCents\n    floatCents\n    paidByCardCents\n    cardTipsCents\n    expectedCents\n    countedCents\n    overShortCents\n    approvedBy\n    approvedByRole\n    cashedOutAt\n    cashedOutAtLocal\n  }\n"): (typeof documents)["\n  fragment CashoutFields on DriverCashout {\n    id\n    tripCount\n    ordersTotalCents\n    deliveryChargesCents\n    floatCents\n    paidByCardCents\n    cardTipsCents\n    expectedCents\n    countedCents\n    overShortCents\n    approvedBy\n    approvedByRole\n    cashedOutAt\n    cashedOutAtLocal\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DriverBalanceCard on DriverBalance {\n    driver {\n      id\n      name\n    }\n    owedCents\n    ordersTotalCents\n    deliveryChargesCents\n    floatCents\n    adjustmentsCents\n    paidByCardCents\n    cardTipsCents\n    openTrips\n    out\n    lastCashedOutAt\n    lastCashedOutAtLocal\n  }\n"): (typeof documents)["\n  fragment DriverBalanceCard on DriverBalance {\n    driver {\n      id\n      name\n    }\n    owedCents\n    ordersTotalCents\n    deliveryChargesCents\n    floatCents\n    adjustmentsCents\n    paidByCardCents\n    cardTipsCents\n    openTrips\n    out\n    lastCashedOutAt\n    lastCashedOutAtLocal\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Drivers($restaurantId: ID!) {\n    drivers(restaurantId: $restaurantId) {\n      ...DriverBalanceCard\n    }\n  }\n"): (typeof documents)["\n  query Drivers($restaurantId: ID!) {\n    drivers(restaurantId: $restaurantId) {\n      ...DriverBalanceCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DriverPage($driverId: ID!, $period: DriverPeriod!) {\n    driverBalance(driverId: $driverId) {\n      ...DriverBalanceCard\n    }\n    driverOrders(driverId: $driverId, period: $period) {\n      ...DriverTripCard\n    }\n  }\n"): (typeof documents)["\n  query DriverPage($driverId: ID!, $period: DriverPeriod!) {\n    driverBalance(driverId: $driverId) {\n      ...DriverBalanceCard\n    }\n    driverOrders(driverId: $driverId, period: $period) {\n      ...DriverTripCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DriverCashouts($driverId: ID!) {\n    driverCashouts(driverId: $driverId, first: 20) {\n      ...CashoutFields\n    }\n  }\n"): (typeof documents)["\n  query DriverCashouts($driverId: ID!) {\n    driverCashouts(driverId: $driverId, first: 20) {\n      ...CashoutFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CashoutAnswer on CashoutRequest {\n    status\n    idempotencyKey\n    cashout {\n      ...CashoutFields\n    }\n  }\n"): (typeof documents)["\n  fragment CashoutAnswer on CashoutRequest {\n    status\n    idempotencyKey\n    cashout {\n      ...CashoutFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CashOutDriver($input: CashOutInput!, $idempotencyKey: String!) {\n    cashOutDriver(input: $input, idempotencyKey: $idempotencyKey) {\n      ...CashoutAnswer\n    }\n  }\n"): (typeof documents)["\n  mutation CashOutDriver($input: CashOutInput!, $idempotencyKey: String!) {\n    cashOutDriver(input: $input, idempotencyKey: $idempotencyKey) {\n      ...CashoutAnswer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CashoutRequest($driverId: ID!, $idempotencyKey: String!) {\n    cashoutRequest(driverId: $driverId, idempotencyKey: $idempotencyKey) {\n      ...CashoutAnswer\n    }\n  }\n"): (typeof documents)["\n  query CashoutRequest($driverId: ID!, $idempotencyKey: String!) {\n    cashoutRequest(driverId: $driverId, idempotencyKey: $idempotencyKey) {\n      ...CashoutAnswer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Employees($restaurantId: ID!) {\n    employees(restaurantId: $restaurantId) {\n      ...EmployeeFields\n    }\n  }\n"): (typeof documents)["\n  query Employees($restaurantId: ID!) {\n    employees(restaurantId: $restaurantId) {\n      ...EmployeeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEmployee($input: CreateEmployeeInput!) {\n    createEmployee(input: $input) {\n      ...EmployeeFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEmployee($input: CreateEmployeeInput!) {\n    createEmployee(input: $input) {\n      ...EmployeeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEmployee($id: ID!, $input: UpdateEmployeeInput!) {\n    updateEmployee(id: $id, input: $input) {\n      ...EmployeeFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEmployee($id: ID!, $input: UpdateEmployeeInput!) {\n    updateEmployee(id: $id, input: $input) {\n      ...EmployeeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEmployee($id: ID!, $securityPin: String!) {\n    deleteEmployee(id: $id, securityPin: $securityPin) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteEmployee($id: ID!, $securityPin: String!) {\n    deleteEmployee(id: $id, securityPin: $securityPin) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmployeePayRates($restaurantId: ID!) {\n    employees(restaurantId: $restaurantId) {\n      id\n      payRates {\n        role\n        hourlyCents\n      }\n    }\n  }\n"): (typeof documents)["\n  query EmployeePayRates($restaurantId: ID!) {\n    employees(restaurantId: $restaurantId) {\n      id\n      payRates {\n        role\n        hourlyCents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPayRates($employeeId: ID!, $rates: [PayRateInput!]!) {\n    setPayRates(employeeId: $employeeId, rates: $rates) {\n      role\n      hourlyCents\n    }\n  }\n"): (typeof documents)["\n  mutation SetPayRates($employeeId: ID!, $rates: [PayRateInput!]!) {\n    setPayRates(employeeId: $employeeId, rates: $rates) {\n      role\n      hourlyCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment KitchenTicketFields on KitchenTicket {\n    orderId\n    orderNumber\n    offlineNumber\n    orderType\n    channel\n    customerName\n    scheduleTime\n    fireAt\n    notes\n    sentAt\n    readyAt\n    readyBy\n    voided\n    payment\n    version\n    lines {\n      id\n      quantity\n      parts {\n        text\n        depth\n      }\n      notes\n      station\n      doneAt\n      added\n      voided\n    }\n  }\n"): (typeof documents)["\n  fragment KitchenTicketFields on KitchenTicket {\n    orderId\n    orderNumber\n    offlineNumber\n    orderType\n    channel\n    customerName\n    scheduleTime\n    fireAt\n    notes\n    sentAt\n    readyAt\n    readyBy\n    voided\n    payment\n    version\n    lines {\n      id\n      quantity\n      parts {\n        text\n        depth\n      }\n      notes\n      station\n      doneAt\n      added\n      voided\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KitchenBoard($restaurantId: ID!) {\n    kitchenBoard(restaurantId: $restaurantId) {\n      restaurantId\n      tickets {\n        ...KitchenTicketFields\n      }\n      bumped {\n        ...KitchenTicketFields\n      }\n      settings {\n        restaurantId\n        amberMinutes\n        redMinutes\n        prepMinutes\n        staleMinutes\n        stationNames\n      }\n    }\n  }\n"): (typeof documents)["\n  query KitchenBoard($restaurantId: ID!) {\n    kitchenBoard(restaurantId: $restaurantId) {\n      restaurantId\n      tickets {\n        ...KitchenTicketFields\n      }\n      bumped {\n        ...KitchenTicketFields\n      }\n      settings {\n        restaurantId\n        amberMinutes\n        redMinutes\n        prepMinutes\n        staleMinutes\n        stationNames\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KitchenTicketOf($restaurantId: ID!, $orderId: ID!) {\n    kitchenTicket(restaurantId: $restaurantId, orderId: $orderId) {\n      ...KitchenTicketFields\n    }\n  }\n"): (typeof documents)["\n  query KitchenTicketOf($restaurantId: ID!, $orderId: ID!) {\n    kitchenTicket(restaurantId: $restaurantId, orderId: $orderId) {\n      ...KitchenTicketFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkLineDone($id: ID!, $done: Boolean!) {\n    markLineDone(id: $id, done: $done) {\n      ...KitchenTicketFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkLineDone($id: ID!, $done: Boolean!) {\n    markLineDone(id: $id, done: $done) {\n      ...KitchenTicketFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkOrderReady($id: ID!) {\n    markOrderReady(id: $id) {\n      ...KitchenTicketFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkOrderReady($id: ID!) {\n    markOrderReady(id: $id) {\n      ...KitchenTicketFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecallOrder($id: ID!) {\n    recallOrder(id: $id) {\n      ...KitchenTicketFields\n    }\n  }\n"): (typeof documents)["\n  mutation RecallOrder($id: ID!) {\n    recallOrder(id: $id) {\n      ...KitchenTicketFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearOldTickets($restaurantId: ID!) {\n    clearOldTickets(restaurantId: $restaurantId) {\n      cleared\n    }\n  }\n"): (typeof documents)["\n  mutation ClearOldTickets($restaurantId: ID!) {\n    clearOldTickets(restaurantId: $restaurantId) {\n      cleared\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Categories($restaurantId: ID!) {\n    categories(restaurantId: $restaurantId) {\n      ...CategoryFields\n    }\n  }\n"): (typeof documents)["\n  query Categories($restaurantId: ID!) {\n    categories(restaurantId: $restaurantId) {\n      ...CategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Category($id: ID!) {\n    category(id: $id) {\n      ...CategoryFields\n    }\n  }\n"): (typeof documents)["\n  query Category($id: ID!) {\n    category(id: $id) {\n      ...CategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCategory($input: CreateCategoryInput!) {\n    createCategory(input: $input) {\n      ...CategoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCategory($input: CreateCategoryInput!) {\n    createCategory(input: $input) {\n      ...CategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCategory($id: ID!, $name: String!, $takesToppings: Boolean) {\n    updateCategory(id: $id, name: $name, takesToppings: $takesToppings) {\n      ...CategoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCategory($id: ID!, $name: String!, $takesToppings: Boolean) {\n    updateCategory(id: $id, name: $name, takesToppings: $takesToppings) {\n      ...CategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Products($restaurantId: ID!, $categoryId: ID) {\n    products(restaurantId: $restaurantId, categoryId: $categoryId) {\n      ...ProductFields\n      soldOut {\n        until\n      }\n    }\n  }\n"): (typeof documents)["\n  query Products($restaurantId: ID!, $categoryId: ID) {\n    products(restaurantId: $restaurantId, categoryId: $categoryId) {\n      ...ProductFields\n      soldOut {\n        until\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      ...ProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      ...ProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveProduct($input: SaveProductInput!) {\n    saveProduct(input: $input) {\n      ...ProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveProduct($input: SaveProductInput!) {\n    saveProduct(input: $input) {\n      ...ProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProductSize($id: ID!) {\n    deleteProductSize(id: $id) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProductSize($id: ID!) {\n    deleteProductSize(id: $id) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Specials($restaurantId: ID!) {\n    specials(restaurantId: $restaurantId) {\n      ...SpecialFields\n      soldOut {\n        until\n      }\n    }\n  }\n"): (typeof documents)["\n  query Specials($restaurantId: ID!) {\n    specials(restaurantId: $restaurantId) {\n      ...SpecialFields\n      soldOut {\n        until\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSpecial($input: SaveSpecialInput!) {\n    saveSpecial(input: $input) {\n      ...SpecialFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSpecial($input: SaveSpecialInput!) {\n    saveSpecial(input: $input) {\n      ...SpecialFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSpecial($id: ID!) {\n    deleteSpecial(id: $id) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSpecial($id: ID!) {\n    deleteSpecial(id: $id) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Toppings($restaurantId: ID!) {\n    toppings(restaurantId: $restaurantId) {\n      ...ToppingFields\n      soldOut {\n        until\n      }\n    }\n  }\n"): (typeof documents)["\n  query Toppings($restaurantId: ID!) {\n    toppings(restaurantId: $restaurantId) {\n      ...ToppingFields\n      soldOut {\n        until\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveTopping($input: SaveToppingInput!) {\n    saveTopping(input: $input) {\n      ...ToppingFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveTopping($input: SaveToppingInput!) {\n    saveTopping(input: $input) {\n      ...ToppingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTopping($id: ID!) {\n    deleteTopping(id: $id) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTopping($id: ID!) {\n    deleteTopping(id: $id) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Sides($restaurantId: ID!) {\n    sides(restaurantId: $restaurantId) {\n      ...SideFields\n      soldOut {\n        until\n      }\n    }\n  }\n"): (typeof documents)["\n  query Sides($restaurantId: ID!) {\n    sides(restaurantId: $restaurantId) {\n      ...SideFields\n      soldOut {\n        until\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSide($input: SideInput!) {\n    createSide(input: $input) {\n      ...SideFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSide($input: SideInput!) {\n    createSide(input: $input) {\n      ...SideFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSide($id: ID!, $input: UpdateSideInput!) {\n    updateSide(id: $id, input: $input) {\n      ...SideFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSide($id: ID!, $input: UpdateSideInput!) {\n    updateSide(id: $id, input: $input) {\n      ...SideFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSide($id: ID!) {\n    deleteSide(id: $id) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSide($id: ID!) {\n    deleteSide(id: $id) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCategoryOrder($restaurantId: ID!, $categoryIds: [ID!]!) {\n    setCategoryOrder(restaurantId: $restaurantId, categoryIds: $categoryIds) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SetCategoryOrder($restaurantId: ID!, $categoryIds: [ID!]!) {\n    setCategoryOrder(restaurantId: $restaurantId, categoryIds: $categoryIds) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProductOrder($categoryId: ID!, $productIds: [ID!]!) {\n    setProductOrder(categoryId: $categoryId, productIds: $productIds) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SetProductOrder($categoryId: ID!, $productIds: [ID!]!) {\n    setProductOrder(categoryId: $categoryId, productIds: $productIds) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkPickedUp($id: ID!) {\n    markPickedUp(id: $id) {\n      id\n      version\n      readyAt\n      readyBy\n      pickedUpAtLocal\n      pickedUpBy\n    }\n  }\n"): (typeof documents)["\n  mutation MarkPickedUp($id: ID!) {\n    markPickedUp(id: $id) {\n      id\n      version\n      readyAt\n      readyBy\n      pickedUpAtLocal\n      pickedUpBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayPeriod($restaurantId: ID!, $startsOn: String) {\n    payPeriod(restaurantId: $restaurantId, startsOn: $startsOn) {\n      restaurantId\n      startsOn\n      endsOn\n      closedAt\n      closedBy\n      people {\n        employeeId\n        name\n        lines {\n          role\n          hourlyCents\n          regularMinutes\n          overtimeMinutes\n          regularPayCents\n          overtimePayCents\n        }\n        cashTipsCents\n        takenTipsCents\n        pooledTipsCents\n        cardTipsCents\n        reimbursementCents\n        deliveries\n        notes\n      }\n      tipsByDay {\n        employeeId\n        name\n        day\n        cashTipsCents\n        takenCents\n        pooledCents\n        cardTipsCents\n      }\n    }\n  }\n"): (typeof documents)["\n  query PayPeriod($restaurantId: ID!, $startsOn: String) {\n    payPeriod(restaurantId: $restaurantId, startsOn: $startsOn) {\n      restaurantId\n      startsOn\n      endsOn\n      closedAt\n      closedBy\n      people {\n        employeeId\n        name\n        lines {\n          role\n          hourlyCents\n          regularMinutes\n          overtimeMinutes\n          regularPayCents\n          overtimePayCents\n        }\n        cashTipsCents\n        takenTipsCents\n        pooledTipsCents\n        cardTipsCents\n        reimbursementCents\n        deliveries\n        notes\n      }\n      tipsByDay {\n        employeeId\n        name\n        day\n        cashTipsCents\n        takenCents\n        pooledCents\n        cardTipsCents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayrollCsv($restaurantId: ID!, $startsOn: String) {\n    payPeriod(restaurantId: $restaurantId, startsOn: $startsOn) {\n      startsOn\n      csv\n    }\n  }\n"): (typeof documents)["\n  query PayrollCsv($restaurantId: ID!, $startsOn: String) {\n    payPeriod(restaurantId: $restaurantId, startsOn: $startsOn) {\n      startsOn\n      csv\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClosePayPeriod($restaurantId: ID!, $startsOn: String!) {\n    closePayPeriod(restaurantId: $restaurantId, startsOn: $startsOn) {\n      restaurantId\n      startsOn\n      endsOn\n      closedAt\n      closedBy\n    }\n  }\n"): (typeof documents)["\n  mutation ClosePayPeriod($restaurantId: ID!, $startsOn: String!) {\n    closePayPeriod(restaurantId: $restaurantId, startsOn: $startsOn) {\n      restaurantId\n      startsOn\n      endsOn\n      closedAt\n      closedBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Restaurants($ownerId: ID) {\n    restaurants(ownerId: $ownerId) {\n      ...RestaurantFields\n    }\n  }\n"): (typeof documents)["\n  query Restaurants($ownerId: ID) {\n    restaurants(ownerId: $ownerId) {\n      ...RestaurantFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestaurantAllowance {\n    restaurantAllowance {\n      status\n      allowed\n      used\n      exempt\n      canCreate\n      canOpen\n    }\n  }\n"): (typeof documents)["\n  query RestaurantAllowance {\n    restaurantAllowance {\n      status\n      allowed\n      used\n      exempt\n      canCreate\n      canOpen\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRestaurant($input: CreateRestaurantInput!) {\n    createRestaurant(input: $input) {\n      ...RestaurantFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRestaurant($input: CreateRestaurantInput!) {\n    createRestaurant(input: $input) {\n      ...RestaurantFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRestaurant($id: ID!, $input: UpdateRestaurantInput!) {\n    updateRestaurant(id: $id, input: $input) {\n      ...RestaurantFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRestaurant($id: ID!, $input: UpdateRestaurantInput!) {\n    updateRestaurant(id: $id, input: $input) {\n      ...RestaurantFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRestaurant($id: ID!, $securityPin: String!) {\n    deleteRestaurant(id: $id, securityPin: $securityPin) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteRestaurant($id: ID!, $securityPin: String!) {\n    deleteRestaurant(id: $id, securityPin: $securityPin) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenRestaurant($id: ID!, $securityPin: String!) {\n    openRestaurant(id: $id, securityPin: $securityPin) {\n      ...ScopedSessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation OpenRestaurant($id: ID!, $securityPin: String!) {\n    openRestaurant(id: $id, securityPin: $securityPin) {\n      ...ScopedSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrderSettings($restaurantId: ID!, $input: OrderSettingsInput!) {\n    updateOrderSettings(restaurantId: $restaurantId, input: $input) {\n      ...OrderSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrderSettings($restaurantId: ID!, $input: OrderSettingsInput!) {\n    updateOrderSettings(restaurantId: $restaurantId, input: $input) {\n      ...OrderSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KitchenSettings($restaurantId: ID!) {\n    kitchenSettings(restaurantId: $restaurantId) {\n      ...KitchenSettingsFields\n    }\n    categories(restaurantId: $restaurantId) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query KitchenSettings($restaurantId: ID!) {\n    kitchenSettings(restaurantId: $restaurantId) {\n      ...KitchenSettingsFields\n    }\n    categories(restaurantId: $restaurantId) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment KitchenSettingsFields on KitchenSettings {\n    restaurantId\n    amberMinutes\n    redMinutes\n    prepMinutes\n    staleMinutes\n    stations {\n      categoryId\n      station\n    }\n    stationNames\n  }\n"): (typeof documents)["\n  fragment KitchenSettingsFields on KitchenSettings {\n    restaurantId\n    amberMinutes\n    redMinutes\n    prepMinutes\n    staleMinutes\n    stations {\n      categoryId\n      station\n    }\n    stationNames\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateKitchenSettings($restaurantId: ID!, $input: KitchenSettingsInput!) {\n    updateKitchenSettings(restaurantId: $restaurantId, input: $input) {\n      ...KitchenSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateKitchenSettings($restaurantId: ID!, $input: KitchenSettingsInput!) {\n    updateKitchenSettings(restaurantId: $restaurantId, input: $input) {\n      ...KitchenSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiscountList($restaurantId: ID!) {\n    discounts(restaurantId: $restaurantId) {\n      ...DiscountFields\n    }\n  }\n"): (typeof documents)["\n  query DiscountList($restaurantId: ID!) {\n    discounts(restaurantId: $restaurantId) {\n      ...DiscountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDiscount($restaurantId: ID!, $input: DiscountInput!) {\n    saveDiscount(restaurantId: $restaurantId, input: $input) {\n      ...DiscountFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveDiscount($restaurantId: ID!, $input: DiscountInput!) {\n    saveDiscount(restaurantId: $restaurantId, input: $input) {\n      ...DiscountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DrawerDay($restaurantId: ID!, $day: String) {\n    drawers(restaurantId: $restaurantId, day: $day) {\n      restaurantId\n      day\n      timeZone\n      cashSalesOnNoDrawer\n      cashSalesOnNoDrawerCents\n      drawers {\n        ...DrawerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query DrawerDay($restaurantId: ID!, $day: String) {\n    drawers(restaurantId: $restaurantId, day: $day) {\n      restaurantId\n      day\n      timeZone\n      cashSalesOnNoDrawer\n      cashSalesOnNoDrawerCents\n      drawers {\n        ...DrawerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OnlineSettingsFields on OnlineSettings {\n    restaurantId\n    timeZone\n    enabled\n    slug\n    formerSlugs\n    hours {\n      weekday\n      opens\n      closes\n    }\n    pickup\n    delivery\n    deliveryZips\n    deliveryArea\n    deliveryRadiusMiles\n    deliveryOrigin\n    addressLookup\n    deliveryMinimumCents\n    largestOrderCents\n    prepMinutes\n    pausedUntil\n    autoAccept\n    cardPayments\n    stripeAccount\n    stripeConnection\n    cardProvider\n  }\n"): (typeof documents)["\n  fragment OnlineSettingsFields on OnlineSettings {\n    restaurantId\n    timeZone\n    enabled\n    slug\n    formerSlugs\n    hours {\n      weekday\n      opens\n      closes\n    }\n    pickup\n    delivery\n    deliveryZips\n    deliveryArea\n    deliveryRadiusMiles\n    deliveryOrigin\n    addressLookup\n    deliveryMinimumCents\n    largestOrderCents\n    prepMinutes\n    pausedUntil\n    autoAccept\n    cardPayments\n    stripeAccount\n    stripeConnection\n    cardProvider\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnlineSettings($restaurantId: ID!) {\n    onlineSettings(restaurantId: $restaurantId) {\n      ...OnlineSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query OnlineSettings($restaurantId: ID!) {\n    onlineSettings(restaurantId: $restaurantId) {\n      ...OnlineSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConnectStripe($restaurantId: ID!) {\n    connectStripe(restaurantId: $restaurantId) {\n      restaurantId\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation ConnectStripe($restaurantId: ID!) {\n    connectStripe(restaurantId: $restaurantId) {\n      restaurantId\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOnlineSettings($restaurantId: ID!, $input: OnlineSettingsInput!) {\n    updateOnlineSettings(restaurantId: $restaurantId, input: $input) {\n      ...OnlineSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOnlineSettings($restaurantId: ID!, $input: OnlineSettingsInput!) {\n    updateOnlineSettings(restaurantId: $restaurantId, input: $input) {\n      ...OnlineSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CardReaders($restaurantId: ID!) {\n    cardReaders(restaurantId: $restaurantId) {\n      ...CardReaderFields\n    }\n    tablets(restaurantId: $restaurantId) {\n      id\n      tag\n      lastSeenAt\n    }\n    onlineSettings(restaurantId: $restaurantId) {\n      restaurantId\n      cardProvider\n      stripeConnection\n    }\n  }\n"): (typeof documents)["\n  query CardReaders($restaurantId: ID!) {\n    cardReaders(restaurantId: $restaurantId) {\n      ...CardReaderFields\n    }\n    tablets(restaurantId: $restaurantId) {\n      id\n      tag\n      lastSeenAt\n    }\n    onlineSettings(restaurantId: $restaurantId) {\n      restaurantId\n      cardProvider\n      stripeConnection\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterCardReader($restaurantId: ID!, $input: RegisterCardReaderInput!) {\n    registerCardReader(restaurantId: $restaurantId, input: $input) {\n      ...CardReaderFields\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterCardReader($restaurantId: ID!, $input: RegisterCardReaderInput!) {\n    registerCardReader(restaurantId: $restaurantId, input: $input) {\n      ...CardReaderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceCardReader($id: ID!, $terminalId: ID) {\n    placeCardReader(id: $id, terminalId: $terminalId) {\n      ...CardReaderFields\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceCardReader($id: ID!, $terminalId: ID) {\n    placeCardReader(id: $id, terminalId: $terminalId) {\n      ...CardReaderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetireCardReader($id: ID!) {\n    retireCardReader(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RetireCardReader($id: ID!) {\n    retireCardReader(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Revenue($restaurantId: ID!, $period: RevenuePeriod!, $year: Int) {\n    revenue(restaurantId: $restaurantId, period: $period, year: $year) {\n      restaurantId\n      period\n      timeZone\n      today\n      fromDay\n      toDay\n      totalOrders\n      totalRevenueCents\n      subtotalCents\n      taxCents\n      deliveryChargeCents\n      deliveryOrders\n      pickupOrders\n      togoOrders\n      byChannel {\n        channel\n        orders\n        revenueCents\n      }\n      averageTicketCents\n      voidCount\n      voidCents\n      discountCount\n      discountCents\n      kitchenOrders\n      kitchenAverageSeconds\n      kitchenP90Seconds\n      year\n      years\n      months {\n        month\n        orders\n        revenueCents\n      }\n    }\n  }\n"): (typeof documents)["\n  query Revenue($restaurantId: ID!, $period: RevenuePeriod!, $year: Int) {\n    revenue(restaurantId: $restaurantId, period: $period, year: $year) {\n      restaurantId\n      period\n      timeZone\n      today\n      fromDay\n      toDay\n      totalOrders\n      totalRevenueCents\n      subtotalCents\n      taxCents\n      deliveryChargeCents\n      deliveryOrders\n      pickupOrders\n      togoOrders\n      byChannel {\n        channel\n        orders\n        revenueCents\n      }\n      averageTicketCents\n      voidCount\n      voidCents\n      discountCount\n      discountCents\n      kitchenOrders\n      kitchenAverageSeconds\n      kitchenP90Seconds\n      year\n      years\n      months {\n        month\n        orders\n        revenueCents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CardReconciliationCard on CardReconciliation {\n    day\n    matched\n    checkedAt\n    checkedBy\n    stripeCents\n    posCents\n    differences\n    outside\n  }\n"): (typeof documents)["\n  fragment CardReconciliationCard on CardReconciliation {\n    day\n    matched\n    checkedAt\n    checkedBy\n    stripeCents\n    posCents\n    differences\n    outside\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BusinessDayCard on BusinessDay {\n    restaurantId\n    day\n    closed\n    closedAt\n    closedBy\n    cardReconciliation {\n      ...CardReconciliationCard\n    }\n    z {\n      day\n      restaurant {\n        name\n        timeZone\n      }\n      orders {\n        count\n        cents\n      }\n      byType {\n        orderType\n        count\n        cents\n      }\n      byTender {\n        tender\n        count\n        cents\n      }\n      byChannel {\n        channel\n        count\n        cents\n      }\n      subtotalCents\n      taxCents\n      deliveryChargesCents\n      totalCents\n      voids {\n        count\n        cents\n      }\n      discounts {\n        count\n        cents\n      }\n      saleChanges {\n        count\n        cents\n      }\n      notPrinted {\n        count\n        cents\n      }\n      refunds {\n        count\n        cents\n      }\n      corrections {\n        orderNumber\n        fromTender\n        toTender\n        cents\n        by\n        approvedBy\n        reason\n        at\n      }\n      drops {\n        count\n        cents\n      }\n      paidOuts {\n        count\n        cents\n      }\n      paidIns {\n        count\n        cents\n      }\n      tips {\n        count\n        cents\n      }\n      tipsPaidOut {\n        count\n        cents\n      }\n      reconciliation {\n        reconciled\n        differences\n      }\n      drawers {\n        id\n        terminalTag\n        openedBy\n        closedBy\n        floatCents\n        cashSalesCents\n        cashChangesCents\n        correctionsCents\n        paidInCents\n        paidOutCents\n        dropsCents\n        refundsCents\n        expectedCents\n        countedCents\n        overShortCents\n      }\n      cashOnNoDrawer {\n        count\n        cents\n      }\n      cash {\n        takenCents\n        inDrawersCents\n        noDrawerCents\n      }\n      drivers {\n        settled {\n          count\n          cents\n        }\n        owed {\n          count\n          cents\n        }\n      }\n      offlineLate {\n        orderNumber\n        offlineNumber\n        printedAt\n        timeKept\n      }\n      offlineMissing\n      lateChanges {\n        orderNumber\n        closedDay\n        what\n        totalCents\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment BusinessDayCard on BusinessDay {\n    restaurantId\n    day\n    closed\n    closedAt\n    closedBy\n    cardReconciliation {\n      ...CardReconciliationCard\n    }\n    z {\n      day\n      restaurant {\n        name\n        timeZone\n      }\n      orders {\n        count\n        cents\n      }\n      byType {\n        orderType\n        count\n        cents\n      }\n      byTender {\n        tender\n        count\n        cents\n      }\n      byChannel {\n        channel\n        count\n        cents\n      }\n      subtotalCents\n      taxCents\n      deliveryChargesCents\n      totalCents\n      voids {\n        count\n        cents\n      }\n      discounts {\n        count\n        cents\n      }\n      saleChanges {\n        count\n        cents\n      }\n      notPrinted {\n        count\n        cents\n      }\n      refunds {\n        count\n        cents\n      }\n      corrections {\n        orderNumber\n        fromTender\n        toTender\n        cents\n        by\n        approvedBy\n        reason\n        at\n      }\n      drops {\n        count\n        cents\n      }\n      paidOuts {\n        count\n        cents\n      }\n      paidIns {\n        count\n        cents\n      }\n      tips {\n        count\n        cents\n      }\n      tipsPaidOut {\n        count\n        cents\n      }\n      reconciliation {\n        reconciled\n        differences\n      }\n      drawers {\n        id\n        terminalTag\n        openedBy\n        closedBy\n        floatCents\n        cashSalesCents\n        cashChangesCents\n        correctionsCents\n        paidInCents\n        paidOutCents\n        dropsCents\n        refundsCents\n        expectedCents\n        countedCents\n        overShortCents\n      }\n      cashOnNoDrawer {\n        count\n        cents\n      }\n      cash {\n        takenCents\n        inDrawersCents\n        noDrawerCents\n      }\n      drivers {\n        settled {\n          count\n          cents\n        }\n        owed {\n          count\n          cents\n        }\n      }\n      offlineLate {\n        orderNumber\n        offlineNumber\n        printedAt\n        timeKept\n      }\n      offlineMissing\n      lateChanges {\n        orderNumber\n        closedDay\n        what\n        totalCents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RevenueBusinessDays($restaurantId: ID!) {\n    businessDays(restaurantId: $restaurantId, first: 14) {\n      restaurantId\n      openDay\n      today\n      closed {\n        ...BusinessDayCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query RevenueBusinessDays($restaurantId: ID!) {\n    businessDays(restaurantId: $restaurantId, first: 14) {\n      restaurantId\n      openDay\n      today\n      closed {\n        ...BusinessDayCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RevenueZReport($restaurantId: ID!, $day: String!) {\n    zReport(restaurantId: $restaurantId, day: $day) {\n      ...BusinessDayCard\n    }\n  }\n"): (typeof documents)["\n  query RevenueZReport($restaurantId: ID!, $day: String!) {\n    zReport(restaurantId: $restaurantId, day: $day) {\n      ...BusinessDayCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevenueCloseDay($restaurantId: ID!, $day: String!) {\n    closeDay(restaurantId: $restaurantId, day: $day) {\n      ...BusinessDayCard\n    }\n  }\n"): (typeof documents)["\n  mutation RevenueCloseDay($restaurantId: ID!, $day: String!) {\n    closeDay(restaurantId: $restaurantId, day: $day) {\n      ...BusinessDayCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevenueCheckCardPayments($restaurantId: ID!, $day: String!) {\n    checkCardPayments(restaurantId: $restaurantId, day: $day) {\n      ...CardReconciliationCard\n    }\n  }\n"): (typeof documents)["\n  mutation RevenueCheckCardPayments($restaurantId: ID!, $day: String!) {\n    checkCardPayments(restaurantId: $restaurantId, day: $day) {\n      ...CardReconciliationCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RevenueTipsReport($restaurantId: ID!, $from: String!, $to: String!) {\n    tipsReport(restaurantId: $restaurantId, from: $from, to: $to) {\n      restaurantId\n      from\n      to\n      timeZone\n      employees {\n        employeeId\n        name\n        driver\n        count\n        cents\n        paidOutCents\n      }\n      tips {\n        count\n        cents\n      }\n      paidOut {\n        count\n        cents\n      }\n    }\n  }\n"): (typeof documents)["\n  query RevenueTipsReport($restaurantId: ID!, $from: String!, $to: String!) {\n    tipsReport(restaurantId: $restaurantId, from: $from, to: $to) {\n      restaurantId\n      from\n      to\n      timeZone\n      employees {\n        employeeId\n        name\n        driver\n        count\n        cents\n        paidOutCents\n      }\n      tips {\n        count\n        cents\n      }\n      paidOut {\n        count\n        cents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenHubSession($id: ID!, $securityPin: String!) {\n    openRestaurant(id: $id, securityPin: $securityPin) {\n      ...ScopedSessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation OpenHubSession($id: ID!, $securityPin: String!) {\n    openRestaurant(id: $id, securityPin: $securityPin) {\n      ...ScopedSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      success\n      message\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      success\n      message\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnterScreen($restaurantId: ID!, $role: String!, $pin: String!) {\n    enterScreen(restaurantId: $restaurantId, role: $role, pin: $pin) {\n      ...ScopedSessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation EnterScreen($restaurantId: ID!, $role: String!, $pin: String!) {\n    enterScreen(restaurantId: $restaurantId, role: $role, pin: $pin) {\n      ...ScopedSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderSettings($restaurantId: ID!) {\n    orderSettings(restaurantId: $restaurantId) {\n      ...OrderSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query OrderSettings($restaurantId: ID!) {\n    orderSettings(restaurantId: $restaurantId) {\n      ...OrderSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Restaurant($id: ID!) {\n    restaurant(id: $id) {\n      ...RestaurantFields\n    }\n  }\n"): (typeof documents)["\n  query Restaurant($id: ID!) {\n    restaurant(id: $id) {\n      ...RestaurantFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PricedMenu on Menu {\n    restaurantId\n    version\n    categories {\n      id\n      name\n      takesToppings\n      products {\n        id\n        categoryId\n        name\n        priceCents\n        takesToppings\n        soldOut {\n          until\n        }\n        sizes {\n          id\n          sizeName\n          priceCents\n          soldOut {\n            until\n          }\n        }\n      }\n    }\n    specials {\n      id\n      name\n      priceCents\n      soldOut {\n        until\n      }\n      items {\n        id\n        productName\n        quantity\n      }\n    }\n    toppings {\n      id\n      name\n      basePriceCents\n      extras {\n        id\n        littlePriceCents\n        regularPriceCents\n        extraPriceCents\n      }\n      soldOut {\n        until\n      }\n    }\n    sides {\n      id\n      name\n      basePriceCents\n      soldOut {\n        until\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PricedMenu on Menu {\n    restaurantId\n    version\n    categories {\n      id\n      name\n      takesToppings\n      products {\n        id\n        categoryId\n        name\n        priceCents\n        takesToppings\n        soldOut {\n          until\n        }\n        sizes {\n          id\n          sizeName\n          priceCents\n          soldOut {\n            until\n          }\n        }\n      }\n    }\n    specials {\n      id\n      name\n      priceCents\n      soldOut {\n        until\n      }\n      items {\n        id\n        productName\n        quantity\n      }\n    }\n    toppings {\n      id\n      name\n      basePriceCents\n      extras {\n        id\n        littlePriceCents\n        regularPriceCents\n        extraPriceCents\n      }\n      soldOut {\n        until\n      }\n    }\n    sides {\n      id\n      name\n      basePriceCents\n      soldOut {\n        until\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkSoldOut($input: MarkSoldOutInput!) {\n    markSoldOut(input: $input) {\n      success\n      message\n      itemId\n    }\n  }\n"): (typeof documents)["\n  mutation MarkSoldOut($input: MarkSoldOutInput!) {\n    markSoldOut(input: $input) {\n      success\n      message\n      itemId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAvailable($restaurantId: ID!, $itemId: ID!) {\n    markAvailable(restaurantId: $restaurantId, itemId: $itemId) {\n      success\n      message\n      itemId\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAvailable($restaurantId: ID!, $itemId: ID!) {\n    markAvailable(restaurantId: $restaurantId, itemId: $itemId) {\n      success\n      message\n      itemId\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;