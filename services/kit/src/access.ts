import type { RequestContext } from './context';
import { DomainError, forbidden, notFound, unauthenticated } from './errors';
import type { AccountViewer, RestaurantViewer, Viewer } from './tokens';

/**
 * Who may do what, in one table. Every resolver declares its permission
 * (`guarded` below); the domain names the resource it loaded
 * (`requireAccess`). No service decides access any other way.
 *
 * Principals: an account (owner or admin, signed in with a password), a
 * restaurant session opened with a PIN (manager with the security PIN,
 * cashier or driver with their own), or nobody. Employees with the role
 * `worker` have no screen and so no session: they appear in no row.
 */
export type Principal = 'anonymous' | 'owner' | 'admin' | 'manager' | 'cashier' | 'driver' | 'worker';

/**
 * What a permission is checked against:
 * - `anyone`: no resource (sign-up, plans);
 * - `viewer`: any signed-in principal, no resource (sign-out);
 * - `account`: the viewer's own account (resource.userId);
 * - `restaurant`: one restaurant (resource.restaurantId and its ownerId).
 */
export type Scope = 'anyone' | 'viewer' | 'account' | 'restaurant';

export interface PermissionRule {
  readonly principals: readonly Principal[];
  readonly scope: Scope;
  /** An admin may read this of any account or restaurant (support); admins never change others' data. */
  readonly adminReadsAny?: boolean;
  /** Said to a principal the rule does not admit. */
  readonly denied: string;
  /** Said when the resource is someone else's (account scope; restaurant scope answers not found). */
  readonly notYours?: string;
  /** Sent with a refusal as `reason` (GraphQL extensions, REST error body), for a client that acts on it. */
  readonly reason?: 'PIN_REQUIRED';
}

const EVERYONE = ['anonymous', 'owner', 'admin', 'manager', 'cashier', 'driver'] as const;
const SIGNED_IN = ['owner', 'admin', 'manager', 'cashier', 'driver'] as const;
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
    principals: ['owner', 'admin', 'manager', 'cashier', 'driver'],
    scope: 'restaurant',
    adminReadsAny: true,
    denied: 'You do not have access to this restaurant.',
  },
  /** Edit, delete, open with the security PIN: the owner's account only. */
  'restaurant.manage': { principals: ACCOUNTS, scope: 'restaurant', denied: USE_ACCOUNT },
  'screen.cashier': {
    principals: ['owner', 'admin', 'manager', 'cashier'],
    scope: 'restaurant',
    denied: 'This session cannot open the cashier screen.',
  },
  'screen.driver': {
    principals: ['owner', 'admin', 'manager', 'driver'],
    scope: 'restaurant',
    denied: 'This session cannot open the driver screen.',
  },
  /** Names and roles of the staff (the terminal shows who took an order). */
  'staff.read': {
    principals: ['owner', 'admin', 'manager', 'cashier', 'driver'],
    scope: 'restaurant',
    denied: 'You do not have access to this restaurant.',
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
  /**
   * A short-lived manager session from the security PIN, for one action that
   * needs it (an old order's deletion, a cash-out): whoever is at the
   * restaurant's terminal, or its owner.
   */
  'restaurant.confirmPin': {
    principals: ['owner', 'admin', 'manager', 'cashier', 'driver'],
    scope: 'restaurant',
    denied: 'You do not have access to this restaurant.',
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
  },
  /** How the restaurant's orders are priced where the menu leaves a choice (half toppings). */
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
    principals: ['owner', 'admin', 'manager', 'cashier', 'driver'],
    scope: 'restaurant',
    adminReadsAny: true,
    denied: 'You do not have access to this restaurant.',
  },
  /** Revenue figures: the owner and managers (docs/product.md#revenue). */
  'revenue.read': {
    principals: ['owner', 'admin', 'manager'],
    scope: 'restaurant',
    adminReadsAny: true,
    denied: 'Revenue is for the owner and managers: open the restaurant with the security PIN.',
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
  /**
   * Taking deliveries and coming back: a driver for themself (the domain checks
   * the driver named is the session's), or a manager session for any driver.
   */
  'drivers.assign': {
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
   * The operator console (docs/product.md#operator-console): tenants across
   * owners, subscriptions, queues, the services' health and the audit list.
   * Platform admins only, and no resource: it is about the platform itself.
   */
  'console.read': { principals: ['admin'], scope: 'viewer', denied: OPERATORS_ONLY },
  /** Retrying or dropping a failed job: platform admins only, each recorded in the audit list. */
  'console.operate': { principals: ['admin'], scope: 'viewer', denied: OPERATORS_ONLY },
  /** Address suggestions while typing a customer's street: not a restaurant's data. */
  'address.suggest': {
    principals: ['manager', 'cashier'],
    scope: 'viewer',
    denied: ORDERS_NEED_A_TERMINAL,
  },
} as const satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof PERMISSIONS;

export function principalOf(viewer: Viewer | null): Principal {
  if (!viewer) return 'anonymous';
  return viewer.kind === 'account' ? viewer.role : viewer.role;
}

/** The restaurant a permission is checked against; null when it does not exist (or is deleted). */
export interface RestaurantResource {
  restaurantId: string;
  ownerId: string;
}

export type Resource = { userId: string } | RestaurantResource | null;

/** What requireAccess answers: nobody for public rules, an account where only accounts are admitted. */
type ViewerFor<P extends Permission> = (typeof PERMISSIONS)[P]['scope'] extends 'anyone'
  ? Viewer | null
  : (typeof PERMISSIONS)[P]['principals'] extends readonly ('owner' | 'admin')[]
    ? AccountViewer
    : Viewer;

/**
 * The principal half of a rule: is this kind of caller ever allowed? 401 for
 * nobody, 403 otherwise. A presented token that did not check out is its 401
 * on every field, public ones too: one answer to a bad token, whether the
 * gateway or this subgraph checked it.
 */
export function requirePrincipal(ctx: RequestContext, permission: Permission): Viewer | null {
  const rule: PermissionRule = PERMISSIONS[permission];
  if (ctx.authError) throw ctx.authError;
  const who = principalOf(ctx.viewer);
  if (rule.principals.includes(who)) return ctx.viewer;
  if (who === 'anonymous') throw unauthenticated();
  if (rule.reason) throw new DomainError('FORBIDDEN', rule.denied, { reason: rule.reason });
  throw forbidden(rule.denied || undefined);
}

/**
 * The whole rule: the principal, then the resource. Another account's
 * record is a 403 (its id was in the caller's own request); another
 * tenant's restaurant, or one that does not exist, is a 404 with the
 * caller's message: the two look the same from outside.
 */
export function requireAccess<P extends Permission>(
  ctx: RequestContext,
  permission: P,
  resource?: Resource,
  missing = 'Not found.',
): ViewerFor<P> {
  const rule: PermissionRule = PERMISSIONS[permission];
  const viewer = requirePrincipal(ctx, permission);
  if (rule.scope === 'anyone') return viewer as ViewerFor<P>;
  if (!viewer) throw unauthenticated();
  if (rule.scope === 'viewer') return viewer as ViewerFor<P>;
  const admin = viewer.kind === 'account' && viewer.role === 'admin' && rule.adminReadsAny === true;

  if (rule.scope === 'account') {
    if (!resource || !('userId' in resource)) throw new Error(`${permission} needs the account it is about`);
    if (viewer.kind !== 'account') throw forbidden(rule.denied);
    if (resource.userId !== viewer.id && !admin) throw forbidden(rule.notYours);
    return viewer as ViewerFor<P>;
  }

  if (resource && !('restaurantId' in resource)) throw new Error(`${permission} needs the restaurant it is about`);
  if (!resource) throw notFound(missing);
  const mine =
    viewer.kind === 'account'
      ? resource.ownerId === viewer.id || admin
      : (viewer as RestaurantViewer).restaurantId === resource.restaurantId;
  if (!mine) throw notFound(missing);
  return viewer as ViewerFor<P>;
}

/** True when the viewer's own role and restaurant would pass, without throwing (lists filter with it). */
export function hasAccess(ctx: RequestContext, permission: Permission, resource: Resource): boolean {
  try {
    requireAccess(ctx, permission, resource);
    return true;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}

const PERMISSION = Symbol.for('zest.permission');

/**
 * A resolver with its permission declared. The principal half is checked
 * before the resolver runs (a driver never reaches menu writes); the domain
 * checks the resource half with requireAccess once it has loaded it. A test
 * walks every subgraph's schema and fails on a field without a declaration.
 */
export function guarded<P, A, R>(
  permission: Permission,
  resolve: (parent: P, args: A, ctx: RequestContext, info?: unknown) => R,
): (parent: P, args: A, ctx: RequestContext, info?: unknown) => R {
  const wrapped = (parent: P, args: A, ctx: RequestContext, info?: unknown) => {
    requirePrincipal(ctx, permission);
    return resolve(parent, args, ctx, info);
  };
  Object.defineProperty(wrapped, PERMISSION, { value: permission });
  return wrapped;
}

/**
 * An entity reference (`__resolveReference`, which gets the context second):
 * guarded the same way; answers null when the caller may not see it.
 */
export function guardedReference<Ref, R>(
  permission: Permission,
  resolve: (ref: Ref, ctx: RequestContext) => Promise<R | null>,
): (ref: Ref, ctx: RequestContext) => Promise<R | null> {
  const wrapped = async (ref: Ref, ctx: RequestContext) => {
    try {
      requirePrincipal(ctx, permission);
      return await resolve(ref, ctx);
    } catch (error) {
      if (error instanceof DomainError) return null;
      throw error;
    }
  };
  Object.defineProperty(wrapped, PERMISSION, { value: permission });
  return wrapped;
}

/** The permission a resolver declared, if any. */
export function permissionOf(resolver: unknown): Permission | undefined {
  return typeof resolver === 'function'
    ? ((resolver as unknown as Record<symbol, Permission | undefined>)[PERMISSION] ?? undefined)
    : undefined;
}

/**
 * The fields of a subgraph that declare no permission: every Query and
 * Mutation field must have a guarded resolver, and every other resolver the
 * map holds (entity references, computed fields) must be guarded too.
 */
export function undeclaredFields(
  typeDefs: import('graphql').DocumentNode,
  resolvers: Record<string, Record<string, unknown> | undefined>,
): string[] {
  const missing: string[] = [];
  for (const def of typeDefs.definitions) {
    if (def.kind !== 'ObjectTypeDefinition' && def.kind !== 'ObjectTypeExtension') continue;
    const type = def.name.value;
    if (type !== 'Query' && type !== 'Mutation') continue;
    for (const field of def.fields ?? []) {
      if (!permissionOf(resolvers[type]?.[field.name.value])) missing.push(`${type}.${field.name.value}`);
    }
  }
  for (const [type, fields] of Object.entries(resolvers)) {
    for (const [name, resolver] of Object.entries(fields ?? {})) {
      if (typeof resolver === 'function' && !permissionOf(resolver)) missing.push(`${type}.${name}`);
    }
  }
  return [...new Set(missing)].sort();
}
