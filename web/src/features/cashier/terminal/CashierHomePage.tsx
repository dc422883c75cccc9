import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { media, space } from '../../../theme/theme';
import { StyledButton } from '../../../ui/controls/Button';
import { DashboardHeading } from '../../../ui/layout/Dashboard';
import { Icon } from '../../../ui/controls/Icon';
import { PageTitle } from '../../../ui/layout/Layout';
import { TileNav } from '../../../ui/controls/Tiles';
import { paths } from '../../session/account';
import { CashierScreen } from './CashierScreen';
import { useScreenSession } from '../../session/RoleScreen';

export const StyledTerminalPage = styled.div`
  width: 100%;
  max-width: 1100px;
  margin: 0 auto;
  padding: ${space(8, 6, 10)};

  ${media.phone} {
    padding: ${space(5, 4, 8)};
  }
`;

/** /CashierDashboard/:role/:restaurantId/:userId: 'Start Creating Orders' (docs/product.md#cashier-entry). */
export function CashierHomePage() {
  const { role = '', restaurantId = '', userId = '' } = useParams();
  return (
    <CashierScreen restaurantId={restaurantId} title="Cashier screen">
      <CashierHome role={role} restaurantId={restaurantId} userId={userId} />
    </CashierScreen>
  );
}

function CashierHome({ role, restaurantId, userId }: { role: string; restaurantId: string; userId: string }) {
  const { session, lock } = useScreenSession();
  return (
    <StyledTerminalPage>
      <PageTitle>Start Creating Orders</PageTitle>
      <DashboardHeading
        title="Start Creating Orders"
        subtitle={
          <>
            At the terminal: <strong>{session.name}</strong> ({session.role})
          </>
        }
        actions={
          <StyledButton type="button" $variant="ghost" onClick={lock}>
            <Icon name="lock" size={18} />
            Lock screen
          </StyledButton>
        }
      />
      <TileNav
        label="Cashier screens"
        tiles={[
          {
            label: 'Take an Order',
            to: paths.takeOrder(role, restaurantId, userId),
            icon: 'bell',
            note: 'Take pickup or delivery orders quickly.',
          },
          {
            label: 'Order History',
            to: paths.orderHistory(restaurantId),
            icon: 'clock',
            note: 'Check and manage your past orders.',
          },
          {
            label: 'Cash Drawer',
            to: paths.cashDrawer(restaurantId),
            icon: 'card',
            note: 'Open, pay in and out, count and close this tablet’s drawer.',
          },
        ]}
      />
    </StyledTerminalPage>
  );
}
