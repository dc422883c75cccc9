import { useApolloClient } from '@apollo/client/react';
import { use, useEffect, useMemo, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { HeaderSlot } from '../../../ui/layout/headerSlot';
import { NightButton } from '../../../ui/controls/NightButton';
import { PRINT_ORDER } from '../operations';
import { draftApiOf } from '../terminal/useDraftApi';
import { outboxOf, type PrintCall } from './outbox';
import { terminalProof } from './offlineNumber';
import { useTabletHeartbeat } from './useTabletHeartbeat';

/** How often the outbox tries again while orders wait (the browser's 'online' also starts it at once). */
const EVERY_MS = 3_000;

const plural = (n: number) => (n === 1 ? '1 order' : `${n} orders`);

/**
 * Sends the orders printed offline while a cashier screen is open with its PIN session, and says in the
 * terminal's header what waits: '· 3 orders waiting to send', '· Sending 3 orders…', or the refused one with
 * its reason and Retry.
 */
export function OutboxSender({ restaurantId }: { restaurantId: string }) {
  const client = useApolloClient();
  const outbox = outboxOf(restaurantId);
  const state = useSyncExternalStore(outbox.subscribe, outbox.getSnapshot);
  const slot = use(HeaderSlot);

  const calls = useMemo(() => {
    const api = draftApiOf(
      client,
      restaurantId,
      (saved) => saved,
      () => undefined,
    );
    const print: PrintCall = async (id, tender, key) => {
      const terminal = terminalProof(restaurantId);
      const { data } = await client.mutate({ mutation: PRINT_ORDER, variables: { id, tender, key, terminal } });
      return data?.printOrder.order.orderNumber ?? null;
    };
    return { api, print };
  }, [client, restaurantId]);

  // Registered once; then its heartbeat, by which the server judges its offline papers.
  useTabletHeartbeat(restaurantId);

  useEffect(() => {
    let live = true;
    const send = () => {
      if (live) void outbox.send(calls.api, calls.print).catch(() => undefined);
    };
    void outbox.refresh().then(send, () => undefined);
    // Read again each time: another tab of this tablet may have printed one offline.
    const timer = setInterval(() => {
      void outbox.refresh().then(
        () => outbox.getSnapshot().waiting > 0 && send(),
        () => undefined,
      );
    }, EVERY_MS);
    window.addEventListener('online', send);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener('online', send);
    };
  }, [outbox, calls]);

  if (!slot || state.waiting === 0) return null;
  const failed = state.failed;
  return createPortal(
    failed ? (
      <>
        <span data-outbox="failed">
          · Order {failed.number} was not sent: {failed.failure}
        </span>
        <NightButton type="button" onClick={() => void outbox.retry(calls.api, calls.print, failed.id)}>
          Retry
        </NightButton>
      </>
    ) : (
      <span data-outbox={state.sending ? 'sending' : 'waiting'}>
        {state.sending ? `· Sending ${plural(state.waiting)}…` : `· ${plural(state.waiting)} waiting to send`}
      </span>
    ),
    slot,
  );
}
