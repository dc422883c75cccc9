import { useApolloClient } from '@apollo/client/react';
import { useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import type { ReceiptFragment } from '../../../graphql/generated/graphql';
import { failureMessage } from '../../../graphql/errors';
import { newKey } from '../../../ui/keys';
import { useReachesZest } from '../../../ui/NetworkStatus';
import type { DisplayLine } from '../draft/orderView';
import { withQuantity } from '../receipt/receipt';
import type { LineActions } from '../receipt/ReceiptLine';
import type { Note } from '../terminal/NoteToast';
import { DiscountDialog, type DiscountRequest } from './DiscountDialog';
import { DISCOUNT_OFFLINE, discountLabel, type ReceiptDiscount } from './discounts';
import { REMOVE_DISCOUNT } from './operations';

interface Discounting {
  restaurantId: string;
  /** The order as the server has it: discounts are given on what it has saved. */
  server: ReceiptFragment | null;
  /** Keeps an answer as the order (useDraftApi). */
  remember: (order: ReceiptFragment) => ReceiptFragment;
  setNote: Dispatch<SetStateAction<Note | null>>;
  /** A voided order takes no discount. */
  locked: boolean;
}

/**
 * The take-order screen's discounts (docs/product.md#discounts): the
 * receipt's 'Discount' buttons and × (for ReceiptPanel) and the dialog they
 * open. Sent at once, not through the order's queue, like a void: the
 * dialog shows what the server says. Offline they are disabled and say why.
 */
export function useDiscounting({ restaurantId, server, remember, setNote, locked }: Discounting): {
  actions: LineActions['discounts'];
  dialog: ReactNode;
} {
  const client = useApolloClient();
  const online = useReachesZest();
  const [asking, setAsking] = useState<DiscountRequest | null>(null);
  const hasLines = !!server?.lines.some((line) => !line.voided);

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
    locked || !server
      ? undefined
      : {
          onLine: (line: DisplayLine) =>
            setAsking({
              kind: 'line',
              lineId: line.id,
              label: withQuantity(line.parts[0]?.text ?? line.productName, line.quantity),
            }),
          onOrder: hasLines ? () => setAsking({ kind: 'order' }) : null,
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
