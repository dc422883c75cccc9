import { useApolloClient, useQuery } from '@apollo/client/react';
import { use, useEffect, useMemo, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { HeaderSlot } from '../../../ui/layout/headerSlot';
import { NightButton } from '../../../ui/controls/NightButton';
import { PUNCH_CLOCK } from '../../session/clock/operations';
import { RESTAURANT } from '../../session/restaurant';
import { useScopedSession } from '../../session/ScopedSessionProvider';
import { PRINT_ORDER } from '../operations';
import { draftApiOf } from '../terminal/useDraftApi';
import { outboxOf, type OutboxCalls } from './outbox';
import { refusedWords, waitingWords } from './outboxWords';
import { terminalProof } from './offlineNumber';
import { TabletHeartbeat } from './useTabletHeartbeat';

/** How often the outbox tries again while orders wait (the browser's 'online' also starts it at once). */
const EVERY_MS = 3_000;

/**
 * Sends what the tablet kept while Zest POS did not answer, while a cashier screen is open: the punches at the
 * time clock from the PIN card on, the orders printed offline once the cashier's PIN session is open. It says in
 * the terminal's header what waits: '· 3 orders waiting to send', '· Sending 3 orders…', or the refused one with
 * its reason and Retry (and Dismiss, for a punch: a manager then enters the shift).
 */
export function OutboxSender({ restaurantId }: { restaurantId: string }) {
  const client = useApolloClient();
  const open = useScopedSession().session !== null;
  const outbox = outboxOf(restaurantId);
  const state = useSyncExternalStore(outbox.subscribe, outbox.getSnapshot);
  const slot = use(HeaderSlot);
  const timeZone = useQuery(RESTAURANT, { variables: { id: restaurantId } }).data?.restaurant.timeZone;

  const calls = useMemo<OutboxCalls>(() => {
    const api = draftApiOf(
      client,
      restaurantId,
      (saved) => saved,
      () => undefined,
    );
    return {
      orders: open
        ? {
            api,
            print: async (id, tender, key) => {
              const terminal = terminalProof(restaurantId);
              const { data } = await client.mutate({ mutation: PRINT_ORDER, variables: { id, tender, key, terminal } });
              return data?.printOrder.order.orderNumber ?? null;
            },
          }
        : null,
      punch: async (punch) => {
        await client.mutate({ mutation: PUNCH_CLOCK, variables: { input: { restaurantId, ...punch } } });
      },
    };
  }, [client, restaurantId, open]);

  useEffect(() => {
    let live = true;
    const send = () => {
      if (live) void outbox.send(calls).catch(() => undefined);
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

  const failed = state.failed;
  return (
    <>
      {/* Registered once; then its heartbeat, by which the server judges its offline papers. */}
      {open && <TabletHeartbeat restaurantId={restaurantId} />}
      {slot &&
        state.waiting > 0 &&
        createPortal(
          failed ? (
            <>
              <span data-outbox="failed">
                · {refusedWords(failed, timeZone)} was not sent: {failed.failure}
              </span>
              <NightButton type="button" onClick={() => void outbox.retry(calls, failed.id)}>
                Retry
              </NightButton>
              {failed.punch && (
                <NightButton type="button" onClick={() => void outbox.dismiss(failed.id)}>
                  Dismiss
                </NightButton>
              )}
            </>
          ) : (
            <span data-outbox={state.sending ? 'sending' : 'waiting'}>
              {state.sending ? `· Sending ${waitingWords(state)}…` : `· ${waitingWords(state)} waiting to send`}
            </span>
          ),
          slot,
        )}
    </>
  );
}
