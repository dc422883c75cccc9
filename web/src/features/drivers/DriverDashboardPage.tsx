import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { WaitingDeliveryFragment } from '../../graphql/generated/graphql';
import { failureMessage } from '../../graphql/errors';
import { ErrorAlert } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { ButtonLink } from '../../ui/controls/ButtonLink';
import { DashboardHeading } from '../../ui/layout/Dashboard';
import { Icon } from '../../ui/controls/Icon';
import { LoadingState, PageTitle } from '../../ui/layout/Layout';
import { Toast } from '../../ui/controls/Toast';
import { useNow } from '../../ui/hooks/useNow';
import { paths } from '../session/account';
import { useLivePatches } from '../session/livePatches';
import { patchDriverLists } from './driverPatch';
import { takesDeliveries } from '../session/roles';
import { useScopedSession } from '../session/ScopedSessionProvider';
import { RoleScreen, useScreenSession } from '../session/RoleScreen';
import { newKey } from '../../ui/format/keys';
import { ASSIGN_ORDERS, DRIVERS_OUT, MARK_DRIVER_BACK, UNASSIGNED_ORDERS } from './operations';
import { ASSIGN_FAILED, goneMessage, isClockRefusal, NO_ORDERS_SELECTED, selectionSummary } from './rules';
import { DriverMessages, StyledDriverPage, StyledEmptyList, type DriverFailure } from './DriverUi';
import { DriversOutPanel } from './DriversOutPanel';
import { WaitingOrderCard } from './WaitingOrderCard';
import { StyledColumns, StyledMenu, StyledOrderList, StyledSelectionBar } from './DriverDashboardPage.styles';
import { DriverPinDialog } from './DriverPinDialog';

/** /DriverDashboard/:id: the deliveries waiting for a driver (docs/product.md#unassigned-orders). */
export function DriverDashboardPage() {
  const { id = '' } = useParams();
  return (
    <RoleScreen role="driver" restaurantId={id} title="Current Unassigned Orders">
      <DriverDashboard />
    </RoleScreen>
  );
}

/** How long a cleared selection can be brought back. */
const UNDO_CLEAR_MS = 6000;

function DriverDashboard() {
  const { restaurantId, session, lock } = useScreenSession();
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
  const [failure, setFailure] = useState<DriverFailure | null>(null);
  const say = (text: string | null, clock = false) => setFailure(text === null ? null : { text, clock });
  const [busy, setBusy] = useState(false);
  const [askDriverPin, setAskDriverPin] = useState(false);
  const now = useNow(30_000);

  // Live, by the order: the drivers service's notices name the deliveries and the driver a change is
  // about (a delivery's own changes reach it as `orders`); each is read and put in its place. A read
  // that fails reads both lists whole, so a delivery heard of is never missing until the next notice.
  useLivePatches(restaurantId, session.token, {
    onDriverNotice: (notice) =>
      void patchDriverLists(client, restaurantId, notice).catch(
        () => void client.refetchQueries({ include: [UNASSIGNED_ORDERS, DRIVERS_OUT] }),
      ),
    include: [UNASSIGNED_ORDERS, DRIVERS_OUT],
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
      say(goneMessage(gone.map(([, orderNumber]) => orderNumber)));
    }
  }
  const chosen = (orders ?? []).filter((order) => selected.has(order.orderId));
  const chosenTotal = chosen.reduce((sum, order) => sum + order.totalCents, 0);

  const toggle = (order: WaitingDeliveryFragment) => {
    setNotice(null);
    say(null);
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
    const before = selected;
    setSelected(new Map());
    const { data } = await client
      .mutate({
        mutation: ASSIGN_ORDERS,
        variables: { input: { restaurantId, orderIds, outForDelivery: true } },
        ...(bearer ? { context: { bearer } } : {}),
      })
      .catch((error: unknown) => {
        // Off the clock, nothing was taken: the selection waits while the driver clocks in.
        if (isClockRefusal(error)) setSelected(before);
        throw error;
      });
    if (data) setNotice(data.assignOrders.message);
    void client.refetchQueries({ include: [UNASSIGNED_ORDERS, DRIVERS_OUT] });
  };

  // docs/product.md#assigning-orders: a driver's session takes them for that driver; a manager's asks whose they are.
  const getSelected = async () => {
    setNotice(null);
    say(null);
    if (chosen.length === 0) {
      say(NO_ORDERS_SELECTED);
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
      say(failureMessage(error, ASSIGN_FAILED), isClockRefusal(error));
      void client.refetchQueries({ include: [UNASSIGNED_ORDERS] });
    } finally {
      setBusy(false);
    }
  };

  const markBack = async (driverId: string, name: string) => {
    setNotice(null);
    say(null);
    setBusy(true);
    try {
      await client.mutate({ mutation: MARK_DRIVER_BACK, variables: { driverId, key: newKey() } });
      setNotice(`${name} is back.`);
      void client.refetchQueries({ include: [DRIVERS_OUT] });
    } catch (error) {
      say(failureMessage(error, `${name} could not be marked back. Try again.`));
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
      <DriverMessages failure={failure} notice={notice} />
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
                    <WaitingOrderCard order={order} selected={isSelected} now={now} onToggle={toggle} />
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
        <DriversOutPanel drivers={out.data?.driversOut} error={out.error} busy={busy} onBack={markBack} />
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
            try {
              await assign(bearer);
            } catch (error) {
              // The driver's PIN was right, but they are off the clock: said on the screen, with the clock.
              if (!isClockRefusal(error)) throw error;
              say(failureMessage(error, ASSIGN_FAILED), true);
            }
            setAskDriverPin(false);
          }}
        />
      )}
    </StyledDriverPage>
  );
}
