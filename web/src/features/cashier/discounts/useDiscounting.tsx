import { useApolloClient } from '@apollo/client/react';
import { useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import type { ReceiptFragment } from '../../../graphql/generated/graphql';
import { failureMessage } from '../../../graphql/errors';
import { newKey } from '../../../ui/format/keys';
import { useReachesZest } from '../../../ui/layout/NetworkStatus';
import type { DisplayLine } from '../draft/orderView';
import { withQuantity } from '../receipt/receipt';
import type { LineActions } from '../receipt/ReceiptLine';
import type { Note } from '../terminal/NoteToast';
import { DiscountDialog, type DiscountRequest } from './DiscountDialog';
import { DISCOUNT_OFFLINE, discountLabel, type ReceiptDiscount } from './discounts';
import { REMOVE_DISCOUNT } from './operations';
import type { OrderDraftStore } from '../draft/orderDraft';
import { placeDraftOf } from '../draft/placeDraft';
import { NOT_SAVED_MESSAGE } from '../terminal/usePrintOrder';

interface Discounting {
  restaurantId: string;
  /** The order as the server has it: discounts are given on what it has saved. */
  server: ReceiptFragment | null;
  /** Keeps an answer as the order (useDraftApi). */
  remember: (order: ReceiptFragment) => ReceiptFragment;
  setNote: Dispatch<SetStateAction<Note | null>>;
  /** A voided order takes no discount. */
  locked: boolean;
  /** The order in progress: a new one, kept on the tablet, is saved whole before its discount. */
  store: OrderDraftStore;
}

/**
 * The take-order screen's discounts (docs/product.md#discounts): the
 * receipt's 'Discount' buttons and × (for ReceiptPanel) and the dialog they
 * open. Sent at once, not through the order's queue, like a void: the
 * dialog shows what the server says. Offline they are disabled and say why.
 */
export function useDiscounting({ restaurantId, server, remember, setNote, locked, store }: Discounting): {
  actions: LineActions['discounts'];
  dialog: ReactNode;
} {
  const client = useApolloClient();
  const online = useReachesZest();
  const [asking, setAsking] = useState<DiscountRequest | null>(null);
  const kept = placeDraftOf(store.getSnapshot());
  const hasLines = !!server?.lines.some((line) => !line.voided) || !!kept?.lines.length;

  /** A new order is placed first, without its print (one placeOrder): a discount is given on what the server has. */
  const placed = async (then: () => void) => {
    if (kept && !(await store.flush())) return setNote({ id: newKey(), text: store.refusal ?? NOT_SAVED_MESSAGE });
    then();
  };

  const remove = async (discount: ReceiptDiscount) => {
    if (!online) return setNote({ id: newKey(), text: DISCOUNT_OFFLINE });
    try {
      const { data } = await client.mutate({ mutation: REMOVE_DISCOUNT, variables: { id: discount.id } });
      if (data) remember(data.removeDiscount);
      setNote({ id: newKey(), text: `Discount ${discountLabel(discount)} removed.` });
    } catch (error) {
      setNote({ id: newKey(), text: failureMessage(error, 'The discount could not be removed. Try again.') });
    }
  };

  const actions: LineActions['discounts'] =
    locked || (!server && !kept)
      ? undefined
      : {
          onLine: (line: DisplayLine) =>
            void placed(() =>
              setAsking({
                kind: 'line',
                lineId: store.placedLines.get(line.id) ?? line.id,
                label: withQuantity(line.parts[0]?.text ?? line.productName, line.quantity),
              }),
            ),
          onOrder: hasLines ? () => void placed(() => setAsking({ kind: 'order' })) : null,
          onRemove: (discount) => void remove(discount),
          disabledBecause: online ? null : DISCOUNT_OFFLINE,
        };

  const dialog =
    asking && server ? (
      <DiscountDialog
        key={asking.kind === 'line' ? asking.lineId : 'order'}
        restaurantId={restaurantId}
        order={server}
        request={asking}
        onGiven={(order) => {
          remember(order);
          setAsking(null);
        }}
        onClose={() => setAsking(null)}
      />
    ) : null;

  return { actions, dialog };
}
