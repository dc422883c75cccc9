import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { HistoryCardFragment, ReceiptFragment } from '../../../graphql/generated/graphql';
import { failureMessage, readServerFailure } from '../../../graphql/errors';
import { ErrorAlert, SuccessNote } from '../../../ui/controls/Alert';
import { DashboardHeading } from '../../../ui/layout/Dashboard';
import { LoadingState, PageTitle } from '../../../ui/layout/Layout';
import { Toast } from '../../../ui/controls/Toast';
import { useScopedSession } from '../../session/ScopedSessionProvider';
import { useLivePatches } from '../../session/livePatches';
import { StyledTerminalPage } from '../terminal/CashierHomePage';
import { CashierScreen } from '../terminal/CashierScreen';
import { useScreenSession } from '../../session/RoleScreen';
import { useReachesZest } from '../../../ui/layout/NetworkStatus';
import { DeviceOrders } from './DeviceOrders';
import { HistoryPage, PAGE_SIZE } from './HistoryCards';
import { patchHistory } from './historyPatch';
import type { GoneCard } from './historyList';
import { DeletePinDialog, VoidOrderDialog } from './HistoryDialogs';
import { newKey } from '../draft/orderDraft';
import { PRINT_ORDER } from '../operations';
import { DELETE_ORDER, ORDER_HISTORY } from './operations';
import { reprintStamp } from '../receipt/receipt';
import { receiptOf } from '../receipt/ReceiptDocument';
import { PrintReceipt, usePrintJob } from '../receipt/ReceiptPaper';
import { needsVoidReason, takeBackAction } from '../voids/voids';
import { HistoryFilters, useHistoryFilter } from './HistoryFilters';
import { TenderCorrectionDialog } from './TenderCorrectionDialog';
import { paidByText } from './tenderCorrection';
import { PRINT_FAILED } from '../../../ui/format/words';

/** /CashierDashboard/OrderHistory/:restaurantId (docs/product.md#order-history). */
export function OrderHistoryPage() {
  const { restaurantId = '' } = useParams();
  return (
    <CashierScreen restaurantId={restaurantId} title="Order History">
      <OrderHistory />
    </CashierScreen>
  );
}

/** How long a deletion can be taken back before it is sent (docs/product.md#order-history). */
const UNDO_DELETE_MS = 6000;

function OrderHistory() {
  const { restaurantId, session } = useScreenSession();
  const { end } = useScopedSession();
  const client = useApolloClient();
  const filters = useHistoryFilter(restaurantId);
  const { zoneKnown, filter } = filters;
  const [pages, setPages] = useState<number[]>([]);
  const filterKey = JSON.stringify(filter);
  const [pagesKey, setPagesKey] = useState(filterKey);
  /** Cards deleted here, kept in their places until the filter changes. */
  const [gone, setGone] = useState<ReadonlyMap<string, GoneCard>>(new Map());
  if (pagesKey !== filterKey) {
    // A new filter starts from its first page.
    setPagesKey(filterKey);
    setPages([]);
    setGone(new Map());
  }
  // With no network the history is this tablet's own orders of today (issue 25).
  const online = useReachesZest();

  const [notice, setNotice] = useState<string | null>(null);
  const [pinFor, setPinFor] = useState<{ card: HistoryCardFragment; message: string } | null>(null);
  const [voidFor, setVoidFor] = useState<HistoryCardFragment | null>(null);
  const [correctFor, setCorrectFor] = useState<HistoryCardFragment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [printJob, setPrintJob] = useState<{ order: ReceiptFragment; stamp: string | null } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  // Live, by the order: a notice reads the one order it names and puts its card where the server
  // would, on each page shown (docs/decisions/0056-screens-by-the-order.md).
  const pagesShown = [null, ...pages].map((cursor) => ({ restaurantId, filter, first: PAGE_SIZE, before: cursor }));
  useLivePatches(restaurantId, session.token, {
    include: [ORDER_HISTORY],
    // A line marked done at the kitchen display changes nothing the history shows.
    wants: (notice) => notice.change !== 'kitchen',
    apply: (notice) => patchHistory(client, notice, pagesShown),
    onEnded: (message) => end(message),
  });
  // After this screen's own delete or void: the pages read again.
  const refetchAll = () => void client.refetchQueries({ include: [ORDER_HISTORY] });

  usePrintJob(printJob, () => setNotice(`Order #${printJob?.order.orderNumber} printed again.`));

  const reprint = async (card: HistoryCardFragment) => {
    setFailure(null);
    setNotice(null);
    setBusy(card.id);
    try {
      const { data } = await client.mutate({
        mutation: PRINT_ORDER,
        // One key per tap: a retry the network repeats is the same print.
        variables: { id: card.id, tender: null, key: newKey() },
      });
      if (data) setPrintJob({ order: data.printOrder.order, stamp: reprintStamp(data.printOrder.print) });
    } catch (error) {
      setFailure(failureMessage(error, PRINT_FAILED));
    } finally {
      setBusy(null);
    }
  };

  const forget = (id: string) =>
    setGone((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });

  const removed = (card: HistoryCardFragment, notice: boolean) => {
    client.cache.evict({ id: client.cache.identify({ __typename: 'Order', id: card.id }) });
    client.cache.gc();
    if (notice) setNotice(`Order #${card.orderNumber} deleted.`);
    refetchAll();
  };

  // docs/product.md#order-deletion: older than the void age, the server asks for the PIN (itself a confirmation).
  const remove = async (card: HistoryCardFragment, place: Omit<GoneCard, 'card'> | null) => {
    setBusy(card.id);
    try {
      await client.mutate({ mutation: DELETE_ORDER, variables: { id: card.id } });
      removed(card, !place);
    } catch (error) {
      if (place) forget(card.id);
      const refused = readServerFailure(error);
      // It stopped being taken meanwhile: taking it back is now a void, with its reason.
      if (needsVoidReason(refused)) setVoidFor(card);
      else if (refused.reason === 'PIN_REQUIRED') setPinFor({ card, message: refused.message ?? '' });
      else setFailure(failureMessage(error, 'Failed to delete'));
    } finally {
      setBusy(null);
    }
  };

  // A young order goes with one tap and Undo: it leaves the list at once (its place kept), and the deletion
  // is sent only when the Undo note ends, so Undo truly restores it.
  const pending = useRef<{ card: HistoryCardFragment; place: Omit<GoneCard, 'card'>; timer: number } | null>(null);
  const [undoFor, setUndoFor] = useState<HistoryCardFragment | null>(null);
  const send = useRef(remove);
  useEffect(() => {
    send.current = remove;
  });
  const sendPending = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    pending.current = null;
    window.clearTimeout(waiting.timer);
    setUndoFor((shown) => (shown?.id === waiting.card.id ? null : shown));
    void send.current(waiting.card, waiting.place);
  }, []);
  // Leaving the page sends what waits: the cashier saw it deleted.
  useEffect(() => () => sendPending(), [sendPending]);

  const deleteWithUndo = (card: HistoryCardFragment, place: Omit<GoneCard, 'card'>) => {
    sendPending();
    setGone((current) => new Map(current).set(card.id, { card, ...place }));
    pending.current = { card, place, timer: window.setTimeout(sendPending, UNDO_DELETE_MS) };
    setUndoFor(card);
  };

  const undoDelete = () => {
    const waiting = pending.current;
    if (!waiting) return;
    pending.current = null;
    window.clearTimeout(waiting.timer);
    forget(waiting.card.id);
    setUndoFor(null);
  };

  // docs/product.md#voids: an order no longer being taken is voided (a reason, the PIN when asked), never deleted.
  const takeBack = (card: HistoryCardFragment, place: Omit<GoneCard, 'card'>) => {
    setFailure(null);
    setNotice(null);
    if (takeBackAction(card) === 'void') setVoidFor(card);
    else deleteWithUndo(card, place);
  };

  const before = [null, ...pages];
  return (
    <StyledTerminalPage>
      <PageTitle>Order History</PageTitle>
      <DashboardHeading title="Order History" />
      {online && <HistoryFilters filters={filters} />}
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      {notice && <SuccessNote>{notice}</SuccessNote>}
      <h2>Orders</h2>
      {!online ? (
        <DeviceOrders restaurantId={restaurantId} />
      ) : zoneKnown ? (
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
            onTakeBack={takeBack}
            onCorrectTender={(card) => {
              setFailure(null);
              setNotice(null);
              setCorrectFor(card);
            }}
            gone={gone}
          />
        ))
      ) : (
        <LoadingState>Loading the orders…</LoadingState>
      )}
      {pinFor && (
        <DeletePinDialog
          restaurantId={restaurantId}
          order={pinFor.card}
          message={pinFor.message}
          onClose={() => setPinFor(null)}
          onDeleted={() => {
            removed(pinFor.card, true);
            setPinFor(null);
          }}
        />
      )}
      {voidFor && (
        <VoidOrderDialog
          restaurantId={restaurantId}
          order={voidFor}
          onClose={() => setVoidFor(null)}
          onVoided={() => {
            setNotice(`Order #${voidFor.orderNumber} voided.`);
            setVoidFor(null);
            // It stays listed, marked void: read it again.
            refetchAll();
          }}
        />
      )}
      {correctFor && (
        <TenderCorrectionDialog
          restaurantId={restaurantId}
          order={correctFor}
          onClose={() => setCorrectFor(null)}
          onCorrected={(order) => {
            // The card reads the new tender from the answer (the cache); the note says it in words.
            setNotice(`Order #${order.orderNumber}: ${paidByText(order).toLowerCase()} now.`);
            setCorrectFor(null);
          }}
        />
      )}
      {undoFor && (
        <Toast
          key={undoFor.id}
          actionLabel="Undo"
          duration={UNDO_DELETE_MS}
          onAction={undoDelete}
          onTimeout={() => setUndoFor(null)}
        >
          Order #{undoFor.orderNumber} deleted
        </Toast>
      )}
      {printJob && <PrintReceipt receipt={receiptOf(printJob.order)} stamp={printJob.stamp} />}
    </StyledTerminalPage>
  );
}
