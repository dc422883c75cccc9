import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { CardPartFragment, SplitInput } from '../../../graphql/generated/graphql';
import { failureMessage } from '../../../graphql/errors';
import { terminalProof } from '../offline/offlineNumber';
import { CardWaitDialog, type CardWait } from './CardWaitDialog';
import { CANCEL_CARD_PAYMENT, CARD_PAYMENT, TAKE_CARD_PAYMENT, TERMINAL_CARD_READER } from './operations';

/** How often the terminal asks how the card payment stands while it waits. */
const ASK_EVERY_MS = 1000;

export const CARD_WORDS = {
  declined: 'The card was declined. Ask for another card, or choose another tender.',
  failed: 'The card could not be taken.',
} as const;

export interface CardAtReader {
  /** The reader by this tablet; null: Print with card only records the word, as before. */
  reader: { id: string; name: string } | null;
  /** Takes the card for a saved order (a split's part when `split` says which); `onPaid` once Stripe says it succeeded. */
  start: (orderId: string, split?: SplitInput | null) => void;
  /** Open while a card is being taken: Print waits. */
  busy: boolean;
  dialog: ReactNode;
}

/**
 * Print with card on a tablet with a reader (docs/decisions/0080-card-payments-at-the-counter.md): the server
 * sends what the order owes to the reader, the terminal shows "Waiting for the card…" with Cancel, asks every
 * second how it stands, and prints once Stripe's event says it succeeded. A decline says so and lets the cashier
 * choose another tender; a reader that does not answer is said, and Try again sends the same payment again.
 */
export function useCardAtReader(
  restaurantId: string,
  onPaid: (orderId: string, part: CardPartFragment) => Promise<boolean>,
): CardAtReader {
  const client = useApolloClient();
  const proof = terminalProof(restaurantId);
  const { data } = useQuery(TERMINAL_CARD_READER, {
    variables: { restaurantId, terminal: proof ?? '' },
    skip: !proof,
    fetchPolicy: 'cache-and-network',
  });
  const [wait, setWait] = useState<CardWait | null>(null);
  const split = useRef<SplitInput | null>(null);
  const paidRef = useRef(onPaid);
  useEffect(() => {
    paidRef.current = onPaid;
  });

  const take = async (orderId: string) => {
    setWait({ orderId, part: null, phase: 'sending', message: null });
    try {
      const taken = await client.mutate({
        mutation: TAKE_CARD_PAYMENT,
        variables: { orderId, terminal: proof ?? '', split: split.current },
      });
      const part = taken.data!.takeCardPayment;
      setWait({ orderId, part, phase: 'waiting', message: null });
    } catch (error) {
      setWait({ orderId, part: null, phase: 'failed', message: failureMessage(error, CARD_WORDS.failed) });
    }
  };

  const settledAs = async (orderId: string, part: CardPartFragment) => {
    if (part.status === 'succeeded') {
      setWait({ orderId, part, phase: 'printing', message: null });
      // Printed: the dialog goes; the paper (or what stopped it) is the print's to show.
      await paidRef.current(orderId, part);
      setWait(null);
      return;
    }
    const message = part.status === 'declined' ? CARD_WORDS.declined : (part.failure ?? CARD_WORDS.failed);
    setWait({ orderId, part, phase: 'failed', message });
  };

  // While the card is asked for: how it stands, every second.
  const partId = wait?.phase === 'waiting' ? wait.part?.id : undefined;
  useEffect(() => {
    if (!partId || !wait) return;
    let stopped = false;
    const timer = setTimeout(async () => {
      try {
        const read = await client.query({
          query: CARD_PAYMENT,
          variables: { id: partId },
          fetchPolicy: 'network-only',
        });
        const part = read.data?.cardPayment;
        if (stopped || !part) return;
        if (part.status === 'waiting') setWait({ ...wait, part });
        else await settledAs(wait.orderId, part);
      } catch {
        // A blip: the next tick asks again (the wait shows no error for a missed answer).
        if (!stopped) setWait({ ...wait });
      }
    }, ASK_EVERY_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- each answer sets a new wait, which asks again
  }, [partId, wait]);

  const cancel = async () => {
    if (!wait) return;
    if (!wait.part || wait.phase !== 'waiting') return setWait(null);
    try {
      const canceled = await client.mutate({ mutation: CANCEL_CARD_PAYMENT, variables: { id: wait.part.id } });
      const part = canceled.data!.cancelCardPayment;
      // Stripe already took it: the payment stands and the order prints as paid.
      if (part.status === 'waiting' || part.status === 'succeeded') return setWait({ ...wait, part });
      setWait(null);
    } catch (error) {
      setWait({ ...wait, message: failureMessage(error, CARD_WORDS.failed) });
    }
  };

  const reader = data?.terminalCardReader ?? null;
  return {
    reader,
    start: (orderId, asked) => {
      split.current = asked ?? null;
      void take(orderId);
    },
    busy: wait !== null,
    dialog: wait && (
      <CardWaitDialog
        wait={wait}
        readerName={reader?.name ?? 'the reader'}
        onCancel={() => void cancel()}
        onRetry={() => void take(wait.orderId)}
      />
    ),
  };
}
