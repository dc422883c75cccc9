import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../features/marketing/NotFoundPage';
import { SiteLayout } from '../features/navigation/SiteLayout';
import { RequireSignedIn } from '../features/session/guards';
import { RestaurantLock } from '../features/session/RestaurantLock';
import { useSessionRestore } from '../features/session/useSessionRestore';
import { LoadingState } from '../ui/layout/Layout';
import { TerminalLayout } from '../ui/layout/TerminalLayout';

/**
 * A screen loaded when its route is first opened: the public pages do not
 * carry the dashboards or the terminal. A new route follows the same line.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any props, kept per page
function page<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const ForgotPasswordPage = page(() => import('../features/account/ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('../features/account/ResetPasswordPage'), 'ResetPasswordPage');
const SignInPage = page(() => import('../features/account/SignInPage'), 'SignInPage');
const SignUpPage = page(() => import('../features/account/SignUpPage'), 'SignUpPage');
const UpdateProfilePage = page(() => import('../features/account/UpdateProfilePage'), 'UpdateProfilePage');
const CashierHomePage = page(() => import('../features/cashier/terminal/CashierHomePage'), 'CashierHomePage');
const OrderHistoryPage = page(() => import('../features/cashier/history/OrderHistoryPage'), 'OrderHistoryPage');
const DrawerPage = page(() => import('../features/cashier/drawer/DrawerPage'), 'DrawerPage');
const TakeOrderPage = page(() => import('../features/cashier/terminal/OrderScreen'), 'TakeOrderPage');
const UpdateOrderPage = page(() => import('../features/cashier/terminal/OrderScreen'), 'UpdateOrderPage');
const BillingDashboardPage = page(() => import('../features/billing/BillingDashboardPage'), 'BillingDashboardPage');
const CheckoutCancelPage = page(() => import('../features/billing/CheckoutResultPages'), 'CheckoutCancelPage');
const CheckoutSuccessPage = page(() => import('../features/billing/CheckoutResultPages'), 'CheckoutSuccessPage');
const PlansPage = page(() => import('../features/billing/PlansPage'), 'PlansPage');
const PlanLimitNotice = page(() => import('../features/billing/PlanLimitNotice'), 'PlanLimitNotice');
const ContactPage = page(() => import('../features/contact/ContactPage'), 'ContactPage');
const CreateEmployeeModal = page(() => import('../features/employees/EmployeeModals'), 'CreateEmployeeModal');
const EmployeesPage = page(() => import('../features/employees/EmployeesPage'), 'EmployeesPage');
const AboutPage = page(() => import('../features/marketing/AboutPage'), 'AboutPage');
const HomePage = page(() => import('../features/marketing/HomePage'), 'HomePage');
const CashoutDashboardPage = page(() => import('../features/drivers/CashoutDashboardPage'), 'CashoutDashboardPage');
const DriverDashboardPage = page(() => import('../features/drivers/DriverDashboardPage'), 'DriverDashboardPage');
const KitchenDisplayPage = page(() => import('../features/kitchen/KitchenDisplayPage'), 'KitchenDisplayPage');
const DriverOrdersPage = page(() => import('../features/drivers/DriverOrdersPage'), 'DriverOrdersPage');
const CategoryDashboardPage = page(() => import('../features/menu/CategoryDashboardPage'), 'CategoryDashboardPage');
const MenuDashboardsPage = page(() => import('../features/menu/MenuDashboardsPage'), 'MenuDashboardsPage');
const ProductsDashboardPage = page(() => import('../features/menu/ProductsDashboardPage'), 'ProductsDashboardPage');
const SidesDashboardPage = page(() => import('../features/menu/SidesDashboardPage'), 'SidesDashboardPage');
const SpecialsDashboardPage = page(() => import('../features/menu/SpecialsDashboardPage'), 'SpecialsDashboardPage');
const ToppingDashboardPage = page(() => import('../features/menu/ToppingDashboardPage'), 'ToppingDashboardPage');
const AuditDashboardPage = page(() => import('../features/audit/AuditDashboardPage'), 'AuditDashboardPage');
const OpenRestaurantDashboardPage = page(
  () => import('../features/restaurants/OpenRestaurantDashboardPage'),
  'OpenRestaurantDashboardPage',
);
const LabourCard = page(() => import('../features/labour/LabourCard'), 'LabourCard');
const LabourDashboardPage = page(() => import('../features/labour/LabourDashboardPage'), 'LabourDashboardPage');
const RestaurantDashboardPage = page(
  () => import('../features/restaurants/RestaurantDashboardPage'),
  'RestaurantDashboardPage',
);
/** The revenue dashboard carries the chart library: it loads with its route only. */
const RevenueDashboardPage = lazy(() => import('../features/revenue/RevenueDashboardPage'));
const PayrollPage = lazy(() => import('../features/payroll/PayrollPage'));
/** The operator console is for admins only: its code loads with its route (docs/product.md#operator-console). */
const ConsoleRoutes = lazy(() => import('../features/console/ConsoleRoutes'));

/** Every route of docs/product.md#screens built so far. Paths keep the documented spelling and case. */
export function App() {
  useSessionRestore();
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route element={<SiteLayout />}>
          <Route index element={<HomePage />} />
          <Route path="aboutus" element={<AboutPage />} />
          <Route path="contactus" element={<ContactPage />} />
          <Route path="plans" element={<PlansPage />} />
          <Route path="sign-in" element={<SignInPage />} />
          <Route path="sign-up" element={<SignUpPage />} />
          <Route path="forgetPassword" element={<ForgotPasswordPage />} />
          <Route path="ResetPassword/:email" element={<ResetPasswordPage />} />
          <Route element={<RequireSignedIn />}>
            <Route path="updateProfile/:id" element={<UpdateProfilePage />} />
            <Route
              path="restaurantDashboard/:id"
              element={<RestaurantDashboardPage planLimitNotice={PlanLimitNotice} />}
            />
            <Route path="dashboard/:id" element={<BillingDashboardPage />} />
            <Route path="success" element={<CheckoutSuccessPage />} />
            <Route path="cancel" element={<CheckoutCancelPage />} />
            {/* docs/product.md#restaurant-lock: every owner screen of a restaurant needs its security PIN in this tab. */}
            <Route element={<RestaurantLock />}>
              <Route
                path="openARestaurantDashboard/:id"
                element={
                  <OpenRestaurantDashboardPage createAccountDialog={CreateEmployeeModal} labourCard={LabourCard} />
                }
              />
              <Route path="allEmployeeDashboard/:id" element={<EmployeesPage />} />
              <Route path="menuDashboards/:restaurantId" element={<MenuDashboardsPage />} />
              <Route path="CategoryDashboard/:restaurantId" element={<CategoryDashboardPage />} />
              <Route path="ProductsDashboard/:restaurantId/:categoryId" element={<ProductsDashboardPage />} />
              <Route path="SpecialsDashboard/:restaurantId" element={<SpecialsDashboardPage />} />
              <Route path="ToppingDashboard/:restaurantId" element={<ToppingDashboardPage />} />
              <Route path="SidesDashboard/:restaurantId" element={<SidesDashboardPage />} />
              <Route
                path="RevenueDashboard/:id"
                element={
                  <Suspense fallback={<LoadingState>Loading the revenue…</LoadingState>}>
                    <RevenueDashboardPage />
                  </Suspense>
                }
              />
              <Route path="AuditDashboard/:restaurantId" element={<AuditDashboardPage />} />
              <Route
                path="PayrollDashboard/:id"
                element={
                  <Suspense fallback={<LoadingState>Loading the payroll…</LoadingState>}>
                    <PayrollPage />
                  </Suspense>
                }
              />
              <Route path="LabourDashboard/:id" element={<LabourDashboardPage />} />
            </Route>
            <Route
              path="admin/*"
              element={
                <Suspense fallback={<LoadingState>Loading the operator console…</LoadingState>}>
                  <ConsoleRoutes />
                </Suspense>
              }
            />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        {/* docs/product.md#cashier: the terminal screens have their own slim header and footer. */}
        <Route element={<RequireSignedIn />}>
          <Route element={<TerminalLayout />}>
            <Route path="CashierDashboard/takeOrder/:role/:restaurantId/:userId" element={<TakeOrderPage />} />
            <Route path="CashierDashboard/OrderHistory/:restaurantId" element={<OrderHistoryPage />} />
            <Route path="CashierDashboard/Drawer/:restaurantId" element={<DrawerPage />} />
            <Route path="CashierDashboard/UpdateOrder/:restaurantId/:orderId" element={<UpdateOrderPage />} />
            <Route path="CashierDashboard/:role/:restaurantId/:userId" element={<CashierHomePage />} />
            <Route path="CashierDashboard/*" element={<NotFoundPage />} />
            <Route path="DriverDashboard/CashoutDashboard/:id" element={<CashoutDashboardPage />} />
            <Route path="DriverDashboard/ADriverOrdersAndCashout/:id/:driverId" element={<DriverOrdersPage />} />
            <Route path="DriverDashboard/:id" element={<DriverDashboardPage />} />
            <Route path="DriverDashboard/*" element={<NotFoundPage />} />
            <Route path="KitchenDisplay/:restaurantId" element={<KitchenDisplayPage />} />
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
}
