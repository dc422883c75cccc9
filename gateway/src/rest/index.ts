import { auditRoutes } from './audit.routes';
import { authRoutes } from './auth.routes';
import { billingRoutes } from './billing.routes';
import { customerRoutes } from './customers.routes';
import { driverRoutes } from './drivers.routes';
import { categoryRoutes } from './menu/categories.routes';
import { productRoutes } from './menu/products.routes';
import { sideRoutes } from './menu/sides.routes';
import { specialRoutes } from './menu/specials.routes';
import { toppingRoutes } from './menu/toppings.routes';
import { orderLineRoutes } from './order-lines.routes';
import { orderRoutes } from './orders.routes';
import { restaurantRoutes } from './restaurants.routes';
import type { RestRoute } from './table';

/** Every REST table: one per domain, and the menu's one per area. */
export const REST_ROUTES: readonly RestRoute[] = [
  ...authRoutes,
  ...restaurantRoutes,
  ...billingRoutes,
  ...categoryRoutes,
  ...productRoutes,
  ...specialRoutes,
  ...toppingRoutes,
  ...sideRoutes,
  ...customerRoutes,
  ...orderRoutes,
  ...orderLineRoutes,
  ...driverRoutes,
  ...auditRoutes,
];
