import { useQuery } from '@apollo/client/react';
import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { useParams } from 'react-router-dom';
import { failureMessage } from '../../../graphql/errors';
import { ErrorAlert } from '../../../ui/controls/Alert';
import { StyledButton } from '../../../ui/controls/Button';
import { PageTitle } from '../../../ui/layout/Layout';
import { formatDollars } from '../../../ui/format/money';
import { ORDER_SETTINGS } from '../../session/orderSettings';
import { RESTAURANT } from '../../session/restaurant';
import { CashierScreen } from './CashierScreen';
import { useScreenSession } from '../../session/RoleScreen';
import { type MenuView } from '../menu/MenuBrowser';
import { ORDER } from '../operations';
import { TERMINAL_MENU } from '../menu/operations';
import { OrderDraftStore } from '../draft/orderDraft';
import { orderView } from '../draft/orderView';
import { NO_TENDER, tenderOf, type TenderChoice } from '../receipt/receipt';
import { HeldOrders } from './HeldOrders';
import { forgetChoice } from '../menu/productChoice';
import { useTerminalScreen } from './terminalState';
import { PrintReceipt } from '../receipt/ReceiptPaper';
import { FoundCustomerOnOrder, MainMenu, OrderTypeChoice, TerminalMenu, VoidedOrderBanner } from './OrderScreenParts';
import { StyledColumn, StyledHeading, StyledScreen, StyledTitle, StyledTotalBar } from './OrderScreenParts.styles';
import { OrderVoidDialog } from '../voids/OrderVoidDialog';
import { ReceiptPanel } from '../receipt/ReceiptPanel';
import { voidMarkOf } from '../voids/voids';
import { NoteToast, type Note } from './NoteToast';
import { receiptOnScreen } from './receiptOnScreen';
import { OrderScheduleDialog, ScheduleNote, useScheduleSave } from './ScheduleNote';
import { useDraftApi } from './useDraftApi';
import { usePrintOrder } from './usePrintOrder';
import { useSlashSearch } from './useSlashSearch';
import { useVoidAsking } from './useVoidAsking';
import { OrderCustomerDialog, useOrderCustomer } from './OrderCustomer';
import { useAfterPrint, type Mode } from './useAfterPrint';
import { useHeldOrders, useSetAside } from './useHeldOrders';
import { lineActions } from './lineActions';
import { useOrderLive } from './useOrderLive';
import { useDiscounting } from '../discounts/useDiscounting';
import { DrawerStatus } from '../drawer/DrawerStatus';

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

const EMPTY_RATES = { taxPercentage: 0 };

function OrderScreen({ mode }: { mode: Mode }) {
  const { restaurantId, session } = useScreenSession();
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
  const take = mode.kind === 'take';
  const { held, heldOrders, patchHeld } = useHeldOrders(take, restaurantId, restaurant?.timeZone, draft.orderId);

  // The take-order screen is kept as it was left (terminalState.ts): a reload or the next PIN finds it so.
  const [screen, setScreen] = useTerminalScreen(
    mode.kind === 'take' ? `zest-pos.cashier.screen.${restaurantId}.${session.employeeId ?? 'manager'}` : null,
  );
  const view = screen.view;
  const board = view.name === 'online' || view.name === 'soldOut'; // gives way to the menu when an order starts
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
  const [scheduling, setScheduling] = useState(false);
  const [note, setNote] = useState<Note | null>(null);
  const [heldProblem, setHeldProblem] = useState<string | null>(null);
  const [tender, setTender] = useState<TenderChoice>(NO_TENDER);
  const receiptNow = () => receiptOnScreen(null, current, server, restaurant, session.name);
  const printer = usePrintOrder(store, restaurantId, mode.kind === 'take' ? { restaurantId, receiptNow } : null);
  const { print, printing, printError, printJob, setPrintJob, dialogs, split } = printer;
  const { asking, setVoiding, settleAsking } = useVoidAsking(store, draft.ops, server);
  const middle = useRef<HTMLElement>(null);
  const remember = useDraftApi(store, restaurantId, menu.refetch);

  useOrderLive({
    restaurantId,
    token: session.token,
    take: mode.kind === 'take',
    orderId: draft.orderId,
    server,
    store,
    patchHeld,
    setNote,
  });

  useSlashSearch(middle);
  const { scheduleSave, setScheduleSave, scheduleOp } = useScheduleSave(store, draft.ops, setNote);

  const halves = settings.data?.orderSettings.halfToppingPricing ?? 'half';
  const current = orderView(draft, server, restaurant ?? EMPTY_RATES);
  useAfterPrint({ mode, restaurantId, store, printJob, setPrintJob, setTender, setScreen, setNote });

  const customerChoice = useOrderCustomer(store, current, setScreen);
  const { chooseType, repeatLast, updateCustomer, found } = customerChoice;
  const lineDeps = { store, screen, setScreen, menu: menu.data?.menu, halves, server, setVoiding, setNote };
  const { addChoice, removeLine } = lineActions(lineDeps);

  const { newOrder, resume } = useSetAside({
    store,
    current,
    server,
    refetchHeld: held.refetch,
    setHeldProblem,
    setHeldOpen,
    setTender,
    setNote,
    setScreen,
  });

  const paying = tenderOf(tender, current.orderType, server && server.printCount > 0 ? server.tender : null);
  const receipt = receiptOnScreen(printJob?.receipt ?? null, current, server, restaurant, session.name);

  const orderMissing = !!draft.orderId && !server && !order.loading && order.error;
  const title = mode.kind === 'take' ? 'Take an Order' : `Update Order${server ? ` #${server.orderNumber}` : ''}`;
  // docs/product.md#voids: a voided order is kept as it was: no editing controls.
  const voided = server ? voidMarkOf(server) : null;
  const discounting = useDiscounting({ restaurantId, server, remember, setNote, locked: !!voided, store });

  return (
    <StyledScreen $locked={!!voided}>
      <PageTitle>{title}</PageTitle>
      <DrawerStatus restaurantId={restaurantId} />
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
            onChoose={(orderType) => chooseType(orderType, board ? () => setView({ name: 'categories' }) : null)}
          />
          {found && !heldOpen && current.customer?.id === found.id && current.lines.length === 0 && (
            <FoundCustomerOnOrder
              found={found}
              compact={view.name === 'product' || view.name === 'special'}
              onRepeat={() => repeatLast(found.lastOrder?.lines ?? [])}
              onUpdate={updateCustomer}
            />
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
          ) : board ? null : (
            <StyledHeading>Start Selecting Items</StyledHeading>
          )}
          {heldOpen ? null : (
            <TerminalMenu
              menu={menu.data?.menu}
              loading={menu.loading}
              error={menu.error}
              onRetry={() => void menu.refetch()}
              halfPricing={halves}
              view={view}
              onView={setView}
              onAdd={addChoice}
            />
          )}
        </StyledColumn>
      )}

      <ReceiptPanel
        receipt={receipt}
        // To Go already chosen for the next item (after a to-go print): the receipt asks for the menu, not a type.
        started={current.started || screen.next === 'togo'}
        problems={current.problems}
        onRemove={removeLine}
        onRetry={(opId) => store.retry(opId)}
        onDismiss={(opId) => store.dismiss(opId)}
        tender={paying}
        onTender={setTender}
        onPrint={() => void print(paying)}
        onSplit={split}
        printing={printing || !!printJob}
        printError={printError}
        locked={!!voided}
        discounts={discounting.actions}
      />
      <StyledTotalBar href="#receipt">
        <span>Grand Total · view the order</span>
        <strong>{formatDollars(current.totalCents)}</strong>
      </StyledTotalBar>

      <PrintReceipt receipt={receipt} stamp={printJob?.stamp ?? null} />

      {screen.customerFor && !voided && (
        <OrderCustomerDialog
          restaurantId={restaurantId}
          orderType={screen.customerFor}
          store={store}
          current={current.customer}
          form={draft.customerForm}
          choice={customerChoice}
          setScreen={setScreen}
        />
      )}
      {scheduling && (
        <OrderScheduleDialog
          store={store}
          ops={draft.ops}
          current={current.scheduleTime}
          timeZone={server?.timeZone ?? restaurant?.timeZone ?? 'America/New_York'}
          scheduleOp={scheduleOp}
          onSaving={(save) => {
            setNote(null);
            setScheduleSave(save);
          }}
          onClose={() => setScheduling(false)}
        />
      )}
      {!note && scheduleSave && scheduleOp && (
        <ScheduleNote key={scheduleSave.opId} store={store} time={scheduleSave.time} op={scheduleOp} />
      )}
      {note && <NoteToast key={note.id} note={note} onDone={() => setNote(null)} />}
      {discounting.dialog}
      {dialogs}
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
