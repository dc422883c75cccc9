import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { failureMessage } from '../../graphql/errors';
import { ErrorAlert } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { Icon } from '../../ui/controls/Icon';
import { LoadingState, PageTitle } from '../../ui/layout/Layout';
import { useNow } from '../../ui/hooks/useNow';
import { useLivePatches } from '../session/livePatches';
import { onBoard, patchBoard, placeTicket } from './boardPatch';
import { RoleScreen, useScreenSession } from '../session/RoleScreen';
import { useScopedSession } from '../session/ScopedSessionProvider';
import {
  StyledAllDay,
  StyledBoard,
  StyledEmpty,
  StyledGrid,
  StyledOld,
  StyledStations,
  StyledToolbar,
} from './KitchenDisplayPage.styles';
import { CLEAR_OLD_TICKETS, KITCHEN_BOARD, MARK_LINE_DONE, MARK_ORDER_READY, RECALL_ORDER } from './operations';
import {
  allDay,
  atStation,
  byAge,
  later,
  staleWords,
  ticketNumber,
  upNow,
  type StationView,
  type Ticket,
} from './rules';
import { TicketCard } from './TicketCard';

/** /KitchenDisplay/:restaurantId: the kitchen's tickets, bumped when ready (docs/product.md#kitchen-display). */
export function KitchenDisplayPage() {
  const { restaurantId = '' } = useParams();
  return (
    <RoleScreen role="worker" restaurantId={restaurantId}>
      <KitchenDisplay />
    </RoleScreen>
  );
}

const sameView = (a: StationView, b: StationView) =>
  a.kind === b.kind && (a.kind !== 'station' || b.kind !== 'station' || a.name === b.name);

function KitchenDisplay() {
  const { restaurantId, session, lock } = useScreenSession();
  const { end } = useScopedSession();
  const client = useApolloClient();
  const board = useQuery(KITCHEN_BOARD, { variables: { restaurantId }, fetchPolicy: 'cache-and-network' });
  const [view, setView] = useState<StationView>({ kind: 'all' });
  const [selected, setSelected] = useState<string | null>(null);
  // Bumped here, gone from the screen at once; the next read has them ready.
  const [bumping, setBumping] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const now = useNow(15_000);

  // Live, by the order: a print, a change, a void or another display's bump reads that one ticket and puts
  // it in its place (docs/decisions/0056-screens-by-the-order.md); after a blip the board is read whole.
  useLivePatches(restaurantId, session.token, {
    wants: (notice) => notice.printed !== false || onBoard(board.data?.kitchenBoard, notice.id),
    apply: (notice) => patchBoard(client, restaurantId, notice),
    include: [KITCHEN_BOARD],
    onEnded: (message) => end(message),
  });
  // This display's own bump, recall or mark answers the ticket: put in its place, nothing read again.
  const place = (ticket: Ticket | undefined) => {
    if (!ticket) return;
    client.cache.updateQuery({ query: KITCHEN_BOARD, variables: { restaurantId } }, (current) =>
      current ? { kitchenBoard: placeTicket(current.kitchenBoard, ticket.orderId, ticket) } : current,
    );
  };

  const data = board.data?.kitchenBoard;
  const settings = data?.settings;
  const up = upNow(data?.tickets ?? [], now, settings?.prepMinutes).filter((ticket) => !bumping.has(ticket.orderId));
  const { current, old } = byAge(up, now, settings?.staleMinutes ?? 120);
  const [showOld, setShowOld] = useState(false);
  const seen = (tickets: Ticket[]) =>
    tickets.map((ticket) => atStation(ticket, view)).filter((ticket): ticket is Ticket => ticket !== null);
  const fresh = seen(current);
  const shownOld = showOld ? seen(old) : [];
  // The bump bar's keys go to what is on the first screen: the current tickets, then the old ones when shown.
  const shown = [...fresh, ...shownOld];
  const lastBumped = data?.bumped.find((ticket) => !up.some((open) => open.orderId === ticket.orderId)) ?? null;

  const ready = async (ticket: Ticket) => {
    setFailure(null);
    setBumping((current) => new Set(current).add(ticket.orderId));
    if (selected === ticket.orderId) setSelected(null);
    try {
      const { data: done } = await client.mutate({ mutation: MARK_ORDER_READY, variables: { id: ticket.orderId } });
      place(done?.markOrderReady);
    } catch (error) {
      setFailure(failureMessage(error, `Order ${ticketNumber(ticket)} could not be marked ready. Try again.`));
    } finally {
      setBumping((current) => {
        const next = new Set(current);
        next.delete(ticket.orderId);
        return next;
      });
    }
  };

  const recall = async () => {
    if (!lastBumped) return;
    setFailure(null);
    setBusy(true);
    try {
      const { data: back } = await client.mutate({ mutation: RECALL_ORDER, variables: { id: lastBumped.orderId } });
      place(back?.recallOrder);
      setSelected(lastBumped.orderId);
    } catch (error) {
      setFailure(failureMessage(error, `Order ${ticketNumber(lastBumped)} could not be recalled. Try again.`));
    } finally {
      setBusy(false);
    }
  };

  const clearOld = async () => {
    setFailure(null);
    setBusy(true);
    try {
      await client.mutate({ mutation: CLEAR_OLD_TICKETS, variables: { restaurantId } });
      setShowOld(false);
      await board.refetch();
    } catch (error) {
      setFailure(failureMessage(error, 'The old tickets could not be cleared. Try again.'));
    } finally {
      setBusy(false);
    }
  };

  const markLine = async (ticket: Ticket, lineId: string, done: boolean) => {
    setFailure(null);
    try {
      const { data: marked } = await client.mutate({ mutation: MARK_LINE_DONE, variables: { id: lineId, done } });
      place(marked?.markLineDone);
    } catch (error) {
      setFailure(failureMessage(error, `A line of order ${ticketNumber(ticket)} could not be marked. Try again.`));
    }
  };

  // The bump bar (or a keyboard): 1–9 selects a ticket, Enter marks it ready, R or 0 recalls the last bumped.
  const keys = useRef({ shown, selected, ready, recall });
  useEffect(() => {
    keys.current = { shown, selected, ready, recall };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      // A PIN typed in a dialog (the time clock) bumps and recalls nothing.
      if (document.querySelector('dialog[open]')) return;
      const k = keys.current;
      if (/^[1-9]$/.test(event.key)) {
        const ticket = k.shown[Number(event.key) - 1];
        if (ticket) setSelected(ticket.orderId);
      } else if (event.key === 'Enter' && k.selected) {
        // A ticket chosen by its key: Enter bumps it, whatever button a finger last left focused.
        const ticket = k.shown.find((candidate) => candidate.orderId === k.selected);
        if (ticket) {
          event.preventDefault();
          void k.ready(ticket);
        }
      } else if (event.key === '0' || event.key.toLowerCase() === 'r') {
        void k.recall();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const waiting = data ? later(data.tickets, now) : 0;
  const views: { view: StationView; label: string }[] = [
    { view: { kind: 'all' }, label: 'All' },
    ...(settings?.stationNames ?? []).map((name) => ({ view: { kind: 'station', name } as StationView, label: name })),
    { view: { kind: 'allDay' }, label: 'All-day' },
  ];

  return (
    <StyledBoard>
      <PageTitle>Kitchen display</PageTitle>
      <StyledToolbar>
        <h1>Kitchen</h1>
        <StyledStations role="group" aria-label="Station">
          {views.map(({ view: option, label }) => (
            <StyledButton
              key={label}
              type="button"
              $variant={sameView(view, option) ? 'primary' : 'secondary'}
              aria-pressed={sameView(view, option)}
              onClick={() => setView(option)}
            >
              {label}
            </StyledButton>
          ))}
        </StyledStations>
        <p role="status">
          {current.length} open{old.length > 0 ? ` · ${old.length} old` : ''}
          {waiting > 0 ? ` · ${waiting} later` : ''}
        </p>
        <StyledButton type="button" $variant="secondary" disabled={!lastBumped || busy} onClick={() => void recall()}>
          <Icon name="repeat" size={20} />
          {lastBumped ? `Recall ${ticketNumber(lastBumped)}` : 'Recall'}
        </StyledButton>
        <StyledButton type="button" $variant="ghost" onClick={lock}>
          <Icon name="lock" size={20} />
          Lock
        </StyledButton>
      </StyledToolbar>
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      {board.error && !data && (
        <ErrorAlert>{failureMessage(board.error, 'The tickets could not be loaded. Check the connection.')}</ErrorAlert>
      )}
      {!data && !board.error && <LoadingState>Loading tickets…</LoadingState>}
      {data && view.kind === 'allDay' && <AllDay tickets={current} />}
      {data && view.kind !== 'allDay' && shown.length === 0 && (
        <StyledEmpty>
          {old.length > 0 && settings
            ? `No tickets from the last ${staleWords(settings.staleMinutes)}.`
            : 'No tickets. An order shows here when its receipt is printed.'}
        </StyledEmpty>
      )}
      {data && settings && view.kind !== 'allDay' && old.length > 0 && (
        <StyledOld aria-label="Old tickets">
          <p>
            <strong>
              {old.length === 1 ? '1 ticket' : `${old.length} tickets`} up longer than{' '}
              {staleWords(settings.staleMinutes)}
            </strong>{' '}
            gathered apart
          </p>
          <StyledButton type="button" $variant="secondary" aria-expanded={showOld} onClick={() => setShowOld(!showOld)}>
            {showOld ? 'Hide them' : 'Show them'}
          </StyledButton>
          <StyledButton type="button" $variant="secondary" disabled={busy} onClick={() => void clearOld()}>
            Clear them
          </StyledButton>
        </StyledOld>
      )}
      {data && settings && view.kind !== 'allDay' && shown.length > 0 && (
        <StyledGrid>
          {shown.map((ticket, index) => (
            <TicketCard
              key={ticket.orderId}
              ticket={ticket}
              position={index + 1}
              selected={selected === ticket.orderId}
              now={now}
              settings={settings}
              busy={bumping.has(ticket.orderId)}
              onReady={() => void ready(ticket)}
              onLine={(lineId, done) => void markLine(ticket, lineId, done)}
            />
          ))}
        </StyledGrid>
      )}
    </StyledBoard>
  );
}

/** Everything still to make on the tickets up now, by item: what a cook batches. */
function AllDay({ tickets }: { tickets: Ticket[] }) {
  const items = allDay(tickets);
  if (items.length === 0) return <StyledEmpty>Nothing to make.</StyledEmpty>;
  return (
    <StyledAllDay aria-label="All-day: still to make">
      {items.map((item) => (
        <li key={item.name}>
          <span>{item.name}</span>
          <strong>× {item.count}</strong>
        </li>
      ))}
    </StyledAllDay>
  );
}
