import { authRoutes } from './auth.routes';
import { billingRoutes } from './billing.routes';
import { customerRoutes } from './customers.routes';
import { menuRoutes } from './menu.routes';
import { orderLineRoutes } from './order-lines.routes';
import { orderRoutes } from './orders.routes';
import { restaurantRoutes } from './restaurants.routes';
import type { RestRoute } from './table';

/** Every REST table, one per domain. */
export const REST_ROUTES: readonly RestRoute[] = [
  ...authRoutes,
  ...restaurantRoutes,
  ...billingRoutes,
  ...menuRoutes,
  ...customerRoutes,
  ...orderRoutes,
  ...orderLineRoutes,
];
