import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { failureMessage } from '../../graphql/errors';
import { space } from '../../theme/theme';
import { ErrorAlert } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { ButtonLink } from '../../ui/controls/ButtonLink';
import { DashboardHeading, StyledCardGrid } from '../../ui/layout/Dashboard';
import { Icon } from '../../ui/controls/Icon';
import { LoadingState, PageTitle } from '../../ui/layout/Layout';
import { formatDollars } from '../../ui/format/money';
import { paths } from '../session/account';
import { CashoutBreakdown } from './CashoutBreakdown';
import { RoleScreen, useScreenSession } from '../session/RoleScreen';
import { StyledDriverPage, StyledEmptyList, StyledMoney } from './DriverUi';
import { DRIVERS } from './operations';
import { driverClockWords, lastCashoutText, NO_DRIVERS } from './rules';
import { RESTAURANT } from '../session/restaurant';

/** /DriverDashboard/CashoutDashboard/:id: the restaurant's drivers (docs/product.md#cash-out). */
export function CashoutDashboardPage() {
  const { id = '' } = useParams();
  return (
    <RoleScreen role="driver" restaurantId={id} title="Drivers">
      <CashoutDashboard />
    </RoleScreen>
  );
}

/** The whole card opens the driver's page. */
const StyledDriverCard = styled(Link)`
  display: grid;
  gap: ${space(2)};
  height: 100%;
  min-height: 44px;
  padding: ${space(5)};
  border-radius: ${({ theme }) => theme.radii.large};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.ink};
    border-color: ${({ theme }) => theme.colors.primary};
  }

  strong {
    font-size: 1.3rem;
  }
`;

const StyledLine = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const StyledOwed = styled(StyledMoney)`
  color: ${({ theme }) => theme.colors.ink};
  font-size: 1.4rem;
`;

const StyledBadges = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

const StyledOutBadge = styled.span`
  justify-self: start;
  padding: ${space(0.5, 2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.roleDriverSoft};
  color: ${({ theme }) => theme.colors.roleDriver};
  font-size: 0.85rem;
  font-weight: 700;
`;

function CashoutDashboard() {
  const { restaurantId } = useScreenSession();
  const { data, loading, error, refetch } = useQuery(DRIVERS, {
    variables: { restaurantId },
    fetchPolicy: 'cache-and-network',
  });
  const drivers = data?.drivers;
  const timeZone = useQuery(RESTAURANT, { variables: { id: restaurantId } }).data?.restaurant.timeZone;
  return (
    <StyledDriverPage>
      <PageTitle>Drivers</PageTitle>
      <DashboardHeading
        title="Drivers"
        subtitle="Choose a driver to see their orders and cash them out."
        actions={
          <ButtonLink to={paths.drivers(restaurantId)} $variant="ghost">
            <Icon name="car" size={18} />
            Unassigned orders
          </ButtonLink>
        }
      />
      {!drivers ? (
        loading ? (
          <LoadingState>Loading the drivers…</LoadingState>
        ) : (
          <ErrorAlert>
            {failureMessage(error, 'We could not load the drivers. Please try again.')}
            <p>
              <StyledButton type="button" $variant="secondary" onClick={() => void refetch()}>
                Try again
              </StyledButton>
            </p>
          </ErrorAlert>
        )
      ) : drivers.length === 0 ? (
        <StyledEmptyList>{NO_DRIVERS}</StyledEmptyList>
      ) : (
        <StyledCardGrid aria-label="Drivers">
          {drivers.map((balance) => (
            <li key={balance.driver.id}>
              <StyledDriverCard to={paths.driverOrders(restaurantId, balance.driver.id)}>
                <strong>{balance.driver.name}</strong>
                <DriverBadges out={balance.out} clock={driverClockWords(balance, timeZone)} />
                <StyledLine>
                  Owes <StyledOwed>{formatDollars(balance.owedCents)}</StyledOwed>
                </StyledLine>
                {balance.owedCents !== 0 && <CashoutBreakdown balance={balance} total />}
                <StyledLine>{lastCashoutText(balance.lastCashedOutAtLocal)}</StyledLine>
              </StyledDriverCard>
            </li>
          ))}
        </StyledCardGrid>
      )}
    </StyledDriverPage>
  );
}

/** On the clock (or on a break) and out for delivery, as badges under the name; none for a driver off the clock. */
function DriverBadges({ out, clock }: { out: boolean; clock: string | null }) {
  if (!out && !clock) return null;
  return (
    <StyledBadges>
      {clock && <StyledOutBadge data-clock>{clock}</StyledOutBadge>}
      {out && <StyledOutBadge>Out for delivery</StyledOutBadge>}
    </StyledBadges>
  );
}
