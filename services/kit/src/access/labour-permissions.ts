import type { PermissionRule } from './permission-rule';

/**
 * The time clock's permissions (docs/decisions/0085-the-time-clock.md), in
 * the one table through permissions.ts. A punch names its person by their own
 * PIN, so any screen of the restaurant may send one; what the hours cost and
 * every change to a shift are the owner's and managers'.
 */
export const LABOUR_PERMISSIONS = {
  /** Clocking in, out and breaks with one's own PIN, and who is on the clock now: any screen of the restaurant. */
  'clock.punch': {
    principals: ['owner', 'admin', 'manager', 'cashier', 'driver', 'worker'],
    scope: 'restaurant',
    denied: 'Open a screen of the restaurant, or sign in as its owner, to use its time clock.',
  },
  /** Hours, labour cost against sales, overtime, tips and payroll: the owner and managers. */
  'labour.read': {
    principals: ['owner', 'admin', 'manager'],
    scope: 'restaurant',
    adminReadsAny: true,
    denied: 'Labour is for the owner and managers: open the restaurant with the security PIN.',
  },
  /** Closing a forgotten shift, editing one, pay rates, the labour rules, closing a pay period. */
  'labour.manage': {
    principals: ['owner', 'manager'],
    scope: 'restaurant',
    denied: 'Only the owner or a manager can change shifts, pay rates and labour rules.',
  },
} as const satisfies Record<string, PermissionRule>;
