import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { failureMessage } from '../../../graphql/errors';
import { usePrintJob } from '../../../ui/layout/PrintPaper';
import { useCardAtReader } from '../card/useCardAtReader';
import { NOT_SAVED_MESSAGE } from '../draft/draftTypes';
import { newKey, type OrderDraftStore } from '../draft/orderDraft';
import { terminalProof } from '../offline/offlineNumber';
import { PAY_ORDER_PART, SPLIT_ORDER } from './operations';
import { PartSlip, type Slip } from './PartSlip';
import { SplitDialog, type PartAsk } from './SplitDialog';

export const SPLIT_WORDS = {
  failed: 'The part could not be taken.',
} as const;

export interface SplitPayment {
  /** Opens Split the bill for the order on screen (saved first). */
  open: () => void;
  /** Why it could not open (the order not saved). */
  error: string | null;
  dialog: ReactNode;
}

/**
 * Split the bill at the counter (docs/decisions/0084-split-payments.md): the order saved, then parts taken one by
 * one — cash into this tablet's drawer, a card on its reader (the same wait as Print with card), or a card taken
 * elsewhere — each printing its own slip; once nothing is owed, `printPaid` prints the order for the kitchen.
 */
export function useSplitPayment(
  store: OrderDraftStore,
  restaurantId: string,
  /** Prints the paid order; what stopped it, or null once printed. */
  printPaid: (orderId: string) => Promise<string | null>,
): SplitPayment {
  const client = useApolloClient();
  const [orderId, setOrderId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);
  const [slip, setSlip] = useState<Slip | null>(null);
  const { data, refetch } = useQuery(SPLIT_ORDER, {
    variables: { id: orderId ?? '' },
    skip: !orderId,
    fetchPolicy: 'network-only',
  });
  usePrintJob(slip, () => setSlip(null));

  // The part's slip, from the order as the part left it (what is still owed after it).
  const slipOf = async (partId: string) => {
    const order = (await refetch()).data?.order;
    const index = order?.payments.findIndex((p) => p.id === partId) ?? -1;
    if (order && index >= 0) setSlip({ order, part: order.payments[index]!, number: index + 1 });
  };

  const card = useCardAtReader(restaurantId, async (_orderId, part) => {
    await slipOf(part.id);
    return true;
  });

  const open = async () => {
    setOpenError(null);
    setError(null);
    const saved = await store.flush();
    const id = store.getSnapshot().orderId;
    if (!saved || !id) return setOpenError(NOT_SAVED_MESSAGE);
    setOrderId(id);
  };

  const pay = async (ask: PartAsk) => {
    if (!orderId) return;
    setError(null);
    if (ask.method === 'reader') return card.start(orderId, ask.split);
    setBusy(true);
    try {
      const input = { method: ask.method, split: ask.split, cashGivenCents: ask.cashGivenCents };
      const paid = await client.mutate({
        mutation: PAY_ORDER_PART,
        variables: { orderId, input, key: newKey(), terminal: terminalProof(restaurantId) },
      });
      await slipOf(paid.data!.payOrderPart.part.id);
    } catch (failure) {
      setError(failureMessage(failure, SPLIT_WORDS.failed));
      await refetch().catch(() => undefined);
    } finally {
      setBusy(false);
    }
  };

  const printNow = async () => {
    if (!orderId) return;
    setBusy(true);
    const stopped = await printPaid(orderId);
    setBusy(false);
    if (stopped) setError(stopped);
    else setOrderId(null);
  };

  const order = data?.order ?? null;
  return {
    open: () => void open(),
    error: openError,
    dialog: (
      <>
        {orderId && order && !card.busy && (
          <SplitDialog
            order={order}
            readerName={card.reader?.name ?? null}
            busy={busy}
            error={error}
            onPay={(ask) => void pay(ask)}
            onPrint={() => void printNow()}
            onClose={() => setOrderId(null)}
          />
        )}
        {card.dialog}
        {slip && <PartSlip slip={slip} />}
      </>
    ),
  };
}
