import { Route, Routes } from 'react-router-dom';
import { EmptyState } from '../../ui/layout/Dashboard';
import { AuditPage } from './AuditPage';
import { BooksPage } from './BooksPage';
import { ConsoleLayout } from './ConsoleLayout';
import { HealthPage } from './HealthPage';
import { QueuesPage } from './QueuesPage';
import { SubscriptionsPage } from './SubscriptionsPage';
import { AccountsPage } from './AccountsPage';

/**
 * /admin/*: the operator console (docs/product.md#operator-console). Loaded
 * with its route only (App.tsx), so no other page carries it.
 */
export default function ConsoleRoutes() {
  return (
    <Routes>
      <Route element={<ConsoleLayout />}>
        <Route index element={<AccountsPage />} />
        <Route path="subscriptions" element={<SubscriptionsPage />} />
        <Route path="queues" element={<QueuesPage />} />
        <Route path="health" element={<HealthPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="books" element={<BooksPage />} />
        <Route
          path="*"
          element={<EmptyState icon="compass">There is no such page in the operator console.</EmptyState>}
        />
      </Route>
    </Routes>
  );
}
