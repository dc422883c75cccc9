import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { OrderType, ReceiptFragment } from '../../graphql/generated/graphql';
import { failureMessage } from '../../graphql/errors';
import { media, space } from '../../theme/theme';
import { ErrorAlert } from '../../ui/Alert';
import { StyledButton } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { LoadingState, PageTitle } from '../../ui/Layout';
import { dollarsToCents, formatDollars } from '../../ui/money';
import { Toast } from '../../ui/Toast';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { paths } from '../session/account';
import { ORDER_SETTINGS } from '../session/orderSettings';
import { RESTAURANT } from '../session/restaurant';
import { useScopedSession } from '../session/ScopedSessionProvider';
import { CashierScreen, useCashierSession } from './CashierScreen';
import { CustomerDialog, EMPTY_CUSTOMER_FORM, type LastOrderLine } from './CustomerDialog';
import { MenuBrowser, type MenuView } from './MenuBrowser';
import {
  ADD_OPEN_ITEM,
  ADD_ORDER_LINE,
  CREATE_ORDER,
  ORDER,
  PRINT_ORDER,
  REMOVE_ORDER_LINE,
  TERMINAL_MENU,
  UPDATE_ORDER,
} from './operations';
import {
  againOf,
  OrderDraftStore,
  orderView,
  type DisplayLine,
  type DraftApi,
  type DraftCustomer,
  type LinePreview,
} from './orderDraft';
import { useLiveStream } from '../session/liveStream';
import { choiceParts, lineInput, partsText, unitPrice, type LineChoice } from './pricing';
import { withQuantity, type TenderChoice } from './receipt';
import { PrintReceipt, receiptOf, usePrintJob, type ReceiptData } from './ReceiptDocument';
import { ReceiptPanel } from './ReceiptPanel';
import { ScheduleDialog } from './ScheduleDialog';

export const NO_ORDER_MESSAGE = 'No active order. Start the order first.';
const RELOAD_AFTER_PRINT_MS = 100;
/** How long a removed line can be taken back (docs/product.md#time-rules: a few seconds). */
const UNDO_MS = 6000;

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

/** Three columns on a tablet and up; on a phone they stack, with the grand total pinned at the bottom. */
const StyledScreen = styled.div`
  flex: 1;
  min-height: 0;
  display: grid;
  grid-template-columns: minmax(136px, 160px) minmax(0, 1fr) minmax(320px, 360px);

  ${media.tablet} {
    display: block;
  }
`;

const StyledColumn = styled.section`
  position: relative;
  min-height: 0;
  overflow: auto;
  padding: ${space(4)};

  ${media.tablet} {
    overflow: visible;
  }
`;

const StyledMainMenu = styled.nav`
  position: relative;
  min-height: 0;
  overflow: auto;
  display: grid;
  align-content: start;
  gap: ${space(2)};
  padding: ${space(4, 3)};
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: ${space(0, 0, 1)};
    font-size: 1.1rem;
  }

  ${media.tablet} {
    grid-template-columns: repeat(auto-fit, minmax(96px, 1fr));
    border-right: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};

    h2 {
      grid-column: 1 / -1;
    }
  }
`;

const StyledMenuButton = styled.button<{ $current: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space(1)};
  min-height: 72px;
  padding: ${space(2)};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 700;
  line-height: 1.25;
  text-align: center;
  cursor: pointer;
  touch-action: manipulation;

  svg {
    flex: none;
  }

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  ${({ $current, theme }) =>
    $current &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primarySoft};
    `}

  ${media.phone} {
    min-height: 56px;
  }
`;

const StyledHeading = styled.h2`
  margin: ${space(0, 0, 2)};
  font-size: 1.1rem;
`;

const StyledTypes = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${space(2)};
  margin-bottom: ${space(5)};
`;

const StyledType = styled.button<{ $type: OrderType; $current: boolean }>`
  min-height: 56px;
  padding: ${space(2, 3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  font-weight: 750;
  font-size: 1.02rem;
  cursor: pointer;
  touch-action: manipulation;

  ${({ $type, $current, theme }) => {
    const ink =
      $type === 'delivery'
        ? theme.colors.orderDelivery
        : $type === 'pickup'
          ? theme.colors.orderPickup
          : theme.colors.orderTogo;
    const soft =
      $type === 'delivery'
        ? theme.colors.orderDeliverySoft
        : $type === 'pickup'
          ? theme.colors.orderPickupSoft
          : theme.colors.orderTogoSoft;
    return $current
      ? css`
          border: 2px solid ${ink};
          background: ${ink};
          color: ${theme.colors.onPrimary};
        `
      : css`
          border: 2px solid ${ink};
          background: ${soft};
          color: ${ink};
        `;
  }}
`;

const StyledTitle = styled.h1`
  ${visuallyHidden}
`;

/** On a phone the receipt is below the menu: its grand total stays in view at the bottom. */
const StyledTotalBar = styled.a`
  display: none;

  ${media.tablet} {
    position: sticky;
    bottom: 0;
    z-index: 5;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space(3)};
    min-height: 56px;
    padding: ${space(2, 4)};
    background: ${({ theme }) => theme.colors.night};
    color: ${({ theme }) => theme.colors.onNight};
    font-weight: 700;
    text-decoration: none;

    &:hover {
      color: ${({ theme }) => theme.colors.onNight};
    }

    strong {
      font-family: ${({ theme }) => theme.fonts.mono};
      font-size: 1.5rem;
    }
  }
`;

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

  const [view, setView] = useState<MenuView>({ name: 'categories' });
  const [dialog, setDialog] = useState<
    { kind: 'customer'; orderType: 'delivery' | 'pickup' } | { kind: 'schedule' } | null
  >(null);
  const [undo, setUndo] = useState<{ removalId: string; label: string } | null>(null);
  const [tender, setTender] = useState<TenderChoice>({ method: null, cashGiven: '' });
  const [printing, setPrinting] = useState(false);
  const [printError, setPrintError] = useState<string | null>(null);
  const [printJob, setPrintJob] = useState<{ order: ReceiptFragment; stamp: string | null } | null>(null);
  const middle = useRef<HTMLElement>(null);

  const refetchMenu = menu.refetch;
  const api = useMemo<DraftApi>(() => {
    const remember = (saved: ReceiptFragment) => {
      client.writeQuery({ query: ORDER, variables: { id: saved.id }, data: { order: saved } });
      return saved;
    };
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
  }, [client, restaurantId, refetchMenu]);

  useEffect(() => {
    store.attach(api);
    return () => store.attach(null);
  }, [store, api]);

  // Another terminal changed this order: read it again (a notice is a hint; an older version is ignored).
  const refetchOrder = order.refetch;
  useLiveStream(restaurantId, session.token, {
    onNotice: (notice) => {
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

  // docs/product.md#receipt: after printing, back to where the cashier came from, reloaded for the next order.
  usePrintJob(printJob, () => {
    store.clear();
    back();
    window.setTimeout(() => window.location.reload(), RELOAD_AFTER_PRINT_MS);
  });

  const chooseType = (orderType: OrderType) => {
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
    setDialog({ kind: 'customer', orderType });
  };

  const chooseCustomer = (
    orderType: 'delivery' | 'pickup',
    customer: DraftCustomer,
    repeat: readonly LastOrderLine[],
  ) => {
    if (!store.started) store.start(orderType, customer);
    else store.change({ orderType, customer });
    for (const line of repeat) {
      const again = againOf(line);
      if (again) store.add(again.line, again.preview);
    }
    store.setCustomerForm(null);
    setDialog(null);
  };

  const addChoice = (choice: LineChoice, quantity: number, notes: string): string | null => {
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
    if (line.status === 'failed' && line.opId && line.id === line.opId) {
      store.dismiss(line.opId);
      return;
    }
    const saved = server?.lines.find((candidate) => candidate.id === line.id);
    const removalId = store.remove(line.id, saved ? againOf(saved) : null);
    setUndo({ removalId, label });
  };

  const print = async () => {
    setPrintError(null);
    const method = tender.method;
    const cashGiven = method === 'cash' ? dollarsToCents(tender.cashGiven) : null;
    setPrinting(true);
    try {
      const saved = await store.flush();
      const orderId = store.getSnapshot().orderId;
      if (!saved || !orderId) {
        setPrintError(
          'Some changes are not saved yet. Fix or dismiss the items marked in red, or wait for the connection.',
        );
        return;
      }
      const { data } = await client.mutate({
        mutation: PRINT_ORDER,
        variables: {
          id: orderId,
          tender: method
            ? { method, ...(cashGiven !== null ? { cashGiven: (cashGiven / 100).toFixed(2) } : {}) }
            : null,
        },
      });
      if (data) setPrintJob({ order: data.printOrder.order, stamp: data.printOrder.print.stamp });
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
      };

  const orderMissing = !!draft.orderId && !server && !order.loading && order.error;
  const title = mode.kind === 'take' ? 'Take an Order' : `Update Order${server ? ` #${server.orderNumber}` : ''}`;

  return (
    <StyledScreen>
      <PageTitle>{title}</PageTitle>
      <StyledMainMenu aria-label="Main Menu">
        <h2>Main Menu</h2>
        <StyledMenuButton
          type="button"
          $current={view.name === 'categories' || view.name === 'products' || view.name === 'product'}
          onClick={() => setView({ name: 'categories' })}
        >
          <Icon name="pizza" size={22} />
          Category
        </StyledMenuButton>
        <StyledMenuButton
          type="button"
          $current={view.name === 'specials' || view.name === 'special'}
          onClick={() => setView({ name: 'specials' })}
        >
          <Icon name="combo" size={22} />
          Specials
        </StyledMenuButton>
        <StyledMenuButton type="button" $current={view.name === 'sides'} onClick={() => setView({ name: 'sides' })}>
          <Icon name="fries" size={22} />
          Sides
        </StyledMenuButton>
        {current.started && (
          <StyledMenuButton type="button" $current={false} onClick={() => setDialog({ kind: 'schedule' })}>
            <Icon name="clock" size={22} />
            Add Order Schedule Time
          </StyledMenuButton>
        )}
      </StyledMainMenu>

      <StyledColumn ref={middle} aria-labelledby="order-type-heading">
        <StyledTitle>{title}</StyledTitle>
        <StyledHeading id="order-type-heading">Order Type</StyledHeading>
        <StyledTypes>
          {(
            [
              ['delivery', 'Delivery Orders'],
              ['pickup', 'Pickup Orders'],
              ['togo', 'To Go Orders'],
            ] as const
          ).map(([type, label]) => (
            <StyledType
              key={type}
              type="button"
              $type={type}
              $current={current.orderType === type}
              aria-pressed={current.orderType === type}
              onClick={() => chooseType(type)}
            >
              {label}
            </StyledType>
          ))}
        </StyledTypes>
        {orderMissing && (
          <ErrorAlert>
            {failureMessage(order.error, 'Order not found.')}{' '}
            <StyledButton type="button" $variant="ghost" onClick={() => store.clear()}>
              Start a new order
            </StyledButton>
          </ErrorAlert>
        )}
        <StyledHeading>Start Selecting Items</StyledHeading>
        {menu.data ? (
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

      <ReceiptPanel
        receipt={receipt}
        started={current.started}
        problems={current.problems}
        onRemove={removeLine}
        onRetry={(opId) => store.retry(opId)}
        onDismiss={(opId) => store.dismiss(opId)}
        tender={tender}
        onTender={setTender}
        onPrint={() => void print()}
        printing={printing || !!printJob}
        printError={printError}
        onNewOrder={mode.kind === 'take' ? () => store.clear() : undefined}
        canStartNew={!current.pending}
      />
      <StyledTotalBar href="#receipt">
        <span>Grand Total · view the order</span>
        <strong>{formatDollars(current.totalCents)}</strong>
      </StyledTotalBar>

      <PrintReceipt receipt={receipt} stamp={printJob?.stamp ?? null} />

      {dialog?.kind === 'customer' && (
        <CustomerDialog
          restaurantId={restaurantId}
          orderType={dialog.orderType}
          current={current.customer}
          form={draft.customerForm ?? EMPTY_CUSTOMER_FORM}
          onForm={(form) => store.setCustomerForm(form)}
          onChosen={(customer, repeat) => chooseCustomer(dialog.orderType, customer, repeat)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'schedule' && (
        <ScheduleDialog
          current={current.scheduleTime}
          timeZone={server?.timeZone ?? restaurant?.timeZone ?? 'America/New_York'}
          onSave={(scheduleTime) => store.change({ scheduleTime })}
          onClose={() => setDialog(null)}
        />
      )}
      {undo && (
        <Toast
          key={undo.removalId}
          actionLabel="Undo"
          duration={UNDO_MS}
          onAction={() => {
            store.undo(undo.removalId);
            setUndo(null);
          }}
          onTimeout={() => setUndo(null)}
        >
          Removed {undo.label}
        </Toast>
      )}
    </StyledScreen>
  );
}
