/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/**
 * The one action a security-PIN approval is for, and its subject: exactly the
 * ids the action names (kit/access/approvals.ts).
 */
export type ApprovalInput = {
  /** order.void (an order, or one line of it), order.delete, order.change (a change that lowers a printed total), order.discount (a discount on an order past the limit), order.tender (a tender correction taking cash out of a drawer), order.give-back (money given back from a part of an order's payment), drivers.cashout, drivers.float, drawer.payout (a paid-out from a cash drawer past the limit), drawer.drop (a drop to the safe past the limit) */
  action: string;
  /**
   * The money approved, in cents: required by order.discount (what the discount takes off), order.tender (the cash
   * it takes out), order.give-back (what is given back), drawer.payout and drawer.drop (the amount); a larger amount needs a new approval. Others name none.
   */
  amountCents?: number | null | undefined;
  /** The cash drawer: a paid-out or a drop past the restaurant's limit. */
  drawerId?: string | null | undefined;
  /** The driver: a cash-out, a float. */
  driverId?: string | null | undefined;
  /** The line, for a void of one line (with its order). */
  lineId?: string | null | undefined;
  /** The order: voids, deletes, a change that lowers its total, a discount. */
  orderId?: string | null | undefined;
};

export type AssignOrdersInput = {
  /** The driver who takes them: a driver session's own id (the default), or any driver for a manager session. */
  driverId?: string | null | undefined;
  orderIds: Array<string>;
  /** Mark them out for delivery at once (the driver leaves with them). Default true. */
  outForDelivery?: boolean | null | undefined;
  /** The session's restaurant; when given it must be it. */
  restaurantId?: string | null | undefined;
};

export type AuditFilter = {
  /** A day on the restaurant's calendar: YYYY-MM-DD. */
  day?: string | null | undefined;
  /** Lines where this employee acted, or which are about them. */
  employeeId?: string | null | undefined;
  /** A whole kind (void.line) or its group (void, driver, pin, employee, order, settings, restaurant). */
  kind?: string | null | undefined;
};

export type CashOutInput = {
  /** The cash the manager counted, in cents; leave it out to record no count. */
  countedCents?: number | null | undefined;
  driverId: string;
  /**
   * When nothing is left to settle, answer the driver's cash-out made this many
   * seconds ago or less instead of a 409: the documented create-then-settle
   * pair of calls is one cash-out.
   */
  latestWithinSeconds?: number | null | undefined;
  /**
   * The tablet the cash-out is made at, its registration "<id>.<key>" as the cash drawer sends it: its open drawer
   * hands the driver the card tips (docs/decisions/0083-card-tips-paid-to-drivers.md). Left out: on no drawer.
   */
  terminal?: string | null | undefined;
};

export type CashoutStatus =
  /** the cash-out is recorded: see cashout */
  | 'done'
  /** still on the queue: ask cashoutRequest with the same key in a moment */
  | 'pending';

export type CheckoutInput = {
  priceId: string;
  /** Optional check for REST callers: when given it must be the caller's own id. */
  userId?: string | null | undefined;
};

export type CloseDrawerInput = {
  /** The cash counted, in cents: sent before anything says what was expected. */
  countedCents: number;
  drawerId: string;
  /** The drawer's own tablet's registration (a manager session may close it from another). */
  terminal: string;
};

export type ContactMessageInput = {
  email: string;
  firstName: string;
  lastName: string;
  message: string;
  subject: string;
};

export type CreateCategoryInput = {
  name: string;
  restaurantId: string;
  /** Absent: true. */
  takesToppings?: boolean | null | undefined;
};

export type CreateEmployeeInput = {
  name: string;
  pin: string;
  restaurantId: string;
  role: string;
  securityPin: string;
};

export type CreateOrderInput = {
  /** Ignored for to-go orders. */
  customerId?: string | null | undefined;
  notes?: string | null | undefined;
  /** An order printed while the terminal was offline: the provisional number on its paper, like K7-03. */
  offlineNumber?: string | null | undefined;
  orderType: OrderType;
  /** With offlineNumber: when the terminal printed the order, by its clock (ISO 8601 in UTC). The order's time and day are the paper's, taken back at most a week and never later than now. */
  printedAt?: string | null | undefined;
  restaurantId: string;
  scheduleTime?: string | null | undefined;
  /** With offlineNumber: the tablet's registration, <id>.<key> (registerTerminal). Without it the order takes the server's time. */
  terminal?: string | null | undefined;
};

export type CreateProductInput = {
  categoryId: string;
  /** What the ordering page says under its name; blank clears it, absent keeps it. */
  description?: string | null | undefined;
  name: string;
  /** Ignored (saved as 0) when sizes are given. */
  priceCents?: number | null | undefined;
  restaurantId: string;
  sizes?: Array<SizeInput> | null | undefined;
  /** Absent: true. */
  takesToppings?: boolean | null | undefined;
};

export type CreateProductSizeInput = {
  priceCents: number;
  productId: string;
  sizeName: string;
};

export type CreateRestaurantInput = {
  /** Integer cents, 0 to 100000 ($1,000). */
  deliveryChargeCents: number;
  description?: string | null | undefined;
  fullAddress: string;
  name: string;
  phoneNumber: string;
  securityPin: string;
  taxPercentage: string;
  timeZone?: string | null | undefined;
};

export type CustomerInput = {
  city?: string | null | undefined;
  country?: string | null | undefined;
  fullName: string;
  /** Create only: the id a terminal gave a customer it made offline. Sent again, the same customer; a phone number already a customer here answers that customer. */
  id?: string | null | undefined;
  notes?: string | null | undefined;
  /** 10 or 11 digits; spaces, dashes, dots and parentheses are dropped. */
  phoneNumber: string;
  restaurantId: string;
  street1?: string | null | undefined;
  street2?: string | null | undefined;
  zipcode?: string | null | undefined;
};

/** A discount of the list, whole: without an id a new one, with it that one written again. */
export type DiscountInput = {
  /** true unless given. */
  active?: boolean | null | undefined;
  /** By amount: 1 to 999999 cents. */
  amountCents?: number | null | undefined;
  /** either unless given. */
  appliesTo?: DiscountScope | null | undefined;
  id?: string | null | undefined;
  kind: DiscountKind;
  /** At most 60 characters, unique in the restaurant: Staff meal, Coupon, Manager's choice. */
  name: string;
  /** By percent: 0.01 to 100, at most 2 decimals. */
  percent?: number | null | undefined;
  /** The value is typed at the counter each time (a manager's choice): percent and amountCents are not kept. */
  typedAtCounter?: boolean | null | undefined;
};

export type DiscountKind =
  | 'amount'
  | 'percent';

/** What a discount of the list may be given on. */
export type DiscountScope =
  | 'either'
  /** one line (an item) */
  | 'line'
  /** the whole order */
  | 'order';

/** What a cashier moves by hand, with a reason: money in, money out, cash taken to the safe. */
export type DrawerHandMove =
  | 'drop'
  | 'paid_in'
  | 'paid_out';

export type DrawerMoveInput = {
  /** In cents, above 0: the sign comes from the kind. */
  amountCents: number;
  drawerId: string;
  kind: DrawerHandMove;
  reason: string;
  /** The drawer's own tablet's registration. */
  terminal: string;
};

/**
 * What moved a drawer's cash, each an entry of the ledger (docs/decisions/0071-one-ledger.md): in (float, sale,
 * paid_in), out (refund, paid_out, drop), either way (adjustment: a cash order's total changed after its print;
 * correction: a tender corrected to or from cash); count: the blind count, its amount the over or short.
 */
export type DrawerMoveKind =
  | 'adjustment'
  | 'correction'
  | 'count'
  | 'drop'
  | 'float'
  | 'paid_in'
  | 'paid_out'
  | 'refund'
  | 'sale';

export type DriverFloatInput = {
  amountCents: number;
  driverId: string;
};

/** A driver's orders by period, on the restaurant's clock (last week: the last 7 days; last month, year: one back). */
export type DriverPeriod =
  | 'all'
  | 'lastMonth'
  | 'lastWeek'
  | 'lastYear'
  | 'today'
  | 'yesterday';

/** A discount given at the terminal. */
export type GiveDiscountInput = {
  /** Typed at the counter (a manager's choice by amount), in cents. */
  amountCents?: number | null | undefined;
  /** A discount of the restaurant's list, active. */
  discountId: string;
  /** The line to discount; absent for the whole order. */
  lineId?: string | null | undefined;
  orderId: string;
  /** Typed at the counter (a manager's choice by percent). */
  percent?: number | null | undefined;
  /** Required: the coupon's code, 'staff: Sam', … (at most 200 characters). */
  reason?: string | null | undefined;
};

/** How a topping on one half of an item is priced. */
export type HalfToppingPricing =
  /** the level's full price */
  | 'full'
  /** half the level's price (rounded half up to the cent) */
  | 'half';

/** What the customer types at checkout; lines as placeOrder's, from the menu only. */
export type OnlineCheckoutInput = {
  city?: string | null | undefined;
  email?: string | null | undefined;
  /** The total the page showed (cents): a different one is refused with the new total, never charged. */
  expectedTotalCents: number;
  fullName: string;
  lines: Array<PlaceOrderLineInput>;
  notes?: string | null | undefined;
  orderType: OrderType;
  payment: OnlinePayment;
  phoneNumber: string;
  street1?: string | null | undefined;
  street2?: string | null | undefined;
  /** A time of day today (HH:MM); null for as soon as possible. */
  time?: string | null | undefined;
  zipcode?: string | null | undefined;
};

export type OnlinePayment =
  /** online by card */
  | 'card'
  /** to the driver at the door */
  | 'door'
  /** at the counter on pickup */
  | 'pickup';

export type OnlinePaymentStatus =
  | 'canceled'
  | 'open'
  | 'paid'
  | 'refunded';

export type OnlineProgress =
  | 'accepted'
  /** paying by card: waiting for the payment to be confirmed */
  | 'awaiting_payment'
  /** accepted, then voided at the counter: a card payment is given back */
  | 'cancelled'
  | 'delivered'
  | 'in_kitchen'
  /** the card payment was not made: no order */
  | 'not_paid'
  | 'out_for_delivery'
  /** a pickup handed to its customer at the counter */
  | 'picked_up'
  | 'ready'
  | 'received'
  | 'rejected';

export type OpenDrawerInput = {
  /** The float counted into the drawer, in cents. */
  floatCents: number;
  restaurantId: string;
  /** The tablet's registration, <id>.<key>: the drawer sits under it. */
  terminal: string;
};

export type OpenItemInput = {
  name: string;
  notes?: string | null | undefined;
  orderId: string;
  /** Integer cents, 0 to 9999999: 450 is $4.50. */
  priceCents: number;
};

export type OrderChannel =
  /** at the counter: a terminal or the API */
  | 'counter'
  /** on the restaurant's ordering page */
  | 'online';

export type OrderFilter = {
  /** A day in the restaurant's time zone: YYYY-MM-DD */
  date?: string | null | undefined;
  orderType?: OrderType | null | undefined;
  /** Any part of the customer's phone number (digits). */
  phone?: string | null | undefined;
  /** true: voided orders only; false: none of them; absent: all. */
  voided?: boolean | null | undefined;
};

/**
 * A line chosen from the menu, priced by the server: exactly one of a product
 * (with its size when it has sizes, toppings and sides), a special (with
 * toppings and sides per item) or a side on its own.
 */
export type OrderLineInput = {
  items?: Array<SpecialItemChoiceInput> | null | undefined;
  /** The version of the menu the terminal priced the line from (Menu.version). On an order printed offline, the line keeps that version's price when the menu changed meanwhile, and the difference goes to the audit trail. */
  menuVersion?: number | null | undefined;
  notes?: string | null | undefined;
  orderId: string;
  productId?: string | null | undefined;
  quantity?: number | null | undefined;
  sideId?: string | null | undefined;
  sides?: Array<string> | null | undefined;
  sizeId?: string | null | undefined;
  specialId?: string | null | undefined;
  toppings?: Array<ToppingChoiceInput> | null | undefined;
};

export type OrderLineKind =
  /** a name and price as sent, not from the menu */
  | 'open'
  | 'product'
  | 'side'
  | 'special';

/** Only what is given changes. */
export type OrderSettingsInput = {
  /** 0 to 100000 cents. */
  discountApprovalCents?: number | null | undefined;
  /** 0 to 1000000 cents. */
  drawerDropApprovalCents?: number | null | undefined;
  /** 0 to 100000 cents. */
  drawerPayoutApprovalCents?: number | null | undefined;
  halfToppingPricing?: HalfToppingPricing | null | undefined;
  takingMinutes?: number | null | undefined;
  /** Exactly three, each 1 to 100, smallest first. */
  tipPercents?: Array<number> | null | undefined;
  tipsOffered?: boolean | null | undefined;
  voidApprovalMinutes?: number | null | undefined;
};

export type OrderType =
  | 'delivery'
  | 'pickup'
  | 'togo';

/** An order known whole at Print: the order, its lines (at most 100), and the print with its tender. */
export type PlaceOrderInput = {
  /** Ignored for to-go orders. */
  customerId?: string | null | undefined;
  lines: Array<PlaceOrderLineInput>;
  notes?: string | null | undefined;
  /** A paper printed while the terminal was offline: the provisional number on it, like K7-03. One paper is one order, whatever key it comes under. */
  offlineNumber?: string | null | undefined;
  orderType: OrderType;
  /** Print the receipt with the order: its first print, and the kitchen sees it at once. */
  print?: boolean | null | undefined;
  /** With offlineNumber: when the terminal printed it, by its clock (ISO 8601 in UTC); kept as the order's time only when it fits what the server heard of the tablet. */
  printedAt?: string | null | undefined;
  restaurantId: string;
  scheduleTime?: string | null | undefined;
  /** With print: how it is paid; cash with the amount handed over. */
  tender?: TenderInput | null | undefined;
  /** The printing tablet's registration, <id>.<key>: a cash sale goes into its open drawer; a paper printed offline is judged by what the server heard of the tablet. */
  terminal?: string | null | undefined;
};

/**
 * One line of an order placed whole (placeOrder): a choice from the menu, priced by the server (exactly one
 * of a product with its size, toppings and sides, a special with its items, or a side), or an open item
 * (name and priceCents as typed, one at a time).
 */
export type PlaceOrderLineInput = {
  items?: Array<SpecialItemChoiceInput> | null | undefined;
  /** The version of the menu the terminal priced the line from (Menu.version): a paper printed offline keeps that version's price where it could have been printed with it. */
  menuVersion?: number | null | undefined;
  /** An open item: its name as typed, with priceCents, instead of a menu choice. */
  name?: string | null | undefined;
  notes?: string | null | undefined;
  /** An open item's price: integer cents, 0 to 9999999. */
  priceCents?: number | null | undefined;
  productId?: string | null | undefined;
  quantity?: number | null | undefined;
  sideId?: string | null | undefined;
  sides?: Array<string> | null | undefined;
  sizeId?: string | null | undefined;
  specialId?: string | null | undefined;
  toppings?: Array<ToppingChoiceInput> | null | undefined;
};

export type RegisterCardReaderInput = {
  /** 1 to 40 characters, unique among the restaurant's readers in use. */
  name: string;
  /** The code the reader shows (on a WisePOS E: Settings → Generate pairing code); simulated-… in the sandbox. */
  registrationCode: string;
  /** The tablet it sits by; null: none yet. */
  terminalId?: string | null | undefined;
};

export type RevenuePeriod =
  | 'all_time'
  | 'last_month'
  | 'last_week'
  | 'last_year'
  | 'this_month'
  | 'this_week'
  | 'this_year'
  | 'today'
  | 'yesterday';

export type SideInput = {
  basePriceCents: number;
  name: string;
  restaurantId: string;
};

export type SignInInput = {
  email: string;
  password: string;
};

export type SignUpInput = {
  email: string;
  fullName: string;
  password: string;
};

export type SizeInput = {
  priceCents: number;
  sizeName: string;
};

export type SpecialInput = {
  name: string;
  priceCents: number;
  restaurantId: string;
};

export type SpecialItemChoiceInput = {
  itemId: string;
  sides?: Array<string> | null | undefined;
  toppings?: Array<ToppingChoiceInput> | null | undefined;
};

export type SpecialItemInput = {
  productName: string;
  quantity: number;
  specialId: string;
};

/** How the order is paid, recorded when the receipt is printed. */
export type Tender =
  | 'card'
  | 'cash'
  /** paid at the door, to the driver */
  | 'door';

export type TenderInput = {
  /** Cash only: the amount handed over, in integer cents; the change due is worked out from it. */
  cashGivenCents?: number | null | undefined;
  method: Tender;
};

export type ToppingChoiceInput = {
  level?: ToppingLevel | null | undefined;
  placement?: ToppingPlacement | null | undefined;
  toppingId: string;
};

export type ToppingExtraInput = {
  extraPriceCents: number;
  littlePriceCents: number;
  regularPriceCents: number;
  toppingId: string;
};

export type ToppingInput = {
  basePriceCents?: number | null | undefined;
  name: string;
  restaurantId: string;
};

export type ToppingLevel =
  | 'extra'
  | 'little'
  | 'none'
  | 'regular';

export type ToppingPlacement =
  | 'left'
  | 'right'
  | 'whole';

export type TripStatus =
  /** given to the driver, not out yet */
  | 'assigned'
  /** the driver came back */
  | 'back'
  /** out for delivery */
  | 'out';

export type UpdateEmployeeInput = {
  name?: string | null | undefined;
  pin?: string | null | undefined;
  role?: string | null | undefined;
  /** The restaurant security PIN: required to change the PIN or the role (a new name alone needs none). */
  securityPin?: string | null | undefined;
};

/** Only what is given changes. Switching to togo removes the customer. */
export type UpdateOrderInput = {
  /** Null keeps the customer; give it to change it. */
  customerId?: string | null | undefined;
  notes?: string | null | undefined;
  orderType?: OrderType | null | undefined;
  /** '' clears it. */
  scheduleTime?: string | null | undefined;
};

export type UpdateProductInput = {
  /** Moves the product to another category of the same restaurant. */
  categoryId?: string | null | undefined;
  /** What the ordering page says under its name; blank clears it, absent keeps it. */
  description?: string | null | undefined;
  name?: string | null | undefined;
  /** Ignored (saved as 0) while the product has sizes. */
  priceCents?: number | null | undefined;
  /** Absent keeps it. */
  takesToppings?: boolean | null | undefined;
};

export type UpdateProductSizeInput = {
  priceCents?: number | null | undefined;
  sizeName?: string | null | undefined;
};

export type UpdateRestaurantInput = {
  /** Integer cents, 0 to 100000 ($1,000); absent or null keeps it. */
  deliveryChargeCents?: number | null | undefined;
  description?: string | null | undefined;
  fullAddress?: string | null | undefined;
  name?: string | null | undefined;
  /** The account password: required for any change. */
  password: string;
  phoneNumber?: string | null | undefined;
  /** Changes only with the password. */
  securityPin?: string | null | undefined;
  taxPercentage?: string | null | undefined;
  timeZone?: string | null | undefined;
};

export type UpdateSideInput = {
  basePriceCents?: number | null | undefined;
  /** Empty keeps the current name. */
  name?: string | null | undefined;
};

export type UpdateSpecialInput = {
  name?: string | null | undefined;
  priceCents?: number | null | undefined;
};

export type UpdateToppingExtraInput = {
  extraPriceCents?: number | null | undefined;
  littlePriceCents?: number | null | undefined;
  regularPriceCents?: number | null | undefined;
};

export type UpdateToppingInput = {
  basePriceCents?: number | null | undefined;
  name?: string | null | undefined;
};

export type UpdateUserInput = {
  email: string;
  fullname: string;
  /** Empty or absent keeps the current password. */
  password?: string | null | undefined;
};

export type UserRole =
  | 'admin'
  | 'owner';

export type RestaurantFieldsFragment = { id: string, ownerId: string, name: string, description: string | null, taxPercentage: number, deliveryChargeCents: number, fullAddress: string, phoneNumber: string, timeZone: string, createdAt: string };

export type ScopedSessionFieldsFragment = { token: string, restaurantId: string, role: string, employeeId: string | null, name: string, expiresAt: string };

export type EmployeeFieldsFragment = { id: string, restaurantId: string, name: string, role: string, maskedPin: string };

export type UserFieldsFragment = { id: string, fullname: string, email: string, role: UserRole, profilePicture: string | null, demo: boolean };

export type OrderSettingsFieldsFragment = { restaurantId: string, halfToppingPricing: HalfToppingPricing, voidApprovalMinutes: number, takingMinutes: number, discountApprovalCents: number, drawerPayoutApprovalCents: number, drawerDropApprovalCents: number, tipsOffered: boolean, tipPercents: Array<number> };

export type CardReaderFieldsFragment = { id: string, restaurantId: string, name: string, terminalId: string | null, terminalTag: string | null, deviceType: string, sandboxUrl: string | null, registeredAt: string, registeredBy: string };

export type DiscountFieldsFragment = { id: string, restaurantId: string, name: string, kind: DiscountKind, percent: number | null, amountCents: number | null, typedAtCounter: boolean, appliesTo: DiscountScope, active: boolean };

export type SizeFieldsFragment = { id: string, productId: string, sizeName: string, priceCents: number };

export type ProductFieldsFragment = { id: string, numericId: number, restaurantId: string, categoryId: string, name: string, priceCents: number, takesToppings: boolean, description: string | null, sizes: Array<{ id: string, productId: string, sizeName: string, priceCents: number }>, photo: { thumb: string, card: string, large: string } | null };

export type CategoryFieldsFragment = { id: string, restaurantId: string, name: string, takesToppings: boolean };

export type SpecialItemFieldsFragment = { id: string, specialId: string, productName: string, quantity: number };

export type SpecialFieldsFragment = { id: string, numericId: number, restaurantId: string, name: string, priceCents: number, items: Array<{ id: string, specialId: string, productName: string, quantity: number }> };

export type ToppingExtraFieldsFragment = { id: string, toppingId: string, littlePriceCents: number, regularPriceCents: number, extraPriceCents: number };

export type ToppingFieldsFragment = { id: string, numericId: number, restaurantId: string, name: string, basePriceCents: number, extras: { id: string, toppingId: string, littlePriceCents: number, regularPriceCents: number, extraPriceCents: number } | null };

export type SideFieldsFragment = { id: string, restaurantId: string, name: string, basePriceCents: number };

export type DrawerMoveFieldsFragment = { id: string, kind: DrawerMoveKind, amountCents: number, what: string | null, reason: string | null, by: string, approvedBy: string | null, orderId: string | null, orderNumber: number | null, cashGivenCents: number | null, changeCents: number | null, at: string, atLocal: string };

export type TerminalDrawerFieldsFragment = { id: string, restaurantId: string, terminalId: string, terminalTag: string | null, day: string, openedAt: string, openedAtLocal: string, openedBy: string, floatCents: number, handMoves: Array<{ id: string, kind: DrawerMoveKind, amountCents: number, what: string | null, reason: string | null, by: string, approvedBy: string | null, orderId: string | null, orderNumber: number | null, cashGivenCents: number | null, changeCents: number | null, at: string, atLocal: string }> };

export type DrawerFieldsFragment = { id: string, restaurantId: string, terminalId: string, terminalTag: string | null, day: string, open: boolean, openedAt: string, openedAtLocal: string, openedBy: string, closedAt: string | null, closedAtLocal: string | null, closedBy: string | null, floatCents: number, cashSales: number, cashSalesCents: number, cashGivenCents: number, changeGivenCents: number, cashChanges: number, cashChangesCents: number, refunds: number, refundsCents: number, corrections: number, correctionsCents: number, paidInCents: number, paidOutCents: number, dropsCents: number, expectedCents: number, countedCents: number | null, overShortCents: number | null, moves: Array<{ id: string, kind: DrawerMoveKind, amountCents: number, what: string | null, reason: string | null, by: string, approvedBy: string | null, orderId: string | null, orderNumber: number | null, cashGivenCents: number | null, changeCents: number | null, at: string, atLocal: string }> };

export type OrderStreamAccessQueryVariables = Exact<{
  restaurantId: string;
}>;


export type OrderStreamAccessQuery = { orderStream: { restaurantId: string } };

export type OnlineStatusAccessQueryVariables = Exact<{
  slug: string;
  key: string;
}>;


export type OnlineStatusAccessQuery = { onlineTracking: { orderId: string, restaurantId: string, progress: OnlineProgress } };

export type OnlineAddressQueryVariables = Exact<{
  slug: string;
}>;


export type OnlineAddressQuery = { onlineAddress: string | null };

export type AuditEntryFieldsFragment = { id: string, at: string, atLocal: string, day: string, kind: string, summary: string, actorName: string, actorEmployeeId: string | null, session: string, approverName: string | null, orderId: string | null, orderNumber: number | null, subjectId: string | null, amountBeforeCents: number | null, amountAfterCents: number | null, reason: string | null, source: string, cursor: string };

export type AuditTrailQueryVariables = Exact<{
  restaurantId: string;
  filter?: AuditFilter | null | undefined;
  first?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type AuditTrailQuery = { ordersAudit: { nextBefore: string | null, entries: Array<{ id: string, at: string, atLocal: string, day: string, kind: string, summary: string, actorName: string, actorEmployeeId: string | null, session: string, approverName: string | null, orderId: string | null, orderNumber: number | null, subjectId: string | null, amountBeforeCents: number | null, amountAfterCents: number | null, reason: string | null, source: string, cursor: string }> }, driversAudit: { nextBefore: string | null, entries: Array<{ id: string, at: string, atLocal: string, day: string, kind: string, summary: string, actorName: string, actorEmployeeId: string | null, session: string, approverName: string | null, orderId: string | null, orderNumber: number | null, subjectId: string | null, amountBeforeCents: number | null, amountAfterCents: number | null, reason: string | null, source: string, cursor: string }> }, authAudit: { nextBefore: string | null, entries: Array<{ id: string, at: string, atLocal: string, day: string, kind: string, summary: string, actorName: string, actorEmployeeId: string | null, session: string, approverName: string | null, orderId: string | null, orderNumber: number | null, subjectId: string | null, amountBeforeCents: number | null, amountAfterCents: number | null, reason: string | null, source: string, cursor: string }> } };

export type OfflinePapersQueryVariables = Exact<{
  restaurantId: string;
}>;


export type OfflinePapersQuery = { offlinePapers: { restaurantId: string, terminals: Array<{ id: string, tag: string, issuedAt: string, issuedBy: string, lastSeenAt: string | null, lastOfflineNumber: number, arrived: number, waiting: Array<string>, missing: Array<string> }> } };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp: { success: boolean, message: string } };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInMutation = { signIn: { success: boolean, message: string, token: string, user: { id: string, fullname: string, email: string, role: UserRole, profilePicture: string | null, demo: boolean } } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: { success: boolean, message: string } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, fullname: string, email: string, role: UserRole, profilePicture: string | null, demo: boolean } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { success: boolean, message: string } };

export type ResetPasswordMutationVariables = Exact<{
  email: string;
  token: string;
  password: string;
}>;


export type ResetPasswordMutation = { resetPassword: { success: boolean, message: string } };

export type UpdateUserMutationVariables = Exact<{
  id: string;
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { updateUser: { success: boolean, message: string, token: string | null, user: { id: string, fullname: string, email: string, role: UserRole, profilePicture: string | null, demo: boolean } } };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type SendContactMessageMutation = { sendContactMessage: { success: boolean, message: string } };

export type SubscriptionQueryVariables = Exact<{
  userId: string;
}>;


export type SubscriptionQuery = { subscription: { status: string, planId: string | null, numberOfRestaurants: number | null, currentPeriodEnd: string | null, stripeCustomerId: string | null } };

export type CreateCheckoutSessionMutationVariables = Exact<{
  input: CheckoutInput;
}>;


export type CreateCheckoutSessionMutation = { createCheckoutSession: { sessionId: string, url: string } };

export type CreatePortalSessionMutationVariables = Exact<{
  customerId?: string | null | undefined;
}>;


export type CreatePortalSessionMutation = { createPortalSession: { url: string } };

export type CardReadersRestQueryVariables = Exact<{
  restaurantId: string;
}>;


export type CardReadersRestQuery = { cardReaders: Array<{ id: string, restaurantId: string, name: string, terminalId: string | null, terminalTag: string | null, deviceType: string, sandboxUrl: string | null, registeredAt: string, registeredBy: string }> };

export type RegisterCardReaderRestMutationVariables = Exact<{
  restaurantId: string;
  input: RegisterCardReaderInput;
}>;


export type RegisterCardReaderRestMutation = { registerCardReader: { id: string, restaurantId: string, name: string, terminalId: string | null, terminalTag: string | null, deviceType: string, sandboxUrl: string | null, registeredAt: string, registeredBy: string } };

export type PlaceCardReaderRestMutationVariables = Exact<{
  id: string;
  terminalId?: string | null | undefined;
}>;


export type PlaceCardReaderRestMutation = { placeCardReader: { id: string, restaurantId: string, name: string, terminalId: string | null, terminalTag: string | null, deviceType: string, sandboxUrl: string | null, registeredAt: string, registeredBy: string } };

export type RetireCardReaderRestMutationVariables = Exact<{
  id: string;
}>;


export type RetireCardReaderRestMutation = { retireCardReader: { id: string, restaurantId: string, name: string, terminalId: string | null, terminalTag: string | null, deviceType: string, sandboxUrl: string | null, registeredAt: string, registeredBy: string } };

export type CustomerByPhoneQueryVariables = Exact<{
  restaurantId: string;
  phone: string;
}>;


export type CustomerByPhoneQuery = { customerByPhone: { id: string, restaurantId: string, fullName: string, phoneNumber: string, street1: string, street2: string, city: string, zipcode: string, country: string, notes: string, createdAt: string, lastOrder: { id: string, restaurantId: string, orderNumber: number, orderType: OrderType, customerId: string | null, employeeName: string, notes: string, scheduleTime: string | null, createdAt: string, createdAtLocal: string, createdAtLocalIso: string, itemsCents: number, discountCents: number, subtotalCents: number, deliveryChargeCents: number, taxPercentage: number, taxCents: number, totalCents: number, tender: Tender | null, cashGivenCents: number | null, changeDueCents: number | null, printCount: number, firstPrintedAt: string | null, lastPrintedAt: string | null, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, beingTakenUntil: string | null, restaurantName: string, restaurantAddress: string, restaurantPhone: string, timeZone: string, version: number, customer: { id: string, restaurantId: string, fullName: string, phoneNumber: string, street1: string, street2: string, city: string, zipcode: string, country: string, notes: string, createdAt: string } | null, lines: Array<{ id: string, orderId: string, kind: OrderLineKind, productName: string, open: boolean, quantity: number, unitPriceCents: number, priceCents: number, notes: string, createdAt: string, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, parts: Array<{ text: string, depth: number, priceCents: number }> }>, discounts: Array<{ id: string, lineId: string | null, discountId: string, name: string, kind: DiscountKind, percent: number | null, amountCents: number | null, takenCents: number, reason: string, givenBy: string, approvedBy: string | null, createdAt: string }>, prints: Array<{ number: number, printedBy: string, printedAt: string, printedAtLocal: string, stamp: string | null }>, trip: { driverId: string, driverName: string, outAt: string | null, deliveredAt: string | null, deliveredAtLocal: string | null, cashedOutAt: string | null } | null } | null } | null };

export type CreateCustomerMutationVariables = Exact<{
  input: CustomerInput;
}>;


export type CreateCustomerMutation = { createCustomer: { id: string, restaurantId: string, fullName: string, phoneNumber: string, street1: string, street2: string, city: string, zipcode: string, country: string, notes: string, createdAt: string } };

export type UpdateCustomerMutationVariables = Exact<{
  id: string;
  input: CustomerInput;
}>;


export type UpdateCustomerMutation = { updateCustomer: { id: string, restaurantId: string, fullName: string, phoneNumber: string, street1: string, street2: string, city: string, zipcode: string, country: string, notes: string, createdAt: string } };

export type CustomerByIdQueryVariables = Exact<{
  id: string;
}>;


export type CustomerByIdQuery = { customer: { id: string, restaurantId: string, fullName: string, phoneNumber: string, street1: string, street2: string, city: string, zipcode: string, country: string, notes: string, createdAt: string, lastOrder: { id: string, restaurantId: string, orderNumber: number, orderType: OrderType, customerId: string | null, employeeName: string, notes: string, scheduleTime: string | null, createdAt: string, createdAtLocal: string, createdAtLocalIso: string, itemsCents: number, discountCents: number, subtotalCents: number, deliveryChargeCents: number, taxPercentage: number, taxCents: number, totalCents: number, tender: Tender | null, cashGivenCents: number | null, changeDueCents: number | null, printCount: number, firstPrintedAt: string | null, lastPrintedAt: string | null, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, beingTakenUntil: string | null, restaurantName: string, restaurantAddress: string, restaurantPhone: string, timeZone: string, version: number, customer: { id: string, restaurantId: string, fullName: string, phoneNumber: string, street1: string, street2: string, city: string, zipcode: string, country: string, notes: string, createdAt: string } | null, lines: Array<{ id: string, orderId: string, kind: OrderLineKind, productName: string, open: boolean, quantity: number, unitPriceCents: number, priceCents: number, notes: string, createdAt: string, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, parts: Array<{ text: string, depth: number, priceCents: number }> }>, discounts: Array<{ id: string, lineId: string | null, discountId: string, name: string, kind: DiscountKind, percent: number | null, amountCents: number | null, takenCents: number, reason: string, givenBy: string, approvedBy: string | null, createdAt: string }>, prints: Array<{ number: number, printedBy: string, printedAt: string, printedAtLocal: string, stamp: string | null }>, trip: { driverId: string, driverName: string, outAt: string | null, deliveredAt: string | null, deliveredAtLocal: string | null, cashedOutAt: string | null } | null } | null } };

export type BusinessDayFieldsFragment = { restaurantId: string, day: string, closed: boolean, closedAt: string | null, closedBy: string | null, z: { day: string, subtotalCents: number, taxCents: number, deliveryChargesCents: number, totalCents: number, offlineMissing: Array<string>, restaurant: { name: string, timeZone: string }, orders: { count: number, cents: number }, byType: Array<{ orderType: OrderType, count: number, cents: number }>, byTender: Array<{ tender: string, count: number, cents: number }>, byChannel: Array<{ channel: OrderChannel, count: number, cents: number }>, voids: { count: number, cents: number }, discounts: { count: number, cents: number }, drawers: Array<{ id: string, terminalTag: string | null, openedAt: string, openedBy: string, closedAt: string | null, closedBy: string | null, floatCents: number, cashSalesCents: number, paidInCents: number, paidOutCents: number, dropsCents: number, refundsCents: number, expectedCents: number, countedCents: number | null, overShortCents: number | null }>, cashOnNoDrawer: { count: number, cents: number }, drivers: { settled: { count: number, cents: number }, owed: { count: number, cents: number } }, offlineLate: Array<{ orderNumber: number, offlineNumber: string, printedAt: string | null, timeKept: boolean }>, lateChanges: Array<{ orderNumber: number, closedDay: string, what: string, totalCents: number }> } };

export type BusinessDaysQueryVariables = Exact<{
  restaurantId: string;
}>;


export type BusinessDaysQuery = { businessDays: { openDay: string, closed: Array<{ restaurantId: string, day: string, closed: boolean, closedAt: string | null, closedBy: string | null, z: { day: string, subtotalCents: number, taxCents: number, deliveryChargesCents: number, totalCents: number, offlineMissing: Array<string>, restaurant: { name: string, timeZone: string }, orders: { count: number, cents: number }, byType: Array<{ orderType: OrderType, count: number, cents: number }>, byTender: Array<{ tender: string, count: number, cents: number }>, byChannel: Array<{ channel: OrderChannel, count: number, cents: number }>, voids: { count: number, cents: number }, discounts: { count: number, cents: number }, drawers: Array<{ id: string, terminalTag: string | null, openedAt: string, openedBy: string, closedAt: string | null, closedBy: string | null, floatCents: number, cashSalesCents: number, paidInCents: number, paidOutCents: number, dropsCents: number, refundsCents: number, expectedCents: number, countedCents: number | null, overShortCents: number | null }>, cashOnNoDrawer: { count: number, cents: number }, drivers: { settled: { count: number, cents: number }, owed: { count: number, cents: number } }, offlineLate: Array<{ orderNumber: number, offlineNumber: string, printedAt: string | null, timeKept: boolean }>, lateChanges: Array<{ orderNumber: number, closedDay: string, what: string, totalCents: number }> } }> } };

export type ZReportQueryVariables = Exact<{
  restaurantId: string;
  day: string;
}>;


export type ZReportQuery = { zReport: { restaurantId: string, day: string, closed: boolean, closedAt: string | null, closedBy: string | null, z: { day: string, subtotalCents: number, taxCents: number, deliveryChargesCents: number, totalCents: number, offlineMissing: Array<string>, restaurant: { name: string, timeZone: string }, orders: { count: number, cents: number }, byType: Array<{ orderType: OrderType, count: number, cents: number }>, byTender: Array<{ tender: string, count: number, cents: number }>, byChannel: Array<{ channel: OrderChannel, count: number, cents: number }>, voids: { count: number, cents: number }, discounts: { count: number, cents: number }, drawers: Array<{ id: string, terminalTag: string | null, openedAt: string, openedBy: string, closedAt: string | null, closedBy: string | null, floatCents: number, cashSalesCents: number, paidInCents: number, paidOutCents: number, dropsCents: number, refundsCents: number, expectedCents: number, countedCents: number | null, overShortCents: number | null }>, cashOnNoDrawer: { count: number, cents: number }, drivers: { settled: { count: number, cents: number }, owed: { count: number, cents: number } }, offlineLate: Array<{ orderNumber: number, offlineNumber: string, printedAt: string | null, timeKept: boolean }>, lateChanges: Array<{ orderNumber: number, closedDay: string, what: string, totalCents: number }> } } };

export type CloseDayMutationVariables = Exact<{
  restaurantId: string;
  day: string;
}>;


export type CloseDayMutation = { closeDay: { restaurantId: string, day: string, closed: boolean, closedAt: string | null, closedBy: string | null, z: { day: string, subtotalCents: number, taxCents: number, deliveryChargesCents: number, totalCents: number, offlineMissing: Array<string>, restaurant: { name: string, timeZone: string }, orders: { count: number, cents: number }, byType: Array<{ orderType: OrderType, count: number, cents: number }>, byTender: Array<{ tender: string, count: number, cents: number }>, byChannel: Array<{ channel: OrderChannel, count: number, cents: number }>, voids: { count: number, cents: number }, discounts: { count: number, cents: number }, drawers: Array<{ id: string, terminalTag: string | null, openedAt: string, openedBy: string, closedAt: string | null, closedBy: string | null, floatCents: number, cashSalesCents: number, paidInCents: number, paidOutCents: number, dropsCents: number, refundsCents: number, expectedCents: number, countedCents: number | null, overShortCents: number | null }>, cashOnNoDrawer: { count: number, cents: number }, drivers: { settled: { count: number, cents: number }, owed: { count: number, cents: number } }, offlineLate: Array<{ orderNumber: number, offlineNumber: string, printedAt: string | null, timeKept: boolean }>, lateChanges: Array<{ orderNumber: number, closedDay: string, what: string, totalCents: number }> } } };

export type DiscountsQueryVariables = Exact<{
  restaurantId: string;
}>;


export type DiscountsQuery = { discounts: Array<{ id: string, restaurantId: string, name: string, kind: DiscountKind, percent: number | null, amountCents: number | null, typedAtCounter: boolean, appliesTo: DiscountScope, active: boolean }> };

export type AddDiscountMutationVariables = Exact<{
  restaurantId: string;
  input: DiscountInput;
}>;


export type AddDiscountMutation = { saveDiscount: { id: string, restaurantId: string, name: string, kind: DiscountKind, percent: number | null, amountCents: number | null, typedAtCounter: boolean, appliesTo: DiscountScope, active: boolean } };

export type SaveDiscountMutationVariables = Exact<{
  restaurantId: string;
  input: DiscountInput;
}>;


export type SaveDiscountMutation = { saveDiscount: { id: string, restaurantId: string, name: string, kind: DiscountKind, percent: number | null, amountCents: number | null, typedAtCounter: boolean, appliesTo: DiscountScope, active: boolean } };

export type GiveDiscountMutationVariables = Exact<{
  input: GiveDiscountInput;
  idempotencyKey?: string | null | undefined;
}>;


export type GiveDiscountMutation = { giveDiscount: { discountId: string, order: { id: string, restaurantId: string, orderNumber: number, orderType: OrderType, customerId: string | null, employeeName: string, notes: string, scheduleTime: string | null, createdAt: string, createdAtLocal: string, createdAtLocalIso: string, itemsCents: number, discountCents: number, subtotalCents: number, deliveryChargeCents: number, taxPercentage: number, taxCents: number, totalCents: number, tender: Tender | null, cashGivenCents: number | null, changeDueCents: number | null, printCount: number, firstPrintedAt: string | null, lastPrintedAt: string | null, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, beingTakenUntil: string | null, restaurantName: string, restaurantAddress: string, restaurantPhone: string, timeZone: string, version: number, customer: { id: string, restaurantId: string, fullName: string, phoneNumber: string, street1: string, street2: string, city: string, zipcode: string, country: string, notes: string, createdAt: string } | null, lines: Array<{ id: string, orderId: string, kind: OrderLineKind, productName: string, open: boolean, quantity: number, unitPriceCents: number, priceCents: number, notes: string, createdAt: string, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, parts: Array<{ text: string, depth: number, priceCents: number }> }>, discounts: Array<{ id: string, lineId: string | null, discountId: string, name: string, kind: DiscountKind, percent: number | null, amountCents: number | null, takenCents: number, reason: string, givenBy: string, approvedBy: string | null, createdAt: string }>, prints: Array<{ number: number, printedBy: string, printedAt: string, printedAtLocal: string, stamp: string | null }>, trip: { driverId: string, driverName: string, outAt: string | null, deliveredAt: string | null, deliveredAtLocal: string | null, cashedOutAt: string | null } | null } } };

export type RemoveDiscountMutationVariables = Exact<{
  id: string;
}>;


export type RemoveDiscountMutation = { removeDiscount: { id: string, restaurantId: string, orderNumber: number, orderType: OrderType, customerId: string | null, employeeName: string, notes: string, scheduleTime: string | null, createdAt: string, createdAtLocal: string, createdAtLocalIso: string, itemsCents: number, discountCents: number, subtotalCents: number, deliveryChargeCents: number, taxPercentage: number, taxCents: number, totalCents: number, tender: Tender | null, cashGivenCents: number | null, changeDueCents: number | null, printCount: number, firstPrintedAt: string | null, lastPrintedAt: string | null, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, beingTakenUntil: string | null, restaurantName: string, restaurantAddress: string, restaurantPhone: string, timeZone: string, version: number, customer: { id: string, restaurantId: string, fullName: string, phoneNumber: string, street1: string, street2: string, city: string, zipcode: string, country: string, notes: string, createdAt: string } | null, lines: Array<{ id: string, orderId: string, kind: OrderLineKind, productName: string, open: boolean, quantity: number, unitPriceCents: number, priceCents: number, notes: string, createdAt: string, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, parts: Array<{ text: string, depth: number, priceCents: number }> }>, discounts: Array<{ id: string, lineId: string | null, discountId: string, name: string, kind: DiscountKind, percent: number | null, amountCents: number | null, takenCents: number, reason: string, givenBy: string, approvedBy: string | null, createdAt: string }>, prints: Array<{ number: number, printedBy: string, printedAt: string, printedAtLocal: string, stamp: string | null }>, trip: { driverId: string, driverName: string, outAt: string | null, deliveredAt: string | null, deliveredAtLocal: string | null, cashedOutAt: string | null } | null } };

export type OpenDrawerMutationVariables = Exact<{
  input: OpenDrawerInput;
  idempotencyKey?: string | null | undefined;
}>;


export type OpenDrawerMutation = { openDrawer: { id: string, restaurantId: string, terminalId: string, terminalTag: string | null, day: string, openedAt: string, openedAtLocal: string, openedBy: string, floatCents: number, handMoves: Array<{ id: string, kind: DrawerMoveKind, amountCents: number, what: string | null, reason: string | null, by: string, approvedBy: string | null, orderId: string | null, orderNumber: number | null, cashGivenCents: number | null, changeCents: number | null, at: string, atLocal: string }> } };

export type TerminalDrawerQueryVariables = Exact<{
  terminalId: string;
}>;


export type TerminalDrawerQuery = { terminalDrawer: { id: string, restaurantId: string, terminalId: string, terminalTag: string | null, day: string, openedAt: string, openedAtLocal: string, openedBy: string, floatCents: number, handMoves: Array<{ id: string, kind: DrawerMoveKind, amountCents: number, what: string | null, reason: string | null, by: string, approvedBy: string | null, orderId: string | null, orderNumber: number | null, cashGivenCents: number | null, changeCents: number | null, at: string, atLocal: string }> } | null };

export type MoveDrawerMutationVariables = Exact<{
  input: DrawerMoveInput;
  idempotencyKey?: string | null | undefined;
}>;


export type MoveDrawerMutation = { moveDrawer: { id: string, restaurantId: string, terminalId: string, terminalTag: string | null, day: string, openedAt: string, openedAtLocal: string, openedBy: string, floatCents: number, handMoves: Array<{ id: string, kind: DrawerMoveKind, amountCents: number, what: string | null, reason: string | null, by: string, approvedBy: string | null, orderId: string | null, orderNumber: number | null, cashGivenCents: number | null, changeCents: number | null, at: string, atLocal: string }> } };

export type CloseDrawerMutationVariables = Exact<{
  input: CloseDrawerInput;
  idempotencyKey?: string | null | undefined;
}>;


export type CloseDrawerMutation = { closeDrawer: { id: string, restaurantId: string, terminalId: string, terminalTag: string | null, day: string, open: boolean, openedAt: string, openedAtLocal: string, openedBy: string, closedAt: string | null, closedAtLocal: string | null, closedBy: string | null, floatCents: number, cashSales: number, cashSalesCents: number, cashGivenCents: number, changeGivenCents: number, cashChanges: number, cashChangesCents: number, refunds: number, refundsCents: number, corrections: number, correctionsCents: number, paidInCents: number, paidOutCents: number, dropsCents: number, expectedCents: number, countedCents: number | null, overShortCents: number | null, moves: Array<{ id: string, kind: DrawerMoveKind, amountCents: number, what: string | null, reason: string | null, by: string, approvedBy: string | null, orderId: string | null, orderNumber: number | null, cashGivenCents: number | null, changeCents: number | null, at: string, atLocal: string }> } };

export type DrawersOfDayQueryVariables = Exact<{
  restaurantId: string;
  day?: string | null | undefined;
}>;


export type DrawersOfDayQuery = { drawers: { restaurantId: string, day: string, timeZone: string, cashSalesOnNoDrawer: number, cashSalesOnNoDrawerCents: number, drawers: Array<{ id: string, restaurantId: string, terminalId: string, terminalTag: string | null, day: string, open: boolean, openedAt: string, openedAtLocal: string, openedBy: string, closedAt: string | null, closedAtLocal: string | null, closedBy: string | null, floatCents: number, cashSales: number, cashSalesCents: number, cashGivenCents: number, changeGivenCents: number, cashChanges: number, cashChangesCents: number, refunds: number, refundsCents: number, corrections: number, correctionsCents: number, paidInCents: number, paidOutCents: number, dropsCents: number, expectedCents: number, countedCents: number | null, overShortCents: number | null, moves: Array<{ id: string, kind: DrawerMoveKind, amountCents: number, what: string | null, reason: string | null, by: string, approvedBy: string | null, orderId: string | null, orderNumber: number | null, cashGivenCents: number | null, changeCents: number | null, at: string, atLocal: string }> }> } };

export type CreateDriverCashoutMutationVariables = Exact<{
  input: CashOutInput;
  idempotencyKey?: string | null | undefined;
}>;


export type CreateDriverCashoutMutation = { cashOutDriver: { status: CashoutStatus, idempotencyKey: string, cashout: { id: string, tripCount: number, ordersTotalCents: number, deliveryChargesCents: number, floatCents: number, adjustmentsCents: number, expectedCents: number, countedCents: number | null, overShortCents: number | null, approvedBy: string, approvedByRole: string, cashedOutAt: string, cashedOutAtLocalIso: string, driver: { id: string, name: string } } | null } };

export type SettleDriverCashoutMutationVariables = Exact<{
  input: CashOutInput;
  idempotencyKey?: string | null | undefined;
}>;


export type SettleDriverCashoutMutation = { cashOutDriver: { status: CashoutStatus, idempotencyKey: string, cashout: { id: string, tripCount: number, ordersTotalCents: number, deliveryChargesCents: number, floatCents: number, adjustmentsCents: number, expectedCents: number, countedCents: number | null, overShortCents: number | null, approvedBy: string, approvedByRole: string, cashedOutAt: string, cashedOutAtLocalIso: string, driver: { id: string, name: string } } | null } };

export type DriverBalanceQueryVariables = Exact<{
  driverId: string;
}>;


export type DriverBalanceQuery = { driverBalance: { owedCents: number, ordersTotalCents: number, deliveryChargesCents: number, floatCents: number, adjustmentsCents: number, openTrips: number, tripsOut: number, out: boolean, lastCashedOutAt: string | null, driver: { id: string, name: string } } };

export type DriverCashoutsQueryVariables = Exact<{
  driverId: string;
  first?: number | null | undefined;
}>;


export type DriverCashoutsQuery = { driverCashouts: Array<{ id: string, tripCount: number, ordersTotalCents: number, deliveryChargesCents: number, floatCents: number, adjustmentsCents: number, expectedCents: number, countedCents: number | null, overShortCents: number | null, approvedBy: string, approvedByRole: string, cashedOutAt: string, cashedOutAtLocalIso: string, driver: { id: string, name: string } }> };

export type CashoutRequestQueryVariables = Exact<{
  driverId: string;
  key: string;
}>;


export type CashoutRequestQuery = { cashoutRequest: { status: CashoutStatus, idempotencyKey: string, cashout: { id: string, tripCount: number, ordersTotalCents: number, deliveryChargesCents: number, floatCents: number, adjustmentsCents: number, expectedCents: number, countedCents: number | null, overShortCents: number | null, approvedBy: string, approvedByRole: string, cashedOutAt: string, cashedOutAtLocalIso: string, driver: { id: string, name: string } } | null } };

export type HandDriverFloatMutationVariables = Exact<{
  input: DriverFloatInput;
  idempotencyKey?: string | null | undefined;
}>;


export type HandDriverFloatMutation = { handDriverFloat: { id: string, amountCents: number, givenAt: string, givenBy: string, driver: { id: string, name: string } } };

export type DeliveryOrderFieldsFragment = { orderId: string, orderNumber: number, customerName: string | null, customerPhone: string | null, street1: string, street2: string, city: string, zipcode: string, lineCount: number, deliveryChargeCents: number, totalCents: number, createdAt: string, createdAtLocalIso: string, firstPrintedAt: string | null, scheduleTime: string | null };

export type DriverTripFieldsFragment = { id: string, orderId: string, orderNumber: number, customerName: string | null, street1: string, street2: string, city: string, zipcode: string, totalCents: number, deliveryChargeCents: number, owedCents: number, status: TripStatus, assignedAt: string, assignedAtLocalIso: string, assignedBy: string, outAt: string | null, backAt: string | null, cashoutId: string | null, orderDeleted: boolean, driver: { id: string, name: string } };

export type DriverCashoutFieldsFragment = { id: string, tripCount: number, ordersTotalCents: number, deliveryChargesCents: number, floatCents: number, adjustmentsCents: number, expectedCents: number, countedCents: number | null, overShortCents: number | null, approvedBy: string, approvedByRole: string, cashedOutAt: string, cashedOutAtLocalIso: string, driver: { id: string, name: string } };

export type CashoutRequestFieldsFragment = { status: CashoutStatus, idempotencyKey: string, cashout: { id: string, tripCount: number, ordersTotalCents: number, deliveryChargesCents: number, floatCents: number, adjustmentsCents: number, expectedCents: number, countedCents: number | null, overShortCents: number | null, approvedBy: string, approvedByRole: string, cashedOutAt: string, cashedOutAtLocalIso: string, driver: { id: string, name: string } } | null };

export type DriverBalanceFieldsFragment = { owedCents: number, ordersTotalCents: number, deliveryChargesCents: number, floatCents: number, adjustmentsCents: number, openTrips: number, tripsOut: number, out: boolean, lastCashedOutAt: string | null, driver: { id: string, name: string } };

export type UnassignedOrdersQueryVariables = Exact<{
  restaurantId: string;
}>;


export type UnassignedOrdersQuery = { unassignedOrders: Array<{ orderId: string, orderNumber: number, customerName: string | null, customerPhone: string | null, street1: string, street2: string, city: string, zipcode: string, lineCount: number, deliveryChargeCents: number, totalCents: number, createdAt: string, createdAtLocalIso: string, firstPrintedAt: string | null, scheduleTime: string | null }> };

export type CreateDriverOrderMutationVariables = Exact<{
  input: AssignOrdersInput;
}>;


export type CreateDriverOrderMutation = { assignOrders: { success: boolean, message: string, unavailable: Array<string>, trips: Array<{ id: string, orderId: string, orderNumber: number, customerName: string | null, street1: string, street2: string, city: string, zipcode: string, totalCents: number, deliveryChargeCents: number, owedCents: number, status: TripStatus, assignedAt: string, assignedAtLocalIso: string, assignedBy: string, outAt: string | null, backAt: string | null, cashoutId: string | null, orderDeleted: boolean, driver: { id: string, name: string } }>, taken: Array<{ orderId: string, orderNumber: number, driverName: string }> } };

export type UpdateOutOfDeliveryMutationVariables = Exact<{
  orderId: string;
}>;


export type UpdateOutOfDeliveryMutation = { markOutForDelivery: { id: string, orderId: string, orderNumber: number, customerName: string | null, street1: string, street2: string, city: string, zipcode: string, totalCents: number, deliveryChargeCents: number, owedCents: number, status: TripStatus, assignedAt: string, assignedAtLocalIso: string, assignedBy: string, outAt: string | null, backAt: string | null, cashoutId: string | null, orderDeleted: boolean, driver: { id: string, name: string } } };

export type DriverOrdersQueryVariables = Exact<{
  driverId: string;
  period?: DriverPeriod | null | undefined;
}>;


export type DriverOrdersQuery = { driverOrders: Array<{ id: string, orderId: string, orderNumber: number, customerName: string | null, street1: string, street2: string, city: string, zipcode: string, totalCents: number, deliveryChargeCents: number, owedCents: number, status: TripStatus, assignedAt: string, assignedAtLocalIso: string, assignedBy: string, outAt: string | null, backAt: string | null, cashoutId: string | null, orderDeleted: boolean, driver: { id: string, name: string } }> };

export type RestaurantDriversQueryVariables = Exact<{
  restaurantId: string;
}>;


export type RestaurantDriversQuery = { drivers: Array<{ owedCents: number, ordersTotalCents: number, deliveryChargesCents: number, floatCents: number, adjustmentsCents: number, openTrips: number, tripsOut: number, out: boolean, lastCashedOutAt: string | null, driver: { id: string, name: string } }> };

export type DriversOutQueryVariables = Exact<{
  restaurantId: string;
}>;


export type DriversOutQuery = { driversOut: Array<{ leftAt: string, driver: { id: string, name: string }, trips: Array<{ id: string, orderId: string, orderNumber: number, customerName: string | null, street1: string, street2: string, city: string, zipcode: string, totalCents: number, deliveryChargeCents: number, owedCents: number, status: TripStatus, assignedAt: string, assignedAtLocalIso: string, assignedBy: string, outAt: string | null, backAt: string | null, cashoutId: string | null, orderDeleted: boolean, driver: { id: string, name: string } }> }> };

export type MarkDriverBackMutationVariables = Exact<{
  driverId: string;
  idempotencyKey?: string | null | undefined;
}>;


export type MarkDriverBackMutation = { markDriverBack: { success: boolean, message: string, trips: number, driver: { id: string, name: string } } };

export type EmployeesQueryVariables = Exact<{
  id: string;
}>;


export type EmployeesQuery = { employees: Array<{ id: string, restaurantId: string, name: string, role: string, maskedPin: string }> };

export type EmployeeQueryVariables = Exact<{
  id: string;
}>;


export type EmployeeQuery = { employee: { id: string, restaurantId: string, name: string, role: string, maskedPin: string } };

export type CreateEmployeeMutationVariables = Exact<{
  input: CreateEmployeeInput;
}>;


export type CreateEmployeeMutation = { createEmployee: { id: string, restaurantId: string, name: string, role: string, maskedPin: string } };

export type UpdateEmployeeMutationVariables = Exact<{
  id: string;
  input: UpdateEmployeeInput;
}>;


export type UpdateEmployeeMutation = { updateEmployee: { id: string, restaurantId: string, name: string, role: string, maskedPin: string } };

export type DeleteEmployeeMutationVariables = Exact<{
  id: string;
  securityPin?: string | null | undefined;
}>;


export type DeleteEmployeeMutation = { deleteEmployee: { success: boolean, message: string } };

export type CustomerFieldsFragment = { id: string, restaurantId: string, fullName: string, phoneNumber: string, street1: string, street2: string, city: string, zipcode: string, country: string, notes: string, createdAt: string };

export type OrderLineFieldsFragment = { id: string, orderId: string, kind: OrderLineKind, productName: string, open: boolean, quantity: number, unitPriceCents: number, priceCents: number, notes: string, createdAt: string, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, parts: Array<{ text: string, depth: number, priceCents: number }> };

export type OrderPrintFieldsFragment = { number: number, printedBy: string, printedAt: string, printedAtLocal: string, stamp: string | null };

export type OrderDiscountFieldsFragment = { id: string, lineId: string | null, discountId: string, name: string, kind: DiscountKind, percent: number | null, amountCents: number | null, takenCents: number, reason: string, givenBy: string, approvedBy: string | null, createdAt: string };

export type OrderFieldsFragment = { id: string, restaurantId: string, orderNumber: number, orderType: OrderType, customerId: string | null, employeeName: string, notes: string, scheduleTime: string | null, createdAt: string, createdAtLocal: string, createdAtLocalIso: string, itemsCents: number, discountCents: number, subtotalCents: number, deliveryChargeCents: number, taxPercentage: number, taxCents: number, totalCents: number, tender: Tender | null, cashGivenCents: number | null, changeDueCents: number | null, printCount: number, firstPrintedAt: string | null, lastPrintedAt: string | null, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, beingTakenUntil: string | null, restaurantName: string, restaurantAddress: string, restaurantPhone: string, timeZone: string, version: number, customer: { id: string, restaurantId: string, fullName: string, phoneNumber: string, street1: string, street2: string, city: string, zipcode: string, country: string, notes: string, createdAt: string } | null, lines: Array<{ id: string, orderId: string, kind: OrderLineKind, productName: string, open: boolean, quantity: number, unitPriceCents: number, priceCents: number, notes: string, createdAt: string, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, parts: Array<{ text: string, depth: number, priceCents: number }> }>, discounts: Array<{ id: string, lineId: string | null, discountId: string, name: string, kind: DiscountKind, percent: number | null, amountCents: number | null, takenCents: number, reason: string, givenBy: string, approvedBy: string | null, createdAt: string }>, prints: Array<{ number: number, printedBy: string, printedAt: string, printedAtLocal: string, stamp: string | null }>, trip: { driverId: string, driverName: string, outAt: string | null, deliveredAt: string | null, deliveredAtLocal: string | null, cashedOutAt: string | null } | null };

export type OrderLineResultFieldsFragment = { line: { id: string, orderId: string, kind: OrderLineKind, productName: string, open: boolean, quantity: number, unitPriceCents: number, priceCents: number, notes: string, createdAt: string, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, parts: Array<{ text: string, depth: number, priceCents: number }> }, order: { id: string, restaurantId: string, orderNumber: number, orderType: OrderType, customerId: string | null, employeeName: string, notes: string, scheduleTime: string | null, createdAt: string, createdAtLocal: string, createdAtLocalIso: string, itemsCents: number, discountCents: number, subtotalCents: number, deliveryChargeCents: number, taxPercentage: number, taxCents: number, totalCents: number, tender: Tender | null, cashGivenCents: number | null, changeDueCents: number | null, printCount: number, firstPrintedAt: string | null, lastPrintedAt: string | null, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, beingTakenUntil: string | null, restaurantName: string, restaurantAddress: string, restaurantPhone: string, timeZone: string, version: number, customer: { id: string, restaurantId: string, fullName: string, phoneNumber: string, street1: string, street2: string, city: string, zipcode: string, country: string, notes: string, createdAt: string } | null, lines: Array<{ id: string, orderId: string, kind: OrderLineKind, productName: string, open: boolean, quantity: number, unitPriceCents: number, priceCents: number, notes: string, createdAt: string, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, parts: Array<{ text: string, depth: number, priceCents: number }> }>, discounts: Array<{ id: string, lineId: string | null, discountId: string, name: string, kind: DiscountKind, percent: number | null, amountCents: number | null, takenCents: number, reason: string, givenBy: string, approvedBy: string | null, createdAt: string }>, prints: Array<{ number: number, printedBy: string, printedAt: string, printedAtLocal: string, stamp: string | null }>, trip: { driverId: string, driverName: string, outAt: string | null, deliveredAt: string | null, deliveredAtLocal: string | null, cashedOutAt: string | null } | null } };

export type PayrollFileQueryVariables = Exact<{
  restaurantId: string;
  startsOn?: string | null | undefined;
}>;


export type PayrollFileQuery = { payPeriod: { startsOn: string, csv: string } };

export type MenuQueryVariables = Exact<{
  restaurantId: string;
}>;


export type MenuQuery = { menu: { restaurantId: string, version: number, categories: Array<{ id: string, restaurantId: string, name: string, takesToppings: boolean, products: Array<{ id: string, numericId: number, restaurantId: string, categoryId: string, name: string, priceCents: number, takesToppings: boolean, description: string | null, sizes: Array<{ id: string, productId: string, sizeName: string, priceCents: number }>, photo: { thumb: string, card: string, large: string } | null }> }>, specials: Array<{ id: string, numericId: number, restaurantId: string, name: string, priceCents: number, items: Array<{ id: string, specialId: string, productName: string, quantity: number }> }>, toppings: Array<{ id: string, numericId: number, restaurantId: string, name: string, basePriceCents: number, extras: { id: string, toppingId: string, littlePriceCents: number, regularPriceCents: number, extraPriceCents: number } | null }>, sides: Array<{ id: string, restaurantId: string, name: string, basePriceCents: number }> } };

export type MenuVersionQueryVariables = Exact<{
  restaurantId: string;
}>;


export type MenuVersionQuery = { menu: { restaurantId: string, version: number } };

export type CategoriesQueryVariables = Exact<{
  restaurantId: string;
}>;


export type CategoriesQuery = { categories: Array<{ id: string, restaurantId: string, name: string, takesToppings: boolean }> };

export type CategoryQueryVariables = Exact<{
  id: string;
  restaurantId?: string | null | undefined;
}>;


export type CategoryQuery = { category: { id: string, restaurantId: string, name: string, takesToppings: boolean } };

export type CreateCategoryMutationVariables = Exact<{
  input: CreateCategoryInput;
}>;


export type CreateCategoryMutation = { createCategory: { id: string, restaurantId: string, name: string, takesToppings: boolean } };

export type UpdateCategoryMutationVariables = Exact<{
  id: string;
  name: string;
  restaurantId?: string | null | undefined;
  takesToppings?: boolean | null | undefined;
}>;


export type UpdateCategoryMutation = { updateCategory: { id: string, restaurantId: string, name: string, takesToppings: boolean } };

export type DeleteCategoryMutationVariables = Exact<{
  id: string;
  restaurantId?: string | null | undefined;
}>;


export type DeleteCategoryMutation = { deleteCategory: { success: boolean, message: string } };

export type ProductsQueryVariables = Exact<{
  restaurantId: string;
  categoryId?: string | null | undefined;
}>;


export type ProductsQuery = { products: Array<{ id: string, numericId: number, restaurantId: string, categoryId: string, name: string, priceCents: number, takesToppings: boolean, description: string | null, sizes: Array<{ id: string, productId: string, sizeName: string, priceCents: number }>, photo: { thumb: string, card: string, large: string } | null }> };

export type RestaurantProductsQueryVariables = Exact<{
  restaurantId: string;
}>;


export type RestaurantProductsQuery = { products: Array<{ id: string, numericId: number, restaurantId: string, categoryId: string, name: string, priceCents: number, takesToppings: boolean, description: string | null, sizes: Array<{ id: string, productId: string, sizeName: string, priceCents: number }>, photo: { thumb: string, card: string, large: string } | null }> };

export type ProductQueryVariables = Exact<{
  id: string;
  restaurantId?: string | null | undefined;
}>;


export type ProductQuery = { product: { id: string, numericId: number, restaurantId: string, categoryId: string, name: string, priceCents: number, takesToppings: boolean, description: string | null, sizes: Array<{ id: string, productId: string, sizeName: string, priceCents: number }>, photo: { thumb: string, card: string, large: string } | null } };

export type CreateProductMutationVariables = Exact<{
  input: CreateProductInput;
}>;


export type CreateProductMutation = { createProduct: { id: string, numericId: number, restaurantId: string, categoryId: string, name: string, priceCents: number, takesToppings: boolean, description: string | null, sizes: Array<{ id: string, productId: string, sizeName: string, priceCents: number }>, photo: { thumb: string, card: string, large: string } | null } };

export type UpdateProductMutationVariables = Exact<{
  id: string;
  input: UpdateProductInput;
  restaurantId?: string | null | undefined;
}>;


export type UpdateProductMutation = { updateProduct: { id: string, numericId: number, restaurantId: string, categoryId: string, name: string, priceCents: number, takesToppings: boolean, description: string | null, sizes: Array<{ id: string, productId: string, sizeName: string, priceCents: number }>, photo: { thumb: string, card: string, large: string } | null } };

export type DeleteProductMutationVariables = Exact<{
  id: string;
  restaurantId?: string | null | undefined;
}>;


export type DeleteProductMutation = { deleteProduct: { success: boolean, message: string } };

export type ProductSizesQueryVariables = Exact<{
  productId: string;
}>;


export type ProductSizesQuery = { productSizes: Array<{ id: string, productId: string, sizeName: string, priceCents: number }> };

export type CreateProductSizeMutationVariables = Exact<{
  input: CreateProductSizeInput;
}>;


export type CreateProductSizeMutation = { createProductSize: { id: string, productId: string, sizeName: string, priceCents: number } };

export type UpdateProductSizeMutationVariables = Exact<{
  id: string;
  input: UpdateProductSizeInput;
}>;


export type UpdateProductSizeMutation = { updateProductSize: { id: string, productId: string, sizeName: string, priceCents: number } };

export type DeleteProductSizeMutationVariables = Exact<{
  id: string;
}>;


export type DeleteProductSizeMutation = { deleteProductSize: { success: boolean, message: string } };

export type SidesQueryVariables = Exact<{
  restaurantId: string;
}>;


export type SidesQuery = { sides: Array<{ id: string, restaurantId: string, name: string, basePriceCents: number }> };

export type CreateSideMutationVariables = Exact<{
  input: SideInput;
}>;


export type CreateSideMutation = { createSide: { id: string, restaurantId: string, name: string, basePriceCents: number } };

export type UpdateSideMutationVariables = Exact<{
  id: string;
  input: UpdateSideInput;
  restaurantId?: string | null | undefined;
}>;


export type UpdateSideMutation = { updateSide: { id: string, restaurantId: string, name: string, basePriceCents: number } };

export type DeleteSideMutationVariables = Exact<{
  id: string;
  restaurantId?: string | null | undefined;
}>;


export type DeleteSideMutation = { deleteSide: { success: boolean, message: string } };

export type SpecialQueryVariables = Exact<{
  id: string;
  restaurantId?: string | null | undefined;
}>;


export type SpecialQuery = { special: { id: string, numericId: number, restaurantId: string, name: string, priceCents: number, items: Array<{ id: string, specialId: string, productName: string, quantity: number }> } };

export type SpecialsQueryVariables = Exact<{
  restaurantId: string;
}>;


export type SpecialsQuery = { specials: Array<{ id: string, numericId: number, restaurantId: string, name: string, priceCents: number, items: Array<{ id: string, specialId: string, productName: string, quantity: number }> }> };

export type SpecialItemsQueryVariables = Exact<{
  specialId: string;
}>;


export type SpecialItemsQuery = { specialItems: Array<{ id: string, specialId: string, productName: string, quantity: number }> };

export type CreateSpecialMutationVariables = Exact<{
  input: SpecialInput;
}>;


export type CreateSpecialMutation = { createSpecial: { id: string } };

export type AddSpecialItemMutationVariables = Exact<{
  input: SpecialItemInput;
}>;


export type AddSpecialItemMutation = { addSpecialItem: { id: string, specialId: string, productName: string, quantity: number } };

export type UpdateSpecialMutationVariables = Exact<{
  id: string;
  input: UpdateSpecialInput;
  restaurantId?: string | null | undefined;
}>;


export type UpdateSpecialMutation = { updateSpecial: { id: string, numericId: number, restaurantId: string, name: string, priceCents: number, items: Array<{ id: string, specialId: string, productName: string, quantity: number }> } };

export type DeleteSpecialMutationVariables = Exact<{
  id: string;
  restaurantId?: string | null | undefined;
}>;


export type DeleteSpecialMutation = { deleteSpecial: { success: boolean, message: string } };

export type RemoveSpecialItemMutationVariables = Exact<{
  id: string;
  specialId?: string | null | undefined;
}>;


export type RemoveSpecialItemMutation = { removeSpecialItem: { success: boolean, message: string } };

export type ToppingsQueryVariables = Exact<{
  restaurantId: string;
}>;


export type ToppingsQuery = { toppings: Array<{ id: string, numericId: number, restaurantId: string, name: string, basePriceCents: number, extras: { id: string, toppingId: string, littlePriceCents: number, regularPriceCents: number, extraPriceCents: number } | null }> };

export type ToppingExtrasQueryVariables = Exact<{
  toppingId: string;
}>;


export type ToppingExtrasQuery = { toppingExtras: { id: string, toppingId: string, littlePriceCents: number, regularPriceCents: number, extraPriceCents: number } | null };

export type CreateToppingMutationVariables = Exact<{
  input: ToppingInput;
}>;


export type CreateToppingMutation = { createTopping: { id: string, numericId: number, restaurantId: string, name: string, basePriceCents: number, extras: { id: string, toppingId: string, littlePriceCents: number, regularPriceCents: number, extraPriceCents: number } | null } };

export type CreateToppingExtraMutationVariables = Exact<{
  input: ToppingExtraInput;
}>;


export type CreateToppingExtraMutation = { createToppingExtra: { id: string, toppingId: string, littlePriceCents: number, regularPriceCents: number, extraPriceCents: number } };

export type UpdateToppingMutationVariables = Exact<{
  id: string;
  input: UpdateToppingInput;
  restaurantId?: string | null | undefined;
}>;


export type UpdateToppingMutation = { updateTopping: { id: string, numericId: number, restaurantId: string, name: string, basePriceCents: number, extras: { id: string, toppingId: string, littlePriceCents: number, regularPriceCents: number, extraPriceCents: number } | null } };

export type UpdateToppingExtraMutationVariables = Exact<{
  id: string;
  input: UpdateToppingExtraInput;
}>;


export type UpdateToppingExtraMutation = { updateToppingExtra: { id: string, toppingId: string, littlePriceCents: number, regularPriceCents: number, extraPriceCents: number } };

export type DeleteToppingMutationVariables = Exact<{
  id: string;
  restaurantId?: string | null | undefined;
}>;


export type DeleteToppingMutation = { deleteTopping: { success: boolean, message: string } };

export type DeleteToppingExtraMutationVariables = Exact<{
  id: string;
}>;


export type DeleteToppingExtraMutation = { deleteToppingExtra: { success: boolean, message: string } };

export type ConnectStripeRestMutationVariables = Exact<{
  restaurantId: string;
}>;


export type ConnectStripeRestMutation = { connectStripe: { restaurantId: string, url: string } };

export type OnlineStatusQueryVariables = Exact<{
  slug: string;
  key: string;
}>;


export type OnlineStatusQuery = { onlineTracking: { orderId: string, orderNumber: number, orderType: OrderType, progress: OnlineProgress, restaurantName: string, restaurantPhone: string, restaurantAddress: string, readyAt: string | null, readyAtLocal: string | null, rejectReason: string | null, scheduleTime: string | null, payment: OnlinePayment, paymentStatus: OnlinePaymentStatus | null, refundReason: string | null, subtotalCents: number, deliveryChargeCents: number, taxCents: number, totalCents: number, placedAt: string, placedAtLocal: string, timeZone: string, version: number, lines: Array<{ name: string, quantity: number, priceCents: number }> } };

export type OnlineMenuQueryVariables = Exact<{
  slug: string;
}>;


export type OnlineMenuQuery = { onlinePage: { restaurantId: string, menu: { restaurantId: string, version: number, categories: Array<{ id: string, restaurantId: string, name: string, takesToppings: boolean, products: Array<{ id: string, categoryId: string, name: string, priceCents: number, takesToppings: boolean, description: string | null, photo: { thumb: string, card: string, large: string } | null, soldOut: { until: string | null } | null, sizes: Array<{ id: string, productId: string, sizeName: string, priceCents: number, soldOut: { until: string | null } | null }> }> }>, specials: Array<{ id: string, name: string, priceCents: number, soldOut: { until: string | null } | null, items: Array<{ id: string, specialId: string, productName: string, quantity: number }> }>, toppings: Array<{ id: string, name: string, basePriceCents: number, extras: { id: string, toppingId: string, littlePriceCents: number, regularPriceCents: number, extraPriceCents: number } | null, soldOut: { until: string | null } | null }>, sides: Array<{ id: string, name: string, basePriceCents: number, soldOut: { until: string | null } | null }> } } };

export type OnlineMenuVersionQueryVariables = Exact<{
  slug: string;
}>;


export type OnlineMenuVersionQuery = { onlinePage: { restaurantId: string, menu: { restaurantId: string, version: number } } };

export type OnlinePageFactsQueryVariables = Exact<{
  slug: string;
}>;


export type OnlinePageFactsQuery = { onlinePage: { restaurantId: string, slug: string, name: string, address: string, phoneNumber: string, timeZone: string, openNow: boolean, closedMessage: string | null, times: Array<string>, pickup: boolean, delivery: boolean, deliveryMinimumCents: number, deliveryChargeCents: number, taxPercentage: number, prepMinutes: number, halfToppingPricing: HalfToppingPricing, cardPayments: boolean, hours: Array<{ weekday: number, opens: string, closes: string }> } };

export type PlaceOnlineOrderRestMutationVariables = Exact<{
  slug: string;
  input: OnlineCheckoutInput;
  idempotencyKey?: string | null | undefined;
}>;


export type PlaceOnlineOrderRestMutation = { placeOnlineOrder: { orderId: string, orderNumber: number | null, statusKey: string, slug: string, totalCents: number, paymentUrl: string | null } };

export type PlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
  idempotencyKey?: string | null | undefined;
}>;


export type PlaceOrderMutation = { placeOrder: { order: { id: string, restaurantId: string, orderNumber: number, orderType: OrderType, customerId: string | null, employeeName: string, notes: string, scheduleTime: string | null, createdAt: string, createdAtLocal: string, createdAtLocalIso: string, itemsCents: number, discountCents: number, subtotalCents: number, deliveryChargeCents: number, taxPercentage: number, taxCents: number, totalCents: number, tender: Tender | null, cashGivenCents: number | null, changeDueCents: number | null, printCount: number, firstPrintedAt: string | null, lastPrintedAt: string | null, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, beingTakenUntil: string | null, restaurantName: string, restaurantAddress: string, restaurantPhone: string, timeZone: string, version: number, customer: { id: string, restaurantId: string, fullName: string, phoneNumber: string, street1: string, street2: string, city: string, zipcode: string, country: string, notes: string, createdAt: string } | null, lines: Array<{ id: string, orderId: string, kind: OrderLineKind, productName: string, open: boolean, quantity: number, unitPriceCents: number, priceCents: number, notes: string, createdAt: string, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, parts: Array<{ text: string, depth: number, priceCents: number }> }>, discounts: Array<{ id: string, lineId: string | null, discountId: string, name: string, kind: DiscountKind, percent: number | null, amountCents: number | null, takenCents: number, reason: string, givenBy: string, approvedBy: string | null, createdAt: string }>, prints: Array<{ number: number, printedBy: string, printedAt: string, printedAtLocal: string, stamp: string | null }>, trip: { driverId: string, driverName: string, outAt: string | null, deliveredAt: string | null, deliveredAtLocal: string | null, cashedOutAt: string | null } | null }, print: { number: number, printedBy: string, printedAt: string, printedAtLocal: string, stamp: string | null } | null } };

export type AddOrderLineMutationVariables = Exact<{
  input: OrderLineInput;
  idempotencyKey?: string | null | undefined;
}>;


export type AddOrderLineMutation = { addOrderLine: { line: { id: string, orderId: string, kind: OrderLineKind, productName: string, open: boolean, quantity: number, unitPriceCents: number, priceCents: number, notes: string, createdAt: string, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, parts: Array<{ text: string, depth: number, priceCents: number }> }, order: { id: string, restaurantId: string, orderNumber: number, orderType: OrderType, customerId: string | null, employeeName: string, notes: string, scheduleTime: string | null, createdAt: string, createdAtLocal: string, createdAtLocalIso: string, itemsCents: number, discountCents: number, subtotalCents: number, deliveryChargeCents: number, taxPercentage: number, taxCents: number, totalCents: number, tender: Tender | null, cashGivenCents: number | null, changeDueCents: number | null, printCount: number, firstPrintedAt: string | null, lastPrintedAt: string | null, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, beingTakenUntil: string | null, restaurantName: string, restaurantAddress: string, restaurantPhone: string, timeZone: string, version: number, customer: { id: string, restaurantId: string, fullName: string, phoneNumber: string, street1: string, street2: string, city: string, zipcode: string, country: string, notes: string, createdAt: string } | null, lines: Array<{ id: string, orderId: string, kind: OrderLineKind, productName: string, open: boolean, quantity: number, unitPriceCents: number, priceCents: number, notes: string, createdAt: string, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, parts: Array<{ text: string, depth: number, priceCents: number }> }>, discounts: Array<{ id: string, lineId: string | null, discountId: string, name: string, kind: DiscountKind, percent: number | null, amountCents: number | null, takenCents: number, reason: string, givenBy: string, approvedBy: string | null, createdAt: string }>, prints: Array<{ number: number, printedBy: string, printedAt: string, printedAtLocal: string, stamp: string | null }>, trip: { driverId: string, driverName: string, outAt: string | null, deliveredAt: string | null, deliveredAtLocal: string | null, cashedOutAt: string | null } | null } } };

export type AddOpenItemMutationVariables = Exact<{
  input: OpenItemInput;
  idempotencyKey?: string | null | undefined;
}>;


export type AddOpenItemMutation = { addOpenItem: { line: { id: string, orderId: string, kind: OrderLineKind, productName: string, open: boolean, quantity: number, unitPriceCents: number, priceCents: number, notes: string, createdAt: string, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, parts: Array<{ text: string, depth: number, priceCents: number }> }, order: { id: string, restaurantId: string, orderNumber: number, orderType: OrderType, customerId: string | null, employeeName: string, notes: string, scheduleTime: string | null, createdAt: string, createdAtLocal: string, createdAtLocalIso: string, itemsCents: number, discountCents: number, subtotalCents: number, deliveryChargeCents: number, taxPercentage: number, taxCents: number, totalCents: number, tender: Tender | null, cashGivenCents: number | null, changeDueCents: number | null, printCount: number, firstPrintedAt: string | null, lastPrintedAt: string | null, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, beingTakenUntil: string | null, restaurantName: string, restaurantAddress: string, restaurantPhone: string, timeZone: string, version: number, customer: { id: string, restaurantId: string, fullName: string, phoneNumber: string, street1: string, street2: string, city: string, zipcode: string, country: string, notes: string, createdAt: string } | null, lines: Array<{ id: string, orderId: string, kind: OrderLineKind, productName: string, open: boolean, quantity: number, unitPriceCents: number, priceCents: number, notes: string, createdAt: string, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, parts: Array<{ text: string, depth: number, priceCents: number }> }>, discounts: Array<{ id: string, lineId: string | null, discountId: string, name: string, kind: DiscountKind, percent: number | null, amountCents: number | null, takenCents: number, reason: string, givenBy: string, approvedBy: string | null, createdAt: string }>, prints: Array<{ number: number, printedBy: string, printedAt: string, printedAtLocal: string, stamp: string | null }>, trip: { driverId: string, driverName: string, outAt: string | null, deliveredAt: string | null, deliveredAtLocal: string | null, cashedOutAt: string | null } | null } } };

export type RemoveOrderLineMutationVariables = Exact<{
  id: string;
  reason?: string | null | undefined;
}>;


export type RemoveOrderLineMutation = { removeOrderLine: { id: string, restaurantId: string, orderNumber: number, orderType: OrderType, customerId: string | null, employeeName: string, notes: string, scheduleTime: string | null, createdAt: string, createdAtLocal: string, createdAtLocalIso: string, itemsCents: number, discountCents: number, subtotalCents: number, deliveryChargeCents: number, taxPercentage: number, taxCents: number, totalCents: number, tender: Tender | null, cashGivenCents: number | null, changeDueCents: number | null, printCount: number, firstPrintedAt: string | null, lastPrintedAt: string | null, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, beingTakenUntil: string | null, restaurantName: string, restaurantAddress: string, restaurantPhone: string, timeZone: string, version: number, customer: { id: string, restaurantId: string, fullName: string, phoneNumber: string, street1: string, street2: string, city: string, zipcode: string, country: string, notes: string, createdAt: string } | null, lines: Array<{ id: string, orderId: string, kind: OrderLineKind, productName: string, open: boolean, quantity: number, unitPriceCents: number, priceCents: number, notes: string, createdAt: string, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, parts: Array<{ text: string, depth: number, priceCents: number }> }>, discounts: Array<{ id: string, lineId: string | null, discountId: string, name: string, kind: DiscountKind, percent: number | null, amountCents: number | null, takenCents: number, reason: string, givenBy: string, approvedBy: string | null, createdAt: string }>, prints: Array<{ number: number, printedBy: string, printedAt: string, printedAtLocal: string, stamp: string | null }>, trip: { driverId: string, driverName: string, outAt: string | null, deliveredAt: string | null, deliveredAtLocal: string | null, cashedOutAt: string | null } | null } };

export type OrderSettingsQueryVariables = Exact<{
  restaurantId: string;
}>;


export type OrderSettingsQuery = { orderSettings: { restaurantId: string, halfToppingPricing: HalfToppingPricing, voidApprovalMinutes: number, takingMinutes: number, discountApprovalCents: number, drawerPayoutApprovalCents: number, drawerDropApprovalCents: number, tipsOffered: boolean, tipPercents: Array<number> } };

export type UpdateOrderSettingsMutationVariables = Exact<{
  restaurantId: string;
  input: OrderSettingsInput;
}>;


export type UpdateOrderSettingsMutation = { updateOrderSettings: { restaurantId: string, halfToppingPricing: HalfToppingPricing, voidApprovalMinutes: number, takingMinutes: number, discountApprovalCents: number, drawerPayoutApprovalCents: number, drawerDropApprovalCents: number, tipsOffered: boolean, tipPercents: Array<number> } };

export type AddressSuggestionsQueryVariables = Exact<{
  query: string;
}>;


export type AddressSuggestionsQuery = { addressSuggestions: Array<{ label: string, street1: string, city: string, zipcode: string, country: string }> };

export type RevenueQueryVariables = Exact<{
  restaurantId: string;
  period?: RevenuePeriod | null | undefined;
  year?: number | null | undefined;
}>;


export type RevenueQuery = { revenue: { period: RevenuePeriod, timeZone: string, today: string, fromDay: string | null, toDay: string | null, startsAt: string | null, endsAt: string | null, totalOrders: number, totalRevenueCents: number, subtotalCents: number, taxCents: number, deliveryChargeCents: number, deliveryOrders: number, pickupOrders: number, togoOrders: number, averageTicketCents: number, voidCount: number, voidCents: number, discountCount: number, discountCents: number, year: number, years: Array<number>, byChannel: Array<{ channel: OrderChannel, orders: number, revenueCents: number }>, months: Array<{ month: string, orders: number, revenueCents: number }> } };

export type CreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
  idempotencyKey?: string | null | undefined;
}>;


export type CreateOrderMutation = { createOrder: { id: string, orderNumber: number } };

export type RecomputeOrderTotalsMutationVariables = Exact<{
  id: string;
}>;


export type RecomputeOrderTotalsMutation = { recomputeOrderTotals: { id: string, restaurantId: string, orderNumber: number, orderType: OrderType, customerId: string | null, employeeName: string, notes: string, scheduleTime: string | null, createdAt: string, createdAtLocal: string, createdAtLocalIso: string, itemsCents: number, discountCents: number, subtotalCents: number, deliveryChargeCents: number, taxPercentage: number, taxCents: number, totalCents: number, tender: Tender | null, cashGivenCents: number | null, changeDueCents: number | null, printCount: number, firstPrintedAt: string | null, lastPrintedAt: string | null, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, beingTakenUntil: string | null, restaurantName: string, restaurantAddress: string, restaurantPhone: string, timeZone: string, version: number, customer: { id: string, restaurantId: string, fullName: string, phoneNumber: string, street1: string, street2: string, city: string, zipcode: string, country: string, notes: string, createdAt: string } | null, lines: Array<{ id: string, orderId: string, kind: OrderLineKind, productName: string, open: boolean, quantity: number, unitPriceCents: number, priceCents: number, notes: string, createdAt: string, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, parts: Array<{ text: string, depth: number, priceCents: number }> }>, discounts: Array<{ id: string, lineId: string | null, discountId: string, name: string, kind: DiscountKind, percent: number | null, amountCents: number | null, takenCents: number, reason: string, givenBy: string, approvedBy: string | null, createdAt: string }>, prints: Array<{ number: number, printedBy: string, printedAt: string, printedAtLocal: string, stamp: string | null }>, trip: { driverId: string, driverName: string, outAt: string | null, deliveredAt: string | null, deliveredAtLocal: string | null, cashedOutAt: string | null } | null } };

export type UpdateOrderMutationVariables = Exact<{
  id: string;
  input: UpdateOrderInput;
  reason?: string | null | undefined;
}>;


export type UpdateOrderMutation = { updateOrder: { id: string, restaurantId: string, orderNumber: number, orderType: OrderType, customerId: string | null, employeeName: string, notes: string, scheduleTime: string | null, createdAt: string, createdAtLocal: string, createdAtLocalIso: string, itemsCents: number, discountCents: number, subtotalCents: number, deliveryChargeCents: number, taxPercentage: number, taxCents: number, totalCents: number, tender: Tender | null, cashGivenCents: number | null, changeDueCents: number | null, printCount: number, firstPrintedAt: string | null, lastPrintedAt: string | null, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, beingTakenUntil: string | null, restaurantName: string, restaurantAddress: string, restaurantPhone: string, timeZone: string, version: number, customer: { id: string, restaurantId: string, fullName: string, phoneNumber: string, street1: string, street2: string, city: string, zipcode: string, country: string, notes: string, createdAt: string } | null, lines: Array<{ id: string, orderId: string, kind: OrderLineKind, productName: string, open: boolean, quantity: number, unitPriceCents: number, priceCents: number, notes: string, createdAt: string, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, parts: Array<{ text: string, depth: number, priceCents: number }> }>, discounts: Array<{ id: string, lineId: string | null, discountId: string, name: string, kind: DiscountKind, percent: number | null, amountCents: number | null, takenCents: number, reason: string, givenBy: string, approvedBy: string | null, createdAt: string }>, prints: Array<{ number: number, printedBy: string, printedAt: string, printedAtLocal: string, stamp: string | null }>, trip: { driverId: string, driverName: string, outAt: string | null, deliveredAt: string | null, deliveredAtLocal: string | null, cashedOutAt: string | null } | null } };

export type OrderHistoryQueryVariables = Exact<{
  restaurantId: string;
  filter?: OrderFilter | null | undefined;
  first?: number | null | undefined;
  before?: number | null | undefined;
}>;


export type OrderHistoryQuery = { orders: { nextBefore: number | null, orders: Array<{ id: string, restaurantId: string, orderNumber: number, orderType: OrderType, customerId: string | null, employeeName: string, notes: string, scheduleTime: string | null, createdAt: string, createdAtLocal: string, createdAtLocalIso: string, itemsCents: number, discountCents: number, subtotalCents: number, deliveryChargeCents: number, taxPercentage: number, taxCents: number, totalCents: number, tender: Tender | null, cashGivenCents: number | null, changeDueCents: number | null, printCount: number, firstPrintedAt: string | null, lastPrintedAt: string | null, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, beingTakenUntil: string | null, restaurantName: string, restaurantAddress: string, restaurantPhone: string, timeZone: string, version: number, customer: { id: string, restaurantId: string, fullName: string, phoneNumber: string, street1: string, street2: string, city: string, zipcode: string, country: string, notes: string, createdAt: string } | null, lines: Array<{ id: string, orderId: string, kind: OrderLineKind, productName: string, open: boolean, quantity: number, unitPriceCents: number, priceCents: number, notes: string, createdAt: string, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, parts: Array<{ text: string, depth: number, priceCents: number }> }>, discounts: Array<{ id: string, lineId: string | null, discountId: string, name: string, kind: DiscountKind, percent: number | null, amountCents: number | null, takenCents: number, reason: string, givenBy: string, approvedBy: string | null, createdAt: string }>, prints: Array<{ number: number, printedBy: string, printedAt: string, printedAtLocal: string, stamp: string | null }>, trip: { driverId: string, driverName: string, outAt: string | null, deliveredAt: string | null, deliveredAtLocal: string | null, cashedOutAt: string | null } | null }> } };

export type OrderWithItemsQueryVariables = Exact<{
  id: string;
}>;


export type OrderWithItemsQuery = { order: { id: string, restaurantId: string, orderNumber: number, orderType: OrderType, customerId: string | null, employeeName: string, notes: string, scheduleTime: string | null, createdAt: string, createdAtLocal: string, createdAtLocalIso: string, itemsCents: number, discountCents: number, subtotalCents: number, deliveryChargeCents: number, taxPercentage: number, taxCents: number, totalCents: number, tender: Tender | null, cashGivenCents: number | null, changeDueCents: number | null, printCount: number, firstPrintedAt: string | null, lastPrintedAt: string | null, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, beingTakenUntil: string | null, restaurantName: string, restaurantAddress: string, restaurantPhone: string, timeZone: string, version: number, customer: { id: string, restaurantId: string, fullName: string, phoneNumber: string, street1: string, street2: string, city: string, zipcode: string, country: string, notes: string, createdAt: string } | null, lines: Array<{ id: string, orderId: string, kind: OrderLineKind, productName: string, open: boolean, quantity: number, unitPriceCents: number, priceCents: number, notes: string, createdAt: string, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, parts: Array<{ text: string, depth: number, priceCents: number }> }>, discounts: Array<{ id: string, lineId: string | null, discountId: string, name: string, kind: DiscountKind, percent: number | null, amountCents: number | null, takenCents: number, reason: string, givenBy: string, approvedBy: string | null, createdAt: string }>, prints: Array<{ number: number, printedBy: string, printedAt: string, printedAtLocal: string, stamp: string | null }>, trip: { driverId: string, driverName: string, outAt: string | null, deliveredAt: string | null, deliveredAtLocal: string | null, cashedOutAt: string | null } | null } };

export type DeleteOrderMutationVariables = Exact<{
  id: string;
  reason?: string | null | undefined;
}>;


export type DeleteOrderMutation = { deleteOrder: { success: boolean, message: string } };

export type PrintOrderMutationVariables = Exact<{
  id: string;
  tender?: TenderInput | null | undefined;
  idempotencyKey?: string | null | undefined;
  terminal?: string | null | undefined;
}>;


export type PrintOrderMutation = { printOrder: { print: { number: number, printedBy: string, printedAt: string, printedAtLocal: string, stamp: string | null }, order: { id: string, restaurantId: string, orderNumber: number, orderType: OrderType, customerId: string | null, employeeName: string, notes: string, scheduleTime: string | null, createdAt: string, createdAtLocal: string, createdAtLocalIso: string, itemsCents: number, discountCents: number, subtotalCents: number, deliveryChargeCents: number, taxPercentage: number, taxCents: number, totalCents: number, tender: Tender | null, cashGivenCents: number | null, changeDueCents: number | null, printCount: number, firstPrintedAt: string | null, lastPrintedAt: string | null, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, beingTakenUntil: string | null, restaurantName: string, restaurantAddress: string, restaurantPhone: string, timeZone: string, version: number, customer: { id: string, restaurantId: string, fullName: string, phoneNumber: string, street1: string, street2: string, city: string, zipcode: string, country: string, notes: string, createdAt: string } | null, lines: Array<{ id: string, orderId: string, kind: OrderLineKind, productName: string, open: boolean, quantity: number, unitPriceCents: number, priceCents: number, notes: string, createdAt: string, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, parts: Array<{ text: string, depth: number, priceCents: number }> }>, discounts: Array<{ id: string, lineId: string | null, discountId: string, name: string, kind: DiscountKind, percent: number | null, amountCents: number | null, takenCents: number, reason: string, givenBy: string, approvedBy: string | null, createdAt: string }>, prints: Array<{ number: number, printedBy: string, printedAt: string, printedAtLocal: string, stamp: string | null }>, trip: { driverId: string, driverName: string, outAt: string | null, deliveredAt: string | null, deliveredAtLocal: string | null, cashedOutAt: string | null } | null } } };

export type CorrectTenderMutationVariables = Exact<{
  id: string;
  tender: TenderInput;
  reason: string;
  idempotencyKey?: string | null | undefined;
  terminal?: string | null | undefined;
}>;


export type CorrectTenderMutation = { correctTender: { id: string, restaurantId: string, orderNumber: number, orderType: OrderType, customerId: string | null, employeeName: string, notes: string, scheduleTime: string | null, createdAt: string, createdAtLocal: string, createdAtLocalIso: string, itemsCents: number, discountCents: number, subtotalCents: number, deliveryChargeCents: number, taxPercentage: number, taxCents: number, totalCents: number, tender: Tender | null, cashGivenCents: number | null, changeDueCents: number | null, printCount: number, firstPrintedAt: string | null, lastPrintedAt: string | null, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, beingTakenUntil: string | null, restaurantName: string, restaurantAddress: string, restaurantPhone: string, timeZone: string, version: number, customer: { id: string, restaurantId: string, fullName: string, phoneNumber: string, street1: string, street2: string, city: string, zipcode: string, country: string, notes: string, createdAt: string } | null, lines: Array<{ id: string, orderId: string, kind: OrderLineKind, productName: string, open: boolean, quantity: number, unitPriceCents: number, priceCents: number, notes: string, createdAt: string, voided: boolean, voidedAt: string | null, voidReason: string | null, voidedBy: string | null, voidApprovedBy: string | null, parts: Array<{ text: string, depth: number, priceCents: number }> }>, discounts: Array<{ id: string, lineId: string | null, discountId: string, name: string, kind: DiscountKind, percent: number | null, amountCents: number | null, takenCents: number, reason: string, givenBy: string, approvedBy: string | null, createdAt: string }>, prints: Array<{ number: number, printedBy: string, printedAt: string, printedAtLocal: string, stamp: string | null }>, trip: { driverId: string, driverName: string, outAt: string | null, deliveredAt: string | null, deliveredAtLocal: string | null, cashedOutAt: string | null } | null } };

export type RestaurantsQueryVariables = Exact<{
  ownerId?: string | null | undefined;
}>;


export type RestaurantsQuery = { restaurants: Array<{ id: string, ownerId: string, name: string, description: string | null, taxPercentage: number, deliveryChargeCents: number, fullAddress: string, phoneNumber: string, timeZone: string, createdAt: string }> };

export type RestaurantQueryVariables = Exact<{
  id: string;
  ownerId?: string | null | undefined;
}>;


export type RestaurantQuery = { restaurant: { id: string, ownerId: string, name: string, description: string | null, taxPercentage: number, deliveryChargeCents: number, fullAddress: string, phoneNumber: string, timeZone: string, createdAt: string } };

export type AllowanceQueryVariables = Exact<{ [key: string]: never; }>;


export type AllowanceQuery = { restaurantAllowance: { status: string, allowed: number | null, used: number, exempt: boolean, canCreate: boolean, canOpen: boolean } };

export type CreateRestaurantMutationVariables = Exact<{
  input: CreateRestaurantInput;
  ownerId?: string | null | undefined;
}>;


export type CreateRestaurantMutation = { createRestaurant: { id: string, ownerId: string, name: string, description: string | null, taxPercentage: number, deliveryChargeCents: number, fullAddress: string, phoneNumber: string, timeZone: string, createdAt: string } };

export type UpdateRestaurantMutationVariables = Exact<{
  id: string;
  input: UpdateRestaurantInput;
  ownerId?: string | null | undefined;
}>;


export type UpdateRestaurantMutation = { updateRestaurant: { id: string, ownerId: string, name: string, description: string | null, taxPercentage: number, deliveryChargeCents: number, fullAddress: string, phoneNumber: string, timeZone: string, createdAt: string } };

export type DeleteRestaurantMutationVariables = Exact<{
  id: string;
  pin: string;
  ownerId?: string | null | undefined;
}>;


export type DeleteRestaurantMutation = { deleteRestaurant: { success: boolean, message: string } };

export type OpenRestaurantMutationVariables = Exact<{
  id: string;
  pin: string;
}>;


export type OpenRestaurantMutation = { openRestaurant: { token: string, restaurantId: string, role: string, employeeId: string | null, name: string, expiresAt: string } };

export type ConfirmSecurityPinMutationVariables = Exact<{
  id: string;
  pin: string;
  action: ApprovalInput;
}>;


export type ConfirmSecurityPinMutation = { confirmSecurityPin: { token: string, restaurantId: string, role: string, employeeId: string | null, name: string, expiresAt: string } };

export type EnterCashierScreenMutationVariables = Exact<{
  id: string;
  pin: string;
}>;


export type EnterCashierScreenMutation = { enterCashierScreen: { token: string, restaurantId: string, role: string, employeeId: string | null, name: string, expiresAt: string } };

export type EnterDriverScreenMutationVariables = Exact<{
  id: string;
  pin: string;
}>;


export type EnterDriverScreenMutation = { enterDriverScreen: { token: string, restaurantId: string, role: string, employeeId: string | null, name: string, expiresAt: string } };

export type StepUpMutationVariables = Exact<{
  restaurantId: string;
  securityPin: string;
  action: ApprovalInput;
}>;


export type StepUpMutation = { confirmSecurityPin: { token: string } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const RestaurantFieldsFragmentDoc = new TypedDocumentString(`
    fragment RestaurantFields on Restaurant {
  id
  ownerId
  name
  description
  taxPercentage
  deliveryChargeCents
  fullAddress
  phoneNumber
  timeZone
  createdAt
}
    `, {"fragmentName":"RestaurantFields"}) as unknown as TypedDocumentString<RestaurantFieldsFragment, unknown>;
export const ScopedSessionFieldsFragmentDoc = new TypedDocumentString(`
    fragment ScopedSessionFields on ScopedSession {
  token
  restaurantId
  role
  employeeId
  name
  expiresAt
}
    `, {"fragmentName":"ScopedSessionFields"}) as unknown as TypedDocumentString<ScopedSessionFieldsFragment, unknown>;
export const EmployeeFieldsFragmentDoc = new TypedDocumentString(`
    fragment EmployeeFields on Employee {
  id
  restaurantId
  name
  role
  maskedPin
}
    `, {"fragmentName":"EmployeeFields"}) as unknown as TypedDocumentString<EmployeeFieldsFragment, unknown>;
export const UserFieldsFragmentDoc = new TypedDocumentString(`
    fragment UserFields on User {
  id
  fullname
  email
  role
  profilePicture
  demo
}
    `, {"fragmentName":"UserFields"}) as unknown as TypedDocumentString<UserFieldsFragment, unknown>;
export const OrderSettingsFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderSettingsFields on OrderSettings {
  restaurantId
  halfToppingPricing
  voidApprovalMinutes
  takingMinutes
  discountApprovalCents
  drawerPayoutApprovalCents
  drawerDropApprovalCents
  tipsOffered
  tipPercents
}
    `, {"fragmentName":"OrderSettingsFields"}) as unknown as TypedDocumentString<OrderSettingsFieldsFragment, unknown>;
export const CardReaderFieldsFragmentDoc = new TypedDocumentString(`
    fragment CardReaderFields on CardReader {
  id
  restaurantId
  name
  terminalId
  terminalTag
  deviceType
  sandboxUrl
  registeredAt
  registeredBy
}
    `, {"fragmentName":"CardReaderFields"}) as unknown as TypedDocumentString<CardReaderFieldsFragment, unknown>;
export const DiscountFieldsFragmentDoc = new TypedDocumentString(`
    fragment DiscountFields on Discount {
  id
  restaurantId
  name
  kind
  percent
  amountCents
  typedAtCounter
  appliesTo
  active
}
    `, {"fragmentName":"DiscountFields"}) as unknown as TypedDocumentString<DiscountFieldsFragment, unknown>;
export const SizeFieldsFragmentDoc = new TypedDocumentString(`
    fragment SizeFields on ProductSize {
  id
  productId
  sizeName
  priceCents
}
    `, {"fragmentName":"SizeFields"}) as unknown as TypedDocumentString<SizeFieldsFragment, unknown>;
export const ProductFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductFields on Product {
  id
  numericId
  restaurantId
  categoryId
  name
  priceCents
  sizes {
    ...SizeFields
  }
  takesToppings
  description
  photo {
    thumb
    card
    large
  }
}
    fragment SizeFields on ProductSize {
  id
  productId
  sizeName
  priceCents
}`, {"fragmentName":"ProductFields"}) as unknown as TypedDocumentString<ProductFieldsFragment, unknown>;
export const CategoryFieldsFragmentDoc = new TypedDocumentString(`
    fragment CategoryFields on Category {
  id
  restaurantId
  name
  takesToppings
}
    `, {"fragmentName":"CategoryFields"}) as unknown as TypedDocumentString<CategoryFieldsFragment, unknown>;
export const SpecialItemFieldsFragmentDoc = new TypedDocumentString(`
    fragment SpecialItemFields on SpecialItem {
  id
  specialId
  productName
  quantity
}
    `, {"fragmentName":"SpecialItemFields"}) as unknown as TypedDocumentString<SpecialItemFieldsFragment, unknown>;
export const SpecialFieldsFragmentDoc = new TypedDocumentString(`
    fragment SpecialFields on Special {
  id
  numericId
  restaurantId
  name
  priceCents
  items {
    ...SpecialItemFields
  }
}
    fragment SpecialItemFields on SpecialItem {
  id
  specialId
  productName
  quantity
}`, {"fragmentName":"SpecialFields"}) as unknown as TypedDocumentString<SpecialFieldsFragment, unknown>;
export const ToppingExtraFieldsFragmentDoc = new TypedDocumentString(`
    fragment ToppingExtraFields on ToppingExtra {
  id
  toppingId
  littlePriceCents
  regularPriceCents
  extraPriceCents
}
    `, {"fragmentName":"ToppingExtraFields"}) as unknown as TypedDocumentString<ToppingExtraFieldsFragment, unknown>;
export const ToppingFieldsFragmentDoc = new TypedDocumentString(`
    fragment ToppingFields on Topping {
  id
  numericId
  restaurantId
  name
  basePriceCents
  extras {
    ...ToppingExtraFields
  }
}
    fragment ToppingExtraFields on ToppingExtra {
  id
  toppingId
  littlePriceCents
  regularPriceCents
  extraPriceCents
}`, {"fragmentName":"ToppingFields"}) as unknown as TypedDocumentString<ToppingFieldsFragment, unknown>;
export const SideFieldsFragmentDoc = new TypedDocumentString(`
    fragment SideFields on Side {
  id
  restaurantId
  name
  basePriceCents
}
    `, {"fragmentName":"SideFields"}) as unknown as TypedDocumentString<SideFieldsFragment, unknown>;
export const DrawerMoveFieldsFragmentDoc = new TypedDocumentString(`
    fragment DrawerMoveFields on DrawerMove {
  id
  kind
  amountCents
  what
  reason
  by
  approvedBy
  orderId
  orderNumber
  cashGivenCents
  changeCents
  at
  atLocal
}
    `, {"fragmentName":"DrawerMoveFields"}) as unknown as TypedDocumentString<DrawerMoveFieldsFragment, unknown>;
export const TerminalDrawerFieldsFragmentDoc = new TypedDocumentString(`
    fragment TerminalDrawerFields on TerminalDrawer {
  id
  restaurantId
  terminalId
  terminalTag
  day
  openedAt
  openedAtLocal
  openedBy
  floatCents
  handMoves {
    ...DrawerMoveFields
  }
}
    fragment DrawerMoveFields on DrawerMove {
  id
  kind
  amountCents
  what
  reason
  by
  approvedBy
  orderId
  orderNumber
  cashGivenCents
  changeCents
  at
  atLocal
}`, {"fragmentName":"TerminalDrawerFields"}) as unknown as TypedDocumentString<TerminalDrawerFieldsFragment, unknown>;
export const DrawerFieldsFragmentDoc = new TypedDocumentString(`
    fragment DrawerFields on Drawer {
  id
  restaurantId
  terminalId
  terminalTag
  day
  open
  openedAt
  openedAtLocal
  openedBy
  closedAt
  closedAtLocal
  closedBy
  floatCents
  cashSales
  cashSalesCents
  cashGivenCents
  changeGivenCents
  cashChanges
  cashChangesCents
  refunds
  refundsCents
  corrections
  correctionsCents
  paidInCents
  paidOutCents
  dropsCents
  expectedCents
  countedCents
  overShortCents
  moves {
    ...DrawerMoveFields
  }
}
    fragment DrawerMoveFields on DrawerMove {
  id
  kind
  amountCents
  what
  reason
  by
  approvedBy
  orderId
  orderNumber
  cashGivenCents
  changeCents
  at
  atLocal
}`, {"fragmentName":"DrawerFields"}) as unknown as TypedDocumentString<DrawerFieldsFragment, unknown>;
export const AuditEntryFieldsFragmentDoc = new TypedDocumentString(`
    fragment AuditEntryFields on AuditEntry {
  id
  at
  atLocal
  day
  kind
  summary
  actorName
  actorEmployeeId
  session
  approverName
  orderId
  orderNumber
  subjectId
  amountBeforeCents
  amountAfterCents
  reason
  source
  cursor
}
    `, {"fragmentName":"AuditEntryFields"}) as unknown as TypedDocumentString<AuditEntryFieldsFragment, unknown>;
export const BusinessDayFieldsFragmentDoc = new TypedDocumentString(`
    fragment BusinessDayFields on BusinessDay {
  restaurantId
  day
  closed
  closedAt
  closedBy
  z {
    day
    restaurant {
      name
      timeZone
    }
    orders {
      count
      cents
    }
    byType {
      orderType
      count
      cents
    }
    byTender {
      tender
      count
      cents
    }
    byChannel {
      channel
      count
      cents
    }
    subtotalCents
    taxCents
    deliveryChargesCents
    totalCents
    voids {
      count
      cents
    }
    discounts {
      count
      cents
    }
    drawers {
      id
      terminalTag
      openedAt
      openedBy
      closedAt
      closedBy
      floatCents
      cashSalesCents
      paidInCents
      paidOutCents
      dropsCents
      refundsCents
      expectedCents
      countedCents
      overShortCents
    }
    cashOnNoDrawer {
      count
      cents
    }
    drivers {
      settled {
        count
        cents
      }
      owed {
        count
        cents
      }
    }
    offlineLate {
      orderNumber
      offlineNumber
      printedAt
      timeKept
    }
    offlineMissing
    lateChanges {
      orderNumber
      closedDay
      what
      totalCents
    }
  }
}
    `, {"fragmentName":"BusinessDayFields"}) as unknown as TypedDocumentString<BusinessDayFieldsFragment, unknown>;
export const DeliveryOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment DeliveryOrderFields on DeliveryOrder {
  orderId
  orderNumber
  customerName
  customerPhone
  street1
  street2
  city
  zipcode
  lineCount
  deliveryChargeCents
  totalCents
  createdAt
  createdAtLocalIso
  firstPrintedAt
  scheduleTime
}
    `, {"fragmentName":"DeliveryOrderFields"}) as unknown as TypedDocumentString<DeliveryOrderFieldsFragment, unknown>;
export const DriverTripFieldsFragmentDoc = new TypedDocumentString(`
    fragment DriverTripFields on DriverTrip {
  id
  orderId
  orderNumber
  driver {
    id
    name
  }
  customerName
  street1
  street2
  city
  zipcode
  totalCents
  deliveryChargeCents
  owedCents
  status
  assignedAt
  assignedAtLocalIso
  assignedBy
  outAt
  backAt
  cashoutId
  orderDeleted
}
    `, {"fragmentName":"DriverTripFields"}) as unknown as TypedDocumentString<DriverTripFieldsFragment, unknown>;
export const DriverCashoutFieldsFragmentDoc = new TypedDocumentString(`
    fragment DriverCashoutFields on DriverCashout {
  id
  driver {
    id
    name
  }
  tripCount
  ordersTotalCents
  deliveryChargesCents
  floatCents
  adjustmentsCents
  expectedCents
  countedCents
  overShortCents
  approvedBy
  approvedByRole
  cashedOutAt
  cashedOutAtLocalIso
}
    `, {"fragmentName":"DriverCashoutFields"}) as unknown as TypedDocumentString<DriverCashoutFieldsFragment, unknown>;
export const CashoutRequestFieldsFragmentDoc = new TypedDocumentString(`
    fragment CashoutRequestFields on CashoutRequest {
  status
  idempotencyKey
  cashout {
    ...DriverCashoutFields
  }
}
    fragment DriverCashoutFields on DriverCashout {
  id
  driver {
    id
    name
  }
  tripCount
  ordersTotalCents
  deliveryChargesCents
  floatCents
  adjustmentsCents
  expectedCents
  countedCents
  overShortCents
  approvedBy
  approvedByRole
  cashedOutAt
  cashedOutAtLocalIso
}`, {"fragmentName":"CashoutRequestFields"}) as unknown as TypedDocumentString<CashoutRequestFieldsFragment, unknown>;
export const DriverBalanceFieldsFragmentDoc = new TypedDocumentString(`
    fragment DriverBalanceFields on DriverBalance {
  driver {
    id
    name
  }
  owedCents
  ordersTotalCents
  deliveryChargesCents
  floatCents
  adjustmentsCents
  openTrips
  tripsOut
  out
  lastCashedOutAt
}
    `, {"fragmentName":"DriverBalanceFields"}) as unknown as TypedDocumentString<DriverBalanceFieldsFragment, unknown>;
export const OrderLineFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderLineFields on OrderLine {
  id
  orderId
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
  createdAt
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
}
    `, {"fragmentName":"OrderLineFields"}) as unknown as TypedDocumentString<OrderLineFieldsFragment, unknown>;
export const CustomerFieldsFragmentDoc = new TypedDocumentString(`
    fragment CustomerFields on Customer {
  id
  restaurantId
  fullName
  phoneNumber
  street1
  street2
  city
  zipcode
  country
  notes
  createdAt
}
    `, {"fragmentName":"CustomerFields"}) as unknown as TypedDocumentString<CustomerFieldsFragment, unknown>;
export const OrderDiscountFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderDiscountFields on OrderDiscount {
  id
  lineId
  discountId
  name
  kind
  percent
  amountCents
  takenCents
  reason
  givenBy
  approvedBy
  createdAt
}
    `, {"fragmentName":"OrderDiscountFields"}) as unknown as TypedDocumentString<OrderDiscountFieldsFragment, unknown>;
export const OrderPrintFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderPrintFields on OrderPrint {
  number
  printedBy
  printedAt
  printedAtLocal
  stamp
}
    `, {"fragmentName":"OrderPrintFields"}) as unknown as TypedDocumentString<OrderPrintFieldsFragment, unknown>;
export const OrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderFields on Order {
  id
  restaurantId
  orderNumber
  orderType
  customerId
  customer {
    ...CustomerFields
  }
  employeeName
  notes
  scheduleTime
  createdAt
  createdAtLocal
  createdAtLocalIso
  lines {
    ...OrderLineFields
  }
  itemsCents
  discounts {
    ...OrderDiscountFields
  }
  discountCents
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
  lastPrintedAt
  prints {
    ...OrderPrintFields
  }
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
  beingTakenUntil
  trip {
    driverId
    driverName
    outAt
    deliveredAt
    deliveredAtLocal
    cashedOutAt
  }
  restaurantName
  restaurantAddress
  restaurantPhone
  timeZone
  version
}
    fragment CustomerFields on Customer {
  id
  restaurantId
  fullName
  phoneNumber
  street1
  street2
  city
  zipcode
  country
  notes
  createdAt
}
fragment OrderLineFields on OrderLine {
  id
  orderId
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
  createdAt
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
}
fragment OrderPrintFields on OrderPrint {
  number
  printedBy
  printedAt
  printedAtLocal
  stamp
}
fragment OrderDiscountFields on OrderDiscount {
  id
  lineId
  discountId
  name
  kind
  percent
  amountCents
  takenCents
  reason
  givenBy
  approvedBy
  createdAt
}`, {"fragmentName":"OrderFields"}) as unknown as TypedDocumentString<OrderFieldsFragment, unknown>;
export const OrderLineResultFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderLineResultFields on OrderLineResult {
  line {
    ...OrderLineFields
  }
  order {
    ...OrderFields
  }
}
    fragment CustomerFields on Customer {
  id
  restaurantId
  fullName
  phoneNumber
  street1
  street2
  city
  zipcode
  country
  notes
  createdAt
}
fragment OrderLineFields on OrderLine {
  id
  orderId
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
  createdAt
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
}
fragment OrderPrintFields on OrderPrint {
  number
  printedBy
  printedAt
  printedAtLocal
  stamp
}
fragment OrderDiscountFields on OrderDiscount {
  id
  lineId
  discountId
  name
  kind
  percent
  amountCents
  takenCents
  reason
  givenBy
  approvedBy
  createdAt
}
fragment OrderFields on Order {
  id
  restaurantId
  orderNumber
  orderType
  customerId
  customer {
    ...CustomerFields
  }
  employeeName
  notes
  scheduleTime
  createdAt
  createdAtLocal
  createdAtLocalIso
  lines {
    ...OrderLineFields
  }
  itemsCents
  discounts {
    ...OrderDiscountFields
  }
  discountCents
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
  lastPrintedAt
  prints {
    ...OrderPrintFields
  }
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
  beingTakenUntil
  trip {
    driverId
    driverName
    outAt
    deliveredAt
    deliveredAtLocal
    cashedOutAt
  }
  restaurantName
  restaurantAddress
  restaurantPhone
  timeZone
  version
}`, {"fragmentName":"OrderLineResultFields"}) as unknown as TypedDocumentString<OrderLineResultFieldsFragment, unknown>;
export const OrderStreamAccessDocument = new TypedDocumentString(`
    query OrderStreamAccess($restaurantId: ID!) {
  orderStream(restaurantId: $restaurantId) {
    restaurantId
  }
}
    `) as unknown as TypedDocumentString<OrderStreamAccessQuery, OrderStreamAccessQueryVariables>;
export const OnlineStatusAccessDocument = new TypedDocumentString(`
    query OnlineStatusAccess($slug: String!, $key: String!) {
  onlineTracking(slug: $slug, key: $key) {
    orderId
    restaurantId
    progress
  }
}
    `) as unknown as TypedDocumentString<OnlineStatusAccessQuery, OnlineStatusAccessQueryVariables>;
export const OnlineAddressDocument = new TypedDocumentString(`
    query OnlineAddress($slug: String!) {
  onlineAddress(slug: $slug)
}
    `) as unknown as TypedDocumentString<OnlineAddressQuery, OnlineAddressQueryVariables>;
export const AuditTrailDocument = new TypedDocumentString(`
    query AuditTrail($restaurantId: ID!, $filter: AuditFilter, $first: Int, $before: String) {
  ordersAudit(
    restaurantId: $restaurantId
    filter: $filter
    first: $first
    before: $before
  ) {
    entries {
      ...AuditEntryFields
    }
    nextBefore
  }
  driversAudit(
    restaurantId: $restaurantId
    filter: $filter
    first: $first
    before: $before
  ) {
    entries {
      ...AuditEntryFields
    }
    nextBefore
  }
  authAudit(
    restaurantId: $restaurantId
    filter: $filter
    first: $first
    before: $before
  ) {
    entries {
      ...AuditEntryFields
    }
    nextBefore
  }
}
    fragment AuditEntryFields on AuditEntry {
  id
  at
  atLocal
  day
  kind
  summary
  actorName
  actorEmployeeId
  session
  approverName
  orderId
  orderNumber
  subjectId
  amountBeforeCents
  amountAfterCents
  reason
  source
  cursor
}`) as unknown as TypedDocumentString<AuditTrailQuery, AuditTrailQueryVariables>;
export const OfflinePapersDocument = new TypedDocumentString(`
    query OfflinePapers($restaurantId: ID!) {
  offlinePapers(restaurantId: $restaurantId) {
    restaurantId
    terminals {
      id
      tag
      issuedAt
      issuedBy
      lastSeenAt
      lastOfflineNumber
      arrived
      waiting
      missing
    }
  }
}
    `) as unknown as TypedDocumentString<OfflinePapersQuery, OfflinePapersQueryVariables>;
export const SignUpDocument = new TypedDocumentString(`
    mutation SignUp($input: SignUpInput!) {
  signUp(input: $input) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<SignUpMutation, SignUpMutationVariables>;
export const SignInDocument = new TypedDocumentString(`
    mutation SignIn($input: SignInInput!) {
  signIn(input: $input) {
    success
    message
    token
    user {
      ...UserFields
    }
  }
}
    fragment UserFields on User {
  id
  fullname
  email
  role
  profilePicture
  demo
}`) as unknown as TypedDocumentString<SignInMutation, SignInMutationVariables>;
export const SignOutDocument = new TypedDocumentString(`
    mutation SignOut {
  signOut {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<SignOutMutation, SignOutMutationVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    ...UserFields
  }
}
    fragment UserFields on User {
  id
  fullname
  email
  role
  profilePicture
  demo
}`) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const RequestPasswordResetDocument = new TypedDocumentString(`
    mutation RequestPasswordReset($email: String!) {
  requestPasswordReset(email: $email) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($email: String!, $token: String!, $password: String!) {
  resetPassword(email: $email, token: $token, password: $password) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const UpdateUserDocument = new TypedDocumentString(`
    mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {
  updateUser(id: $id, input: $input) {
    success
    message
    token
    user {
      ...UserFields
    }
  }
}
    fragment UserFields on User {
  id
  fullname
  email
  role
  profilePicture
  demo
}`) as unknown as TypedDocumentString<UpdateUserMutation, UpdateUserMutationVariables>;
export const SendContactMessageDocument = new TypedDocumentString(`
    mutation SendContactMessage($input: ContactMessageInput!) {
  sendContactMessage(input: $input) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const SubscriptionDocument = new TypedDocumentString(`
    query Subscription($userId: ID!) {
  subscription(userId: $userId) {
    status
    planId
    numberOfRestaurants
    currentPeriodEnd
    stripeCustomerId
  }
}
    `) as unknown as TypedDocumentString<SubscriptionQuery, SubscriptionQueryVariables>;
export const CreateCheckoutSessionDocument = new TypedDocumentString(`
    mutation CreateCheckoutSession($input: CheckoutInput!) {
  createCheckoutSession(input: $input) {
    sessionId
    url
  }
}
    `) as unknown as TypedDocumentString<CreateCheckoutSessionMutation, CreateCheckoutSessionMutationVariables>;
export const CreatePortalSessionDocument = new TypedDocumentString(`
    mutation CreatePortalSession($customerId: String) {
  createPortalSession(customerId: $customerId) {
    url
  }
}
    `) as unknown as TypedDocumentString<CreatePortalSessionMutation, CreatePortalSessionMutationVariables>;
export const CardReadersRestDocument = new TypedDocumentString(`
    query CardReadersRest($restaurantId: ID!) {
  cardReaders(restaurantId: $restaurantId) {
    ...CardReaderFields
  }
}
    fragment CardReaderFields on CardReader {
  id
  restaurantId
  name
  terminalId
  terminalTag
  deviceType
  sandboxUrl
  registeredAt
  registeredBy
}`) as unknown as TypedDocumentString<CardReadersRestQuery, CardReadersRestQueryVariables>;
export const RegisterCardReaderRestDocument = new TypedDocumentString(`
    mutation RegisterCardReaderRest($restaurantId: ID!, $input: RegisterCardReaderInput!) {
  registerCardReader(restaurantId: $restaurantId, input: $input) {
    ...CardReaderFields
  }
}
    fragment CardReaderFields on CardReader {
  id
  restaurantId
  name
  terminalId
  terminalTag
  deviceType
  sandboxUrl
  registeredAt
  registeredBy
}`) as unknown as TypedDocumentString<RegisterCardReaderRestMutation, RegisterCardReaderRestMutationVariables>;
export const PlaceCardReaderRestDocument = new TypedDocumentString(`
    mutation PlaceCardReaderRest($id: ID!, $terminalId: ID) {
  placeCardReader(id: $id, terminalId: $terminalId) {
    ...CardReaderFields
  }
}
    fragment CardReaderFields on CardReader {
  id
  restaurantId
  name
  terminalId
  terminalTag
  deviceType
  sandboxUrl
  registeredAt
  registeredBy
}`) as unknown as TypedDocumentString<PlaceCardReaderRestMutation, PlaceCardReaderRestMutationVariables>;
export const RetireCardReaderRestDocument = new TypedDocumentString(`
    mutation RetireCardReaderRest($id: ID!) {
  retireCardReader(id: $id) {
    ...CardReaderFields
  }
}
    fragment CardReaderFields on CardReader {
  id
  restaurantId
  name
  terminalId
  terminalTag
  deviceType
  sandboxUrl
  registeredAt
  registeredBy
}`) as unknown as TypedDocumentString<RetireCardReaderRestMutation, RetireCardReaderRestMutationVariables>;
export const CustomerByPhoneDocument = new TypedDocumentString(`
    query CustomerByPhone($restaurantId: ID!, $phone: String!) {
  customerByPhone(restaurantId: $restaurantId, phone: $phone) {
    ...CustomerFields
    lastOrder {
      ...OrderFields
    }
  }
}
    fragment CustomerFields on Customer {
  id
  restaurantId
  fullName
  phoneNumber
  street1
  street2
  city
  zipcode
  country
  notes
  createdAt
}
fragment OrderLineFields on OrderLine {
  id
  orderId
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
  createdAt
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
}
fragment OrderPrintFields on OrderPrint {
  number
  printedBy
  printedAt
  printedAtLocal
  stamp
}
fragment OrderDiscountFields on OrderDiscount {
  id
  lineId
  discountId
  name
  kind
  percent
  amountCents
  takenCents
  reason
  givenBy
  approvedBy
  createdAt
}
fragment OrderFields on Order {
  id
  restaurantId
  orderNumber
  orderType
  customerId
  customer {
    ...CustomerFields
  }
  employeeName
  notes
  scheduleTime
  createdAt
  createdAtLocal
  createdAtLocalIso
  lines {
    ...OrderLineFields
  }
  itemsCents
  discounts {
    ...OrderDiscountFields
  }
  discountCents
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
  lastPrintedAt
  prints {
    ...OrderPrintFields
  }
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
  beingTakenUntil
  trip {
    driverId
    driverName
    outAt
    deliveredAt
    deliveredAtLocal
    cashedOutAt
  }
  restaurantName
  restaurantAddress
  restaurantPhone
  timeZone
  version
}`) as unknown as TypedDocumentString<CustomerByPhoneQuery, CustomerByPhoneQueryVariables>;
export const CreateCustomerDocument = new TypedDocumentString(`
    mutation CreateCustomer($input: CustomerInput!) {
  createCustomer(input: $input) {
    ...CustomerFields
  }
}
    fragment CustomerFields on Customer {
  id
  restaurantId
  fullName
  phoneNumber
  street1
  street2
  city
  zipcode
  country
  notes
  createdAt
}`) as unknown as TypedDocumentString<CreateCustomerMutation, CreateCustomerMutationVariables>;
export const UpdateCustomerDocument = new TypedDocumentString(`
    mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {
  updateCustomer(id: $id, input: $input) {
    ...CustomerFields
  }
}
    fragment CustomerFields on Customer {
  id
  restaurantId
  fullName
  phoneNumber
  street1
  street2
  city
  zipcode
  country
  notes
  createdAt
}`) as unknown as TypedDocumentString<UpdateCustomerMutation, UpdateCustomerMutationVariables>;
export const CustomerByIdDocument = new TypedDocumentString(`
    query CustomerById($id: ID!) {
  customer(id: $id) {
    ...CustomerFields
    lastOrder {
      ...OrderFields
    }
  }
}
    fragment CustomerFields on Customer {
  id
  restaurantId
  fullName
  phoneNumber
  street1
  street2
  city
  zipcode
  country
  notes
  createdAt
}
fragment OrderLineFields on OrderLine {
  id
  orderId
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
  createdAt
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
}
fragment OrderPrintFields on OrderPrint {
  number
  printedBy
  printedAt
  printedAtLocal
  stamp
}
fragment OrderDiscountFields on OrderDiscount {
  id
  lineId
  discountId
  name
  kind
  percent
  amountCents
  takenCents
  reason
  givenBy
  approvedBy
  createdAt
}
fragment OrderFields on Order {
  id
  restaurantId
  orderNumber
  orderType
  customerId
  customer {
    ...CustomerFields
  }
  employeeName
  notes
  scheduleTime
  createdAt
  createdAtLocal
  createdAtLocalIso
  lines {
    ...OrderLineFields
  }
  itemsCents
  discounts {
    ...OrderDiscountFields
  }
  discountCents
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
  lastPrintedAt
  prints {
    ...OrderPrintFields
  }
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
  beingTakenUntil
  trip {
    driverId
    driverName
    outAt
    deliveredAt
    deliveredAtLocal
    cashedOutAt
  }
  restaurantName
  restaurantAddress
  restaurantPhone
  timeZone
  version
}`) as unknown as TypedDocumentString<CustomerByIdQuery, CustomerByIdQueryVariables>;
export const BusinessDaysDocument = new TypedDocumentString(`
    query BusinessDays($restaurantId: ID!) {
  businessDays(restaurantId: $restaurantId) {
    openDay
    closed {
      ...BusinessDayFields
    }
  }
}
    fragment BusinessDayFields on BusinessDay {
  restaurantId
  day
  closed
  closedAt
  closedBy
  z {
    day
    restaurant {
      name
      timeZone
    }
    orders {
      count
      cents
    }
    byType {
      orderType
      count
      cents
    }
    byTender {
      tender
      count
      cents
    }
    byChannel {
      channel
      count
      cents
    }
    subtotalCents
    taxCents
    deliveryChargesCents
    totalCents
    voids {
      count
      cents
    }
    discounts {
      count
      cents
    }
    drawers {
      id
      terminalTag
      openedAt
      openedBy
      closedAt
      closedBy
      floatCents
      cashSalesCents
      paidInCents
      paidOutCents
      dropsCents
      refundsCents
      expectedCents
      countedCents
      overShortCents
    }
    cashOnNoDrawer {
      count
      cents
    }
    drivers {
      settled {
        count
        cents
      }
      owed {
        count
        cents
      }
    }
    offlineLate {
      orderNumber
      offlineNumber
      printedAt
      timeKept
    }
    offlineMissing
    lateChanges {
      orderNumber
      closedDay
      what
      totalCents
    }
  }
}`) as unknown as TypedDocumentString<BusinessDaysQuery, BusinessDaysQueryVariables>;
export const ZReportDocument = new TypedDocumentString(`
    query ZReport($restaurantId: ID!, $day: String!) {
  zReport(restaurantId: $restaurantId, day: $day) {
    ...BusinessDayFields
  }
}
    fragment BusinessDayFields on BusinessDay {
  restaurantId
  day
  closed
  closedAt
  closedBy
  z {
    day
    restaurant {
      name
      timeZone
    }
    orders {
      count
      cents
    }
    byType {
      orderType
      count
      cents
    }
    byTender {
      tender
      count
      cents
    }
    byChannel {
      channel
      count
      cents
    }
    subtotalCents
    taxCents
    deliveryChargesCents
    totalCents
    voids {
      count
      cents
    }
    discounts {
      count
      cents
    }
    drawers {
      id
      terminalTag
      openedAt
      openedBy
      closedAt
      closedBy
      floatCents
      cashSalesCents
      paidInCents
      paidOutCents
      dropsCents
      refundsCents
      expectedCents
      countedCents
      overShortCents
    }
    cashOnNoDrawer {
      count
      cents
    }
    drivers {
      settled {
        count
        cents
      }
      owed {
        count
        cents
      }
    }
    offlineLate {
      orderNumber
      offlineNumber
      printedAt
      timeKept
    }
    offlineMissing
    lateChanges {
      orderNumber
      closedDay
      what
      totalCents
    }
  }
}`) as unknown as TypedDocumentString<ZReportQuery, ZReportQueryVariables>;
export const CloseDayDocument = new TypedDocumentString(`
    mutation CloseDay($restaurantId: ID!, $day: String!) {
  closeDay(restaurantId: $restaurantId, day: $day) {
    ...BusinessDayFields
  }
}
    fragment BusinessDayFields on BusinessDay {
  restaurantId
  day
  closed
  closedAt
  closedBy
  z {
    day
    restaurant {
      name
      timeZone
    }
    orders {
      count
      cents
    }
    byType {
      orderType
      count
      cents
    }
    byTender {
      tender
      count
      cents
    }
    byChannel {
      channel
      count
      cents
    }
    subtotalCents
    taxCents
    deliveryChargesCents
    totalCents
    voids {
      count
      cents
    }
    discounts {
      count
      cents
    }
    drawers {
      id
      terminalTag
      openedAt
      openedBy
      closedAt
      closedBy
      floatCents
      cashSalesCents
      paidInCents
      paidOutCents
      dropsCents
      refundsCents
      expectedCents
      countedCents
      overShortCents
    }
    cashOnNoDrawer {
      count
      cents
    }
    drivers {
      settled {
        count
        cents
      }
      owed {
        count
        cents
      }
    }
    offlineLate {
      orderNumber
      offlineNumber
      printedAt
      timeKept
    }
    offlineMissing
    lateChanges {
      orderNumber
      closedDay
      what
      totalCents
    }
  }
}`) as unknown as TypedDocumentString<CloseDayMutation, CloseDayMutationVariables>;
export const DiscountsDocument = new TypedDocumentString(`
    query Discounts($restaurantId: ID!) {
  discounts(restaurantId: $restaurantId) {
    ...DiscountFields
  }
}
    fragment DiscountFields on Discount {
  id
  restaurantId
  name
  kind
  percent
  amountCents
  typedAtCounter
  appliesTo
  active
}`) as unknown as TypedDocumentString<DiscountsQuery, DiscountsQueryVariables>;
export const AddDiscountDocument = new TypedDocumentString(`
    mutation AddDiscount($restaurantId: ID!, $input: DiscountInput!) {
  saveDiscount(restaurantId: $restaurantId, input: $input) {
    ...DiscountFields
  }
}
    fragment DiscountFields on Discount {
  id
  restaurantId
  name
  kind
  percent
  amountCents
  typedAtCounter
  appliesTo
  active
}`) as unknown as TypedDocumentString<AddDiscountMutation, AddDiscountMutationVariables>;
export const SaveDiscountDocument = new TypedDocumentString(`
    mutation SaveDiscount($restaurantId: ID!, $input: DiscountInput!) {
  saveDiscount(restaurantId: $restaurantId, input: $input) {
    ...DiscountFields
  }
}
    fragment DiscountFields on Discount {
  id
  restaurantId
  name
  kind
  percent
  amountCents
  typedAtCounter
  appliesTo
  active
}`) as unknown as TypedDocumentString<SaveDiscountMutation, SaveDiscountMutationVariables>;
export const GiveDiscountDocument = new TypedDocumentString(`
    mutation GiveDiscount($input: GiveDiscountInput!, $idempotencyKey: String) {
  giveDiscount(input: $input, idempotencyKey: $idempotencyKey) {
    discountId
    order {
      ...OrderFields
    }
  }
}
    fragment CustomerFields on Customer {
  id
  restaurantId
  fullName
  phoneNumber
  street1
  street2
  city
  zipcode
  country
  notes
  createdAt
}
fragment OrderLineFields on OrderLine {
  id
  orderId
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
  createdAt
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
}
fragment OrderPrintFields on OrderPrint {
  number
  printedBy
  printedAt
  printedAtLocal
  stamp
}
fragment OrderDiscountFields on OrderDiscount {
  id
  lineId
  discountId
  name
  kind
  percent
  amountCents
  takenCents
  reason
  givenBy
  approvedBy
  createdAt
}
fragment OrderFields on Order {
  id
  restaurantId
  orderNumber
  orderType
  customerId
  customer {
    ...CustomerFields
  }
  employeeName
  notes
  scheduleTime
  createdAt
  createdAtLocal
  createdAtLocalIso
  lines {
    ...OrderLineFields
  }
  itemsCents
  discounts {
    ...OrderDiscountFields
  }
  discountCents
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
  lastPrintedAt
  prints {
    ...OrderPrintFields
  }
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
  beingTakenUntil
  trip {
    driverId
    driverName
    outAt
    deliveredAt
    deliveredAtLocal
    cashedOutAt
  }
  restaurantName
  restaurantAddress
  restaurantPhone
  timeZone
  version
}`) as unknown as TypedDocumentString<GiveDiscountMutation, GiveDiscountMutationVariables>;
export const RemoveDiscountDocument = new TypedDocumentString(`
    mutation RemoveDiscount($id: ID!) {
  removeDiscount(id: $id) {
    ...OrderFields
  }
}
    fragment CustomerFields on Customer {
  id
  restaurantId
  fullName
  phoneNumber
  street1
  street2
  city
  zipcode
  country
  notes
  createdAt
}
fragment OrderLineFields on OrderLine {
  id
  orderId
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
  createdAt
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
}
fragment OrderPrintFields on OrderPrint {
  number
  printedBy
  printedAt
  printedAtLocal
  stamp
}
fragment OrderDiscountFields on OrderDiscount {
  id
  lineId
  discountId
  name
  kind
  percent
  amountCents
  takenCents
  reason
  givenBy
  approvedBy
  createdAt
}
fragment OrderFields on Order {
  id
  restaurantId
  orderNumber
  orderType
  customerId
  customer {
    ...CustomerFields
  }
  employeeName
  notes
  scheduleTime
  createdAt
  createdAtLocal
  createdAtLocalIso
  lines {
    ...OrderLineFields
  }
  itemsCents
  discounts {
    ...OrderDiscountFields
  }
  discountCents
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
  lastPrintedAt
  prints {
    ...OrderPrintFields
  }
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
  beingTakenUntil
  trip {
    driverId
    driverName
    outAt
    deliveredAt
    deliveredAtLocal
    cashedOutAt
  }
  restaurantName
  restaurantAddress
  restaurantPhone
  timeZone
  version
}`) as unknown as TypedDocumentString<RemoveDiscountMutation, RemoveDiscountMutationVariables>;
export const OpenDrawerDocument = new TypedDocumentString(`
    mutation OpenDrawer($input: OpenDrawerInput!, $idempotencyKey: String) {
  openDrawer(input: $input, idempotencyKey: $idempotencyKey) {
    ...TerminalDrawerFields
  }
}
    fragment DrawerMoveFields on DrawerMove {
  id
  kind
  amountCents
  what
  reason
  by
  approvedBy
  orderId
  orderNumber
  cashGivenCents
  changeCents
  at
  atLocal
}
fragment TerminalDrawerFields on TerminalDrawer {
  id
  restaurantId
  terminalId
  terminalTag
  day
  openedAt
  openedAtLocal
  openedBy
  floatCents
  handMoves {
    ...DrawerMoveFields
  }
}`) as unknown as TypedDocumentString<OpenDrawerMutation, OpenDrawerMutationVariables>;
export const TerminalDrawerDocument = new TypedDocumentString(`
    query TerminalDrawer($terminalId: ID!) {
  terminalDrawer(terminalId: $terminalId) {
    ...TerminalDrawerFields
  }
}
    fragment DrawerMoveFields on DrawerMove {
  id
  kind
  amountCents
  what
  reason
  by
  approvedBy
  orderId
  orderNumber
  cashGivenCents
  changeCents
  at
  atLocal
}
fragment TerminalDrawerFields on TerminalDrawer {
  id
  restaurantId
  terminalId
  terminalTag
  day
  openedAt
  openedAtLocal
  openedBy
  floatCents
  handMoves {
    ...DrawerMoveFields
  }
}`) as unknown as TypedDocumentString<TerminalDrawerQuery, TerminalDrawerQueryVariables>;
export const MoveDrawerDocument = new TypedDocumentString(`
    mutation MoveDrawer($input: DrawerMoveInput!, $idempotencyKey: String) {
  moveDrawer(input: $input, idempotencyKey: $idempotencyKey) {
    ...TerminalDrawerFields
  }
}
    fragment DrawerMoveFields on DrawerMove {
  id
  kind
  amountCents
  what
  reason
  by
  approvedBy
  orderId
  orderNumber
  cashGivenCents
  changeCents
  at
  atLocal
}
fragment TerminalDrawerFields on TerminalDrawer {
  id
  restaurantId
  terminalId
  terminalTag
  day
  openedAt
  openedAtLocal
  openedBy
  floatCents
  handMoves {
    ...DrawerMoveFields
  }
}`) as unknown as TypedDocumentString<MoveDrawerMutation, MoveDrawerMutationVariables>;
export const CloseDrawerDocument = new TypedDocumentString(`
    mutation CloseDrawer($input: CloseDrawerInput!, $idempotencyKey: String) {
  closeDrawer(input: $input, idempotencyKey: $idempotencyKey) {
    ...DrawerFields
  }
}
    fragment DrawerMoveFields on DrawerMove {
  id
  kind
  amountCents
  what
  reason
  by
  approvedBy
  orderId
  orderNumber
  cashGivenCents
  changeCents
  at
  atLocal
}
fragment DrawerFields on Drawer {
  id
  restaurantId
  terminalId
  terminalTag
  day
  open
  openedAt
  openedAtLocal
  openedBy
  closedAt
  closedAtLocal
  closedBy
  floatCents
  cashSales
  cashSalesCents
  cashGivenCents
  changeGivenCents
  cashChanges
  cashChangesCents
  refunds
  refundsCents
  corrections
  correctionsCents
  paidInCents
  paidOutCents
  dropsCents
  expectedCents
  countedCents
  overShortCents
  moves {
    ...DrawerMoveFields
  }
}`) as unknown as TypedDocumentString<CloseDrawerMutation, CloseDrawerMutationVariables>;
export const DrawersOfDayDocument = new TypedDocumentString(`
    query DrawersOfDay($restaurantId: ID!, $day: String) {
  drawers(restaurantId: $restaurantId, day: $day) {
    restaurantId
    day
    timeZone
    cashSalesOnNoDrawer
    cashSalesOnNoDrawerCents
    drawers {
      ...DrawerFields
    }
  }
}
    fragment DrawerMoveFields on DrawerMove {
  id
  kind
  amountCents
  what
  reason
  by
  approvedBy
  orderId
  orderNumber
  cashGivenCents
  changeCents
  at
  atLocal
}
fragment DrawerFields on Drawer {
  id
  restaurantId
  terminalId
  terminalTag
  day
  open
  openedAt
  openedAtLocal
  openedBy
  closedAt
  closedAtLocal
  closedBy
  floatCents
  cashSales
  cashSalesCents
  cashGivenCents
  changeGivenCents
  cashChanges
  cashChangesCents
  refunds
  refundsCents
  corrections
  correctionsCents
  paidInCents
  paidOutCents
  dropsCents
  expectedCents
  countedCents
  overShortCents
  moves {
    ...DrawerMoveFields
  }
}`) as unknown as TypedDocumentString<DrawersOfDayQuery, DrawersOfDayQueryVariables>;
export const CreateDriverCashoutDocument = new TypedDocumentString(`
    mutation CreateDriverCashout($input: CashOutInput!, $idempotencyKey: String) {
  cashOutDriver(input: $input, idempotencyKey: $idempotencyKey) {
    ...CashoutRequestFields
  }
}
    fragment DriverCashoutFields on DriverCashout {
  id
  driver {
    id
    name
  }
  tripCount
  ordersTotalCents
  deliveryChargesCents
  floatCents
  adjustmentsCents
  expectedCents
  countedCents
  overShortCents
  approvedBy
  approvedByRole
  cashedOutAt
  cashedOutAtLocalIso
}
fragment CashoutRequestFields on CashoutRequest {
  status
  idempotencyKey
  cashout {
    ...DriverCashoutFields
  }
}`) as unknown as TypedDocumentString<CreateDriverCashoutMutation, CreateDriverCashoutMutationVariables>;
export const SettleDriverCashoutDocument = new TypedDocumentString(`
    mutation SettleDriverCashout($input: CashOutInput!, $idempotencyKey: String) {
  cashOutDriver(input: $input, idempotencyKey: $idempotencyKey) {
    ...CashoutRequestFields
  }
}
    fragment DriverCashoutFields on DriverCashout {
  id
  driver {
    id
    name
  }
  tripCount
  ordersTotalCents
  deliveryChargesCents
  floatCents
  adjustmentsCents
  expectedCents
  countedCents
  overShortCents
  approvedBy
  approvedByRole
  cashedOutAt
  cashedOutAtLocalIso
}
fragment CashoutRequestFields on CashoutRequest {
  status
  idempotencyKey
  cashout {
    ...DriverCashoutFields
  }
}`) as unknown as TypedDocumentString<SettleDriverCashoutMutation, SettleDriverCashoutMutationVariables>;
export const DriverBalanceDocument = new TypedDocumentString(`
    query DriverBalance($driverId: ID!) {
  driverBalance(driverId: $driverId) {
    ...DriverBalanceFields
  }
}
    fragment DriverBalanceFields on DriverBalance {
  driver {
    id
    name
  }
  owedCents
  ordersTotalCents
  deliveryChargesCents
  floatCents
  adjustmentsCents
  openTrips
  tripsOut
  out
  lastCashedOutAt
}`) as unknown as TypedDocumentString<DriverBalanceQuery, DriverBalanceQueryVariables>;
export const DriverCashoutsDocument = new TypedDocumentString(`
    query DriverCashouts($driverId: ID!, $first: Int) {
  driverCashouts(driverId: $driverId, first: $first) {
    ...DriverCashoutFields
  }
}
    fragment DriverCashoutFields on DriverCashout {
  id
  driver {
    id
    name
  }
  tripCount
  ordersTotalCents
  deliveryChargesCents
  floatCents
  adjustmentsCents
  expectedCents
  countedCents
  overShortCents
  approvedBy
  approvedByRole
  cashedOutAt
  cashedOutAtLocalIso
}`) as unknown as TypedDocumentString<DriverCashoutsQuery, DriverCashoutsQueryVariables>;
export const CashoutRequestDocument = new TypedDocumentString(`
    query CashoutRequest($driverId: ID!, $key: String!) {
  cashoutRequest(driverId: $driverId, idempotencyKey: $key) {
    ...CashoutRequestFields
  }
}
    fragment DriverCashoutFields on DriverCashout {
  id
  driver {
    id
    name
  }
  tripCount
  ordersTotalCents
  deliveryChargesCents
  floatCents
  adjustmentsCents
  expectedCents
  countedCents
  overShortCents
  approvedBy
  approvedByRole
  cashedOutAt
  cashedOutAtLocalIso
}
fragment CashoutRequestFields on CashoutRequest {
  status
  idempotencyKey
  cashout {
    ...DriverCashoutFields
  }
}`) as unknown as TypedDocumentString<CashoutRequestQuery, CashoutRequestQueryVariables>;
export const HandDriverFloatDocument = new TypedDocumentString(`
    mutation HandDriverFloat($input: DriverFloatInput!, $idempotencyKey: String) {
  handDriverFloat(input: $input, idempotencyKey: $idempotencyKey) {
    id
    driver {
      id
      name
    }
    amountCents
    givenAt
    givenBy
  }
}
    `) as unknown as TypedDocumentString<HandDriverFloatMutation, HandDriverFloatMutationVariables>;
export const UnassignedOrdersDocument = new TypedDocumentString(`
    query UnassignedOrders($restaurantId: ID!) {
  unassignedOrders(restaurantId: $restaurantId) {
    ...DeliveryOrderFields
  }
}
    fragment DeliveryOrderFields on DeliveryOrder {
  orderId
  orderNumber
  customerName
  customerPhone
  street1
  street2
  city
  zipcode
  lineCount
  deliveryChargeCents
  totalCents
  createdAt
  createdAtLocalIso
  firstPrintedAt
  scheduleTime
}`) as unknown as TypedDocumentString<UnassignedOrdersQuery, UnassignedOrdersQueryVariables>;
export const CreateDriverOrderDocument = new TypedDocumentString(`
    mutation CreateDriverOrder($input: AssignOrdersInput!) {
  assignOrders(input: $input) {
    success
    message
    trips {
      ...DriverTripFields
    }
    taken {
      orderId
      orderNumber
      driverName
    }
    unavailable
  }
}
    fragment DriverTripFields on DriverTrip {
  id
  orderId
  orderNumber
  driver {
    id
    name
  }
  customerName
  street1
  street2
  city
  zipcode
  totalCents
  deliveryChargeCents
  owedCents
  status
  assignedAt
  assignedAtLocalIso
  assignedBy
  outAt
  backAt
  cashoutId
  orderDeleted
}`) as unknown as TypedDocumentString<CreateDriverOrderMutation, CreateDriverOrderMutationVariables>;
export const UpdateOutOfDeliveryDocument = new TypedDocumentString(`
    mutation UpdateOutOfDelivery($orderId: ID!) {
  markOutForDelivery(orderId: $orderId) {
    ...DriverTripFields
  }
}
    fragment DriverTripFields on DriverTrip {
  id
  orderId
  orderNumber
  driver {
    id
    name
  }
  customerName
  street1
  street2
  city
  zipcode
  totalCents
  deliveryChargeCents
  owedCents
  status
  assignedAt
  assignedAtLocalIso
  assignedBy
  outAt
  backAt
  cashoutId
  orderDeleted
}`) as unknown as TypedDocumentString<UpdateOutOfDeliveryMutation, UpdateOutOfDeliveryMutationVariables>;
export const DriverOrdersDocument = new TypedDocumentString(`
    query DriverOrders($driverId: ID!, $period: DriverPeriod) {
  driverOrders(driverId: $driverId, period: $period) {
    ...DriverTripFields
  }
}
    fragment DriverTripFields on DriverTrip {
  id
  orderId
  orderNumber
  driver {
    id
    name
  }
  customerName
  street1
  street2
  city
  zipcode
  totalCents
  deliveryChargeCents
  owedCents
  status
  assignedAt
  assignedAtLocalIso
  assignedBy
  outAt
  backAt
  cashoutId
  orderDeleted
}`) as unknown as TypedDocumentString<DriverOrdersQuery, DriverOrdersQueryVariables>;
export const RestaurantDriversDocument = new TypedDocumentString(`
    query RestaurantDrivers($restaurantId: ID!) {
  drivers(restaurantId: $restaurantId) {
    ...DriverBalanceFields
  }
}
    fragment DriverBalanceFields on DriverBalance {
  driver {
    id
    name
  }
  owedCents
  ordersTotalCents
  deliveryChargesCents
  floatCents
  adjustmentsCents
  openTrips
  tripsOut
  out
  lastCashedOutAt
}`) as unknown as TypedDocumentString<RestaurantDriversQuery, RestaurantDriversQueryVariables>;
export const DriversOutDocument = new TypedDocumentString(`
    query DriversOut($restaurantId: ID!) {
  driversOut(restaurantId: $restaurantId) {
    driver {
      id
      name
    }
    leftAt
    trips {
      ...DriverTripFields
    }
  }
}
    fragment DriverTripFields on DriverTrip {
  id
  orderId
  orderNumber
  driver {
    id
    name
  }
  customerName
  street1
  street2
  city
  zipcode
  totalCents
  deliveryChargeCents
  owedCents
  status
  assignedAt
  assignedAtLocalIso
  assignedBy
  outAt
  backAt
  cashoutId
  orderDeleted
}`) as unknown as TypedDocumentString<DriversOutQuery, DriversOutQueryVariables>;
export const MarkDriverBackDocument = new TypedDocumentString(`
    mutation MarkDriverBack($driverId: ID!, $idempotencyKey: String) {
  markDriverBack(driverId: $driverId, idempotencyKey: $idempotencyKey) {
    success
    message
    driver {
      id
      name
    }
    trips
  }
}
    `) as unknown as TypedDocumentString<MarkDriverBackMutation, MarkDriverBackMutationVariables>;
export const EmployeesDocument = new TypedDocumentString(`
    query Employees($id: ID!) {
  employees(restaurantId: $id) {
    ...EmployeeFields
  }
}
    fragment EmployeeFields on Employee {
  id
  restaurantId
  name
  role
  maskedPin
}`) as unknown as TypedDocumentString<EmployeesQuery, EmployeesQueryVariables>;
export const EmployeeDocument = new TypedDocumentString(`
    query Employee($id: ID!) {
  employee(id: $id) {
    ...EmployeeFields
  }
}
    fragment EmployeeFields on Employee {
  id
  restaurantId
  name
  role
  maskedPin
}`) as unknown as TypedDocumentString<EmployeeQuery, EmployeeQueryVariables>;
export const CreateEmployeeDocument = new TypedDocumentString(`
    mutation CreateEmployee($input: CreateEmployeeInput!) {
  createEmployee(input: $input) {
    ...EmployeeFields
  }
}
    fragment EmployeeFields on Employee {
  id
  restaurantId
  name
  role
  maskedPin
}`) as unknown as TypedDocumentString<CreateEmployeeMutation, CreateEmployeeMutationVariables>;
export const UpdateEmployeeDocument = new TypedDocumentString(`
    mutation UpdateEmployee($id: ID!, $input: UpdateEmployeeInput!) {
  updateEmployee(id: $id, input: $input) {
    ...EmployeeFields
  }
}
    fragment EmployeeFields on Employee {
  id
  restaurantId
  name
  role
  maskedPin
}`) as unknown as TypedDocumentString<UpdateEmployeeMutation, UpdateEmployeeMutationVariables>;
export const DeleteEmployeeDocument = new TypedDocumentString(`
    mutation DeleteEmployee($id: ID!, $securityPin: String) {
  deleteEmployee(id: $id, securityPin: $securityPin) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteEmployeeMutation, DeleteEmployeeMutationVariables>;
export const PayrollFileDocument = new TypedDocumentString(`
    query PayrollFile($restaurantId: ID!, $startsOn: String) {
  payPeriod(restaurantId: $restaurantId, startsOn: $startsOn) {
    startsOn
    csv
  }
}
    `) as unknown as TypedDocumentString<PayrollFileQuery, PayrollFileQueryVariables>;
export const MenuDocument = new TypedDocumentString(`
    query Menu($restaurantId: ID!) {
  menu(restaurantId: $restaurantId) {
    restaurantId
    version
    categories {
      ...CategoryFields
      products {
        ...ProductFields
      }
    }
    specials {
      ...SpecialFields
    }
    toppings {
      ...ToppingFields
    }
    sides {
      ...SideFields
    }
  }
}
    fragment SizeFields on ProductSize {
  id
  productId
  sizeName
  priceCents
}
fragment ProductFields on Product {
  id
  numericId
  restaurantId
  categoryId
  name
  priceCents
  sizes {
    ...SizeFields
  }
  takesToppings
  description
  photo {
    thumb
    card
    large
  }
}
fragment CategoryFields on Category {
  id
  restaurantId
  name
  takesToppings
}
fragment SpecialItemFields on SpecialItem {
  id
  specialId
  productName
  quantity
}
fragment SpecialFields on Special {
  id
  numericId
  restaurantId
  name
  priceCents
  items {
    ...SpecialItemFields
  }
}
fragment ToppingExtraFields on ToppingExtra {
  id
  toppingId
  littlePriceCents
  regularPriceCents
  extraPriceCents
}
fragment ToppingFields on Topping {
  id
  numericId
  restaurantId
  name
  basePriceCents
  extras {
    ...ToppingExtraFields
  }
}
fragment SideFields on Side {
  id
  restaurantId
  name
  basePriceCents
}`) as unknown as TypedDocumentString<MenuQuery, MenuQueryVariables>;
export const MenuVersionDocument = new TypedDocumentString(`
    query MenuVersion($restaurantId: ID!) {
  menu(restaurantId: $restaurantId) {
    restaurantId
    version
  }
}
    `) as unknown as TypedDocumentString<MenuVersionQuery, MenuVersionQueryVariables>;
export const CategoriesDocument = new TypedDocumentString(`
    query Categories($restaurantId: ID!) {
  categories(restaurantId: $restaurantId) {
    ...CategoryFields
  }
}
    fragment CategoryFields on Category {
  id
  restaurantId
  name
  takesToppings
}`) as unknown as TypedDocumentString<CategoriesQuery, CategoriesQueryVariables>;
export const CategoryDocument = new TypedDocumentString(`
    query Category($id: ID!, $restaurantId: ID) {
  category(id: $id, restaurantId: $restaurantId) {
    ...CategoryFields
  }
}
    fragment CategoryFields on Category {
  id
  restaurantId
  name
  takesToppings
}`) as unknown as TypedDocumentString<CategoryQuery, CategoryQueryVariables>;
export const CreateCategoryDocument = new TypedDocumentString(`
    mutation CreateCategory($input: CreateCategoryInput!) {
  createCategory(input: $input) {
    ...CategoryFields
  }
}
    fragment CategoryFields on Category {
  id
  restaurantId
  name
  takesToppings
}`) as unknown as TypedDocumentString<CreateCategoryMutation, CreateCategoryMutationVariables>;
export const UpdateCategoryDocument = new TypedDocumentString(`
    mutation UpdateCategory($id: ID!, $name: String!, $restaurantId: ID, $takesToppings: Boolean) {
  updateCategory(
    id: $id
    name: $name
    restaurantId: $restaurantId
    takesToppings: $takesToppings
  ) {
    ...CategoryFields
  }
}
    fragment CategoryFields on Category {
  id
  restaurantId
  name
  takesToppings
}`) as unknown as TypedDocumentString<UpdateCategoryMutation, UpdateCategoryMutationVariables>;
export const DeleteCategoryDocument = new TypedDocumentString(`
    mutation DeleteCategory($id: ID!, $restaurantId: ID) {
  deleteCategory(id: $id, restaurantId: $restaurantId) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteCategoryMutation, DeleteCategoryMutationVariables>;
export const ProductsDocument = new TypedDocumentString(`
    query Products($restaurantId: ID!, $categoryId: ID) {
  products(restaurantId: $restaurantId, categoryId: $categoryId) {
    ...ProductFields
  }
}
    fragment SizeFields on ProductSize {
  id
  productId
  sizeName
  priceCents
}
fragment ProductFields on Product {
  id
  numericId
  restaurantId
  categoryId
  name
  priceCents
  sizes {
    ...SizeFields
  }
  takesToppings
  description
  photo {
    thumb
    card
    large
  }
}`) as unknown as TypedDocumentString<ProductsQuery, ProductsQueryVariables>;
export const RestaurantProductsDocument = new TypedDocumentString(`
    query RestaurantProducts($restaurantId: ID!) {
  products(restaurantId: $restaurantId) {
    ...ProductFields
  }
}
    fragment SizeFields on ProductSize {
  id
  productId
  sizeName
  priceCents
}
fragment ProductFields on Product {
  id
  numericId
  restaurantId
  categoryId
  name
  priceCents
  sizes {
    ...SizeFields
  }
  takesToppings
  description
  photo {
    thumb
    card
    large
  }
}`) as unknown as TypedDocumentString<RestaurantProductsQuery, RestaurantProductsQueryVariables>;
export const ProductDocument = new TypedDocumentString(`
    query Product($id: ID!, $restaurantId: ID) {
  product(id: $id, restaurantId: $restaurantId) {
    ...ProductFields
  }
}
    fragment SizeFields on ProductSize {
  id
  productId
  sizeName
  priceCents
}
fragment ProductFields on Product {
  id
  numericId
  restaurantId
  categoryId
  name
  priceCents
  sizes {
    ...SizeFields
  }
  takesToppings
  description
  photo {
    thumb
    card
    large
  }
}`) as unknown as TypedDocumentString<ProductQuery, ProductQueryVariables>;
export const CreateProductDocument = new TypedDocumentString(`
    mutation CreateProduct($input: CreateProductInput!) {
  createProduct(input: $input) {
    ...ProductFields
  }
}
    fragment SizeFields on ProductSize {
  id
  productId
  sizeName
  priceCents
}
fragment ProductFields on Product {
  id
  numericId
  restaurantId
  categoryId
  name
  priceCents
  sizes {
    ...SizeFields
  }
  takesToppings
  description
  photo {
    thumb
    card
    large
  }
}`) as unknown as TypedDocumentString<CreateProductMutation, CreateProductMutationVariables>;
export const UpdateProductDocument = new TypedDocumentString(`
    mutation UpdateProduct($id: ID!, $input: UpdateProductInput!, $restaurantId: ID) {
  updateProduct(id: $id, input: $input, restaurantId: $restaurantId) {
    ...ProductFields
  }
}
    fragment SizeFields on ProductSize {
  id
  productId
  sizeName
  priceCents
}
fragment ProductFields on Product {
  id
  numericId
  restaurantId
  categoryId
  name
  priceCents
  sizes {
    ...SizeFields
  }
  takesToppings
  description
  photo {
    thumb
    card
    large
  }
}`) as unknown as TypedDocumentString<UpdateProductMutation, UpdateProductMutationVariables>;
export const DeleteProductDocument = new TypedDocumentString(`
    mutation DeleteProduct($id: ID!, $restaurantId: ID) {
  deleteProduct(id: $id, restaurantId: $restaurantId) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteProductMutation, DeleteProductMutationVariables>;
export const ProductSizesDocument = new TypedDocumentString(`
    query ProductSizes($productId: ID!) {
  productSizes(productId: $productId) {
    ...SizeFields
  }
}
    fragment SizeFields on ProductSize {
  id
  productId
  sizeName
  priceCents
}`) as unknown as TypedDocumentString<ProductSizesQuery, ProductSizesQueryVariables>;
export const CreateProductSizeDocument = new TypedDocumentString(`
    mutation CreateProductSize($input: CreateProductSizeInput!) {
  createProductSize(input: $input) {
    ...SizeFields
  }
}
    fragment SizeFields on ProductSize {
  id
  productId
  sizeName
  priceCents
}`) as unknown as TypedDocumentString<CreateProductSizeMutation, CreateProductSizeMutationVariables>;
export const UpdateProductSizeDocument = new TypedDocumentString(`
    mutation UpdateProductSize($id: ID!, $input: UpdateProductSizeInput!) {
  updateProductSize(id: $id, input: $input) {
    ...SizeFields
  }
}
    fragment SizeFields on ProductSize {
  id
  productId
  sizeName
  priceCents
}`) as unknown as TypedDocumentString<UpdateProductSizeMutation, UpdateProductSizeMutationVariables>;
export const DeleteProductSizeDocument = new TypedDocumentString(`
    mutation DeleteProductSize($id: ID!) {
  deleteProductSize(id: $id) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteProductSizeMutation, DeleteProductSizeMutationVariables>;
export const SidesDocument = new TypedDocumentString(`
    query Sides($restaurantId: ID!) {
  sides(restaurantId: $restaurantId) {
    ...SideFields
  }
}
    fragment SideFields on Side {
  id
  restaurantId
  name
  basePriceCents
}`) as unknown as TypedDocumentString<SidesQuery, SidesQueryVariables>;
export const CreateSideDocument = new TypedDocumentString(`
    mutation CreateSide($input: SideInput!) {
  createSide(input: $input) {
    ...SideFields
  }
}
    fragment SideFields on Side {
  id
  restaurantId
  name
  basePriceCents
}`) as unknown as TypedDocumentString<CreateSideMutation, CreateSideMutationVariables>;
export const UpdateSideDocument = new TypedDocumentString(`
    mutation UpdateSide($id: ID!, $input: UpdateSideInput!, $restaurantId: ID) {
  updateSide(id: $id, input: $input, restaurantId: $restaurantId) {
    ...SideFields
  }
}
    fragment SideFields on Side {
  id
  restaurantId
  name
  basePriceCents
}`) as unknown as TypedDocumentString<UpdateSideMutation, UpdateSideMutationVariables>;
export const DeleteSideDocument = new TypedDocumentString(`
    mutation DeleteSide($id: ID!, $restaurantId: ID) {
  deleteSide(id: $id, restaurantId: $restaurantId) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteSideMutation, DeleteSideMutationVariables>;
export const SpecialDocument = new TypedDocumentString(`
    query Special($id: ID!, $restaurantId: ID) {
  special(id: $id, restaurantId: $restaurantId) {
    ...SpecialFields
  }
}
    fragment SpecialItemFields on SpecialItem {
  id
  specialId
  productName
  quantity
}
fragment SpecialFields on Special {
  id
  numericId
  restaurantId
  name
  priceCents
  items {
    ...SpecialItemFields
  }
}`) as unknown as TypedDocumentString<SpecialQuery, SpecialQueryVariables>;
export const SpecialsDocument = new TypedDocumentString(`
    query Specials($restaurantId: ID!) {
  specials(restaurantId: $restaurantId) {
    ...SpecialFields
  }
}
    fragment SpecialItemFields on SpecialItem {
  id
  specialId
  productName
  quantity
}
fragment SpecialFields on Special {
  id
  numericId
  restaurantId
  name
  priceCents
  items {
    ...SpecialItemFields
  }
}`) as unknown as TypedDocumentString<SpecialsQuery, SpecialsQueryVariables>;
export const SpecialItemsDocument = new TypedDocumentString(`
    query SpecialItems($specialId: ID!) {
  specialItems(specialId: $specialId) {
    ...SpecialItemFields
  }
}
    fragment SpecialItemFields on SpecialItem {
  id
  specialId
  productName
  quantity
}`) as unknown as TypedDocumentString<SpecialItemsQuery, SpecialItemsQueryVariables>;
export const CreateSpecialDocument = new TypedDocumentString(`
    mutation CreateSpecial($input: SpecialInput!) {
  createSpecial(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateSpecialMutation, CreateSpecialMutationVariables>;
export const AddSpecialItemDocument = new TypedDocumentString(`
    mutation AddSpecialItem($input: SpecialItemInput!) {
  addSpecialItem(input: $input) {
    ...SpecialItemFields
  }
}
    fragment SpecialItemFields on SpecialItem {
  id
  specialId
  productName
  quantity
}`) as unknown as TypedDocumentString<AddSpecialItemMutation, AddSpecialItemMutationVariables>;
export const UpdateSpecialDocument = new TypedDocumentString(`
    mutation UpdateSpecial($id: ID!, $input: UpdateSpecialInput!, $restaurantId: ID) {
  updateSpecial(id: $id, input: $input, restaurantId: $restaurantId) {
    ...SpecialFields
  }
}
    fragment SpecialItemFields on SpecialItem {
  id
  specialId
  productName
  quantity
}
fragment SpecialFields on Special {
  id
  numericId
  restaurantId
  name
  priceCents
  items {
    ...SpecialItemFields
  }
}`) as unknown as TypedDocumentString<UpdateSpecialMutation, UpdateSpecialMutationVariables>;
export const DeleteSpecialDocument = new TypedDocumentString(`
    mutation DeleteSpecial($id: ID!, $restaurantId: ID) {
  deleteSpecial(id: $id, restaurantId: $restaurantId) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteSpecialMutation, DeleteSpecialMutationVariables>;
export const RemoveSpecialItemDocument = new TypedDocumentString(`
    mutation RemoveSpecialItem($id: ID!, $specialId: ID) {
  removeSpecialItem(id: $id, specialId: $specialId) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<RemoveSpecialItemMutation, RemoveSpecialItemMutationVariables>;
export const ToppingsDocument = new TypedDocumentString(`
    query Toppings($restaurantId: ID!) {
  toppings(restaurantId: $restaurantId) {
    ...ToppingFields
  }
}
    fragment ToppingExtraFields on ToppingExtra {
  id
  toppingId
  littlePriceCents
  regularPriceCents
  extraPriceCents
}
fragment ToppingFields on Topping {
  id
  numericId
  restaurantId
  name
  basePriceCents
  extras {
    ...ToppingExtraFields
  }
}`) as unknown as TypedDocumentString<ToppingsQuery, ToppingsQueryVariables>;
export const ToppingExtrasDocument = new TypedDocumentString(`
    query ToppingExtras($toppingId: ID!) {
  toppingExtras(toppingId: $toppingId) {
    ...ToppingExtraFields
  }
}
    fragment ToppingExtraFields on ToppingExtra {
  id
  toppingId
  littlePriceCents
  regularPriceCents
  extraPriceCents
}`) as unknown as TypedDocumentString<ToppingExtrasQuery, ToppingExtrasQueryVariables>;
export const CreateToppingDocument = new TypedDocumentString(`
    mutation CreateTopping($input: ToppingInput!) {
  createTopping(input: $input) {
    ...ToppingFields
  }
}
    fragment ToppingExtraFields on ToppingExtra {
  id
  toppingId
  littlePriceCents
  regularPriceCents
  extraPriceCents
}
fragment ToppingFields on Topping {
  id
  numericId
  restaurantId
  name
  basePriceCents
  extras {
    ...ToppingExtraFields
  }
}`) as unknown as TypedDocumentString<CreateToppingMutation, CreateToppingMutationVariables>;
export const CreateToppingExtraDocument = new TypedDocumentString(`
    mutation CreateToppingExtra($input: ToppingExtraInput!) {
  createToppingExtra(input: $input) {
    ...ToppingExtraFields
  }
}
    fragment ToppingExtraFields on ToppingExtra {
  id
  toppingId
  littlePriceCents
  regularPriceCents
  extraPriceCents
}`) as unknown as TypedDocumentString<CreateToppingExtraMutation, CreateToppingExtraMutationVariables>;
export const UpdateToppingDocument = new TypedDocumentString(`
    mutation UpdateTopping($id: ID!, $input: UpdateToppingInput!, $restaurantId: ID) {
  updateTopping(id: $id, input: $input, restaurantId: $restaurantId) {
    ...ToppingFields
  }
}
    fragment ToppingExtraFields on ToppingExtra {
  id
  toppingId
  littlePriceCents
  regularPriceCents
  extraPriceCents
}
fragment ToppingFields on Topping {
  id
  numericId
  restaurantId
  name
  basePriceCents
  extras {
    ...ToppingExtraFields
  }
}`) as unknown as TypedDocumentString<UpdateToppingMutation, UpdateToppingMutationVariables>;
export const UpdateToppingExtraDocument = new TypedDocumentString(`
    mutation UpdateToppingExtra($id: ID!, $input: UpdateToppingExtraInput!) {
  updateToppingExtra(id: $id, input: $input) {
    ...ToppingExtraFields
  }
}
    fragment ToppingExtraFields on ToppingExtra {
  id
  toppingId
  littlePriceCents
  regularPriceCents
  extraPriceCents
}`) as unknown as TypedDocumentString<UpdateToppingExtraMutation, UpdateToppingExtraMutationVariables>;
export const DeleteToppingDocument = new TypedDocumentString(`
    mutation DeleteTopping($id: ID!, $restaurantId: ID) {
  deleteTopping(id: $id, restaurantId: $restaurantId) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteToppingMutation, DeleteToppingMutationVariables>;
export const DeleteToppingExtraDocument = new TypedDocumentString(`
    mutation DeleteToppingExtra($id: ID!) {
  deleteToppingExtra(id: $id) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteToppingExtraMutation, DeleteToppingExtraMutationVariables>;
export const ConnectStripeRestDocument = new TypedDocumentString(`
    mutation ConnectStripeRest($restaurantId: ID!) {
  connectStripe(restaurantId: $restaurantId) {
    restaurantId
    url
  }
}
    `) as unknown as TypedDocumentString<ConnectStripeRestMutation, ConnectStripeRestMutationVariables>;
export const OnlineStatusDocument = new TypedDocumentString(`
    query OnlineStatus($slug: String!, $key: String!) {
  onlineTracking(slug: $slug, key: $key) {
    orderId
    orderNumber
    orderType
    progress
    restaurantName
    restaurantPhone
    restaurantAddress
    readyAt
    readyAtLocal
    rejectReason
    scheduleTime
    payment
    paymentStatus
    refundReason
    lines {
      name
      quantity
      priceCents
    }
    subtotalCents
    deliveryChargeCents
    taxCents
    totalCents
    placedAt
    placedAtLocal
    timeZone
    version
  }
}
    `) as unknown as TypedDocumentString<OnlineStatusQuery, OnlineStatusQueryVariables>;
export const OnlineMenuDocument = new TypedDocumentString(`
    query OnlineMenu($slug: String!) {
  onlinePage(slug: $slug) {
    restaurantId
    menu {
      restaurantId
      version
      categories {
        ...CategoryFields
        products {
          id
          categoryId
          name
          priceCents
          takesToppings
          description
          photo {
            thumb
            card
            large
          }
          soldOut {
            until
          }
          sizes {
            ...SizeFields
            soldOut {
              until
            }
          }
        }
      }
      specials {
        id
        name
        priceCents
        soldOut {
          until
        }
        items {
          ...SpecialItemFields
        }
      }
      toppings {
        id
        name
        basePriceCents
        extras {
          ...ToppingExtraFields
        }
        soldOut {
          until
        }
      }
      sides {
        id
        name
        basePriceCents
        soldOut {
          until
        }
      }
    }
  }
}
    fragment SizeFields on ProductSize {
  id
  productId
  sizeName
  priceCents
}
fragment CategoryFields on Category {
  id
  restaurantId
  name
  takesToppings
}
fragment SpecialItemFields on SpecialItem {
  id
  specialId
  productName
  quantity
}
fragment ToppingExtraFields on ToppingExtra {
  id
  toppingId
  littlePriceCents
  regularPriceCents
  extraPriceCents
}`) as unknown as TypedDocumentString<OnlineMenuQuery, OnlineMenuQueryVariables>;
export const OnlineMenuVersionDocument = new TypedDocumentString(`
    query OnlineMenuVersion($slug: String!) {
  onlinePage(slug: $slug) {
    restaurantId
    menu {
      restaurantId
      version
    }
  }
}
    `) as unknown as TypedDocumentString<OnlineMenuVersionQuery, OnlineMenuVersionQueryVariables>;
export const OnlinePageFactsDocument = new TypedDocumentString(`
    query OnlinePageFacts($slug: String!) {
  onlinePage(slug: $slug) {
    restaurantId
    slug
    name
    address
    phoneNumber
    timeZone
    hours {
      weekday
      opens
      closes
    }
    openNow
    closedMessage
    times
    pickup
    delivery
    deliveryMinimumCents
    deliveryChargeCents
    taxPercentage
    prepMinutes
    halfToppingPricing
    cardPayments
  }
}
    `) as unknown as TypedDocumentString<OnlinePageFactsQuery, OnlinePageFactsQueryVariables>;
export const PlaceOnlineOrderRestDocument = new TypedDocumentString(`
    mutation PlaceOnlineOrderRest($slug: String!, $input: OnlineCheckoutInput!, $idempotencyKey: String) {
  placeOnlineOrder(slug: $slug, input: $input, idempotencyKey: $idempotencyKey) {
    orderId
    orderNumber
    statusKey
    slug
    totalCents
    paymentUrl
  }
}
    `) as unknown as TypedDocumentString<PlaceOnlineOrderRestMutation, PlaceOnlineOrderRestMutationVariables>;
export const PlaceOrderDocument = new TypedDocumentString(`
    mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String) {
  placeOrder(input: $input, idempotencyKey: $idempotencyKey) {
    order {
      ...OrderFields
    }
    print {
      ...OrderPrintFields
    }
  }
}
    fragment CustomerFields on Customer {
  id
  restaurantId
  fullName
  phoneNumber
  street1
  street2
  city
  zipcode
  country
  notes
  createdAt
}
fragment OrderLineFields on OrderLine {
  id
  orderId
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
  createdAt
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
}
fragment OrderPrintFields on OrderPrint {
  number
  printedBy
  printedAt
  printedAtLocal
  stamp
}
fragment OrderDiscountFields on OrderDiscount {
  id
  lineId
  discountId
  name
  kind
  percent
  amountCents
  takenCents
  reason
  givenBy
  approvedBy
  createdAt
}
fragment OrderFields on Order {
  id
  restaurantId
  orderNumber
  orderType
  customerId
  customer {
    ...CustomerFields
  }
  employeeName
  notes
  scheduleTime
  createdAt
  createdAtLocal
  createdAtLocalIso
  lines {
    ...OrderLineFields
  }
  itemsCents
  discounts {
    ...OrderDiscountFields
  }
  discountCents
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
  lastPrintedAt
  prints {
    ...OrderPrintFields
  }
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
  beingTakenUntil
  trip {
    driverId
    driverName
    outAt
    deliveredAt
    deliveredAtLocal
    cashedOutAt
  }
  restaurantName
  restaurantAddress
  restaurantPhone
  timeZone
  version
}`) as unknown as TypedDocumentString<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const AddOrderLineDocument = new TypedDocumentString(`
    mutation AddOrderLine($input: OrderLineInput!, $idempotencyKey: String) {
  addOrderLine(input: $input, idempotencyKey: $idempotencyKey) {
    ...OrderLineResultFields
  }
}
    fragment CustomerFields on Customer {
  id
  restaurantId
  fullName
  phoneNumber
  street1
  street2
  city
  zipcode
  country
  notes
  createdAt
}
fragment OrderLineFields on OrderLine {
  id
  orderId
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
  createdAt
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
}
fragment OrderPrintFields on OrderPrint {
  number
  printedBy
  printedAt
  printedAtLocal
  stamp
}
fragment OrderDiscountFields on OrderDiscount {
  id
  lineId
  discountId
  name
  kind
  percent
  amountCents
  takenCents
  reason
  givenBy
  approvedBy
  createdAt
}
fragment OrderFields on Order {
  id
  restaurantId
  orderNumber
  orderType
  customerId
  customer {
    ...CustomerFields
  }
  employeeName
  notes
  scheduleTime
  createdAt
  createdAtLocal
  createdAtLocalIso
  lines {
    ...OrderLineFields
  }
  itemsCents
  discounts {
    ...OrderDiscountFields
  }
  discountCents
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
  lastPrintedAt
  prints {
    ...OrderPrintFields
  }
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
  beingTakenUntil
  trip {
    driverId
    driverName
    outAt
    deliveredAt
    deliveredAtLocal
    cashedOutAt
  }
  restaurantName
  restaurantAddress
  restaurantPhone
  timeZone
  version
}
fragment OrderLineResultFields on OrderLineResult {
  line {
    ...OrderLineFields
  }
  order {
    ...OrderFields
  }
}`) as unknown as TypedDocumentString<AddOrderLineMutation, AddOrderLineMutationVariables>;
export const AddOpenItemDocument = new TypedDocumentString(`
    mutation AddOpenItem($input: OpenItemInput!, $idempotencyKey: String) {
  addOpenItem(input: $input, idempotencyKey: $idempotencyKey) {
    ...OrderLineResultFields
  }
}
    fragment CustomerFields on Customer {
  id
  restaurantId
  fullName
  phoneNumber
  street1
  street2
  city
  zipcode
  country
  notes
  createdAt
}
fragment OrderLineFields on OrderLine {
  id
  orderId
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
  createdAt
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
}
fragment OrderPrintFields on OrderPrint {
  number
  printedBy
  printedAt
  printedAtLocal
  stamp
}
fragment OrderDiscountFields on OrderDiscount {
  id
  lineId
  discountId
  name
  kind
  percent
  amountCents
  takenCents
  reason
  givenBy
  approvedBy
  createdAt
}
fragment OrderFields on Order {
  id
  restaurantId
  orderNumber
  orderType
  customerId
  customer {
    ...CustomerFields
  }
  employeeName
  notes
  scheduleTime
  createdAt
  createdAtLocal
  createdAtLocalIso
  lines {
    ...OrderLineFields
  }
  itemsCents
  discounts {
    ...OrderDiscountFields
  }
  discountCents
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
  lastPrintedAt
  prints {
    ...OrderPrintFields
  }
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
  beingTakenUntil
  trip {
    driverId
    driverName
    outAt
    deliveredAt
    deliveredAtLocal
    cashedOutAt
  }
  restaurantName
  restaurantAddress
  restaurantPhone
  timeZone
  version
}
fragment OrderLineResultFields on OrderLineResult {
  line {
    ...OrderLineFields
  }
  order {
    ...OrderFields
  }
}`) as unknown as TypedDocumentString<AddOpenItemMutation, AddOpenItemMutationVariables>;
export const RemoveOrderLineDocument = new TypedDocumentString(`
    mutation RemoveOrderLine($id: ID!, $reason: String) {
  removeOrderLine(id: $id, reason: $reason) {
    ...OrderFields
  }
}
    fragment CustomerFields on Customer {
  id
  restaurantId
  fullName
  phoneNumber
  street1
  street2
  city
  zipcode
  country
  notes
  createdAt
}
fragment OrderLineFields on OrderLine {
  id
  orderId
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
  createdAt
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
}
fragment OrderPrintFields on OrderPrint {
  number
  printedBy
  printedAt
  printedAtLocal
  stamp
}
fragment OrderDiscountFields on OrderDiscount {
  id
  lineId
  discountId
  name
  kind
  percent
  amountCents
  takenCents
  reason
  givenBy
  approvedBy
  createdAt
}
fragment OrderFields on Order {
  id
  restaurantId
  orderNumber
  orderType
  customerId
  customer {
    ...CustomerFields
  }
  employeeName
  notes
  scheduleTime
  createdAt
  createdAtLocal
  createdAtLocalIso
  lines {
    ...OrderLineFields
  }
  itemsCents
  discounts {
    ...OrderDiscountFields
  }
  discountCents
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
  lastPrintedAt
  prints {
    ...OrderPrintFields
  }
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
  beingTakenUntil
  trip {
    driverId
    driverName
    outAt
    deliveredAt
    deliveredAtLocal
    cashedOutAt
  }
  restaurantName
  restaurantAddress
  restaurantPhone
  timeZone
  version
}`) as unknown as TypedDocumentString<RemoveOrderLineMutation, RemoveOrderLineMutationVariables>;
export const OrderSettingsDocument = new TypedDocumentString(`
    query OrderSettings($restaurantId: ID!) {
  orderSettings(restaurantId: $restaurantId) {
    ...OrderSettingsFields
  }
}
    fragment OrderSettingsFields on OrderSettings {
  restaurantId
  halfToppingPricing
  voidApprovalMinutes
  takingMinutes
  discountApprovalCents
  drawerPayoutApprovalCents
  drawerDropApprovalCents
  tipsOffered
  tipPercents
}`) as unknown as TypedDocumentString<OrderSettingsQuery, OrderSettingsQueryVariables>;
export const UpdateOrderSettingsDocument = new TypedDocumentString(`
    mutation UpdateOrderSettings($restaurantId: ID!, $input: OrderSettingsInput!) {
  updateOrderSettings(restaurantId: $restaurantId, input: $input) {
    ...OrderSettingsFields
  }
}
    fragment OrderSettingsFields on OrderSettings {
  restaurantId
  halfToppingPricing
  voidApprovalMinutes
  takingMinutes
  discountApprovalCents
  drawerPayoutApprovalCents
  drawerDropApprovalCents
  tipsOffered
  tipPercents
}`) as unknown as TypedDocumentString<UpdateOrderSettingsMutation, UpdateOrderSettingsMutationVariables>;
export const AddressSuggestionsDocument = new TypedDocumentString(`
    query AddressSuggestions($query: String!) {
  addressSuggestions(query: $query) {
    label
    street1
    city
    zipcode
    country
  }
}
    `) as unknown as TypedDocumentString<AddressSuggestionsQuery, AddressSuggestionsQueryVariables>;
export const RevenueDocument = new TypedDocumentString(`
    query Revenue($restaurantId: ID!, $period: RevenuePeriod, $year: Int) {
  revenue(restaurantId: $restaurantId, period: $period, year: $year) {
    period
    timeZone
    today
    fromDay
    toDay
    startsAt
    endsAt
    totalOrders
    totalRevenueCents
    subtotalCents
    taxCents
    deliveryChargeCents
    deliveryOrders
    pickupOrders
    togoOrders
    byChannel {
      channel
      orders
      revenueCents
    }
    averageTicketCents
    voidCount
    voidCents
    discountCount
    discountCents
    year
    years
    months {
      month
      orders
      revenueCents
    }
  }
}
    `) as unknown as TypedDocumentString<RevenueQuery, RevenueQueryVariables>;
export const CreateOrderDocument = new TypedDocumentString(`
    mutation CreateOrder($input: CreateOrderInput!, $idempotencyKey: String) {
  createOrder(input: $input, idempotencyKey: $idempotencyKey) {
    id
    orderNumber
  }
}
    `) as unknown as TypedDocumentString<CreateOrderMutation, CreateOrderMutationVariables>;
export const RecomputeOrderTotalsDocument = new TypedDocumentString(`
    mutation RecomputeOrderTotals($id: ID!) {
  recomputeOrderTotals(id: $id) {
    ...OrderFields
  }
}
    fragment CustomerFields on Customer {
  id
  restaurantId
  fullName
  phoneNumber
  street1
  street2
  city
  zipcode
  country
  notes
  createdAt
}
fragment OrderLineFields on OrderLine {
  id
  orderId
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
  createdAt
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
}
fragment OrderPrintFields on OrderPrint {
  number
  printedBy
  printedAt
  printedAtLocal
  stamp
}
fragment OrderDiscountFields on OrderDiscount {
  id
  lineId
  discountId
  name
  kind
  percent
  amountCents
  takenCents
  reason
  givenBy
  approvedBy
  createdAt
}
fragment OrderFields on Order {
  id
  restaurantId
  orderNumber
  orderType
  customerId
  customer {
    ...CustomerFields
  }
  employeeName
  notes
  scheduleTime
  createdAt
  createdAtLocal
  createdAtLocalIso
  lines {
    ...OrderLineFields
  }
  itemsCents
  discounts {
    ...OrderDiscountFields
  }
  discountCents
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
  lastPrintedAt
  prints {
    ...OrderPrintFields
  }
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
  beingTakenUntil
  trip {
    driverId
    driverName
    outAt
    deliveredAt
    deliveredAtLocal
    cashedOutAt
  }
  restaurantName
  restaurantAddress
  restaurantPhone
  timeZone
  version
}`) as unknown as TypedDocumentString<RecomputeOrderTotalsMutation, RecomputeOrderTotalsMutationVariables>;
export const UpdateOrderDocument = new TypedDocumentString(`
    mutation UpdateOrder($id: ID!, $input: UpdateOrderInput!, $reason: String) {
  updateOrder(id: $id, input: $input, reason: $reason) {
    ...OrderFields
  }
}
    fragment CustomerFields on Customer {
  id
  restaurantId
  fullName
  phoneNumber
  street1
  street2
  city
  zipcode
  country
  notes
  createdAt
}
fragment OrderLineFields on OrderLine {
  id
  orderId
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
  createdAt
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
}
fragment OrderPrintFields on OrderPrint {
  number
  printedBy
  printedAt
  printedAtLocal
  stamp
}
fragment OrderDiscountFields on OrderDiscount {
  id
  lineId
  discountId
  name
  kind
  percent
  amountCents
  takenCents
  reason
  givenBy
  approvedBy
  createdAt
}
fragment OrderFields on Order {
  id
  restaurantId
  orderNumber
  orderType
  customerId
  customer {
    ...CustomerFields
  }
  employeeName
  notes
  scheduleTime
  createdAt
  createdAtLocal
  createdAtLocalIso
  lines {
    ...OrderLineFields
  }
  itemsCents
  discounts {
    ...OrderDiscountFields
  }
  discountCents
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
  lastPrintedAt
  prints {
    ...OrderPrintFields
  }
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
  beingTakenUntil
  trip {
    driverId
    driverName
    outAt
    deliveredAt
    deliveredAtLocal
    cashedOutAt
  }
  restaurantName
  restaurantAddress
  restaurantPhone
  timeZone
  version
}`) as unknown as TypedDocumentString<UpdateOrderMutation, UpdateOrderMutationVariables>;
export const OrderHistoryDocument = new TypedDocumentString(`
    query OrderHistory($restaurantId: ID!, $filter: OrderFilter, $first: Int, $before: Int) {
  orders(
    restaurantId: $restaurantId
    filter: $filter
    first: $first
    before: $before
  ) {
    orders {
      ...OrderFields
    }
    nextBefore
  }
}
    fragment CustomerFields on Customer {
  id
  restaurantId
  fullName
  phoneNumber
  street1
  street2
  city
  zipcode
  country
  notes
  createdAt
}
fragment OrderLineFields on OrderLine {
  id
  orderId
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
  createdAt
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
}
fragment OrderPrintFields on OrderPrint {
  number
  printedBy
  printedAt
  printedAtLocal
  stamp
}
fragment OrderDiscountFields on OrderDiscount {
  id
  lineId
  discountId
  name
  kind
  percent
  amountCents
  takenCents
  reason
  givenBy
  approvedBy
  createdAt
}
fragment OrderFields on Order {
  id
  restaurantId
  orderNumber
  orderType
  customerId
  customer {
    ...CustomerFields
  }
  employeeName
  notes
  scheduleTime
  createdAt
  createdAtLocal
  createdAtLocalIso
  lines {
    ...OrderLineFields
  }
  itemsCents
  discounts {
    ...OrderDiscountFields
  }
  discountCents
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
  lastPrintedAt
  prints {
    ...OrderPrintFields
  }
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
  beingTakenUntil
  trip {
    driverId
    driverName
    outAt
    deliveredAt
    deliveredAtLocal
    cashedOutAt
  }
  restaurantName
  restaurantAddress
  restaurantPhone
  timeZone
  version
}`) as unknown as TypedDocumentString<OrderHistoryQuery, OrderHistoryQueryVariables>;
export const OrderWithItemsDocument = new TypedDocumentString(`
    query OrderWithItems($id: ID!) {
  order(id: $id) {
    ...OrderFields
  }
}
    fragment CustomerFields on Customer {
  id
  restaurantId
  fullName
  phoneNumber
  street1
  street2
  city
  zipcode
  country
  notes
  createdAt
}
fragment OrderLineFields on OrderLine {
  id
  orderId
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
  createdAt
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
}
fragment OrderPrintFields on OrderPrint {
  number
  printedBy
  printedAt
  printedAtLocal
  stamp
}
fragment OrderDiscountFields on OrderDiscount {
  id
  lineId
  discountId
  name
  kind
  percent
  amountCents
  takenCents
  reason
  givenBy
  approvedBy
  createdAt
}
fragment OrderFields on Order {
  id
  restaurantId
  orderNumber
  orderType
  customerId
  customer {
    ...CustomerFields
  }
  employeeName
  notes
  scheduleTime
  createdAt
  createdAtLocal
  createdAtLocalIso
  lines {
    ...OrderLineFields
  }
  itemsCents
  discounts {
    ...OrderDiscountFields
  }
  discountCents
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
  lastPrintedAt
  prints {
    ...OrderPrintFields
  }
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
  beingTakenUntil
  trip {
    driverId
    driverName
    outAt
    deliveredAt
    deliveredAtLocal
    cashedOutAt
  }
  restaurantName
  restaurantAddress
  restaurantPhone
  timeZone
  version
}`) as unknown as TypedDocumentString<OrderWithItemsQuery, OrderWithItemsQueryVariables>;
export const DeleteOrderDocument = new TypedDocumentString(`
    mutation DeleteOrder($id: ID!, $reason: String) {
  deleteOrder(id: $id, reason: $reason) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteOrderMutation, DeleteOrderMutationVariables>;
export const PrintOrderDocument = new TypedDocumentString(`
    mutation PrintOrder($id: ID!, $tender: TenderInput, $idempotencyKey: String, $terminal: String) {
  printOrder(
    id: $id
    tender: $tender
    idempotencyKey: $idempotencyKey
    terminal: $terminal
  ) {
    print {
      ...OrderPrintFields
    }
    order {
      ...OrderFields
    }
  }
}
    fragment CustomerFields on Customer {
  id
  restaurantId
  fullName
  phoneNumber
  street1
  street2
  city
  zipcode
  country
  notes
  createdAt
}
fragment OrderLineFields on OrderLine {
  id
  orderId
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
  createdAt
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
}
fragment OrderPrintFields on OrderPrint {
  number
  printedBy
  printedAt
  printedAtLocal
  stamp
}
fragment OrderDiscountFields on OrderDiscount {
  id
  lineId
  discountId
  name
  kind
  percent
  amountCents
  takenCents
  reason
  givenBy
  approvedBy
  createdAt
}
fragment OrderFields on Order {
  id
  restaurantId
  orderNumber
  orderType
  customerId
  customer {
    ...CustomerFields
  }
  employeeName
  notes
  scheduleTime
  createdAt
  createdAtLocal
  createdAtLocalIso
  lines {
    ...OrderLineFields
  }
  itemsCents
  discounts {
    ...OrderDiscountFields
  }
  discountCents
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
  lastPrintedAt
  prints {
    ...OrderPrintFields
  }
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
  beingTakenUntil
  trip {
    driverId
    driverName
    outAt
    deliveredAt
    deliveredAtLocal
    cashedOutAt
  }
  restaurantName
  restaurantAddress
  restaurantPhone
  timeZone
  version
}`) as unknown as TypedDocumentString<PrintOrderMutation, PrintOrderMutationVariables>;
export const CorrectTenderDocument = new TypedDocumentString(`
    mutation CorrectTender($id: ID!, $tender: TenderInput!, $reason: String!, $idempotencyKey: String, $terminal: String) {
  correctTender(
    id: $id
    tender: $tender
    reason: $reason
    idempotencyKey: $idempotencyKey
    terminal: $terminal
  ) {
    ...OrderFields
  }
}
    fragment CustomerFields on Customer {
  id
  restaurantId
  fullName
  phoneNumber
  street1
  street2
  city
  zipcode
  country
  notes
  createdAt
}
fragment OrderLineFields on OrderLine {
  id
  orderId
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
  createdAt
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
}
fragment OrderPrintFields on OrderPrint {
  number
  printedBy
  printedAt
  printedAtLocal
  stamp
}
fragment OrderDiscountFields on OrderDiscount {
  id
  lineId
  discountId
  name
  kind
  percent
  amountCents
  takenCents
  reason
  givenBy
  approvedBy
  createdAt
}
fragment OrderFields on Order {
  id
  restaurantId
  orderNumber
  orderType
  customerId
  customer {
    ...CustomerFields
  }
  employeeName
  notes
  scheduleTime
  createdAt
  createdAtLocal
  createdAtLocalIso
  lines {
    ...OrderLineFields
  }
  itemsCents
  discounts {
    ...OrderDiscountFields
  }
  discountCents
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
  lastPrintedAt
  prints {
    ...OrderPrintFields
  }
  voided
  voidedAt
  voidReason
  voidedBy
  voidApprovedBy
  beingTakenUntil
  trip {
    driverId
    driverName
    outAt
    deliveredAt
    deliveredAtLocal
    cashedOutAt
  }
  restaurantName
  restaurantAddress
  restaurantPhone
  timeZone
  version
}`) as unknown as TypedDocumentString<CorrectTenderMutation, CorrectTenderMutationVariables>;
export const RestaurantsDocument = new TypedDocumentString(`
    query Restaurants($ownerId: ID) {
  restaurants(ownerId: $ownerId) {
    ...RestaurantFields
  }
}
    fragment RestaurantFields on Restaurant {
  id
  ownerId
  name
  description
  taxPercentage
  deliveryChargeCents
  fullAddress
  phoneNumber
  timeZone
  createdAt
}`) as unknown as TypedDocumentString<RestaurantsQuery, RestaurantsQueryVariables>;
export const RestaurantDocument = new TypedDocumentString(`
    query Restaurant($id: ID!, $ownerId: ID) {
  restaurant(id: $id, ownerId: $ownerId) {
    ...RestaurantFields
  }
}
    fragment RestaurantFields on Restaurant {
  id
  ownerId
  name
  description
  taxPercentage
  deliveryChargeCents
  fullAddress
  phoneNumber
  timeZone
  createdAt
}`) as unknown as TypedDocumentString<RestaurantQuery, RestaurantQueryVariables>;
export const AllowanceDocument = new TypedDocumentString(`
    query Allowance {
  restaurantAllowance {
    status
    allowed
    used
    exempt
    canCreate
    canOpen
  }
}
    `) as unknown as TypedDocumentString<AllowanceQuery, AllowanceQueryVariables>;
export const CreateRestaurantDocument = new TypedDocumentString(`
    mutation CreateRestaurant($input: CreateRestaurantInput!, $ownerId: ID) {
  createRestaurant(input: $input, ownerId: $ownerId) {
    ...RestaurantFields
  }
}
    fragment RestaurantFields on Restaurant {
  id
  ownerId
  name
  description
  taxPercentage
  deliveryChargeCents
  fullAddress
  phoneNumber
  timeZone
  createdAt
}`) as unknown as TypedDocumentString<CreateRestaurantMutation, CreateRestaurantMutationVariables>;
export const UpdateRestaurantDocument = new TypedDocumentString(`
    mutation UpdateRestaurant($id: ID!, $input: UpdateRestaurantInput!, $ownerId: ID) {
  updateRestaurant(id: $id, input: $input, ownerId: $ownerId) {
    ...RestaurantFields
  }
}
    fragment RestaurantFields on Restaurant {
  id
  ownerId
  name
  description
  taxPercentage
  deliveryChargeCents
  fullAddress
  phoneNumber
  timeZone
  createdAt
}`) as unknown as TypedDocumentString<UpdateRestaurantMutation, UpdateRestaurantMutationVariables>;
export const DeleteRestaurantDocument = new TypedDocumentString(`
    mutation DeleteRestaurant($id: ID!, $pin: String!, $ownerId: ID) {
  deleteRestaurant(id: $id, securityPin: $pin, ownerId: $ownerId) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteRestaurantMutation, DeleteRestaurantMutationVariables>;
export const OpenRestaurantDocument = new TypedDocumentString(`
    mutation OpenRestaurant($id: ID!, $pin: String!) {
  openRestaurant(id: $id, securityPin: $pin) {
    ...ScopedSessionFields
  }
}
    fragment ScopedSessionFields on ScopedSession {
  token
  restaurantId
  role
  employeeId
  name
  expiresAt
}`) as unknown as TypedDocumentString<OpenRestaurantMutation, OpenRestaurantMutationVariables>;
export const ConfirmSecurityPinDocument = new TypedDocumentString(`
    mutation ConfirmSecurityPin($id: ID!, $pin: String!, $action: ApprovalInput!) {
  confirmSecurityPin(restaurantId: $id, securityPin: $pin, action: $action) {
    ...ScopedSessionFields
  }
}
    fragment ScopedSessionFields on ScopedSession {
  token
  restaurantId
  role
  employeeId
  name
  expiresAt
}`) as unknown as TypedDocumentString<ConfirmSecurityPinMutation, ConfirmSecurityPinMutationVariables>;
export const EnterCashierScreenDocument = new TypedDocumentString(`
    mutation EnterCashierScreen($id: ID!, $pin: String!) {
  enterCashierScreen(restaurantId: $id, pin: $pin) {
    ...ScopedSessionFields
  }
}
    fragment ScopedSessionFields on ScopedSession {
  token
  restaurantId
  role
  employeeId
  name
  expiresAt
}`) as unknown as TypedDocumentString<EnterCashierScreenMutation, EnterCashierScreenMutationVariables>;
export const EnterDriverScreenDocument = new TypedDocumentString(`
    mutation EnterDriverScreen($id: ID!, $pin: String!) {
  enterDriverScreen(restaurantId: $id, pin: $pin) {
    ...ScopedSessionFields
  }
}
    fragment ScopedSessionFields on ScopedSession {
  token
  restaurantId
  role
  employeeId
  name
  expiresAt
}`) as unknown as TypedDocumentString<EnterDriverScreenMutation, EnterDriverScreenMutationVariables>;
export const StepUpDocument = new TypedDocumentString(`
    mutation StepUp($restaurantId: ID!, $securityPin: String!, $action: ApprovalInput!) {
  confirmSecurityPin(
    restaurantId: $restaurantId
    securityPin: $securityPin
    action: $action
  ) {
    token
  }
}
    `) as unknown as TypedDocumentString<StepUpMutation, StepUpMutationVariables>;