import { useState } from 'react';
import type { ReceiptFragment } from '../../../graphql/generated/graphql';
import type { DraftOp } from '../draft/draftTypes';
import type { OrderDraftStore } from '../draft/orderDraft';
import { withQuantity } from '../receipt/receipt';
import type { VoidRequest } from '../voids/OrderVoidDialog';
import { waitingForReason } from '../voids/voids';

/**
 * The void the screen asks a reason for (docs/product.md#voids): one the cashier started, else a change or a
 * removal the server refused for want of a reason; `settleAsking` once it is done or given up.
 */
export function useVoidAsking(store: OrderDraftStore, ops: readonly DraftOp[], server: ReceiptFragment | null) {
  const [voiding, setVoiding] = useState<VoidRequest | null>(null);
  // A change or a removal the server refused for want of a reason: ask for it, then send it again.
  const refused = waitingForReason(ops);
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
  return { asking, setVoiding, settleAsking };
}
