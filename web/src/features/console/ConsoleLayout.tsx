import { useQuery } from '@apollo/client/react';
import { NavLink, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { media, space } from '../../theme/theme';
import { StyledDashboardPage } from '../../ui/layout/Dashboard';
import { isAdmin } from '../session/account';
import { useSession } from '../session/useSession';
import { QueryState } from './ConsoleUi';
import { CONSOLE_ACCESS } from './operations';

const StyledHeader = styled.header`
  margin-bottom: ${space(6)};

  h1 {
    margin: 0 0 ${space(4)};
    font-size: clamp(1.9rem, 4vw, 2.6rem);
  }
`;

const StyledTabs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin: 0;
  padding: 0 0 ${space(3)};
  list-style: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${space(0, 4)};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 600;
    text-decoration: none;
  }

  a:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }

  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  ${media.phone} {
    gap: ${space(1)};

    a {
      padding: ${space(0, 3)};
    }
  }
`;

const TABS = [
  { to: '/admin', label: 'Accounts', end: true },
  { to: '/admin/subscriptions', label: 'Subscriptions' },
  { to: '/admin/queues', label: 'Queues' },
  { to: '/admin/health', label: 'Health' },
  { to: '/admin/audit', label: 'Audit' },
  { to: '/admin/books', label: 'Books' },
] as const;

/** For anyone the session does not show as an admin: the server's answer, which for them is a refusal (403). */
function AskTheServer() {
  const { data, loading, error, refetch } = useQuery(CONSOLE_ACCESS, { fetchPolicy: 'network-only' });
  return (
    <QueryState loading={loading} error={error} hasData={!!data} what="operator console" onRetry={() => void refetch()}>
      <Outlet />
    </QueryState>
  );
}

/**
 * The console's frame (docs/product.md#operator-console): its title and tabs
 * for admins. Anyone else sees only what the server answers them: not allowed.
 */
export function ConsoleLayout() {
  const { session } = useSession();
  const admin = isAdmin(session?.currentUser);
  return (
    <StyledDashboardPage>
      {admin && (
        <StyledHeader>
          <h1>Operator console</h1>
          <nav aria-label="Operator console">
            <StyledTabs>
              {TABS.map((tab) => (
                <li key={tab.to}>
                  <NavLink to={tab.to} end={'end' in tab}>
                    {tab.label}
                  </NavLink>
                </li>
              ))}
            </StyledTabs>
          </nav>
        </StyledHeader>
      )}
      {admin ? <Outlet /> : <AskTheServer />}
    </StyledDashboardPage>
  );
}
