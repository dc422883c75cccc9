import {
  anyApprovalOpens,
  approvalCovers,
  approvalOpens,
  approvalWasFor,
  EVERY_APPROVAL_MAY,
  NOT_WITH_AN_APPROVAL,
  type Approval,
} from './approvals';
import type { RequestContext } from './context';
import { DomainError, forbidden, notFound, unauthenticated } from '../core/errors';
import { PERMISSIONS, type Permission, type PermissionRule, type Principal } from './permissions';
import {
  EMPLOYEE_ROLES,
  ROLES,
  type AccountRole,
  type EmployeeRole,
  type Role,
  type ScopedRole,
  type ScreenRole,
} from '../core/roles';
import type { AccountViewer, RestaurantViewer, Viewer } from './tokens';
import { NOT_FOUND } from '../core/messages';

/**
 * The checks of the access table (permissions.ts): the principal half before
 * a resolver runs, the resource half once the domain has loaded it. The
 * only place a viewer's role is looked at (an ESLint rule keeps it so).
 */

export function principalOf(viewer: Viewer | null): Principal {
  return viewer ? viewer.role : 'anonymous';
}

/** A session of the security PIN (a manager): it approves what needs a step-up. */
export const isStepUp = (viewer: Viewer | null): viewer is RestaurantViewer =>
  viewer?.kind === 'restaurant' && ROLES[viewer.role].session === 'security-pin';

/**
 * The approval a session holds (confirmSecurityPin: one action and its
 * subject, docs/decisions/0049-approvals.md), or null: a manager session
 * opened from the hub or at a screen's PIN gate holds none.
 */
export const approvalOf = (viewer: Viewer | null): Approval | null =>
  viewer?.kind === 'restaurant' ? (viewer.approval ?? null) : null;

/** A session an employee opened with their own PIN at their screen. */
export const isEmployeeSession = (viewer: Viewer | null): viewer is RestaurantViewer & { employeeId: string } =>
  viewer?.kind === 'restaurant' && ROLES[viewer.role].session === 'employee-pin' && viewer.employeeId !== null;

/** An account or session of this role (a role named by the registry, never a string compared by hand). */
export const hasRole = (viewer: Viewer | null, role: Role): boolean => principalOf(viewer) === role;

/** Whether the table admits this role to the permission (for a role that is data: an employee's, a CLI's). */
export const roleMay = (role: Role, permission: Permission): boolean =>
  (PERMISSIONS[permission].principals as readonly Principal[]).includes(role);

/** The permission that opens a screen role's screen: one row per screen role (`screen.<role>`). */
export const screenPermission = (role: ScreenRole) => `screen.${role}` as const satisfies Permission;

/** The employee roles a permission admits (who drives: drivers.assign), for a domain that sorts staff by what they may do. */
export const employeeRolesWith = (permission: Permission): EmployeeRole[] =>
  EMPLOYEE_ROLES.filter((role) => roleMay(role, permission));

/** The restaurant a permission is checked against; null when it does not exist (or is deleted). */
export interface RestaurantResource {
  restaurantId: string;
  ownerId: string;
  /** The employee whose record it is (own-only rules: a driver's trip). */
  holderId?: string | null;
  /** Step-up rules: the restaurant's age limit in minutes, and whether the resource is past it (the database's clock). */
  age?: { limitMinutes: number; past: boolean };
  /** Step-up rules: already settled (a delivery cashed out with its driver). */
  settled?: boolean;
  /**
   * What an approval would have to be for to act on this record: the action
   * and the record's ids. An approval is admitted only where the domain says
   * so, and only for its own action and subject; `APPROVED_ON_RECORD` says
   * the road checks it on the record it reads next (requireRecord).
   */
  approves?: Approval | typeof APPROVED_ON_RECORD;
  /**
   * Step-up rules: the restaurant's amount limit in cents, and whether the resource is past it (an order's
   * discounts, a drawer's paid-outs); `what` names which of a rule's limits it is ('drop').
   */
  amount?: { limitCents: number; past: boolean; what?: string };
}

/** A road that checks an approval on the record it reads next, inside its transaction (requireRecord with `approves`). */
export const APPROVED_ON_RECORD = 'on-record' as const;

export type Resource = { userId: string } | RestaurantResource | null;

/** What requireAccess answers: nobody for public rules, an account where only accounts are admitted. */
type ViewerFor<P extends Permission> = (typeof PERMISSIONS)[P]['scope'] extends 'anyone'
  ? Viewer | null
  : (typeof PERMISSIONS)[P]['principals'] extends readonly AccountRole[]
    ? AccountViewer
    : (typeof PERMISSIONS)[P]['principals'] extends readonly ScopedRole[]
      ? RestaurantViewer
      : Viewer;

const pinRequired = (message: string | undefined) =>
  new DomainError('FORBIDDEN', message ?? 'This needs the security PIN (a manager session).', {
    reason: 'PIN_REQUIRED',
  });

/**
 * The principal half of a rule: is this kind of caller ever allowed? 401 for
 * nobody, 403 otherwise. A presented token that did not check out is its 401
 * on every field, public ones too: one answer to a bad token, whether the
 * gateway or this subgraph checked it.
 */
export function requirePrincipal<P extends Permission>(ctx: RequestContext, permission: P): ViewerFor<P> {
  const rule: PermissionRule = PERMISSIONS[permission];
  if (ctx.authError) throw ctx.authError;
  const who = principalOf(ctx.viewer);
  if (rule.principals.includes(who)) {
    const approval = approvalOf(ctx.viewer);
    if (approval && !approvalOpens(approval, permission)) {
      // Asking the PIN again helps where approvals go (an order, a driver); settings, staff and the menu never take one.
      throw anyApprovalOpens(permission) ? pinRequired(approvalWasFor(approval)) : forbidden(NOT_WITH_AN_APPROVAL);
    }
    return ctx.viewer as ViewerFor<P>;
  }
  if (who === 'anonymous') throw unauthenticated();
  if (rule.reason) throw new DomainError('FORBIDDEN', rule.denied, { reason: rule.reason });
  throw forbidden(rule.denied || undefined);
}

/**
 * An approval acts only on the record its action and subject name: refused
 * wherever the domain does not say what it would approve (`approves`).
 */
function requireApproved(approval: Approval, permission: Permission, approves: RecordFacts['approves']): void {
  if (EVERY_APPROVAL_MAY.includes(permission) || approves === APPROVED_ON_RECORD) return;
  if (!approves || !approvalCovers(approval, approves)) throw pinRequired(approvalWasFor(approval, approves));
}

/** The own-only and step-up scopes of a rule, on a restaurant resource the viewer may reach; an approval's subject. */
function requireScopes(rule: PermissionRule, permission: Permission, viewer: Viewer, resource: RecordFacts): void {
  const approval = approvalOf(viewer);
  if (approval) requireApproved(approval, permission, resource.approves);
  if (rule.ownOnly && isEmployeeSession(viewer) && resource.holderId !== undefined) {
    if (resource.holderId !== viewer.employeeId) throw forbidden(rule.notYours);
  }
  if (rule.stepUp && !isStepUp(viewer)) {
    if (resource.age?.past) throw pinRequired(rule.stepUp.olderThan?.(resource.age.limitMinutes));
    if (resource.settled) throw pinRequired(rule.stepUp.settled);
    if (resource.amount?.past)
      throw pinRequired(rule.stepUp.overLimit?.(resource.amount.limitCents, resource.amount.what));
  }
}

/**
 * The whole rule: the principal, then the resource. Another account's
 * record is a 403 (its id was in the caller's own request); another
 * tenant's restaurant, or one that does not exist, is a 404 with the
 * caller's message: the two look the same from outside. Then the rule's
 * scopes: own records only, and a step-up past the age limit or once settled.
 */
export function requireAccess<P extends Permission>(
  ctx: RequestContext,
  permission: P,
  resource?: Resource,
  missing = NOT_FOUND,
): ViewerFor<P> {
  const rule: PermissionRule = PERMISSIONS[permission];
  const viewer = requirePrincipal(ctx, permission) as Viewer | null;
  if (rule.scope === 'anyone') return viewer as ViewerFor<P>;
  if (!viewer) throw unauthenticated();
  if (rule.scope === 'viewer') return viewer as ViewerFor<P>;
  const admin = hasRole(viewer, 'admin') && rule.adminReadsAny === true;

  if (rule.scope === 'account') {
    if (!resource || !('userId' in resource)) throw new Error(`${permission} needs the account it is about`);
    if (viewer.kind !== 'account') throw forbidden(rule.denied);
    if (resource.userId !== viewer.id && !admin) throw forbidden(rule.notYours);
    return viewer as ViewerFor<P>;
  }

  if (resource && !('restaurantId' in resource)) throw new Error(`${permission} needs the restaurant it is about`);
  if (!resource) throw notFound(missing);
  const mine =
    viewer.kind === 'account' ? resource.ownerId === viewer.id || admin : viewer.restaurantId === resource.restaurantId;
  if (!mine) throw notFound(missing);
  requireScopes(rule, permission, viewer, resource);
  return viewer as ViewerFor<P>;
}

/** What a record adds to its restaurant for the rule's own scopes: its holder, its age, whether it is settled, what approves it, its amount. */
export type RecordFacts = Pick<RestaurantResource, 'holderId' | 'age' | 'settled' | 'approves' | 'amount'>;

/**
 * The rule's own scopes (own records only, step-up) on a record of a
 * restaurant the viewer was already admitted to (RestaurantAccess.terminal):
 * for checks made inside the tenant transaction, where the record is read.
 */
export function requireRecord(viewer: Viewer, permission: Permission, facts: RecordFacts): void {
  requireScopes(PERMISSIONS[permission], permission, viewer, facts);
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
