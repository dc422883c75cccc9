import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { OrderType, ReceiptFragment } from '../../../graphql/generated/graphql';
import { failureMessage } from '../../../graphql/errors';
import { ErrorAlert } from '../../../ui/Alert';
import { StyledButton } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { LoadingState, PageTitle } from '../../../ui/Layout';
import { centsToInput, dollarsToCents, formatDollars } from '../../../ui/money';
import { Toast } from '../../../ui/Toast';
import { paths } from '../../session/account';
import { ORDER_SETTINGS } from '../../session/orderSettings';
import { RESTAURANT } from '../../session/restaurant';
import { useScopedSession } from '../../session/ScopedSessionProvider';
import { CashierScreen, useCashierSession } from './CashierScreen';
import {
  CustomerDialog,
  EMPTY_CUSTOMER_FORM,
  FoundCustomerCard,
  type FoundCustomer,
  type LastOrderLine,
} from '../customer/CustomerDialog';
import { MenuBrowser, type MenuView } from '../menu/MenuBrowser';
import {
  ADD_OPEN_ITEM,
  ADD_ORDER_LINE,
  CREATE_ORDER,
  ORDER,
  PRINT_ORDER,
  REMOVE_ORDER_LINE,
  UPDATE_ORDER,
} from '../operations';
import { ORDER_HISTORY } from '../history/operations';
import { TERMINAL_MENU } from '../menu/operations';
import { newKey, OrderDraftStore } from '../draft/orderDraft';
import { againOf, orderView, type DisplayLine } from '../draft/orderView';
import { type ChangeOp, type DraftApi, type DraftCustomer, type DraftOp, type LinePreview } from '../draft/draftTypes';
import { useLiveStream } from '../../session/liveStream';
import { choiceParts, lineInput, partsText, unitPrice, type LineChoice } from '../draft/pricing';
import { NO_TENDER, reprintStamp, tenderOf, withQuantity, type TenderChoice } from '../receipt/receipt';
import { todayIn } from '../../../ui/dates';
import { HeldOrders } from './HeldOrders';
import { forgetChoice } from '../menu/productChoice';
import { heldOf, useTerminalScreen } from './terminalState';
import { receiptOf, type ReceiptData } from '../receipt/ReceiptDocument';
import { PrintReceipt, usePrintJob } from '../receipt/ReceiptPaper';
import { MainMenu, OrderTypeChoice, VoidedOrderBanner } from './OrderScreenParts';
import {
  StyledColumn,
  StyledHeading,
  StyledScreen,
  StyledTitle,
  StyledOnOrder,
  StyledTotalBar,
} from './OrderScreenParts.styles';
import { OrderVoidDialog, type VoidRequest } from '../voids/OrderVoidDialog';
import { ReceiptPanel } from '../receipt/ReceiptPanel';
import { ScheduleDialog } from './ScheduleDialog';
import { isPrinted, voidMarkOf, waitingForReason } from '../voids/voids';

export const NO_ORDER_MESSAGE = 'No active order. Start the order first.';
const NOT_SAVED_MESSAGE =
  'Some changes are not saved yet. Fix or dismiss the items marked in red, or wait for the connection.';
/** How long a removed line or a held order can be taken back (docs/product.md#time-rules: a few seconds). */
const UNDO_MS = 6000;
/** How long a note that only confirms stays. */
const NOTE_MS = 3000;

/** A note at the bottom of the screen: what a tap did, with Undo when it can be taken back. */
interface Note {
  id: string;
  text: string;
  undo?: () => void;
}

/**
 * What the screen says of a schedule time not confirmed yet (docs/product.md#schedule-time): on its way, waiting
 * for the connection, or refused; the last two with a way to send it again.
 */
function scheduleNote(time: string, op: DraftOp): { text: string; retry: boolean } {
  const what = time ? `Schedule time ${time} not saved` : 'Schedule time not removed';
  if (op.status === 'failed') {
    const reason = (op.message ?? 'Failed to update order').replace(/\.?$/, '.');
    return { text: `${what}: ${reason}`, retry: true };
  }
  // A send after the connection dropped keeps saying so (the queue keeps its message) rather than flicker.
  if (op.status === 'offline' || op.message) return { text: `${what} yet: no connection. Trying again…`, retry: true };
  return { text: time ? `Saving the schedule time ${time}…` : 'Removing the schedule time…', retry: false };
}

/** /CashierDashboard/takeOrder/:role/:restaurantId/:userId (docs/product.md#terminal-layout). */
export function TakeOrderPage() {
  const { role = '', restaurantId = '', userId = '' } = useParams();
  return (
    <CashierScreen restaurantId={restaurantId} title="Take an Order">
      <OrderScreen mode={{ kind: 'take', role, userId }} />
    </CashierScreen>
  );
}

/** /CashierDashboard/UpdateOrder/:restaurantId/:orderId: the take-order screen on an existing order. */
export function UpdateOrderPage() {
  const { restaurantId = '', orderId = '' } = useParams();
  return (
    <CashierScreen restaurantId={restaurantId} title="Update Order">
      <OrderScreen key={orderId} mode={{ kind: 'update', orderId }} />
    </CashierScreen>
  );
}

type Mode = { kind: 'take'; role: string; userId: string } | { kind: 'update'; orderId: string };

const EMPTY_RATES = { taxPercentage: 0 };

function OrderScreen({ mode }: { mode: Mode }) {
  const { restaurantId, session } = useCashierSession();
  const { end } = useScopedSession();
  const client = useApolloClient();
  const navigate = useNavigate();
  const storageKey =
    mode.kind === 'take'
      ? `zest-pos.cashier.order.${restaurantId}.${session.employeeId ?? 'manager'}`
      : `zest-pos.cashier.edit.${restaurantId}.${mode.orderId}`;
  const [store] = useState(() => new OrderDraftStore(storageKey, mode.kind === 'update' ? mode.orderId : null));
  const draft = useSyncExternalStore(store.subscribe, store.getSnapshot);

  const menu = useQuery(TERMINAL_MENU, { variables: { restaurantId } });
  const settings = useQuery(ORDER_SETTINGS, { variables: { restaurantId } });
  const restaurant = useQuery(RESTAURANT, { variables: { id: restaurantId } }).data?.restaurant;
  const order = useQuery(ORDER, { variables: { id: draft.orderId ?? '' }, skip: !draft.orderId });
  const server = order.data?.order ?? null;
  // docs/decisions/0030-held-orders.md: today's orders never printed, as the server has them.
  const held = useQuery(ORDER_HISTORY, {
    variables: {
      restaurantId,
      filter: { date: todayIn(restaurant?.timeZone), orderType: null, phone: null, voided: false },
      first: 50,
      before: null,
    },
    skip: mode.kind !== 'take' || !restaurant,
    fetchPolicy: 'cache-and-network',
  });
  const heldOrders = heldOf(held.data?.orders.orders, draft.orderId);

  // The take-order screen is kept as it was left (terminalState.ts): a reload or the next PIN finds it so.
  const [screen, setScreen] = useTerminalScreen(
    mode.kind === 'take' ? `zest-pos.cashier.screen.${restaurantId}.${session.employeeId ?? 'manager'}` : null,
  );
  const view = screen.view;
  const [heldOpen, setHeldOpen] = useState(false);
  const setView = useCallback(
    (next: MenuView) => {
      setHeldOpen(false);
      // Leaving a product (or adding it) leaves nothing half done to come back after a reload.
      if (next.name !== 'product') forgetChoice();
      setScreen({ view: next });
    },
    [setScreen],
  );
  const customerFor = screen.customerFor;
  // The customer a search just put on the order, shown with their last order until the first line.
  const [found, setFound] = useState<FoundCustomer | null>(null);
  const [updatingCustomer, setUpdatingCustomer] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  /** A schedule time sent and not yet confirmed: said saved only once the server has it. */
  const [scheduleSave, setScheduleSave] = useState<{ opId: string; time: string } | null>(null);
  const [note, setNote] = useState<Note | null>(null);
  const [heldProblem, setHeldProblem] = useState<string | null>(null);
  const [tender, setTender] = useState<TenderChoice>(NO_TENDER);
  const [printing, setPrinting] = useState(false);
  const [printError, setPrintError] = useState<string | null>(null);
  const [printJob, setPrintJob] = useState<{ order: ReceiptFragment; stamp: string | null } | null>(null);

  const [voiding, setVoiding] = useState<VoidRequest | null>(null);
  const middle = useRef<HTMLElement>(null);

  const remember = useCallback(
    (saved: ReceiptFragment) => {
      client.writeQuery({ query: ORDER, variables: { id: saved.id }, data: { order: saved } });
      return saved;
    },
    [client],
  );
  const refetchMenu = menu.refetch;
  const api = useMemo<DraftApi>(() => {
    return {
      createOrder: async (input, key) => {
        const { data } = await client.mutate({
          mutation: CREATE_ORDER,
          variables: { input: { restaurantId, ...input }, key },
        });
        return remember(data!.createOrder);
      },
      changeOrder: async (id, input) => {
        const { data } = await client.mutate({ mutation: UPDATE_ORDER, variables: { id, input } });
        return remember(data!.updateOrder);
      },
      addLine: async (orderId, line, key) => {
        if ('open' in line) {
          const { data } = await client.mutate({
            mutation: ADD_OPEN_ITEM,
            variables: { input: { ...line.open, orderId }, key },
          });
          return { lineId: data!.addOpenItem.line.id, order: remember(data!.addOpenItem.order) };
        }
        const { data } = await client.mutate({
          mutation: ADD_ORDER_LINE,
          variables: { input: { ...line.menu, orderId }, key },
        });
        return { lineId: data!.addOrderLine.line.id, order: remember(data!.addOrderLine.order) };
      },
      removeLine: async (lineId) => {
        const { data } = await client.mutate({ mutation: REMOVE_ORDER_LINE, variables: { id: lineId } });
        return remember(data!.removeOrderLine);
      },
      menuChanged: () => void refetchMenu(),
    };
  }, [client, restaurantId, refetchMenu, remember]);

  useEffect(() => {
    store.attach(api);
    return () => store.attach(null);
  }, [store, api]);

  // Another terminal changed this order: read it again (a notice is a hint; an older version is ignored).
  const refetchOrder = order.refetch;
  const refetchHeld = held.refetch;
  useLiveStream(restaurantId, session.token, {
    onNotice: (notice) => {
      // Any order of the restaurant may become held, or leave the held orders (printed, deleted).
      if (mode.kind === 'take') void refetchHeld().catch(() => undefined);
      if (notice.id !== draft.orderId || !server || notice.version <= server.version) return;
      if (notice.change === 'deleted' || store.getSnapshot().ops.length > 0) return;
      void refetchOrder();
    },
    onEnded: (message) => end(message),
  });

  // `/` focuses the search of the middle column (docs/product.md#terminal-feel).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (
        target?.matches('input, textarea, select, [contenteditable="true"]') ||
        document.querySelector('dialog[open]')
      )
        return;
      const search = middle.current?.querySelector<HTMLInputElement>('[data-search]');
      if (!search) return;
      event.preventDefault();
      search.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const scheduleOp = scheduleSave ? draft.ops.find((op) => op.id === scheduleSave.opId) : undefined;
  // Once the change leaves the queue: saved if the server's order (written before the queue lets it go) has the
  // time; given up (Dismiss) or set aside with its order, nothing is said.
  useEffect(() => {
    if (!scheduleSave) return;
    return store.subscribe(() => {
      const { ops, orderId } = store.getSnapshot();
      if (ops.some((op) => op.id === scheduleSave.opId)) return;
      setScheduleSave(null);
      const order = orderId ? client.readQuery({ query: ORDER, variables: { id: orderId } })?.order : null;
      if (!order || order.scheduleTime !== (scheduleSave.time || null)) return;
      const text = order.scheduleTime ? `Schedule time saved: ${order.scheduleTime}.` : 'Schedule time removed.';
      // An Undo that came up meanwhile is worth more than the confirmation.
      setNote((shown) => (shown?.undo ? shown : { id: newKey(), text }));
    });
  }, [store, scheduleSave, client]);

  // A time not confirmed yet, even one refused, is the one the dialog offers again: the choice is never lost.
  const chosenSchedule = draft.ops.findLast(
    (op): op is ChangeOp => op.type === 'change' && op.scheduleTime !== undefined,
  );

  const halves = settings.data?.orderSettings.halfToppingPricing ?? 'half';
  const rates = restaurant ?? EMPTY_RATES;
  const current = orderView(draft, server, rates);

  const back = useCallback(() => {
    const index: unknown = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof index === 'number' && index > 0) navigate(-1);
    else
      navigate(
        mode.kind === 'take' ? paths.cashier(mode.role, restaurantId, mode.userId) : paths.orderHistory(restaurantId),
        { replace: true },
      );
  }, [mode, navigate, restaurantId]);

  // docs/product.md#receipt: after printing, the take-order screen is ready for the next order of the same kind
  // (the customer dialog open for a delivery or a pickup, To Go chosen for the next item), on the same menu list;
  // the update screen goes back to where the cashier came from.
  usePrintJob(printJob, () => {
    store.clear();
    setTender(NO_TENDER);
    if (mode.kind === 'update' || !printJob) {
      back();
      return;
    }
    const kind = printJob.order.orderType;
    setPrintJob(null);
    setScreen({ next: kind, customerFor: kind === 'togo' ? null : kind });
    setNote({ id: newKey(), text: `Order #${printJob.order.orderNumber} printed. Ready for the next one.` });
  });

  const chooseType = (orderType: OrderType) => {
    setScreen({ next: null });
    if (orderType === 'togo') {
      if (!current.started) store.start('togo', null);
      else if (current.orderType !== 'togo') store.change({ orderType: 'togo' });
      return;
    }
    // docs/product.md#order-types: delivery and pickup go through the customer dialog,
    // which offers the order's customer first, with their number in the field.
    const form = store.getSnapshot().customerForm;
    if (current.customer && !form?.phone) {
      store.setCustomerForm({ ...EMPTY_CUSTOMER_FORM, phone: current.customer.phoneNumber });
    }
    setScreen({ customerFor: orderType });
  };

  const chooseCustomer = (
    orderType: 'delivery' | 'pickup',
    customer: DraftCustomer,
    repeat: readonly LastOrderLine[],
  ) => {
    if (!store.started) store.start(orderType, customer);
    else store.change({ orderType, customer });
    repeatLast(repeat);
    store.setCustomerForm(null);
    setUpdatingCustomer(false);
    setScreen({ customerFor: null, next: null });
  };

  const repeatLast = (lines: readonly LastOrderLine[]) => {
    for (const line of lines) {
      const again = againOf(line);
      if (again) store.add(again.line, again.preview);
    }
  };

  const updateCustomer = () => {
    if (current.orderType !== 'delivery' && current.orderType !== 'pickup') return;
    setUpdatingCustomer(true);
    setScreen({ customerFor: current.orderType });
  };

  const addChoice = (choice: LineChoice, quantity: number, notes: string): string | null => {
    // After a To Go print the next order starts with its first item.
    if (!store.started && screen.next === 'togo') {
      store.start('togo', null);
      setScreen({ next: null });
    }
    // docs/product.md#adding-items: said where the cashier tapped.
    if (!store.started) return NO_ORDER_MESSAGE;
    const parts = menu.data ? (choiceParts(menu.data.menu, choice, halves) ?? []) : [];
    const preview: LinePreview = {
      productName: partsText(parts),
      parts,
      quantity,
      priceCents: unitPrice(parts) * quantity,
      notes: notes.trim(),
      open: false,
    };
    store.add({ menu: lineInput(choice, quantity, notes) }, preview);
    return null;
  };

  const removeLine = (line: DisplayLine) => {
    const label = withQuantity(line.parts[0]?.text ?? line.productName, line.quantity);
    // docs/product.md#voids: after the first print a saved line is voided, with a reason, not removed with Undo.
    if (isPrinted(server) && line.status === 'saved') {
      setVoiding({ kind: 'line', lineId: line.id, label });
      return;
    }
    if (line.status === 'failed' && line.opId && line.id === line.opId) {
      store.dismiss(line.opId);
      return;
    }
    const saved = server?.lines.find((candidate) => candidate.id === line.id);
    const removalId = store.remove(line.id, saved ? againOf(saved) : null);
    setNote({ id: removalId, text: `Removed ${label}`, undo: () => store.undo(removalId) });
  };

  /**
   * docs/product.md#held-orders: the open order is set aside, never dropped: it is on the server, listed under
   * Held orders, and Undo brings it back at once. What it still has on its way is sent first.
   */
  const setAside = async (): Promise<boolean> => {
    const hadLines = current.lines.length > 0;
    const printed = isPrinted(server);
    if (!(await store.flush())) {
      setHeldProblem(NOT_SAVED_MESSAGE);
      return false;
    }
    // Read after the flush: an order still on its way has its id only now.
    const aside = store.getSnapshot().orderId;
    const number = aside ? client.readQuery({ query: ORDER, variables: { id: aside } })?.order.orderNumber : null;
    store.clear();
    setTender(NO_TENDER);
    if (aside && hadLines && !printed) {
      setNote({
        id: newKey(),
        text: `${number ? `Order #${number}` : 'The order'} held: it is under Held orders.`,
        undo: () => {
          if (store.getSnapshot().ops.length === 0) store.open(aside);
        },
      });
    }
    void refetchHeld().catch(() => undefined);
    return true;
  };

  const newOrder = async () => {
    setHeldProblem(null);
    if (!(await setAside())) return;
    setHeldOpen(false);
    setScreen({ next: null, customerFor: null, view: { name: 'categories' } });
  };

  const resume = async (card: { id: string }) => {
    setHeldProblem(null);
    if (!(await setAside())) return;
    if (!store.open(card.id)) {
      setHeldProblem(NOT_SAVED_MESSAGE);
      return;
    }
    setHeldOpen(false);
    setScreen({ next: null, customerFor: null });
  };

  const paying = tenderOf(tender, current.orderType);
  const print = async () => {
    setPrintError(null);
    const method = paying.method;
    const cashGiven = method === 'cash' && paying.cashGiven.trim() ? dollarsToCents(paying.cashGiven) : null;
    setPrinting(true);
    try {
      const saved = await store.flush();
      const orderId = store.getSnapshot().orderId;
      if (!saved || !orderId) {
        setPrintError(NOT_SAVED_MESSAGE);
        return;
      }
      const { data } = await client.mutate({
        mutation: PRINT_ORDER,
        variables: {
          id: orderId,
          tender: method ? { method, ...(cashGiven !== null ? { cashGiven: centsToInput(cashGiven) } : {}) } : null,
          // One key per tap: a retry the network repeats is the same print.
          key: newKey(),
        },
      });
      if (data) setPrintJob({ order: data.printOrder.order, stamp: reprintStamp(data.printOrder.print) });
    } catch (error) {
      setPrintError(failureMessage(error, 'The order could not be printed. Try again.'));
    } finally {
      setPrinting(false);
    }
  };

  const receipt: ReceiptData = printJob
    ? receiptOf(printJob.order)
    : {
        orderNumber: server?.orderNumber ?? null,
        orderType: current.orderType,
        scheduleTime: current.scheduleTime,
        createdAtLocal: server?.createdAtLocal ?? null,
        employeeName: server?.employeeName ?? session.name,
        restaurantName: server?.restaurantName ?? restaurant?.name ?? '',
        restaurantAddress: server?.restaurantAddress ?? restaurant?.fullAddress ?? '',
        restaurantPhone: server?.restaurantPhone ?? restaurant?.phoneNumber ?? '',
        customer: current.customer,
        lines: current.lines,
        figures: { ...current, orderType: current.orderType ?? 'togo' },
        // How it was paid shows once a print has recorded it.
        tender: server ?? { tender: null, cashGivenCents: null, changeDueCents: null },
        estimated: current.estimated,
        voided: server ? voidMarkOf(server) : null,
      };

  const orderMissing = !!draft.orderId && !server && !order.loading && order.error;
  const title = mode.kind === 'take' ? 'Take an Order' : `Update Order${server ? ` #${server.orderNumber}` : ''}`;
  // docs/product.md#voids: a voided order is kept as it was: no editing controls.
  const voided = server ? voidMarkOf(server) : null;
  // A change or a removal the server refused for want of a reason: ask for it, then send it again.
  const refused = waitingForReason(draft.ops);
  const refusedLine = refused?.type === 'remove' ? server?.lines.find((line) => line.id === refused.lineId) : null;
  const asking: VoidRequest | null =
    voiding ??
    (refused?.type === 'change'
      ? { kind: 'change', op: refused }
      : refusedLine
        ? {
            kind: 'line',
            lineId: refusedLine.id,
            label: withQuantity(refusedLine.parts[0]?.text ?? refusedLine.productName, refusedLine.quantity),
          }
        : null);
  const settleAsking = () => {
    // The queue's refused op is done (or given up) outside the queue.
    if (!voiding && refused) store.dismiss(refused.id);
    setVoiding(null);
  };

  return (
    <StyledScreen $locked={!!voided}>
      <PageTitle>{title}</PageTitle>
      {!voided && (
        <MainMenu
          view={view}
          onView={setView}
          onSchedule={current.started ? () => setScheduling(true) : null}
          onNewOrder={mode.kind === 'take' && current.started ? () => void newOrder() : null}
          held={
            mode.kind === 'take'
              ? { count: heldOrders.length, open: heldOpen, onOpen: () => setHeldOpen((open) => !open) }
              : null
          }
        />
      )}

      {voided && server ? (
        <StyledColumn ref={middle} aria-labelledby="voided-heading">
          <StyledTitle>{title}</StyledTitle>
          <VoidedOrderBanner orderNumber={server.orderNumber} mark={voided} />
        </StyledColumn>
      ) : (
        <StyledColumn ref={middle} aria-labelledby="order-type-heading">
          <StyledTitle>{title}</StyledTitle>
          <StyledHeading id="order-type-heading">Order Type</StyledHeading>
          <OrderTypeChoice
            current={current.orderType ?? (screen.next === 'togo' ? 'togo' : null)}
            onChoose={chooseType}
          />
          {found && !heldOpen && current.customer?.id === found.id && current.lines.length === 0 && (
            <StyledOnOrder>
              <FoundCustomerCard customer={found}>
                {found.lastOrder && found.lastOrder.lines.length > 0 && (
                  <StyledButton type="button" onClick={() => repeatLast(found.lastOrder?.lines ?? [])}>
                    <Icon name="repeat" size={18} />
                    Repeat last order
                  </StyledButton>
                )}
                <StyledButton type="button" $variant="secondary" onClick={updateCustomer}>
                  Update Customer
                </StyledButton>
              </FoundCustomerCard>
            </StyledOnOrder>
          )}
          {heldProblem && !heldOpen && <ErrorAlert>{heldProblem}</ErrorAlert>}
          {orderMissing && (
            <ErrorAlert>
              {failureMessage(order.error, 'Order not found.')}{' '}
              <StyledButton type="button" $variant="ghost" onClick={() => store.clear()}>
                Start a new order
              </StyledButton>
            </ErrorAlert>
          )}
          {heldOpen ? (
            <HeldOrders
              orders={heldOrders}
              loading={held.loading}
              error={held.error}
              problem={heldProblem}
              onResume={(card) => void resume(card)}
              onClose={() => setHeldOpen(false)}
            />
          ) : (
            <StyledHeading>Start Selecting Items</StyledHeading>
          )}
          {heldOpen ? null : menu.data ? (
            <MenuBrowser menu={menu.data.menu} halfPricing={halves} view={view} onView={setView} onAdd={addChoice} />
          ) : menu.loading ? (
            <LoadingState>Loading the menu…</LoadingState>
          ) : (
            <ErrorAlert>
              {/* docs/product.md#order-errors: the specials' own words, else the general one. */}
              {failureMessage(
                menu.error,
                view.name === 'specials' || view.name === 'special'
                  ? 'Failed to fetch specials'
                  : 'An unexpected error occurred.',
              )}{' '}
              <StyledButton type="button" $variant="ghost" onClick={() => void menu.refetch()}>
                Try again
              </StyledButton>
            </ErrorAlert>
          )}
        </StyledColumn>
      )}

      <ReceiptPanel
        receipt={receipt}
        started={current.started}
        problems={current.problems}
        onRemove={removeLine}
        onRetry={(opId) => store.retry(opId)}
        onDismiss={(opId) => store.dismiss(opId)}
        tender={paying}
        onTender={setTender}
        onPrint={() => void print()}
        printing={printing || !!printJob}
        printError={printError}
        locked={!!voided}
      />
      <StyledTotalBar href="#receipt">
        <span>Grand Total · view the order</span>
        <strong>{formatDollars(current.totalCents)}</strong>
      </StyledTotalBar>

      <PrintReceipt receipt={receipt} stamp={printJob?.stamp ?? null} />

      {customerFor && !voided && (
        <CustomerDialog
          restaurantId={restaurantId}
          orderType={customerFor}
          current={current.customer}
          form={draft.customerForm ?? EMPTY_CUSTOMER_FORM}
          onForm={(form) => store.setCustomerForm(form)}
          onChosen={(customer, repeat) => chooseCustomer(customerFor, customer, repeat)}
          onFound={(customer) => {
            chooseCustomer(customerFor, customer, []);
            setFound(customer);
          }}
          updating={updatingCustomer}
          onClose={() => {
            setUpdatingCustomer(false);
            setScreen({ customerFor: null });
          }}
        />
      )}
      {scheduling && (
        <ScheduleDialog
          current={chosenSchedule ? chosenSchedule.scheduleTime || null : current.scheduleTime}
          timeZone={server?.timeZone ?? restaurant?.timeZone ?? 'America/New_York'}
          onSave={(scheduleTime) => {
            // A refused earlier time gives way to the new one.
            if (scheduleOp?.status === 'failed') store.dismiss(scheduleOp.id);
            // docs/product.md#schedule-time: Save Time says it was saved, once the server has it.
            setScheduleSave({ opId: store.change({ scheduleTime }), time: scheduleTime });
            setNote(null);
          }}
          onClose={() => setScheduling(false)}
        />
      )}
      {!note && scheduleSave && scheduleOp && (
        <Toast
          key={scheduleSave.opId}
          actionLabel={scheduleNote(scheduleSave.time, scheduleOp).retry ? 'Try again' : undefined}
          onAction={() => {
            // One already on its way is not sent twice.
            if (scheduleOp.status === 'offline' || scheduleOp.status === 'failed') store.retry(scheduleOp.id);
          }}
        >
          {scheduleNote(scheduleSave.time, scheduleOp).text}
        </Toast>
      )}
      {note && (
        <Toast
          key={note.id}
          actionLabel={note.undo ? 'Undo' : undefined}
          duration={note.undo ? UNDO_MS : NOTE_MS}
          onAction={() => {
            note.undo?.();
            setNote(null);
          }}
          onTimeout={() => setNote(null)}
        >
          {note.text}
        </Toast>
      )}
      {asking && server && (
        <OrderVoidDialog
          key={asking.kind === 'line' ? asking.lineId : asking.op.id}
          restaurantId={restaurantId}
          order={server}
          request={asking}
          onVoided={(saved) => {
            remember(saved);
            settleAsking();
          }}
          onClose={settleAsking}
        />
      )}
    </StyledScreen>
  );
}
