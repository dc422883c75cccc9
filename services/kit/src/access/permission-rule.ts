import type { Role } from '../core/roles';

/**
 * Principals: an account (owner or admin, signed in with a password), a
 * restaurant session opened with a PIN (manager with the security PIN,
 * cashier or driver with their own), or nobody. Employees with the role
 * `worker` have no screen and so no session: they appear in no row.
 */
export type Principal = 'anonymous' | Role;

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
  /**
   * Own records only: a session opened with an employee's PIN acts only on
   * what is its own (resource.holderId: a driver's trips); a manager session
   * on anyone's. Else 403 with `notYours`.
   */
  readonly ownOnly?: boolean;
  /**
   * Step-up: on a resource past the restaurant's age limit (resource.age),
   * already settled (resource.settled) or over its amount limit
   * (resource.amount), anyone but a manager session (the security PIN:
   * confirmSecurityPin) is refused with reason PIN_REQUIRED.
   */
  readonly stepUp?: {
    /** Said when the resource is older than the limit, in minutes (0: every one needs it). */
    readonly olderThan?: (minutes: number) => string;
    /** Said when the resource is settled. */
    readonly settled?: string;
    /** Said when the resource is over the amount limit, in cents (0: every one needs it); `what` the record names. */
    readonly overLimit?: (cents: number, what?: string) => string;
  };
}

/** "2 hours", "90 minutes", "1 hour". */
export function durationWords(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
