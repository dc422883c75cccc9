/**
 * Every role, defined once (docs/extending.md#add-a-screen-role): how its
 * session is opened, what it is called, the screen it works at and where the
 * web app takes it. What each role may see and do is the access table's
 * principals (permissions.ts); token claims, the employee events, the staff
 * copies and the employee input all take their role lists from here.
 *
 * Pure data, no imports: the web app's mirror (web/src/features/session/roles.ts)
 * is checked against it by a test.
 */
export interface RoleDefinition {
  /**
   * How its session is opened: an account signs in with a password; a
   * manager session comes from the restaurant's security PIN; an employee
   * enters their own PIN at their screen; `none` has no session at all.
   */
  readonly session: 'account' | 'security-pin' | 'employee-pin' | 'none';
  /** Said on screens and in lists. */
  readonly label: string;
  /** The web app's path it lands on (`:restaurantId` filled in), or null: no screen. */
  readonly home: string | null;
  /** What it is for, one line (docs and the employee form). */
  readonly summary: string;
}

export const ROLES = {
  owner: {
    session: 'account',
    label: 'Owner',
    home: '/restaurantDashboard/:userId',
    summary: 'Owns restaurants: menus, staff, revenue, billing.',
  },
  admin: {
    session: 'account',
    label: 'Admin',
    home: '/admin',
    summary: 'Runs the platform: the operator console; reads any tenant for support.',
  },
  manager: {
    session: 'security-pin',
    label: 'Manager',
    home: '/openARestaurantDashboard/:restaurantId',
    summary: 'Whoever holds the security PIN: the restaurant hub, approvals (voids, cash-outs).',
  },
  cashier: {
    session: 'employee-pin',
    label: 'Cashier',
    home: '/CashierDashboard/cashier/:restaurantId/:employeeId',
    summary: 'Takes orders at the cashier screen.',
  },
  driver: {
    session: 'employee-pin',
    label: 'Driver',
    home: '/DriverDashboard/:restaurantId',
    summary: 'Takes deliveries for themself at the driver screen.',
  },
  worker: {
    session: 'employee-pin',
    label: 'Worker',
    home: '/KitchenDisplay/:restaurantId',
    summary: 'Makes the food: opens the kitchen display with their PIN and bumps what is ready.',
  },
} as const satisfies Record<string, RoleDefinition>;

export type Role = keyof typeof ROLES;
type RolesWith<S extends RoleDefinition['session']> = {
  [R in Role]: (typeof ROLES)[R]['session'] extends S ? R : never;
}[Role];

/** Signed in with a password. */
export type AccountRole = RolesWith<'account'>;
/** An employee's role: a screen of their own, or none. */
export type EmployeeRole = RolesWith<'employee-pin' | 'none'>;
/** An employee who enters their PIN at a screen of their role. */
export type ScreenRole = RolesWith<'employee-pin'>;
/** The role in a restaurant-scoped session: a screen role, or the security PIN's manager. */
export type ScopedRole = RolesWith<'employee-pin' | 'security-pin'>;

const rolesWith = <S extends RoleDefinition['session']>(...sessions: S[]) =>
  (Object.keys(ROLES) as Role[]).filter((role) => (sessions as string[]).includes(ROLES[role].session)) as [
    RolesWith<S>,
    ...RolesWith<S>[],
  ];

export const ACCOUNT_ROLES = rolesWith('account');
export const EMPLOYEE_ROLES = rolesWith('employee-pin', 'none');
export const SCREEN_ROLES = rolesWith('employee-pin');
export const SCOPED_ROLES = rolesWith('employee-pin', 'security-pin');
