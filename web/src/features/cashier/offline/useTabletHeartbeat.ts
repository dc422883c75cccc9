import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { REGISTER_TERMINAL, TERMINAL_SEEN } from '../operations';
import { TERMINAL_MENU } from '../menu/operations';
import { keepRegistration, lastOfflineCount, ownCount, registration, terminalProof } from './offlineNumber';
import { outboxOf } from './outbox';

/** The heartbeat, once a minute: a gap of more than 90 s is a silence the server may believe a paper from. */
const EVERY_MS = 60_000;

/**
 * The tablet registers once (while online) and then says every minute, while a cashier screen is open and the
 * network answers, that it is here, which menu it holds, the last offline number it gave and which still wait in
 * its outbox (docs/decisions/0052-offline-papers-checked.md). The server judges its offline papers by it.
 */
export function useTabletHeartbeat(restaurantId: string): void {
  const client = useApolloClient();
  useEffect(() => {
    let live = true;
    const beat = async () => {
      if (!live || !globalThis.navigator.onLine) return;
      if (!registration(restaurantId)) {
        const { data } = await client.mutate({ mutation: REGISTER_TERMINAL, variables: { restaurantId } });
        if (data) keepRegistration(restaurantId, data.registerTerminal);
      }
      const terminal = terminalProof(restaurantId);
      if (!terminal || !live) return;
      const menu = client.readQuery({ query: TERMINAL_MENU, variables: { restaurantId } })?.menu;
      const waiting = (await outboxOf(restaurantId).orders())
        .map((entry) => ownCount(restaurantId, entry.number))
        .filter((n): n is number => n !== null);
      await client.mutate({
        mutation: TERMINAL_SEEN,
        variables: {
          input: {
            restaurantId,
            terminal,
            menuVersion: menu?.version ?? null,
            lastOfflineNumber: lastOfflineCount(restaurantId),
            waiting,
          },
        },
        // A refused heartbeat (the registration forgotten by the server) registers again next time.
        context: { ignoreTokenRejection: true },
      });
    };
    const tick = () =>
      void beat().catch(() => {
        // Offline: the next beat, or the 'online' event, tries again.
      });
    tick();
    const timer = setInterval(tick, EVERY_MS);
    window.addEventListener('online', tick);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener('online', tick);
    };
  }, [client, restaurantId]);
}

/** The heartbeat while a cashier's session is open (the outbox's sender runs on the PIN card too). */
export function TabletHeartbeat({ restaurantId }: { restaurantId: string }): null {
  useTabletHeartbeat(restaurantId);
  return null;
}
