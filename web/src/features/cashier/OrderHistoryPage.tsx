import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { HistoryCardFragment, OrderType, ReceiptFragment } from '../../graphql/generated/graphql';
import { failureMessage, readServerFailure } from '../../graphql/errors';
import { media, space } from '../../theme/theme';
import { ErrorAlert, SuccessNote } from '../../ui/Alert';
import { StyledButton } from '../../ui/Button';
import { SelectField, TextField } from '../../ui/Field';
import { DashboardHeading, StyledCardGrid } from '../../ui/Dashboard';
import { Icon } from '../../ui/Icon';
import { LoadingState, PageTitle } from '../../ui/Layout';
import { formatDollars } from '../../ui/money';
import { PinDialog } from '../../ui/PinDialog';
import { paths } from '../session/account';
import { RESTAURANT } from '../session/restaurant';
import { useScopedSession } from '../session/ScopedSessionProvider';
import { StyledTerminalPage } from './CashierHomePage';
import { CashierScreen, useCashierSession } from './CashierScreen';
import { todayIn } from './dates';
import { CONFIRM_SECURITY_PIN, DELETE_ORDER, ORDER_HISTORY, PRINT_ORDER } from './operations';
import { useLiveRefetch } from '../session/liveStream';
import { formatPhone, phoneDigits } from './phone';
import { OrderTypeBadge, PrintReceipt, receiptOf, usePrintJob } from './ReceiptDocument';

export const NO_ORDERS_MESSAGE = 'No orders available.';
const PAGE_SIZE = 50;

/** /CashierDashboard/OrderHistory/:restaurantId (docs/product.md#order-history). */
export function OrderHistoryPage() {
  const { restaurantId = '' } = useParams();
  return (
    <CashierScreen restaurantId={restaurantId} title="Order History">
      <OrderHistory />
    </CashierScreen>
  );
}

const StyledFilters = styled.form`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space(4)};
  padding: ${space(4, 5, 5)};
  margin-bottom: ${space(6)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h2 {
    grid-column: 1 / -1;
    margin: 0;
    font-size: 1.2rem;
  }

  ${media.phone} {
    grid-template-columns: 1fr;
  }
`;

/** The card opens the order; its buttons sit above the card's link. */
const StyledCard = styled.article`
  position: relative;
  display: grid;
  gap: ${space(2)};
  height: 100%;
  padding: ${space(4, 5)};
  border-radius: ${({ theme }) => theme.radii.large};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  h3 {
    margin: 0;
    font-size: 1.45rem;
  }

  h3 a {
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: none;

    &::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: inherit;
    }
  }

  p {
    margin: 0;
  }
`;

const StyledCardTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.92rem;
`;

const StyledNoWrap = styled.span`
  white-space: nowrap;
`;

const StyledTotal = styled.p`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 1.35rem;
  font-weight: 800;
`;

const StyledCardActions = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin-top: ${space(1)};
`;

const StyledDelete = styled(StyledButton)`
  color: ${({ theme }) => theme.colors.danger};
  border-color: ${({ theme }) => theme.colors.dangerBorder};
`;

const StyledEmpty = styled.p`
  padding: ${space(10, 4)};
  border-radius: ${({ theme }) => theme.radii.large};
  border: 1.5px dashed ${({ theme }) => theme.colors.borderStrong};
  color: ${({ theme }) => theme.colors.inkMuted};
  text-align: center;
`;

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${space(6)};
`;

const TYPE_OPTIONS = [
  { value: '', label: 'All order types' },
  { value: 'delivery', label: 'Delivery' },
  { value: 'pickup', label: 'Pickup' },
  { value: 'togo', label: 'To Go' },
] as const;

const isOrderType = (value: string | null): value is OrderType =>
  value === 'delivery' || value === 'pickup' || value === 'togo';

function OrderHistory() {
  const { restaurantId, session } = useCashierSession();
  const { end } = useScopedSession();
  const client = useApolloClient();
  const restaurant = useQuery(RESTAURANT, { variables: { id: restaurantId } });
  const [params, setParams] = useSearchParams();
  const timeZone = restaurant.data?.restaurant.timeZone;
  const zoneKnown = !!restaurant.data || !!restaurant.error;
  // docs/product.md#order-history: the date starts at today in the restaurant's time zone.
  const date = params.get('date') ?? (zoneKnown ? todayIn(timeZone) : '');
  const typeParam = params.get('type');
  const orderType = isOrderType(typeParam) ? typeParam : null;
  const [phone, setPhone] = useState(params.get('phone') ?? '');
  const phoneFilter = phoneDigits(params.get('phone') ?? '');

  // The phone filter asks the server once typing pauses.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (phoneDigits(phone)) next.set('phone', phoneDigits(phone));
          else next.delete('phone');
          return next;
        },
        { replace: true },
      );
    }, 300);
    return () => window.clearTimeout(timer);
  }, [phone, setParams]);

  const setFilter = (name: 'date' | 'type', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const filter = { date: date || null, orderType, phone: phoneFilter || null };
  const [pages, setPages] = useState<number[]>([]);
  const filterKey = JSON.stringify(filter);
  const [pagesKey, setPagesKey] = useState(filterKey);
  if (pagesKey !== filterKey) {
    // A new filter starts from its first page.
    setPagesKey(filterKey);
    setPages([]);
  }

  const [notice, setNotice] = useState<string | null>(null);
  const [pinFor, setPinFor] = useState<HistoryCardFragment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [printJob, setPrintJob] = useState<{ order: ReceiptFragment; stamp: string | null } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  // Live: every order change of the restaurant refreshes the list, without a reload.
  const refetchAll = useLiveRefetch(restaurantId, session.token, {
    include: [ORDER_HISTORY],
    onEnded: (message) => end(message),
  });

  usePrintJob(printJob, () => setNotice(`Order #${printJob?.order.orderNumber} printed again.`));

  const reprint = async (card: HistoryCardFragment) => {
    setFailure(null);
    setNotice(null);
    setBusy(card.id);
    try {
      const { data } = await client.mutate({ mutation: PRINT_ORDER, variables: { id: card.id, tender: null } });
      if (data) setPrintJob({ order: data.printOrder.order, stamp: data.printOrder.print.stamp });
    } catch (error) {
      setFailure(failureMessage(error, 'The order could not be printed. Try again.'));
    } finally {
      setBusy(null);
    }
  };

  const removed = (card: HistoryCardFragment) => {
    client.cache.evict({ id: client.cache.identify({ __typename: 'Order', id: card.id }) });
    client.cache.gc();
    setNotice(`Order #${card.orderNumber} deleted.`);
    refetchAll();
  };

  // docs/product.md#order-deletion: at most 2 hours old it goes at once; older, the server asks for the PIN.
  const remove = async (card: HistoryCardFragment) => {
    setFailure(null);
    setNotice(null);
    setBusy(card.id);
    try {
      await client.mutate({ mutation: DELETE_ORDER, variables: { id: card.id } });
      removed(card);
    } catch (error) {
      if (readServerFailure(error).reason === 'PIN_REQUIRED') setPinFor(card);
      else setFailure(failureMessage(error, 'Failed to delete'));
    } finally {
      setBusy(null);
    }
  };

  const before = [null, ...pages];
  return (
    <StyledTerminalPage>
      <PageTitle>Order History</PageTitle>
      <DashboardHeading title="Order History" />
      <StyledFilters onSubmit={(event) => event.preventDefault()} aria-labelledby="filter-heading">
        <h2 id="filter-heading">Filter Orders</h2>
        <TextField
          label="Date"
          type="date"
          name="date"
          value={date}
          onChange={(event) => setFilter('date', event.target.value)}
        />
        <SelectField
          label="Order type"
          name="orderType"
          options={TYPE_OPTIONS}
          value={orderType ?? ''}
          onChange={(event) => setFilter('type', event.target.value)}
        />
        <TextField
          label="Phone number"
          name="phone"
          type="search"
          inputMode="numeric"
          autoComplete="off"
          placeholder="Any part of the number"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
      </StyledFilters>
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      {notice && <SuccessNote>{notice}</SuccessNote>}
      <h2>Orders</h2>
      {zoneKnown ? (
        before.map((cursor, index) => (
          <HistoryPage
            key={`${filterKey}:${cursor ?? 'first'}`}
            restaurantId={restaurantId}
            filter={filter}
            before={cursor}
            first={index === 0}
            last={index === before.length - 1}
            busy={busy}
            onMore={(next) => setPages((current) => (current.includes(next) ? current : [...current, next]))}
            onReprint={(card) => void reprint(card)}
            onDelete={(card) => void remove(card)}
          />
        ))
      ) : (
        <LoadingState>Loading the orders…</LoadingState>
      )}
      {pinFor && (
        <SecurityPinDialog
          restaurantId={restaurantId}
          order={pinFor}
          onClose={() => setPinFor(null)}
          onDeleted={() => {
            removed(pinFor);
            setPinFor(null);
          }}
        />
      )}
      {printJob && <PrintReceipt receipt={receiptOf(printJob.order)} stamp={printJob.stamp} />}
    </StyledTerminalPage>
  );
}

interface HistoryPageProps {
  restaurantId: string;
  filter: { date: string | null; orderType: OrderType | null; phone: string | null };
  before: number | null;
  first: boolean;
  last: boolean;
  busy: string | null;
  onMore: (before: number) => void;
  onReprint: (card: HistoryCardFragment) => void;
  onDelete: (card: HistoryCardFragment) => void;
}

/** One page of 50 orders, highest number first; the last page offers the next. */
function HistoryPage({
  restaurantId,
  filter,
  before,
  first,
  last,
  busy,
  onMore,
  onReprint,
  onDelete,
}: HistoryPageProps) {
  const { data, loading, error } = useQuery(ORDER_HISTORY, {
    variables: { restaurantId, filter, first: PAGE_SIZE, before },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.orders;
  if (!page) {
    if (loading) return <LoadingState>Loading the orders…</LoadingState>;
    return <ErrorAlert>{failureMessage(error, 'We could not load the orders.')}</ErrorAlert>;
  }
  if (first && page.orders.length === 0) return <StyledEmpty>{NO_ORDERS_MESSAGE}</StyledEmpty>;
  return (
    <>
      <StyledCardGrid aria-label={first ? 'Orders' : 'Older orders'}>
        {page.orders.map((card) => (
          <li key={card.id}>
            <OrderCard
              restaurantId={restaurantId}
              card={card}
              busy={busy === card.id}
              onReprint={onReprint}
              onDelete={onDelete}
            />
          </li>
        ))}
      </StyledCardGrid>
      {last && page.nextBefore !== null && (
        <StyledMore>
          <StyledButton type="button" $variant="secondary" onClick={() => onMore(page.nextBefore!)}>
            Show older orders
          </StyledButton>
        </StyledMore>
      )}
    </>
  );
}

interface CardProps {
  restaurantId: string;
  card: HistoryCardFragment;
  busy: boolean;
  onReprint: (card: HistoryCardFragment) => void;
  onDelete: (card: HistoryCardFragment) => void;
}

function OrderCard({ restaurantId, card, busy, onReprint, onDelete }: CardProps) {
  const titleId = useId();
  return (
    <StyledCard aria-labelledby={titleId}>
      <StyledCardTop>
        <h3 id={titleId}>
          <Link to={paths.updateOrder(restaurantId, card.id)}>Order #{card.orderNumber}</Link>
        </h3>
        <OrderTypeBadge type={card.orderType} />
      </StyledCardTop>
      <StyledMuted>
        {card.createdAtLocal} · taken by {card.employeeName}
        {card.scheduleTime && (
          <>
            {' '}
            · <strong>Scheduled {card.scheduleTime}</strong>
          </>
        )}
      </StyledMuted>
      {card.customer && (
        <p>
          <strong>{card.customer.fullName}</strong> ·{' '}
          <StyledNoWrap>{formatPhone(card.customer.phoneNumber)}</StyledNoWrap>
          {card.orderType === 'delivery' && card.customer.street1 && (
            <>
              <br />
              {[card.customer.street1, card.customer.city].filter(Boolean).join(', ')}
            </>
          )}
        </p>
      )}
      <StyledTotal>{formatDollars(card.totalCents)}</StyledTotal>
      <StyledMuted>{card.printCount === 0 ? 'Not printed yet' : `Printed ${card.printCount}×`}</StyledMuted>
      <StyledCardActions>
        <StyledButton
          type="button"
          $variant="secondary"
          disabled={busy}
          aria-label={`${card.printCount === 0 ? 'Print' : 'Reprint'} order #${card.orderNumber}`}
          onClick={() => onReprint(card)}
        >
          <Icon name="printer" size={18} />
          {card.printCount === 0 ? 'Print' : 'Reprint'}
        </StyledButton>
        <StyledDelete
          type="button"
          $variant="ghost"
          disabled={busy}
          aria-label={`Delete order #${card.orderNumber}`}
          onClick={() => onDelete(card)}
        >
          <Icon name="trash" size={18} />
          Delete
        </StyledDelete>
      </StyledCardActions>
    </StyledCard>
  );
}

interface PinDialogProps {
  restaurantId: string;
  order: HistoryCardFragment;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * 'Enter Security PIN' (docs/product.md#order-deletion): the restaurant's
 * security PIN, checked by the server, gives a 5-minute manager session that
 * deletes this one order. Enter on the keyboard does nothing here; the
 * Delete key of the pad does.
 */
function SecurityPinDialog({ restaurantId, order, onClose, onDeleted }: PinDialogProps) {
  const client = useApolloClient();
  return (
    <PinDialog
      title="Enter Security PIN"
      description={`Order #${order.orderNumber} is more than 2 hours old. The security PIN is for managers and owners only.`}
      onClose={onClose}
      label="Security PIN"
      submitLabel="Delete the order"
      busyLabel="Checking…"
      failure="Incorrect PIN."
      submitOnEnter={false}
      onSubmit={async (securityPin) => {
        const { data } = await client.mutate({
          mutation: CONFIRM_SECURITY_PIN,
          variables: { restaurantId, securityPin },
        });
        if (!data) return;
        await client.mutate({
          mutation: DELETE_ORDER,
          variables: { id: order.id },
          context: { bearer: data.confirmSecurityPin.token },
        });
        onDeleted();
      }}
    />
  );
}
