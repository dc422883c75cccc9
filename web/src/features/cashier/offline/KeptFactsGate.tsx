import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState, type ReactNode } from 'react';
import { primeTerminalFacts, refreshTerminalFacts } from './terminalFacts';

/**
 * Renders the cashier screen once its client holds what the tablet kept
 * (a few milliseconds), so a reload with the network down shows the menu;
 * then reads it all again from the server, now and whenever the network
 * returns, and keeps the answers.
 */
export function KeptFactsGate({ restaurantId, children }: { restaurantId: string; children: ReactNode }) {
  const client = useApolloClient();
  const [primed, setPrimed] = useState(false);

  useEffect(() => {
    let live = true;
    primeTerminalFacts(client, restaurantId)
      .catch(() => undefined) // IndexedDB refused: the screen reads from the network as before.
      .finally(() => live && setPrimed(true));
    const refresh = () => void refreshTerminalFacts(client, restaurantId).catch(() => undefined);
    refresh();
    window.addEventListener('online', refresh);
    return () => {
      live = false;
      window.removeEventListener('online', refresh);
    };
  }, [client, restaurantId]);

  return primed ? children : null;
}
