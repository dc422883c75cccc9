import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ForgotPasswordPage } from '../features/account/ForgotPasswordPage';
import { ResetPasswordPage } from '../features/account/ResetPasswordPage';
import { SignInPage } from '../features/account/SignInPage';
import { SignUpPage } from '../features/account/SignUpPage';
import { UpdateProfilePage } from '../features/account/UpdateProfilePage';
import { CashierHomePage } from '../features/cashier/CashierHomePage';
import { OrderHistoryPage } from '../features/cashier/OrderHistoryPage';
import { TakeOrderPage, UpdateOrderPage } from '../features/cashier/OrderScreen';
import { BillingDashboardPage } from '../features/billing/BillingDashboardPage';
import { CheckoutCancelPage, CheckoutSuccessPage } from '../features/billing/CheckoutResultPages';
import { PlansPage } from '../features/billing/PlansPage';
import { ContactPage } from '../features/contact/ContactPage';
import { CreateEmployeeModal } from '../features/employees/EmployeeModals';
import { EmployeesPage } from '../features/employees/EmployeesPage';
import { AboutPage } from '../features/marketing/AboutPage';
import { HomePage } from '../features/marketing/HomePage';
import { NotFoundPage } from '../features/marketing/NotFoundPage';
import { CashoutDashboardPage } from '../features/drivers/CashoutDashboardPage';
import { DriverDashboardPage } from '../features/drivers/DriverDashboardPage';
import { DriverOrdersPage } from '../features/drivers/DriverOrdersPage';
import { CategoryDashboardPage } from '../features/menu/CategoryDashboardPage';
import { MenuDashboardsPage } from '../features/menu/MenuDashboardsPage';
import { ProductsDashboardPage } from '../features/menu/ProductsDashboardPage';
import { SidesDashboardPage } from '../features/menu/SidesDashboardPage';
import { SpecialsDashboardPage } from '../features/menu/SpecialsDashboardPage';
import { ToppingDashboardPage } from '../features/menu/ToppingDashboardPage';
import { SiteLayout } from '../features/navigation/SiteLayout';
import { OpenRestaurantDashboardPage } from '../features/restaurants/OpenRestaurantDashboardPage';
import { RestaurantDashboardPage } from '../features/restaurants/RestaurantDashboardPage';
import { RequireSignedIn } from '../features/session/guards';
import { useSessionRestore } from '../features/session/useSessionRestore';
import { LoadingState } from '../ui/Layout';
import { TerminalLayout } from '../ui/TerminalLayout';

/** The revenue dashboard carries the chart library: it loads with its route only. */
const RevenueDashboardPage = lazy(() => import('../features/revenue/RevenueDashboardPage'));
/** The operator console is for admins only: its code loads with its route (docs/product.md#operator-console). */
const ConsoleRoutes = lazy(() => import('../features/console/ConsoleRoutes'));

/** Every route of docs/product.md#screens built so far. Paths keep the documented spelling and case. */
export function App() {
  useSessionRestore();
  return (
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
          <Route path="restaurantDashboard/:id" element={<RestaurantDashboardPage />} />
          <Route path="dashboard/:id" element={<BillingDashboardPage />} />
          <Route path="success" element={<CheckoutSuccessPage />} />
          <Route path="cancel" element={<CheckoutCancelPage />} />
          <Route
            path="openARestaurantDashboard/:id"
            element={<OpenRestaurantDashboardPage createAccountDialog={CreateEmployeeModal} />}
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
          <Route path="CashierDashboard/UpdateOrder/:restaurantId/:orderId" element={<UpdateOrderPage />} />
          <Route path="CashierDashboard/:role/:restaurantId/:userId" element={<CashierHomePage />} />
          <Route path="CashierDashboard/*" element={<NotFoundPage />} />
          <Route path="DriverDashboard/CashoutDashboard/:id" element={<CashoutDashboardPage />} />
          <Route path="DriverDashboard/ADriverOrdersAndCashout/:id/:driverId" element={<DriverOrdersPage />} />
          <Route path="DriverDashboard/:id" element={<DriverDashboardPage />} />
          <Route path="DriverDashboard/*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
