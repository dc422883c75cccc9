import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useScopedSession } from '../../session/ScopedSessionProvider';
import { primeTerminalFacts, refreshTerminalFacts } from './terminalFacts';

/**
 * Renders the cashier screen once its client holds what the tablet kept
 * (a few milliseconds), so a reload with the network down shows the menu;
 * then, while the screen is open (past its PIN), reads it all again from the
 * server, now and whenever the network returns, and keeps the answers. A
 * locked screen keeps nothing: locking forgets the facts, and nothing is
 * read back until the next PIN.
 */
export function KeptFactsGate({ restaurantId, children }: { restaurantId: string; children: ReactNode }) {
  const client = useApolloClient();
  const open = useScopedSession().session !== null;
  const [primed, setPrimed] = useState(false);

  useEffect(() => {
    let live = true;
    primeTerminalFacts(client, restaurantId)
      .catch(() => undefined) // IndexedDB refused: the screen reads from the network as before.
      .finally(() => live && setPrimed(true));
    return () => {
      live = false;
    };
  }, [client, restaurantId]);

  useEffect(() => {
    if (!open) return;
    const refresh = () => void refreshTerminalFacts(client, restaurantId).catch(() => undefined);
    refresh();
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [client, restaurantId, open]);

  return primed ? children : null;
}
