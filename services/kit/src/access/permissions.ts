import type { PermissionRule } from './permission-rule';
import { ROLES, SCREEN_ROLES, type Role, type RoleDefinition, type ScreenRole } from '../core/roles';
import { LABOUR_PERMISSIONS } from './labour-permissions';
import { cashOutOfADrawer, pastTheDiscountLimit, pastTheDrawerLimit, pastTheLimit } from './step-up-words';

export type { Principal, PermissionRule, Scope } from './permission-rule';
export { durationWords } from './permission-rule';

const NO_ACCESS = 'You do not have access to this restaurant.';
const NOT_86 = 'Only the counter, a manager or the owner can mark items sold out.';

/** Every role with a session of its own (a new screen role included), and nobody. */
const SIGNED_IN = (Object.keys(ROLES) as Role[]).filter((role) => (ROLES[role] as RoleDefinition).session !== 'none');
const EVERYONE = ['anonymous' as const, ...SIGNED_IN];
const ACCOUNTS = ['owner', 'admin'] as const;
const USE_ACCOUNT = 'Sign in with your account to do this.';
/** Orders are taken in a restaurant session: it names the restaurant and who takes the order. */
const ORDERS_NEED_A_TERMINAL =
  'Orders are taken at the cashier screen: open it with a cashier PIN or the security PIN first.';
/** The operator console is the platform's, not a restaurant's. */
const OPERATORS_ONLY = 'The operator console is for platform admins only.';
/** Deliveries are taken at the driver screen: the session names the driver (or a manager). */
const DRIVERS_NEED_A_DRIVER =
  'Deliveries are taken at the driver screen: open it with a driver PIN or the security PIN first.';
/** A screen role's own screen (`screen.<role>`, enterScreen): the owner's side, a manager, and the role. */
const screenOf = <R extends ScreenRole>(role: R, screen: string) => ({
  principals: ['owner', 'admin', 'manager', role] as const,
  scope: 'restaurant' as const,
  denied: `This session cannot open ${screen}.`,
});

/**
 * Who may do what, in one table. Every resolver declares its permission
 * (`guarded`, guards.ts); the domain names the resource it loaded
 * (`requireAccess`, access.ts). No service decides access any other way:
 * the roles are roles.ts's, and no role is compared outside these files
 * (an ESLint rule).
 */
export const PERMISSIONS = {
  /** Sign-up, sign-in, password reset, contact, the plan list. */
  public: { principals: EVERYONE, scope: 'anyone', denied: '' },
  'session.end': { principals: SIGNED_IN, scope: 'viewer', denied: '' },
  'account.read': {
    principals: ACCOUNTS,
    scope: 'account',
    adminReadsAny: true,
    denied: USE_ACCOUNT,
    notYours: 'You can only see your own account.',
  },
  'account.update': {
    principals: ACCOUNTS,
    scope: 'account',
    denied: USE_ACCOUNT,
    notYours: 'You can only change your own account.',
  },
  'billing.read': {
    principals: ACCOUNTS,
    scope: 'account',
    adminReadsAny: true,
    denied: USE_ACCOUNT,
    notYours: 'You can only see your own subscription.',
  },
  'billing.pay': {
    principals: ACCOUNTS,
    scope: 'account',
    denied: USE_ACCOUNT,
    notYours: 'You can only manage your own billing.',
  },
  'restaurant.list': {
    principals: ACCOUNTS,
    scope: 'account',
    adminReadsAny: true,
    denied: USE_ACCOUNT,
    notYours: 'You can only see your own restaurants.',
  },
  'restaurant.create': {
    principals: ACCOUNTS,
    scope: 'account',
    denied: USE_ACCOUNT,
    notYours: 'You can only create restaurants for your own account.',
  },
  'restaurant.read': {
    principals: ['owner', 'admin', 'manager', 'cashier', 'driver', 'worker'],
    scope: 'restaurant',
    adminReadsAny: true,
    denied: NO_ACCESS,
  },
  /** Edit, delete, open with the security PIN: the owner's account only. */
  'restaurant.manage': { principals: ACCOUNTS, scope: 'restaurant', denied: USE_ACCOUNT },
  /** Any screen by its role (enterScreen): whoever may open one; the domain asks the screen's own row (`screen.<role>`). */
  'screen.enter': {
    principals: ['owner', 'admin', 'manager', ...SCREEN_ROLES],
    scope: 'restaurant',
    denied: 'This session cannot open a screen.',
  },
  'screen.cashier': screenOf('cashier', 'the cashier screen'),
  'screen.driver': screenOf('driver', 'the driver screen'),
  'screen.worker': screenOf('worker', 'the kitchen display'),
  /** Names and roles of the staff (the terminal shows who took an order). */
  'staff.read': {
    principals: ['owner', 'admin', 'manager', 'cashier', 'driver'],
    scope: 'restaurant',
    denied: NO_ACCESS,
  },
  'staff.manage': {
    principals: ['owner', 'admin', 'manager'],
    scope: 'restaurant',
    denied: 'Only the owner or a manager can manage employees.',
  },
  'menu.read': {
    principals: ['owner', 'admin', 'manager', 'cashier'],
    scope: 'restaurant',
    denied: 'The menu is not available on the driver screen.',
  },
  'menu.write': {
    principals: ['owner', 'admin', 'manager'],
    scope: 'restaurant',
    denied: 'Only the owner or a manager can change the menu.',
  },
  /** Sold out and available again (decision 0061): the counter, no manager needed; it moves no money. */
  'menu.soldOut': { principals: ['owner', 'admin', 'manager', 'cashier'], scope: 'restaurant', denied: NOT_86 },
  /**
   * A short-lived manager session from the security PIN, for one action that
   * needs it (an old order's deletion, a cash-out): whoever is at the
   * restaurant's terminal, or its owner.
   */
  'restaurant.confirmPin': {
    principals: ['owner', 'admin', 'manager', 'cashier', 'driver', 'worker'],
    scope: 'restaurant',
    denied: NO_ACCESS,
  },
  /** Taking orders and the customers they are for: the name on the receipt comes from the restaurant session. */
  'order.take': {
    principals: ['manager', 'cashier'],
    scope: 'restaurant',
    denied: ORDERS_NEED_A_TERMINAL,
  },
  /** The order history, an order, a customer by id, the terminal's order settings. */
  'order.read': {
    principals: ['owner', 'admin', 'manager', 'cashier'],
    scope: 'restaurant',
    adminReadsAny: true,
    denied: 'Orders are not available on the driver screen.',
  },
  /** Deleting an order; one older than 2 hours needs a manager session as well (docs/product.md#order-deletion). */
  'order.delete': {
    principals: ['manager', 'cashier'],
    scope: 'restaurant',
    denied: ORDERS_NEED_A_TERMINAL,
    stepUp: pastTheLimit('delete'),
  },
  /** Voiding a printed order or line: past the restaurant's limit, or cashed out, a manager session. */
  'order.void': {
    principals: ['manager', 'cashier'],
    scope: 'restaurant',
    denied: ORDERS_NEED_A_TERMINAL,
    stepUp: pastTheLimit('void'),
  },
  /**
   * A discount on an order or one of its lines, at the terminal: past the
   * restaurant's limit (what the order's discounts take off together), a
   * manager session. The order is the subject.
   */
  'order.discount': {
    principals: ['manager', 'cashier'],
    scope: 'restaurant',
    denied: ORDERS_NEED_A_TERMINAL,
    stepUp: pastTheDiscountLimit,
  },
  /** A printed order's tender corrected, with a reason (decision 0071): taking cash out of a drawer, a manager. */
  'order.tender': {
    principals: ['manager', 'cashier'],
    scope: 'restaurant',
    denied: ORDERS_NEED_A_TERMINAL,
    stepUp: cashOutOfADrawer,
  },
  /**
   * The cash drawer under the tablet at the counter (docs/product.md#cash-drawers): its float, paying in and
   * out, drops to the safe, the blind count. Paid-outs or drops past the drawer's limits, a manager session.
   */
  'drawer.use': {
    principals: ['manager', 'cashier'],
    scope: 'restaurant',
    denied: 'The cash drawer is worked at the cashier screen: open it with a cashier PIN or the security PIN first.',
    stepUp: pastTheDrawerLimit,
  },
  /** The day's drawers with what each expected and counted: the owner and managers. */
  'drawer.read': {
    principals: ['owner', 'admin', 'manager'],
    scope: 'restaurant',
    adminReadsAny: true,
    denied: 'The drawers are for the owner and managers: open the restaurant with the security PIN.',
  },
  /** How the restaurant's orders are priced where the menu leaves a choice (half toppings), its discounts' list. */
  'order.settings': {
    principals: ['owner', 'admin', 'manager'],
    scope: 'restaurant',
    denied: 'Only the owner or a manager can change order settings.',
  },
  /**
   * Following the restaurant's live notices (order changes, the driver screen's
   * changes): small hints that name an order or a driver, never a customer.
   */
  'live.follow': {
    principals: ['owner', 'admin', 'manager', 'cashier', 'driver', 'worker'],
    scope: 'restaurant',
    adminReadsAny: true,
    denied: NO_ACCESS,
  },
  /** The kitchen display's tickets (docs/product.md#kitchen-display): what is printed and not yet ready. */
  'kitchen.read': {
    principals: ['owner', 'admin', 'manager', 'worker'],
    scope: 'restaurant',
    adminReadsAny: true,
    denied: 'The kitchen display opens with a worker’s PIN or the security PIN.',
  },
  /** Marking a line done, a ticket ready, a ticket recalled: whoever is at the kitchen display. */
  'kitchen.bump': {
    principals: ['manager', 'worker'],
    scope: 'restaurant',
    denied: 'Tickets are bumped at the kitchen display: open it with a worker’s PIN or the security PIN first.',
  },
  /** Revenue figures: the owner and managers (docs/product.md#revenue). */
  'revenue.read': {
    principals: ['owner', 'admin', 'manager'],
    scope: 'restaurant',
    adminReadsAny: true,
    denied: 'Revenue is for the owner and managers: open the restaurant with the security PIN.',
  },
  /**
   * Closing a business day (docs/decisions/0053-close-the-day.md): the owner, or a manager session from the
   * hub; never a terminal approval. Its Z report is read with revenue.read.
   */
  'day.close': {
    principals: ['owner', 'manager'],
    scope: 'restaurant',
    denied: 'Closing the day is for the owner or a manager: open the restaurant with the security PIN.',
  },
  /** The audit trail of what moved money or trust: the owner and managers (docs/decisions/0028-books.md). */
  'audit.read': {
    principals: ['owner', 'admin', 'manager'],
    scope: 'restaurant',
    adminReadsAny: true,
    denied: 'The audit trail is for the owner and managers: open the restaurant with the security PIN.',
  },
  /** The driver screen's reads: waiting deliveries, who is out, a driver's orders, what a driver owes, cash-outs. */
  'drivers.read': {
    principals: ['owner', 'admin', 'manager', 'driver'],
    scope: 'restaurant',
    adminReadsAny: true,
    denied: 'The driver screen is not available on the cashier screen.',
  },
  /** Taking deliveries: a driver for themself, or a manager session for any driver. */
  'drivers.assign': {
    principals: ['manager', 'driver'],
    scope: 'restaurant',
    denied: DRIVERS_NEED_A_DRIVER,
    ownOnly: true,
    notYours: 'A driver takes deliveries for themself: enter your own driver PIN.',
  },
  /** Out for delivery: a driver with their own trip, or a manager session with anyone's. */
  'drivers.out': {
    principals: ['manager', 'driver'],
    scope: 'restaurant',
    denied: DRIVERS_NEED_A_DRIVER,
    ownOnly: true,
    notYours: 'This order is on another driver’s trip.',
  },
  /** A driver is back: any session at the driver screen may tap a name (the screen is shared at the counter). */
  'drivers.back': {
    principals: ['manager', 'driver'],
    scope: 'restaurant',
    denied: DRIVERS_NEED_A_DRIVER,
  },
  /**
   * Cash-outs and the float handed to a driver: money leaves or enters the
   * drawer, so a manager session only (the owner steps up with the security
   * PIN: confirmSecurityPin). Refusals carry PIN_REQUIRED: the terminal asks
   * for the security PIN and tries again.
   */
  'drivers.cashout': {
    principals: ['manager'],
    scope: 'restaurant',
    denied: 'Cashing out a driver needs the security PIN: enter it (a manager session) first.',
    reason: 'PIN_REQUIRED',
  },
  /**
   * The operator console (docs/product.md#operator-console): every owner account
   * with its restaurants, subscriptions, queues, the services' health and the audit list.
   * Platform admins only, and no resource: it is about the platform itself.
   */
  'console.read': { principals: ['admin'], scope: 'viewer', denied: OPERATORS_ONLY },
  /** Retrying or dropping a failed job: platform admins only, each recorded in the audit list. */
  'console.operate': { principals: ['admin'], scope: 'viewer', denied: OPERATORS_ONLY },
  /** Address suggestions while typing a customer's street: not a restaurant's data. */
  'address.suggest': { principals: ['manager', 'cashier'], scope: 'viewer', denied: ORDERS_NEED_A_TERMINAL },
  ...LABOUR_PERMISSIONS,
} as const satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof PERMISSIONS;
