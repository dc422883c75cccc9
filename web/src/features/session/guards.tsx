import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingState } from '../../ui/layout/Layout';
import { canManageRestaurants, isAdmin } from './account';
import type { SessionUser } from './sessionStore';
import { useSession } from './useSession';

interface GuardProps {
  admits: (user: SessionUser) => boolean;
  children?: ReactNode;
}

/** Shows its routes to admitted users; everyone else goes to /sign-in and comes back after. */
function SessionGuard({ admits, children }: GuardProps) {
  const { session, status } = useSession();
  const location = useLocation();

  if (status === 'restoring') return <LoadingState>Restoring your session…</LoadingState>;
  if (!session || !admits(session.currentUser)) {
    return <Navigate to="/sign-in" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return children ?? <Outlet />;
}

/** Owners and admins (docs/product.md#navigation). */
export function RequireSignedIn({ children }: { children?: ReactNode }) {
  return <SessionGuard admits={canManageRestaurants}>{children}</SessionGuard>;
}

/** Platform admins only (docs/product.md#roles); no route needs it yet. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  return <SessionGuard admits={isAdmin}>{children}</SessionGuard>;
}
