import { isAccountRole, isOperator } from './roles';
import type { SessionUser } from './sessionStore';

/**
 * The public demo account (docs/product.md#demo-account). Its password is published on purpose:
 * anyone may try the product with it, and the server exempts it from billing.
 */
export const DEMO_ACCOUNT = { email: 'demo@zestpos.app', password: 'zest-demo' } as const;

/** The server flags the demo account by its id; the e-mail is only how people sign in to it. */
export function isDemoUser(user: Pick<SessionUser, 'demo'> | null | undefined): boolean {
  return !!user && user.demo;
}

/** Owners and admins run restaurants (docs/product.md#roles). */
export function canManageRestaurants(user: Pick<SessionUser, 'role'> | null | undefined): boolean {
  return !!user && isAccountRole(user.role);
}

export function isAdmin(user: Pick<SessionUser, 'role'> | null | undefined): boolean {
  return !!user && isOperator(user.role);
}

/** "Ada Lovelace" → "AL"; a one-word name gives one letter; no name gives the e-mail's first letter. */
export function initialsOf(user: Pick<SessionUser, 'fullname' | 'email'>): string {
  const words = user.fullname.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? user.email.trim()[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

export const paths = {
  restaurants: (userId: string) => `/restaurantDashboard/${encodeURIComponent(userId)}`,
  billing: (userId: string) => `/dashboard/${encodeURIComponent(userId)}`,
  profile: (userId: string) => `/updateProfile/${encodeURIComponent(userId)}`,
  openRestaurant: (restaurantId: string) => `/openARestaurantDashboard/${encodeURIComponent(restaurantId)}`,
  employees: (restaurantId: string) => `/allEmployeeDashboard/${encodeURIComponent(restaurantId)}`,
  menu: (restaurantId: string) => `/menuDashboards/${encodeURIComponent(restaurantId)}`,
  revenue: (restaurantId: string) => `/RevenueDashboard/${encodeURIComponent(restaurantId)}`,
  audit: (restaurantId: string) => `/AuditDashboard/${encodeURIComponent(restaurantId)}`,
  payroll: (restaurantId: string) => `/PayrollDashboard/${encodeURIComponent(restaurantId)}`,
  labour: (restaurantId: string) => `/LabourDashboard/${encodeURIComponent(restaurantId)}`,
  cashier: (role: string, restaurantId: string, userId: string) =>
    `/CashierDashboard/${encodeURIComponent(role)}/${encodeURIComponent(restaurantId)}/${encodeURIComponent(userId)}`,
  takeOrder: (role: string, restaurantId: string, userId: string) =>
    `/CashierDashboard/takeOrder/${encodeURIComponent(role)}/${encodeURIComponent(restaurantId)}/${encodeURIComponent(userId)}`,
  orderHistory: (restaurantId: string) => `/CashierDashboard/OrderHistory/${encodeURIComponent(restaurantId)}`,
  cashDrawer: (restaurantId: string) => `/CashierDashboard/Drawer/${encodeURIComponent(restaurantId)}`,
  updateOrder: (restaurantId: string, orderId: string) =>
    `/CashierDashboard/UpdateOrder/${encodeURIComponent(restaurantId)}/${encodeURIComponent(orderId)}`,
  drivers: (restaurantId: string) => `/DriverDashboard/${encodeURIComponent(restaurantId)}`,
  kitchen: (restaurantId: string) => `/KitchenDisplay/${encodeURIComponent(restaurantId)}`,
  driverCashouts: (restaurantId: string) => `/DriverDashboard/CashoutDashboard/${encodeURIComponent(restaurantId)}`,
  driverOrders: (restaurantId: string, driverId: string) =>
    `/DriverDashboard/ADriverOrdersAndCashout/${encodeURIComponent(restaurantId)}/${encodeURIComponent(driverId)}`,
  /** The operator console (admins only). */
  console: '/admin',
  resetPassword: (email: string, token: string) =>
    `/ResetPassword/${encodeURIComponent(email)}?token=${encodeURIComponent(token)}`,
} as const;
