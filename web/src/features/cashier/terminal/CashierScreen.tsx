import type { ReactNode } from 'react';
import { ScopedSessionProvider, useScopedSession } from '../../session/ScopedSessionProvider';
import type { ScopedSession } from '../../session/scopedSession';
import { ScopedPinGate } from '../../session/ScopedPinGate';
import { KeptFactsGate } from '../offline/KeptFactsGate';
import { OutboxSender } from '../offline/OutboxSender';
import { forgetTerminalFacts } from '../offline/terminalFacts';
import { ENTER_CASHIER_SCREEN } from '../operations';

interface ScreenProps {
  restaurantId: string;
  /** The document title of the screen behind the PIN. */
  title: string;
  children: ReactNode;
}

/**
 * A cashier screen (docs/product.md#cashier-entry): it runs in the restaurant
 * session a cashier's PIN or the security PIN opens, kept for the tab; without
 * one it shows the PIN pad first. Every call below carries that session.
 */
export function CashierScreen({ restaurantId, title, children }: ScreenProps) {
  return (
    <ScopedSessionProvider key={restaurantId} kind="cashier" restaurantId={restaurantId}>
      <KeptFactsGate restaurantId={restaurantId}>
        <ScopedPinGate
          mutation={ENTER_CASHIER_SCREEN}
          variables={(restaurantId, pin) => ({ restaurantId, pin })}
          opened={(answer) => answer.enterCashierScreen}
          documentTitle={`${title}: enter your PIN`}
          screen="Cashier screen"
          note="Enter your cashier PIN, or the restaurant’s security PIN."
          failure="Incorrect PIN"
        >
          {children}
          <OutboxSender restaurantId={restaurantId} />
        </ScopedPinGate>
      </KeptFactsGate>
    </ScopedSessionProvider>
  );
}

/** The open cashier session of the screen (inside CashierScreen, after the PIN). */
export function useCashierSession(): { restaurantId: string; session: ScopedSession; lock: () => void } {
  const { restaurantId, session, end } = useScopedSession();
  if (!session) throw new Error('useCashierSession is for the screens behind the PIN');
  return {
    restaurantId,
    session,
    lock: () => {
      // What the tablet kept for working offline goes with the session.
      void forgetTerminalFacts(restaurantId).catch(() => undefined);
      end(null);
    },
  };
}
