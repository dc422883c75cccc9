/* eslint-disable */
import * as types from './graphql';



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
    "\n  query OrderStreamAccess($restaurantId: ID!) {\n    orderStream(restaurantId: $restaurantId) {\n      restaurantId\n    }\n  }\n": typeof types.OrderStreamAccessDocument,
    "\n  query OnlineStatusAccess($slug: String!, $key: String!) {\n    onlineTracking(slug: $slug, key: $key) {\n      orderId\n      restaurantId\n      progress\n    }\n  }\n": typeof types.OnlineStatusAccessDocument,
    "\n  query OnlineAddress($slug: String!) {\n    onlineAddress(slug: $slug)\n  }\n": typeof types.OnlineAddressDocument,
    "\n  fragment AuditEntryFields on AuditEntry {\n    id\n    at\n    atLocal\n    day\n    kind\n    summary\n    actorName\n    actorEmployeeId\n    session\n    approverName\n    orderId\n    orderNumber\n    subjectId\n    amountBeforeCents\n    amountAfterCents\n    reason\n    source\n    cursor\n  }\n": typeof types.AuditEntryFieldsFragmentDoc,
    "\n      query AuditTrail($restaurantId: ID!, $filter: AuditFilter, $first: Int, $before: String) {\n        ordersAudit(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {\n          entries {\n            ...AuditEntryFields\n          }\n          nextBefore\n        }\n        driversAudit(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {\n          entries {\n            ...AuditEntryFields\n          }\n          nextBefore\n        }\n        authAudit(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {\n          entries {\n            ...AuditEntryFields\n          }\n          nextBefore\n        }\n      }\n    ": typeof types.AuditTrailDocument,
    "\n      query OfflinePapers($restaurantId: ID!) {\n        offlinePapers(restaurantId: $restaurantId) {\n          restaurantId\n          terminals {\n            id\n            tag\n            issuedAt\n            issuedBy\n            lastSeenAt\n            lastOfflineNumber\n            arrived\n            waiting\n            missing\n          }\n        }\n      }\n    ": typeof types.OfflinePapersDocument,
    "\n      mutation SignUp($input: SignUpInput!) {\n        signUp(input: $input) {\n          success\n          message\n        }\n      }\n    ": typeof types.SignUpDocument,
    "\n      mutation SignIn($input: SignInInput!) {\n        signIn(input: $input) {\n          success\n          message\n          token\n          user {\n            ...UserFields\n          }\n        }\n      }\n    ": typeof types.SignInDocument,
    "\n      mutation SignOut {\n        signOut {\n          success\n          message\n        }\n      }\n    ": typeof types.SignOutDocument,
    "\n      query Me {\n        me {\n          ...UserFields\n        }\n      }\n    ": typeof types.MeDocument,
    "\n      mutation RequestPasswordReset($email: String!) {\n        requestPasswordReset(email: $email) {\n          success\n          message\n        }\n      }\n    ": typeof types.RequestPasswordResetDocument,
    "\n      mutation ResetPassword($email: String!, $token: String!, $password: String!) {\n        resetPassword(email: $email, token: $token, password: $password) {\n          success\n          message\n        }\n      }\n    ": typeof types.ResetPasswordDocument,
    "\n      mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n        updateUser(id: $id, input: $input) {\n          success\n          message\n          token\n          user {\n            ...UserFields\n          }\n        }\n      }\n    ": typeof types.UpdateUserDocument,
    "\n      mutation SendContactMessage($input: ContactMessageInput!) {\n        sendContactMessage(input: $input) {\n          success\n          message\n        }\n      }\n    ": typeof types.SendContactMessageDocument,
    "\n      query Subscription($userId: ID!) {\n        subscription(userId: $userId) {\n          status\n          planId\n          numberOfRestaurants\n          currentPeriodEnd\n          stripeCustomerId\n        }\n      }\n    ": typeof types.SubscriptionDocument,
    "\n      mutation CreateCheckoutSession($input: CheckoutInput!) {\n        createCheckoutSession(input: $input) {\n          sessionId\n          url\n        }\n      }\n    ": typeof types.CreateCheckoutSessionDocument,
    "\n      mutation CreatePortalSession($customerId: String) {\n        createPortalSession(customerId: $customerId) {\n          url\n        }\n      }\n    ": typeof types.CreatePortalSessionDocument,
    "\n      query CardReadersRest($restaurantId: ID!) {\n        cardReaders(restaurantId: $restaurantId) {\n          ...CardReaderFields\n        }\n      }\n    ": typeof types.CardReadersRestDocument,
    "\n      mutation RegisterCardReaderRest($restaurantId: ID!, $input: RegisterCardReaderInput!) {\n        registerCardReader(restaurantId: $restaurantId, input: $input) {\n          ...CardReaderFields\n        }\n      }\n    ": typeof types.RegisterCardReaderRestDocument,
    "\n      mutation PlaceCardReaderRest($id: ID!, $terminalId: ID) {\n        placeCardReader(id: $id, terminalId: $terminalId) {\n          ...CardReaderFields\n        }\n      }\n    ": typeof types.PlaceCardReaderRestDocument,
    "\n      mutation RetireCardReaderRest($id: ID!) {\n        retireCardReader(id: $id) {\n          ...CardReaderFields\n        }\n      }\n    ": typeof types.RetireCardReaderRestDocument,
    "\n      query CustomerByPhone($restaurantId: ID!, $phone: String!) {\n        customerByPhone(restaurantId: $restaurantId, phone: $phone) {\n          ...CustomerFields\n          lastOrder {\n            ...OrderFields\n          }\n        }\n      }\n    ": typeof types.CustomerByPhoneDocument,
    "\n      mutation CreateCustomer($input: CustomerInput!) {\n        createCustomer(input: $input) {\n          ...CustomerFields\n        }\n      }\n    ": typeof types.CreateCustomerDocument,
    "\n      mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {\n        updateCustomer(id: $id, input: $input) {\n          ...CustomerFields\n        }\n      }\n    ": typeof types.UpdateCustomerDocument,
    "\n      query CustomerById($id: ID!) {\n        customer(id: $id) {\n          ...CustomerFields\n          lastOrder {\n            ...OrderFields\n          }\n        }\n      }\n    ": typeof types.CustomerByIdDocument,
    "\n  fragment BusinessDayFields on BusinessDay {\n    restaurantId\n    day\n    closed\n    closedAt\n    closedBy\n    z {\n      day\n      restaurant {\n        name\n        timeZone\n      }\n      orders {\n        count\n        cents\n      }\n      byType {\n        orderType\n        count\n        cents\n      }\n      byTender {\n        tender\n        count\n        cents\n      }\n      byChannel {\n        channel\n        count\n        cents\n      }\n      subtotalCents\n      taxCents\n      deliveryChargesCents\n      totalCents\n      voids {\n        count\n        cents\n      }\n      discounts {\n        count\n        cents\n      }\n      drawers {\n        id\n        terminalTag\n        openedAt\n        openedBy\n        closedAt\n        closedBy\n        floatCents\n        cashSalesCents\n        paidInCents\n        paidOutCents\n        dropsCents\n        refundsCents\n        expectedCents\n        countedCents\n        overShortCents\n      }\n      cashOnNoDrawer {\n        count\n        cents\n      }\n      drivers {\n        settled {\n          count\n          cents\n        }\n        owed {\n          count\n          cents\n        }\n      }\n      offlineLate {\n        orderNumber\n        offlineNumber\n        printedAt\n        timeKept\n      }\n      offlineMissing\n      lateChanges {\n        orderNumber\n        closedDay\n        what\n        totalCents\n      }\n    }\n  }\n": typeof types.BusinessDayFieldsFragmentDoc,
    "\n      query BusinessDays($restaurantId: ID!) {\n        businessDays(restaurantId: $restaurantId) {\n          openDay\n          closed {\n            ...BusinessDayFields\n          }\n        }\n      }\n    ": typeof types.BusinessDaysDocument,
    "\n      query ZReport($restaurantId: ID!, $day: String!) {\n        zReport(restaurantId: $restaurantId, day: $day) {\n          ...BusinessDayFields\n        }\n      }\n    ": typeof types.ZReportDocument,
    "\n      mutation CloseDay($restaurantId: ID!, $day: String!) {\n        closeDay(restaurantId: $restaurantId, day: $day) {\n          ...BusinessDayFields\n        }\n      }\n    ": typeof types.CloseDayDocument,
    "\n      query Discounts($restaurantId: ID!) {\n        discounts(restaurantId: $restaurantId) {\n          ...DiscountFields\n        }\n      }\n    ": typeof types.DiscountsDocument,
    "\n      mutation AddDiscount($restaurantId: ID!, $input: DiscountInput!) {\n        saveDiscount(restaurantId: $restaurantId, input: $input) {\n          ...DiscountFields\n        }\n      }\n    ": typeof types.AddDiscountDocument,
    "\n      mutation SaveDiscount($restaurantId: ID!, $input: DiscountInput!) {\n        saveDiscount(restaurantId: $restaurantId, input: $input) {\n          ...DiscountFields\n        }\n      }\n    ": typeof types.SaveDiscountDocument,
    "\n      mutation GiveDiscount($input: GiveDiscountInput!, $idempotencyKey: String) {\n        giveDiscount(input: $input, idempotencyKey: $idempotencyKey) {\n          discountId\n          order {\n            ...OrderFields\n          }\n        }\n      }\n    ": typeof types.GiveDiscountDocument,
    "\n      mutation RemoveDiscount($id: ID!) {\n        removeDiscount(id: $id) {\n          ...OrderFields\n        }\n      }\n    ": typeof types.RemoveDiscountDocument,
    "\n      mutation OpenDrawer($input: OpenDrawerInput!, $idempotencyKey: String) {\n        openDrawer(input: $input, idempotencyKey: $idempotencyKey) {\n          ...TerminalDrawerFields\n        }\n      }\n    ": typeof types.OpenDrawerDocument,
    "\n      query TerminalDrawer($terminalId: ID!) {\n        terminalDrawer(terminalId: $terminalId) {\n          ...TerminalDrawerFields\n        }\n      }\n    ": typeof types.TerminalDrawerDocument,
    "\n      mutation MoveDrawer($input: DrawerMoveInput!, $idempotencyKey: String) {\n        moveDrawer(input: $input, idempotencyKey: $idempotencyKey) {\n          ...TerminalDrawerFields\n        }\n      }\n    ": typeof types.MoveDrawerDocument,
    "\n      mutation CloseDrawer($input: CloseDrawerInput!, $idempotencyKey: String) {\n        closeDrawer(input: $input, idempotencyKey: $idempotencyKey) {\n          ...DrawerFields\n        }\n      }\n    ": typeof types.CloseDrawerDocument,
    "\n      query DrawersOfDay($restaurantId: ID!, $day: String) {\n        drawers(restaurantId: $restaurantId, day: $day) {\n          restaurantId\n          day\n          timeZone\n          cashSalesOnNoDrawer\n          cashSalesOnNoDrawerCents\n          drawers {\n            ...DrawerFields\n          }\n        }\n      }\n    ": typeof types.DrawersOfDayDocument,
    "\n      mutation CreateDriverCashout($input: CashOutInput!, $idempotencyKey: String) {\n        cashOutDriver(input: $input, idempotencyKey: $idempotencyKey) {\n          ...CashoutRequestFields\n        }\n      }\n    ": typeof types.CreateDriverCashoutDocument,
    "\n      mutation SettleDriverCashout($input: CashOutInput!, $idempotencyKey: String) {\n        cashOutDriver(input: $input, idempotencyKey: $idempotencyKey) {\n          ...CashoutRequestFields\n        }\n      }\n    ": typeof types.SettleDriverCashoutDocument,
    "\n      query DriverBalance($driverId: ID!) {\n        driverBalance(driverId: $driverId) {\n          ...DriverBalanceFields\n        }\n      }\n    ": typeof types.DriverBalanceDocument,
    "\n      query DriverCashouts($driverId: ID!, $first: Int) {\n        driverCashouts(driverId: $driverId, first: $first) {\n          ...DriverCashoutFields\n        }\n      }\n    ": typeof types.DriverCashoutsDocument,
    "\n      query CashoutRequest($driverId: ID!, $key: String!) {\n        cashoutRequest(driverId: $driverId, idempotencyKey: $key) {\n          ...CashoutRequestFields\n        }\n      }\n    ": typeof types.CashoutRequestDocument,
    "\n      mutation HandDriverFloat($input: DriverFloatInput!, $idempotencyKey: String) {\n        handDriverFloat(input: $input, idempotencyKey: $idempotencyKey) {\n          id\n          driver {\n            id\n            name\n          }\n          amountCents\n          givenAt\n          givenBy\n        }\n      }\n    ": typeof types.HandDriverFloatDocument,
    "\n  fragment DeliveryOrderFields on DeliveryOrder {\n    orderId\n    orderNumber\n    customerName\n    customerPhone\n    street1\n    street2\n    city\n    zipcode\n    lineCount\n    deliveryChargeCents\n    totalCents\n    createdAt\n    createdAtLocalIso\n    firstPrintedAt\n    scheduleTime\n  }\n": typeof types.DeliveryOrderFieldsFragmentDoc,
    "\n  fragment DriverTripFields on DriverTrip {\n    id\n    orderId\n    orderNumber\n    driver {\n      id\n      name\n    }\n    customerName\n    street1\n    street2\n    city\n    zipcode\n    totalCents\n    deliveryChargeCents\n    owedCents\n    status\n    assignedAt\n    assignedAtLocalIso\n    assignedBy\n    outAt\n    backAt\n    cashoutId\n    orderDeleted\n  }\n": typeof types.DriverTripFieldsFragmentDoc,
    "\n  fragment DriverCashoutFields on DriverCashout {\n    id\n    driver {\n      id\n      name\n    }\n    tripCount\n    ordersTotalCents\n    deliveryChargesCents\n    floatCents\n    adjustmentsCents\n    expectedCents\n    countedCents\n    overShortCents\n    approvedBy\n    approvedByRole\n    cashedOutAt\n    cashedOutAtLocalIso\n  }\n": typeof types.DriverCashoutFieldsFragmentDoc,
    "\n  fragment CashoutRequestFields on CashoutRequest {\n    status\n    idempotencyKey\n    cashout {\n      ...DriverCashoutFields\n    }\n  }\n": typeof types.CashoutRequestFieldsFragmentDoc,
    "\n  fragment DriverBalanceFields on DriverBalance {\n    driver {\n      id\n      name\n    }\n    owedCents\n    ordersTotalCents\n    deliveryChargesCents\n    floatCents\n    adjustmentsCents\n    openTrips\n    tripsOut\n    out\n    lastCashedOutAt\n  }\n": typeof types.DriverBalanceFieldsFragmentDoc,
    "\n      query UnassignedOrders($restaurantId: ID!) {\n        unassignedOrders(restaurantId: $restaurantId) {\n          ...DeliveryOrderFields\n        }\n      }\n    ": typeof types.UnassignedOrdersDocument,
    "\n      mutation CreateDriverOrder($input: AssignOrdersInput!) {\n        assignOrders(input: $input) {\n          success\n          message\n          trips {\n            ...DriverTripFields\n          }\n          taken {\n            orderId\n            orderNumber\n            driverName\n          }\n          unavailable\n        }\n      }\n    ": typeof types.CreateDriverOrderDocument,
    "\n      mutation UpdateOutOfDelivery($orderId: ID!) {\n        markOutForDelivery(orderId: $orderId) {\n          ...DriverTripFields\n        }\n      }\n    ": typeof types.UpdateOutOfDeliveryDocument,
    "\n      query DriverOrders($driverId: ID!, $period: DriverPeriod) {\n        driverOrders(driverId: $driverId, period: $period) {\n          ...DriverTripFields\n        }\n      }\n    ": typeof types.DriverOrdersDocument,
    "\n      query RestaurantDrivers($restaurantId: ID!) {\n        drivers(restaurantId: $restaurantId) {\n          ...DriverBalanceFields\n        }\n      }\n    ": typeof types.RestaurantDriversDocument,
    "\n      query DriversOut($restaurantId: ID!) {\n        driversOut(restaurantId: $restaurantId) {\n          driver {\n            id\n            name\n          }\n          leftAt\n          trips {\n            ...DriverTripFields\n          }\n        }\n      }\n    ": typeof types.DriversOutDocument,
    "\n      mutation MarkDriverBack($driverId: ID!, $idempotencyKey: String) {\n        markDriverBack(driverId: $driverId, idempotencyKey: $idempotencyKey) {\n          success\n          message\n          driver {\n            id\n            name\n          }\n          trips\n        }\n      }\n    ": typeof types.MarkDriverBackDocument,
    "\n      query Employees($id: ID!) {\n        employees(restaurantId: $id) {\n          ...EmployeeFields\n        }\n      }\n    ": typeof types.EmployeesDocument,
    "\n      query Employee($id: ID!) {\n        employee(id: $id) {\n          ...EmployeeFields\n        }\n      }\n    ": typeof types.EmployeeDocument,
    "\n      mutation CreateEmployee($input: CreateEmployeeInput!) {\n        createEmployee(input: $input) {\n          ...EmployeeFields\n        }\n      }\n    ": typeof types.CreateEmployeeDocument,
    "\n      mutation UpdateEmployee($id: ID!, $input: UpdateEmployeeInput!) {\n        updateEmployee(id: $id, input: $input) {\n          ...EmployeeFields\n        }\n      }\n    ": typeof types.UpdateEmployeeDocument,
    "\n      mutation DeleteEmployee($id: ID!, $securityPin: String) {\n        deleteEmployee(id: $id, securityPin: $securityPin) {\n          success\n          message\n        }\n      }\n    ": typeof types.DeleteEmployeeDocument,
    "\n  fragment CustomerFields on Customer {\n    id\n    restaurantId\n    fullName\n    phoneNumber\n    street1\n    street2\n    city\n    zipcode\n    country\n    notes\n    createdAt\n  }\n": typeof types.CustomerFieldsFragmentDoc,
    "\n  fragment OrderLineFields on OrderLine {\n    id\n    orderId\n    kind\n    productName\n    parts {\n      text\n      depth\n      priceCents\n    }\n    open\n    quantity\n    unitPriceCents\n    priceCents\n    notes\n    createdAt\n    voided\n    voidedAt\n    voidReason\n    voidedBy\n    voidApprovedBy\n  }\n": typeof types.OrderLineFieldsFragmentDoc,
    "\n  fragment OrderPrintFields on OrderPrint {\n    number\n    printedBy\n    printedAt\n    printedAtLocal\n    stamp\n  }\n": typeof types.OrderPrintFieldsFragmentDoc,
    "\n  fragment OrderDiscountFields on OrderDiscount {\n    id\n    lineId\n    discountId\n    name\n    kind\n    percent\n    amountCents\n    takenCents\n    reason\n    givenBy\n    approvedBy\n    createdAt\n  }\n": typeof types.OrderDiscountFieldsFragmentDoc,
    "\n  fragment OrderFields on Order {\n    id\n    restaurantId\n    orderNumber\n    orderType\n    customerId\n    customer {\n      ...CustomerFields\n    }\n    employeeName\n    notes\n    scheduleTime\n    createdAt\n    createdAtLocal\n    createdAtLocalIso\n    lines {\n      ...OrderLineFields\n    }\n    itemsCents\n    discounts {\n      ...OrderDiscountFields\n    }\n    discountCents\n    subtotalCents\n    deliveryChargeCents\n    taxPercentage\n    taxCents\n    totalCents\n    tender\n    cashGivenCents\n    changeDueCents\n    printCount\n    firstPrintedAt\n    lastPrintedAt\n    prints {\n      ...OrderPrintFields\n    }\n    voided\n    voidedAt\n    voidReason\n    voidedBy\n    voidApprovedBy\n    beingTakenUntil\n    trip {\n      driverId\n      driverName\n      outAt\n      deliveredAt\n      deliveredAtLocal\n      cashedOutAt\n    }\n    restaurantName\n    restaurantAddress\n    restaurantPhone\n    timeZone\n    version\n  }\n": typeof types.OrderFieldsFragmentDoc,
    "\n  fragment OrderLineResultFields on OrderLineResult {\n    line {\n      ...OrderLineFields\n    }\n    order {\n      ...OrderFields\n    }\n  }\n": typeof types.OrderLineResultFieldsFragmentDoc,
    "\n      query PayrollFile($restaurantId: ID!, $startsOn: String) {\n        payPeriod(restaurantId: $restaurantId, startsOn: $startsOn) {\n          startsOn\n          csv\n        }\n      }\n    ": typeof types.PayrollFileDocument,
    "\n      query Menu($restaurantId: ID!) {\n        menu(restaurantId: $restaurantId) {\n          restaurantId\n          version\n          categories {\n            ...CategoryFields\n            products {\n              ...ProductFields\n            }\n          }\n          specials {\n            ...SpecialFields\n          }\n          toppings {\n            ...ToppingFields\n          }\n          sides {\n            ...SideFields\n          }\n        }\n      }\n    ": typeof types.MenuDocument,
    "\n        query MenuVersion($restaurantId: ID!) {\n          menu(restaurantId: $restaurantId) {\n            restaurantId\n            version\n          }\n        }\n      ": typeof types.MenuVersionDocument,
    "\n      query Categories($restaurantId: ID!) {\n        categories(restaurantId: $restaurantId) {\n          ...CategoryFields\n        }\n      }\n    ": typeof types.CategoriesDocument,
    "\n      query Category($id: ID!, $restaurantId: ID) {\n        category(id: $id, restaurantId: $restaurantId) {\n          ...CategoryFields\n        }\n      }\n    ": typeof types.CategoryDocument,
    "\n      mutation CreateCategory($input: CreateCategoryInput!) {\n        createCategory(input: $input) {\n          ...CategoryFields\n        }\n      }\n    ": typeof types.CreateCategoryDocument,
    "\n      mutation UpdateCategory($id: ID!, $name: String!, $restaurantId: ID, $takesToppings: Boolean) {\n        updateCategory(id: $id, name: $name, restaurantId: $restaurantId, takesToppings: $takesToppings) {\n          ...CategoryFields\n        }\n      }\n    ": typeof types.UpdateCategoryDocument,
    "\n      mutation DeleteCategory($id: ID!, $restaurantId: ID) {\n        deleteCategory(id: $id, restaurantId: $restaurantId) {\n          success\n          message\n        }\n      }\n    ": typeof types.DeleteCategoryDocument,
    "\n      query Products($restaurantId: ID!, $categoryId: ID) {\n        products(restaurantId: $restaurantId, categoryId: $categoryId) {\n          ...ProductFields\n        }\n      }\n    ": typeof types.ProductsDocument,
    "\n      query RestaurantProducts($restaurantId: ID!) {\n        products(restaurantId: $restaurantId) {\n          ...ProductFields\n        }\n      }\n    ": typeof types.RestaurantProductsDocument,
    "\n      query Product($id: ID!, $restaurantId: ID) {\n        product(id: $id, restaurantId: $restaurantId) {\n          ...ProductFields\n        }\n      }\n    ": typeof types.ProductDocument,
    "\n      mutation CreateProduct($input: CreateProductInput!) {\n        createProduct(input: $input) {\n          ...ProductFields\n        }\n      }\n    ": typeof types.CreateProductDocument,
    "\n      mutation UpdateProduct($id: ID!, $input: UpdateProductInput!, $restaurantId: ID) {\n        updateProduct(id: $id, input: $input, restaurantId: $restaurantId) {\n          ...ProductFields\n        }\n      }\n    ": typeof types.UpdateProductDocument,
    "\n      mutation DeleteProduct($id: ID!, $restaurantId: ID) {\n        deleteProduct(id: $id, restaurantId: $restaurantId) {\n          success\n          message\n        }\n      }\n    ": typeof types.DeleteProductDocument,
    "\n      query ProductSizes($productId: ID!) {\n        productSizes(productId: $productId) {\n          ...SizeFields\n        }\n      }\n    ": typeof types.ProductSizesDocument,
    "\n      mutation CreateProductSize($input: CreateProductSizeInput!) {\n        createProductSize(input: $input) {\n          ...SizeFields\n        }\n      }\n    ": typeof types.CreateProductSizeDocument,
    "\n      mutation UpdateProductSize($id: ID!, $input: UpdateProductSizeInput!) {\n        updateProductSize(id: $id, input: $input) {\n          ...SizeFields\n        }\n      }\n    ": typeof types.UpdateProductSizeDocument,
    "\n      mutation DeleteProductSize($id: ID!) {\n        deleteProductSize(id: $id) {\n          success\n          message\n        }\n      }\n    ": typeof types.DeleteProductSizeDocument,
    "\n      query Sides($restaurantId: ID!) {\n        sides(restaurantId: $restaurantId) {\n          ...SideFields\n        }\n      }\n    ": typeof types.SidesDocument,
    "\n      mutation CreateSide($input: SideInput!) {\n        createSide(input: $input) {\n          ...SideFields\n        }\n      }\n    ": typeof types.CreateSideDocument,
    "\n      mutation UpdateSide($id: ID!, $input: UpdateSideInput!, $restaurantId: ID) {\n        updateSide(id: $id, input: $input, restaurantId: $restaurantId) {\n          ...SideFields\n        }\n      }\n    ": typeof types.UpdateSideDocument,
    "\n      mutation DeleteSide($id: ID!, $restaurantId: ID) {\n        deleteSide(id: $id, restaurantId: $restaurantId) {\n          success\n          message\n        }\n      }\n    ": typeof types.DeleteSideDocument,
    "\n      query Special($id: ID!, $restaurantId: ID) {\n        special(id: $id, restaurantId: $restaurantId) {\n          ...SpecialFields\n        }\n      }\n    ": typeof types.SpecialDocument,
    "\n      query Specials($restaurantId: ID!) {\n        specials(restaurantId: $restaurantId) {\n          ...SpecialFields\n        }\n      }\n    ": typeof types.SpecialsDocument,
    "\n      query SpecialItems($specialId: ID!) {\n        specialItems(specialId: $specialId) {\n          ...SpecialItemFields\n        }\n      }\n    ": typeof types.SpecialItemsDocument,
    "\n      mutation CreateSpecial($input: SpecialInput!) {\n        createSpecial(input: $input) {\n          id\n        }\n      }\n    ": typeof types.CreateSpecialDocument,
    "\n      mutation AddSpecialItem($input: SpecialItemInput!) {\n        addSpecialItem(input: $input) {\n          ...SpecialItemFields\n        }\n      }\n    ": typeof types.AddSpecialItemDocument,
    "\n      mutation UpdateSpecial($id: ID!, $input: UpdateSpecialInput!, $restaurantId: ID) {\n        updateSpecial(id: $id, input: $input, restaurantId: $restaurantId) {\n          ...SpecialFields\n        }\n      }\n    ": typeof types.UpdateSpecialDocument,
    "\n      mutation DeleteSpecial($id: ID!, $restaurantId: ID) {\n        deleteSpecial(id: $id, restaurantId: $restaurantId) {\n          success\n          message\n        }\n      }\n    ": typeof types.DeleteSpecialDocument,
    "\n      mutation RemoveSpecialItem($id: ID!, $specialId: ID) {\n        removeSpecialItem(id: $id, specialId: $specialId) {\n          success\n          message\n        }\n      }\n    ": typeof types.RemoveSpecialItemDocument,
    "\n      query Toppings($restaurantId: ID!) {\n        toppings(restaurantId: $restaurantId) {\n          ...ToppingFields\n        }\n      }\n    ": typeof types.ToppingsDocument,
    "\n      query ToppingExtras($toppingId: ID!) {\n        toppingExtras(toppingId: $toppingId) {\n          ...ToppingExtraFields\n        }\n      }\n    ": typeof types.ToppingExtrasDocument,
    "\n      mutation CreateTopping($input: ToppingInput!) {\n        createTopping(input: $input) {\n          ...ToppingFields\n        }\n      }\n    ": typeof types.CreateToppingDocument,
    "\n      mutation CreateToppingExtra($input: ToppingExtraInput!) {\n        createToppingExtra(input: $input) {\n          ...ToppingExtraFields\n        }\n      }\n    ": typeof types.CreateToppingExtraDocument,
    "\n      mutation UpdateTopping($id: ID!, $input: UpdateToppingInput!, $restaurantId: ID) {\n        updateTopping(id: $id, input: $input, restaurantId: $restaurantId) {\n          ...ToppingFields\n        }\n      }\n    ": typeof types.UpdateToppingDocument,
    "\n      mutation UpdateToppingExtra($id: ID!, $input: UpdateToppingExtraInput!) {\n        updateToppingExtra(id: $id, input: $input) {\n          ...ToppingExtraFields\n        }\n      }\n    ": typeof types.UpdateToppingExtraDocument,
    "\n      mutation DeleteTopping($id: ID!, $restaurantId: ID) {\n        deleteTopping(id: $id, restaurantId: $restaurantId) {\n          success\n          message\n        }\n      }\n    ": typeof types.DeleteToppingDocument,
    "\n      mutation DeleteToppingExtra($id: ID!) {\n        deleteToppingExtra(id: $id) {\n          success\n          message\n        }\n      }\n    ": typeof types.DeleteToppingExtraDocument,
    "\n      mutation ConnectStripeRest($restaurantId: ID!) {\n        connectStripe(restaurantId: $restaurantId) {\n          restaurantId\n          url\n        }\n      }\n    ": typeof types.ConnectStripeRestDocument,
    "\n      query OnlineStatus($slug: String!, $key: String!) {\n        onlineTracking(slug: $slug, key: $key) {\n          orderId\n          orderNumber\n          orderType\n          progress\n          restaurantName\n          restaurantPhone\n          restaurantAddress\n          readyAt\n          readyAtLocal\n          rejectReason\n          scheduleTime\n          payment\n          paymentStatus\n          refundReason\n          lines {\n            name\n            quantity\n            priceCents\n          }\n          subtotalCents\n          deliveryChargeCents\n          taxCents\n          totalCents\n          placedAt\n          placedAtLocal\n          timeZone\n          version\n        }\n      }\n    ": typeof types.OnlineStatusDocument,
    "\n      query OnlineMenu($slug: String!) {\n        onlinePage(slug: $slug) {\n          restaurantId\n          menu {\n            restaurantId\n            version\n            categories {\n              ...CategoryFields\n              products {\n                id\n                categoryId\n                name\n                priceCents\n                takesToppings\n                description\n                photo {\n                  thumb\n                  card\n                  large\n                }\n                soldOut {\n                  until\n                }\n                sizes {\n                  ...SizeFields\n                  soldOut {\n                    until\n                  }\n                }\n              }\n            }\n            specials {\n              id\n              name\n              priceCents\n              soldOut {\n                until\n              }\n              items {\n                ...SpecialItemFields\n              }\n            }\n            toppings {\n              id\n              name\n              basePriceCents\n              extras {\n                ...ToppingExtraFields\n              }\n              soldOut {\n                until\n              }\n            }\n            sides {\n              id\n              name\n              basePriceCents\n              soldOut {\n                until\n              }\n            }\n          }\n        }\n      }\n    ": typeof types.OnlineMenuDocument,
    "\n        query OnlineMenuVersion($slug: String!) {\n          onlinePage(slug: $slug) {\n            restaurantId\n            menu {\n              restaurantId\n              version\n            }\n          }\n        }\n      ": typeof types.OnlineMenuVersionDocument,
    "\n      query OnlinePageFacts($slug: String!) {\n        onlinePage(slug: $slug) {\n          restaurantId\n          slug\n          name\n          address\n          phoneNumber\n          timeZone\n          hours {\n            weekday\n            opens\n            closes\n          }\n          openNow\n          closedMessage\n          times\n          pickup\n          delivery\n          deliveryMinimumCents\n          deliveryChargeCents\n          taxPercentage\n          prepMinutes\n          halfToppingPricing\n          cardPayments\n        }\n      }\n    ": typeof types.OnlinePageFactsDocument,
    "\n      mutation PlaceOnlineOrderRest($slug: String!, $input: OnlineCheckoutInput!, $idempotencyKey: String) {\n        placeOnlineOrder(slug: $slug, input: $input, idempotencyKey: $idempotencyKey) {\n          orderId\n          orderNumber\n          statusKey\n          slug\n          totalCents\n          paymentUrl\n        }\n      }\n    ": typeof types.PlaceOnlineOrderRestDocument,
    "\n      mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String) {\n        placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n          order {\n            ...OrderFields\n          }\n          print {\n            ...OrderPrintFields\n          }\n        }\n      }\n    ": typeof types.PlaceOrderDocument,
    "\n      mutation AddOrderLine($input: OrderLineInput!, $idempotencyKey: String) {\n        addOrderLine(input: $input, idempotencyKey: $idempotencyKey) {\n          ...OrderLineResultFields\n        }\n      }\n    ": typeof types.AddOrderLineDocument,
    "\n      mutation AddOpenItem($input: OpenItemInput!, $idempotencyKey: String) {\n        addOpenItem(input: $input, idempotencyKey: $idempotencyKey) {\n          ...OrderLineResultFields\n        }\n      }\n    ": typeof types.AddOpenItemDocument,
    "\n      mutation RemoveOrderLine($id: ID!, $reason: String) {\n        removeOrderLine(id: $id, reason: $reason) {\n          ...OrderFields\n        }\n      }\n    ": typeof types.RemoveOrderLineDocument,
    "\n      query OrderSettings($restaurantId: ID!) {\n        orderSettings(restaurantId: $restaurantId) {\n          ...OrderSettingsFields\n        }\n      }\n    ": typeof types.OrderSettingsDocument,
    "\n      mutation UpdateOrderSettings($restaurantId: ID!, $input: OrderSettingsInput!) {\n        updateOrderSettings(restaurantId: $restaurantId, input: $input) {\n          ...OrderSettingsFields\n        }\n      }\n    ": typeof types.UpdateOrderSettingsDocument,
    "\n      query AddressSuggestions($query: String!) {\n        addressSuggestions(query: $query) {\n          label\n          street1\n          city\n          zipcode\n          country\n        }\n      }\n    ": typeof types.AddressSuggestionsDocument,
    "\n      query Revenue($restaurantId: ID!, $period: RevenuePeriod, $year: Int) {\n        revenue(restaurantId: $restaurantId, period: $period, year: $year) {\n          period\n          timeZone\n          today\n          fromDay\n          toDay\n          startsAt\n          endsAt\n          totalOrders\n          totalRevenueCents\n          subtotalCents\n          taxCents\n          deliveryChargeCents\n          deliveryOrders\n          pickupOrders\n          togoOrders\n          byChannel {\n            channel\n            orders\n            revenueCents\n          }\n          averageTicketCents\n          voidCount\n          voidCents\n          discountCount\n          discountCents\n          year\n          years\n          months {\n            month\n            orders\n            revenueCents\n          }\n        }\n      }\n    ": typeof types.RevenueDocument,
    "\n      mutation CreateOrder($input: CreateOrderInput!, $idempotencyKey: String) {\n        createOrder(input: $input, idempotencyKey: $idempotencyKey) {\n          id\n          orderNumber\n        }\n      }\n    ": typeof types.CreateOrderDocument,
    "\n      mutation RecomputeOrderTotals($id: ID!) {\n        recomputeOrderTotals(id: $id) {\n          ...OrderFields\n        }\n      }\n    ": typeof types.RecomputeOrderTotalsDocument,
    "\n      mutation UpdateOrder($id: ID!, $input: UpdateOrderInput!, $reason: String) {\n        updateOrder(id: $id, input: $input, reason: $reason) {\n          ...OrderFields\n        }\n      }\n    ": typeof types.UpdateOrderDocument,
    "\n      query OrderHistory($restaurantId: ID!, $filter: OrderFilter, $first: Int, $before: Int) {\n        orders(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {\n          orders {\n            ...OrderFields\n          }\n          nextBefore\n        }\n      }\n    ": typeof types.OrderHistoryDocument,
    "\n      query OrderWithItems($id: ID!) {\n        order(id: $id) {\n          ...OrderFields\n        }\n      }\n    ": typeof types.OrderWithItemsDocument,
    "\n      mutation DeleteOrder($id: ID!, $reason: String) {\n        deleteOrder(id: $id, reason: $reason) {\n          success\n          message\n        }\n      }\n    ": typeof types.DeleteOrderDocument,
    "\n      mutation PrintOrder($id: ID!, $tender: TenderInput, $idempotencyKey: String, $terminal: String) {\n        printOrder(id: $id, tender: $tender, idempotencyKey: $idempotencyKey, terminal: $terminal) {\n          print {\n            ...OrderPrintFields\n          }\n          order {\n            ...OrderFields\n          }\n        }\n      }\n    ": typeof types.PrintOrderDocument,
    "\n      mutation CorrectTender(\n        $id: ID!\n        $tender: TenderInput!\n        $reason: String!\n        $idempotencyKey: String\n        $terminal: String\n      ) {\n        correctTender(id: $id, tender: $tender, reason: $reason, idempotencyKey: $idempotencyKey, terminal: $terminal) {\n          ...OrderFields\n        }\n      }\n    ": typeof types.CorrectTenderDocument,
    "\n      query Restaurants($ownerId: ID) {\n        restaurants(ownerId: $ownerId) {\n          ...RestaurantFields\n        }\n      }\n    ": typeof types.RestaurantsDocument,
    "\n      query Restaurant($id: ID!, $ownerId: ID) {\n        restaurant(id: $id, ownerId: $ownerId) {\n          ...RestaurantFields\n        }\n      }\n    ": typeof types.RestaurantDocument,
    "\n      query Allowance {\n        restaurantAllowance {\n          status\n          allowed\n          used\n          exempt\n          canCreate\n          canOpen\n        }\n      }\n    ": typeof types.AllowanceDocument,
    "\n      mutation CreateRestaurant($input: CreateRestaurantInput!, $ownerId: ID) {\n        createRestaurant(input: $input, ownerId: $ownerId) {\n          ...RestaurantFields\n        }\n      }\n    ": typeof types.CreateRestaurantDocument,
    "\n      mutation UpdateRestaurant($id: ID!, $input: UpdateRestaurantInput!, $ownerId: ID) {\n        updateRestaurant(id: $id, input: $input, ownerId: $ownerId) {\n          ...RestaurantFields\n        }\n      }\n    ": typeof types.UpdateRestaurantDocument,
    "\n      mutation DeleteRestaurant($id: ID!, $pin: String!, $ownerId: ID) {\n        deleteRestaurant(id: $id, securityPin: $pin, ownerId: $ownerId) {\n          success\n          message\n        }\n      }\n    ": typeof types.DeleteRestaurantDocument,
    "\n      mutation OpenRestaurant($id: ID!, $pin: String!) {\n        openRestaurant(id: $id, securityPin: $pin) {\n          ...ScopedSessionFields\n        }\n      }\n    ": typeof types.OpenRestaurantDocument,
    "\n      mutation ConfirmSecurityPin($id: ID!, $pin: String!, $action: ApprovalInput!) {\n        confirmSecurityPin(restaurantId: $id, securityPin: $pin, action: $action) {\n          ...ScopedSessionFields\n        }\n      }\n    ": typeof types.ConfirmSecurityPinDocument,
    "\n      mutation EnterCashierScreen($id: ID!, $pin: String!) {\n        enterCashierScreen(restaurantId: $id, pin: $pin) {\n          ...ScopedSessionFields\n        }\n      }\n    ": typeof types.EnterCashierScreenDocument,
    "\n      mutation EnterDriverScreen($id: ID!, $pin: String!) {\n        enterDriverScreen(restaurantId: $id, pin: $pin) {\n          ...ScopedSessionFields\n        }\n      }\n    ": typeof types.EnterDriverScreenDocument,
    "\n  mutation StepUp($restaurantId: ID!, $securityPin: String!, $action: ApprovalInput!) {\n    confirmSecurityPin(restaurantId: $restaurantId, securityPin: $securityPin, action: $action) {\n      token\n    }\n  }\n": typeof types.StepUpDocument,
};
const documents: Documents = {
    "fragment RestaurantFields on Restaurant {\n  id\n  ownerId\n  name\n  description\n  taxPercentage\n  deliveryChargeCents\n  fullAddress\n  phoneNumber\n  timeZone\n  createdAt\n}\n\nfragment ScopedSessionFields on ScopedSession {\n  token\n  restaurantId\n  role\n  employeeId\n  name\n  expiresAt\n}\n\nfragment EmployeeFields on Employee {\n  id\n  restaurantId\n  name\n  role\n  maskedPin\n}\n\nfragment UserFields on User {\n  id\n  fullname\n  email\n  role\n  profilePicture\n  demo\n}\n\nfragment OrderSettingsFields on OrderSettings {\n  restaurantId\n  halfToppingPricing\n  voidApprovalMinutes\n  takingMinutes\n  discountApprovalCents\n  drawerPayoutApprovalCents\n  drawerDropApprovalCents\n  tipsOffered\n  tipPercents\n}\n\nfragment CardReaderFields on CardReader {\n  id\n  restaurantId\n  name\n  terminalId\n  terminalTag\n  deviceType\n  sandboxUrl\n  registeredAt\n  registeredBy\n}\n\nfragment DiscountFields on Discount {\n  id\n  restaurantId\n  name\n  kind\n  percent\n  amountCents\n  typedAtCounter\n  appliesTo\n  active\n}\n\nfragment SizeFields on ProductSize {\n  id\n  productId\n  sizeName\n  priceCents\n}\n\nfragment ProductFields on Product {\n  id\n  numericId\n  restaurantId\n  categoryId\n  name\n  priceCents\n  sizes {\n    ...SizeFields\n  }\n  takesToppings\n  description\n  photo {\n    thumb\n    card\n    large\n  }\n}\n\nfragment CategoryFields on Category {\n  id\n  restaurantId\n  name\n  takesToppings\n}\n\nfragment SpecialItemFields on SpecialItem {\n  id\n  specialId\n  productName\n  quantity\n}\n\nfragment SpecialFields on Special {\n  id\n  numericId\n  restaurantId\n  name\n  priceCents\n  items {\n    ...SpecialItemFields\n  }\n}\n\nfragment ToppingExtraFields on ToppingExtra {\n  id\n  toppingId\n  littlePriceCents\n  regularPriceCents\n  extraPriceCents\n}\n\nfragment ToppingFields on Topping {\n  id\n  numericId\n  restaurantId\n  name\n  basePriceCents\n  extras {\n    ...ToppingExtraFields\n  }\n}\n\nfragment SideFields on Side {\n  id\n  restaurantId\n  name\n  basePriceCents\n}\n\nfragment DrawerMoveFields on DrawerMove {\n  id\n  kind\n  amountCents\n  what\n  reason\n  by\n  approvedBy\n  orderId\n  orderNumber\n  cashGivenCents\n  changeCents\n  at\n  atLocal\n}\n\nfragment TerminalDrawerFields on TerminalDrawer {\n  id\n  restaurantId\n  terminalId\n  terminalTag\n  day\n  openedAt\n  openedAtLocal\n  openedBy\n  floatCents\n  handMoves {\n    ...DrawerMoveFields\n  }\n}\n\nfragment DrawerFields on Drawer {\n  id\n  restaurantId\n  terminalId\n  terminalTag\n  day\n  open\n  openedAt\n  openedAtLocal\n  openedBy\n  closedAt\n  closedAtLocal\n  closedBy\n  floatCents\n  cashSales\n  cashSalesCents\n  cashGivenCents\n  changeGivenCents\n  cashChanges\n  cashChangesCents\n  refunds\n  refundsCents\n  corrections\n  correctionsCents\n  paidInCents\n  paidOutCents\n  dropsCents\n  expectedCents\n  countedCents\n  overShortCents\n  moves {\n    ...DrawerMoveFields\n  }\n}": types.RestaurantFieldsFragmentDoc,
    "\n  query OrderStreamAccess($restaurantId: ID!) {\n    orderStream(restaurantId: $restaurantId) {\n      restaurantId\n    }\n  }\n": types.OrderStreamAccessDocument,
    "\n  query OnlineStatusAccess($slug: String!, $key: String!) {\n    onlineTracking(slug: $slug, key: $key) {\n      orderId\n      restaurantId\n      progress\n    }\n  }\n": types.OnlineStatusAccessDocument,
    "\n  query OnlineAddress($slug: String!) {\n    onlineAddress(slug: $slug)\n  }\n": types.OnlineAddressDocument,
    "\n  fragment AuditEntryFields on AuditEntry {\n    id\n    at\n    atLocal\n    day\n    kind\n    summary\n    actorName\n    actorEmployeeId\n    session\n    approverName\n    orderId\n    orderNumber\n    subjectId\n    amountBeforeCents\n    amountAfterCents\n    reason\n    source\n    cursor\n  }\n": types.AuditEntryFieldsFragmentDoc,
    "\n      query AuditTrail($restaurantId: ID!, $filter: AuditFilter, $first: Int, $before: String) {\n        ordersAudit(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {\n          entries {\n            ...AuditEntryFields\n          }\n          nextBefore\n        }\n        driversAudit(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {\n          entries {\n            ...AuditEntryFields\n          }\n          nextBefore\n        }\n        authAudit(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {\n          entries {\n            ...AuditEntryFields\n          }\n          nextBefore\n        }\n      }\n    ": types.AuditTrailDocument,
    "\n      query OfflinePapers($restaurantId: ID!) {\n        offlinePapers(restaurantId: $restaurantId) {\n          restaurantId\n          terminals {\n            id\n            tag\n            issuedAt\n            issuedBy\n            lastSeenAt\n            lastOfflineNumber\n            arrived\n            waiting\n            missing\n          }\n        }\n      }\n    ": types.OfflinePapersDocument,
    "\n      mutation SignUp($input: SignUpInput!) {\n        signUp(input: $input) {\n          success\n          message\n        }\n      }\n    ": types.SignUpDocument,
    "\n      mutation SignIn($input: SignInInput!) {\n        signIn(input: $input) {\n          success\n          message\n          token\n          user {\n            ...UserFields\n          }\n        }\n      }\n    ": types.SignInDocument,
    "\n      mutation SignOut {\n        signOut {\n          success\n          message\n        }\n      }\n    ": types.SignOutDocument,
    "\n      query Me {\n        me {\n          ...UserFields\n        }\n      }\n    ": types.MeDocument,
    "\n      mutation RequestPasswordReset($email: String!) {\n        requestPasswordReset(email: $email) {\n          success\n          message\n        }\n      }\n    ": types.RequestPasswordResetDocument,
    "\n      mutation ResetPassword($email: String!, $token: String!, $password: String!) {\n        resetPassword(email: $email, token: $token, password: $password) {\n          success\n          message\n        }\n      }\n    ": types.ResetPasswordDocument,
    "\n      mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n        updateUser(id: $id, input: $input) {\n          success\n          message\n          token\n          user {\n            ...UserFields\n          }\n        }\n      }\n    ": types.UpdateUserDocument,
    "\n      mutation SendContactMessage($input: ContactMessageInput!) {\n        sendContactMessage(input: $input) {\n          success\n          message\n        }\n      }\n    ": types.SendContactMessageDocument,
    "\n      query Subscription($userId: ID!) {\n        subscription(userId: $userId) {\n          status\n          planId\n          numberOfRestaurants\n          currentPeriodEnd\n          stripeCustomerId\n        }\n      }\n    ": types.SubscriptionDocument,
    "\n      mutation CreateCheckoutSession($input: CheckoutInput!) {\n        createCheckoutSession(input: $input) {\n          sessionId\n          url\n        }\n      }\n    ": types.CreateCheckoutSessionDocument,
    "\n      mutation CreatePortalSession($customerId: String) {\n        createPortalSession(customerId: $customerId) {\n          url\n        }\n      }\n    ": types.CreatePortalSessionDocument,
    "\n      query CardReadersRest($restaurantId: ID!) {\n        cardReaders(restaurantId: $restaurantId) {\n          ...CardReaderFields\n        }\n      }\n    ": types.CardReadersRestDocument,
    "\n      mutation RegisterCardReaderRest($restaurantId: ID!, $input: RegisterCardReaderInput!) {\n        registerCardReader(restaurantId: $restaurantId, input: $input) {\n          ...CardReaderFields\n        }\n      }\n    ": types.RegisterCardReaderRestDocument,
    "\n      mutation PlaceCardReaderRest($id: ID!, $terminalId: ID) {\n        placeCardReader(id: $id, terminalId: $terminalId) {\n          ...CardReaderFields\n        }\n      }\n    ": types.PlaceCardReaderRestDocument,
    "\n      mutation RetireCardReaderRest($id: ID!) {\n        retireCardReader(id: $id) {\n          ...CardReaderFields\n        }\n      }\n    ": types.RetireCardReaderRestDocument,
    "\n      query CustomerByPhone($restaurantId: ID!, $phone: String!) {\n        customerByPhone(restaurantId: $restaurantId, phone: $phone) {\n          ...CustomerFields\n          lastOrder {\n            ...OrderFields\n          }\n        }\n      }\n    ": types.CustomerByPhoneDocument,
    "\n      mutation CreateCustomer($input: CustomerInput!) {\n        createCustomer(input: $input) {\n          ...CustomerFields\n        }\n      }\n    ": types.CreateCustomerDocument,
    "\n      mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {\n        updateCustomer(id: $id, input: $input) {\n          ...CustomerFields\n        }\n      }\n    ": types.UpdateCustomerDocument,
    "\n      query CustomerById($id: ID!) {\n        customer(id: $id) {\n          ...CustomerFields\n          lastOrder {\n            ...OrderFields\n          }\n        }\n      }\n    ": types.CustomerByIdDocument,
    "\n  fragment BusinessDayFields on BusinessDay {\n    restaurantId\n    day\n    closed\n    closedAt\n    closedBy\n    z {\n      day\n      restaurant {\n        name\n        timeZone\n      }\n      orders {\n        count\n        cents\n      }\n      byType {\n        orderType\n        count\n        cents\n      }\n      byTender {\n        tender\n        count\n        cents\n      }\n      byChannel {\n        channel\n        count\n        cents\n      }\n      subtotalCents\n      taxCents\n      deliveryChargesCents\n      totalCents\n      voids {\n        count\n        cents\n      }\n      discounts {\n        count\n        cents\n      }\n      drawers {\n        id\n        terminalTag\n        openedAt\n        openedBy\n        closedAt\n        closedBy\n        floatCents\n        cashSalesCents\n        paidInCents\n        paidOutCents\n        dropsCents\n        refundsCents\n        expectedCents\n        countedCents\n        overShortCents\n      }\n      cashOnNoDrawer {\n        count\n        cents\n      }\n      drivers {\n        settled {\n          count\n          cents\n        }\n        owed {\n          count\n          cents\n        }\n      }\n      offlineLate {\n        orderNumber\n        offlineNumber\n        printedAt\n        timeKept\n      }\n      offlineMissing\n      lateChanges {\n        orderNumber\n        closedDay\n        what\n        totalCents\n      }\n    }\n  }\n": types.BusinessDayFieldsFragmentDoc,
    "\n      query BusinessDays($restaurantId: ID!) {\n        businessDays(restaurantId: $restaurantId) {\n          openDay\n          closed {\n            ...BusinessDayFields\n          }\n        }\n      }\n    ": types.BusinessDaysDocument,
    "\n      query ZReport($restaurantId: ID!, $day: String!) {\n        zReport(restaurantId: $restaurantId, day: $day) {\n          ...BusinessDayFields\n        }\n      }\n    ": types.ZReportDocument,
    "\n      mutation CloseDay($restaurantId: ID!, $day: String!) {\n        closeDay(restaurantId: $restaurantId, day: $day) {\n          ...BusinessDayFields\n        }\n      }\n    ": types.CloseDayDocument,
    "\n      query Discounts($restaurantId: ID!) {\n        discounts(restaurantId: $restaurantId) {\n          ...DiscountFields\n        }\n      }\n    ": types.DiscountsDocument,
    "\n      mutation AddDiscount($restaurantId: ID!, $input: DiscountInput!) {\n        saveDiscount(restaurantId: $restaurantId, input: $input) {\n          ...DiscountFields\n        }\n      }\n    ": types.AddDiscountDocument,
    "\n      mutation SaveDiscount($restaurantId: ID!, $input: DiscountInput!) {\n        saveDiscount(restaurantId: $restaurantId, input: $input) {\n          ...DiscountFields\n        }\n      }\n    ": types.SaveDiscountDocument,
    "\n      mutation GiveDiscount($input: GiveDiscountInput!, $idempotencyKey: String) {\n        giveDiscount(input: $input, idempotencyKey: $idempotencyKey) {\n          discountId\n          order {\n            ...OrderFields\n          }\n        }\n      }\n    ": types.GiveDiscountDocument,
    "\n      mutation RemoveDiscount($id: ID!) {\n        removeDiscount(id: $id) {\n          ...OrderFields\n        }\n      }\n    ": types.RemoveDiscountDocument,
    "\n      mutation OpenDrawer($input: OpenDrawerInput!, $idempotencyKey: String) {\n        openDrawer(input: $input, idempotencyKey: $idempotencyKey) {\n          ...TerminalDrawerFields\n        }\n      }\n    ": types.OpenDrawerDocument,
    "\n      query TerminalDrawer($terminalId: ID!) {\n        terminalDrawer(terminalId: $terminalId) {\n          ...TerminalDrawerFields\n        }\n      }\n    ": types.TerminalDrawerDocument,
    "\n      mutation MoveDrawer($input: DrawerMoveInput!, $idempotencyKey: String) {\n        moveDrawer(input: $input, idempotencyKey: $idempotencyKey) {\n          ...TerminalDrawerFields\n        }\n      }\n    ": types.MoveDrawerDocument,
    "\n      mutation CloseDrawer($input: CloseDrawerInput!, $idempotencyKey: String) {\n        closeDrawer(input: $input, idempotencyKey: $idempotencyKey) {\n          ...DrawerFields\n        }\n      }\n    ": types.CloseDrawerDocument,
    "\n      query DrawersOfDay($restaurantId: ID!, $day: String) {\n        drawers(restaurantId: $restaurantId, day: $day) {\n          restaurantId\n          day\n          timeZone\n          cashSalesOnNoDrawer\n          cashSalesOnNoDrawerCents\n          drawers {\n            ...DrawerFields\n          }\n        }\n      }\n    ": types.DrawersOfDayDocument,
    "\n      mutation CreateDriverCashout($input: CashOutInput!, $idempotencyKey: String) {\n        cashOutDriver(input: $input, idempotencyKey: $idempotencyKey) {\n          ...CashoutRequestFields\n        }\n      }\n    ": types.CreateDriverCashoutDocument,
    "\n      mutation SettleDriverCashout($input: CashOutInput!, $idempotencyKey: String) {\n        cashOutDriver(input: $input, idempotencyKey: $idempotencyKey) {\n          ...CashoutRequestFields\n        }\n      }\n    ": types.SettleDriverCashoutDocument,
    "\n      query DriverBalance($driverId: ID!) {\n        driverBalance(driverId: $driverId) {\n          ...DriverBalanceFields\n        }\n      }\n    ": types.DriverBalanceDocument,
    "\n      query DriverCashouts($driverId: ID!, $first: Int) {\n        driverCashouts(driverId: $driverId, first: $first) {\n          ...DriverCashoutFields\n        }\n      }\n    ": types.DriverCashoutsDocument,
    "\n      query CashoutRequest($driverId: ID!, $key: String!) {\n        cashoutRequest(driverId: $driverId, idempotencyKey: $key) {\n          ...CashoutRequestFields\n        }\n      }\n    ": types.CashoutRequestDocument,
    "\n      mutation HandDriverFloat($input: DriverFloatInput!, $idempotencyKey: String) {\n        handDriverFloat(input: $input, idempotencyKey: $idempotencyKey) {\n          id\n          driver {\n            id\n            name\n          }\n          amountCents\n          givenAt\n          givenBy\n        }\n      }\n    ": types.HandDriverFloatDocument,
    "\n  fragment DeliveryOrderFields on DeliveryOrder {\n    orderId\n    orderNumber\n    customerName\n    customerPhone\n    street1\n    street2\n    city\n    zipcode\n    lineCount\n    deliveryChargeCents\n    totalCents\n    createdAt\n    createdAtLocalIso\n    firstPrintedAt\n    scheduleTime\n  }\n": types.DeliveryOrderFieldsFragmentDoc,
    "\n  fragment DriverTripFields on DriverTrip {\n    id\n    orderId\n    orderNumber\n    driver {\n      id\n      name\n    }\n    customerName\n    street1\n    street2\n    city\n    zipcode\n    totalCents\n    deliveryChargeCents\n    owedCents\n    status\n    assignedAt\n    assignedAtLocalIso\n    assignedBy\n    outAt\n    backAt\n    cashoutId\n    orderDeleted\n  }\n": types.DriverTripFieldsFragmentDoc,
    "\n  fragment DriverCashoutFields on DriverCashout {\n    id\n    driver {\n      id\n      name\n    }\n    tripCount\n    ordersTotalCents\n    deliveryChargesCents\n    floatCents\n    adjustmentsCents\n    expectedCents\n    countedCents\n    overShortCents\n    approvedBy\n    approvedByRole\n    cashedOutAt\n    cashedOutAtLocalIso\n  }\n": types.DriverCashoutFieldsFragmentDoc,
    "\n  fragment CashoutRequestFields on CashoutRequest {\n    status\n    idempotencyKey\n    cashout {\n      ...DriverCashoutFields\n    }\n  }\n": types.CashoutRequestFieldsFragmentDoc,
    "\n  fragment DriverBalanceFields on DriverBalance {\n    driver {\n      id\n      name\n    }\n    owedCents\n    ordersTotalCents\n    deliveryChargesCents\n    floatCents\n    adjustmentsCents\n    openTrips\n    tripsOut\n    out\n    lastCashedOutAt\n  }\n": types.DriverBalanceFieldsFragmentDoc,
    "\n      query UnassignedOrders($restaurantId: ID!) {\n        unassignedOrders(restaurantId: $restaurantId) {\n          ...DeliveryOrderFields\n        }\n      }\n    ": types.UnassignedOrdersDocument,
    "\n      mutation CreateDriverOrder($input: AssignOrdersInput!) {\n        assignOrders(input: $input) {\n          success\n          message\n          trips {\n            ...DriverTripFields\n          }\n          taken {\n            orderId\n            orderNumber\n            driverName\n          }\n          unavailable\n        }\n      }\n    ": types.CreateDriverOrderDocument,
    "\n      mutation UpdateOutOfDelivery($orderId: ID!) {\n        markOutForDelivery(orderId: $orderId) {\n          ...DriverTripFields\n        }\n      }\n    ": types.UpdateOutOfDeliveryDocument,
    "\n      query DriverOrders($driverId: ID!, $period: DriverPeriod) {\n        driverOrders(driverId: $driverId, period: $period) {\n          ...DriverTripFields\n        }\n      }\n    ": types.DriverOrdersDocument,
    "\n      query RestaurantDrivers($restaurantId: ID!) {\n        drivers(restaurantId: $restaurantId) {\n          ...DriverBalanceFields\n        }\n      }\n    ": types.RestaurantDriversDocument,
    "\n      query DriversOut($restaurantId: ID!) {\n        driversOut(restaurantId: $restaurantId) {\n          driver {\n            id\n            name\n          }\n          leftAt\n          trips {\n            ...DriverTripFields\n          }\n        }\n      }\n    ": types.DriversOutDocument,
    "\n      mutation MarkDriverBack($driverId: ID!, $idempotencyKey: String) {\n        markDriverBack(driverId: $driverId, idempotencyKey: $idempotencyKey) {\n          success\n          message\n          driver {\n            id\n            name\n          }\n          trips\n        }\n      }\n    ": types.MarkDriverBackDocument,
    "\n      query Employees($id: ID!) {\n        employees(restaurantId: $id) {\n          ...EmployeeFields\n        }\n      }\n    ": types.EmployeesDocument,
    "\n      query Employee($id: ID!) {\n        employee(id: $id) {\n          ...EmployeeFields\n        }\n      }\n    ": types.EmployeeDocument,
    "\n      mutation CreateEmployee($input: CreateEmployeeInput!) {\n        createEmployee(input: $input) {\n          ...EmployeeFields\n        }\n      }\n    ": types.CreateEmployeeDocument,
    "\n      mutation UpdateEmployee($id: ID!, $input: UpdateEmployeeInput!) {\n        updateEmployee(id: $id, input: $input) {\n          ...EmployeeFields\n        }\n      }\n    ": types.UpdateEmployeeDocument,
    "\n      mutation DeleteEmployee($id: ID!, $securityPin: String) {\n        deleteEmployee(id: $id, securityPin: $securityPin) {\n          success\n          message\n        }\n      }\n    ": types.DeleteEmployeeDocument,
    "\n  fragment CustomerFields on Customer {\n    id\n    restaurantId\n    fullName\n    phoneNumber\n    street1\n    street2\n    city\n    zipcode\n    country\n    notes\n    createdAt\n  }\n": types.CustomerFieldsFragmentDoc,
    "\n  fragment OrderLineFields on OrderLine {\n    id\n    orderId\n    kind\n    productName\n    parts {\n      text\n      depth\n      priceCents\n    }\n    open\n    quantity\n    unitPriceCents\n    priceCents\n    notes\n    createdAt\n    voided\n    voidedAt\n    voidReason\n    voidedBy\n    voidApprovedBy\n  }\n": types.OrderLineFieldsFragmentDoc,
    "\n  fragment OrderPrintFields on OrderPrint {\n    number\n    printedBy\n    printedAt\n    printedAtLocal\n    stamp\n  }\n": types.OrderPrintFieldsFragmentDoc,
    "\n  fragment OrderDiscountFields on OrderDiscount {\n    id\n    lineId\n    discountId\n    name\n    kind\n    percent\n    amountCents\n    takenCents\n    reason\n    givenBy\n    approvedBy\n    createdAt\n  }\n": types.OrderDiscountFieldsFragmentDoc,
    "\n  fragment OrderFields on Order {\n    id\n    restaurantId\n    orderNumber\n    orderType\n    customerId\n    customer {\n      ...CustomerFields\n    }\n    employeeName\n    notes\n    scheduleTime\n    createdAt\n    createdAtLocal\n    createdAtLocalIso\n    lines {\n      ...OrderLineFields\n    }\n    itemsCents\n    discounts {\n      ...OrderDiscountFields\n    }\n    discountCents\n    subtotalCents\n    deliveryChargeCents\n    taxPercentage\n    taxCents\n    totalCents\n    tender\n    cashGivenCents\n    changeDueCents\n    printCount\n    firstPrintedAt\n    lastPrintedAt\n    prints {\n      ...OrderPrintFields\n    }\n    voided\n    voidedAt\n    voidReason\n    voidedBy\n    voidApprovedBy\n    beingTakenUntil\n    trip {\n      driverId\n      driverName\n      outAt\n      deliveredAt\n      deliveredAtLocal\n      cashedOutAt\n    }\n    restaurantName\n    restaurantAddress\n    restaurantPhone\n    timeZone\n    version\n  }\n": types.OrderFieldsFragmentDoc,
    "\n  fragment OrderLineResultFields on OrderLineResult {\n    line {\n      ...OrderLineFields\n    }\n    order {\n      ...OrderFields\n    }\n  }\n": types.OrderLineResultFieldsFragmentDoc,
    "\n      query PayrollFile($restaurantId: ID!, $startsOn: String) {\n        payPeriod(restaurantId: $restaurantId, startsOn: $startsOn) {\n          startsOn\n          csv\n        }\n      }\n    ": types.PayrollFileDocument,
    "\n      query Menu($restaurantId: ID!) {\n        menu(restaurantId: $restaurantId) {\n          restaurantId\n          version\n          categories {\n            ...CategoryFields\n            products {\n              ...ProductFields\n            }\n          }\n          specials {\n            ...SpecialFields\n          }\n          toppings {\n            ...ToppingFields\n          }\n          sides {\n            ...SideFields\n          }\n        }\n      }\n    ": types.MenuDocument,
    "\n        query MenuVersion($restaurantId: ID!) {\n          menu(restaurantId: $restaurantId) {\n            restaurantId\n            version\n          }\n        }\n      ": types.MenuVersionDocument,
    "\n      query Categories($restaurantId: ID!) {\n        categories(restaurantId: $restaurantId) {\n          ...CategoryFields\n        }\n      }\n    ": types.CategoriesDocument,
    "\n      query Category($id: ID!, $restaurantId: ID) {\n        category(id: $id, restaurantId: $restaurantId) {\n          ...CategoryFields\n        }\n      }\n    ": types.CategoryDocument,
    "\n      mutation CreateCategory($input: CreateCategoryInput!) {\n        createCategory(input: $input) {\n          ...CategoryFields\n        }\n      }\n    ": types.CreateCategoryDocument,
    "\n      mutation UpdateCategory($id: ID!, $name: String!, $restaurantId: ID, $takesToppings: Boolean) {\n        updateCategory(id: $id, name: $name, restaurantId: $restaurantId, takesToppings: $takesToppings) {\n          ...CategoryFields\n        }\n      }\n    ": types.UpdateCategoryDocument,
    "\n      mutation DeleteCategory($id: ID!, $restaurantId: ID) {\n        deleteCategory(id: $id, restaurantId: $restaurantId) {\n          success\n          message\n        }\n      }\n    ": types.DeleteCategoryDocument,
    "\n      query Products($restaurantId: ID!, $categoryId: ID) {\n        products(restaurantId: $restaurantId, categoryId: $categoryId) {\n          ...ProductFields\n        }\n      }\n    ": types.ProductsDocument,
    "\n      query RestaurantProducts($restaurantId: ID!) {\n        products(restaurantId: $restaurantId) {\n          ...ProductFields\n        }\n      }\n    ": types.RestaurantProductsDocument,
    "\n      query Product($id: ID!, $restaurantId: ID) {\n        product(id: $id, restaurantId: $restaurantId) {\n          ...ProductFields\n        }\n      }\n    ": types.ProductDocument,
    "\n      mutation CreateProduct($input: CreateProductInput!) {\n        createProduct(input: $input) {\n          ...ProductFields\n        }\n      }\n    ": types.CreateProductDocument,
    "\n      mutation UpdateProduct($id: ID!, $input: UpdateProductInput!, $restaurantId: ID) {\n        updateProduct(id: $id, input: $input, restaurantId: $restaurantId) {\n          ...ProductFields\n        }\n      }\n    ": types.UpdateProductDocument,
    "\n      mutation DeleteProduct($id: ID!, $restaurantId: ID) {\n        deleteProduct(id: $id, restaurantId: $restaurantId) {\n          success\n          message\n        }\n      }\n    ": types.DeleteProductDocument,
    "\n      query ProductSizes($productId: ID!) {\n        productSizes(productId: $productId) {\n          ...SizeFields\n        }\n      }\n    ": types.ProductSizesDocument,
    "\n      mutation CreateProductSize($input: CreateProductSizeInput!) {\n        createProductSize(input: $input) {\n          ...SizeFields\n        }\n      }\n    ": types.CreateProductSizeDocument,
    "\n      mutation UpdateProductSize($id: ID!, $input: UpdateProductSizeInput!) {\n        updateProductSize(id: $id, input: $input) {\n          ...SizeFields\n        }\n      }\n    ": types.UpdateProductSizeDocument,
    "\n      mutation DeleteProductSize($id: ID!) {\n        deleteProductSize(id: $id) {\n          success\n          message\n        }\n      }\n    ": types.DeleteProductSizeDocument,
    "\n      query Sides($restaurantId: ID!) {\n        sides(restaurantId: $restaurantId) {\n          ...SideFields\n        }\n      }\n    ": types.SidesDocument,
    "\n      mutation CreateSide($input: SideInput!) {\n        createSide(input: $input) {\n          ...SideFields\n        }\n      }\n    ": types.CreateSideDocument,
    "\n      mutation UpdateSide($id: ID!, $input: UpdateSideInput!, $restaurantId: ID) {\n        updateSide(id: $id, input: $input, restaurantId: $restaurantId) {\n          ...SideFields\n        }\n      }\n    ": types.UpdateSideDocument,
    "\n      mutation DeleteSide($id: ID!, $restaurantId: ID) {\n        deleteSide(id: $id, restaurantId: $restaurantId) {\n          success\n          message\n        }\n      }\n    ": types.DeleteSideDocument,
    "\n      query Special($id: ID!, $restaurantId: ID) {\n        special(id: $id, restaurantId: $restaurantId) {\n          ...SpecialFields\n        }\n      }\n    ": types.SpecialDocument,
    "\n      query Specials($restaurantId: ID!) {\n        specials(restaurantId: $restaurantId) {\n          ...SpecialFields\n        }\n      }\n    ": types.SpecialsDocument,
    "\n      query SpecialItems($specialId: ID!) {\n        specialItems(specialId: $specialId) {\n          ...SpecialItemFields\n        }\n      }\n    ": types.SpecialItemsDocument,
    "\n      mutation CreateSpecial($input: SpecialInput!) {\n        createSpecial(input: $input) {\n          id\n        }\n      }\n    ": types.CreateSpecialDocument,
    "\n      mutation AddSpecialItem($input: SpecialItemInput!) {\n        addSpecialItem(input: $input) {\n          ...SpecialItemFields\n        }\n      }\n    ": types.AddSpecialItemDocument,
    "\n      mutation UpdateSpecial($id: ID!, $input: UpdateSpecialInput!, $restaurantId: ID) {\n        updateSpecial(id: $id, input: $input, restaurantId: $restaurantId) {\n          ...SpecialFields\n        }\n      }\n    ": types.UpdateSpecialDocument,
    "\n      mutation DeleteSpecial($id: ID!, $restaurantId: ID) {\n        deleteSpecial(id: $id, restaurantId: $restaurantId) {\n          success\n          message\n        }\n      }\n    ": types.DeleteSpecialDocument,
    "\n      mutation RemoveSpecialItem($id: ID!, $specialId: ID) {\n        removeSpecialItem(id: $id, specialId: $specialId) {\n          success\n          message\n        }\n      }\n    ": types.RemoveSpecialItemDocument,
    "\n      query Toppings($restaurantId: ID!) {\n        toppings(restaurantId: $restaurantId) {\n          ...ToppingFields\n        }\n      }\n    ": types.ToppingsDocument,
    "\n      query ToppingExtras($toppingId: ID!) {\n        toppingExtras(toppingId: $toppingId) {\n          ...ToppingExtraFields\n        }\n      }\n    ": types.ToppingExtrasDocument,
    "\n      mutation CreateTopping($input: ToppingInput!) {\n        createTopping(input: $input) {\n          ...ToppingFields\n        }\n      }\n    ": types.CreateToppingDocument,
    "\n      mutation CreateToppingExtra($input: ToppingExtraInput!) {\n        createToppingExtra(input: $input) {\n          ...ToppingExtraFields\n        }\n      }\n    ": types.CreateToppingExtraDocument,
    "\n      mutation UpdateTopping($id: ID!, $input: UpdateToppingInput!, $restaurantId: ID) {\n        updateTopping(id: $id, input: $input, restaurantId: $restaurantId) {\n          ...ToppingFields\n        }\n      }\n    ": types.UpdateToppingDocument,
    "\n      mutation UpdateToppingExtra($id: ID!, $input: UpdateToppingExtraInput!) {\n        updateToppingExtra(id: $id, input: $input) {\n          ...ToppingExtraFields\n        }\n      }\n    ": types.UpdateToppingExtraDocument,
    "\n      mutation DeleteTopping($id: ID!, $restaurantId: ID) {\n        deleteTopping(id: $id, restaurantId: $restaurantId) {\n          success\n          message\n        }\n      }\n    ": types.DeleteToppingDocument,
    "\n      mutation DeleteToppingExtra($id: ID!) {\n        deleteToppingExtra(id: $id) {\n          success\n          message\n        }\n      }\n    ": types.DeleteToppingExtraDocument,
    "\n      mutation ConnectStripeRest($restaurantId: ID!) {\n        connectStripe(restaurantId: $restaurantId) {\n          restaurantId\n          url\n        }\n      }\n    ": types.ConnectStripeRestDocument,
    "\n      query OnlineStatus($slug: String!, $key: String!) {\n        onlineTracking(slug: $slug, key: $key) {\n          orderId\n          orderNumber\n          orderType\n          progress\n          restaurantName\n          restaurantPhone\n          restaurantAddress\n          readyAt\n          readyAtLocal\n          rejectReason\n          scheduleTime\n          payment\n          paymentStatus\n          refundReason\n          lines {\n            name\n            quantity\n            priceCents\n          }\n          subtotalCents\n          deliveryChargeCents\n          taxCents\n          totalCents\n          placedAt\n          placedAtLocal\n          timeZone\n          version\n        }\n      }\n    ": types.OnlineStatusDocument,
    "\n      query OnlineMenu($slug: String!) {\n        onlinePage(slug: $slug) {\n          restaurantId\n          menu {\n            restaurantId\n            version\n            categories {\n              ...CategoryFields\n              products {\n                id\n                categoryId\n                name\n                priceCents\n                takesToppings\n                description\n                photo {\n                  thumb\n                  card\n                  large\n                }\n                soldOut {\n                  until\n                }\n                sizes {\n                  ...SizeFields\n                  soldOut {\n                    until\n                  }\n                }\n              }\n            }\n            specials {\n              id\n              name\n              priceCents\n              soldOut {\n                until\n              }\n              items {\n                ...SpecialItemFields\n              }\n            }\n            toppings {\n              id\n              name\n              basePriceCents\n              extras {\n                ...ToppingExtraFields\n              }\n              soldOut {\n                until\n              }\n            }\n            sides {\n              id\n              name\n              basePriceCents\n              soldOut {\n                until\n              }\n            }\n          }\n        }\n      }\n    ": types.OnlineMenuDocument,
    "\n        query OnlineMenuVersion($slug: String!) {\n          onlinePage(slug: $slug) {\n            restaurantId\n            menu {\n              restaurantId\n              version\n            }\n          }\n        }\n      ": types.OnlineMenuVersionDocument,
    "\n      query OnlinePageFacts($slug: String!) {\n        onlinePage(slug: $slug) {\n          restaurantId\n          slug\n          name\n          address\n          phoneNumber\n          timeZone\n          hours {\n            weekday\n            opens\n            closes\n          }\n          openNow\n          closedMessage\n          times\n          pickup\n          delivery\n          deliveryMinimumCents\n          deliveryChargeCents\n          taxPercentage\n          prepMinutes\n          halfToppingPricing\n          cardPayments\n        }\n      }\n    ": types.OnlinePageFactsDocument,
    "\n      mutation PlaceOnlineOrderRest($slug: String!, $input: OnlineCheckoutInput!, $idempotencyKey: String) {\n        placeOnlineOrder(slug: $slug, input: $input, idempotencyKey: $idempotencyKey) {\n          orderId\n          orderNumber\n          statusKey\n          slug\n          totalCents\n          paymentUrl\n        }\n      }\n    ": types.PlaceOnlineOrderRestDocument,
    "\n      mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String) {\n        placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n          order {\n            ...OrderFields\n          }\n          print {\n            ...OrderPrintFields\n          }\n        }\n      }\n    ": types.PlaceOrderDocument,
    "\n      mutation AddOrderLine($input: OrderLineInput!, $idempotencyKey: String) {\n        addOrderLine(input: $input, idempotencyKey: $idempotencyKey) {\n          ...OrderLineResultFields\n        }\n      }\n    ": types.AddOrderLineDocument,
    "\n      mutation AddOpenItem($input: OpenItemInput!, $idempotencyKey: String) {\n        addOpenItem(input: $input, idempotencyKey: $idempotencyKey) {\n          ...OrderLineResultFields\n        }\n      }\n    ": types.AddOpenItemDocument,
    "\n      mutation RemoveOrderLine($id: ID!, $reason: String) {\n        removeOrderLine(id: $id, reason: $reason) {\n          ...OrderFields\n        }\n      }\n    ": types.RemoveOrderLineDocument,
    "\n      query OrderSettings($restaurantId: ID!) {\n        orderSettings(restaurantId: $restaurantId) {\n          ...OrderSettingsFields\n        }\n      }\n    ": types.OrderSettingsDocument,
    "\n      mutation UpdateOrderSettings($restaurantId: ID!, $input: OrderSettingsInput!) {\n        updateOrderSettings(restaurantId: $restaurantId, input: $input) {\n          ...OrderSettingsFields\n        }\n      }\n    ": types.UpdateOrderSettingsDocument,
    "\n      query AddressSuggestions($query: String!) {\n        addressSuggestions(query: $query) {\n          label\n          street1\n          city\n          zipcode\n          country\n        }\n      }\n    ": types.AddressSuggestionsDocument,
    "\n      query Revenue($restaurantId: ID!, $period: RevenuePeriod, $year: Int) {\n        revenue(restaurantId: $restaurantId, period: $period, year: $year) {\n          period\n          timeZone\n          today\n          fromDay\n          toDay\n          startsAt\n          endsAt\n          totalOrders\n          totalRevenueCents\n          subtotalCents\n          taxCents\n          deliveryChargeCents\n          deliveryOrders\n          pickupOrders\n          togoOrders\n          byChannel {\n            channel\n            orders\n            revenueCents\n          }\n          averageTicketCents\n          voidCount\n          voidCents\n          discountCount\n          discountCents\n          year\n          years\n          months {\n            month\n            orders\n            revenueCents\n          }\n        }\n      }\n    ": types.RevenueDocument,
    "\n      mutation CreateOrder($input: CreateOrderInput!, $idempotencyKey: String) {\n        createOrder(input: $input, idempotencyKey: $idempotencyKey) {\n          id\n          orderNumber\n        }\n      }\n    ": types.CreateOrderDocument,
    "\n      mutation RecomputeOrderTotals($id: ID!) {\n        recomputeOrderTotals(id: $id) {\n          ...OrderFields\n        }\n      }\n    ": types.RecomputeOrderTotalsDocument,
    "\n      mutation UpdateOrder($id: ID!, $input: UpdateOrderInput!, $reason: String) {\n        updateOrder(id: $id, input: $input, reason: $reason) {\n          ...OrderFields\n        }\n      }\n    ": types.UpdateOrderDocument,
    "\n      query OrderHistory($restaurantId: ID!, $filter: OrderFilter, $first: Int, $before: Int) {\n        orders(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {\n          orders {\n            ...OrderFields\n          }\n          nextBefore\n        }\n      }\n    ": types.OrderHistoryDocument,
    "\n      query OrderWithItems($id: ID!) {\n        order(id: $id) {\n          ...OrderFields\n        }\n      }\n    ": types.OrderWithItemsDocument,
    "\n      mutation DeleteOrder($id: ID!, $reason: String) {\n        deleteOrder(id: $id, reason: $reason) {\n          success\n          message\n        }\n      }\n    ": types.DeleteOrderDocument,
    "\n      mutation PrintOrder($id: ID!, $tender: TenderInput, $idempotencyKey: String, $terminal: String) {\n        printOrder(id: $id, tender: $tender, idempotencyKey: $idempotencyKey, terminal: $terminal) {\n          print {\n            ...OrderPrintFields\n          }\n          order {\n            ...OrderFields\n          }\n        }\n      }\n    ": types.PrintOrderDocument,
    "\n      mutation CorrectTender(\n        $id: ID!\n        $tender: TenderInput!\n        $reason: String!\n        $idempotencyKey: String\n        $terminal: String\n      ) {\n        correctTender(id: $id, tender: $tender, reason: $reason, idempotencyKey: $idempotencyKey, terminal: $terminal) {\n          ...OrderFields\n        }\n      }\n    ": types.CorrectTenderDocument,
    "\n      query Restaurants($ownerId: ID) {\n        restaurants(ownerId: $ownerId) {\n          ...RestaurantFields\n        }\n      }\n    ": types.RestaurantsDocument,
    "\n      query Restaurant($id: ID!, $ownerId: ID) {\n        restaurant(id: $id, ownerId: $ownerId) {\n          ...RestaurantFields\n        }\n      }\n    ": types.RestaurantDocument,
    "\n      query Allowance {\n        restaurantAllowance {\n          status\n          allowed\n          used\n          exempt\n          canCreate\n          canOpen\n        }\n      }\n    ": types.AllowanceDocument,
    "\n      mutation CreateRestaurant($input: CreateRestaurantInput!, $ownerId: ID) {\n        createRestaurant(input: $input, ownerId: $ownerId) {\n          ...RestaurantFields\n        }\n      }\n    ": types.CreateRestaurantDocument,
    "\n      mutation UpdateRestaurant($id: ID!, $input: UpdateRestaurantInput!, $ownerId: ID) {\n        updateRestaurant(id: $id, input: $input, ownerId: $ownerId) {\n          ...RestaurantFields\n        }\n      }\n    ": types.UpdateRestaurantDocument,
    "\n      mutation DeleteRestaurant($id: ID!, $pin: String!, $ownerId: ID) {\n        deleteRestaurant(id: $id, securityPin: $pin, ownerId: $ownerId) {\n          success\n          message\n        }\n      }\n    ": types.DeleteRestaurantDocument,
    "\n      mutation OpenRestaurant($id: ID!, $pin: String!) {\n        openRestaurant(id: $id, securityPin: $pin) {\n          ...ScopedSessionFields\n        }\n      }\n    ": types.OpenRestaurantDocument,
    "\n      mutation ConfirmSecurityPin($id: ID!, $pin: String!, $action: ApprovalInput!) {\n        confirmSecurityPin(restaurantId: $id, securityPin: $pin, action: $action) {\n          ...ScopedSessionFields\n        }\n      }\n    ": types.ConfirmSecurityPinDocument,
    "\n      mutation EnterCashierScreen($id: ID!, $pin: String!) {\n        enterCashierScreen(restaurantId: $id, pin: $pin) {\n          ...ScopedSessionFields\n        }\n      }\n    ": types.EnterCashierScreenDocument,
    "\n      mutation EnterDriverScreen($id: ID!, $pin: String!) {\n        enterDriverScreen(restaurantId: $id, pin: $pin) {\n          ...ScopedSessionFields\n        }\n      }\n    ": types.EnterDriverScreenDocument,
    "\n  mutation StepUp($restaurantId: ID!, $securityPin: String!, $action: ApprovalInput!) {\n    confirmSecurityPin(restaurantId: $restaurantId, securityPin: $securityPin, action: $action) {\n      token\n    }\n  }\n": types.StepUpDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RestaurantFields on Restaurant {\n  id\n  ownerId\n  name\n  description\n  taxPercentage\n  deliveryChargeCents\n  fullAddress\n  phoneNumber\n  timeZone\n  createdAt\n}\n\nfragment ScopedSessionFields on ScopedSession {\n  token\n  restaurantId\n  role\n  employeeId\n  name\n  expiresAt\n}\n\nfragment EmployeeFields on Employee {\n  id\n  restaurantId\n  name\n  role\n  maskedPin\n}\n\nfragment UserFields on User {\n  id\n  fullname\n  email\n  role\n  profilePicture\n  demo\n}\n\nfragment OrderSettingsFields on OrderSettings {\n  restaurantId\n  halfToppingPricing\n  voidApprovalMinutes\n  takingMinutes\n  discountApprovalCents\n  drawerPayoutApprovalCents\n  drawerDropApprovalCents\n  tipsOffered\n  tipPercents\n}\n\nfragment CardReaderFields on CardReader {\n  id\n  restaurantId\n  name\n  terminalId\n  terminalTag\n  deviceType\n  sandboxUrl\n  registeredAt\n  registeredBy\n}\n\nfragment DiscountFields on Discount {\n  id\n  restaurantId\n  name\n  kind\n  percent\n  amountCents\n  typedAtCounter\n  appliesTo\n  active\n}\n\nfragment SizeFields on ProductSize {\n  id\n  productId\n  sizeName\n  priceCents\n}\n\nfragment ProductFields on Product {\n  id\n  numericId\n  restaurantId\n  categoryId\n  name\n  priceCents\n  sizes {\n    ...SizeFields\n  }\n  takesToppings\n  description\n  photo {\n    thumb\n    card\n    large\n  }\n}\n\nfragment CategoryFields on Category {\n  id\n  restaurantId\n  name\n  takesToppings\n}\n\nfragment SpecialItemFields on SpecialItem {\n  id\n  specialId\n  productName\n  quantity\n}\n\nfragment SpecialFields on Special {\n  id\n  numericId\n  restaurantId\n  name\n  priceCents\n  items {\n    ...SpecialItemFields\n  }\n}\n\nfragment ToppingExtraFields on ToppingExtra {\n  id\n  toppingId\n  littlePriceCents\n  regularPriceCents\n  extraPriceCents\n}\n\nfragment ToppingFields on Topping {\n  id\n  numericId\n  restaurantId\n  name\n  basePriceCents\n  extras {\n    ...ToppingExtraFields\n  }\n}\n\nfragment SideFields on Side {\n  id\n  restaurantId\n  name\n  basePriceCents\n}\n\nfragment DrawerMoveFields on DrawerMove {\n  id\n  kind\n  amountCents\n  what\n  reason\n  by\n  approvedBy\n  orderId\n  orderNumber\n  cashGivenCents\n  changeCents\n  at\n  atLocal\n}\n\nfragment TerminalDrawerFields on TerminalDrawer {\n  id\n  restaurantId\n  terminalId\n  terminalTag\n  day\n  openedAt\n  openedAtLocal\n  openedBy\n  floatCents\n  handMoves {\n    ...DrawerMoveFields\n  }\n}\n\nfragment DrawerFields on Drawer {\n  id\n  restaurantId\n  terminalId\n  terminalTag\n  day\n  open\n  openedAt\n  openedAtLocal\n  openedBy\n  closedAt\n  closedAtLocal\n  closedBy\n  floatCents\n  cashSales\n  cashSalesCents\n  cashGivenCents\n  changeGivenCents\n  cashChanges\n  cashChangesCents\n  refunds\n  refundsCents\n  corrections\n  correctionsCents\n  paidInCents\n  paidOutCents\n  dropsCents\n  expectedCents\n  countedCents\n  overShortCents\n  moves {\n    ...DrawerMoveFields\n  }\n}"): typeof import('./graphql').RestaurantFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderStreamAccess($restaurantId: ID!) {\n    orderStream(restaurantId: $restaurantId) {\n      restaurantId\n    }\n  }\n"): typeof import('./graphql').OrderStreamAccessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnlineStatusAccess($slug: String!, $key: String!) {\n    onlineTracking(slug: $slug, key: $key) {\n      orderId\n      restaurantId\n      progress\n    }\n  }\n"): typeof import('./graphql').OnlineStatusAccessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnlineAddress($slug: String!) {\n    onlineAddress(slug: $slug)\n  }\n"): typeof import('./graphql').OnlineAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditEntryFields on AuditEntry {\n    id\n    at\n    atLocal\n    day\n    kind\n    summary\n    actorName\n    actorEmployeeId\n    session\n    approverName\n    orderId\n    orderNumber\n    subjectId\n    amountBeforeCents\n    amountAfterCents\n    reason\n    source\n    cursor\n  }\n"): typeof import('./graphql').AuditEntryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AuditTrail($restaurantId: ID!, $filter: AuditFilter, $first: Int, $before: String) {\n        ordersAudit(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {\n          entries {\n            ...AuditEntryFields\n          }\n          nextBefore\n        }\n        driversAudit(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {\n          entries {\n            ...AuditEntryFields\n          }\n          nextBefore\n        }\n        authAudit(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {\n          entries {\n            ...AuditEntryFields\n          }\n          nextBefore\n        }\n      }\n    "): typeof import('./graphql').AuditTrailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query OfflinePapers($restaurantId: ID!) {\n        offlinePapers(restaurantId: $restaurantId) {\n          restaurantId\n          terminals {\n            id\n            tag\n            issuedAt\n            issuedBy\n            lastSeenAt\n            lastOfflineNumber\n            arrived\n            waiting\n            missing\n          }\n        }\n      }\n    "): typeof import('./graphql').OfflinePapersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation SignUp($input: SignUpInput!) {\n        signUp(input: $input) {\n          success\n          message\n        }\n      }\n    "): typeof import('./graphql').SignUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation SignIn($input: SignInInput!) {\n        signIn(input: $input) {\n          success\n          message\n          token\n          user {\n            ...UserFields\n          }\n        }\n      }\n    "): typeof import('./graphql').SignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation SignOut {\n        signOut {\n          success\n          message\n        }\n      }\n    "): typeof import('./graphql').SignOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query Me {\n        me {\n          ...UserFields\n        }\n      }\n    "): typeof import('./graphql').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RequestPasswordReset($email: String!) {\n        requestPasswordReset(email: $email) {\n          success\n          message\n        }\n      }\n    "): typeof import('./graphql').RequestPasswordResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ResetPassword($email: String!, $token: String!, $password: String!) {\n        resetPassword(email: $email, token: $token, password: $password) {\n          success\n          message\n        }\n      }\n    "): typeof import('./graphql').ResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n        updateUser(id: $id, input: $input) {\n          success\n          message\n          token\n          user {\n            ...UserFields\n          }\n        }\n      }\n    "): typeof import('./graphql').UpdateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation SendContactMessage($input: ContactMessageInput!) {\n        sendContactMessage(input: $input) {\n          success\n          message\n        }\n      }\n    "): typeof import('./graphql').SendContactMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query Subscription($userId: ID!) {\n        subscription(userId: $userId) {\n          status\n          planId\n          numberOfRestaurants\n          currentPeriodEnd\n          stripeCustomerId\n        }\n      }\n    "): typeof import('./graphql').SubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CreateCheckoutSession($input: CheckoutInput!) {\n        createCheckoutSession(input: $input) {\n          sessionId\n          url\n        }\n      }\n    "): typeof import('./graphql').CreateCheckoutSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CreatePortalSession($customerId: String) {\n        createPortalSession(customerId: $customerId) {\n          url\n        }\n      }\n    "): typeof import('./graphql').CreatePortalSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query CardReadersRest($restaurantId: ID!) {\n        cardReaders(restaurantId: $restaurantId) {\n          ...CardReaderFields\n        }\n      }\n    "): typeof import('./graphql').CardReadersRestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RegisterCardReaderRest($restaurantId: ID!, $input: RegisterCardReaderInput!) {\n        registerCardReader(restaurantId: $restaurantId, input: $input) {\n          ...CardReaderFields\n        }\n      }\n    "): typeof import('./graphql').RegisterCardReaderRestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation PlaceCardReaderRest($id: ID!, $terminalId: ID) {\n        placeCardReader(id: $id, terminalId: $terminalId) {\n          ...CardReaderFields\n        }\n      }\n    "): typeof import('./graphql').PlaceCardReaderRestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RetireCardReaderRest($id: ID!) {\n        retireCardReader(id: $id) {\n          ...CardReaderFields\n        }\n      }\n    "): typeof import('./graphql').RetireCardReaderRestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query CustomerByPhone($restaurantId: ID!, $phone: String!) {\n        customerByPhone(restaurantId: $restaurantId, phone: $phone) {\n          ...CustomerFields\n          lastOrder {\n            ...OrderFields\n          }\n        }\n      }\n    "): typeof import('./graphql').CustomerByPhoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CreateCustomer($input: CustomerInput!) {\n        createCustomer(input: $input) {\n          ...CustomerFields\n        }\n      }\n    "): typeof import('./graphql').CreateCustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {\n        updateCustomer(id: $id, input: $input) {\n          ...CustomerFields\n        }\n      }\n    "): typeof import('./graphql').UpdateCustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query CustomerById($id: ID!) {\n        customer(id: $id) {\n          ...CustomerFields\n          lastOrder {\n            ...OrderFields\n          }\n        }\n      }\n    "): typeof import('./graphql').CustomerByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BusinessDayFields on BusinessDay {\n    restaurantId\n    day\n    closed\n    closedAt\n    closedBy\n    z {\n      day\n      restaurant {\n        name\n        timeZone\n      }\n      orders {\n        count\n        cents\n      }\n      byType {\n        orderType\n        count\n        cents\n      }\n      byTender {\n        tender\n        count\n        cents\n      }\n      byChannel {\n        channel\n        count\n        cents\n      }\n      subtotalCents\n      taxCents\n      deliveryChargesCents\n      totalCents\n      voids {\n        count\n        cents\n      }\n      discounts {\n        count\n        cents\n      }\n      drawers {\n        id\n        terminalTag\n        openedAt\n        openedBy\n        closedAt\n        closedBy\n        floatCents\n        cashSalesCents\n        paidInCents\n        paidOutCents\n        dropsCents\n        refundsCents\n        expectedCents\n        countedCents\n        overShortCents\n      }\n      cashOnNoDrawer {\n        count\n        cents\n      }\n      drivers {\n        settled {\n          count\n          cents\n        }\n        owed {\n          count\n          cents\n        }\n      }\n      offlineLate {\n        orderNumber\n        offlineNumber\n        printedAt\n        timeKept\n      }\n      offlineMissing\n      lateChanges {\n        orderNumber\n        closedDay\n        what\n        totalCents\n      }\n    }\n  }\n"): typeof import('./graphql').BusinessDayFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query BusinessDays($restaurantId: ID!) {\n        businessDays(restaurantId: $restaurantId) {\n          openDay\n          closed {\n            ...BusinessDayFields\n          }\n        }\n      }\n    "): typeof import('./graphql').BusinessDaysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ZReport($restaurantId: ID!, $day: String!) {\n        zReport(restaurantId: $restaurantId, day: $day) {\n          ...BusinessDayFields\n        }\n      }\n    "): typeof import('./graphql').ZReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CloseDay($restaurantId: ID!, $day: String!) {\n        closeDay(restaurantId: $restaurantId, day: $day) {\n          ...BusinessDayFields\n        }\n      }\n    "): typeof import('./graphql').CloseDayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query Discounts($restaurantId: ID!) {\n        discounts(restaurantId: $restaurantId) {\n          ...DiscountFields\n        }\n      }\n    "): typeof import('./graphql').DiscountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AddDiscount($restaurantId: ID!, $input: DiscountInput!) {\n        saveDiscount(restaurantId: $restaurantId, input: $input) {\n          ...DiscountFields\n        }\n      }\n    "): typeof import('./graphql').AddDiscountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation SaveDiscount($restaurantId: ID!, $input: DiscountInput!) {\n        saveDiscount(restaurantId: $restaurantId, input: $input) {\n          ...DiscountFields\n        }\n      }\n    "): typeof import('./graphql').SaveDiscountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation GiveDiscount($input: GiveDiscountInput!, $idempotencyKey: String) {\n        giveDiscount(input: $input, idempotencyKey: $idempotencyKey) {\n          discountId\n          order {\n            ...OrderFields\n          }\n        }\n      }\n    "): typeof import('./graphql').GiveDiscountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RemoveDiscount($id: ID!) {\n        removeDiscount(id: $id) {\n          ...OrderFields\n        }\n      }\n    "): typeof import('./graphql').RemoveDiscountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation OpenDrawer($input: OpenDrawerInput!, $idempotencyKey: String) {\n        openDrawer(input: $input, idempotencyKey: $idempotencyKey) {\n          ...TerminalDrawerFields\n        }\n      }\n    "): typeof import('./graphql').OpenDrawerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TerminalDrawer($terminalId: ID!) {\n        terminalDrawer(terminalId: $terminalId) {\n          ...TerminalDrawerFields\n        }\n      }\n    "): typeof import('./graphql').TerminalDrawerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation MoveDrawer($input: DrawerMoveInput!, $idempotencyKey: String) {\n        moveDrawer(input: $input, idempotencyKey: $idempotencyKey) {\n          ...TerminalDrawerFields\n        }\n      }\n    "): typeof import('./graphql').MoveDrawerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CloseDrawer($input: CloseDrawerInput!, $idempotencyKey: String) {\n        closeDrawer(input: $input, idempotencyKey: $idempotencyKey) {\n          ...DrawerFields\n        }\n      }\n    "): typeof import('./graphql').CloseDrawerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query DrawersOfDay($restaurantId: ID!, $day: String) {\n        drawers(restaurantId: $restaurantId, day: $day) {\n          restaurantId\n          day\n          timeZone\n          cashSalesOnNoDrawer\n          cashSalesOnNoDrawerCents\n          drawers {\n            ...DrawerFields\n          }\n        }\n      }\n    "): typeof import('./graphql').DrawersOfDayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CreateDriverCashout($input: CashOutInput!, $idempotencyKey: String) {\n        cashOutDriver(input: $input, idempotencyKey: $idempotencyKey) {\n          ...CashoutRequestFields\n        }\n      }\n    "): typeof import('./graphql').CreateDriverCashoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation SettleDriverCashout($input: CashOutInput!, $idempotencyKey: String) {\n        cashOutDriver(input: $input, idempotencyKey: $idempotencyKey) {\n          ...CashoutRequestFields\n        }\n      }\n    "): typeof import('./graphql').SettleDriverCashoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query DriverBalance($driverId: ID!) {\n        driverBalance(driverId: $driverId) {\n          ...DriverBalanceFields\n        }\n      }\n    "): typeof import('./graphql').DriverBalanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query DriverCashouts($driverId: ID!, $first: Int) {\n        driverCashouts(driverId: $driverId, first: $first) {\n          ...DriverCashoutFields\n        }\n      }\n    "): typeof import('./graphql').DriverCashoutsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query CashoutRequest($driverId: ID!, $key: String!) {\n        cashoutRequest(driverId: $driverId, idempotencyKey: $key) {\n          ...CashoutRequestFields\n        }\n      }\n    "): typeof import('./graphql').CashoutRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation HandDriverFloat($input: DriverFloatInput!, $idempotencyKey: String) {\n        handDriverFloat(input: $input, idempotencyKey: $idempotencyKey) {\n          id\n          driver {\n            id\n            name\n          }\n          amountCents\n          givenAt\n          givenBy\n        }\n      }\n    "): typeof import('./graphql').HandDriverFloatDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeliveryOrderFields on DeliveryOrder {\n    orderId\n    orderNumber\n    customerName\n    customerPhone\n    street1\n    street2\n    city\n    zipcode\n    lineCount\n    deliveryChargeCents\n    totalCents\n    createdAt\n    createdAtLocalIso\n    firstPrintedAt\n    scheduleTime\n  }\n"): typeof import('./graphql').DeliveryOrderFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DriverTripFields on DriverTrip {\n    id\n    orderId\n    orderNumber\n    driver {\n      id\n      name\n    }\n    customerName\n    street1\n    street2\n    city\n    zipcode\n    totalCents\n    deliveryChargeCents\n    owedCents\n    status\n    assignedAt\n    assignedAtLocalIso\n    assignedBy\n    outAt\n    backAt\n    cashoutId\n    orderDeleted\n  }\n"): typeof import('./graphql').DriverTripFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DriverCashoutFields on DriverCashout {\n    id\n    driver {\n      id\n      name\n    }\n    tripCount\n    ordersTotalCents\n    deliveryChargesCents\n    floatCents\n    adjustmentsCents\n    expectedCents\n    countedCents\n    overShortCents\n    approvedBy\n    approvedByRole\n    cashedOutAt\n    cashedOutAtLocalIso\n  }\n"): typeof import('./graphql').DriverCashoutFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CashoutRequestFields on CashoutRequest {\n    status\n    idempotencyKey\n    cashout {\n      ...DriverCashoutFields\n    }\n  }\n"): typeof import('./graphql').CashoutRequestFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DriverBalanceFields on DriverBalance {\n    driver {\n      id\n      name\n    }\n    owedCents\n    ordersTotalCents\n    deliveryChargesCents\n    floatCents\n    adjustmentsCents\n    openTrips\n    tripsOut\n    out\n    lastCashedOutAt\n  }\n"): typeof import('./graphql').DriverBalanceFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query UnassignedOrders($restaurantId: ID!) {\n        unassignedOrders(restaurantId: $restaurantId) {\n          ...DeliveryOrderFields\n        }\n      }\n    "): typeof import('./graphql').UnassignedOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CreateDriverOrder($input: AssignOrdersInput!) {\n        assignOrders(input: $input) {\n          success\n          message\n          trips {\n            ...DriverTripFields\n          }\n          taken {\n            orderId\n            orderNumber\n            driverName\n          }\n          unavailable\n        }\n      }\n    "): typeof import('./graphql').CreateDriverOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UpdateOutOfDelivery($orderId: ID!) {\n        markOutForDelivery(orderId: $orderId) {\n          ...DriverTripFields\n        }\n      }\n    "): typeof import('./graphql').UpdateOutOfDeliveryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query DriverOrders($driverId: ID!, $period: DriverPeriod) {\n        driverOrders(driverId: $driverId, period: $period) {\n          ...DriverTripFields\n        }\n      }\n    "): typeof import('./graphql').DriverOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestaurantDrivers($restaurantId: ID!) {\n        drivers(restaurantId: $restaurantId) {\n          ...DriverBalanceFields\n        }\n      }\n    "): typeof import('./graphql').RestaurantDriversDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query DriversOut($restaurantId: ID!) {\n        driversOut(restaurantId: $restaurantId) {\n          driver {\n            id\n            name\n          }\n          leftAt\n          trips {\n            ...DriverTripFields\n          }\n        }\n      }\n    "): typeof import('./graphql').DriversOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation MarkDriverBack($driverId: ID!, $idempotencyKey: String) {\n        markDriverBack(driverId: $driverId, idempotencyKey: $idempotencyKey) {\n          success\n          message\n          driver {\n            id\n            name\n          }\n          trips\n        }\n      }\n    "): typeof import('./graphql').MarkDriverBackDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query Employees($id: ID!) {\n        employees(restaurantId: $id) {\n          ...EmployeeFields\n        }\n      }\n    "): typeof import('./graphql').EmployeesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query Employee($id: ID!) {\n        employee(id: $id) {\n          ...EmployeeFields\n        }\n      }\n    "): typeof import('./graphql').EmployeeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CreateEmployee($input: CreateEmployeeInput!) {\n        createEmployee(input: $input) {\n          ...EmployeeFields\n        }\n      }\n    "): typeof import('./graphql').CreateEmployeeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UpdateEmployee($id: ID!, $input: UpdateEmployeeInput!) {\n        updateEmployee(id: $id, input: $input) {\n          ...EmployeeFields\n        }\n      }\n    "): typeof import('./graphql').UpdateEmployeeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation DeleteEmployee($id: ID!, $securityPin: String) {\n        deleteEmployee(id: $id, securityPin: $securityPin) {\n          success\n          message\n        }\n      }\n    "): typeof import('./graphql').DeleteEmployeeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerFields on Customer {\n    id\n    restaurantId\n    fullName\n    phoneNumber\n    street1\n    street2\n    city\n    zipcode\n    country\n    notes\n    createdAt\n  }\n"): typeof import('./graphql').CustomerFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderLineFields on OrderLine {\n    id\n    orderId\n    kind\n    productName\n    parts {\n      text\n      depth\n      priceCents\n    }\n    open\n    quantity\n    unitPriceCents\n    priceCents\n    notes\n    createdAt\n    voided\n    voidedAt\n    voidReason\n    voidedBy\n    voidApprovedBy\n  }\n"): typeof import('./graphql').OrderLineFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderPrintFields on OrderPrint {\n    number\n    printedBy\n    printedAt\n    printedAtLocal\n    stamp\n  }\n"): typeof import('./graphql').OrderPrintFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderDiscountFields on OrderDiscount {\n    id\n    lineId\n    discountId\n    name\n    kind\n    percent\n    amountCents\n    takenCents\n    reason\n    givenBy\n    approvedBy\n    createdAt\n  }\n"): typeof import('./graphql').OrderDiscountFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderFields on Order {\n    id\n    restaurantId\n    orderNumber\n    orderType\n    customerId\n    customer {\n      ...CustomerFields\n    }\n    employeeName\n    notes\n    scheduleTime\n    createdAt\n    createdAtLocal\n    createdAtLocalIso\n    lines {\n      ...OrderLineFields\n    }\n    itemsCents\n    discounts {\n      ...OrderDiscountFields\n    }\n    discountCents\n    subtotalCents\n    deliveryChargeCents\n    taxPercentage\n    taxCents\n    totalCents\n    tender\n    cashGivenCents\n    changeDueCents\n    printCount\n    firstPrintedAt\n    lastPrintedAt\n    prints {\n      ...OrderPrintFields\n    }\n    voided\n    voidedAt\n    voidReason\n    voidedBy\n    voidApprovedBy\n    beingTakenUntil\n    trip {\n      driverId\n      driverName\n      outAt\n      deliveredAt\n      deliveredAtLocal\n      cashedOutAt\n    }\n    restaurantName\n    restaurantAddress\n    restaurantPhone\n    timeZone\n    version\n  }\n"): typeof import('./graphql').OrderFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderLineResultFields on OrderLineResult {\n    line {\n      ...OrderLineFields\n    }\n    order {\n      ...OrderFields\n    }\n  }\n"): typeof import('./graphql').OrderLineResultFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query PayrollFile($restaurantId: ID!, $startsOn: String) {\n        payPeriod(restaurantId: $restaurantId, startsOn: $startsOn) {\n          startsOn\n          csv\n        }\n      }\n    "): typeof import('./graphql').PayrollFileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query Menu($restaurantId: ID!) {\n        menu(restaurantId: $restaurantId) {\n          restaurantId\n          version\n          categories {\n            ...CategoryFields\n            products {\n              ...ProductFields\n            }\n          }\n          specials {\n            ...SpecialFields\n          }\n          toppings {\n            ...ToppingFields\n          }\n          sides {\n            ...SideFields\n          }\n        }\n      }\n    "): typeof import('./graphql').MenuDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query MenuVersion($restaurantId: ID!) {\n          menu(restaurantId: $restaurantId) {\n            restaurantId\n            version\n          }\n        }\n      "): typeof import('./graphql').MenuVersionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query Categories($restaurantId: ID!) {\n        categories(restaurantId: $restaurantId) {\n          ...CategoryFields\n        }\n      }\n    "): typeof import('./graphql').CategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query Category($id: ID!, $restaurantId: ID) {\n        category(id: $id, restaurantId: $restaurantId) {\n          ...CategoryFields\n        }\n      }\n    "): typeof import('./graphql').CategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CreateCategory($input: CreateCategoryInput!) {\n        createCategory(input: $input) {\n          ...CategoryFields\n        }\n      }\n    "): typeof import('./graphql').CreateCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UpdateCategory($id: ID!, $name: String!, $restaurantId: ID, $takesToppings: Boolean) {\n        updateCategory(id: $id, name: $name, restaurantId: $restaurantId, takesToppings: $takesToppings) {\n          ...CategoryFields\n        }\n      }\n    "): typeof import('./graphql').UpdateCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation DeleteCategory($id: ID!, $restaurantId: ID) {\n        deleteCategory(id: $id, restaurantId: $restaurantId) {\n          success\n          message\n        }\n      }\n    "): typeof import('./graphql').DeleteCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query Products($restaurantId: ID!, $categoryId: ID) {\n        products(restaurantId: $restaurantId, categoryId: $categoryId) {\n          ...ProductFields\n        }\n      }\n    "): typeof import('./graphql').ProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestaurantProducts($restaurantId: ID!) {\n        products(restaurantId: $restaurantId) {\n          ...ProductFields\n        }\n      }\n    "): typeof import('./graphql').RestaurantProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query Product($id: ID!, $restaurantId: ID) {\n        product(id: $id, restaurantId: $restaurantId) {\n          ...ProductFields\n        }\n      }\n    "): typeof import('./graphql').ProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CreateProduct($input: CreateProductInput!) {\n        createProduct(input: $input) {\n          ...ProductFields\n        }\n      }\n    "): typeof import('./graphql').CreateProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UpdateProduct($id: ID!, $input: UpdateProductInput!, $restaurantId: ID) {\n        updateProduct(id: $id, input: $input, restaurantId: $restaurantId) {\n          ...ProductFields\n        }\n      }\n    "): typeof import('./graphql').UpdateProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation DeleteProduct($id: ID!, $restaurantId: ID) {\n        deleteProduct(id: $id, restaurantId: $restaurantId) {\n          success\n          message\n        }\n      }\n    "): typeof import('./graphql').DeleteProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ProductSizes($productId: ID!) {\n        productSizes(productId: $productId) {\n          ...SizeFields\n        }\n      }\n    "): typeof import('./graphql').ProductSizesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CreateProductSize($input: CreateProductSizeInput!) {\n        createProductSize(input: $input) {\n          ...SizeFields\n        }\n      }\n    "): typeof import('./graphql').CreateProductSizeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UpdateProductSize($id: ID!, $input: UpdateProductSizeInput!) {\n        updateProductSize(id: $id, input: $input) {\n          ...SizeFields\n        }\n      }\n    "): typeof import('./graphql').UpdateProductSizeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation DeleteProductSize($id: ID!) {\n        deleteProductSize(id: $id) {\n          success\n          message\n        }\n      }\n    "): typeof import('./graphql').DeleteProductSizeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query Sides($restaurantId: ID!) {\n        sides(restaurantId: $restaurantId) {\n          ...SideFields\n        }\n      }\n    "): typeof import('./graphql').SidesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CreateSide($input: SideInput!) {\n        createSide(input: $input) {\n          ...SideFields\n        }\n      }\n    "): typeof import('./graphql').CreateSideDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UpdateSide($id: ID!, $input: UpdateSideInput!, $restaurantId: ID) {\n        updateSide(id: $id, input: $input, restaurantId: $restaurantId) {\n          ...SideFields\n        }\n      }\n    "): typeof import('./graphql').UpdateSideDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation DeleteSide($id: ID!, $restaurantId: ID) {\n        deleteSide(id: $id, restaurantId: $restaurantId) {\n          success\n          message\n        }\n      }\n    "): typeof import('./graphql').DeleteSideDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query Special($id: ID!, $restaurantId: ID) {\n        special(id: $id, restaurantId: $restaurantId) {\n          ...SpecialFields\n        }\n      }\n    "): typeof import('./graphql').SpecialDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query Specials($restaurantId: ID!) {\n        specials(restaurantId: $restaurantId) {\n          ...SpecialFields\n        }\n      }\n    "): typeof import('./graphql').SpecialsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query SpecialItems($specialId: ID!) {\n        specialItems(specialId: $specialId) {\n          ...SpecialItemFields\n        }\n      }\n    "): typeof import('./graphql').SpecialItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CreateSpecial($input: SpecialInput!) {\n        createSpecial(input: $input) {\n          id\n        }\n      }\n    "): typeof import('./graphql').CreateSpecialDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AddSpecialItem($input: SpecialItemInput!) {\n        addSpecialItem(input: $input) {\n          ...SpecialItemFields\n        }\n      }\n    "): typeof import('./graphql').AddSpecialItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UpdateSpecial($id: ID!, $input: UpdateSpecialInput!, $restaurantId: ID) {\n        updateSpecial(id: $id, input: $input, restaurantId: $restaurantId) {\n          ...SpecialFields\n        }\n      }\n    "): typeof import('./graphql').UpdateSpecialDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation DeleteSpecial($id: ID!, $restaurantId: ID) {\n        deleteSpecial(id: $id, restaurantId: $restaurantId) {\n          success\n          message\n        }\n      }\n    "): typeof import('./graphql').DeleteSpecialDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RemoveSpecialItem($id: ID!, $specialId: ID) {\n        removeSpecialItem(id: $id, specialId: $specialId) {\n          success\n          message\n        }\n      }\n    "): typeof import('./graphql').RemoveSpecialItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query Toppings($restaurantId: ID!) {\n        toppings(restaurantId: $restaurantId) {\n          ...ToppingFields\n        }\n      }\n    "): typeof import('./graphql').ToppingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ToppingExtras($toppingId: ID!) {\n        toppingExtras(toppingId: $toppingId) {\n          ...ToppingExtraFields\n        }\n      }\n    "): typeof import('./graphql').ToppingExtrasDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CreateTopping($input: ToppingInput!) {\n        createTopping(input: $input) {\n          ...ToppingFields\n        }\n      }\n    "): typeof import('./graphql').CreateToppingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CreateToppingExtra($input: ToppingExtraInput!) {\n        createToppingExtra(input: $input) {\n          ...ToppingExtraFields\n        }\n      }\n    "): typeof import('./graphql').CreateToppingExtraDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UpdateTopping($id: ID!, $input: UpdateToppingInput!, $restaurantId: ID) {\n        updateTopping(id: $id, input: $input, restaurantId: $restaurantId) {\n          ...ToppingFields\n        }\n      }\n    "): typeof import('./graphql').UpdateToppingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UpdateToppingExtra($id: ID!, $input: UpdateToppingExtraInput!) {\n        updateToppingExtra(id: $id, input: $input) {\n          ...ToppingExtraFields\n        }\n      }\n    "): typeof import('./graphql').UpdateToppingExtraDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation DeleteTopping($id: ID!, $restaurantId: ID) {\n        deleteTopping(id: $id, restaurantId: $restaurantId) {\n          success\n          message\n        }\n      }\n    "): typeof import('./graphql').DeleteToppingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation DeleteToppingExtra($id: ID!) {\n        deleteToppingExtra(id: $id) {\n          success\n          message\n        }\n      }\n    "): typeof import('./graphql').DeleteToppingExtraDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ConnectStripeRest($restaurantId: ID!) {\n        connectStripe(restaurantId: $restaurantId) {\n          restaurantId\n          url\n        }\n      }\n    "): typeof import('./graphql').ConnectStripeRestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query OnlineStatus($slug: String!, $key: String!) {\n        onlineTracking(slug: $slug, key: $key) {\n          orderId\n          orderNumber\n          orderType\n          progress\n          restaurantName\n          restaurantPhone\n          restaurantAddress\n          readyAt\n          readyAtLocal\n          rejectReason\n          scheduleTime\n          payment\n          paymentStatus\n          refundReason\n          lines {\n            name\n            quantity\n            priceCents\n          }\n          subtotalCents\n          deliveryChargeCents\n          taxCents\n          totalCents\n          placedAt\n          placedAtLocal\n          timeZone\n          version\n        }\n      }\n    "): typeof import('./graphql').OnlineStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query OnlineMenu($slug: String!) {\n        onlinePage(slug: $slug) {\n          restaurantId\n          menu {\n            restaurantId\n            version\n            categories {\n              ...CategoryFields\n              products {\n                id\n                categoryId\n                name\n                priceCents\n                takesToppings\n                description\n                photo {\n                  thumb\n                  card\n                  large\n                }\n                soldOut {\n                  until\n                }\n                sizes {\n                  ...SizeFields\n                  soldOut {\n                    until\n                  }\n                }\n              }\n            }\n            specials {\n              id\n              name\n              priceCents\n              soldOut {\n                until\n              }\n              items {\n                ...SpecialItemFields\n              }\n            }\n            toppings {\n              id\n              name\n              basePriceCents\n              extras {\n                ...ToppingExtraFields\n              }\n              soldOut {\n                until\n              }\n            }\n            sides {\n              id\n              name\n              basePriceCents\n              soldOut {\n                until\n              }\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql').OnlineMenuDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query OnlineMenuVersion($slug: String!) {\n          onlinePage(slug: $slug) {\n            restaurantId\n            menu {\n              restaurantId\n              version\n            }\n          }\n        }\n      "): typeof import('./graphql').OnlineMenuVersionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query OnlinePageFacts($slug: String!) {\n        onlinePage(slug: $slug) {\n          restaurantId\n          slug\n          name\n          address\n          phoneNumber\n          timeZone\n          hours {\n            weekday\n            opens\n            closes\n          }\n          openNow\n          closedMessage\n          times\n          pickup\n          delivery\n          deliveryMinimumCents\n          deliveryChargeCents\n          taxPercentage\n          prepMinutes\n          halfToppingPricing\n          cardPayments\n        }\n      }\n    "): typeof import('./graphql').OnlinePageFactsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation PlaceOnlineOrderRest($slug: String!, $input: OnlineCheckoutInput!, $idempotencyKey: String) {\n        placeOnlineOrder(slug: $slug, input: $input, idempotencyKey: $idempotencyKey) {\n          orderId\n          orderNumber\n          statusKey\n          slug\n          totalCents\n          paymentUrl\n        }\n      }\n    "): typeof import('./graphql').PlaceOnlineOrderRestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String) {\n        placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n          order {\n            ...OrderFields\n          }\n          print {\n            ...OrderPrintFields\n          }\n        }\n      }\n    "): typeof import('./graphql').PlaceOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AddOrderLine($input: OrderLineInput!, $idempotencyKey: String) {\n        addOrderLine(input: $input, idempotencyKey: $idempotencyKey) {\n          ...OrderLineResultFields\n        }\n      }\n    "): typeof import('./graphql').AddOrderLineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AddOpenItem($input: OpenItemInput!, $idempotencyKey: String) {\n        addOpenItem(input: $input, idempotencyKey: $idempotencyKey) {\n          ...OrderLineResultFields\n        }\n      }\n    "): typeof import('./graphql').AddOpenItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RemoveOrderLine($id: ID!, $reason: String) {\n        removeOrderLine(id: $id, reason: $reason) {\n          ...OrderFields\n        }\n      }\n    "): typeof import('./graphql').RemoveOrderLineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query OrderSettings($restaurantId: ID!) {\n        orderSettings(restaurantId: $restaurantId) {\n          ...OrderSettingsFields\n        }\n      }\n    "): typeof import('./graphql').OrderSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UpdateOrderSettings($restaurantId: ID!, $input: OrderSettingsInput!) {\n        updateOrderSettings(restaurantId: $restaurantId, input: $input) {\n          ...OrderSettingsFields\n        }\n      }\n    "): typeof import('./graphql').UpdateOrderSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AddressSuggestions($query: String!) {\n        addressSuggestions(query: $query) {\n          label\n          street1\n          city\n          zipcode\n          country\n        }\n      }\n    "): typeof import('./graphql').AddressSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query Revenue($restaurantId: ID!, $period: RevenuePeriod, $year: Int) {\n        revenue(restaurantId: $restaurantId, period: $period, year: $year) {\n          period\n          timeZone\n          today\n          fromDay\n          toDay\n          startsAt\n          endsAt\n          totalOrders\n          totalRevenueCents\n          subtotalCents\n          taxCents\n          deliveryChargeCents\n          deliveryOrders\n          pickupOrders\n          togoOrders\n          byChannel {\n            channel\n            orders\n            revenueCents\n          }\n          averageTicketCents\n          voidCount\n          voidCents\n          discountCount\n          discountCents\n          year\n          years\n          months {\n            month\n            orders\n            revenueCents\n          }\n        }\n      }\n    "): typeof import('./graphql').RevenueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CreateOrder($input: CreateOrderInput!, $idempotencyKey: String) {\n        createOrder(input: $input, idempotencyKey: $idempotencyKey) {\n          id\n          orderNumber\n        }\n      }\n    "): typeof import('./graphql').CreateOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RecomputeOrderTotals($id: ID!) {\n        recomputeOrderTotals(id: $id) {\n          ...OrderFields\n        }\n      }\n    "): typeof import('./graphql').RecomputeOrderTotalsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UpdateOrder($id: ID!, $input: UpdateOrderInput!, $reason: String) {\n        updateOrder(id: $id, input: $input, reason: $reason) {\n          ...OrderFields\n        }\n      }\n    "): typeof import('./graphql').UpdateOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query OrderHistory($restaurantId: ID!, $filter: OrderFilter, $first: Int, $before: Int) {\n        orders(restaurantId: $restaurantId, filter: $filter, first: $first, before: $before) {\n          orders {\n            ...OrderFields\n          }\n          nextBefore\n        }\n      }\n    "): typeof import('./graphql').OrderHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query OrderWithItems($id: ID!) {\n        order(id: $id) {\n          ...OrderFields\n        }\n      }\n    "): typeof import('./graphql').OrderWithItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation DeleteOrder($id: ID!, $reason: String) {\n        deleteOrder(id: $id, reason: $reason) {\n          success\n          message\n        }\n      }\n    "): typeof import('./graphql').DeleteOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation PrintOrder($id: ID!, $tender: TenderInput, $idempotencyKey: String, $terminal: String) {\n        printOrder(id: $id, tender: $tender, idempotencyKey: $idempotencyKey, terminal: $terminal) {\n          print {\n            ...OrderPrintFields\n          }\n          order {\n            ...OrderFields\n          }\n        }\n      }\n    "): typeof import('./graphql').PrintOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CorrectTender(\n        $id: ID!\n        $tender: TenderInput!\n        $reason: String!\n        $idempotencyKey: String\n        $terminal: String\n      ) {\n        correctTender(id: $id, tender: $tender, reason: $reason, idempotencyKey: $idempotencyKey, terminal: $terminal) {\n          ...OrderFields\n        }\n      }\n    "): typeof import('./graphql').CorrectTenderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query Restaurants($ownerId: ID) {\n        restaurants(ownerId: $ownerId) {\n          ...RestaurantFields\n        }\n      }\n    "): typeof import('./graphql').RestaurantsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query Restaurant($id: ID!, $ownerId: ID) {\n        restaurant(id: $id, ownerId: $ownerId) {\n          ...RestaurantFields\n        }\n      }\n    "): typeof import('./graphql').RestaurantDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query Allowance {\n        restaurantAllowance {\n          status\n          allowed\n          used\n          exempt\n          canCreate\n          canOpen\n        }\n      }\n    "): typeof import('./graphql').AllowanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CreateRestaurant($input: CreateRestaurantInput!, $ownerId: ID) {\n        createRestaurant(input: $input, ownerId: $ownerId) {\n          ...RestaurantFields\n        }\n      }\n    "): typeof import('./graphql').CreateRestaurantDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UpdateRestaurant($id: ID!, $input: UpdateRestaurantInput!, $ownerId: ID) {\n        updateRestaurant(id: $id, input: $input, ownerId: $ownerId) {\n          ...RestaurantFields\n        }\n      }\n    "): typeof import('./graphql').UpdateRestaurantDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation DeleteRestaurant($id: ID!, $pin: String!, $ownerId: ID) {\n        deleteRestaurant(id: $id, securityPin: $pin, ownerId: $ownerId) {\n          success\n          message\n        }\n      }\n    "): typeof import('./graphql').DeleteRestaurantDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation OpenRestaurant($id: ID!, $pin: String!) {\n        openRestaurant(id: $id, securityPin: $pin) {\n          ...ScopedSessionFields\n        }\n      }\n    "): typeof import('./graphql').OpenRestaurantDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ConfirmSecurityPin($id: ID!, $pin: String!, $action: ApprovalInput!) {\n        confirmSecurityPin(restaurantId: $id, securityPin: $pin, action: $action) {\n          ...ScopedSessionFields\n        }\n      }\n    "): typeof import('./graphql').ConfirmSecurityPinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation EnterCashierScreen($id: ID!, $pin: String!) {\n        enterCashierScreen(restaurantId: $id, pin: $pin) {\n          ...ScopedSessionFields\n        }\n      }\n    "): typeof import('./graphql').EnterCashierScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation EnterDriverScreen($id: ID!, $pin: String!) {\n        enterDriverScreen(restaurantId: $id, pin: $pin) {\n          ...ScopedSessionFields\n        }\n      }\n    "): typeof import('./graphql').EnterDriverScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StepUp($restaurantId: ID!, $securityPin: String!, $action: ApprovalInput!) {\n    confirmSecurityPin(restaurantId: $restaurantId, securityPin: $securityPin, action: $action) {\n      token\n    }\n  }\n"): typeof import('./graphql').StepUpDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
