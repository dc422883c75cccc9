/**
 * The roles as the screens need them, in one place: the kit's role registry
 * (services/kit/src/core/roles.ts) and the answers of its access table that the
 * web app shows (who runs the operator console, who takes deliveries),
 * kept equal to them by web/test/roles.test.ts. The server decides what each
 * role may do; the screens only ask these questions, and no other web file
 * compares a role (ESLint).
 */
export const ROLES = {
  owner: { session: 'account', label: 'Owner', home: '/restaurantDashboard/:userId' },
  admin: { session: 'account', label: 'Admin', home: '/admin', operates: true },
  manager: { session: 'security-pin', label: 'Manager', home: '/openARestaurantDashboard/:restaurantId' },
  cashier: {
    session: 'employee-pin',
    label: 'Cashier',
    home: '/CashierDashboard/cashier/:restaurantId/:employeeId',
    tone: 'cashier',
  },
  driver: {
    session: 'employee-pin',
    label: 'Driver',
    home: '/DriverDashboard/:restaurantId',
    tone: 'driver',
    delivers: true,
  },
  worker: { session: 'employee-pin', label: 'Worker', home: '/KitchenDisplay/:restaurantId' },
} as const satisfies Record<
  string,
  {
    session: 'account' | 'security-pin' | 'employee-pin' | 'none';
    label: string;
    /** The path it lands on (`:restaurantId` filled in), or null: no screen. */
    home: string | null;
    /** Runs the operator console (console.read). */
    operates?: true;
    /** Takes deliveries for themself (drivers.assign): listed apart, and the driver screen takes orders for them. */
    delivers?: true;
    /** The badge colour on the employee list (docs/product.md#employee-list); every other role yellow. */
    tone?: 'cashier' | 'driver';
  }
>;

export type Role = keyof typeof ROLES;
type RolesWith<S extends string> = { [R in Role]: (typeof ROLES)[R]['session'] extends S ? R : never }[Role];
/** An employee's role (the server's Employee.role). */
export type EmployeeRole = RolesWith<'employee-pin' | 'none'>;
/** A restaurant-scoped session's role (the server's ScopedSession.role). */
export type ScopedRole = RolesWith<'employee-pin' | 'security-pin'>;
/** An employee who enters their PIN at a screen of their role (session/screens.ts has its words). */
export type ScreenRole = RolesWith<'employee-pin'>;
type Facts = (typeof ROLES)[Role] & { operates?: true; delivers?: true; tone?: 'cashier' | 'driver' };

const factsOf = (role: string | null | undefined): Facts | undefined =>
  role && Object.hasOwn(ROLES, role) ? ROLES[role as Role] : undefined;

/** A role as people read it ("Cashier"); a name the registry does not know, as it is. */
export const labelOf = (role: string): string => factsOf(role)?.label ?? role;

/** The roles an owner gives an employee, in the registry's order. */
export const EMPLOYEE_ROLES = (Object.keys(ROLES) as Role[]).filter((role): role is EmployeeRole =>
  ['employee-pin', 'none'].includes(ROLES[role].session),
);

/** The roles with a screen of their own, in the registry's order: each opens it with its PIN (enterScreen). */
export const SCREEN_ROLES = (Object.keys(ROLES) as Role[]).filter(
  (role): role is ScreenRole => ROLES[role].session === 'employee-pin',
);

/** A signed-in account (owner or admin): it runs restaurants (docs/product.md#roles). */
export const isAccountRole = (role: unknown): boolean => factsOf(role as string)?.session === 'account';

/** A restaurant-scoped session's role (a screen's employee, or the security PIN's manager). */
export const isScopedRole = (role: unknown): role is ScopedRole =>
  ['employee-pin', 'security-pin'].includes(factsOf(role as string)?.session ?? '');

/** A platform operator: the operator console is theirs. */
export const isOperator = (role: string | null | undefined): boolean => factsOf(role)?.operates === true;

/** Takes deliveries for themself: the drivers list, the driver screen's own orders. */
export const takesDeliveries = (role: string | null | undefined): boolean => factsOf(role)?.delivers === true;

/** The badge colour of a role: cashier blue, driver green, every other role yellow. */
export const roleTone = (role: string | null | undefined): 'cashier' | 'driver' | 'other' =>
  factsOf(role)?.tone ?? 'other';
