import { auditRoutes } from './audit.routes';
import { cardReaderRoutes } from './card-readers.routes';
import { dayRoutes } from './days.routes';
import { authRoutes } from './auth.routes';
import { billingRoutes } from './billing.routes';
import { customerRoutes } from './customers.routes';
import { discountRoutes } from './discounts.routes';
import { drawerRoutes } from './drawers.routes';
import { cashoutRoutes } from './drivers/cashouts.routes';
import { tripRoutes } from './drivers/trips.routes';
import { categoryRoutes } from './menu/categories.routes';
import { productRoutes } from './menu/products.routes';
import { sideRoutes } from './menu/sides.routes';
import { specialRoutes } from './menu/specials.routes';
import { toppingRoutes } from './menu/toppings.routes';
import { onlineConnectRoutes } from './online-connect.routes';
import { onlineStatusRoutes } from './online-status.routes';
import { onlineRoutes } from './online.routes';
import { orderLineRoutes } from './order-lines.routes';
import { orderSettingRoutes } from './order-settings.routes';
import { orderRoutes } from './orders.routes';
import { employeeRoutes } from './employees.routes';
import { labourRoutes } from './labour.routes';
import { restaurantRoutes } from './restaurants.routes';
import { screenRoutes } from './screens.routes';
import type { RestRoute } from './table';

/** Every REST table: one per domain, and the menu's one per area. */
export const REST_ROUTES: readonly RestRoute[] = [
  ...authRoutes,
  ...restaurantRoutes,
  ...screenRoutes,
  ...employeeRoutes,
  ...billingRoutes,
  ...categoryRoutes,
  ...productRoutes,
  ...specialRoutes,
  ...toppingRoutes,
  ...sideRoutes,
  ...customerRoutes,
  ...orderRoutes,
  ...orderSettingRoutes,
  ...orderLineRoutes,
  ...discountRoutes,
  ...drawerRoutes,
  ...tripRoutes,
  ...cashoutRoutes,
  ...auditRoutes,
  ...dayRoutes,
  ...onlineRoutes,
  ...onlineStatusRoutes,
  ...onlineConnectRoutes,
  ...cardReaderRoutes,
  ...labourRoutes,
];
