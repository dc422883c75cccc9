import { useApolloClient, useQuery } from '@apollo/client/react';
import type { Dispatch, SetStateAction } from 'react';
import type { ReceiptFragment } from '../../../graphql/generated/graphql';
import { newKey, type OrderDraftStore } from '../draft/orderDraft';
import type { OrderView } from '../draft/orderView';
import { ORDER_HISTORY } from '../history/operations';
import { patchHistory } from '../history/historyPatch';
import type { OrderNotice } from '../../session/liveStream';
import { ORDER } from '../operations';
import { todayIn } from '../../../ui/format/dates';
import { NO_TENDER, type TenderChoice } from '../receipt/receipt';
import { isPrinted } from '../voids/voids';
import type { Note } from './NoteToast';
import { heldOf, type TerminalScreen } from './terminalState';
import { NOT_SAVED_MESSAGE } from './usePrintOrder';

/** The take-order screen's held orders: today's orders never printed, but the one open (`orderId`). */
export function useHeldOrders(
  take: boolean,
  restaurantId: string,
  timeZone: string | undefined,
  orderId: string | null,
) {
  // docs/decisions/0030-held-orders.md: today's orders never printed, as the server has them.
  const variables = {
    restaurantId,
    filter: { date: todayIn(timeZone), orderType: null, phone: null, voided: false },
    first: 50,
    before: null,
  };
  const held = useQuery(ORDER_HISTORY, { variables, skip: !take || !timeZone, fetchPolicy: 'cache-and-network' });
  const heldOrders = heldOf(held.data?.orders.orders, orderId);
  const listed = new Set((held.data?.orders.orders ?? []).map((card) => card.id));
  const client = useApolloClient();
  /**
   * A live notice applied to the list (docs/decisions/0056-screens-by-the-order.md): an order printed
   * elsewhere that the list does not hold is no held order, and costs no read.
   */
  const patchHeld = async (notice: OrderNotice) => {
    if (!take || !timeZone || (notice.printed && !listed.has(notice.id))) return;
    await patchHistory(client, notice, [variables]);
  };
  return { held, heldOrders, patchHeld };
}

interface SetAsideDeps {
  store: OrderDraftStore;
  current: OrderView;
  server: ReceiptFragment | null;
  refetchHeld: () => Promise<unknown>;
  setHeldProblem: Dispatch<SetStateAction<string | null>>;
  setHeldOpen: Dispatch<SetStateAction<boolean>>;
  setTender: Dispatch<SetStateAction<TenderChoice>>;
  setNote: Dispatch<SetStateAction<Note | null>>;
  setScreen: (change: Partial<TerminalScreen>) => void;
}

/** 'New order' and a held order resumed: the open order is set aside first (docs/decisions/0030-held-orders.md). */
export function useSetAside({
  store,
  current,
  server,
  refetchHeld,
  setHeldProblem,
  setHeldOpen,
  setTender,
  setNote,
  setScreen,
}: SetAsideDeps) {
  const client = useApolloClient();
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

  return { newOrder, resume };
}
