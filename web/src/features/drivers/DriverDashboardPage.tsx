import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { WaitingDeliveryFragment } from '../../graphql/generated/graphql';
import { failureMessage, readServerFailure } from '../../graphql/errors';
import { media, space } from '../../theme/theme';
import { ErrorAlert, SuccessNote } from '../../ui/Alert';
import { ButtonLink, StyledButton } from '../../ui/Button';
import { DashboardHeading } from '../../ui/Dashboard';
import { Icon } from '../../ui/Icon';
import { LoadingState, PageTitle } from '../../ui/Layout';
import { formatDollars } from '../../ui/money';
import { PinDialog } from '../../ui/PinDialog';
import { PinRefusal } from '../../ui/PinPad';
import { Toast } from '../../ui/Toast';
import { paths } from '../session/account';
import { useLiveRefetch } from '../session/liveStream';
import { takesDeliveries } from '../session/roles';
import { useScopedSession } from '../session/ScopedSessionProvider';
import { DriverScreen, StyledDriverPage, useDriverSession } from './DriverScreen';
import { newKey } from '../../ui/keys';
import { ASSIGN_ORDERS, DRIVERS_OUT, ENTER_DRIVER_SCREEN, MARK_DRIVER_BACK, UNASSIGNED_ORDERS } from './operations';
import { ASSIGN_FAILED, goneMessage, NO_ORDERS_SELECTED, selectionSummary, waitingFor } from './rules';
import { StyledEmptyList, StyledMessages, StyledPanel } from './DriverUi';
import { formatDayTime, formatTime } from '../../ui/dates';

/** /DriverDashboard/:id: the deliveries waiting for a driver (docs/product.md#unassigned-orders). */
export function DriverDashboardPage() {
  const { id = '' } = useParams();
  return (
    <DriverScreen restaurantId={id} title="Current Unassigned Orders">
      <DriverDashboard />
    </DriverScreen>
  );
}

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 300px;
  align-items: start;
  gap: ${space(6)};

  ${media.tablet} {
    grid-template-columns: 1fr;
  }
`;

/** Below the tablet width the panel comes first: a driver back at the counter finds their name at once. */
const StyledOutPanel = styled(StyledPanel)`
  ${media.tablet} {
    order: -1;
  }
`;

const StyledMenu = styled.nav`
  margin-bottom: ${space(5)};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  ${media.phone} {
    li {
      flex: 1 1 100%;
    }

    li > * {
      width: 100%;
    }
  }
`;

const StyledOrderList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${space(4)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.phone} {
    grid-template-columns: 1fr;
    gap: ${space(3)};
  }
`;

const StyledOrderCard = styled.button<{ $selected: boolean }>`
  display: grid;
  gap: ${space(1)};
  width: 100%;
  height: 100%;
  min-height: 120px;
  padding: ${space(4, 5)};
  border-radius: ${({ theme }) => theme.radii.large};
  border: 3px solid ${({ $selected, theme }) => ($selected ? theme.colors.primary : theme.colors.border)};
  background: ${({ $selected, theme }) => ($selected ? theme.colors.primarySoft : theme.colors.surface)};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  text-align: left;
  cursor: pointer;
  touch-action: manipulation;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  strong {
    font-size: 1.3rem;
  }

  span {
    overflow-wrap: anywhere;
  }
`;

const StyledCardTop = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
`;

const StyledCheck = styled.span<{ $selected: boolean }>`
  display: grid;
  place-items: center;
  flex: none;
  width: 30px;
  height: 30px;
  border-radius: 50%;
  border: 2px solid ${({ $selected, theme }) => ($selected ? theme.colors.primary : theme.colors.borderStrong)};
  background: ${({ $selected, theme }) => ($selected ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const StyledMoney = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 1.2rem;
  font-weight: 800;
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.92rem;
`;

const StyledCustomer = styled.span`
  font-size: 1.05rem;
  font-weight: 700;
`;

/** The time the customer wants it: a saffron chip, like the receipt's schedule time. */
const StyledDue = styled.span`
  justify-self: start;
  padding: ${space(0.5, 3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 2px solid ${({ theme }) => theme.colors.highlight};
  background: ${({ theme }) => theme.colors.highlightSoft};
  font-weight: 800;
`;

/** How long a cleared selection can be brought back. */
const UNDO_CLEAR_MS = 6000;

/** Stays in view at the bottom of the screen while orders are selected (docs/product.md#driver-feel). */
const StyledSelectionBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 5;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  margin-top: ${space(5)};
  padding: ${space(3, 4)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.onNight};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  strong {
    flex: 1 1 auto;
    font-size: 1.1rem;
    font-variant-numeric: tabular-nums;
  }

  /* On a phone the main action takes a row of its own; Clear stays a quiet word beside the count. */
  ${media.phone} {
    & > :last-child {
      width: 100%;
    }
  }
`;

const StyledOutList = styled.ul`
  display: grid;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledOutButton = styled.button`
  display: grid;
  gap: ${space(1)};
  width: 100%;
  min-height: 56px;
  padding: ${space(3, 4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 1.5px solid ${({ theme }) => theme.colors.roleDriver};
  background: ${({ theme }) => theme.colors.roleDriverSoft};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surface};
  }

  strong {
    font-size: 1.05rem;
  }
`;

const StyledOutName = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
`;

const StyledBackChip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  padding: ${space(1, 3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.roleDriver};
  color: ${({ theme }) => theme.colors.surface};
  font-size: 0.85rem;
  font-weight: 700;
`;

function DriverDashboard() {
  const { restaurantId, session, lock } = useDriverSession();
  const { end } = useScopedSession();
  const client = useApolloClient();
  const unassigned = useQuery(UNASSIGNED_ORDERS, {
    variables: { restaurantId },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const out = useQuery(DRIVERS_OUT, { variables: { restaurantId }, fetchPolicy: 'cache-and-network' });
  /** The selected orders, by id, with their numbers (to name one that another driver takes meanwhile). */
  const [selected, setSelected] = useState<ReadonlyMap<string, number>>(new Map());
  /** A selection just cleared, for Undo. */
  const [cleared, setCleared] = useState<ReadonlyMap<string, number> | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [askDriverPin, setAskDriverPin] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);

  // Live: a new delivery, another driver's trip or a return reads both lists again, without a reload.
  useLiveRefetch(restaurantId, session.token, {
    include: [UNASSIGNED_ORDERS, DRIVERS_OUT],
    wants: (notice) => notice.orderType === 'delivery' || notice.change !== 'created',
    drivers: true,
    settleMs: 200,
    onEnded: (message) => end(message),
  });

  const orders = unassigned.data?.unassignedOrders;
  // A selected order that leaves the list (another driver took it, it was deleted or switched) leaves the
  // selection, and the screen says which.
  const [seenOrders, setSeenOrders] = useState(orders);
  if (orders !== seenOrders) {
    setSeenOrders(orders);
    const waitingIds = new Set((orders ?? []).map((order) => order.orderId));
    const gone = [...selected].filter(([orderId]) => !waitingIds.has(orderId));
    if (orders && gone.length > 0) {
      setSelected(new Map([...selected].filter(([orderId]) => waitingIds.has(orderId))));
      setFailure(goneMessage(gone.map(([, orderNumber]) => orderNumber)));
    }
  }
  const chosen = (orders ?? []).filter((order) => selected.has(order.orderId));
  const chosenTotal = chosen.reduce((sum, order) => sum + order.totalCents, 0);

  const toggle = (order: WaitingDeliveryFragment) => {
    setNotice(null);
    setFailure(null);
    setCleared(null);
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(order.orderId)) next.delete(order.orderId);
      else next.set(order.orderId, order.orderNumber);
      return next;
    });
  };

  /** Gives the selection to the driver of `bearer` (a driver's PIN typed now), else to the screen's driver. */
  const assign = async (bearer?: string) => {
    const orderIds = chosen.map((order) => order.orderId);
    // Cleared first: the live notice of this very assignment must not read as orders taken by someone else.
    setSelected(new Map());
    const { data } = await client.mutate({
      mutation: ASSIGN_ORDERS,
      variables: { input: { restaurantId, orderIds, outForDelivery: true } },
      ...(bearer ? { context: { bearer } } : {}),
    });
    if (data) setNotice(data.assignOrders.message);
    void client.refetchQueries({ include: [UNASSIGNED_ORDERS, DRIVERS_OUT] });
  };

  // docs/product.md#assigning-orders: a driver's session takes them for that driver; a manager's asks whose they are.
  const getSelected = async () => {
    setNotice(null);
    setFailure(null);
    if (chosen.length === 0) {
      setFailure(NO_ORDERS_SELECTED);
      return;
    }
    if (!takesDeliveries(session.role)) {
      setAskDriverPin(true);
      return;
    }
    setBusy(true);
    try {
      await assign();
    } catch (error) {
      setFailure(failureMessage(error, ASSIGN_FAILED));
      void client.refetchQueries({ include: [UNASSIGNED_ORDERS] });
    } finally {
      setBusy(false);
    }
  };

  const markBack = async (driverId: string, name: string) => {
    setNotice(null);
    setFailure(null);
    setBusy(true);
    try {
      await client.mutate({ mutation: MARK_DRIVER_BACK, variables: { driverId, key: newKey() } });
      setNotice(`${name} is back.`);
      void client.refetchQueries({ include: [DRIVERS_OUT] });
    } catch (error) {
      setFailure(failureMessage(error, `${name} could not be marked back. Try again.`));
    } finally {
      setBusy(false);
    }
  };

  const getButton = (
    <StyledButton type="button" disabled={busy} onClick={() => void getSelected()}>
      <Icon name="car" size={20} />
      Get the Selected Orders
    </StyledButton>
  );

  return (
    <StyledDriverPage>
      <PageTitle>Current Unassigned Orders</PageTitle>
      <DashboardHeading
        title="Current Unassigned Orders"
        subtitle={
          <>
            At the screen: <strong>{session.name}</strong> ({session.role})
          </>
        }
        actions={
          <>
            <StyledButton
              type="button"
              $variant="secondary"
              disabled={unassigned.loading}
              onClick={() => void client.refetchQueries({ include: [UNASSIGNED_ORDERS, DRIVERS_OUT] })}
            >
              <Icon name="repeat" size={18} />
              {unassigned.loading && orders ? 'Refreshing…' : 'Refresh'}
            </StyledButton>
            <StyledButton type="button" $variant="ghost" onClick={lock}>
              <Icon name="lock" size={18} />
              Lock screen
            </StyledButton>
          </>
        }
      />
      <StyledMenu aria-label="Driver menu">
        <ul>
          <li>
            <ButtonLink to={paths.driverCashouts(restaurantId)} $variant="ghost">
              <Icon name="card" size={18} />
              Cashout
            </ButtonLink>
          </li>
          <li>{getButton}</li>
          <li>
            <ButtonLink to={paths.driverCashouts(restaurantId)} $variant="ghost">
              <Icon name="clock" size={18} />
              Driver Delivered Orders
            </ButtonLink>
          </li>
        </ul>
      </StyledMenu>
      {(failure || notice) && (
        <StyledMessages>
          {failure && <ErrorAlert>{failure}</ErrorAlert>}
          {notice && <SuccessNote>{notice}</SuccessNote>}
        </StyledMessages>
      )}
      <StyledColumns>
        <section aria-labelledby="waiting-heading">
          <h2 id="waiting-heading">Waiting for a driver</h2>
          {!orders ? (
            unassigned.error ? (
              <ErrorAlert>
                {failureMessage(unassigned.error, 'We could not load the orders. Please try again.')}
                <p>
                  <StyledButton type="button" $variant="secondary" onClick={() => void unassigned.refetch()}>
                    Try again
                  </StyledButton>
                </p>
              </ErrorAlert>
            ) : (
              <LoadingState>Loading the orders…</LoadingState>
            )
          ) : orders.length === 0 ? (
            <StyledEmptyList>No delivery orders are waiting for a driver.</StyledEmptyList>
          ) : (
            <StyledOrderList aria-label="Unassigned orders">
              {orders.map((order) => {
                const isSelected = selected.has(order.orderId);
                return (
                  <li key={order.orderId}>
                    <StyledOrderCard
                      type="button"
                      aria-pressed={isSelected}
                      $selected={isSelected}
                      onClick={() => toggle(order)}
                    >
                      <StyledCardTop>
                        <strong>Order #{order.orderNumber}</strong>
                        <StyledCheck $selected={isSelected} aria-hidden="true">
                          {isSelected && <Icon name="check" size={18} />}
                        </StyledCheck>
                      </StyledCardTop>
                      {order.customerName && <StyledCustomer>{order.customerName}</StyledCustomer>}
                      {order.scheduleTime && <StyledDue>Due {order.scheduleTime}</StyledDue>}
                      <span>
                        {order.street1 ? (
                          <>
                            {[order.street1, order.street2].filter(Boolean).join(', ')}
                            <br />
                            {[order.city, order.zipcode].filter(Boolean).join(' ')}
                          </>
                        ) : (
                          'No address on the order'
                        )}
                      </span>
                      <StyledMoney>{formatDollars(order.totalCents)}</StyledMoney>
                      <StyledMuted>
                        {formatDayTime(order.createdAtLocal)}
                        {/* An order due at 18:45 is not late at 18:05: its due time replaces the wait. */}
                        {order.scheduleTime ? '' : ` · waiting ${waitingFor(order.createdAt, now)}`}
                        {order.firstPrintedAt ? '' : ' · not printed yet'}
                      </StyledMuted>
                    </StyledOrderCard>
                  </li>
                );
              })}
            </StyledOrderList>
          )}
          {chosen.length > 0 && (
            <StyledSelectionBar role="region" aria-label="Selected orders">
              <strong>{selectionSummary(chosen.length, chosenTotal)}</strong>
              <StyledButton
                type="button"
                $variant="quietOnNight"
                onClick={() => {
                  setCleared(selected);
                  setSelected(new Map());
                }}
              >
                Clear
              </StyledButton>
              {getButton}
            </StyledSelectionBar>
          )}
        </section>
        <StyledOutPanel aria-labelledby="out-heading">
          <h2 id="out-heading">Out of Delivery</h2>
          <p>Tap a name when the driver is back.</p>
          {!out.data ? (
            out.error ? (
              <ErrorAlert>
                {failureMessage(out.error, 'We could not load the drivers out. Please try again.')}
              </ErrorAlert>
            ) : (
              <LoadingState>Loading…</LoadingState>
            )
          ) : out.data.driversOut.length === 0 ? (
            <StyledMuted>No driver is out.</StyledMuted>
          ) : (
            <StyledOutList>
              {out.data.driversOut.map((entry) => (
                <li key={entry.driver.id}>
                  <StyledOutButton
                    type="button"
                    disabled={busy}
                    onClick={() => void markBack(entry.driver.id, entry.driver.name)}
                  >
                    <StyledOutName>
                      <strong>{entry.driver.name}</strong>
                      <StyledBackChip>
                        <Icon name="check" size={16} />
                        Back
                      </StyledBackChip>
                    </StyledOutName>
                    <StyledMuted>
                      {entry.trips.length === 1 ? '1 order' : `${entry.trips.length} orders`} (
                      {entry.trips.map((trip) => `#${trip.orderNumber}`).join(', ')}) · left{' '}
                      {formatTime(entry.leftAtLocal)}
                    </StyledMuted>
                  </StyledOutButton>
                </li>
              ))}
            </StyledOutList>
          )}
        </StyledOutPanel>
      </StyledColumns>
      {cleared && (
        <Toast
          actionLabel="Undo"
          duration={UNDO_CLEAR_MS}
          onAction={() => {
            // Only what is still waiting comes back.
            const waitingIds = new Set((orders ?? []).map((order) => order.orderId));
            setSelected(new Map([...cleared].filter(([orderId]) => waitingIds.has(orderId))));
            setCleared(null);
          }}
          onTimeout={() => setCleared(null)}
        >
          Selection cleared
        </Toast>
      )}
      {askDriverPin && (
        <DriverPinDialog
          restaurantId={restaurantId}
          summary={selectionSummary(chosen.length, chosenTotal)}
          onClose={() => setAskDriverPin(false)}
          onAssign={async (bearer) => {
            await assign(bearer);
            setAskDriverPin(false);
          }}
        />
      )}
    </StyledDriverPage>
  );
}

interface DriverPinDialogProps {
  restaurantId: string;
  summary: string;
  onClose: () => void;
  onAssign: (driverToken: string) => Promise<void>;
}

/**
 * docs/product.md#assigning-orders: at a screen opened with the security PIN,
 * Get the Selected Orders asks for the PIN of the driver who takes them; the
 * server checks it belongs to a driver of this restaurant.
 */
function DriverPinDialog({ restaurantId, summary, onClose, onAssign }: DriverPinDialogProps) {
  const client = useApolloClient();
  return (
    <PinDialog
      title="Enter The Driver PIN"
      description={`${summary}: the driver who takes them enters their PIN.`}
      onClose={onClose}
      label="Driver PIN"
      submitLabel="Take the orders"
      busyLabel="Checking…"
      failure="Incorrect PIN"
      onSubmit={async (pin) => {
        const { data } = await client.mutate({ mutation: ENTER_DRIVER_SCREEN, variables: { restaurantId, pin } });
        if (!data) return;
        if (!takesDeliveries(data.enterDriverScreen.role)) throw new PinRefusal('Incorrect PIN');
        try {
          await onAssign(data.enterDriverScreen.token);
        } catch (error) {
          // Not a PIN problem: say what the server said, and do not shake the pad for it.
          if (readServerFailure(error).message) throw error;
          throw new PinRefusal(ASSIGN_FAILED);
        }
      }}
    />
  );
}
