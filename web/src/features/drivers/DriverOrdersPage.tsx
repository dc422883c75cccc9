import { useApolloClient, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useParams, useSearchParams } from 'react-router-dom';
import type { CashoutFieldsFragment, DriverPeriod } from '../../graphql/generated/graphql';
import { failureMessage } from '../../graphql/errors';
import { ErrorAlert, SuccessNote } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { ButtonLink } from '../../ui/controls/ButtonLink';
import { DashboardHeading } from '../../ui/layout/Dashboard';
import { Icon } from '../../ui/controls/Icon';
import { LoadingState, PageTitle } from '../../ui/layout/Layout';
import { formatDollars } from '../../ui/format/money';
import { useReachesZest } from '../../ui/layout/NetworkStatus';
import { paths } from '../session/account';
import { useLiveStream } from '../session/liveStream';
import { useScopedSession } from '../session/ScopedSessionProvider';
import { CashoutBreakdown } from './CashoutBreakdown';
import { CashoutDialog } from './CashoutDialog';
import { CashoutHistory } from './CashoutHistory';
import { RoleScreen, useScreenSession } from '../session/RoleScreen';
import { StyledDriverPage, StyledEmptyList, StyledMessages, StyledPanel } from './DriverUi';
import { DRIVER_CASHOUTS, DRIVER_PAGE, DRIVERS } from './operations';
import { DRIVER_PERIODS, isDriverPeriod, lastCashoutText, NO_DRIVER_ORDERS, overShortText } from './rules';
import { DoorPaymentDialog } from './DoorPaymentDialog';
import { DriverTripItem } from './DriverTripItem';
import { formatDayTime } from '../../ui/format/dates';
import {
  StyledColumns,
  StyledCashoutButton,
  StyledPeriods,
  StyledPeriod,
  StyledList,
  StyledSectionHeading,
  PrintOrdersStyle,
  StyledPrintSheet,
} from './DriverOrdersPage.styles';

/** /DriverDashboard/ADriverOrdersAndCashout/:id/:driverId: a driver's orders and cash-out (docs/product.md#cash-out). */
export function DriverOrdersPage() {
  const { id = '', driverId = '' } = useParams();
  return (
    <RoleScreen role="driver" restaurantId={id} title="Drivers Orders">
      <DriverOrders key={driverId} driverId={driverId} />
    </RoleScreen>
  );
}

/** Why Cashout is disabled with no network: the cash-out is the server's record (issue 25). */
export const CASHOUT_OFFLINE = 'Offline: a cash-out needs the network.';

function DriverOrders({ driverId }: { driverId: string }) {
  const { restaurantId, session } = useScreenSession();
  const online = useReachesZest();
  const offlineId = useId();
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
  /** The delivery whose payment link is on screen (its QR code), if any. */
  const [door, setDoor] = useState<{ orderId: string; orderNumber: number } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const refetchAll = () => void client.refetchQueries({ include: [DRIVER_PAGE, DRIVER_CASHOUTS, DRIVERS] });
  // This driver's own changes, or a change to one of the orders on this page (decision 0056); not every
  // delivery of the restaurant.
  useLiveStream(restaurantId, session.token, {
    onNotice: () => undefined,
    onDriverNotice: (change) => {
      const mine = page.data?.driverOrders.some((trip) => change.orderIds.includes(trip.orderId));
      if (change.driverId === driverId || (!change.driverId && mine)) refetchAll();
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
        (count === null ? '.' : `, counted ${formatDollars(count)} (${overShortText(cashout.overShortCents)}).`) +
        (cashout.cardTipsCents
          ? ` Hand ${name} ${formatDollars(cashout.cardTipsCents)} of card tips from the drawer.`
          : ''),
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
            disabled={nothingOwed || !online}
            aria-describedby={online ? undefined : offlineId}
            onClick={() => {
              setNotice(null);
              setCashingOut(true);
            }}
          >
            Cashout
            <span>{formatDollars(balance.owedCents)}</span>
          </StyledCashoutButton>
          {!online && <p id={offlineId}>{CASHOUT_OFFLINE}</p>}
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
                  <DriverTripItem
                    trip={trip}
                    online={online}
                    onTakeCard={() => setDoor({ orderId: trip.orderId, orderNumber: trip.orderNumber })}
                  />
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
            <CashoutHistory cashouts={history.data.driverCashouts} />
          )}
        </section>
      </StyledColumns>
      {door && (
        <DoorPaymentDialog
          orderId={door.orderId}
          orderNumber={door.orderNumber}
          onClose={() => setDoor(null)}
          onPaid={refetchAll}
        />
      )}
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
