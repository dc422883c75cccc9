import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import type { ReceiptFragment } from '../../../graphql/generated/graphql';
import { failureMessage } from '../../../graphql/errors';
import { dollarsToCents } from '../../../ui/money';
import { newKey, type OrderDraftStore } from '../draft/orderDraft';
import { PRINT_ORDER } from '../operations';
import { reprintStamp, type tenderOf } from '../receipt/receipt';
import { PRINT_FAILED } from '../../../ui/words';

export const NOT_SAVED_MESSAGE =
  'Some changes are not saved yet. Fix or dismiss the items marked in red, or wait for the connection.';

/** Print: what is still on its way is sent first, then the print with how it is paid (docs/product.md#receipt). */
export function usePrintOrder(store: OrderDraftStore) {
  const client = useApolloClient();
  const [printing, setPrinting] = useState(false);
  const [printError, setPrintError] = useState<string | null>(null);
  const [printJob, setPrintJob] = useState<{ order: ReceiptFragment; stamp: string | null } | null>(null);

  const print = async (paying: ReturnType<typeof tenderOf>) => {
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
          tender: method ? { method, ...(cashGiven !== null ? { cashGivenCents: cashGiven } : {}) } : null,
          // One key per tap: a retry the network repeats is the same print.
          key: newKey(),
        },
      });
      if (data) setPrintJob({ order: data.printOrder.order, stamp: reprintStamp(data.printOrder.print) });
    } catch (error) {
      setPrintError(failureMessage(error, PRINT_FAILED));
    } finally {
      setPrinting(false);
    }
  };

  return { print, printing, printError, printJob, setPrintJob };
}
