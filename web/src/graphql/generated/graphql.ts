/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AssignOrdersInput = {
  /** The driver who takes them: a driver session's own id (the default), or any driver for a manager session. */
  driverId?: string | null | undefined;
  orderIds: Array<string>;
  /** Mark them out for delivery at once (the driver leaves with them). Default true. */
  outForDelivery?: boolean | null | undefined;
  /** The session's restaurant; when given it must be it. */
  restaurantId?: string | null | undefined;
};

export type CashOutInput = {
  /** The cash the manager counted, in cents; leave it out to record no count. */
  countedCents?: number | null | undefined;
  driverId: string;
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
  orderType: OrderType;
  restaurantId: string;
  scheduleTime?: string | null | undefined;
};

export type CreateProductInput = {
  categoryId: string;
  name: string;
  /** Ignored (saved as 0) when sizes are given. */
  priceCents?: number | null | undefined;
  restaurantId: string;
  sizes?: Array<SizeInput> | null | undefined;
};

export type CreateProductSizeInput = {
  priceCents: number;
  productId: string;
  sizeName: string;
};

export type CreateRestaurantInput = {
  deliveryCharge: string;
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
  notes?: string | null | undefined;
  /** 10 or 11 digits; spaces, dashes, dots and parentheses are dropped. */
  phoneNumber: string;
  restaurantId: string;
  street1?: string | null | undefined;
  street2?: string | null | undefined;
  zipcode?: string | null | undefined;
};

/** A driver's orders by period, on the restaurant's clock (last week: the last 7 days; last month, year: one back). */
export type DriverPeriod = 'all' | 'lastMonth' | 'lastWeek' | 'lastYear' | 'today' | 'yesterday';

export type EmployeeRole = 'cashier' | 'driver' | 'worker';

/** How a topping on one half of an item is priced. */
export type HalfToppingPricing =
  /** the level's full price */
  | 'full'
  /** half the level's price (rounded half up to the cent) */
  | 'half';

/** An item to add to a special: the product name, or size name then product name. */
export type NewSpecialItemInput = {
  productName: string;
  quantity: number;
};

export type OpenItemInput = {
  name: string;
  notes?: string | null | undefined;
  orderId: string;
  /** Dollars, e.g. 4.50 */
  price: string;
};

export type OrderFilter = {
  /** A day in the restaurant's time zone: YYYY-MM-DD */
  date?: string | null | undefined;
  orderType?: OrderType | null | undefined;
  /** Any part of the customer's phone number (digits). */
  phone?: string | null | undefined;
};

/**
 * A line chosen from the menu, priced by the server: exactly one of a product
 * (with its size when it has sizes, toppings and sides), a special (with
 * toppings and sides per item) or a side on its own.
 */
export type OrderLineInput = {
  items?: Array<SpecialItemChoiceInput> | null | undefined;
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
  'open' | 'product' | 'side' | 'special';

export type OrderType = 'delivery' | 'pickup' | 'togo';

/** The portion prices of a topping's option set. */
export type PortionPricesInput = {
  extraPriceCents: number;
  littlePriceCents: number;
  regularPriceCents: number;
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

/** A special with its items, saved at once: all of it or none of it. */
export type SaveSpecialInput = {
  addItems?: Array<NewSpecialItemInput> | null | undefined;
  /** Absent: a new special. Given: the special to update. */
  id?: string | null | undefined;
  name: string;
  priceCents: number;
  /** Saved items to remove; one that is not this special's is NOT_FOUND and nothing is saved. */
  removeItemIds?: Array<string> | null | undefined;
  restaurantId: string;
};

/** A topping with its option set, saved at once: all of it or none of it. */
export type SaveToppingInput = {
  /** Saved as 0 while the topping has an option set. */
  basePriceCents?: number | null | undefined;
  /** The option set the topping has after the save (created or updated); null or absent: none (a saved one is removed). */
  extras?: PortionPricesInput | null | undefined;
  /** Absent: a new topping. Given: the topping to update. */
  id?: string | null | undefined;
  name: string;
  restaurantId: string;
};

export type ScopedRole = 'cashier' | 'driver' | 'manager';

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

export type SpecialItemChoiceInput = {
  itemId: string;
  sides?: Array<string> | null | undefined;
  toppings?: Array<ToppingChoiceInput> | null | undefined;
};

/** How the order is paid, recorded when the receipt is printed. */
export type Tender =
  | 'card'
  | 'cash'
  /** paid at the door, to the driver */
  | 'door';

export type TenderInput = {
  /** Cash only: the amount handed over, in dollars; the change due is worked out from it. */
  cashGiven?: string | null | undefined;
  method: Tender;
};

export type ToppingChoiceInput = {
  level?: ToppingLevel | null | undefined;
  placement?: ToppingPlacement | null | undefined;
  toppingId: string;
};

export type ToppingLevel = 'extra' | 'little' | 'none' | 'regular';

export type ToppingPlacement = 'left' | 'right' | 'whole';

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
  name?: string | null | undefined;
  /** Ignored (saved as 0) while the product has sizes. */
  priceCents?: number | null | undefined;
};

export type UpdateProductSizeInput = {
  priceCents?: number | null | undefined;
  sizeName?: string | null | undefined;
};

export type UpdateRestaurantInput = {
  deliveryCharge?: string | null | undefined;
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

export type UpdateUserInput = {
  email: string;
  fullname: string;
  /** Empty or absent keeps the current password. */
  password?: string | null | undefined;
};

export type UserRole = 'admin' | 'owner';

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;

export type SignUpMutation = { signUp: { success: boolean; message: string } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;

export type RequestPasswordResetMutation = { requestPasswordReset: { success: boolean; message: string } };

export type ResetPasswordMutationVariables = Exact<{
  email: string;
  token: string;
  password: string;
}>;

export type ResetPasswordMutation = { resetPassword: { success: boolean; message: string } };

export type UserQueryVariables = Exact<{
  id: string;
}>;

export type UserQuery = {
  user: { id: string; fullname: string; email: string; role: UserRole; profilePicture: string | null; demo: boolean };
};

export type UpdateUserMutationVariables = Exact<{
  id: string;
  input: UpdateUserInput;
}>;

export type UpdateUserMutation = {
  updateUser: {
    success: boolean;
    message: string;
    token: string | null;
    user: { id: string; fullname: string; email: string; role: UserRole; profilePicture: string | null; demo: boolean };
  };
};

export type PlansQueryVariables = Exact<{ [key: string]: never }>;

export type PlansQuery = {
  plans: Array<{ id: string; name: string; priceCents: number; restaurants: number | null; priceId: string | null }>;
};

export type SubscriptionQueryVariables = Exact<{
  userId: string;
}>;

export type SubscriptionQuery = {
  subscription: {
    status: string;
    planId: string | null;
    planName: string | null;
    numberOfRestaurants: number | null;
    currentPeriodEnd: string | null;
    cancelAtPeriodEnd: boolean;
    stripeCustomerId: string | null;
  };
};

export type CreateCheckoutSessionMutationVariables = Exact<{
  input: CheckoutInput;
}>;

export type CreateCheckoutSessionMutation = { createCheckoutSession: { sessionId: string; url: string } };

export type CreatePortalSessionMutationVariables = Exact<{
  customerId?: string | null | undefined;
}>;

export type CreatePortalSessionMutation = { createPortalSession: { url: string } };

export type EnterCashierScreenMutationVariables = Exact<{
  restaurantId: string;
  pin: string;
}>;

export type EnterCashierScreenMutation = {
  enterCashierScreen: {
    token: string;
    restaurantId: string;
    role: ScopedRole;
    employeeId: string | null;
    name: string;
    expiresAt: string;
  };
};

export type ConfirmSecurityPinMutationVariables = Exact<{
  restaurantId: string;
  securityPin: string;
}>;

export type ConfirmSecurityPinMutation = { confirmSecurityPin: { token: string } };

export type TerminalMenuQueryVariables = Exact<{
  restaurantId: string;
}>;

export type TerminalMenuQuery = {
  menu: {
    restaurantId: string;
    categories: Array<{
      id: string;
      name: string;
      products: Array<{
        id: string;
        categoryId: string;
        name: string;
        priceCents: number;
        sizes: Array<{ id: string; sizeName: string; priceCents: number }>;
      }>;
    }>;
    specials: Array<{
      id: string;
      name: string;
      priceCents: number;
      items: Array<{ id: string; productName: string; quantity: number }>;
    }>;
    toppings: Array<{
      id: string;
      name: string;
      basePriceCents: number;
      extras: { id: string; littlePriceCents: number; regularPriceCents: number; extraPriceCents: number } | null;
    }>;
    sides: Array<{ id: string; name: string; basePriceCents: number }>;
  };
};

export type ReceiptCustomerFragment = {
  id: string;
  fullName: string;
  phoneNumber: string;
  street1: string;
  street2: string;
  city: string;
  zipcode: string;
  country: string;
  notes: string;
};

export type LineSelectionFieldsFragment = {
  productId: string | null;
  sizeId: string | null;
  specialId: string | null;
  sideId: string | null;
  sides: Array<string>;
  toppings: Array<{ toppingId: string; level: ToppingLevel; placement: ToppingPlacement }>;
  items: Array<{
    itemId: string;
    sides: Array<string>;
    toppings: Array<{ toppingId: string; level: ToppingLevel; placement: ToppingPlacement }>;
  }>;
};

export type ReceiptLineFragment = {
  id: string;
  kind: OrderLineKind;
  productName: string;
  open: boolean;
  quantity: number;
  unitPriceCents: number;
  priceCents: number;
  notes: string;
  parts: Array<{ text: string; depth: number; priceCents: number }>;
  selection: {
    productId: string | null;
    sizeId: string | null;
    specialId: string | null;
    sideId: string | null;
    sides: Array<string>;
    toppings: Array<{ toppingId: string; level: ToppingLevel; placement: ToppingPlacement }>;
    items: Array<{
      itemId: string;
      sides: Array<string>;
      toppings: Array<{ toppingId: string; level: ToppingLevel; placement: ToppingPlacement }>;
    }>;
  } | null;
};

export type ReceiptFragment = {
  id: string;
  restaurantId: string;
  orderNumber: number;
  orderType: OrderType;
  customerId: string | null;
  employeeName: string;
  notes: string;
  scheduleTime: string | null;
  createdAtLocal: string;
  subtotalCents: number;
  deliveryChargeCents: number;
  taxPercentage: number;
  taxCents: number;
  totalCents: number;
  tender: Tender | null;
  cashGivenCents: number | null;
  changeDueCents: number | null;
  printCount: number;
  restaurantName: string;
  restaurantAddress: string;
  restaurantPhone: string;
  timeZone: string;
  version: number;
  customer: {
    id: string;
    fullName: string;
    phoneNumber: string;
    street1: string;
    street2: string;
    city: string;
    zipcode: string;
    country: string;
    notes: string;
  } | null;
  lines: Array<{
    id: string;
    kind: OrderLineKind;
    productName: string;
    open: boolean;
    quantity: number;
    unitPriceCents: number;
    priceCents: number;
    notes: string;
    parts: Array<{ text: string; depth: number; priceCents: number }>;
    selection: {
      productId: string | null;
      sizeId: string | null;
      specialId: string | null;
      sideId: string | null;
      sides: Array<string>;
      toppings: Array<{ toppingId: string; level: ToppingLevel; placement: ToppingPlacement }>;
      items: Array<{
        itemId: string;
        sides: Array<string>;
        toppings: Array<{ toppingId: string; level: ToppingLevel; placement: ToppingPlacement }>;
      }>;
    } | null;
  }>;
  prints: Array<{ number: number; stamp: string | null; printedAtLocal: string }>;
};

export type OrderQueryVariables = Exact<{
  id: string;
}>;

export type OrderQuery = {
  order: {
    id: string;
    restaurantId: string;
    orderNumber: number;
    orderType: OrderType;
    customerId: string | null;
    employeeName: string;
    notes: string;
    scheduleTime: string | null;
    createdAtLocal: string;
    subtotalCents: number;
    deliveryChargeCents: number;
    taxPercentage: number;
    taxCents: number;
    totalCents: number;
    tender: Tender | null;
    cashGivenCents: number | null;
    changeDueCents: number | null;
    printCount: number;
    restaurantName: string;
    restaurantAddress: string;
    restaurantPhone: string;
    timeZone: string;
    version: number;
    customer: {
      id: string;
      fullName: string;
      phoneNumber: string;
      street1: string;
      street2: string;
      city: string;
      zipcode: string;
      country: string;
      notes: string;
    } | null;
    lines: Array<{
      id: string;
      kind: OrderLineKind;
      productName: string;
      open: boolean;
      quantity: number;
      unitPriceCents: number;
      priceCents: number;
      notes: string;
      parts: Array<{ text: string; depth: number; priceCents: number }>;
      selection: {
        productId: string | null;
        sizeId: string | null;
        specialId: string | null;
        sideId: string | null;
        sides: Array<string>;
        toppings: Array<{ toppingId: string; level: ToppingLevel; placement: ToppingPlacement }>;
        items: Array<{
          itemId: string;
          sides: Array<string>;
          toppings: Array<{ toppingId: string; level: ToppingLevel; placement: ToppingPlacement }>;
        }>;
      } | null;
    }>;
    prints: Array<{ number: number; stamp: string | null; printedAtLocal: string }>;
  };
};

export type CustomerByPhoneQueryVariables = Exact<{
  restaurantId: string;
  phone: string;
}>;

export type CustomerByPhoneQuery = {
  customerByPhone: {
    id: string;
    fullName: string;
    phoneNumber: string;
    street1: string;
    street2: string;
    city: string;
    zipcode: string;
    country: string;
    notes: string;
    lastOrder: {
      id: string;
      orderNumber: number;
      createdAtLocal: string;
      lines: Array<{
        id: string;
        kind: OrderLineKind;
        productName: string;
        open: boolean;
        quantity: number;
        unitPriceCents: number;
        priceCents: number;
        notes: string;
        parts: Array<{ text: string; depth: number; priceCents: number }>;
        selection: {
          productId: string | null;
          sizeId: string | null;
          specialId: string | null;
          sideId: string | null;
          sides: Array<string>;
          toppings: Array<{ toppingId: string; level: ToppingLevel; placement: ToppingPlacement }>;
          items: Array<{
            itemId: string;
            sides: Array<string>;
            toppings: Array<{ toppingId: string; level: ToppingLevel; placement: ToppingPlacement }>;
          }>;
        } | null;
      }>;
    } | null;
  } | null;
};

export type CreateCustomerMutationVariables = Exact<{
  input: CustomerInput;
}>;

export type CreateCustomerMutation = {
  createCustomer: {
    id: string;
    fullName: string;
    phoneNumber: string;
    street1: string;
    street2: string;
    city: string;
    zipcode: string;
    country: string;
    notes: string;
  };
};

export type UpdateCustomerMutationVariables = Exact<{
  id: string;
  input: CustomerInput;
}>;

export type UpdateCustomerMutation = {
  updateCustomer: {
    id: string;
    fullName: string;
    phoneNumber: string;
    street1: string;
    street2: string;
    city: string;
    zipcode: string;
    country: string;
    notes: string;
  };
};

export type AddressSuggestionsQueryVariables = Exact<{
  query: string;
}>;

export type AddressSuggestionsQuery = {
  addressSuggestions: Array<{ label: string; street1: string; city: string; zipcode: string; country: string }>;
};

export type CreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
  key?: string | null | undefined;
}>;

export type CreateOrderMutation = {
  createOrder: {
    id: string;
    restaurantId: string;
    orderNumber: number;
    orderType: OrderType;
    customerId: string | null;
    employeeName: string;
    notes: string;
    scheduleTime: string | null;
    createdAtLocal: string;
    subtotalCents: number;
    deliveryChargeCents: number;
    taxPercentage: number;
    taxCents: number;
    totalCents: number;
    tender: Tender | null;
    cashGivenCents: number | null;
    changeDueCents: number | null;
    printCount: number;
    restaurantName: string;
    restaurantAddress: string;
    restaurantPhone: string;
    timeZone: string;
    version: number;
    customer: {
      id: string;
      fullName: string;
      phoneNumber: string;
      street1: string;
      street2: string;
      city: string;
      zipcode: string;
      country: string;
      notes: string;
    } | null;
    lines: Array<{
      id: string;
      kind: OrderLineKind;
      productName: string;
      open: boolean;
      quantity: number;
      unitPriceCents: number;
      priceCents: number;
      notes: string;
      parts: Array<{ text: string; depth: number; priceCents: number }>;
      selection: {
        productId: string | null;
        sizeId: string | null;
        specialId: string | null;
        sideId: string | null;
        sides: Array<string>;
        toppings: Array<{ toppingId: string; level: ToppingLevel; placement: ToppingPlacement }>;
        items: Array<{
          itemId: string;
          sides: Array<string>;
          toppings: Array<{ toppingId: string; level: ToppingLevel; placement: ToppingPlacement }>;
        }>;
      } | null;
    }>;
    prints: Array<{ number: number; stamp: string | null; printedAtLocal: string }>;
  };
};

export type UpdateOrderMutationVariables = Exact<{
  id: string;
  input: UpdateOrderInput;
}>;

export type UpdateOrderMutation = {
  updateOrder: {
    id: string;
    restaurantId: string;
    orderNumber: number;
    orderType: OrderType;
    customerId: string | null;
    employeeName: string;
    notes: string;
    scheduleTime: string | null;
    createdAtLocal: string;
    subtotalCents: number;
    deliveryChargeCents: number;
    taxPercentage: number;
    taxCents: number;
    totalCents: number;
    tender: Tender | null;
    cashGivenCents: number | null;
    changeDueCents: number | null;
    printCount: number;
    restaurantName: string;
    restaurantAddress: string;
    restaurantPhone: string;
    timeZone: string;
    version: number;
    customer: {
      id: string;
      fullName: string;
      phoneNumber: string;
      street1: string;
      street2: string;
      city: string;
      zipcode: string;
      country: string;
      notes: string;
    } | null;
    lines: Array<{
      id: string;
      kind: OrderLineKind;
      productName: string;
      open: boolean;
      quantity: number;
      unitPriceCents: number;
      priceCents: number;
      notes: string;
      parts: Array<{ text: string; depth: number; priceCents: number }>;
      selection: {
        productId: string | null;
        sizeId: string | null;
        specialId: string | null;
        sideId: string | null;
        sides: Array<string>;
        toppings: Array<{ toppingId: string; level: ToppingLevel; placement: ToppingPlacement }>;
        items: Array<{
          itemId: string;
          sides: Array<string>;
          toppings: Array<{ toppingId: string; level: ToppingLevel; placement: ToppingPlacement }>;
        }>;
      } | null;
    }>;
    prints: Array<{ number: number; stamp: string | null; printedAtLocal: string }>;
  };
};

export type AddOrderLineMutationVariables = Exact<{
  input: OrderLineInput;
  key?: string | null | undefined;
}>;

export type AddOrderLineMutation = {
  addOrderLine: {
    line: { id: string };
    order: {
      id: string;
      restaurantId: string;
      orderNumber: number;
      orderType: OrderType;
      customerId: string | null;
      employeeName: string;
      notes: string;
      scheduleTime: string | null;
      createdAtLocal: string;
      subtotalCents: number;
      deliveryChargeCents: number;
      taxPercentage: number;
      taxCents: number;
      totalCents: number;
      tender: Tender | null;
      cashGivenCents: number | null;
      changeDueCents: number | null;
      printCount: number;
      restaurantName: string;
      restaurantAddress: string;
      restaurantPhone: string;
      timeZone: string;
      version: number;
      customer: {
        id: string;
        fullName: string;
        phoneNumber: string;
        street1: string;
        street2: string;
        city: string;
        zipcode: string;
        country: string;
        notes: string;
      } | null;
      lines: Array<{
        id: string;
        kind: OrderLineKind;
        productName: string;
        open: boolean;
        quantity: number;
        unitPriceCents: number;
        priceCents: number;
        notes: string;
        parts: Array<{ text: string; depth: number; priceCents: number }>;
        selection: {
          productId: string | null;
          sizeId: string | null;
          specialId: string | null;
          sideId: string | null;
          sides: Array<string>;
          toppings: Array<{ toppingId: string; level: ToppingLevel; placement: ToppingPlacement }>;
          items: Array<{
            itemId: string;
            sides: Array<string>;
            toppings: Array<{ toppingId: string; level: ToppingLevel; placement: ToppingPlacement }>;
          }>;
        } | null;
      }>;
      prints: Array<{ number: number; stamp: string | null; printedAtLocal: string }>;
    };
  };
};

export type AddOpenItemMutationVariables = Exact<{
  input: OpenItemInput;
  key?: string | null | undefined;
}>;

export type AddOpenItemMutation = {
  addOpenItem: {
    line: { id: string };
    order: {
      id: string;
      restaurantId: string;
      orderNumber: number;
      orderType: OrderType;
      customerId: string | null;
      employeeName: string;
      notes: string;
      scheduleTime: string | null;
      createdAtLocal: string;
      subtotalCents: number;
      deliveryChargeCents: number;
      taxPercentage: number;
      taxCents: number;
      totalCents: number;
      tender: Tender | null;
      cashGivenCents: number | null;
      changeDueCents: number | null;
      printCount: number;
      restaurantName: string;
      restaurantAddress: string;
      restaurantPhone: string;
      timeZone: string;
      version: number;
      customer: {
        id: string;
        fullName: string;
        phoneNumber: string;
        street1: string;
        street2: string;
        city: string;
        zipcode: string;
        country: string;
        notes: string;
      } | null;
      lines: Array<{
        id: string;
        kind: OrderLineKind;
        productName: string;
        open: boolean;
        quantity: number;
        unitPriceCents: number;
        priceCents: number;
        notes: string;
        parts: Array<{ text: string; depth: number; priceCents: number }>;
        selection: {
          productId: string | null;
          sizeId: string | null;
          specialId: string | null;
          sideId: string | null;
          sides: Array<string>;
          toppings: Array<{ toppingId: string; level: ToppingLevel; placement: ToppingPlacement }>;
          items: Array<{
            itemId: string;
            sides: Array<string>;
            toppings: Array<{ toppingId: string; level: ToppingLevel; placement: ToppingPlacement }>;
          }>;
        } | null;
      }>;
      prints: Array<{ number: number; stamp: string | null; printedAtLocal: string }>;
    };
  };
};

export type RemoveOrderLineMutationVariables = Exact<{
  id: string;
}>;

export type RemoveOrderLineMutation = {
  removeOrderLine: {
    id: string;
    restaurantId: string;
    orderNumber: number;
    orderType: OrderType;
    customerId: string | null;
    employeeName: string;
    notes: string;
    scheduleTime: string | null;
    createdAtLocal: string;
    subtotalCents: number;
    deliveryChargeCents: number;
    taxPercentage: number;
    taxCents: number;
    totalCents: number;
    tender: Tender | null;
    cashGivenCents: number | null;
    changeDueCents: number | null;
    printCount: number;
    restaurantName: string;
    restaurantAddress: string;
    restaurantPhone: string;
    timeZone: string;
    version: number;
    customer: {
      id: string;
      fullName: string;
      phoneNumber: string;
      street1: string;
      street2: string;
      city: string;
      zipcode: string;
      country: string;
      notes: string;
    } | null;
    lines: Array<{
      id: string;
      kind: OrderLineKind;
      productName: string;
      open: boolean;
      quantity: number;
      unitPriceCents: number;
      priceCents: number;
      notes: string;
      parts: Array<{ text: string; depth: number; priceCents: number }>;
      selection: {
        productId: string | null;
        sizeId: string | null;
        specialId: string | null;
        sideId: string | null;
        sides: Array<string>;
        toppings: Array<{ toppingId: string; level: ToppingLevel; placement: ToppingPlacement }>;
        items: Array<{
          itemId: string;
          sides: Array<string>;
          toppings: Array<{ toppingId: string; level: ToppingLevel; placement: ToppingPlacement }>;
        }>;
      } | null;
    }>;
    prints: Array<{ number: number; stamp: string | null; printedAtLocal: string }>;
  };
};

export type PrintOrderMutationVariables = Exact<{
  id: string;
  tender?: TenderInput | null | undefined;
}>;

export type PrintOrderMutation = {
  printOrder: {
    print: { number: number; stamp: string | null; printedAtLocal: string };
    order: {
      id: string;
      restaurantId: string;
      orderNumber: number;
      orderType: OrderType;
      customerId: string | null;
      employeeName: string;
      notes: string;
      scheduleTime: string | null;
      createdAtLocal: string;
      subtotalCents: number;
      deliveryChargeCents: number;
      taxPercentage: number;
      taxCents: number;
      totalCents: number;
      tender: Tender | null;
      cashGivenCents: number | null;
      changeDueCents: number | null;
      printCount: number;
      restaurantName: string;
      restaurantAddress: string;
      restaurantPhone: string;
      timeZone: string;
      version: number;
      customer: {
        id: string;
        fullName: string;
        phoneNumber: string;
        street1: string;
        street2: string;
        city: string;
        zipcode: string;
        country: string;
        notes: string;
      } | null;
      lines: Array<{
        id: string;
        kind: OrderLineKind;
        productName: string;
        open: boolean;
        quantity: number;
        unitPriceCents: number;
        priceCents: number;
        notes: string;
        parts: Array<{ text: string; depth: number; priceCents: number }>;
        selection: {
          productId: string | null;
          sizeId: string | null;
          specialId: string | null;
          sideId: string | null;
          sides: Array<string>;
          toppings: Array<{ toppingId: string; level: ToppingLevel; placement: ToppingPlacement }>;
          items: Array<{
            itemId: string;
            sides: Array<string>;
            toppings: Array<{ toppingId: string; level: ToppingLevel; placement: ToppingPlacement }>;
          }>;
        } | null;
      }>;
      prints: Array<{ number: number; stamp: string | null; printedAtLocal: string }>;
    };
  };
};

export type HistoryCardFragment = {
  id: string;
  orderNumber: number;
  orderType: OrderType;
  createdAtLocal: string;
  employeeName: string;
  scheduleTime: string | null;
  totalCents: number;
  tender: Tender | null;
  printCount: number;
  version: number;
  customer: { id: string; fullName: string; phoneNumber: string; street1: string; city: string } | null;
};

export type OrderHistoryQueryVariables = Exact<{
  restaurantId: string;
  filter?: OrderFilter | null | undefined;
  first?: number | null | undefined;
  before?: number | null | undefined;
}>;

export type OrderHistoryQuery = {
  orders: {
    nextBefore: number | null;
    orders: Array<{
      id: string;
      orderNumber: number;
      orderType: OrderType;
      createdAtLocal: string;
      employeeName: string;
      scheduleTime: string | null;
      totalCents: number;
      tender: Tender | null;
      printCount: number;
      version: number;
      customer: { id: string; fullName: string; phoneNumber: string; street1: string; city: string } | null;
    }>;
  };
};

export type DeleteOrderMutationVariables = Exact<{
  id: string;
}>;

export type DeleteOrderMutation = { deleteOrder: { success: boolean; message: string } };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;

export type SendContactMessageMutation = { sendContactMessage: { success: boolean; message: string } };

export type EnterDriverScreenMutationVariables = Exact<{
  restaurantId: string;
  pin: string;
}>;

export type EnterDriverScreenMutation = {
  enterDriverScreen: {
    token: string;
    restaurantId: string;
    role: ScopedRole;
    employeeId: string | null;
    name: string;
    expiresAt: string;
  };
};

export type ConfirmCashoutPinMutationVariables = Exact<{
  restaurantId: string;
  securityPin: string;
}>;

export type ConfirmCashoutPinMutation = { confirmSecurityPin: { token: string } };

export type WaitingDeliveryFragment = {
  orderId: string;
  orderNumber: number;
  customerName: string | null;
  street1: string;
  street2: string;
  city: string;
  zipcode: string;
  totalCents: number;
  createdAt: string;
  createdAtLocal: string;
  firstPrintedAt: string | null;
};

export type UnassignedOrdersQueryVariables = Exact<{
  restaurantId: string;
}>;

export type UnassignedOrdersQuery = {
  unassignedOrders: Array<{
    orderId: string;
    orderNumber: number;
    customerName: string | null;
    street1: string;
    street2: string;
    city: string;
    zipcode: string;
    totalCents: number;
    createdAt: string;
    createdAtLocal: string;
    firstPrintedAt: string | null;
  }>;
};

export type DriverTripCardFragment = {
  id: string;
  orderId: string;
  orderNumber: number;
  customerName: string | null;
  street1: string;
  street2: string;
  city: string;
  zipcode: string;
  totalCents: number;
  deliveryChargeCents: number;
  owedCents: number;
  status: TripStatus;
  assignedAt: string;
  assignedAtLocal: string;
  cashoutId: string | null;
  orderDeleted: boolean;
};

export type DriversOutQueryVariables = Exact<{
  restaurantId: string;
}>;

export type DriversOutQuery = {
  driversOut: Array<{
    leftAt: string;
    leftAtLocal: string;
    driver: { id: string; name: string };
    trips: Array<{ id: string; orderNumber: number }>;
  }>;
};

export type AssignOrdersMutationVariables = Exact<{
  input: AssignOrdersInput;
}>;

export type AssignOrdersMutation = {
  assignOrders: {
    success: boolean;
    message: string;
    unavailable: Array<string>;
    trips: Array<{ id: string; orderNumber: number; driver: { id: string; name: string } }>;
    taken: Array<{ orderId: string; orderNumber: number; driverName: string }>;
  };
};

export type MarkDriverBackMutationVariables = Exact<{
  driverId: string;
}>;

export type MarkDriverBackMutation = { markDriverBack: { success: boolean; message: string; trips: number } };

export type CashoutFieldsFragment = {
  id: string;
  tripCount: number;
  ordersTotalCents: number;
  deliveryChargesCents: number;
  floatCents: number;
  expectedCents: number;
  countedCents: number | null;
  overShortCents: number | null;
  approvedBy: string;
  approvedByRole: string;
  cashedOutAt: string;
  cashedOutAtLocal: string;
};

export type DriverBalanceCardFragment = {
  owedCents: number;
  ordersTotalCents: number;
  deliveryChargesCents: number;
  floatCents: number;
  openTrips: number;
  out: boolean;
  lastCashedOutAt: string | null;
  lastCashedOutAtLocal: string | null;
  driver: { id: string; name: string };
};

export type DriversQueryVariables = Exact<{
  restaurantId: string;
}>;

export type DriversQuery = {
  drivers: Array<{
    owedCents: number;
    ordersTotalCents: number;
    deliveryChargesCents: number;
    floatCents: number;
    openTrips: number;
    out: boolean;
    lastCashedOutAt: string | null;
    lastCashedOutAtLocal: string | null;
    driver: { id: string; name: string };
  }>;
};

export type DriverPageQueryVariables = Exact<{
  driverId: string;
  period: DriverPeriod;
}>;

export type DriverPageQuery = {
  driverBalance: {
    owedCents: number;
    ordersTotalCents: number;
    deliveryChargesCents: number;
    floatCents: number;
    openTrips: number;
    out: boolean;
    lastCashedOutAt: string | null;
    lastCashedOutAtLocal: string | null;
    driver: { id: string; name: string };
  };
  driverOrders: Array<{
    id: string;
    orderId: string;
    orderNumber: number;
    customerName: string | null;
    street1: string;
    street2: string;
    city: string;
    zipcode: string;
    totalCents: number;
    deliveryChargeCents: number;
    owedCents: number;
    status: TripStatus;
    assignedAt: string;
    assignedAtLocal: string;
    cashoutId: string | null;
    orderDeleted: boolean;
  }>;
};

export type DriverCashoutsQueryVariables = Exact<{
  driverId: string;
}>;

export type DriverCashoutsQuery = {
  driverCashouts: Array<{
    id: string;
    tripCount: number;
    ordersTotalCents: number;
    deliveryChargesCents: number;
    floatCents: number;
    expectedCents: number;
    countedCents: number | null;
    overShortCents: number | null;
    approvedBy: string;
    approvedByRole: string;
    cashedOutAt: string;
    cashedOutAtLocal: string;
  }>;
};

export type CashOutDriverMutationVariables = Exact<{
  input: CashOutInput;
  idempotencyKey: string;
}>;

export type CashOutDriverMutation = {
  cashOutDriver: {
    status: CashoutStatus;
    idempotencyKey: string;
    cashout: {
      id: string;
      tripCount: number;
      ordersTotalCents: number;
      deliveryChargesCents: number;
      floatCents: number;
      expectedCents: number;
      countedCents: number | null;
      overShortCents: number | null;
      approvedBy: string;
      approvedByRole: string;
      cashedOutAt: string;
      cashedOutAtLocal: string;
    } | null;
  };
};

export type CashoutRequestQueryVariables = Exact<{
  driverId: string;
  idempotencyKey: string;
}>;

export type CashoutRequestQuery = {
  cashoutRequest: {
    status: CashoutStatus;
    idempotencyKey: string;
    cashout: {
      id: string;
      tripCount: number;
      ordersTotalCents: number;
      deliveryChargesCents: number;
      floatCents: number;
      expectedCents: number;
      countedCents: number | null;
      overShortCents: number | null;
      approvedBy: string;
      approvedByRole: string;
      cashedOutAt: string;
      cashedOutAtLocal: string;
    } | null;
  };
};

export type EmployeeFieldsFragment = {
  id: string;
  restaurantId: string;
  name: string;
  role: EmployeeRole;
  maskedPin: string;
};

export type EmployeesQueryVariables = Exact<{
  restaurantId: string;
}>;

export type EmployeesQuery = {
  employees: Array<{ id: string; restaurantId: string; name: string; role: EmployeeRole; maskedPin: string }>;
};

export type CreateEmployeeMutationVariables = Exact<{
  input: CreateEmployeeInput;
}>;

export type CreateEmployeeMutation = {
  createEmployee: { id: string; restaurantId: string; name: string; role: EmployeeRole; maskedPin: string };
};

export type UpdateEmployeeMutationVariables = Exact<{
  id: string;
  input: UpdateEmployeeInput;
}>;

export type UpdateEmployeeMutation = {
  updateEmployee: { id: string; restaurantId: string; name: string; role: EmployeeRole; maskedPin: string };
};

export type DeleteEmployeeMutationVariables = Exact<{
  id: string;
}>;

export type DeleteEmployeeMutation = { deleteEmployee: { success: boolean; message: string } };

export type CategoryFieldsFragment = { id: string; restaurantId: string; name: string };

export type ProductFieldsFragment = {
  id: string;
  numericId: number;
  restaurantId: string;
  categoryId: string;
  name: string;
  priceCents: number;
  sizes: Array<{ id: string; productId: string; sizeName: string; priceCents: number }>;
};

export type SpecialFieldsFragment = {
  id: string;
  numericId: number;
  restaurantId: string;
  name: string;
  priceCents: number;
  items: Array<{ id: string; specialId: string; productName: string; quantity: number }>;
};

export type ToppingFieldsFragment = {
  id: string;
  numericId: number;
  restaurantId: string;
  name: string;
  basePriceCents: number;
  extras: {
    id: string;
    toppingId: string;
    littlePriceCents: number;
    regularPriceCents: number;
    extraPriceCents: number;
  } | null;
};

export type SideFieldsFragment = { id: string; restaurantId: string; name: string; basePriceCents: number };

export type CategoriesQueryVariables = Exact<{
  restaurantId: string;
}>;

export type CategoriesQuery = { categories: Array<{ id: string; restaurantId: string; name: string }> };

export type CategoryQueryVariables = Exact<{
  id: string;
}>;

export type CategoryQuery = { category: { id: string; restaurantId: string; name: string } };

export type CreateCategoryMutationVariables = Exact<{
  input: CreateCategoryInput;
}>;

export type CreateCategoryMutation = { createCategory: { id: string; restaurantId: string; name: string } };

export type UpdateCategoryMutationVariables = Exact<{
  id: string;
  name: string;
}>;

export type UpdateCategoryMutation = { updateCategory: { id: string; restaurantId: string; name: string } };

export type DeleteCategoryMutationVariables = Exact<{
  id: string;
}>;

export type DeleteCategoryMutation = { deleteCategory: { success: boolean; message: string } };

export type ProductsQueryVariables = Exact<{
  restaurantId: string;
  categoryId?: string | null | undefined;
}>;

export type ProductsQuery = {
  products: Array<{
    id: string;
    numericId: number;
    restaurantId: string;
    categoryId: string;
    name: string;
    priceCents: number;
    sizes: Array<{ id: string; productId: string; sizeName: string; priceCents: number }>;
  }>;
};

export type CreateProductMutationVariables = Exact<{
  input: CreateProductInput;
}>;

export type CreateProductMutation = {
  createProduct: {
    id: string;
    numericId: number;
    restaurantId: string;
    categoryId: string;
    name: string;
    priceCents: number;
    sizes: Array<{ id: string; productId: string; sizeName: string; priceCents: number }>;
  };
};

export type UpdateProductMutationVariables = Exact<{
  id: string;
  input: UpdateProductInput;
}>;

export type UpdateProductMutation = {
  updateProduct: {
    id: string;
    numericId: number;
    restaurantId: string;
    categoryId: string;
    name: string;
    priceCents: number;
    sizes: Array<{ id: string; productId: string; sizeName: string; priceCents: number }>;
  };
};

export type DeleteProductMutationVariables = Exact<{
  id: string;
}>;

export type DeleteProductMutation = { deleteProduct: { success: boolean; message: string } };

export type CreateProductSizeMutationVariables = Exact<{
  input: CreateProductSizeInput;
}>;

export type CreateProductSizeMutation = { createProductSize: { id: string } };

export type UpdateProductSizeMutationVariables = Exact<{
  id: string;
  input: UpdateProductSizeInput;
}>;

export type UpdateProductSizeMutation = { updateProductSize: { id: string } };

export type DeleteProductSizeMutationVariables = Exact<{
  id: string;
}>;

export type DeleteProductSizeMutation = { deleteProductSize: { success: boolean; message: string } };

export type SpecialsQueryVariables = Exact<{
  restaurantId: string;
}>;

export type SpecialsQuery = {
  specials: Array<{
    id: string;
    numericId: number;
    restaurantId: string;
    name: string;
    priceCents: number;
    items: Array<{ id: string; specialId: string; productName: string; quantity: number }>;
  }>;
};

export type SaveSpecialMutationVariables = Exact<{
  input: SaveSpecialInput;
}>;

export type SaveSpecialMutation = {
  saveSpecial: {
    id: string;
    numericId: number;
    restaurantId: string;
    name: string;
    priceCents: number;
    items: Array<{ id: string; specialId: string; productName: string; quantity: number }>;
  };
};

export type DeleteSpecialMutationVariables = Exact<{
  id: string;
}>;

export type DeleteSpecialMutation = { deleteSpecial: { success: boolean; message: string } };

export type ToppingsQueryVariables = Exact<{
  restaurantId: string;
}>;

export type ToppingsQuery = {
  toppings: Array<{
    id: string;
    numericId: number;
    restaurantId: string;
    name: string;
    basePriceCents: number;
    extras: {
      id: string;
      toppingId: string;
      littlePriceCents: number;
      regularPriceCents: number;
      extraPriceCents: number;
    } | null;
  }>;
};

export type SaveToppingMutationVariables = Exact<{
  input: SaveToppingInput;
}>;

export type SaveToppingMutation = {
  saveTopping: {
    id: string;
    numericId: number;
    restaurantId: string;
    name: string;
    basePriceCents: number;
    extras: {
      id: string;
      toppingId: string;
      littlePriceCents: number;
      regularPriceCents: number;
      extraPriceCents: number;
    } | null;
  };
};

export type DeleteToppingMutationVariables = Exact<{
  id: string;
}>;

export type DeleteToppingMutation = { deleteTopping: { success: boolean; message: string } };

export type SidesQueryVariables = Exact<{
  restaurantId: string;
}>;

export type SidesQuery = { sides: Array<{ id: string; restaurantId: string; name: string; basePriceCents: number }> };

export type CreateSideMutationVariables = Exact<{
  input: SideInput;
}>;

export type CreateSideMutation = {
  createSide: { id: string; restaurantId: string; name: string; basePriceCents: number };
};

export type UpdateSideMutationVariables = Exact<{
  id: string;
  input: UpdateSideInput;
}>;

export type UpdateSideMutation = {
  updateSide: { id: string; restaurantId: string; name: string; basePriceCents: number };
};

export type DeleteSideMutationVariables = Exact<{
  id: string;
}>;

export type DeleteSideMutation = { deleteSide: { success: boolean; message: string } };

export type RestaurantsQueryVariables = Exact<{
  ownerId?: string | null | undefined;
}>;

export type RestaurantsQuery = {
  restaurants: Array<{
    id: string;
    ownerId: string;
    name: string;
    description: string | null;
    taxPercentage: number;
    deliveryChargeCents: number;
    fullAddress: string;
    phoneNumber: string;
    timeZone: string;
    createdAt: string;
  }>;
};

export type RestaurantAllowanceQueryVariables = Exact<{ [key: string]: never }>;

export type RestaurantAllowanceQuery = {
  restaurantAllowance: {
    status: string;
    allowed: number | null;
    used: number;
    exempt: boolean;
    canCreate: boolean;
    canOpen: boolean;
  };
};

export type CreateRestaurantMutationVariables = Exact<{
  input: CreateRestaurantInput;
}>;

export type CreateRestaurantMutation = {
  createRestaurant: {
    id: string;
    ownerId: string;
    name: string;
    description: string | null;
    taxPercentage: number;
    deliveryChargeCents: number;
    fullAddress: string;
    phoneNumber: string;
    timeZone: string;
    createdAt: string;
  };
};

export type UpdateRestaurantMutationVariables = Exact<{
  id: string;
  input: UpdateRestaurantInput;
}>;

export type UpdateRestaurantMutation = {
  updateRestaurant: {
    id: string;
    ownerId: string;
    name: string;
    description: string | null;
    taxPercentage: number;
    deliveryChargeCents: number;
    fullAddress: string;
    phoneNumber: string;
    timeZone: string;
    createdAt: string;
  };
};

export type DeleteRestaurantMutationVariables = Exact<{
  id: string;
  securityPin: string;
}>;

export type DeleteRestaurantMutation = { deleteRestaurant: { success: boolean; message: string } };

export type OpenRestaurantMutationVariables = Exact<{
  id: string;
  securityPin: string;
}>;

export type OpenRestaurantMutation = {
  openRestaurant: {
    token: string;
    restaurantId: string;
    role: ScopedRole;
    employeeId: string | null;
    name: string;
    expiresAt: string;
  };
};

export type SetHalfToppingPricingMutationVariables = Exact<{
  restaurantId: string;
  pricing: HalfToppingPricing;
}>;

export type SetHalfToppingPricingMutation = {
  setHalfToppingPricing: { restaurantId: string; halfToppingPricing: HalfToppingPricing };
};

export type OpenRevenueMutationVariables = Exact<{
  id: string;
  securityPin: string;
}>;

export type OpenRevenueMutation = {
  openRestaurant: {
    token: string;
    restaurantId: string;
    role: ScopedRole;
    employeeId: string | null;
    name: string;
    expiresAt: string;
  };
};

export type RevenueQueryVariables = Exact<{
  restaurantId: string;
  period: RevenuePeriod;
}>;

export type RevenueQuery = {
  revenue: {
    restaurantId: string;
    period: RevenuePeriod;
    timeZone: string;
    today: string;
    fromDay: string | null;
    toDay: string | null;
    totalOrders: number;
    totalRevenueCents: number;
    subtotalCents: number;
    taxCents: number;
    deliveryChargeCents: number;
    deliveryOrders: number;
    pickupOrders: number;
    togoOrders: number;
    averageTicketCents: number;
    months: Array<{ month: string; orders: number; revenueCents: number }>;
  };
};

export type SessionUserFragment = {
  id: string;
  fullname: string;
  email: string;
  role: UserRole;
  profilePicture: string | null;
  demo: boolean;
};

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;

export type SignInMutation = {
  signIn: {
    success: boolean;
    message: string;
    token: string;
    user: { id: string; fullname: string; email: string; role: UserRole; profilePicture: string | null; demo: boolean };
  };
};

export type SignOutMutationVariables = Exact<{ [key: string]: never }>;

export type SignOutMutation = { signOut: { success: boolean; message: string } };

export type MeQueryVariables = Exact<{ [key: string]: never }>;

export type MeQuery = {
  me: { id: string; fullname: string; email: string; role: UserRole; profilePicture: string | null; demo: boolean };
};

export type OrderSettingsQueryVariables = Exact<{
  restaurantId: string;
}>;

export type OrderSettingsQuery = { orderSettings: { restaurantId: string; halfToppingPricing: HalfToppingPricing } };

export type RestaurantFieldsFragment = {
  id: string;
  ownerId: string;
  name: string;
  description: string | null;
  taxPercentage: number;
  deliveryChargeCents: number;
  fullAddress: string;
  phoneNumber: string;
  timeZone: string;
  createdAt: string;
};

export type RestaurantQueryVariables = Exact<{
  id: string;
}>;

export type RestaurantQuery = {
  restaurant: {
    id: string;
    ownerId: string;
    name: string;
    description: string | null;
    taxPercentage: number;
    deliveryChargeCents: number;
    fullAddress: string;
    phoneNumber: string;
    timeZone: string;
    createdAt: string;
  };
};

export type ScopedSessionFieldsFragment = {
  token: string;
  restaurantId: string;
  role: ScopedRole;
  employeeId: string | null;
  name: string;
  expiresAt: string;
};

export const ReceiptCustomerFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReceiptCustomer' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Customer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReceiptCustomerFragment, unknown>;
export const LineSelectionFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LineSelectionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LineSelection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sizeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'specialId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sideId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'toppings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'toppingId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                { kind: 'Field', name: { kind: 'Name', value: 'placement' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'sides' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'toppings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'toppingId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'placement' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'sides' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LineSelectionFieldsFragment, unknown>;
export const ReceiptLineFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReceiptLine' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depth' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'open' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unitPriceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selection' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LineSelectionFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LineSelectionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LineSelection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sizeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'specialId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sideId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'toppings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'toppingId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                { kind: 'Field', name: { kind: 'Name', value: 'placement' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'sides' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'toppings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'toppingId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'placement' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'sides' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReceiptLineFragment, unknown>;
export const ReceiptFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Receipt' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReceiptCustomer' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'employeeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduleTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtLocal' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReceiptLine' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryChargeCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taxPercentage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taxCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashGivenCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'changeDueCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'printCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prints' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stamp' } },
                { kind: 'Field', name: { kind: 'Name', value: 'printedAtLocal' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LineSelectionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LineSelection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sizeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'specialId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sideId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'toppings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'toppingId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                { kind: 'Field', name: { kind: 'Name', value: 'placement' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'sides' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'toppings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'toppingId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'placement' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'sides' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReceiptCustomer' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Customer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReceiptLine' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depth' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'open' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unitPriceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selection' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LineSelectionFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReceiptFragment, unknown>;
export const HistoryCardFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HistoryCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtLocal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'employeeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduleTime' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'street1' } },
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'printCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HistoryCardFragment, unknown>;
export const WaitingDeliveryFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WaitingDelivery' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DeliveryOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtLocal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstPrintedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WaitingDeliveryFragment, unknown>;
export const DriverTripCardFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DriverTripCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DriverTrip' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryChargeCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'owedCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedAtLocal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashoutId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderDeleted' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DriverTripCardFragment, unknown>;
export const CashoutFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CashoutFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DriverCashout' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tripCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ordersTotalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryChargesCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'floatCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expectedCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countedCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overShortCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedByRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashedOutAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashedOutAtLocal' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CashoutFieldsFragment, unknown>;
export const DriverBalanceCardFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DriverBalanceCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DriverBalance' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'driver' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'owedCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ordersTotalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryChargesCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'floatCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openTrips' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastCashedOutAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastCashedOutAtLocal' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DriverBalanceCardFragment, unknown>;
export const EmployeeFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EmployeeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Employee' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maskedPin' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EmployeeFieldsFragment, unknown>;
export const CategoryFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CategoryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Category' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CategoryFieldsFragment, unknown>;
export const ProductFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numericId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sizes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sizeName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductFieldsFragment, unknown>;
export const SpecialFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SpecialFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Special' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numericId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'specialId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SpecialFieldsFragment, unknown>;
export const ToppingFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ToppingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Topping' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numericId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'basePriceCents' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'extras' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toppingId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'littlePriceCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'regularPriceCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'extraPriceCents' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ToppingFieldsFragment, unknown>;
export const SideFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SideFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Side' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'basePriceCents' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SideFieldsFragment, unknown>;
export const SessionUserFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const RestaurantFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RestaurantFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Restaurant' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ownerId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taxPercentage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryChargeCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestaurantFieldsFragment, unknown>;
export const ScopedSessionFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScopedSessionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ScopedSession' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'token' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'employeeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ScopedSessionFieldsFragment, unknown>;
export const SignUpDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignUp' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'SignUpInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'signUp' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const RequestPasswordResetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RequestPasswordReset' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requestPasswordReset' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResetPassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resetPassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const UserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'User' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionUser' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserQuery, UserQueryVariables>;
export const UpdateUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateUserInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateUser' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionUser' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const PlansDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Plans' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'plans' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'restaurants' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priceId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlansQuery, PlansQueryVariables>;
export const SubscriptionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Subscription' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'subscription' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'numberOfRestaurants' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currentPeriodEnd' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancelAtPeriodEnd' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stripeCustomerId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SubscriptionQuery, SubscriptionQueryVariables>;
export const CreateCheckoutSessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateCheckoutSession' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'CheckoutInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createCheckoutSession' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'sessionId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateCheckoutSessionMutation, CreateCheckoutSessionMutationVariables>;
export const CreatePortalSessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreatePortalSession' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createPortalSession' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'url' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreatePortalSessionMutation, CreatePortalSessionMutationVariables>;
export const EnterCashierScreenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EnterCashierScreen' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pin' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'enterCashierScreen' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'restaurantId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pin' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pin' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ScopedSessionFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScopedSessionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ScopedSession' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'token' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'employeeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EnterCashierScreenMutation, EnterCashierScreenMutationVariables>;
export const ConfirmSecurityPinDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConfirmSecurityPin' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'securityPin' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'confirmSecurityPin' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'restaurantId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'securityPin' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'securityPin' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'token' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConfirmSecurityPinMutation, ConfirmSecurityPinMutationVariables>;
export const TerminalMenuDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TerminalMenu' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'menu' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'restaurantId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'categories' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'products' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'sizes' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'sizeName' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'specials' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'items' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'toppings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'basePriceCents' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'extras' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'littlePriceCents' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'regularPriceCents' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'extraPriceCents' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'sides' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'basePriceCents' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TerminalMenuQuery, TerminalMenuQueryVariables>;
export const OrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Order' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'order' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'Receipt' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReceiptCustomer' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Customer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LineSelectionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LineSelection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sizeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'specialId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sideId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'toppings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'toppingId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                { kind: 'Field', name: { kind: 'Name', value: 'placement' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'sides' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'toppings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'toppingId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'placement' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'sides' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReceiptLine' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depth' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'open' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unitPriceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selection' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LineSelectionFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Receipt' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReceiptCustomer' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'employeeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduleTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtLocal' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReceiptLine' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryChargeCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taxPercentage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taxCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashGivenCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'changeDueCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'printCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prints' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stamp' } },
                { kind: 'Field', name: { kind: 'Name', value: 'printedAtLocal' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderQuery, OrderQueryVariables>;
export const CustomerByPhoneDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CustomerByPhone' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'phone' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customerByPhone' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'restaurantId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'phone' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'phone' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReceiptCustomer' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lastOrder' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'orderNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAtLocal' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'lines' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReceiptLine' } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LineSelectionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LineSelection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sizeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'specialId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sideId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'toppings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'toppingId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                { kind: 'Field', name: { kind: 'Name', value: 'placement' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'sides' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'toppings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'toppingId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'placement' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'sides' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReceiptCustomer' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Customer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReceiptLine' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depth' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'open' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unitPriceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selection' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LineSelectionFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CustomerByPhoneQuery, CustomerByPhoneQueryVariables>;
export const CreateCustomerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateCustomer' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomerInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createCustomer' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReceiptCustomer' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReceiptCustomer' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Customer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateCustomerMutation, CreateCustomerMutationVariables>;
export const UpdateCustomerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateCustomer' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomerInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateCustomer' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReceiptCustomer' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReceiptCustomer' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Customer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateCustomerMutation, UpdateCustomerMutationVariables>;
export const AddressSuggestionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AddressSuggestions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addressSuggestions' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'street1' } },
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'zipcode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddressSuggestionsQuery, AddressSuggestionsQueryVariables>;
export const CreateOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateOrderInput' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'idempotencyKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'Receipt' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReceiptCustomer' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Customer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LineSelectionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LineSelection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sizeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'specialId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sideId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'toppings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'toppingId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                { kind: 'Field', name: { kind: 'Name', value: 'placement' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'sides' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'toppings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'toppingId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'placement' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'sides' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReceiptLine' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depth' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'open' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unitPriceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selection' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LineSelectionFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Receipt' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReceiptCustomer' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'employeeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduleTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtLocal' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReceiptLine' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryChargeCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taxPercentage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taxCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashGivenCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'changeDueCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'printCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prints' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stamp' } },
                { kind: 'Field', name: { kind: 'Name', value: 'printedAtLocal' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateOrderMutation, CreateOrderMutationVariables>;
export const UpdateOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateOrderInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'Receipt' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReceiptCustomer' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Customer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LineSelectionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LineSelection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sizeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'specialId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sideId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'toppings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'toppingId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                { kind: 'Field', name: { kind: 'Name', value: 'placement' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'sides' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'toppings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'toppingId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'placement' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'sides' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReceiptLine' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depth' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'open' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unitPriceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selection' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LineSelectionFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Receipt' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReceiptCustomer' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'employeeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduleTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtLocal' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReceiptLine' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryChargeCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taxPercentage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taxCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashGivenCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'changeDueCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'printCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prints' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stamp' } },
                { kind: 'Field', name: { kind: 'Name', value: 'printedAtLocal' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateOrderMutation, UpdateOrderMutationVariables>;
export const AddOrderLineDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddOrderLine' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderLineInput' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addOrderLine' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'idempotencyKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'line' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'order' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'Receipt' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReceiptCustomer' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Customer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LineSelectionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LineSelection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sizeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'specialId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sideId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'toppings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'toppingId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                { kind: 'Field', name: { kind: 'Name', value: 'placement' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'sides' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'toppings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'toppingId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'placement' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'sides' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReceiptLine' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depth' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'open' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unitPriceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selection' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LineSelectionFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Receipt' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReceiptCustomer' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'employeeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduleTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtLocal' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReceiptLine' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryChargeCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taxPercentage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taxCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashGivenCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'changeDueCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'printCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prints' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stamp' } },
                { kind: 'Field', name: { kind: 'Name', value: 'printedAtLocal' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddOrderLineMutation, AddOrderLineMutationVariables>;
export const AddOpenItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddOpenItem' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'OpenItemInput' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addOpenItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'idempotencyKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'line' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'order' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'Receipt' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReceiptCustomer' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Customer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LineSelectionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LineSelection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sizeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'specialId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sideId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'toppings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'toppingId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                { kind: 'Field', name: { kind: 'Name', value: 'placement' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'sides' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'toppings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'toppingId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'placement' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'sides' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReceiptLine' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depth' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'open' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unitPriceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selection' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LineSelectionFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Receipt' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReceiptCustomer' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'employeeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduleTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtLocal' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReceiptLine' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryChargeCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taxPercentage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taxCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashGivenCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'changeDueCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'printCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prints' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stamp' } },
                { kind: 'Field', name: { kind: 'Name', value: 'printedAtLocal' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddOpenItemMutation, AddOpenItemMutationVariables>;
export const RemoveOrderLineDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveOrderLine' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeOrderLine' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'Receipt' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReceiptCustomer' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Customer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LineSelectionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LineSelection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sizeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'specialId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sideId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'toppings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'toppingId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                { kind: 'Field', name: { kind: 'Name', value: 'placement' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'sides' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'toppings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'toppingId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'placement' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'sides' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReceiptLine' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depth' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'open' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unitPriceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selection' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LineSelectionFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Receipt' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReceiptCustomer' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'employeeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduleTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtLocal' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReceiptLine' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryChargeCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taxPercentage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taxCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashGivenCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'changeDueCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'printCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prints' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stamp' } },
                { kind: 'Field', name: { kind: 'Name', value: 'printedAtLocal' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveOrderLineMutation, RemoveOrderLineMutationVariables>;
export const PrintOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PrintOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tender' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'TenderInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'printOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tender' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tender' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'print' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stamp' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'printedAtLocal' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'order' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'Receipt' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReceiptCustomer' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Customer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LineSelectionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LineSelection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sizeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'specialId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sideId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'toppings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'toppingId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                { kind: 'Field', name: { kind: 'Name', value: 'placement' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'sides' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'itemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'toppings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'toppingId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'placement' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'sides' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReceiptLine' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'depth' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'open' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unitPriceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selection' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LineSelectionFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Receipt' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReceiptCustomer' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'employeeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduleTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtLocal' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReceiptLine' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'subtotalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryChargeCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taxPercentage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taxCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashGivenCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'changeDueCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'printCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prints' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stamp' } },
                { kind: 'Field', name: { kind: 'Name', value: 'printedAtLocal' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PrintOrderMutation, PrintOrderMutationVariables>;
export const OrderHistoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OrderHistory' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'before' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'orders' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'restaurantId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'before' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'before' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'orders' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HistoryCard' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'nextBefore' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HistoryCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtLocal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'employeeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduleTime' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'street1' } },
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'printCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderHistoryQuery, OrderHistoryQueryVariables>;
export const DeleteOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteOrderMutation, DeleteOrderMutationVariables>;
export const SendContactMessageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SendContactMessage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ContactMessageInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendContactMessage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const EnterDriverScreenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EnterDriverScreen' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pin' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'enterDriverScreen' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'restaurantId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pin' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pin' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ScopedSessionFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScopedSessionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ScopedSession' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'token' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'employeeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EnterDriverScreenMutation, EnterDriverScreenMutationVariables>;
export const ConfirmCashoutPinDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConfirmCashoutPin' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'securityPin' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'confirmSecurityPin' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'restaurantId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'securityPin' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'securityPin' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'token' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConfirmCashoutPinMutation, ConfirmCashoutPinMutationVariables>;
export const UnassignedOrdersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UnassignedOrders' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'unassignedOrders' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'restaurantId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'WaitingDelivery' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WaitingDelivery' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DeliveryOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtLocal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstPrintedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UnassignedOrdersQuery, UnassignedOrdersQueryVariables>;
export const DriversOutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DriversOut' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'driversOut' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'restaurantId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'driver' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'leftAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'leftAtLocal' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'trips' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'orderNumber' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DriversOutQuery, DriversOutQueryVariables>;
export const AssignOrdersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AssignOrders' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AssignOrdersInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignOrders' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'trips' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'orderNumber' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'driver' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'taken' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'orderNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'driverName' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'unavailable' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AssignOrdersMutation, AssignOrdersMutationVariables>;
export const MarkDriverBackDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MarkDriverBack' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'driverId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'markDriverBack' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'driverId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'driverId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trips' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MarkDriverBackMutation, MarkDriverBackMutationVariables>;
export const DriversDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Drivers' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'drivers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'restaurantId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'DriverBalanceCard' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DriverBalanceCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DriverBalance' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'driver' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'owedCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ordersTotalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryChargesCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'floatCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openTrips' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastCashedOutAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastCashedOutAtLocal' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DriversQuery, DriversQueryVariables>;
export const DriverPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DriverPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'driverId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'period' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DriverPeriod' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'driverBalance' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'driverId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'driverId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'DriverBalanceCard' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'driverOrders' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'driverId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'driverId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'period' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'period' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'DriverTripCard' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DriverBalanceCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DriverBalance' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'driver' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'owedCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ordersTotalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryChargesCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'floatCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openTrips' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastCashedOutAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastCashedOutAtLocal' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DriverTripCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DriverTrip' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryChargeCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'owedCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedAtLocal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashoutId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderDeleted' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DriverPageQuery, DriverPageQueryVariables>;
export const DriverCashoutsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DriverCashouts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'driverId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'driverCashouts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'driverId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'driverId' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'first' }, value: { kind: 'IntValue', value: '20' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CashoutFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CashoutFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DriverCashout' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tripCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ordersTotalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryChargesCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'floatCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expectedCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countedCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overShortCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedByRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashedOutAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashedOutAtLocal' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DriverCashoutsQuery, DriverCashoutsQueryVariables>;
export const CashOutDriverDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CashOutDriver' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'CashOutInput' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'idempotencyKey' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cashOutDriver' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'idempotencyKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'idempotencyKey' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'idempotencyKey' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cashout' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CashoutFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CashoutFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DriverCashout' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tripCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ordersTotalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryChargesCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'floatCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expectedCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countedCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overShortCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedByRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashedOutAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashedOutAtLocal' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CashOutDriverMutation, CashOutDriverMutationVariables>;
export const CashoutRequestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CashoutRequest' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'driverId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'idempotencyKey' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cashoutRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'driverId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'driverId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'idempotencyKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'idempotencyKey' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'idempotencyKey' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cashout' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CashoutFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CashoutFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DriverCashout' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tripCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ordersTotalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryChargesCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'floatCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expectedCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'countedCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overShortCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedByRole' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashedOutAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashedOutAtLocal' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CashoutRequestQuery, CashoutRequestQueryVariables>;
export const EmployeesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Employees' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'employees' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'restaurantId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'EmployeeFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EmployeeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Employee' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maskedPin' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EmployeesQuery, EmployeesQueryVariables>;
export const CreateEmployeeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateEmployee' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateEmployeeInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createEmployee' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'EmployeeFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EmployeeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Employee' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maskedPin' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateEmployeeMutation, CreateEmployeeMutationVariables>;
export const UpdateEmployeeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateEmployee' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateEmployeeInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateEmployee' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'EmployeeFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EmployeeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Employee' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maskedPin' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateEmployeeMutation, UpdateEmployeeMutationVariables>;
export const DeleteEmployeeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteEmployee' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteEmployee' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteEmployeeMutation, DeleteEmployeeMutationVariables>;
export const CategoriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Categories' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categories' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'restaurantId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CategoryFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CategoryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Category' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CategoriesQuery, CategoriesQueryVariables>;
export const CategoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Category' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'category' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CategoryFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CategoryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Category' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CategoryQuery, CategoryQueryVariables>;
export const CreateCategoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateCategory' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateCategoryInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createCategory' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CategoryFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CategoryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Category' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateCategoryMutation, CreateCategoryMutationVariables>;
export const UpdateCategoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateCategory' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateCategory' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CategoryFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CategoryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Category' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateCategoryMutation, UpdateCategoryMutationVariables>;
export const DeleteCategoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteCategory' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteCategory' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteCategoryMutation, DeleteCategoryMutationVariables>;
export const ProductsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Products' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'categoryId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'products' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'restaurantId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'categoryId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'categoryId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numericId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sizes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sizeName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductsQuery, ProductsQueryVariables>;
export const CreateProductDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateProduct' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateProductInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createProduct' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numericId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sizes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sizeName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateProductMutation, CreateProductMutationVariables>;
export const UpdateProductDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateProduct' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateProductInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateProduct' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numericId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'categoryId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sizes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sizeName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateProductMutation, UpdateProductMutationVariables>;
export const DeleteProductDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteProduct' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteProduct' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteProductMutation, DeleteProductMutationVariables>;
export const CreateProductSizeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateProductSize' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateProductSizeInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createProductSize' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateProductSizeMutation, CreateProductSizeMutationVariables>;
export const UpdateProductSizeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateProductSize' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateProductSizeInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateProductSize' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateProductSizeMutation, UpdateProductSizeMutationVariables>;
export const DeleteProductSizeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteProductSize' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteProductSize' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteProductSizeMutation, DeleteProductSizeMutationVariables>;
export const SpecialsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Specials' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'specials' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'restaurantId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SpecialFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SpecialFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Special' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numericId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'specialId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SpecialsQuery, SpecialsQueryVariables>;
export const SaveSpecialDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveSpecial' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'SaveSpecialInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveSpecial' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SpecialFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SpecialFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Special' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numericId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'specialId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveSpecialMutation, SaveSpecialMutationVariables>;
export const DeleteSpecialDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteSpecial' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteSpecial' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteSpecialMutation, DeleteSpecialMutationVariables>;
export const ToppingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Toppings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'toppings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'restaurantId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ToppingFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ToppingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Topping' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numericId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'basePriceCents' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'extras' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toppingId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'littlePriceCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'regularPriceCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'extraPriceCents' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ToppingsQuery, ToppingsQueryVariables>;
export const SaveToppingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveTopping' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'SaveToppingInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveTopping' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ToppingFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ToppingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Topping' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numericId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'basePriceCents' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'extras' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toppingId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'littlePriceCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'regularPriceCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'extraPriceCents' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveToppingMutation, SaveToppingMutationVariables>;
export const DeleteToppingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteTopping' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteTopping' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteToppingMutation, DeleteToppingMutationVariables>;
export const SidesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Sides' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sides' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'restaurantId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SideFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SideFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Side' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'basePriceCents' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SidesQuery, SidesQueryVariables>;
export const CreateSideDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateSide' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'SideInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createSide' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SideFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SideFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Side' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'basePriceCents' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateSideMutation, CreateSideMutationVariables>;
export const UpdateSideDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateSide' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateSideInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateSide' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SideFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SideFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Side' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'basePriceCents' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateSideMutation, UpdateSideMutationVariables>;
export const DeleteSideDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteSide' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteSide' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteSideMutation, DeleteSideMutationVariables>;
export const RestaurantsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Restaurants' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ownerId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurants' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ownerId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ownerId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RestaurantFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RestaurantFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Restaurant' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ownerId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taxPercentage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryChargeCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestaurantsQuery, RestaurantsQueryVariables>;
export const RestaurantAllowanceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RestaurantAllowance' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurantAllowance' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'allowed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'used' } },
                { kind: 'Field', name: { kind: 'Name', value: 'exempt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canCreate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canOpen' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestaurantAllowanceQuery, RestaurantAllowanceQueryVariables>;
export const CreateRestaurantDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateRestaurant' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateRestaurantInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createRestaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RestaurantFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RestaurantFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Restaurant' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ownerId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taxPercentage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryChargeCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateRestaurantMutation, CreateRestaurantMutationVariables>;
export const UpdateRestaurantDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateRestaurant' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateRestaurantInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateRestaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RestaurantFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RestaurantFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Restaurant' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ownerId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taxPercentage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryChargeCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateRestaurantMutation, UpdateRestaurantMutationVariables>;
export const DeleteRestaurantDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteRestaurant' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'securityPin' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteRestaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'securityPin' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'securityPin' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteRestaurantMutation, DeleteRestaurantMutationVariables>;
export const OpenRestaurantDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'OpenRestaurant' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'securityPin' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'openRestaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'securityPin' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'securityPin' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ScopedSessionFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScopedSessionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ScopedSession' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'token' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'employeeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OpenRestaurantMutation, OpenRestaurantMutationVariables>;
export const SetHalfToppingPricingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetHalfToppingPricing' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pricing' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'HalfToppingPricing' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setHalfToppingPricing' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'restaurantId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pricing' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pricing' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'halfToppingPricing' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetHalfToppingPricingMutation, SetHalfToppingPricingMutationVariables>;
export const OpenRevenueDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'OpenRevenue' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'securityPin' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'openRestaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'securityPin' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'securityPin' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ScopedSessionFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScopedSessionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ScopedSession' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'token' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'employeeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OpenRevenueMutation, OpenRevenueMutationVariables>;
export const RevenueDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Revenue' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'period' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'RevenuePeriod' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revenue' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'restaurantId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'period' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'period' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'period' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'today' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromDay' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toDay' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalOrders' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalRevenueCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtotalCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'taxCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deliveryChargeCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deliveryOrders' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pickupOrders' } },
                { kind: 'Field', name: { kind: 'Name', value: 'togoOrders' } },
                { kind: 'Field', name: { kind: 'Name', value: 'averageTicketCents' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'months' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'month' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'orders' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'revenueCents' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevenueQuery, RevenueQueryVariables>;
export const SignInDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignIn' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'SignInInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'signIn' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionUser' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const SignOutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignOut' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'signOut' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const MeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Me' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionUser' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const OrderSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OrderSettings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'orderSettings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'restaurantId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restaurantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'restaurantId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'halfToppingPricing' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderSettingsQuery, OrderSettingsQueryVariables>;
export const RestaurantDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Restaurant' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restaurant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RestaurantFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RestaurantFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Restaurant' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ownerId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taxPercentage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveryChargeCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestaurantQuery, RestaurantQueryVariables>;
