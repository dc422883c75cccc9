import { useApolloClient } from '@apollo/client/react';
import type { ReceiptFragment } from '../../../graphql/generated/graphql';
import type { OrderNotice } from '../../session/liveStream';
import { READ_AFTER_NOTICE, useLivePatches } from '../../session/livePatches';
import { ORDER } from '../operations';
import { TERMINAL_MENU } from '../menu/operations';
import { ORDER_HISTORY } from '../history/operations';
import { ONLINE_ORDERS } from '../online/operations';
import { useScopedSession } from '../../session/ScopedSessionProvider';
import { newKey, type OrderDraftStore } from '../draft/orderDraft';
import { chime } from './chime';
import type { Note } from './NoteToast';

interface OrderLiveDeps {
  restaurantId: string;
  token: string;
  /** The take-order screen, which lists the held orders. */
  take: boolean;
  orderId: string | null;
  server: ReceiptFragment | null;
  store: OrderDraftStore;
  /** A notice applied to the held orders: at most the order it names is read. */
  patchHeld: (notice: OrderNotice) => Promise<void>;
  /** Where the counter is told that the kitchen marked an order ready. */
  setNote: (note: Note) => void;
}

/** The restaurant's live stream on the order screen (docs/architecture.md#live-order-notices). */
export function useOrderLive({ restaurantId, token, take, orderId, server, store, patchHeld, setNote }: OrderLiveDeps) {
  const { end } = useScopedSession();
  const client = useApolloClient();
  useLivePatches(restaurantId, token, {
    hear: (notice) => {
      // docs/product.md#kitchen-display: the counter hears it, and reads which one.
      if (notice.change === 'ready') {
        chime();
        setNote({ id: newKey(), text: `Order #${notice.orderNumber} is ready.` });
      }
      // docs/decisions/0062-online-ordering.md: a new online order chimes, and every online change reads the list.
      if (notice.channel === 'online') {
        if (notice.change === 'created') {
          chime();
          setNote({ id: newKey(), text: `New online order #${notice.orderNumber}.` });
        }
        void client.refetchQueries({ include: [ONLINE_ORDERS] });
      }
      // Another terminal changed this order: read it again (a notice is a hint; an older version is ignored).
      if (notice.id !== orderId || !server || notice.version <= server.version) return;
      if (notice.change === 'deleted' || store.getSnapshot().ops.length > 0) return;
      // Written to the cache, where the open order's screen reads it; one that fails waits for the next notice.
      client
        .query({ query: ORDER, variables: { id: notice.id }, ...READ_AFTER_NOTICE, fetchPolicy: 'network-only' })
        .catch(() => undefined);
    },
    // Any order of the restaurant may become held, or leave the held orders (printed, deleted); the
    // kitchen's marks (on printed orders) change none.
    wants: (notice) => take && !['kitchen', 'ready', 'recalled'].includes(notice.change),
    apply: patchHeld,
    // Another screen marked something sold out (or changed a price): the tiles follow at once.
    onMenuNotice: () => void client.refetchQueries({ include: [TERMINAL_MENU] }),
    // Back after a drop: a mark made meanwhile is read too.
    include: take ? [ORDER_HISTORY, TERMINAL_MENU, ONLINE_ORDERS] : [TERMINAL_MENU, ONLINE_ORDERS],
    onEnded: (message) => end(message),
  });
}
