import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useParams, useSearchParams } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import type { CashoutFieldsFragment, DriverPeriod } from '../../graphql/generated/graphql';
import { failureMessage } from '../../graphql/errors';
import { media, space } from '../../theme/theme';
import { ErrorAlert, SuccessNote } from '../../ui/Alert';
import { ButtonLink, StyledButton } from '../../ui/Button';
import { DashboardHeading } from '../../ui/Dashboard';
import { Icon } from '../../ui/Icon';
import { LoadingState, PageTitle } from '../../ui/Layout';
import { formatDollars } from '../../ui/money';
import { paths } from '../session/account';
import { useLiveStream } from '../session/liveStream';
import { useScopedSession } from '../session/ScopedSessionProvider';
import { CashoutBreakdown } from './CashoutBreakdown';
import { CashoutDialog } from './CashoutDialog';
import { DriverScreen, StyledDriverPage, useDriverSession } from './DriverScreen';
import { StyledEmptyList, StyledMessages, StyledMoney, StyledPanel } from './DriverUi';
import { DRIVER_CASHOUTS, DRIVER_PAGE, DRIVERS } from './operations';
import {
  DRIVER_PERIODS,
  isDriverPeriod,
  lastCashoutText,
  NO_DRIVER_ORDERS,
  overShortText,
  tripStatusLabel,
} from './rules';
import { formatDayTime } from '../../ui/dates';

/** /DriverDashboard/ADriverOrdersAndCashout/:id/:driverId: a driver's orders and cash-out (docs/product.md#cash-out). */
export function DriverOrdersPage() {
  const { id = '', driverId = '' } = useParams();
  return (
    <DriverScreen restaurantId={id} title="Drivers Orders">
      <DriverOrders key={driverId} driverId={driverId} />
    </DriverScreen>
  );
}

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: 300px minmax(0, 1fr);
  align-items: start;
  gap: ${space(6)};

  ${media.tablet} {
    grid-template-columns: 1fr;
  }
`;

const StyledCashoutButton = styled(StyledButton)`
  display: grid;
  gap: ${space(1)};
  min-height: 72px;
  border-radius: ${({ theme }) => theme.radii.large};

  span {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 1.5rem;
  }
`;

const StyledPeriods = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin-bottom: ${space(4)};

  ${media.phone} {
    display: grid;
    grid-template-columns: repeat(3, 1fr);
  }
`;

const StyledPeriod = styled.button<{ $on: boolean }>`
  min-height: 44px;
  padding: ${space(0, 4)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1.5px solid ${({ $on, theme }) => ($on ? theme.colors.primary : theme.colors.borderStrong)};
  background: ${({ $on, theme }) => ($on ? theme.colors.primary : theme.colors.surface)};
  color: ${({ $on, theme }) => ($on ? theme.colors.onPrimary : theme.colors.ink)};
  font: inherit;
  font-weight: 650;
  cursor: pointer;
`;

const StyledList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.phone} {
    grid-template-columns: 1fr;
  }
`;

const StyledOrder = styled.article`
  display: grid;
  gap: ${space(1)};
  height: 100%;
  padding: ${space(4)};
  border-radius: ${({ theme }) => theme.radii.large};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h3 {
    margin: 0;
    font-size: 1.2rem;
  }

  p {
    margin: 0;
  }
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.92rem;
`;

const StyledSectionHeading = styled.h2`
  margin: ${space(8, 0, 3)};
`;

const StyledHistory = styled.ol`
  display: grid;
  gap: ${space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
    gap: ${space(1, 4)};
    padding: ${space(4)};
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }

  span {
    display: grid;
  }

  small {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: 0.82rem;
  }
`;

const PrintOrdersStyle = createGlobalStyle`
  @media print {
    body > #root { display: none !important; }
  }
`;

const StyledPrintSheet = styled.div`
  display: none;

  @media print {
    display: block;
    padding: ${space(6)};
    color: ${({ theme }) => theme.colors.ink};
    font-size: 12pt;

    table {
      width: 100%;
      border-collapse: collapse;
    }

    th,
    td {
      padding: ${space(1, 2)};
      border-bottom: 1px solid ${({ theme }) => theme.colors.borderStrong};
      text-align: left;
    }

    td:last-child,
    th:last-child {
      text-align: right;
    }
  }
`;

function DriverOrders({ driverId }: { driverId: string }) {
  const { restaurantId, session } = useDriverSession();
  const { end } = useScopedSession();
  const client = useApolloClient();
  const [params, setParams] = useSearchParams();
  const periodParam = params.get('period');
  const period: DriverPeriod = isDriverPeriod(periodParam) ? periodParam : 'all';
  const page = useQuery(DRIVER_PAGE, {
    variables: { driverId, period },
    fetchPolicy: 'cache-and-network',
  });
  const history = useQuery(DRIVER_CASHOUTS, { variables: { driverId }, fetchPolicy: 'cache-and-network' });
  const [cashingOut, setCashingOut] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const refetchAll = () => void client.refetchQueries({ include: [DRIVER_PAGE, DRIVER_CASHOUTS, DRIVERS] });
  useLiveStream(restaurantId, session.token, {
    onNotice: () => undefined,
    onDriverNotice: (change) => {
      if (!change.driverId || change.driverId === driverId) refetchAll();
    },
    onEnded: (message) => end(message),
  });

  const balance = page.data?.driverBalance;
  const trips = page.data?.driverOrders;
  const name = balance?.driver.name ?? 'Driver';
  const nothingOwed = !!balance && balance.openTrips === 0 && balance.floatCents === 0;
  const periodName = DRIVER_PERIODS.find((known) => known.value === period)?.label ?? 'All';

  const cashedOut = (cashout: CashoutFieldsFragment) => {
    setCashingOut(false);
    const count = cashout.countedCents === null || cashout.countedCents === undefined ? null : cashout.countedCents;
    setNotice(
      `${name} cashed out: ${formatDollars(cashout.expectedCents)}` +
        (count === null ? '.' : `, counted ${formatDollars(count)} (${overShortText(cashout.overShortCents)}).`),
    );
    refetchAll();
  };

  if (!balance || !trips) {
    return (
      <StyledDriverPage>
        <PageTitle>Drivers Orders</PageTitle>
        {page.loading ? (
          <LoadingState>Loading the driver…</LoadingState>
        ) : (
          <ErrorAlert>
            {failureMessage(page.error, 'We could not load this driver. Please try again.')}
            <p>
              <StyledButton type="button" $variant="secondary" onClick={() => void page.refetch()}>
                Try again
              </StyledButton>
            </p>
          </ErrorAlert>
        )}
      </StyledDriverPage>
    );
  }

  return (
    <StyledDriverPage>
      <PageTitle>{`${name}: Drivers Orders`}</PageTitle>
      <DashboardHeading
        title={name}
        subtitle={balance.out ? 'Out for delivery' : 'At the restaurant'}
        actions={
          <ButtonLink to={paths.driverCashouts(restaurantId)} $variant="ghost">
            <Icon name="users" size={18} />
            All drivers
          </ButtonLink>
        }
      />
      {notice && (
        <StyledMessages>
          <SuccessNote>{notice}</SuccessNote>
        </StyledMessages>
      )}
      <StyledColumns>
        <StyledPanel aria-label="Cashout">
          <StyledCashoutButton
            type="button"
            $size="large"
            $block
            disabled={nothingOwed}
            onClick={() => {
              setNotice(null);
              setCashingOut(true);
            }}
          >
            Cashout
            <span>{formatDollars(balance.owedCents)}</span>
          </StyledCashoutButton>
          {nothingOwed ? (
            <p>Nothing to cash out since the last cash-out.</p>
          ) : (
            <CashoutBreakdown balance={balance} total />
          )}
          <p>{lastCashoutText(balance.lastCashedOutAtLocal)}</p>
          <StyledButton
            type="button"
            $variant="secondary"
            $block
            disabled={trips.length === 0}
            onClick={() => window.print()}
          >
            <Icon name="printer" size={18} />
            Print Orders
          </StyledButton>
        </StyledPanel>
        <section aria-labelledby="driver-orders-heading">
          <h2 id="driver-orders-heading">Drivers Orders</h2>
          <StyledPeriods role="group" aria-label="Period">
            {DRIVER_PERIODS.map((option) => (
              <StyledPeriod
                key={option.value}
                type="button"
                $on={option.value === period}
                aria-pressed={option.value === period}
                onClick={() =>
                  setParams(
                    (current) => {
                      const next = new URLSearchParams(current);
                      if (option.value === 'all') next.delete('period');
                      else next.set('period', option.value);
                      return next;
                    },
                    { replace: true },
                  )
                }
              >
                {option.label}
              </StyledPeriod>
            ))}
          </StyledPeriods>
          {trips.length === 0 ? (
            <StyledEmptyList>{NO_DRIVER_ORDERS}</StyledEmptyList>
          ) : (
            <StyledList aria-label={`${name}'s orders`}>
              {trips.map((trip) => (
                <li key={trip.id}>
                  <StyledOrder aria-label={`Order #${trip.orderNumber}`}>
                    <h3>Order #{trip.orderNumber}</h3>
                    <p>{[trip.street1, trip.street2].filter(Boolean).join(', ')}</p>
                    <p>
                      <StyledMoney>{formatDollars(trip.totalCents)}</StyledMoney>
                    </p>
                    <StyledMuted>
                      {formatDayTime(trip.assignedAtLocal)} · {tripStatusLabel(trip.status, !!trip.cashoutId)}
                      {trip.orderDeleted ? ' · order deleted' : ''}
                    </StyledMuted>
                  </StyledOrder>
                </li>
              ))}
            </StyledList>
          )}
          <StyledSectionHeading>Cash-out history</StyledSectionHeading>
          {!history.data ? (
            history.error ? (
              <ErrorAlert>
                {failureMessage(history.error, 'We could not load the cash-outs. Please try again.')}
              </ErrorAlert>
            ) : (
              <LoadingState>Loading the cash-outs…</LoadingState>
            )
          ) : history.data.driverCashouts.length === 0 ? (
            <StyledEmptyList>{name} has not been cashed out yet.</StyledEmptyList>
          ) : (
            <StyledHistory aria-label="Cash-outs">
              {history.data.driverCashouts.map((cashout) => (
                <li key={cashout.id}>
                  <span>
                    <small>Cashed out</small>
                    {formatDayTime(cashout.cashedOutAtLocal)}
                  </span>
                  <span>
                    <small>Owed</small>
                    <StyledMoney>{formatDollars(cashout.expectedCents)}</StyledMoney>
                  </span>
                  <span>
                    <small>Counted</small>
                    {cashout.countedCents === null || cashout.countedCents === undefined
                      ? '—'
                      : formatDollars(cashout.countedCents)}
                  </span>
                  <span>
                    <small>Over / short</small>
                    {overShortText(cashout.overShortCents)}
                  </span>
                  <span>
                    <small>Orders</small>
                    {cashout.tripCount}
                  </span>
                  <span>
                    <small>Approved by</small>
                    {cashout.approvedBy} ({cashout.approvedByRole})
                  </span>
                </li>
              ))}
            </StyledHistory>
          )}
        </section>
      </StyledColumns>
      {cashingOut && (
        <CashoutDialog
          restaurantId={restaurantId}
          balance={balance}
          onClose={() => setCashingOut(false)}
          onCashedOut={cashedOut}
        />
      )}
      {createPortal(
        <>
          <PrintOrdersStyle />
          <StyledPrintSheet data-print-orders aria-hidden="true">
            <h1>
              {name}: {periodName}
            </h1>
            <table>
              <thead>
                <tr>
                  <th>Order</th>
                  <th>Taken</th>
                  <th>Street</th>
                  <th>Total</th>
                </tr>
              </thead>
              <tbody>
                {trips.map((trip) => (
                  <tr key={trip.id}>
                    <td>#{trip.orderNumber}</td>
                    <td>{formatDayTime(trip.assignedAtLocal)}</td>
                    <td>{trip.street1}</td>
                    <td>{formatDollars(trip.totalCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>
              {trips.length} orders · {formatDollars(trips.reduce((sum, trip) => sum + trip.totalCents, 0))}
            </p>
          </StyledPrintSheet>
        </>,
        document.body,
      )}
    </StyledDriverPage>
  );
}
