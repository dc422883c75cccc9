import type { EmployeeRole } from '../core/roles';

/**
 * Events one service sends another over BullMQ. Each is a projection update:
 * the receiver keeps its own copy and stays correct while the sender is down.
 */

/** billing → auth: what an owner's plan allows now. Queue `entitlements`. */
export const ENTITLEMENTS_QUEUE = 'entitlements';

export interface EntitlementChanged {
  userId: string;
  /** Stripe subscription status (active, trialing, past_due, canceled, …), or 'none'. */
  status: string;
  planId: string | null;
  /** Restaurants allowed; null means unlimited. */
  allowance: number | null;
  currentPeriodEnd: string | null;
  /** Orders updates: a lower version never overwrites a higher one (ms since epoch of the source state). */
  version: number;
}

export const entitlementJobId = (e: EntitlementChanged) => `entitlement-${e.userId}-${e.version}`;

/** auth → billing: "send me every entitlement" (an empty projection), or a check (kit/events/projection.ts). Queue `entitlement-replay`. */
export const ENTITLEMENT_REPLAY_QUEUE = 'entitlement-replay';

/**
 * auth → every service that keeps a restaurant projection (menu, orders,
 * drivers): what the restaurant is now. BullMQ hands a job to one consumer,
 * so each subscriber has a queue of its own. Versioned: a lower version
 * never overwrites a higher one, so events apply in any order and replay
 * safely. A deleted restaurant is an event with `deleted: true`.
 */
export const restaurantEventsQueue = (subscriber: string) => `restaurant-events-${subscriber}`;

export interface RestaurantChanged {
  id: string;
  ownerId: string;
  name: string;
  fullAddress: string;
  phoneNumber: string;
  taxPercentage: number;
  deliveryChargeCents: number;
  /** IANA time zone. */
  timeZone: string;
  /** Staff clock in (docs/decisions/0085-the-time-clock.md): a driver off the clock takes no trips (absent: false). */
  timeClock?: boolean;
  deleted: boolean;
  version: number;
}

export const restaurantJobId = (e: Pick<RestaurantChanged, 'id' | 'version'>) => `restaurant-${e.id}-${e.version}`;

/** subscriber → auth: "send me every restaurant" (a new or emptied projection). Queue `restaurant-replay`. */
export const RESTAURANT_REPLAY_QUEUE = 'restaurant-replay';

export interface RestaurantReplayRequest {
  subscriber: string;
}

/**
 * menu → orders: a restaurant's priced menu as of `version` (the menu's own
 * counter, moved on by every menu write in its transaction). Orders prices
 * lines from its copy, so taking an order never waits on the menu service.
 * Versioned like restaurant events: an older menu never replaces a newer one.
 */
export const menuEventsQueue = (subscriber: string) => `menu-events-${subscriber}`;

/** A menu item marked sold out until `until` (ISO), or until marked available again (null); @zest/pricing's SoldOut. */
export type SoldOutMark = { until: string | null };

export interface PricedMenu {
  products: {
    id: string;
    name: string;
    categoryId: string;
    /** 0 when the product has sizes. */
    priceCents: number;
    sizes: { id: string; sizeName: string; priceCents: number; soldOut?: SoldOutMark | null }[];
    /** Absent on menus published before sold-out marks existed: not sold out. */
    soldOut?: SoldOutMark | null;
    /**
     * false: the product (or its whole category) takes no toppings, and a line
     * with toppings on it is refused. Absent on menus published before the
     * field existed: it takes toppings.
     */
    takesToppings?: boolean;
  }[];
  toppings: {
    id: string;
    name: string;
    /** Every portion's price when the topping has no extras set. */
    basePriceCents: number;
    extras: { littlePriceCents: number; regularPriceCents: number; extraPriceCents: number } | null;
    soldOut?: SoldOutMark | null;
  }[];
  sides: { id: string; name: string; basePriceCents: number; soldOut?: SoldOutMark | null }[];
  specials: {
    id: string;
    name: string;
    priceCents: number;
    soldOut?: SoldOutMark | null;
    items: {
      id: string;
      productName: string;
      quantity: number;
      /** false: the item names a product that takes no toppings, or a side. Absent: it takes toppings. */
      takesToppings?: boolean;
    }[];
  }[];
}

export interface MenuPublished {
  restaurantId: string;
  version: number;
  menu: PricedMenu;
}

export const menuJobId = (e: Pick<MenuPublished, 'restaurantId' | 'version'>) => `menu-${e.restaurantId}-${e.version}`;

/** subscriber → menu: "send me every restaurant's menu" (a new or emptied copy). Queue `menu-replay`. */
export const MENU_REPLAY_QUEUE = 'menu-replay';

export interface MenuReplayRequest {
  subscriber: string;
}

/**
 * auth → every service that keeps a projection of a restaurant's staff
 * (drivers): who works there now, by name and role. Never a PIN. Versioned
 * like restaurant events; a removed employee is an event with `deleted: true`.
 */
export const employeeEventsQueue = (subscriber: string) => `employee-events-${subscriber}`;

export interface EmployeeChanged {
  id: string;
  restaurantId: string;
  name: string;
  role: EmployeeRole;
  /** On the clock now: the role worked, since when (ISO, UTC), on a break (absent or null: off the clock). */
  onShift?: { role: EmployeeRole; since: string; onBreak: boolean } | null;
  deleted: boolean;
  version: number;
}

export const employeeJobId = (e: Pick<EmployeeChanged, 'id' | 'version'>) => `employee-${e.id}-${e.version}`;

/** subscriber → auth: "send me every employee" (a new or emptied projection). Queue `employee-replay`. */
export const EMPLOYEE_REPLAY_QUEUE = 'employee-replay';

/**
 * orders → every service that keeps a projection of orders (drivers):
 * what a delivery order is now, one event per order write, on the Redis
 * stream `ORDER_EVENTS_STREAM` with a consumer group per subscriber
 * (docs/decisions/0042-order-events-on-a-stream.md). Versioned like
 * restaurant events (a lower version never overwrites a higher one); a
 * deleted order is an event with `deleted: true`. Only deliveries are sent,
 * and an order that stops being one (or is deleted or voided after being
 * one), so a subscriber that keeps deliveries hears when one leaves.
 * `orderEventsQueue` names a subscriber's group where queues are named (the
 * operator console, its checks).
 */
export const ORDER_EVENTS_STREAM = 'zest:events:order';
export const orderEventsQueue = (subscriber: string) => `order-events-${subscriber}`;

export interface OrderChanged {
  id: string;
  restaurantId: string;
  orderNumber: number;
  orderType: 'delivery' | 'pickup' | 'togo';
  /** Who it is for and where it goes; null before a customer is chosen (and always for to-go). */
  customer: {
    fullName: string;
    phoneNumber: string;
    street1: string;
    street2: string;
    city: string;
    zipcode: string;
  } | null;
  lineCount: number;
  subtotalCents: number;
  /** The delivery charge on this order (copied from the restaurant when it was created; 0 unless delivery). */
  deliveryChargeCents: number;
  taxCents: number;
  totalCents: number;
  /** ISO time, UTC. */
  createdAt: string;
  /** When the receipt was first printed; null until then. */
  firstPrintedAt: string | null;
  /** The restaurant's calendar day the order counts on (its revenue day). */
  orderDay: string;
  /** When the customer wants it, "HH:MM" on the restaurant's clock; null when not scheduled (absent from older events). */
  scheduleTime?: string | null;
  /** When the kitchen marked it ready (ISO, UTC); null until then or once recalled (absent from older events). */
  readyAt?: string | null;
  deleted: boolean;
  /** A printed order taken back (a void): kept, but owed by nobody and counted in no revenue. */
  voided: boolean;
  /**
   * The last void of the order (a line, the order, a change that lowered it): who made it, who approved it and
   * why; null when it had none (absent from older events). A driver's adjustment names them.
   */
  lastVoid?: { by: string; session: string; approvedBy: string | null; reason: string | null } | null;
  /**
   * What its card parts paid toward it (a card at the door by QR, on a reader), and the tips they added: a driver
   * owes no cash a card paid, and a delivery's card tip is its driver's (absent from older events: none).
   */
  cardPaidCents?: number;
  cardTipCents?: number;
  version: number;
}

export const orderJobId = (e: Pick<OrderChanged, 'id' | 'version'>) => `order-${e.id}-${e.version}`;

/** subscriber → orders: "send me every order" (a new or emptied projection). Queue `order-replay`. */
export const ORDER_REPLAY_QUEUE = 'order-replay';

/**
 * drivers → every service that keeps a projection of trips (orders): who
 * took an order out and when it was delivered (the driver marked back) and
 * cashed out, so the history and the receipt show it and a void of a
 * delivery already cashed out needs a manager. Versioned like the others.
 */
export const tripEventsQueue = (subscriber: string) => `trip-events-${subscriber}`;

export interface TripChanged {
  /** The trip's order (one trip per order). */
  orderId: string;
  restaurantId: string;
  driverId: string;
  driverName: string;
  /** ISO times, UTC; null until it happened. */
  assignedAt: string;
  outAt: string | null;
  /** Delivered: the driver was marked back. */
  backAt: string | null;
  cashoutId: string | null;
  cashedOutAt: string | null;
  /**
   * The tablet its cash-out was made at, when the screen said (absent from older events): its open drawer hands
   * the driver the order's card tip (docs/decisions/0083-card-tips-paid-to-drivers.md).
   */
  cashoutTerminalId?: string | null;
  version: number;
}

export const tripJobId = (e: Pick<TripChanged, 'orderId' | 'version'>) => `trip-${e.orderId}-${e.version}`;

/** subscriber → drivers: "send me every trip" (a new or emptied projection). Queue `trip-replay`. */
export const TRIP_REPLAY_QUEUE = 'trip-replay';

/** The live streams' keys are in live-keys.ts. */
export type AccessSubject = 'token' | 'user' | 'restaurant' | 'employee';

/** The kinds of notice on the live stream: the server-sent event's name. */
export type LiveEvent = 'order' | 'driver' | 'menu';

/** At the kitchen display: `kitchen`, a line marked done or not; `ready`, the ticket marked ready; `recalled`, back. */
export type OrderChange = 'created' | 'updated' | 'lines' | 'printed' | 'deleted' | 'kitchen' | 'ready' | 'recalled';

export interface OrderNotice {
  id: string;
  orderNumber: number;
  orderType: 'delivery' | 'pickup' | 'togo';
  change: OrderChange;
  /** The order's version after the change: a client holding this version or a newer one can ignore it. */
  version: number;
  /** Whether it was printed (so in the kitchen): a screen of printed orders skips the others' notices. */
  printed: boolean;
  /** Where it was taken: an online order chimes at the counter (absent from older notices: the counter). */
  channel?: 'counter' | 'online';
  /** ISO time, UTC. */
  at: string;
}

/**
 * drivers → the live stream: what changed on the driver screen. `orders`: the
 * unassigned list changed (an order arrived, changed or left it: `orderIds`);
 * `assigned`: a driver took orders; `out`: orders left for delivery; `back`: a
 * driver came back; `cashout`: a driver was cashed out; `float`: cash was
 * handed to a driver. A hint, not the data: the screen reads what it shows again.
 */
export type DriverChange = 'orders' | 'assigned' | 'out' | 'back' | 'cashout' | 'float';

export interface DriverNotice {
  change: DriverChange;
  /** The driver it is about (null for `orders`). */
  driverId: string | null;
  orderIds: string[];
  /** ISO time, UTC. */
  at: string;
}
